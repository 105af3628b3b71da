/**
 * Which planned items hold an ingredient or allergen, or break a diet, by the planner's own hard rule
 * (kitchen/dietary-rules.ts): a known allergen by the items' allergens, any word by their
 * ingredients' names, a diet by the items' diets. Pure; both assistants answer "is my plan safe
 * for…" and "is Wednesday dinner vegetarian?" with it.
 */
import { dietaryRulesFrom, recipeConflicts, type RecipeForRules } from '../kitchen/dietary-rules.js';

export function itemsContaining<T extends RecipeForRules>(foods: readonly T[], term: string): T[] {
  const word = term.trim().toLowerCase();
  if (!word) return [];
  const rules = dietaryRulesFrom({ dietaryRestrictions: [], allergies: [word], dislikedIngredients: [] });
  rules.excludedTerms = [...new Set([...rules.excludedTerms, word])];
  return foods.filter((f) => recipeConflicts(f, rules).length > 0);
}

/** The planned items that do not fit a diet ('Vegetarian', 'Gluten-Free'…, as Preferences names it). */
export function itemsBreakingDiet<T extends RecipeForRules>(foods: readonly T[], diet: string): T[] {
  const rules = dietaryRulesFrom({ dietaryRestrictions: [diet], allergies: [], dislikedIngredients: [] });
  return foods.filter((f) => recipeConflicts(f, rules).length > 0);
}
