/**
 * One person's portions of a day's dishes at the table: for each meal they are present for, servings of its
 * dish in quarter steps within the portions they eat (adults 0.75-2, children 0.5-2) and whether they take each
 * of the slot's sides, so that their day lands within ±5 % of their own goal for the meals they eat at home,
 * each meal within its share, protein, fat and carbohydrate within their bands and their protein floor met.
 * Pure. At most 3 meals × 7 portions × 4 side sets (≈ 22,000 combinations): every one that could win is scored, so
 * the best day is found, not approached. The weights are the day fit's (day-fit.ts): macro bands give way first, then
 * shares, then the ±5 % band.
 */
import { CALORIE_BAND, W_CALORIES, W_MACROS, W_SHARE } from './day-fit.js';
import { macroBandsFor, outside, shareBands, type MealShares } from '../../kitchen/nutrition-targets.js';
import type { MealType } from '../../kitchen/vocabulary.js';
import type { PlannerRecipe, PlannerSide } from './types.js';

/** Portions people eat, in quarter servings: adults 0.75-2, children from half a serving. */
export const ADULT_PORTIONS: readonly number[] = [0.75, 1, 1.25, 1.5, 1.75, 2];
export const CHILD_PORTIONS: readonly number[] = [0.5, ...ADULT_PORTIONS];

export function portionsFor(isChild: boolean): readonly number[] {
  return isChild ? CHILD_PORTIONS : ADULT_PORTIONS;
}

export interface PersonTargets {
  calorieGoal: number;
  proteinGoal: number | null;
  shares: MealShares;
  diets: readonly string[];
  portions: readonly number[];
}

/** A dish of the day as the person is served it. */
export interface TableMeal {
  mealType: MealType;
  recipe: Pick<PlannerRecipe, 'calories' | 'protein' | 'carbs' | 'fat'> & { cost?: number };
  sides: readonly PlannerSide[];
  /** The servings the person may be served of it (default: their band); one value fixes the meal as eaten. */
  portions?: readonly number[];
  /** What they eat beside it in the slot and keep as it is (a side or a second dish already served). */
  alongside?: Pick<PlannerRecipe, 'calories' | 'protein' | 'carbs' | 'fat'>;
}

export interface MealServing {
  mealType: MealType;
  servings: number;
  sides: PlannerSide[];
  calories: number;
  /** Fraction of the day's goal the meal lies outside its share band (0 within). */
  shareMiss: number;
}

export interface PersonDay {
  meals: MealServing[];
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** The goal for the meals eaten at home: the day's goal × their shares (the whole goal when every meal is). */
  dayGoal: number;
  proteinFloor: number;
  inBand: boolean;
  macroMiss: number;
  /** Points of missed targets (the day fit's weights). */
  misses: number;
}

/**
 * What the person's plate costs, counted when the table's cart is over its budget: points per dollar (the
 * planner's W_BUDGET, so a dollar outweighs shares and macro bands, never the ±5 % band) and a side's dollars.
 * A recipe costs its `cost` per serving.
 */
export interface Frugality {
  perDollar: number;
  sideCost: (side: PlannerSide) => number;
}

/** Per quarter serving away from one serving, and per side taken: one serving unless the day needs more or less. */
const W_PORTION_STEP = 3;
const W_SIDE = 4;

interface Option {
  servings: number;
  sides: PlannerSide[];
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  own: number;
  shareMiss: number;
}

const NONE: Option = { servings: 0, sides: [], kcal: 0, protein: 0, carbs: 0, fat: 0, own: 0, shareMiss: 0 };

function sideSets(sides: readonly PlannerSide[]): PlannerSide[][] {
  return sides.reduce<PlannerSide[][]>((sets, side) => [...sets, ...sets.map((s) => [...s, side])], [[]]);
}

