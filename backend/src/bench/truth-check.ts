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
import { UNITS } from '../kitchen/units.js';
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
  /**
   * The SR28 record cited is another food's, standing in for one SR28 has no record of (`approximateNutrition`):
   * matching it shows the entry copies its stand-in, not that its figures are the food's. Counted apart, never as exact.
   */
  standIn: boolean;
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

/** SR28 measures an entry sets aside, with the reason beside them ('SR28 measure(s) "0.25 cup" set aside as …'). */
function setAside(note: string): Set<string> {
  const listed = /SR28 measure\(s\) (.+?) set aside/.exec(note)?.[1] ?? '';
  return new Set([...listed.matchAll(/"([^"]+)"/g)].map((m) => m[1]));
}

/**
 * Units a note excuses one at a time, each with its reason: '"jar" weight is our package size (1 jar = 2 oz), not an
 * SR28 measure'. A note excuses the unit it names in that form and nothing else: never the entry's other units.
 */
export function unitsExcused(note: string | undefined): Map<string, string> {
  return new Map([...(note ?? '').matchAll(/"([a-z-]+)" weight is ([^;]+)/g)].map((m) => [m[1], m[2].trim()]));
}

/** Where a household weight comes from, once checked. */
export type WeightBasis = 'SR28 measure' | 'density' | 'package sold' | 'another unit' | 'note';

export interface HouseholdWeight {
  unit: string;
  grams: number;
  /** null: none of the below, so it is off. */
  basis: WeightBasis | null;
  /** The note's reason, or what the weight was checked against. */
  why: string;
}

/**
 * Every household unit of an entry, each checked on its own. A cup or spoon is SR28's measure of that name where
 * SR28 has one, else the entry's density (`unitWeights.ml` × the spoon's millilitres) within 2 %; a piece, slice,
 * clove… is an SR28 measure (or its edible share of a bone-in piece), the package sold, or another unit of the
 * food (a bay leaf's piece is its leaf); any other weight needs a note naming that unit with its reason.
 */
export function householdWeights(entry: CatalogIngredient, foods: ReadonlyMap<string, Sr28Food>): HouseholdWeight[] {
  const note = entry.source.note ?? '';
  const records = recordsOf(entry.source);
  const skipped = setAside(note);
  const weights = records.flatMap((ndb) => foods.get(ndb)?.weights ?? []).filter((w) => !skipped.has(`${w.amount} ${w.description}`));
  const refuse = records.map((r) => foods.get(r)?.refuse ?? 0);
  const excused = unitsExcused(note);
  const density = entry.unitWeights.ml;
  return Object.entries(entry.unitWeights)
    .filter(([unit]) => !NOT_HOUSEHOLD.has(unit))
    .map(([unit, grams]): HouseholdWeight => {
      const spoon = SPOONS[unit];
      const candidates = spoon ? weights.filter((w) => spoon.test(w.description)) : weights;
      const each = candidates.map((w) => w.grams / w.amount);
      // a bone-in piece counts its edible share: the SR28 piece less the refuse of its record
      if (each.some((g) => within(grams, g, 0.02) || (!spoon && refuse.some((r) => within(grams, g * (1 - r / 100), 0.02)))))
        return { unit, grams, basis: 'SR28 measure', why: `SR28 ${records.join('/')}` };
      const fromDensity = spoon && density !== undefined ? density * UNITS[unit].ml! : null;
      if (spoon && !candidates.length) {
        // SR28 has no such spoon: the entry's density, or SR28's own other spoon scaled by volume (a third of its tablespoon)
        const scaled = Object.entries(SPOONS).flatMap(([other, re]) =>
          weights
            .filter((w) => re.test(w.description))
            .map((w) => ({ other, g: ((w.grams / w.amount) * UNITS[unit].ml!) / UNITS[other].ml! })),
        );
        if (fromDensity !== null && within(grams, fromDensity, 0.02))
          return { unit, grams, basis: 'density', why: `the density ${density} g/ml (SR28 has no ${unit} measure)` };
        const near = scaled.find((x) => within(grams, x.g, 0.02));
        if (near) return { unit, grams, basis: 'density', why: `SR28's ${near.other} scaled to a ${unit} (SR28 has no ${unit} measure)` };
      }
      if (!spoon && entry.packages.some((p) => within(grams, p.grams, 0.02)))
        return { unit, grams, basis: 'package sold', why: 'the package sold' };
      if (
        !spoon &&
        unit === 'piece' &&
        Object.entries(entry.unitWeights).some(([u, g]) => u !== 'piece' && !NOT_HOUSEHOLD.has(u) && g === grams)
      )
        return { unit, grams, basis: 'another unit', why: 'another unit of the food (a leaf, a slice)' };
      const reason = excused.get(unit);
      if (reason) return { unit, grams, basis: 'note', why: reason };
      const against = [
        candidates.length ? `SR28 ${each.map((g) => g.toFixed(1)).join(' / ')} g` : `no SR28 ${unit} measure of ${records.join('/')}`,
        ...(fromDensity !== null ? [`the density ${fromDensity.toFixed(1)} g`] : []),
      ];
      return { unit, grams, basis: null, why: `${unit} ${grams} g: ${against.join(', ')}` };
    });
}

/** One catalogue entry against its cited SR28 record: kcal and macros, and each household weight. */
export function checkEntry(entry: CatalogIngredient, foods: ReadonlyMap<string, Sr28Food>): EntryCheck {
  const food = foods.get(entry.source.ndbNo);
  const off: string[] = [];
  const explained: string[] = [];
  let checked = 0;
  const standIn = entry.approximateNutrition === true;
  if (!food) return { slug: entry.slug, standIn, checked, off: [`no SR28 record ${entry.source.ndbNo}`], explained };
  for (const [key, nutr] of Object.entries(MACROS) as [keyof typeof MACROS, string][]) {
    const published = food.nutrients[nutr] ?? 0;
    checked++;
    if (!within(entry.nutrients[key], published, 0.02)) off.push(`${key} ${entry.nutrients[key]} vs SR28 ${published}`);
  }
  for (const weight of householdWeights(entry, foods)) {
    if (weight.basis === 'SR28 measure' || weight.basis === 'density') checked++;
    if (weight.basis === null) off.push(weight.why);
    else if (weight.basis !== 'SR28 measure')
      explained.push(`${weight.unit}: ${weight.basis === 'note' ? `note: ${weight.why}` : weight.why}`);
  }
  return { slug: entry.slug, standIn, checked, off, explained };
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
  /** The line counts a food whose figures are a stand-in record's (`approximateNutrition`): within tolerance of that record, not of the food. */
  standIn: boolean;
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
      standIn: weighed.ingredient?.approximateNutrition === true,
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
