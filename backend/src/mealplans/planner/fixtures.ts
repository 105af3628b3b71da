/**
 * A synthetic recipe library for the planner's unit tests: deterministic, spread across meal types,
 * calorie densities, costs, diets and allergens the way a real library is.
 */
import { dietRecord } from '../../kitchen/diets.js';
import { ALLERGENS, DIETS } from '../../kitchen/vocabulary.js';
import type { PlannerRecipe, PlannerSide } from './types.js';

/** What a vegan recipe cannot hold (the vegan record's allergens). */
const NOT_VEGAN: readonly string[] = dietRecord('vegan').keepsOut.allergens;
const WORDS = ['chicken', 'tofu', 'rice', 'basil', 'mushroom', 'cilantro', 'beef', 'lentils', 'oats', 'spinach', 'tomato', 'onion'];

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
}

export function syntheticLibrary(count = 120, seed = 7): PlannerRecipe[] {
  const r = lcg(seed);
  const out: PlannerRecipe[] = [];
  for (let i = 0; i < count; i++) {
    const mealTypes = i % 3 === 0 ? ['breakfast'] : i % 3 === 1 ? ['lunch'] : ['lunch', 'dinner'];
    const calories = Math.round(180 + r() * 620);
    const diets: string[] = DIETS.filter(() => r() < 0.35);
    if (diets.includes('vegan') && !diets.includes('vegetarian')) diets.push('vegetarian');
    const allergens = diets.includes('vegan')
      ? ALLERGENS.filter((a) => !NOT_VEGAN.includes(a) && r() < 0.12)
      : ALLERGENS.filter(() => r() < 0.15);
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

/**
 * Sides for the unit tests: common single foods in served amounts (nutrition from USDA SR28 for that
 * amount, rounded), with the diets, allergens and names the hard rule reads.
 */
export function syntheticSides(): PlannerSide[] {
  const side = (
    ingredientId: number,
    name: string,
    quantity: number,
    unit: string,
    grams: number,
    calories: number,
    protein: number,
    carbs: number,
    fat: number,
    mealTypes: PlannerSide['mealTypes'],
    diets: string[],
    allergens: string[] = [],
  ): PlannerSide => ({
    ingredientId,
    name,
    quantity,
    unit,
    grams,
    calories,
    protein,
    carbs,
    fat,
    mealTypes,
    // Goes with any recipe of its meals: pairing is tested with sides of the real data file.
    goesWith: [...mealTypes],
    clashesWith: [],
    fdcId: null,
    diets,
    allergens,
    ingredientNames: [name.toLowerCase()],
  });
  const plant = ['vegetarian', 'vegan', 'dairy-free', 'gluten-free', 'paleo'];
  return [
    side(901, 'Banana', 1, 'piece', 118, 105, 1.3, 27, 0.4, ['breakfast', 'lunch'], plant),
    side(902, 'Apple', 1, 'piece', 182, 95, 0.5, 25, 0.3, ['breakfast', 'lunch', 'dinner'], plant),
    side(
      903,
      'Whole wheat bread',
      1,
      'slice',
      32,
      81,
      4,
      13.7,
      1.1,
      ['breakfast', 'lunch', 'dinner'],
      ['vegetarian', 'vegan', 'dairy-free'],
      ['wheat', 'gluten'],
    ),
    side(904, '2% milk', 1, 'cup', 244, 122, 8.1, 11.7, 4.8, ['breakfast', 'lunch', 'dinner'], ['vegetarian', 'gluten-free'], ['milk']),
    side(
      905,
      'Greek yogurt',
      0.75,
      'cup',
      184,
      108,
      18.7,
      6.6,
      0.7,
      ['breakfast', 'lunch'],
      ['vegetarian', 'gluten-free', 'keto'],
      ['milk'],
    ),
    side(906, 'Almonds', 1, 'ounce', 28, 164, 6, 6.1, 14.2, ['breakfast', 'lunch'], plant, ['tree-nuts']),
    side(
      907,
      'Cooked white rice',
      1,
      'cup',
      158,
      205,
      4.3,
      44.5,
      0.4,
      ['lunch', 'dinner'],
      ['vegetarian', 'vegan', 'dairy-free', 'gluten-free'],
    ),
    side(908, 'Broccoli', 1, 'cup', 91, 31, 2.6, 6, 0.3, ['lunch', 'dinner'], [...plant, 'keto']),
    side(909, 'Avocado', 0.5, 'piece', 101, 161, 2, 8.6, 14.7, ['lunch', 'dinner'], [...plant, 'keto']),
    side(910, 'Cheddar', 1, 'ounce', 28, 115, 6.5, 0.9, 9.4, ['lunch'], ['vegetarian', 'gluten-free', 'keto'], ['milk']),
    side(911, 'Rolled oats', 0.5, 'cup', 41, 153, 5.3, 27.4, 2.6, ['breakfast'], ['vegetarian', 'vegan', 'dairy-free']),
    side(
      912,
      'Eggs',
      1,
      'piece',
      50,
      72,
      6.3,
      0.4,
      4.8,
      ['breakfast'],
      ['vegetarian', 'gluten-free', 'keto', 'paleo', 'dairy-free'],
      ['eggs'],
    ),
    side(913, 'Pecans', 1, 'ounce', 28, 196, 2.6, 3.9, 20.4, ['breakfast'], [...plant, 'keto'], ['tree-nuts']),
    side(914, 'Potato', 1, 'piece', 213, 164, 4.4, 37.3, 0.2, ['dinner'], plant),
  ];
}
