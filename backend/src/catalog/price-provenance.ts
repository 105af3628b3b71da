/**
 * Where an estimated price comes from, in a word for the list and in full for whoever asks: the public
 * price row the catalogue cites (its dataset and month), and the store level applied to it — read from
 * the catalogue's own prices (the store's package price over the U.S. average's), never typed here.
 * Pure: the catalogue entry is passed in.
 */
import { loadCatalog } from './catalog.js';
import { storeNameOf } from '../kitchen/vocabulary.js';
import type { CatalogIngredient } from './catalog.types.js';

export interface PriceProvenance {
  /**
   * 'estimate' from the catalogue's public price rows; 'rough' from a written shelf-price rule or an aisle's typical price (an item the
   * catalogue does not know); 'store' a store's own shelf price (Kroger); 'none' when nothing could be estimated.
   */
  kind: 'estimate' | 'rough' | 'store' | 'none';
  /** "estimate: U.S. average prices, Nov 2023, × typical Costco level (0.80)", "rough estimate: …", "Kroger price at …" or "no estimate". */
  label: string;
  /** The full account (the catalogue's row and what was done to it, the aisle and its median, the product); null for none. */
  detail: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 2023" from a BLS row's "(2023-11)", "2022" from an ERS row's "(2022)"; null when the text names neither. */
export function pricePeriod(source: string): string | null {
  // a discontinued series carried forward by the food-basket index is priced at the month it was carried to;
  // otherwise the row's own month (a premium factor's older month further on is its ratio's, not the price's)
  const month = /->(\d{4})-(\d{2})\b/.exec(source) ?? /\((\d{4})-(\d{2})[),]/.exec(source);
  if (month) return `${MONTHS[Number(month[2]) - 1]} ${month[1]}`;
  const year = /\((\d{4})\)/.exec(source);
  return year ? year[1] : null;
}

/** The store's prices over the U.S. average (Kroger is priced at the average), from the first package priced at both. */
export function storeLevel(entry: Pick<CatalogIngredient, 'prices'>, store: string): number | null {
  const own = entry.prices[store as keyof typeof entry.prices] ?? [];
  const average = entry.prices.kroger ?? [];
  for (let k = 0; k < Math.min(own.length, average.length); k++) {
    // small prices round to the cent and say little about the level: the largest package speaks
    const i = own.length - 1 - k;
    if (own[i] && average[i] && average[i].storeBrand >= 2) return Math.round((own[i].storeBrand / average[i].storeBrand) * 100) / 100;
  }
  return null;
}

export const NO_ESTIMATE: PriceProvenance = { kind: 'none', label: 'no estimate', detail: null };

/** `storeName` as the person reads it ("Costco"). */
export function priceProvenance(
  entry: (Pick<CatalogIngredient, 'prices' | 'source'> & { priceBasis?: CatalogIngredient['priceBasis'] }) | null,
  store: string,
  storeName: string,
): PriceProvenance {
  if (!entry || (!entry.priceBasis && !/BLS|ERS/.test(entry.source.price))) return NO_ESTIMATE;
  const period = pricePeriod(entry.source.price);
  const level = storeLevel(entry, store);
  const levelText = level === null || level === 1 ? '' : `, × typical ${storeName} level (${level.toFixed(2)})`;
  // the words only: record numbers, file names and series codes stay in the data file for auditors
  const detail = `${entry.source.priceWords ?? 'U.S. average prices'}${levelText ? `; ${levelText.slice(2)}` : ''}`;
  if (entry.priceBasis === 'rule')
    return { kind: 'rough', label: `rough estimate: ${entry.source.priceRule ?? 'a written price rule'}${levelText}`, detail };
  return { kind: 'estimate', label: `estimate: U.S. average prices${period ? `, ${period}` : ''}${levelText}`, detail };
}

/** Median of the stores' levels over the catalogue's entries (each entry's store price over the U.S. average). */
function typicalLevel(entries: readonly Pick<CatalogIngredient, 'prices'>[], store: string): number | null {
  const levels = entries
    .map((e) => storeLevel(e, store))
    .filter((l): l is number => l !== null)
    .sort((a, b) => a - b);
  return levels.length ? levels[Math.floor(levels.length / 2)] : null;
}

/**
 * Where an estimate over many catalogue entries comes from (a recipe's cost per serving, a plan's estimated
 * cost): the periods of their public price rows and the store's typical level, in the words a grocery line uses.
 */
export function estimateProvenance(
  entries: readonly Pick<CatalogIngredient, 'prices' | 'source'>[],
  store: string,
  storeName: string,
): PriceProvenance {
  // a written rule's figure has no public row or period of its own
  const priced = entries.filter((e) => /BLS|ERS/.test(e.source.price) && !e.source.price.startsWith('price rule'));
  if (!priced.length) return NO_ESTIMATE;
  const periods = [...new Set(priced.map((e) => pricePeriod(e.source.price)).filter((p): p is string => p !== null))].sort(
    (a, b) => Number(b.slice(-4)) - Number(a.slice(-4)) || b.length - a.length,
  );
  const level = typicalLevel(priced, store);
  const levelText = level === null || level === 1 ? '' : `, × typical ${storeName} level (${level.toFixed(2)})`;
  // a BLS row is monthly, an ERS row yearly
  const bls = priced.filter(
    (e) => / 20\d\d$/.test(pricePeriod(e.source.price) ?? '') && (pricePeriod(e.source.price) ?? '').length > 4,
  ).length;
  return {
    kind: 'estimate',
    label: `estimate: U.S. average prices${periods.length ? `, ${periods.join(' and ')}` : ''}${levelText}`,
    detail: `${priced.length} ingredient${priced.length === 1 ? '' : 's'} priced from public rows: ${bls} from BLS average prices (U.S. city average), ${priced.length - bls} from USDA ERS retail prices; the store level is a planning assumption (see /prices)`,
  };
}

const catalogueEstimates = new Map<string, PriceProvenance>();

/**
 * Where an estimate at `store` over the whole catalogue comes from (a plan's estimated cost, a list's estimate),
 * kept per store for the process: plan reads ask it on every read.
 */
export function catalogueEstimate(store: string): PriceProvenance {
  let found = catalogueEstimates.get(store);
  if (!found) {
    found = estimateProvenance(loadCatalog(), store, storeNameOf(store));
    catalogueEstimates.set(store, found);
  }
  return found;
}
