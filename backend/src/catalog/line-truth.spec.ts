import { loadCatalog } from './catalog.js';
import { createIngredientMatcher } from './ingredient-matcher.js';
import { toGrams } from './units.js';
import { parseIngredientLine } from '../recipes/ingredient-line.js';

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
