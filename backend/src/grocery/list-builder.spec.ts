import fc from 'fast-check';
import { keywordBrandOptions, BRAND_TABLES } from './brand-tables.js';
import {
  buildGroceryList,
  CatalogIndex,
  compareLines,
  describePackages,
  ROUGH_NOTE,
  UNMATCHED_NOTE,
  type BuilderIngredient,
  type BuilderPlanItem,
  type BuilderRecipe,
} from './list-builder.js';
import { cheapestCover } from '../kitchen/packages.js';
import { toGrams } from '../kitchen/units.js';
import { loadCatalog } from '../catalog/catalog.js';

const flour: BuilderIngredient = {
  id: 1,
  slug: 'all-purpose-flour',
  name: 'All-purpose flour',
  aliases: ['flour'],
  category: 'Baking',
  unitWeights: { cup: 125, tbsp: 7.8 },
  packages: [
    { label: '2 lb bag', quantity: 2, unit: 'lb', grams: 907 },
    { label: '5 lb bag', quantity: 5, unit: 'lb', grams: 2268 },
  ],
  prices: {
    kroger: [
      { storeBrand: 2.49, nameBrand: 3.99 },
      { storeBrand: 3.99, nameBrand: 5.49 },
    ],
    costco: [null, { storeBrand: 3.29, nameBrand: 4.49 }],
  },
};
const eggs: BuilderIngredient = {
  id: 2,
  slug: 'egg',
  name: 'Eggs',
  aliases: ['egg', 'large egg'],
  category: 'Dairy & Eggs',
  unitWeights: { large: 50, piece: 50 },
  packages: [
    { label: '12 eggs', quantity: 12, unit: 'eggs', grams: 600 },
    { label: '18 eggs', quantity: 18, unit: 'eggs', grams: 900 },
  ],
  prices: {
    kroger: [
      { storeBrand: 2.99, nameBrand: 4.99 },
      { storeBrand: 4.79, nameBrand: 6.99 },
    ],
  },
};
const chicken: BuilderIngredient = {
  id: 3,
  slug: 'chicken-breast',
  name: 'Chicken breast',
  aliases: ['boneless skinless chicken breast'],
  category: 'Meat & Seafood',
  unitWeights: { piece: 174 },
  packages: [{ label: '1 lb pack', quantity: 1, unit: 'lb', grams: 453.6 }],
  prices: { kroger: [{ storeBrand: 3.49, nameBrand: 4.99 }] },
};
const lettuce: BuilderIngredient = {
  id: 4,
  slug: 'lettuce',
  name: 'Romaine lettuce',
  category: 'Produce',
  unitWeights: { head: 626, cup: 47 },
  packages: [{ label: 'head', quantity: 1, unit: 'head', grams: 626 }],
  prices: { kroger: [{ storeBrand: 1.99, nameBrand: 2.99 }] },
};
const CATALOG = [flour, eggs, chicken, lettuce];

const recipe = (id: number, title: string, servings: number, ingredients: BuilderRecipe['ingredients']): BuilderRecipe => ({
  id,
  title,
  servings,
  ingredients,
});
const item = (dayOfWeek: number, mealType: string, r: BuilderRecipe | null, extra: Partial<BuilderPlanItem> = {}): BuilderPlanItem => ({
  dayOfWeek,
  mealType,
  servings: r?.servings ?? 1,
  recipe: r,
  ...extra,
});

