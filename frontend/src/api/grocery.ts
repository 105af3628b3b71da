/**
 * Grocery lists (spec §3, §7): types, SWR hooks and writes. Every write refreshes the grocery keys
 * (and the meal plans, whose `hasGroceryList` may change) with `mutate`.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { ApiError, apiFetch } from './fetcher';
import type { PriceSource } from './price-source';
import { API_KEYS } from './keys';
import { MEAL_PLANS_KEY } from './recipes';
import { refreshReads } from './swr-readers';

export interface BrandOption {
  brand: string;
  /** Dollars as a 2-decimal string; null when nothing could be estimated for it. */
  price: string | null;
  description: string;
}

export interface GroceryItem {
  id: string;
  name: string;
  brand: string | null;
  category: string | null;
  quantity: number;
  unit: string;
  /** Dollars as a string (spec §3), e.g. '4.99'. */
  estimatedPrice: string | null;
  purchased: boolean;
  isChecked?: boolean;
  forMeals?: string[];
  note?: string | null;
  brandOptions?: BrandOption[];
  /** Where the price comes from ("estimate: U.S. average prices, Nov 2023, × typical Costco level (0.80)", "rough estimate: …", "Kroger price at …", "your price", "no estimate"). */
  priceSource?: PriceSource;
  /** 'generated' from the plan's meals, 'added' by the person (by hand or through the assistant). */
  origin?: LineOrigin;
  /** Taken off the list (such lines come in `removedItems`). */
  removed?: boolean;
  /** What the plan alone asks to buy of a plan line; null on the person's own lines. */
  planAmount?: { quantity: number; unit: string } | null;
  /** The plan needs more of this line than when the person took it off or set its quantity. */
  planNeedsMore?: boolean;
}

/** Where a line comes from: the plan's meals, the person, or their pantry (covered whole: nothing to buy). */
export type LineOrigin = 'generated' | 'added' | 'pantry';

export interface GroceryList {
  id: string;
  mealPlanId: string;
  planName: string;
  weekStartDate?: string | null;
  store?: string | null;
  storeName?: string | null;
  totalEstimatedCost: number;
  /** Where the list's prices come from: "Kroger prices at <store>, <date>", or the estimate (and why a store's own were not used). */
  priceSource?: PriceSource;
  createdAt: string;
  items: GroceryItem[];
  /** Lines the person took off: not in the total, the counts or the export; each can be restored. */
  removedItems?: GroceryItem[];
  /** What the meals need that the pantry covers whole ("From your pantry"): price 0, not in the total, the counts or the export. */
  pantryItems?: GroceryItem[];
}

export interface GroceryListSummary {
  id: string;
  mealPlanId: string;
  planName: string;
  weekStartDate?: string | null;
  store?: string | null;
  itemCount: number;
  checkedCount: number;
  totalEstimatedCost: number;
  createdAt: string;
}

export interface MealPlanForGrocery {
  id: string;
  name?: string | null;
  weekStartDate?: string;
  createdAt?: string;
  hasGroceryList?: boolean;
}

export interface PartnerStore { id: string; name: string; chain: string | null; address: string | null; logoUrl: string | null }

export interface StoresAnswer {
  partner: string;
  partnerName: string;
  configured: boolean;
  zipCode: string;
  stores: PartnerStore[];
  message: string | null;
}

export type OrderAnswer =
  | { mode: 'partner'; partner: string; partnerName: string; url: string; itemCount: number }
  | { mode: 'offline'; partner: string; partnerName: string; configured: false; message: string; text: string; itemCount: number };

export type BrandTable = 'dashboard' | 'lists';

/** The delivery partner the Grocery Lists screen asks for stores, and its fixed demo ZIP code (spec §7). */
export const DELIVERY_PARTNER = 'instacart';
export const DEMO_ZIP_CODE = '94103';

export const GROCERY_LISTS_KEY = '/api/grocery-lists';

export const groceryKeys = {
  lists: GROCERY_LISTS_KEY,
  list: (mealPlanId: string, table: BrandTable = 'dashboard') =>
    `${GROCERY_LISTS_KEY}/${encodeURIComponent(mealPlanId)}${table === 'lists' ? '?brandTable=lists' : ''}`,
  stores: (partner: string, zipCode: string) => `/api/${encodeURIComponent(partner)}/stores?zipCode=${encodeURIComponent(zipCode)}`,
};

