/** How shopping mode lays a list out: what is still to buy, by aisle in store-walk order, and what is in the cart. */
import { groupByCategory, type FormattedItem } from '../grocery/grocery-format';

export interface ShoppingSections<T> {
  /** Lines not ticked yet, by aisle, in the order the shop is walked. */
  toBuy: { category: string; items: T[] }[];
  /** Ticked lines: they sink here, out of the way, still there to untick. */
  inCart: T[];
}

export function shoppingSections<T extends FormattedItem>(items: readonly T[], isChecked: (item: T) => boolean): ShoppingSections<T> {
  return {
    toBuy: groupByCategory(items.filter((item) => !isChecked(item))),
    inCart: groupByCategory(items.filter(isChecked)).flatMap((group) => group.items),
  };
}
