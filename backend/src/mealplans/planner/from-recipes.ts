/** Stored recipe facts → what the planner needs (pure; shared by the job and the benchmark). */
import { cartPricesOf, type PricedIngredient } from '../../catalog/recipe-facts.js';
import { dishOf } from '../../catalog/sides.js';
import type { PlannerIngredient, PlannerLine, PlannerRecipe } from './types.js';
import { DEFAULT_STORE } from '../../kitchen/vocabulary.js';

export interface RecipeFacts {
  id: number;
  title: string;
  /** Servings the recipe's lines make (grams below are for all of them); 1 when unknown. */
  servings?: number;
  mealTypes: string[];
  /** The recipe's cuisine ("Indian"), when known: with the title, what sides go with it. */
  cuisine?: string | null;
  calories: number;
  nutrition: { calories?: number; protein?: number; carbs?: number; fat?: number } | null;
  /** Store-brand dollars per serving, by store id. */
  costPerServing: Record<string, number> | null;
  allergens: string[];
  diets: string[];
  /** Grams are for the whole recipe (all servings); null when the line could not be weighed. */
  ingredients: { ingredientId: number | null; name: string; grams?: number | null }[];
}

/** Dollars per serving at a store; the default store, then the cheapest known store, otherwise. */
export function costAt(
  costPerServing: Record<string, number> | null | undefined,
  store: string,
  fallbackStore: string = DEFAULT_STORE,
): number {
  const table = costPerServing ?? {};
  const values = Object.values(table).filter((v) => Number.isFinite(v));
  const value = table[store] ?? table[fallbackStore] ?? (values.length ? Math.min(...values) : 0);
  return Number.isFinite(value) ? value : 0;
}

export function toPlannerRecipe(recipe: RecipeFacts, store: string, favourite = false): PlannerRecipe {
  const n = recipe.nutrition ?? {};
  return {
    id: recipe.id,
    title: recipe.title,
    mealTypes: recipe.mealTypes ?? [],
    calories: recipe.calories || Math.round(n.calories ?? 0),
    protein: n.protein ?? 0,
    carbs: n.carbs ?? 0,
    fat: n.fat ?? 0,
    cost: costAt(recipe.costPerServing, store),
    ingredientIds: recipe.ingredients.map((i) => i.ingredientId).filter((id): id is number => typeof id === 'number'),
    lines: linesOf(recipe),
    diets: recipe.diets ?? [],
    allergens: recipe.allergens ?? [],
    ingredientNames: recipe.ingredients.map((i) => i.name),
    favourite,
    dish: dishOf(recipe),
  };
}

/** Grams per serving of each catalogue ingredient (lines of one ingredient merged; unweighed lines count 0 g). */
export function linesOf(recipe: Pick<RecipeFacts, 'servings' | 'ingredients'>): PlannerLine[] {
  const servings = Number.isFinite(recipe.servings) && recipe.servings! > 0 ? recipe.servings! : 1;
  const grams = new Map<number, number>();
  for (const line of recipe.ingredients) {
    if (typeof line.ingredientId !== 'number') continue;
    const g = typeof line.grams === 'number' && Number.isFinite(line.grams) && line.grams > 0 ? line.grams / servings : 0;
    grams.set(line.ingredientId, (grams.get(line.ingredientId) ?? 0) + g);
  }
  return [...grams].map(([ingredientId, gramsPerServing]) => ({ ingredientId, gramsPerServing }));
}

/** Catalogue ingredients (with their `ingredients` row id) → their cart prices at a store; unpriced ones are left out. */
export function plannerIngredientsOf(
  ingredients: readonly (PricedIngredient & { id?: number | null })[],
  store: string,
): PlannerIngredient[] {
  const out: PlannerIngredient[] = [];
  for (const ingredient of ingredients) {
    if (typeof ingredient.id !== 'number') continue;
    const prices = cartPricesOf(ingredient, store);
    if (prices)
      out.push({
        id: ingredient.id,
        pricePerGram: prices.pricePerGram,
        minPackagePrice: prices.minPackagePrice,
        packages: prices.packages,
      });
  }
  return out;
}
