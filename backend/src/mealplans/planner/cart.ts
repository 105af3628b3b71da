/**
 * The cart: what a week's servings cost as the grocery list buys them, at the person's store: each
 * distinct ingredient the cheapest combination of whole packages that covers what the week uses
 * (kitchen/packages.ts, the list's own rule), so a plan's estimate is what its list will cost; an
 * ingredient known without packages costs at least its cheapest package, beyond that its price per
 * gram. The one measure of a week's cost: the planner's choices, the stored estimate and the 'Weekly
 * budget exceeded by $X' relaxation all use it. Pure.
 */
import { cheapestCover, type PricedPackage } from '../../kitchen/packages.js';
import type { PlannerIngredient, PlannerRecipe } from './types.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Ingredient prices at the person's store, by ingredient id. */
export type CartPrices = ReadonlyMap<number, PlannerIngredient>;

export function cartPricesFrom(ingredients: readonly PlannerIngredient[] | undefined): CartPrices {
  const map = new Map<number, PlannerIngredient>();
  for (const i of ingredients ?? []) {
    if (Number.isFinite(i.pricePerGram) && i.pricePerGram >= 0 && Number.isFinite(i.minPackagePrice) && i.minPackagePrice >= 0)
      map.set(i.id, i);
  }
  return map;
}

/** Whole-package costs per ingredient, by the milligram: the search asks for the same needs again and again. */
const covers = new WeakMap<PlannerIngredient, { packages: PricedPackage[]; cents: Map<number, number> }>();

/**
 * What the cart pays for `usedGrams` of an ingredient: nothing for what the pantry covers; for the rest
 * the whole packages the list would buy (at least one), or, without packages, by the gram but never less
 * than one package. Dollars.
 */
export function ingredientCartCost(ingredient: PlannerIngredient, usedGrams: number): number {
  // what the pantry has is not bought: a staple never, a stock up to what is there
  const free = ingredient.freeGrams ?? 0;
  if (free > 0 && usedGrams <= free + 1e-9) return 0;
  const grams = usedGrams - free;
  if (!ingredient.packages?.length) return Math.max(ingredient.pricePerGram * grams, ingredient.minPackagePrice);
  let cover = covers.get(ingredient);
  if (!cover) {
    cover = { packages: ingredient.packages.map((p, index) => ({ index, label: '', grams: p.grams, cents: p.cents })), cents: new Map() };
    covers.set(ingredient, cover);
  }
  const key = Math.max(0, Math.round(grams * 1000));
  let cents = cover.cents.get(key);
  if (cents === undefined) {
    cents = cheapestCover(key / 1000, cover.packages)?.totalCents ?? Math.round(ingredient.minPackagePrice * 100);
    cover.cents.set(key, cents);
  }
  return cents / 100;
}

/** Grams of each priced ingredient and the dollars priced per serving (recipes without lines) of some planned servings. */
export interface CartTally {
  grams: Map<number, number>;
  linear: number;
}

export function tallyCart(
  slots: readonly { recipe: Pick<PlannerRecipe, 'cost' | 'lines'>; servings: number }[],
  prices: CartPrices,
  into: CartTally = { grams: new Map(), linear: 0 },
): CartTally {
  for (const { recipe, servings } of slots) {
    if (!recipe.lines) {
      into.linear += recipe.cost * servings;
      continue;
    }
    for (const line of recipe.lines) {
      if (!prices.has(line.ingredientId)) continue; // no price anywhere: the grocery list shows it unpriced
      into.grams.set(line.ingredientId, (into.grams.get(line.ingredientId) ?? 0) + line.gramsPerServing * servings);
    }
  }
  return into;
}

/** Dollars of a tally: each ingredient priced by ingredientCartCost, plus the per-serving dollars. */
export function priceCart(tally: CartTally, prices: CartPrices): number {
  let total = tally.linear;
  for (const [id, grams] of tally.grams) total += ingredientCartCost(prices.get(id)!, grams);
  return total;
}

/**
 * The week's cart cost: what the grocery list built from these servings should about cost. Each
 * distinct ingredient costs at least its cheapest package, beyond that its price per gram; a recipe
 * without `lines` costs `cost` per serving. The one measure of a week's cost: the planner's search,
 * the relaxation, the stored estimate and an edited plan's estimate all use it. Dollars to the cent.
 */
export function cartCost(
  slots: readonly { recipe: Pick<PlannerRecipe, 'cost' | 'lines'>; servings: number }[],
  prices: CartPrices,
): number {
  return round2(priceCart(tallyCart(slots, prices), prices));
}

/** priceCart(base + extra) − priceCart(base), computed from the ingredients `extra` touches only. */
export function addedCartCost(
  base: CartTally,
  extra: readonly { recipe: Pick<PlannerRecipe, 'cost' | 'lines'>; servings: number }[],
  prices: CartPrices,
): number {
  const add = tallyCart(extra, prices);
  let cost = add.linear;
  for (const [id, grams] of add.grams) {
    const p = prices.get(id)!;
    const before = base.grams.get(id);
    cost += ingredientCartCost(p, (before ?? 0) + grams) - (before === undefined ? 0 : ingredientCartCost(p, before));
  }
  return cost;
}

/**
 * addedCartCost of these recipes at servings given later, for trying many servings of the same
 * recipes (each portion a day fit tries): the ingredients they touch are gathered once, so each try
 * is a loop over arrays instead of a new tally.
 */
export function addedCartCostOfServings(
  base: CartTally,
  recipes: readonly Pick<PlannerRecipe, 'cost' | 'lines'>[],
  prices: CartPrices,
): (servings: readonly number[]) => number {
  const slotOf = new Map<number, number>();
  const units: PlannerIngredient[] = [];
  const gramsPerServing: number[][] = recipes.map(() => []);
  recipes.forEach((recipe, k) => {
    for (const line of recipe.lines ?? []) {
      const unit = prices.get(line.ingredientId);
      if (!unit) continue;
      let i = slotOf.get(line.ingredientId);
      if (i === undefined) {
        i = units.length;
        slotOf.set(line.ingredientId, i);
        units.push(unit);
        for (const row of gramsPerServing) row.push(0);
      }
      gramsPerServing[k][i] += line.gramsPerServing;
    }
  });
  const before = [...slotOf.keys()].map((id) => base.grams.get(id));
  const paidBefore = before.map((grams, i) => (grams === undefined ? 0 : ingredientCartCost(units[i], grams)));
  const perServing = recipes.map((r) => (r.lines ? 0 : r.cost));
  return (servings) => {
    let cost = 0;
    for (let k = 0; k < recipes.length; k++) cost += perServing[k] * servings[k];
    for (let i = 0; i < units.length; i++) {
      let grams = 0;
      for (let k = 0; k < recipes.length; k++) grams += gramsPerServing[k][i] * servings[k];
      cost += ingredientCartCost(units[i], (before[i] ?? 0) + grams) - paidBefore[i];
    }
    return cost;
  };
}
