import { loadCatalog } from './catalog.js';
import { createIngredientMatcher } from './ingredient-matcher.js';
import { checkLines, loadTruthLines } from '../bench/truth-check.js';
import { toGrams } from '../kitchen/units.js';
import { createLineWeigher } from './weigh-line.js';
import { HAS_SHARED_DATA, MISSING_DATA_MESSAGE, sr28 } from './testing/shared-data.js';
import { parseIngredientLine } from '../kitchen/ingredient-line.js';

const withData = HAS_SHARED_DATA ? it : it.skip;
if (!HAS_SHARED_DATA) console.warn(MISSING_DATA_MESSAGE);

const match = createIngredientMatcher(loadCatalog());

/** What a line counts: the catalogue entry it matches and its kcal, as recipes count it. */
function lineKcal(line: string): { slug: string | null; kcal: number | null } {
  const parsed = parseIngredientLine(line);
  const food = match(parsed.name);
  if (!food || parsed.amount === null) return { slug: food?.slug ?? null, kcal: null };
  const grams = toGrams(parsed.amount, parsed.unit, food);
  return { slug: food.slug, kcal: grams === null ? null : (grams * food.nutrients.kcal) / 100 };
}

describe('lines that were far from USDA (issue 14) now count what USDA says', () => {
  it.each([
    // SR28 16157 Chickpea flour (besan): 92 g a cup, 387 kcal/100 g
    ['1 cup chickpea flour', 'chickpea-flour', 356],
    ['1 cup besan', 'chickpea-flour', 356],
    // SR28 11977 Peppers, serrano, raw: 6.1 g a pepper, 32 kcal/100 g
    ['2 serrano peppers', 'serrano-pepper', 4],
    // SR28 20137 Quinoa, cooked: 185 g a cup, 120 kcal/100 g
    ['1 cup cooked quinoa', 'cooked-quinoa', 222],
    // the dry grain stays the dry grain
    ['1 cup quinoa', 'quinoa', 626],
  ])('%s → %s, about %d kcal', (line, slug, kcal) => {
    const counted = lineKcal(line);
    expect(counted.slug).toBe(slug);
    expect(Math.abs(counted.kcal! - kcal) / kcal).toBeLessThan(0.05);
  });
});

describe('state is part of matching: lines count the USDA record in the state they name', () => {
  const weigh = createLineWeigher(loadCatalog());
  const says = (line: string) => weigh(parseIngredientLine(line));

  it('a cooked line is the cooked record (its own entry, or the dry one by a USDA yield), said in the detail', () => {
    expect(says('1 cup cooked quinoa')).toMatchObject({
      state: 'cooked',
      detail: expect.stringMatching(/^cooked: 185 g of Cooked quinoa \(USDA figures\)$/),
    });
    const rice = says('2 cups cooked brown rice');
    expect(rice.ingredient?.slug).toBe('brown-rice');
    expect(rice.detail).toMatch(/^cooked: 404 g cooked = dry brown rice × 0\.337 \(USDA yield: 1 g dry → 2\.967 g cooked\) = 136 g$/);
    expect(says('1 cup cooked chickpeas').ingredient?.slug).toBe('dried-chickpeas');
    expect(says('1 cup cooked pasta').ingredient?.slug).toBe('pasta');
  });

  it('dry, canned and frozen lines pick the entry in that state', () => {
    expect(says('1 cup dry lentils').ingredient?.slug).toBe('lentils');
    expect(says('1 cup dried black beans').ingredient?.slug).toBe('dried-black-beans');
    expect(says('1 cup canned black beans, drained').ingredient?.slug).toBe('black-beans');
    expect(says('1 cup black beans').ingredient?.slug).toBe('black-beans');
    expect(says('1 cup frozen peas').ingredient?.slug).toBe('frozen-peas');
    expect(says('1 cup fresh peas').ingredient?.slug).toBe('green-peas-fresh');
    expect(says('1 cup frozen broccoli').ingredient?.slug).toBe('frozen-broccoli');
  });

  it('a state after the comma is how to prepare what was measured: "1 cup rice, cooked" is a cup of dry rice', () => {
    const line = says('1 cup quinoa, cooked');
    expect(line.ingredient?.slug).toBe('quinoa');
    expect(line.grams).toBe(170);
    expect(line.detail).toMatch(/'cooked' after the comma: measured before$/);
  });

  it("sizes weigh SR28's own small, medium and large; a size SR28 lacks is said", () => {
    expect(says('1 large onion').grams).toBe(150);
    expect(says('1 small onion').grams).toBe(70);
    expect(says('3 small eggs').grams).toBe(114);
    expect(says('1 large yellow bell pepper').grams).toBe(186);
    const medium = says('1 medium yellow bell pepper');
    expect(medium.detail).toMatch(/^medium: USDA weighs no medium one, its usual one counted; 186 g/);
  });

  it('lines with nothing to weigh are named as such, never counted as 0 unsaid', () => {
    expect(says('salt to taste')).toMatchObject({ counted: false, grams: null, detail: 'to taste' });
    expect(says('Extra-virgin olive oil (for serving)')).toMatchObject({ counted: false, detail: 'for serving' });
    expect(says('3 ice cubes')).toMatchObject({ counted: false, detail: 'water: no calories to count' });
    expect(says('1 large shallot')).toMatchObject({ counted: false, detail: 'no USDA weight for shallot by the piece' });
    expect(says('1 pinch of unobtainium')).toMatchObject({ counted: false, ingredient: null, detail: 'not in our ingredient catalogue' });
    expect(says('1 tbsp capers (optional)')).toMatchObject({
      counted: true,
      detail: expect.stringMatching(/optional, counted as written$/),
    });
  });
});

describe(`our own ingredient lines against SR28 (bench/truth-lines.json)`, () => {
  withData('every line counts within 15 % of the SR28 record and measure it means', () => {
    const lines = loadTruthLines();
    expect(lines.length).toBeGreaterThanOrEqual(60);
    const checks = checkLines(lines, sr28(), createLineWeigher(loadCatalog()));
    expect(checks.filter((c) => !c.gramsFromSr28).map((c) => c.line)).toEqual([]);
    const off = checks
      .filter((c) => !c.ok)
      .map((c) => `${c.line}: ${c.countedKcal?.toFixed(0)} kcal vs SR28 ${c.expectedKcal.toFixed(0)} (${c.detail})`);
    expect(off).toEqual([]);
    // states and sizes are most of them
    expect(lines.filter((l) => /^state/.test(l.why)).length).toBeGreaterThanOrEqual(30);
    expect(lines.filter((l) => l.why === 'size').length).toBeGreaterThanOrEqual(15);
  });

  withData("a line of a food counted by a stand-in record is checked apart: matching the stand-in is not the food's truth", () => {
    const weigher = createLineWeigher(loadCatalog());
    // every line of bench/truth-lines.json counts a food by its own record
    expect(
      checkLines(loadTruthLines(), sr28(), weigher)
        .filter((c) => c.standIn)
        .map((c) => c.line),
    ).toEqual([]);
    // dried mango matches raw mango (09176), the record it copies, within 15 %: a stand-in, never counted as exact
    const mango = {
      line: '100 g dried mango',
      ndb: '09176',
      description: 'Mangos, raw',
      measure: null,
      count: null,
      grams: 100,
      why: 'unit',
    };
    expect(checkLines([mango], sr28(), weigher)[0]).toMatchObject({ ok: true, standIn: true });
  });
});
