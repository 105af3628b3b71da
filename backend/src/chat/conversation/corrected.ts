/**
 * "sorry, i meant oat milk", "oops tree nuts not peanuts": the thing just added put right. The message before
 * (as read) added a grocery line or an allergy or dislike and wrote it; the thing meant takes its place — the
 * first taken off again, the second added the same way — so each is named in the reply and undone alone. Pure.
 */
import { joinTokens, tokenize, type Token } from '../embedded/tokens.js';
import type { Intent } from '../embedded/intents.js';
import {
  AROUND_CORRECTED,
  AROUND_CORRECTION,
  CORRECTION_AFTER,
  CORRECTION_NOT,
  CORRECTION_POINTERS,
  CORRECTION_SAID,
  CORRECTION_WITH,
  phraseAt,
} from '../lexicon/conversation-words.js';
import type { ConversationState } from './state.js';
import { normaliseName } from '../../kitchen/words.js';
import { asksUndo } from './undo-ask.js';
import { is } from '../embedded/entities.js';

type Added = Extract<Intent, { type: 'addGrocery' | 'addPreference' }>;

/** How the person names a list of preferences, so the thing meant is read as the same kind of add. */
const LIST_SAID: Record<string, string> = { allergies: 'my allergies', dislikedIngredients: 'my dislikes' };

const said = (tokens: readonly Token[]) => tokens.map((t) => t.norm);

/** The words with what only surrounds a thing left off both ends ("the oat milk instead" → "oat milk"). */
function trimmed(tokens: readonly Token[]): Token[] {
  let [from, to] = [0, tokens.length];
  const around = (t: Token) => t.kind === 'punct' || AROUND_CORRECTED.has(t.norm) || AROUND_CORRECTION.includes(t.norm);
  while (from < to && around(tokens[from])) from++;
  while (to > from && around(tokens[to - 1])) to--;
  return tokens.slice(from, to);
}

/** The same thing as named: "peanuts" and "Peanuts", "egg" and "eggs" (the kernel's normal form of a name). */
const sameThing = (a: string, b: string) => normaliseName(a) === normaliseName(b);

/** What was added, as it was named ("Peanuts", "milk"). */
const addedName = (added: Added) => (added.type === 'addGrocery' ? added.item : added.value);

/**
 * The thing meant instead of `was`, and whether the message said it was a correction: after "i meant …" up to
 * "not …" / "instead of …", or before "not <what was added>"; null when the message says neither.
 */
function thingMeant(tokens: readonly Token[], was: string): string | null {
  const words = said(tokens);
  const meant = CORRECTION_SAID.map((p) => ({ at: phraseAt(words, p), length: p.length })).find((m) => m.at >= 0);
  const not = CORRECTION_NOT.map((p) => ({ at: phraseAt(words, p), length: p.length }))
    .filter((n) => n.at >= 0)
    .sort((a, b) => a.at - b.at || b.length - a.length)[0];
  // "not those, make it courgettes": the pointer is what was added, the thing meant said after it with its verb
  if (not && !meant) {
    const pointed = pointedThenMeant(tokens.slice(not.at + not.length));
    if (pointed !== undefined) return pointed && !sameThing(pointed, was) ? pointed : null;
  }
  // "not peanuts" must name what was added: "i meant oat milk not dairy milk" after "add milk" is put right, "no not that" is not
  const notWas = not ? joinTokens(trimmed(tokens.slice(not.at + not.length))) : '';
  if (not && notWas && !sameThing(notWas, was)) return null;
  // "hmm kale instead", "oat milk instead then": the thing meant said before the word that it replaces what was added
  if (!meant && !not) {
    const thing = trimmed(tokens);
    const rest = said(tokens.slice(tokens.indexOf(thing.at(-1)!) + 1)).filter((w) => !/^\W+$/.test(w));
    const after = CORRECTION_AFTER.some((p) => p.join(' ') === rest.filter((w) => !AROUND_CORRECTED.has(w) || p.includes(w)).join(' '));
    if (!thing.length || !after || thing.some((t) => t.kind === 'punct' && t.text !== "'" && t.text !== '-')) return null;
    const name = joinTokens(thing);
    return sameThing(name, was) ? null : name;
  }
  if (!meant && !(not && notWas)) return null;
  const from = meant ? meant.at + meant.length : 0;
  const to = not && not.at >= from ? not.at : tokens.length;
  const thing = trimmed(tokens.slice(from, to));
  // (one clause only: "i meant oat milk, and add eggs" is more than a correction)
  if (!thing.length || thing.some((t) => t.kind === 'punct' && t.text !== "'" && t.text !== '-')) return null;
  const name = joinTokens(thing);
  return sameThing(name, was) ? null : name;
}

