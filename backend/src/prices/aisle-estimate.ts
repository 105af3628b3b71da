/**
 * A rough estimate for an item the catalogue does not know: its aisle, read from the catalogue foods named
 * with its words ("dragon fruit" → the catalogue's foods named "… fruit" are mostly Produce), and that aisle's
 * typical price, computed from the catalogue's own rows of the aisle at the store (the median price per gram,
 * or the median cheapest package for an item counted by the piece). Never a constant: no aisle, no estimate.
 * Pure: the catalogue is passed in.
 */
import { normalizeIngredientName } from '../catalog/ingredient-matcher.js';
import { normalizeUnit, toGrams, UNITS } from '../kitchen/units.js';
import { DEFAULT_STORE } from '../kitchen/vocabulary.js';

/** What the estimate reads of a catalogue entry (list-builder's BuilderIngredient is a superset). */
export interface PricedEntry {
  slug: string;
  name: string;
  aliases?: readonly string[];
  category?: string | null;
  packages?: readonly { grams: number }[];
  prices?: Readonly<Record<string, readonly ({ storeBrand: number; nameBrand: number } | null | undefined)[]>>;
}

export interface AisleEstimate {
  aisle: string;
  /** Catalogue foods of the aisle whose prices the typical price is the median of. */
  n: number;
  /** Store-brand cents for the item as asked. */
  cents: number;
  /** "rough estimate: a typical Produce price (median of 61 catalogue foods)" */
  label: string;
  detail: string;
}

/** Share of the foods named with a word that must sit in one aisle for that aisle to be the item's. */
const AISLE_MAJORITY = 0.6;

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The item's aisle: of the catalogue foods named with its last word that names any (its head noun first), the aisle most sit in. */
export function aisleOf(name: string, catalog: readonly PricedEntry[]): { aisle: string; word: string; of: number; in: number } | null {
  // a unit of the kitchen ("bags", "rolls", "cans") says how a thing is sold, not what it is: "trash bags" is not
  // in the aisle of "tea bags"
  const words = normalizeIngredientName(name, true)
    .split(' ')
    .filter((w) => w.length > 2 && !normalizeUnit(w));
  for (const word of [...words].reverse()) {
    const named = catalog.filter(
      (e) => e.category && [e.name, ...(e.aliases ?? [])].some((n) => normalizeIngredientName(n).split(' ').includes(word)),
    );
    if (!named.length) continue;
    const counts = new Map<string, number>();
    for (const e of named) counts.set(e.category!, (counts.get(e.category!) ?? 0) + 1);
    const [aisle, n] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return n / named.length >= AISLE_MAJORITY ? { aisle, word, of: named.length, in: n } : null;
  }
  return null;
}

/** An aisle's typical store-brand prices at a store: the median price per gram and the median cheapest package. */
export function aislePrices(
  aisle: string,
  catalog: readonly PricedEntry[],
  store: string,
): { perGram: number; perPackage: number; n: number } | null {
  const perGram: number[] = [];
  const perPackage: number[] = [];
  for (const e of catalog) {
    if (e.category !== aisle) continue;
    const prices = e.prices?.[store] ?? [];
    const priced = (e.packages ?? [])
      .map((p, i) => ({ grams: p.grams, dollars: prices[i]?.storeBrand }))
      .filter((p) => p.grams > 0 && typeof p.dollars === 'number' && p.dollars > 0);
    if (!priced.length) continue;
    perGram.push(Math.min(...priced.map((p) => p.dollars! / p.grams)));
    perPackage.push(Math.min(...priced.map((p) => p.dollars!)));
  }
  return perGram.length ? { perGram: median(perGram), perPackage: median(perPackage), n: perGram.length } : null;
}

/** Name brand over store brand, as the catalogue prices them (the median ratio over its branded entries). */
export function nameBrandFactor(catalog: readonly PricedEntry[], store: string = DEFAULT_STORE): number {
  const ratios = catalog.flatMap((e) =>
    (e.prices?.[store] ?? [])
      .filter((p): p is { storeBrand: number; nameBrand: number } => !!p && p.storeBrand >= 2 && p.nameBrand > p.storeBrand)
      .map((p) => p.nameBrand / p.storeBrand),
  );
  return ratios.length ? median(ratios) : 1;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * A rough estimate of `quantity unit` of an item the catalogue does not know, or null (no aisle, no prices):
 * by mass (volume at the density of water) at the aisle's median price per gram, else so many typical packages.
 */
export function roughEstimate(
  name: string,
  quantity: number,
  unit: string | null | undefined,
  catalog: readonly PricedEntry[],
  store: string,
): AisleEstimate | null {
  const found = aisleOf(name, catalog);
  if (!found) return null;
  const typical = aislePrices(found.aisle, catalog, store);
  if (!typical) return null;
  const amount = Number.isFinite(quantity) && quantity > 0 ? quantity : 1;
  const u = normalizeUnit(unit) ?? '';
  const kind = UNITS[u === '' ? 'piece' : u]?.kind ?? 'count';
  const why = `no catalogue entry for "${name}"; its aisle, ${found.aisle}, is where ${found.in} of the ${found.of} catalogue foods named "${found.word}" are`;
  if (kind === 'mass' || kind === 'volume') {
    // a volume at the density of water (1 g per ml): rough, and said
    const grams = kind === 'mass' ? toGrams(amount, u, null)! : amount * UNITS[u].ml!;
    const cents = Math.max(1, Math.round(grams * typical.perGram * 100));
    return {
      aisle: found.aisle,
      n: typical.n,
      cents,
      label: `rough estimate: typical ${found.aisle} price per gram (median of ${typical.n} catalogue foods)`,
      detail: `${why}; ${Math.round(grams)} g${kind === 'volume' ? ' (at the density of water)' : ''} × ${money(Math.round(typical.perGram * 100_000))} per kg = ${money(cents)}`,
    };
  }
  const packages = Math.max(1, Math.ceil(amount));
  const cents = Math.max(1, Math.round(packages * typical.perPackage * 100));
  return {
    aisle: found.aisle,
    n: typical.n,
    cents,
    label: `rough estimate: a typical ${found.aisle} item (median of ${typical.n} catalogue foods)`,
    detail: `${why}; ${packages} × the median cheapest ${found.aisle} package, ${money(Math.round(typical.perPackage * 100))} = ${money(cents)}`,
  };
}