describe('the catalogue index', () => {
  it('matches names to the catalogue: exact, alias, plural, then by words', () => {
    const index = new CatalogIndex(CATALOG);
    expect(index.byNameMatch('eggs')?.slug).toBe('egg');
    expect(index.byNameMatch('Flour')?.slug).toBe('all-purpose-flour');
    expect(index.byNameMatch('Chicken, breast, boneless')?.slug).toBe('chicken-breast');
    expect(index.byNameMatch('dragon fruit')).toBeNull();
    const berries: BuilderIngredient = {
      id: 40,
      slug: 'frozen-mixed-berries',
      name: 'Frozen mixed berries',
      aliases: ['mixed fruit', 'frozen fruit'],
      category: 'Frozen',
    };
    expect(new CatalogIndex([...CATALOG, berries]).byNameMatch('Dragon fruit')).toBeNull();
    expect(new CatalogIndex([...CATALOG, berries]).byNameMatch('frozen berries')?.slug).toBe('frozen-mixed-berries');
    expect(index.byIdOrName(3, 'whatever')?.slug).toBe('chicken-breast');
  });

  it("answers with this catalogue's entries when another catalogue of the same names was indexed first", () => {
    // the names index is shared by catalogues with the same names; each person's prices ride on their own entries
    const dearer = CATALOG.map((food) => ({ ...food, yourPrice: { packageLabel: 'the one I buy', cents: 999 } }));
    const plain = new CatalogIndex(CATALOG);
    const theirs = new CatalogIndex(dearer);
    expect(plain.byNameMatch('eggs')).toBe(CATALOG.find((f) => f.slug === 'egg'));
    expect(theirs.byNameMatch('eggs')).toBe(dearer.find((f) => f.slug === 'egg'));
    expect(theirs.byIdOrName(3, 'whatever')).toBe(dearer.find((f) => f.id === 3));
    const renamed = CATALOG.map((food) => (food.slug === 'egg' ? { ...food, aliases: ['hen fruit'] } : food));
    expect(new CatalogIndex(renamed).byNameMatch('hen fruit')?.slug).toBe('egg');
    expect(new CatalogIndex(CATALOG).byNameMatch('hen fruit')).toBeNull();
  });
});

describe('packages', () => {
  const pk = (index: number, grams: number, cents: number) => ({ index, label: `p${index}`, grams, cents });

  it('covers the need at the lowest cost', () => {
    // 1000 g: one 2268 g bag ($3.99) beats two 907 g bags ($4.98).
    expect(cheapestCover(1000, [pk(0, 907, 249), pk(1, 2268, 399)])).toMatchObject({ totalCents: 399, picks: [{ index: 1, count: 1 }] });
    // 800 g: one small bag.
    expect(cheapestCover(800, [pk(0, 907, 249), pk(1, 2268, 399)])).toMatchObject({ totalCents: 249 });
    // 20 eggs (1000 g): 12 + 12 ($5.98) vs 18 + 12 ($7.78) vs 18 + 18 ($9.58) → two dozen.
    expect(cheapestCover(1000, [pk(0, 600, 299), pk(1, 900, 479)])).toMatchObject({ totalCents: 598, picks: [{ index: 0, count: 2 }] });
    expect(cheapestCover(0, [pk(0, 600, 299)])).toMatchObject({ totalCents: 299 });
    expect(cheapestCover(100, [])).toBeNull();
  });

  it('property: the choice covers the need and no single-size option is cheaper', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20000, noNaN: true }),
        fc.array(fc.record({ grams: fc.integer({ min: 50, max: 5000 }), cents: fc.integer({ min: 0, max: 3000 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        (need, specs) => {
          const packages = specs.map((s, i) => pk(i, s.grams, s.cents));
          const choice = cheapestCover(need, packages)!;
          expect(choice.totalGrams + 1e-6).toBeGreaterThanOrEqual(need);
          expect(choice.totalCents).toBe(choice.picks.reduce((s, p) => s + p.count * p.cents, 0));
          for (const p of packages) expect(choice.totalCents).toBeLessThanOrEqual(Math.max(1, Math.ceil(need / p.grams - 1e-9)) * p.cents);
        },
      ),
    );
  });
});

