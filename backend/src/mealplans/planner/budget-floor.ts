/**
 * The budget floor: a lower bound on what any week from a library can cost a person (or a table), so that a week
 * over its budget can be told apart as "no week from this library fits the budget" or "one may, the search missed
 * it". Pure.
 *
 * A week that keeps the targets ranked above the budget — every day within ±5 % of its goal, each meal's recipe at
 * a portion in its band, no recipe more than twice a week, at most two sides a meal and no side more than three
 * times a week — must carry the week's calories, and every gram it uses costs at least the ingredient's cheapest
 * rate per gram over its packages (what the pantry has counts free). Relaxing the calories into a price per
 * calorie λ (a Lagrangian bound) gives, for every λ ≥ 0,
 *
 *     cost ≥ λ·(calories needed) + Σ slots min(cost − λ·calories of what the slot may serve)
 *
 * and the floor is the best λ. Packages enter as each recipe's share of them (packageShares), blended with the
 * grams (a package costs at least either); meal shares and macro bands are left out, so the true cheapest week
 * costs at least this much, usually more.
 */
import { cartPricesFrom, type CartPrices } from './cart.js';
import { CALORIE_BAND } from './day-fit.js';
import { eligibleByMealType, eligibleSides } from './planner.js';
import { presenceOf, targetsOf, unionRules, type TableInput } from './table.js';
import type { PlannerIngredient, PlannerInput, PlannerRecipe, PlannerSide } from './types.js';
import { MEAL_TYPES, type MealType } from '../../kitchen/vocabulary.js';

/** One meal of the week as the floor sees it: its meal type and the servings its portions may sum to. */
export interface FloorSlot {
  mealType: MealType;
  /** People eating it: each takes at most two sides. */
  eaters: number;
  /** Least and most servings of the recipe the portions of everyone present sum to. */
  minServings: number;
  maxServings: number;
}

export interface FloorInput {
  /** Recipes that pass the hard rule, per meal type. */
  recipes: Record<MealType, readonly PlannerRecipe[]>;
  /** Sides that pass the hard rule, per meal type. */
  sides?: Record<MealType, readonly PlannerSide[]>;
  prices: CartPrices;
  slots: readonly FloorSlot[];
  /** Calories the week must carry at least (every day at the low edge of its ±5 % band). */
  calories: number;
}

/** Uses of one recipe a week (the repeat rule) and of one side (day-fit.ts MAX_SIDE_USES), sides a meal per eater. */
const RECIPE_USES = 2;
const SIDE_USES = 3;
const SIDES_PER_MEAL = 2;

/** The least an ingredient's grams can cost: its cheapest package rate per gram; nothing when the pantry has it. */
export function lowestPerGram(ingredient: PlannerIngredient | undefined): number {
  if (!ingredient) return 0; // unpriced: the cart leaves it out too
  if ((ingredient.freeGrams ?? 0) > 0) return 0;
  const rates = (ingredient.packages ?? []).filter((p) => p.grams > 0).map((p) => p.cents / 100 / p.grams);
  return rates.length ? Math.min(ingredient.pricePerGram, ...rates) : ingredient.pricePerGram;
}

/** The least a serving of a recipe can add to a cart: its grams at their lowest rates (a recipe without lines, its cost). */
export function servingFloor(recipe: Pick<PlannerRecipe, 'cost' | 'lines'>, prices: CartPrices): number {
  if (!recipe.lines || prices.size === 0) return recipe.cost;
  return recipe.lines.reduce((sum, l) => sum + l.gramsPerServing * lowestPerGram(prices.get(l.ingredientId)), 0);
}

/**
 * Each recipe's share of the packages the week must open (one at least of every ingredient it uses that the pantry
 * does not have): an ingredient's cheapest package split evenly among every recipe and side that could use it. However
 * many of them a week uses, its packages cost at least the shares of the recipes it uses.
 */
