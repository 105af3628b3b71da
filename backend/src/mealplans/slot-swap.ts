/**
 * Swap on a plan slot: the recipes that could take the place of a slot's dish and keep its day within
 * the targets the planner holds it to — the day within ±5 % of the calorie goal, the meal within its
 * share band — each at the real portion (0.75-2 servings) nearest one serving that does. The hard rule
 * (allergies, diets, dislikes) is the caller's (RecipesService.candidatesFor). Pure: no Nest, no ORM.
 *
 * At a table of several (issue #24) the dish is portioned for each person present (planner/refit.ts) and offered
 * when every one of their days lands within ±5 % of their own goal at a portion they eat; the caller's hard rule is
 * then everyone's present.
 */
import { outside, type ShareBand } from '../kitchen/nutrition-targets.js';
import type { MealType } from '../kitchen/vocabulary.js';
import { CALORIE_BAND, PORTIONS } from './planner/day-fit.js';
import { mealTypesOf } from './planner/planner.js';
import { fitSlot, type TableItem } from './planner/refit.js';
import type { MemberPortion, TableMember } from './planner/table.js';

/** A recipe that passed the hard rule; nutrition per serving. */
export interface SwapCandidate {
  id: number;
  title: string;
  image: string | null;
  mealTypes: string[];
  calories: number;
  protein: number;
  /** Per serving; read at a table, where each person's macros are fitted too. */
  carbs?: number;
  fat?: number;
}

export interface SwapSlot {
  mealType: MealType;
  calorieGoal: number;
  band: ShareBand;
  /** kcal of the day's other meals (what stays as it is). */
  otherMeals: number;
  /** kcal of what stays in the slot beside the new dish (the sides kept; 0 when they go). */
  kept: number;
  /** The dish being replaced (not offered again). */
  currentRecipeId: number | null;
  /** Recipes already in the week: offered after the others. */
  inWeek: ReadonlySet<number>;
}

