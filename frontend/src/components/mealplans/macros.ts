/** Pure helpers for what the week grid says about items, meals and days (no UI). */
import type { DayStats, MealItem, PlanDay } from '../../api/meal-plans';

export interface Macros {
  protein: number;
  fat: number;
  carbs: number;
}
export interface EnergyShares {
  protein: number;
  fat: number;
  carbs: number;
}

const trimNumber = (value: number): string => String(Math.round(value * 100) / 100);

/** "1 piece", "0.75 cup", or '' when the item has no quantity. */
export function itemAmount(item: Pick<MealItem, 'quantity' | 'unit'>): string {
  if (item.quantity === null || !Number.isFinite(item.quantity)) return '';
  return item.unit ? `${trimNumber(item.quantity)} ${item.unit}` : trimNumber(item.quantity);
}

/**
 * How an item reads in a slot: a recipe by its title with "×1.5" only when its servings are not 1; a food
 * by its name and amount ("Banana · 1 piece"), unless the name already starts with the amount (a food
 * picked in the search dialog is named "2 piece Banana").
 */
export function itemLabel(item: MealItem): string {
  if (item.recipe) return item.servings !== 1 ? `${item.recipe.title} ×${trimNumber(item.servings)}` : item.recipe.title;
  const name = item.foodItem?.name ?? item.name;
  const amount = itemAmount(item);
  if (!amount || name.toLowerCase().startsWith(`${amount.toLowerCase()} `)) return name;
  return `${name} · ${amount}`;
}

/** The calories of a meal: the sum of its items'. */
export const mealCalories = (items: readonly MealItem[]): number => items.reduce((sum, item) => sum + item.calories, 0);

/** A day's grams: the plan's dayStats for that weekday, else the sum of the day's items. */
export function dayMacros(day: PlanDay, dayStats: readonly DayStats[] | undefined): Macros {
  const stats = dayStats?.find((s) => s.dayOfWeek === day.dayOfWeek);
  if (stats) return { protein: stats.protein, fat: stats.fat, carbs: stats.carbs };
  const items = Object.values(day.meals).flatMap((meal) => meal.items);
  return items.reduce<Macros>(
    (sum, item) => ({ protein: sum.protein + (item.protein || 0), fat: sum.fat + (item.fat || 0), carbs: sum.carbs + (item.carbs || 0) }),
    { protein: 0, fat: 0, carbs: 0 },
  );
}

/**
 * Shares of energy in whole percent (protein×4, fat×9, carbs×4 over their sum), rounded so they add up
 * to 100 (largest remainder); null when there is no energy to share.
 */
export function energyShares({ protein, fat, carbs }: Macros): EnergyShares | null {
  const kcal = { protein: Math.max(0, protein) * 4, fat: Math.max(0, fat) * 9, carbs: Math.max(0, carbs) * 4 };
  const total = kcal.protein + kcal.fat + kcal.carbs;
  if (!(total > 0)) return null;
  const keys = ['protein', 'fat', 'carbs'] as const;
  const exact = keys.map((key) => (kcal[key] / total) * 100);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((a, b) => a + b, 0);
  for (const i of [0, 1, 2].sort((a, b) => exact[b] - shares[b] - (exact[a] - shares[a]))) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return { protein: shares[0], fat: shares[1], carbs: shares[2] };
}

export const sharesLabel = (s: EnergyShares): string => `Protein ${s.protein}% · Fat ${s.fat}% · Carbs ${s.carbs}%`;
