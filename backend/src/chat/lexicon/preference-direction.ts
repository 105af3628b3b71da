/**
 * Which way a change to the allergies, diets and dislikes goes, by its words: ended ("again", "anymore", "outgrew",
 * "is gone") or kept out ("unable to", "must avoid", "allergic"). The words are a vocabulary
 * (preference-direction.json, beside this file). Pure.
 */
import { lexiconFile } from './data-file.js';

interface Vocabulary {
  removing: string[][];
  ended: string[][];
  keptOut: string[][];
  wholePlan: string[];
  forNow: string[][];
  thenAndNow: { then: string[][]; now: string[][]; thenKeptOut: string[][]; fineNow: string[][] };
}

let vocabulary: Vocabulary | null = null;
const read = () => (vocabulary ??= lexiconFile<Vocabulary>('preference-direction.json'));

/** A word as the tokenizer gives it: its normal form and as typed. */
interface Said {
  norm: string;
  text: string;
}
const saysAt = (words: readonly Said[], at: number, phrase: readonly string[]) =>
  phrase.every((w, k) => words[at + k] !== undefined && (words[at + k].norm === w || words[at + k].text === w));
const saysAny = (words: readonly Said[], phrases: readonly string[][]) =>
  words.some((_, at) => phrases.some((phrase) => saysAt(words, at, phrase)));

/** Whether the words ask for something to be taken off ("remove", "take … off", "delete"). */
export const saysRemoving = (words: readonly Said[]) => saysAny(words, read().removing);
/** Whether the words say something kept out has ended ("i can eat eggs again", "my allergy is gone"). */
export const saysEnded = (words: readonly Said[]) => saysAny(words, read().ended);
/** Whether the words bound what is said to a while ("no cheese this week", "for now"): no rule kept. */
export const saysForNow = (words: readonly Said[]) => saysAny(words, read().forNow);
/** Whether the words say something is kept out ("i am unable to eat shellfish", "i must avoid gluten"). */
export const saysKeptOut = (words: readonly Said[]) => saysAny(words, read().keptOut);

/** Whether the words mark the past ("before", "used to", "as a kid"): how a food once kept out was. */
export const saysThen = (words: readonly Said[]) => saysAny(words, read().thenAndNow.then);
/** Whether the words mark the present ("now", "these days"). */
export const saysNow = (words: readonly Said[]) => saysAny(words, read().thenAndNow.now);
/** Whether past words kept a food out ("did not like", "hated", besides the words of `saysKeptOut`). */
export const saidKeptOutThen = (words: readonly Said[]) => saysKeptOut(words) || saysAny(words, read().thenAndNow.thenKeptOut);
/** Whether present words say a food is fine ("now i like them", "now yes", "i can have it these days"). */
export const saysFineNow = (words: readonly Said[]) => saysAny(words, read().thenAndNow.fineNow);

let wholePlan: ReadonlySet<string> | null = null;
/** Words for every meal to come, when a diet is asked of them all ("keep everything gluten free", "make all my meals vegan"). */
export const wholePlanWords = (): ReadonlySet<string> => (wholePlan ??= new Set(read().wholePlan));
