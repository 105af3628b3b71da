/**
 * The week planner: for each of the 21 slots (7 days × breakfast, lunch, dinner) a recipe at a real
 * portion (0.75, 1, 1.25, 1.5 or 2 servings) and up to two sides — single catalogue foods in the
 * amounts people serve them — so that every day is within ±5 % of the calorie goal, each meal carries
 * its usual share of the day, the day's protein, fat and carbohydrate lie within their bands, and the
 * week's cart stays within the budget. Pure: the job, the tests and the bench feed it the same way.
 *
 * Hard rule (never relaxed): only recipes and sides with no conflict under kitchen/dietary-rules.ts
 * (every required diet, no excluded allergen, no disliked word) are ever considered.
 *
 * A two-stage search:
 *   1. Recipes. Per meal type a rotation of recipes, picked one at a time by what each adds to the cart
 *      per calorie and how far its own protein/fat/carbohydrate lie from the day's bands, favourites
 *      first, a seeded jitter for variety; no recipe more than twice a week nor on consecutive days.
 *   2. Portions and sides, day by day (day-fit.ts): the best portions and sides for the day's three
 *      recipes. A day that still misses a target tries each meal's other recipes in turn.
 * Then the week is refitted day by day against the rest of the week's cart, with the budget counted,
 * and while the week's cart is over the budget, the meal whose cheaper recipe saves the most is swapped.
 * With a protein floor, a recipe's balance counts how far its protein falls short of the floor too.
 * Four starts (rotations of 7 or 4 recipes, counting packages shared later or not); the best week wins.
 *
 * Targets that cannot all hold give way in this order: macro bands, meal shares, the budget, the
 * ±5 % band (day-fit.ts weights), then repeats when too few recipes pass the hard rule. What gave way
 * is measured on the finished plan and reported with its size, never taken from the search.
 */
import { seededRandom } from '../../common/seeded-random.js';
import { recipeConflicts } from '../../kitchen/dietary-rules.js';
import { addedCartCost, cartCost, cartPricesFrom, priceCart, tallyCart, type CartPrices, type CartTally } from './cart.js';
import {
  CALORIE_BAND,
  fitDay,
  nearestPortion,
  PORTIONS,
  sideAsRecipe,
  sideBitsOf,
  W_BUDGET,
  W_BUDGET_FIRST,
  W_CALORIES,
  W_COST,
  W_MACROS,
  W_SHARE,
  type DayFit,
  type FitContext,
} from './day-fit.js';
import { DEFAULT_MEAL_SHARES, macroBandsFor, macroMiss, macroShares, outside, shareBands } from '../../kitchen/nutrition-targets.js';
import {
  NoCandidatesError,
  type PlannedDay,
  type PlannedSide,
  type PlannedSlot,
  type PlannerInput,
  type PlannerRecipe,
  type PlannerSide,
  type PlanRelaxation,
  type PlanResult,
} from './types.js';
import { MEAL_TYPES, type MealType } from '../../kitchen/vocabulary.js';

const W_FAVOURITE = 20;
/** Per second use of a recipe in the week: variety, worth $1.50 of cart (as before sides). */
const W_SECOND_USE = 15;
const W_REPEAT_BREAK = 1_000_000_000;
/** Weight of a recipe's own imbalance (macroMiss, with the protein floor) beside its cart dollars per calorie × 400, in a rotation. */
const BALANCE_WEIGHT = 8;
const JITTER = 0.4;
/** Favourites a rotation starts with per meal type, before recipes chosen by cost and balance. */
const FAVOURITES_PER_MEAL = 2;
/** Recipes per meal type in the starting rotation: 7 = a different recipe every day. */
const ROTATION = 7;
/** Other recipes a day that misses a target tries per meal, cheapest-to-add first. */
const SWAP_TRIES = 16;
/** Sides offered per meal type (the data file holds fewer; a bound on the day search's size: a recipe is offered those that go with it). */
const MAX_SIDES_PER_TYPE = 40;
/** Budget repair rounds: each swaps one meal's recipe for a cheaper one. */
const BUDGET_ROUNDS = 12;
/** Other recipes per meal a day that still misses a target tries in the last pass (the cart may not grow). */
const REBALANCE_TRIES = 8;
/** Rounds of the last pass over the week's missing days. */
const REBALANCE_ROUNDS = 2;
/**
 * A week the budget cannot buy (every repair left it over) may cost this much more than the cheapest week
 * found, in the last pass, where that mends its shares or macro bands: the banner says it is over either
 * way, and a few cents saved are not worth days of bread and beans. A week within its budget never leaves it.
 * 10 %: on two seeds of 120 random profiles (2026-11-27) the over-budget weeks' balanced days went from 76 % at
 * 5 % to 80 % at 8 % and 84 % at 10 %, for 3-4 % more on those weeks' carts (they are over either way).
 */
const OVER_BUDGET_BALANCE_SLACK = 0.1;

// ---------- small pure helpers ----------

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

export function mealTypesOf(recipe: Pick<PlannerRecipe, 'mealTypes'>): MealType[] {
  const types = recipe.mealTypes.map((t) => t.toLowerCase()).filter((t): t is MealType => (MEAL_TYPES as readonly string[]).includes(t));
  return types.length ? types : ['lunch', 'dinner'];
}

/**
 * How far a recipe falls short of a protein floor, as the fraction of the floor a day of it would miss
 * (its protein per calorie against the floor per calorie of the goal); 0 without a floor. With it the
 * candidates and the rotation lean to dishes that carry the floor, as they lean to balanced ones.
 */
export function floorMiss(recipe: Pick<PlannerRecipe, 'protein' | 'calories'>, proteinGoal: number | null, calorieGoal: number): number {
  if (!proteinGoal || !(recipe.calories > 0)) return 0;
  return Math.max(0, 1 - recipe.protein / recipe.calories / (proteinGoal / calorieGoal));
}

/** Recipes that pass the hard rule and can be planned (known calories), per meal type. */
export function eligibleByMealType(recipes: PlannerRecipe[], rules: PlannerInput['rules']): Record<MealType, PlannerRecipe[]> {
  const out: Record<MealType, PlannerRecipe[]> = { breakfast: [], lunch: [], dinner: [] };
  for (const recipe of recipes) {
    if (!(recipe.calories > 0) || !Number.isFinite(recipe.cost) || recipe.cost < 0) continue;
    if (recipeConflicts(recipe, rules).length) continue;
    for (const type of mealTypesOf(recipe)) out[type].push(recipe);
  }
  return out;
}

