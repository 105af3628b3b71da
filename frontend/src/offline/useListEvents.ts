import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { API_KEYS } from '../api/keys';
import { refreshReads } from '../api/swr-readers';
import { watchList } from './list-events';
import { isListKeyOf, operationSync } from './operation-sync';

/** While a plan's list is on screen, a change made elsewhere reads it (and the list of lists) again. */
export function useListEvents(mealPlanId: string | null | undefined): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!mealPlanId) return;
    return watchList(
      mealPlanId,
      () => void refreshReads(mutate, (key) => isListKeyOf(key, mealPlanId) || key === API_KEYS.groceryLists),
      (opIds) => operationSync.isOwn(opIds),
    );
  }, [mealPlanId, mutate]);
}