export interface SwapAlternative {
  recipeId: number;
  title: string;
  image: string | null;
  /** The portion: one of PORTIONS. */
  servings: number;
  /** kcal and grams of protein of that portion. */
  calories: number;
  protein: number;
  /** The whole meal (portion and what stays in the slot) and the day after the swap. */
  mealCalories: number;
  dayCalories: number;
  /** Already planned elsewhere this week. */
  inWeek: boolean;
  /** At a table of several: each present person's portion (`servings` is their sum); null for one person. */
  portions: MemberPortion[] | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Portions nearest one serving first: a swap changes the dish, not how much of it is eaten, unless it must. */
const BY_NEARNESS = [...PORTIONS].sort((a, b) => Math.abs(a - 1) - Math.abs(b - 1) || b - a);

/** The portion of a recipe that keeps the day and the meal within their targets, or null when none does. */
export function fittingPortion(recipe: Pick<SwapCandidate, 'calories'>, slot: SwapSlot): number | null {
  const G = slot.calorieGoal;
  if (!(recipe.calories > 0) || !(G > 0)) return null;
  for (const servings of BY_NEARNESS) {
    const meal = Math.round(recipe.calories * servings) + slot.kept;
    const day = slot.otherMeals + meal;
    if (Math.abs(day - G) <= CALORIE_BAND * G && outside(meal / G, slot.band.lo, slot.band.hi) === 0) return servings;
  }
  return null;
}

/** One candidate as an alternative for the slot, or null when it does not suit the meal or cannot fit. */
export function alternativeFor(recipe: SwapCandidate, slot: SwapSlot): SwapAlternative | null {
  if (recipe.id === slot.currentRecipeId || !mealTypesOf(recipe).includes(slot.mealType)) return null;
  const servings = fittingPortion(recipe, slot);
  if (servings === null) return null;
  const calories = Math.round(recipe.calories * servings);
  return {
    recipeId: recipe.id,
    title: recipe.title,
    image: recipe.image,
    servings,
    calories,
    protein: round1(recipe.protein * servings),
    mealCalories: calories + slot.kept,
    dayCalories: slot.otherMeals + calories + slot.kept,
    inWeek: slot.inWeek.has(recipe.id),
    portions: null,
  };
}

/**
 * Up to `limit` alternatives: recipes not yet in the week first, then the portion nearest one serving,
 * then the day nearest its goal, then by title (stable answers).
 */
export function swapAlternatives(candidates: readonly SwapCandidate[], slot: SwapSlot, limit = 5): SwapAlternative[] {
  const G = slot.calorieGoal;
  return candidates
    .map((r) => alternativeFor(r, slot))
    .filter((a): a is SwapAlternative => a !== null)
    .sort(
      (a, b) =>
        Number(a.inWeek) - Number(b.inWeek) ||
        Math.abs(a.servings - 1) - Math.abs(b.servings - 1) ||
        Math.abs(a.dayCalories - G) - Math.abs(b.dayCalories - G) ||
        a.title.localeCompare(b.title) ||
        a.recipeId - b.recipeId,
    )
    .slice(0, limit);
}

/** A slot of a plan for a table of several: who sits there, the week's items, what leaves the slot with the dish. */
export interface TableSwapSlot {
  members: readonly TableMember[];
  items: readonly TableItem[];
  day: number;
  mealType: MealType;
  /** Items leaving the slot with the swap (the dish, and its sides when they go). */
  leaving: ReadonlySet<string>;
  otherMeals: number;
  kept: number;
  currentRecipeId: number | null;
  inWeek: ReadonlySet<number>;
}

/** One candidate portioned for everyone at the slot, or null when it does not suit the meal or someone's day cannot fit. */
export function tableAlternativeFor(recipe: SwapCandidate, slot: TableSwapSlot): { alternative: SwapAlternative; dayMiss: number } | null {
  if (recipe.id === slot.currentRecipeId || !mealTypesOf(recipe).includes(slot.mealType) || !(recipe.calories > 0)) return null;
  const dish = { calories: recipe.calories, protein: recipe.protein, carbs: recipe.carbs ?? 0, fat: recipe.fat ?? 0 };
  const fit = fitSlot(slot.members, slot.items, slot, dish, slot.leaving);
  if (!fit || !fit.allInBand) return null;
  const calories = Math.round(recipe.calories * fit.servings);
  const alternative: SwapAlternative = {
    recipeId: recipe.id,
    title: recipe.title,
    image: recipe.image,
    servings: fit.servings,
    calories,
    protein: round1(recipe.protein * fit.servings),
    mealCalories: calories + slot.kept,
    dayCalories: slot.otherMeals + calories + slot.kept,
    inWeek: slot.inWeek.has(recipe.id),
    portions: fit.portions,
  };
  return { alternative, dayMiss: fit.dayMiss };
}

/**
 * Up to `limit` alternatives for a table's slot: recipes not yet in the week first, then the portions nearest one
 * serving each, then everyone's days nearest their goals, then by title.
 */
export function tableSwapAlternatives(candidates: readonly SwapCandidate[], slot: TableSwapSlot, limit = 5): SwapAlternative[] {
  const away = (a: SwapAlternative) => (a.portions ?? []).reduce((s, p) => s + Math.abs(p.servings - 1), 0);
  return candidates
    .map((r) => tableAlternativeFor(r, slot))
    .filter((x): x is { alternative: SwapAlternative; dayMiss: number } => x !== null)
    .sort(
      ({ alternative: a, dayMiss: am }, { alternative: b, dayMiss: bm }) =>
        Number(a.inWeek) - Number(b.inWeek) || away(a) - away(b) || am - bm || a.title.localeCompare(b.title) || a.recipeId - b.recipeId,
    )
    .slice(0, limit)
    .map((x) => x.alternative);
}