/** Sides that pass the hard rule, per meal type they are served at. */
export function eligibleSides(sides: readonly PlannerSide[] | undefined, rules: PlannerInput['rules']): Record<MealType, PlannerSide[]> {
  const out: Record<MealType, PlannerSide[]> = { breakfast: [], lunch: [], dinner: [] };
  for (const side of sides ?? []) {
    if (!(side.calories > 0) || !(side.grams > 0)) continue;
    if (
      recipeConflicts({ title: side.name, diets: side.diets, allergens: side.allergens, ingredientNames: side.ingredientNames }, rules)
        .length
    )
      continue;
    for (const type of side.mealTypes) if (out[type].length < MAX_SIDES_PER_TYPE) out[type].push(side);
  }
  return out;
}

/**
 * Which recipes are considered for one meal type: those whose portions (0.75-2 servings, with sides)
 * can carry the meal's share of the goal — every favourite among them, the cheapest per calorie, the
 * best balanced, and a seeded random sample for variety. When too few can, the nearest ones.
 */
function chooseCandidates(
  pool: PlannerRecipe[],
  max: number,
  random: () => number,
  prices: CartPrices,
  fits: (r: PlannerRecipe) => number,
  imbalance: (r: PlannerRecipe) => number,
): PlannerRecipe[] {
  const fitting = pool.filter((r) => fits(r) === 0);
  const usable =
    fitting.length >= Math.min(6, pool.length)
      ? fitting
      : [...pool].sort((a, b) => fits(a) - fits(b)).slice(0, Math.max(6, fitting.length));
  if (usable.length <= max) return usable;
  const picked = new Map<number, PlannerRecipe>();
  const add = (r: PlannerRecipe | undefined) => {
    if (r && picked.size < max) picked.set(r.id, r);
  };
  usable
    .filter((r) => r.favourite)
    .slice(0, Math.floor(max / 4))
    .forEach(add);
  const cheap = [...usable].sort((a, b) => a.cost / a.calories - b.cost / b.calories);
  cheap.slice(0, Math.ceil(max / 8)).forEach(add);
  const alone = new Map(usable.map((r) => [r.id, cartCost([{ recipe: r, servings: 4 }], prices) / (4 * r.calories)]));
  const cheapCart = [...usable].sort((a, b) => alone.get(a.id)! - alone.get(b.id)!);
  let upTo = Math.min(max, picked.size + Math.ceil(max / 8));
  for (const r of cheapCart) {
    if (picked.size >= upTo) break;
    add(r);
  }
  const balanced = [...usable].sort((a, b) => imbalance(a) - imbalance(b));
  upTo = Math.min(max, picked.size + Math.ceil(max / 6));
  for (const r of balanced) {
    if (picked.size >= upTo) break;
    add(r);
  }
  const shuffled = [...usable];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  for (const r of shuffled) {
    if (picked.size >= max) break;
    add(r);
  }
  return [...picked.values()];
}

/** A seeded nudge (±JITTER) per candidate, so two requests give two different good weeks. */
function seededJitter(candidates: Record<MealType, PlannerRecipe[]>, random: () => number): Map<number, number> {
  const jitter = new Map<number, number>();
  for (const type of MEAL_TYPES)
    for (const r of candidates[type]) {
      if (!jitter.has(r.id)) jitter.set(r.id, (random() * 2 - 1) * JITTER);
    }
  return jitter;
}

// ---------- the week ----------

interface WeekSlot {
  day: number;
  mealType: MealType;
  recipe: PlannerRecipe;
  servings: number;
  sides: PlannerSide[];
}

interface WeekContext {
  fit: FitContext;
  days: number;
  budget: number;
  /**
   * In the last pass over a week the budget cannot buy: what it may cost while mending its balance
   * (OVER_BUDGET_BALANCE_SLACK). Every cost over the budget up to it ranks alike, below any week within the budget.
   */
  overBudgetAllowance?: number;
  candidates: Record<MealType, PlannerRecipe[]>;
  /** Per meal type, candidates cheapest to add first (for swaps). */
  ordered: Record<MealType, PlannerRecipe[]>;
  /** How far a recipe's own protein/fat/carbohydrate shares lie from the plan's macro bands. */
  imbalance: (r: PlannerRecipe) => number;
}

const servingsOf = (plan: readonly WeekSlot[]) =>
  plan.flatMap((s) => [
    { recipe: s.recipe, servings: s.servings },
    ...s.sides.map((side) => ({ recipe: sideAsRecipe(side), servings: 1 })),
  ]);

function sideUsesOf(plan: readonly WeekSlot[], exceptDay?: number): Map<number, number> {
  const uses = new Map<number, number>();
  for (const s of plan)
    if (s.day !== exceptDay) for (const side of s.sides) uses.set(side.ingredientId, (uses.get(side.ingredientId) ?? 0) + 1);
  return uses;
}

/**
 * A recipe may fill a slot on day d: used fewer than twice, not the day before or after, not already
 * today, and (with the day's other two meals chosen) not making the day a copy of another day.
 */
function allowedOn(plan: readonly WeekSlot[], r: PlannerRecipe, d: number, today: readonly PlannerRecipe[]): boolean {
  if (today.some((t) => t.id === r.id)) return false;
  let uses = 0;
  for (const s of plan) {
    if (s.recipe.id !== r.id || s.day === d) continue;
    uses++;
    if (Math.abs(s.day - d) <= 1) return false;
  }
  if (uses >= 2) return false;
  if (uses > 0 && today.length === MEAL_TYPES.length - 1) {
    const key = dayKey([...today.map((t) => t.id), r.id]);
    const days = new Map<number, number[]>();
    for (const s of plan) if (s.day !== d) (days.get(s.day) ?? days.set(s.day, []).get(s.day)!).push(s.recipe.id);
    for (const ids of days.values()) if (ids.length === MEAL_TYPES.length && dayKey(ids) === key) return false;
  }
  return true;
}

/** A day's main recipes as one key, whatever meal each is at. */
const dayKey = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

/**
 * The rotation: per meal type `rotationSize` recipes chosen one at a time by what each adds to the
 * cart per calorie (as is, or `share`: counting on packages later picks will share) and by its own
 * balance, favourites first, distinct across meal types where the pools allow.
 */
