/**
 * How people say a food goes into a planned meal beside what is there (meal-adds.json, beside this file): the
 * phrases that say "beside, not instead", the wish and participle of "i want eggs added to …", and the words after
 * which a pronoun is the meal a food goes into. Read once; in the tokenizer's normal form.
 */
import { is, type Token } from './token.js';
import { lexiconFile } from './data-file.js';

interface MealAddWords {
  beside: string[];
  besidePrepositions: string[];
  wishVerbs: string[];
  addedForms: string[];
  mealPointers: string[];
  removedForms: string[];
  wishedBeside: { subjects: string[]; modals: string[]; afterModal: string[]; plain: string[]; toVerbs: string[] };
}

const data = lexiconFile<MealAddWords>('meal-adds.json');
const phrases = (list: readonly string[]) => list.map((p) => p.split(' '));
const BESIDE = phrases(data.beside);
const BESIDE_PREPOSITIONS = phrases(data.besidePrepositions);

/** Whether the words from `at` say one of the phrases; its length, else 0. */
function phraseAt(tokens: readonly Token[], at: number, list: readonly string[][]): number {
  for (const words of list) if (words.every((w, k) => is(tokens[at + k], w))) return words.length;
  return 0;
}

/** "… too", "… as well", "… on the side": the food is said to go beside the meal, not in its place. */
export const saysBeside = (tokens: readonly Token[]): boolean => tokens.some((_, i) => phraseAt(tokens, i, BESIDE) > 0);

/** Where a phrase saying "beside" starts in the words ("the eggs | too"), else their length. */
export function besideFrom(tokens: readonly Token[]): number {
  const at = tokens.findIndex((_, i) => phraseAt(tokens, i, BESIDE) > 0);
  return at < 0 ? tokens.length : at;
}

/** "yogurt with my lunch", "toast alongside breakfast": the word joining food and meal says beside. */
export const besideAt = (tokens: readonly Token[], at: number): boolean => phraseAt(tokens, at, BESIDE_PREPOSITIONS) > 0;

/** The words after which a food is wished ("i want", "can you get"). */
export const isWishVerb = (t: Token | undefined): boolean => !!t && (is(t, ...data.wishVerbs) || data.wishVerbs.includes(t.lemma));

/** "added", "put", "thrown": an add said of the food, after it. */
export const isAddedForm = (t: Token | undefined): boolean => is(t, ...data.addedForms);

/** "removed", "taken", "left": a take-out said of the food, after it ("i'd like the yogurt removed from …"). */
export const isRemovedForm = (t: Token | undefined): boolean => is(t, ...data.removedForms);

/** "to", "into", "with": before "it"/"that", the pronoun is a place a food goes. */
export const isMealPointer = (t: Token | undefined): boolean => is(t, ...data.mealPointers);

/**
 * "i want …", "i'd like …", "we'll have …", "i should like to have …": where the food wished starts, when the words
 * from `start` open with a wish of the person's own (never negated: "i don't want …" is no add); else -1.
 */
export function wishedFrom(tokens: readonly Token[], start: number): number {
  const { subjects, modals, afterModal, plain, toVerbs } = data.wishedBeside;
  let at = start;
  if (!is(tokens[at], ...subjects)) return -1;
  at++;
  if (is(tokens[at], 'really', 'also', 'just')) at++;
  const modal = is(tokens[at], ...modals);
  if (modal) at++;
  if (is(tokens[at], 'really', 'also', 'just')) at++;
  if (!(modal ? is(tokens[at], ...afterModal) : is(tokens[at], ...plain))) return -1;
  at++;
  if (is(tokens[at], 'to') && is(tokens[at + 1], ...toVerbs)) at += 2;
  return at < tokens.length ? at : -1;
}
