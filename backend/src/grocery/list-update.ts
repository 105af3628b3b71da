/**
 * What an update of a list from its plan changed, as the list says it ("Updated from your plan: + chicken
 * thighs 1.5 lb, − paneer, rice 1 → 2 × 2 lb bag"). Pure: the lines to buy before and after are passed in.
 *
 * Only the plan's lines to buy are compared: a line the person took off, one of their own, or one their
 * pantry covers is not something the update asks them to buy, so it is not news.
 */

/** A line to buy as an update compares it: its name and its amount as shown. */
export interface AmountLine {
  name: string;
  quantity: number;
  unit: string;
}

/** A line whose amount changed: the amount now, and the amount before. */
export interface ChangedLine extends AmountLine {
  fromQuantity: number;
  fromUnit: string;
}

/** Who asked for the update: the plan changing ('plan', on its own) or the person ("Update from plan", 'manual'). */
export type UpdateTrigger = 'plan' | 'manual';

/** What one update changed on the list, kept on it until dismissed or replaced by the next change. */
export interface ListUpdate {
  /** When the update was saved (ISO 8601). */
  at: string;
  trigger: UpdateTrigger;
  added: AmountLine[];
  removed: { name: string }[];
  changed: ChangedLine[];
  /** The update this one replaced, not dismissed: what the list says again when this one is taken back. */
  previous?: ListUpdate;
}

/**
 * How long a list may say it is updating: an update waits 400 ms and runs in a second or two; one still pending
 * after this was lost (its job gone with a Redis flushed), and the list must not say "updating" for ever.
 */
export const UPDATING_AT_MOST_MS = 10 * 60 * 1000;

/** True while an update from the plan, marked at `pendingSince`, is still to be waited for. */
export function isUpdating(pendingSince: Date | null | undefined, now: Date): boolean {
  return pendingSince != null && now.getTime() - pendingSince.getTime() < UPDATING_AT_MOST_MS;
}

/** Lines named in the sentence before it says "and N more". */
export const NAMED_IN_SENTENCE = 8;

const sameAmount = (a: AmountLine, b: AmountLine) => a.unit === b.unit && Math.abs(a.quantity - b.quantity) < 1e-9;

/**
 * The change from `before` to `after` (each keyed by the list's line key), or null when no line to buy was
 * added, went or changed its amount. Lines keep the order of `after` (store-walk), then of `before`.
 */
export function listUpdate(
  before: ReadonlyMap<string, AmountLine>,
  after: ReadonlyMap<string, AmountLine>,
  trigger: UpdateTrigger,
  at: Date,
): ListUpdate | null {
  const added: AmountLine[] = [];
  const changed: ChangedLine[] = [];
  for (const [key, now] of after) {
    const then = before.get(key);
    if (!then) added.push({ name: now.name, quantity: now.quantity, unit: now.unit });
    else if (!sameAmount(then, now))
      changed.push({ name: now.name, quantity: now.quantity, unit: now.unit, fromQuantity: then.quantity, fromUnit: then.unit });
  }
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, then]) => ({ name: then.name }));
  if (!added.length && !removed.length && !changed.length) return null;
  return { at: at.toISOString(), trigger, added, removed, changed };
}

/** Whether `next` puts back exactly what `last` changed: what it added went, what went came back, amounts as they were. */
function takesBack(last: ListUpdate, next: ListUpdate): boolean {
  const names = (lines: readonly { name: string }[]) =>
    lines
      .map((l) => l.name.toLowerCase())
      .sort()
      .join('\n');
  if (names(next.added) !== names(last.removed) || names(next.removed) !== names(last.added)) return false;
  if (next.changed.length !== last.changed.length) return false;
  return last.changed.every((was) =>
    next.changed.some(
      (now) =>
        now.name.toLowerCase() === was.name.toLowerCase() &&
        sameAmount(now, { name: now.name, quantity: was.fromQuantity, unit: was.fromUnit }) &&
        sameAmount({ name: now.name, quantity: now.fromQuantity, unit: now.fromUnit }, was),
    ),
  );
}

/**
 * What the list says after an update: the update, carrying the one it replaced; or, when the update takes the last one
 * back (a plan edit undone), what the list said before that one — a change and its Undo are no news.
 */
export function nextUpdate(last: ListUpdate | null, next: ListUpdate | null): ListUpdate | null {
  if (!next) return last;
  if (last && takesBack(last, next)) return last.previous ?? null;
  // one step back is kept: an Undo takes back the last change only
  const { previous: _older, ...replaced } = last ?? ({} as Partial<ListUpdate>);
  return last ? { ...next, previous: replaced as ListUpdate } : next;
}

const number = (n: number) => String(Math.round(n * 100) / 100);

/** "1.5 lb", "2 × 16 oz bag", "12 eggs"; a unit that already says its count ("1 × 2 lb bag + 1 × 1 lb bag") alone. */
export function amountText(quantity: number, unit: string): string {
  if (quantity === 1 && /^\d/.test(unit)) return unit;
  return `${number(quantity)} ${unit}`.trim();
}

/** The name of a line as a sentence reads it: lower case, as one says "chicken thighs" mid-sentence. */
const named = (name: string) => name.toLowerCase();

/**
 * How many of each kind of change (added, removed, changed) a sentence of at most `limit` names: turn about,
 * so a week of new food never hides what went.
 */
function shares(counts: readonly number[], limit: number): number[] {
  const taken = counts.map(() => 0);
  for (
    let left = Math.min(
      limit,
      counts.reduce((a, b) => a + b, 0),
    );
    left > 0;
  )
    for (let k = 0; k < counts.length && left > 0; k++)
      if (taken[k] < counts[k]) {
        taken[k]++;
        left--;
      }
  return taken;
}

/** The update as the list says it: "Updated from your plan: + chicken thighs 1.5 lb, − paneer, rice 1 → 2 × 2 lb bag". */
export function updateSentence(update: Pick<ListUpdate, 'added' | 'removed' | 'changed'>): string {
  const groups = [
    update.added.map((l) => `+ ${named(l.name)} ${amountText(l.quantity, l.unit)}`),
    update.removed.map((l) => `− ${named(l.name)}`),
    update.changed.map((l) =>
      l.unit === l.fromUnit
        ? `${named(l.name)} ${number(l.fromQuantity)} → ${amountText(l.quantity, l.unit)}`
        : `${named(l.name)} ${amountText(l.fromQuantity, l.fromUnit)} → ${amountText(l.quantity, l.unit)}`,
    ),
  ];
  const total = groups.reduce((sum, g) => sum + g.length, 0);
  // one more name rather than "and 1 more"
  const limit = total > NAMED_IN_SENTENCE + 1 ? NAMED_IN_SENTENCE : total;
  const taken = shares(
    groups.map((g) => g.length),
    limit,
  );
  const shown = groups.flatMap((g, k) => g.slice(0, taken[k]));
  if (total > limit) shown.push(`and ${total - limit} more`);
  return `Updated from your plan: ${shown.join(', ')}`;
}

/** The update as the list answers it: the one it replaced is the list's own memory, not part of the answer. */
export function withoutPrevious(update: ListUpdate): Omit<ListUpdate, 'previous'> {
  const { previous: _previous, ...shown } = update;
  return shown;
}
