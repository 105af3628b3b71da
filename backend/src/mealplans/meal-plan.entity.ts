import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Recipe } from '../recipes/recipe.entity.js';
import type { MealType } from '../kitchen/vocabulary.js';
import type { PlanRelaxation } from './planner/types.js';

export interface DayStats {
  dayOfWeek: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  cost: number;
}
/** One person's portion of a meal item at a table of several (servings of the recipe, or units of a side). */
export interface MemberPortion {
  memberId: string;
  name: string;
  servings: number;
}
/** One person's day at a table of several; calorieGoal is their goal for the meals they eat at home that day. */
export interface MemberDayStats {
  memberId: string;
  name: string;
  dayOfWeek: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  calorieGoal: number;
}
export interface Relaxation {
  target: PlanRelaxation['target'];
  message: string;
  amount?: number;
}

const MealPlanSchema = defineEntity({
  name: 'MealPlan',
  tableName: 'meal_plans',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    name: p.string().length(120).nullable(),
    /** ISO date (YYYY-MM-DD); day 0 of the plan is this date. */
    weekStartDate: p.string().columnType('date'),
    createdAt: p.datetime().onCreate(() => new Date()),
    totalCalories: p.integer().default(0),
    totalBudget: p.decimal('string').precision(10).scale(2).nullable(),
    estimatedCost: p.decimal('string').precision(10).scale(2).nullable(),
    /** The store the estimated cost was priced at (migration 20261125091000), so the plan can say where it comes from. */
    costStore: p.string().length(40).nullable(),
    calorieGoal: p.integer().nullable(),
    dayStats: p.json<DayStats[]>(),
    relaxations: p.json<Relaxation[]>(),
    /** Each person's day totals when planned for a table of several (migration 20261127021000); null for one person. */
    memberDayStats: p.json<MemberDayStats[]>().nullable(),
    note: p.text().nullable(),
    /** Idempotency key of the generation request that made this plan. */
    generationKey: p.string().length(120).nullable().unique(),
    /** Kept true to the grocery lists by PostgreSQL (migration 20261126170000); never written here. */
    hasGroceryList: p.boolean().default(false),
    items: () => p.oneToMany(MealItem).mappedBy('mealPlan').orderBy({ dayOfWeek: 'asc', position: 'asc' }),
  },
});

export class MealPlan extends MealPlanSchema.class {}
MealPlanSchema.setClass(MealPlan);

const MealItemSchema = defineEntity({
  name: 'MealItem',
  tableName: 'meal_items',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    mealPlan: () => p.manyToOne(MealPlan).deleteRule('cascade'),
    dayOfWeek: p.smallint(),
    mealType: p.string().length(10).$type<MealType>(),
    position: p.integer().default(0),
    recipe: () => p.manyToOne(Recipe).nullable().deleteRule('set null'),
    servings: p.decimal('number').precision(6).scale(2).default(1),
    foodName: p.string().length(200).nullable(),
    fdcId: p.integer().nullable(),
    quantity: p.decimal('number').precision(10).scale(2).nullable(),
    unit: p.string().length(40).nullable(),
    calories: p.integer().default(0),
    protein: p.decimal('number').precision(8).scale(1).default(0),
    carbs: p.decimal('number').precision(8).scale(1).default(0),
    fat: p.decimal('number').precision(8).scale(1).default(0),
    /** Each person's portion at a table of several (migration 20261127021000); `servings` is their sum. Null for one person. */
    portions: p.json<MemberPortion[]>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MealItem extends MealItemSchema.class {}
MealItemSchema.setClass(MealItem);

export { MealPlanSchema, MealItemSchema };
