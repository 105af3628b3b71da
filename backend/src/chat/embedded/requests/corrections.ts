/**
 * A line's amount put right: "i need 5 bananas not 3 (can you fix that)", "make that 2 gallons of milk",
 * "change the bananas to 5". The words before "not" (or after "make that") are the line as it should be;
 * the padding around them ("can you fix that") is not part of any name. Pure.
 */
import { findDay, findMeal, is, isLemma, itemFromTokens, numberOf } from '../entities.js';
import type { Token } from '../tokens.js';
import type { RequestIntent } from './types.js';

type SetQuantity = Extract<RequestIntent, { type: 'setGroceryQuantity' }>;

/** Words that name a setting, not a line ("change my budget to 90"). */
const SETTINGS = ['budget', 'calorie', 'calories', 'goal', 'target', 'store', 'diet', 'protein', 'allergy', 'allergies', 'plan', 'kcal'];

const isAmount = (t: Token | undefined) =>
  numberOf(t) !== undefined ||
  is(t, 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'a', 'an', 'dozen', 'half');

function lineFrom(span: readonly Token[]): SetQuantity | null {
  const end = span.findIndex((t) => (t.kind === 'punct' && t.text !== '-') || is(t, 'please', 'instead', 'thanks'));
  const { item, quantity, unit } = itemFromTokens(end >= 0 ? span.slice(0, end) : span);
  if (!item || quantity === undefined || quantity <= 0) return null;
  if (span.some((t) => isLemma(t, ...SETTINGS) || is(t, ...SETTINGS))) return null;
  return { type: 'setGroceryQuantity', item, quantity, ...(unit ? { unit } : {}) };
}

/** A quantity correction in one clause (a request or a statement, never a question); null when none. */
export function quantityCorrection(tokens: readonly Token[], start: number): SetQuantity | null {
  if (findMeal(tokens) || findDay(tokens)) return null;
  // "i need 5 bananas not 3": the amount said last before "not", up to "not"
  const not = tokens.findIndex((t, i) => is(t, 'not') && isAmount(tokens[i + 1]) && i > start);
  if (not > 0) {
    let from = -1;
    for (let i = not - 1; i >= start; i--)
      if (numberOf(tokens[i]) !== undefined || (isAmount(tokens[i]) && !is(tokens[i], 'a', 'an'))) {
        from = i;
        break;
      }
    if (from >= 0) return lineFrom(tokens.slice(from, not));
  }
  // "make that 2 gallons of milk", "make it 5 bananas", "change that to 3 avocados"
  let v = start;
  if (is(tokens[v], 'please', 'actually', 'no', 'sorry', 'oops')) v++;
  if (isLemma(tokens[v], 'make', 'change', 'update', 'set') && is(tokens[v + 1], 'that', 'it', 'those', 'them', 'this')) {
    const from = is(tokens[v + 2], 'to', 'into') ? v + 3 : v + 2;
    return isAmount(tokens[from]) ? lineFrom(tokens.slice(from)) : null;
  }
  // "change the bananas to 5", "set milk to 2 gallons"
  if (isLemma(tokens[v], 'change', 'update', 'set', 'make')) {
    const to = tokens.findIndex((t, i) => i > v + 1 && is(t, 'to'));
    if (to > 0 && isAmount(tokens[to + 1])) {
      // the amount said after "to", then the line's name: "5 bananas", "2 gallons milk"
      const amount = tokens.slice(to + 1).filter((t) => t.kind !== 'punct' && !is(t, 'please', 'thanks'));
      return lineFrom([...amount, ...tokens.slice(v + 1, to)]);
    }
  }
  return null;
}
