/**
 * A list line and the amount it should have, said with no verb that sets it: "the colas should be 6", "limes to six
 * thanks", "the cream can be 3", "the onions are 3 now" — the line set to that amount. What follows the amount may tell
 * why ("… 6 the boys go through them fast", "… 6 cos we're baking") and names no line. Only a food the shop sells is a
 * line here ("the plan is 4 days" is none). Pure.
 */
import { is, isLemma } from '../entities.js';
import { normalizeUnit } from '../../../kitchen/units.js';
import { tokenize, type Token } from '../tokens.js';
import { amountWords } from '../../lexicon/amount-words.js';
import { REASON_OPENERS, REASON_SUBJECTS } from '../../lexicon/reasons.js';
import { storedName } from '../../lexicon/stored-names.js';
import { amountAt, setLine } from './corrections.js';
import type { RequestIntent } from './types.js';

type SetQuantity = Extract<RequestIntent, { type: 'setGroceryQuantity' }>;

/** Words before a line's name that are not of it. */
const BEFORE_NAME = ['the', 'my', 'our', 'those', 'these', 'that'];
/** Parts of speech a line's name is made of. */
const NAME_POS = new Set(['NOUN', 'PROPN', 'ADJ']);

/** How many tokens from `i` say one of the phrases (each of whole words); 0 when none does. */
function phraseAt(tokens: readonly Token[], i: number, phrases: readonly string[]): number {
  let best = 0;
  for (const phrase of phrases) {
    const words = phrase.split(' ');
    if (words.length > best && words.every((w, k) => is(tokens[i + k], w))) best = words.length;
  }
  return best;
}

/** Whether the words after the amount tell why (a new subject or a reason's opener), naming nothing of the line. */
function tellsWhy(rest: readonly Token[]): boolean {
  const first = rest[0];
  if (!first) return true;
  if (first.kind === 'punct') return true;
  return is(first, ...REASON_OPENERS, ...REASON_SUBJECTS) || first.pos === 'DET' || first.pos === 'PRON';
}

/** The line set to the amount said of it from `start` (openers already skipped); null when the clause says no such thing. */
export function lineAmountSaid(tokens: readonly Token[], start: number): SetQuantity | null {
  const { lineIs, beforeLineAmount, afterLineAmount } = amountWords();
  let from = start;
  while (tokens[from] && (tokens[from].kind === 'punct' || phraseAt(tokens, from, beforeLineAmount)))
    from += Math.max(1, phraseAt(tokens, from, beforeLineAmount));
  while (is(tokens[from], ...BEFORE_NAME)) from++;
  for (let k = from + 1; k < tokens.length; k++) {
    const link = phraseAt(tokens, k, lineIs);
    if (!link) continue;
    const name = tokens.slice(from, k);
    if (!name.every((t) => NAME_POS.has(t.pos) || (t.kind === 'word' && storedName(t.norm, 'grocery').kind === 'known'))) return null;
    const at = k + link;
    const amount = amountAt(tokens, at);
    // ("a dozen" is an amount; "a lot", "a bit" are none)
    const dozen = is(tokens[at], 'a', 'an') && is(tokens[at + 1], 'dozen');
    if (!amount || (is(tokens[at], 'a', 'an') && !dozen)) return null;
    let end = at + (dozen ? 2 : amount.length);
    // the amount's own unit ("2 gallons", "3 bags")
    if (tokens[end] && tokens[end].kind === 'word' && normalizeUnit(tokens[end].norm)) end++;
    let rest = tokens.slice(end);
    for (let n = phraseAt(rest, 0, afterLineAmount); n; n = phraseAt(rest, 0, afterLineAmount)) rest = rest.slice(n);
    if (!tellsWhy(rest)) return null;
    const line = setLine([...tokens.slice(at, end), ...name.map((t, i) => (i === 0 ? { ...t, space: true } : t))]);
    if (!line || storedName(line.item, 'grocery').kind !== 'known') return null;
    // ("the eggs are 3 dollars": a price, read by no line)
    if (rest.some((t) => isLemma(t, 'dollar', 'buck', 'quid', 'euro', 'cent'))) return null;
    return line;
  }
  return null;
}

/**
 * Where a line's amount said as a statement starts after another ask with no joiner ("tick the pears the limes are 6
 * now"): a cut before it, so each side is read on its own (requests/several.ts).
 */
export function lineAmountCuts(message: string): { at: number; end: number }[] {
  const cuts: { at: number; end: number }[] = [];
  for (const m of message.matchAll(/\s+/g)) {
    const end = m.index + m[0].length;
    if (m.index === 0 || end >= message.length) continue;
    if (lineAmountSaid(tokenize(message.slice(end)), 0)) {
      cuts.push({ at: m.index, end });
      break;
    }
  }
  return cuts;
}
