/**
 * When a new daily calorie goal needs care before it is set: very low, a large cut at once, or set to lose weight at a
 * pace. Such a goal is asked first with a caution, by either engine (issue #22 §5: no verdict on how little to eat).
 * Pure.
 */

/** A calorie goal below this is asked first, with a word that we cannot advise on it. */
export const LOW_CALORIE_GOAL = 1200;
/** A cut of more than this share of the goal at once is asked first too. */
export const LARGE_CUT = 1 / 3;

export const PACE_CAUTION =
  "I can't advise on how fast to lose weight or how little to eat — please check a goal like this with your doctor or a registered dietitian.";

export type CalorieCare = 'low' | 'cut' | 'pace';

/** Why `value` (from `current`) needs asking first; null when it may be set as asked. */
export function calorieGoalCare(value: number, current: number | null, { weightLoss = false } = {}): CalorieCare | null {
  if (value < LOW_CALORIE_GOAL) return 'low';
  if (current !== null && current > 0 && (current - value) / current > LARGE_CUT) return 'cut';
  return weightLoss ? 'pace' : null;
}

/** The sentence that says why, before the caution; empty for a pace, which the caution itself speaks of. */
export function careReason(care: CalorieCare): string {
  return care === 'low' ? 'That is a very low goal.' : care === 'cut' ? 'That is a big cut at once.' : '';
}
