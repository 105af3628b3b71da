/**
 * One day's portions and sides, with its three recipes chosen: each recipe at 0.75, 1, 1.25, 1.5 or
 * 2 servings and up to two sides per meal, so that the day lands within ±5 % of the calorie goal,
 * each meal within its share of the day, and protein, fat and carbohydrate within their bands, at
 * the least added cart cost. Pure.
 *
 * Every meal has a few hundred options (5 portions × the side sets of its meal type); the day's score
 * is a sum of per-meal terms (share, cost, preferences) and day terms (calories, macros, protein,
 * budget), so a coordinate search — the best option of one meal with the other two fixed, in turn,
 * until nothing changes — from the options nearest each meal's target share finds a good day in well
 * under a millisecond; a day that still misses a target is searched again from each meal's best on its own. The weights
 * encode which target gives way first when they collide: macro bands, then meal shares, then the
 * budget, then the ±5 % band (never the portions or the hard rule, which are not in the search).
 */
import { addedCartCost, addedCartCostOfServings, type CartPrices, type CartTally } from './cart.js';
import { sidePairs } from '../../catalog/sides.js';
import { outside, type MacroBands, type ShareBand } from '../../kitchen/nutrition-targets.js';
import { type PlannerRecipe, type PlannerSide } from './types.js';
import { MEAL_TYPES, type MealType } from '../../kitchen/vocabulary.js';

/** The portions a recipe may be planned at, in servings. */
export const PORTIONS: readonly number[] = [0.75, 1, 1.25, 1.5, 2];
const MAX_SIDES_PER_MEAL = 2;

/** The allowed portion nearest to some servings (1 on a tie-free default). */
export function nearestPortion(servings: number): number {
  return PORTIONS.reduce((best, p) => (Math.abs(p - servings) < Math.abs(best - servings) ? p : best), 1);
}
export const CALORIE_BAND = 0.05;

/** Points per unit: a fraction of the calorie goal beyond ±5 % (1 % = 10,000,000 points: it gives way last). */
export const W_CALORIES = 1_000_000_000;
/** Per dollar over the weekly budget (a dollar outweighs 10 share points or 25 macro points). */
export const W_BUDGET = 5_000;
/**
 * Per dollar over the budget when a week is searched budget first (the usual search left it over): a
 * dollar outweighs any balance or share miss of a day, and 1 % of the calorie band outweighs $10.
 */
export const W_BUDGET_FIRST = 1_000_000;
/** Per fraction of the goal a meal lies outside its share band (1 point = 500, half a dollar over budget). */
export const W_SHARE = 50_000;
/** Per fraction of energy a macro lies outside its band, and per fraction of the protein floor missed. */
export const W_MACROS = 20_000;
/** Per dollar the cart costs: within the targets, the cheaper day. */
export const W_COST = 10;
/** Per quarter serving away from one serving: a recipe is one serving unless the day needs more or less. */
const W_PORTION_STEP = 3;
/** Per side, and per earlier use of the same side this week: fewer sides and varied ones. */
const W_SIDE = 4;
const W_SIDE_REPEAT = 3;
/** Uses of one side in a week: a side is a change from the dish, not a fixture of every meal. */
export const MAX_SIDE_USES = 3;
/** The score of a day that may not be chosen (a side at two of its meals). */
const NOT_OFFERED = 1e12;

export interface DayTargets {
  calorieGoal: number;
  bands: Record<MealType, ShareBand>;
  macros: MacroBands;
  proteinGoal: number | null;
}

/** What a day fit needs besides the recipes: targets, sides per meal type and their sets, prices. */
export interface FitContext extends DayTargets {
  sides: Record<MealType, PlannerSide[]>;
  /** Sets of at most MAX_SIDES_PER_MEAL offered sides (indices into the meal type's sides), the empty set first, by the offered indices. */
  setsOffered: Map<string, number[][]>;
  prices: CartPrices;
  /** Points per dollar over the budget: W_BUDGET, or W_BUDGET_FIRST in a budget-first search. */
  budgetWeight: number;
  /** Each side's bit (by catalogue id), so a day serves a side at one meal at most (sideBitsOf). */
  sideBits: ReadonlyMap<number, number>;
}

