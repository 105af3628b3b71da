/**
 * What a swapped meal should be, said beyond a diet, a time or a dish: lighter ("fewer calories", "not so
 * heavy"), a family of cuisines ("something asian": the library files thai, chinese … one by one), a food not
 * wanted ("not chicken again", "sick of pasta"), and a meal's regional name said beside a day ("thursday's
 * tea" is dinner). The words are a vocabulary (swap-wishes.json, beside this file). Pure.
 */
import { lexiconFile } from './data-file.js';
import type { MealType } from '../../kitchen/vocabulary.js';

interface Vocabulary {
  lighter: string[][];
  cuisineFamilies: Record<string, string[]>;
  notWanted: { before: string[][]; after: string[][] };
  mealBesideDay: Record<string, MealType>;
  slotWishes: { wish: string[]; listing: string[]; asksOfPlanned: { openers: string[] } };
  takesPlace: string[][];
  beforeAName: string[];
  thisTime: { markers: string[][]; standing: string[][] };
  slotOptions: { nouns: string[]; cost: string[]; time: string[]; changes: string[] };
  recipeWished: { phrases: string[][] };
}

/** A word as the tokenizer gives it: its normal form and as typed. */
interface Said {
  norm: string;
  text: string;
}

function readVocabulary(): Vocabulary {
  return lexiconFile<Vocabulary>('swap-wishes.json');
}

let vocabulary: Vocabulary | null = null;
const wishes = () => (vocabulary ??= readVocabulary());

const saysAt = (words: readonly Said[], at: number, phrase: readonly string[]) =>
  phrase.every((w, k) => words[at + k] !== undefined && (words[at + k].norm === w || words[at + k].text === w));

/** Where one of the phrases starts at or after `from`, and its length; null when none does (the longest phrase first). */
function phraseAt(words: readonly Said[], phrases: readonly string[][], from = 0): { at: number; length: number } | null {
  const longestFirst = [...phrases].sort((a, b) => b.length - a.length);
  for (let at = from; at < words.length; at++) {
    const found = longestFirst.find((p) => saysAt(words, at, p));
    if (found) return { at, length: found.length };
  }
  return null;
}

/** Whether a swap asks for fewer calories than the meal has: "something lighter", "with fewer cals". */
export const asksLighter = (words: readonly Said[]) => phraseAt(words, wishes().lighter) !== null;

/** The cuisines a family names ("asian" → thai, chinese …), or the one cuisine itself; several said with "or", each. */
export const cuisinesOf = (cuisine: string): string[] => [
  ...new Set(
    cuisine
      .trim()
      .toLowerCase()
      .split(/\s+or\s+/)
      .flatMap((one) => wishes().cuisineFamilies[one] ?? [one]),
  ),
];

/** A family of cuisines said in the words ("something south east asian"), the longest name first. */
export function cuisineFamilyAt(words: readonly Said[]): { cuisine: string; at: number; length: number } | undefined {
  const names = Object.keys(wishes().cuisineFamilies).map((n) => n.split(' '));
  const found = phraseAt(words, names);
  if (!found) return undefined;
  return {
    cuisine: words
      .slice(found.at, found.at + found.length)
      .map((w) => w.norm)
      .join(' '),
    ...found,
  };
}

/** Where the words before a food not wanted end ("sick of | pasta"), from `from`; -1 when none. */
export function notWantedFrom(words: readonly Said[], from = 0): number {
  const found = phraseAt(words, wishes().notWanted.before, from);
  return found ? found.at + found.length : -1;
}

/** Whether a phrase that ends a food not wanted starts at `at` ("again", "anymore"), and its length (0: none). */
export function notWantedEndAt(words: readonly Said[], at: number): number {
  const found = wishes().notWanted.after.find((p) => saysAt(words, at, p));
  return found ? found.length : 0;
}

/** The meal a regional word names when said beside a day ("tea" → dinner); undefined for any other word. */
export const mealBesideDay = (word: Said): MealType | undefined => wishes().mealBesideDay[word.norm];

/** Every word of the vocabulary's phrases for lighter and for a food not wanted: no dish to search for. */
export const wishWords = (): string[] => [
  ...new Set([...wishes().lighter, ...wishes().notWanted.before, ...wishes().notWanted.after].flat()),
];

/** Words that ask a planned meal to be something ("something", "instead", "be"), and words that ask for a list ("ideas", "which"). */
export const slotWishes = (): { wish: ReadonlySet<string>; listing: ReadonlySet<string> } => ({
  wish: new Set(wishes().slotWishes.wish),
  listing: new Set(wishes().slotWishes.listing),
});

/** Words that open a yes/no question about the meal planned ("is", "will", "does"): asked about, never changed. */
export const asksOfPlanned = (): readonly string[] => wishes().slotWishes.asksOfPlanned.openers;

/** Words after a thing that say it takes a planned meal's place ("in place of", "instead of"): a swap, not an add. */
export const replacing = (): readonly string[][] => wishes().takesPlace;

/** Articles and possessives before a recipe's name ("the saag paneer", "my beef stroganoff"): not part of it. */
export const beforeAName = (): readonly string[] => wishes().beforeAName;

/** Whether words say a food is not wanted this once ("again", "this time") and not for good ("anymore", "i hate"). */
export const saysThisTimeOnly = (words: readonly Said[]): boolean =>
  phraseAt(words, wishes().thisTime.markers) !== null && phraseAt(words, wishes().thisTime.standing) === null;

/** Words of a few recipes asked for one planned meal: the list's nouns, what it is ranked by, and verbs of a change instead. */
export const slotOptionWords = () => wishes().slotOptions;

/** Whether words wish for something ("i would like", "we fancy", "in the mood for"). */
export const saysWished = (words: readonly Said[]): boolean => phraseAt(words, wishes().recipeWished.phrases) !== null;
