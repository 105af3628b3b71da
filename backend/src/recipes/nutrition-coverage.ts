/**
 * How complete a recipe's nutrition is: which lines it counts and, for each it does not, why — so a
 * line that adds nothing is said, never silently 0 kcal ("11 of 12 ingredients counted; not counted:
 * salt — to taste"). The reason is the one the line was weighed with (catalog/weigh-line.ts, stored
 * as the line's detail); lines stored before details were kept get the same reasons from their text. Pure.
 */
export interface CoverageLine {
  original: string;
  ingredientId?: number | null;
  amount: number | string;
  unit: string;
  grams?: number | string | null;
  detail?: string | null;
}

export interface NutritionCoverage {
  /** Lines whose weight and nutrients are in the figures. */
  counted: number;
  total: number;
  notCounted: { line: string; reason: string }[];
  /** The same in words: "11 of 12 ingredients counted; not counted: salt — to taste". */
  summary: string;
}

/** Lines a cook adds by eye, named as such: the same phrases the weigher uses. */
const BY_EYE: readonly [RegExp, string][] = [
  [/\bto\s+taste\b/i, 'to taste'],
  [/\b(?:for|to)\s+(?:serving|serve)\b/i, 'for serving'],
  [/\b(?:for|to)\s+garnish(?:ing)?\b/i, 'for garnish'],
  [/\bas\s+(?:needed|required|desired)\b/i, 'as needed'],
  [/\boptional\b/i, 'optional, no amount given'],
];

function reasonNotCounted(line: CoverageLine): string | null {
  const grams = line.grams === null || line.grams === undefined ? null : Number(line.grams);
  if (grams !== null && Number.isFinite(grams) && grams > 0) return null;
  if (line.detail) return line.detail;
  if (line.ingredientId === null || line.ingredientId === undefined) return 'not in our ingredient catalogue';
  const byEye = BY_EYE.find(([re]) => re.test(line.original));
  if (byEye) return byEye[1];
  if (!Number(line.amount)) return 'no amount given';
  return line.unit ? `no USDA weight for '${line.unit}'` : 'no USDA weight for one of these';
}

export function nutritionCoverage(lines: readonly CoverageLine[]): NutritionCoverage {
  const notCounted = lines.flatMap((line) => {
    const reason = reasonNotCounted(line);
    return reason ? [{ line: line.original, reason }] : [];
  });
  const counted = lines.length - notCounted.length;
  const head = `${counted} of ${lines.length} ingredient${lines.length === 1 ? '' : 's'} counted`;
  const summary = notCounted.length ? `${head}; not counted: ${notCounted.map((n) => `${n.line} — ${n.reason}`).join('; ')}` : head;
  return { counted, total: lines.length, notCounted, summary };
}
