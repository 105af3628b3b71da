/**
 * Recipes, favourites and adding a recipe to a meal plan (spec §3, §7): types, SWR hooks and writes.
 * The API's answers are typed from its document; the readers below also take the wider shapes the spec
 * allows a recipe service to send (results or curated_recipes; ingredients or extendedIngredients as a
 * list or a JSON string; instructions as text, JSON or a list).
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from './fetcher';
import { API_KEYS } from './keys';
import { refreshReads } from './swr-readers';
import type { Schemas } from './types';

/** Which ingredient lines a recipe's nutrition counts, and why any is left out. */
export type NutritionCoverage = Schemas['NutritionCoverage'];
/** A recipe as a result card shows it (search, random, favourites). */
export type RecipeCardData = Schemas['RecipeCard'];
/** A line of a recipe: `grams` counted (null when it counts nothing) and `detail`, what it counted or why not. */
export type RecipeIngredient = Schemas['RecipeIngredient'];
export type RecipeStep = Schemas['InstructionStep'];
/** GET /api/recipes/{id}: lines, steps, nutrition with its coverage, cost and where the cost comes from. */
export type RecipeDetailData = Schemas['RecipeDetail'];
export type RecipeSearchResponse = Schemas['RecipeSearchResults'];
/** A favourite: the recipe's card and its id again as recipeId. */
export type FavoriteRecipe = Schemas['FavoriteRecipe'];
/** The recipe saved by an import, with the lines that matched no catalogue ingredient. */
export type ImportedRecipe = Schemas['ImportedRecipe'];

/** An ingredient as the spec lets a recipe service write it: ours, or named by nameClean or original only. */
type SpecIngredient = Partial<RecipeIngredient> & { nameClean?: string };
type SpecStep = Partial<RecipeStep> & { step: string };

/**
 * A recipe as the readers below take it: the API's RecipeDetail, or what the spec (§3 Recipe) lets a
 * recipe service send instead: ingredients and steps under other names, as JSON text or as lists.
 */
export type SpecRecipe = Partial<Omit<RecipeDetailData, 'extendedIngredients' | 'instructions' | 'analyzedInstructions'>> & {
  extendedIngredients?: SpecIngredient[] | string;
  ingredients?: SpecIngredient[] | string;
  instructions?: string | string[] | null;
  parsedInstructions?: SpecStep[] | string[] | string;
  analyzedInstructions?: { name?: string; steps?: SpecStep[] }[];
};

/** "11 of 12 ingredients counted; not counted: 1 large shallot — no USDA weight for shallot by the piece"; null when unknown. */
export function coverageText(coverage: NutritionCoverage | undefined): string | null {
  if (!coverage) return null;
  if (coverage.summary) return coverage.summary;
  const head = `${coverage.counted} of ${coverage.total} ingredients counted`;
  if (coverage.counted === coverage.total) return head;
  return `${head}; not counted: ${coverage.notCounted.map((n) => `${n.line} — ${n.reason}`).join('; ')}`;
}

export const RECIPES_PER_SEARCH = 12;
export const recipeKeys = {
  search: (query: string) => `/api/recipes/search?query=${encodeURIComponent(query)}&number=${RECIPES_PER_SEARCH}`,
  random: (count = RECIPES_PER_SEARCH) => `/api/recipes/random?number=${count}`,
  detail: (id: number | string) => `/api/recipes/${encodeURIComponent(String(id))}`,
  favorites: API_KEYS.favorites,
  /** Under /api/recipes/, so every recipe write (which reads that prefix again) refreshes it. */
  mine: '/api/recipes/mine',
};

/** The person's own recipes (written or imported), newest first. */
export function useOwnRecipes() {
  return useSWR<RecipeCardData[]>(recipeKeys.mine);
}

/** Search results for a submitted query; nothing is fetched while `query` is null. */
export function useRecipeSearch(query: string | null) {
  return useSWR<RecipeSearchResponse>(query ? recipeKeys.search(query) : null);
}

export function useRecipe(id: number | string | null | undefined) {
  return useSWR<RecipeDetailData, Error>(id === null || id === undefined ? null : recipeKeys.detail(id));
}

