/**
 * Inputs and outputs of the week planner. Pure data: no Nest, no ORM, so the job, the unit tests
 * and the benchmark feed it the same way.
 */
import type { SideFood } from '../../catalog/sides.js';
import type { DietaryRules } from '../../kitchen/dietary-rules.js';
import type { MealType } from '../../kitchen/vocabulary.js';

/** One recipe as the planner sees it; nutrition and cost are per serving. */
export interface PlannerRecipe {
  id: number;
  title: string;
  /** Meal types the recipe suits; an empty list means lunch or dinner. */
  mealTypes: string[];
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Dollars per serving of the food eaten at the person's store (store brand, price per gram × grams). */
  cost: number;
  /** Catalogue ingredient ids (for sharing packages across meals). */
  ingredientIds: number[];
  /**
   * The catalogue ingredients one serving uses, in grams (a line that could not be weighed has 0 g:
   * the cart still buys one package of it). When present (and the input has `ingredients`) the
   * recipe's cost in the week is what its ingredients add to the cart; when absent, `cost` per serving.
   */
  lines?: PlannerLine[];
  /** For the hard rule (kitchen/dietary-rules.ts). */
  diets: string[];
  allergens: string[];
  ingredientNames: string[];
  favourite?: boolean;
  /**
   * What the dish is, for pairing sides (catalog/sides.ts dishOf: its cuisine and dish kinds, "indian", "curry").
   * Absent (a bare test recipe): any side of the meal type may go with it.
   */
  dish?: string[];
}

/**
 * A side: one catalogue food in the amount people serve it (1 banana, 1 slice of whole-wheat bread),
 * that closes what a meal's recipe portion leaves open; nutrition and grams are for that amount.
 * The catalogue module reads them from its data (catalog/sides.ts).
 */
export type PlannerSide = SideFood;

export interface PlannerLine {
  ingredientId: number;
  gramsPerServing: number;
}

/** One catalogue ingredient's prices at the person's store (store brand, dollars). */
export interface PlannerIngredient {
  id: number;
  /** The cheapest package's price per gram (catalog/recipe-facts.ts pricePerGram). */
  pricePerGram: number;
  /** The cheapest single package: the least the cart pays for any use of the ingredient. */
  minPackagePrice: number;
  /**
   * The packages the grocery list buys from (store brand, integer cents). With them the cart buys whole
   * packages as the list does, so a plan's estimate is the list's total; without, it prices by the gram.
   */
  packages?: readonly { grams: number; cents: number }[];
  /**
   * Grams the person's pantry has for this plan (Infinity for a staple): free in the cart, as the grocery
   * list does not buy them — so a plan's estimate is what the till will ask, and stock left from last week
   * makes the recipes that use it cheaper.
   */
  freeGrams?: number;
}

export interface PlannerInput {
  recipes: PlannerRecipe[];
  /**
   * Prices of the ingredients the recipes' `lines` name, at the person's store. The week's cost is
   * then the cart's: per ingredient, the larger of price per gram × grams and one package. A line
   * whose ingredient is not listed has no price (the grocery list shows it unpriced too).
   */
  ingredients?: PlannerIngredient[];
  /** Sides the planner may add to a meal (the hard rule is applied to them too). */
  sides?: PlannerSide[];
  rules: DietaryRules;
  calorieGoal: number;
  /** Percent of the day's goal per meal (default 25 / 35 / 40). */
  mealShares?: Record<MealType, number>;
  /** Daily protein floor in grams, when the person set one. */
  proteinGoal?: number | null;
  weeklyBudget: number;
  /** Days in the plan (7). */
  days?: number;
  /** Varies the plan between requests (same seed, same plan). */
  seed?: string | number;
  /** Recipes considered per meal type (default 32: sides that must go with the dish leave a day fewer ways to meet its targets). */
  maxCandidatesPerMeal?: number;
  /**
   * How much more than its cheapest cart a week the budget cannot buy may cost to win back its shares and macro
   * bands in the last pass (default 0.1 = 10 %); 0 saves every cent.
   */
  overBudgetBalanceSlack?: number;
}

export interface PlannedSlot {
  /** 0 = the plan's first day. */
  day: number;
  mealType: MealType;
  recipeId: number;
  servings: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Dollars of food eaten, 2 decimals (the cart, which buys whole packages, is `PlanResult.estimatedCost`). */
  cost: number;
  /** At most two sides, each an ordinary food item of the slot. */
  sides: PlannedSide[];
}

export interface PlannedSide {
  ingredientId: number;
  name: string;
  quantity: number;
  unit: string;
  grams: number;
  fdcId: number | null;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  cost: number;
}

export interface PlannedDay {
  day: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  cost: number;
}

/** What can give way in a plan: day calories, the budget, repeats, a meal's share, a macro band, the protein floor. */
export const RELAXATION_TARGETS = ['calories', 'budget', 'repeats', 'shares', 'macros', 'protein'] as const;

export interface PlanRelaxation {
  target: (typeof RELAXATION_TARGETS)[number];
  message: string;
  amount: number;
}

export interface PlanResult {
  slots: PlannedSlot[];
  days: PlannedDay[];
  totalCalories: number;
  /** The week's cart cost (planner.ts cartCost): what the grocery list for the plan should about cost. */
  estimatedCost: number;
  relaxations: PlanRelaxation[];
  solveMs: number;
  /** Recipes that passed the hard rule, per meal type. */
  eligible: Record<MealType, number>;
}

/** The hard rule leaves no recipe for one or more meal types: nothing can be planned. */
export class NoCandidatesError extends Error {
  constructor(readonly mealTypes: MealType[]) {
    super(`No ${mealTypes.join(', ')} recipes fit the restrictions`);
    this.name = 'NoCandidatesError';
  }
}
