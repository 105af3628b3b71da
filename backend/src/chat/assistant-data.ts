/**
 * What both assistants (OpenAI with tools, embedded) may read and change, always for one person.
 * Every method takes the person's id first and goes through the owning module's service, with the
 * same validation as the HTTP API; another person's plan or item is simply not found.
 */
import type { PreferencesView } from '../preferences/preferences.service.js';

export type MealType = 'breakfast' | 'lunch' | 'dinner';
export const MEAL_TYPES: readonly MealType[] = ['breakfast', 'lunch', 'dinner'];

export interface PlanMeal {
  itemId: string;
  title: string;
  calories: number;
  recipeId: number | null;
  readyInMinutes: number | null;
}

export interface PlanDay {
  /** 0 = Sunday … 6 = Saturday (the date's weekday). */
  weekday: number;
  date: string;
  totalCalories: number;
  meals: Record<MealType, PlanMeal[]>;
}

export interface PlanOverview {
  id: string;
  /** Name, or 'Week of Nov 22, 2026'. */
  displayName: string;
  weekStartDate: string;
  totalCalories: number;
  calorieGoal: number | null;
  /** The 7 days in week order (from weekStartDate). */
  days: PlanDay[];
}

export interface RecipeHit {
  id: number;
  title: string;
  readyInMinutes: number;
  calories: number;
  diets: string[];
  mealTypes: string[];
}

export interface RecipeQuery {
  query?: string;
  maxMinutes?: number;
  /** An extra diet on top of the person's own rules (e.g. 'vegetarian' for one swap). */
  diet?: string;
  mealType?: MealType;
  excludeIds?: number[];
  limit?: number;
}

export interface GroceryLine { id: string; name: string; quantity: number; unit: string; isChecked: boolean; estimatedPrice: string }
export interface GroceryOverview { id: string; planName: string; totalEstimatedCost: number; items: GroceryLine[] }

/** A refusal the person (or the model) can act on: shown as is, never a 500. */
export class AssistantActionError extends Error {}

export abstract class AssistantData {
  /** The plan covering `today` (YYYY-MM-DD), else the newest; null when the person has none. */
  abstract currentPlan(userId: string, today: string): Promise<PlanOverview | null>;
  /** One of the person's plans; null when it is not theirs. */
  abstract plan(userId: string, mealPlanId: string): Promise<PlanOverview | null>;
  /** Recipes the person may eat (their diets, allergies and dislikes always apply), best first. */
  abstract searchRecipes(userId: string, query: RecipeQuery): Promise<RecipeHit[]>;
  /**
   * Replaces what is in a slot with a recipe that fits the person's rules. Without `servings`, the
   * portion is sized (in half servings, 0.5-3) to the calories it replaces, so the day stays on goal.
   */
  abstract swapMeal(userId: string, mealPlanId: string, weekday: number, mealType: MealType, recipeId: number, servings?: number): Promise<{ replaced: string[]; added: RecipeHit; servings: number; calories: number }>;
  abstract addFoodToSlot(userId: string, mealPlanId: string, weekday: number, mealType: MealType, food: { name: string; calories?: number; protein?: number; quantity?: number; unit?: string }): Promise<{ added: string }>;
  /** The plan's grocery list; null when it has none yet. */
  abstract groceryList(userId: string, mealPlanId: string): Promise<GroceryOverview | null>;
  abstract addGroceryItem(userId: string, mealPlanId: string, item: { name: string; quantity?: number; unit?: string }): Promise<{ name: string; listCreated: boolean }>;
  /** Ticks (or unticks) the line whose name best matches; null when none does. */
  abstract checkGroceryItem(userId: string, mealPlanId: string, name: string, checked: boolean): Promise<GroceryLine | null>;
  /** The best match in the food database, nutrients per 100 g; null when nothing matches. */
  abstract lookupFood(name: string): Promise<{ fdcId: number; description: string; calories: number; protein: number } | null>;
  abstract preferences(userId: string): Promise<PreferencesView>;
  /** Validated exactly as POST /api/preferences; a bad value throws AssistantActionError naming the field. */
  abstract updatePreferences(userId: string, input: Record<string, unknown>): Promise<PreferencesView>;
}
