import useSWR, { mutate } from 'swr';
import { apiFetch } from './fetcher';
import { apiEnumNames, apiEnums, apiLimits } from './schema';
import type { Schemas } from './types';

export const PREFERENCES_KEY = '/api/preferences';

/** A store the API prices (its StoreId enum). */
export type StoreId = Schemas['StoreId'];

/** Each store the API prices, in its order, with the name the API gives it. */
export const STORE_OPTIONS: readonly { value: StoreId; label: string }[] = apiEnums.StoreId.map((value) => ({
  value,
  label: apiEnumNames.StoreId[value],
}));

/** The quick-add chips of dietary restrictions and allergies (spec §7), in the API's order. */
export const DIET_CHIPS: readonly Schemas['DietChip'][] = apiEnums.DietChip;
export const ALLERGY_CHIPS: readonly Schemas['AllergyChip'][] = apiEnums.AllergyChip;

/** Percent of the day's calories per meal; the three add up to 100. */
export type MealShares = Schemas['MealShares'];

/** GET and POST /api/preferences; proteinGoal null = none; `saved` false while never saved (the defaults). */
export type Preferences = Schemas['Preferences'];
/**
 * What a save sends: everything but what only the server says (`saved`, `budgetSetBy`). The budget and store are
 * left out by a member of someone else's household: they are the household's, which its owner sets.
 */
export type PreferencesInput = Omit<Preferences, 'saved' | 'budgetSetBy' | 'weeklyBudget' | 'preferredStore'> &
  Partial<Pick<Preferences, 'weeklyBudget' | 'preferredStore'>>;

/** The split the planner uses unless the person chooses another (the server's default too). */
export const DEFAULT_MEAL_SHARES: Readonly<MealShares> = Object.freeze({ breakfast: 25, lunch: 35, dinner: 40 });
/** What the server accepts: each share a whole percent in this range, adding up to 100. */
export const MEAL_SHARE_MIN = 10;
export const MEAL_SHARE_MAX = 60;
/** What the server accepts for the daily calorie goal (whole kcal) and the weekly budget (dollars, to the cent). */
export const CALORIE_GOAL_MIN = apiLimits.SavePreferencesDto.calorieGoal.minimum;
export const CALORIE_GOAL_MAX = apiLimits.SavePreferencesDto.calorieGoal.maximum;
export const WEEKLY_BUDGET_MIN = apiLimits.SavePreferencesDto.weeklyBudget.minimum;
export const WEEKLY_BUDGET_MAX = apiLimits.SavePreferencesDto.weeklyBudget.maximum;
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
  saved: false,
  budgetSetBy: null,
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
    // a server that does not say is taken as saved: nobody is led to Settings on a guess
    saved: raw.saved ?? true,
    budgetSetBy: raw.budgetSetBy ?? null,
  };
}

/** GET /api/preferences. */
export function usePreferences() {
  return useSWR<Preferences, Error>(PREFERENCES_KEY, async (key: string) => normalise(await apiFetch<Preferences>(key)));
}

/** POST /api/preferences, then refresh everything that reads them. */
export async function savePreferences(preferences: PreferencesInput): Promise<Preferences> {
  const { dietaryRestrictions, allergies, dislikedIngredients, calorieGoal, weeklyBudget, preferredStore, mealShares, proteinGoal } =
    preferences;
  const saved = normalise(
    await apiFetch<Preferences>(PREFERENCES_KEY, {
      method: 'POST',
      body: {
        dietaryRestrictions,
        allergies,
        dislikedIngredients,
        calorieGoal,
        weeklyBudget,
        preferredStore: preferredStore === undefined ? undefined : (preferredStore ?? ''),
        mealShares,
        proteinGoal,
      },
    }),
  );
  await mutate(PREFERENCES_KEY, saved, { revalidate: false });
  return saved;
}
