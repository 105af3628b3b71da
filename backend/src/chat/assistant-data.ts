/**
 * What both assistants (OpenAI with tools, embedded) may read and change, always for one person.
 * Every method takes the person's id first and goes through the owning module's service, with the
 * same validation as the HTTP API; another person's plan or item is simply not found.
 */
import type { PreferencesView } from '../preferences/preferences.service.js';
import type { MealType } from '../kitchen/vocabulary.js';

export interface PlanMeal {
  itemId: string;
  title: string;
  calories: number;
  /** Grams of the item as planned (0 when unknown: a food added without them). */
  protein: number;
  carbs: number;
  fat: number;
  recipeId: number | null;
  readyInMinutes: number | null;
}

export interface PlanDay {
  /** 0 = Sunday … 6 = Saturday (the date's weekday). */
  weekday: number;
  date: string;
  totalCalories: number;
  /** Grams of the day's items, sides included (the plan's dayStats). */
  protein: number;
  carbs: number;
  fat: number;
  /** Dollars of the food eaten that day at the person's store (the plan's dayStats). */
  cost: number;
  meals: Record<MealType, PlanMeal[]>;
}

export interface PlanOverview {
  id: string;
  /** Name, or 'Week of Nov 22, 2026'. */
  displayName: string;
  weekStartDate: string;
  totalCalories: number;
  calorieGoal: number | null;
  /** The week's cart at the person's store (what its grocery list should about cost), and the budget it was planned for. */
  estimatedCost: number;
  totalBudget: number | null;
  /** The 7 days in week order (from weekStartDate). */
  days: PlanDay[];
}

/** One planned item (a recipe or a food, sides included) with what the hard rule reads of it. */
export interface PlanFood {
  weekday: number;
  mealType: MealType;
  title: string;
  diets: string[];
  allergens: string[];
  ingredientNames: string[];
}

export interface RecipeHit {
  id: number;
  title: string;
  readyInMinutes: number;
  calories: number;
  /** Grams per serving. */
  protein: number;
  /** Dollars per serving at the person's store. */
  cost: number;
  /** With RecipeQuery.anyOf: which of those ingredients it uses. */
  uses?: string[];
  diets: string[];
  mealTypes: string[];
}

export interface RecipeQuery {
  query?: string;
  maxMinutes?: number;
  /** An extra diet on top of the person's own rules (e.g. 'vegetarian' for one swap). */
  diet?: string;
  mealType?: MealType;
  /** A cuisine, as the recipe library names them ("thai", "middle eastern"); any case. */
  cuisine?: string;
  excludeIds?: number[];
  limit?: number;
  /** Ingredients on hand: recipes using at least one, the most of them first. */
  anyOf?: string[];
  /** 'protein': the most protein per serving first; 'cost': the cheapest per serving first. */
  rank?: 'protein' | 'cost';
  /** Foods the recipe must not have, in its title or ingredients ("onions": a swap without them). */
  without?: string[];
  /** The most a serving may cost, in dollars, at the person's store. */
  maxCost?: number;
}

export interface GroceryLine {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  isChecked: boolean;
  estimatedPrice: string;
  /** The line's aisle ("Produce", "Dairy & Eggs"; "Other" when unknown). */
  aisle?: string;
  /** The planned meals the line is bought for, as the list shows them; empty on the person's own lines. */
  forMeals?: string[];
  /** A line the person added themselves (not brought by the plan): it may be counted in another unit. */
  own?: boolean;
}

/** One planned item (or a recipe) with what a question about it reads: time, cost, nutrients, ingredients. */
export interface ItemDetail {
  title: string;
  recipeId: number | null;
  /** Servings as planned (1 for a recipe asked about outside the plan). */
  servings: number;
  readyInMinutes: number | null;
  /** As planned (the servings above). */
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Dollars of the planned servings at the person's store; null when unknown (a food added by name). */
  cost: number | null;
  diets: string[];
  allergens: string[];
  /** What goes in, for the planned servings, each with the allergens the catalogue knows of it. */
  ingredients: { name: string; amount: string; allergens: string[] }[];
}

