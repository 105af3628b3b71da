/**
 * The week planner for a table of several people (issue #24): one dish per slot, safe for everyone at it, each
 * person served their own portion of it. Pure, built on planWeek rather than beside it:
 *
 *   1. The dishes. planWeek plans the week for a "reference eater" who carries every member's hard rule (the union
 *      of their diets, allergies and dislikes: a dish safe for all is safe for whoever is present), the mean of
 *      their calorie goals, the most demanding protein floor per calorie, and the household's budget for a cart
 *      priced as the table's (atTableScale: everyone's portions share the packages) — so its cart search,
 *      rotations, sides and variety rules all apply unchanged.
 *   2. The portions (portions.ts). Each person present at a slot gets their own portion of its dish, in quarter
 *      servings within their band (adults 0.75-2, children 0.5-2), and takes the slot's sides or not, so that their
 *      day lands within ±5 % of their own goal (scaled to the meals they eat at home), their meals within their
 *      shares, their macros within their bands, their protein floor met.
 *   3. Repair. A person-day that still misses its ±5 % band tries the meal's other safe recipes, refitting everyone
 *      present that day; a swap is kept when the table misses less. Then days where someone's macros or protein
 *      floor miss try the best-balanced ones (never buying the week over its budget), and a table over its budget
 *      swaps dishes — one, or a recipe at every use — for those that save its cart the most, then refits plates with
 *      their cost counted, then balances again within the budget: never leaving someone's day outside its band for
 *      it, nor breaking the repeat rules.
 *
 * A household of one with every meal at home is planWeek itself: the same week for the same input and seed.
 * What gave way is measured on the finished plan, per person ("Sam: …"), and the budget once for the table.
 */
import { addedCartCost, cartCost, cartPricesFrom, tallyCart, type CartPrices } from './cart.js';
import { CALORIE_BAND, sideAsRecipe, W_BUDGET } from './day-fit.js';
import { eligibleByMealType, planWeek, recipeAtServings, summarise } from './planner.js';
import { fitPerson, portionsFor, type Frugality, type PersonDay, type PersonTargets } from './portions.js';
import { DEFAULT_MEAL_SHARES, macroBandsFor, macroMiss, type MealShares } from '../../kitchen/nutrition-targets.js';
import type { DietaryRules } from '../../kitchen/dietary-rules.js';
import { MEAL_TYPES, type MealType } from '../../kitchen/vocabulary.js';
import type { PlannedSide, PlannedSlot, PlannerInput, PlannerRecipe, PlannerSide, PlanRelaxation, PlanResult } from './types.js';

/** One person at the table, as the planner reads them. */
export interface TableMember {
  memberId: string;
  name: string;
  isChild: boolean;
  calorieGoal: number;
  proteinGoal: number | null;
  mealShares: MealShares | null;
  rules: DietaryRules;
  /** Meals of the plan they are not at home for (day = the plan's day, 0 = its first). */
  away: readonly { day: number; mealType: MealType }[];
}

export interface TableInput extends Omit<PlannerInput, 'rules' | 'calorieGoal' | 'mealShares' | 'proteinGoal'> {
  members: TableMember[];
}

/** One person's portion of a meal item, in servings of the recipe (or units of a side). */
export interface MemberPortion {
  memberId: string;
  name: string;
  servings: number;
}

export interface TableSide extends PlannedSide {
  /** Units of the side bought for the slot (one per person who takes it); `quantity` and nutrition are for all of them. */
  servings: number;
  portions: MemberPortion[] | null;
}

export interface TableSlot extends Omit<PlannedSlot, 'sides'> {
  /** Each present person's servings; `servings` is their sum. Null when planned for one person. */
  portions: MemberPortion[] | null;
  sides: TableSide[];
}

/** One person's day: what they eat of the plan, against their goal for the meals they eat at home. */
export interface MemberDayStat {
  memberId: string;
  name: string;
  day: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  calorieGoal: number;
}

