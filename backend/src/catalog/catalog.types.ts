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
  /** Grams as bought, where they differ in kind from `grams` (a cooked grain's bag counts cooked grams, holds dry). */
  boughtGrams?: number;
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
  /** Where the price comes from in plain words, for people: no record numbers, file names or series codes. */
  priceWords: string;
  /** The written price rule (data/price-rules.json) this food is priced by, in words; absent for a food with its own public series. */
  priceRule?: string;
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
  /** 'series': priced from the food's own public price series (BLS/ERS); 'rule': by a written price rule, a rough estimate. Absent when not bought (tap water). */
  priceBasis?: 'series' | 'rule';
  allergens: Allergen[];
  diets: Diet[];
  /** SR28 has no record of this food: its nutrition is the nearest record's (said in `source.note`); shown as "approximate nutrition". */
  approximateNutrition?: true;
}
