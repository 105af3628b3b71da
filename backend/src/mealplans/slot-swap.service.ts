import { Injectable } from '@nestjs/common';
import { invalid, notFound } from '../common/domain-error.js';
import { shareBands } from '../kitchen/nutrition-targets.js';
import type { MealType } from '../kitchen/vocabulary.js';
import { PreferencesService, type PreferencesView } from '../preferences/preferences.service.js';
import { RecipesService } from '../recipes/recipes.service.js';
import type { MealItem, MealPlan } from './meal-plan.entity.js';
import type { MealPlanView } from './meal-plan-view.js';
import { MealPlansService, snapshotOf, type MealItemSnapshot } from './meal-plans.service.js';
import { toIsoDate, weekdayForIndex, weekdayOf } from './plan-dates.js';
import { PlanTable } from './plan-table.js';
import type { TableItem } from './planner/refit.js';
import {
  alternativeFor,
  swapAlternatives,
  tableAlternativeFor,
  tableSwapAlternatives,
  type SwapAlternative,
  type SwapCandidate,
  type SwapSlot,
  type TableSwapSlot,
} from './slot-swap.js';

/** A slot of a plan: the day of its week (0 = its first day, as POST /meals takes it) and the meal. */
export interface SlotKey {
  dayIndex: number;
  mealType: MealType;
}

