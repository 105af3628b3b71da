import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReferenceCopy } from '../common/reference-copy.js';
import { loadCatalog } from './catalog.js';
import { storeNameOf } from '../kitchen/vocabulary.js';
import { catalogueEstimate, estimateProvenance, NO_ESTIMATE, priceProvenance, type PriceProvenance } from './price-provenance.js';
import { cartPricesOf, type CartPackage } from './recipe-facts.js';
import { Ingredient } from './ingredient.entity.js';
import { loadSideEntries, sideFoodsOf, type SideFood } from './sides.js';
import { searchFoodsByName } from './ingredient-search.js';

let approximateSlugs: ReadonlySet<string> | null = null;
/** Foods SR28 has no record of (their nutrition is the nearest record's): read from the catalogue data, as price provenance is. */
const approximate = () =>
  (approximateSlugs ??= new Set(
    loadCatalog()
      .filter((e) => e.approximateNutrition)
      .map((e) => e.slug),
  ));

/** One catalogue ingredient's store-brand prices at a store, as a cart pays them. */
export interface IngredientCartPrice {
  /** `ingredients.id` (what recipe lines reference). */
  id: number;
  /** The store the prices are from: the one asked for, else kroger, else the first store that prices it (as the grocery list does). */
  store: string;
  /** Dollars per gram of the cheapest package per gram (recipe-facts.ts pricePerGram). */
  pricePerGram: number;
  /** Dollars of the cheapest single package. */
  minPackagePrice: number;
  /** The packages the grocery list buys from at that store (store brand, cents). */
  packages: CartPackage[];
}

/** A catalogue ingredient as the grocery list needs it: names to match lines, unit weights, packages, prices. */
export interface ShoppableIngredient {
  id: number;
  slug: string;
  name: string;
  aliases: string[];
  category: string;
  unitWeights: Record<string, number>;
  packages: { label: string; quantity: number; unit: string; grams: number }[];
  prices: Record<string, { storeBrand: number; nameBrand: number }[]>;
  /** 'rule' when its packages are priced by a shelf-price rule (a rough estimate), else 'series'. */
  priceBasis: 'series' | 'rule';
}

/**
 * The ingredient catalogue as stored (`ingredients`, seeded from catalog/data/ingredients.json),
 * for other modules: they read it through this service, never the table.
 */
@Injectable()
export class CatalogService {
  /** The whole catalogue (477 ingredients), kept in the process: every plan and grocery job reads it. */
  private readonly catalogue = new ReferenceCopy<readonly ShoppableIngredient[]>();

  /** The sides the planner may add (data/sides.json over the stored catalogue), kept like the catalogue. */
  private readonly sideFoods = new ReferenceCopy<readonly SideFood[]>();

  constructor(private readonly em: EntityManager) {}

  private async version(em: EntityManager): Promise<string> {
    const [{ version }] = await em.execute<{ version: string }[]>(
      // a food moved to or from a price rule changes how its lines are labelled: part of the version
      `select count(*) || ':' || coalesce(max(id), 0) || ':' || count(*) filter (where price_basis = 'rule') as version from ingredients`,
    );
    return version;
  }

