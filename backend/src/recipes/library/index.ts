import { breakfastRecipes } from './breakfast.js';
import { dinnerRecipes } from './dinner.js';
import { lunchRecipes } from './lunch.js';
import type { LibraryRecipe } from './library.types.js';

export type { LibraryRecipe, MealType } from './library.types.js';
export { breakfastRecipes, lunchRecipes, dinnerRecipes };

/** Every recipe of Forkcast's own library: breakfasts, then lunches, then dinners. */
export const recipeLibrary: LibraryRecipe[] = [...breakfastRecipes, ...lunchRecipes, ...dinnerRecipes];
