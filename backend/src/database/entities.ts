import { CalendarExport, CalendarFeed } from '../calendar/calendar.entity.js';
import { AssistantAction } from '../chat/assistant-action.entity.js';
import { Ingredient } from '../catalog/ingredient.entity.js';
import { Food } from '../foods/food.entity.js';
import { GroceryItem, GroceryList } from '../grocery/grocery-list.entity.js';
import { MealItem, MealPlan } from '../mealplans/meal-plan.entity.js';
import { Preferences } from '../preferences/preferences.entity.js';
import { Favorite, Recipe, RecipeIngredient } from '../recipes/recipe.entity.js';
import { Session } from '../auth/session.entity.js';
import { User } from '../users/user.entity.js';

/** Every entity, for the ORM config used by the app, scripts and tests alike. */
export const ENTITIES = [
  User, Session, Preferences, Ingredient, Food, Recipe, RecipeIngredient, Favorite,
  MealPlan, MealItem, GroceryList, GroceryItem, CalendarExport, CalendarFeed, AssistantAction,
];
