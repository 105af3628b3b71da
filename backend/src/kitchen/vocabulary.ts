/**
 * The kitchen's words, once: meal types, the days of the week, stores, diets, allergens and aisles. Every module and the SPA
 * (through the generated API types) take them from here. Pure data: imports nothing.
 */

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

/** Diets a recipe or food can fit, as computed from its ingredients. */
export const DIETS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'keto', 'paleo'] as const;
export type Diet = (typeof DIETS)[number];

/** Each diet as Preferences names it (its quick-add chip). */
export const DIET_NAMES: Readonly<Record<Diet, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-Free',
  'dairy-free': 'Dairy-Free',
  keto: 'Keto',
  paleo: 'Paleo',
};

/** The quick-add diet chips of Preferences, in the spec's order (§7). */
export const DIET_CHIPS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Keto', 'Paleo', 'Dairy-Free'] as const;

/** Allergens a recipe or food can contain (the major food allergens). */
export const ALLERGENS = ['milk', 'eggs', 'fish', 'shellfish', 'tree-nuts', 'peanuts', 'wheat', 'gluten', 'soy', 'sesame'] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The quick-add allergy chips of Preferences, in the spec's order (§7). */
export const ALLERGY_CHIPS = ['Nuts', 'Shellfish', 'Eggs', 'Dairy', 'Soy', 'Gluten'] as const;

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
