/**
 * What a planned day must be, besides its calories: each meal's share of the day's calorie goal (a
 * person's own split, or the usual one) and the day's energy from protein, fat and carbohydrate (the
 * AMDR; keto and paleo by their own bands). Pure: the planner scores days with it, Preferences validates a split with
 * it, the relaxations a plan reports are measured with it, and the bench counts with it.
 */
import { dietMacroBand, dietRecord } from './diets.js';
import type { MealType } from './vocabulary.js';

/** Percent of the day's calorie goal per meal (add up to 100). */
export type MealShares = Record<MealType, number>;

export const DEFAULT_MEAL_SHARES: Readonly<MealShares> = Object.freeze({ breakfast: 25, lunch: 35, dinner: 40 });

/**
 * How far a meal may stray from its share, in percentage points of the day's goal. With the default
 * split these are the usual bands: breakfast 15-35 %, lunch 25-40 %, dinner 30-45 %.
 */
const SHARE_SLACK: Readonly<Record<MealType, { below: number; above: number }>> = Object.freeze({
  breakfast: { below: 10, above: 10 },
  lunch: { below: 10, above: 5 },
  dinner: { below: 10, above: 5 },
});

export interface ShareBand {
  target: number;
  lo: number;
  hi: number;
}

/** Each meal's band as fractions of the day's goal. */
export function shareBands(shares: MealShares = DEFAULT_MEAL_SHARES): Record<MealType, ShareBand> {
  const band = (type: MealType): ShareBand => {
    const t = shares[type];
    return { target: t / 100, lo: Math.max(0, t - SHARE_SLACK[type].below) / 100, hi: Math.min(100, t + SHARE_SLACK[type].above) / 100 };
  };
  return { breakfast: band('breakfast'), lunch: band('lunch'), dinner: band('dinner') };
}

/** Fraction outside a band (0 inside). */
export function outside(value: number, lo: number, hi: number): number {
  return value < lo ? lo - value : value > hi ? value - hi : 0;
}

export interface MacroBands {
  readonly protein: readonly [number, number];
  readonly fat: readonly [number, number];
  readonly carbs: readonly [number, number];
}

/** The Acceptable Macronutrient Distribution Ranges (Institute of Medicine), as shares of energy. */
export const AMDR: Readonly<MacroBands> = { protein: [0.1, 0.35], fat: [0.2, 0.35], carbs: [0.45, 0.65] };
/** A ketogenic day, from the keto record (diets.ts): carbohydrate at most 10 %, fat 60-80 % of energy. */
export const KETO_BANDS: Readonly<MacroBands> = dietRecord('keto').macroBand!;

/** A paleo day, from the paleo record (diets.ts, where its source is cited): protein 19-35 %, carbohydrate 22-40 %, fat 28-58 %. */
export const PALEO_BANDS: Readonly<MacroBands> = dietRecord('paleo').macroBand!;

/** The bands a person's diets hold a day to: the strictest chosen diet's own (keto's over paleo's), else the AMDR. */
export function macroBandsFor(diets: readonly string[]): MacroBands {
  return dietMacroBand(diets) ?? AMDR;
}

export interface Macros {
  protein: number;
  fat: number;
  carbs: number;
}

/** Shares of energy from protein, fat and carbohydrate (4, 9, 4 kcal per gram). */
export function macroShares(m: Macros): Macros {
  const energy = 4 * m.protein + 9 * m.fat + 4 * m.carbs;
  if (!(energy > 0)) return { protein: 0, fat: 0, carbs: 0 };
  return { protein: (4 * m.protein) / energy, fat: (9 * m.fat) / energy, carbs: (4 * m.carbs) / energy };
}

/** Sum of the fractions by which a day's macro shares lie outside their bands (0 = balanced). */
export function macroMiss(m: Macros, bands: MacroBands): number {
  const s = macroShares(m);
  return outside(s.protein, ...bands.protein) + outside(s.fat, ...bands.fat) + outside(s.carbs, ...bands.carbs);
}

/** Days whose macros lie within their bands, allowing rounding of a tenth of a point. */
export function macrosWithin(m: Macros, bands: MacroBands): boolean {
  return macroMiss(m, bands) <= 0.001;
}