export interface TablePlanResult extends Omit<PlanResult, 'slots'> {
  slots: TableSlot[];
  /** Null when planned for one person (planWeek's own day totals are theirs). */
  memberDays: MemberDayStat[] | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Recipes a person-day that misses its band tries per meal when repairing, the most promising first. */
const REPAIR_TRIES = 6;
/** Repair rounds over the week's missing days. */
const REPAIR_ROUNDS = 2;
/** Best-balanced recipes a day whose macros or protein floor miss tries per meal. */
const BALANCE_TRIES = 4;
/** Budget rounds: each makes the one move (a dish, or a recipe at every use) that saves the most, portions refitted. */
const BUDGET_ROUNDS = 21;
/** Moves priced exactly per budget round, those whose estimated saving is largest first. */
const BUDGET_TRIES = 8;
/** Moves refitted per budget round at most, looking for those that keep everyone's day in their band. */
const BUDGET_SCAN = 40;
/** How far over its budget a finished week may be for the reference eater's search to be run again, tighter. */
const RETRY_OVER = 0.05;

/** Every member's hard rule at once: a recipe passing it passes each of theirs. */
export function unionRules(rules: readonly DietaryRules[]): DietaryRules {
  const uniq = <T>(xs: T[]) => [...new Set(xs)];
  const dislikedFoods = rules.flatMap((r) => r.dislikedFoods ?? []);
  return {
    requiredDiets: uniq(rules.flatMap((r) => r.requiredDiets)),
    excludedAllergens: uniq(rules.flatMap((r) => r.excludedAllergens)),
    excludedTerms: uniq(rules.flatMap((r) => r.excludedTerms)),
    ...(dislikedFoods.length ? { dislikedFoods: [...new Map(dislikedFoods.map((d) => [d.term, d])).values()] } : {}),
  };
}

/** Who is at the table for each slot of the plan: member indices by `${day}:${mealType}`. */
export function presenceOf(members: readonly TableMember[], days: number): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (let day = 0; day < days; day++)
    for (const type of MEAL_TYPES) {
      const here = members.flatMap((m, i) => (m.away.some((a) => a.day === day && a.mealType === type) ? [] : [i]));
      if (here.length) out.set(`${day}:${type}`, here);
    }
  return out;
}

export function targetsOf(member: TableMember): PersonTargets {
  return {
    calorieGoal: member.calorieGoal,
    proteinGoal: member.proteinGoal && member.proteinGoal > 0 ? member.proteinGoal : null,
    shares: member.mealShares ?? DEFAULT_MEAL_SHARES,
    diets: member.rules.requiredDiets,
    portions: portionsFor(member.isChild),
  };
}

interface Dish {
  day: number;
  mealType: MealType;
  recipe: PlannerRecipe;
  sides: PlannerSide[];
}