function rotationOf(
  ctx: WeekContext,
  jitter: (id: number) => number,
  rotationSize: number,
  share: boolean,
  balanceWeight = BALANCE_WEIGHT,
  favouritesFirst = true,
): Record<MealType, PlannerRecipe[]> {
  const { prices, calorieGoal: G, bands } = ctx.fit;
  const taken = new Set<number>();
  const rotation = {} as Record<MealType, PlannerRecipe[]>;
  const nominal: CartTally = { grams: new Map(), linear: 0 };
  const usual = (r: PlannerRecipe, type: MealType) => nearestPortion((bands[type].target * G) / r.calories);
  const users = new Map<number, number>();
  const all = new Map(MEAL_TYPES.flatMap((t) => ctx.candidates[t].map((r) => [r.id, r] as const)));
  for (const r of all.values())
    for (const l of r.lines ?? []) if (prices.has(l.ingredientId)) users.set(l.ingredientId, (users.get(l.ingredientId) ?? 0) + 1);
  const score = (r: PlannerRecipe, type: MealType, uses: number) => {
    const servings = usual(r, type) * uses;
    let credit = 0;
    for (const l of r.lines ?? []) {
      const p = prices.get(l.ingredientId);
      if (share && p && !nominal.grams.has(l.ingredientId)) credit += p.minPackagePrice * (1 - 1 / (users.get(l.ingredientId) ?? 1));
    }
    const added = Math.max(0, addedCartCost(nominal, [{ recipe: r, servings }], prices) - credit);
    return (added / (r.calories * servings)) * 400 + ctx.imbalance(r) * balanceWeight - (r.favourite ? 2 : 0) + jitter(r.id);
  };
  const types = [...MEAL_TYPES].sort((a, b) => ctx.candidates[a].length - ctx.candidates[b].length);
  for (const type of types) {
    const fresh = ctx.candidates[type].filter((r) => !taken.has(r.id));
    const pool = fresh.length >= 4 ? fresh : [...ctx.candidates[type]];
    const uses = ctx.days / Math.min(rotationSize, pool.length);
    const pick: PlannerRecipe[] = [];
    while (pick.length < rotationSize && pool.length) {
      // A person's favourites come first (a couple per meal type), unless the week is searched budget
      // first: the budget ranks above preferences, and its repair may still swap them out.
      const favouriteTurn = favouritesFirst && pick.length < FAVOURITES_PER_MEAL && pool.some((r) => r.favourite);
      let best = 0;
      let bestScore = Infinity;
      pool.forEach((r, k) => {
        if (favouriteTurn && !r.favourite) return;
        const sc = score(r, type, uses);
        if (sc < bestScore) {
          bestScore = sc;
          best = k;
        }
      });
      const [r] = pool.splice(best, 1);
      pick.push(r);
      tallyCart([{ recipe: r, servings: usual(r, type) * uses }], prices, nominal);
    }
    pick.forEach((r) => taken.add(r.id));
    rotation[type] = pick;
  }
  return rotation;
}

/** Builds a week day by day: the rotation's recipes, each day fitted; a day that misses a target tries other recipes. */
function buildWeek(ctx: WeekContext, rotation: Record<MealType, PlannerRecipe[]>, countBudget = false): WeekSlot[] {
  const plan: WeekSlot[] = [];
  const week: CartTally = { grams: new Map(), linear: 0 };
  for (let d = 0; d < ctx.days; d++) {
    const day: PlannerRecipe[] = [];
    for (const type of MEAL_TYPES) {
      const rotated = rotation[type];
      const preferred = rotated[d % rotated.length];
      // When the rotation's recipe may not be used today (twice already, yesterday, or the day would copy another),
      // another of the rotation first: its packages are in the cart already.
      const pick = [preferred, ...rotated, ...ctx.ordered[type]].find((r) => allowedOn(plan, r, d, day)) ?? preferred;
      day.push(pick);
    }
    const uses = sideUsesOf(plan);
    // With `countBudget` the budget counts from the first day: the cart so far against the days' part
    // of the budget, so a swap for balance cannot buy the week over it.
    const soFar = countBudget ? priceCart(week, ctx.fit.prices) : null;
    const budgetSoFar = (ctx.budget * (d + 1)) / ctx.days;
    let best = fitDay(ctx.fit, day, week, soFar, budgetSoFar, uses);
    if (best.misses > 0) {
      for (let m = 0; m < 3; m++) {
        let tries = 0;
        for (const alt of ctx.ordered[MEAL_TYPES[m]]) {
          if (tries >= SWAP_TRIES || best.misses === 0) break;
          const others = day.filter((_, j) => j !== m);
          if (alt.id === day[m].id || !allowedOn(plan, alt, d, others)) continue;
          tries++;
          const trial = day.map((r, j) => (j === m ? alt : r));
          const f = fitDay(ctx.fit, trial, week, soFar, budgetSoFar, uses);
          if (f.score < best.score) {
            best = f;
            day.splice(0, 3, ...trial);
          }
        }
      }
    }
    MEAL_TYPES.forEach((type, m) => {
      const slot = { day: d, mealType: type, recipe: day[m], servings: best.portions[m], sides: best.sides[m] };
      plan.push(slot);
      tallyCart(servingsOf([slot]), ctx.fit.prices, week);
    });
  }
  return plan;
}

/** The day's fit against the rest of the week's cart, the budget counted. */
function refitDay(ctx: WeekContext, plan: readonly WeekSlot[], d: number, recipes: readonly PlannerRecipe[]): DayFit {
  const rest = tallyCart(servingsOf(plan.filter((s) => s.day !== d)), ctx.fit.prices);
  return fitDay(ctx.fit, recipes, rest, priceCart(rest, ctx.fit.prices), ctx.budget, sideUsesOf(plan, d));
}

function withDay(plan: readonly WeekSlot[], d: number, recipes: readonly PlannerRecipe[], fit: DayFit): WeekSlot[] {
  const out = plan.filter((s) => s.day !== d);
  MEAL_TYPES.forEach((type, m) => out.push({ day: d, mealType: type, recipe: recipes[m], servings: fit.portions[m], sides: fit.sides[m] }));
  return out.sort((a, b) => a.day - b.day || MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType));
}

