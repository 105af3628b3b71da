/**
 * A grocery list and its lines as the API answers them (spec §3: `estimatedPrice` a string, totals numbers).
 * Pure: the rows and where their prices come from are passed in.
 */
import { NO_ESTIMATE, type PriceProvenance } from '../catalog/price-provenance.js';
import { keywordBrandOptions, type BrandOptionCents, type BrandTable } from './brand-tables.js';
import type { ListPriceSource } from '../prices/store-prices.service.js';
import type { BrandOption, GroceryItem, LinePriceSource, StoredPriceSource } from './grocery-list.entity.js';
import { needsMore, scaleCents, type LineOrigin } from './line-edits.js';
import { centsToString } from './list-builder.js';
import type { ListUpdate } from './list-update.js';
import { OTHER_AISLE } from '../kitchen/vocabulary.js';

export interface GroceryItemView {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  quantity: number;
  unit: string;
  /** Dollars with 2 decimals, as a string (spec §3). */
  estimatedPrice: string;
  purchased: boolean;
  isChecked: boolean;
  forMeals: string[];
  note: string | null;
  brandOptions: BrandOption[];
  /**
   * Where the price comes from: "estimate: U.S. average prices, Nov 2023, × typical Costco level (0.80)",
   * "rough estimate: …" (an item the catalogue does not know), "Kroger price at …", "your price" (typed by
   * the person), or "no estimate".
   */
  priceSource: LinePriceSource;
  /**
   * How the line is priced, in a word the list shows on the line: 'estimate' (public price series), 'rough'
   * (a shelf-price rule or an aisle's typical price: "rough estimate"), 'store' (a store's shelf price), 'yours'
   * (what the person paid: "your price"), 'none' (no price: shown as "no price" and left out of the total).
   */
  priceKind: PriceKind;
  /** 'generated' from the plan's meals, 'added' by the person. */
  origin: LineOrigin;
  /** Taken off the list by the person (such lines are answered in `removedItems`, to restore). */
  removed: boolean;
  /** What the plan alone asks to buy of a plan line ({ quantity: 12, unit: 'eggs' }); null on the person's own lines. */
  planAmount: { quantity: number; unit: string } | null;
  /** The plan needs more of this line than when the person removed it or set its quantity. */
  planNeedsMore: boolean;
}

