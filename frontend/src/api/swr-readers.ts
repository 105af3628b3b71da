/**
 * Which SWR keys are read on screen now, so a refresh after a write reaches every cached read:
 * SWR's `mutate(filter)` fetches again only the keys a mounted component reads; a cached read of a
 * screen the person left would stay stale (the app never revalidates on mount, spec §7) and show the
 * old data when they come back — e.g. after a job that ended while they were elsewhere.
 */
import { useEffect } from 'react';
import type { Middleware, ScopedMutator } from 'swr';

const readers = new Map<string, number>();

/** SWR middleware: counts the components reading each (string) key. */
export const trackReaders: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const read = typeof key === 'string' ? key : null;
  useEffect(() => {
    if (read === null) return;
    readers.set(read, (readers.get(read) ?? 0) + 1);
    return () => {
      const left = (readers.get(read) ?? 1) - 1;
      if (left > 0) readers.set(read, left);
      else readers.delete(read);
    };
  }, [read]);
  return swr;
};

/**
 * Refreshes every cached read whose key `match`es: those on screen are fetched again (no flash of
 * a loading state), the others are forgotten, so the screen reads afresh when it is opened again.
 * (Forgetting goes through a revalidating mutate: with no reader on screen it fetches nothing, but
 * it drops SWR's record of the last request, which the next reader would otherwise reuse for a day.)
 */
export function refreshReads(mutate: ScopedMutator, match: (key: string) => boolean): Promise<unknown> {
  return Promise.all([
    mutate((key) => typeof key === 'string' && match(key) && readers.has(key)),
    mutate((key) => typeof key === 'string' && match(key) && !readers.has(key), undefined, { revalidate: true }),
  ]);
}
