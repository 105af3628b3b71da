import { MEAL_LABELS, MEAL_TYPES, type MealType } from '../../api/meal-plans';
import {
  CALORIE_GOAL_MAX,
  CALORIE_GOAL_MIN,
  MEAL_SHARE_MAX,
  MEAL_SHARE_MIN,
  PROTEIN_GOAL_MAX,
  PROTEIN_GOAL_MIN,
  WEEKLY_BUDGET_MAX,
  WEEKLY_BUDGET_MIN,
  type MealShares,
} from '../../api/preferences';

/** The split's inputs, one per meal of the day (the API's MealType), in the order they are eaten. */
export const MEALS: readonly { key: MealType; label: string }[] = MEAL_TYPES.map((key) => ({ key, label: `${MEAL_LABELS[key]} %` }));

/** The split while it is being edited: a cleared input is null. */
export type MealSharesDraft = { [K in keyof MealShares]: number | null };

export const SPLIT_TOTAL_MESSAGE = 'Meal split must add up to 100';
export const SHARE_RANGE_MESSAGE = `Each meal needs a whole number from ${MEAL_SHARE_MIN} to ${MEAL_SHARE_MAX}`;
export const PROTEIN_RANGE_MESSAGE = `Protein goal must be a whole number from ${PROTEIN_GOAL_MIN} to ${PROTEIN_GOAL_MAX} g, or empty for none`;

const isShare = (n: number | null): n is number => n !== null && Number.isInteger(n) && n >= MEAL_SHARE_MIN && n <= MEAL_SHARE_MAX;

/** The running total shown under the inputs; empty inputs count as 0. */
export function splitTotal(draft: MealSharesDraft): number {
  return MEALS.reduce((sum, { key }) => sum + (draft[key] ?? 0), 0);
}

/** The split as the server takes it, or null while any share is missing or out of range. */
export function completeSplit(draft: MealSharesDraft): MealShares | null {
  const { breakfast, lunch, dinner } = draft;
  return isShare(breakfast) && isShare(lunch) && isShare(dinner) ? { breakfast, lunch, dinner } : null;
}

/** What is wrong with the split, in the same terms as the server (spec: whole numbers 10-60 adding up to 100); null when fine. */
export function mealSplitError(draft: MealSharesDraft): string | null {
  if (splitTotal(draft) !== 100) return SPLIT_TOTAL_MESSAGE;
  return completeSplit(draft) ? null : SHARE_RANGE_MESSAGE;
}

/** Empty means no goal; otherwise a whole number of grams in range. */
export function proteinGoalError(goal: number | null): string | null {
  if (goal === null) return null;
  return Number.isInteger(goal) && goal >= PROTEIN_GOAL_MIN && goal <= PROTEIN_GOAL_MAX ? null : PROTEIN_RANGE_MESSAGE;
}

export const CALORIE_RANGE_MESSAGE = `Calorie goal must be a whole number from ${CALORIE_GOAL_MIN.toLocaleString('en-US')} to ${CALORIE_GOAL_MAX.toLocaleString('en-US')} kcal`;
export const BUDGET_RANGE_MESSAGE = `Weekly budget must be from $${WEEKLY_BUDGET_MIN} to $${WEEKLY_BUDGET_MAX}, to the cent`;

/** A typed calorie goal: required, whole kcal, in the slider's bounds (the server's). */
export function calorieGoalError(goal: number | null): string | null {
  return goal !== null && Number.isInteger(goal) && goal >= CALORIE_GOAL_MIN && goal <= CALORIE_GOAL_MAX ? null : CALORIE_RANGE_MESSAGE;
}

/** A typed weekly budget: required, in the slider's bounds, at most two decimals (cents). */
export function weeklyBudgetError(budget: number | null): string | null {
  const inCents = budget === null ? NaN : Math.round(budget * 100);
  return budget !== null && Math.abs(inCents - budget * 100) < 1e-6 && budget >= WEEKLY_BUDGET_MIN && budget <= WEEKLY_BUDGET_MAX
    ? null
    : BUDGET_RANGE_MESSAGE;
}
