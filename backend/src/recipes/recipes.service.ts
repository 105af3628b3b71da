import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { invalid, notFound } from '../common/domain-error.js';
import { ReferenceCopy } from '../common/reference-copy.js';
import { isRowNumber } from '../common/row-id.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { hasOrmContext } from '../database/request-scope.js';
import { Settings } from '../config/settings.js';
import { recipeConflicts, type DietaryRules } from '../kitchen/dietary-rules.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import { KitchenOwners } from '../households/kitchen-owner.js';
import { recipeFromHtml } from './json-ld.js';
import { fetchRecipePage } from './page-fetch.js';
import { Recipe, RecipeIngredient, type RecipeNutrition } from './recipe.entity.js';
import { RecipeBuilder } from './recipe-builder.js';
import {
  cardOf,
  detailOf,
  searchMessage,
  type RecipeCard,
  type RecipeDetail,
  type RecipeSearchResponse,
  type StoredRecipe,
} from './recipe-views.js';
import { SpoonacularClient } from './spoonacular.js';
import { DEFAULT_STORE } from '../kitchen/vocabulary.js';

/**
 * A recipe as the meal planner and the grocery builder need it: what it costs, feeds and contains,
 * and each ingredient line in grams of a catalogue ingredient (ingredientId null = unmatched line).
 */
export interface PlannerRecipe {
  id: number;
  title: string;
  image: string | null;
  servings: number;
  readyInMinutes: number;
  mealTypes: string[];
  cuisine: string | null;
  tags: string[];
  /** Per serving. */
  calories: number;
  nutrition: RecipeNutrition;
  /** Store-brand dollars per serving, by store id (whole-foods, safeway, kroger, trader-joes, costco). */
  costPerServing: Record<string, number>;
  allergens: string[];
  diets: string[];
  /** For the whole recipe (all servings). */
  ingredients: { ingredientId: number | null; name: string; grams: number | null; amount: number; unit: string; original: string }[];
}

/**
 * Recipes a person may see: the shared library (no owner) and their own imports. Besides these, a recipe on a plan
 * of their household's is readable by every member from the plan (`plannedAt`), and by no one outside it.
 */
const visibleTo = (userId: string) => ({ $or: [{ owner: null }, { owner: userId }] });

@Injectable()
export class RecipesService {
  private readonly spoonacular: SpoonacularClient | null;
  private readonly library = new ReferenceCopy<readonly PlannerRecipe[]>();

  constructor(
    private readonly em: EntityManager,
    private readonly preferences: PreferencesService,
    private readonly builder: RecipeBuilder,
    settings: Settings,
    private readonly catalog: CatalogService,
    private readonly kitchens: KitchenOwners,
  ) {
    this.spoonacular = settings.spoonacularApiKey ? new SpoonacularClient(settings.spoonacularBaseUrl, settings.spoonacularApiKey) : null;
  }

  /**
   * The shared library as the planner reads it (about 200 recipes and 2,000 lines: loading them was a third of
   * a plan job's time), kept in the process (see ReferenceCopy).
   */
  private async libraryRecipes(): Promise<readonly PlannerRecipe[]> {
    const [{ version }] = await this.db.execute<{ version: string }[]>(
      `select count(*) || ':' || coalesce(max(id), 0) as version from recipes where owner_id is null`,
    );
    return this.library.get(version, async () => {
      const rows = await (this.em.fork() as EntityManager).find(
        Recipe,
        { owner: null },
        { populate: ['ingredients'], orderBy: { id: 'asc' } },
      );
      return rows.map(plannerRecipeOf);
    });
  }

  /**
   * The request's EntityManager; outside a request (jobs, other modules' workers, tests) a fork, so
   * these methods can be called from anywhere.
   */
  private get db(): EntityManager {
    return hasOrmContext() ? this.em : (this.em.fork() as EntityManager);
  }

  // ---------- for other modules ----------

  /**
   * The recipes among `ids` that this person may see (library or their own), with their lines.
   * Unknown and foreign ids are left out, so a caller compares lengths to answer 404; so are ids that
   * could name no recipe (other modules and the assistant's tools pass ids on as they got them).
   */
  async findVisible(userId: string, ids: number[]): Promise<PlannerRecipe[]> {
    const wanted = [...new Set(ids.filter(isRowNumber))];
    if (!wanted.length) return [];
    const rows = await this.db.find(Recipe, { id: { $in: wanted }, ...visibleTo(userId) }, { populate: ['ingredients'] });
    const others = wanted.filter((id) => !rows.some((r) => r.id === id));
    if (others.length) rows.push(...(await this.plannedAt(userId, others)));
    return rows.map(plannerRecipeOf);
  }

