/**
 * The recipe shapes the API answers (spec §3 Recipe, Ingredient, Recipe search response), built from
 * stored rows or from a provider. Pure: no Nest, no ORM.
 */
import type { PriceProvenance } from '../catalog/price-provenance.js';
import { nutritionCoverage, type NutritionCoverage } from './nutrition-coverage.js';
import type { RecipeNutrition } from './recipe.entity.js';

/** A result card: what search, random and favourites answer. */
export interface RecipeCard {
  id: number;
  title: string;
  image: string | null;
  readyInMinutes: number;
  servings: number;
  /** Per serving, whole kcal. */
  calories: number;
  nutrition: { calories: number; protein: number; carbs: number; fat: number };
  /** HTML (spec §3); ours is plain sentences with <b> at most. */
  summary: string;
  diets: string[];
  allergens: string[];
  mealTypes: string[];
  cuisine: string | null;
}

/** A recipe's ingredient line: as written, as read (name, amount, unit) and what it counts. */
export interface RecipeLine {
  /** `ingredients.id` of the matched catalogue entry; null when the line matched nothing (kept and flagged). */
  ingredientId: number | null;
  name: string;
  amount: number;
  unit: string;
  original: string;
  /** Grams in the whole recipe; null when unmatched or when the amount cannot be weighed ("salt to taste"). */
  grams: number | null;
  /** What the line counted ("cooked: 202 g cooked = dry brown rice × 0.337 … = 68 g") or why nothing ("to taste"). */
  detail: string | null;
}

/** A line as the API shows it: its row id (null in a preview) and whether it matched the catalogue. */
export interface RecipeIngredientView extends RecipeLine {
  id: number | null;
  matched: boolean;
}

export interface RecipeDetail extends Omit<RecipeCard, 'nutrition'> {
  /**
   * Per serving, with which lines are counted (and why any is not). No coverage for a Spoonacular
   * recipe: it analyses the lines itself and does not say which it counted.
   */
  nutrition: RecipeNutrition & { coverage?: NutritionCoverage };
  extendedIngredients: RecipeIngredientView[];
  analyzedInstructions: { name: string; steps: { number: number; step: string }[] }[];
  /** The steps as one text, one per line. */
  instructions: string;
  /** Store-brand dollars per serving at the person's store (or the default store). */
  costPerServing: number | null;
  /** Where the cost per serving comes from, in the words a grocery line uses ("estimate: U.S. average prices, …"). */
  costSource: PriceProvenance | null;
  costPerServingByStore: Record<string, number>;
  tags: string[];
  sourceUrl: string | null;
  /** True for a recipe of the person's own, written or imported (only they can see it, and they can edit it). */
  isOwn: boolean;
}

export interface RecipeSearchResponse {
  results: RecipeCard[];
  curated: false;
  totalFound: number;
  message: string;
}

export interface StoredRecipe {
  id: number;
  title: string;
  image?: string | null;
  readyInMinutes: number;
  servings: number;
  calories: number;
  nutrition: RecipeNutrition;
  summary: string;
  diets: string[];
  allergens: string[];
  mealTypes: string[];
  cuisine?: string | null;
  tags: string[];
  instructions: string[];
  costPerServing: Record<string, number>;
  sourceUrl?: string | null;
  ownerId?: string | null;
}

export interface StoredIngredientLine {
  /** null for a line not stored (a preview). */
  id: number | null;
  ingredientId?: number | null;
  name: string;
  amount: number | string;
  unit: string;
  original: string;
  grams?: number | string | null;
  detail?: string | null;
}

const round1 = (n: number) => Math.round((Number(n) || 0) * 10) / 10;

export function cardOf(r: StoredRecipe): RecipeCard {
  const n = r.nutrition ?? ({} as RecipeNutrition);
  return {
    id: r.id,
    title: r.title,
    image: r.image ?? null,
    readyInMinutes: r.readyInMinutes,
    servings: r.servings,
    calories: r.calories,
    nutrition: { calories: r.calories, protein: round1(n.protein), carbs: round1(n.carbs), fat: round1(n.fat) },
    summary: r.summary,
    diets: [...(r.diets ?? [])],
    allergens: [...(r.allergens ?? [])],
    mealTypes: [...(r.mealTypes ?? [])],
    cuisine: r.cuisine ?? null,
  };
}

