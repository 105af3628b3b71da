import type { EntityManager } from '@mikro-orm/postgresql';
import { Recipe, RecipeIngredient } from './recipe.entity.js';
import type { LibraryRecipe } from './library/library.types.js';
import { loadRecipeLibrary } from './library/recipe-files.js';
import { refreshSearchVectors } from './recipes.service.js';
import { createLineBuilder, type BuiltRecipe } from './recipe-builder.js';
import type { StoredIngredientLine } from './recipe-views.js';
import type { Seeder } from '../database/seed.js';

/** The library recipe as it should be stored: its own fields plus what was computed from its lines. */
function wanted(r: LibraryRecipe, built: BuiltRecipe) {
  return {
    title: r.title,
    summary: r.summary,
    image: null,
    readyInMinutes: r.readyInMinutes,
    servings: r.servings,
    mealTypes: r.mealTypes,
    cuisine: r.cuisine,
    tags: r.tags,
    instructions: r.steps,
    nutrition: built.nutrition,
    calories: built.calories,
    costPerServing: built.costPerServing,
    allergens: built.allergens,
    diets: built.diets,
    sourceUrl: null,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object' && !(v instanceof Date))
    return Object.fromEntries(
      Object.entries(v)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, canonical(x)]),
    );
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return v ?? null;
}

const lineKey = (l: Omit<StoredIngredientLine, 'id'> & { position: number }) =>
  JSON.stringify([
    l.position,
    l.ingredientId ?? null,
    l.name,
    Number(l.amount),
    l.unit,
    l.original,
    l.grams === null || l.grams === undefined ? null : Number(l.grams),
    l.detail ?? null,
  ]);

/**
 * Forkcast's recipe library (backend/data/recipes/*.json) → recipes + recipe_ingredients, facts
 * computed from the lines against the catalogue. Upsert by slug (owner null); a recipe whose fields
 * and lines are unchanged is not written, and its lines are replaced only when they changed. Runs
 * after the catalogue seeder.
 */
export const recipesSeeder: Seeder = {
  name: 'recipe library',
  async run(em: EntityManager): Promise<string> {
    // backend/data/recipes, checked against the schema: a bad entry stops the seed naming its file and line.
    const recipeLibrary = loadRecipeLibrary().recipes;
    const builder = await createLineBuilder(em);
    const existing = new Map((await em.find(Recipe, { owner: null }, { populate: ['ingredients'] })).map((r) => [r.slug, r]));
    let inserted = 0,
      updated = 0,
      linesReplaced = 0,
      unmatched = 0,
      lines = 0;
    const touched: number[] = [];
    const fresh: Recipe[] = [];
    for (const lib of recipeLibrary) {
      const built = builder(lib.ingredients, lib.servings);
      lines += built.lines.length;
      unmatched += built.lines.filter((l) => l.ingredientId === null).length;
      const fields = wanted(lib, built);
      const current = existing.get(lib.slug);
      if (!current) {
        const recipe = em.create(Recipe, { slug: lib.slug, owner: null, ...fields, createdAt: new Date() });
        for (const line of built.lines) em.create(RecipeIngredient, { recipe, ...line });
        fresh.push(recipe);
        inserted++;
        continue;
      }
      const currentFields = Object.fromEntries(Object.keys(fields).map((k) => [k, (current as unknown as Record<string, unknown>)[k]]));
      const fieldsChanged = !same(currentFields, fields);
      const linesChanged = current.ingredients.getItems().map(lineKey).join('\n') !== built.lines.map(lineKey).join('\n');
      if (!fieldsChanged && !linesChanged) continue;
      if (fieldsChanged) em.assign(current, fields);
      if (linesChanged) {
        for (const old of current.ingredients.getItems()) em.remove(old);
        for (const line of built.lines) em.create(RecipeIngredient, { recipe: current, ...line });
        linesReplaced++;
      }
      touched.push(current.id);
      updated++;
    }
    await em.flush();
    const vectors = await refreshSearchVectors(em, [...touched, ...fresh.map((r) => r.id), ...[...existing.values()].map((r) => r.id)]);
    return `${recipeLibrary.length} recipes (${inserted} inserted, ${updated} updated, ${linesReplaced} with new lines, ${vectors} search vectors set); ${lines - unmatched}/${lines} lines matched`;
  },
};