const recipesOfDay = (plan: readonly WeekSlot[], d: number) =>
  MEAL_TYPES.map((t) => plan.find((s) => s.day === d && s.mealType === t)!.recipe);

/** The week's score for a budget repair's swaps: each day's targets, the cart against the budget, repeats, cost, favourites and variety. */
function weekScore(ctx: WeekContext, plan: readonly WeekSlot[]): number {
  const cost = cartCost(servingsOf(plan), ctx.fit.prices);
  let score = ctx.fit.budgetWeight * Math.max(0, cost - ctx.budget) + W_COST * cost;
  for (let d = 0; d < ctx.days; d++)
    score += dayMisses(
      ctx.fit,
      plan.filter((s) => s.day === d),
    );
  score += W_REPEAT_BREAK * repeatBreaks(plan.map((s) => ({ day: s.day, mealType: s.mealType, recipeId: s.recipe.id }))).count;
  const seen = new Set<number>();
  for (const s of plan) {
    if (s.recipe.favourite) score -= W_FAVOURITE;
    if (seen.has(s.recipe.id)) score += W_SECOND_USE;
    seen.add(s.recipe.id);
  }
  return score;
}

/** A day's missed targets in day-fit's points (calories, shares, macros, protein). */
function dayMisses(fit: FitContext, slots: readonly WeekSlot[]): number {
  const miss = dayMissParts(fit, slots);
  return W_CALORIES * miss.calories + W_SHARE * miss.shares + W_MACROS * miss.macros;
}

/** A day's missed targets, each in its own measure: fractions of the goal (calories, shares) and of energy (macros, with the protein floor). */
function dayMissParts(fit: FitContext, slots: readonly WeekSlot[]): { calories: number; shares: number; macros: number } {
  const G = fit.calorieGoal;
  let kcal = 0,
    protein = 0,
    fat = 0,
    carbs = 0,
    shares = 0;
  for (const s of slots) {
    const meal = mealTotals(s);
    kcal += meal.calories;
    protein += meal.protein;
    fat += meal.fat;
    carbs += meal.carbs;
    shares += outside(meal.calories / G, fit.bands[s.mealType].lo, fit.bands[s.mealType].hi);
  }
  let macros = macroMiss({ protein, fat, carbs }, fit.macros);
  if (fit.proteinGoal) macros += Math.max(0, fit.proteinGoal - protein) / fit.proteinGoal;
  return { calories: outside(kcal, G * (1 - CALORIE_BAND) + 2, G * (1 + CALORIE_BAND) - 2) / G, shares, macros };
}

/**
 * Which of two finished weeks is better, in the order targets give way: repeats first, the ±5 % band,
 * then the budget (to the cent), then meal shares, then macros; a tie keeps the first. Lexicographic, so no
 * amount of balance buys a cent over the budget.
 */
function betterWeek(ctx: WeekContext, a: readonly WeekSlot[], b: readonly WeekSlot[]): readonly WeekSlot[] {
  return ranksBefore(weekRank(ctx, b), weekRank(ctx, a)) ? b : a;
}

/** A week's misses in the order targets give way: repeats, ±5 %, cents over budget, shares, macros. */
function weekRank(ctx: WeekContext, plan: readonly WeekSlot[]): number[] {
  const parts = Array.from({ length: ctx.days }, (_, d) =>
    dayMissParts(
      ctx.fit,
      plan.filter((s) => s.day === d),
    ),
  );
  const sum = (key: 'calories' | 'shares' | 'macros') => parts.reduce((n, p) => n + p[key], 0);
  const cost = cartCost(servingsOf(plan), ctx.fit.prices);
  const allowance = ctx.overBudgetAllowance ?? ctx.budget;
  const within = Math.round(cost * 100) <= Math.round(ctx.budget * 100);
  const overCents = within ? 0 : Math.max(1, Math.round((cost - allowance) * 100));
  const repeats = repeatBreaks(plan.map((s) => ({ day: s.day, mealType: s.mealType, recipeId: s.recipe.id }))).count;
  return [repeats, sum('calories'), overCents, sum('shares'), sum('macros')];
}

/** True when rank `b` is strictly better than rank `a` (a tie keeps the first). */
function ranksBefore(b: readonly number[], a: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (b[i] < a[i] - 1e-9) return true;
    if (b[i] > a[i] + 1e-9) return false;
  }
  return false;
}

function mealTotals(s: WeekSlot): { calories: number; protein: number; fat: number; carbs: number } {
  let calories = s.recipe.calories * s.servings,
    protein = s.recipe.protein * s.servings,
    fat = s.recipe.fat * s.servings,
    carbs = s.recipe.carbs * s.servings;
  for (const side of s.sides) {
    calories += side.calories;
    protein += side.protein;
    fat += side.fat;
    carbs += side.carbs;
  }
  return { calories, protein, fat, carbs };
}

/** Each day refitted against the rest of the week, the budget counted. */
function refitWeek(ctx: WeekContext, start: WeekSlot[]): WeekSlot[] {
  let plan = start;
  for (let d = 0; d < ctx.days; d++) plan = withDay(plan, d, recipesOfDay(plan, d), refitDay(ctx, plan, d, recipesOfDay(plan, d)));
  return plan;
}

