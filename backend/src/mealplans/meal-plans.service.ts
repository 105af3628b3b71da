import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service.js';
import { invalid, notFound } from '../common/domain-error.js';
import type { VersionsHeld } from '../common/entity-tag.js';
import { toGrams, unitWord } from '../kitchen/units.js';
import { PantryService } from '../pantry/pantry.service.js';
import { PreferencesService, type PreferencesView } from '../preferences/preferences.service.js';
import { Recipe } from '../recipes/recipe.entity.js';
import { RecipeUses } from '../recipes/recipe-uses.js';
import { KitchenOwners } from '../households/kitchen-owner.js';
import { RecipesService, type PlannerRecipe as StoredPlannerRecipe } from '../recipes/recipes.service.js';
import type { AddFoodDto, AddRecipeToPlanDto, CreateMealPlanDto, FoodItemDto } from './dto/meal-plan.dto.js';
import { foodPortionNutrition } from './food-portions.js';
import { MealItem, MealPlan, type DayStats, type MemberDayStats, type MemberPortion } from './meal-plan.entity.js';
import { planSummary, type MealPlanSummary, type MealPlanView } from './meal-plan-view.js';
import { PreparedStatements } from '../database/prepared-statements.js';
import { PlanChanges } from './plan-changes.js';
import { PlanReads, type PlanDetailRead } from './plan-reads.js';
import { planDisplayName, toIsoDate, weekdayForIndex, weekdayOf } from './plan-dates.js';
import { costAt, toPlannerRecipe } from './planner/from-recipes.js';
import { cartCost, cartPricesFrom } from './planner/cart.js';
import { withBudgetRelaxation } from './plan-budget.js';
import { PriceBookService } from '../prices/price-book.service.js';
import type { PlannedSide, PlanResult } from './planner/types.js';
import type { TablePlanResult, TableSide } from './planner/table.js';
import { memberDaysOf, refitNewDishes, type TableItem } from './planner/refit.js';
import { PlanTable } from './plan-table.js';
import { DEFAULT_STORE, type MealType } from '../kitchen/vocabulary.js';

export type { DayView, MealItemView, MealPlanSummary, MealPlanView } from './meal-plan-view.js';

/** One stored meal item, enough to put it back as it was. */
export interface MealItemSnapshot {
  recipeId: number | null;
  servings: number;
  foodName: string | null;
  fdcId: number | null;
  quantity: number | null;
  unit: string | null;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  position: number;
  /** Each person's portion at a table of several (absent in snapshots taken before portions were kept: refitted). */
  portions?: MemberPortion[] | null;
}

/** A stored item as a snapshot, at `position` in its slot. */
export function snapshotOf(item: MealItem, position: number): MealItemSnapshot {
  return {
    recipeId: item.recipe ? item.recipe.id : null,
    servings: Number(item.servings),
    foodName: item.foodName ?? null,
    fdcId: item.fdcId ?? null,
    quantity: item.quantity == null ? null : Number(item.quantity),
    unit: item.unit ?? null,
    calories: item.calories,
    protein: Number(item.protein),
    carbs: Number(item.carbs),
    fat: Number(item.fat),
    position,
    portions: item.portions ?? null,
  };
}

/** A plan with its items and their recipes loaded (for the grocery and calendar modules). */
export type MealPlanWithItems = MealPlan;

/** One generated meal item as the bulk insert reads it (json_to_recordset: column names). */
interface GeneratedItemRow {
  day_of_week: number;
  meal_type: MealType;
  position: number;
  recipe_id: number | null;
  servings: number;
  food_name: string | null;
  fdc_id: number | null;
  quantity: number | null;
  unit: string | null;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  portions: MemberPortion[] | null;
}

/**
 * A generated plan and its items in one statement. ON CONFLICT: a plan this generation key already made
 * stays as it is, and nothing is inserted (no row comes back). The items' insert moves the plan's version
 * (read_versions triggers) as any insert does.
 */
