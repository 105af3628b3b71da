/**
 * Grocery lists (spec §3, §7): types, SWR hooks and writes. A change to a line goes through the device's
 * operation queue (issue #21, `offline/`): shown at once, kept until saved, sent in order; the other writes
 * refresh the grocery keys (and the meal plans, whose `hasGroceryList` may change) with `mutate`.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type Cache, type ScopedMutator } from 'swr';
import { readThroughDevice } from '../offline/device-reads';
import { applyOperations, changesOfUpdate, findLine, lineOfAdd, type OperationChange } from '../offline/list-operations';
import { operationSync } from '../offline/operation-sync';
import { useListEvents } from '../offline/useListEvents';
import { ApiError, apiFetch } from './fetcher';
import { API_KEYS } from './keys';
import { apiEnums } from './schema';
import { refreshReads } from './swr-readers';
import type { Schemas } from './types';

/** A brand choice of a line; `price` (dollars, 2 decimals, as text) null when nothing could be estimated. */
export type BrandOption = Schemas['BrandOption'];
/** A line of a list; `estimatedPrice` is dollars as text (spec §3), `priceSource` says where it comes from. */
export type GroceryItem = Schemas['GroceryItem'];
/** A plan's list; `priceSource` says where its prices come from, and why a store's own were not used. */
export type GroceryList = Schemas['GroceryList'];
export type GroceryListSummary = Schemas['GroceryListSummary'];
export type PartnerStore = Schemas['PartnerStore'];
export type StoresAnswer = Schemas['PartnerStores'];
/** A link to the delivery partner, or the list as text when no partner is configured. */
export type OrderAnswer = Schemas['PartnerOrder'] | Schemas['OfflineOrder'];
/** Where a line comes from: the plan's meals, the person, or their pantry (covered whole: nothing to buy). */
export type LineOrigin = Schemas['LineOrigin'];

export type BrandTable = 'dashboard' | 'lists';

/** The delivery partner the Grocery Lists screen asks for stores, and its fixed demo ZIP code (spec §7). */
export const DELIVERY_PARTNER = 'instacart';
export const DEMO_ZIP_CODE = '94103';

export const GROCERY_LISTS_KEY = API_KEYS.groceryLists;

/** What the last update of a list from its plan changed, and its sentence ("Updated from your plan: + chicken thighs 1.5 lb, − paneer"). */
export type ListUpdate = Schemas['ListUpdate'];

/** How often a list that is updating from its plan is read again, until it says it is done. */
export const LIST_UPDATING_POLL_MS = 1000;

export const groceryKeys = {
  lists: GROCERY_LISTS_KEY,
  list: (mealPlanId: string, table: BrandTable = 'dashboard') =>
    `${GROCERY_LISTS_KEY}/${encodeURIComponent(mealPlanId)}${table === 'lists' ? '?brandTable=lists' : ''}`,
  stores: (partner: string, zipCode: string) => `/api/${encodeURIComponent(partner)}/stores?zipCode=${encodeURIComponent(zipCode)}`,
};

/**
 * A plan without a list answers 404: that is "no list yet" (null), not an error. Offline, the device's copy
 * answers; either way the changes still waiting on the device are shown over it.
 */
