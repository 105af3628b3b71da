// Generated from the API's OpenAPI document by `npm run api:types` (openapi-typescript); do not edit.
// `npm test` fails when it no longer matches the document.

export interface paths {
  "/api/config": {
    get: operations["ConfigController_config"];
  };
  "/api/health": {
    get: operations["HealthController_health"];
  };
  "/api/jobs/{id}": {
    get: operations["JobsController_status"];
  };
  "/api/jobs/demo": {
    post: operations["JobsController_demo"];
  };
  "/api/auth/sign-up": {
    post: operations["AuthController_signUp"];
  };
  "/api/auth/sign-in": {
    post: operations["AuthController_signIn"];
  };
  "/api/auth/sign-out": {
    post: operations["AuthController_signOut"];
  };
  "/api/auth/user": {
    get: operations["AuthController_user"];
  };
  "/api/login": {
    get: operations["AuthController_login"];
  };
  "/api/preferences": {
    get: operations["PreferencesController_get"];
    post: operations["PreferencesController_save"];
  };
  "/api/meal-plans": {
    get: operations["MealPlansController_list"];
    post: operations["MealPlansController_create"];
  };
  "/api/meal-plans/generate": {
    post: operations["MealPlansController_generate"];
  };
  "/api/meal-plans/{id}": {
    get: operations["MealPlansController_detail"];
    delete: operations["MealPlansController_remove"];
    patch: operations["MealPlansController_rename"];
  };
  "/api/meal-plans/{id}/meals": {
    post: operations["MealPlansController_addFood"];
  };
  "/api/meal-plans/{id}/items/{itemId}": {
    delete: operations["MealPlansController_removeItem"];
  };
  "/api/recipes/{id}/add-to-meal-plan": {
    post: operations["RecipeToMealPlanController_addRecipe"];
  };
  "/api/meal-plans/{id}/slots/{dayIndex}/{mealType}/alternatives": {
    get: operations["SlotSwapController_alternatives"];
  };
  "/api/meal-plans/{id}/slots/{dayIndex}/{mealType}/swap": {
    post: operations["SlotSwapController_swap"];
  };
  "/api/sample-day": {
    get: operations["SampleDayController_read"];
  };
  "/api/meal-plans/{id}/export-calendar": {
    post: operations["CalendarController_export"];
  };
  "/api/calendar/exports/{id}.ics": {
    get: operations["CalendarController_download"];
  };
  "/api/calendar/feed": {
    get: operations["CalendarController_feedStatus"];
    delete: operations["CalendarController_revoke"];
  };
  "/api/calendar/feed/rotate": {
    post: operations["CalendarController_rotate"];
  };
  "/api/calendar/{token}.ics": {
    get: operations["CalendarController_feed"];
  };
  "/api/chat": {
    post: operations["ChatController_reply"];
  };
  "/api/chat/undo/{actionId}": {
    post: operations["ChatController_undo"];
  };
  "/api/foods/search": {
    get: operations["FoodsController_search"];
  };
  "/api/recipes/search": {
    get: operations["RecipesController_search"];
  };
  "/api/recipes/random": {
    get: operations["RecipesController_random"];
  };
  "/api/recipes/mine": {
    get: operations["RecipesController_mine"];
  };
  "/api/recipes/import": {
    post: operations["RecipesController_import"];
  };
  "/api/recipes/{id}": {
    get: operations["RecipesController_detail"];
    delete: operations["OwnRecipesController_remove"];
    patch: operations["OwnRecipesController_update"];
  };
  "/api/recipes": {
    post: operations["OwnRecipesController_create"];
  };
  "/api/recipes/preview": {
    post: operations["OwnRecipesController_preview"];
  };
  "/api/favorites": {
    get: operations["FavoritesController_list"];
    post: operations["FavoritesController_add"];
  };
  "/api/favorites/{recipeId}": {
    delete: operations["FavoritesController_remove"];
  };
  "/api/meal-plans/{id}/generate-grocery-list": {
    post: operations["GroceryController_generate"];
  };
  "/api/meal-plans/{id}/grocery-list": {
    post: operations["GroceryController_generateNow"];
  };
  "/api/grocery-lists": {
    get: operations["GroceryController_lists"];
  };
  "/api/grocery-lists/{mealPlanId}": {
    get: operations["GroceryController_list"];
  };
  "/api/grocery-lists/{mealPlanId}/last-update": {
    delete: operations["GroceryController_dismissUpdate"];
  };
  "/api/grocery-lists/{mealPlanId}/items": {
    post: operations["GroceryController_add"];
  };
  "/api/grocery-list-items/{itemId}": {
    delete: operations["GroceryController_remove"];
    patch: operations["GroceryController_update"];
  };
  "/api/grocery-list-items/{itemId}/restore": {
    post: operations["GroceryController_restore"];
  };
  "/api/grocery-lists/{mealPlanId}/operations": {
    post: operations["GroceryController_applyOperations"];
  };
  "/api/grocery-lists/{mealPlanId}/events": {
    get: operations["GroceryController_follow"];
  };
  "/api/{partner}/stores": {
    get: operations["PartnersController_stores"];
  };
  "/api/grocery-lists/{mealPlanId}/order": {
    post: operations["PartnersController_order"];
  };
  "/api/pantry": {
    get: operations["PantryController_view"];
    post: operations["PantryController_add"];
  };
  "/api/pantry/starter": {
    get: operations["PantryController_starter"];
    post: operations["PantryController_decideStarter"];
  };
  "/api/pantry/{id}": {
    delete: operations["PantryController_remove"];
    patch: operations["PantryController_update"];
  };
  "/api/household": {
    get: operations["HouseholdsController_view"];
  };
  "/api/household/members": {
    post: operations["HouseholdsController_addMember"];
  };
  "/api/household/members/{id}": {
    delete: operations["HouseholdsController_removeMember"];
    patch: operations["HouseholdsController_updateMember"];
  };
  "/api/household/members/{id}/meals-away": {
    put: operations["HouseholdsController_setMealsAway"];
  };
  "/api/household/members/{id}/preferences": {
    get: operations["HouseholdsController_memberPreferences"];
    patch: operations["HouseholdsController_saveMemberPreferences"];
  };
  "/api/household/leave": {
    post: operations["HouseholdsController_leave"];
  };
  "/api/household/invites": {
    post: operations["HouseholdsController_invite"];
  };
  "/api/household/invites/{token}": {
    get: operations["HouseholdsController_preview"];
  };
  "/api/household/invites/{token}/accept": {
    post: operations["HouseholdsController_accept"];
  };
  "/api/ingredients": {
    get: operations["IngredientsController_search"];
  };
  "/api/price-book": {
    get: operations["PriceBookController_view"];
  };
  "/api/price-book/{id}": {
    delete: operations["PriceBookController_remove"];
    patch: operations["PriceBookController_update"];
  };
}
/** OneOf type helpers */
type Without<T, U> = { [P in Exclude<keyof T, keyof U>]?: never };
type XOR<T, U> = (T | U) extends object ? (Without<T, U> & U) | (Without<U, T> & T) : T | U;
type OneOf<T extends any[]> = T extends [infer Only] ? Only : T extends [infer A, infer B, ...infer Rest] ? OneOf<[XOR<A, B>, ...Rest]> : never;


export type webhooks = Record<string, never>;

