/**
 * Spoonacular adapter (used when SPOONACULAR_API_KEY is set): search, random and detail go to its
 * documented endpoints and come back in our shapes (recipe-views.ts).
 *   GET /recipes/complexSearch?query&number&addRecipeInformation=true&addRecipeNutrition=true[&diet&intolerances&excludeIngredients]
 *   GET /recipes/random?number&includeNutrition=true
 *   GET /recipes/{id}/information?includeNutrition=true
 * The key travels as the `apiKey` query parameter. No Nest here: the service constructs it.
 */
import { notFound, unavailable, upstreamFailed } from '../common/domain-error.js';
import { dietsNamed, type DietaryRules } from '../kitchen/dietary-rules.js';
import type { Allergen, Diet } from '../kitchen/diets.js';
import type { RecipeNutrition } from './recipe.entity.js';
import type { RecipeCard, RecipeDetail } from './recipe-views.js';

interface SpoonNutrient {
  name: string;
  amount: number;
  unit: string;
}
export interface SpoonRecipe {
  id: number;
  title: string;
  image?: string;
  readyInMinutes?: number;
  servings?: number;
  summary?: string;
  diets?: string[];
  cuisines?: string[];
  dishTypes?: string[];
  instructions?: string | null;
  analyzedInstructions?: { name?: string; steps?: { number: number; step: string }[] }[];
  extendedIngredients?: { id?: number; name?: string; nameClean?: string | null; original?: string; amount?: number; unit?: string }[];
  nutrition?: { nutrients?: SpoonNutrient[] };
  pricePerServing?: number;
  sourceUrl?: string;
  glutenFree?: boolean;
  dairyFree?: boolean;
  vegan?: boolean;
  vegetarian?: boolean;
  ketogenic?: boolean;
}

/** Spoonacular's words for our diet records and allergens: a new record fails the type check until it is named here. */
const DIETS: Record<Diet, string | null> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  'gluten-free': 'gluten free',
  'dairy-free': null, // an intolerance there, not a diet
  keto: 'ketogenic',
  paleo: 'paleo',
};
const INTOLERANCES: Record<Allergen, string> = {
  milk: 'dairy',
  eggs: 'egg',
  gluten: 'gluten',
  wheat: 'wheat',
  peanuts: 'peanut',
  'tree-nuts': 'tree nut',
  shellfish: 'shellfish',
  fish: 'seafood',
  soy: 'soy',
  sesame: 'sesame',
};

/** complexSearch filters for our dietary rules (diets AND-ed with commas; dairy-free is an intolerance there). */
export function spoonacularFilters(rules: DietaryRules | null): Record<string, string> {
  if (!rules) return {};
  const diet = rules.requiredDiets.map((d) => DIETS[d]).filter(Boolean);
  const intolerances = new Set(rules.excludedAllergens.map((a) => INTOLERANCES[a]).filter(Boolean));
  if (rules.requiredDiets.includes('dairy-free')) intolerances.add('dairy');
  const out: Record<string, string> = {};
  if (diet.length) out.diet = diet.join(',');
  if (intolerances.size) out.intolerances = [...intolerances].join(',');
  if (rules.excludedTerms.length) out.excludeIngredients = rules.excludedTerms.join(',');
  return out;
}

