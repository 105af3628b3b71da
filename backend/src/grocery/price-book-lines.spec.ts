import { buildGroceryList, type BuilderIngredient } from './list-builder.js';
import { loadCatalog } from '../catalog/catalog.js';
import { priceProvenance } from '../catalog/price-provenance.js';
import { cartCost, cartPricesFrom } from '../mealplans/planner/cart.js';
import { cartPricesOf } from '../catalog/recipe-facts.js';
import { applyPriceBook, MAX_PAID_CENTS, paidCents, withYourPrice } from '../prices/price-book.js';

const rice = {
  id: 7,
  slug: 'white-rice',
  name: 'White rice',
  aliases: ['rice'],
  category: 'Grains & Pasta',
  unitWeights: { cup: 185 },
  packages: [
    { label: '2 lb bag', quantity: 2, unit: 'lb', grams: 907 },
    { label: '5 lb bag', quantity: 5, unit: 'lb', grams: 2268 },
  ],
  prices: {
    kroger: [
      { storeBrand: 2.49, nameBrand: 3.49 },
      { storeBrand: 4.99, nameBrand: 6.99 },
    ],
  },
};
const cumin = {
  id: 8,
  slug: 'ground-cumin',
  name: 'Ground cumin',
  aliases: ['cumin'],
  category: 'Spices',
  unitWeights: { tsp: 2.1 },
  packages: [{ label: '1.5 oz jar', quantity: 1.5, unit: 'oz', grams: 42.5 }],
  prices: { kroger: [{ storeBrand: 3.49, nameBrand: 4.99 }] },
  priceBasis: 'rule' as const,
};

const week = (grams: number, name = 'rice') => [
  {
    dayOfWeek: 1,
    mealType: 'dinner',
    servings: 1,
    recipe: { id: 1, title: 'Pilaf', servings: 1, ingredients: [{ ingredientId: null, name, amount: grams, unit: 'g' }] },
  },
];

describe('the price book', () => {
  it('reads a typed price paid: more than $0, at most $1000.00, at most 2 decimals', () => {
    expect(paidCents('3.49')).toBe(349);
    expect(paidCents('3.5')).toBe(350);
    expect(paidCents('1000')).toBe(MAX_PAID_CENTS);
    for (const bad of ['0', '0.00', '1000.01', '3.499', '-1', 'abc', '', ' 3', '1e3']) expect(paidCents(bad)).toBeNull();
    expect(paidCents(3.49)).toBeNull();
  });

  it('prices the package bought at what was paid and every other size the same per gram', () => {
    const paid = withYourPrice(rice, 'kroger', { ingredientId: 7, packageLabel: '2 lb bag', packageGrams: 907, cents: 300 });
    expect(paid.prices.kroger.map((p) => p.storeBrand)).toEqual([3, Math.round((300 * 2268) / 907) / 100]);
    // other stores keep the estimate; the catalogue entry itself is not changed
    expect(rice.prices.kroger[0].storeBrand).toBe(2.49);
    expect(applyPriceBook([rice, cumin], 'kroger', new Map())[0]).toBe(rice);
  });

  it('the list and the cart read the same paid price: a line of the food says "your price" and both charge it', () => {
    const book = new Map([[7, { ingredientId: 7, packageLabel: '2 lb bag', packageGrams: 907, cents: 300 }]]);
    const catalogue = applyPriceBook<BuilderIngredient & { id: number; packages: typeof rice.packages; prices: typeof rice.prices }>(
      [rice, cumin],
      'kroger',
      book,
    );
    const list = buildGroceryList({ items: week(500), catalog: catalogue, store: 'kroger' });
    const line = list.lines.find((l) => l.ingredientId === 7)!;
    expect(line.priceCents).toBe(300);
    expect(line.priceSource).toMatchObject({ kind: 'person', label: 'your price' });
    expect(line.brandOptions).toHaveLength(1);
    const yours = catalogue.find((i) => i.id === 7)!;
    const prices = cartPricesFrom([{ id: 7, ...cartPricesOf(yours, 'kroger')! }]);
    expect(
      Math.round(cartCost([{ recipe: { cost: 0, lines: [{ ingredientId: 7, gramsPerServing: 500 }] }, servings: 1 }], prices) * 100),
    ).toBe(line.priceCents);
  });

  it('a line of a food priced by a shelf-price rule says "rough estimate" with its rule; a series-priced one does not', () => {
    // the builder stores no source of its own for either: the catalogue's provenance says it when the list is read
    const list = buildGroceryList({ items: [...week(10, 'ground cumin'), ...week(500)], catalog: [rice, cumin], store: 'kroger' });
    expect(list.lines.find((l) => l.ingredientId === 8)!.priceSource).toBeNull();
    expect(list.lines.find((l) => l.ingredientId === 7)!.priceSource).toBeNull();
    const groundCumin = loadCatalog().find((e) => e.slug === 'cumin')!;
    expect(groundCumin.priceBasis).toBe('rule');
    expect(priceProvenance(groundCumin, 'kroger', 'Kroger')).toMatchObject({
      kind: 'rough',
      label: expect.stringMatching(/^rough estimate: \S/),
    });
    const milk = loadCatalog().find((e) => e.slug === '2-percent-milk')!;
    expect(priceProvenance(milk, 'kroger', 'Kroger').kind).toBe('estimate');
  });
});