/** One thing at home (the pantry): a staple is always there; a stock has an amount. */
export interface PantryLine {
  name: string;
  aisle: string;
  /** "always there" for a staple, else the amount as sold ("1 lb 3 oz"). */
  amount: string;
  staple: boolean;
}
export interface GroceryOverview {
  id: string;
  planName: string;
  totalEstimatedCost: number;
  items: GroceryLine[];
}

/** Someone at the person's table (issue #24): a member of their household, the person included (`isYou`). */
export interface TableMember {
  id: string;
  name: string;
  role: 'owner' | 'adult' | 'child';
  age: number | null;
  hasAccount: boolean;
  isYou: boolean;
  /** The meals of the week they are away for (0 = Sunday … 6 = Saturday). */
  mealsAway: { dayOfWeek: number; mealType: MealType }[];
}

/** What a member may not or will not eat: their diets, allergies and dislikes. */
export interface MemberRules {
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
}

/** A change the assistant asks about before making it: Yes sends `request`, the change said plainly. */
export interface ChangeToConfirm {
  question: string;
  request: string;
}

/** What either engine answers: words, and a change it asks about first when the request was ambiguous. */
export interface AssistantReply {
  response: string;
  confirm?: ChangeToConfirm;
  /** The answers to a question asked, when they are few and known (matching lines, meals): a tap sends one as the next message. */
  choices?: string[];
}

/** A refusal the person (or the model) can act on: shown as is, never a 500. */
export class AssistantActionError extends Error {}