export const PRICE_KINDS = ['estimate', 'rough', 'store', 'yours', 'none'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** A line's price kind from where its price comes from (a price of 0 from no source is no price). */
export function priceKindOf(source: LinePriceSource, cents: number): PriceKind {
  if (source.kind === 'person') return 'yours';
  if (source.kind === 'none' || cents <= 0) return 'none';
  return source.kind;
}

/** What the list's total is made of, so a person sees how much of it is rough and what it leaves out. */
export interface ListCostParts {
  /** Dollars of the plan's own lines: the plan's food cost (the same figure as the plan's estimated cost). */
  planFoodCost: number;
  /** Dollars of the lines the person added by hand (in the list's total, not the plan's food cost). */
  ownLinesCost: number;
  /** Dollars of the total priced by a rough estimate. */
  roughCost: number;
  /** Lines to buy with no price: out of the total. */
  unpricedCount: number;
}

/** The parts of a list's total from its lines on the list (removed and pantry lines are not bought). */
export function costParts(items: readonly Pick<GroceryItemView, 'estimatedPrice' | 'priceKind' | 'origin'>[]): ListCostParts {
  let plan = 0;
  let own = 0;
  let rough = 0;
  let unpriced = 0;
  for (const item of items) {
    const cents = toCents(item.estimatedPrice);
    if (item.origin === 'added') own += cents;
    else if (item.origin === 'generated') plan += cents;
    if (item.priceKind === 'rough') rough += cents;
    if (item.priceKind === 'none') unpriced += 1;
  }
  return { planFoodCost: plan / 100, ownLinesCost: own / 100, roughCost: rough / 100, unpricedCount: unpriced };
}

export interface GroceryListView extends ListCostParts {
  id: string;
  mealPlanId: string;
  planName: string;
  weekStartDate: string | null;
  store: string | null;
  storeName: string | null;
  totalEstimatedCost: number;
  /** Where the list's prices come from: "Kroger prices at <store>, <date>", or the estimate (and why a store's own prices were not used). */
  priceSource: ListPriceSource;
  createdAt: Date;
  updatedAt: Date;
  /** The lines to shop for, in store-walk order; the total is theirs. */
  items: GroceryItemView[];
  /** Lines the person took off, to see and restore; not in the total, the counts, the export or an order. */
  removedItems: GroceryItemView[];
  /** What the meals need that the person's pantry covers whole ("From your pantry"): nothing to buy, no price, not counted. */
  pantryItems: GroceryItemView[];
  /** An update from the plan is waiting to run or running: the list says it is updating until it is done. */
  updating: boolean;
  /** What the last update from the plan changed, with its sentence; null when none since the list was built, or dismissed. */
  lastUpdate: ListUpdateView | null;
}

/** What the last update changed, and the sentence the list says ("Updated from your plan: + chicken thighs 1.5 lb, − paneer"). */
export type ListUpdateView = ListUpdate & { text: string };

export interface GroceryListSummary {
  id: string;
  mealPlanId: string;
  planName: string;
  weekStartDate: string | null;
  store: string | null;
  itemCount: number;
  checkedCount: number;
  totalEstimatedCost: number;
  createdAt: Date;
}

export interface OrderLine {
  name: string;
  brand: string | null;
  quantity: number;
  unit: string;
  estimatedPrice: string;
  category: string;
}

/** '4.99' (or a numeric(10,2) read back as '4.9') in integer cents. */
export function toCents(price: string): number {
  const [whole, frac = ''] = price.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

export function brandOptionOf(o: BrandOptionCents): BrandOption {
  return { brand: o.brand, price: o.cents === null ? null : centsToString(o.cents), description: o.description };
}

/** A stored line source as the API says it (without the estimate its brand options are priced by). */
export function sourceOf(stored: StoredPriceSource | null | undefined): LinePriceSource | null {
  if (!stored) return null;
  return { kind: stored.kind, label: stored.label, detail: stored.detail };
}

/** The brand options of a line, priced for the amount it now shows. */
function optionsFor(item: GroceryItem, table: BrandTable): BrandOption[] {
  // a price the person typed wins: choosing a brand keeps it (an option without a price keeps the line's)
  if (item.priceSource?.kind === 'person') {
    const named = item.brandOptions?.length ? item.brandOptions : keywordBrandOptions(item.name, table, null).map(brandOptionOf);
    return named.map((o) => ({ ...o, price: null }));
  }
  // an item the catalogue does not know: the keyword table's brands, priced from the line's own estimate (or none)
  const estimate = item.priceSource?.estimate;
  if (!item.brandOptions?.length)
    return keywordBrandOptions(item.name, table, estimate ? { ...estimate, label: 'rough estimate' } : null).map(brandOptionOf);
  // a plan line whose quantity the person changed: the options are the plan's packages, priced for the new amount
  const plan = item.planAmount;
  const quantity = Number(item.quantity);
  if (plan && plan.unit === item.unit && Math.abs(plan.quantity - quantity) > 1e-9) {
    return item.brandOptions.map((o) => ({
      ...o,
      price: o.price === null ? null : centsToString(scaleCents(toCents(o.price), plan.quantity, quantity)),
    }));
  }
  return item.brandOptions;
}

/** One line as the API answers it; `provenance` says where catalogue lines' estimates come from (by ingredient id). */
export function itemView(item: GroceryItem, table: BrandTable, provenance: ReadonlyMap<number, PriceProvenance>): GroceryItemView {
  const origin = item.origin ?? 'generated';
  const priceSource =
    sourceOf(item.priceSource) ??
    (item.ingredientId !== null && item.ingredientId !== undefined ? provenance.get(item.ingredientId) : undefined) ??
    NO_ESTIMATE;
  const estimatedPrice = centsToString(toCents(String(item.estimatedPrice)));
  return {
    id: item.id,
    name: item.name,
    brand: item.brand ?? null,
    category: item.category || OTHER_AISLE,
    quantity: Number(item.quantity),
    unit: item.unit,
    estimatedPrice,
    purchased: item.isChecked,
    isChecked: item.isChecked,
    forMeals: item.forMeals ?? [],
    note: item.note ?? null,
    brandOptions: optionsFor(item, table),
    priceSource,
    priceKind: origin === 'pantry' ? 'none' : priceKindOf(priceSource, toCents(estimatedPrice)),
    origin,
    removed: item.removedAt != null,
    planAmount: origin === 'generated' && item.planAmount ? { quantity: item.planAmount.quantity, unit: item.planAmount.unit } : null,
    planNeedsMore: origin === 'generated' && needsMore(item.planAmount, item.personEdit?.planWhen),
  };
}