  /**
   * The recipes among `ids` on a plan of the person's household (a member's own recipe put on the household's
   * plan): every member reads them from the plan, while they stay private to anyone outside the household.
   */
  private async plannedAt(userId: string, ids: number[]) {
    const kitchenId = await this.kitchens.ownerOf(userId);
    const planned = await this.db.execute<{ recipe_id: number }[]>(
      `select distinct i.recipe_id from meal_items i join meal_plans p on p.id = i.meal_plan_id
        where p.user_id = ? and i.recipe_id = any(?::int[])`,
      [kitchenId, `{${ids.join(',')}}`],
    );
    return this.db.find(Recipe, { id: { $in: planned.map((r) => Number(r.recipe_id)) } }, { populate: ['ingredients'] });
  }

  /**
   * Every recipe this person may see that passes `rules` (diets, allergens, disliked words),
   * for the planner to choose from. Pass `dietaryRulesFrom(preferences)` or `PreferencesService.rulesFor`.
   */
  async candidatesFor(userId: string, rules: DietaryRules): Promise<PlannerRecipe[]> {
    const { library, own } = await this.plannerPool(userId);
    return [...library, ...own].sort((a, b) => a.id - b.id).filter((r) => allowedByRules(r, rules));
  }

  /**
   * Every recipe this person may plan with, the hard rule not yet applied: the shared library (the same
   * array, read-only, for as long as it is unchanged — callers may key work on it) and their own imports.
   * `candidatesFor` is these, in id order, that pass the rules (`allowedByRules`).
   */
  /** The shared library alone, as the planner reads it (someone with no account). */
  libraryPool(): Promise<readonly PlannerRecipe[]> {
    return this.libraryRecipes();
  }

  async plannerPool(userId: string): Promise<{ library: readonly PlannerRecipe[]; own: PlannerRecipe[] }> {
    const [library, own] = await Promise.all([
      this.libraryRecipes(),
      this.db.find(Recipe, { owner: userId }, { populate: ['ingredients'], orderBy: { id: 'asc' } }),
    ]);
    return { library, own: own.map(plannerRecipeOf) };
  }

  /** Result cards for these ids (visible ones only, in the order asked). */
  async cards(userId: string, ids: number[]): Promise<RecipeCard[]> {
    const found = await this.findVisible(userId, ids);
    const byId = new Map(found.map((r) => [r.id, r]));
    return ids
      .map((id) => byId.get(id))
      .filter((r): r is PlannerRecipe => !!r)
      .map((r) => cardOf({ ...r, summary: '', instructions: [] }));
  }

  // ---------- HTTP ----------

