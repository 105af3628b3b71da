import { useCallback, useState } from 'react';
import { useUpdateGroceryItem, type BrandOption, type GroceryItem } from '../../api/grocery';
import { isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast } from '../toast/toast-store';
import { displayBrand, displayPrice, isItemChecked, totalOf, type BrandOverride } from './grocery-format';

export const UPDATE_FAILED = 'Failed to update item. Please try again.';

/**
 * Ticking lines and choosing brands, shared by the dashboard panel and the Grocery Lists screen:
 * both change what is shown at once and save in the background (spec §4 'Grocery item', 'Brand choice').
 */
export function useGroceryItemEditing(items: readonly GroceryItem[]) {
  const update = useUpdateGroceryItem();
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [overrides, setOverrides] = useState<Record<string, BrandOverride>>({});

  /** The checkbox saves isChecked; a failure is not reported (spec §8: no error handler). */
  const toggle = useCallback((item: GroceryItem, value: boolean) => {
    setChecked((prev) => ({ ...prev, [item.id]: value }));
    update(item.id, { isChecked: value }).catch(() => undefined);
  }, [update]);

  /** Choosing a brand overrides brand and price at once, then saves both (a brand with no estimate keeps the line's price). */
  const chooseBrand = useCallback(async (item: GroceryItem, option: BrandOption) => {
    const price = Number(option.price ?? overrides[item.id]?.price ?? item.estimatedPrice ?? 0).toFixed(2);
    setOverrides((prev) => ({ ...prev, [item.id]: { brand: option.brand, price } }));
    try {
      await update(item.id, { brand: option.brand, estimatedPrice: price });
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Error', description: UPDATE_FAILED, variant: 'destructive' });
    }
  }, [update, overrides]);

  return {
    checked,
    overrides,
    toggle,
    chooseBrand,
    isChecked: (item: GroceryItem) => isItemChecked(item, checked[item.id]),
    brandOf: (item: GroceryItem) => displayBrand(item, overrides[item.id]),
    priceOf: (item: GroceryItem) => displayPrice(item, overrides[item.id]),
    total: totalOf(items, overrides),
    checkedCount: items.filter((item) => isItemChecked(item, checked[item.id])).length,
  };
}

export type GroceryItemEditing = ReturnType<typeof useGroceryItemEditing>;
