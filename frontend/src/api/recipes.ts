/**
 * Recipes, favourites and adding a recipe to a meal plan (spec §3, §7): types, SWR hooks and writes.
 * Shapes are read leniently, as the spec allows (results or curated_recipes; ingredients or
 * extendedIngredients as a list or a JSON string; instructions as text, JSON or a list).
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from './fetcher';
import { API_KEYS } from './keys';
import { refreshReads } from './swr-readers';
import type { PriceSource } from './price-source';

/** Which ingredient lines a recipe's nutrition counts, and why any is left out. */
export interface NutritionCoverage {
  counted: number;
  total: number;
  notCounted: { line: string; reason: string }[];
  /** "11 of 12 ingredients counted; not counted: salt — to taste" */
  summary?: string;
}

export interface RecipeNutritionSummary {
  calories: number;
  /** On a recipe's detail: how complete the figures are (absent when the recipe service does not say). */
  coverage?: NutritionCoverage;
  protein?: number;
  carbs?: number;
  fat?: number;
  saturatedFat?: number;
  fiber?: number;
  sugars?: number;
  sodium?: number;
}

export interface RecipeCardData {
  id: number;
  title: string;
  image?: string | null;
  readyInMinutes?: number;
  servings?: number;
  calories?: number;
  nutrition?: RecipeNutritionSummary | null;
  summary?: string;
  diets?: string[];
  allergens?: string[];
}

export interface RecipeIngredient {
  id?: number | null;
  name?: string;
  nameClean?: string;
  original?: string;
  amount?: number;
  unit?: string;
  matched?: boolean;
  /** Grams counted in the nutrition; null when the line counts nothing. */
  grams?: number | null;
  /** What the line counted ("cooked: 202 g cooked (SR28 20037) = dry brown rice × 0.337 …") or why nothing ("to taste"). */
  detail?: string | null;
}

export interface RecipeStep {
  number?: number;
  step: string;
}

/** "11 of 12 ingredients counted; not counted: 1 large shallot — no USDA weight for shallot by the piece"; null when unknown. */
export function coverageText(coverage: NutritionCoverage | undefined): string | null {
  if (!coverage) return null;
  if (coverage.summary) return coverage.summary;
  const head = `${coverage.counted} of ${coverage.total} ingredients counted`;
  if (coverage.counted === coverage.total) return head;
  return `${head}; not counted: ${coverage.notCounted.map((n) => `${n.line} — ${n.reason}`).join('; ')}`;
}

export interface RecipeDetailData extends RecipeCardData {
  extendedIngredients?: RecipeIngredient[] | string;
  ingredients?: RecipeIngredient[] | string;
  instructions?: string | string[] | null;
  parsedInstructions?: RecipeStep[] | string[] | string;
  analyzedInstructions?: { name?: string; steps?: RecipeStep[] }[];
  costPerServing?: number | null;
  /** Where the cost per serving comes from, in the words a grocery line uses. */
  costSource?: PriceSource | null;
  cuisine?: string | null;
  mealTypes?: string[];
  /** A recipe of the person's own (written or imported): only they see it, and they can edit or delete it. */
  isOwn?: boolean;
}

export interface RecipeSearchResponse {
  results?: RecipeCardData[];
  curated_recipes?: RecipeCardData[];
  curated?: boolean;
  totalFound?: number;
  message?: string;
}

export interface MealPlanOption {
  id: string;
  name?: string | null;
  weekStartDate?: string;
  createdAt?: string;
}

export const RECIPES_PER_SEARCH = 12;
/** GET /api/meal-plans: the meal-plans screen reads the same key, so one `mutate` refreshes both. */
export const MEAL_PLANS_KEY = '/api/meal-plans';

export const recipeKeys = {
  search: (query: string) => `/api/recipes/search?query=${encodeURIComponent(query)}&number=${RECIPES_PER_SEARCH}`,
  random: (count = RECIPES_PER_SEARCH) => `/api/recipes/random?number=${count}`,
  detail: (id: number | string) => `/api/recipes/${encodeURIComponent(String(id))}`,
  favorites: API_KEYS.favorites,
};

/** Search results for a submitted query; nothing is fetched while `query` is null. */
export function useRecipeSearch(query: string | null) {
  return useSWR<RecipeSearchResponse>(query ? recipeKeys.search(query) : null);
}

export function useRecipe(id: number | string | null | undefined) {
  return useSWR<RecipeDetailData>(id === null || id === undefined ? null : recipeKeys.detail(id));
}

/** The person's favourites (an array of recipes, or of items with recipeId). */
export function useFavorites() {
  return useSWR<(RecipeCardData & { recipeId?: number })[]>(recipeKeys.favorites);
}

