import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { isUnauthorizedError, swrFetcher } from './fetcher';
import { API_KEYS } from './keys';
import { trackReaders } from './swr-readers';

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
  // knows which reads are on screen, so a refresh also reaches the screens the person left
  use: [trackReaders],
};

/**
 * SWR for the app. `onUnauthorized` is the UI's answer when a query is refused as unauthorised
 * (the app root passes the toast-and-redirect of spec §8); the auth check is left out, as it answers
 * "signed out" on its own.
 */
export function SWRProvider({
  children,
  value,
  onUnauthorized,
}: {
  children: ReactNode;
  value?: SWRConfiguration;
  onUnauthorized?: () => void;
}) {
  const onError = (error: unknown, key: string) => {
    if (onUnauthorized && key !== API_KEYS.currentUser && isUnauthorizedError(error)) onUnauthorized();
  };
  return <SWRConfig value={{ ...swrOptions, onError, ...value }}>{children}</SWRConfig>;
}
