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

/**
 * What a swap's reply says of the conditions it was asked for, with the figures that show them met: "More protein:
 * 48 g vs 31 g", "ready in 25 min, within 30", "no eggs". Empty when nothing was asked.
 */
export function conditionsMet(
  ask: { rank?: 'protein'; without?: string[] },
  done: { current: readonly PlanMeal[]; added: RecipeHit; servings: number; maxMinutes?: number },
): string {
  const parts: string[] = [];
  if (ask.rank === 'protein') {
    const before = Math.round(done.current.reduce((s, i) => s + i.protein, 0));
    const now = Math.round(done.added.protein * done.servings);
    parts.push(before > 0 ? `more protein: ${now} g vs ${before} g` : `${now} g of protein`);
  }
  if (done.maxMinutes) parts.push(`ready in ${done.added.readyInMinutes} min, within ${done.maxMinutes}`);
  if (ask.without?.length) parts.push(`no ${ask.without.join(' or ')}`);
  if (!parts.length) return '';
  const said = parts.join('; ');
  return ` ${said[0].toUpperCase()}${said.slice(1)}.`;
}
