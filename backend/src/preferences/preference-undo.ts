/**
 * Undoing one change of preferences (the assistant's Undo) puts back only what that change changed: a tag it
 * added goes and a tag it removed comes back, whatever else the person added or removed since; a value it set
 * goes back unless the person has set another one since (theirs, being later, stays). Fields it did not change
 * are never written. Pure: no framework, no database.
 */

/** The preference fields, as PreferencesView has them (kept loose here so this module imports nothing). */
export type PreferenceValues = Record<string, unknown>;

/** One change of a person's preferences, as its Undo needs it. */
export interface PreferenceChange {
  /** The fields the change changed, as they were before it. */
  before: PreferenceValues;
  /** The same fields as the change left them. Absent in changes kept before this was recorded: `before` is then put back. */
  after?: PreferenceValues;
  /** Whether the person had saved preferences before the change (absent: taken as yes). */
  hadSaved?: boolean;
  /** The preferences row's version right after the change, to tell whether anything saved them since. */
  version?: string;
}

const TAG_LISTS = new Set(['dietaryRestrictions', 'allergies', 'dislikedIngredients']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const tagKey = (tag: string) => tag.trim().toLowerCase();

/** The values to save to undo `change` over the person's preferences as they are now (`current`). */
export function undoneValues(current: PreferenceValues, change: PreferenceChange): PreferenceValues {
  const out: PreferenceValues = {};
  for (const [field, before] of Object.entries(change.before)) {
    if (!change.after || !(field in change.after)) out[field] = before;
    else if (TAG_LISTS.has(field)) out[field] = undoneTags(asTags(current[field]), asTags(before), asTags(change.after[field]));
    else if (same(current[field], change.after[field])) out[field] = before;
  }
  // a list the undo leaves as it is now is not written
  for (const field of Object.keys(out)) if (TAG_LISTS.has(field) && same(out[field], current[field])) delete out[field];
  return out;
}

/**
 * A tag list with one change taken back: the tags it added are gone, those it removed are back in their old
 * place, and what the person changed since is kept (tags they removed stay removed, tags they added stay).
 */
export function undoneTags(current: readonly string[], before: readonly string[], after: readonly string[]): string[] {
  const has = (list: readonly string[], tag: string) => list.some((t) => tagKey(t) === tagKey(tag));
  const added = after.filter((t) => !has(before, t));
  const dropped = before.filter((t) => !has(after, t));
  return [...before.filter((t) => has(current, t) || has(dropped, t)), ...current.filter((t) => !has(before, t) && !has(added, t))];
}

const asTags = (value: unknown): string[] => (Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : []);