  /** Sides (single foods in served amounts) with their stored ingredient ids. Read-only: shared. */
  async sides(): Promise<readonly SideFood[]> {
    const em = this.em.fork();
    return this.sideFoods.get(await this.version(em), async () => {
      const entries = loadSideEntries();
      const rows = await em.find(Ingredient, { slug: { $in: entries.map((e) => e.slug) } });
      return sideFoodsOf(
        entries,
        rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          name: r.name,
          aliases: r.aliases ?? [],
          fdcId: r.fdcId ?? null,
          nutrients: r.nutrients ?? {},
          unitWeights: r.unitWeights ?? {},
          diets: r.diets ?? [],
          allergens: r.allergens ?? [],
        })),
      );
    });
  }

  /** Catalogue foods by name (case-insensitive), with what the hard rule reads: aliases, diets, allergens. */
  async foodFacts(
    names: readonly string[],
  ): Promise<Map<string, { name: string; aliases: string[]; diets: string[]; allergens: string[] }>> {
    const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
    if (!wanted.length) return new Map();
    const rows = await this.em
      .fork()
      .execute<{ name: string; aliases: string[]; diets: string[]; allergens: string[] }[]>(
        'select name, aliases, diets, allergens from ingredients where lower(name) in (?)',
        [wanted],
      );
    return new Map(
      rows.map((r) => [
        r.name.toLowerCase(),
        { name: r.name, aliases: r.aliases ?? [], diets: r.diets ?? [], allergens: r.allergens ?? [] },
      ]),
    );
  }

  /** Every catalogue ingredient with what shopping for it takes, in id order. Read-only: shared. */
  async shoppable(): Promise<readonly ShoppableIngredient[]> {
    const em = this.em.fork();
    return this.catalogue.get(await this.version(em), async () => {
      const rows = await em.find(Ingredient, {}, { orderBy: { id: 'asc' } });
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        aliases: r.aliases ?? [],
        category: r.category,
        unitWeights: r.unitWeights ?? {},
        packages: r.packages ?? [],
        prices: r.prices ?? {},
        priceBasis: r.priceBasis === 'rule' ? ('rule' as const) : ('series' as const),
      }));
    });
  }

  /** Where each of these ingredients' estimated prices at `store` comes from (by `ingredients` row id). */
  async priceProvenance(ids: readonly number[], store: string, storeName: string): Promise<Map<number, PriceProvenance>> {
    const wanted = new Set(ids);
    const bySlug = new Map(loadCatalog().map((entry) => [entry.slug, entry]));
    const out = new Map<number, PriceProvenance>();
    for (const row of await this.shoppable()) {
      if (!wanted.has(row.id)) continue;
      // the row's price basis, as seeded, decides whether the line says "rough estimate"
      const entry = bySlug.get(row.slug);
      out.set(row.id, priceProvenance(entry ? { ...entry, priceBasis: row.priceBasis } : null, store, storeName));
    }
    for (const id of wanted) if (!out.has(id)) out.set(id, NO_ESTIMATE);
    return out;
  }

  /**
   * Where an estimate over these ingredients at `store` comes from, as a whole (a recipe's cost per serving, a
   * plan's cost): the periods of their public price rows and the store's typical level. Every entry when `ids` is
   * not given (a grocery list's estimate).
   */
  estimateProvenance(store: string, storeName = storeNameOf(store), slugs?: readonly string[]): PriceProvenance {
    if (!slugs) return catalogueEstimate(store);
    const wanted = new Set(slugs);
    return estimateProvenance(
      loadCatalog().filter((e) => wanted.has(e.slug)),
      store,
      storeName,
    );
  }

  /** `ingredients.id` → slug, for the ingredients asked (unknown ids left out). */
  async slugsOf(ids: readonly number[]): Promise<string[]> {
    const wanted = new Set(ids);
    return (await this.shoppable()).filter((i) => wanted.has(i.id)).map((i) => i.slug);
  }

  /** Cart prices at `store` of these ingredients; ids the catalogue does not know, or no store prices, are left out. */
  async cartPrices(ids: readonly number[], store: string): Promise<IngredientCartPrice[]> {
    const wanted = new Set(ids);
    const out: IngredientCartPrice[] = [];
    for (const ingredient of await this.shoppable()) {
      if (!wanted.has(ingredient.id)) continue;
      const prices = cartPricesOf({ packages: ingredient.packages, prices: ingredient.prices }, store);
      if (prices) out.push({ id: ingredient.id, ...prices });
    }
    return out;
  }

  /**
   * Catalogue foods whose name or an alias has every word of `query` (singular or plural), the food the word
   * means first (ingredient-search.ts); at most `limit`.
   */
  async search(query: string, limit = 20): Promise<{ id: number; name: string; aisle: string; approximateNutrition: boolean }[]> {
    return searchFoodsByName(query, await this.shoppable(), limit).map((i) => ({
      id: i.id,
      name: i.name,
      aisle: i.category,
      approximateNutrition: approximate().has(i.slug),
    }));
  }
}
