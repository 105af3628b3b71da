import { loadCatalog } from './catalog.js';
import { loadFoodStates } from './food-states.js';
import { checkEntry, checkStates } from '../bench/truth-check.js';
import { HAS_SHARED_DATA, MISSING_DATA_MESSAGE, sr28 } from './testing/shared-data.js';

const catalog = loadCatalog();
const withData = HAS_SHARED_DATA ? it : it.skip;
if (!HAS_SHARED_DATA) console.warn(MISSING_DATA_MESSAGE);

/** Units fixed by definition (the metric and US measures) or by what a shop sells (package, can, jar…). */
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
  'bunch',
  'head',
  'carton',
  'container',
]);
const SPOONS: Record<string, RegExp> = { cup: /^cups?\b/i, tbsp: /^(tbsp|tablespoons?)\b/i, tsp: /^(tsp|teaspoons?)\b/i };
const within2 = (value: number, reference: number) => Math.abs(value - reference) / reference <= 0.02;

/** SR28 measures the catalogue sets aside, with the reason beside the row ('SR28 measure(s) "0.25 cup" set aside as …'). */
function setAside(note: string | undefined): Set<string> {
  const listed = /SR28 measure\(s\) (.+?) set aside/.exec(note ?? '')?.[1] ?? '';
  return new Set([...listed.matchAll(/"([^"]+)"/g)].map((m) => m[1]));
}

/** SR28 records a weight may come from: the entry's own, and any its notes name ("count weights from SR28 11124"). */
function recordsOf(source: { ndbNo: string; note?: string }): string[] {
  return [source.ndbNo, ...(source.note?.match(/\b\d{5}\b/g) ?? [])];
}

describe('every household weight of the catalogue against SR28 WEIGHT.txt', () => {
  withData('cup, tablespoon and teaspoon: within 2 % of the SR28 measure of the same name wherever SR28 has one', () => {
    const foods = sr28();
    const off: string[] = [];
    let checked = 0;
    for (const i of catalog) {
      const skipped = setAside(i.source.note);
      const weights = recordsOf(i.source)
        .flatMap((ndb) => foods.get(ndb)?.weights ?? [])
        .filter((w) => !skipped.has(`${w.amount} ${w.description}`));
      for (const [unit, named] of Object.entries(SPOONS)) {
        const value = i.unitWeights[unit];
        const published = weights.filter((w) => named.test(w.description)).map((w) => w.grams / w.amount);
        if (value === undefined || !published.length) continue;
        checked++;
        if (!published.some((g) => within2(value, g)))
          off.push(`${i.slug} ${unit}: ${value} g, SR28 ${published.map((g) => g.toFixed(1)).join(' / ')} g`);
      }
    }
    expect(checked).toBeGreaterThan(450);
    expect(off).toEqual([]);
  });

  withData(
    'every piece, slice, clove, stalk, leaf… weight is an SR28 measure, its edible share, the package sold, or said in its note',
    () => {
      const foods = sr28();
      const off: string[] = [];
      for (const i of catalog) {
        const records = recordsOf(i.source);
        for (const [unit, value] of Object.entries(i.unitWeights)) {
          if (NOT_HOUSEHOLD.has(unit) || SPOONS[unit]) continue;
          const fromSr28 = records.some((ndb) => {
            const food = foods.get(ndb);
            return (food?.weights ?? []).some((w) => {
              const each = w.grams / w.amount;
              // a bone-in piece counts its edible share: the piece less the refuse of this or the noted record
              return within2(value, each) || records.some((r) => within2(value, each * (1 - (foods.get(r)?.refuse ?? 0) / 100)));
            });
          });
          const packageSold = i.packages.some((p) => within2(value, p.grams));
          const said = new RegExp(`\\b${unit}\\b`, 'i').test(i.source.note ?? '');
          // a piece counted as another unit of the food ('1 bay leaf' is a leaf, a bread's piece its slice)
          const anotherUnit =
            unit === 'piece' && Object.entries(i.unitWeights).some(([u, g]) => u !== 'piece' && !NOT_HOUSEHOLD.has(u) && g === value);
          if (!fromSr28 && !packageSold && !said && !anotherUnit) off.push(`${i.slug} ${unit}: ${value} g`);
        }
      }
      expect(off).toEqual([]);
    },
  );
});

describe('every catalogue entry and food state against its cited SR28 record (bench/truth-check.ts, as bench:truth counts them)', () => {
  withData('energy, protein, fat and carbohydrate, and every household weight within 2 %, or a reason written beside it', () => {
    const foods = sr28();
    const checks = catalog.map((entry) => checkEntry(entry, foods));
    expect(checks.flatMap((c) => c.off.map((o) => `${c.slug}: ${o}`))).toEqual([]);
    // sizes are SR28's own: a large onion 150 g, a small egg 38 g
    const onion = catalog.find((i) => i.slug === 'onion')!;
    expect([onion.unitWeights.small, onion.unitWeights.medium, onion.unitWeights.large]).toEqual([70, 110, 150]);
    expect(checks.reduce((n, c) => n + c.checked, 0)).toBeGreaterThan(2500);
  });

  withData('each state converted by a yield weighs its cup and spoons as its own SR28 record does', () => {
    const states = checkStates(loadFoodStates(), sr28());
    expect(states.length).toBeGreaterThanOrEqual(25);
    expect(states.filter((s) => s.checked === 0).map((s) => `${s.food} ${s.state}`)).toEqual([]);
    expect(states.flatMap((s) => s.off.map((o) => `${s.food} ${s.state}: ${o}`))).toEqual([]);
  });
});
