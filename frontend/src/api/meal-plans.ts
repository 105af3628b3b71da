/**
 * Meal plans (spec §3, §7): types, SWR hooks, writes and the food search the plan dialogs use.
 * After every write, every meal-plan read (the list and each plan) is refreshed.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { apiFetch } from './fetcher';
import { API_KEYS } from './keys';
import { apiEnums } from './schema';
import { refreshReads } from './swr-readers';
import type { Schemas } from './types';

export type MealType = Schemas['MealType'];
export const MEAL_TYPES: readonly MealType[] = apiEnums.MealType;
/** The days of the week by name, indexed by dayOfWeek (0 = Sunday): the kitchen's words, from the API document. */
export const DAY_NAMES: readonly Schemas['WeekdayName'][] = apiEnums.WeekdayName;
/** A meal as a heading names it: 'Breakfast'. */
export const MEAL_LABELS = Object.fromEntries(MEAL_TYPES.map((m) => [m, m.charAt(0).toUpperCase() + m.slice(1)])) as Record<
  MealType,
  string
>;

/** One recipe or food of a slot, as planned (sides included); carbs and fat are 0 when unknown. */
export type MealItem = Schemas['MealItem'];
export type PlanDay = Schemas['PlanDay'];
export type DayStats = Schemas['DayStats'];
export type Relaxation = Schemas['Relaxation'];
/** GET /api/meal-plans: a plan as every list of plans shows it (this screen, Grocery Lists, Add to Meal Plan). */
export type MealPlanSummary = Schemas['MealPlanSummary'];
/** GET /api/meal-plans/{id}, and what every write to a plan answers. */
export type MealPlanDetail = Schemas['MealPlanView'];

/** A food as sent on add and create (spec §3 Food item); calories and protein per 100 g. */
export type FoodItemInput = Schemas['FoodItemDto'];
export type CreateMealEntry = Schemas['MealEntryDto'];

const MEAL_PLANS_KEY = API_KEYS.mealPlans;
export const mealPlanKey = (id: string) => `${MEAL_PLANS_KEY}/${encodeURIComponent(id)}`;

export function useMealPlans() {
  return useSWR<MealPlanSummary[]>(MEAL_PLANS_KEY);
}

export function useMealPlan(id: string | null | undefined) {
  return useSWR<MealPlanDetail, Error>(id ? mealPlanKey(id) : null);
}

/**
 * Refreshes the list and every plan read (on screen now or cached by a screen left), and the grocery lists:
 * a plan's list follows its changes on its own (it answers `updating` until it has).
 */
export function refreshMealPlans(mutate: ScopedMutator): Promise<unknown> {
  return refreshReads(mutate, (key) => key.startsWith(MEAL_PLANS_KEY) || key.startsWith(API_KEYS.groceryLists));
}

/** `refreshMealPlans` bound to the SWR cache of the component. */
export function useRefreshMealPlans(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => refreshMealPlans(mutate), [mutate]);
}