  async search(userId: string, query: string, number: number, ignorePreferences: boolean): Promise<RecipeSearchResponse> {
    const rules = ignorePreferences ? null : await this.preferences.rulesFor(userId);
    if (this.spoonacular) {
      const { results, totalResults } = await this.spoonacular.search(query, number, rules);
      return { results, curated: false, totalFound: totalResults, message: searchMessage(query, totalResults, 0) };
    }
    const words = query
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 12);
    const prefix = words.map((w) => `${w}:*`).join(' & ');
    const first = words[0] ?? '';
    // Full text over title (A), ingredients (B), tags/cuisine/meal types (C), words as prefixes;
    // when it finds nothing, trigram similarity of the title catches typos ('chiken').
    const rank = (where: string) =>
      this.db.execute<{ id: number; score: number }[]>(
        `select r.id, ts_rank(r.search, q.tsq) * 2 + word_similarity(q.raw, lower(r.title))
              + case when lower(r.title) like q.first || '%' then 0.3 else 0 end as score
         from recipes r, (select case when ? = '' then null else to_tsquery('english', ?) end as tsq, ?::text as raw, ?::text as first) q
        where (r.owner_id is null or r.owner_id = ?) and ${where}
        order by score desc, r.title asc, r.id asc
        limit 500`,
        [prefix, prefix, query.toLowerCase(), first, userId],
      );
    let ranked = await rank('q.tsq is not null and r.search @@ q.tsq');
    // A few hundred titles: the similarity is computed for each, with a looser bar than the operator's 0.6.
    if (!ranked.length) ranked = await rank('word_similarity(q.raw, lower(r.title)) >= 0.45');
    const ids = ranked.map((r) => Number(r.id));
    const recipes = await this.findVisible(userId, ids);
    const byId = new Map(recipes.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id)).filter((r): r is PlannerRecipe => !!r);
    const allowed = rules ? ordered.filter((r) => allowedBy(r, rules)) : ordered;
    const summaries = await this.summaries(allowed.slice(0, number).map((r) => r.id));
    return {
      results: allowed.slice(0, number).map((r) => cardOf({ ...r, summary: summaries.get(r.id) ?? '', instructions: [] })),
      curated: false,
      totalFound: allowed.length,
      message: searchMessage(query, allowed.length, ordered.length - allowed.length),
    };
  }

  async random(userId: string, number: number, ignorePreferences: boolean): Promise<{ recipes: RecipeCard[] }> {
    const rules = ignorePreferences ? null : await this.preferences.rulesFor(userId);
    if (this.spoonacular) return { recipes: await this.spoonacular.random(number, rules) };
    // Diets and allergens are checked in SQL; only disliked words need the ingredient lines, so
    // without them a random sample of ids is enough.
    const ids: { id: number }[] = await this.db.execute(
      `select id from recipes r
        where (r.owner_id is null or r.owner_id = ?)
          and r.diets @> ?::jsonb and not jsonb_exists_any(r.allergens, ?::text[])
        order by random()`,
      [userId, JSON.stringify(rules?.requiredDiets ?? []), textArray(rules?.excludedAllergens ?? [])],
    );
    const order = ids.map((r) => Number(r.id));
    const needsLines = !!rules?.excludedTerms.length;
    const loaded = await this.findVisible(userId, needsLines ? order : order.slice(0, number));
    const byId = new Map(loaded.map((r) => [r.id, r]));
    const pool = order.map((id) => byId.get(id)).filter((r): r is PlannerRecipe => !!r && (!rules || allowedBy(r, rules)));
    const picked = pool.slice(0, number);
    const summaries = await this.summaries(picked.map((r) => r.id));
    return { recipes: picked.map((r) => cardOf({ ...r, summary: summaries.get(r.id) ?? '', instructions: [] })) };
  }

  async detail(userId: string, id: number): Promise<RecipeDetail> {
    if (this.spoonacular) return this.spoonacular.detail(id);
    return this.storedDetail(userId, id);
  }

  /** A recipe we store (library or the person's own), priced at the person's store (whichever recipe service searches). */
  async storedDetail(userId: string, id: number): Promise<RecipeDetail> {
    const recipe = await this.findOwnOrLibrary(userId, id);
    const prefs = await this.preferences.forUser(userId);
    const store = prefs.preferredStore ?? DEFAULT_STORE;
    const lines = recipe.ingredients.getItems();
    // the cost per serving is priced by its lines' catalogue rows: say which, as a grocery line does
    const slugs = await this.catalog.slugsOf(lines.map((l) => l.ingredientId).filter((i): i is number => typeof i === 'number'));
    return detailOf(storedOf(recipe), lines.map(lineOf), store, userId, this.catalog.estimateProvenance(store, undefined, slugs));
  }

  /** The recipe when this person may see it; not_found otherwise (unknown and foreign alike). `id` is a row number (the route's pipe). */
  async findOwnOrLibrary(userId: string, id: number): Promise<Recipe> {
    const recipe =
      (await this.db.findOne(Recipe, { id, ...visibleTo(userId) }, { populate: ['ingredients'] })) ??
      (await this.plannedAt(userId, [id]))[0];
    if (!recipe) throw notFound('Recipe not found');
    return recipe;
  }

  /** The person's own recipes (written or imported) as result cards, newest first. */
  async ownCards(userId: string): Promise<RecipeCard[]> {
    const rows = await this.db.find(Recipe, { owner: userId }, { populate: ['ingredients'], orderBy: { id: 'desc' } });
    const summaries = await this.summaries(rows.map((r) => r.id));
    return rows.map(plannerRecipeOf).map((r) => cardOf({ ...r, summary: summaries.get(r.id) ?? '', instructions: [] }));
  }

  // ---------- favourites ----------

  /** The ids of the recipes this person has favourited and may still see, newest first. */
  async favoriteIds(userId: string): Promise<number[]> {
    const rows: { recipe_id: number }[] = await this.db.execute(
      `select f.recipe_id from favorites f join recipes r on r.id = f.recipe_id
        where f.user_id = ? and (r.owner_id is null or r.owner_id = ?) order by f.created_at desc, f.recipe_id`,
      [userId, userId],
    );
    return rows.map((r) => Number(r.recipe_id));
  }

  async favorites(userId: string): Promise<(RecipeCard & { recipeId: number })[]> {
    const ids = await this.favoriteIds(userId);
    const found = new Map((await this.findVisible(userId, ids)).map((r) => [r.id, r]));
    const summaries = await this.summaries(ids);
    return ids
      .filter((id) => found.has(id))
      .map((id) => ({ ...cardOf({ ...found.get(id)!, summary: summaries.get(id) ?? '', instructions: [] }), recipeId: id }));
  }

  /** Adds a favourite; a second time is a no-op. Answers whether a row was created. */
  async addFavorite(userId: string, recipeId: number): Promise<{ recipeId: number; created: boolean }> {
    await this.findOwnOrLibrary(userId, recipeId);
    const rows = await this.db.execute(
      `insert into favorites (user_id, recipe_id) values (?, ?) on conflict do nothing returning recipe_id`,
      [userId, recipeId],
    );
    return { recipeId, created: rows.length > 0 };
  }

  async removeFavorite(userId: string, recipeId: number): Promise<void> {
    await this.findOwnOrLibrary(userId, recipeId);
    await this.db.execute(`delete from favorites where user_id = ? and recipe_id = ?`, [userId, recipeId]);
  }

  // ---------- import ----------

  /** Reads a schema.org Recipe from a page (given or fetched), computes its facts and saves it as the person's own. */
  async importRecipe(userId: string, input: { html?: string; url?: string }): Promise<RecipeDetail & { unmatchedIngredients: string[] }> {
    const html = input.html ?? (await fetchRecipePage(input.url!));
    const parsed = recipeFromHtml(html);
    if (!parsed) throw invalid('No recipe found on that page: it has no schema.org Recipe (JSON-LD) data');
    if (!parsed.ingredients.length) throw invalid('That recipe lists no ingredients');
    const servings = parsed.servings ?? 2;
    const built = await this.builder.build(parsed.ingredients, servings);
    const mealTypes = mealTypesFrom([...parsed.categories, ...parsed.keywords, parsed.title]);
    const slug = slugify(parsed.title);
    const fields = {
      title: parsed.title,
      summary: escapeHtml(parsed.summary).slice(0, 2000),
      image: parsed.image && /^https?:\/\//i.test(parsed.image) ? parsed.image : null,
      readyInMinutes: Math.min(parsed.readyInMinutes ?? 30, 24 * 60),
      servings,
      mealTypes,
      cuisine: parsed.cuisine?.slice(0, 60) ?? null,
      tags: [...new Set(parsed.keywords.map((k) => k.toLowerCase().slice(0, 40)))].slice(0, 20),
      instructions: parsed.steps.slice(0, 100),
      nutrition: built.nutrition,
      calories: built.calories,
      costPerServing: built.costPerServing,
      allergens: built.allergens,
      diets: built.diets,
      sourceUrl: input.url ?? parsed.url,
    };
    const id = await this.db.transactional(async (em) => {
      let recipe = await em.findOne(Recipe, { slug, owner: userId });
      if (recipe) {
        em.assign(recipe, fields);
        await em.nativeDelete(RecipeIngredient, { recipe: recipe.id });
      } else {
        recipe = em.create(Recipe, { slug, owner: userId, ...fields, createdAt: new Date() });
      }
      for (const line of built.lines) em.create(RecipeIngredient, { recipe, ...line });
      await em.flush();
      await refreshSearchVectors(em, [recipe.id]);
      return recipe.id;
    });
    // An imported recipe is ours even when recipe search goes to Spoonacular: read it from our table, at
    // the person's store (any failure reaches the person as itself, not as a default store's prices).
    const detail = await this.storedDetail(userId, id);
    return { ...detail, unmatchedIngredients: built.lines.filter((l) => l.ingredientId === null).map((l) => l.original) };
  }

  private async summaries(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows: { id: number; summary: string }[] = await this.db.execute(`select id, summary from recipes where id = any(?::int[])`, [
      intArray(ids),
    ]);
    return new Map(rows.map((r) => [Number(r.id), r.summary]));
  }
}