/** Ids of the person's favourite recipes. */
export function favoriteIdsOf(list: (RecipeCardData & { recipeId?: number })[] | undefined): Set<number> {
  return new Set((list ?? []).map((f) => Number(f.recipeId ?? f.id)));
}

/** POST /api/favorites, then the favourites list is read again (hearts turn disabled). */
export function useAddFavorite(): (recipeId: number) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async (recipeId: number) => {
    await apiFetch('/api/favorites', { method: 'POST', body: { recipeId } });
    await mutate(recipeKeys.favorites);
  }, [mutate]);
}

/** Reads the meal plans now (fresh, into the shared cache) when the 'Add to Meal Plan' button is pressed. */
export function useLoadMealPlanOptions(): () => Promise<MealPlanOption[]> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const plans = await apiFetch<MealPlanOption[]>(MEAL_PLANS_KEY);
    await mutate(MEAL_PLANS_KEY, plans, { revalidate: false });
    return Array.isArray(plans) ? plans : [];
  }, [mutate]);
}

/** POST /api/recipes/{id}/add-to-meal-plan, then every meal-plan read (list and each plan) is refreshed. */
export function useAddRecipeToMealPlan(): (recipeId: number, body: { mealPlanId: string; dayOfWeek: number; mealType: string }) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async (recipeId, body) => {
    await apiFetch(`/api/recipes/${recipeId}/add-to-meal-plan`, { method: 'POST', body });
    await mutate((key) => typeof key === 'string' && key.startsWith(MEAL_PLANS_KEY));
  }, [mutate]);
}

export interface ImportedRecipe extends RecipeDetailData {
  /** Ingredient lines that matched no catalogue ingredient (kept, left out of nutrition and cost). */
  unmatchedIngredients: string[];
}

/** POST /api/recipes/import with a page's address or its HTML; the recipe becomes the person's own. */
export function useImportRecipe(): (input: { url: string } | { html: string }) => Promise<ImportedRecipe> {
  const { mutate } = useSWRConfig();
  return useCallback(async (input) => {
    const recipe = await apiFetch<ImportedRecipe>('/api/recipes/import', { method: 'POST', body: input });
    // Searches may now find it, and a re-import changes an open recipe.
    await mutate((key) => typeof key === 'string' && key.startsWith('/api/recipes/'));
    return recipe;
  }, [mutate]);
}

/** A recipe as the person writes it (POST /api/recipes; PATCH sends the same fields). */
export interface RecipeDraft {
  title: string;
  servings: number;
  readyInMinutes: number;
  /** One ingredient as written per line ("2 cups cooked rice"). */
  ingredients: string[];
  instructions: string[];
  summary: string;
  /** null: no image. */
  image: string | null;
  /** Empty: the server guesses from the title. */
  mealTypes: string[];
}

/** What a recipe being written would be (POST /api/recipes/preview): its facts, each line counted or not and why. */
export interface RecipePreviewData {
  calories: number;
  nutrition: RecipeNutritionSummary;
  extendedIngredients: RecipeIngredient[];
  costPerServing: number | null;
  costSource: PriceSource | null;
  diets: string[];
  allergens: string[];
}

/** The preview's path; its SWR key is [path, the lines and servings as JSON]. */
export const RECIPE_PREVIEW_PATH = '/api/recipes/preview';

/**
 * The live preview of a recipe being written, for these lines and servings (null: nothing to ask).
 * The caller debounces; the last answer stays on screen while the next is asked, so figures never blink.
 */
export function useRecipePreview(draft: Pick<RecipeDraft, 'ingredients' | 'servings'> | null) {
  const key: [string, string] | null = draft ? [RECIPE_PREVIEW_PATH, JSON.stringify({ ingredients: draft.ingredients, servings: draft.servings })] : null;
  return useSWR<RecipePreviewData, Error, [string, string] | null>(
    key,
    ([path, body]: [string, string]) => apiFetch<RecipePreviewData>(path, { method: 'POST', body: JSON.parse(body) as unknown }),
    { keepPreviousData: true },
  );
}

/**
 * After a recipe is written, changed or deleted: searches, favourites, the recipe itself and the plans
 * that show it (an edit changes their calories). `except` is a key not to read again (a deleted recipe).
 */
function useRefreshAfterRecipeWrite(): (except?: string) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (except?: string) => refreshReads(mutate, (key) => key !== except && (key.startsWith('/api/recipes/') || key === recipeKeys.favorites || key.startsWith(MEAL_PLANS_KEY))),
    [mutate],
  );
}

