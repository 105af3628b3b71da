/**
 * How people say an amount is right ("one loaf is plenty", "1 lb will do"), that a line has too much ("too many
 * eggs"), which verbs move a line's amount up or down by some ("increase the milk by one", "take the bananas down
 * by 2"), and parts of a unit in words ("a quarter pound", "three quarters of a pound"), as data
 * (amount-words.json beside this file). Read once per process.
 */
import { lexiconFile } from './data-file.js';

export interface AmountWords {
  enough: readonly string[];
  tooMuch: readonly string[];
  raise: readonly string[];
  lower: readonly string[];
  parts: Readonly<Record<string, number>>;
  partsOfWhole: Readonly<Record<string, number>>;
}

let words: AmountWords | null = null;

export function amountWords(): AmountWords {
  if (words) return words;
  words = lexiconFile<AmountWords>('amount-words.json');
  return words;
}
