import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { handleUnauthorized, isUnauthorizedError, swrFetcher } from './fetcher';
import { API_KEYS } from './keys';

/**
 * Spec §7: query data is never refetched automatically, never stale and not retried.
 * A later write refreshes exactly what changed with `mutate(key)`.
 */
export const swrOptions: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  dedupingInterval: 24 * 60 * 60 * 1000,
  focusThrottleInterval: 24 * 60 * 60 * 1000,
  onError: (error: unknown, key: string) => {
    // The auth check answers "signed out" on its own; any other query rejected as unauthorised
    // means the session ended: toast, then /api/login (spec §8).
    if (key !== API_KEYS.currentUser && isUnauthorizedError(error)) handleUnauthorized();
  },
};

export function SWRProvider({ children, value }: { children: ReactNode; value?: SWRConfiguration }) {
  return <SWRConfig value={{ ...swrOptions, ...value }}>{children}</SWRConfig>;
}
