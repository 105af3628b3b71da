/**
 * SWR keys: the API path of each resource. Import these to read (`useSWR(KEY)`) or refresh
 * after a write (`mutate(KEY)`), so a key is never spelled twice.
 */
export const API_KEYS = {
  config: '/api/config',
  /** The landing page's sample day, planned for a visitor. */
  sampleDay: '/api/sample-day',
  currentUser: '/api/auth/user',
  favorites: '/api/favorites',
  /** The person's meal plans; each plan is `${mealPlans}/{id}` (one `mutate` by prefix refreshes both). */
  mealPlans: '/api/meal-plans',
  /** The person's grocery lists; each plan's is `${groceryLists}/{mealPlanId}` (here too, so a plan's edit can refresh its list). */
  groceryLists: '/api/grocery-lists',
  /** The person's pantry (here, not in api/pantry.ts, so the grocery reads can refresh it without an import cycle). */
  pantry: '/api/pantry',
  /** What the person paid, per store and food (here, so the grocery writes can refresh it without an import cycle). */
  priceBook: '/api/price-book',
} as const;

export type ApiKey = (typeof API_KEYS)[keyof typeof API_KEYS];
