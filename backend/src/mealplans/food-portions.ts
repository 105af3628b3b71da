/**
 * A food item's calories and protein from its per-100 g values (spec §9): the quantity times the
 * unit's portion multiplier times the per-100 g value; calories to whole numbers, protein to one
 * decimal. Pure.
 *
 * The food search answers per-100 g nutrients, so the `calories`/`protein` a client sends with a
 * `foodItem` (POST /api/meal-plans and POST /api/meal-plans/:id/meals) are read as per 100 g.
 */
export const PORTION_MULTIPLIERS: Readonly<Record<string, number>> = Object.freeze({
  piece: 0.5, cup: 2, gram: 0.01, ounce: 0.28, serving: 1, tablespoon: 0.15, teaspoon: 0.05, slice: 0.25,
});
export const OTHER_UNIT_MULTIPLIER = 0.5;

const UNIT_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  piece: 'piece', pieces: 'piece', item: 'piece', items: 'piece', pc: 'piece', pcs: 'piece',
  cup: 'cup', cups: 'cup',
  g: 'gram', gram: 'gram', grams: 'gram', gr: 'gram',
  oz: 'ounce', ounce: 'ounce', ounces: 'ounce',
  serving: 'serving', servings: 'serving',
  tbsp: 'tablespoon', tablespoon: 'tablespoon', tablespoons: 'tablespoon', tbs: 'tablespoon',
  tsp: 'teaspoon', teaspoon: 'teaspoon', teaspoons: 'teaspoon',
  slice: 'slice', slices: 'slice',
});

/** 'tbsp' → 'tablespoon'; unknown units stay as written (lower-case, trimmed). */
export function canonicalUnit(unit: string | null | undefined): string {
  const u = (unit ?? '').trim().toLowerCase();
  return UNIT_ALIASES[u] ?? u;
}

export function portionMultiplier(unit: string | null | undefined): number {
  return PORTION_MULTIPLIERS[canonicalUnit(unit)] ?? OTHER_UNIT_MULTIPLIER;
}

export function foodPortionNutrition(input: { caloriesPer100g?: number | null; proteinPer100g?: number | null; quantity: number; unit: string | null | undefined }): { calories: number; protein: number } {
  const factor = portionMultiplier(input.unit) * input.quantity;
  const calories = Math.round((input.caloriesPer100g ?? 0) * factor);
  const protein = Math.round((input.proteinPer100g ?? 0) * factor * 10) / 10;
  return { calories: Math.max(0, calories), protein: Math.max(0, protein) };
}
