/**
 * A synthetic recipe library for the planner's unit tests: deterministic, spread across meal types,
 * calorie densities, costs, diets and allergens the way a real library is.
 */
import type { PlannerRecipe } from './types.js';

const DIETS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'keto', 'paleo'];
const ALLERGENS = ['milk', 'eggs', 'fish', 'shellfish', 'tree-nuts', 'peanuts', 'wheat', 'gluten', 'soy', 'sesame'];
const WORDS = ['chicken', 'tofu', 'rice', 'basil', 'mushroom', 'cilantro', 'beef', 'lentils', 'oats', 'spinach', 'tomato', 'onion'];

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}

export function syntheticLibrary(count = 120, seed = 7): PlannerRecipe[] {
  const r = lcg(seed);
  const out: PlannerRecipe[] = [];
  for (let i = 0; i < count; i++) {
    const mealTypes = i % 3 === 0 ? ['breakfast'] : i % 3 === 1 ? ['lunch'] : ['lunch', 'dinner'];
    const calories = Math.round(180 + r() * 620);
    const diets = DIETS.filter(() => r() < 0.35);
    if (diets.includes('vegan') && !diets.includes('vegetarian')) diets.push('vegetarian');
    const allergens = diets.includes('vegan') ? ALLERGENS.filter((a) => !['milk', 'eggs', 'fish', 'shellfish'].includes(a) && r() < 0.12) : ALLERGENS.filter(() => r() < 0.15);
    const ingredientNames = WORDS.filter(() => r() < 0.25);
    out.push({
      id: i + 1,
      title: `Recipe ${i + 1}`,
      mealTypes,
      calories,
      protein: Math.round(calories * (0.02 + r() * 0.05)),
      carbs: Math.round(calories * (0.05 + r() * 0.08)),
      fat: Math.round(calories * (0.01 + r() * 0.04)),
      cost: Math.round((0.8 + r() * 5) * 100) / 100,
      ingredientIds: Array.from({ length: 3 + Math.floor(r() * 6) }, () => 1 + Math.floor(r() * 60)),
      diets,
      allergens,
      ingredientNames,
      favourite: r() < 0.05,
    });
  }
  return out;
}