/** While the week's cart is over budget: the swap of one meal's recipe for a cheaper one that helps the week most. */
function repairBudget(ctx: WeekContext, start: WeekSlot[]): WeekSlot[] {
  let plan = start;
  let score = weekScore(ctx, plan);
  for (let round = 0; round < BUDGET_ROUNDS; round++) {
    if (cartCost(servingsOf(plan), ctx.fit.prices) <= ctx.budget) break;
    let best: { plan: WeekSlot[]; score: number } | null = null;
    // The meals whose recipes the cart pays most for (packages opened for them alone included), each
    // tried with the alternatives cheapest to add.
    const weekCost = cartCost(servingsOf(plan), ctx.fit.prices);
    const without = (slot: WeekSlot) => tallyCart(servingsOf(plan.map((o) => (o === slot ? { ...o, servings: 0 } : o))), ctx.fit.prices);
    const saving = new Map(plan.map((s) => [s, weekCost - priceCart(without(s), ctx.fit.prices)]));
    const costly = [...plan].sort((a, b) => saving.get(b)! - saving.get(a)!).slice(0, 6);
    for (const slot of costly) {
      const m = MEAL_TYPES.indexOf(slot.mealType);
      const today = recipesOfDay(plan, slot.day);
      const rest = plan.filter((s) => s.day !== slot.day || s.mealType !== slot.mealType);
      const restCart = without(slot);
      let tries = 0;
      for (const alt of ctx.ordered[slot.mealType]) {
        if (tries >= 5) break;
        if (
          alt.id === slot.recipe.id ||
          !allowedOn(
            rest,
            alt,
            slot.day,
            today.filter((_, j) => j !== m),
          )
        )
          continue;
        // A recipe that adds a dollar more to the cart than this one saves will not help (the day refit may trim
        // its sides by about that much): skip it before fitting the day.
        if (addedCartCost(restCart, [{ recipe: alt, servings: slot.servings }], ctx.fit.prices) >= saving.get(slot)! + 1) continue;
        tries++;
        const trial = today.map((r, j) => (j === m ? alt : r));
        const next = withDay(plan, slot.day, trial, refitDay(ctx, plan, slot.day, trial));
        const s = weekScore(ctx, next);
        if (s < (best?.score ?? score) - 1e-6) best = { plan: next, score: s };
      }
    }
    if (!best) break;
    plan = best.plan;
    score = best.score;
  }
  return plan;
}

/**
 * The recipes a missing day tries in the last pass, per meal: the allowed candidates whose swap (at the
 * meal's calories) would leave the day's protein, fat and carbohydrate — and the protein floor with
 * them — missing least, among those the week's cart can take without costing more than the meal they
 * replace (the refit decides the cents). A fat-heavy, low-carbohydrate day so tries the lean,
 * starchy dishes whose packages the week already buys, instead of only the cheapest recipes in general.
 */
function rebalanceTrials(ctx: WeekContext, plan: readonly WeekSlot[], d: number, today: readonly PlannerRecipe[]): PlannerRecipe[][] {
  const prices = ctx.fit.prices;
  const slots = MEAL_TYPES.map((t) => plan.find((s) => s.day === d && s.mealType === t)!);
  const meals = slots.map(mealTotals);
  const day = meals.reduce((t, m) => ({ protein: t.protein + m.protein, fat: t.fat + m.fat, carbs: t.carbs + m.carbs }), {
    protein: 0,
    fat: 0,
    carbs: 0,
  });
  const weekCost = priceCart(tallyCart(servingsOf(plan), prices), prices);
  const rest = plan.filter((s) => s.day !== d);
  const trials: { recipes: PlannerRecipe[]; miss: number }[] = [];
  for (let m = 0; m < MEAL_TYPES.length; m++) {
    const slot = slots[m];
    const others = today.filter((_, j) => j !== m);
    const without = tallyCart(servingsOf(plan.map((o) => (o === slot ? { ...o, servings: 0 } : o))), prices);
    const saving = weekCost - priceCart(without, prices);
    const recipeKcal = slot.recipe.calories * slot.servings;
    const ranked: { recipe: PlannerRecipe; miss: number }[] = [];
    for (const alt of ctx.candidates[MEAL_TYPES[m]]) {
      if (alt.id === today[m].id || !allowedOn(rest, alt, d, others)) continue;
      // The alternative at the portion nearest the calories the recipe carried, as the refit would start.
      const servings = nearestPortion(recipeKcal / alt.calories);
      if (addedCartCost(without, [{ recipe: alt, servings }], prices) > saving + 0.5) continue;
      const swapped = {
        protein: day.protein - slot.recipe.protein * slot.servings + alt.protein * servings,
        fat: day.fat - slot.recipe.fat * slot.servings + alt.fat * servings,
        carbs: day.carbs - slot.recipe.carbs * slot.servings + alt.carbs * servings,
      };
      let miss = macroMiss(swapped, ctx.fit.macros);
      if (ctx.fit.proteinGoal) miss += Math.max(0, ctx.fit.proteinGoal - swapped.protein) / ctx.fit.proteinGoal;
      ranked.push({ recipe: alt, miss });
    }
    ranked.sort((a, b) => a.miss - b.miss);
    for (const r of ranked.slice(0, REBALANCE_TRIES)) trials.push({ recipes: today.map((t, j) => (j === m ? r.recipe : t)), miss: r.miss });
  }
  return trials.sort((a, b) => a.miss - b.miss).map((t) => t.recipes);
}

/**
 * The last pass: each day that still misses a share or macro band is refitted, and its meals tried with other
 * recipes, keeping a change only when the finished week is better in the order targets give way (betterWeek) —
 * so never a cent more over the budget, nor over it at all when it was met. A week over budget was fitted to
 * save every cent; this wins back its shares and balance where that costs nothing, or saves more.
 */
function rebalance(ctx: WeekContext, start: WeekSlot[]): WeekSlot[] {
  let plan = start;
  let rank = weekRank(ctx, plan);
  // A second round when the first changed the week: a day mended later frees packages an earlier day may use.
  for (let round = 0, changed = true; round < REBALANCE_ROUNDS && changed; round++) {
    changed = false;
    for (let d = 0; d < ctx.days; d++) {
      if (
        dayMisses(
          ctx.fit,
          plan.filter((s) => s.day === d),
        ) <= 0
      )
        continue;
      // The budget the day is fitted to: the person's, or the week's cart as it is when that is over it; a week the
      // budget cannot buy is fitted to its allowance as well, the rank choosing between balance and cents.
      const cartNow = cartCost(servingsOf(plan), ctx.fit.prices);
      const budgets = [Math.max(ctx.budget, cartNow)];
      if (ctx.overBudgetAllowance !== undefined && ctx.overBudgetAllowance > budgets[0]) budgets.push(ctx.overBudgetAllowance);
      const held = budgets.map((budget): WeekContext => ({ ...ctx, budget, fit: { ...ctx.fit, budgetWeight: W_BUDGET_FIRST } }));
      const today = recipesOfDay(plan, d);
      // Those that mend the day's balance within the cart first, then the cheapest to add (they may mend its shares).
      const trials: PlannerRecipe[][] = [today, ...rebalanceTrials(ctx, plan, d, today)];
      for (let m = 0; m < MEAL_TYPES.length; m++) {
        const others = today.filter((_, j) => j !== m);
        const rest = plan.filter((s) => s.day !== d);
        let tries = 0;
        for (const alt of ctx.ordered[MEAL_TYPES[m]]) {
          if (tries >= REBALANCE_TRIES) break;
          if (alt.id === today[m].id || !allowedOn(rest, alt, d, others)) continue;
          tries++;
          if (!trials.some((t) => t[m].id === alt.id)) trials.push(today.map((r, j) => (j === m ? alt : r)));
        }
      }
      for (const trial of trials) {
        for (const fitted of held) {
          const next = withDay(plan, d, trial, refitDay(fitted, plan, d, trial));
          const nextRank = weekRank(ctx, next);
          if (ranksBefore(nextRank, rank)) {
            plan = next;
            rank = nextRank;
            changed = true;
          }
        }
      }
    }
  }
  return plan;
}