/** One bit per distinct side (at most 62: two 31-bit words), for the day search's one-meal-a-day check. */
export function sideBitsOf(sides: Record<MealType, PlannerSide[]>): Map<number, number> {
  const bits = new Map<number, number>();
  for (const type of MEAL_TYPES)
    for (const side of sides[type]) if (!bits.has(side.ingredientId) && bits.size < 62) bits.set(side.ingredientId, bits.size);
  return bits;
}

export interface DayFit {
  /** Per meal (breakfast, lunch, dinner): servings of its recipe and the sides added. */
  portions: number[];
  sides: PlannerSide[][];
  /** The whole score, in points. */
  score: number;
  /** The part of the score from missed targets (calories, shares, macros, protein). */
  misses: number;
}

export function sideSetsOf(count: number): number[][] {
  const sets: number[][] = [[]];
  // Sets grow by one side at a time, each from a higher index than its last, up to the limit.
  for (let from = 0; from < sets.length; from++) {
    const set = sets[from];
    if (set.length === MAX_SIDES_PER_MEAL) continue;
    for (let i = (set[set.length - 1] ?? -1) + 1; i < count; i++) sets.push([...set, i]);
  }
  return sets;
}

/** A side as the cart sees it: one "serving" whose only line is its food. */
export function sideAsRecipe(side: PlannerSide): Pick<PlannerRecipe, 'cost' | 'lines'> {
  return { cost: 0, lines: [{ ingredientId: side.ingredientId, gramsPerServing: side.grams }] };
}

interface MealOptions {
  sets: number[][];
  kcal: Float64Array;
  protein: Float64Array;
  fat: Float64Array;
  carbs: Float64Array;
  cost: Float64Array;
  /** Share miss, cost and preferences of the option: the per-meal part of the day's score. */
  own: Float64Array;
  ownMiss: Float64Array;
  /** The option's sides as bits (sideBits), low and high word. */
  lo: Int32Array;
  hi: Int32Array;
}

/**
 * The best portions and sides for three recipes (breakfast, lunch, dinner). `base` is the cart of
 * the rest of the week (what this day adds is priced against it); with `baseCost` the budget counts
 * too (the week's cart over the budget), without it only the added cost. `sideUses` counts each
 * side's uses elsewhere this week.
 */
