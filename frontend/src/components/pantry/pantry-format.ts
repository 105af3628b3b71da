/** Pure helpers of the Pantry screen: what an item's amount reads as, its amount to edit, the aisles. */
import type { PantryItem } from '../../api/pantry';

export const STAPLE_TEXT = 'Always at home';

/** What is at home, in words: "Always at home" for a staple, the stock as it is sold ("1 lb 3 oz") otherwise. */
export function amountText(item: Pick<PantryItem, 'kind' | 'amount'>): string {
  return item.kind === 'staple' ? STAPLE_TEXT : item.amount;
}

export interface EditableAmount {
  /** null: for the person to type (a staple has no amount to start from). */
  quantity: number | null;
  unit: string;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
/** A count as the server says it: "3", "½", "1¼" (quarters in the fraction glyphs people write). */
const COUNT = String.raw`(\d*)([¼½¾]?)`;
const QUARTER_VALUES: Record<string, number> = { '': 0, '¼': 0.25, '½': 0.5, '¾': 0.75 };
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A stock's amount as the amount editor starts it, from the words the server says it in: "14.2 fl oz" and "3 oz"
 * as they are, "1 lb 3 oz" as 19 oz (one number), "8 eggs" as 8 pieces, "1½ avocados" as 1.5; otherwise
 * ("a little avocado", "none left") its grams. A staple starts
 * empty: any number put there would be a guess.
 */
export function editableAmount(item: Pick<PantryItem, 'kind' | 'amount' | 'grams'>): EditableAmount {
  if (item.kind === 'staple') return { quantity: null, unit: 'oz' };
  const text = item.amount.trim();
  const plain = new RegExp(`^${NUMBER} (fl oz|oz|lb|kg|g)$`).exec(text);
  if (plain) return { quantity: Number(plain[1]), unit: plain[2] };
  const pounds = new RegExp(`^${NUMBER} lb ${NUMBER} oz$`).exec(text);
  if (pounds) return { quantity: round2(Number(pounds[1]) * 16 + Number(pounds[2])), unit: 'oz' };
  const counted = new RegExp(`^${COUNT} [a-z][a-z -]*$`, 'i').exec(text);
  if (counted && (counted[1] || counted[2])) return { quantity: Number(counted[1] || 0) + QUARTER_VALUES[counted[2]], unit: 'piece' };
  return { quantity: round2(item.grams ?? 0), unit: 'g' };
}

/** Items by aisle, in the order the server sends them (aisle, then name). */
export function groupByAisle<T extends Pick<PantryItem, 'aisle'>>(items: readonly T[]): { aisle: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const aisle = item.aisle?.trim() || 'Other';
    groups.set(aisle, [...(groups.get(aisle) ?? []), item]);
  }
  return [...groups.entries()].map(([aisle, list]) => ({ aisle, items: list }));
}

/** "Nov 22" for a change's time. */
export function changeDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
