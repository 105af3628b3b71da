/**
 * What the API answers for a meal plan (spec §3), built from plain rows. Pure: the read path feeds it
 * rows straight from one SQL query, the write paths feed it the entities they just changed.
 */
import { catalogueEstimate, type PriceProvenance } from '../catalog/price-provenance.js';
import { type DayStats, type MemberDayStats, type MemberPortion, type Relaxation } from './meal-plan.entity.js';
import { addDays, dateForWeekday, toIsoDate, weekdayForIndex } from './plan-dates.js';
import { DEFAULT_STORE, MEAL_TYPES, type MealType } from '../kitchen/vocabulary.js';

export interface MealItemView {
  id: string;
  dayOfWeek: number;
  mealType: MealType;
  date: string;
  calories: number;
  protein: number;
  /** Grams of carbohydrate and fat of the item as planned (0 when unknown: a food added without them). */
  carbs: number;
  fat: number;
  servings: number;
  recipe: { id: number; title: string; image: string | null; readyInMinutes: number } | null;
  foodItem: { name: string; fdcId: number | null } | null;
  name: string;
  quantity: number | null;
  unit: string | null;
  /** Each person's portion at a table of several (`servings` is their sum); null when planned for one person. */
  portions: MemberPortion[] | null;
}

export interface DayView {
  date: string;
  /** The date's weekday, 0 = Sunday. */
  dayOfWeek: number;
  totalCalories: number;
  meals: Record<MealType, { items: MealItemView[] }>;
}

export interface MealPlanSummary {
  id: string;
  name: string | null;
  weekStartDate: string;
  createdAt: string;
  totalCalories: number;
  totalBudget: number | null;
  estimatedCost: number;
  /** Where the estimated cost comes from: "estimate: U.S. average prices, Nov 2023 and 2022, × typical Costco level (0.80)". */
  costSource: PriceProvenance;
  calorieGoal: number | null;
  hasGroceryList: boolean;
}

export interface MealPlanView extends MealPlanSummary {
  dayStats: DayStats[];
  /** Each person's day totals at a table of several; null when planned for one person. */
  memberDayStats: MemberDayStats[] | null;
  relaxations: Relaxation[];
  note: string | null;
  days: DayView[];
  /** Every item, flat (spec §3 'meals'). */
  meals: MealItemView[];
}

/** A plan's own columns. Money arrives as Postgres numeric text. */
export interface PlanRow {
  id: string;
  name?: string | null;
  weekStartDate: string | Date;
  createdAt: string | Date;
  totalCalories: number;
  totalBudget?: string | null;
  estimatedCost?: string | null;
  /** The store the estimated cost was priced at; null on plans priced before it was kept. */
  costStore?: string | null;
  calorieGoal?: number | null;
  dayStats?: DayStats[] | null;
  memberDayStats?: MemberDayStats[] | null;
  relaxations?: Relaxation[] | null;
  note?: string | null;
  hasGroceryList: boolean;
}

export interface ItemRow {
  id: string;
  dayOfWeek: number;
  mealType: string;
  position: number;
  createdAt: string | Date;
  calories: number;
  protein: number | string;
  carbs?: number | string | null;
  fat?: number | string | null;
  servings: number | string;
  recipe: { id: number; title: string; image?: string | null; readyInMinutes: number } | null;
  foodName?: string | null;
  fdcId?: number | null;
  quantity?: number | string | null;
  unit?: string | null;
  portions?: MemberPortion[] | null;
}

const money = (value: string | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

export function planSummary(plan: PlanRow): MealPlanSummary {
  return {
    id: plan.id,
    name: plan.name ?? null,
    weekStartDate: toIsoDate(plan.weekStartDate),
    createdAt: new Date(plan.createdAt).toISOString(),
    totalCalories: plan.totalCalories,
    totalBudget: money(plan.totalBudget),
    estimatedCost: money(plan.estimatedCost) ?? 0,
    // priced by the catalogue's public rows at the store it was priced at (the U.S. average when not kept)
    costSource: catalogueEstimate(plan.costStore ?? DEFAULT_STORE),
    calorieGoal: plan.calorieGoal ?? null,
    hasGroceryList: plan.hasGroceryList,
  };
}

function itemView(item: ItemRow, start: string): MealItemView {
  const { recipe } = item;
  return {
    id: item.id,
    dayOfWeek: item.dayOfWeek,
    mealType: item.mealType as MealType,
    date: dateForWeekday(start, item.dayOfWeek),
    calories: item.calories,
    protein: Number(item.protein),
    carbs: Number(item.carbs ?? 0),
    fat: Number(item.fat ?? 0),
    servings: Number(item.servings),
    recipe: recipe ? { id: recipe.id, title: recipe.title, image: recipe.image ?? null, readyInMinutes: recipe.readyInMinutes } : null,
    foodItem: recipe ? null : { name: item.foodName ?? 'Food', fdcId: item.fdcId ?? null },
    name: recipe ? recipe.title : (item.foodName ?? 'Food'),
    quantity: item.quantity === null || item.quantity === undefined ? null : Number(item.quantity),
    unit: item.unit ?? null,
    portions: item.portions ?? null,
  };
}

/** The week from weekStartDate, each day's breakfast, lunch and dinner, items in the order they were added. */
export function planView(plan: PlanRow, items: readonly ItemRow[]): MealPlanView {
  const start = toIsoDate(plan.weekStartDate);
  const days: DayView[] = Array.from({ length: 7 }, (_, i) => ({
    date: addDays(start, i),
    dayOfWeek: weekdayForIndex(start, i),
    totalCalories: 0,
    meals: { breakfast: { items: [] }, lunch: { items: [] }, dinner: { items: [] } },
  }));
  const byWeekday = new Map(days.map((d) => [d.dayOfWeek, d]));
  const meals: MealItemView[] = [];
  const ordered = [...items].sort((a, b) => a.position - b.position || new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  for (const item of ordered) {
    if (!(MEAL_TYPES as readonly string[]).includes(item.mealType)) continue;
    const view = itemView(item, start);
    const day = byWeekday.get(item.dayOfWeek)!;
    day.meals[view.mealType].items.push(view);
    day.totalCalories += item.calories;
    meals.push(view);
  }
  return {
    ...planSummary(plan),
    dayStats: plan.dayStats ?? [],
    memberDayStats: plan.memberDayStats ?? null,
    relaxations: plan.relaxations ?? [],
    note: plan.note ?? null,
    days,
    meals,
  };
}