/** The writes of the meal plan screens, each followed by a refresh of what it changed. */
export function useMealPlanActions() {
  const refresh = useRefreshMealPlans();
  return {
    create: useCallback(
      async (body: Schemas['CreateMealPlanDto']) => {
        const plan = await apiFetch<MealPlanDetail>(MEAL_PLANS_KEY, { method: 'POST', body });
        await refresh();
        return plan;
      },
      [refresh],
    ),
    rename: useCallback(
      async (id: string, name: string) => {
        await apiFetch<MealPlanDetail>(mealPlanKey(id), { method: 'PATCH', body: { name } });
        await refresh();
      },
      [refresh],
    ),
    remove: useCallback(
      async (id: string) => {
        await apiFetch(mealPlanKey(id), { method: 'DELETE' });
        await refresh();
      },
      [refresh],
    ),
    addFood: useCallback(
      async (id: string, body: Schemas['AddFoodDto']) => {
        await apiFetch<MealPlanDetail>(`${mealPlanKey(id)}/meals`, { method: 'POST', body });
        await refresh();
      },
      [refresh],
    ),
    addRecipe: useCallback(
      async (recipeId: number, body: Schemas['AddRecipeToPlanDto']) => {
        await apiFetch(`/api/recipes/${recipeId}/add-to-meal-plan`, { method: 'POST', body });
        await refresh();
      },
      [refresh],
    ),
    removeItem: useCallback(
      async (id: string, itemId: string) => {
        await apiFetch<MealPlanDetail>(`${mealPlanKey(id)}/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
        await refresh();
      },
      [refresh],
    ),
    refresh,
  };
}

/** Swap on a plan slot: recipes that keep the day within its targets, each at the portion that does. */
export type SlotAlternatives = Schemas['SlotAlternatives'];
export type SwapAlternative = Schemas['SwapAlternative'];

/** A slot of a plan: the day of its week (0 = its first day) and the meal. */
export interface PlanSlot {
  dayIndex: number;
  mealType: MealType;
}

const slotPath = (id: string, slot: PlanSlot) => `${mealPlanKey(id)}/slots/${slot.dayIndex}/${slot.mealType}`;

/** The alternatives for a slot (null slot: nothing is read). */
export function useSlotAlternatives(id: string | null | undefined, slot: PlanSlot | null, keepSides: boolean) {
  return useSWR<SlotAlternatives, Error>(id && slot ? `${slotPath(id, slot)}/alternatives?keepSides=${keepSides}` : null);
}

/** Puts one of the alternatives in the slot; every plan read is refreshed after. */
export function useSwapSlot() {
  const refresh = useRefreshMealPlans();
  return useCallback(
    async (id: string, slot: PlanSlot, body: Schemas['SwapSlotDto']) => {
      await apiFetch<MealPlanDetail>(`${slotPath(id, slot)}/swap`, { method: 'POST', body });
      await refresh();
    },
    [refresh],
  );
}

/** POST /api/meal-plans/generate → the job id. `requestKey` makes a repeated click the same job. */
export function startPlanGeneration(requestKey: string, weekStartDate = localIsoDate()): Promise<Schemas['JobStarted']> {
  return apiFetch<Schemas['JobStarted']>(`${MEAL_PLANS_KEY}/generate`, { method: 'POST', body: { requestKey, weekStartDate } });
}

// ---------- food search (spec §3 Food search result, §5, §9) ----------

export type FoodNutrient = Schemas['FoodNutrient'];
/** A USDA food, nutrients per 100 g; `state` is what its description names (cooked, canned…), null when none. */
export type FoodSearchItem = Schemas['FoodSearchItem'];
export type FoodSearchResponse = Schemas['FoodSearchResult'];

export const FOOD_SEARCH_MIN = 3;
export const FOOD_PAGE_SIZE = 20;
export const foodSearchKey = (query: string) => `/api/foods/search?query=${encodeURIComponent(query)}&pageSize=${FOOD_PAGE_SIZE}`;

/** Searches once the text is at least 3 characters; not retried on failure. */
export function useFoodSearch(query: string) {
  const q = query.trim();
  return useSWR<FoodSearchResponse, Error>(q.length >= FOOD_SEARCH_MIN ? foodSearchKey(q) : null, { shouldRetryOnError: false });
}

export function foodsOf(data: FoodSearchResponse | undefined): FoodSearchItem[] {
  return data?.items ?? [];
}

/** Energy in KCAL, rounded; per 100 g. */
export function foodCalories(food: FoodSearchItem): number {
  const energy = food.foodNutrients.find((n) => n.nutrientName === 'Energy' && n.unitName.toUpperCase() === 'KCAL');
  return Math.round(energy?.value ?? 0);
}

export function foodProtein(food: FoodSearchItem): number {
  const protein = food.foodNutrients.find((n) => n.nutrientName === 'Protein');
  return protein?.value ?? 0;
}

// ---------- dates and labels ----------

/** Today (or `date`) in the browser's zone as YYYY-MM-DD. */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD (or ISO timestamp) as a local date object, without a time-zone shift for plain dates. */
export function parseDate(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
}

export function formatDate(
  value: string,
  options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' },
): string {
  return parseDate(value).toLocaleDateString(undefined, options);
}

export function addDaysIso(value: string, days: number): string {
  const d = parseDate(value);
  d.setDate(d.getDate() + days);
  return localIsoDate(d);
}

/** 'Week of {date}' when a plan has no name. */
export function planLabel(plan: Pick<MealPlanSummary, 'name' | 'weekStartDate'>, date: string = plan.weekStartDate): string {
  return plan.name?.trim() || `Week of ${formatDate(date)}`;
}

export const money = (n: number | null | undefined) => `$${(n ?? 0).toFixed(2)}`;

/** Reads the meal plans now (fresh, into the shared cache) when the 'Add to Meal Plan' button is pressed. */
export function useLoadMealPlanOptions(): () => Promise<MealPlanSummary[]> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const plans = await apiFetch<MealPlanSummary[]>(MEAL_PLANS_KEY);
    await mutate(MEAL_PLANS_KEY, plans, { revalidate: false });
    return Array.isArray(plans) ? plans : [];
  }, [mutate]);
}
