/** A person's plans as calendar meals: one per slot, its sides inside. Pure. */
import { MEAL_TYPES } from '../kitchen/vocabulary.js';
import type { CalendarPlan, CalendarPlanItem } from './calendar.sources.js';
import { dateForWeekday, type CalendarMeal } from './ics.js';

/**
 * Flattens plans into events, one per meal (slot): date = the weekday's date within the plan's week;
 * summary = the dish (the slot's first recipe, else its first item) and what is served with it; the
 * UID is the slot's, so a swapped dish updates its event instead of leaving the old one behind.
 */
export function mealsOf(plans: CalendarPlan[], sequence: (plan: CalendarPlan) => number): CalendarMeal[] {
  return plans.flatMap((plan) => {
    const slots = new Map<string, CalendarPlanItem[]>();
    for (const item of plan.items) {
      const key = `${item.dayOfWeek}-${item.mealType}`;
      slots.set(key, [...(slots.get(key) ?? []), item]);
    }
    const meals = [...slots.values()].map((items): CalendarMeal => {
      const ordered = [...items].sort((a, b) => a.position - b.position);
      const dish = ordered.find((i) => i.isRecipe) ?? ordered[0];
      const sides = ordered.filter((i) => i !== dish);
      const { dayOfWeek, mealType } = dish;
      return {
        id: `${plan.id}-${dayOfWeek}-${mealType}`,
        date: dateForWeekday(plan.weekStartDate, dayOfWeek),
        mealType,
        title: dish.title,
        sides: sides.map((s) => s.title),
        calories: ordered.reduce((sum, i) => sum + i.calories, 0),
        ingredients: dish.ingredients,
        sideLines: sides.flatMap((s) => (s.isRecipe ? [s.title] : s.ingredients)),
        planName: plan.name,
        sequence: sequence(plan),
        createdAt: dish.createdAt,
      };
    });
    return meals.sort((a, b) => a.date.localeCompare(b.date) || MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType));
  });
}

const trimNumber = (value: number): string => String(Math.round(value * 100) / 100);

/**
 * One person's share of the household's plans, for their own feed: an item portioned at the table keeps only
 * their portion ("Saag Paneer ×1.5", its calories their share), and one portioned without them (they are away)
 * is left out; an item with no portions (a plan for one) is theirs as it is. Pure.
 */
export function forOnePerson(plans: CalendarPlan[], memberId: string | null): CalendarPlan[] {
  return plans.map((plan) => ({
    ...plan,
    items: plan.items.flatMap((item): CalendarPlanItem[] => {
      if (!item.portions?.length) return [item];
      const mine = item.portions.find((p) => p.memberId === memberId);
      if (!mine) return [];
      const total = item.portions.reduce((sum, p) => sum + p.servings, 0);
      return [
        {
          ...item,
          title: mine.servings === 1 ? item.title : `${item.title} ×${trimNumber(mine.servings)}`,
          calories: total > 0 ? Math.round((item.calories * mine.servings) / total) : item.calories,
          portions: [mine],
        },
      ];
    }),
  }));
}
