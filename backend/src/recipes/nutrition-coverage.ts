/**
 * How complete a recipe's nutrition is: which lines it counts and, for each it does not, why — so a
 * line that adds nothing is said, never silently 0 kcal. Pure.
 */
export interface CoverageLine {
  original: string;
  ingredientId?: number | null;
  amount: number | string;
  unit: string;
  grams?: number | string | null;
}

export interface NutritionCoverage {
  /** Lines whose weight and nutrients are in the figures. */
  counted: number;
  total: number;
  notCounted: { line: string; reason: string }[];
}

/** "to taste", "for serving", "optional": lines a cook adds by eye, with nothing to weigh. */
const BY_EYE = /\b(to taste|for serving|to serve|for garnish|to garnish|as needed|as desired|optional|for frying|for greasing|for dusting)\b/i;

function reasonNotCounted(line: CoverageLine): string | null {
  const grams = line.grams === null || line.grams === undefined ? null : Number(line.grams);
  if (line.ingredientId === null || line.ingredientId === undefined) return 'not in our ingredient catalogue';
  if (grams !== null && Number.isFinite(grams) && grams > 0) return null;
  if (BY_EYE.test(line.original)) return 'to taste or for serving: no amount to count';
  if (!Number(line.amount)) return 'no amount given';
  return line.unit ? `no weight for '${line.unit}'` : 'no weight for one of these';
}

export function nutritionCoverage(lines: readonly CoverageLine[]): NutritionCoverage {
  const notCounted = lines.flatMap((line) => {
    const reason = reasonNotCounted(line);
    return reason ? [{ line: line.original, reason }] : [];
  });
  return { counted: lines.length - notCounted.length, total: lines.length, notCounted };
}