/**
 * After "not": a pointer at what was just added, then the thing meant after the words that say it ("those, make it
 * courgettes", "that one - get kale"); undefined when no pointer is said first, null when nothing meant follows.
 */
function pointedThenMeant(after: readonly Token[]): string | null | undefined {
  const words = said(after);
  const pointer = CORRECTION_POINTERS.filter((p) => phraseAt(words, p) === 0).sort((a, b) => b.length - a.length)[0];
  if (!pointer) return undefined;
  let at = pointer.length;
  while (after[at]?.kind === 'punct' || AROUND_CORRECTION.includes(after[at]?.norm ?? '')) at++;
  const rest = words.slice(at);
  const verb = CORRECTION_WITH.filter((p) => phraseAt(rest, p) === 0).sort((a, b) => b.length - a.length)[0];
  if (!verb) return null;
  const thing = trimmed(after.slice(at + verb.length));
  if (!thing.length || thing.some((t) => t.kind === 'punct' && t.text !== "'" && t.text !== '-')) return null;
  return joinTokens(thing);
}

/**
 * "i meant i can't stand onions", "sorry i meant i'm allergic to tree nuts": the thing meant told again whole after the
 * words that say a correction, read as the same kind of preference as the add just made; else null.
 */
function toldAgain(message: string, list: string, parse: (text: string) => Intent): Extract<Intent, { type: 'addPreference' }> | null {
  const tokens = tokenize(message);
  const words = said(tokens);
  const meant = CORRECTION_SAID.map((p) => ({ at: phraseAt(words, p), length: p.length })).find((m) => m.at >= 0);
  const rest = meant ? tokens.slice(meant.at + meant.length) : [];
  if (!rest.some((t) => is(t, 'i', 'we'))) return null;
  const told = parse(joinTokens(rest));
  return told.type === 'addPreference' && told.list === list ? told : null;
}

/**
 * The message without an undo asked beside the correction ("i meant kale, undo that", "undo it, i meant kale"): the
 * undo is what the correction does anyway (the add just made is taken off), so the thing meant is read alone.
 */
function withoutUndo(message: string): string {
  const parts = message.split(/\s*[,;.!]+\s*/).filter((p) => p.trim());
  const kept = parts.filter((p) => !asksUndo(tokenize(p)));
  return kept.length && kept.length < parts.length ? kept.join(', ') : message;
}

/**
 * The correction of the add just made, as the two changes it asks (the add taken off, the thing meant added); null
 * when the last reply made no add or the message names nothing meant instead.
 */
export function correctionOfAdd(message: string, state: ConversationState, parse: (text: string) => Intent): Intent | null {
  if (!state.lastAction || !state.said) return null;
  const before = parse(state.said);
  if (before.type !== 'addGrocery' && before.type !== 'addPreference') return null;
  if (before.type === 'addGrocery' && before.also?.length) return null;
  if (before.type === 'addPreference' && !LIST_SAID[before.list]) return null;
  const was = addedName(before);
  const spoken = withoutUndo(message);
  const again = before.type === 'addPreference' ? toldAgain(spoken, before.list, parse) : null;
  if (again && !sameThing(again.value, was))
    return { type: 'several', parts: [{ type: 'removePreference', list: again.list, value: was }, again] };
  const meant = thingMeant(tokenize(spoken), was);
  if (!meant) return null;
  if (before.type === 'addGrocery') {
    const add = parse(`add ${meant} to my list`);
    if (add.type !== 'addGrocery' || add.also?.length) return null;
    return { type: 'several', parts: [{ type: 'removeGrocery', item: was }, add] };
  }
  const add = parse(`add ${meant} to ${LIST_SAID[before.list]}`);
  if (add.type !== 'addPreference' || add.list !== before.list) return null;
  return { type: 'several', parts: [{ type: 'removePreference', list: before.list, value: was }, add] };
}
