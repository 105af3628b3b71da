/**
 * What the plan says of each person at the table (issue #24): a slot item's portion per member and each member's
 * day totals, as GET /api/meal-plans/{id} gives them. Both are null for a household of one.
 */
import type { MealItem, MealPlanDetail, PlanDay } from './meal-plans';
import type { Schemas } from './types';

/** One member's portion of an item: "Sam ×0.5". */
export type MemberPortion = Schemas['MemberPortion'];
/** One member's totals for one day of the week, and their goal. */
export type MemberDayStat = Schemas['MemberDayStats'];

export type TableItem = MealItem;
export type TableDay = PlanDay;
export type TablePlan = MealPlanDetail;
