/**
 * What the plan says of each person at the table (issue #24): a slot item's portion per member and each member's
 * day totals. Both are null for a household of one. Kept here as a small local type until the generated schema
 * carries these fields (the planner for the table adds them to GET /api/meal-plans/{id}).
 */
import type { MealItem, MealPlanDetail, PlanDay } from './meal-plans';

/** One member's portion of an item: "Sam ×0.5". */
export interface MemberPortion {
  memberId: string;
  name: string;
  servings: number;
}

/** One member's totals for one day of the week, and their goal. */
export interface MemberDayStat {
  memberId: string;
  name: string;
  dayOfWeek: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  calorieGoal: number;
}

export type TableItem = MealItem & { portions?: MemberPortion[] | null };
export type TableDay = Omit<PlanDay, 'meals'> & { meals: Record<keyof PlanDay['meals'], { items: TableItem[] }> };
export type TablePlan = Omit<MealPlanDetail, 'days'> & { days: TableDay[]; memberDayStats?: MemberDayStat[] | null };
