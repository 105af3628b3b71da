import { loadCatalog } from './catalog.js';
import { dishOf, loadSideEntries, PLATE, sideClashes, sideFoodsOf, sidePairs } from './sides.js';
import { recipeLibrary } from '../recipes/library/index.js';
import { MEAL_TYPES } from '../kitchen/vocabulary.js';

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
    expect(() =>
      sideFoodsOf(
        [{ slug: 'unicorn-steak', quantity: 1, unit: 'piece', mealTypes: ['dinner'], goesWith: ['dinner'], clashesWith: [] }],
        catalog,
      ),
    ).toThrow(/not in the ingredient catalogue/);
    expect(() =>
      sideFoodsOf(
        [{ slug: 'banana', quantity: 1, unit: 'bunch', mealTypes: ['breakfast'], goesWith: ['breakfast'], clashesWith: [] }],
        catalog,
      ),
    ).toThrow(/cannot be weighed/);
  });

  it('describes a recipe by its cuisine and the dish kinds its title names, a plate when it names none', () => {
    expect(dishOf({ title: 'Saag Paneer', cuisine: 'Indian' })).toEqual(['indian', 'curry']);
    expect(dishOf({ title: 'Thai Green Curry Chicken', cuisine: 'Thai' })).toEqual(['thai', 'curry']);
    expect(dishOf({ title: 'Chicken Tortilla Soup', cuisine: 'Mexican' })).toEqual(expect.arrayContaining(['mexican', 'soup']));
    expect(dishOf({ title: 'Spaghetti and Meatballs', cuisine: 'Italian' })).toEqual(['italian', 'pasta']);
    expect(dishOf({ title: 'Creamy Tuscan Chicken Thighs', cuisine: null })).toEqual([PLATE]);
  });

  it('rice or flatbread with a curry, bread with a soup, greens with pasta; canned black beans never beside saag paneer or a Thai curry', () => {
    const named = (slug: string) => loadSideEntries().find((e) => e.slug === slug)!;
    const saag = [...dishOf({ title: 'Saag Paneer', cuisine: 'Indian' }), 'dinner'];
    const thai = [...dishOf({ title: 'Thai Red Curry with Vegetables', cuisine: 'Thai' }), 'dinner'];
    const soup = [...dishOf({ title: 'French Onion Soup', cuisine: 'French' }), 'lunch'];
    const pasta = [...dishOf({ title: 'Baked Ziti with Ricotta', cuisine: 'Italian' }), 'dinner'];
    const tacos = [...dishOf({ title: 'Ground Beef Street Tacos', cuisine: 'Mexican' }), 'dinner'];
    expect(sidePairs(named('cooked-rice'), saag) && sidePairs(named('pita'), saag) && sidePairs(named('cooked-rice'), thai)).toBe(true);
    expect(sidePairs(named('french-bread'), soup) && sidePairs(named('lettuce'), pasta) && sidePairs(named('broccoli'), pasta)).toBe(true);
    expect(sideClashes(named('black-beans'), saag)).toBe(true);
    expect(sideClashes(named('black-beans'), thai)).toBe(true);
    expect(sidePairs(named('black-beans'), tacos)).toBe(true);
    expect(
      sideClashes(named('potato'), pasta) && sideClashes(named('cooked-rice'), pasta) && sideClashes(named('whole-wheat-bread'), saag),
    ).toBe(true);
  });

  it('every lunch and dinner of the library has a side that goes with it, and nearly every breakfast (congee may stand alone)', () => {
    let breakfasts = 0;
    let breakfastsPaired = 0;
    const alone: string[] = [];
    for (const recipe of recipeLibrary) {
      const types = (recipe.mealTypes.length ? recipe.mealTypes : ['lunch', 'dinner']).filter((t): t is (typeof MEAL_TYPES)[number] =>
        (MEAL_TYPES as readonly string[]).includes(t),
      );
      for (const type of types) {
        const pairs = sides.some((side) => side.mealTypes.includes(type) && sidePairs(side, [...dishOf(recipe), type]));
        if (type === 'breakfast') {
          breakfasts++;
          if (pairs) breakfastsPaired++;
        } else if (!pairs) alone.push(`${recipe.title} (${type})`);
      }
    }
    expect(alone).toEqual([]);
    expect(breakfastsPaired / breakfasts).toBeGreaterThanOrEqual(0.9);
  });
});
