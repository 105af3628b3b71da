/**
 * The ingredient catalogue: one entry per common grocery ingredient, generated from USDA SR28
 * and BLS/USDA ERS retail prices by scripts/catalog/build-catalog.mjs (data/ingredients.json).
 */
import type { NutrientsPer100g } from '../kitchen/nutrients.js';
import type { Aisle, Allergen, Diet, StoreId } from '../kitchen/vocabulary.js';

/** Per 100 g of the edible portion, as published in SR28 (kitchen/nutrients.ts). */
export type Nutrients = NutrientsPer100g;

export interface CatalogPackage {
  /** What the shelf label says: '1 dozen', '3 lb bag', '14.5 oz can'. */
  label: string;
  quantity: number;
  /** Canonical unit (units.ts) of `quantity`. */
  unit: string;
  /** Edible grams the package yields (SR28 refuse of fresh produce and bone-in meat taken off). */
  grams: number;
}

export interface StorePrice {
  /** Dollars for the package, rounded to the cent. */
  storeBrand: number;
  nameBrand: number;
}

export interface CatalogSource {
  dataset: 'USDA SR28';
  /** SR28 NDB_No, 5 digits. */
  ndbNo: string;
  /** SR28 Long_Desc of that food. */
  description: string;
  /** The price row(s): BLS series id or ERS table, item, price and period, and any conversion or proxy. */
  price: string;
  /** Nutrients SR28 did not report for this food, recorded as 0. */
  missing?: string[];
  /** Anything else a reader should know (borrowed weights, stand-in foods, package-defined units). */
  note?: string;
}

export interface CatalogIngredient {
  slug: string;
  name: string;
  /** Other names recipes use, lower case. */
  aliases: string[];
  category: Aisle;
  /** SR28 NDB_No as an integer: FoodData Central's SR Legacy keeps NDB numbers. */
  fdcId: number;
  source: CatalogSource;
  nutrients: Nutrients;
  /** Grams of ONE unit, keyed by canonical unit (units.ts): mass units always, volume units where the density is known, counts where SR28 weighs them. */
  unitWeights: Record<string, number>;
  packages: CatalogPackage[];
  /** Dollars per package, same order as `packages`. */
  prices: Record<StoreId, StorePrice[]>;
  allergens: Allergen[];
  diets: Diet[];
  /**
   * How the packages are priced: 'series' from a public price series (the default when absent), 'rule' by a
   * written shelf-price rule for what the food is sold as (a jar of a spice): a line of it says "rough estimate".
   */
  priceBasis?: 'series' | 'rule';
}
