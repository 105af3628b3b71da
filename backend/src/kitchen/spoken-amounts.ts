/**
 * Amounts as people say them: "½ avocado", "1¼ lemons", "a little black pepper", never "0 black peppers"
 * or "0.1 avocados". Pure: the shelf texts of units.ts (the pantry, the list's "from your pantry" notes)
 * say their counts and small weights through these.
 */

/** What is said of an amount too small to count or weigh in the unit it is sold by. */
export const A_LITTLE = 'a little';
/** What is said when nothing is left. */
export const NONE_LEFT = 'none left';

/** Below a quarter of a piece is no longer a piece a person would count: a leftover. */
export const SMALLEST_COUNTED_PIECE = 0.25;
/** From ten pieces up, quarters are noise: whole pieces. */
const WHOLE_FROM = 10;
/** Below a tenth of the unit a weight or volume is shown in, the figure would round to 0. */
const SMALLEST_MEASURE = 0.05;

const QUARTERS = ['', '¼', '½', '¾'] as const;

/** 0.5 → "½", 1.25 → "1¼", 3 → "3": a count rounded to the nearest quarter (whole from ten up). */
export function countFigure(count: number): string {
  if (count >= WHOLE_FROM) return String(Math.round(count));
  const quarters = Math.round(count * 4);
  const whole = Math.floor(quarters / 4);
  const part = QUARTERS[quarters % 4];
  return whole === 0 ? part || '0' : `${whole}${part}`;
}

/**
 * A count of pieces in words: `noun(n)` names n of them ("avocado" for ½ and 1, "avocados" from 1¼).
 * Nothing is "none left"; below a quarter of a piece is "a little" of it (singular).
 */
export function countInWords(count: number, noun: (count: number) => string): string {
  if (!(count > 0)) return NONE_LEFT;
  if (count < SMALLEST_COUNTED_PIECE) return `${A_LITTLE} ${noun(1)}`;
  const figure = countFigure(count);
  const rounded = count >= WHOLE_FROM ? Math.round(count) : Math.round(count * 4) / 4;
  return `${figure} ${noun(rounded <= 1 ? 1 : rounded)}`;
}

/** A weight or volume in its unit ("7.1 oz", "14.2 fl oz"), "a little" below a twentieth of it, "none left" at 0. */
export function measureInWords(amount: number, unit: string): string {
  if (!(amount > 0)) return NONE_LEFT;
  if (amount < SMALLEST_MEASURE) return A_LITTLE;
  return `${Math.round(amount * 10) / 10} ${unit}`;
}
