import useSWR, { preload } from 'swr';
import { ApiError, apiRead, swrFetcher } from './fetcher';
import { API_KEYS } from './keys';
import type { AuthUser } from './types';

/** Screens that read the plans list as they open (the dashboard, Meal Plans, Grocery Lists). */
const SCREENS_OPENING_WITH_PLANS = new Set(['/', '/landing', '/meal-plans', '/grocery-lists']);

/**
 * GET /api/auth/user; a 401 means "signed out" and answers null instead of throwing.
 * Signed in on a screen that opens with the plans list, the list is asked for at once, while the
 * screen's code is still being read, instead of after its first render. Only there: that screen takes
 * the answer as it opens, so it can never be kept for a later read (or for the next person to sign in).
 */
export async function fetchCurrentUser(key: string = API_KEYS.currentUser): Promise<AuthUser | null> {
  try {
    const user = (await apiRead<AuthUser>(key)) ?? null;
    if (user && SCREENS_OPENING_WITH_PLANS.has(window.location.pathname)) {
      void preload(API_KEYS.mealPlans, swrFetcher).catch(() => undefined); // the screen's own read reports errors
    }
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in person, null when signed out. `enabled: false` skips the call (e.g. Clerk still loading). */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useSWR<AuthUser | null, Error>(enabled ? API_KEYS.currentUser : null, fetchCurrentUser);
}
