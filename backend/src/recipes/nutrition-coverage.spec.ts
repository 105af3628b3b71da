import { nutritionCoverage } from './nutrition-coverage.js';

describe("a recipe's nutrition says how complete it is", () => {
  it('counts weighed, matched lines and names every other line with the reason it was weighed with', () => {
    const coverage = nutritionCoverage([
      { original: '2 cups rice', ingredientId: 1, amount: 2, unit: 'cup', grams: 370, detail: '370 g of White rice (USDA figures)' },
      { original: '1 large shallot', ingredientId: 3, amount: 1, unit: 'large', grams: null, detail: 'no USDA weight for one shallot' },
      { original: '3 ice cubes', ingredientId: 4, amount: 3, unit: '', grams: null, detail: 'water: no calories to count' },
      { original: 'Salt, to taste', ingredientId: 6, amount: 1, unit: '', grams: null, detail: 'to taste' },
    ]);
    expect(coverage).toEqual({
      counted: 1,
      total: 4,
      notCounted: [
        { line: '1 large shallot', reason: 'no USDA weight for one shallot' },
        { line: '3 ice cubes', reason: 'water: no calories to count' },
        { line: 'Salt, to taste', reason: 'to taste' },
      ],
      summary:
        '1 of 4 ingredients counted; not counted: 1 large shallot — no USDA weight for one shallot; 3 ice cubes — water: no calories to count; Salt, to taste — to taste',
    });
  });

  it('lines stored before details were kept get their reason from their text', () => {
    const coverage = nutritionCoverage([
      { original: '3 cups water', ingredientId: 2, amount: 3, unit: 'cup', grams: 711 },
      { original: 'Extra-virgin olive oil (for serving)', ingredientId: 5, amount: 0, unit: '', grams: null },
      { original: 'Salt, to taste', ingredientId: 6, amount: 0, unit: '', grams: 0 },
      { original: '1 tbsp capers (optional)', ingredientId: 8, amount: 0, unit: 'tbsp', grams: null },
      { original: '1 pinch of unobtainium', ingredientId: null, amount: 1, unit: 'pinch', grams: null },
      { original: 'some basil', ingredientId: 7, amount: 0, unit: '', grams: null },
      { original: '1 large shallot', ingredientId: 3, amount: 1, unit: 'large', grams: null },
    ]);
    expect(coverage.counted).toBe(1);
    expect(coverage.notCounted).toEqual([
      { line: 'Extra-virgin olive oil (for serving)', reason: 'for serving' },
      { line: 'Salt, to taste', reason: 'to taste' },
      { line: '1 tbsp capers (optional)', reason: 'optional, no amount given' },
      { line: '1 pinch of unobtainium', reason: 'not in our ingredient catalogue' },
      { line: 'some basil', reason: 'no amount given' },
      { line: '1 large shallot', reason: "no USDA weight for 'large'" },
    ]);
    expect(coverage.summary).toMatch(/^1 of 7 ingredients counted; not counted: Extra-virgin olive oil \(for serving\) — for serving; /);
  });
});
