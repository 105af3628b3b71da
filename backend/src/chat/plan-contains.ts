/**
 * Which planned items hold an ingredient or allergen, by the planner's own hard rule
 * (preferences/dietary-rules.ts): a known allergen by the items' allergens, any word by their
 * ingredients' names. Pure; both assistants answer "is my plan safe for…" with it.
 */
import { dietaryRulesFrom, recipeConflicts } from '../preferences/dietary-rules.js';
import type { PlanFood } from './assistant-data.js';

export function itemsContaining(foods: readonly PlanFood[], term: string): PlanFood[] {
  const word = term.trim().toLowerCase();
  if (!word) return [];
  const rules = dietaryRulesFrom({ dietaryRestrictions: [], allergies: [word], dislikedIngredients: [] });
  rules.excludedTerms = [...new Set([...rules.excludedTerms, word])];
  return foods.filter((f) => recipeConflicts(f, rules).length > 0);
}