async function fetchListOrNull(key: string): Promise<GroceryList | null> {
  let list: GroceryList;
  try {
    list = await readThroughDevice(key, () => apiFetch<GroceryList>(key));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  await operationSync.ready;
  return applyOperations(list, operationSync.pendingFor(list.mealPlanId));
}

/** A list on screen is read again when the person comes back to the tab or the network returns, at most this often. */
export const LIST_FOCUS_THROTTLE_MS = 5_000;

/**
 * The plan's grocery list; null when it has none yet; nothing is fetched without a plan. While the list says
 * it is updating from its plan (after the plan changed), it is read again every second until it is done.
 * Live (issue #21): a change made on another device reads it again at once (`useListEvents`); coming back to the
 * tab or the network reads it again too, in case the live channel missed something.
 */
export function useGroceryList(mealPlanId: string | null | undefined, table: BrandTable = 'dashboard') {
  useListEvents(mealPlanId);
  return useSWR<GroceryList | null>(mealPlanId ? groceryKeys.list(mealPlanId, table) : null, fetchListOrNull, {
    refreshInterval: (latest) => (latest?.updating ? LIST_UPDATING_POLL_MS : 0),
    dedupingInterval: LIST_UPDATING_POLL_MS / 2,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    focusThrottleInterval: LIST_FOCUS_THROTTLE_MS,
  });
}

export function useGroceryLists() {
  return useSWR<GroceryListSummary[]>(groceryKeys.lists);
}

/** Nearby stores of the delivery partner (spec §7: fetched on the grocery page with a fixed demo ZIP). */
export function usePartnerStores(partner = DELIVERY_PARTNER, zipCode = DEMO_ZIP_CODE) {
  return useSWR<StoresAnswer>(groceryKeys.stores(partner, zipCode));
}

/**
 * The pantry follows the lists: a ticked line leaves its leftover there, and a list built for a week that has
 * started takes out what it counts on.
 */
const isGroceryOrPantryKey = (key: string) => key.startsWith(GROCERY_LISTS_KEY) || key === API_KEYS.pantry;

/** Refreshes every grocery read (lists and each list), the meal plans and the pantry. */
export function refreshGrocery(mutate: ScopedMutator): Promise<unknown> {
  return refreshReads(mutate, (key) => isGroceryOrPantryKey(key) || key.startsWith(API_KEYS.mealPlans));
}

/** POST /api/meal-plans/{id}/generate-grocery-list → the job id to poll. */
export function startGroceryListJob(mealPlanId: string): Promise<Schemas['JobStarted']> {
  return apiFetch<Schemas['JobStarted']>(`/api/meal-plans/${encodeURIComponent(mealPlanId)}/generate-grocery-list`, { method: 'POST' });
}

/** One change at a time: a tick, a brand at its price, how many to buy, or what was paid (alone or with the tick). */
export type ItemUpdate = Schemas['UpdateGroceryItemDto'];

/** A line the person adds: "paper towels", 6 rolls, their price '7.99' (all but the name optional). */
export type NewGroceryItem = Schemas['AddGroceryItemDto'];

/** A changed line, with the list's total after the change. */
export type ChangedGroceryItem = Schemas['UpdatedGroceryItem'];

/** The answer to an added line: `merged` when a line of the same name took it, `restored` when one taken off came back. */
export type AddedGroceryItem = Schemas['AddedGroceryItem'];

/** A unit a line can be written in ('' is a number of things: "2 paper towels"). */
export type LineUnit = '' | Schemas['ListUnit'];

/** The units the add form offers: every unit the server knows (its ListUnit enum), a number of things first. */
export const LINE_UNITS: readonly LineUnit[] = ['', ...apiEnums.ListUnit];

const itemPath = (itemId: string) => `/api/grocery-list-items/${encodeURIComponent(itemId)}`;

/**
 * A write to a list, then every grocery read, the pantry and the plans are read again: a list's lines are its
 * plan's cost (one cost: the cost card, the banner and the dashboard say the list's figure), a write can start a
 * list (`hasGroceryList`), and a price paid goes into the price book.
 */
function useGroceryWrite<A extends unknown[], T>(write: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...args: A) => {
      const answer = await write(...args);
      await refreshReads(mutate, (key) => isGroceryOrPantryKey(key) || key.startsWith(API_KEYS.mealPlans) || key === API_KEYS.priceBook);
      return answer;
    },
    [mutate, write],
  );
}

const patchItem = (itemId: string, body: ItemUpdate) => apiFetch<ChangedGroceryItem>(itemPath(itemId), { method: 'PATCH', body });
const removeItem = (itemId: string) => apiFetch<ChangedGroceryItem>(itemPath(itemId), { method: 'DELETE' });
const restoreItem = (itemId: string) => apiFetch<ChangedGroceryItem>(`${itemPath(itemId)}/restore`, { method: 'POST' });

/** The list on screen that holds a line (its plan's operations route takes the line's changes), if any. */
function listHolding(cache: Cache, itemId: string): GroceryList | null {
  for (const key of cache.keys()) {
    if (typeof key !== 'string' || !key.startsWith(`${GROCERY_LISTS_KEY}/`)) continue;
    const list = cache.get(key)?.data as GroceryList | null | undefined;
    if (list && typeof list === 'object' && 'mealPlanId' in list && findLine(list, itemId)) return list;
  }
  return null;
}

/** The list of a plan as shown now (with the changes made on the device). */
function shownList(cache: Cache, mealPlanId: string): GroceryList | null {
  const shown = (key: string) => (cache.get(key)?.data as GroceryList | null | undefined) ?? null;
  return shown(groceryKeys.list(mealPlanId)) ?? shown(groceryKeys.list(mealPlanId, 'lists'));
}

/**
 * Puts changes to a plan's list in the device's queue and answers the list they leave: the server's, when it
 * answered within a few seconds, else the list as shown (the changes wait on the device and are sent when the
 * network is back). A change the server refused rejects with its reason (as the REST route's 400 did).
 */
