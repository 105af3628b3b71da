import { AUTH_ENTITIES } from './auth/auth.module.js';
import { CALENDAR_ENTITIES } from './calendar/calendar.module.js';
import { CATALOG_ENTITIES } from './catalog/catalog.module.js';
import { CHAT_ENTITIES } from './chat/chat.module.js';
import { FOODS_ENTITIES } from './foods/foods.module.js';
import { GROCERY_ENTITIES } from './grocery/grocery.module.js';
import { HOUSEHOLD_ENTITIES } from './households/households.module.js';
import { MEAL_PLAN_ENTITIES } from './mealplans/meal-plans.module.js';
import { PANTRY_ENTITIES } from './pantry/pantry.module.js';
import { PRICES_ENTITIES } from './prices/prices.module.js';
import { PREFERENCES_ENTITIES } from './preferences/preferences.module.js';
import { RECIPE_ENTITIES } from './recipes/recipes.module.js';

/**
 * Every module's entities, for what runs the ORM outside the Nest app (setup, seeding, scripts, tests).
 * In the app each module registers its own (MikroOrmModule.forFeature); this list is built from theirs.
 */
export const APP_ENTITIES = [
  ...AUTH_ENTITIES,
  ...PREFERENCES_ENTITIES,
  ...HOUSEHOLD_ENTITIES,
  ...CATALOG_ENTITIES,
  ...FOODS_ENTITIES,
  ...RECIPE_ENTITIES,
  ...MEAL_PLAN_ENTITIES,
  ...GROCERY_ENTITIES,
  ...CALENDAR_ENTITIES,
  ...CHAT_ENTITIES,
  ...PANTRY_ENTITIES,
  ...PRICES_ENTITIES,
];
