import useSWR, { mutate } from 'swr';
import { apiFetch } from './fetcher';

export const PREFERENCES_KEY = '/api/preferences';

export const STORE_OPTIONS = [
  { value: 'whole-foods', label: 'Whole Foods' },
  { value: 'safeway', label: 'Safeway' },
  { value: 'kroger', label: 'Kroger' },
  { value: 'trader-joes', label: "Trader Joe's" },
  { value: 'costco', label: 'Costco' },
] as const;

export type StoreId = (typeof STORE_OPTIONS)[number]['value'];

/** Percent of the day's calories per meal; the three add up to 100. */
export interface MealShares {
  breakfast: number;
  lunch: number;
  dinner: number;
}

export interface Preferences {
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
  calorieGoal: number;
  weeklyBudget: number;
  preferredStore: StoreId | null;
  mealShares: MealShares;
  /** Daily protein floor in grams; null = none. */
  proteinGoal: number | null;
}

/** The split the planner uses unless the person chooses another (the server's default too). */
export const DEFAULT_MEAL_SHARES: Readonly<MealShares> = Object.freeze({ breakfast: 25, lunch: 35, dinner: 40 });
/** What the server accepts: each share a whole percent in this range, adding up to 100. */
export const MEAL_SHARE_MIN = 10;
export const MEAL_SHARE_MAX = 60;
/** What the server accepts for the daily protein goal, in whole grams. */
export const PROTEIN_GOAL_MIN = 20;
export const PROTEIN_GOAL_MAX = 400;

/** Spec §5 defaults, shown until the server answers. */
export const DEFAULT_PREFERENCES: Preferences = {
  dietaryRestrictions: [],
  allergies: [],
  dislikedIngredients: [],
  calorieGoal: 2000,
  weeklyBudget: 150,
  preferredStore: null,
  mealShares: { ...DEFAULT_MEAL_SHARES },
  proteinGoal: null,
};

/** weeklyBudget may arrive as a string (spec §3); a server that predates the split answers without one. */
function normalise(raw: Partial<Preferences> & { weeklyBudget?: number | string }): Preferences {
  return {
    ...DEFAULT_PREFERENCES,
    ...raw,
    weeklyBudget: Number(raw.weeklyBudget ?? DEFAULT_PREFERENCES.weeklyBudget),
    preferredStore: raw.preferredStore || null,
    mealShares: { ...(raw.mealShares ?? DEFAULT_MEAL_SHARES) },
    proteinGoal: raw.proteinGoal ?? null,
  };
}

/** GET /api/preferences. */
export function usePreferences() {
  return useSWR<Preferences, Error>(PREFERENCES_KEY, async (key: string) => normalise(await apiFetch<Preferences>(key)));
}

/** POST /api/preferences, then refresh everything that reads them. */
export async function savePreferences(preferences: Preferences): Promise<Preferences> {
  const saved = normalise(await apiFetch<Preferences>(PREFERENCES_KEY, { method: 'POST', body: { ...preferences, preferredStore: preferences.preferredStore ?? '' } }));
  await mutate(PREFERENCES_KEY, saved, { revalidate: false });
  return saved;
}