export function fitDay(
  ctx: FitContext,
  recipes: readonly PlannerRecipe[],
  base: CartTally,
  baseCost: number | null,
  budget: number,
  sideUses: ReadonlyMap<number, number>,
): DayFit {
  const G = ctx.calorieGoal;
  const options = MEAL_TYPES.map((type, m) => mealOptions(ctx, type, recipes[m], base, sideUses));
  const lo = G * (1 - CALORIE_BAND) + 2;
  const hi = G * (1 + CALORIE_BAND) - 2;
  const [pb, pl] = ctx.macros.protein;
  const [fb, fl2] = ctx.macros.fat;
  const [cb, cl] = ctx.macros.carbs;
  const floor = ctx.proteinGoal;
  /** The day's score of options a, b, c: the hot loop, so no allocation and the bands inlined (targets.ts macroMiss). */
  const dayScore = (a: number, b: number, c: number, missesOnly = false): number => {
    const [ob, ol, od] = options;
    const kcal = ob.kcal[a] + ol.kcal[b] + od.kcal[c];
    const protein = ob.protein[a] + ol.protein[b] + od.protein[c];
    const fat = ob.fat[a] + ol.fat[b] + od.fat[c];
    const carbs = ob.carbs[a] + ol.carbs[b] + od.carbs[c];
    const energy = 4 * protein + 9 * fat + 4 * carbs;
    let macro = 0;
    if (energy > 0) {
      const ps = (4 * protein) / energy,
        fs = (9 * fat) / energy,
        cs = (4 * carbs) / energy;
      macro =
        (ps < pb ? pb - ps : ps > pl ? ps - pl : 0) +
        (fs < fb ? fb - fs : fs > fl2 ? fs - fl2 : 0) +
        (cs < cb ? cb - cs : cs > cl ? cs - cl : 0);
    }
    const calMiss = kcal < lo ? lo - kcal : kcal > hi ? kcal - hi : 0;
    let misses = (W_CALORIES * calMiss) / G + W_MACROS * macro;
    // One side at two meals of a day (an apple at breakfast and at dinner) is not offered.
    if (
      (ob.lo[a] & ol.lo[b]) |
      (ob.lo[a] & od.lo[c]) |
      (ol.lo[b] & od.lo[c]) |
      (ob.hi[a] & ol.hi[b]) |
      (ob.hi[a] & od.hi[c]) |
      (ol.hi[b] & od.hi[c])
    )
      misses += NOT_OFFERED;
    if (floor && protein < floor) misses += (W_MACROS * (floor - protein)) / floor;
    if (missesOnly) return misses + ob.ownMiss[a] + ol.ownMiss[b] + od.ownMiss[c];
    let score = misses + ob.own[a] + ol.own[b] + od.own[c];
    if (baseCost !== null) {
      const over = baseCost + ob.cost[a] + ol.cost[b] + od.cost[c] - budget;
      if (over > 0) score += ctx.budgetWeight * over;
    }
    return score;
  };
  /** Coordinate search from a start: each meal's best option with the other two fixed, until nothing changes. */
  const descend = (pick: number[]): { pick: number[]; score: number } => {
    let current = dayScore(pick[0], pick[1], pick[2]);
    for (let pass = 0; pass < 8; pass++) {
      let improved = false;
      for (let m = 0; m < 3; m++) {
        const n = options[m].kcal.length;
        let bestK = pick[m];
        for (let k = 0; k < n; k++) {
          if (k === pick[m]) continue;
          const trial = m === 0 ? dayScore(k, pick[1], pick[2]) : m === 1 ? dayScore(pick[0], k, pick[2]) : dayScore(pick[0], pick[1], k);
          if (trial < current - 1e-9) {
            current = trial;
            bestK = k;
          }
        }
        if (bestK !== pick[m]) {
          pick[m] = bestK;
          improved = true;
        }
      }
      if (!improved) break;
    }
    return { pick, score: current };
  };
  let found = descend(startOf(options, ctx, G, 'target'));
  // A day that still misses a target is searched again from each meal's best on its own.
  if (dayScore(found.pick[0], found.pick[1], found.pick[2], true) > 0) {
    const again = descend(startOf(options, ctx, G, 'own'));
    if (again.score < found.score) found = again;
  }
  const chosen = found.pick;
  const score = dayScore(chosen[0], chosen[1], chosen[2]);
  const misses = dayScore(chosen[0], chosen[1], chosen[2], true);
  return {
    portions: chosen.map((k, m) => PORTIONS[Math.floor(k / options[m].sets.length)]),
    sides: chosen.map((k, m) => options[m].sets[k % options[m].sets.length].map((i) => ctx.sides[MEAL_TYPES[m]][i])),
    score,
    misses,
  };
}