/** The week for the table. Throws NoCandidatesError when no recipe of a meal type is safe for everyone. */
export async function planTable(input: TableInput): Promise<TablePlanResult> {
  const started = performance.now();
  const { members } = input;
  if (!members.length) throw new Error('a table needs at least one member');
  const days = input.days ?? 7;
  const single = members.length === 1 && members[0].away.length === 0;
  const only = members[0];
  if (single) {
    const result = await planWeek({
      ...input,
      rules: only.rules,
      calorieGoal: only.calorieGoal,
      mealShares: only.mealShares ?? undefined,
      proteinGoal: only.proteinGoal,
    });
    return {
      ...result,
      slots: result.slots.map((s) => ({ ...s, portions: null, sides: s.sides.map((d) => ({ ...d, servings: 1, portions: null })) })),
      memberDays: null,
    };
  }

  const rules = unionRules(members.map((m) => m.rules));
  const presence = presenceOf(members, days);
  const targets = members.map(targetsOf);
  // The reference eater: the mean goal; the budget scaled from what the table eats (in goal-shares of meals) to one eater's week.
  const meanGoal = Math.round(members.reduce((s, m) => s + m.calorieGoal, 0) / members.length);
  let eaten = 0;
  for (const [key, here] of presence) {
    const type = key.split(':')[1] as MealType;
    for (const i of here) eaten += (members[i].calorieGoal * targets[i].shares[type]) / 100;
  }
  // How many reference eaters the table is: its cart buys that many times what the reference eater eats.
  const eaters = eaten > 0 ? eaten / (meanGoal * days) : 1;
  const floorPerKcal = Math.max(0, ...targets.map((t) => (t.proteinGoal ?? 0) / t.calorieGoal));
  const atTable = atTableScale(input, eaters);
  const referenceWeek = (weeklyBudget: number) =>
    planWeek({
      ...atTable,
      weeklyBudget,
      rules,
      calorieGoal: meanGoal,
      proteinGoal: floorPerKcal > 0 ? Math.round(floorPerKcal * meanGoal) : null,
    });
  let reference = await referenceWeek(input.weeklyBudget);

  const prices = cartPricesFrom(input.ingredients);
  const recipes = input.ingredients ? input.recipes : input.recipes.map((r) => (r.lines ? { ...r, lines: undefined } : r));
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const pools = eligibleByMealType(recipes, rules);
  const sideById = new Map((input.sides ?? []).map((s) => [s.ingredientId, s]));
  /** The table's week from the reference eater's: everyone's portions, then the repair, balance and budget passes. */
  const tableFrom = (planned: PlanResult) => {
    const dishes: Dish[] = planned.slots
      .filter((s) => presence.has(`${s.day}:${s.mealType}`))
      .map((s) => ({
        day: s.day,
        mealType: s.mealType,
        recipe: byId.get(s.recipeId)!,
        sides: s.sides.map((d) => sideById.get(d.ingredientId)).filter((d): d is PlannerSide => d !== undefined),
      }));

    // Each person's servings per day: fitted on the day's dishes at the meals they are present for.
    // Frugal: the plate's cost counted, when the table's cart is over its budget (the budget ranks above balance).
    const frugality: Frugality = {
      perDollar: W_BUDGET,
      sideCost: (side) => (prices.get(side.ingredientId)?.pricePerGram ?? 0) * side.grams,
    };
    const fitDayFor = (day: number, dayDishes: readonly Dish[], frugal = false) =>
      members.map((_, i) => {
        const meals = dayDishes.filter((d) => presence.get(`${day}:${d.mealType}`)!.includes(i));
        return meals.length ? fitPerson(targets[i], meals, frugal ? frugality : undefined) : null;
      });
    const fits = new Map<number, ReturnType<typeof fitDayFor>>();
    const dishesOn = (day: number) => dishes.filter((d) => d.day === day);
    for (let day = 0; day < days; day++) fits.set(day, fitDayFor(day, dishesOn(day)));

    const weekCost = (week: readonly Dish[], dayFits: ReadonlyMap<number, readonly (PersonDay | null)[]>) =>
      cartCost(
        week.flatMap((dish) => servingsOfDish(dish, dayFits.get(dish.day)!)),
        prices,
      );

    // Repair: a day where someone misses their band tries each meal's other safe recipes, the table's misses summed.
    const missOf = (fit: ReturnType<typeof fitDayFor>) => fit.reduce((sum, f) => sum + (f?.misses ?? 0), 0);
    const calorieMisses = (fit: ReturnType<typeof fitDayFor>) => fit.filter((f) => f && !f.inBand).length;
    for (let round = 0; round < REPAIR_ROUNDS; round++) {
      let changed = false;
      for (let day = 0; day < days; day++) {
        let fit = fits.get(day)!;
        if (!calorieMisses(fit)) continue;
        for (const dish of dishesOn(day)) {
          if (!calorieMisses(fit)) break;
          const tries = repairCandidates(dish, dishes, pools[dish.mealType], fit, targets, presence);
          for (const recipe of tries) {
            const trial: Dish[] = dishesOn(day).map((d) => (d === dish ? { ...d, recipe, sides: [] } : d));
            const trialFit = fitDayFor(day, trial);
            if (
              calorieMisses(trialFit) < calorieMisses(fit) ||
              (calorieMisses(trialFit) === calorieMisses(fit) && missOf(trialFit) < missOf(fit) - 1e-6)
            ) {
              dish.recipe = recipe;
              dish.sides = [];
              fit = trialFit;
              fits.set(day, fit);
              changed = true;
            }
          }
        }
      }
      if (!changed) break;
    }

    // Balance: a day where someone's macros or protein floor miss tries each meal's best-balanced safe recipes (the
    // protein-richest first when someone is short of their floor), kept when no one leaves their ±5 % band for it and
    // the table misses less. Run again after the budget pass, on what it left: a day whose plates were refitted for
    // cost first tries its plates as they would be without (each kept only if the week's budget still holds).
    const tableBands = macroBandsFor(rules.requiredDiets);
    const short = (f: PersonDay | null) => f !== null && f.proteinFloor > 0 && f.protein < f.proteinFloor - 0.05;
    const unbalanced = (fit: ReturnType<typeof fitDayFor>) => fit.some((f) => f !== null && (f.macroMiss > 0.001 || short(f)));
    /** Frugal days: plates refitted with their cost counted by the budget pass. */
    const frugalDays = new Set<number>();
    const balanceDays = () => {
      let balancedCost = weekCost(dishes, fits);
      // the budget ranks above balance: no change for it buys the week over the budget, or further over
      const keep = (day: number, week: readonly Dish[], trialFit: ReturnType<typeof fitDayFor>) => {
        const fit = fits.get(day)!;
        if (calorieMisses(trialFit) > calorieMisses(fit) || missOf(trialFit) >= missOf(fit) - 1e-6) return false;
        const trialCost = weekCost(week, new Map([...fits, [day, trialFit]]));
        if (trialCost > Math.max(input.weeklyBudget, balancedCost) + 0.005) return false;
        balancedCost = trialCost;
        fits.set(day, trialFit);
        return true;
      };
      for (let day = 0; day < days; day++) {
        if (frugalDays.has(day) && unbalanced(fits.get(day)!) && keep(day, dishes, fitDayFor(day, dishesOn(day)))) frugalDays.delete(day);
        for (const dish of dishesOn(day)) {
          if (!unbalanced(fits.get(day)!)) break;
          const proteinShort = fits.get(day)!.some(short);
          const tries = allowedSwaps(dish, dishes, pools[dish.mealType])
            .map((r) => ({ r, k: macroMiss(r, tableBands) - (proteinShort ? (4 * r.protein) / r.calories : 0) }))
            .sort((a, b) => a.k - b.k)
            .slice(0, BALANCE_TRIES);
          for (const { r: recipe } of tries) {
            const trial: Dish[] = dishesOn(day).map((d) => (d === dish ? { ...d, recipe, sides: [] } : d));
            const week = dishes.map((d) => (d === dish ? trial.find((x) => x.mealType === d.mealType)! : d));
            if (keep(day, week, fitDayFor(day, trial, frugalDays.has(day)))) {
              dish.recipe = recipe;
              dish.sides = [];
            }
          }
        }
      }
    };
    balanceDays();

    // The budget: while the table's cart is over it, the dish whose cheaper recipe saves the cart the most is swapped,
    // as long as no one's day leaves its ±5 % band for it (the band gives way last). Each dish's cheaper recipes are
    // ranked by what they would save the cart as it stands (its packages shared with the rest of the week), the
    // table eating the same calories of them; the most promising are refitted and priced exactly. Still over, the
    // days' portions are refitted with their cost counted (cheaper plates before balance), and the swaps tried again
    // on those plates.
    let cost = weekCost(dishes, fits);
    const swapForBudget = (frugal: boolean) => {
      for (let round = 0; round < BUDGET_ROUNDS && cost > input.weeklyBudget; round++) {
        let best: { move: BudgetMove; fits: Map<number, ReturnType<typeof fitDayFor>>; cost: number } | null = null;
        let priced = 0;
        let tried = 0;
        for (const move of budgetMoves(dishes, fits, pools, prices)) {
          if (priced >= BUDGET_TRIES || tried >= BUDGET_SCAN) break;
          tried++;
          const swapped = new Map(move.changes.map((c) => [c.dish, c.recipe]));
          const week = dishes.map((d) => (swapped.has(d) ? { ...d, recipe: swapped.get(d)!, sides: [] } : d));
          const trialFits = new Map(
            [...new Set(move.changes.map((c) => c.dish.day))].map((day) => [
              day,
              fitDayFor(
                day,
                week.filter((d) => d.day === day),
                frugal,
              ),
            ]),
          );
          if ([...trialFits].some(([day, fit]) => calorieMisses(fit) > calorieMisses(fits.get(day)!))) continue;
          priced++;
          const trialCost = weekCost(week, new Map([...fits, ...trialFits]));
          if (trialCost < (best?.cost ?? cost) - 0.005) best = { move, fits: trialFits, cost: trialCost };
        }
        if (!best) break;
        for (const { dish, recipe } of best.move.changes) {
          dish.recipe = recipe;
          dish.sides = [];
        }
        for (const [day, fit] of best.fits) {
          fits.set(day, fit);
          if (frugal) frugalDays.add(day);
        }
        cost = best.cost;
      }
    };
    const costBefore = cost;
    swapForBudget(false);
    if (cost > input.weeklyBudget) {
      const cheaper = [...fits.keys()]
        .map((day) => {
          const fit = fitDayFor(day, dishesOn(day), true);
          return { day, fit, cost: weekCost(dishes, new Map([...fits, [day, fit]])) };
        })
        .filter((x) => calorieMisses(x.fit) <= calorieMisses(fits.get(x.day)!))
        .sort((x, y) => x.cost - y.cost);
      for (const { day, fit } of cheaper) {
        if (cost <= input.weeklyBudget) break;
        const trialCost = weekCost(dishes, new Map([...fits, [day, fit]]));
        if (trialCost >= cost - 0.005) continue;
        fits.set(day, fit);
        frugalDays.add(day);
        cost = trialCost;
      }
      swapForBudget(true);
    }
    if (cost !== costBefore) balanceDays();
    return { dishes, fits, cost: weekCost(dishes, fits) };
  };
  let week = tableFrom(reference);
  // A week a little over its budget after all that: the reference eater's search again, for a budget tightened by
  // the table's overrun (its dishes chosen cheaper from the start); the cheaper table week is kept.
  if (week.cost > input.weeklyBudget && week.cost <= input.weeklyBudget * (1 + RETRY_OVER)) {
    const tighter = await referenceWeek((input.weeklyBudget * input.weeklyBudget) / week.cost);
    const again = tableFrom(tighter);
    if (again.cost < week.cost) {
      week = again;
      reference = tighter;
    }
  }
  const { dishes, fits } = week;

  const slots = dishes.map((dish) => tableSlotOf(dish, members, fits.get(dish.day)!, prices));
  const memberDays = memberDaysOf(members, fits, days);
  const estimatedCost = cartCost(cartOf(slots, byId, sideById), prices);
  // The table's day totals and repeats (what everyone eats together), its budget once; then each person's own misses.
  const table = summarise(
    slots,
    { calorieGoal: members.reduce((s, m) => s + m.calorieGoal, 0), weeklyBudget: input.weeklyBudget, days },
    reference.eligible,
    estimatedCost,
  );
  const relaxations: PlanRelaxation[] = [
    ...table.relaxations.filter((r) => r.target === 'budget' || r.target === 'repeats'),
    ...members.flatMap((m, i) =>
      personRelaxations(
        m,
        targets[i],
        memberDays.filter((d) => d.memberId === m.memberId),
        [...fits.values()].flatMap((f) => (f[i] ? [f[i]] : [])),
      ),
    ),
  ];
  return {
    slots,
    days: table.days,
    totalCalories: table.totalCalories,
    estimatedCost,
    relaxations,
    solveMs: Math.round(performance.now() - started),
    eligible: reference.eligible,
    memberDays,
  };
}