/** Plans a week. Throws NoCandidatesError when the hard rule leaves a meal type without a recipe. */
// A plan is a promise wherever it is solved (here, or in the planner thread): callers await either alike.
// eslint-disable-next-line @typescript-eslint/require-await
export async function planWeek(input: PlannerInput): Promise<PlanResult> {
  const started = performance.now();
  const days = input.days ?? 7;
  const random = seededRandom(input.seed ?? 'forkcast');
  // Cart prices: recipes' lines are priced only when the input says what ingredients cost.
  const prices = cartPricesFrom(input.ingredients);
  const recipes = input.ingredients ? input.recipes : input.recipes.map((r) => (r.lines ? { ...r, lines: undefined } : r));
  const pools = eligibleByMealType(recipes, input.rules);
  const eligible = { breakfast: pools.breakfast.length, lunch: pools.lunch.length, dinner: pools.dinner.length };
  const empty = MEAL_TYPES.filter((t) => pools[t].length === 0);
  if (empty.length) throw new NoCandidatesError(empty);

  const G = input.calorieGoal;
  const bands = shareBands(input.mealShares ?? DEFAULT_MEAL_SHARES);
  const macros = macroBandsFor(input.rules.requiredDiets);
  const proteinGoal = input.proteinGoal && input.proteinGoal > 0 ? input.proteinGoal : null;
  const imbalance = (r: PlannerRecipe) => macroMiss(r, macros) + floorMiss(r, proteinGoal, G);
  // Sides need a price to be bought; without ingredient prices (a bare library) they are left out.
  const sides = eligibleSides(
    (input.sides ?? []).filter((s) => !input.ingredients || prices.has(s.ingredientId)),
    input.rules,
  );
  const fit: FitContext = {
    calorieGoal: G,
    bands,
    macros,
    proteinGoal,
    prices,
    sides,
    setsOffered: new Map(),
    sideBits: sideBitsOf(sides),
    budgetWeight: W_BUDGET,
  };
  const max = input.maxCandidatesPerMeal ?? 32;
  const candidates = {} as Record<MealType, PlannerRecipe[]>;
  for (const type of MEAL_TYPES) {
    const band = bands[type];
    const sideRoom = [...sides[type]]
      .sort((a, b) => b.calories - a.calories)
      .slice(0, 2)
      .reduce((sum, s) => sum + s.calories, 0);
    // How far a recipe's portions (with the largest sides) are from the meal's band, as a fraction of the goal.
    const fits = (r: PlannerRecipe) =>
      Math.max(0, (r.calories * PORTIONS[0]) / G - band.hi, band.lo - (r.calories * PORTIONS[PORTIONS.length - 1] + sideRoom) / G);
    candidates[type] = chooseCandidates(pools[type], max, random, prices, fits, imbalance);
  }
  const jitter = seededJitter(candidates, random);
  const addedAlone = new Map<number, number>();
  for (const type of MEAL_TYPES)
    for (const r of candidates[type]) addedAlone.set(r.id, cartCost([{ recipe: r, servings: 1 }], prices) / r.calories);
  const ordered = {} as Record<MealType, PlannerRecipe[]>;
  for (const type of MEAL_TYPES)
    ordered[type] = [...candidates[type]].sort(
      (a, b) => addedAlone.get(a.id)! * 400 + imbalance(a) * 8 - (addedAlone.get(b.id)! * 400 + imbalance(b) * 8),
    );
  const ctx: WeekContext = { fit, days, budget: input.weeklyBudget, candidates, ordered, imbalance };

  // Four starts: a different recipe every day (variety) or 4 per meal type (cheaper), each counting on
  // packages shared later or not. The first that misses least (targets and budget) wins, so variety
  // unless the cheaper rotation meets more.
  const weeks = [ROTATION, 4].flatMap((size) =>
    [false, true].map((share) =>
      buildWeek(
        ctx,
        rotationOf(ctx, (id) => jitter.get(id) ?? 0, size, share),
      ),
    ),
  );
  const best = (candidates: WeekSlot[][]) => candidates.reduce((a, b) => betterWeek(ctx, a, b) as WeekSlot[]);
  // Only the winner is refitted against its whole week (the budget counted): the refit rarely changes which start wins.
  // Every finished week the search kept along the way, for the last choice when none meets the budget.
  const searched: WeekSlot[][] = [];
  const keep = (...found: WeekSlot[][]) => (searched.push(...found), found);
  let [chosen] = keep(refitWeek(ctx, best(weeks)));
  if (cartCost(servingsOf(chosen), prices) > ctx.budget) {
    [chosen] = keep(repairBudget(ctx, chosen));
    // Still a little over (within 10 %): the other starts are repaired too, as a cheaper rotation may get under.
    // Far over, the budget cannot be met by swaps, and the extra search would only cost time.
    const over = cartCost(servingsOf(chosen), prices) - ctx.budget;
    if (over > 0 && over <= 0.1 * ctx.budget)
      chosen = best([chosen, ...keep(...weeks.filter((w) => w !== chosen).map((w) => repairBudget(ctx, refitWeek(ctx, w))))]);
    // Still over: the budget ranks above balance and shares, so weeks built with the budget counted from
    // the first day are tried too; the best week wins. Rotations by cost alone find the cheapest weeks,
    // rotations by cost and balance weeks nearly as cheap whose days balance: those win when they meet the
    // budget as well, or when no week meets it (the allowance below).
    if (cartCost(servingsOf(chosen), prices) > ctx.budget) {
      const first: WeekContext = { ...ctx, fit: { ...fit, budgetWeight: W_BUDGET_FIRST } };
      const cheap = [0, BALANCE_WEIGHT].flatMap((balanceWeight) =>
        [ROTATION, 4].flatMap((size) =>
          [false, true].map((share) =>
            buildWeek(
              first,
              rotationOf(first, (id) => jitter.get(id) ?? 0, size, share, balanceWeight, false),
              true,
            ),
          ),
        ),
      );
      chosen = best([chosen, ...keep(...cheap.map((w) => repairBudget(first, refitWeek(first, w))))]);
    }
  }
  chosen = rebalance(ctx, chosen);
  // Still over after saving every cent it could: the week may cost a little more to win back its balance.
  const cheapest = cartCost(servingsOf(chosen), prices);
  if (Math.round(cheapest * 100) > Math.round(ctx.budget * 100)) {
    const allowed: WeekContext = {
      ...ctx,
      overBudgetAllowance: cheapest * (1 + (input.overBudgetBalanceSlack ?? OVER_BUDGET_BALANCE_SLACK)),
    };
    // A week searched before the cents were saved may cost little more and keep its balance: within the
    // allowance, the shares and macro bands choose (the cents saved by the cheapest would not buy the budget).
    chosen = searched.reduce((a, b) => betterWeek(allowed, a, b) as WeekSlot[], chosen);
    chosen = rebalance(allowed, chosen);
  }
  const slots = chosen.map((s) => slotOf(s, prices));
  const estimatedCost = cartCost(servingsOf(chosen), prices);
  const summary = summarise(
    slots,
    {
      calorieGoal: G,
      weeklyBudget: input.weeklyBudget,
      days,
      mealShares: input.mealShares,
      diets: input.rules.requiredDiets,
      proteinGoal: fit.proteinGoal,
    },
    eligible,
    estimatedCost,
  );
  return { slots, ...summary, solveMs: Math.round(performance.now() - started), eligible };
}

