import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CatalogService, type IngredientCartPrice } from '../catalog/catalog.service.js';
import { PantryService, type PantryFree } from '../pantry/pantry.service.js';
import { PriceBookService } from '../prices/price-book.service.js';
import type { DietaryRules } from '../kitchen/dietary-rules.js';
import { allowedByRules, RecipesService } from '../recipes/recipes.service.js';
import type { PersonalCandidates, SharedCandidates } from './candidate-pool.js';
import { NoCandidatesError, type PlannerIngredient } from './planner/types.js';
import { MEAL_TYPES } from '../kitchen/vocabulary.js';
import { toPlannerRecipe } from './planner/from-recipes.js';

/** A number per object for as long as it lives: the library, sides and catalogue copies are replaced, never changed. */
const serials = new WeakMap<object, number>();
let nextSerial = 1;
function serialOf(value: object): number {
  let serial = serials.get(value);
  if (serial === undefined) serials.set(value, (serial = nextSerial++));
  return serial;
}

/** An ingredient's cart prices as the planner reads them (its packages included: the cart buys whole ones). */
const priceOf = ({ id, pricePerGram, minPackagePrice, packages }: IngredientCartPrice): PlannerIngredient => ({
  id,
  pricePerGram,
  minPackagePrice,
  packages,
});

/**
 * The recipes a person's plan may be built from (library + their own imports that pass the hard
 * rule, with ingredient lines in grams per serving and favourites), through the recipes module, the
 * sides it may add to a meal, and what their ingredients cost at the person's store (cheapest package,
 * price per gram), through the catalogue module: the planner prices a week as the grocery list will.
 * The planner applies the hard rule again itself (planner.ts → recipeConflicts): one rule, twice.
 *
 * In two parts (candidate-pool.ts): what everyone at a store shares is built once per library,
 * catalogue and store — the library's recipes mapped and priced for every plan were most of a plan
 * job's work on the API's main thread, and most of what was copied to the planner thread — and the
 * person's part each time.
 */
@Injectable()
export class PlanCandidates {
  private readonly shared = new LRUCache<string, Promise<SharedCandidates>>({ max: 16 });

  constructor(
    private readonly recipes: RecipesService,
    private readonly catalog: CatalogService,
    private readonly pantry: PantryService,
    private readonly book: PriceBookService,
  ) {}

  async forUser(userId: string, rules: DietaryRules, store: string): Promise<{ shared: SharedCandidates; person: PersonalCandidates }> {
    const [{ library, own }, favourites, pantry, yours] = await Promise.all([
      this.recipes.plannerPool(userId),
      this.recipes.favoriteIds(userId),
      this.pantry.free(userId),
      this.book.cartPrices(userId, store),
    ]);
    return this.assemble(rules, store, { library, own, favourites, pantry, yours });
  }

  /**
   * Someone with no account (the landing page's sample day): the library, and the Pantry's starter staples at
   * home as a new person keeps them (free in the cart); no own recipes, no price book.
   */
  async forVisitor(rules: DietaryRules, store: string): Promise<{ shared: SharedCandidates; person: PersonalCandidates }> {
    const library = await this.recipes.libraryPool();
    // an installation not seeded yet has no library (nor catalogue) to plan from
    if (!library.length) throw new NoCandidatesError([...MEAL_TYPES]);
    const starter = await this.pantry.starter();
    const pantry = new Map(starter.map((s) => [s.ingredientId, Infinity]));
    return this.assemble(rules, store, { library, own: [], favourites: [], pantry, yours: [] });
  }

  private async assemble(
    rules: DietaryRules,
    store: string,
    person: {
      library: Awaited<ReturnType<RecipesService['libraryPool']>>;
      own: Awaited<ReturnType<RecipesService['plannerPool']>>['own'];
      favourites: readonly number[];
      pantry: PantryFree;
      yours: IngredientCartPrice[];
    },
  ): Promise<{ shared: SharedCandidates; person: PersonalCandidates }> {
    const { library, own, favourites, pantry, yours } = person;
    const [sides, catalogue] = await Promise.all([this.catalog.sides(), this.catalog.shoppable()]);
    const key = `${serialOf(library)}.${serialOf(sides)}.${serialOf(catalogue)}.${store}`;
    let shared = this.shared.get(key);
    if (!shared) {
      shared = this.sharedAt(key, library, sides, store);
      this.shared.set(key, shared);
      shared.catch(() => this.shared.delete(key));
    }
    const favouriteIds = new Set(favourites);
    const ownAllowed = own.filter((r) => allowedByRules(r, rules)).map((r) => toPlannerRecipe(r, store, favouriteIds.has(r.id)));
    const sharedPart = await shared;
    const priced = new Set(sharedPart.prices.map((p) => p.id));
    const unpriced = [...new Set(ownAllowed.flatMap((r) => (r.lines ?? []).map((l) => l.ingredientId)))].filter((id) => !priced.has(id));
    return {
      shared: sharedPart,
      person: {
        libraryIds: library.filter((r) => allowedByRules(r, rules)).map((r) => r.id),
        favouriteIds: [...favouriteIds],
        own: ownAllowed,
        // what the person paid (their price book) after the shared prices: it wins for the budget
        ownPrices: [...(unpriced.length ? await this.catalog.cartPrices(unpriced, store) : []), ...yours].map(priceOf),
        pantry: [...pantry],
      },
    };
  }

  private async sharedAt(
    key: string,
    library: Awaited<ReturnType<RecipesService['plannerPool']>>['library'],
    sides: readonly SharedCandidates['sides'][number][],
    store: string,
  ): Promise<SharedCandidates> {
    const recipes = [...library].sort((a, b) => a.id - b.id).map((r) => toPlannerRecipe(r, store, false));
    const ids = [...recipes.flatMap((r) => (r.lines ?? []).map((l) => l.ingredientId)), ...sides.map((s) => s.ingredientId)];
    const prices = (await this.catalog.cartPrices(ids, store)).map(priceOf).sort((a, b) => a.id - b.id);
    return { key, recipes, prices, sides: [...sides] };
  }
}
