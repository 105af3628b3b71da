/**
 * The pantry (issue #16): what a person has at home — staples (always there) and stocked amounts — and the
 * catalogue search it adds from: SWR hooks and writes, over the types generated from the API document.
 *
 * A pantry change changes what the next grocery list buys, so every write also refreshes the grocery reads;
 * the grocery writes refresh the pantry in turn (a ticked line leaves its leftover here).
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { apiFetch } from './fetcher';
import { GROCERY_LISTS_KEY } from './grocery';
import { API_KEYS } from './keys';
import { refreshReads } from './swr-readers';
import type { Schemas } from './types';

// ---------- the server's views (types generated from the API document) ----------

/** A staple is always at home; a stock is an amount. */
export type PantryKind = Schemas['PantryKind'];
/** Why an amount changed: added by the person or the starter set, set by them, left by a bought line, used by a week. */
export type PantryReason = Schemas['PantryReason'];
/** One change of an item, as the pantry screen says it ("+8 eggs bought: left after Week of Nov 22"). */
export type PantryMovement = Schemas['PantryMovement'];
/** A food at home: "always there" for a staple, else its amount as sold ("1 lb 3 oz"), and where it came from. */
export type PantryItem = Schemas['PantryItem'];
/** The pantry by aisle, and whether the starter set is still offered. */
export type Pantry = Schemas['Pantry'];
/** A staple of the starter set the Pantry screen offers. */
export type StarterStaple = Schemas['StarterStaple'];
/** A food of our ingredient catalogue, as the search answers it. */
export type IngredientMatch = Schemas['IngredientHit'];

// ---------- what is sent ----------

/** POST /api/pantry: a staple, or a stocked amount (quantity and unit, e.g. 2 lb). */
export type NewPantryItem =
  { ingredientId: number; kind: 'staple' } | { ingredientId: number; kind: 'stock'; quantity: number; unit: string };

/** PATCH /api/pantry/:id: mark as always at home, or set what is at home now. */
export type PantryItemChange = { kind: 'staple' } | { kind: 'stock'; quantity: number; unit: string };

// ---------- keys and reads ----------

/** The server needs at least this many characters to search our ingredients. */
export const INGREDIENT_SEARCH_MIN = 2;
export const INGREDIENT_SEARCH_LIMIT = 12;

/**
 * The units a stock is measured in, as the server reads them (backend/src/kitchen/units.ts); it refuses a unit
 * it cannot weigh for a food (a cup of eggs) and says which it can.
 */
export const PANTRY_UNITS: readonly { value: string; label: string }[] = [
  { value: 'lb', label: 'lb' },
  { value: 'oz', label: 'oz' },
  { value: 'g', label: 'g' },
  { value: 'kg', label: 'kg' },
  { value: 'fl oz', label: 'fl oz' },
  { value: 'cup', label: 'cups' },
  { value: 'tbsp', label: 'tbsp' },
  { value: 'tsp', label: 'tsp' },
  { value: 'ml', label: 'ml' },
  { value: 'l', label: 'l' },
  { value: 'piece', label: 'pieces' },
];

export const pantryKeys = {
  pantry: API_KEYS.pantry,
  starter: `${API_KEYS.pantry}/starter`,
  item: (id: string) => `${API_KEYS.pantry}/${encodeURIComponent(id)}`,
  ingredients: (query: string, limit = INGREDIENT_SEARCH_LIMIT) => `/api/ingredients?query=${encodeURIComponent(query)}&limit=${limit}`,
};

export function usePantry() {
  return useSWR<Pantry>(pantryKeys.pantry);
}

/** The starter set of staples; nothing is fetched until it is wanted. */
export function useStarterStaples(enabled: boolean) {
  return useSWR<{ items: StarterStaple[] }>(enabled ? pantryKeys.starter : null);
}

/** Foods of our catalogue for a (debounced) query; nothing is asked under the server's minimum. The last answer stays while the next is asked. */
export function useIngredientSearch(query: string) {
  const q = query.trim();
  return useSWR<{ items: IngredientMatch[] }>(q.length >= INGREDIENT_SEARCH_MIN ? pantryKeys.ingredients(q) : null, {
    keepPreviousData: true,
  });
}

// ---------- writes ----------

/** After a pantry change: the pantry, and the grocery lists (what the next "Update from plan" buys changes). */
export function refreshAfterPantryChange(mutate: ScopedMutator): Promise<unknown> {
  return refreshReads(mutate, (key) => key === pantryKeys.pantry || key.startsWith(GROCERY_LISTS_KEY));
}

/** POST /api/pantry/starter: keeps these staples of the starter set (an empty list declines it); answers the pantry. */
export function useDecideStarter(): (ingredientIds: readonly number[]) => Promise<Pantry> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ingredientIds) => {
      const pantry = await apiFetch<Pantry>(pantryKeys.starter, { method: 'POST', body: { ingredientIds } });
      await mutate(pantryKeys.pantry, pantry, { revalidate: false });
      await refreshReads(mutate, (key) => key.startsWith(GROCERY_LISTS_KEY));
      return pantry;
    },
    [mutate],
  );
}

/** POST /api/pantry; refused with 400 (a unit it cannot weigh, too much) or 409 (already in the pantry) and the server's reason. */
export function useAddPantryItem(): (item: NewPantryItem) => Promise<PantryItem> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (item) => {
      const added = await apiFetch<PantryItem>(pantryKeys.pantry, { method: 'POST', body: item });
      await refreshAfterPantryChange(mutate);
      return added;
    },
    [mutate],
  );
}

/** PATCH /api/pantry/:id: staple ↔ stock, or a stock's new amount. */
export function useChangePantryItem(): (id: string, change: PantryItemChange) => Promise<PantryItem> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id, change) => {
      const changed = await apiFetch<PantryItem>(pantryKeys.item(id), { method: 'PATCH', body: change });
      await refreshAfterPantryChange(mutate);
      return changed;
    },
    [mutate],
  );
}

/** DELETE /api/pantry/:id: the item and its history go. */
export function useRemovePantryItem(): (id: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id) => {
      await apiFetch<void>(pantryKeys.item(id), { method: 'DELETE' });
      await refreshAfterPantryChange(mutate);
    },
    [mutate],
  );
}
