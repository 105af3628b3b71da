/**
 * Money, exact to the cent: prices are added as integer cents and shown with two decimals. Pure.
 */

/** Dollars → integer cents; null for what is not a price (not a number, negative, infinite). */
export function toCents(dollars: number | null | undefined): number | null {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars < 0) return null;
  return Math.round(dollars * 100);
}

/** A price the API carries as text ("12.5", "3.99") → integer cents; null when it is not one. */
export function centsOfText(price: string | null | undefined): number | null {
  const match = /^\s*(\d+)(?:\.(\d{1,2}))?\s*$/.exec(price ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Integer cents → "12.50", the form the API carries prices in (spec §3). */
export function centsToString(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Dollars rounded to the cent ("12.345" → 12.35), for a figure computed in dollars. */
export function roundToCent(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}
