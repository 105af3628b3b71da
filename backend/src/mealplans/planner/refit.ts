/**
 * A household's portions after an edit of a planned week (issue #24): a swapped or added dish is portioned for
 * each person present at its slot with the planner's own per-person fit (portions.ts), the rest of their day as
 * it is; each person's day totals are then their portions of the day's items. Pure: the service reads the plan
 * and the table and stores what this answers.
 */
import type { MealType } from '../../kitchen/vocabulary.js';
import { fitPerson, type TableMeal } from './portions.js';
import { presenceOf, targetsOf, type MemberDayStat, type MemberPortion, type TableMember } from './table.js';
import type { PlannerRecipe } from './types.js';

type Nutrition = Pick<PlannerRecipe, 'calories' | 'protein' | 'carbs' | 'fat'>;

/** One stored item of the plan as the fit reads it. */
export interface TableItem {
  key: string;
  /** The plan's day (0 = its first). */
  day: number;
  mealType: MealType;
  /** A recipe's nutrition per serving; null for a food (a side, an apple added by hand). */
  perServing: Nutrition | null;
  servings: number;
  /** The item's totals (everyone's portions together). */
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Who eats it and how much; null when no one's portion is known (a new dish, a food added by hand). */
  portions: MemberPortion[] | null;
}

/** A dish's portions for the people at its slot, and whether every one of their days lands within ±5 %. */
export interface SlotFit {
  portions: MemberPortion[];
  servings: number;
  allInBand: boolean;
  /** How far their days land from their goals: the sum of each one's |day − goal| / goal. */
  dayMiss: number;
}

const ZERO: Nutrition = { calories: 0, protein: 0, carbs: 0, fat: 0 };
const round1 = (n: number) => Math.round(n * 10) / 10;

/** What one person eats of an item: its totals in the share of their portion. */
export function eatenOf(item: TableItem, memberId: string): Nutrition {
  const mine = item.portions?.find((p) => p.memberId === memberId);
  if (!mine || !(item.servings > 0)) return ZERO;
  const f = mine.servings / item.servings;
  return { calories: item.calories * f, protein: item.protein * f, carbs: item.carbs * f, fat: item.fat * f };
}

const plus = (a: Nutrition, b: Nutrition): Nutrition => ({
  calories: a.calories + b.calories,
  protein: a.protein + b.protein,
  carbs: a.carbs + b.carbs,
  fat: a.fat + b.fat,
});

/**
 * The portions of `dish` (per serving) at a slot for each member present: their other meals of the day and what
 * they eat beside it in the slot (`items` minus `leaving`) fixed, their portion of it the one that brings their
 * day closest to their goal within the portions they eat. Null when no one is at the table for the slot.
 */
export function fitSlot(
  members: readonly TableMember[],
  items: readonly TableItem[],
  slot: { day: number; mealType: MealType },
  dish: Nutrition,
  leaving: ReadonlySet<string> = new Set(),
): SlotFit | null {
  const here = presenceOf(members, slot.day + 1).get(`${slot.day}:${slot.mealType}`) ?? [];
  if (!here.length) return null;
  const dayItems = items.filter((i) => i.day === slot.day && !leaving.has(i.key));
  let allInBand = true;
  let dayMiss = 0;
  const portions = here.map((m): MemberPortion => {
    const member = members[m];
    const eaten = new Map<MealType, Nutrition>();
    for (const item of dayItems) {
      const own = eatenOf(item, member.memberId);
      if (own.calories > 0 || item.mealType === slot.mealType) eaten.set(item.mealType, plus(eaten.get(item.mealType) ?? ZERO, own));
    }
    const meals: TableMeal[] = [...eaten.entries()]
      .filter(([type]) => type !== slot.mealType)
      .map(([mealType, recipe]) => ({ mealType, recipe, sides: [], portions: [1] }));
    meals.push({ mealType: slot.mealType, recipe: dish, sides: [], alongside: eaten.get(slot.mealType) ?? ZERO });
    const day = fitPerson(targetsOf(member), meals);
    allInBand &&= day.inBand;
    dayMiss += Math.abs(day.calories - day.dayGoal) / day.dayGoal;
    const servings = day.meals.find((x) => x.mealType === slot.mealType)!.servings;
    return { memberId: member.memberId, name: member.name, servings };
  });
  return { portions, servings: portions.reduce((s, p) => s + p.servings, 0), allInBand, dayMiss };
}

/**
 * The portions of every recipe item that has none (a dish swapped in or added), fitted one after another so
 * each sees the ones before it. Answers them by item key; items no one is at the table for are left out.
 */
export function refitNewDishes(members: readonly TableMember[], items: readonly TableItem[]): Map<string, SlotFit> {
  const out = new Map<string, SlotFit>();
  const week = items.map((i) => ({ ...i }));
  for (const item of week) {
    if (item.portions || !item.perServing) continue;
    const fit = fitSlot(members, week, item, item.perServing, new Set([item.key]));
    if (!fit) continue;
    out.set(item.key, fit);
    Object.assign(item, {
      portions: fit.portions,
      servings: fit.servings,
      calories: Math.round(item.perServing.calories * fit.servings),
      protein: round1(item.perServing.protein * fit.servings),
      carbs: round1(item.perServing.carbs * fit.servings),
      fat: round1(item.perServing.fat * fit.servings),
    });
  }
  return out;
}

/**
 * Each member's day as the plan's items now portion it: what they eat, against their goal for the meals they eat
 * at home that day (their goal × the shares of the meals they have a portion of, as the planner measures it).
 */
export function memberDaysOf(members: readonly TableMember[], items: readonly TableItem[], days = 7): MemberDayStat[] {
  const out: MemberDayStat[] = [];
  for (let day = 0; day < days; day++)
    for (const member of members) {
      let total = ZERO;
      const meals = new Set<MealType>();
      for (const item of items.filter((i) => i.day === day)) {
        const own = eatenOf(item, member.memberId);
        if (!item.portions?.some((p) => p.memberId === member.memberId)) continue;
        total = plus(total, own);
        meals.add(item.mealType);
      }
      if (!meals.size) continue;
      const shares = targetsOf(member).shares;
      const goal = (member.calorieGoal * [...meals].reduce((s, t) => s + shares[t], 0)) / 100;
      out.push({
        memberId: member.memberId,
        name: member.name,
        day,
        calories: Math.round(total.calories),
        protein: round1(total.protein),
        carbs: round1(total.carbs),
        fat: round1(total.fat),
        calorieGoal: Math.round(goal),
      });
    }
  return out;
}
