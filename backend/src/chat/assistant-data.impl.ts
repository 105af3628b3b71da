import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { CatalogService } from '../catalog/catalog.service.js';
import { isDomainError, isOutage } from '../common/domain-error.js';
import { isRowId } from '../common/row-id.js';
import { PlanGenerationJob } from '../mealplans/plan-generation.job.js';
import { costAt } from '../mealplans/planner/from-recipes.js';
import { FoodsService } from '../foods/foods.service.js';
import { GroceryLinesService } from '../grocery/grocery-lines.service.js';
import { GroceryService, type GroceryListView } from '../grocery/grocery.service.js';
import { AddFoodDto } from '../mealplans/dto/meal-plan.dto.js';
import { MealPlansService, type MealPlanView } from '../mealplans/meal-plans.service.js';
import { recipeConflicts } from '../kitchen/dietary-rules.js';
import { SavePreferencesDto } from '../preferences/preferences.dto.js';
import { PreferencesService, type PreferencesView } from '../preferences/preferences.service.js';
import { RecipesService, type PlannerRecipe } from '../recipes/recipes.service.js';
import { addDays, planDisplayName, weekdayOf } from '../mealplans/plan-dates.js';
import { nearestPortion } from '../mealplans/planner/day-fit.js';
import { DEFAULT_STORE, MEAL_TYPES, type MealType, storeNameOf, WEEKDAY_NAMES } from '../kitchen/vocabulary.js';
import { recordChange } from './change-journal.js';
import { storedName as storedFoodName } from './lexicon/stored-names.js';
import { allergensOfFoodNamed } from '../catalog/catalog.js';
import { PantryService } from '../pantry/pantry.service.js';
import { KitchenOwners } from '../households/kitchen-owner.js';
import { HouseholdsService } from '../households/households.service.js';
import { PlanTable } from '../mealplans/plan-table.js';
import { MemberPreferencesDto } from '../households/dto/household.dto.js';
import {
  AssistantActionError,
  AssistantData,
  type GroceryLine,
  type GroceryOverview,
  type ItemDetail,
  type MemberRules,
  type TableMember,
  type PantryLine,
  type PlanFood,
  type PlanOverview,
  type RecipeHit,
  type RecipeQuery,
} from './assistant-data.js';
import { words } from '../kitchen/words.js';
import { hasWords, plainText } from './embedded/limits/plain-text.js';
import { cuisinesOf } from './lexicon/swap-wishes.js';

/** A name as either engine stores it: markup and control text taken out; a name with nothing left is refused. */
function storedName(name: string): string {
  const { text } = plainText(name);
  if (!hasWords(text)) throw new AssistantActionError('that name has nothing I can store once markup and control characters are taken out');
  return text;
}
const TAG_LISTS = ['dietaryRestrictions', 'allergies', 'dislikedIngredients'];

const PREFERENCE_LABELS: Record<keyof PreferencesView, string> = {
  dietaryRestrictions: 'dietary restrictions',
  allergies: 'allergies',
  dislikedIngredients: 'disliked ingredients',
  calorieGoal: 'daily calorie goal',
  weeklyBudget: 'weekly budget',
  preferredStore: 'preferred store',
  mealShares: 'meal split',
  proteinGoal: 'daily protein goal',
};

/** A preference's value as a reply names it ("$120.00", "2000 kcal", "Costco", "25 / 35 / 40"). */
function shownValue(view: PreferencesView, k: keyof PreferencesView): string {
  switch (k) {
    case 'weeklyBudget':
      return `$${view.weeklyBudget.toFixed(2)}`;
    case 'calorieGoal':
      return `${view.calorieGoal} kcal`;
    case 'preferredStore':
      return view.preferredStore ? storeNameOf(view.preferredStore) : 'none';
    case 'mealShares':
      return Object.values(view.mealShares).join(' / ');
    case 'proteinGoal':
      return view.proteinGoal == null ? 'none' : `${view.proteinGoal} g`;
    default:
      return view[k].join(', ');
  }
}

/** "Added Shellfish to your allergies", "Set your weekly budget to $120.00". */
function describePreferenceChange(before: PreferencesView, after: PreferencesView, fields: (keyof PreferencesView)[]): string {
  return fields
    .map((k) => {
      const was = before[k];
      const now = after[k];
      if (Array.isArray(was) && Array.isArray(now)) {
        const added = now.filter((v) => !was.includes(v));
        const removed = was.filter((v) => !now.includes(v));
        return [
          added.length ? `Added ${added.join(', ')} to your ${PREFERENCE_LABELS[k]}` : '',
          removed.length ? `Removed ${removed.join(', ')} from your ${PREFERENCE_LABELS[k]}` : '',
        ]
          .filter(Boolean)
          .join('; ');
      }
      return `Set your ${PREFERENCE_LABELS[k]} to ${shownValue(after, k)}`;
    })
    .filter(Boolean)
    .join('; ');
}

/** Messages of class-validator errors, flattened like the API's 400. */
function messagesOf(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => [
    ...Object.values(e.constraints ?? {}).map((m) => (parent && !m.startsWith(parent) ? `${parent}.${m}` : m)),
    ...messagesOf(e.children ?? [], parent ? `${parent}.${e.property}` : e.property),
  ]);
}

/** Validates like the global pipe (whitelist, unknown fields refused, transform). */
async function validated<T extends object>(cls: new () => T, input: unknown): Promise<T> {
  const instance = plainToInstance(cls, input ?? {});
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) throw new AssistantActionError(messagesOf(errors).join('; ') || 'Invalid request');
  return instance;
}

