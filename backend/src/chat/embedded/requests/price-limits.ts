/**
 * A price a swapped meal must keep under, a serving: "a nicer dinner, below 12 dollars", "max 8 bucks", "5 dollars or
 * less". A figure is money only with a currency sign or word beside it, and a limit only with a word that says so
 * before or after it (lexicon/swap-conditions.json, priceLimit). Pure.
 */
import { is } from '../entities.js';
import { findNumbers } from '../entities.js';
import type { Token } from '../tokens.js';
import { lexiconFile } from '../../lexicon/data-file.js';

interface PriceWords {
  currency: string[];
  before: string[][];
  after: string[][];
}
let vocabulary: PriceWords | null = null;
const said = () => (vocabulary ??= lexiconFile<{ priceLimit: PriceWords }>('swap-conditions.json').priceLimit);

const endsAt = (tokens: readonly Token[], end: number, phrase: readonly string[]) =>
  end - phrase.length >= 0 && phrase.every((w, k) => is(tokens[end - phrase.length + k], w));
const startsAt = (tokens: readonly Token[], at: number, phrase: readonly string[]) => phrase.every((w, k) => is(tokens[at + k], w));

/** The most a serving may cost, in dollars, when the words set one; undefined otherwise. */
export function priceLimit(tokens: readonly Token[]): number | undefined {
  const { currency, before, after } = said();
  for (const { value, at } of findNumbers(tokens)) {
    const signBefore = is(tokens[at - 1], ...currency);
    const wordAfter = is(tokens[at + 1], ...currency);
    if (!signBefore && !wordAfter) continue;
    const first = signBefore ? at - 1 : at;
    const last = wordAfter ? at + 1 : at;
    if (before.some((p) => endsAt(tokens, first, p)) || after.some((p) => startsAt(tokens, last + 1, p))) return value;
  }
  return undefined;
}
