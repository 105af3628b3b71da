/**
 * How people say a planned meal is made for more or fewer people (servings.json, beside this file). Read once; in the
 * tokenizer's normal form.
 */
import { is, isLemma, type Token } from './token.js';
import { lexiconFile } from './data-file.js';

interface ServingsWords {
  verbs: string[];
  people: string[];
  after: string[];
  notServings: string[];
}

const data = lexiconFile<ServingsWords>('servings.json');

/** "make", "cooking", "feed": a verb of making a meal for a number. */
export const isServingsVerb = (t: Token | undefined): boolean => is(t, ...data.verbs) || isLemma(t, ...data.verbs);
/** "people", "servings": the number before counts people or portions. */
export const isPeopleWord = (t: Token | undefined): boolean => is(t, ...data.people);
/** "on", "tonight": a word that may follow "for N" when N counts people. */
export const isAfterCount = (t: Token | undefined): boolean => is(t, ...data.after);
/** "swap", "add": the number is of another change. */
export const isOtherChange = (t: Token | undefined): boolean => isLemma(t, ...data.notServings) || is(t, ...data.notServings);
