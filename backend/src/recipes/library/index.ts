import { loadRecipeLibrary } from './recipe-files.js';
import type { LibraryRecipe } from './library.types.js';

export type { LibraryRecipe } from './library.types.js';
export { loadRecipeLibrary, readRecipeLibrary, recipeLibraryDir, RecipeLibraryError, type RecipeLibrary } from './recipe-files.js';

// Read (and checked) on import, for the tests and the planner bench; the seeder reads it when it runs.
const library = loadRecipeLibrary();

/** Forkcast's own breakfasts, lunches and dinners as their files in backend/data/recipes hold them. */
export const breakfastRecipes: LibraryRecipe[] = library.byMeal.breakfast;
export const lunchRecipes: LibraryRecipe[] = library.byMeal.lunch;
export const dinnerRecipes: LibraryRecipe[] = library.byMeal.dinner;

/** Every recipe of Forkcast's own library: breakfasts, then lunches, then dinners. */
export const recipeLibrary: LibraryRecipe[] = library.recipes;
