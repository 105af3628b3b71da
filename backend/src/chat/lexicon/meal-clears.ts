/**
 * The words of a whole planned meal cleared with a reason said around it, as data (meal-clears.json beside this file),
 * and the verbs and slot words of a meal taken out (swap-conditions.json, mealOff). Read by
 * embedded/requests/meal-clears.ts and meal-edits.ts. Pure.
 */
import { lexiconFile } from './data-file.js';

export interface MealOffWords {
  verbs: string[];
  withParticle: string[];
  particles: string[];
  around: string[];
}

interface MealClears {
  leads: { words: string[]; joiners: string[] };
  ends: { words: string[] };
  pointers: { words: string[] };
  sameDay: { words: string[] };
  thatDay: { phrases: string[] };
  slotThenWish: { asks: string[]; another: string[] };
  none: { words: string[]; around: string[] };
  wholeDay: { all: string[]; around: string[] };
  eatingOut: { phrases: string[]; subjects: string[] };
}

let off: MealOffWords | null = null;
let clears: MealClears | null = null;

/** Verbs that take a meal out, alone or with a particle, and the words that may stand around its slot. */
export const mealOffWords = () => (off ??= lexiconFile<{ mealOff: MealOffWords }>('swap-conditions.json').mealOff);

/** What may stand around a meal cleared with its reason: leads, ends of the object, pointers, "nothing for", eating out. */
export const mealClearWords = () => (clears ??= lexiconFile<MealClears>('meal-clears.json'));