/**
 * The input as the reference eater's planWeek sees it: their cart priced as the table's, against the household's
 * budget. The table buys `eaters` times what one reference eater eats, so one eater's grams cost what the table's
 * do when each package holds 1/eaters of its grams at its price, a gram (and the pantry's stock) counts eaters
 * times, and a recipe priced by the serving costs eaters servings. Whole packages shared by everyone's portions
 * are then priced as the list will buy them, not one person's packages scaled up.
 */
export function atTableScale(input: TableInput, eaters: number): TableInput {
  if (Math.abs(eaters - 1) < 1e-9) return input;
  return {
    ...input,
    recipes: input.recipes.map((r) => ({ ...r, cost: r.cost * eaters })),
    ingredients: input.ingredients?.map((i) => ({
      ...i,
      pricePerGram: i.pricePerGram * eaters,
      ...(i.packages ? { packages: i.packages.map((p) => ({ grams: p.grams / eaters, cents: p.cents })) } : {}),
      ...(i.freeGrams !== undefined ? { freeGrams: i.freeGrams / eaters } : {}),
    })),
  };
}

/**
 * Other recipes for a dish, the most promising first: those at which most of the people who miss that day could
 * land in their band with a portion they may eat, then the cheaper per calorie. No recipe more than twice a week
 * nor on the day before or after its other use.
 */
