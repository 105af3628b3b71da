import { type MealType } from '../kitchen/vocabulary.js';
/**
 * What the calendar reads from other modules: a person's plans with their items, each item with
 * its recipe title and ingredient lines or its food name. One seam, so the service stays testable
 * and the plan tables stay the meal-plans module's business.
 */

export interface CalendarPlanItem {
  id: string;
  /** The real weekday of the meal's date, 0 = Sunday … 6 = Saturday (see mealplans/plan-dates.ts). */
  dayOfWeek: number;
  mealType: MealType;
  /** Order inside the meal: the dish first (0), then its sides. */
  position: number;
  /** A recipe (the meal's dish) rather than a food item (a side, or a food added by hand). */
  isRecipe: boolean;
  /** Recipe title or food name. */
  title: string;
  calories: number;
  /** Ingredient lines (recipe) or one "quantity unit name" line (food). */
  ingredients: string[];
  createdAt?: Date;
  /**
   * Each person's servings of the item at a household's table (issue #24), by household member id; null or absent
   * when the plan portions for one (a household of one, or a plan made before the planner for the table).
   */
  portions?: { memberId: string; servings: number }[] | null;
}

export interface CalendarPlan {
  id: string;
  name: string | null;
  /** YYYY-MM-DD */
  weekStartDate: string;
  items: CalendarPlanItem[];
}

export abstract class CalendarSources {
  /** The person's plan with its items; null when it does not exist or is not theirs. */
  abstract plan(userId: string, mealPlanId: string): Promise<CalendarPlan | null>;
  /** Every plan the person owns, with items. */
  abstract plans(userId: string): Promise<CalendarPlan[]>;
}
