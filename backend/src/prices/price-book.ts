/**
 * The price book applied to the catalogue: a food the person has paid for at a store is priced at what
 * they paid, spread by the gram over every package size the store sells (a 2 lb bag they paid $3.00 for
 * makes the 1 lb bag $1.50). Applied to the catalogue before anything prices a cart, so the grocery list,
 * the plan's cost and the planner's budget all read the same prices. Pure.
 */

/** One entry of a person's price book at a store. */
export interface YourPrice {
  ingredientId: number;
  packageLabel: string;
  packageGrams: number;
  cents: number;
}

interface PricedFood {
  id: number;
  packages: readonly { grams: number }[];
  prices: Readonly<Record<string, readonly ({ storeBrand: number; nameBrand: number } | null | undefined)[]>>;
}

/** The biggest price a line may be given: a sane bound on one line of a week's shop. */
export const MAX_PAID_CENTS = 100_000;

/** `food` with its packages at `store` priced at the person's price (store and name brand alike), marked with it. */
export function withYourPrice<T extends PricedFood>(food: T, store: string, paid: YourPrice): T & { yourPrice: YourPrice } {
  const perGram = paid.cents / paid.packageGrams;
  const repriced = food.packages.map((pkg) => {
    // the package they bought costs what they paid; another size the same per gram
    const cents =
      Math.abs(pkg.grams - paid.packageGrams) <= paid.packageGrams * 0.005 ? paid.cents : Math.max(1, Math.round(perGram * pkg.grams));
    return { storeBrand: cents / 100, nameBrand: cents / 100 };
  });
  return { ...food, prices: { ...food.prices, [store]: repriced }, yourPrice: paid };
}

/** The catalogue with the person's price book at `store` applied; foods they have not paid for are the same objects. */
export function applyPriceBook<T extends PricedFood>(
  catalogue: readonly T[],
  store: string,
  book: ReadonlyMap<number, YourPrice>,
): (T | (T & { yourPrice: YourPrice }))[] {
  if (!book.size) return [...catalogue];
  return catalogue.map((food) => {
    const paid = book.get(food.id);
    return paid && paid.packageGrams > 0 && paid.cents > 0 ? withYourPrice(food, store, paid) : food;
  });
}

/** What a person may type as the price they paid: dollars as text, at most 2 decimals ('3.49'). */
export const PAID_PRICE_PATTERN = /^\d{1,4}(\.\d{1,2})?$/;
export const PAID_PRICE_MESSAGE = "a price paid must be more than $0 and at most $1000.00, with at most 2 decimals, like '3.49'";

/** Integer cents of a typed price paid, or null when it is not one (0, over the bound, more than 2 decimals). */
export function paidCents(text: unknown): number | null {
  if (typeof text !== 'string' || !PAID_PRICE_PATTERN.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return cents > 0 && cents <= MAX_PAID_CENTS ? cents : null;
}