function repairCandidates(
  dish: Dish,
  week: readonly Dish[],
  pool: readonly PlannerRecipe[],
  fit: readonly (PersonDay | null)[],
  targets: readonly PersonTargets[],
  presence: ReadonlyMap<string, number[]>,
): PlannerRecipe[] {
  const here = presence.get(`${dish.day}:${dish.mealType}`)!;
  const needs = here
    .filter((i) => fit[i] && !fit[i]!.inBand)
    .map((i) => {
      const f = fit[i]!;
      const mine = f.meals.find((m) => m.mealType === dish.mealType);
      const rest = f.calories - (mine ? mine.calories : 0);
      return { want: f.dayGoal - rest, tolerance: f.dayGoal * CALORIE_BAND, portions: targets[i].portions };
    });
  const allowed = allowedSwaps(dish, week, pool);
  const score = (r: PlannerRecipe) => needs.filter((n) => n.portions.some((p) => Math.abs(p * r.calories - n.want) <= n.tolerance)).length;
  return allowed
    .map((r) => ({ r, s: score(r), c: r.cost / r.calories }))
    .sort((a, b) => b.s - a.s || a.c - b.c)
    .slice(0, REPAIR_TRIES)
    .map((x) => x.r);
}

/** A change of the week for its budget: one dish's recipe, or a recipe everywhere the week uses it. */
interface BudgetMove {
  changes: { dish: Dish; recipe: PlannerRecipe }[];
  saves: number;
}

