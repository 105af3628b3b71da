import { createElement, useCallback, useState } from 'react';
import { Button } from 'antd';
import { useRemoveGroceryItem, useRestoreGroceryItem, useUpdateGroceryItem, type BrandOption, type GroceryItem } from '../../api/grocery';
import { isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast } from '../../toast/toast-store';
import { displayBrand, displayPrice, isItemChecked, totalOf, type BrandOverride } from './grocery-format';

export const UPDATE_FAILED = 'Failed to update item. Please try again.';

/** A failed write: the unauthorised flow (spec §8), else the spec's grocery item failure toast. */
function failed(error: unknown): void {
  if (isUnauthorizedError(error)) handleUnauthorized();
  else toast({ title: 'Error', description: UPDATE_FAILED, variant: 'destructive' });
}

/**
 * Ticking lines, choosing brands, changing quantities, taking lines off and putting them back — shared by the
 * dashboard panel and the Grocery Lists screen. Ticks and brands show at once and save in the background
 * (spec §4 'Grocery item', 'Brand choice'); a quantity or a removal shows when the server has priced it.
 */
export function useGroceryItemEditing(items: readonly GroceryItem[]) {
  const update = useUpdateGroceryItem();
  const removeItem = useRemoveGroceryItem();
  const restoreItem = useRestoreGroceryItem();
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [overrides, setOverrides] = useState<Record<string, BrandOverride>>({});

  /** The checkbox saves isChecked; a failure is not reported (spec §8: no error handler). */
  const toggle = useCallback(
    (item: GroceryItem, value: boolean) => {
      setChecked((prev) => ({ ...prev, [item.id]: value }));
      update(item.id, { isChecked: value }).catch(() => undefined);
    },
    [update],
  );

  /** Choosing a brand overrides brand and price at once, then saves both (a brand with no estimate keeps the line's price). */
  const chooseBrand = useCallback(
    async (item: GroceryItem, option: BrandOption) => {
      const price = Number(option.price ?? overrides[item.id]?.price ?? item.estimatedPrice ?? 0).toFixed(2);
      setOverrides((prev) => ({ ...prev, [item.id]: { brand: option.brand, price } }));
      try {
        await update(item.id, { brand: option.brand, estimatedPrice: price });
      } catch (error) {
        failed(error);
      }
    },
    [update, overrides],
  );

  /**
   * A change the server prices (how much to buy, keeping the brand chosen; what the person paid, kept as the line's
   * price and in their price book): the local brand override goes.
   */
  const repriceLine = useCallback(
    async (item: GroceryItem, change: { quantity: number } | { paidPrice: string }): Promise<boolean> => {
      try {
        await update(item.id, change);
        setOverrides(({ [item.id]: _dropped, ...rest }) => rest);
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    [update],
  );
  /**
   * Ticks a line with what the person paid for it, in one write (shopping mode's "What did you pay?"): the price
   * goes into their price book. A refused write puts the line back as it was, with the failure toast.
   */
  const tickPaid = useCallback(
    async (item: GroceryItem, paidPrice: string): Promise<boolean> => {
      const before = checked[item.id];
      setChecked((prev) => ({ ...prev, [item.id]: true }));
      try {
        await update(item.id, { isChecked: true, paidPrice });
        setOverrides(({ [item.id]: _dropped, ...rest }) => rest);
        return true;
      } catch (error) {
        setChecked(({ [item.id]: _tick, ...rest }) => (before === undefined ? rest : { ...rest, [item.id]: before }));
        failed(error);
        return false;
      }
    },
    [update, checked],
  );
  const changeQuantity = useCallback((item: GroceryItem, quantity: number) => repriceLine(item, { quantity }), [repriceLine]);
  const pay = useCallback((item: GroceryItem, paidPrice: string) => repriceLine(item, { paidPrice }), [repriceLine]);

  /** Puts a line taken off back on the list. */
  const restore = useCallback(
    async (item: GroceryItem) => {
      try {
        await restoreItem(item.id);
      } catch (error) {
        failed(error);
      }
    },
    [restoreItem],
  );

  /**
   * Takes a line off, with an Undo in the toast rather than a question first: on a shopping list a removal is
   * quick, frequent and harmless (the line is kept under "Removed", where it can be put back at any time).
   */
  const remove = useCallback(
    async (item: GroceryItem) => {
      try {
        await removeItem(item.id);
      } catch (error) {
        failed(error);
        return;
      }
      const shown = toast({
        title: `Removed ${item.name}`,
        description: createElement(
          Button,
          {
            size: 'small',
            onClick: () => {
              shown.dismiss();
              void restore(item);
            },
          },
          'Undo',
        ),
      });
    },
    [removeItem, restore],
  );

  return {
    checked,
    overrides,
    toggle,
    tickPaid,
    chooseBrand,
    changeQuantity,
    pay,
    remove,
    restore,
    isChecked: (item: GroceryItem) => isItemChecked(item, checked[item.id]),
    brandOf: (item: GroceryItem) => displayBrand(item, overrides[item.id]),
    priceOf: (item: GroceryItem) => displayPrice(item, overrides[item.id]),
    total: totalOf(items, overrides),
    checkedCount: items.filter((item) => isItemChecked(item, checked[item.id])).length,
  };
}

export type GroceryItemEditing = ReturnType<typeof useGroceryItemEditing>;
