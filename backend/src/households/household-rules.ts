import { MEAL_TYPES } from '../kitchen/vocabulary.js';
import type { MealAway } from './household.entity.js';

/** How long an invite link can be used. */
export const INVITE_DAYS = 7;

/** The name members see: the one given, else the owner's ("Alex's household"). */
export function householdName(name: string | null, ownerName: string | null): string {
  if (name?.trim()) return name.trim();
  return ownerName ? `${ownerName}'s household` : 'Your household';
}

/** An age typed today, kept as a year of birth so it is still right next year. */
export function birthYearFor(thisYear: number, age: number): number {
  return thisYear - age;
}

export function ageIn(thisYear: number, birthYear: number | null): number | null {
  return birthYear === null ? null : Math.max(0, thisYear - birthYear);
}

export type InviteState = 'usable' | 'used' | 'expired';

export function inviteState(usedAt: Date | null, expiresAt: Date, now: Date): InviteState {
  if (usedAt) return 'used';
  return expiresAt.getTime() <= now.getTime() ? 'expired' : 'usable';
}

/** One entry per meal, in the week's order (Sunday first, breakfast first): the same set reads the same. */
export function sortedMealsAway(meals: readonly MealAway[]): MealAway[] {
  const key = (m: MealAway) => m.dayOfWeek * MEAL_TYPES.length + MEAL_TYPES.indexOf(m.mealType);
  const seen = new Map<number, MealAway>();
  for (const m of meals) seen.set(key(m), { dayOfWeek: m.dayOfWeek, mealType: m.mealType });
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, m]) => m);
}