/**
 * The week's cheaper moves, the most saving first: each dish to each recipe it may become, and each recipe of the
 * week to one it does not use yet at every one of its uses (a recipe bought for two meals shares its packages, where
 * one meal of it alone would not pay for them). Each move is priced as what the cart would save if the table ate the
 * same calories of the new recipe (the old one's sides given up with it), against the rest of the week's cart so
 * that packages already bought cost nothing more.
 */
function budgetMoves(
  week: readonly Dish[],
  fits: ReadonlyMap<number, readonly (PersonDay | null)[]>,
  pools: Record<MealType, PlannerRecipe[]>,
  prices: CartPrices,
): BudgetMove[] {
  const items = new Map(week.map((dish) => [dish, servingsOfDish(dish, fits.get(dish.day)!)]));
  // what everyone present eats at the slot, sides included
  const kcalOf = (dish: Dish) =>
    fits.get(dish.day)!.reduce((s, f) => s + (f?.meals.find((m) => m.mealType === dish.mealType)?.calories ?? 0), 0);
  const out: BudgetMove[] = [];
  const price = (group: readonly Dish[], candidates: readonly PlannerRecipe[]) => {
    const rest = tallyCart(
      week.flatMap((d) => (group.includes(d) ? [] : items.get(d)!)),
      prices,
    );
    const paid = addedCartCost(
      rest,
      group.flatMap((d) => items.get(d)!),
      prices,
    );
    const kcal = group.reduce((s, d) => s + kcalOf(d), 0);
    for (const recipe of candidates) {
      if (!(recipe.calories > 0)) continue;
      const saves = paid - addedCartCost(rest, [{ recipe, servings: kcal / recipe.calories }], prices);
      if (saves > 0.005) out.push({ changes: group.map((dish) => ({ dish, recipe })), saves });
    }
  };
  for (const dish of week) price([dish], allowedSwaps(dish, week, pools[dish.mealType]));
  const used = new Set(week.map((d) => d.recipe.id));
  for (const id of used) {
    const group = week.filter((d) => d.recipe.id === id);
    if (group.length < 2) continue;
    // a recipe the week does not use, safe at each of its meals; no day's recipes become another day's
    const candidates = pools[group[0].mealType].filter(
      (r) => !used.has(r.id) && group.every((d) => pools[d.mealType].includes(r)) && repeatsHold(week, group, r),
    );
    price(group, candidates);
  }
  return out.sort((a, b) => b.saves - a.saves);
}