export interface SlotAlternatives {
  /** The day's calories now, and the band a swap keeps it in (±5 % of the goal). */
  dayCalories: number;
  calorieGoal: number;
  dayRange: { min: number; max: number };
  /** The meal's share band, in kcal. */
  mealRange: { min: number; max: number };
  /** The dish being replaced (null when the slot has no recipe). */
  current: { recipeId: number; title: string; servings: number } | null;
  keepSides: boolean;
  /** Planned for a table of several: the figures are the table's, each alternative portioned per person present. */
  forTable: boolean;
  /** kcal of the sides kept beside the new dish (0 when they go). */
  sideCalories: number;
  alternatives: SwapAlternative[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Swap on a plan slot: offers recipes that keep the day within its targets (slot-swap.ts) from the
 * recipes the person's hard rule allows, and puts the chosen one in the slot through
 * MealPlansService.restoreSlot — the plans' normal write path, which ends in the recompute of the
 * plan's totals and cost (and whatever follows a plan change, such as its grocery list).
 */
@Injectable()
export class SlotSwapService {
  constructor(
    private readonly plans: MealPlansService,
    private readonly recipes: RecipesService,
    private readonly preferences: PreferencesService,
    private readonly table: PlanTable,
  ) {}

  /** The alternatives for a slot of one of the person's plans (404 otherwise). */
  async alternatives(userId: string, planId: string, key: SlotKey | null, keepSides = true, limit = 5): Promise<SlotAlternatives> {
    const { slot, candidates, current, plan, table } = await this.read(userId, planId, key, keepSides);
    const { mealType } = slot;
    const G = slot.calorieGoal;
    return {
      dayCalories: slot.otherMeals + this.slotItems(plan, slot.weekday, mealType).reduce((n, i) => n + i.calories, 0),
      calorieGoal: G,
      dayRange: { min: Math.ceil(G * 0.95), max: Math.floor(G * 1.05) },
      mealRange: { min: Math.ceil(slot.band.lo * G), max: Math.floor(slot.band.hi * G) },
      current: current ? { recipeId: current.recipe!.id, title: current.recipe!.title, servings: Number(current.servings) } : null,
      keepSides,
      forTable: table !== null,
      sideCalories: slot.kept,
      alternatives: table ? tableSwapAlternatives(candidates, table, limit) : swapAlternatives(candidates, slot, limit),
    };
  }

  /** Puts `recipeId` in the slot at the portion that keeps the day within its targets; 400 when it cannot. */
  async swap(userId: string, planId: string, key: SlotKey | null, recipeId: number, keepSides = true): Promise<MealPlanView> {
    const { slot, candidates, current, plan, table } = await this.read(userId, planId, key, keepSides);
    const { mealType } = slot;
    const recipe = candidates.find((r) => r.id === recipeId);
    if (!recipe)
      throw invalid(
        table
          ? 'That recipe is not safe for everyone at the table (allergies, diets, dislikes), or is not one you can plan with.'
          : 'That recipe does not fit your preferences, or is not one you can plan with.',
      );
    const chosen = table ? (tableAlternativeFor(recipe, table)?.alternative ?? null) : alternativeFor(recipe, slot);
    if (!chosen) throw invalid(`${recipe.title} does not keep the day within its calorie targets; pick one of the alternatives offered.`);
    const stored = (await this.recipes.findVisible(userId, [recipeId]))[0];
    const servings = chosen.servings;
    const others = this.slotItems(plan, slot.weekday, mealType).filter((i) => i !== current);
    const kept = keepSides ? others : [];
    const items: MealItemSnapshot[] = [
      {
        recipeId,
        servings,
        foodName: null,
        fdcId: null,
        quantity: servings,
        unit: 'serving',
        calories: chosen.calories,
        protein: chosen.protein,
        carbs: round1((stored?.nutrition?.carbs ?? 0) * servings),
        fat: round1((stored?.nutrition?.fat ?? 0) * servings),
        position: 0,
        portions: chosen.portions,
      },
      ...kept.map((i, n) => snapshotOf(i, n + 1)),
    ];
    return this.plans.restoreSlot(userId, planId, slot.weekday, mealType, items);
  }

  private slotItems(plan: MealPlan, weekday: number, mealType: MealType) {
    return plan.items
      .getItems()
      .filter((i) => i.dayOfWeek === weekday && i.mealType === mealType)
      .sort((a, b) => a.position - b.position);
  }

  /** The plan (404 when not the person's), then the slot (404 when the path names none), its targets and the candidates. */
  private async read(userId: string, planId: string, key: SlotKey | null, keepSides: boolean) {
    const plan = await this.plans.findOwnedWithItems(userId, planId);
    if (!key) throw notFound('Meal slot not found');
    const { dayIndex, mealType } = key;
    const start = toIsoDate(plan.weekStartDate);
    const weekday = weekdayForIndex(start, dayIndex);
    // the hard rule of everyone present at the slot (the person's own in a household of one)
    const [prefs, rules] = await Promise.all([
      this.preferences.forUser(userId),
      this.table.rulesAt(userId, start, { day: dayIndex, mealType }),
    ]);
    const items = this.slotItems(plan, weekday, mealType);
    const current = items.find((i) => i.recipe) ?? null;
    const rest = items.filter((i) => i !== current);
    const otherMeals = plan.items
      .getItems()
      .filter((i) => i.dayOfWeek === weekday && i.mealType !== mealType)
      .reduce((n, i) => n + i.calories, 0);
    const slot: SwapSlot & { weekday: number } = {
      weekday,
      mealType,
      calorieGoal: plan.calorieGoal ?? prefs.calorieGoal,
      band: shareBands(prefs.mealShares)[mealType],
      otherMeals,
      kept: keepSides ? rest.reduce((n, i) => n + i.calories, 0) : 0,
      currentRecipeId: current?.recipe ? current.recipe.id : null,
      inWeek: new Set(plan.items.getItems().flatMap((i) => (i.recipe ? [i.recipe.id] : []))),
    };
    const candidates: SwapCandidate[] = (await this.recipes.candidatesFor(userId, rules)).map((r) => ({
      id: r.id,
      title: r.title,
      image: r.image,
      mealTypes: r.mealTypes,
      calories: r.calories,
      protein: r.nutrition?.protein ?? 0,
      carbs: r.nutrition?.carbs ?? 0,
      fat: r.nutrition?.fat ?? 0,
    }));
    const table = await this.tableSlot(userId, plan, key, slot, current, keepSides ? [] : rest, prefs);
    if (table) {
      // the day and the meal are the table's: everyone's goals for the meals they eat at home that day, together
      slot.calorieGoal =
        (plan.memberDayStats ?? []).filter((d) => d.dayOfWeek === weekday).reduce((n, d) => n + d.calorieGoal, 0) || slot.calorieGoal;
    }
    return { plan, slot, candidates, current, table };
  }

  /** The slot as a table of several sees it (null for a plan made for one person): who sits there, the week's items. */
  private async tableSlot(
    userId: string,
    plan: MealPlan,
    key: SlotKey,
    slot: SwapSlot,
    current: MealItem | null,
    sidesLeaving: readonly MealItem[],
    prefs: PreferencesView,
  ): Promise<TableSwapSlot | null> {
    if (!plan.memberDayStats) return null;
    const start = toIsoDate(plan.weekStartDate);
    const seated = await this.table.read(userId, start, prefs);
    if (!seated) return null;
    const startWeekday = weekdayOf(start);
    const items: TableItem[] = plan.items.getItems().map((i) => ({
      key: i.id,
      day: (i.dayOfWeek - startWeekday + 7) % 7,
      mealType: i.mealType,
      perServing: null,
      servings: Number(i.servings),
      calories: i.calories,
      protein: Number(i.protein),
      carbs: Number(i.carbs),
      fat: Number(i.fat),
      portions: i.portions ?? null,
    }));
    const leaving = new Set([...(current ? [current] : []), ...sidesLeaving].map((i) => i.id));
    return {
      members: seated.members,
      items,
      day: key.dayIndex,
      mealType: key.mealType,
      leaving,
      otherMeals: slot.otherMeals,
      kept: slot.kept,
      currentRecipeId: slot.currentRecipeId,
      inWeek: slot.inWeek,
    };
  }
}
