/**
 * What a person changes on their grocery list by hand, as plain rules (no Nest, no ORM): the units a
 * line may be written in, what quantity is sensible, how a price follows a quantity, and what "Update
 * from plan" does to a line the plan made after the person took it off or changed its amount.
 *
 * A person's decision about a plan line is remembered with the plan's amount at the time: "Update from
 * plan" keeps the decision (a removed line stays removed, a quantity they set stays theirs), and says so
 * when the plan has since come to need more of it, so they can take it back — the app never overrules
 * the person silently, and never hides that the meals now need more than when they decided.
 */
import { measureOf, normalizeUnit, toGrams, unitName, UNITS } from '../kitchen/units.js';
import type { BrandOptionCents } from './brand-tables.js';
import { buildGroceryList, centsToString, type BuilderIngredient, type GroceryLine } from './list-builder.js';
import { OTHER_AISLE } from '../kitchen/vocabulary.js';

/**
 * Where a line of a list comes from: made from the plan's meals, covered whole by the person's pantry
 * (nothing to buy: shown apart, "From your pantry"), or added by the person (by hand or through the assistant).
 */
export type LineOrigin = 'generated' | 'added' | 'pantry';

/** What the plan alone asks to buy of a line: its amount as shown, its store-brand price, and the grams its meals need (null when not measurable). */
export interface PlanAmount {
  quantity: number;
  unit: string;
  cents: number;
  grams: number | null;
}

/**
 * A person's decision about a line the plan made: the quantity they set (null when they only took it off)
 * and the plan's amount when they decided, to tell later whether the plan now needs more.
 */
export interface PersonEdit {
  quantity: number | null;
  planWhen: PlanAmount;
}

/** The units a hand-added line may be written in, for the message of a refused one. */
export const LINE_UNITS: readonly string[] = [...new Set(Object.values(UNITS).map((u) => u.singular))];

/** A unit as a list line shows it, or null when it is not a unit anyone shops or cooks by: the kernel's unitName. */
export const listUnit = unitName;

/** How to price `quantity unit` through the catalogue's unit maths: a dozen is twelve pieces. */
export function pricedAmount(quantity: number, unit: string): { quantity: number; unit: string } {
  return unit === 'dozen' ? { quantity: quantity * 12, unit: 'piece' } : { quantity, unit };
}

/** Most of one thing a line can ask for: more is a typing slip (10000 eggs), not a shopping trip. */
export const MAX_COUNT = 1000;
/** Most grams (by weight) or millilitres (by volume) a line can ask for: 100 kg, 100 l. */
export const MAX_MEASURE = 100_000;

/**
 * Why a quantity cannot be a line's (as a sentence for a 400), or null when it can: above 0, at most two
 * decimals, and no more than a person could carry home (1000 of a thing, 100 kg, 100 l). A line the plan
 * made is measured in its packages ('lb bag', 'eggs'): those count as things.
 */
export function quantityProblem(quantity: unknown, unit: string): string | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return 'quantity must be a number, like 2 or 1.5';
  if (quantity <= 0) return 'quantity must be more than 0';
  if (Math.abs(quantity * 100 - Math.round(quantity * 100)) > 1e-6) return 'quantity must have at most 2 decimals';
  const kind = measureOf(unit);
  if (kind === 'mass') {
    const grams = quantity * (UNITS[normalizeUnit(unit) ?? 'g']?.g ?? 1);
    if (grams > MAX_MEASURE + 1e-6) return 'quantity must be at most 100 kg: check the amount';
  } else if (kind === 'volume') {
    const ml = quantity * (UNITS[normalizeUnit(unit) ?? 'ml']?.ml ?? 1);
    if (ml > MAX_MEASURE + 1e-6) return 'quantity must be at most 100 l: check the amount';
  } else if (quantity > MAX_COUNT) {
    return `quantity must be at most ${MAX_COUNT}`;
  }
  return null;
}

const PRICE = /^\d{1,4}(\.\d{1,2})?$/;