/** No day's recipes the same as another day's once the group's dishes become `recipe` (planner.ts repeatedDaysOf). */
function repeatsHold(week: readonly Dish[], group: readonly Dish[], recipe: PlannerRecipe): boolean {
  const keys = [...new Set(week.map((d) => d.day))].map((day) =>
    week
      .filter((d) => d.day === day)
      .map((d) => (group.includes(d) ? recipe.id : d.recipe.id))
      .sort((x, y) => x - y)
      .join(','),
  );
  return new Set(keys).size === keys.length;
}

/** Recipes a dish may become: not itself, no recipe more than twice a week nor on the day before or after its other use. */
function allowedSwaps(dish: Dish, week: readonly Dish[], pool: readonly PlannerRecipe[]): PlannerRecipe[] {
  const usedOn = (id: number) => week.filter((d) => d.recipe.id === id && d !== dish).map((d) => d.day);
  // nor a day whose recipes would be another day's (planner.ts repeatedDaysOf)
  const dayKey = (ids: number[]) => [...ids].sort((x, y) => x - y).join(',');
  const otherDays = new Set(
    [...new Set(week.map((d) => d.day))]
      .filter((day) => day !== dish.day)
      .map((day) => dayKey(week.filter((d) => d.day === day).map((d) => d.recipe.id))),
  );
  const rest = week.filter((d) => d.day === dish.day && d !== dish).map((d) => d.recipe.id);
  return pool.filter((r) => {
    if (r.id === dish.recipe.id) return false;
    const on = usedOn(r.id);
    return on.length < 2 && on.every((d) => Math.abs(d - dish.day) > 1) && !otherDays.has(dayKey([...rest, r.id]));
  });
}

/** What a dish puts in the cart: its recipe at everyone's portions summed (first), each side at the units taken. */
function servingsOfDish(
  dish: Dish,
  fit: readonly (PersonDay | null)[],
): { recipe: Pick<PlannerRecipe, 'cost' | 'lines'>; servings: number }[] {
  let servings = 0;
  const units = new Map<number, number>();
  for (const person of fit) {
    const meal = person?.meals.find((m) => m.mealType === dish.mealType);
    if (!meal) continue;
    servings += meal.servings;
    for (const side of meal.sides) units.set(side.ingredientId, (units.get(side.ingredientId) ?? 0) + 1);
  }
  return [
    { recipe: dish.recipe, servings },
    ...dish.sides
      .filter((side) => units.has(side.ingredientId))
      .map((side) => ({ recipe: sideAsRecipe(side), servings: units.get(side.ingredientId)! })),
  ];
}

function tableSlotOf(dish: Dish, members: readonly TableMember[], fit: readonly (PersonDay | null)[], prices: CartPrices): TableSlot {
  const portions: MemberPortion[] = [];
  const sideTakers = new Map<number, MemberPortion[]>();
  members.forEach((m, i) => {
    const meal = fit[i]?.meals.find((x) => x.mealType === dish.mealType);
    if (!meal) return;
    portions.push({ memberId: m.memberId, name: m.name, servings: meal.servings });
    for (const side of meal.sides)
      (sideTakers.get(side.ingredientId) ?? sideTakers.set(side.ingredientId, []).get(side.ingredientId)!).push({
        memberId: m.memberId,
        name: m.name,
        servings: 1,
      });
  });
  const servings = portions.reduce((s, p) => s + p.servings, 0);
  const { recipe } = dish;
  return {
    day: dish.day,
    mealType: dish.mealType,
    recipeId: recipe.id,
    servings,
    ...recipeAtServings(recipe, servings),
    portions,
    sides: dish.sides
      .filter((side) => sideTakers.has(side.ingredientId))
      .map((side): TableSide => {
        const takers = sideTakers.get(side.ingredientId)!;
        const n = takers.length;
        return {
          ingredientId: side.ingredientId,
          name: side.name,
          quantity: round2(side.quantity * n),
          unit: side.unit,
          grams: round1(side.grams * n),
          fdcId: side.fdcId,
          calories: Math.round(side.calories * n),
          protein: round1(side.protein * n),
          carbs: round1(side.carbs * n),
          fat: round1(side.fat * n),
          cost: round2((prices.get(side.ingredientId)?.pricePerGram ?? 0) * side.grams * n),
          servings: n,
          portions: takers,
        };
      }),
  };
}