export interface components {
  schemas: {
    /** @enum {string} */
    AuthMode: "local" | "clerk";
    /**
     * @description The meals of a day, in the order they are eaten.
     * @enum {string}
     */
    MealType: "breakfast" | "lunch" | "dinner";
    /**
     * @description The days of the week by name; a day's index is its dayOfWeek (0 = Sunday).
     * @enum {string}
     */
    WeekdayName: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
    /** @enum {string} */
    StoreId: "whole-foods" | "safeway" | "kroger" | "trader-joes" | "costco";
    /** @description A store prices are estimated for, and its name. */
    StoreOption: {
      id: components["schemas"]["StoreId"];
      /** @example Whole Foods Market */
      name: string;
    };
    /**
     * @description Preferences' quick-add diet chips, in the spec's order.
     * @enum {string}
     */
    DietChip: "Vegetarian" | "Vegan" | "Gluten-Free" | "Keto" | "Paleo" | "Dairy-Free";
    /**
     * @description Preferences' quick-add allergy chips, in the spec's order.
     * @enum {string}
     */
    AllergyChip: "Nuts" | "Shellfish" | "Eggs" | "Dairy" | "Soy" | "Gluten";
    /**
     * @description The units a grocery line may be written in (any of their spellings is read too; '' or none is a number of things).
     * @enum {string}
     */
    ListUnit: "mg" | "g" | "kg" | "oz" | "lb" | "ml" | "cl" | "dl" | "l" | "drop" | "pinch" | "dash" | "tsp" | "tbsp" | "fl oz" | "cup" | "pint" | "quart" | "gallon" | "piece" | "small" | "medium" | "large" | "slice" | "clove" | "stalk" | "head" | "bunch" | "sprig" | "leaf" | "stick" | "ear" | "fillet" | "link" | "sheet" | "cube" | "packet" | "can" | "jar" | "bottle" | "box" | "bag" | "carton" | "tub" | "block" | "loaf" | "package" | "serving" | "handful" | "roll" | "bar" | "tube" | "pair" | "dozen";
    /**
     * @description A grocery line's aisles (its category) in the order a typical US supermarket is walked, the freezer last and 'Other' after it; an aisle not named goes just before Frozen.
     * @enum {string}
     */
    StoreAisle: "Produce" | "Bakery" | ("Meat & Seafood") | "Deli" | ("Dairy & Eggs") | "Pantry" | ("Grains & Pasta") | "Canned Goods" | "Baking" | ("Spices & Seasonings") | ("Oils & Condiments") | ("Condiments & Sauces") | ("Oils & Vinegars") | ("Nuts & Seeds") | "Snacks" | ("Breakfast & Cereal") | "Beverages" | "Frozen" | "Other";
    /** @description The kitchen's words (backend/src/kitchen/vocabulary.ts), in the order screens show them. */
    Vocabulary: {
      /** @description The meals of a day, in the order they are eaten. */
      mealTypes: components["schemas"]["MealType"][];
      /** @description The days of the week by name; a day's index is its dayOfWeek (0 = Sunday). */
      weekdays: components["schemas"]["WeekdayName"][];
      /** @description The stores prices are estimated for. */
      stores: components["schemas"]["StoreOption"][];
      /** @description Preferences' quick-add diet chips, in the spec's order. */
      dietChips: components["schemas"]["DietChip"][];
      /** @description Preferences' quick-add allergy chips, in the spec's order. */
      allergyChips: components["schemas"]["AllergyChip"][];
      /** @description The units a grocery line may be written in (any of their spellings is read too; '' or none is a number of things). */
      listUnits: components["schemas"]["ListUnit"][];
      /** @description A grocery line's aisles (its category) in the order a typical US supermarket is walked, the freezer last and 'Other' after it; an aisle not named goes just before Frozen. */
      storeWalk: components["schemas"]["StoreAisle"][];
    };
    /** @description What the SPA needs to know before anyone signs in. */
    AppConfig: {
      authMode: components["schemas"]["AuthMode"];
      /** @description Clerk's publishable key in clerk mode, else null. */
      clerkPublishableKey: string | null;
      /** @enum {string} */
      assistant: "openai" | "embedded";
      /** @enum {string} */
      recipeSource: "spoonacular" | "library";
      /** @enum {string|null} */
      deliveryPartner: "instacart" | null;
      vocabulary: components["schemas"]["Vocabulary"];
    };
    /** @description Whether PostgreSQL and Redis answer. */
    Health: {
      /** @enum {string} */
      status: "ok" | "degraded";
      /** @enum {string} */
      postgres: "up" | "down";
      /** @enum {string} */
      redis: "up" | "down";
    };
    /** @description Every answer of 400 or more: the status and one sentence a person can act on. */
    ApiError: {
      /** @example 400 */
      statusCode: number;
      /** @description What went wrong, in words a person can act on (a refused input names the field and the rule). */
      message: string;
      /** @description HTTP's name for the status ('Bad Request'), when the failure has one. */
      error?: string;
    };
    /**
     * @description BullMQ's state; 'unknown' once it no longer has the job.
     * @enum {string}
     */
    JobState: "waiting" | "waiting-children" | "prioritized" | "delayed" | "active" | "completed" | "failed" | "unknown";
    /** @description How a job of yours goes; `result` once it completed, `error` once it failed. */
    JobStatus: {
      id: string;
      /**
       * @description BullMQ's state; 'unknown' once it no longer has the job.
       * @example active
       */
      state: components["schemas"]["JobState"];
      /** @description Percent done; 100 once completed. */
      progress: number;
      /** @description The job kind's result once completed, else null. */
      result: components["schemas"]["PlanJobResult"] | components["schemas"]["GroceryJobResult"] | components["schemas"]["CalendarExportResult"] | components["schemas"]["DemoJobResult"] | null;
      /** @description Why it failed, in words for the person; null unless failed. */
      error: string | null;
      /**
       * @description A service the job waits for: its last try failed because that service was away, and it will be tried again. Null otherwise.
       * @enum {string|null}
       */
      waitingFor: "database" | "redis" | "service" | null;
    };
    /** @description A finished 'demo.echo' job's result. */
    DemoJobResult: {
      echo: string;
      steps: number;
    };
    DemoJobDto: {
      message: string;
      /** @default 3 */
      steps?: number;
    };
    /** @description The job's id: follow it with GET /api/jobs/{id}. */
    JobStarted: {
      /** @example plans.gen-3f1c… */
      jobId: string;
    };
    SignUpDto: {
      /** Format: email */
      email: string;
      password: string;
      firstName?: string;
      lastName?: string;
    };
    /** @description The signed-in person. */
    AuthUser: {
      id: string;
      /** Format: email */
      email: string;
      firstName: string | null;
      lastName: string | null;
      profileImageUrl: string | null;
    };
    SignInDto: {
      /** Format: email */
      email: string;
      password: string;
    };
    /** @description Percent of the day's calories per meal. */
    MealShares: {
      breakfast: number;
      lunch: number;
      dinner: number;
    };
    /** @description A person's preferences, with the defaults filled in. */
    Preferences: {
      dietaryRestrictions: string[];
      allergies: string[];
      dislikedIngredients: string[];
      /** @description kcal a day. */
      calorieGoal: number;
      /** @description Dollars a week. */
      weeklyBudget: number;
      preferredStore: components["schemas"]["StoreId"] | null;
      /** @description Percent of the day's calories per meal; adds up to 100. */
      mealShares: components["schemas"]["MealShares"];
      /** @description Daily protein floor in grams; null = none. */
      proteinGoal: number | null;
      /** @description False while you have never saved preferences (these are the defaults). */
      saved: boolean;
      /** @description The owner's name when weeklyBudget and preferredStore are the household's (you are a member of their household): only they change them. Null when they are your own. */
      budgetSetBy: string | null;
    };
    SavePreferencesDto: {
      /** @description Diets followed: Vegetarian, Vegan, Gluten-Free, Dairy-Free, Keto, Paleo (any case, or another word for one: "veggie", "plant-based", "coeliac"), or "<allergen>-free". Anything else is refused. */
      dietaryRestrictions?: string[];
      /** @description Allergies (milk, eggs, fish, shellfish, tree-nuts, peanuts, wheat, gluten, soy, sesame and their words, e.g. "nuts", "dairy", are known to the planner; any other word is kept out of plans as written). */
      allergies?: string[];
      /** @description Words of ingredients never planned. */
      dislikedIngredients?: string[];
      /** @description kcal a day. */
      calorieGoal?: number;
      /** @description Dollars a week, at most 2 decimals ('150' as text is read as 150). */
      weeklyBudget?: number;
      /** @description Where the person shops; null or '' for none (prices at the default store). */
      preferredStore?: components["schemas"]["StoreId"] | null;
      /** @description Percent of the day's calories per meal, adding up to 100; null resets to 25 / 35 / 40. */
      mealShares?: components["schemas"]["MealShares"] | null;
      /** @description Daily protein floor in grams; null clears it. */
      proteinGoal?: number | null;
    };
    /** @description Where a price comes from, in a word and in full. */
    PriceSource: {
      /**
       * @description 'estimate': public U.S. average prices; 'rough': an aisle's typical price; 'store': a store's shelf price; 'none': nothing could be estimated.
       * @enum {string}
       */
      kind: "estimate" | "rough" | "store" | "none";
      /** @example estimate: U.S. average prices, Nov 2023, × typical Costco level (0.80) */
      label: string;
      /** @description The full account; null for none. */
      detail: string | null;
    };
    /** @description A plan as the list of plans shows it. */
    MealPlanSummary: {
      id: string;
      name: string | null;
      /**
       * Format: date
       * @example 2026-11-23
       */
      weekStartDate: string;
      /** Format: date-time */
      createdAt: string;
      totalCalories: number;
      /** @description The weekly budget the plan was made for, dollars. */
      totalBudget: number | null;
      /** @description Dollars: the cost of the plan's grocery list. */
      estimatedCost: number;
      /** @description Where the estimated cost comes from. */
      costSource: components["schemas"]["PriceSource"];
      calorieGoal: number | null;
      hasGroceryList: boolean;
    };
    /** @description A finished 'plans.generate' job's result (GET /api/jobs/{id}). */
    PlanJobResult: {
      mealPlanId: string;
    };
    GeneratePlanDto: {
      /** @description Idempotency key (or the Idempotency-Key header): the same key never makes two plans. */
      requestKey?: string;
      /**
       * Format: date
       * @description First day of the plan (the person's today); the server's today (UTC) by default.
       * @example 2026-11-23
       */
      weekStartDate?: string;
    };
    /** @description A day's totals as planned. */
    DayStats: {
      dayOfWeek: number;
      /** @description kcal. */
      calories: number;
      /** @description Grams. */
      protein: number;
      /** @description Grams. */
      carbs: number;
      /** @description Grams. */
      fat: number;
      /** @description Dollars. */
      cost: number;
    };
    /** @description One person's day at a table of several, against their goal for the meals they eat at home. */
    MemberDayStats: {
      memberId: string;
      name: string;
      /** @description Weekday, 0 = Sunday. */
      dayOfWeek: number;
      /** @description kcal. */
      calories: number;
      /** @description Grams. */
      protein: number;
      /** @description Grams. */
      carbs: number;
      /** @description Grams. */
      fat: number;
      /** @description kcal: the person's goal for the meals they eat at home that day (their day's goal when every meal is). */
      calorieGoal: number;
    };
    /**
     * @description What gave way: day calories, the budget, repeats, a meal share, a macro band or the protein floor.
     * @enum {string}
     */
    RelaxationTarget: "calories" | "budget" | "repeats" | "shares" | "macros" | "protein";
    /** @description A target the plan could not meet, and by how much. */
    Relaxation: {
      /**
       * @description What gave way: day calories, the budget, repeats, a meal share, a macro band or the protein floor.
       * @example budget
       */
      target: components["schemas"]["RelaxationTarget"];
      message: string;
      amount?: number;
    };
    MealItemRecipe: {
      id: number;
      title: string;
      image: string | null;
      readyInMinutes: number;
    };
    MealItemFood: {
      name: string;
      /** @description USDA FoodData Central id. */
      fdcId: number | null;
    };
    /** @description One person's portion of a meal item at a table of several. */
    MemberPortion: {
      /** @description The household member. */
      memberId: string;
      name: string;
      /** @description Servings of the recipe (quarter steps: adults 0.75-2, children 0.5-2), or units of a side food. */
      servings: number;
    };
    /** @description One recipe or food of a slot, as planned. */
    MealItem: {
      id: string;
      /** @description Weekday, 0 = Sunday. */
      dayOfWeek: number;
      mealType: components["schemas"]["MealType"];
      /**
       * Format: date
       * @example 2026-11-23
       */
      date: string;
      /** @description kcal as planned. */
      calories: number;
      /** @description Grams as planned. */
      protein: number;
      /** @description Grams as planned; 0 when unknown (a food added without it). */
      carbs: number;
      /** @description Grams as planned; 0 when unknown (a food added without it). */
      fat: number;
      /** @description Portions of a recipe (0.75, 1, 1.25, 1.5, 2; at a table the sum of everyone's); 1 for a food (at a table, the units bought). */
      servings: number;
      recipe: components["schemas"]["MealItemRecipe"] | null;
      foodItem: components["schemas"]["MealItemFood"] | null;
      name: string;
      quantity: number | null;
      unit: string | null;
      /** @description Each person's portion at a table of several (servings is their sum); null when planned for one person. */
      portions: components["schemas"]["MemberPortion"][] | null;
    };
    MealSlot: {
      items: components["schemas"]["MealItem"][];
    };
    /** @description The day's three slots. */
    DayMeals: {
      breakfast: components["schemas"]["MealSlot"];
      lunch: components["schemas"]["MealSlot"];
      dinner: components["schemas"]["MealSlot"];
    };
    PlanDay: {
      /**
       * Format: date
       * @example 2026-11-23
       */
      date: string;
      /** @description The date's weekday, 0 = Sunday. */
      dayOfWeek: number;
      totalCalories: number;
      meals: components["schemas"]["DayMeals"];
    };
    /** @description A plan with its days, items and what it could not meet. */
    MealPlanView: {
      id: string;
      name: string | null;
      /**
       * Format: date
       * @example 2026-11-23
       */
      weekStartDate: string;
      /** Format: date-time */
      createdAt: string;
      totalCalories: number;
      /** @description The weekly budget the plan was made for, dollars. */
      totalBudget: number | null;
      /** @description Dollars: the cost of the plan's grocery list. */
      estimatedCost: number;
      /** @description Where the estimated cost comes from. */
      costSource: components["schemas"]["PriceSource"];
      calorieGoal: number | null;
      hasGroceryList: boolean;
      dayStats: components["schemas"]["DayStats"][];
      /** @description Each person's day totals at a table of several; null for one person. */
      memberDayStats: components["schemas"]["MemberDayStats"][] | null;
      relaxations: components["schemas"]["Relaxation"][];
      note: string | null;
      days: components["schemas"]["PlanDay"][];
      /** @description Every item, flat. */
      meals: components["schemas"]["MealItem"][];
    };
    FoodItemDto: {
      name: string;
      /** @description kcal per 100 g. */
      calories?: number;
      /** @description Grams per 100 g. */
      protein?: number;
      quantity?: number;
      /** @example g */
      unit?: string;
      /** @description The USDA FoodData Central id, when the food came from the food search. */
      fdcId?: number | null;
    };
    MealEntryDto: {
      /** @description 0 = Sunday … 6 = Saturday. */
      dayOfWeek: number;
      mealType: components["schemas"]["MealType"];
      recipeId?: number | null;
      foodItem?: components["schemas"]["FoodItemDto"] | null;
      /** @description Read and ignored: the week's own date wins. */
      date?: string | null;
    };
    CreateMealPlanDto: {
      /** @description Trimmed. */
      name: string;
      /**
       * Format: date
       * @description A real date, YYYY-MM-DD.
       * @example 2026-11-23
       */
      weekStartDate: string;
      /** @default [] */
      meals?: components["schemas"]["MealEntryDto"][];
    };
    RenameMealPlanDto: {
      /** @description Trimmed. */
      name: string;
    };
    MealPlanDeleted: {
      /** @enum {boolean} */
      deleted: true;
      id: string;
    };
    AddFoodDto: {
      /** @description Day of the plan's week: 0 is its first day. */
      dayIndex: number;
      mealType: components["schemas"]["MealType"];
      foodItem: components["schemas"]["FoodItemDto"];
    };
    AddRecipeToPlanDto: {
      /** @description One of the person's meal plans. */
      mealPlanId: string;
      /** @description 0 = Sunday … 6 = Saturday. */
      dayOfWeek: number;
      mealType: components["schemas"]["MealType"];
      /** @default 1 */
      servings?: number;
    };
    KcalRange: {
      min: number;
      max: number;
    };
    SlotCurrentDish: {
      recipeId: number;
      title: string;
      servings: number;
    };
    /** @description A recipe that keeps the day within its targets, at the portion that does. */
    SwapAlternative: {
      recipeId: number;
      title: string;
      image: string | null;
      /** @description Servings eaten: 0.75, 1, 1.25, 1.5 or 2 (at a table, the sum of everyone's portions). */
      servings: number;
      /** @description kcal of that portion. */
      calories: number;
      /** @description Grams of protein of that portion. */
      protein: number;
      /** @description kcal of the meal after the swap (the portion and the sides kept). */
      mealCalories: number;
      /** @description kcal of the day after the swap. */
      dayCalories: number;
      /** @description Already planned elsewhere this week. */
      inWeek: boolean;
      /** @description At a table of several, each present person's portion (servings is their sum); null for one person. */
      portions: components["schemas"]["MemberPortion"][] | null;
    };
    SlotAlternatives: {
      /** @description The day's kcal now. */
      dayCalories: number;
      calorieGoal: number;
      /** @description The day stays within ±5 % of the goal. */
      dayRange: components["schemas"]["KcalRange"];
      /** @description The meal's share band of the goal. */
      mealRange: components["schemas"]["KcalRange"];
      current: components["schemas"]["SlotCurrentDish"] | null;
      keepSides: boolean;
      /** @description Planned for a table of several: the day and meal figures are the table's, and each alternative is safe for everyone present and portioned for each of them. */
      forTable: boolean;
      /** @description kcal of the sides kept beside the new dish. */
      sideCalories: number;
      alternatives: components["schemas"]["SwapAlternative"][];
    };
    SwapSlotDto: {
      /** @description One of the alternatives offered for the slot. */
      recipeId: number;
      /**
       * @description Keep the slot's sides beside the new dish (false: the dish alone).
       * @default true
       */
      keepSides?: boolean;
    };
    SampleMeal: {
      mealType: components["schemas"]["MealType"];
      /** @description The recipe, and its sides after "with". */
      dish: string;
      calories: number;
    };
    SampleDay: {
      calorieGoal: number;
      weeklyBudget: number;
      meals: components["schemas"]["SampleMeal"][];
      /** @description The day's calories: the meals' sum. */
      calories: number;
      /** @description The week's groceries at the default store, whole packages, in dollars. */
      weekCost: number;
    };
    /** @description When each meal starts in the calendar, HH:MM (24-hour). */
    MealTimes: {
      /** @example 07:30 */
      breakfast: string;
      /** @example 07:30 */
      lunch: string;
      /** @example 07:30 */
      dinner: string;
    };
    /** @description A finished 'calendar.export' job's result (GET /api/jobs/{id}). */
    CalendarExportResult: {
      exportId: string;
      /**
       * @description Same-origin path of the .ics download (needs the session).
       * @example /api/calendar/exports/0b6f….ics
       */
      downloadUrl: string;
      /** @description webcal:// URL of the private feed: shown only when the feed is made or rotated, else null. */
      feedUrl: string | null;
      feedActive: boolean;
      /** @description Events in the file. */
      events: number;
      /** @example America/New_York */
      timeZone: string;
      mealTimes: components["schemas"]["MealTimes"];
    };
    MealTimesDto: {
      /**
       * @description HH:MM, 24-hour.
       * @example 07:30
       */
      breakfast?: string;
      /**
       * @description HH:MM, 24-hour.
       * @example 07:30
       */
      lunch?: string;
      /**
       * @description HH:MM, 24-hour.
       * @example 07:30
       */
      dinner?: string;
    };
    ExportCalendarDto: {
      /**
       * @description An IANA time zone; UTC when absent.
       * @example America/New_York
       */
      timeZone?: string;
      /** @description When each meal starts; any left out keep their current or default time. */
      mealTimes?: components["schemas"]["MealTimesDto"];
    };
    /** @description Whether the private feed is on, and how it is written. */
    CalendarFeedStatus: {
      active: boolean;
      /** Format: date-time */
      createdAt: string | null;
      timeZone: string | null;
      mealTimes: components["schemas"]["MealTimes"];
    };
    CalendarFeedRotated: {
      /** @description The new webcal:// URL (shown this once); the old one answers 404 from now on. */
      feedUrl: string;
    };
    CalendarFeedRevoked: {
      /** @description false when there was no feed to turn off. */
      revoked: boolean;
    };
    ChatContextMessageDto: {
      content: string;
      isUser: boolean;
      /** @description Kept by the widget; not read by the server. */
      id?: string;
      /** @description Kept by the widget; not read by the server. */
      timestamp?: string;
    };
    ChatContextDto: {
      /** @description The last messages of the conversation, oldest first. */
      currentMessages?: components["schemas"]["ChatContextMessageDto"][];
      /** @example America/New_York */
      timeZone?: string;
    };
    ChatDto: {
      /** @description What the person asks or asks for (trimmed). */
      message: string;
      context?: components["schemas"]["ChatContextDto"];
    };
    /** @description What one reply changed: POST /api/chat/undo/{id} puts it back (within 10 minutes, once). */
    ChatAction: {
      /** Format: uuid */
      id: string;
      description: string;
    };
    /** @description A change asked about before it is made: sending `request` as the next message makes it. */
    ChatConfirm: {
      question: string;
      /** @description The change said plainly. */
      request: string;
    };
    ChatReply: {
      response: string;
      /** @description Present when the reply changed data: its Undo puts back all of it. */
      action?: components["schemas"]["ChatAction"];
      /** @description Present when the reply did several things: each one, undone alone. */
      actions?: components["schemas"]["ChatAction"][];
      /** @description Present when the assistant asks before changing anything. */
      confirm?: components["schemas"]["ChatConfirm"];
      /** @description Present when the assistant asks which of a few things: each is an answer, sent as the next message. */
      choices?: string[];
    };
    /** @description What was put back, as the assistant says it. */
    ChatUndone: {
      response: string;
    };
    /** @description One nutrient per 100 g. */
    FoodNutrient: {
      /** @example Energy */
      nutrientName: string;
      /** @example KCAL */
      unitName: string;
      value: number;
    };
    FoodSearchItem: {
      /** @description USDA FoodData Central id. */
      fdcId: number;
      description: string;
      /** @example SR Legacy */
      dataType: string;
      brandOwner: string | null;
      foodCategory: string | null;
      foodNutrients: components["schemas"]["FoodNutrient"][];
      /**
       * @description The state its description names; null when none.
       * @enum {string|null}
       */
      state: "cooked" | "canned" | "frozen" | "dry" | "raw" | null;
    };
    FoodSearchResult: {
      items: components["schemas"]["FoodSearchItem"][];
      totalHits: number;
      currentPage: number;
      totalPages: number;
    };
    /** @enum {string} */
    Diet: "vegetarian" | "vegan" | "gluten-free" | "dairy-free" | "keto" | "paleo";
    /** @enum {string} */
    Allergen: "milk" | "eggs" | "fish" | "shellfish" | "tree-nuts" | "peanuts" | "wheat" | "gluten" | "soy" | "sesame";
    /** @description Per serving: kcal and grams. */
    RecipeCardNutrition: {
      calories: number;
      protein: number;
      carbs: number;
      fat: number;
    };
    /** @description A recipe as a result card shows it (search, random, favourites). */
    RecipeCard: {
      id: number;
      title: string;
      image: string | null;
      readyInMinutes: number;
      servings: number;
      /** @description kcal per serving. */
      calories: number;
      /** @description HTML: plain sentences with <b> at most. */
      summary: string;
      diets: components["schemas"]["Diet"][];
      allergens: components["schemas"]["Allergen"][];
      mealTypes: components["schemas"]["MealType"][];
      cuisine: string | null;
      nutrition: components["schemas"]["RecipeCardNutrition"];
    };
    /** @description A search's cards; curated by the AI service when one is configured. */
    RecipeSearchResults: {
      results: components["schemas"]["RecipeCard"][];
      /** @description True when the AI service chose and ordered the results. */
      curated: boolean;
      /** @description The same list under the spec's other name, when curated. */
      curated_recipes?: components["schemas"]["RecipeCard"][];
      totalFound: number;
      /** @description The banner line. */
      message: string;
    };
    RandomRecipes: {
      recipes: components["schemas"]["RecipeCard"][];
    };
    ImportRecipeDto: {
      /** @description The recipe page itself; send this or url, not both. */
      html?: string;
      /**
       * Format: uri
       * @description The page's http(s) address; send this or html, not both.
       */
      url?: string;
    };
    NutritionCoverageLine: {
      line: string;
      /** @example to taste */
      reason: string;
    };
    /** @description Which ingredient lines the nutrition counts, and why any is left out. */
    NutritionCoverage: {
      counted: number;
      total: number;
      notCounted: components["schemas"]["NutritionCoverageLine"][];
      /** @example 11 of 12 ingredients counted; not counted: salt — to taste */
      summary: string;
    };
    /** @description Per serving: kcal, grams, sodium in mg. */
    RecipeNutrition: {
      calories: number;
      protein: number;
      carbs: number;
      fat: number;
      saturatedFat: number;
      fiber: number;
      sugars: number;
      sodium: number;
      /** @description Absent for a recipe the outside provider analysed itself. */
      coverage?: components["schemas"]["NutritionCoverage"];
    };
    RecipeIngredient: {
      id: number | null;
      /** @description Catalogue ingredient; null when the line matched nothing (kept and flagged). */
      ingredientId: number | null;
      name: string;
      amount: number;
      unit: string;
      original: string;
      /** @description Grams counted in the nutrition; null when the line counts nothing. */
      grams: number | null;
      matched: boolean;
      /** @description What the line counted, or why nothing ("to taste"). */
      detail: string | null;
    };
    InstructionStep: {
      number: number;
      step: string;
    };
    InstructionGroup: {
      name: string;
      steps: components["schemas"]["InstructionStep"][];
    };
    ImportedRecipe: {
      id: number;
      title: string;
      image: string | null;
      readyInMinutes: number;
      servings: number;
      /** @description kcal per serving. */
      calories: number;
      /** @description HTML: plain sentences with <b> at most. */
      summary: string;
      diets: components["schemas"]["Diet"][];
      allergens: components["schemas"]["Allergen"][];
      mealTypes: components["schemas"]["MealType"][];
      cuisine: string | null;
      nutrition: components["schemas"]["RecipeNutrition"];
      extendedIngredients: components["schemas"]["RecipeIngredient"][];
      analyzedInstructions: components["schemas"]["InstructionGroup"][];
      /** @description The steps as one text, one per line. */
      instructions: string;
      /** @description Store-brand dollars per serving at the person's store. */
      costPerServing: number | null;
      costSource: components["schemas"]["PriceSource"] | null;
      /** @description Dollars per serving by store id. */
      costPerServingByStore: {
        [key: string]: number;
      };
      tags: string[];
      sourceUrl: string | null;
      /** @description True for a recipe of the person's own, written or imported: only they see it, and they can edit or delete it. */
      isOwn: boolean;
      /** @description Lines that matched no catalogue ingredient (kept, left out of nutrition and cost). */
      unmatchedIngredients: string[];
    };
    /** @description A recipe with its lines, steps, cost and where its figures come from. */
    RecipeDetail: {
      id: number;
      title: string;
      image: string | null;
      readyInMinutes: number;
      servings: number;
      /** @description kcal per serving. */
      calories: number;
      /** @description HTML: plain sentences with <b> at most. */
      summary: string;
      diets: components["schemas"]["Diet"][];
      allergens: components["schemas"]["Allergen"][];
      mealTypes: components["schemas"]["MealType"][];
      cuisine: string | null;
      nutrition: components["schemas"]["RecipeNutrition"];
      extendedIngredients: components["schemas"]["RecipeIngredient"][];
      analyzedInstructions: components["schemas"]["InstructionGroup"][];
      /** @description The steps as one text, one per line. */
      instructions: string;
      /** @description Store-brand dollars per serving at the person's store. */
      costPerServing: number | null;
      costSource: components["schemas"]["PriceSource"] | null;
      /** @description Dollars per serving by store id. */
      costPerServingByStore: {
        [key: string]: number;
      };
      tags: string[];
      sourceUrl: string | null;
      /** @description True for a recipe of the person's own, written or imported: only they see it, and they can edit or delete it. */
      isOwn: boolean;
    };
    CreateOwnRecipeDto: {
      /** @description Minutes from start to table; 30 when a new recipe does not say. */
      readyInMinutes?: number;
      /** @description The steps, one per item; blank ones are dropped. */
      instructions?: string[];
      /** @description Plain text (shown as written; any markup is escaped). */
      summary?: string;
      /**
       * @description A picture's https:// address (the scheme in any case); null or '' removes the image.
       * @example https://example.com/garlic-rice.jpg
       */
      image?: string | null;
      /** @description The meals it is for; empty or none: guessed from the title. */
      mealTypes?: components["schemas"]["MealType"][];
      /**
       * @description Trimmed.
       * @example Garlic Rice
       */
      title: string;
      /** @example 2 */
      servings: number;
      /**
       * @description One ingredient per line, as written; blank lines are dropped. Each is matched, weighed and counted (or said not counted, and why).
       * @example [
       *   "1 cup cooked white rice",
       *   "2 cloves garlic, minced"
       * ]
       */
      ingredients: string[];
    };
    PreviewOwnRecipeDto: {
      /** @description Minutes from start to table; 30 when a new recipe does not say. */
      readyInMinutes?: number;
      /** @description The steps, one per item; blank ones are dropped. */
      instructions?: string[];
      /** @description Plain text (shown as written; any markup is escaped). */
      summary?: string;
      /**
       * @description A picture's https:// address (the scheme in any case); null or '' removes the image.
       * @example https://example.com/garlic-rice.jpg
       */
      image?: string | null;
      /** @description The meals it is for; empty or none: guessed from the title. */
      mealTypes?: components["schemas"]["MealType"][];
      /** @description Trimmed; may be empty while the person types. */
      title?: string;
      /**
       * @description The servings the lines make; 1 when not sent.
       * @example 2
       */
      servings?: number;
      /**
       * @description The lines so far (none yet is fine); blank lines are dropped.
       * @example [
       *   "1 cup cooked white rice",
       *   "2 cloves garlic, minced"
       * ]
       */
      ingredients?: string[];
    };
    /** @description Per serving: kcal, grams, sodium in mg, with which lines are counted. */
    CountedNutrition: {
      calories: number;
      protein: number;
      carbs: number;
      fat: number;
      saturatedFat: number;
      fiber: number;
      sugars: number;
      sodium: number;
      coverage: components["schemas"]["NutritionCoverage"];
    };
    /** @description What a recipe being written would be if saved now: its facts, each line counted or not and why. Nothing is written. */
    RecipePreview: {
      /** @description kcal per serving. */
      calories: number;
      nutrition: components["schemas"]["CountedNutrition"];
      /** @description Each line as read (its id null: nothing is stored). */
      extendedIngredients: components["schemas"]["RecipeIngredient"][];
      /** @description Store-brand dollars per serving at the person's store. */
      costPerServing: number | null;
      costSource: components["schemas"]["PriceSource"] | null;
      /** @description Dollars per serving by store id. */
      costPerServingByStore: {
        [key: string]: number;
      };
      diets: components["schemas"]["Diet"][];
      allergens: components["schemas"]["Allergen"][];
    };
    UpdateOwnRecipeDto: {
      /** @description Minutes from start to table; 30 when a new recipe does not say. */
      readyInMinutes?: number;
      /** @description The steps, one per item; blank ones are dropped. */
      instructions?: string[];
      /** @description Plain text (shown as written; any markup is escaped). */
      summary?: string;
      /**
       * @description A picture's https:// address (the scheme in any case); null or '' removes the image.
       * @example https://example.com/garlic-rice.jpg
       */
      image?: string | null;
      /** @description The meals it is for; empty or none: guessed from the title. */
      mealTypes?: components["schemas"]["MealType"][];
      /**
       * @description Trimmed.
       * @example Garlic Rice
       */
      title?: string;
      /** @example 2 */
      servings?: number;
      /**
       * @description One ingredient per line, as written; blank lines are dropped. Each is matched, weighed and counted (or said not counted, and why).
       * @example [
       *   "1 cup cooked white rice",
       *   "2 cloves garlic, minced"
       * ]
       */
      ingredients?: string[];
    };
    /** @description A favourite: the recipe's card and its id again as recipeId. */
    FavoriteRecipe: {
      id: number;
      title: string;
      image: string | null;
      readyInMinutes: number;
      servings: number;
      /** @description kcal per serving. */
      calories: number;
      /** @description HTML: plain sentences with <b> at most. */
      summary: string;
      diets: components["schemas"]["Diet"][];
      allergens: components["schemas"]["Allergen"][];
      mealTypes: components["schemas"]["MealType"][];
      cuisine: string | null;
      nutrition: components["schemas"]["RecipeCardNutrition"];
      recipeId: number;
    };
    AddFavoriteDto: {
      recipeId: number;
    };
    FavoriteAdded: {
      recipeId: number;
      /** @enum {boolean} */
      favorite: true;
    };
    /** @description A finished 'grocery.build' job's result (GET /api/jobs/{id}). */
    GroceryJobResult: {
      mealPlanId: string;
      groceryListId: string;
    };
    /** @description Where a list's prices come from, as a whole. */
    ListPriceSource: {
      /**
       * @description 'estimate': public U.S. average prices; 'rough': an aisle's typical price; 'store': a store's shelf price; 'none': nothing could be estimated.
       * @enum {string}
       */
      kind: "estimate" | "rough" | "store" | "none";
      /** @example estimate: U.S. average prices, Nov 2023, × typical Costco level (0.80) */
      label: string;
      /** @description The full account; null for none. */
      detail: string | null;
      /** @description Why a store's own prices were asked for and not used; null when they were, or were not asked for. */
      fallback: string | null;
    };
    BrandOption: {
      brand: string;
      /**
       * @description Dollars with 2 decimals, as text; null when nothing could be estimated for it.
       * @example 4.99
       */
      price: string | null;
      description: string;
    };
    /** @description Where a line's price comes from: the estimate's sources, or the person's own price. */
    LinePriceSource: {
      /**
       * @description 'estimate': public U.S. average prices; 'rough': a shelf-price rule or an aisle's typical price; 'store': a store's shelf price; 'person': typed by the person ("your price"); 'none': nothing could be estimated.
       * @enum {string}
       */
      kind: "estimate" | "rough" | "store" | "person" | "none";
      /** @example estimate: U.S. average prices, Nov 2023, × typical Costco level (0.80) */
      label: string;
      /** @description The full account; null for none. */
      detail: string | null;
    };
    /**
     * @description How the line is priced, said on the line: 'estimate' (public price series), 'rough' ("rough estimate": a shelf-price rule or an aisle's typical price), 'store' (a store's shelf price), 'yours' ("your price": what the person paid), 'none' ("no price": not in the total).
     * @enum {string}
     */
    PriceKind: "estimate" | "rough" | "store" | "yours" | "none";
    /**
     * @description 'generated' from the plan's meals, 'pantry' when the person's pantry covers it whole (nothing to buy; such lines come in `pantryItems`), 'added' by the person (by hand or through the assistant).
     * @enum {string}
     */
    LineOrigin: "generated" | "added" | "pantry";
    /** @description What the plan alone asks to buy of a line. */
    PlanAmount: {
      /** @example 12 */
      quantity: number;
      /** @example eggs */
      unit: string;
    };
    /** @description One line of a grocery list. */
    GroceryItem: {
      id: string;
      name: string;
      brand: string | null;
      /**
       * @description The aisle ('Other' when none is known).
       * @example Produce
       */
      category: string;
      quantity: number;
      unit: string;
      /**
       * @description Dollars with 2 decimals, as text.
       * @example 4.99
       */
      estimatedPrice: string;
      purchased: boolean;
      isChecked: boolean;
      /** @description The meals that need it. */
      forMeals: string[];
      note: string | null;
      brandOptions: components["schemas"]["BrandOption"][];
      priceSource: components["schemas"]["LinePriceSource"];
      /** @description How the line is priced, said on the line: 'estimate' (public price series), 'rough' ("rough estimate": a shelf-price rule or an aisle's typical price), 'store' (a store's shelf price), 'yours' ("your price": what the person paid), 'none' ("no price": not in the total). */
      priceKind: components["schemas"]["PriceKind"];
      /** @description 'generated' from the plan's meals, 'pantry' when the person's pantry covers it whole (nothing to buy; such lines come in `pantryItems`), 'added' by the person (by hand or through the assistant). */
      origin: components["schemas"]["LineOrigin"];
      /** @description Taken off the list by the person (such lines come in `removedItems`, to restore). */
      removed: boolean;
      /** @description What the plan alone asks to buy of a plan line; null on the person's own lines. */
      planAmount: components["schemas"]["PlanAmount"] | null;
      /** @description The plan needs more of this line than when the person took it off or set its quantity. */
      planNeedsMore: boolean;
    };
    /**
     * @description 'plan': on its own after the plan changed; 'manual': the person's "Update from plan".
     * @enum {string}
     */
    ListUpdateTrigger: "plan" | "manual";
    /** @description A line to buy that an update added, with its amount as the list shows it. */
    ListUpdateLine: {
      /** @example Chicken thighs */
      name: string;
      /** @example 1.5 */
      quantity: number;
      /** @example lb */
      unit: string;
    };
    /** @description A line to buy that an update took off: the plan no longer needs it. */
    ListUpdateRemovedLine: {
      /** @example Paneer */
      name: string;
    };
    /** @description A line to buy whose amount an update changed: the amount now and before. */
    ListUpdateChangedLine: {
      /** @example Chicken thighs */
      name: string;
      /** @example 1.5 */
      quantity: number;
      /** @example lb */
      unit: string;
      fromQuantity: number;
      fromUnit: string;
    };
    /** @description What the last update of a list from its plan changed, kept until dismissed or the next change. */
    ListUpdate: {
      /** Format: date-time */
      at: string;
      /** @description 'plan': on its own after the plan changed; 'manual': the person's "Update from plan". */
      trigger: components["schemas"]["ListUpdateTrigger"];
      added: components["schemas"]["ListUpdateLine"][];
      removed: components["schemas"]["ListUpdateRemovedLine"][];
      changed: components["schemas"]["ListUpdateChangedLine"][];
      /**
       * @description The update as the list says it.
       * @example Updated from your plan: + chicken thighs 1.5 lb, − paneer
       */
      text: string;
    };
    GroceryList: {
      id: string;
      mealPlanId: string;
      planName: string;
      /** Format: date */
      weekStartDate: string | null;
      store: components["schemas"]["StoreId"] | null;
      /** @example Costco */
      storeName: string | null;
      /** @description Dollars: the lines to buy (the plan's food and the person's own lines); lines without a price are not in it. */
      totalEstimatedCost: number;
      /** @description Dollars of the plan's own lines: the plan's food cost, the same figure as the plan's estimatedCost. */
      planFoodCost: number;
      /** @description Dollars of the lines the person added by hand: in the total, not in the plan’s food cost. */
      ownLinesCost: number;
      /** @description Dollars of the total priced by a rough estimate (a shelf-price rule, an aisle’s typical price). */
      roughCost: number;
      /** @description Lines to buy with no price ("no price"): not in the total. */
      unpricedCount: number;
      priceSource: components["schemas"]["ListPriceSource"];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description The lines to shop for, in store-walk order; the total is theirs. */
      items: components["schemas"]["GroceryItem"][];
      /** @description Lines the person took off: not in the total, the counts, the export or an order; each can be restored. */
      removedItems: components["schemas"]["GroceryItem"][];
      /** @description What the meals need that the person's pantry covers whole ("From your pantry"): no price, not in the total, the counts, the export or an order. */
      pantryItems: components["schemas"]["GroceryItem"][];
      /** @description An update from the plan (after it changed) is waiting or running: the list is about to change. */
      updating: boolean;
      /** @description What the last update from the plan changed; null when none since the list was built, or dismissed. */
      lastUpdate: components["schemas"]["ListUpdate"] | null;
    };
    /** @description A list as the list of lists shows it. */
    GroceryListSummary: {
      id: string;
      mealPlanId: string;
      planName: string;
      /** Format: date */
      weekStartDate: string | null;
      store: components["schemas"]["StoreId"] | null;
      itemCount: number;
      checkedCount: number;
      /** @description Dollars. */
      totalEstimatedCost: number;
      /** Format: date-time */
      createdAt: string;
    };
    AddGroceryItemDto: {
      /**
       * @description What to buy; a line of the same name on the list takes it.
       * @example paper towels
       */
      name: string;
      /**
       * @description How many of the unit; 1 when not sent. More than 0, at most 2 decimals, at most 1000 things (100 kg, 100 l).
       * @example 6
       */
      quantity?: number;
      /**
       * @description A unit people shop or cook by ('lb', 'cup', 'roll', 'dozen'…; `units` of GET /api/config's `vocabulary`); '' or none: a number of things.
       * @example roll
       */
      unit?: string;
      /**
       * @description Your price for this amount, dollars as text: the line says "your price".
       * @example 7.99
       */
      price?: string;
    };
    /** @description The line added (or the line of the same name it joined), with its list's new total. */
    AddedGroceryItem: {
      id: string;
      name: string;
      brand: string | null;
      /**
       * @description The aisle ('Other' when none is known).
       * @example Produce
       */
      category: string;
      quantity: number;
      unit: string;
      /**
       * @description Dollars with 2 decimals, as text.
       * @example 4.99
       */
      estimatedPrice: string;
      purchased: boolean;
      isChecked: boolean;
      /** @description The meals that need it. */
      forMeals: string[];
      note: string | null;
      brandOptions: components["schemas"]["BrandOption"][];
      priceSource: components["schemas"]["LinePriceSource"];
      /** @description How the line is priced, said on the line: 'estimate' (public price series), 'rough' ("rough estimate": a shelf-price rule or an aisle's typical price), 'store' (a store's shelf price), 'yours' ("your price": what the person paid), 'none' ("no price": not in the total). */
      priceKind: components["schemas"]["PriceKind"];
      /** @description 'generated' from the plan's meals, 'pantry' when the person's pantry covers it whole (nothing to buy; such lines come in `pantryItems`), 'added' by the person (by hand or through the assistant). */
      origin: components["schemas"]["LineOrigin"];
      /** @description Taken off the list by the person (such lines come in `removedItems`, to restore). */
      removed: boolean;
      /** @description What the plan alone asks to buy of a plan line; null on the person's own lines. */
      planAmount: components["schemas"]["PlanAmount"] | null;
      /** @description The plan needs more of this line than when the person took it off or set its quantity. */
      planNeedsMore: boolean;
      /** @description Dollars. */
      listTotalEstimatedCost: number;
      /** @description A line of the same name was on the list and took it (its quantity added when the units agree). */
      merged: boolean;
      /** @description A line of the same name taken off the list came back. */
      restored: boolean;
    };
    UpdateGroceryItemDto: {
      /** @description Checked off the list (send alone). */
      isChecked?: boolean;
      /** @description The brand chosen (send with estimatedPrice). */
      brand?: string;
      /**
       * @description Dollars as text (send with brand).
       * @example 4.99
       */
      estimatedPrice?: string;
      /**
       * @description How many of the line's unit (send alone): more than 0, at most 2 decimals, at most 1000 things (100 kg, 100 l); the price follows.
       * @example 2
       */
      quantity?: number;
      /**
       * @description What the person paid for the line, dollars as text: more than 0, at most 1000.00, at most 2 decimals (send alone, or with isChecked when ticking it). The line takes it as 'your price', and a catalogue food's price is kept in the person's price book for this store: later lists and plans use it.
       * @example 3.49
       */
      paidPrice?: string;
    };
    /** @description The line as changed, with its list's new total. */
    UpdatedGroceryItem: {
      id: string;
      name: string;
      brand: string | null;
      /**
       * @description The aisle ('Other' when none is known).
       * @example Produce
       */
      category: string;
      quantity: number;
      unit: string;
      /**
       * @description Dollars with 2 decimals, as text.
       * @example 4.99
       */
      estimatedPrice: string;
      purchased: boolean;
      isChecked: boolean;
      /** @description The meals that need it. */
      forMeals: string[];
      note: string | null;
      brandOptions: components["schemas"]["BrandOption"][];
      priceSource: components["schemas"]["LinePriceSource"];
      /** @description How the line is priced, said on the line: 'estimate' (public price series), 'rough' ("rough estimate": a shelf-price rule or an aisle's typical price), 'store' (a store's shelf price), 'yours' ("your price": what the person paid), 'none' ("no price": not in the total). */
      priceKind: components["schemas"]["PriceKind"];
      /** @description 'generated' from the plan's meals, 'pantry' when the person's pantry covers it whole (nothing to buy; such lines come in `pantryItems`), 'added' by the person (by hand or through the assistant). */
      origin: components["schemas"]["LineOrigin"];
      /** @description Taken off the list by the person (such lines come in `removedItems`, to restore). */
      removed: boolean;
      /** @description What the plan alone asks to buy of a plan line; null on the person's own lines. */
      planAmount: components["schemas"]["PlanAmount"] | null;
      /** @description The plan needs more of this line than when the person took it off or set its quantity. */
      planNeedsMore: boolean;
      /** @description Dollars. */
      listTotalEstimatedCost: number;
    };
    /**
     * @description What the operation changes.
     * @enum {string}
     */
    ListOperationField: "isChecked" | "quantity" | "brand" | "paidPrice" | "removed" | "add";
    ListOperationDto: {
      /**
       * @description Made on the device; an operation sent again is applied once.
       * @example 0b7c6f6e-3f7a-4c1e-9a52-2d8f0c1b7a11
       */
      opId: string;
      /** @description The line's id; for 'add', a new id made on the device, which becomes the line's id (or another name of the line it joins). */
      line: string;
      /** @description What the operation changes. */
      field: components["schemas"]["ListOperationField"];
      /** @description isChecked: true or false · quantity: a number (PATCH's rules) · brand: { brand, estimatedPrice } · paidPrice: '3.49' · removed: true (take off) or false (put back) · add: { name, quantity?, unit?, price? } (POST items' rules). A value the rules refuse is answered as a refused operation, with the reason. */
      value: OneOf<[boolean, number, string, {
        brand: string;
        estimatedPrice: string;
      }, components["schemas"]["AddGroceryItemDto"]]>;
      /**
       * @description When the change was made: '<13-digit epoch ms>-<4-digit counter>-<device id>' on the device's clock corrected by serverTime. Per field, the later stamp wins; one more than 5 minutes ahead of the server is taken as the server's now.
       * @example 1764160000000-0001-phone1
       */
      stamp: string;
    };
    ListOperationsDto: {
      /** @description Applied in this order, each on its own. */
      operations: components["schemas"]["ListOperationDto"][];
    };
    /**
     * @description applied: made now · duplicate: this opId was sent before, nothing changed · superseded: the field already holds a later change (recorded, not made) · refused: the rules refuse it (see reason).
     * @enum {string}
     */
    ListOperationStatus: "applied" | "duplicate" | "superseded" | "refused";
    /** @description What became of one operation. */
    ListOperationResult: {
      /** Format: uuid */
      opId: string;
      /** @description applied: made now · duplicate: this opId was sent before, nothing changed · superseded: the field already holds a later change (recorded, not made) · refused: the rules refuse it (see reason). */
      status: components["schemas"]["ListOperationStatus"];
      /** @description Why it was refused: the sentence to show, the same the REST route answers. */
      reason?: string;
    };
    /** @description The operations' outcomes, in the order sent, and the list after them. */
    ListOperationsAnswer: {
      results: components["schemas"]["ListOperationResult"][];
      list: components["schemas"]["GroceryList"];
      /** @description The server's clock, epoch ms: a device's stamps use its clock corrected by it. */
      serverTime: number;
    };
    PartnerStore: {
      id: string;
      name: string;
      /** @description The chain, when it is one of the five the app prices. */
      chain: components["schemas"]["StoreId"] | null;
      address: string | null;
      logoUrl: string | null;
    };
    /** @description Stores of a delivery partner near a ZIP code (the offline directory when no partner is configured). */
    PartnerStores: {
      /** @example instacart */
      partner: string;
      /** @example Instacart */
      partnerName: string;
      configured: boolean;
      /** @example 94103 */
      zipCode: string;
      stores: components["schemas"]["PartnerStore"][];
      message: string | null;
    };
    /** @description The unchecked lines went to the delivery partner: open its link. */
    PartnerOrder: {
      /** @enum {string} */
      mode: "partner";
      partner: string;
      partnerName: string;
      /** Format: uri */
      url: string;
      itemCount: number;
    };
    /** @description No partner is configured: the unchecked lines as text to print or share. */
    OfflineOrder: {
      /** @enum {string} */
      mode: "offline";
      partner: string;
      partnerName: string;
      /** @enum {boolean} */
      configured: false;
      message: string;
      text: string;
      itemCount: number;
    };
    /**
     * @description 'staple': always at home; 'stock': an amount that runs out.
     * @enum {string}
     */
    PantryKind: "staple" | "stock";
    /**
     * @description Added or set by the person, bought (a checked grocery line's leftover), used by a week's plan.
     * @enum {string}
     */
    PantryReason: "added" | "set" | "bought" | "used";
    /** @description One change of an amount, as the pantry screen says it. */
    PantryMovement: {
      /** Format: date-time */
      at: string;
      /** @description Added or set by the person, bought (a checked grocery line's leftover), used by a week's plan. */
      reason: components["schemas"]["PantryReason"];
      /** @example +8 eggs bought: left after Week of Nov 22 */
      text: string;
    };
    PantryItem: {
      /** Format: uuid */
      id: string;
      /** @description The catalogue ingredient. */
      ingredientId: number;
      /** @example Olive oil */
      name: string;
      /** @example Oils & Condiments */
      aisle: string;
      /** @description 'staple': always at home; 'stock': an amount that runs out. */
      kind: components["schemas"]["PantryKind"];
      /** @description Grams at home of a stock; null for a staple. */
      grams: number | null;
      /**
       * @description The stock as it is sold ('1 lb 3 oz', '8 eggs'); 'always there' for a staple.
       * @example 14.2 fl oz
       */
      amount: string;
      /** @description Where the amount came from, newest first (the last five changes). */
      history: components["schemas"]["PantryMovement"][];
      /** Format: date-time */
      updatedAt: string;
    };
    Pantry: {
      /** @description By aisle, then name. */
      items: components["schemas"]["PantryItem"][];
      /** @description True until the person keeps, trims or declines the starter set of staples. */
      starterOffered: boolean;
    };
    StarterStaple: {
      ingredientId: number;
      name: string;
      aisle: string;
    };
    /** @description The staples almost every kitchen has, offered on a first visit. */
    PantryStarter: {
      items: components["schemas"]["StarterStaple"][];
    };
    DecideStarterDto: {
      /** @description Foods of GET /api/pantry/starter to keep as staples; [] declines the set. */
      ingredientIds: number[];
    };
    AddPantryItemDto: {
      /** @description A food of our catalogue (GET /api/ingredients). */
      ingredientId: number;
      /** @description 'staple': always at home; 'stock': an amount (give quantity and unit). */
      kind: components["schemas"]["PantryKind"];
      /**
       * @description How many of the unit is at home (a stock); at most 100 kg of one food. Required for a stock.
       * @example 2
       */
      quantity?: number;
      /**
       * @description A unit the food can be weighed in: g, oz, lb, kg; cups or fl oz for what has a density; pieces for what is counted. Required for a stock.
       * @example lb
       */
      unit?: string;
    };
    UpdatePantryItemDto: {
      /** @description 'staple': always at home; 'stock': an amount (give quantity and unit). */
      kind?: components["schemas"]["PantryKind"];
      /**
       * @description How many of the unit is at home (a stock); at most 100 kg of one food.
       * @example 2
       */
      quantity?: number;
      /**
       * @description A unit the food can be weighed in: g, oz, lb, kg; cups or fl oz for what has a density; pieces for what is counted. Required with a quantity.
       * @example lb
       */
      unit?: string;
    };
    /**
     * @description 'owner' made the household and invites; 'adult' and 'child' are members (a child has no account).
     * @enum {string}
     */
    MemberRole: "owner" | "adult" | "child";
    /** @description A meal of the week a member is not at home for. */
    MealAway: {
      /** @description 0 = Sunday … 6 = Saturday. */
      dayOfWeek: number;
      mealType: components["schemas"]["MealType"];
    };
    HouseholdMember: {
      /** Format: uuid */
      id: string;
      /** @example Sam */
      name: string;
      /** @description 'owner' made the household and invites; 'adult' and 'child' are members (a child has no account). */
      role: components["schemas"]["MemberRole"];
      /** @description Years; null when not said. */
      age: number | null;
      /** @description Whether they sign in themselves (a child added by name does not). */
      hasAccount: boolean;
      /** @description The member who is asking. */
      isYou: boolean;
      /** @description Meals of the week they are away for; empty = every meal at home. */
      mealsAway: components["schemas"]["MealAway"][];
    };
    Household: {
      /** Format: uuid */
      id: string;
      /** @example Alex's household */
      name: string;
      /**
       * Format: uuid
       * @description The asker's own member id.
       */
      you: string;
      isOwner: boolean;
      /** @description The owner first, then adults, then children. */
      members: components["schemas"]["HouseholdMember"][];
    };
    AddMemberDto: {
      /**
       * @description What the household calls them.
       * @example Sam
       */
      name: string;
      /**
       * @description Age in years.
       * @example 8
       */
      age: number;
    };
    UpdateMemberDto: {
      name?: string;
      age?: number;
    };
    MealAwayDto: {
      /** @description 0 = Sunday … 6 = Saturday, as a plan day. */
      dayOfWeek: number;
      /** @enum {string} */
      mealType: "breakfast" | "lunch" | "dinner";
    };
    MealsAwayDto: {
      mealsAway: components["schemas"]["MealAwayDto"][];
    };
    /** @description A member without an account: the Preferences screen's targets and rules. */
    MemberPreferences: {
      dietaryRestrictions: string[];
      allergies: string[];
      dislikedIngredients: string[];
      calorieGoal: number;
      proteinGoal: number | null;
      /** @description null = the default split. */
      mealShares: components["schemas"]["MealShares"] | null;
    };
    MemberPreferencesDto: {
      /** @description Diets followed: Vegetarian, Vegan, Gluten-Free, Dairy-Free, Keto, Paleo (any case, or another word for one: "veggie", "plant-based", "coeliac"), or "<allergen>-free". Anything else is refused. */
      dietaryRestrictions?: string[];
      /** @description Allergies (milk, eggs, fish, shellfish, tree-nuts, peanuts, wheat, gluten, soy, sesame and their words, e.g. "nuts", "dairy", are known to the planner; any other word is kept out of plans as written). */
      allergies?: string[];
      /** @description Words of ingredients never planned. */
      dislikedIngredients?: string[];
      /** @description kcal a day. */
      calorieGoal?: number;
      /** @description Percent of the day's calories per meal, adding up to 100; null resets to 25 / 35 / 40. */
      mealShares?: components["schemas"]["MealShares"] | null;
      /** @description Daily protein floor in grams; null clears it. */
      proteinGoal?: number | null;
    };
    HouseholdInvite: {
      /** @description The secret of the link, shown once. */
      token: string;
      /**
       * @description The SPA's join page for this link.
       * @example /join/3k…
       */
      joinPath: string;
      /** Format: date-time */
      expiresAt: string;
    };
    /** @description What the join page shows before the person signs in. */
    HouseholdInvitePreview: {
      /** @example Alex's household */
      householdName: string;
      /** @example Alex */
      invitedBy: string | null;
      /** Format: date-time */
      expiresAt: string;
    };
    IngredientHit: {
      id: number;
      name: string;
      aisle: string;
      /** @description True when USDA's SR28 has no record of this food and its nutrition is the nearest food's: shown as approximate. */
      approximateNutrition: boolean;
    };
    /** @description Foods of our ingredient catalogue whose name or an alias holds every word asked. */
    IngredientSearch: {
      items: components["schemas"]["IngredientHit"][];
    };
    /** @description What the person paid for a package of a catalogue food at a store. */
    PriceBookEntry: {
      /** Format: uuid */
      id: string;
      store: components["schemas"]["StoreId"];
      /** @example Kroger */
      storeName: string;
      /** @description The catalogue food. */
      ingredientId: number;
      /** @example Chicken thighs */
      food: string;
      /**
       * @description The package as bought.
       * @example 2 lb bag
       */
      packageLabel: string;
      /**
       * @description Dollars paid, 2 decimals, as text.
       * @example 3.49
       */
      price: string;
      /** Format: date-time */
      updatedAt: string;
    };
    PriceBook: {
      /** @description By store, then food. */
      entries: components["schemas"]["PriceBookEntry"][];
    };
    UpdatePriceBookEntryDto: {
      /**
       * @description Dollars paid for the package, as text: more than 0, at most 1000.00, at most 2 decimals.
       * @example 3.49
       */
      price: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}

export type $defs = Record<string, never>;

export type external = Record<string, never>;

export interface operations {

  ConfigController_config: {
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["AppConfig"];
        };
      };
    };
  };
  HealthController_health: {
    responses: {
      /** @description Both answer. */
      200: {
        content: {
          "application/json": components["schemas"]["Health"];
        };
      };
      /** @description One of them does not: it is named down. */
      503: {
        content: {
          "application/json": components["schemas"]["Health"];
        };
      };
    };
  };
  JobsController_status: {
    parameters: {
      path: {
        /** @description The jobId a 202 answered. */
        id: string;
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["JobStatus"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A service this route needs is not answering (Redis for jobs, the assistant's model); nothing is lost, try again. */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  JobsController_demo: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["DemoJobDto"];
      };
    };
    responses: {
      /** @description Counts to `steps`, reporting progress. */
      202: {
        content: {
          "application/json": components["schemas"]["JobStarted"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A service this route needs is not answering (Redis for jobs, the assistant's model); nothing is lost, try again. */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  AuthController_signUp: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignUpDto"];
      };
    };
    responses: {
      /** @description Signed up and signed in: the session cookie is set. */
      201: {
        content: {
          "application/json": components["schemas"]["AuthUser"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description This server signs in with Clerk (AUTH_MODE=clerk): local sign-in is off. */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description An account with this e-mail exists. */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many attempts: wait the seconds Retry-After says. */
      429: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  AuthController_signIn: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignInDto"];
      };
    };
    responses: {
      /** @description Signed in: the session cookie is set. */
      200: {
        content: {
          "application/json": components["schemas"]["AuthUser"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Wrong e-mail or password. */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description This server signs in with Clerk (AUTH_MODE=clerk): local sign-in is off. */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many attempts: wait the seconds Retry-After says. */
      429: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  AuthController_signOut: {
    responses: {
      /** @description Signed out: the session ends and its cookie is cleared (also when there was none). */
      204: {
        content: never;
      };
    };
  };
  AuthController_user: {
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["AuthUser"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  AuthController_login: {
    responses: {
      /** @description Redirects to the sign-in page of the server's sign-in mode. */
      302: {
        headers: {
          Location?: string;
        };
        content: never;
      };
    };
  };
  PreferencesController_get: {
    parameters: {
      header?: {
        /** @description The ETag of an earlier read: 304 when it is still current. */
        "if-none-match"?: string;
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The version read; send it back as If-None-Match. */
          ETag?: string;
        };
        content: {
          "application/json": components["schemas"]["Preferences"];
        };
      };
      /** @description If-None-Match names the current version: nothing changed, no body. */
      304: {
        content: never;
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PreferencesController_save: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["SavePreferencesDto"];
      };
    };
    responses: {
      /** @description Saved: the whole preferences, defaults filled in. Fields left out keep their value. */
      200: {
        content: {
          "application/json": components["schemas"]["Preferences"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A member of someone else's household changing its weekly budget or store: its owner sets them. */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  MealPlansController_list: {
    responses: {
      /** @description Your plans, newest week first. */
      200: {
        content: {
          "application/json": components["schemas"]["MealPlanSummary"][];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  MealPlansController_create: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateMealPlanDto"];
      };
    };
    responses: {
      201: {
        content: {
          "application/json": components["schemas"]["MealPlanView"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  MealPlansController_generate: {
    parameters: {
      header?: {
        /** @description 1-100 characters; the same key never makes two plans (or send requestKey). */
        "idempotency-key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["GeneratePlanDto"];
      };
    };
    responses: {
      /** @description Plan generation started: the job finishes with the new plan's id. */
      202: {
        content: {
          "application/json": components["schemas"]["JobStarted"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A service this route needs is not answering (Redis for jobs, the assistant's model); nothing is lost, try again. */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  MealPlansController_detail: {
    parameters: {
      header?: {
        /** @description The ETag of an earlier read: 304 when it is still current. */
        "if-none-match"?: string;
      };
      path: {
        /** @description One of your meal plans. */
        id: string;
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The version read; send it back as If-None-Match. */
          ETag?: string;
        };
        content: {
          "application/json": components["schemas"]["MealPlanView"];
        };
      };
      /** @description If-None-Match names the current version: nothing changed, no body. */
      304: {
        content: never;
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  MealPlansController_remove: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        id: string;
      };
    };
    responses: {
      /** @description Deleted, with its items and grocery list. */
      200: {
        content: {
          "application/json": components["schemas"]["MealPlanDeleted"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  MealPlansController_rename: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RenameMealPlanDto"];
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["MealPlanView"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  MealPlansController_addFood: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AddFoodDto"];
      };
    };
    responses: {
      /** @description The food is added to the slot: the plan as it is now. */
      201: {
        content: {
          "application/json": components["schemas"]["MealPlanView"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  MealPlansController_removeItem: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        id: string;
        /** @description An item of that plan. */
        itemId: string;
      };
    };
    responses: {
      /** @description The item is removed: the plan as it is now. */
      200: {
        content: {
          "application/json": components["schemas"]["MealPlanView"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  RecipeToMealPlanController_addRecipe: {
    parameters: {
      path: {
        /** @description A recipe you can see. */
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AddRecipeToPlanDto"];
      };
    };
    responses: {
      /** @description The recipe is added to the slot: the plan as it is now. */
      201: {
        content: {
          "application/json": components["schemas"]["MealPlanView"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  SlotSwapController_alternatives: {
    parameters: {
      query?: {
        /** @description Keep the slot's sides (default true). */
        keepSides?: "true" | "false";
      };
      path: {
        /** @description One of your meal plans. */
        id: string;
        /** @description The day of the plan's week, 0 = its first day. */
        dayIndex: number;
        mealType: components["schemas"]["MealType"];
      };
    };
    responses: {
      /** @description Up to 5 recipes that keep the day within ±5 % of the goal and the meal in its share band. */
      200: {
        content: {
          "application/json": components["schemas"]["SlotAlternatives"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  SlotSwapController_swap: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        id: string;
        /** @description The day of the plan's week, 0 = its first day. */
        dayIndex: number;
        mealType: components["schemas"]["MealType"];
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SwapSlotDto"];
      };
    };
    responses: {
      /** @description The slot's dish is replaced: the plan as it is now. */
      200: {
        content: {
          "application/json": components["schemas"]["MealPlanView"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  SampleDayController_read: {
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["SampleDay"];
        };
      };
    };
  };
  CalendarController_export: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ExportCalendarDto"];
      };
    };
    responses: {
      /** @description The .ics is being written: the job finishes with its download (and the feed URL when one is made). */
      202: {
        content: {
          "application/json": components["schemas"]["JobStarted"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A service this route needs is not answering (Redis for jobs, the assistant's model); nothing is lost, try again. */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  CalendarController_download: {
    parameters: {
      path: {
        /** @description The exportId a finished export answered. */
        id: string;
      };
    };
    responses: {
      /** @description The plan as an iCalendar file, to download (Content-Disposition: attachment). */
      200: {
        content: {
          "text/calendar": string;
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  CalendarController_feedStatus: {
    parameters: {
      query?: {
        /** @description 'me': your own feed, your portions of the household's meals; otherwise the household's feed. */
        for?: "household" | "me";
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["CalendarFeedStatus"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  CalendarController_revoke: {
    parameters: {
      query?: {
        /** @description 'me': your own feed, your portions of the household's meals; otherwise the household's feed. */
        for?: "household" | "me";
      };
    };
    responses: {
      /** @description The private feed is off: its URL answers 404. */
      200: {
        content: {
          "application/json": components["schemas"]["CalendarFeedRevoked"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  CalendarController_rotate: {
    parameters: {
      query?: {
        /** @description 'me': your own feed, your portions of the household's meals; otherwise the household's feed. */
        for?: "household" | "me";
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ExportCalendarDto"];
      };
    };
    responses: {
      /** @description A new private feed URL; the old one stops working at once. */
      200: {
        content: {
          "application/json": components["schemas"]["CalendarFeedRotated"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  CalendarController_feed: {
    parameters: {
      path: {
        /** @description The private feed's token: the credential (calendar apps send no cookie). */
        token: string;
      };
    };
    responses: {
      /** @description Every plan of the feed's owner as an iCalendar feed, to subscribe to. */
      200: {
        content: {
          "text/calendar": string;
        };
      };
      /** @description No active feed with that token (revoked or rotated). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  ChatController_reply: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["ChatDto"];
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["ChatReply"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many messages this minute: wait the seconds Retry-After says. */
      429: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The assistant's model is not answering. */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  ChatController_undo: {
    parameters: {
      path: {
        /** @description The action a reply answered. */
        actionId: string;
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["ChatUndone"];
        };
      };
      /** @description actionId is not a UUID. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No action of yours by that id. */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The change cannot be put back yet (a plan still being made). */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too late: already undone, or older than the undo window. */
      410: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  FoodsController_search: {
    parameters: {
      query: {
        /** @description Words of the food (trimmed). */
        query: string;
        pageSize?: number;
        pageNumber?: number;
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["FoodSearchResult"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  RecipesController_search: {
    parameters: {
      query: {
        /** @description Words to look for (trimmed). */
        query: string;
        /** @description How many results. */
        number?: number;
        /** @description true: ignore the person's diets, allergies and dislikes. */
        ignorePreferences?: boolean;
        /** @description false: the plain search, never curated by the AI service (curated by default when one is configured). */
        curated?: boolean;
      };
    };
    responses: {
      /** @description Recipes matching the words that meet your preferences (unless ignorePreferences). */
      200: {
        content: {
          "application/json": components["schemas"]["RecipeSearchResults"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description An outside service (recipe provider, delivery partner) failed. */
      502: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The recipe provider's daily limit is reached. */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  RecipesController_random: {
    parameters: {
      query?: {
        /** @description How many recipes. */
        number?: number;
        /** @description true: ignore the person's diets, allergies and dislikes. */
        ignorePreferences?: boolean;
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["RandomRecipes"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description An outside service (recipe provider, delivery partner) failed. */
      502: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The recipe provider's daily limit is reached. */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  RecipesController_mine: {
    responses: {
      /** @description Your own recipes (written or imported), newest first. */
      200: {
        content: {
          "application/json": components["schemas"]["RecipeCard"][];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  RecipesController_import: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["ImportRecipeDto"];
      };
    };
    responses: {
      /** @description Saved as your own recipe (a page imported again updates it). */
      201: {
        content: {
          "application/json": components["schemas"]["ImportedRecipe"];
        };
      };
      /** @description Not one of html and url, a page that could not be fetched, or one with no schema.org Recipe. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  RecipesController_detail: {
    parameters: {
      path: {
        /** @description A recipe you can see (the library's or your own). */
        id: number;
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["RecipeDetail"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description An outside service (recipe provider, delivery partner) failed. */
      502: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The recipe provider's daily limit is reached. */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  OwnRecipesController_remove: {
    parameters: {
      path: {
        /** @description A recipe of your own (written or imported). */
        id: number;
      };
    };
    responses: {
      /** @description Deleted (its favourite with it). */
      204: {
        content: never;
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A recipe of Forkcast's library: only recipes you wrote or imported can be changed. */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A meal plan holds the recipe: the message names the plans to take it out of first. */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  OwnRecipesController_update: {
    parameters: {
      path: {
        /** @description A recipe of your own (written or imported). */
        id: number;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdateOwnRecipeDto"];
      };
    };
    responses: {
      /** @description The recipe as changed. */
      200: {
        content: {
          "application/json": components["schemas"]["RecipeDetail"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A recipe of Forkcast's library: only recipes you wrote or imported can be changed. */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  OwnRecipesController_create: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateOwnRecipeDto"];
      };
    };
    responses: {
      /** @description Saved as your own recipe, with its facts computed from the lines. */
      201: {
        content: {
          "application/json": components["schemas"]["RecipeDetail"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  OwnRecipesController_preview: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["PreviewOwnRecipeDto"];
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["RecipePreview"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  FavoritesController_list: {
    responses: {
      /** @description Your favourite recipes, newest first. */
      200: {
        content: {
          "application/json": components["schemas"]["FavoriteRecipe"][];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  FavoritesController_add: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["AddFavoriteDto"];
      };
    };
    responses: {
      /** @description It already was a favourite. */
      200: {
        content: {
          "application/json": components["schemas"]["FavoriteAdded"];
        };
      };
      /** @description Added. */
      201: {
        content: {
          "application/json": components["schemas"]["FavoriteAdded"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No recipe you can see by that id. */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  FavoritesController_remove: {
    parameters: {
      path: {
        recipeId: number;
      };
    };
    responses: {
      /** @description No longer a favourite (also when it was not one). */
      204: {
        content: never;
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No recipe you can see by that id. */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_generate: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        id: string;
      };
    };
    responses: {
      /** @description The list is being built: the job finishes with its id. */
      202: {
        content: {
          "application/json": components["schemas"]["JobStarted"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A service this route needs is not answering (Redis for jobs, the assistant's model); nothing is lost, try again. */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_generateNow: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        id: string;
      };
    };
    responses: {
      /** @description The list, built now (a list the plan had is rebuilt, keeping what was checked). */
      200: {
        content: {
          "application/json": components["schemas"]["GroceryList"];
        };
      };
      /** @description The plan has nothing to shop for. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_lists: {
    responses: {
      /** @description Your lists, newest first. */
      200: {
        content: {
          "application/json": components["schemas"]["GroceryListSummary"][];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_list: {
    parameters: {
      query?: {
        /** @description 'lists': the Grocery Lists screen's brand table for items the catalogue lacks; anything else is 'dashboard'. */
        brandTable?: "dashboard" | "lists";
      };
      header?: {
        /** @description The ETag of an earlier read: 304 when it is still current. */
        "if-none-match"?: string;
      };
      path: {
        /** @description One of your meal plans. */
        mealPlanId: string;
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The version read; send it back as If-None-Match. */
          ETag?: string;
        };
        content: {
          "application/json": components["schemas"]["GroceryList"];
        };
      };
      /** @description If-None-Match names the current version: nothing changed, no body. */
      304: {
        content: never;
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No plan of yours by that id, or it has no list yet. */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_dismissUpdate: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        mealPlanId: string;
      };
    };
    responses: {
      /** @description The list no longer says what its last update changed. */
      204: {
        content: never;
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No plan of yours by that id, or it has no list yet. */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_add: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        mealPlanId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AddGroceryItemDto"];
      };
    };
    responses: {
      /** @description The line on the list (a list is started when the plan has none), with the list's new total. */
      201: {
        content: {
          "application/json": components["schemas"]["AddedGroceryItem"];
        };
      };
      /** @description A name missing or too long, a unit no one shops by, a quantity out of range, or a price not in dollars. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_remove: {
    parameters: {
      path: {
        /** @description A line of one of your lists. */
        itemId: string;
      };
    };
    responses: {
      /** @description The line as taken off (`removed` true), with the list's new total. */
      200: {
        content: {
          "application/json": components["schemas"]["UpdatedGroceryItem"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_update: {
    parameters: {
      path: {
        /** @description A line of one of your lists. */
        itemId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdateGroceryItemDto"];
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["UpdatedGroceryItem"];
        };
      };
      /** @description Not exactly one change, or a quantity out of range for the line's unit. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The line was taken off the list: restore it first. */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_restore: {
    parameters: {
      path: {
        /** @description A line of one of your lists. */
        itemId: string;
      };
    };
    responses: {
      /** @description The line back on the list, as it was, with the list's new total. */
      200: {
        content: {
          "application/json": components["schemas"]["UpdatedGroceryItem"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_applyOperations: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        mealPlanId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ListOperationsDto"];
      };
    };
    responses: {
      /** @description What became of each operation, in order, and the list after them. */
      200: {
        content: {
          "application/json": components["schemas"]["ListOperationsAnswer"];
        };
      };
      /** @description Not a list of 1 to 200 operations, an id that is not a UUID, an unknown field or a stamp not of the form given. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No plan of yours by that id (or it has no list and nothing is added). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  GroceryController_follow: {
    parameters: {
      path: {
        /** @description One of your meal plans. */
        mealPlanId: string;
      };
    };
    responses: {
      /** @description A stream of events: `event: ready` with `data: {"version": n}`, then `event: list` with `data: {"mealPlanId": "…", "version": n, "opIds": ["…"]}` after every change of the list (opIds empty when not from operations), and `: keep-alive` every 20 s. */
      200: {
        content: {
          "text/event-stream": string;
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No plan of yours by that id, or it has no list yet. */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PartnersController_stores: {
    parameters: {
      query: {
        /** @description A US ZIP code. */
        zipCode: string;
      };
      path: {
        /** @description A delivery partner. */
        partner: string;
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["PartnerStores"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No delivery partner by that name. */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description An outside service (recipe provider, delivery partner) failed. */
      502: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PartnersController_order: {
    parameters: {
      path: {
        /** @description One of your meal plans, with a list. */
        mealPlanId: string;
      };
    };
    responses: {
      /** @description A link to the partner, or the list as text when no partner is configured. */
      200: {
        content: {
          "application/json": components["schemas"]["PartnerOrder"] | components["schemas"]["OfflineOrder"];
        };
      };
      /** @description Everything on the list is checked off: nothing to order. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No plan of yours by that id, or it has no list yet. */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description An outside service (recipe provider, delivery partner) failed. */
      502: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PantryController_view: {
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["Pantry"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PantryController_add: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["AddPantryItemDto"];
      };
    };
    responses: {
      201: {
        content: {
          "application/json": components["schemas"]["PantryItem"];
        };
      };
      /** @description An unknown food, a stock without a quantity and unit, a unit the food cannot be weighed in, a negative amount; nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The food is already in your pantry: change its amount instead. */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PantryController_starter: {
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["PantryStarter"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PantryController_decideStarter: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["DecideStarterDto"];
      };
    };
    responses: {
      /** @description The pantry with the staples kept; the set is not offered again. */
      200: {
        content: {
          "application/json": components["schemas"]["Pantry"];
        };
      };
      /** @description An id that is not a food of the starter set, or a malformed list; nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PantryController_remove: {
    parameters: {
      path: {
        /** @description A pantry item of yours. */
        id: string;
      };
    };
    responses: {
      /** @description Taken out of the pantry. */
      204: {
        content: never;
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PantryController_update: {
    parameters: {
      path: {
        /** @description A pantry item of yours. */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdatePantryItemDto"];
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["PantryItem"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_view: {
    responses: {
      /** @description A person on their own is the owner of a household of one. */
      200: {
        content: {
          "application/json": components["schemas"]["Household"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_addMember: {
    requestBody: {
      content: {
        "application/json": components["schemas"]["AddMemberDto"];
      };
    };
    responses: {
      /** @description A member without an account (a child), by name and age. */
      201: {
        content: {
          "application/json": components["schemas"]["HouseholdMember"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Only the household's owner adds members. */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_removeMember: {
    parameters: {
      path: {
        /** @description A member of your household. */
        id: string;
      };
    };
    responses: {
      /** @description Removed; one with an account is out of the household at once. */
      204: {
        content: never;
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Only the household's owner removes members. */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The owner cannot remove themself. */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_updateMember: {
    parameters: {
      path: {
        /** @description A member of your household. */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdateMemberDto"];
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["HouseholdMember"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The owner changes anyone; a member only themself. */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_setMealsAway: {
    parameters: {
      path: {
        /** @description A member of your household. */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MealsAwayDto"];
      };
    };
    responses: {
      /** @description Who eats what: the meals of the week this member is away for. */
      200: {
        content: {
          "application/json": components["schemas"]["HouseholdMember"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The owner changes anyone; a member only themself. */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_memberPreferences: {
    parameters: {
      path: {
        /** @description A member of your household. */
        id: string;
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["MemberPreferences"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A member with an account keeps their own preferences on their Settings page. */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_saveMemberPreferences: {
    parameters: {
      path: {
        /** @description A member of your household. */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MemberPreferencesDto"];
      };
    };
    responses: {
      /** @description Fields left out keep their value. */
      200: {
        content: {
          "application/json": components["schemas"]["MemberPreferences"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Only the household's owner. */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A member with an account keeps their own preferences. */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_leave: {
    responses: {
      /** @description Left; the person is on their own again. */
      204: {
        content: never;
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The owner of a shared household cannot leave it; alone, there is nothing to leave. */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_invite: {
    responses: {
      /** @description A single-use link, valid for seven days. */
      201: {
        content: {
          "application/json": components["schemas"]["HouseholdInvite"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Only the household's owner invites. */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_preview: {
    parameters: {
      path: {
        /** @description An invite link's secret. */
        token: string;
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["HouseholdInvitePreview"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The link was used or is past its week. */
      410: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  HouseholdsController_accept: {
    parameters: {
      path: {
        /** @description An invite link's secret. */
        token: string;
      };
    };
    responses: {
      /** @description Joined: the household as the new member sees it. */
      200: {
        content: {
          "application/json": components["schemas"]["Household"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Already in it, or sharing another household. */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The link was used or is past its week. */
      410: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  IngredientsController_search: {
    parameters: {
      query: {
        /** @description Words of the food (trimmed); each must start a word of its name or an alias. */
        query: string;
        limit?: number;
      };
    };
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["IngredientSearch"];
        };
      };
      /** @description The input is refused (the message names the field and the rule); nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PriceBookController_view: {
    responses: {
      200: {
        content: {
          "application/json": components["schemas"]["PriceBook"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PriceBookController_remove: {
    parameters: {
      path: {
        /** @description An entry of your price book. */
        id: string;
      };
    };
    responses: {
      /** @description Forgotten: later lists and plans use the estimate again. */
      204: {
        content: never;
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  PriceBookController_update: {
    parameters: {
      path: {
        /** @description An entry of your price book. */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdatePriceBookEntryDto"];
      };
    };
    responses: {
      /** @description The entry with its new price; later lists and plans use it. */
      200: {
        content: {
          "application/json": components["schemas"]["PriceBookEntry"];
        };
      };
      /** @description Not a price more than $0 and at most $1000.00 with at most 2 decimals; nothing is written. */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No valid session (or a wrong e-mail or password on sign-in). */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Nothing of yours by that id (another person's id answers the same). */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
}

/** The API's named enums as values, in the document's order. */
export const apiEnums = {
  AuthMode: ["local", "clerk"],
  MealType: ["breakfast", "lunch", "dinner"],
  WeekdayName: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  StoreId: ["whole-foods", "safeway", "kroger", "trader-joes", "costco"],
  DietChip: ["Vegetarian", "Vegan", "Gluten-Free", "Keto", "Paleo", "Dairy-Free"],
  AllergyChip: ["Nuts", "Shellfish", "Eggs", "Dairy", "Soy", "Gluten"],
  ListUnit: ["mg", "g", "kg", "oz", "lb", "ml", "cl", "dl", "l", "drop", "pinch", "dash", "tsp", "tbsp", "fl oz", "cup", "pint", "quart", "gallon", "piece", "small", "medium", "large", "slice", "clove", "stalk", "head", "bunch", "sprig", "leaf", "stick", "ear", "fillet", "link", "sheet", "cube", "packet", "can", "jar", "bottle", "box", "bag", "carton", "tub", "block", "loaf", "package", "serving", "handful", "roll", "bar", "tube", "pair", "dozen"],
  StoreAisle: ["Produce", "Bakery", "Meat & Seafood", "Deli", "Dairy & Eggs", "Pantry", "Grains & Pasta", "Canned Goods", "Baking", "Spices & Seasonings", "Oils & Condiments", "Condiments & Sauces", "Oils & Vinegars", "Nuts & Seeds", "Snacks", "Breakfast & Cereal", "Beverages", "Frozen", "Other"],
  JobState: ["waiting", "waiting-children", "prioritized", "delayed", "active", "completed", "failed", "unknown"],
  RelaxationTarget: ["calories", "budget", "repeats", "shares", "macros", "protein"],
  Diet: ["vegetarian", "vegan", "gluten-free", "dairy-free", "keto", "paleo"],
  Allergen: ["milk", "eggs", "fish", "shellfish", "tree-nuts", "peanuts", "wheat", "gluten", "soy", "sesame"],
  PriceKind: ["estimate", "rough", "store", "yours", "none"],
  LineOrigin: ["generated", "added", "pantry"],
  ListUpdateTrigger: ["plan", "manual"],
  ListOperationField: ["isChecked", "quantity", "brand", "paidPrice", "removed", "add"],
  ListOperationStatus: ["applied", "duplicate", "superseded", "refused"],
  PantryKind: ["staple", "stock"],
  PantryReason: ["added", "set", "bought", "used"],
  MemberRole: ["owner", "adult", "child"],
} as const satisfies { [Name in keyof components['schemas']]?: readonly components['schemas'][Name][] };

/** Each word's name as a person reads it, for the enums whose names the document gives. */
export const apiEnumNames = {
  StoreId: { "whole-foods": "Whole Foods Market", "safeway": "Safeway", "kroger": "Kroger", "trader-joes": "Trader Joe's", "costco": "Costco" },
  Diet: { "vegetarian": "Vegetarian", "vegan": "Vegan", "gluten-free": "Gluten-Free", "dairy-free": "Dairy-Free", "keto": "Keto", "paleo": "Paleo" },
  Allergen: { "milk": "Dairy", "eggs": "Eggs", "fish": "Fish", "shellfish": "Shellfish", "tree-nuts": "Tree nuts", "peanuts": "Peanuts", "wheat": "Wheat", "gluten": "Gluten", "soy": "Soy", "sesame": "Sesame" },
} as const satisfies { [Name in keyof components['schemas']]?: Readonly<Record<components['schemas'][Name] & string, string>> };

/** The bounds of each request body's fields as the document declares them (what the API checks). */
export const apiLimits = {
  AddFavoriteDto: {
    "recipeId": { minimum: 1, maximum: 2147483647 },
  },
  AddFoodDto: {
    "dayIndex": { minimum: 0, maximum: 6 },
  },
  AddGroceryItemDto: {
    "name": { maxLength: 200 },
    "unit": { maxLength: 40 },
  },
  AddMemberDto: {
    "name": { maxLength: 60 },
    "age": { minimum: 0, maximum: 120 },
  },
  AddPantryItemDto: {
    "ingredientId": { minimum: 1 },
    "quantity": { minimum: 0, maximum: 100000 },
    "unit": { maxLength: 40 },
  },
  AddRecipeToPlanDto: {
    "mealPlanId": { minLength: 1 },
    "dayOfWeek": { minimum: 0, maximum: 6 },
    "servings": { minimum: 0.25, maximum: 10 },
  },
  ChatDto: {
    "message": { minLength: 1, maxLength: 2000 },
  },
  CreateMealPlanDto: {
    "name": { minLength: 1, maxLength: 120 },
    "meals": { maxItems: 210 },
  },
  CreateOwnRecipeDto: {
    "readyInMinutes": { minimum: 1, maximum: 1440 },
    "instructions": { maxItems: 100, itemMaxLength: 2000 },
    "summary": { maxLength: 2000 },
    "image": { maxLength: 2000 },
    "mealTypes": { maxItems: 3 },
    "title": { minLength: 1, maxLength: 200 },
    "servings": { minimum: 1, maximum: 64 },
    "ingredients": { minItems: 1, maxItems: 100, itemMaxLength: 500 },
  },
  DecideStarterDto: {
    "ingredientIds": { maxItems: 200 },
  },
  DemoJobDto: {
    "message": { maxLength: 200 },
    "steps": { minimum: 1, maximum: 10 },
  },
  ExportCalendarDto: {
    "timeZone": { maxLength: 64 },
  },
  GeneratePlanDto: {
    "requestKey": { minLength: 1, maxLength: 100 },
  },
  ImportRecipeDto: {
    "html": { maxLength: 900000 },
    "url": { maxLength: 2000 },
  },
  ListOperationsDto: {
    "operations": { minItems: 1, maxItems: 200 },
  },
  MealsAwayDto: {
    "mealsAway": { maxItems: 21 },
  },
  MemberPreferencesDto: {
    "dietaryRestrictions": { maxItems: 50, itemMaxLength: 60 },
    "allergies": { maxItems: 50, itemMaxLength: 60 },
    "dislikedIngredients": { maxItems: 50, itemMaxLength: 60 },
    "calorieGoal": { minimum: 1000, maximum: 4000 },
    "proteinGoal": { minimum: 20, maximum: 400 },
  },
  PreviewOwnRecipeDto: {
    "readyInMinutes": { minimum: 1, maximum: 1440 },
    "instructions": { maxItems: 100, itemMaxLength: 2000 },
    "summary": { maxLength: 2000 },
    "image": { maxLength: 2000 },
    "mealTypes": { maxItems: 3 },
    "title": { maxLength: 200 },
    "servings": { minimum: 1, maximum: 64 },
    "ingredients": { maxItems: 100, itemMaxLength: 500 },
  },
  RenameMealPlanDto: {
    "name": { minLength: 1, maxLength: 120 },
  },
  SavePreferencesDto: {
    "dietaryRestrictions": { maxItems: 50, itemMaxLength: 60 },
    "allergies": { maxItems: 50, itemMaxLength: 60 },
    "dislikedIngredients": { maxItems: 50, itemMaxLength: 60 },
    "calorieGoal": { minimum: 1000, maximum: 4000 },
    "weeklyBudget": { minimum: 50, maximum: 500 },
    "proteinGoal": { minimum: 20, maximum: 400 },
  },
  SignInDto: {
    "email": { maxLength: 320 },
    "password": { minLength: 1, maxLength: 200 },
  },
  SignUpDto: {
    "email": { maxLength: 320 },
    "password": { minLength: 8, maxLength: 200 },
    "firstName": { maxLength: 100 },
    "lastName": { maxLength: 100 },
  },
  SwapSlotDto: {
    "recipeId": { minimum: 1 },
  },
  UpdateGroceryItemDto: {
    "brand": { minLength: 1, maxLength: 120 },
  },
  UpdateMemberDto: {
    "name": { maxLength: 60 },
    "age": { minimum: 0, maximum: 120 },
  },
  UpdateOwnRecipeDto: {
    "readyInMinutes": { minimum: 1, maximum: 1440 },
    "instructions": { maxItems: 100, itemMaxLength: 2000 },
    "summary": { maxLength: 2000 },
    "image": { maxLength: 2000 },
    "mealTypes": { maxItems: 3 },
    "title": { minLength: 1, maxLength: 200 },
    "servings": { minimum: 1, maximum: 64 },
    "ingredients": { minItems: 1, maxItems: 100, itemMaxLength: 500 },
  },
  UpdatePantryItemDto: {
    "quantity": { minimum: 0, maximum: 100000 },
    "unit": { maxLength: 40 },
  },
} as const;
