/**
 * The nutrition figures Forkcast keeps of a food and of a recipe (USDA's), named once: energy in kcal,
 * sodium in mg, the rest in grams. A catalogue food keeps them per 100 g (energy as `kcal`, SR28's word), a
 * recipe per serving (energy as `calories`, the spec's word). Pure.
 */

/** The figures beside energy, in the order a nutrition label reads them. */
export const NUTRIENTS = ['protein', 'fat', 'saturatedFat', 'carbs', 'fiber', 'sugars', 'sodium'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
export type NutrientAmounts = Record<Nutrient, number>;

/** Per 100 g of a food's edible portion, as SR28 publishes them. */
export type NutrientsPer100g = { kcal: number } & NutrientAmounts;

/** Per serving of a recipe. */
export type NutritionPerServing = { calories: number } & NutrientAmounts;