export abstract class AssistantData {
  /** The plan covering `today` (YYYY-MM-DD), else the newest; null when the person has none. */
  abstract currentPlan(userId: string, today: string): Promise<PlanOverview | null>;
  /** One of the person's plans; null when it is not theirs. */
  abstract plan(userId: string, mealPlanId: string): Promise<PlanOverview | null>;
  /** Every item of one of the person's plans with its ingredients, diets and allergens (a food from the catalogue by its row). */
  abstract planFoods(userId: string, mealPlanId: string): Promise<PlanFood[]>;
  /** Recipes the person may eat (their diets, allergies and dislikes always apply), best first. */
  abstract searchRecipes(userId: string, query: RecipeQuery): Promise<RecipeHit[]>;
  /**
   * Replaces what is in a slot with a recipe that fits the person's rules. Without `servings`, the
   * portion is sized (a real portion, 0.75-2 servings, as the planner plans them) to the calories it replaces, so the day stays on goal.
   */
  abstract swapMeal(
    userId: string,
    mealPlanId: string,
    weekday: number,
    mealType: MealType,
    recipeId: number,
    servings?: number,
  ): Promise<{ replaced: string[]; added: RecipeHit; servings: number; calories: number }>;
  abstract addFoodToSlot(
    userId: string,
    mealPlanId: string,
    weekday: number,
    mealType: MealType,
    food: { name: string; calories?: number; protein?: number; quantity?: number; unit?: string },
  ): Promise<{ added: string }>;
  /**
   * Puts a recipe beside what a slot holds ("add the banana toast to sunday breakfast too"), one serving; undoable.
   * Refused when it does not fit the rules of those at the table. Answers its title and calories.
   */
  abstract addRecipeToSlot(
    userId: string,
    mealPlanId: string,
    weekday: number,
    mealType: MealType,
    recipeId: number,
  ): Promise<{ added: string; calories: number }>;
  /**
   * Makes a slot's recipes for `servings` people ("make tomorrow's dinner for 4"): each recipe's servings, amount and
   * nutrition scaled, foods beside it left as they are; one undoable change. Answers the recipes' titles and the slot's calories.
   */
  abstract setSlotServings(
    userId: string,
    mealPlanId: string,
    weekday: number,
    mealType: MealType,
    servings: number,
  ): Promise<{ dishes: string[]; calories: number }>;
  /** Takes one whole item (a side, an added food, a dish) out of a slot; undoable. Answers the item's title. */
  abstract removeFromSlot(
    userId: string,
    mealPlanId: string,
    weekday: number,
    mealType: MealType,
    itemId: string,
  ): Promise<{ removed: string }>;
  /** Takes everything out of a slot ("we're eating out tonight"); undoable as one change. Answers the titles taken out. */
  abstract clearSlot(userId: string, mealPlanId: string, weekday: number, mealType: MealType): Promise<{ removed: string[] }>;
  /** What one slot of one of the person's plans holds, item by item; empty when nothing (or not theirs). */
  abstract mealDetail(userId: string, mealPlanId: string, weekday: number, mealType: MealType): Promise<ItemDetail[]>;
  /** A recipe the person may see, as one serving; null when it is not theirs to see. */
  abstract recipeDetail(userId: string, recipeId: number): Promise<ItemDetail | null>;
  /** A recipe's steps, in order, when the person may see it; empty when it has none written (or is not theirs). */
  abstract recipeSteps(userId: string, recipeId: number): Promise<string[]>;
  /** What the person has at home. */
  abstract pantry(userId: string): Promise<PantryLine[]>;
  /**
   * A catalogue food put in the pantry: as stock of the amount said, else as a staple (always there). `already`
   * when it was there (nothing changed); null when the name is no catalogue food.
   */
  abstract addToPantry(
    userId: string,
    item: { name: string; quantity?: number; unit?: string },
  ): Promise<{ name: string; already: boolean } | null>;
  /** Takes a catalogue food out of the pantry (undoable); null when the name is no food in it. */
  abstract removeFromPantry(userId: string, name: string): Promise<{ name: string } | null>;
  /** The plan's grocery list; null when it has none yet. */
  abstract groceryList(userId: string, mealPlanId: string): Promise<GroceryOverview | null>;
  abstract addGroceryItem(
    userId: string,
    mealPlanId: string,
    item: { name: string; quantity?: number; unit?: string },
    /** `now`: the line's amount after the add, when the add joined a line already on the list ("another dozen eggs"). */
  ): Promise<{ name: string; listCreated: boolean; now?: { quantity: number; unit: string } }>;
  /** Sets one line's quantity (the line by id, on the plan's list); null when the list has no such line. */
  /** `unit`: the line counted in another unit from now on ("3 bags"), on a line of the person's own only. */
  abstract setGroceryQuantity(
    userId: string,
    mealPlanId: string,
    lineId: string,
    quantity: number,
    unit?: string,
  ): Promise<GroceryLine | null>;
  /** Takes the line whose name best matches off the list; null when none does. */
  abstract removeGroceryItem(userId: string, mealPlanId: string, name: string): Promise<GroceryLine | null>;
  /**
   * Ticks (or unticks) the line whose name best matches; null when none does. `already` when the line was ticked (or
   * not) already: nothing is written, and there is nothing to undo. `leftover`: what a tick of a plan line bought in
   * packages put in the pantry (the product's rule for every tick, the list page's too), undone with the tick.
   */
  abstract checkGroceryItem(
    userId: string,
    mealPlanId: string,
    name: string,
    checked: boolean,
  ): Promise<(GroceryLine & { already?: true; leftover?: PantryLine }) | null>;
  /** The best match in the food database, nutrients per 100 g; null when nothing matches. */
  abstract lookupFood(name: string): Promise<{ fdcId: number; description: string; calories: number; protein: number } | null>;
  /** Starts making a new week's plan from the person's preferences (the plans.generate job); answers its job id. */
  abstract generatePlan(userId: string, today: string): Promise<{ jobId: string }>;
  abstract preferences(userId: string): Promise<PreferencesView>;
  /** The members of the person's household, the person first among equals as the household lists them. */
  abstract household(userId: string): Promise<TableMember[]>;
  /** One member's diets, allergies and dislikes (the person's own preferences for themself, a member's own for one with an account). */
  abstract memberRules(userId: string, memberId: string): Promise<MemberRules>;
  /**
   * Saves a member's diets, allergies or dislikes, validated as the household's member preferences; the owner only, for a
   * member without an account (one with an account keeps their own): otherwise AssistantActionError says why. Undoable.
   */
  abstract updateMemberRules(userId: string, memberId: string, input: Partial<MemberRules>): Promise<MemberRules>;
  /** The meals of the week a member is away for; the owner for anyone, a member for themself. Undoable. */
  abstract setMealsAway(userId: string, memberId: string, mealsAway: { dayOfWeek: number; mealType: MealType }[]): Promise<void>;
  /** Validated exactly as POST /api/preferences; a bad value throws AssistantActionError naming the field. */
  abstract updatePreferences(userId: string, input: Record<string, unknown>): Promise<PreferencesView>;
}
