import { loadCatalog } from './catalog.js';
import { loadFoodStates } from './food-states.js';
import { checkEntry, checkStates, householdWeights, unitsExcused } from '../bench/truth-check.js';
import type { CatalogIngredient } from './catalog.types.js';
import { HAS_SHARED_DATA, MISSING_DATA_MESSAGE, sr28 } from './testing/shared-data.js';

const catalog = loadCatalog();
const withData = HAS_SHARED_DATA ? it : it.skip;
if (!HAS_SHARED_DATA) console.warn(MISSING_DATA_MESSAGE);

describe('every household weight of every catalogue entry, one unit at a time (bench/truth-check.ts householdWeights)', () => {
  withData(
    'each cup, spoon, piece, slice, clove… is an SR28 measure, the density, the package sold, or excused by name in its note',
    () => {
      const foods = sr28();
      const all = catalog.flatMap((entry) => householdWeights(entry, foods).map((w) => ({ slug: entry.slug, ...w })));
      expect(all.filter((w) => w.basis === null).map((w) => `${w.slug} ${w.why}`)).toEqual([]);
      // cups and spoons SR28 does not weigh are the entry's density, not excused: hundreds are checked that way
      expect(all.filter((w) => w.basis === 'density').length).toBeGreaterThan(500);
      expect(all.filter((w) => w.basis === 'SR28 measure').length).toBeGreaterThan(900);
    },
  );

  withData('a cup or spoon that is neither SR28 nor the density is off, even when the note names other units', () => {
    const foods = sr28();
    const milk = catalog.find((e) => e.slug === '2-percent-milk')!;
    const jarred = catalog.find((e) => unitsExcused(e.source.note).has('jar') && e.unitWeights.tsp !== undefined)!;
    const wrongTsp = (entry: CatalogIngredient) => ({ ...entry, unitWeights: { ...entry.unitWeights, tsp: entry.unitWeights.tsp * 1.2 } });
    for (const entry of [milk, jarred]) {
      expect(householdWeights(entry, foods).find((w) => w.unit === 'tsp')!.basis).not.toBeNull();
      expect(householdWeights(wrongTsp(entry), foods).find((w) => w.unit === 'tsp')!.basis).toBeNull();
    }
  });

  withData("a note excuses the one unit it names with a reason, not the entry's other units", () => {
    const foods = sr28();
    const bay = catalog.find((e) => e.slug === 'bay-leaf')!;
    expect(householdWeights(bay, foods).find((w) => w.unit === 'leaf')).toMatchObject({
      basis: 'note',
      why: expect.stringMatching(/a third of SR28's crumbled teaspoon/),
    });
    // the same note does not cover a slice weight nobody wrote a reason for
    const withPiece = { ...bay, unitWeights: { ...bay.unitWeights, slice: 12.3 } };
    expect(householdWeights(withPiece, foods).find((w) => w.unit === 'slice')!.basis).toBeNull();
    expect(unitsExcused('SR28 measure(s) "1 slice" set aside as inconsistent with its other measures')).toEqual(new Map());
  });
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
