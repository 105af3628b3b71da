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

export interface Preferences {
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
  calorieGoal: number;
  weeklyBudget: number;
  preferredStore: StoreId | null;
}

/** Spec §5 defaults, shown until the server answers. */
export const DEFAULT_PREFERENCES: Preferences = {
  dietaryRestrictions: [],
  allergies: [],
  dislikedIngredients: [],
  calorieGoal: 2000,
  weeklyBudget: 150,
  preferredStore: null,
};

/** weeklyBudget may arrive as a string (spec §3). */
function normalise(raw: Partial<Preferences> & { weeklyBudget?: number | string }): Preferences {
  return {
    ...DEFAULT_PREFERENCES,
    ...raw,
    weeklyBudget: Number(raw.weeklyBudget ?? DEFAULT_PREFERENCES.weeklyBudget),
    preferredStore: raw.preferredStore || null,
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
