/**
 * Which recipe a swap puts in a slot, from the recipes that fit the person's rules and the ask: one meant
 * for the meal, nearest in calories to what it replaces (so the day stays near its target); for
 * "cheaper", the cheapest of those within 40 % of those calories that costs less than the meal; for "more protein", the first (the
 * search ranks by protein) that has more protein than the meal at the portion it will get; for "lighter",
 * one portion with clearly fewer calories than the meal. A recipe that cannot meet what was asked is never
 * picked: no pick, and the reply says so. The offer of a swap and the swap itself pick the same way. Pure.
 */
import type { PlanMeal, RecipeHit } from '../../assistant-data.js';
import type { MealType } from '../../../kitchen/vocabulary.js';
import { nearestPortion } from '../../../mealplans/planner/day-fit.js';

/** A lighter meal has at most this share of the calories it replaces, and is aimed at about three quarters of them. */
const LIGHTER_AT_MOST = 0.9;
const LIGHTER_AIM = 0.75;

/** The portion a swap gives a recipe: sized to the calories it replaces (the data layer's rule), one when lighter. */
export function swapPortion(hit: RecipeHit, current: readonly PlanMeal[], how: { lighter?: boolean }): number {
  const before = current.reduce((s, i) => s + i.calories, 0);
  if (how.lighter) return 1;
  return nearestPortion(before > 0 && hit.calories > 0 ? before / hit.calories : 1);
}

export function pickSwap(
  hits: readonly RecipeHit[],
  current: readonly PlanMeal[],
  meal: MealType,
  how: { cheaper?: boolean; ranked?: boolean; lighter?: boolean; costBefore?: number },
): RecipeHit | undefined {
  const before = current.reduce((s, i) => s + i.calories, 0);
  const proteinBefore = current.reduce((s, i) => s + i.protein, 0);
  const meets = hits.filter(
    (h) =>
      (!how.lighter || before <= 0 || h.calories <= LIGHTER_AT_MOST * before) &&
      (!how.ranked || proteinBefore <= 0 || h.protein * swapPortion(h, current, how) > proteinBefore) &&
      (!how.cheaper || !how.costBefore || h.cost * swapPortion(h, current, how) < how.costBefore),
  );
  if (!meets.length) return undefined;
  const mealFit = meets.filter((h) => h.mealTypes.includes(meal));
  const pool = mealFit.length ? mealFit : meets;
  if (how.cheaper) {
    const near = before > 0 ? pool.filter((h) => Math.abs(h.calories - before) <= 0.4 * before) : [];
    return (near.length ? near : pool)[0];
  }
  if (how.ranked || before <= 0) return pool[0];
  const aim = how.lighter ? LIGHTER_AIM * before : before;
  return [...pool].sort((a, b) => Math.abs(a.calories - aim) - Math.abs(b.calories - aim) || a.id - b.id)[0];
}

/**
 * What a swap's reply says of the conditions it was asked for, with the figures that show them met: "More protein:
 * 48 g vs 31 g", "lighter: 420 kcal vs 610 kcal", "ready in 25 min, within 30", "no eggs". Empty when nothing was asked.
 */
export function conditionsMet(
  ask: { rank?: 'protein'; without?: string[]; lighter?: boolean; cheaper?: boolean; maxCost?: number },
  done: { current: readonly PlanMeal[]; added: RecipeHit; servings: number; calories: number; maxMinutes?: number; costBefore?: number },
): string {
  const parts: string[] = [];
  if (ask.cheaper && done.costBefore)
    parts.push(`cheaper: about $${(done.added.cost * done.servings).toFixed(2)} vs $${done.costBefore.toFixed(2)}`);
  if (ask.maxCost !== undefined) parts.push(`about $${done.added.cost.toFixed(2)} a serving, within $${ask.maxCost.toFixed(2)}`);
  if (ask.rank === 'protein') {
    const before = Math.round(done.current.reduce((s, i) => s + i.protein, 0));
    const now = Math.round(done.added.protein * done.servings);
    parts.push(before > 0 ? `more protein: ${now} g vs ${before} g` : `${now} g of protein`);
  }
  if (ask.lighter) {
    const before = Math.round(done.current.reduce((s, i) => s + i.calories, 0));
    if (before > 0) parts.push(`lighter: ${Math.round(done.calories)} kcal vs ${before} kcal`);
  }
  if (done.maxMinutes) parts.push(`ready in ${done.added.readyInMinutes} min, within ${done.maxMinutes}`);
  if (ask.without?.length) parts.push(`no ${ask.without.join(' or ')}`);
  if (!parts.length) return '';
  const said = parts.join('; ');
  return ` ${said[0].toUpperCase()}${said.slice(1)}.`;
}
