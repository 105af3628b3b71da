/**
 * Rounding a need up to what a store sells: the cheapest combination of package sizes whose
 * weight covers the need. Pure (no Nest, no ORM); money in integer cents.
 */

export interface PricedPackage {
  /** Index of the package in the catalogue ingredient's `packages`. */
  index: number;
  label: string;
  grams: number;
  /** Price of one package in integer cents. */
  cents: number;
}

export interface PackagePick {
  index: number;
  label: string;
  grams: number;
  cents: number;
  count: number;
}

export interface PackageChoice {
  picks: PackagePick[];
  totalCents: number;
  totalGrams: number;
}

/**
 * A need within a milligram of a package boundary is covered by it: "1 can" of a recipe weighs the can,
 * and sums of the same grams in another order must not buy a second one.
 */
const TOLERANCE_GRAMS = 0.001;

/** Enumeration budget; past it the best combination found so far (always a valid cover) is kept. */
const MAX_STEPS = 200_000;

/**
 * The combination of packages (any number of each size) with `Σ grams ≥ needGrams` at the lowest
 * total price; ties go to the least surplus, then to fewer packages. A need of 0 or less still buys
 * one package of the cheapest kind (an ingredient on the list is bought at least once).
 * Answers null when there is no usable package (none with positive grams and a price).
 */
export function cheapestCover(needGrams: number, packages: readonly PricedPackage[]): PackageChoice | null {
  const usable = packages.filter((p) => p.grams > 0 && Number.isFinite(p.grams) && Number.isInteger(p.cents) && p.cents >= 0);
  if (!usable.length) return null;
  const need = Math.max(needGrams - TOLERANCE_GRAMS, 0.001);
  // Cheapest per gram first: the first complete branch is usually near-optimal, so pruning bites early.
  const sorted = [...usable].sort((a, b) => a.cents / a.grams - b.cents / b.grams || b.grams - a.grams || a.index - b.index);

  let best: { counts: number[]; cents: number; grams: number; packs: number } | null = null;
  const better = (cents: number, grams: number, packs: number) =>
    !best ||
    cents < best.cents ||
    (cents === best.cents && (grams < best.grams - 1e-9 || (Math.abs(grams - best.grams) <= 1e-9 && packs < best.packs)));

  const counts = new Array<number>(sorted.length).fill(0);
  let steps = 0;
  const search = (i: number, remaining: number, cents: number, grams: number, packs: number): void => {
    if (++steps > MAX_STEPS && best) return;
    if (best && cents > best.cents) return;
    if (remaining <= 1e-9) {
      if (better(cents, grams, packs)) best = { counts: [...counts], cents, grams, packs };
      return;
    }
    if (i === sorted.length - 1) {
      const p = sorted[i];
      const n = Math.ceil(remaining / p.grams - 1e-9);
      counts[i] = n;
      search(i + 1, 0, cents + n * p.cents, grams + n * p.grams, packs + n);
      counts[i] = 0;
      return;
    }
    const p = sorted[i];
    const most = Math.ceil(remaining / p.grams - 1e-9);
    for (let n = most; n >= 0; n--) {
      counts[i] = n;
      search(i + 1, remaining - n * p.grams, cents + n * p.cents, grams + n * p.grams, packs + n);
    }
    counts[i] = 0;
  };
  search(0, need, 0, 0, 0);

  const found = best as { counts: number[]; cents: number; grams: number } | null;
  if (!found) return null;
  const picks = sorted
    .map((p, i) => ({ index: p.index, label: p.label, grams: p.grams, cents: p.cents, count: found.counts[i] }))
    .filter((p) => p.count > 0)
    .sort((a, b) => b.grams - a.grams || a.index - b.index);
  return { picks, totalCents: found.cents, totalGrams: found.grams };
}
