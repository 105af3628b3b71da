/**
 * Swap on a plan slot: the recipes that could take the place of a slot's dish and keep its day within
 * the targets the planner holds it to — the day within ±5 % of the calorie goal, the meal within its
 * share band — each at the real portion (0.75-2 servings) nearest one serving that does. The hard rule
 * (allergies, diets, dislikes) is the caller's (RecipesService.candidatesFor). Pure: no Nest, no ORM.
 */
import { outside, type ShareBand } from '../kitchen/nutrition-targets.js';
import type { MealType } from '../kitchen/vocabulary.js';
import { CALORIE_BAND, PORTIONS } from './planner/day-fit.js';
import { mealTypesOf } from './planner/planner.js';

/** A recipe that passed the hard rule; nutrition per serving. */
export interface SwapCandidate {
  id: number;
  title: string;
  image: string | null;
  mealTypes: string[];
  calories: number;
  protein: number;
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
