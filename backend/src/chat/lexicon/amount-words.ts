/**
 * How people say an amount is right ("one loaf is plenty", "1 lb will do"), that a line has too much ("too many
 * eggs"), which verbs move a line's amount up or down by some ("increase the milk by one", "take the bananas down
 * by 2"), parts of a unit in words ("a quarter pound", "three quarters of a pound"), and servings said as a vessel or a
 * side ("a bowl of soup", "a side of rice"), as data
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
  /** One serving said as a vessel or a side ("a bowl of", "a side of"): the kitchen's serving. */
  servings: readonly string[];
  /** Between a list line and the amount it should have ("the colas should be 6", "limes to three", "the onions are 2 now"). */
  lineIs: readonly string[];
  /** Before the line, naming none of it ("ok", "um", "and"). */
  beforeLineAmount: readonly string[];
  /** After that amount, adding nothing ("now", "please"). */
  afterLineAmount: readonly string[];
  /** An amount said after the food in an add ("add pears, about 4 of those"): requests/amount-after.ts. */
  amountAfterFood: {
    hedges: readonly string[];
    pointers: readonly string[];
    makeIt: readonly string[];
    spokenNumbers: Readonly<Record<string, number>>;
  };
}

let words: AmountWords | null = null;

export function amountWords(): AmountWords {
  if (words) return words;
  words = lexiconFile<AmountWords>('amount-words.json');
  return words;
}