function useListChanges(): (mealPlanId: string, changes: OperationChange[]) => Promise<GroceryList | null> {
  const { mutate, cache } = useSWRConfig();
  return useCallback(
    async (mealPlanId: string, changes: OperationChange[]) => {
      const ops = await operationSync.submit(mealPlanId, changes, mutate);
      const outcome = await operationSync.outcome(
        mealPlanId,
        ops.map((op) => op.opId),
      );
      if (outcome.status === 'answered') {
        const refused = outcome.results.find((result) => result.status === 'refused');
        if (refused) throw new ApiError(400, 'Bad Request', JSON.stringify({ statusCode: 400, message: refused.reason }));
        if (outcome.list) return applyOperations(outcome.list, operationSync.pendingFor(mealPlanId));
      }
      return shownList(cache, mealPlanId);
    },
    [mutate, cache],
  );
}

/** A line as changed, with its list's total (what the REST routes answered). */
function changedLine(list: GroceryList | null, fallback: GroceryList, itemId: string): ChangedGroceryItem {
  const shown = (list && findLine(list, itemId)) ?? findLine(fallback, itemId);
  if (!shown) throw new Error('That line is no longer on the list.');
  return { ...shown, listTotalEstimatedCost: (list ?? fallback).totalEstimatedCost };
}

/** A change to one line of a list on screen goes through the queue; a line of no list on screen, straight to its REST route. */
function useLineChange<A extends unknown[]>(
  changesOf: (itemId: string, ...args: A) => OperationChange[],
  rest: (itemId: string, ...args: A) => Promise<ChangedGroceryItem>,
): (itemId: string, ...args: A) => Promise<ChangedGroceryItem> {
  const { cache } = useSWRConfig();
  const send = useListChanges();
  const restWrite = useGroceryWrite(rest);
  return useCallback(
    async (itemId: string, ...args: A) => {
      const holding = listHolding(cache, itemId);
      if (!holding) return restWrite(itemId, ...args);
      const list = await send(holding.mealPlanId, changesOf(itemId, ...args));
      return changedLine(list, holding, itemId);
    },
    [cache, send, restWrite, changesOf],
  );
}

const updateChanges = (itemId: string, body: ItemUpdate) => changesOfUpdate(itemId, body);
const removeChanges = (itemId: string): OperationChange[] => [{ line: itemId, field: 'removed', value: true }];
const restoreChanges = (itemId: string): OperationChange[] => [{ line: itemId, field: 'removed', value: false }];

/** A tick, a brand at its price, a quantity or a price paid: through the device's operation queue. */
export function useUpdateGroceryItem(): (itemId: string, body: ItemUpdate) => Promise<ChangedGroceryItem> {
  return useLineChange(updateChanges, patchItem);
}

/** A line of the person's own, with an id made on the device: through the device's operation queue. */
export function useAddGroceryItem(): (mealPlanId: string, body: NewGroceryItem) => Promise<AddedGroceryItem> {
  const { cache } = useSWRConfig();
  const send = useListChanges();
  return useCallback(
    async (mealPlanId: string, body: NewGroceryItem) => {
      const before = shownList(cache, mealPlanId);
      const line = crypto.randomUUID();
      const list = await send(mealPlanId, [{ line, field: 'add', value: body }]);
      const sameName = (item: GroceryItem) => item.name.trim().toLowerCase() === body.name.trim().toLowerCase();
      // a line of the same name takes it (the server remembers the device's id as another name of that line)
      const shown = (list && (findLine(list, line) ?? list.items.find(sameName))) ?? lineOfAdd(line, body);
      return {
        ...shown,
        listTotalEstimatedCost: list?.totalEstimatedCost ?? 0,
        merged: Boolean(before?.items.some(sameName)),
        restored: Boolean(before?.removedItems?.some(sameName)),
      };
    },
    [cache, send],
  );
}

/** Takes a line off (it can be restored): through the device's operation queue. */
export function useRemoveGroceryItem(): (itemId: string) => Promise<ChangedGroceryItem> {
  return useLineChange(removeChanges, removeItem);
}

/** Puts a line taken off back: through the device's operation queue. */
export function useRestoreGroceryItem(): (itemId: string) => Promise<ChangedGroceryItem> {
  return useLineChange(restoreChanges, restoreItem);
}

const dismissUpdate = (mealPlanId: string) =>
  apiFetch<void>(`${GROCERY_LISTS_KEY}/${encodeURIComponent(mealPlanId)}/last-update`, { method: 'DELETE' });

/** DELETE /api/grocery-lists/{mealPlanId}/last-update: the list stops saying what its last update changed. */
export function useDismissListUpdate(): (mealPlanId: string) => Promise<void> {
  return useGroceryWrite(dismissUpdate);
}

/** POST /api/grocery-lists/{mealPlanId}/order: a partner link, or a printable list when no partner is configured. */
export function orderGroceries(mealPlanId: string): Promise<OrderAnswer> {
  return apiFetch<OrderAnswer>(`${GROCERY_LISTS_KEY}/${encodeURIComponent(mealPlanId)}/order`, { method: 'POST' });
}
