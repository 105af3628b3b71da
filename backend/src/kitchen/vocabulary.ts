/**
 * The kitchen's words, once: meal types, the days of the week, stores, diets, allergens and aisles. Every module and the SPA
 * (through the generated API types) take them from here. Pure data: diets and allergens are derived from their records (diets.ts).
 */
import { ALLERGEN_RECORDS, allergenRecords, DIET_RECORDS, type Allergen, type Diet, type DietName } from './diets.js';

/** The meals of a day, in the order they are eaten. */
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export function isMealType(value: unknown): value is MealType {
  return typeof value === 'string' && (MEAL_TYPES as readonly string[]).includes(value);
}

/** The days of the week by name; a day's index is its dayOfWeek (0 = Sunday, as Date.getDay). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** The stores prices are estimated for (spec §9's store list). */
export const STORE_IDS = ['whole-foods', 'safeway', 'kroger', 'trader-joes', 'costco'] as const;
export type StoreId = (typeof STORE_IDS)[number];

/** Where a person without a preferred store is priced. */
export const DEFAULT_STORE: StoreId = 'kroger';

/** Each store as a person reads it. */
export const STORE_NAMES: Readonly<Record<StoreId, string>> = {
  'whole-foods': 'Whole Foods Market',
  safeway: 'Safeway',
  kroger: 'Kroger',
  'trader-joes': "Trader Joe's",
  costco: 'Costco',
};

export function isStoreId(value: unknown): value is StoreId {
  return typeof value === 'string' && (STORE_IDS as readonly string[]).includes(value);
}

/** A store's name for a store id, or the id itself when it names no store of ours. */
export function storeNameOf(store: string): string {
  return isStoreId(store) ? STORE_NAMES[store] : store;
}

/** Diets a recipe or food can fit, as computed from its ingredients: the ids of the diet records (diets.ts). */
export const DIETS: readonly Diet[] = DIET_RECORDS.map((r) => r.id);
export type { Diet };

/** Each diet as Preferences names it (its quick-add chip), from its record. */
export const DIET_NAMES: Readonly<Record<Diet, DietName>> = Object.fromEntries(DIET_RECORDS.map((r) => [r.id, r.name])) as Record<
  Diet,
  DietName
>;

/** The quick-add diet chips of Preferences, in the spec's order (§7): each record's name at its chip's place. */
export const DIET_CHIPS: readonly DietName[] = [...DIET_RECORDS].sort((a, b) => a.chipPosition - b.chipPosition).map((r) => r.name);

/** Allergens a recipe or food can contain (the major food allergens): the ids of the allergen records (diets.ts). */
export const ALLERGENS: readonly Allergen[] = ALLERGEN_RECORDS.map((r) => r.id);
export type { Allergen };

/** The quick-add allergy chips of Preferences, in the spec's order (§7); one chip may name several allergens ("Nuts"). */
export const ALLERGY_CHIPS: readonly string[] = [
  ...new Map(
    allergenRecords()
      .filter((r) => r.chip)
      .sort((a, b) => a.chip!.position - b.chip!.position)
      .map((r) => [r.chip!.label, r.chip!.label]),
  ).keys(),
];

/** Aisles of the ingredient catalogue. */
export const AISLES = [
  'Produce',
  'Meat & Seafood',
  'Dairy & Eggs',
  'Bakery',
  'Grains & Pasta',
  'Pantry',
  'Baking',
  'Spices & Seasonings',
  'Oils & Condiments',
  'Canned Goods',
  'Frozen',
  'Nuts & Seeds',
  'Beverages',
] as const;
export type Aisle = (typeof AISLES)[number];

/** Where a grocery line of no known aisle goes (spec §9). */
export const OTHER_AISLE = 'Other';

/** Aisles in the order of a walk through a typical US supermarket; unknown aisles go just before Frozen. */
export const STORE_WALK: readonly string[] = [
  'Produce',
  'Bakery',
  'Meat & Seafood',
  'Deli',
  'Dairy & Eggs',
  'Pantry',
  'Grains & Pasta',
  'Canned Goods',
  'Baking',
  'Spices & Seasonings',
  'Oils & Condiments',
  'Condiments & Sauces',
  'Oils & Vinegars',
  'Nuts & Seeds',
  'Snacks',
  'Breakfast & Cereal',
  'Beverages',
  'Frozen',
  OTHER_AISLE,
];
