/**
 * The person's price book (#20): what they paid for a package of a food at a store, typed on a grocery line,
 * shown, changed and forgotten on the Prices page. Lists and plans are priced from it, so every write refreshes
 * the grocery reads and the plans (their cost) too.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from './fetcher';
import { GROCERY_LISTS_KEY } from './grocery';
import { API_KEYS } from './keys';
import { refreshReads } from './swr-readers';
import type { Schemas } from './types';

/** One entry: the food, the store, the package as bought and the price paid (dollars, 2 decimals, as text). */
export type PriceBookEntry = Schemas['PriceBookEntry'];
export type PriceBook = Schemas['PriceBook'];

/** GET /api/price-book; nothing is fetched when signed out. */
export function usePriceBook(signedIn: boolean) {
  return useSWR<PriceBook>(signedIn ? API_KEYS.priceBook : null);
}

const entryPath = (id: string) => `${API_KEYS.priceBook}/${encodeURIComponent(id)}`;

/** Changing or forgetting a price, then the book, the lists and the plans are read again. */
export function usePriceBookWrites() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () =>
      refreshReads(mutate, (key) => key === API_KEYS.priceBook || key.startsWith(GROCERY_LISTS_KEY) || key.startsWith(API_KEYS.mealPlans)),
    [mutate],
  );
  const change = useCallback(
    async (id: string, price: string) => {
      const answer = await apiFetch<PriceBookEntry>(entryPath(id), { method: 'PATCH', body: { price } });
      await refresh();
      return answer;
    },
    [refresh],
  );
  const forget = useCallback(
    async (id: string) => {
      await apiFetch<void>(entryPath(id), { method: 'DELETE' });
      await refresh();
    },
    [refresh],
  );
  return { change, forget };
}