function packageShares(
  recipes: readonly Pick<PlannerRecipe, 'id' | 'lines'>[],
  sides: readonly Pick<PlannerSide, 'ingredientId'>[],
  prices: CartPrices,
): Map<number, number> {
  const users = new Map<number, number>();
  const count = (id: number) => users.set(id, (users.get(id) ?? 0) + 1);
  const seen = new Set<number>();
  for (const r of recipes) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    for (const l of r.lines ?? []) if (l.gramsPerServing > 0) count(l.ingredientId);
  }
  for (const s of new Set(sides.map((x) => x.ingredientId))) count(s);
  const shares = new Map<number, number>();
  for (const r of recipes) {
    let share = 0;
    for (const l of r.lines ?? []) {
      const p = prices.get(l.ingredientId);
      if (!p || !(l.gramsPerServing > 0) || (p.freeGrams ?? 0) > 0) continue;
      share += p.minPackagePrice / users.get(l.ingredientId)!;
    }
    shares.set(r.id, share);
  }
  return shares;
}

/** The floor in dollars (0 when there is nothing to buy). */
export function weekCostFloor(input: FloorInput): number {
  const { prices } = input;
  const all = MEAL_TYPES.flatMap((type) => input.recipes[type]);
  const sideList = MEAL_TYPES.flatMap((type) => input.sides?.[type] ?? []);
  const shares = packageShares(all, sideList, prices);
  // A recipe served at several meal types has its package share split among them, so no share counts twice.
  const typesOf = new Map<number, number>();
  for (const r of all) typesOf.set(r.id, (typesOf.get(r.id) ?? 0) + 1);
  const recipes = MEAL_TYPES.map((type) =>
    input.recipes[type]
      .filter((r) => r.calories > 0)
      .map((r) => ({ cost: servingFloor(r, prices), calories: r.calories, packages: shares.get(r.id)! / typesOf.get(r.id)! })),
  );
  const sideIds = new Set<number>();
  const sides: { cost: number; calories: number }[] = [];
  for (const s of sideList) {
    if (sideIds.has(s.ingredientId) || !(s.calories > 0)) continue;
    sideIds.add(s.ingredientId);
    sides.push({ cost: s.grams * lowestPerGram(prices.get(s.ingredientId)), calories: s.calories });
  }
  const byType = MEAL_TYPES.map((type) => input.slots.filter((s) => s.mealType === type));
  const sideUnits = SIDES_PER_MEAL * input.slots.reduce((n, s) => n + s.eaters, 0);
  const sideCap = SIDE_USES * Math.max(0, ...input.slots.map((s) => s.eaters));

  /**
   * The bound for a price per calorie λ and a weight θ: a package costs at least its price and at least its grams at
   * their lowest rate, so at least θ × the one plus (1 − θ) × the other.
   */
  const lagrangian = (lambda: number, theta: number): number => {
    let total = (1 - theta) * lambda * input.calories;
    MEAL_TYPES.forEach((_, t) => {
      const slots = byType[t];
      if (!slots.length || !recipes[t].length) return;
      // Every slot's recipe term, s × (cost − λ·calories) for s in [least, most], is at least the most servings
      // any slot takes times its negative part plus the least it takes times its positive part.
      const most = Math.max(...slots.map((s) => s.maxServings));
      const least = Math.min(...slots.map((s) => s.minServings));
      const perUse = recipes[t].map((r) => {
        const d = r.cost - lambda * r.calories;
        return (1 - theta) * (d < 0 ? most * d : least * d);
      });
      // Too few recipes for the repeat rule: the planner repeats them, so the floor lets it.
      const uses = recipes[t].length * RECIPE_USES >= slots.length ? RECIPE_USES : slots.length;
      // The cheapest way to fill the type's slots: each recipe unused, or used 1..uses times for its package share once.
      const K = slots.length;
      let best = Array.from({ length: K + 1 }, (_, k) => (k === 0 ? 0 : Infinity));
      recipes[t].forEach((r, k) => {
        const next = [...best];
        for (let have = 0; have < K; have++) {
          if (best[have] === Infinity) continue;
          for (let u = 1; u <= uses && have + u <= K; u++) {
            const value = best[have] + theta * r.packages + u * perUse[k];
            if (value < next[have + u]) next[have + u] = value;
          }
        }
        best = next;
      });
      total += best[K];
    });
    // Sides: only those worth less than their calories at λ help; each at most SIDE_USES meals of every eater.
    const gains = sides
      .map((s) => (1 - theta) * (s.cost - lambda * s.calories))
      .filter((g) => g < 0)
      .sort((a, b) => a - b);
    let units = sideUnits;
    for (const g of gains) {
      if (units <= 0) break;
      const n = Math.min(units, sideCap);
      total += n * g;
      units -= n;
    }
    return total;
  };

  // Concave in λ for each θ: golden-section search between 0 and the dearest rate per calorie on offer.
  const rates = [...recipes.flat(), ...sides].map((r) => r.cost / r.calories);
  const top = Math.max(0, ...rates) * 1.01 + 1e-9;
  let floor = 0;
  for (let step = 0; step <= 10; step++) {
    const theta = step / 10;
    const f = (lambda: number) => lagrangian(lambda, theta);
    let lo = 0;
    let hi = top;
    const phi = (Math.sqrt(5) - 1) / 2;
    let a = hi - phi * (hi - lo);
    let b = lo + phi * (hi - lo);
    let fa = f(a);
    let fb = f(b);
    for (let i = 0; i < 60; i++) {
      if (fa < fb) {
        lo = a;
        a = b;
        fa = fb;
        b = lo + phi * (hi - lo);
        fb = f(b);
      } else {
        hi = b;
        b = a;
        fb = fa;
        a = hi - phi * (hi - lo);
        fa = f(a);
      }
    }
    floor = Math.max(floor, f(0), fa, fb);
  }
  return floor;
}