/** The person's favourites (an array of recipes, or of items with recipeId). */
export function useFavorites() {
  return useSWR<FavoriteRecipe[]>(recipeKeys.favorites);
}

/** Ids of the person's favourite recipes. */
export function favoriteIdsOf(list: (RecipeCardData & { recipeId?: number })[] | undefined): Set<number> {
  return new Set((list ?? []).map((f) => Number(f.recipeId ?? f.id)));
}

/** POST /api/favorites, then the favourites list is read again (hearts turn filled). */
export function useAddFavorite(): (recipeId: number) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (recipeId: number) => {
      await apiFetch(API_KEYS.favorites, { method: 'POST', body: { recipeId } });
      await mutate(recipeKeys.favorites);
    },
    [mutate],
  );
}

/** DELETE /api/favorites/{id}, then the favourites list is read again (hearts turn empty). */
export function useRemoveFavorite(): (recipeId: number) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (recipeId: number) => {
      await apiFetch(`${API_KEYS.favorites}/${recipeId}`, { method: 'DELETE' });
      await mutate(recipeKeys.favorites);
    },
    [mutate],
  );
}

/** POST /api/recipes/{id}/add-to-meal-plan, then every meal-plan read (list and each plan) is refreshed. */
export function useAddRecipeToMealPlan(): (recipeId: number, body: Schemas['AddRecipeToPlanDto']) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (recipeId, body) => {
      await apiFetch(`/api/recipes/${recipeId}/add-to-meal-plan`, { method: 'POST', body });
      await mutate((key) => typeof key === 'string' && key.startsWith(API_KEYS.mealPlans));
    },
    [mutate],
  );
}

/** POST /api/recipes/import with a page's address or its HTML; the recipe becomes the person's own. */
export function useImportRecipe(): (input: { url: string } | { html: string }) => Promise<ImportedRecipe> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input) => {
      const recipe = await apiFetch<ImportedRecipe>('/api/recipes/import', { method: 'POST', body: input });
      // Searches may now find it, and a re-import changes an open recipe.
      await mutate((key) => typeof key === 'string' && key.startsWith('/api/recipes/'));
      return recipe;
    },
    [mutate],
  );
}

/** A recipe as the person writes it: the editor sends every field (POST /api/recipes; PATCH sends the same). */
export type RecipeDraft = Required<Schemas['CreateOwnRecipeDto']>;

/** What a recipe being written would be (POST /api/recipes/preview): its facts, each line counted or not and why. */
export type RecipePreviewData = Schemas['RecipePreview'];

/** The preview's path; its SWR key is [path, the lines and servings as JSON]. */
export const RECIPE_PREVIEW_PATH = '/api/recipes/preview';

/**
 * The live preview of a recipe being written, for these lines and servings (null: nothing to ask).
 * The caller debounces; the last answer stays on screen while the next is asked, so figures never blink.
 */
export function useRecipePreview(draft: Pick<RecipeDraft, 'ingredients' | 'servings'> | null) {
  const key: [string, string] | null = draft
    ? [RECIPE_PREVIEW_PATH, JSON.stringify({ ingredients: draft.ingredients, servings: draft.servings })]
    : null;
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
    (except?: string) =>
      refreshReads(
        mutate,
        (key) => key !== except && (key.startsWith('/api/recipes/') || key === recipeKeys.favorites || key.startsWith(API_KEYS.mealPlans)),
      ),
    [mutate],
  );
}

/** POST /api/recipes: the person's own recipe, answered as its detail. */
export function useCreateRecipe(): (draft: RecipeDraft) => Promise<RecipeDetailData> {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshAfterRecipeWrite();
  return useCallback(
    async (draft) => {
      const recipe = await apiFetch<RecipeDetailData>('/api/recipes', { method: 'POST', body: draft });
      await refresh();
      await mutate(recipeKeys.detail(recipe.id), recipe, { revalidate: false });
      return recipe;
    },
    [refresh, mutate],
  );
}