function mealOptions(
  ctx: FitContext,
  type: MealType,
  recipe: PlannerRecipe,
  base: CartTally,
  sideUses: ReadonlyMap<number, number>,
): MealOptions {
  const G = ctx.calorieGoal;
  const band = ctx.bands[type];
  const sides = ctx.sides[type];
  const recipeCost = addedCartCostOfServings(base, [recipe], ctx.prices);
  const sideCost = sides.map((s) => addedCartCost(base, [{ recipe: sideAsRecipe(s), servings: 1 }], ctx.prices));
  const sidePref = sides.map((s) => W_SIDE + W_SIDE_REPEAT * (sideUses.get(s.ingredientId) ?? 0));
  // Not offered: a side the recipe already has (rice beside a rice bowl, toast beside toast), one that does not
  // go with the dish or clashes with it (black beans beside saag paneer), one served MAX_SIDE_USES times elsewhere this week.
  const inRecipe = new Set([...(recipe.lines ?? []).map((l) => l.ingredientId), ...recipe.ingredientIds]);
  const dish = recipe.dish ? [...recipe.dish, type] : null;
  const notOffered = sides.map(
    (s) => inRecipe.has(s.ingredientId) || (dish !== null && !sidePairs(s, dish)) || (sideUses.get(s.ingredientId) ?? 0) >= MAX_SIDE_USES,
  );
  const bit = sides.map((s) => ctx.sideBits.get(s.ingredientId) ?? -1);
  // Only the sides offered make sets: fewer options, so a faster day search.
  const offered = sides.flatMap((_, i) => (notOffered[i] ? [] : [i]));
  const key = offered.join(',');
  let sets = ctx.setsOffered.get(key);
  if (!sets) {
    sets = sideSetsOf(offered.length).map((set) => set.map((i) => offered[i]));
    ctx.setsOffered.set(key, sets);
  }
  const n = PORTIONS.length * sets.length;
  const out: MealOptions = {
    sets,
    kcal: new Float64Array(n),
    protein: new Float64Array(n),
    fat: new Float64Array(n),
    carbs: new Float64Array(n),
    cost: new Float64Array(n),
    own: new Float64Array(n),
    ownMiss: new Float64Array(n),
    lo: new Int32Array(n),
    hi: new Int32Array(n),
  };
  const setLo = sets.map((set) => set.reduce((m, i) => (bit[i] >= 0 && bit[i] < 31 ? m | (1 << bit[i]) : m), 0));
  const setHi = sets.map((set) => set.reduce((m, i) => (bit[i] >= 31 ? m | (1 << (bit[i] - 31)) : m), 0));
  let k = 0;
  for (const portion of PORTIONS) {
    const costOfPortion = recipeCost([portion]);
    const portionPref = W_PORTION_STEP * Math.abs(portion - 1) * 4;
    for (let si = 0; si < sets.length; si++) {
      const set = sets[si];
      out.lo[k] = setLo[si];
      out.hi[k] = setHi[si];
      let kcal = recipe.calories * portion;
      let protein = recipe.protein * portion;
      let fat = recipe.fat * portion;
      let carbs = recipe.carbs * portion;
      let cost = costOfPortion;
      let pref = portionPref;
      for (const i of set) {
        const s = sides[i];
        kcal += s.calories;
        protein += s.protein;
        fat += s.fat;
        carbs += s.carbs;
        cost += sideCost[i];
        pref += sidePref[i];
      }
      // 3 kcal inside the band, so the items' rounded calories stay inside it.
      const shareMiss = W_SHARE * outside(kcal / G, band.lo + 3 / G, band.hi - 3 / G);
      out.kcal[k] = kcal;
      out.protein[k] = protein;
      out.fat[k] = fat;
      out.carbs[k] = carbs;
      out.cost[k] = cost;
      out.ownMiss[k] = shareMiss;
      out.own[k] = shareMiss + W_COST * cost + pref;
      k++;
    }
  }
  return out;
}

/** A start for the search: per meal, the option nearest its target share ('target') or its best on its own ('own'). */
function startOf(options: MealOptions[], ctx: FitContext, G: number, how: 'target' | 'own'): number[] {
  return options.map((o, m) => {
    const target = ctx.bands[MEAL_TYPES[m]].target * G;
    let best = 0;
    let bestScore = Infinity;
    for (let k = 0; k < o.kcal.length; k++) {
      const sc = how === 'target' ? Math.abs(o.kcal[k] - target) * 100 + o.own[k] : o.own[k];
      if (sc < bestScore) {
        bestScore = sc;
        best = k;
      }
    }
    return best;
  });
}