const SAVE_GENERATED_SQL = `with plan as (
    insert into meal_plans (user_id, name, week_start_date, created_at, total_calories, total_budget, estimated_cost, calorie_goal, day_stats, relaxations, note, generation_key, cost_store, member_day_stats)
    values ($1, null, $2, now(), $3, $4, $5, $6, $7, $8, $9, $10, $12, $13::jsonb)
    on conflict (generation_key) do nothing
    returning id),
  items as (
    insert into meal_items (meal_plan_id, day_of_week, meal_type, position, recipe_id, servings, food_name, fdc_id, quantity, unit, calories, protein, carbs, fat, portions, created_at)
    select plan.id, x.day_of_week, x.meal_type, x.position, x.recipe_id, x.servings, x.food_name, x.fdc_id, x.quantity, x.unit, x.calories, x.protein, x.carbs, x.fat, x.portions, now()
      from plan, json_to_recordset($11::json) as x(day_of_week smallint, meal_type text, position integer, recipe_id integer, servings numeric,
        food_name text, fdc_id integer, quantity numeric, unit text, calories integer, protein numeric, carbs numeric, fat numeric, portions jsonb))
  select id from plan`;

const round1 = (n: number) => Math.round(n * 10) / 10;
const cents = (dollars: number) => Math.round(dollars * 100);

