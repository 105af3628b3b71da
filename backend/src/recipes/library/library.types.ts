/**
 * Forkcast's own recipe library: original recipes written for the app, used when no external
 * recipe service is configured and by the meal planner. They are data (backend/data/recipes/*.json),
 * checked against recipe-schema.ts when read (recipe-files.ts).
 *
 * Diets, allergens, calories and costs are deliberately NOT part of this type: they are computed
 * from the ingredient lines against the ingredient catalogue (catalog/data/ingredients.json), so
 * every line is "<amount> <unit> <common grocery name>[, preparation]".
 */
import type { MealType } from '../../kitchen/vocabulary.js';

export interface LibraryRecipe {
  /** Unique kebab-case id. */
  slug: string;
  title: string;
  /** Short HTML: one or two sentences, may use <b>/<i>. */
  summary: string;
  readyInMinutes: number;
  servings: number;
  /** A recipe may suit more than one meal (e.g. lunch and dinner). */
  mealTypes: MealType[];
  cuisine: string;
  /** Free-form labels such as 'high-protein', 'one-pot', 'quick', 'meal-prep', 'spicy'. */
  tags: string[];
  /** Plain ingredient lines, e.g. '2 cups rolled oats', '2 cloves garlic, minced'. */
  ingredients: string[];
  /** One clear sentence or two each; numbered when shown. */
  steps: string[];
}
