/** What the embedded assistant can understand a message as: the intents, and which of them change data. */
import type { DayRef, Measure, Nutrient } from '../entities.js';
import type { Question } from '../questions/questions.js';
import type { Diet, MealType, StoreId } from '../../../kitchen/vocabulary.js';
import type { RequestIntent } from '../requests/types.js';

export type PreferenceList = 'dietaryRestrictions' | 'allergies' | 'dislikedIngredients';

/**
 * What a swap asks of the recipe put in the slot, besides the slot: one set of fields for the swap intent, the
 * conversation's memory of the last swap (conversation/state.ts) and the readers that tell a wish from a plain swap.
 * `quicker`: faster than what is planned there now ("something quicker"); `maxMinutes`: a limit said or "quick" (20).
 */
export interface SwapConditions {
  diet?: Diet;
  maxMinutes?: number;
  quicker?: boolean;
  cheaper?: boolean;
  /** A cuisine, the most protein first, foods the new recipe must not have (requests/meal-edits.ts). */
  cuisine?: string;
  rank?: 'protein';
  without?: string[];
  /** Fewer calories than the meal has now ("something lighter"): one portion, clearly under them. */
  lighter?: true;
  /** The most a serving may cost, in dollars ("something under $10"). */
  maxCost?: number;
}

/** Every condition a swap can carry: a swap with none of them is a plain one ("swap tuesday dinner"). */
export const SWAP_CONDITIONS = [
  'diet',
  'maxMinutes',
  'quicker',
  'cheaper',
  'cuisine',
  'rank',
  'without',
  'lighter',
  'maxCost',
] as const satisfies readonly (keyof SwapConditions)[];
export type Intent =
  | { type: 'greeting' }
  | { type: 'help' }
  | { type: 'thanks' }
  /** "no thanks", "that's all": nothing more to do. */
  | { type: 'decline' }
  | { type: 'meal'; day?: DayRef; meal?: MealType; weekend?: boolean; week?: boolean }
  | { type: 'calories'; day?: DayRef; meal?: MealType; week: boolean }
  | { type: 'nutrient'; nutrient: Nutrient; day?: DayRef; meal?: MealType; week: boolean }
  /** `count`: how many of the dearest lines are asked ("my 3 priciest items"); one when not said. */
  | { type: 'cost'; what: 'week' | 'day' | 'list' | 'mostExpensive'; day?: DayRef; count?: number }
  /** Which day of the plan has the most (or least) of something: "which day has the most protein". */
  | { type: 'dayMost'; measure: Measure; least: boolean }
  | ({
      type: 'swap';
      day?: DayRef;
      meal?: MealType;
      /** A dish asked for by name ("swap it for a curry"). */
      query?: string;
      /** A recipe of the library named whole ("make saturday dinner the coq au vin"): that one, not a search. */
      recipe?: string;
      /** The cuisine or dish was a soft wish ("something italian if u can"): dropped, and said so, when nothing fits it. */
      soft?: true;
    } & SwapConditions)
  | { type: 'quick'; maxMinutes: number; meal?: MealType; diet?: Diet; cuisine?: string }
  | { type: 'recipes'; query?: string; diet?: Diet; meal?: MealType; rank?: 'protein' | 'cost'; cuisine?: string }
  /** Recipes using ingredients on hand, the most of them first. */
  | { type: 'cookWith'; ingredients: string[]; meal?: MealType }
  /** How long a planned meal takes to make. */
  | { type: 'cookTime'; day?: DayRef; meal?: MealType }
  /** One line, or several said together ("add eggs and butter"): `also` holds the lines after the first. */
  | ({ type: 'addGrocery'; also?: GroceryLineRequest[] } & GroceryLineRequest)
  /** `wrote`: what was typed when the item is a name put right by the catalogue (a line of the list may be nearer it). */
  | { type: 'checkGrocery'; item: string; checked: boolean; wrote?: string }
  | { type: 'removeGrocery'; item: string; wrote?: string }
  | { type: 'generatePlan' }
  | { type: 'groceryList' }
  | { type: 'preferences' }
  /** `dish`: a dish's name said beside the meal ("… too"): the recipe of that name is added when there is one. */
  | { type: 'addFood'; item: string; quantity?: number; unit?: string; day?: DayRef; meal?: MealType; dish?: true }
  /**
   * `askIfLarge`: said as a statement ("i want to eat 2200 calories a day"), so a large change is asked first;
   * `weightLoss`: set with an aim of how fast to lose weight, asked first with no word on the pace (limits/health-limit.ts).
   */
  | { type: 'setNumber'; field: 'calorieGoal' | 'weeklyBudget' | 'proteinGoal'; value: number; askIfLarge?: true; weightLoss?: true }
  /** The store whose prices plans and lists use. */
  | { type: 'setStore'; store: StoreId }
  | { type: 'addPreference'; list: PreferenceList; value: string }
  | { type: 'removePreference'; list: PreferenceList; value: string }
  /** A question whether the plan has an ingredient or allergen in it: answered from ingredients, never written. */
  | { type: 'contains'; term: string; allergy: boolean }
  /** A question whether planned meals fit a diet ("is wednesday dinner vegetarian?"): answered from ingredients, never written. */
  | { type: 'dietCheck'; diet: Diet; day?: DayRef; meal?: MealType }
  /** A request asked as a question ("can I add milk to my list?"): nothing is done; the reply says how to ask. */
  | { type: 'offer'; request: string }
  /**
   * A change that may not be what the person meant ("no peanuts", "I think I'm allergic to crab"):
   * nothing is done; the reply asks `question`, and Yes sends `request`, the same change said plainly.
   */
  | { type: 'confirm'; question: string; request: string }
  /** A name too long to store from the chat (an allergy, a diet, a dislike). */
  | { type: 'tooLong'; list: PreferenceList }
  | { type: 'unsupported'; what: string; hint?: string; ask?: string }
  /** Questions about one meal, the week, the list and the pantry (questions/questions.ts): read, never written. */
  | Question
  | { type: 'unknown' }
  | RequestIntent;

/** Intents that change data. */
export const WRITES: ReadonlySet<Intent['type']> = new Set([
  'addGrocery',
  'checkGrocery',
  'removeGrocery',
  'generatePlan',
  'addFood',
  'setNumber',
  'setStore',
  'addPreference',
  'removePreference',
  'swap',
  'swapIf',
  'tooLong',
  'several',
  'setGroceryQuantity',
  'addPantry',
  'removePantry',
  'usedUp',
  'clearTicked',
  'eatAgain',
  'changeGoal',
  'memberRule',
  'memberAway',
  'clearMeal',
  'setServings',
]);

/** Longest allergy, diet or dislike the chat stores; anything longer is refused, never stored. */

/** A grocery line as the person asked for it. */
export interface GroceryLineRequest {
  item: string;
  quantity?: number;
  unit?: string;
  /** "5 bananas not 3": the amount said to be wrong. */
  insteadOf?: number;
  /** What the person typed when the item is a name put right ("brocolli" for Broccoli), and the food's aisle. */
  wrote?: string;
  aisle?: string;
}