@Injectable()
export class MealPlansService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly preferences: PreferencesService,
    private readonly recipes: RecipesService,
    private readonly catalog: CatalogService,
    private readonly reads: PlanReads,
    private readonly statements: PreparedStatements,
    private readonly recipeUses: RecipeUses,
    private readonly pantry: PantryService,
    private readonly book: PriceBookService,
    private readonly changes: PlanChanges,
    private readonly table: PlanTable,
    private readonly kitchens: KitchenOwners,
  ) {}

  /** A person's own recipe: a plan holding it keeps it from being deleted, and follows its edits. */
  onModuleInit(): void {
    this.recipeUses.registerFinder(async (userId, recipeId) => {
      const names = await this.plansHolding(userId, recipeId);
      if (!names.length) return [];
      const quoted = names.map((n) => `“${n}”`);
      const shown = quoted.length > 4 ? [...quoted.slice(0, 3), `${quoted.length - 3} more`] : quoted;
      return [
        `meal plan${names.length === 1 ? '' : 's'} ${shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`}`,
      ];
    });
    this.recipeUses.registerFollower((userId, recipeId) => this.followRecipe(userId, recipeId));
  }

  // ---------- reading ----------

  /** The person's plans, newest first. */
  async list(userId: string): Promise<MealPlanSummary[]> {
    const plans = await this.em.find(MealPlan, { user: userId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return plans.map((p) => planSummary(p));
  }

  /**
   * The plan with its items and each item's recipe, or not_found when it is not this person's.
   * For other modules (grocery list builder, calendar export): items are ordered by day then position.
   * `id` is a row id (checked where it entered: a route's pipe, the assistant's tools).
   */
  async findOwnedWithItems(userId: string, id: string): Promise<MealPlanWithItems> {
    const plan = await this.em.findOne(MealPlan, { id, user: userId }, { populate: ['items', 'items.recipe'] });
    if (!plan) throw notFound('Meal plan not found');
    return plan;
  }

  /** The plan as the API shows it, or 404 when it is not this person's (after a change: built afresh). */
  detail(userId: string, id: string): Promise<MealPlanView> {
    return this.reads.view(userId, id);
  }

  /**
   * The plan's version, and its answer as JSON unless the asker holds that version (If-None-Match); 404 when it is
   * not the household's of the person asking (whose kitchen the read finds in its own statement, as it reads).
   */
  detailJson(personId: string, id: string, held: VersionsHeld): Promise<PlanDetailRead> {
    return this.reads.json({ personId }, id, held);
  }

  /** Deletes the plan one generation request made, when it is this person's and made: true when one went. */
  async removeGenerated(userId: string, generationKey: string): Promise<boolean> {
    const deleted = await this.em.nativeDelete(MealPlan, { generationKey, user: userId });
    this.em.clear();
    return deleted > 0;
  }

  /** The plan a generation request (idempotency key) made, if any. */
  async findByGenerationKey(key: string): Promise<{ id: string; userId: string } | null> {
    const [plan] = await this.statements.rows<{ id: string; userId: string }>(
      'plan-by-generation-key',
      'select id, user_id as "userId" from meal_plans where generation_key = $1',
      [key],
    );
    return plan ?? null;
  }

  /** Names of this person's plans holding a recipe ('Week of Nov 22, 2026' for a plan without one), by week. */
  async plansHolding(userId: string, recipeId: number): Promise<string[]> {
    const rows = await this.em.execute<{ name: string | null; weekStartDate: string }[]>(
      `select p.name, to_char(p.week_start_date, 'YYYY-MM-DD') as "weekStartDate" from meal_plans p
        where p.user_id in (?, ?) and exists (select 1 from meal_items i where i.meal_plan_id = p.id and i.recipe_id = ?)
        order by p.week_start_date, p.created_at`,
      // the person's plans and their household's (where a member's own recipe may sit)
      [userId, await this.kitchens.ownerOf(userId), recipeId],
    );
    return rows.map((r) => planDisplayName(r.name, r.weekStartDate));
  }

  // ---------- writing ----------

  /**
   * After a person edited their own recipe: each of their plans' items of it takes the recipe's new
   * calories and macros at the item's servings, and the plan's totals and estimated cost follow.
   */
  async followRecipe(userId: string, recipeId: number): Promise<void> {
    const recipe = (await this.visibleRecipes(userId, [recipeId])).get(recipeId);
    if (!recipe) return;
    const em = this.em.fork() as EntityManager;
    // the person's own plans and their household's, where their recipe may have been put
    const plans = await em.find(MealPlan, { user: { $in: [userId, await this.kitchens.ownerOf(userId)] }, items: { recipe: recipeId } });
    if (!plans.length) return;
    const prefs = await this.preferences.forUser(userId);
    for (const plan of plans) {
      for (const item of await em.find(MealItem, { mealPlan: plan.id, recipe: recipeId })) {
        const fresh = this.recipeItem(em, plan, recipe, item.dayOfWeek, item.mealType, item.position, Number(item.servings));
        em.assign(item, { calories: fresh.calories, protein: fresh.protein, carbs: fresh.carbs, fat: fresh.fat });
      }
      await em.flush();
      // the household's plan is refitted with its owner's preferences, read by recompute
      await this.recompute(em, plan, plan.user.id === userId ? prefs : undefined);
    }
  }

  /** A custom plan with its meals, all or nothing; its recipes are ones the caller may see (their own included). */
  async create(userId: string, dto: CreateMealPlanDto, callerId = userId): Promise<MealPlanView> {
    for (const [i, meal] of dto.meals.entries()) {
      const hasRecipe = meal.recipeId !== undefined && meal.recipeId !== null;
      const hasFood = meal.foodItem !== undefined && meal.foodItem !== null;
      if (hasRecipe === hasFood) throw invalid(`meals.${i} needs either a recipeId or a foodItem (one of the two)`);
    }
    const recipeIds = [...new Set(dto.meals.map((m) => m.recipeId).filter((id): id is number => typeof id === 'number'))];
    const recipes = await this.visibleRecipes(callerId, recipeIds);
    const missing = recipeIds.filter((id) => !recipes.has(id));
    if (missing.length) throw notFound(`Recipe not found: ${missing.join(', ')}`);
    const prefs = await this.preferences.forUser(userId);

    const id = await this.em.transactional(async (em) => {
      const plan = em.create(MealPlan, {
        user: userId,
        name: dto.name,
        weekStartDate: dto.weekStartDate,
        totalCalories: 0,
        totalBudget: null,
        estimatedCost: null,
        calorieGoal: prefs.calorieGoal,
        dayStats: [],
        relaxations: [],
        note: null,
        generationKey: null,
      });
      const position = new Map<string, number>();
      for (const meal of dto.meals) {
        const key = `${meal.dayOfWeek}-${meal.mealType}`;
        const next = position.get(key) ?? 0;
        position.set(key, next + 1);
        if (meal.recipeId)
          em.create(MealItem, this.recipeItem(em, plan, recipes.get(meal.recipeId)!, meal.dayOfWeek, meal.mealType, next, 1));
        else em.create(MealItem, this.foodItem(plan, meal.foodItem!, meal.dayOfWeek, meal.mealType, next));
      }
      await em.flush();
      await this.recompute(em, plan, prefs);
      return plan.id;
    });
    return this.detail(userId, id);
  }

  async rename(userId: string, id: string, name: string): Promise<MealPlanView> {
    const plan = await this.findOwnedWithItems(userId, id);
    plan.name = name;
    await this.em.flush();
    return this.detail(userId, id);
  }

  /** Deletes the plan; its items, grocery list and calendar exports go with it (foreign keys cascade). */
  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(MealPlan, { id, user: userId });
    if (!deleted) throw notFound('Meal plan not found');
    this.em.clear();
  }

  /** Adds a food to a slot; `dayIndex` is the day of the plan's week (0 = weekStartDate). */
  async addFood(userId: string, id: string, dto: AddFoodDto): Promise<MealPlanView> {
    const plan = await this.findOwnedWithItems(userId, id);
    const weekday = weekdayForIndex(toIsoDate(plan.weekStartDate), dto.dayIndex);
    const position = plan.items.getItems().filter((i) => i.dayOfWeek === weekday && i.mealType === dto.mealType).length;
    this.em.create(MealItem, this.foodItem(plan, dto.foodItem, weekday, dto.mealType, position));
    await this.em.flush();
    await this.recompute(this.em, plan);
    return this.detail(userId, id);
  }

  /**
   * Adds a recipe the caller may see to a slot of one of their kitchen's plans (`dayOfWeek` is the weekday): a
   * member's own recipe goes on the household's plan, where every member reads it (`callerId` defaults to the kitchen).
   */
  async addRecipe(userId: string, recipeId: number, dto: AddRecipeToPlanDto, callerId = userId): Promise<MealPlanView> {
    const recipe = (await this.visibleRecipes(callerId, [recipeId])).get(recipeId);
    if (!recipe) throw notFound('Recipe not found');
    const plan = await this.findOwnedWithItems(userId, dto.mealPlanId);
    const position = plan.items.getItems().filter((i) => i.dayOfWeek === dto.dayOfWeek && i.mealType === dto.mealType).length;
    this.em.create(MealItem, this.recipeItem(this.em, plan, recipe, dto.dayOfWeek, dto.mealType, position, dto.servings ?? 1));
    await this.em.flush();
    await this.recompute(this.em, plan);
    return this.detail(userId, plan.id);
  }

  async removeItem(userId: string, id: string, itemId: string): Promise<MealPlanView> {
    const plan = await this.findOwnedWithItems(userId, id);
    const item = plan.items.getItems().find((i) => i.id === itemId);
    if (!item) throw notFound('Meal item not found');
    plan.items.remove(item);
    this.em.remove(item);
    await this.em.flush();
    await this.recompute(this.em, plan);
    return this.detail(userId, id);
  }

  /** A slot's items as stored, to put back later (the assistant's undo of a swap). */
  async slotSnapshot(userId: string, id: string, weekday: number, mealType: MealType): Promise<MealItemSnapshot[]> {
    const plan = await this.findOwnedWithItems(userId, id);
    return plan.items
      .getItems()
      .filter((i) => i.dayOfWeek === weekday && i.mealType === mealType)
      .map((i) => snapshotOf(i, i.position));
  }

  /** Replaces what is in a slot with items as they were stored (slotSnapshot); totals follow. Answers the plan. */
  async restoreSlot(
    userId: string,
    id: string,
    weekday: number,
    mealType: MealType,
    items: readonly MealItemSnapshot[],
  ): Promise<MealPlanView> {
    await this.putBackSlot(userId, id, weekday, mealType, items);
    return this.detail(userId, id);
  }

  /**
   * restoreSlot's write alone, answering nothing: the assistant's undo runs it in its own transaction, where
   * reading the plan's answer (on a connection of its own) would wait for another connection and see the old plan.
   */
  async putBackSlot(userId: string, id: string, weekday: number, mealType: MealType, items: readonly MealItemSnapshot[]): Promise<void> {
    const plan = await this.findOwnedWithItems(userId, id);
    for (const item of plan.items.getItems().filter((i) => i.dayOfWeek === weekday && i.mealType === mealType)) {
      plan.items.remove(item);
      this.em.remove(item);
    }
    for (const s of items) {
      this.em.create(MealItem, {
        mealPlan: plan,
        dayOfWeek: weekday,
        mealType,
        position: s.position,
        recipe: s.recipeId === null ? null : this.em.getReference(Recipe, s.recipeId),
        servings: s.servings,
        foodName: s.foodName,
        fdcId: s.fdcId,
        quantity: s.quantity,
        unit: s.unit,
        calories: s.calories,
        protein: s.protein,
        carbs: s.carbs,
        fat: s.fat,
        portions: s.portions ?? null,
      });
    }
    await this.em.flush();
    await this.recompute(this.em, plan);
  }

  /**
   * Stores a generated plan once per generation key: a retried or re-run job finds the plan the
   * first run made (the key is UNIQUE), so it never makes a second one. One statement writes the plan
   * and its ~36 items (a bulk insert, all or nothing), instead of a unit of work computing a change set
   * for each of ~37 entities on the thread that answers every request.
   */
  async saveGenerated(input: {
    userId: string;
    generationKey: string;
    weekStartDate: string;
    prefs: PreferencesView;
    /** A plan for one person (planWeek) or for a table (planTable: portions per item, each person's days). */
    result: PlanResult | TablePlanResult;
    note?: string | null;
  }): Promise<string> {
    const { result, prefs } = input;
    const startWeekday = weekdayOf(input.weekStartDate);
    const items: GeneratedItemRow[] = [];
    for (const s of result.slots) {
      const dayOfWeek = (startWeekday + s.day) % 7;
      items.push({
        day_of_week: dayOfWeek,
        meal_type: s.mealType,
        position: 0,
        recipe_id: s.recipeId,
        servings: s.servings,
        food_name: null,
        fdc_id: null,
        quantity: s.servings,
        unit: 'serving',
        calories: s.calories,
        protein: s.protein,
        carbs: s.carbs,
        fat: s.fat,
        portions: 'portions' in s ? s.portions : null,
      });
      // A side is an ordinary food item of the slot: the list, the calendar and the assistant read it as one.
      // At a table its servings are the units bought (one per person who takes it), its quantity theirs together.
      const sides: readonly (PlannedSide & Partial<Pick<TableSide, 'servings' | 'portions'>>)[] = s.sides;
      sides.forEach((side, i) =>
        items.push({
          day_of_week: dayOfWeek,
          meal_type: s.mealType,
          position: i + 1,
          recipe_id: null,
          servings: side.servings ?? 1,
          food_name: side.name,
          fdc_id: side.fdcId,
          quantity: side.quantity,
          unit: side.unit,
          calories: side.calories,
          protein: side.protein,
          carbs: side.carbs,
          fat: side.fat,
          portions: side.portions ?? null,
        }),
      );
    }
    const memberDayStats = 'memberDays' in result && result.memberDays ? memberDayStatsOf(result.memberDays, startWeekday) : null;
    const dayStats = result.days.map((d) => ({
      dayOfWeek: (startWeekday + d.day) % 7,
      calories: d.calories,
      protein: d.protein,
      carbs: d.carbs,
      fat: d.fat,
      cost: d.cost,
    }));
    const [saved] = await this.statements.rows<{ id: string }>('save-generated-plan', SAVE_GENERATED_SQL, [
      input.userId,
      input.weekStartDate,
      result.totalCalories,
      prefs.weeklyBudget.toFixed(2),
      result.estimatedCost.toFixed(2),
      prefs.calorieGoal,
      JSON.stringify(dayStats),
      JSON.stringify(result.relaxations),
      input.note ?? null,
      input.generationKey,
      JSON.stringify(items),
      prefs.preferredStore ?? DEFAULT_STORE,
      memberDayStats && JSON.stringify(memberDayStats),
    ]);
    if (saved) return saved.id;
    // Another run stored this request's plan first.
    const winner = await this.findByGenerationKey(input.generationKey);
    if (!winner) throw new Error(`plan for generation ${input.generationKey} neither stored nor found`);
    return winner.id;
  }

  // ---------- helpers ----------

  /** Recipes this person may use (the shared library and their own imports), from the recipes module. */
  private async visibleRecipes(userId: string, ids: number[]): Promise<Map<number, StoredPlannerRecipe>> {
    if (!ids.length) return new Map();
    return new Map((await this.recipes.findVisible(userId, ids)).map((r) => [r.id, r]));
  }

  private recipeItem(
    em: EntityManager,
    plan: MealPlan,
    recipe: StoredPlannerRecipe,
    weekday: number,
    mealType: MealType,
    position: number,
    servings: number,
  ) {
    return {
      mealPlan: plan,
      dayOfWeek: weekday,
      mealType,
      position,
      recipe: em.getReference(Recipe, recipe.id),
      servings,
      foodName: null,
      fdcId: null,
      quantity: servings,
      unit: 'serving',
      calories: Math.round(recipe.calories * servings),
      protein: round1((recipe.nutrition?.protein ?? 0) * servings),
      carbs: round1((recipe.nutrition?.carbs ?? 0) * servings),
      fat: round1((recipe.nutrition?.fat ?? 0) * servings),
    };
  }

  private foodItem(plan: MealPlan, food: FoodItemDto, weekday: number, mealType: MealType, position: number) {
    const quantity = food.quantity ?? 1;
    const unit = unitWord(food.unit || 'piece');
    const { calories, protein } = foodPortionNutrition({
      caloriesPer100g: food.calories ?? 0,
      proteinPer100g: food.protein ?? 0,
      quantity,
      unit,
    });
    return {
      mealPlan: plan,
      dayOfWeek: weekday,
      mealType,
      position,
      recipe: null,
      servings: 1,
      foodName: food.name,
      fdcId: food.fdcId ?? null,
      quantity,
      unit,
      calories,
      protein,
    };
  }

  /**
   * Totals and day stats from the items, after every change of a plan's items: the one path every such change
   * takes (an edit, the assistant's swap and its undo, a recipe added, an own recipe edited). It saves them and
   * then tells the plan's followers (PlanChanges: its grocery list follows). A plan made inside a transaction
   * (create) is told before it commits, which is harmless: a new plan has no list to follow it.
   */
  private async recompute(em: EntityManager, plan: MealPlan, prefs?: PreferencesView): Promise<void> {
    await this.refitTable(em, plan, prefs);
    await this.recomputeTotals(em, plan, prefs);
    await em.flush();
    await this.changes.changed(plan.user.id, plan.id);
  }

  /**
   * A plan for a table of several (one with per-person days): each dish swapped in or added (a recipe item without
   * portions) is portioned for the people present at its slot, the rest of their day as it is, its servings their
   * sum; then everyone's days are what the items now give them (an item removed drops out). A plan for one person
   * is left as it is.
   */
  private async refitTable(em: EntityManager, plan: MealPlan, prefs?: PreferencesView): Promise<void> {
    if (!plan.memberDayStats) return;
    const start = toIsoDate(plan.weekStartDate);
    const table = await this.table.read(plan.user.id, start, prefs);
    if (!table) return;
    const items = await em.find(MealItem, { mealPlan: plan.id }, { populate: ['recipe'] });
    const startWeekday = weekdayOf(start);
    const dayOf = (weekday: number) => (weekday - startWeekday + 7) % 7;
    const read = items.map((item): TableItem => {
      const recipe = item.recipe as Recipe | null | undefined;
      return {
        key: item.id,
        day: dayOf(item.dayOfWeek),
        mealType: item.mealType,
        perServing: recipe
          ? {
              calories: recipe.calories,
              protein: recipe.nutrition?.protein ?? 0,
              carbs: recipe.nutrition?.carbs ?? 0,
              fat: recipe.nutrition?.fat ?? 0,
            }
          : null,
        servings: Number(item.servings),
        calories: item.calories,
        protein: Number(item.protein),
        carbs: Number(item.carbs),
        fat: Number(item.fat),
        portions: item.portions ?? null,
      };
    });
    const fitted = refitNewDishes(table.members, read);
    for (const item of items) {
      const fit = fitted.get(item.id);
      const row = read.find((r) => r.key === item.id)!;
      if (!fit || !row.perServing) continue;
      const servings = fit.servings;
      em.assign(item, {
        portions: fit.portions,
        servings,
        quantity: servings,
        calories: Math.round(row.perServing.calories * servings),
        protein: round1(row.perServing.protein * servings),
        carbs: round1(row.perServing.carbs * servings),
        fat: round1(row.perServing.fat * servings),
      });
      Object.assign(row, {
        portions: fit.portions,
        servings,
        calories: item.calories,
        protein: item.protein,
        carbs: item.carbs,
        fat: item.fat,
      });
    }
    plan.memberDayStats = memberDayStatsOf(memberDaysOf(table.members, read), startWeekday);
    await em.flush();
  }

  private async recomputeTotals(em: EntityManager, plan: MealPlan, prefs?: PreferencesView): Promise<void> {
    const store = (prefs ?? (await this.preferences.forUser(plan.user.id))).preferredStore ?? DEFAULT_STORE;
    const items = await em.find(MealItem, { mealPlan: plan.id }, { populate: ['recipe'] });
    const start = toIsoDate(plan.weekStartDate);
    const stats: DayStats[] = Array.from({ length: 7 }, (_, i) => ({
      dayOfWeek: weekdayForIndex(start, i),
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      cost: 0,
    }));
    const planned: { recipeId: number; servings: number }[] = [];
    const foods: { name: string; quantity: number; unit: string | null }[] = [];
    for (const item of items) {
      const day = stats.find((s) => s.dayOfWeek === item.dayOfWeek)!;
      day.calories += item.calories;
      day.protein = round1(day.protein + Number(item.protein));
      const recipe = item.recipe as Recipe | null | undefined;
      if (recipe) {
        const servings = Number(item.servings);
        day.carbs = round1(day.carbs + (recipe.nutrition?.carbs ?? 0) * servings);
        day.fat = round1(day.fat + (recipe.nutrition?.fat ?? 0) * servings);
        day.cost = (cents(day.cost) + cents(costAt(recipe.costPerServing, store, DEFAULT_STORE) * servings)) / 100;
        planned.push({ recipeId: recipe.id, servings });
      } else {
        day.carbs = round1(day.carbs + Number(item.carbs));
        day.fat = round1(day.fat + Number(item.fat));
        if (item.foodName) foods.push({ name: item.foodName, quantity: Number(item.quantity ?? 1), unit: item.unit ?? null });
      }
    }
    plan.dayStats = stats;
    plan.totalCalories = stats.reduce((sum, d) => sum + d.calories, 0);
    const cost = await this.cartEstimate(plan.user.id, plan.id, store, planned, foods);
    plan.estimatedCost = cost.toFixed(2);
    plan.costStore = store;
    plan.relaxations = withBudgetRelaxation(plan.relaxations ?? [], Math.round(cost * 100), budgetOf(plan));
  }

  /**
   * One cost: once a plan has a grocery list, the plan's estimated cost is the list's plan lines (the food the
   * plan buys, as priced on the list: whole packages, pantry counted, the person's prices and brands), so the
   * plan's banner, its cost card, the dashboard and the list say the same figure to the cent. The grocery module
   * calls this in the transaction that changes the list's lines; the budget line of the banner follows.
   */
  async followList(em: EntityManager, userId: string, planId: string, planFoodCents: number): Promise<void> {
    const plan = await em.findOne(MealPlan, { id: planId, user: userId });
    if (!plan) return;
    plan.estimatedCost = (planFoodCents / 100).toFixed(2);
    plan.relaxations = withBudgetRelaxation(plan.relaxations ?? [], planFoodCents, budgetOf(plan));
    await em.flush();
  }

  /**
   * What the week's recipes and catalogue foods (a side, an apple added by hand) cost as a cart (whole
   * packages at the person's store), priced exactly as the planner prices a generated week, so an edited
   * plan's estimate stays in the same dollars. A food is a catalogue food when its name is one (as the
   * planner names sides); any other food has no price here. What the person's pantry gives this plan is not
   * bought, as on its grocery list. Day costs stay the food eaten that day.
   */
  private async cartEstimate(
    userId: string,
    planId: string,
    store: string,
    planned: readonly { recipeId: number; servings: number }[],
    foods: readonly { name: string; quantity: number; unit: string | null }[],
  ): Promise<number> {
    if (!planned.length && !foods.length) return 0;
    const stored = planned.length ? await this.recipes.findVisible(userId, [...new Set(planned.map((p) => p.recipeId))]) : [];
    const recipes = new Map(stored.map((r) => [r.id, toPlannerRecipe(r, store)]));
    const catalogue = foods.length
      ? new Map((await this.catalog.shoppable()).map((i) => [i.name.toLowerCase(), i]))
      : new Map<string, never>();
    const foodServings = foods.flatMap((f) => {
      const ingredient = catalogue.get(f.name.trim().toLowerCase());
      const grams = ingredient ? toGrams(f.quantity, f.unit || 'piece', ingredient) : null;
      return ingredient && grams
        ? [{ recipe: { cost: 0, lines: [{ ingredientId: ingredient.id, gramsPerServing: grams }] }, servings: 1 }]
        : [];
    });
    const ids = [
      ...[...recipes.values()].flatMap((r) => (r.lines ?? []).map((l) => l.ingredientId)),
      ...foodServings.map((s) => s.recipe.lines[0].ingredientId),
    ];
    const [shelf, yours, free] = await Promise.all([
      this.catalog.cartPrices(ids, store),
      this.book.cartPrices(userId, store, ids),
      this.pantry.free(userId, planId),
    ]);
    // what the person paid (their price book) wins over the shelf estimate
    const paid = new Map(yours.map((i) => [i.id, i]));
    const priced = [...shelf.filter((i) => !paid.has(i.id)), ...yours];
    const prices = cartPricesFrom(priced.map((i) => (free.has(i.id) ? { ...i, freeGrams: free.get(i.id) } : i)));
    const recipeServings = planned.flatMap((p) =>
      recipes.has(p.recipeId) ? [{ recipe: recipes.get(p.recipeId)!, servings: p.servings }] : [],
    );
    return cartCost([...recipeServings, ...foodServings], prices);
  }
}

/** The plan's budget in dollars, or null when it was made without one. */
function budgetOf(plan: MealPlan): number | null {
  return plan.totalBudget === null || plan.totalBudget === undefined ? null : Number(plan.totalBudget);
}

/** Each person's day as the plan keeps it: the planner's day index turned into the weekday the plan starts on. */
function memberDayStatsOf(days: readonly (Omit<MemberDayStats, 'dayOfWeek'> & { day: number })[], startWeekday: number): MemberDayStats[] {
  return days.map((d) => ({
    memberId: d.memberId,
    name: d.name,
    dayOfWeek: (startWeekday + d.day) % 7,
    calories: d.calories,
    protein: d.protein,
    carbs: d.carbs,
    fat: d.fat,
    calorieGoal: d.calorieGoal,
  }));
}
