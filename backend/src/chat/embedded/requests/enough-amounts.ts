/**
 * An amount said to be enough, the line's own amount being too much: "one bag of rice is enough", "too much milk,
 * one gallon will do", "less bread, just one loaf", "i dont need 3 loaves of bread, one is plenty", "thats too many
 * eggs just 6". The line is named beside the amount or in the words that say it is too much (amount-words.json);
 * the amount is what the line should be. Pure.
 */
import { is, isLemma, itemFromTokens } from '../entities.js';
import { tokenize, type Token } from '../tokens.js';
import { amountWords } from '../../lexicon/amount-words.js';
import { amountAt, setLine } from './corrections.js';
import type { RequestIntent } from './types.js';

type SetQuantity = Extract<RequestIntent, { type: 'setGroceryQuantity' }>;

/** Where a phrase of `phrases` starts in `tokens` (words compared lower case), and its length; null when none. */
function phraseAt(tokens: readonly Token[], phrases: readonly string[], from = 0): { at: number; length: number } | null {
  const norms = tokens.map((t) => t.norm);
  for (let i = from; i < tokens.length; i++)
    for (const phrase of phrases) {
      const words = phrase.split(' ');
      if (words.every((w, k) => norms[i + k] === w)) return { at: i, length: words.length };
    }
  return null;
}

/** Words between an amount and "enough" that are no part of the line's name ("… is enough", "… will do"). */
const LINKS = ['is', 'are', "'s", 'will', 'would', 'should', 'be', 'just', 'really', 'more', 'than', 'honestly', 'totally'];

/** The line named after "too much", "less", "don't need (3 loaves of)": what the amount said elsewhere is of. */
function lineSaidTooMuch(tokens: readonly Token[]): string | null {
  const { tooMuch } = amountWords();
  const much = phraseAt(tokens, tooMuch);
  let from = much ? much.at + much.length : -1;
  if (from < 0) {
    // "i dont need 3 loaves of bread": the line after the need denied
    const need = tokens.findIndex(
      (t, i) => isLemma(t, 'need', 'want') && tokens.slice(Math.max(0, i - 2), i).some((w) => is(w, "n't", 'not', 'dont', 'don’t')),
    );
    if (need < 0) return null;
    from = need + 1;
  }
  const end = tokens.findIndex((t, i) => i >= from && (t.kind === 'punct' || is(t, 'just', 'only', 'so', 'and', 'but')));
  let span = tokens.slice(from, end < 0 ? tokens.length : end).filter((t) => !is(t, 'the', 'my', 'our', 'of', 'on', 'list', 'in', 'there'));
  // "3 pounds of beef is too much": the line said before it, in its own clause
  if (!span.length && much) {
    const open = tokens.findLastIndex((t, i) => i < much.at && t.kind === 'punct');
    span = tokens.slice(open + 1, much.at).filter((t) => !is(t, ...LINKS, 'i', 'think', 'guess', 'that', 'thats', 'the', 'my', 'of'));
  }
  if (!span.length) return null;
  const { item } = itemFromTokens(span);
  return item && !/\d/.test(item) ? item : null;
}

/** Where "enough" is said at the end of a clause (before a comma, "not", courtesy or the end). */
function enoughAt(tokens: readonly Token[], enough: readonly string[]): { at: number; length: number } | null {
  for (let from = 0; from < tokens.length;) {
    const found = phraseAt(tokens, enough, from);
    if (!found) return null;
    const next = tokens[found.at + found.length];
    if (!next || next.kind === 'punct' || is(next, 'not', 'please', 'thanks', 'thank', 'tbh', 'honestly', 'really', 'now', 'then'))
      return found;
    from = found.at + 1;
  }
  return null;
}

/** The line's new amount when the message says an amount is enough (see the module comment); null when it does not. */
export function amountIsEnough(tokens: readonly Token[]): SetQuantity | null {
  const { enough } = amountWords();
  // the amount said enough ("one bag of rice is enough", "1 lb will do"), else said after "just" or "only" with the
  // line's too much said before it ("too many eggs, just 6")
  // (said last in its clause: "2 eggs is fine", not "2 eggs fine for the cake" read as a name)
  const said = enoughAt(tokens, enough);
  let amount = -1;
  let end: number;
  if (said) {
    end = said.at;
    while (end > 0 && is(tokens[end - 1], ...LINKS)) end--;
    for (let i = end - 1; i >= 0 && tokens[i].kind !== 'punct'; i--) if (amountAt(tokens, i) && !is(tokens[i], 'a', 'an')) amount = i;
  } else {
    const just = tokens.findIndex((t, i) => is(t, 'just', 'only') && !!amountAt(tokens, i + 1) && !is(tokens[i + 1], 'a', 'an'));
    if (just < 0 || !phraseAt(tokens.slice(0, just), amountWords().tooMuch)) return null;
    amount = just + 1;
    const stop = tokens.findIndex((t, i) => i > amount && (t.kind === 'punct' || is(t, 'please', 'thanks', 'is', 'will')));
    end = stop < 0 ? tokens.length : stop;
  }
  if (amount < 0) return null;
  const span = tokens.slice(amount, end).filter((t) => t.kind !== 'punct');
  // the line named with the amount ("one bag of rice")
  const named = setLine(span);
  if (named) return named;
  // the amount alone ("one", "1 lb", "one gallon"): of the line said too much
  const line = lineSaidTooMuch(tokens.slice(0, amount));
  if (!line) return null;
  return setLine([...span, ...tokenize(line).map((t, i) => (i === 0 ? { ...t, space: true } : t))]);
}
