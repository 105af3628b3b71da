/**
 * Which recipe a swap puts in a slot, from the recipes that fit the person's rules and the ask: one meant
 * for the meal, nearest in calories to what it replaces (so the day stays near its target); for
 * "cheaper", the cheapest of those within 40 % of those calories; for "more protein", the first (the
 * search ranks by protein). The offer of a swap and the swap itself pick the same way. Pure.
 */
import type { PlanMeal, RecipeHit } from '../../assistant-data.js';
import type { MealType } from '../../../kitchen/vocabulary.js';

export function pickSwap(
  hits: readonly RecipeHit[],
  current: readonly PlanMeal[],
  meal: MealType,
  how: { cheaper?: boolean; ranked?: boolean },
): RecipeHit | undefined {
  if (!hits.length) return undefined;
  const before = current.reduce((s, i) => s + i.calories, 0);
  const mealFit = hits.filter((h) => h.mealTypes.includes(meal));
  const pool = mealFit.length ? mealFit : [...hits];
  if (how.cheaper) {
    const near = before > 0 ? pool.filter((h) => Math.abs(h.calories - before) <= 0.4 * before) : [];
    return (near.length ? near : pool)[0];
  }
  if (how.ranked || before <= 0) return pool[0];
  return [...pool].sort((a, b) => Math.abs(a.calories - before) - Math.abs(b.calories - before) || a.id - b.id)[0];
}