function allowedBy(r: PlannerRecipe, rules: DietaryRules): boolean {
  return (
    recipeConflicts({ title: r.title, diets: r.diets, allergens: r.allergens, ingredientNames: r.ingredients.map((i) => i.name) }, rules)
      .length === 0
  );
}

/** Whether a recipe passes a person's hard rule (diets, allergens, disliked words): what `candidatesFor` keeps. */
export function allowedByRules(recipe: PlannerRecipe, rules: DietaryRules): boolean {
  return (
    recipeConflicts(
      { title: recipe.title, diets: recipe.diets, allergens: recipe.allergens, ingredientNames: recipe.ingredients.map((i) => i.name) },
      rules,
    ).length === 0
  );
}

function plannerRecipeOf(r: Recipe): PlannerRecipe {
  return {
    id: r.id,
    title: r.title,
    image: r.image ?? null,
    servings: r.servings,
    readyInMinutes: r.readyInMinutes,
    mealTypes: [...r.mealTypes],
    cuisine: r.cuisine ?? null,
    tags: [...r.tags],
    calories: r.calories,
    nutrition: { ...r.nutrition },
    costPerServing: { ...r.costPerServing },
    allergens: [...r.allergens],
    diets: [...r.diets],
    ingredients: r.ingredients.getItems().map((i) => ({
      ingredientId: i.ingredientId ?? null,
      name: i.name,
      grams: i.grams === null || i.grams === undefined ? null : Number(i.grams),
      amount: Number(i.amount),
      unit: i.unit,
      original: i.original,
    })),
  };
}