/** A plan without a list answers 404: that is "no list yet" (null), not an error. */
async function fetchListOrNull(key: string): Promise<GroceryList | null> {
  try {
    return await apiFetch<GroceryList>(key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The plan's grocery list; null when it has none yet; nothing is fetched without a plan. */
export function useGroceryList(mealPlanId: string | null | undefined, table: BrandTable = 'dashboard') {
  return useSWR<GroceryList | null>(mealPlanId ? groceryKeys.list(mealPlanId, table) : null, fetchListOrNull);
}

export function useGroceryLists() {
  return useSWR<GroceryListSummary[]>(groceryKeys.lists);
}

/** GET /api/meal-plans (the same key the meal-plans screen reads). */
export function useMealPlansForGrocery() {
  return useSWR<MealPlanForGrocery[]>(MEAL_PLANS_KEY);
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
  return refreshReads(mutate, (key) => isGroceryOrPantryKey(key) || key.startsWith(MEAL_PLANS_KEY));
}

/** POST /api/meal-plans/{id}/generate-grocery-list → the job id to poll. */
export function startGroceryListJob(mealPlanId: string): Promise<{ jobId: string }> {
  return apiFetch<{ jobId: string }>(`/api/meal-plans/${encodeURIComponent(mealPlanId)}/generate-grocery-list`, { method: 'POST' });
}

/** One change at a time: a tick, a brand at its price, or how many to buy. */
export interface ItemUpdate { isChecked?: boolean; brand?: string; estimatedPrice?: string; quantity?: number }

/** A line the person adds: "paper towels", 6 rolls, their price '7.99' (all but the name optional). */
export interface NewGroceryItem { name: string; quantity?: number; unit?: string; price?: string }

/** A changed line, with the list's total after the change. */
export type ChangedGroceryItem = GroceryItem & { listTotalEstimatedCost: number };

/** The answer to an added line: `merged` when a line of the same name took it, `restored` when one taken off came back. */
export type AddedGroceryItem = ChangedGroceryItem & { merged: boolean; restored: boolean };

/**
 * The units a line can be written in, as the add form offers them ('' is a number of things: "2 paper towels").
 * The server knows these and their spellings (backend/src/grocery/line-edits.ts) and refuses others.
 */
export const LINE_UNITS: readonly string[] = [
  '', 'dozen', 'lb', 'oz', 'g', 'kg', 'gallon', 'quart', 'pint', 'cup', 'fl oz', 'l', 'ml', 'tbsp', 'tsp',
  'package', 'bag', 'box', 'can', 'jar', 'bottle', 'carton', 'tub', 'loaf', 'bunch', 'head', 'roll', 'bar', 'tube', 'pair',
];

const itemPath = (itemId: string) => `/api/grocery-list-items/${encodeURIComponent(itemId)}`;

/**
 * A write to a list, then every grocery read and the pantry are read again — and the plans too when the write
 * can start a list (their `hasGroceryList`).
 */
function useGroceryWrite<A extends unknown[], T>(write: (...args: A) => Promise<T>, { startsList = false } = {}): (...args: A) => Promise<T> {
  const { mutate } = useSWRConfig();
  return useCallback(async (...args: A) => {
    const answer = await write(...args);
    await (startsList ? refreshGrocery(mutate) : refreshReads(mutate, isGroceryOrPantryKey));
    return answer;
  }, [mutate, write, startsList]);
}

const patchItem = (itemId: string, body: ItemUpdate) => apiFetch<ChangedGroceryItem>(itemPath(itemId), { method: 'PATCH', body });
const addItem = (mealPlanId: string, body: NewGroceryItem) => apiFetch<AddedGroceryItem>(`${GROCERY_LISTS_KEY}/${encodeURIComponent(mealPlanId)}/items`, { method: 'POST', body });
const removeItem = (itemId: string) => apiFetch<ChangedGroceryItem>(itemPath(itemId), { method: 'DELETE' });
const restoreItem = (itemId: string) => apiFetch<ChangedGroceryItem>(`${itemPath(itemId)}/restore`, { method: 'POST' });

/** PATCH /api/grocery-list-items/{itemId}, then the lists are read again. */
export function useUpdateGroceryItem(): (itemId: string, body: ItemUpdate) => Promise<ChangedGroceryItem> {
  return useGroceryWrite(patchItem);
}

/** POST /api/grocery-lists/{mealPlanId}/items: a line of the person's own. */
export function useAddGroceryItem(): (mealPlanId: string, body: NewGroceryItem) => Promise<AddedGroceryItem> {
  return useGroceryWrite(addItem, { startsList: true });
}

/** DELETE /api/grocery-list-items/{itemId}: takes a line off (it can be restored). */
export function useRemoveGroceryItem(): (itemId: string) => Promise<ChangedGroceryItem> {
  return useGroceryWrite(removeItem);
}

/** POST /api/grocery-list-items/{itemId}/restore: puts a line taken off back. */
export function useRestoreGroceryItem(): (itemId: string) => Promise<ChangedGroceryItem> {
  return useGroceryWrite(restoreItem);
}

/** POST /api/grocery-lists/{mealPlanId}/order: a partner link, or a printable list when no partner is configured. */
export function orderGroceries(mealPlanId: string): Promise<OrderAnswer> {
  return apiFetch<OrderAnswer>(`${GROCERY_LISTS_KEY}/${encodeURIComponent(mealPlanId)}/order`, { method: 'POST' });
}
