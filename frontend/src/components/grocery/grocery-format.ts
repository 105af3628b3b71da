/** Pure helpers of the grocery screens: prices, totals, grouping and the text export (spec §2, §4, §7). */
import type { GroceryItem } from '../../api/grocery';
import { walkPosition } from './store-walk';

export const DEFAULT_CATEGORY = 'Other';
export const EXPORT_FILE_NAME = 'grocery-list.txt';

/**
 * What these helpers read of a grocery line. They say $0 and 'Other' for a line with no price or aisle,
 * so they take those as possibly missing, though the API always sends both.
 */
export type FormattedItem = Pick<GroceryItem, 'id' | 'name' | 'brand' | 'quantity' | 'unit' | 'isChecked' | 'purchased'> & {
  category: string | null;
  estimatedPrice: string | null;
};

/** A brand chosen on this screen, shown before the server confirms it (spec §4 'Brand choice'). */
export interface BrandOverride {
  brand: string;
  price: string;
}

function dollars(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Price display: the local override, then the item's estimatedPrice, then 0. */
export function displayPrice(item: FormattedItem, override?: BrandOverride): number {
  return dollars(override?.price) ?? dollars(item.estimatedPrice) ?? 0;
}

export function displayBrand(item: FormattedItem, override?: BrandOverride): string | null {
  return override?.brand ?? item.brand ?? null;
}

export function isItemChecked(item: FormattedItem, checkedOverride?: boolean): boolean {
  return checkedOverride ?? item.isChecked ?? item.purchased ?? false;
}

export function formatMoney(value: number): string {
  return `$${value.toFixed(2)}`;
}

/** Sum of the displayed prices, exact to the cent. */
export function totalOf(items: readonly FormattedItem[], overrides: Readonly<Record<string, BrandOverride>> = {}): number {
  const cents = items.reduce((sum, item) => sum + Math.round(displayPrice(item, overrides[item.id]) * 100), 0);
  return cents / 100;
}

export function quantityText(item: Pick<FormattedItem, 'quantity' | 'unit'>): string {
  return `${item.quantity} ${item.unit ?? ''}`.trim();
}

/**
 * What the plan asks of a plan line the person changed, in words: that the meals now need more than when
 * they took it off or set its amount, or the plan's own amount beside theirs. Null when there is nothing to say.
 */
export function planAmountNote(item: Pick<GroceryItem, 'planAmount' | 'planNeedsMore' | 'removed' | 'quantity' | 'unit'>): string | null {
  const plan = item.planAmount;
  if (!plan) return null;
  if (item.planNeedsMore) {
    return item.removed
      ? `Your meals now need more than when you took it off: the plan buys ${quantityText(plan)}.`
      : `Your meals now need more than when you set this: the plan buys ${quantityText(plan)}.`;
  }
  if (!item.removed && plan.unit === item.unit && Math.abs(plan.quantity - item.quantity) > 1e-9) return `Plan: ${quantityText(plan)}`;
  return null;
}

/**
 * The export (spec §7): one line per item — a check mark or an empty box, the name,
 * ' - {brand}' when there is one, then ' ({quantity} {unit})'.
 */
export function exportLine(item: FormattedItem, checked: boolean, brand: string | null): string {
  return `${checked ? '✓' : '☐'} ${item.name}${brand ? ` - ${brand}` : ''} (${item.quantity} ${item.unit ?? ''})`;
}

export function exportText(
  items: readonly FormattedItem[],
  checked: Readonly<Record<string, boolean>> = {},
  overrides: Readonly<Record<string, BrandOverride>> = {},
): string {
  return items.map((item) => exportLine(item, isItemChecked(item, checked[item.id]), displayBrand(item, overrides[item.id]))).join('\n');
}

/** Downloads the text as grocery-list.txt. */
export function downloadText(text: string, fileName = EXPORT_FILE_NAME): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Items grouped by category (default 'Other'), the groups in store-walk order (`store-walk.ts`: produce first,
 * 'Other' last), the items of a group in the order the list has them.
 */
export function groupByCategory<T extends FormattedItem>(items: readonly T[]): { category: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const category = item.category?.trim() || DEFAULT_CATEGORY;
    const list = groups.get(category) ?? [];
    list.push(item);
    groups.set(category, list);
  }
  // a stable sort: two aisles the walk does not know keep the list's order
  return [...groups.entries()]
    .map(([category, list]) => ({ category, items: list }))
    .sort((a, b) => walkPosition(a.category) - walkPosition(b.category));
}

/** Cost per category, largest first, for the chart. */
export function costByCategory(
  items: readonly FormattedItem[],
  overrides: Readonly<Record<string, BrandOverride>> = {},
): { category: string; cost: number }[] {
  return groupByCategory(items)
    .map(({ category, items: list }) => ({ category, cost: totalOf(list, overrides) }))
    .sort((a, b) => b.cost - a.cost || a.category.localeCompare(b.category));
}