/** The services' refusals become refusals the assistant can explain; an outage stays an outage. */
async function asAction<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isDomainError(error) && !isOutage(error)) throw new AssistantActionError(error.message);
    throw error;
  }
}

@Injectable()
export class ServiceAssistantData extends AssistantData {
  constructor(
    private readonly mealPlans: MealPlansService,
    private readonly recipes: RecipesService,
    private readonly grocery: GroceryService,
    private readonly groceryLines: GroceryLinesService,
    private readonly prefs: PreferencesService,
    private readonly foods: FoodsService,
    private readonly catalog: CatalogService,
    private readonly generation: PlanGenerationJob,
    private readonly pantryService: PantryService,
    private readonly kitchens: KitchenOwners,
    private readonly households: HouseholdsService,
    private readonly planTable: PlanTable,
  ) {
    super();
  }

  /**
   * The conversation is the person's, and so are their preferences; the plan, list and pantry it reads and changes
   * are their household's, kept under its owner's id (read afresh: a removed member is at once back in their own).
   */
  private kitchenOf(userId: string): Promise<string> {
    return this.kitchens.ownerOf(userId);
  }

  async household(userId: string): Promise<TableMember[]> {
    return (await this.households.view(userId)).members.map((m) => ({ ...m, mealsAway: m.mealsAway.map((a) => ({ ...a })) }));
  }

  async memberRules(userId: string, memberId: string): Promise<MemberRules> {
    const me = (await this.households.view(userId)).members.find((m) => m.id === memberId);
    if (!me) throw new AssistantActionError('that member is not in your household');
    // the person, and a member with an account, keep their rules in their own preferences
    const account = me.isYou ? userId : await asAction(this.households.accountOf(userId, memberId));
    const rules = account ? await this.prefs.forUser(account) : await asAction(this.households.memberPreferences(userId, memberId));
    return { dietaryRestrictions: rules.dietaryRestrictions, allergies: rules.allergies, dislikedIngredients: rules.dislikedIngredients };
  }