// ---------- reading a plan back ----------

/** A recipe's nutrition and cost at a number of servings, rounded as a plan keeps them. */
export function recipeAtServings(
  recipe: Pick<PlannerRecipe, 'calories' | 'protein' | 'carbs' | 'fat' | 'cost'>,
  servings: number,
): Pick<PlannedSlot, 'calories' | 'protein' | 'carbs' | 'fat' | 'cost'> {
  return {
    calories: Math.round(recipe.calories * servings),
    protein: round1(recipe.protein * servings),
    carbs: round1(recipe.carbs * servings),
    fat: round1(recipe.fat * servings),
    cost: round2(recipe.cost * servings),
  };
}

function slotOf(s: WeekSlot, prices: CartPrices): PlannedSlot {
  const { recipe, servings } = s;
  return {
    day: s.day,
    mealType: s.mealType,
    recipeId: recipe.id,
    servings,
    ...recipeAtServings(recipe, servings),
    sides: s.sides.map((side): PlannedSide => ({
      ingredientId: side.ingredientId,
      name: side.name,
      quantity: side.quantity,
      unit: side.unit,
      grams: side.grams,
      fdcId: side.fdcId,
      calories: Math.round(side.calories),
      protein: round1(side.protein),
      carbs: round1(side.carbs),
      fat: round1(side.fat),
      cost: round2((prices.get(side.ingredientId)?.pricePerGram ?? 0) * side.grams),
    })),
  };
}

/** A slot's calories, protein, fat and carbohydrate with its sides (as stored: rounded per item). */
export function slotTotals(s: Pick<PlannedSlot, 'calories' | 'protein' | 'carbs' | 'fat' | 'sides'>): {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
} {
  return s.sides.reduce(
    (t, side) => ({
      calories: t.calories + side.calories,
      protein: t.protein + side.protein,
      carbs: t.carbs + side.carbs,
      fat: t.fat + side.fat,
    }),
    { calories: s.calories, protein: s.protein, carbs: s.carbs, fat: s.fat },
  );
}

export interface SummaryTargets {
  calorieGoal: number;
  weeklyBudget: number;
  days?: number;
  mealShares?: Record<MealType, number>;
  /** Required diets (a keto plan has its own macro bands). */
  diets?: readonly string[];
  proteinGoal?: number | null;
}

/**
 * Day totals (sides included), week totals and the relaxations, measured on the finished plan.
 * `estimatedCost` is the week's cart cost (cartCost of the plan); without it, the food eaten (Σ item cost).
 */
