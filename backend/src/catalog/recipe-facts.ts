/**
 * A recipe's facts computed from its ingredient lines: nutrition per serving, cost per serving at
 * each store, allergens and diets. Pure: no Nest, no ORM. Never typed by hand.
 */
import { DEFAULT_STORE, STORE_IDS, type Allergen, type Diet, type StoreId } from '../kitchen/vocabulary.js';
import type { CatalogIngredient } from './catalog.types.js';
import { NUTRIENTS, type NutrientAmounts, type NutritionPerServing } from '../kitchen/nutrients.js';

export interface RecipeFactsLine {
  /** The catalogue entry the line matched, or null. */
  ingredient: CatalogIngredient | null;
  /** Grams of the ingredient in the whole recipe, or null when the amount could not be weighed. */
  grams: number | null;
}

/** kcal whole, grams and sodium (mg) to one decimal. */
export type RecipeNutritionPerServing = NutritionPerServing;

export interface RecipeFacts {
  nutrition: RecipeNutritionPerServing;
  /** Dollars per serving, store brand, to the cent. */
  costPerServing: Record<StoreId, number>;
  /** Union of the matched ingredients' allergens, sorted. */
  allergens: Allergen[];
  /** Diets every matched ingredient allows, sorted; empty when no line matched. */
  diets: Diet[];
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const cents = (x: number) => Math.round(x * 100) / 100;

/** What pricing reads of an ingredient (a stored `ingredients` row or a catalogue entry). */
export interface PricedIngredient {
  packages?: readonly { grams: number }[] | null;
  /** Per store id, per package (same order as `packages`). */
  prices?: Readonly<Partial<Record<string, readonly ({ storeBrand: number } | null | undefined)[]>>> | null;
}

/** Dollars per gram of an ingredient at a store: the cheapest package's store-brand price per gram. */
export function pricePerGram(ingredient: PricedIngredient, store: string): number | null {
  const prices = ingredient.prices?.[store] ?? [];
  let best: number | null = null;
  (ingredient.packages ?? []).forEach((pkg, i) => {
    const price = prices[i]?.storeBrand;
    if (typeof price !== 'number' || !(pkg.grams > 0)) return;
    const perGram = price / pkg.grams;
    if (best === null || perGram < best) best = perGram;
  });
  return best;
}

/** Dollars of the cheapest single package of an ingredient at a store (store brand), or null when it has no price there. */
export function minPackagePrice(ingredient: PricedIngredient, store: string): number | null {
  const prices = ingredient.prices?.[store] ?? [];
  let best: number | null = null;
  (ingredient.packages ?? []).forEach((pkg, i) => {
    const price = prices[i]?.storeBrand;
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || !(pkg.grams > 0)) return;
    if (best === null || price < best) best = price;
  });
  return best;
}

/** One package as a store sells it: its weight and its store-brand price in integer cents. */
export interface CartPackage {
  grams: number;
  cents: number;
}

/** The store-brand packages of an ingredient that have a price at `store`, in cents. */
function packagesAt(ingredient: PricedIngredient, store: string): CartPackage[] {
  const prices = ingredient.prices?.[store] ?? [];
  const out: CartPackage[] = [];
  (ingredient.packages ?? []).forEach((pkg, i) => {
    const price = prices[i]?.storeBrand;
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || !(pkg.grams > 0)) return;
    out.push({ grams: pkg.grams, cents: Math.round(price * 100) });
  });
  return out;
}

/**
 * What a cart pays for an ingredient bought at `store`: its price per gram, its cheapest package and
 * the packages the grocery list buys from, at the store the list prices it at (grocery/list-builder.ts:
 * the store, else kroger, else the first store with a price), or null when no store prices it.
 */
export function cartPricesOf(
  ingredient: PricedIngredient,
  store: string,
  fallbackStore: string = DEFAULT_STORE,
): { store: string; pricePerGram: number; minPackagePrice: number; packages: CartPackage[] } | null {
  const at = (s: string) => {
    const perGram = pricePerGram(ingredient, s);
    const pkg = minPackagePrice(ingredient, s);
    return perGram === null || pkg === null
      ? null
      : { store: s, pricePerGram: perGram, minPackagePrice: pkg, packages: packagesAt(ingredient, s) };
  };
  const stores = [store, fallbackStore, ...Object.keys(ingredient.prices ?? {}).sort()];
  for (const s of stores) {
    const found = at(s);
    if (found) return found;
  }
  return null;
}

export function computeRecipeFacts(lines: readonly RecipeFactsLine[], servings: number): RecipeFacts {
  const portions = Number.isFinite(servings) && servings > 0 ? servings : 1;
  let kcal = 0;
  const total = Object.fromEntries(NUTRIENTS.map((k) => [k, 0])) as NutrientAmounts;
  const cost = Object.fromEntries(STORE_IDS.map((s) => [s, 0])) as Record<StoreId, number>;
  const allergens = new Set<Allergen>();
  let diets: Diet[] | null = null;

  for (const { ingredient, grams } of lines) {
    if (!ingredient) continue;
    for (const a of ingredient.allergens) allergens.add(a);
    const own: readonly Diet[] = ingredient.diets;
    diets = diets === null ? [...own] : diets.filter((d) => own.includes(d));
    if (grams === null || !Number.isFinite(grams) || grams <= 0) continue;
    const f = grams / 100;
    const n = ingredient.nutrients;
    kcal += n.kcal * f;
    for (const k of NUTRIENTS) total[k] += n[k] * f;
    for (const store of STORE_IDS) {
      const perGram = pricePerGram(ingredient, store);
      if (perGram !== null) cost[store] += perGram * grams;
    }
  }

  return {
    nutrition: {
      calories: Math.round(kcal / portions),
      ...(Object.fromEntries(NUTRIENTS.map((k) => [k, round1(total[k] / portions)])) as NutrientAmounts),
    },
    costPerServing: Object.fromEntries(STORE_IDS.map((s) => [s, cents(cost[s] / portions)])) as Record<StoreId, number>,
    allergens: [...allergens].sort(),
    diets: diets === null ? [] : [...(diets as Diet[])].sort(),
  };
}