function nutrient(list: SpoonNutrient[] | undefined, name: string): number {
  const hit = list?.find((n) => n.name.toLowerCase() === name.toLowerCase());
  return hit ? Number(hit.amount) || 0 : 0;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function nutritionOf(r: SpoonRecipe): RecipeNutrition {
  const list = r.nutrition?.nutrients;
  return {
    calories: Math.round(nutrient(list, 'Calories')),
    protein: round1(nutrient(list, 'Protein')),
    fat: round1(nutrient(list, 'Fat')),
    saturatedFat: round1(nutrient(list, 'Saturated Fat')),
    carbs: round1(nutrient(list, 'Carbohydrates')),
    fiber: round1(nutrient(list, 'Fiber')),
    sugars: round1(nutrient(list, 'Sugar')),
    sodium: Math.round(nutrient(list, 'Sodium')),
  };
}

function dietsOf(r: SpoonRecipe): string[] {
  // Spoonacular's diet words ('lacto ovo vegetarian', 'paleolithic', 'primal') are words of our diet records.
  const out = new Set<string>((r.diets ?? []).flatMap((d) => dietsNamed(d)));
  if (r.vegan) out.add('vegan');
  if (r.vegetarian) out.add('vegetarian');
  if (r.glutenFree) out.add('gluten-free');
  if (r.dairyFree) out.add('dairy-free');
  if (r.ketogenic) out.add('keto');
  return [...out].sort();
}

const MEAL_TYPES: Record<string, string> = {
  breakfast: 'breakfast',
  brunch: 'breakfast',
  'morning meal': 'breakfast',
  lunch: 'lunch',
  salad: 'lunch',
  soup: 'lunch',
  'main course': 'dinner',
  'main dish': 'dinner',
  dinner: 'dinner',
};

export function spoonCard(r: SpoonRecipe): RecipeCard {
  const n = nutritionOf(r);
  return {
    id: r.id,
    title: r.title,
    image: r.image ?? null,
    readyInMinutes: r.readyInMinutes ?? 0,
    servings: r.servings ?? 1,
    calories: n.calories,
    nutrition: { calories: n.calories, protein: n.protein, carbs: n.carbs, fat: n.fat },
    summary: r.summary ?? '',
    diets: dietsOf(r),
    allergens: [],
    mealTypes: [...new Set((r.dishTypes ?? []).map((d) => MEAL_TYPES[d.toLowerCase()]).filter(Boolean))],
    cuisine: r.cuisines?.[0] ?? null,
  };
}

export function spoonDetail(r: SpoonRecipe): RecipeDetail {
  const card = spoonCard(r);
  const analyzed = (r.analyzedInstructions ?? []).map((s) => ({
    name: s.name ?? '',
    steps: (s.steps ?? []).map((st) => ({ number: st.number, step: st.step })),
  }));
  const steps = analyzed.flatMap((s) => s.steps.map((st) => st.step));
  const cost = typeof r.pricePerServing === 'number' ? Math.round(r.pricePerServing) / 100 : null;
  return {
    ...card,
    nutrition: nutritionOf(r),
    extendedIngredients: (r.extendedIngredients ?? []).map((i) => ({
      id: i.id ?? null,
      ingredientId: null,
      name: i.nameClean || i.name || i.original || '',
      amount: i.amount ?? 1,
      unit: i.unit ?? '',
      original: i.original ?? i.name ?? '',
      grams: null,
      matched: true,
      detail: null,
    })),
    analyzedInstructions: analyzed,
    instructions: steps.length
      ? steps.join('\n')
      : (r.instructions ?? '')
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
    costPerServing: cost,
    costSource:
      cost === null
        ? null
        : {
            kind: 'estimate',
            label: "estimate: Spoonacular's price per serving",
            detail: "pricePerServing from the Spoonacular recipe API, in US cents; how it is estimated is Spoonacular's",
          },
    costPerServingByStore: {},
    tags: [...(r.dishTypes ?? [])],
    sourceUrl: r.sourceUrl ?? null,
    isOwn: false,
  };
}

export class SpoonacularClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs = 8000,
  ) {}

  private async get<T>(path: string, params: Record<string, string | number | boolean>): Promise<T> {
    const url = new URL(path.replace(/^\//, ''), this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
    url.searchParams.set('apiKey', this.apiKey);
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      throw upstreamFailed('The recipe service could not be reached. Please try again in a moment.', error);
    }
    if (res.status === 404) throw notFound('Recipe not found');
    if (res.status === 402 || res.status === 429)
      throw unavailable('The recipe service has reached its daily limit. Please try again later.');
    if (!res.ok) throw upstreamFailed(`The recipe service answered ${res.status}. Please try again in a moment.`);
    return (await res.json()) as T;
  }

  async search(query: string, number: number, rules: DietaryRules | null): Promise<{ results: RecipeCard[]; totalResults: number }> {
    const body = await this.get<{ results?: SpoonRecipe[]; totalResults?: number }>('/recipes/complexSearch', {
      query,
      number,
      addRecipeInformation: true,
      addRecipeNutrition: true,
      ...spoonacularFilters(rules),
    });
    const results = (body.results ?? []).map(spoonCard);
    return { results, totalResults: body.totalResults ?? results.length };
  }

  /** Random recipes; a person's diets become `include-tags` (its only diet filter). */
  async random(number: number, rules: DietaryRules | null = null): Promise<RecipeCard[]> {
    const diets = (rules?.requiredDiets ?? []).map((d) => (d === 'dairy-free' ? 'dairy free' : DIETS[d])).filter(Boolean);
    const body = await this.get<{ recipes?: SpoonRecipe[] }>('/recipes/random', {
      number,
      includeNutrition: true,
      ...(diets.length ? { 'include-tags': diets.join(',') } : {}),
    });
    return (body.recipes ?? []).map(spoonCard);
  }

  async detail(id: number): Promise<RecipeDetail> {
    return spoonDetail(await this.get<SpoonRecipe>(`/recipes/${id}/information`, { includeNutrition: true }));
  }
}