function storedOf(r: Recipe): StoredRecipe {
  return {
    id: r.id,
    title: r.title,
    image: r.image ?? null,
    readyInMinutes: r.readyInMinutes,
    servings: r.servings,
    calories: r.calories,
    nutrition: r.nutrition,
    summary: r.summary,
    diets: r.diets,
    allergens: r.allergens,
    mealTypes: r.mealTypes,
    cuisine: r.cuisine ?? null,
    tags: r.tags,
    instructions: r.instructions,
    costPerServing: r.costPerServing,
    sourceUrl: r.sourceUrl ?? null,
    ownerId: r.owner ? (typeof r.owner === 'object' ? r.owner.id : (r.owner as string)) : null,
  };
}

function lineOf(i: RecipeIngredient) {
  return {
    id: i.id,
    ingredientId: i.ingredientId ?? null,
    name: i.name,
    amount: i.amount,
    unit: i.unit,
    original: i.original,
    grams: i.grams ?? null,
    detail: i.detail ?? null,
  };
}

/**
 * Sets recipes.search from title (A), ingredient names (B), tags, cuisine and meal types (C);
 * rows whose vector would not change are not written.
 */
export async function refreshSearchVectors(em: EntityManager, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const res = await em.execute(
    `with v as (
       select r.id,
         setweight(to_tsvector('english', r.title), 'A') ||
         setweight(to_tsvector('english', coalesce((select string_agg(ri.name, ' ') from recipe_ingredients ri where ri.recipe_id = r.id), '')), 'B') ||
         setweight(to_tsvector('english', coalesce((select string_agg(t, ' ') from jsonb_array_elements_text(r.tags) t), '') || ' ' ||
                                           coalesce(r.cuisine, '') || ' ' ||
                                           coalesce((select string_agg(t, ' ') from jsonb_array_elements_text(r.meal_types) t), '')), 'C') as search
       from recipes r where r.id = any(?::int[])
     )
     update recipes r set search = v.search from v where r.id = v.id and r.search is distinct from v.search returning r.id`,
    [intArray(ids)],
  );
  return res.length;
}

/** A Postgres int[] literal: MikroORM's execute would spread a JS array into separate values. */
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;

export function slugify(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 150) || 'recipe'
  );
}

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Meal types from a page's categories and keywords; a main dish with no hint is a dinner. */
export function mealTypesFrom(words: string[]): string[] {
  const text = words.join(' ').toLowerCase();
  const out: string[] = [];
  if (/breakfast|brunch|pancake|waffle|oat|granola|muffin|omelet|smoothie/.test(text)) out.push('breakfast');
  if (/lunch|salad|sandwich|soup|wrap/.test(text)) out.push('lunch');
  if (/dinner|main|supper|entree|entrée/.test(text) || out.length === 0) out.push('dinner');
  return out;
}