/** A price typed as dollars ('4.99', '12', '0.5') in integer cents, or null when it is not one (at most 9999.99, two decimals). */
export function priceCents(text: unknown): number | null {
  if (typeof text !== 'string' || !PRICE.test(text.trim())) return null;
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A price for `from` of something, as the price for `to` of it (the price per unit kept), to the cent. */
export function scaleCents(cents: number, from: number, to: number): number {
  if (!(from > 0)) return cents;
  return Math.round((cents * to) / from);
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** True when the plan asks for more of a line now than it did then: by the grams its meals need, else by the amount bought. */
export function needsMore(now: PlanAmount | null | undefined, then: PlanAmount | null | undefined): boolean {
  if (!now || !then) return false;
  // half a gram: the same meals weighed in another order must not count as "more"
  if (now.grams !== null && then.grams !== null) return now.grams > then.grams + 0.5;
  if (now.unit === then.unit) return now.quantity > then.quantity + 1e-9;
  return now.cents > then.cents;
}

/** A brand the person chose for a plan line, with the price they took for the amount it had then. */
export interface BrandChoice {
  brand: string;
  cents: number;
  quantity: number;
  unit: string;
  /** Grams the line bought when chosen (its packages), so the price can follow when the plan buys it in another measure. */
  grams?: number | null;
}

/**
 * A chosen brand as "Update from plan" leaves it, for the amount the line has now (`kept`, buying `keptGrams`): at
 * the brand's price for that amount when the store lists the brand; else at the person's price per unit while the
 * line is bought in the same measure; else at their price per gram when both weights are known (the plan now buys a
 * bunch where it bought one); else null — the plan's brand, as their price would be for something else.
 */
export function brandAfterRebuild(
  choice: BrandChoice | null | undefined,
  options: readonly BrandOptionCents[],
  plan: PlanAmount,
  kept: { quantity: number; unit: string },
  keptGrams: number | null = null,
): { brand: string; cents: number; choice: BrandChoice } | null {
  if (!choice) return null;
  const offered = options.find((o) => o.brand === choice.brand && o.cents !== null);
  const cents = offered
    ? scaleCents(offered.cents!, plan.quantity, kept.quantity)
    : choice.unit === kept.unit
      ? scaleCents(choice.cents, choice.quantity, kept.quantity)
      : choice.grams && keptGrams
        ? scaleCents(choice.cents, choice.grams, keptGrams)
        : null;
  if (cents === null) return null;
  const grams = keptGrams ?? (choice.grams && choice.unit === kept.unit ? (choice.grams * kept.quantity) / choice.quantity : null);
  return { brand: choice.brand, cents, choice: { brand: choice.brand, cents, quantity: kept.quantity, unit: kept.unit, grams } };
}

/**
 * A plan line as "Update from plan" leaves it, given what the person decided and what the plan asks now:
 * the quantity they set stays theirs (its price the plan's price for that many, per unit), unless the
 * plan now buys it in another measure, where their number would mean something else: then the plan's
 * amount is taken. A removal stays whatever the plan asks.
 */
export function planLineAfterRebuild(
  edit: PersonEdit | null | undefined,
  removed: boolean,
  plan: PlanAmount,
): { quantity: number; unit: string; cents: number; personEdit: PersonEdit | null } {
  const keepQuantity = edit?.quantity != null && edit.planWhen.unit === plan.unit;
  if (keepQuantity)
    return { quantity: edit.quantity!, unit: plan.unit, cents: scaleCents(plan.cents, plan.quantity, edit.quantity!), personEdit: edit };
  const personEdit = removed && edit ? { quantity: null, planWhen: edit.planWhen } : null;
  return { quantity: plan.quantity, unit: plan.unit, cents: plan.cents, personEdit };
}

/** What pricing a person's own line gives it: the catalogue's estimate (as any line of a built list), its aisle's, or none. */
export interface OwnLinePrice {
  ingredientId: number | null;
  category: string;
  brand: string | null;
  cents: number;
  brandOptions: BrandOptionCents[];
  note: string | null;
  priceSource: GroceryLine['priceSource'];
}

/**
 * Prices `quantity unit` of a person's own line as the list builder prices a line of the plan: the cheapest
 * packages of the catalogue food at the store that cover it, or its aisle's typical price when the catalogue
 * does not know it. A brand the person chose is kept at its price when the store offers it.
 */
export function priceOwnLine(
  name: string,
  quantity: number,
  unit: string,
  catalog: readonly BuilderIngredient[],
  store: string,
  brand: string | null = null,
): OwnLinePrice {
  const amount = pricedAmount(quantity, unit);
  const [line] = buildGroceryList({
    items: [{ dayOfWeek: 0, mealType: 'extra', recipe: null, foodName: name, quantity: amount.quantity, unit: amount.unit }],
    catalog,
    store,
  }).lines;
  if (!line) return { ingredientId: null, category: OTHER_AISLE, brand, cents: 0, brandOptions: [], note: null, priceSource: null };
  const chosen = brand ? line.brandOptions.find((o) => o.brand === brand && o.cents !== null) : undefined;
  return {
    ingredientId: line.ingredientId,
    category: line.category,
    brand: chosen ? chosen.brand : line.brand,
    cents: chosen?.cents ?? line.priceCents,
    brandOptions: line.brandOptions,
    note: line.note,
    priceSource: line.priceSource,
  };
}

/**
 * How much of a catalogue food a line holds when the person names no amount: the first of the food's packages
 * the catalogue lists (what is usually bought: eggs by the dozen, 12; whole milk, 1 gallon; chicken breast, 1 lb),
 * in the line's units (a package counted in pieces is a count). A line of "1" priced as a whole dozen or gallon
 * says one thing and costs another. A package whose amount weighs otherwise by the food's own weights than the
 * package does (a "1 head" of 370 g where a head weighs 608 g) would be priced as more than one: the next is
 * taken. Null when the catalogue does not know the name (then 1 of it, unpriced, as before).
 */
export function usualAmount(name: string, catalog: readonly BuilderIngredient[], store: string): { quantity: number; unit: string } | null {
  const { ingredientId } = priceOwnLine(name, 1, '', catalog, store);
  const food = ingredientId === null ? undefined : catalog.find((f) => f.id === ingredientId);
  const usual = food?.packages?.find((p) => {
    const grams = toGrams(p.quantity, p.unit, food);
    return grams !== null && Math.abs(grams - p.grams) <= p.grams * 0.15;
  });
  if (!usual) return null;
  const unit = usual.unit === 'piece' ? '' : listUnit(usual.unit);
  return unit === null || quantityProblem(usual.quantity, unit) ? null : { quantity: usual.quantity, unit };
}

/** Where a price the person typed comes from, with what we would have estimated beside it. */
export function personPriceSource(estimateCents: number | null): { kind: 'person'; label: string; detail: string } {
  return {
    kind: 'person',
    label: 'your price',
    detail: estimateCents
      ? `Typed by you; our estimate for this amount is $${centsToString(estimateCents)}.`
      : 'Typed by you; we have no estimate for this item.',
  };
}