  async updateMemberRules(userId: string, memberId: string, input: Partial<MemberRules>): Promise<MemberRules> {
    const member = (await this.households.view(userId)).members.find((m) => m.id === memberId);
    if (!member) throw new AssistantActionError('that member is not in your household');
    if (member.isYou) {
      const saved = await this.updatePreferences(userId, input);
      return { dietaryRestrictions: saved.dietaryRestrictions, allergies: saved.allergies, dislikedIngredients: saved.dislikedIngredients };
    }
    const before = await asAction(this.households.memberPreferences(userId, memberId));
    const dto = await validated(
      MemberPreferencesDto,
      Object.fromEntries(Object.entries(input).map(([k, v]) => [k, Array.isArray(v) ? v.map((tag: string) => storedName(tag)) : v])),
    );
    const saved = await asAction(this.households.saveMemberPreferences(userId, memberId, dto));
    const changed = (['dietaryRestrictions', 'allergies', 'dislikedIngredients'] as const).filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(saved[k]),
    );
    if (changed.length) {
      const label = { dietaryRestrictions: 'diets', allergies: 'allergies', dislikedIngredients: 'dislikes' };
      // "Added Peanuts to Sam's allergies", "Took Vegetarian off Sam's diets": what Undo will say it put back
      const said = changed.flatMap((k) => {
        const added = saved[k].filter((v) => !before[k].includes(v));
        const gone = before[k].filter((v) => !saved[k].includes(v));
        return [
          ...(added.length ? [`Added ${added.join(', ')} to ${member.name}'s ${label[k]}`] : []),
          ...(gone.length ? [`Took ${gone.join(', ')} off ${member.name}'s ${label[k]}`] : []),
        ];
      });
      recordChange({
        description: said.join('; ') || `Changed ${member.name}'s ${changed.map((k) => label[k]).join(' and ')}`,
        undo: {
          kind: 'memberRules',
          memberId,
          before: {
            dietaryRestrictions: before.dietaryRestrictions,
            allergies: before.allergies,
            dislikedIngredients: before.dislikedIngredients,
          },
        },
      });
    }
    return { dietaryRestrictions: saved.dietaryRestrictions, allergies: saved.allergies, dislikedIngredients: saved.dislikedIngredients };
  }

  async setMealsAway(userId: string, memberId: string, mealsAway: { dayOfWeek: number; mealType: MealType }[]): Promise<void> {
    const member = (await this.households.view(userId)).members.find((m) => m.id === memberId);
    if (!member) throw new AssistantActionError('that member is not in your household');
    await asAction(this.households.setMealsAway(userId, memberId, { mealsAway }));
    recordChange({
      description: `Changed which meals ${member.name} is home for`,
      undo: { kind: 'mealsAway', memberId, before: member.mealsAway },
    });
  }

  private overview(plan: MealPlanView, recipes: Map<number, PlannerRecipe>): PlanOverview {
    const byDate = new Map(plan.days.map((d) => [d.date, d]));
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = addDays(plan.weekStartDate, i);
      const day = byDate.get(date);
      const meals = Object.fromEntries(
        MEAL_TYPES.map((type) => [
          type,
          (day?.meals[type]?.items ?? []).map((item) => ({
            itemId: item.id,
            title: item.recipe?.title ?? item.name ?? item.foodItem?.name ?? 'Meal',
            calories: item.calories,
            protein: item.protein,
            carbs: item.carbs,
            fat: item.fat,
            recipeId: item.recipe?.id ?? null,
            readyInMinutes: item.recipe?.readyInMinutes ?? (item.recipe ? (recipes.get(item.recipe.id)?.readyInMinutes ?? null) : null),
          })),
        ]),
      ) as PlanOverview['days'][number]['meals'];
      const stats = plan.dayStats.find((d) => d.dayOfWeek === weekdayOf(date));
      return {
        weekday: weekdayOf(date),
        date,
        totalCalories: day?.totalCalories ?? 0,
        protein: stats?.protein ?? 0,
        carbs: stats?.carbs ?? 0,
        fat: stats?.fat ?? 0,
        cost: stats?.cost ?? 0,
        meals,
      };
    });
    return {
      id: plan.id,
      displayName: planDisplayName(plan.name, plan.weekStartDate),
      weekStartDate: plan.weekStartDate,
      totalCalories: plan.totalCalories,
      calorieGoal: plan.calorieGoal,
      estimatedCost: plan.estimatedCost,
      totalBudget: plan.totalBudget,
      days,
    };
  }

  // Plan ids here come from the model's tool calls: each is checked where it enters, like a route's.

  async planFoods(userId: string, mealPlanId: string): Promise<PlanFood[]> {
    const view = await this.planView(userId, mealPlanId);
    if (!view) return [];
    const recipeIds = [...new Set(view.meals.flatMap((m) => (m.recipe ? [m.recipe.id] : [])))];
    const recipes = new Map((await this.recipes.findVisible(await this.kitchenOf(userId), recipeIds)).map((r) => [r.id, r]));
    const foods = await this.catalog.foodFacts(view.meals.flatMap((m) => (m.recipe ? [] : [m.name])));
    return view.meals.map((m): PlanFood => {
      const recipe = m.recipe ? recipes.get(m.recipe.id) : undefined;
      if (recipe)
        return {
          weekday: m.dayOfWeek,
          mealType: m.mealType,
          title: recipe.title,
          diets: recipe.diets,
          allergens: recipe.allergens,
          ingredientNames: recipe.ingredients.map((i) => i.name),
        };
      const food = foods.get(m.name.trim().toLowerCase());
      // A food outside the catalogue is judged by its name alone.
      return {
        weekday: m.dayOfWeek,
        mealType: m.mealType,
        title: m.name,
        diets: food?.diets ?? [],
        allergens: food?.allergens ?? [],
        ingredientNames: food ? [food.name, ...food.aliases] : [m.name],
      };
    });
  }

  async plan(userId: string, mealPlanId: string): Promise<PlanOverview | null> {
    const view = await this.planView(userId, mealPlanId);
    return view ? this.overview(view, new Map()) : null;
  }

  /** The person's plan, or null for an id that is malformed or not theirs (it came from a tool call). */
  private async planView(userId: string, mealPlanId: string): Promise<MealPlanView | null> {
    if (!isRowId(mealPlanId)) return null;
    try {
      return await this.mealPlans.detail(await this.kitchenOf(userId), mealPlanId);
    } catch (error) {
      if (isDomainError(error, 'not_found')) return null;
      throw error;
    }
  }

  async currentPlan(userId: string, today: string): Promise<PlanOverview | null> {
    const plans = await this.mealPlans.list(await this.kitchenOf(userId));
    if (!plans.length) return null;
    const covering = plans.find((p) => p.weekStartDate <= today && today <= addDays(p.weekStartDate, 6));
    return this.plan(userId, (covering ?? plans[0]).id);
  }

  async searchRecipes(userId: string, q: RecipeQuery): Promise<RecipeHit[]> {
    const rules = await this.prefs.rulesFor(userId);
    let pool = await this.recipes.candidatesFor(userId, rules);
    if (q.diet) pool = pool.filter((r) => r.diets.includes(q.diet!.toLowerCase()));
    if (q.maxMinutes) pool = pool.filter((r) => r.readyInMinutes <= q.maxMinutes!);
    // a family of cuisines ("asian") is each of the library's cuisines it holds
    if (q.cuisine?.trim()) {
      const cuisines = cuisinesOf(q.cuisine);
      pool = pool.filter((r) => cuisines.includes(r.cuisine?.toLowerCase() ?? ''));
    }
    if (q.excludeIds?.length) pool = pool.filter((r) => !q.excludeIds!.includes(r.id));
    const store = (await this.prefs.forUser(userId)).preferredStore ?? DEFAULT_STORE;
    const cost = (r: PlannerRecipe) => costAt(r.costPerServing, store);
    if (q.maxCost !== undefined) pool = pool.filter((r) => cost(r) <= q.maxCost!);
    const without = (q.without ?? []).map(words).filter((w) => w.length);
    if (without.length) {
      // A food left out: no ingredient (and not the title) holds its words, "onions" → onion, red onion
      const holds = (name: string, food: string[]) => {
        const have = new Set(words(name));
        return food.every((w) => have.has(w));
      };
      pool = pool.filter((r) => !without.some((food) => holds(r.title, food) || r.ingredients.some((i) => holds(i.name, food))));
    }
    if (q.query?.trim()) {
      const wanted = words(q.query);
      pool = pool.filter((r) => {
        const have = new Set([
          ...words(r.title),
          ...r.ingredients.flatMap((i) => words(i.name)),
          ...r.tags.flatMap(words),
          ...(r.cuisine ? words(r.cuisine) : []),
        ]);
        return wanted.every((w) => have.has(w));
      });
    }
    // With ingredients on hand: only recipes using one of them, ranked by how many.
    const uses = new Map<number, string[]>();
    if (q.anyOf?.length) {
      const onHand = q.anyOf.map((w) => ({ word: w.trim().toLowerCase(), parts: words(w) })).filter((w) => w.parts.length);
      for (const r of pool) {
        const have = new Set([...words(r.title), ...r.ingredients.flatMap((i) => words(i.name))]);
        const used = onHand.filter((w) => w.parts.every((p) => have.has(p))).map((w) => w.word);
        if (used.length) uses.set(r.id, used);
      }
      pool = pool.filter((r) => uses.has(r.id));
    }
    // Recipes meant for the meal first, then by what was asked (ingredients used, protein), then quickest, then by name: stable answers.
    const fits = (r: PlannerRecipe) => (q.mealType && r.mealTypes.includes(q.mealType) ? 0 : 1);
    const asked = (r: PlannerRecipe) =>
      -(uses.get(r.id)?.length ?? 0) * 1000 - (q.rank === 'protein' ? (r.nutrition?.protein ?? 0) : 0) + (q.rank === 'cost' ? cost(r) : 0);
    pool.sort(
      (a, b) =>
        fits(a) - fits(b) || asked(a) - asked(b) || a.readyInMinutes - b.readyInMinutes || a.title.localeCompare(b.title) || a.id - b.id,
    );
    return pool.slice(0, Math.max(1, Math.min(q.limit ?? 5, 20))).map((r) => ({
      id: r.id,
      title: r.title,
      readyInMinutes: r.readyInMinutes,
      calories: r.calories,
      protein: Math.round(r.nutrition?.protein ?? 0),
      cost: Math.round(cost(r) * 100) / 100,
      diets: r.diets,
      mealTypes: r.mealTypes,
      ...(uses.has(r.id) ? { uses: uses.get(r.id) } : {}),
    }));
  }

  async swapMeal(
    userId: string,
    mealPlanId: string,
    weekday: number,
    mealType: MealType,
    recipeId: number,
    servings?: number,
  ): Promise<{ replaced: string[]; added: RecipeHit; servings: number; calories: number }> {
    if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6)
      throw new AssistantActionError('dayOfWeek must be from 0 (Sunday) to 6 (Saturday)');
    if (!MEAL_TYPES.includes(mealType)) throw new AssistantActionError('mealType must be one of breakfast, lunch, dinner');
    const plan = await this.plan(userId, mealPlanId);
    if (!plan) throw new AssistantActionError('Meal plan not found');
    const [recipe] = await this.recipes.findVisible(userId, [recipeId]);
    if (!recipe) throw new AssistantActionError('Recipe not found');
    const kitchen = await this.kitchenOf(userId);
    const dayIndex = plan.days.findIndex((d) => d.weekday === weekday);
    // At a household's table the dish must be safe for everyone present at the slot (their rules together).
    const conflicts = recipeConflicts(
      { title: recipe.title, diets: recipe.diets, allergens: recipe.allergens, ingredientNames: recipe.ingredients.map((i) => i.name) },
      await this.planTable.rulesAt(kitchen, plan.weekStartDate, { day: dayIndex, mealType }),
    );
    if (conflicts.length) throw new AssistantActionError(`${recipe.title} does not fit your preferences (${conflicts.join(', ')})`);
    const before = plan.days.find((d) => d.weekday === weekday)!.meals[mealType];
    const beforeCalories = before.reduce((sum, m) => sum + m.calories, 0);
    // A real portion (0.75-2 servings, as the planner plans them), sized to the calories it replaces.
    const portion = nearestPortion(servings ?? (beforeCalories > 0 && recipe.calories > 0 ? beforeCalories / recipe.calories : 1));
    if (!(await this.recipes.findVisible(kitchen, [recipe.id])).length) throw new AssistantActionError('Recipe not found');
    const snapshot = await this.mealPlans.slotSnapshot(kitchen, mealPlanId, weekday, mealType);
    // The slot's items replaced by the dish in one write: at a table of several each person's portion of it is
    // then fitted with the old dish gone (MealPlansService's recompute), and `servings` is their sum.
    const after = await asAction(
      this.mealPlans.restoreSlot(kitchen, mealPlanId, weekday, mealType, [
        {
          recipeId: recipe.id,
          servings: portion,
          foodName: null,
          fdcId: null,
          quantity: portion,
          unit: 'serving',
          calories: Math.round(recipe.calories * portion),
          protein: Math.round((recipe.nutrition?.protein ?? 0) * portion * 10) / 10,
          carbs: Math.round((recipe.nutrition?.carbs ?? 0) * portion * 10) / 10,
          fat: Math.round((recipe.nutrition?.fat ?? 0) * portion * 10) / 10,
          position: 0,
          portions: null,
        },
      ]),
    );
    const added = after.meals.find((i) => i.dayOfWeek === weekday && i.mealType === mealType && i.recipe?.id === recipe.id);
    recordChange({
      description: `Swapped ${WEEKDAY_NAMES[weekday]} ${mealType} for ${recipe.title}`,
      undo: { kind: 'slot', mealPlanId, weekday, mealType, before: snapshot },
    });
    return {
      replaced: before.map((m) => m.title),
      added: {
        id: recipe.id,
        title: recipe.title,
        readyInMinutes: recipe.readyInMinutes,
        calories: recipe.calories,
        protein: Math.round(recipe.nutrition?.protein ?? 0),
        cost: Math.round(costAt(recipe.costPerServing, (await this.prefs.forUser(userId)).preferredStore ?? DEFAULT_STORE) * 100) / 100,
        diets: recipe.diets,
        mealTypes: recipe.mealTypes,
      },
      servings: added?.servings ?? portion,
      calories: added?.calories ?? Math.round(recipe.calories * portion),
    };
  }

  async addFoodToSlot(
    userId: string,
    mealPlanId: string,
    weekday: number,
    mealType: MealType,
    food: { name: string; calories?: number; protein?: number; quantity?: number; unit?: string },
  ): Promise<{ added: string }> {
    if (typeof food.name === 'string') food = { ...food, name: storedName(food.name) };
    const plan = await this.plan(userId, mealPlanId);
    if (!plan) throw new AssistantActionError('Meal plan not found');
    const dayIndex = plan.days.findIndex((d) => d.weekday === weekday);
    const dto = await validated(AddFoodDto, { dayIndex: dayIndex < 0 ? weekday : dayIndex, mealType, foodItem: food });
    const kitchen = await this.kitchenOf(userId);
    const snapshot = await this.mealPlans.slotSnapshot(kitchen, mealPlanId, weekday, mealType);
    await asAction(this.mealPlans.addFood(kitchen, mealPlanId, dto));
    recordChange({
      description: `Added ${dto.foodItem.name} to ${WEEKDAY_NAMES[weekday]} ${mealType}`,
      undo: { kind: 'slot', mealPlanId, weekday, mealType, before: snapshot },
    });
    return { added: dto.foodItem.name };
  }

  async addRecipeToSlot(
    userId: string,
    mealPlanId: string,
    weekday: number,
    mealType: MealType,
    recipeId: number,
  ): Promise<{ added: string; calories: number }> {
    const plan = await this.plan(userId, mealPlanId);
    if (!plan) throw new AssistantActionError('Meal plan not found');
    const kitchen = await this.kitchenOf(userId);
    const [recipe] = await this.recipes.findVisible(userId, [recipeId]);
    if (!recipe) throw new AssistantActionError('Recipe not found');
    const dayIndex = plan.days.findIndex((d) => d.weekday === weekday);
    const conflicts = recipeConflicts(
      { title: recipe.title, diets: recipe.diets, allergens: recipe.allergens, ingredientNames: recipe.ingredients.map((i) => i.name) },
      await this.planTable.rulesAt(kitchen, plan.weekStartDate, { day: dayIndex, mealType }),
    );
    if (conflicts.length) throw new AssistantActionError(`${recipe.title} does not fit your preferences (${conflicts.join(', ')})`);
    const snapshot = await this.mealPlans.slotSnapshot(kitchen, mealPlanId, weekday, mealType);
    // the plans' own write path, as the dashboard's "add to plan": totals, cost and the grocery list follow
    await asAction(this.mealPlans.addRecipe(kitchen, recipe.id, { mealPlanId, dayOfWeek: weekday, mealType, servings: 1 }, userId));
    recordChange({
      description: `Added ${recipe.title} to ${WEEKDAY_NAMES[weekday]} ${mealType}`,
      undo: { kind: 'slot', mealPlanId, weekday, mealType, before: snapshot },
    });
    return { added: recipe.title, calories: Math.round(recipe.calories) };
  }

  async setSlotServings(
    userId: string,
    mealPlanId: string,
    weekday: number,
    mealType: MealType,
    servings: number,
  ): Promise<{ dishes: string[]; calories: number }> {
    const plan = await this.plan(userId, mealPlanId);
    const slot = plan?.days.find((d) => d.weekday === weekday)?.meals[mealType];
    if (!plan || !slot) throw new AssistantActionError('Meal plan not found');
    const dishes = slot.filter((i) => i.recipeId !== null).map((i) => i.title);
    if (!dishes.length)
      throw new AssistantActionError(`${WEEKDAY_NAMES[weekday]} ${mealType} has no recipe to make for more or fewer people`);
    const kitchen = await this.kitchenOf(userId);
    const snapshot = await this.mealPlans.slotSnapshot(kitchen, mealPlanId, weekday, mealType);
    // at a table of several each person's portion follows who is home (the household's own page sets that)
    if (snapshot.some((i) => i.recipeId !== null && (i.portions?.length ?? 0) > 1))
      throw new AssistantActionError(
        "at a table of several, each person's portion follows who is home: change who eats on the Household page",
      );
    const round1 = (n: number) => Math.round(n * 10) / 10;
    const scaled = snapshot.map((i) => {
      if (i.recipeId === null || !(i.servings > 0)) return i;
      const by = servings / i.servings;
      return {
        ...i,
        servings,
        quantity: i.quantity === null ? null : i.unit === 'serving' ? servings : round1(i.quantity * by),
        calories: Math.round(i.calories * by),
        protein: round1(i.protein * by),
        carbs: round1(i.carbs * by),
        fat: round1(i.fat * by),
      };
    });
    // the plans' own write path for a slot: totals, cost and the grocery list follow
    await asAction(this.mealPlans.restoreSlot(kitchen, mealPlanId, weekday, mealType, scaled));
    recordChange({
      description: `Made ${WEEKDAY_NAMES[weekday]} ${mealType} for ${servings}`,
      undo: { kind: 'slot', mealPlanId, weekday, mealType, before: snapshot },
    });
    return { dishes, calories: scaled.reduce((sum, i) => sum + i.calories, 0) };
  }

  async removeFromSlot(
    userId: string,
    mealPlanId: string,
    weekday: number,
    mealType: MealType,
    itemId: string,
  ): Promise<{ removed: string }> {
    const plan = await this.plan(userId, mealPlanId);
    const item = plan?.days.find((d) => d.weekday === weekday)?.meals[mealType]?.find((i) => i.itemId === itemId);
    if (!plan || !item) throw new AssistantActionError('Meal item not found');
    const kitchen = await this.kitchenOf(userId);
    const snapshot = await this.mealPlans.slotSnapshot(kitchen, mealPlanId, weekday, mealType);
    // the plans' own write path: totals, cost and the grocery list follow as for any plan edit
    await asAction(this.mealPlans.removeItem(kitchen, mealPlanId, itemId));
    recordChange({
      description: `Removed ${item.title} from ${WEEKDAY_NAMES[weekday]} ${mealType}`,
      undo: { kind: 'slot', mealPlanId, weekday, mealType, before: snapshot },
    });
    return { removed: item.title };
  }

  async clearSlot(userId: string, mealPlanId: string, weekday: number, mealType: MealType): Promise<{ removed: string[] }> {
    const plan = await this.plan(userId, mealPlanId);
    const items = plan?.days.find((d) => d.weekday === weekday)?.meals[mealType];
    if (!plan || !items?.length) throw new AssistantActionError('Nothing planned there');
    const kitchen = await this.kitchenOf(userId);
    const snapshot = await this.mealPlans.slotSnapshot(kitchen, mealPlanId, weekday, mealType);
    // one write for the whole slot, so one change (and one Undo) puts it all back
    await asAction(this.mealPlans.restoreSlot(kitchen, mealPlanId, weekday, mealType, []));
    recordChange({
      description: `Removed ${WEEKDAY_NAMES[weekday]} ${mealType} (${items.map((i) => i.title).join(' + ')})`,
      undo: { kind: 'slot', mealPlanId, weekday, mealType, before: snapshot },
    });
    return { removed: items.map((i) => i.title) };
  }

  private lineOf(item: GroceryListView['items'][number]): GroceryLine {
    return {
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      isChecked: item.isChecked,
      estimatedPrice: item.estimatedPrice,
      aisle: item.category,
      forMeals: item.forMeals,
      own: item.origin === 'added',
    };
  }

  async mealDetail(userId: string, mealPlanId: string, weekday: number, mealType: MealType): Promise<ItemDetail[]> {
    const view = await this.planView(userId, mealPlanId);
    if (!view) return [];
    const items = view.meals.filter((m) => m.dayOfWeek === weekday && m.mealType === mealType);
    const recipes = new Map(
      (
        await this.recipes.findVisible(
          await this.kitchenOf(userId),
          items.flatMap((m) => (m.recipe ? [m.recipe.id] : [])),
        )
      ).map((r) => [r.id, r]),
    );
    const foods = await this.catalog.foodFacts(items.flatMap((m) => (m.recipe ? [] : [m.name])));
    const store = (await this.prefs.forUser(userId)).preferredStore ?? DEFAULT_STORE;
    return items.map((m): ItemDetail => {
      const recipe = m.recipe ? recipes.get(m.recipe.id) : undefined;
      const planned = { calories: m.calories, protein: m.protein, carbs: m.carbs, fat: m.fat };
      if (recipe) return { ...this.recipeAsDetail(recipe, m.servings, store), ...planned };
      const food = foods.get(m.name.trim().toLowerCase());
      const amount = m.quantity ? `${m.quantity}${m.unit ? ` ${m.unit}` : ''}` : '';
      return {
        title: m.name,
        recipeId: null,
        servings: m.servings,
        readyInMinutes: null,
        ...planned,
        cost: null,
        diets: food?.diets ?? [],
        allergens: food?.allergens ?? [],
        ingredients: [{ name: food?.name ?? m.name, amount, allergens: food?.allergens ?? allergensOfFoodNamed(m.name) }],
      };
    });
  }

  async recipeDetail(userId: string, recipeId: number): Promise<ItemDetail | null> {
    const [recipe] = await this.recipes.findVisible(userId, [recipeId]);
    if (!recipe) return null;
    const store = (await this.prefs.forUser(userId)).preferredStore ?? DEFAULT_STORE;
    return this.recipeAsDetail(recipe, 1, store);
  }

  async recipeSteps(userId: string, recipeId: number): Promise<string[]> {
    try {
      return (await this.recipes.findOwnOrLibrary(userId, recipeId)).instructions ?? [];
    } catch {
      // not theirs to see (or gone): no steps to tell
      return [];
    }
  }

  /** A recipe for `servings` servings: its ingredients scaled from the whole recipe, its cost at the store. */
  private recipeAsDetail(recipe: PlannerRecipe, servings: number, store: string): ItemDetail {
    const scale = servings / Math.max(1, recipe.servings);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      title: recipe.title,
      recipeId: recipe.id,
      servings,
      readyInMinutes: recipe.readyInMinutes,
      calories: round(recipe.calories * servings),
      protein: round((recipe.nutrition.protein ?? 0) * servings),
      carbs: round((recipe.nutrition.carbs ?? 0) * servings),
      fat: round((recipe.nutrition.fat ?? 0) * servings),
      cost: round(costAt(recipe.costPerServing, store) * servings),
      diets: recipe.diets,
      allergens: recipe.allergens,
      ingredients: recipe.ingredients.map((i) => ({
        name: i.name,
        amount: i.amount ? `${round(i.amount * scale)}${i.unit ? ` ${i.unit}` : ''}` : '',
        allergens: allergensOfFoodNamed(i.name),
      })),
    };
  }

  async addToPantry(
    userId: string,
    item: { name: string; quantity?: number; unit?: string },
  ): Promise<{ name: string; already: boolean } | null> {
    const named = storedFoodName(item.name, 'pantry');
    if (named.kind !== 'known' || !named.food) return null;
    const slug = named.food.slug;
    const food = (await this.catalog.shoppable()).find((f) => f.slug === slug);
    if (!food) return null;
    const kitchen = await this.kitchenOf(userId);
    const there = (await this.pantryService.view(kitchen)).items.find((i) => i.ingredientId === food.id);
    if (there) return { name: there.name, already: true };
    // an amount the kitchen cannot weigh for this food is kept as a staple rather than refused
    const stock = item.quantity !== undefined && item.quantity > 0;
    const added = await asAction(
      this.pantryService
        .add(kitchen, {
          ingredientId: food.id,
          kind: stock ? 'stock' : 'staple',
          ...(stock ? { quantity: item.quantity, ...(item.unit ? { unit: item.unit } : {}) } : {}),
        })
        .catch((error: unknown) => {
          if (stock && isDomainError(error, 'invalid')) return this.pantryService.add(kitchen, { ingredientId: food.id, kind: 'staple' });
          throw error;
        }),
    );
    recordChange({ description: `Added ${added.name} to your pantry`, undo: { kind: 'pantryAdded', itemId: added.id } });
    return { name: added.name, already: false };
  }

  async removeFromPantry(userId: string, name: string): Promise<{ name: string } | null> {
    const named = storedFoodName(name, 'pantry');
    if (named.kind !== 'known' || !named.food) return null;
    const slug = named.food.slug;
    const food = (await this.catalog.shoppable()).find((f) => f.slug === slug);
    const kitchen = await this.kitchenOf(userId);
    const there = food && (await this.pantryService.view(kitchen)).items.find((i) => i.ingredientId === food.id);
    if (!there) return null;
    const line = await asAction(this.pantryService.takeOut(kitchen, there.id));
    recordChange({ description: `Took ${there.name} out of your pantry`, undo: { kind: 'pantryRemoved', line } });
    return { name: there.name };
  }

  async pantry(userId: string): Promise<PantryLine[]> {
    const view = await this.pantryService.view(await this.kitchenOf(userId));
    return view.items.map((i) => ({ name: i.name, aisle: i.aisle, amount: i.amount, staple: i.kind === 'staple' }));
  }

  async groceryList(userId: string, mealPlanId: string): Promise<GroceryOverview | null> {
    if (!isRowId(mealPlanId)) return null;
    try {
      const list = await this.grocery.listForPlan(await this.kitchenOf(userId), mealPlanId);
      return {
        id: list.id,
        planName: list.planName,
        totalEstimatedCost: list.totalEstimatedCost,
        items: list.items.map((i) => this.lineOf(i)),
      };
    } catch (error) {
      if (isDomainError(error, 'not_found')) return null;
      throw error;
    }
  }

  async addGroceryItem(
    userId: string,
    mealPlanId: string,
    item: { name: string; quantity?: number; unit?: string },
  ): Promise<{ name: string; listCreated: boolean; now?: { quantity: number; unit: string } }> {
    if (typeof item.name === 'string') item = { ...item, name: storedName(item.name) };
    const plan = await this.plan(userId, mealPlanId);
    if (!plan) throw new AssistantActionError('Meal plan not found');
    let listCreated = false;
    const existing = await this.groceryList(userId, mealPlanId);
    if (!existing) {
      // No list yet: build it from the plan first, so the item joins the real list. A plan with no
      // meals cannot be built from; addItem then starts an empty list.
      await this.grocery.build(await this.kitchenOf(userId), mealPlanId).catch((error: unknown) => {
        if (!isDomainError(error, 'invalid')) throw error;
      });
      listCreated = true;
    }
    const added = await asAction(this.groceryLines.addItem(await this.kitchenOf(userId), mealPlanId, item));
    const was = existing?.items.find((i) => i.id === added.id);
    recordChange({
      description: `Added ${added.name} to your grocery list`,
      // a line the add found taken off goes back among the removed lines, as it was, rather than away
      undo:
        added.restored && added.before
          ? { kind: 'groceryRestored', line: added.before }
          : {
              kind: 'groceryLine',
              itemId: added.id,
              before: was ? { quantity: was.quantity, isChecked: was.isChecked } : 'absent',
              listStarted: listCreated,
            },
    });
    return { name: added.name, listCreated, ...(was && !was.isChecked ? { now: { quantity: added.quantity, unit: added.unit } } : {}) };
  }

  /** The list line whose name best matches: the same words, then containing them, then containing the text. */
  private async lineNamed(userId: string, mealPlanId: string, name: string): Promise<GroceryLine | null> {
    const list = await this.groceryList(userId, mealPlanId);
    if (!list) return null;
    const wanted = words(name).join(' ');
    const byName = (test: (have: string) => boolean) => list.items.find((i) => test(words(i.name).join(' ')));
    return (
      byName((have) => have === wanted) ??
      byName((have) => ` ${have} `.includes(` ${wanted} `)) ??
      // the start of a word ("jalap" → Jalapeño), never inside one: "salt" is not Butter (salted)
      byName(
        (have) => wanted.length >= 3 && ` ${have}`.includes(` ${wanted}`) && !/^(?:ed|y|ies)\b/.test(` ${have}`.split(` ${wanted}`)[1]),
      ) ??
      null
    );
  }

  async setGroceryQuantity(
    userId: string,
    mealPlanId: string,
    lineId: string,
    quantity: number,
    unit?: string,
  ): Promise<GroceryLine | null> {
    const line = (await this.groceryList(userId, mealPlanId))?.items.find((i) => i.id === lineId);
    if (!line) return null;
    const newUnit = unit !== undefined && unit !== line.unit ? unit : undefined;
    const updated = await asAction(
      this.groceryLines.updateItem(await this.kitchenOf(userId), line.id, {
        quantity,
        ...(newUnit !== undefined ? { unit: newUnit } : {}),
      }),
    );
    const nowUnit = updated.unit ?? newUnit ?? line.unit;
    recordChange({
      description: `Changed ${line.name} to ${quantity}${nowUnit ? ` ${nowUnit}` : ''} on your grocery list`,
      undo: {
        kind: 'groceryLine',
        itemId: line.id,
        // the unit goes back too when the change counted the line in another
        before: { quantity: line.quantity, isChecked: line.isChecked, ...(newUnit !== undefined ? { unit: line.unit } : {}) },
        listStarted: false,
      },
    });
    return { ...line, quantity: Number(updated.quantity ?? quantity), unit: nowUnit };
  }

  async removeGroceryItem(userId: string, mealPlanId: string, name: string): Promise<GroceryLine | null> {
    const line = await this.lineNamed(userId, mealPlanId, name);
    if (!line) return null;
    const removed = await asAction(this.groceryLines.removeLine(await this.kitchenOf(userId), line.id));
    recordChange({ description: `Removed ${line.name} from your grocery list`, undo: { kind: 'groceryRemoved', line: removed.snapshot } });
    return line;
  }

  async checkGroceryItem(
    userId: string,
    mealPlanId: string,
    name: string,
    checked: boolean,
  ): Promise<(GroceryLine & { already?: true; leftover?: PantryLine }) | null> {
    const line = await this.lineNamed(userId, mealPlanId, name);
    if (!line) return null;
    if (line.isChecked === checked) return { ...line, already: true };
    // a plan line's tick keeps what its packages leave after the plan's meals in the pantry (GroceryService
    // .leftoverToPantry, as the list page's tick does): read, so the reply names that write too
    const plannedTick = checked && !!line.forMeals?.length;
    const before = plannedTick ? await this.pantry(userId) : [];
    const updated = await asAction(this.groceryLines.updateItem(await this.kitchenOf(userId), line.id, { isChecked: checked }));
    const leftover = plannedTick
      ? (await this.pantry(userId)).find((p) => !before.some((b) => b.name === p.name && b.amount === p.amount))
      : undefined;
    recordChange({
      description: `${checked ? 'Checked off' : 'Unchecked'} ${line.name} on your grocery list${leftover ? ` (${leftover.amount} left over in your pantry)` : ''}`,
      undo: { kind: 'groceryLine', itemId: line.id, before: { quantity: line.quantity, isChecked: line.isChecked }, listStarted: false },
    });
    return { ...line, isChecked: updated.isChecked, ...(leftover ? { leftover } : {}) };
  }

  async lookupFood(name: string): Promise<{ fdcId: number; description: string; calories: number; protein: number } | null> {
    const query = name.trim().slice(0, 100);
    if (query.length < 2) return null;
    const [hit] = (await this.foods.search(query, 1)).items;
    if (!hit) return null;
    const nutrient = (re: RegExp, unit?: string) =>
      hit.foodNutrients.find((n) => re.test(n.nutrientName) && (!unit || n.unitName?.toUpperCase() === unit))?.value ?? 0;
    return {
      fdcId: hit.fdcId,
      description: hit.description,
      calories: Math.round(nutrient(/^Energy/i, 'KCAL')),
      protein: Math.round(nutrient(/^Protein/i) * 10) / 10,
    };
  }

  preferences(userId: string): Promise<PreferencesView> {
    return this.prefs.forUser(userId);
  }

  async generatePlan(userId: string, today: string): Promise<{ jobId: string }> {
    const requestKey = randomUUID();
    const kitchen = await this.kitchenOf(userId);
    const jobId = await asAction(this.generation.enqueue(kitchen, { requestKey, weekStartDate: today }));
    recordChange({
      description: 'Started a new meal plan from your preferences',
      undo: { kind: 'planGenerated', generationKey: PlanGenerationJob.generationKey(kitchen, requestKey) },
    });
    return { jobId };
  }

  async updatePreferences(userId: string, input: Record<string, unknown>): Promise<PreferencesView> {
    input = Object.fromEntries(
      Object.entries(input).map(([k, v]) =>
        TAG_LISTS.includes(k) && Array.isArray(v)
          ? [k, (v as unknown[]).map((tag) => (typeof tag === 'string' ? storedName(tag) : tag))]
          : [k, v],
      ),
    );
    const dto = await validated(SavePreferencesDto, input);
    const hadSaved = (await this.prefs.version(userId)) !== '0';
    const current = await this.prefs.forUser(userId);
    // a member asking to change the household's budget or store is told who sets them
    const saved = await asAction(this.prefs.save(userId, dto));
    const changed = (Object.keys(current) as (keyof PreferencesView)[]).filter(
      (k) => JSON.stringify(current[k]) !== JSON.stringify(saved[k]),
    );
    if (changed.length) {
      recordChange({
        description: describePreferenceChange(current, saved, changed),
        undo: {
          kind: 'preferences',
          before: Object.fromEntries(changed.map((k) => [k, current[k]])),
          after: Object.fromEntries(changed.map((k) => [k, saved[k]])),
          hadSaved,
          version: await this.prefs.version(userId),
        },
      });
    }
    return saved;
  }
}