export function summarise(
  slots: PlannedSlot[],
  input: SummaryTargets,
  eligible: Record<MealType, number>,
  estimatedCost?: number,
): Pick<PlanResult, 'days' | 'totalCalories' | 'estimatedCost' | 'relaxations'> {
  const dayCount = input.days ?? 7;
  const days: PlannedDay[] = Array.from({ length: dayCount }, (_, day) => ({ day, calories: 0, protein: 0, carbs: 0, fat: 0, cost: 0 }));
  let costCents = 0;
  const G = input.calorieGoal;
  const bands = shareBands(input.mealShares ?? DEFAULT_MEAL_SHARES);
  const shareMisses: number[] = [];
  for (const s of slots) {
    const d = days[s.day];
    const t = slotTotals(s);
    d.calories += t.calories;
    d.protein = round1(d.protein + t.protein);
    d.carbs = round1(d.carbs + t.carbs);
    d.fat = round1(d.fat + t.fat);
    const cents = Math.round(s.cost * 100) + s.sides.reduce((sum, side) => sum + Math.round(side.cost * 100), 0);
    d.cost = (Math.round(d.cost * 100) + cents) / 100;
    costCents += cents;
    const off = outside(t.calories / G, bands[s.mealType].lo, bands[s.mealType].hi);
    if (off > 0.0005) shareMisses.push(off);
  }
  if (estimatedCost !== undefined) costCents = Math.round(estimatedCost * 100);
  const totalCalories = days.reduce((sum, d) => sum + d.calories, 0);
  const relaxations: PlanRelaxation[] = [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

  // In the order targets give way, last first: what held longest is named first.
  const off = days.map((d) => Math.abs(d.calories - G) / G).filter((f) => f > CALORIE_BAND + 1e-9);
  if (off.length) {
    const worst = Math.round(Math.max(...off) * 1000) / 10;
    relaxations.push({
      target: 'calories',
      message: `Daily calories are outside ±5% of your ${G} kcal goal on ${plural(off.length, 'day')} (up to ${worst}% off)`,
      amount: worst,
    });
  }
  const overCents = costCents - Math.round(input.weeklyBudget * 100);
  if (overCents > 0)
    relaxations.push({ target: 'budget', message: `Weekly budget exceeded by $${(overCents / 100).toFixed(2)}`, amount: overCents / 100 });
  if (shareMisses.length) {
    const worst = Math.round(Math.max(...shareMisses) * 1000) / 10;
    relaxations.push({
      target: 'shares',
      message: `${plural(shareMisses.length, 'meal')} ${shareMisses.length === 1 ? 'is outside its' : 'are outside their'} usual share of the day's calories (up to ${worst} points off)`,
      amount: worst,
    });
  }
  const macroBands = macroBandsFor(input.diets ?? []);
  const unbalanced = days
    .filter((d) => d.calories > 0)
    .map((d) => ({ d, miss: macroMiss(d, macroBands) }))
    .filter((x) => x.miss > 0.001);
  if (unbalanced.length) {
    const worst = Math.round(Math.max(...unbalanced.map((x) => x.miss)) * 1000) / 10;
    const sample = macroShares(unbalanced.sort((a, b) => b.miss - a.miss)[0].d);
    const pctOf = (n: number) => `${Math.round(n * 100)}%`;
    relaxations.push({
      target: 'macros',
      message: `Protein, fat and carbohydrate are outside their usual ranges on ${plural(unbalanced.length, 'day')} (up to ${worst} points off; worst day ${pctOf(sample.protein)} protein, ${pctOf(sample.fat)} fat, ${pctOf(sample.carbs)} carbohydrate)`,
      amount: worst,
    });
  }
  if (input.proteinGoal) {
    const short = days.filter((d) => d.calories > 0 && d.protein < input.proteinGoal! - 0.05).map((d) => input.proteinGoal! - d.protein);
    if (short.length) {
      const worst = Math.round(Math.max(...short));
      relaxations.push({
        target: 'protein',
        message: `Protein is below your ${input.proteinGoal} g goal on ${plural(short.length, 'day')} (up to ${worst} g short)`,
        amount: worst,
      });
    }
  }
  const breaks = repeatBreaks(slots);
  if (breaks.count > 0) {
    const few = MEAL_TYPES.filter((t) => breaks.mealTypes.has(t))
      .map((t) => `${eligible[t]} ${t}`)
      .join(', ');
    relaxations.push({
      target: 'repeats',
      message: `${repeatWords(breaks)}: too few recipes fit your restrictions (${few})`,
      amount: breaks.count,
    });
  }
  return { days, totalCalories, estimatedCost: costCents / 100, relaxations };
}

/** Uses beyond the rules (more than 2 a week, or on two consecutive days / twice a day), and days that repeat another day's recipes. */
export function repeatBreaks(slots: readonly Pick<PlannedSlot, 'day' | 'mealType' | 'recipeId'>[]): {
  count: number;
  mealTypes: Set<MealType>;
  /** Days whose main recipes are an earlier day's (the same set, whatever the meals). */
  repeatedDays: number;
} {
  const repeatedDays = repeatedDaysOf(slots);
  const byRecipe = new Map<number, Pick<PlannedSlot, 'day' | 'mealType' | 'recipeId'>[]>();
  for (const s of slots) (byRecipe.get(s.recipeId) ?? byRecipe.set(s.recipeId, []).get(s.recipeId)!).push(s);
  let count = 0;
  const mealTypes = new Set<MealType>();
  for (const uses of byRecipe.values()) {
    let broken = Math.max(0, uses.length - 2);
    const days = uses.map((s) => s.day).sort((a, b) => a - b);
    for (let i = 1; i < days.length; i++) if (days[i] - days[i - 1] <= 1) broken++;
    if (broken > 0) {
      count += broken;
      uses.forEach((s) => mealTypes.add(s.mealType));
    }
  }
  if (repeatedDays > 0) MEAL_TYPES.forEach((t) => mealTypes.add(t));
  return { count: count + repeatedDays, mealTypes, repeatedDays };
}

/** What broke the repeat rules, in words. */
function repeatWords(breaks: ReturnType<typeof repeatBreaks>): string {
  const days = breaks.repeatedDays;
  const dayWords = `${days} ${days === 1 ? 'day repeats' : 'days repeat'} another day's meals`;
  const recipeWords = 'recipes repeat more than twice a week or on consecutive days';
  if (!days) return `Some ${recipeWords}`;
  return breaks.count > days ? `Some ${recipeWords}, and ${dayWords}` : dayWords.charAt(0).toUpperCase() + dayWords.slice(1);
}

/** How many days have the same set of main recipes as an earlier day ("Saturday is a copy of Thursday"). */
export function repeatedDaysOf(slots: readonly Pick<PlannedSlot, 'day' | 'recipeId'>[]): number {
  const byDay = new Map<number, number[]>();
  for (const s of slots) (byDay.get(s.day) ?? byDay.set(s.day, []).get(s.day)!).push(s.recipeId);
  const seen = new Set<string>();
  let repeated = 0;
  for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
    const key = dayKey(byDay.get(day)!);
    if (seen.has(key)) repeated++;
    seen.add(key);
  }
  return repeated;
}

/** 'vegan, no nuts, no cilantro' — how a person's restrictions are named in messages. */
export function describeRestrictions(prefs: { dietaryRestrictions: string[]; allergies: string[]; dislikedIngredients: string[] }): string {
  const parts = [
    ...prefs.dietaryRestrictions.map((d) => d.trim().toLowerCase()),
    ...prefs.allergies.map((a) => `no ${a.trim().toLowerCase()}`),
    ...prefs.dislikedIngredients.map((w) => `no ${w.trim().toLowerCase()}`),
  ].filter((p) => p && p !== 'no');
  return parts.join(', ') || 'none';
}

/** The message a person can act on when a meal type has no recipe left. */
export function noCandidatesMessage(mealTypes: MealType[], prefs: Parameters<typeof describeRestrictions>[0]): string {
  const names = mealTypes.length === 1 ? mealTypes[0] : `${mealTypes.slice(0, -1).join(', ')} or ${mealTypes[mealTypes.length - 1]}`;
  return `No ${names} recipes fit your restrictions (${describeRestrictions(prefs)}). Remove a restriction or add your own recipes.`;
}