/** The best portions and sides of the day's dishes for one person (meals: those they are present for). */
export function fitPerson(targets: PersonTargets, meals: readonly TableMeal[], frugal?: Frugality): PersonDay {
  const G = targets.calorieGoal;
  const bands = shareBands(targets.shares);
  const macros = macroBandsFor(targets.diets);
  const athome = meals.reduce((s, m) => s + targets.shares[m.mealType], 0) / 100;
  const dayGoal = G * athome;
  const floor = (targets.proteinGoal ?? 0) * athome;
  const lo = dayGoal * (1 - CALORIE_BAND) + 1;
  const hi = dayGoal * (1 + CALORIE_BAND) - 1;
  const options = meals.map((meal) =>
    (meal.portions ?? targets.portions).flatMap((servings) =>
      sideSets(meal.sides).map((sides): Option => {
        const sum = (k: 'calories' | 'protein' | 'carbs' | 'fat') =>
          meal.recipe[k] * servings + sides.reduce((s, d) => s + d[k], 0) + (meal.alongside?.[k] ?? 0);
        const kcal = sum('calories');
        const band = bands[meal.mealType];
        const shareMiss = outside(kcal / G, band.lo, band.hi);
        return {
          servings,
          sides,
          kcal,
          protein: sum('protein'),
          carbs: sum('carbs'),
          fat: sum('fat'),
          shareMiss,
          own:
            W_SHARE * shareMiss +
            (W_PORTION_STEP * Math.abs(servings - 1)) / 0.25 +
            W_SIDE * sides.length +
            (frugal ? frugal.perDollar * ((meal.recipe.cost ?? 0) * servings + sides.reduce((s, d) => s + frugal.sideCost(d), 0)) : 0),
        };
      }),
    ),
  );
  const [pb, pl] = macros.protein;
  const [fb, fl] = macros.fat;
  const [cb, cl] = macros.carbs;
  /** macroMiss inlined: the hot loop allocates nothing. */
  const macroOff = (protein: number, fat: number, carbs: number): number => {
    const energy = 4 * protein + 9 * fat + 4 * carbs;
    if (!(energy > 0)) return 0;
    return outside((4 * protein) / energy, pb, pl) + outside((9 * fat) / energy, fb, fl) + outside((4 * carbs) / energy, cb, cl);
  };
  while (options.length < 3) options.push([NONE]);
  const [a, b] = options;
  // The last meal's options by calories: with the first two fixed, those that put the day in its band are a run of
  // them. A day in its band outscores every day outside it (a kcal outside outweighs every other target), so when
  // any combination lands in the band only those are scored — the same best day, a fraction of the sums.
  const c = [...options[2]].sort((p, q) => p.kcal - q.kcal);
  const firstAtLeast = (kcal: number): number => {
    let from = 0;
    let to = c.length;
    while (from < to) {
      const mid = (from + to) >> 1;
      if (c[mid].kcal < kcal) from = mid + 1;
      else to = mid;
    }
    return from;
  };
  const inBandExists = a.some((x) =>
    b.some((y) => {
      const i = firstAtLeast(lo - (x.kcal + y.kcal));
      return i < c.length && x.kcal + y.kcal + c[i].kcal <= hi;
    }),
  );
  let best: { picks: Option[]; score: number; misses: number; macro: number } | null = null;
  for (const x of a)
    for (const y of b)
      for (let k = inBandExists ? firstAtLeast(lo - (x.kcal + y.kcal)) : 0; k < c.length; k++) {
        const z = c[k];
        const kcal = x.kcal + y.kcal + z.kcal;
        if (inBandExists && kcal > hi) break;
        const protein = x.protein + y.protein + z.protein;
        const macro = macroOff(protein, x.fat + y.fat + z.fat, x.carbs + y.carbs + z.carbs);
        const calMiss = kcal < lo ? lo - kcal : kcal > hi ? kcal - hi : 0;
        let misses = (W_CALORIES * calMiss) / dayGoal + W_MACROS * macro;
        if (floor > 0 && protein < floor) misses += (W_MACROS * (floor - protein)) / floor;
        const score = misses + x.own + y.own + z.own;
        if (!best || score < best.score - 1e-9)
          best = { picks: [x, y, z], score, misses: misses + W_SHARE * (x.shareMiss + y.shareMiss + z.shareMiss), macro };
      }
  const picks = best!.picks.slice(0, meals.length);
  const total = (k: 'kcal' | 'protein' | 'carbs' | 'fat') => picks.reduce((s, o) => s + o[k], 0);
  const calories = total('kcal');
  return {
    meals: picks.map((o, i) => ({
      mealType: meals[i].mealType,
      servings: o.servings,
      sides: o.sides,
      calories: o.kcal,
      shareMiss: o.shareMiss,
    })),
    calories,
    protein: total('protein'),
    carbs: total('carbs'),
    fat: total('fat'),
    dayGoal,
    proteinFloor: floor,
    inBand: Math.abs(Math.round(calories) - dayGoal) <= dayGoal * CALORIE_BAND,
    macroMiss: best!.macro,
    misses: best!.misses,
  };
}