describe('buildGroceryList', () => {
  const bread = recipe(10, 'Soda Bread', 4, [
    { ingredientId: 1, name: 'flour', amount: 2, unit: 'cups', grams: null },
    { ingredientId: 2, name: 'egg', amount: 1, unit: '', grams: 50 },
  ]);
  const pancakes = recipe(11, 'Pancakes', 2, [
    { ingredientId: null, name: 'flour', amount: 100, unit: 'g' },
    { ingredientId: 2, name: 'eggs', amount: 2, unit: 'large' },
    { ingredientId: null, name: 'maple syrup', amount: 2, unit: 'tbsp' },
  ]);

  it("merges '2 cups flour' + '100 g flour' into one line, priced by packages at the store", () => {
    const list = buildGroceryList({
      items: [item(1, 'breakfast', bread), item(2, 'breakfast', pancakes)],
      catalog: CATALOG,
      store: 'kroger',
    });
    const flourLine = list.lines.find((l) => l.key === 'ing:all-purpose-flour')!;
    expect(flourLine.neededGrams).toBeCloseTo(350);
    expect(flourLine).toMatchObject({
      name: 'All-purpose flour',
      quantity: 2,
      unit: 'lb bag',
      priceCents: 249,
      brand: 'Kroger',
      category: 'Baking',
    });
    expect(flourLine.forMeals).toEqual(['Mon breakfast: Soda Bread', 'Tue breakfast: Pancakes']);
    expect(flourLine.brandOptions).toEqual([
      { brand: 'Kroger', cents: 249, description: 'Kroger store brand · 2 lb bag' },
      { brand: 'Name Brand', cents: 399, description: 'National brand at Kroger · 2 lb bag' },
    ]);
    const eggLine = list.lines.find((l) => l.key === 'ing:egg')!;
    expect(eggLine).toMatchObject({ quantity: 12, unit: 'eggs', priceCents: 299 });
    expect(list.totalCents).toBe(list.lines.reduce((s, l) => s + l.priceCents, 0));
  });

  it("lists meals in the plan's week order", () => {
    const list = buildGroceryList({
      items: [item(1, 'breakfast', bread), item(5, 'dinner', bread), item(4, 'lunch', bread)],
      catalog: CATALOG,
      store: 'kroger',
      weekStartDate: '2026-11-26' /* a Thursday */,
    });
    expect(list.lines[0].forMeals).toEqual(['Thu lunch: Soda Bread', 'Fri dinner: Soda Bread', 'Mon breakfast: Soda Bread']);
  });

  it('scales by servings planned / recipe servings', () => {
    const forEight = buildGroceryList({ items: [item(0, 'dinner', bread, { servings: 40 })], catalog: CATALOG, store: 'kroger' });
    // 10× the recipe: 2500 g flour → 5 lb bag + 2 lb bag ($6.48) beats 2 × 5 lb ($7.98) and 3 × 2 lb ($7.47).
    expect(forEight.lines.find((l) => l.key === 'ing:all-purpose-flour')).toMatchObject({ priceCents: 648, quantity: 7, unit: 'lb' });
    // 10 eggs → a dozen.
    expect(forEight.lines.find((l) => l.key === 'ing:egg')).toMatchObject({ quantity: 12, priceCents: 299 });
  });

  it('keeps lines the catalogue lacks, under Other at price 0 with a note, merged by name and unit', () => {
    const list = buildGroceryList({
      items: [item(2, 'breakfast', pancakes), item(3, 'breakfast', pancakes)],
      catalog: CATALOG,
      store: 'kroger',
    });
    const syrup = list.lines.find((l) => l.name === 'Maple syrup')!;
    expect(syrup).toMatchObject({
      category: 'Other',
      priceCents: 0,
      quantity: 4,
      unit: 'tbsp',
      brand: null,
      note: UNMATCHED_NOTE,
      ingredientId: null,
      key: 'name:maple syrup',
    });
    expect(list.lines[list.lines.length - 1].category).toBe('Other');
  });

  it("prices an item the catalogue lacks at its aisle's typical price, computed from the catalogue and said to be rough", () => {
    // two Produce foods named "... kale": "lacinato kale" is Produce, priced at the median Produce price per gram
    const kale = (id: number, slug: string, name: string, dollars: number, grams: number): BuilderIngredient => ({
      id,
      slug,
      name,
      category: 'Produce',
      unitWeights: { bunch: grams },
      packages: [{ label: 'bunch', quantity: 1, unit: 'bunch', grams }],
      prices: { kroger: [{ storeBrand: dollars, nameBrand: dollars }] },
    });
    const catalog = [...CATALOG, kale(5, 'green-kale', 'Green kale', 2.49, 163), kale(6, 'red-kale', 'Red kale', 2.99, 170)];
    const salad = recipe(14, 'Kale salad', 2, [
      { ingredientId: null, name: 'lacinato kale', amount: 1, unit: 'lb' },
      { ingredientId: null, name: 'lacinato kale', amount: 2, unit: '' },
    ]);
    const built = buildGroceryList({ items: [item(0, 'lunch', salad)], catalog, store: 'kroger' });
    const line = built.lines.find((l) => l.name === 'Lacinato kale')!;
    expect(built.lines.map((l) => l.name)).toEqual(['Lacinato kale']);
    // the Produce aisle's median per gram (1.99/626, 2.49/163, 2.99/170) and its median cheapest package (2.49) for the two pieces
    const perGram = Math.min(2.49 / 163, 2.99 / 170);
    expect(line.priceCents).toBe(Math.round(453.59237 * perGram * 100) + Math.round(2 * 2.49 * 100));
    expect(line).toMatchObject({
      category: 'Produce',
      note: ROUGH_NOTE,
      priceSource: { kind: 'rough', label: 'rough estimate: typical Produce prices (median of 3 catalogue foods)' },
    });
    expect(line.priceSource!.detail).toMatch(/its aisle, Produce, is where 2 of the 2 catalogue foods named "kale" are/);
    // the same item at twice the amount costs twice as much: a price follows the quantity
    const bigger = recipe(15, 'Kale salad for 4', 2, [{ ingredientId: null, name: 'lacinato kale', amount: 2, unit: 'lb' }]);
    const big = buildGroceryList({ items: [item(0, 'lunch', bigger)], catalog, store: 'kroger' }).lines.find(
      (l) => l.name === 'Lacinato kale',
    )!;
    expect(big.priceCents).toBe(Math.round(2 * 453.59237 * perGram * 100));
    expect(big.priceSource!.label).toBe('rough estimate: typical Produce price per gram (median of 3 catalogue foods)');
    // no catalogue food shares its words: no estimate, never a constant
    const towels = buildGroceryList({
      items: [item(0, 'lunch', null, { foodName: 'Paper towels', quantity: 1, unit: 'package' })],
      catalog,
      store: 'kroger',
    }).lines[0];
    expect(towels).toMatchObject({
      priceCents: 0,
      category: 'Other',
      note: UNMATCHED_NOTE,
      priceSource: { kind: 'none', label: 'no estimate', detail: null },
    });
  });

  it('leaves tap water and ice off the list', () => {
    const water: BuilderIngredient = {
      id: 30,
      slug: 'water',
      name: 'Water',
      category: 'Beverages',
      unitWeights: { cup: 237 },
      packages: [],
      prices: {},
    };
    const soup = recipe(13, 'Soup', 2, [
      { ingredientId: 30, name: 'water', amount: 4, unit: 'cups' },
      { ingredientId: null, name: 'boiling water', amount: 1, unit: 'cup' },
      { ingredientId: null, name: 'ice cubes', amount: 6, unit: '' },
      { ingredientId: 1, name: 'flour', amount: 1, unit: 'tbsp' },
    ]);
    const list = buildGroceryList({ items: [item(0, 'dinner', soup)], catalog: [...CATALOG, water], store: 'kroger' });
    expect(list.lines.map((l) => l.key)).toEqual(['ing:all-purpose-flour']);
  });

  it('adds food items, matched to the catalogue by name', () => {
    const list = buildGroceryList({
      items: [
        item(4, 'lunch', null, { foodName: 'Chicken breast, grilled', quantity: 2, unit: 'piece' }),
        item(5, 'lunch', null, { foodName: 'Mystery snack', quantity: 1, unit: 'serving' }),
      ],
      catalog: CATALOG,
      store: 'kroger',
    });
    expect(list.lines.find((l) => l.key === 'ing:chicken-breast')).toMatchObject({
      quantity: 1,
      unit: 'lb pack',
      priceCents: 349,
      forMeals: ['Thu lunch: Chicken breast, grilled'],
    });
    expect(list.lines.find((l) => l.name === 'Mystery snack')).toMatchObject({
      category: 'Other',
      priceCents: 0,
      quantity: 1,
      unit: 'serving',
    });
  });

  it('prices at the preferred store and falls back to kroger when the store has no price', () => {
    const costco = buildGroceryList({ items: [item(1, 'dinner', bread)], catalog: CATALOG, store: 'costco' });
    expect(costco.lines.find((l) => l.key === 'ing:all-purpose-flour')).toMatchObject({
      priceCents: 329,
      brand: 'Kirkland Signature',
      unit: 'lb bag',
      quantity: 5,
    });
    const eggLine = costco.lines.find((l) => l.key === 'ing:egg')!;
    expect(eggLine.brand).toBe('Kroger');
    expect(eggLine.note).toMatch(/Priced at Kroger/);
  });

  it('sorts by a walk through the store', () => {
    const salad = recipe(12, 'Salad', 1, [
      { ingredientId: null, name: 'croutons', amount: 1, unit: 'cup' },
      { ingredientId: 4, name: 'lettuce', amount: 1, unit: 'head' },
      { ingredientId: 3, name: 'chicken', amount: 200, unit: 'g' },
      { ingredientId: 2, name: 'egg', amount: 1, unit: '' },
    ]);
    const list = buildGroceryList({ items: [item(0, 'lunch', salad)], catalog: CATALOG, store: 'kroger' });
    expect(list.lines.map((l) => l.category)).toEqual(['Produce', 'Meat & Seafood', 'Dairy & Eggs', 'Other']);
    expect(list.lines[0]).toMatchObject({ quantity: 1, unit: 'head', priceCents: 199 });
    expect(compareLines({ category: 'Mystery aisle', name: 'a' }, { category: 'Frozen', name: 'a' })).toBeLessThan(0);
  });

  it('describes package picks for a person', () => {
    expect(
      describePackages(
        { picks: [{ index: 0, label: '1 lb pack', grams: 453.6, cents: 349, count: 3 }], totalCents: 1047, totalGrams: 1360.8 },
        chicken,
      ),
    ).toEqual({ quantity: 3, unit: 'lb pack' });
    const generic: BuilderIngredient = { ...lettuce, name: 'Lemon', packages: [{ label: 'each', quantity: 1, unit: 'each', grams: 100 }] };
    expect(
      describePackages(
        { picks: [{ index: 0, label: 'each', grams: 100, cents: 50, count: 3 }], totalCents: 150, totalGrams: 300 },
        generic,
      ),
    ).toEqual({ quantity: 3, unit: 'lemons' });
  });

  it('reads the real catalogue formats: dozens, each, heads, gallons, fl-oz', () => {
    const realEggs: BuilderIngredient = {
      id: 9,
      slug: 'eggs',
      name: 'Eggs',
      category: 'Dairy & Eggs',
      unitWeights: { piece: 50 },
      packages: [
        { unit: 'piece', grams: 600, label: '1 dozen', quantity: 12 },
        { unit: 'piece', grams: 900, label: '18 count', quantity: 18 },
      ],
      prices: {
        kroger: [
          { storeBrand: 2.5, nameBrand: 3.5 },
          { storeBrand: 3.6, nameBrand: 5 },
        ],
      },
    };
    const onion: BuilderIngredient = {
      id: 10,
      slug: 'onion',
      name: 'Onion (yellow)',
      category: 'Produce',
      unitWeights: { piece: 110 },
      packages: [
        { unit: 'piece', grams: 110, label: '1 each', quantity: 1 },
        { unit: 'lb', grams: 1224.7, label: '3 lb bag', quantity: 3 },
      ],
      prices: {
        kroger: [
          { storeBrand: 0.9, nameBrand: 0.9 },
          { storeBrand: 3.2, nameBrand: 3.2 },
        ],
      },
    };
    const garlic: BuilderIngredient = {
      id: 11,
      slug: 'garlic',
      name: 'Garlic',
      category: 'Produce',
      unitWeights: { clove: 3, head: 49.3 },
      packages: [{ unit: 'head', grams: 49.3282, label: '1 head', quantity: 1 }],
      prices: { kroger: [{ storeBrand: 0.5, nameBrand: 0.6 }] },
    };
    const milk: BuilderIngredient = {
      id: 12,
      slug: 'whole-milk',
      name: 'Whole milk',
      category: 'Dairy & Eggs',
      unitWeights: { cup: 244, 'fl-oz': 30.5 },
      packages: [
        { unit: 'gallon', grams: 3904, label: '1 gallon', quantity: 1 },
        { unit: 'gallon', grams: 1952, label: '0.5 gallon', quantity: 0.5 },
      ],
      prices: {
        kroger: [
          { storeBrand: 3.2, nameBrand: 4.5 },
          { storeBrand: 2.2, nameBrand: 3 },
        ],
      },
    };
    const lemonJuice: BuilderIngredient = {
      id: 13,
      slug: 'lemon-juice',
      name: 'Lemon juice',
      category: 'Produce',
      unitWeights: { tbsp: 15, piece: 48 },
      packages: [{ unit: 'piece', grams: 48, label: '1 each lemon', quantity: 1 }],
      prices: { kroger: [{ storeBrand: 0.5, nameBrand: 0.5 }] },
    };
    const catalog = [realEggs, onion, garlic, milk, lemonJuice];
    const r = recipe(20, 'Big Brunch', 1, [
      { ingredientId: 9, name: 'eggs', amount: 14, unit: '' },
      { ingredientId: 10, name: 'onion', amount: 3, unit: '' },
      { ingredientId: 11, name: 'garlic', amount: 20, unit: 'cloves' },
      { ingredientId: 12, name: 'milk', amount: 24, unit: 'cups' },
      { ingredientId: 13, name: 'lemon juice', amount: 5, unit: 'tbsp' },
    ]);
    const list = buildGroceryList({ items: [item(0, 'breakfast', r)], catalog, store: 'kroger' });
    const by = (slug: string) => list.lines.find((l) => l.key === `ing:${slug}`)!;
    expect(by('eggs')).toMatchObject({ quantity: 18, unit: 'eggs', priceCents: 360 });
    expect(by('onion')).toMatchObject({ quantity: 3, unit: 'onions', priceCents: 270 });
    expect(by('garlic')).toMatchObject({ quantity: 2, unit: 'heads', priceCents: 100 });
    // 24 cups = 5856 g: a gallon and a half gallon ($5.40) beats two gallons ($6.40).
    expect(by('whole-milk')).toMatchObject({ quantity: 1.5, unit: 'gallon', priceCents: 540 });
    expect(toGrams(2, 'fl oz', milk)).toBe(61);
    // 75 g of juice: two lemons.
    expect(by('lemon-juice')).toMatchObject({ quantity: 2, unit: 'lemons', priceCents: 100 });
  });

  const recipeArb = fc.record({
    id: fc.integer({ min: 1, max: 50 }),
    title: fc.constantFrom('Soup', 'Stew', 'Salad', 'Bread'),
    servings: fc.integer({ min: 1, max: 8 }),
    ingredients: fc.array(
      fc.record({
        ingredientId: fc.constantFrom(1, 2, 3, 4, null),
        name: fc.constantFrom('flour', 'egg', 'chicken', 'lettuce', 'saffron', 'miso'),
        amount: fc.double({ min: 0.1, max: 10, noNaN: true }),
        unit: fc.constantFrom('g', 'cup', 'tbsp', '', 'oz', 'clove', 'pinch'),
        grams: fc.constant(null),
      }),
      { maxLength: 6 },
    ),
  });
  const planArb = fc.array(
    fc.record({
      dayOfWeek: fc.integer({ min: 0, max: 6 }),
      mealType: fc.constantFrom('breakfast', 'lunch', 'dinner'),
      servings: fc.integer({ min: 1, max: 6 }),
      recipe: fc.option(recipeArb, { nil: null }),
      foodName: fc.constantFrom('Eggs', 'Banana', 'flour'),
      quantity: fc.integer({ min: 1, max: 5 }),
      unit: fc.constantFrom('piece', 'cup', 'g'),
    }),
    { maxLength: 10 },
  );
  const storeArb = fc.constantFrom('kroger', 'costco', 'safeway', 'whole-foods', 'trader-joes');

  it('property: total = sum of lines exactly, prices are non-negative whole cents, one line per ingredient', () => {
    fc.assert(
      fc.property(planArb, storeArb, (items, store) => {
        const list = buildGroceryList({ items, catalog: CATALOG, store });
        expect(list.totalCents).toBe(list.lines.reduce((s, l) => s + l.priceCents, 0));
        for (const l of list.lines) {
          expect(Number.isInteger(l.priceCents) && l.priceCents >= 0).toBe(true);
          expect(l.forMeals.length).toBeGreaterThan(0);
          expect(l.category).toBeTruthy();
        }
        expect(new Set(list.lines.map((l) => l.key)).size).toBe(list.lines.length);
        for (let i = 1; i < list.lines.length; i++) expect(compareLines(list.lines[i - 1], list.lines[i])).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('property: regenerating is stable, and item order in the plan does not change the list', () => {
    fc.assert(
      fc.property(planArb, storeArb, (items, store) => {
        const a = buildGroceryList({ items, catalog: CATALOG, store });
        expect(buildGroceryList({ items, catalog: CATALOG, store })).toEqual(a);
        const b = buildGroceryList({ items: [...items].reverse(), catalog: CATALOG, store });
        expect(b.totalCents).toBe(a.totalCents);
        expect(b.lines.map((l) => [l.key, l.quantity, l.unit, l.priceCents, l.forMeals])).toEqual(
          a.lines.map((l) => [l.key, l.quantity, l.unit, l.priceCents, l.forMeals]),
        );
      }),
    );
  });

  it('property: planning more servings never makes a line cheaper', () => {
    fc.assert(
      fc.property(recipeArb, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (r, s, extra) => {
        const small = buildGroceryList({ items: [item(0, 'dinner', r, { servings: s })], catalog: CATALOG, store: 'kroger' });
        const big = buildGroceryList({ items: [item(0, 'dinner', r, { servings: s + extra })], catalog: CATALOG, store: 'kroger' });
        expect(big.totalCents).toBeGreaterThanOrEqual(small.totalCents);
      }),
    );
  });
});

describe('keyword brand tables (spec §9)', () => {
  it('name four brands per keyword, and the fallbacks, but never a price of their own', () => {
    expect(keywordBrandOptions('Chicken thighs', 'dashboard')).toHaveLength(4);
    expect(keywordBrandOptions('Wild rice', 'dashboard')[0].brand).toBe('Lundberg');
    expect(keywordBrandOptions('Saffron', 'dashboard')).toEqual([
      { brand: 'Name Brand', cents: null, description: 'National brand · no estimate' },
      { brand: 'Store Brand', cents: null, description: 'Store brand, same quality for less · no estimate' },
    ]);
    expect(keywordBrandOptions('Fresh basil', 'lists')[0].brand).toBe('Gourmet Garden');
    expect(keywordBrandOptions('Saffron', 'lists')).toHaveLength(4);
    for (const table of ['dashboard', 'lists'] as const) {
      for (const entry of BRAND_TABLES[table].entries) expect(entry.options).toHaveLength(4);
    }
  });

  it("price their brands from the line's estimate: the store brand at it, a national brand at the name-brand premium", () => {
    const estimate = { storeCents: 400, nameFactor: 1.316, label: 'rough estimate' };
    const options = keywordBrandOptions('Chicken sausage links', 'dashboard', estimate);
    expect(options.find((o) => o.brand === 'Store Brand')).toEqual({
      brand: 'Store Brand',
      cents: 400,
      description: 'Value pack · rough estimate',
    });
    expect(options.find((o) => o.brand === 'Perdue')).toEqual({
      brand: 'Perdue',
      cents: 526,
      description: 'Boneless skinless, no antibiotics ever · rough estimate, national-brand level',
    });
    // twice the estimate, twice every option: a price follows the quantity and the store, not a table
    const twice = keywordBrandOptions('Chicken sausage links', 'dashboard', { ...estimate, storeCents: 800 });
    expect(twice.map((o) => o.cents)).toEqual(options.map((o) => (o.brand === 'Store Brand' ? 800 : Math.round(800 * 1.316))));
  });
});

describe('names and amounts on a list from the real catalogue', () => {
  const catalog = loadCatalog().map((c, i) => ({ ...c, id: i + 1 }));
  const lineFor = (foodName: string, quantity: number, unit: string) =>
    buildGroceryList({
      items: [{ dayOfWeek: 1, mealType: 'lunch', servings: 1, recipe: null, foodName, quantity, unit }],
      catalog,
      store: 'kroger',
    }).lines;

  // What a person writes → the catalogue food it is, and what the list says to pick up.
  it.each([
    ['potatoes', 3, '', 'ing:potato', 'Potato', '3 potatoes'],
    ['potato', 1, 'piece', 'ing:potato', 'Potato', '1 potato'],
    ['Tomatoes', 2, 'pieces', 'ing:tomato', 'Tomato', '2 tomatoes'],
    ['red potatoes', 2, '', 'ing:red-potato', 'Red potato', '2 red potatoes'],
    ['peaches', 3, '', 'ing:peach', 'Peach', '3 peaches'],
    ['bay leaves', 3, '', 'ing:bay-leaf', 'Bay leaves', '1 jar'],
    ['molasses', 2, 'tbsp', 'ing:molasses', 'Molasses', '12 fl oz bottle'],
    ['hummus', 2, 'tbsp', 'ing:hummus', 'Hummus', '10 oz tub'],
    ['asparagus', 1, 'bunch', 'ing:asparagus', 'Asparagus', '1 bunch'],
    ['couscous', 1, 'cup', 'ing:couscous', 'Couscous', '10 oz box'],
    ['swiss chard', 2, 'cups', 'ing:swiss-chard', 'Swiss chard', '1 bunch'],
    ['brussels sprouts', 2, 'cups', 'ing:brussels-sprouts', 'Brussels sprouts', '1 lb bag'],
    ['eggs', 3, '', 'ing:eggs', 'Eggs', '12 eggs'],
    ['lemons', 2, '', 'ing:lemon', 'Lemon', '2 lemons'],
  ])('%s (%d %s) → %s "%s": %s', (written, quantity, unit, key, name, pickUp) => {
    const [line, ...more] = lineFor(written, quantity, unit);
    expect(more).toEqual([]);
    expect({ key: line.key, name: line.name, pickUp: `${line.quantity} ${line.unit}` }).toEqual({ key, name, pickUp });
  });

  it('keeps a name the catalogue does not know as written, one line however its plural is spelled', () => {
    const list = buildGroceryList({
      items: [
        { dayOfWeek: 1, mealType: 'lunch', servings: 1, recipe: null, foodName: 'Dragon fruits', quantity: 2, unit: 'cups' },
        { dayOfWeek: 2, mealType: 'lunch', servings: 1, recipe: null, foodName: 'dragon fruit', quantity: 1, unit: 'cup' },
      ],
      catalog,
      store: 'kroger',
    });
    expect(list.lines).toHaveLength(1);
    expect(list.lines[0]).toMatchObject({ key: 'name:dragon fruit', name: 'Dragon fruits', quantity: 3, unit: 'cup', ingredientId: null });
    // "leaves" alone names no food: it stays what was written, never another food's leaves
    expect(lineFor('leaves', 3, '')[0]).toMatchObject({ key: 'name:leaf', name: 'Leaves', ingredientId: null });
  });
});
