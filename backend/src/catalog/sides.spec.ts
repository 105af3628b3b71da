import { loadCatalog } from './catalog.js';
import { loadSideEntries, sideFoodsOf } from './sides.js';

describe('sides: single catalogue foods in served amounts', () => {
  const catalog = loadCatalog().map((c, i) => ({ ...c, id: i + 1, nutrients: { ...c.nutrients } }));
  const sides = sideFoodsOf(loadSideEntries(), catalog);

  it('every side in data/sides.json is a catalogue food that can be weighed, with its nutrition from the catalogue', () => {
    expect(sides.length).toBe(loadSideEntries().length);
    const banana = sides.find((s) => s.name === 'Banana')!;
    const bananaRow = catalog.find((c) => c.slug === 'banana')!;
    expect(banana).toMatchObject({
      quantity: 1,
      unit: 'piece',
      grams: bananaRow.unitWeights.piece,
      ingredientId: bananaRow.id,
      fdcId: bananaRow.fdcId,
    });
    expect(banana.calories).toBeCloseTo((bananaRow.nutrients.kcal * bananaRow.unitWeights.piece) / 100, 6);
    const almonds = sides.find((s) => s.name === 'Almonds')!;
    expect(almonds.grams).toBeCloseTo(28.35, 1); // 1 ounce
    expect(almonds.allergens).toContain('tree-nuts');
    for (const side of sides) {
      expect(side.grams).toBeGreaterThan(0);
      expect(side.calories).toBeGreaterThan(0);
      expect(side.mealTypes.length).toBeGreaterThan(0);
    }
  });

  it('no rice, potatoes or beans at breakfast', () => {
    const breakfast = sides.filter((s) => s.mealTypes.includes('breakfast')).map((s) => s.name.toLowerCase());
    for (const name of breakfast) expect(name).not.toMatch(/rice|potato|beans/);
    expect(sides.some((s) => /rice/i.test(s.name) && s.mealTypes.includes('dinner'))).toBe(true);
  });

  it('refuses a side the catalogue does not know or cannot weigh', () => {
    expect(() => sideFoodsOf([{ slug: 'unicorn-steak', quantity: 1, unit: 'piece', mealTypes: ['dinner'] }], catalog)).toThrow(
      /not in the ingredient catalogue/,
    );
    expect(() => sideFoodsOf([{ slug: 'banana', quantity: 1, unit: 'bunch', mealTypes: ['breakfast'] }], catalog)).toThrow(
      /cannot be weighed/,
    );
  });
});