/** The week's cart: every recipe at its summed servings, every side at its units. */
function cartOf(
  slots: readonly TableSlot[],
  byId: ReadonlyMap<number, PlannerRecipe>,
  sideById: ReadonlyMap<number, PlannerSide>,
): { recipe: Pick<PlannerRecipe, 'cost' | 'lines'>; servings: number }[] {
  return slots.flatMap((s) => [
    { recipe: byId.get(s.recipeId)!, servings: s.servings },
    ...s.sides.map((side) => ({ recipe: sideAsRecipe(sideById.get(side.ingredientId)!), servings: side.servings })),
  ]);
}

function memberDaysOf(
  members: readonly TableMember[],
  fits: ReadonlyMap<number, readonly (PersonDay | null)[]>,
  days: number,
): MemberDayStat[] {
  const out: MemberDayStat[] = [];
  for (let day = 0; day < days; day++)
    members.forEach((m, i) => {
      const f = fits.get(day)![i];
      if (!f) return;
      out.push({
        memberId: m.memberId,
        name: m.name,
        day,
        calories: Math.round(f.calories),
        protein: round1(f.protein),
        carbs: round1(f.carbs),
        fat: round1(f.fat),
        calorieGoal: Math.round(f.dayGoal),
      });
    });
  return out;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What gave way for one person, measured on their portions: "Sam: protein below goal on 2 days". */
function personRelaxations(
  member: TableMember,
  targets: PersonTargets,
  memberDays: readonly MemberDayStat[],
  personFits: readonly PersonDay[],
): PlanRelaxation[] {
  const out: PlanRelaxation[] = [];
  const off = memberDays.map((d) => Math.abs(d.calories - d.calorieGoal) / d.calorieGoal).filter((x) => x > CALORIE_BAND + 1e-9);
  if (off.length) {
    const worst = Math.round(Math.max(...off) * 1000) / 10;
    out.push({
      target: 'calories',
      message: `${member.name}: daily calories outside ±5% of their ${member.calorieGoal} kcal goal on ${plural(off.length, 'day')} (up to ${worst}% off)`,
      amount: worst,
    });
  }
  const shareMisses = personFits.flatMap((f) => f.meals.filter((m) => m.shareMiss > 0.0005).map((m) => m.shareMiss));
  if (shareMisses.length) {
    const worst = Math.round(Math.max(...shareMisses) * 1000) / 10;
    out.push({
      target: 'shares',
      message: `${member.name}: ${plural(shareMisses.length, 'meal')} outside the usual share of the day (up to ${worst} points off)`,
      amount: worst,
    });
  }
  const unbalanced = personFits.filter((f) => f.macroMiss > 0.001);
  if (unbalanced.length) {
    const worst = Math.round(Math.max(...unbalanced.map((f) => f.macroMiss)) * 1000) / 10;
    out.push({
      target: 'macros',
      message: `${member.name}: protein, fat and carbohydrate outside their usual ranges on ${plural(unbalanced.length, 'day')} (up to ${worst} points off)`,
      amount: worst,
    });
  }
  if (targets.proteinGoal) {
    const short = personFits.filter((f) => f.protein < f.proteinFloor - 0.05).map((f) => f.proteinFloor - f.protein);
    if (short.length)
      out.push({
        target: 'protein',
        message: `${member.name}: protein below goal on ${plural(short.length, 'day')} (up to ${Math.round(Math.max(...short))} g short)`,
        amount: Math.round(Math.max(...short)),
      });
  }
  return out;
}
