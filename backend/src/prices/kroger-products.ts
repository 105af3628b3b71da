/**
 * A grocery line priced from Kroger's products at one store: which of the products a search answered is
 * the line's food (its description names the food and ends on it), how many grams each holds (its `size`,
 * through the catalogue's own weights for volumes and counts), and the cheapest way to cover what the
 * meals need. Pure: products and the catalogue entry are passed in.
 */
import { normalizeIngredientName } from '../catalog/ingredient-matcher.js';
import { normalizeUnit, toGrams } from '../kitchen/units.js';
import type { KrogerProduct } from './kroger-client.js';

export interface WeighedEntry {
  name: string;
  unitWeights?: Readonly<Record<string, number>>;
}

/** Kroger's size spellings beyond ours: '1 gal', '0.5 gal', '12 ct', '1 each', '64 fl oz', '2 lb'. */
const SIZE_UNITS: Readonly<Record<string, string>> = {
  gal: 'gallon',
  qt: 'quart',
  pt: 'pint',
  ct: 'piece',
  each: 'piece',
  count: 'piece',
  pk: 'piece',
  'fl oz': 'fl-oz',
  lt: 'l',
  ltr: 'l',
};

/** Grams of the food in one product of this size, or null when the size cannot be read or the food is not weighed in its unit. */
export function sizeToGrams(size: string | null | undefined, entry: WeighedEntry): number | null {
  // '3 ct / 1.5 lb': the first part; '1/2 gal' and '.5 gal' alike
  const first = (size ?? '').trim().split(/\s+\/\s+/)[0];
  const parsed = /^(\d+(?:\.\d+)?|\.\d+|\d+\/\d+)\s*(fl\.?\s*oz|[a-z]+)/i.exec(first);
  if (!parsed) return null;
  const amountText = parsed[1].replace(/\s+/g, '');
  const amount = amountText.includes('/') ? Number(amountText.split('/')[0]) / Number(amountText.split('/')[1]) : Number(amountText);
  const word = parsed[2].toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ');
  const unit = SIZE_UNITS[word] ?? normalizeUnit(word);
  if (!unit || !(amount > 0)) return null;
  return toGrams(amount, unit, { unitWeights: entry.unitWeights ?? {} });
}

/**
 * A product is the food when its description names every word of the food's name, and ends on the food's head
 * noun (within its last two words): "Kroger Vitamin D Whole Milk" is whole milk; "Milk Chocolate Bar" is not.
 */
export function isTheFood(description: string, name: string): boolean {
  const words = normalizeIngredientName(name, true).split(' ').filter(Boolean);
  if (!words.length) return false;
  const product = normalizeIngredientName(description).split(' ').filter(Boolean);
  return words.every((w) => product.includes(w)) && product.slice(-2).includes(words[words.length - 1]);
}

export interface ProductQuote {
  product: KrogerProduct;
  size: string;
  /** Grams of the food in one product. */
  grams: number;
  /** How many to buy. */
  count: number;
  /** Cents of one, at the promotion when there is one. */
  unitCents: number;
  regularCents: number;
  promo: boolean;
  totalCents: number;
}

/**
 * Every product of the search that is the food and can be weighed, each as the count that covers `needGrams`
 * (one when the need is unknown), cheapest first (ties: less left over).
 */
export function quoteProducts(needGrams: number | null, entry: WeighedEntry, products: readonly KrogerProduct[]): ProductQuote[] {
  const quotes: ProductQuote[] = [];
  for (const product of products) {
    if (!isTheFood(product.description, entry.name)) continue;
    const item = product.items.find((i) => typeof i.price?.regular === 'number' && i.price.regular > 0);
    if (!item || !item.size) continue;
    const grams = sizeToGrams(item.size, entry);
    if (grams === null || !(grams > 0)) continue;
    const regularCents = Math.round(item.price!.regular! * 100);
    const promoCents = typeof item.price?.promo === 'number' && item.price.promo > 0 ? Math.round(item.price.promo * 100) : null;
    const unitCents = promoCents !== null && promoCents < regularCents ? promoCents : regularCents;
    const count = needGrams && needGrams > 0 ? Math.max(1, Math.ceil(needGrams / grams - 1e-9)) : 1;
    quotes.push({
      product,
      size: item.size,
      grams,
      count,
      unitCents,
      regularCents,
      promo: unitCents < regularCents,
      totalCents: count * unitCents,
    });
  }
  return quotes.sort(
    (a, b) =>
      a.totalCents - b.totalCents || a.count * a.grams - b.count * b.grams || a.product.productId.localeCompare(b.product.productId),
  );
}

/** The search term for an entry: its name without the parenthesised state ("Black beans (canned)" → "canned black beans"). */
export function searchTerm(name: string): string {
  const state = /\(([^)]*)\)/.exec(name)?.[1]?.trim();
  const base = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return state && /^(canned|dry|dried|frozen|fresh)$/i.test(state) ? `${state.toLowerCase()} ${base.toLowerCase()}` : base.toLowerCase();
}