/** POST /api/recipes: the person's own recipe, answered as its detail. */
export function useCreateRecipe(): (draft: RecipeDraft) => Promise<RecipeDetailData> {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshAfterRecipeWrite();
  return useCallback(async (draft) => {
    const recipe = await apiFetch<RecipeDetailData>('/api/recipes', { method: 'POST', body: draft });
    await refresh();
    await mutate(recipeKeys.detail(recipe.id), recipe, { revalidate: false });
    return recipe;
  }, [refresh, mutate]);
}

/** PATCH /api/recipes/{id} with every field of the editor; plans holding it take its new figures. */
export function useUpdateRecipe(): (id: number, draft: RecipeDraft) => Promise<RecipeDetailData> {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshAfterRecipeWrite();
  return useCallback(async (id, draft) => {
    const recipe = await apiFetch<RecipeDetailData>(`/api/recipes/${id}`, { method: 'PATCH', body: draft });
    await refresh();
    await mutate(recipeKeys.detail(id), recipe, { revalidate: false });
    return recipe;
  }, [refresh, mutate]);
}

/** DELETE /api/recipes/{id}; refused (409) while a meal plan holds it, with a message naming the plans. */
export function useDeleteRecipe(): (id: number) => Promise<void> {
  const refresh = useRefreshAfterRecipeWrite();
  return useCallback(async (id) => {
    await apiFetch(`/api/recipes/${id}`, { method: 'DELETE' });
    await refresh(recipeKeys.detail(id));
  }, [refresh]);
}

/** Results of a search response, whichever field the server used. */
export function resultsOf(data: RecipeSearchResponse | undefined): RecipeCardData[] {
  return data?.results ?? data?.curated_recipes ?? [];
}

function parseList<T>(value: T[] | string | null | undefined, what: string): T[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim()) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch (error) {
      // Spec §5: a list that fails to parse becomes empty (logged only).
      console.error(`Could not read the recipe's ${what}`, error);
      return [];
    }
  }
  return [];
}

export interface IngredientLine {
  key: string;
  text: string;
  matched: boolean;
  /** In the nutrition figures: matched and weighed. */
  counted: boolean;
  /** What was counted, or why nothing was. */
  detail: string | null;
}

/** Ingredient lines to show: original text, else amount + unit + name (amount defaults to 1, unit to ''). */
export function ingredientLinesOf(recipe: RecipeDetailData | undefined): IngredientLine[] {
  if (!recipe) return [];
  const list = parseList<RecipeIngredient | string>(recipe.extendedIngredients ?? recipe.ingredients, 'ingredients');
  return list.map((item, index) => {
    if (typeof item === 'string') return { key: `${index}`, text: item, matched: true, counted: true, detail: null };
    const name = item.name ?? item.nameClean ?? item.original ?? '';
    const text = item.original || [item.amount ?? 1, item.unit ?? '', name].filter((p) => p !== '').join(' ');
    // a line says whether it counts only when the recipe service weighs lines (`grams` present)
    const counted = item.matched !== false && (item.grams === undefined || (item.grams !== null && item.grams > 0));
    return { key: `${item.id ?? 'x'}-${index}`, text, matched: item.matched !== false, counted, detail: item.detail ?? null };
  }).filter((l) => l.text.trim() !== '');
}

/** Instruction steps in order, from analyzedInstructions, parsedInstructions or instructions. */
export function instructionStepsOf(recipe: RecipeDetailData | undefined): string[] {
  if (!recipe) return [];
  const analyzed = recipe.analyzedInstructions?.[0]?.steps;
  if (analyzed?.length) return analyzed.map((s) => s.step).filter(Boolean);
  const parsed = parseList<RecipeStep | string>(recipe.parsedInstructions, 'instructions');
  if (parsed.length) return parsed.map((s) => (typeof s === 'string' ? s : s.step)).filter(Boolean);
  const { instructions } = recipe;
  if (Array.isArray(instructions)) return instructions.filter(Boolean);
  if (typeof instructions === 'string' && instructions.trim()) {
    const text = instructions.trim();
    if (text.startsWith('[')) return parseList<RecipeStep | string>(text, 'instructions').map((s) => (typeof s === 'string' ? s : s.step)).filter(Boolean);
    return text.split(/\n+|<\/li>|<br\s*\/?>/i).map((s) => s.replace(/<[^>]*>/g, '').trim()).filter(Boolean);
  }
  return [];
}

/** Calories per serving, whichever field carries them. */
export function caloriesOf(recipe: Pick<RecipeCardData, 'nutrition' | 'calories'>): number | null {
  const value = recipe.nutrition?.calories ?? recipe.calories;
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
}
