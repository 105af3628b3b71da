/**
 * Our numbers against USDA SR28, as the catalogue test and `npm run bench:truth` both check them: every
 * catalogue entry against the SR28 record it cites (energy, macros, every household weight), ingredient lines
 * of our own (bench/truth-lines.json) against SR28's record and measure for what the line means, and the
 * recipe library's coverage. Pure over what it is given: the SR28 foods come from testing/shared-data.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CatalogIngredient } from '../catalog/catalog.types.js';
import { isYield, type FoodStates } from '../catalog/food-states.js';
import type { LineWeigher } from '../catalog/weigh-line.js';
import type { Sr28Food } from '../catalog/testing/shared-data.js';
import { parseIngredientLine } from '../kitchen/ingredient-line.js';
import { nutritionCoverage } from '../recipes/nutrition-coverage.js';
import type { BuiltLine } from '../recipes/recipe-builder.js';

const within = (value: number, reference: number, share: number) =>
  reference === 0 ? Math.abs(value) < 1e-9 : Math.abs(value - reference) / Math.abs(reference) <= share;

// ---------- the catalogue ----------

/** Units fixed by definition (metric and US measures, the spoons' small fractions) or by the shop (package, can, jar…). */
const NOT_HOUSEHOLD = new Set([
  'g',
  'oz',
  'lb',
  'kg',
  'ml',
  'l',
  'fl-oz',
  'pint',
  'quart',
  'gallon',
  'dash',
  'pinch',
  'package',
  'bag',
  'can',
  'jar',
  'bottle',
  'box',
  'carton',
  'tub',
  'block',
  'loaf',
  'container',
]);
const SPOONS: Record<string, RegExp> = { cup: /^cups?\b/i, tbsp: /^(tbsp|tablespoons?)\b/i, tsp: /^(tsp|teaspoons?)\b/i };
/** SR28 Nutr_No of what the catalogue keeps; each is compared within 2 %. */
const MACROS = { kcal: '208', protein: '203', fat: '204', carbs: '205' } as const;

export interface EntryCheck {
  slug: string;
  /** Values compared with an SR28 value, within 2 %. */
  checked: number;
  /** What is not within 2 % of its SR28 source and has no reason written beside it. */
  off: string[];
  /** Weights that are not SR28 measures, each with the reason the entry's note gives (package size, borrowed, derived). */
  explained: string[];
}

/** SR28 records a weight may come from: the entry's own, and any its note names ("count weights from SR28 11124"). */
function recordsOf(source: { ndbNo: string; note?: string }): string[] {
  return [source.ndbNo, ...(source.note?.match(/\b\d{5}\b/g) ?? [])];
}

/** One catalogue entry against its cited SR28 record: kcal and macros, and each household weight. */
export function checkEntry(entry: CatalogIngredient, foods: ReadonlyMap<string, Sr28Food>): EntryCheck {
  const food = foods.get(entry.source.ndbNo);
  const off: string[] = [];
  const explained: string[] = [];
  let checked = 0;
  if (!food) return { slug: entry.slug, checked, off: [`no SR28 record ${entry.source.ndbNo}`], explained };
  for (const [key, nutr] of Object.entries(MACROS) as [keyof typeof MACROS, string][]) {
    const published = food.nutrients[nutr] ?? 0;
    checked++;
    if (!within(entry.nutrients[key], published, 0.02)) off.push(`${key} ${entry.nutrients[key]} vs SR28 ${published}`);
  }
  const records = recordsOf(entry.source);
  const weights = records.flatMap((ndb) => foods.get(ndb)?.weights ?? []);
  const note = entry.source.note ?? '';
  for (const [unit, value] of Object.entries(entry.unitWeights)) {
    if (NOT_HOUSEHOLD.has(unit)) continue;
    const spoon = SPOONS[unit];
    const candidates = spoon ? weights.filter((w) => spoon.test(w.description)) : weights;
    const each = candidates.map((w) => w.grams / w.amount);
    const refuse = records.map((r) => foods.get(r)?.refuse ?? 0);
    // a bone-in piece counts its edible share: the SR28 piece less the refuse of its record
    const sr28Match = each.some((g) => within(value, g, 0.02) || refuse.some((r) => within(value, g * (1 - r / 100), 0.02)));
    if (sr28Match) {
      checked++;
      continue;
    }
    if (spoon && !candidates.length) {
      explained.push(`${unit}: from the density (SR28 has no ${unit} measure)`);
      continue;
    }
    if (!spoon && entry.packages.some((p) => within(value, p.grams, 0.02))) {
      explained.push(`${unit}: the package sold`);
      continue;
    }
    if (
      !spoon &&
      unit === 'piece' &&
      Object.entries(entry.unitWeights).some(([u, g]) => u !== 'piece' && !NOT_HOUSEHOLD.has(u) && g === value)
    ) {
      explained.push('piece: another unit of the food (a leaf, a slice)');
      continue;
    }
    if (new RegExp(`\\b${unit}\\b|SR28 measure\\(s\\)`, 'i').test(note)) {
      explained.push(`${unit}: ${note}`);
      continue;
    }
    off.push(`${unit} ${value} g is no SR28 measure of ${records.join('/')}`);
  }
  return { slug: entry.slug, checked, off, explained };
}

