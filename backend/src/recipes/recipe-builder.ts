import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { loadCatalog } from '../catalog/catalog.js';
import type { CatalogIngredient } from '../catalog/catalog.types.js';
import { computeRecipeFacts } from '../catalog/recipe-facts.js';
import { createLineWeigher } from '../catalog/weigh-line.js';
import { parseIngredientLine } from '../kitchen/ingredient-line.js';
import type { RecipeNutrition } from './recipe.entity.js';
import type { RecipeLine } from './recipe-views.js';

/** One stored ingredient line of a recipe (a recipe_ingredients row without its recipe): built lines always say what they counted. */
export interface BuiltLine extends RecipeLine {
  position: number;
  detail: string;
}

/** A recipe's lines and the facts computed from them (nutrition per serving, cost per serving by store, allergens, diets). */
export interface BuiltRecipe {
  lines: BuiltLine[];
  nutrition: RecipeNutrition;
  calories: number;
  costPerServing: Record<string, number>;
  allergens: string[];
  diets: string[];
}

export type LineBuilder = (lines: string[], servings: number) => BuiltRecipe;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Pure: parses each line (ingredient-line.ts), matches and weighs it in the state it names
 * (catalog/weigh-line.ts) and computes the recipe's facts with the one function that does so
 * (catalog/recipe-facts.ts). `idBySlug` maps catalogue slugs to `ingredients.id`.
 */
export function buildLines(catalog: readonly CatalogIngredient[], idBySlug: ReadonlyMap<string, number>): LineBuilder {
  const weigh = createLineWeigher(catalog);
  return (lines, servings) => {
    const facts: { ingredient: CatalogIngredient | null; grams: number | null }[] = [];
    const built = lines.map((original, position): BuiltLine => {
      const parsed = parseIngredientLine(original);
      const { ingredient, grams, detail } = weigh(parsed);
      facts.push({ ingredient, grams });
      const id = ingredient ? (idBySlug.get(ingredient.slug) ?? null) : null;
      // a range ("2-3 carrots") counts its middle
      const amount = parsed.amount === null ? null : parsed.amountMax !== null ? (parsed.amount + parsed.amountMax) / 2 : parsed.amount;
      return {
        position,
        ingredientId: id,
        name: (parsed.name || original).trim().slice(0, 200),
        amount: round(amount ?? 1, 4),
        unit: (parsed.unit ?? '').slice(0, 40),
        original,
        grams: grams === null ? null : round(grams, 3),
        detail,
      };
    });
    const f = computeRecipeFacts(facts, Math.max(1, servings));
    const n = f.nutrition;
    return {
      lines: built,
      nutrition: { ...n },
      calories: Math.round(n.calories),
      costPerServing: { ...f.costPerServing },
      allergens: [...f.allergens],
      diets: [...f.diets],
    };
  };
}

/** A line builder over the catalogue as stored: only ingredients present in `ingredients` can be referenced. */
export async function createLineBuilder(em: EntityManager): Promise<LineBuilder> {
  const rows: { id: number; slug: string }[] = await em.execute('select id, slug from ingredients');
  const idBySlug = new Map(rows.map((r) => [r.slug, Number(r.id)]));
  return buildLines(
    loadCatalog().filter((i) => idBySlug.has(i.slug)),
    idBySlug,
  );
}

/** The builder the import uses; the catalogue's ids are read once, then again only if it was empty. */
@Injectable()
export class RecipeBuilder {
  private builder: LineBuilder | null = null;

  constructor(private readonly em: EntityManager) {}

  async build(lines: string[], servings: number): Promise<BuiltRecipe> {
    if (!this.builder) {
      const builder = await createLineBuilder(this.em);
      const probe = builder(['1 egg'], 1);
      // An empty catalogue (not seeded yet) is not cached: the next import reads it again.
      if (probe.lines[0].ingredientId === null) return builder(lines, servings);
      this.builder = builder;
    }
    return this.builder(lines, servings);
  }
}