/** PATCH /api/recipes/{id} with every field of the editor; plans holding it take its new figures. */
export function useUpdateRecipe(): (id: number, draft: RecipeDraft) => Promise<RecipeDetailData> {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshAfterRecipeWrite();
  return useCallback(
    async (id, draft) => {
      const recipe = await apiFetch<RecipeDetailData>(`/api/recipes/${id}`, { method: 'PATCH', body: draft });
      await refresh();
      await mutate(recipeKeys.detail(id), recipe, { revalidate: false });
      return recipe;
    },
    [refresh, mutate],
  );
}

/** DELETE /api/recipes/{id}; refused (409) while a meal plan holds it, with a message naming the plans. */
export function useDeleteRecipe(): (id: number) => Promise<void> {
  const refresh = useRefreshAfterRecipeWrite();
  return useCallback(
    async (id) => {
      await apiFetch(`/api/recipes/${id}`, { method: 'DELETE' });
      await refresh(recipeKeys.detail(id));
    },
    [refresh],
  );
}

/** Results of a search response, whichever field the server used. */
export function resultsOf(data: Partial<RecipeSearchResponse> | undefined): RecipeCardData[] {
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
  /** Counted with the nearest food's USDA figures (SR28 has no record of this one): shown as "approximate". */
  approximate: boolean;
}

/** How the API's line detail says a food's figures are the nearest food's (backend/src/catalog/weigh-line.ts). */
const APPROXIMATE_FIGURES = /USDA figures of the nearest food: approximate/;

/** Ingredient lines to show: original text, else amount + unit + name (amount defaults to 1, unit to ''). */
export function ingredientLinesOf(recipe: SpecRecipe | undefined): IngredientLine[] {
  if (!recipe) return [];
  const list = parseList<SpecIngredient | string>(recipe.extendedIngredients ?? recipe.ingredients, 'ingredients');
  return list
    .map((item, index) => {
      if (typeof item === 'string') return { key: `${index}`, text: item, matched: true, counted: true, detail: null, approximate: false };
      const name = item.name ?? item.nameClean ?? item.original ?? '';
      const text = item.original || [item.amount ?? 1, item.unit ?? '', name].filter((p) => p !== '').join(' ');
      // a line says whether it counts only when the recipe service weighs lines (`grams` present)
      const counted = item.matched !== false && (item.grams === undefined || (item.grams !== null && item.grams > 0));
      const detail = item.detail ?? null;
      const approximate = counted && detail !== null && APPROXIMATE_FIGURES.test(detail);
      return { key: `${item.id ?? 'x'}-${index}`, text, matched: item.matched !== false, counted, detail, approximate };
    })
    .filter((l) => l.text.trim() !== '');
}

/** Instruction steps in order, from analyzedInstructions, parsedInstructions or instructions. */
export function instructionStepsOf(recipe: SpecRecipe | undefined): string[] {
  if (!recipe) return [];
  const analyzed = recipe.analyzedInstructions?.[0]?.steps;
  if (analyzed?.length) return analyzed.map((s) => s.step).filter(Boolean);
  const parsed = parseList<SpecStep | string>(recipe.parsedInstructions, 'instructions');
  if (parsed.length) return parsed.map((s) => (typeof s === 'string' ? s : s.step)).filter(Boolean);
  const { instructions } = recipe;
  if (Array.isArray(instructions)) return instructions.filter(Boolean);
  if (typeof instructions === 'string' && instructions.trim()) {
    const text = instructions.trim();
    if (text.startsWith('['))
      return parseList<SpecStep | string>(text, 'instructions')
        .map((s) => (typeof s === 'string' ? s : s.step))
        .filter(Boolean);
    return text
      .split(/\n+|<\/li>|<br\s*\/?>/i)
      .map((s) => s.replace(/<[^>]*>/g, '').trim())
      .filter(Boolean);
  }
  return [];
}

/** Calories per serving, whichever field carries them. */
export function caloriesOf(recipe: { calories?: number; nutrition?: { calories: number } | null }): number | null {
  const value = recipe.nutrition?.calories ?? recipe.calories;
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
}
