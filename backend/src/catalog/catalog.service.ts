import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReferenceCopy } from '../common/reference-copy.js';
import { cartPricesOf } from './recipe-facts.js';
import { Ingredient } from './ingredient.entity.js';

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
}

/**
 * The ingredient catalogue as stored (`ingredients`, seeded from catalog/data/ingredients.json),
 * for other modules: they read it through this service, never the table.
 */
@Injectable()
export class CatalogService {
  /** The whole catalogue (477 ingredients), kept in the process: every plan and grocery job reads it. */
  private readonly catalogue = new ReferenceCopy<readonly ShoppableIngredient[]>();

  constructor(private readonly em: EntityManager) {}

  /** Every catalogue ingredient with what shopping for it takes, in id order. Read-only: shared. */
  async shoppable(): Promise<readonly ShoppableIngredient[]> {
    const em = this.em.fork();
    const [{ version }] = await em.execute<{ version: string }[]>(`select count(*) || ':' || coalesce(max(id), 0) as version from ingredients`);
    return this.catalogue.get(version, async () => {
      const rows = await em.find(Ingredient, {}, { orderBy: { id: 'asc' } });
      return rows.map((r) => ({
        id: r.id, slug: r.slug, name: r.name, aliases: r.aliases ?? [], category: r.category,
        unitWeights: r.unitWeights ?? {}, packages: r.packages ?? [], prices: r.prices ?? {},
      }));
    });
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
}
