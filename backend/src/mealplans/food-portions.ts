/**
 * A food item's calories and protein from its per-100 g values (spec §9): the quantity times the
 * unit's portion (kitchen/units.ts portionGrams: the spec's portion multipliers × 100 g) times the
 * per-100 g value; calories to whole numbers, protein to one decimal. Pure.
 *
 * The food search answers per-100 g nutrients, so the `calories`/`protein` a client sends with a
 * `foodItem` (POST /api/meal-plans and POST /api/meal-plans/:id/meals) are read as per 100 g.
 */
import { portionGrams } from '../kitchen/units.js';

export function foodPortionNutrition(input: {
  caloriesPer100g?: number | null;
  proteinPer100g?: number | null;
  quantity: number;
  unit: string | null | undefined;
}): { calories: number; protein: number } {
  const factor = (portionGrams(input.unit) / 100) * input.quantity;
  const calories = Math.round((input.caloriesPer100g ?? 0) * factor);
  const protein = Math.round((input.proteinPer100g ?? 0) * factor * 10) / 10;
  return { calories: Math.max(0, calories), protein: Math.max(0, protein) };
}
