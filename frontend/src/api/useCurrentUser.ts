import useSWR from 'swr';
import { ApiError, apiFetch } from './fetcher';
import { API_KEYS } from './keys';
import type { AuthUser } from './types';

/** GET /api/auth/user; a 401 means "signed out" and answers null instead of throwing. */
export async function fetchCurrentUser(key: string = API_KEYS.currentUser): Promise<AuthUser | null> {
  try {
    return (await apiFetch<AuthUser>(key)) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in person, null when signed out. `enabled: false` skips the call (e.g. Clerk still loading). */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useSWR<AuthUser | null, Error>(enabled ? API_KEYS.currentUser : null, fetchCurrentUser);
}