/** The slots of one person's week: every meal at 0.75-2 servings. */
export function personFloorSlots(days = 7): FloorSlot[] {
  return Array.from({ length: days }, () =>
    MEAL_TYPES.map((mealType) => ({ mealType, eaters: 1, minServings: 0.75, maxServings: 2 })),
  ).flat();
}

/** The floor of one person's week as planWeek is asked for it (the same pools and sides the planner may use). */
export function personWeekFloor(input: PlannerInput): number {
  const prices = cartPricesFrom(input.ingredients);
  const recipes = input.ingredients ? input.recipes : input.recipes.map((r) => (r.lines ? { ...r, lines: undefined } : r));
  const days = input.days ?? 7;
  return weekCostFloor({
    recipes: eligibleByMealType(recipes, input.rules),
    sides: eligibleSides(
      (input.sides ?? []).filter((s) => !input.ingredients || prices.has(s.ingredientId)),
      input.rules,
    ),
    prices,
    slots: personFloorSlots(days),
    calories: days * input.calorieGoal * (1 - CALORIE_BAND),
  });
}

/**
 * The floor of a table's week as planTable is asked for it: dishes safe for everyone (the table's hard rule), each
 * present person's portion in their band, every person-day at the low edge of its band for the meals eaten at home.
 */
export function tableWeekFloor(input: TableInput): number {
  const days = input.days ?? 7;
  const { members } = input;
  const rules = unionRules(members.map((m) => m.rules));
  const presence = presenceOf(members, days);
  const targets = members.map(targetsOf);
  const prices = cartPricesFrom(input.ingredients);
  const recipes = input.ingredients ? input.recipes : input.recipes.map((r) => (r.lines ? { ...r, lines: undefined } : r));
  const slots: FloorSlot[] = [];
  let calories = 0;
  for (const [key, here] of presence) {
    const mealType = key.split(':')[1] as MealType;
    slots.push({
      mealType,
      eaters: here.length,
      minServings: here.reduce((n, i) => n + Math.min(...targets[i].portions), 0),
      maxServings: here.reduce((n, i) => n + Math.max(...targets[i].portions), 0),
    });
    for (const i of here) calories += (targets[i].calorieGoal * targets[i].shares[mealType] * (1 - CALORIE_BAND)) / 100;
  }
  return weekCostFloor({
    recipes: eligibleByMealType(recipes, rules),
    sides: eligibleSides(
      (input.sides ?? []).filter((s) => !input.ingredients || prices.has(s.ingredientId)),
      rules,
    ),
    prices,
    slots,
    calories,
  });
}