export function ingredientViewOf(line: StoredIngredientLine): RecipeIngredientView {
  return {
    id: line.id,
    ingredientId: line.ingredientId ?? null,
    name: line.name,
    amount: Number(line.amount),
    unit: line.unit,
    original: line.original,
    grams: line.grams === null || line.grams === undefined ? null : Number(line.grams),
    matched: line.ingredientId !== null && line.ingredientId !== undefined,
    detail: line.detail ?? null,
  };
}

/** Per-serving nutrition as the API answers it, with which lines it counts. */
function nutritionView(
  calories: number,
  nutrition: RecipeNutrition | null | undefined,
  lines: readonly StoredIngredientLine[],
): RecipeNutrition & { coverage: NutritionCoverage } {
  const n = nutrition ?? ({} as RecipeNutrition);
  return {
    calories,
    protein: round1(n.protein),
    fat: round1(n.fat),
    saturatedFat: round1(n.saturatedFat),
    carbs: round1(n.carbs),
    fiber: round1(n.fiber),
    sugars: round1(n.sugars),
    sodium: Math.round(Number(n.sodium) || 0),
    coverage: nutritionCoverage(lines),
  };
}

export function detailOf(
  r: StoredRecipe,
  lines: StoredIngredientLine[],
  store: string,
  viewerId: string | null,
  costSource: PriceProvenance | null = null,
): RecipeDetail {
  const card = cardOf(r);
  const steps = (r.instructions ?? []).map((step, i) => ({ number: i + 1, step }));
  const cost = r.costPerServing?.[store];
  return {
    ...card,
    nutrition: nutritionView(r.calories, r.nutrition, lines),
    extendedIngredients: lines.map(ingredientViewOf),
    analyzedInstructions: steps.length ? [{ name: '', steps }] : [],
    instructions: (r.instructions ?? []).join('\n'),
    costPerServing: typeof cost === 'number' ? cost : null,
    costSource: typeof cost === 'number' ? costSource : null,
    costPerServingByStore: { ...(r.costPerServing ?? {}) },
    tags: [...(r.tags ?? [])],
    sourceUrl: r.sourceUrl ?? null,
    isOwn: !!viewerId && r.ownerId === viewerId,
  };
}

/**
 * What a recipe being written would be (POST /api/recipes/preview): the facts a saved recipe gets, from
 * the same lines and servings, with each line counted or "not counted" and why. Nothing is stored.
 */
export interface RecipePreview {
  calories: number;
  nutrition: RecipeNutrition & { coverage: NutritionCoverage };
  extendedIngredients: RecipeIngredientView[];
  costPerServing: number | null;
  costSource: PriceProvenance | null;
  costPerServingByStore: Record<string, number>;
  diets: string[];
  allergens: string[];
}

/** The facts of lines not stored (recipe-builder.ts's BuiltRecipe), as a preview. */
export interface PreviewFacts {
  lines: Omit<StoredIngredientLine, 'id'>[];
  nutrition: RecipeNutrition;
  calories: number;
  costPerServing: Record<string, number>;
  diets: string[];
  allergens: string[];
}

export function previewOf(built: PreviewFacts, store: string, costSource: PriceProvenance | null = null): RecipePreview {
  const lines = built.lines.map((l) => ({ ...l, id: null }));
  const cost = built.costPerServing[store];
  return {
    calories: built.calories,
    nutrition: nutritionView(built.calories, built.nutrition, lines),
    extendedIngredients: lines.map(ingredientViewOf),
    costPerServing: typeof cost === 'number' ? cost : null,
    costSource: typeof cost === 'number' ? costSource : null,
    costPerServingByStore: { ...built.costPerServing },
    diets: [...built.diets],
    allergens: [...built.allergens],
  };
}

export function searchMessage(query: string, found: number, hidden: number): string {
  const base = found === 0 ? `No recipes found for "${query}"` : `Found ${found} recipe${found === 1 ? '' : 's'} for "${query}"`;
  return hidden > 0 ? `${base} (${hidden} more left out by your dietary preferences)` : base;
}
