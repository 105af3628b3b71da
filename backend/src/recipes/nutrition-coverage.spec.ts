import { nutritionCoverage } from './nutrition-coverage.js';

describe("a recipe's nutrition says how complete it is", () => {
  it('counts weighed, matched lines and names every other line with its reason', () => {
    const coverage = nutritionCoverage([
      { original: '2 cups rice', ingredientId: 1, amount: 2, unit: 'cup', grams: 370 },
      { original: '3 cups water', ingredientId: 2, amount: 3, unit: 'cup', grams: 711 },
      { original: '1 large shallot', ingredientId: 3, amount: 1, unit: 'large', grams: null },
      { original: '3 ice cubes', ingredientId: 4, amount: 3, unit: '', grams: null },
      { original: 'Extra-virgin olive oil (for serving)', ingredientId: 5, amount: 0, unit: '', grams: null },
      { original: 'Salt, to taste', ingredientId: 6, amount: 0, unit: '', grams: 0 },
      { original: '1 pinch of unobtainium', ingredientId: null, amount: 1, unit: 'pinch', grams: null },
      { original: 'some basil', ingredientId: 7, amount: 0, unit: '', grams: null },
    ]);
    expect(coverage.counted).toBe(2);
    expect(coverage.total).toBe(8);
    expect(coverage.notCounted).toEqual([
      { line: '1 large shallot', reason: "no weight for 'large'" },
      { line: '3 ice cubes', reason: 'no weight for one of these' },
      { line: 'Extra-virgin olive oil (for serving)', reason: 'to taste or for serving: no amount to count' },
      { line: 'Salt, to taste', reason: 'to taste or for serving: no amount to count' },
      { line: '1 pinch of unobtainium', reason: 'not in our ingredient catalogue' },
      { line: 'some basil', reason: 'no amount given' },
    ]);
  });
});