export interface StateCheck {
  food: string;
  state: string;
  checked: number;
  off: string[];
}

/** Each state converted by a yield: its household weights are its SR28 record's own. */
export function checkStates(states: readonly FoodStates[], foods: ReadonlyMap<string, Sr28Food>): StateCheck[] {
  return states.flatMap((family) =>
    family.forms.filter(isYield).map((form) => {
      const weights = foods.get(form.ndbNo)?.weights ?? [];
      const off: string[] = [];
      let checked = 0;
      for (const [unit, re] of Object.entries(SPOONS)) {
        const value = form.unitWeights[unit];
        const published = weights.filter((w) => re.test(w.description)).map((w) => w.grams / w.amount);
        if (value === undefined || !published.length) continue;
        checked++;
        if (!published.some((g) => within(value, g, 0.02))) off.push(`${unit} ${value} g vs SR28 ${published.join('/')}`);
      }
      return { food: family.food, state: form.state, checked, off };
    }),
  );
}

// ---------- ingredient lines ----------

/** One line of bench/truth-lines.json: what the line means in SR28 terms (the record, its measure, the grams). */
export interface TruthLine {
  line: string;
  ndb: string;
  description: string;
  /** The SR28 measure ("1 cup", "0.5 fillet"), or null for a line given by mass. */
  measure: string | null;
  count: number | null;
  grams: number;
  why: string;
}

const TRUTH_CANDIDATES = ['./truth-lines.json', '../../src/bench/truth-lines.json'];

export function loadTruthLines(): TruthLine[] {
  for (const rel of TRUTH_CANDIDATES) {
    const path = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as TruthLine[];
  }
  throw new Error('bench/truth-lines.json not found');
}

export interface LineCheck {
  line: string;
  why: string;
  /** SR28: the line's grams of its record × that record's energy. */
  expectedKcal: number;
  /** Ours: what the recipes module counts for the line (weigh-line.ts). */
  countedKcal: number | null;
  /** counted / expected − 1 (by grams for a food with no energy, salt). */
  off: number | null;
  ok: boolean;
  /** The truth row's grams are its SR28 measure × count. */
  gramsFromSr28: boolean;
  detail: string;
}

export function checkLines(
  lines: readonly TruthLine[],
  foods: ReadonlyMap<string, Sr28Food>,
  weigh: LineWeigher,
  tolerance = 0.15,
): LineCheck[] {
  return lines.map((t) => {
    const food = foods.get(t.ndb);
    const measure = t.measure ? food?.weights.find((w) => `${w.amount} ${w.description}` === t.measure) : null;
    const gramsFromSr28 = t.measure ? !!measure && within(t.grams, (t.count ?? 1) * (measure.grams / measure.amount), 0.001) : true;
    const expectedKcal = (t.grams * (food?.nutrients['208'] ?? NaN)) / 100;
    const weighed = weigh(parseIngredientLine(t.line));
    const countedKcal = weighed.ingredient && weighed.grams !== null ? (weighed.grams * weighed.ingredient.nutrients.kcal) / 100 : null;
    // energy-free foods (salt, water) are compared by their grams of the food itself
    const off = countedKcal === null ? null : expectedKcal >= 1 ? countedKcal / expectedKcal - 1 : (weighed.grams ?? 0) / t.grams - 1;
    return {
      line: t.line,
      why: t.why,
      expectedKcal,
      countedKcal,
      off,
      ok: off !== null && Math.abs(off) <= tolerance && gramsFromSr28,
      gramsFromSr28,
      detail: weighed.detail,
    };
  });
}

// ---------- the recipe library ----------

export interface LibraryCoverage {
  total: number;
  complete: number;
  /** Recipes with a line not counted, each line named with its reason. */
  incomplete: { title: string; notCounted: string[] }[];
}

export function libraryCoverage(recipes: readonly { title: string; lines: readonly BuiltLine[] }[]): LibraryCoverage {
  const incomplete = recipes.flatMap((r) => {
    const coverage = nutritionCoverage(r.lines);
    return coverage.notCounted.length ? [{ title: r.title, notCounted: coverage.notCounted.map((n) => `${n.line} — ${n.reason}`) }] : [];
  });
  return { total: recipes.length, complete: recipes.length - incomplete.length, incomplete };
}
