/**
 * Which line an amount put right means, and the amount it comes to: "bump the rice up to 3 pounds" with White
 * rice (lb) and Rice vinegar (bottle) on the list means the rice, told by the unit said and by the food the
 * words name ("rice" is the rice, not the vinegar); "cut the spinach to one bag" of a line bought as "10 oz
 * bags" is 10 oz; "double the rice" is twice the line's amount. Pure.
 */
import { normalizeUnit, UNITS, unitKind } from '../../../kitchen/units.js';
import { words } from '../../../kitchen/words.js';

export interface AmountLine {
  name: string;
  quantity: number;
  unit: string;
}

/** The last word of a line's name before its note ("Rice vinegar (12 oz bottle)" → vinegar): what the line is. */
const headWord = (name: string) => words(name.replace(/[(,].*$/, '')).at(-1);

/**
 * The one line of several an amount means: those whose food word is the one said (or whose food is of the kind
 * said, `ofKind`: "the cheese" is the mozzarella as much as the Cheddar cheese), then those whose unit measures
 * as the unit said does (weight, volume, count); null when still more than one (then it is asked which).
 */
export function lineForAmount<L extends AmountLine>(
  lines: readonly L[],
  said: { item: string; unit?: string },
  ofKind: (line: L) => boolean = () => false,
): L | null {
  let left = [...lines];
  const head = words(said.item).at(-1);
  const sameFood = left.filter((l) => headWord(l.name) === head || ofKind(l));
  if (sameFood.length) left = sameFood;
  const kind = said.unit ? unitKind(normalizeUnit(said.unit)) : null;
  if (left.length > 1 && kind) {
    const sameMeasure = left.filter((l) => unitKind(normalizeUnit(l.unit)) === kind);
    if (sameMeasure.length) left = sameMeasure;
  }
  return left.length === 1 ? left[0] : null;
}

/**
 * How many of the line's own amount one package is, when the line or its name says it: a plan line bought as
 * "3 × 14.5 oz can" counts cans (1); one bought as "15 oz can" is one can of 15; "Baby spinach (10 oz bags)" in oz
 * holds 10 a bag.
 */
function packageOf(line: AmountLine, pack: string): number | null {
  const bought = /^(×\s*)?(?:\d+(?:\.\d+)?\s*)?[a-z.]+(?:\s+[a-z.]+)?\s+([a-z]+)$/i.exec(line.unit.trim());
  if (bought && normalizeUnit(bought[2]) === pack) return bought[1] ? 1 : line.quantity;
  const unit = normalizeUnit(line.unit);
  for (const m of line.name.toLowerCase().matchAll(/(\d+(?:\.\d+)?)\s*-?\s*([a-z]+)\.?\s+([a-z]+)/g))
    if (normalizeUnit(m[2]) === unit && normalizeUnit(m[3]) === pack) return Number(m[1]);
  return null;
}

/**
 * The line's new amount in its own unit, or null when the unit said is another measure the line cannot be
 * counted in. `change`: added to, taken from, or times the line's amount.
 */
export function amountWanted(
  line: AmountLine,
  asked: { quantity: number; unit?: string; change?: 'more' | 'less' | 'times' },
  /** One package said, in the line's unit, when the line itself does not say it (the catalogue's, grocery-match.ts). */
  packageSize: (pack: string) => number | null = () => null,
): number | null {
  if (asked.change === 'times') return Math.round(line.quantity * asked.quantity * 100) / 100;
  let quantity = asked.quantity;
  const said = asked.unit ? normalizeUnit(asked.unit) : null;
  if (said && line.unit && said !== normalizeUnit(line.unit)) {
    const pack = packageOf(line, said) ?? packageSize(said);
    if (pack === null) return null;
    quantity = asked.quantity * pack;
  }
  return asked.change === 'more' ? line.quantity + quantity : asked.change === 'less' ? line.quantity - quantity : quantity;
}

/**
 * "3 bags", "a dozen cans", "one loaf" of a line of the person's own counted otherwise (chips in oz, soda by the
 * piece): the line is that many of the package said, as the person counts it, not the weight of that many. A
 * part ("2 slices"), a size or a plain piece is no package; a line the plan brought stays in the plan's unit.
 */
export function packagesCounted(
  line: AmountLine & { own?: boolean },
  asked: { quantity: number; unit?: string; change?: 'more' | 'less' | 'times' },
): { quantity: number; unit: string } | null {
  const said = asked.unit ? normalizeUnit(asked.unit) : null;
  if (!line.own || asked.change || !said || said === normalizeUnit(line.unit)) return null;
  const unit = UNITS[said];
  if (unit?.kind !== 'count' || unit.part || !unit.plural.endsWith('s') || said === 'piece' || said === 'dozen') return null;
  return { quantity: asked.quantity, unit: said };
}
