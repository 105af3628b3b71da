import fc from 'fast-check';
import {
  brandAfterRebuild,
  listUnit,
  needsMore,
  personPriceSource,
  planLineAfterRebuild,
  priceCents,
  priceOwnLine,
  quantityProblem,
  scaleCents,
  type PlanAmount,
} from './line-edits.js';
import type { BuilderIngredient } from './list-builder.js';

const milk: BuilderIngredient = {
  id: 7,
  slug: 'milk',
  name: 'Whole milk',
  aliases: ['milk'],
  category: 'Dairy & Eggs',
  unitWeights: { cup: 244, ml: 1.03 },
  packages: [
    { label: 'half gallon', quantity: 0.5, unit: 'gallon', grams: 1952 },
    { label: '1 gallon', quantity: 1, unit: 'gallon', grams: 3904 },
  ],
  prices: {
    kroger: [
      { storeBrand: 2.49, nameBrand: 4.29 },
      { storeBrand: 3.89, nameBrand: 6.49 },
    ],
  },
};
const eggs: BuilderIngredient = {
  id: 2,
  slug: 'egg',
  name: 'Eggs',
  aliases: ['egg'],
  category: 'Dairy & Eggs',
  unitWeights: { piece: 50, large: 50 },
  packages: [{ label: '12 eggs', quantity: 12, unit: 'eggs', grams: 600 }],
  prices: { kroger: [{ storeBrand: 2.99, nameBrand: 4.99 }] },
};
const catalog = [milk, eggs];

describe('listUnit: the units a line may be written in', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['Cups', 'cup'],
    ['tablespoons', 'tbsp'],
    ['fl. oz', 'fl oz'],
    ['lbs', 'lb'],
    ['gallons', 'gallon'],
    ['rolls', 'roll'],
    ['Roll', 'roll'],
    ['dozen', 'dozen'],
    ['packs', 'package'],
    ['cans', 'can'],
    ['each', 'piece'],
  ])('%j → %j', (raw, unit) => {
    expect(listUnit(raw)).toBe(unit);
  });

  it.each(['boxful', 'xyz', 'lb bag', '12'])('%j is not a unit', (raw) => {
    expect(listUnit(raw)).toBeNull();
  });
});

describe('quantityProblem: what a person could carry home', () => {
  it.each([
    [1, ''],
    [0.5, 'cup'],
    [1000, 'roll'],
    [99.99, 'kg'],
    [100, 'l'],
    [2, 'lb bag'],
    [24, 'eggs'],
    [100000, 'g'],
  ])('accepts %j %j', (q, unit) => {
    expect(quantityProblem(q, unit)).toBeNull();
  });

  it.each([
    [0, '', /more than 0/],
    [-1, 'cup', /more than 0/],
    [1.234, '', /2 decimals/],
    [1001, 'roll', /at most 1000/],
    [1e9, '', /at most 1000/],
    [101, 'kg', /100 kg/],
    [250, 'lb', /100 kg/],
    [30, 'gallon', /100 l/],
    [Number.NaN, '', /a number/],
    [Number.POSITIVE_INFINITY, '', /a number/],
    ['2', '', /a number/],
  ])('refuses %j %j', (q, unit, message) => {
    expect(quantityProblem(q, unit)).toMatch(message);
  });
});

describe('priceCents', () => {
  it.each([
    ['4.99', 499],
    ['12', 1200],
    ['0.5', 50],
    ['0', 0],
    ['9999.99', 999999],
  ])('%j → %j cents', (text, cents) => {
    expect(priceCents(text)).toBe(cents);
  });
  it.each(['-1', '1.999', '10000', 'abc', '', '4,99', '$4.99'])('%j is not a price', (text) => {
    expect(priceCents(text)).toBeNull();
  });
  it.each([4.99, null, undefined])('%j (not text) is not a price', (value) => {
    expect(priceCents(value)).toBeNull();
  });
});

describe('scaleCents keeps the price per unit, to the cent', () => {
  it('doubles and halves', () => {
    expect(scaleCents(299, 12, 24)).toBe(598);
    expect(scaleCents(249, 2, 1)).toBe(125);
    expect(scaleCents(0, 1, 5)).toBe(0);
  });

  it('is the same price for the same amount, and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (cents, from, to) => {
          const scaled = scaleCents(cents, from / 100, to / 100);
          expect(Number.isInteger(scaled)).toBe(true);
          expect(scaled).toBeGreaterThanOrEqual(0);
          expect(scaleCents(cents, from / 100, from / 100)).toBe(cents);
        },
      ),
    );
  });
});

describe('needsMore: the plan asks for more than when the person decided', () => {
  const then: PlanAmount = { quantity: 2, unit: 'lb bag', cents: 249, grams: 350 };
  it('by the grams its meals need', () => {
    expect(needsMore({ ...then, grams: 1400, quantity: 5, cents: 399 }, then)).toBe(true);
    // 50 g more still buys the same bag, but the meals need more than the person said they had
    expect(needsMore({ ...then, grams: 400 }, then)).toBe(true);
    expect(needsMore({ ...then, grams: 350.3 }, then)).toBe(false);
    expect(needsMore({ ...then, grams: 100 }, then)).toBe(false);
  });
  it('by the amount bought when a line cannot be weighed', () => {
    const count: PlanAmount = { quantity: 2, unit: '', cents: 0, grams: null };
    expect(needsMore({ ...count, quantity: 3 }, count)).toBe(true);
    expect(needsMore({ ...count, quantity: 2 }, count)).toBe(false);
    expect(needsMore({ quantity: 1, unit: 'box', cents: 500, grams: null }, { quantity: 4, unit: 'bag', cents: 400, grams: null })).toBe(
      true,
    );
  });
  it('never without both amounts', () => {
    expect(needsMore(null, then)).toBe(false);
    expect(needsMore(then, undefined)).toBe(false);
  });
});

describe('planLineAfterRebuild: "Update from plan" keeps what the person decided', () => {
  const was: PlanAmount = { quantity: 12, unit: 'eggs', cents: 299, grams: 100 };
  const now: PlanAmount = { quantity: 24, unit: 'eggs', cents: 598, grams: 1200 };

  it("a line nobody touched takes the plan's amount and price", () => {
    expect(planLineAfterRebuild(null, false, now)).toEqual({ quantity: 24, unit: 'eggs', cents: 598, personEdit: null });
  });

  it("a quantity the person set stays theirs, priced per unit at the plan's price", () => {
    const edit = { quantity: 18, planWhen: was };
    expect(planLineAfterRebuild(edit, false, now)).toEqual({ quantity: 18, unit: 'eggs', cents: 449, personEdit: edit });
  });

  it("a removal stays, with the plan's amount to restore and the amount it was removed at", () => {
    const edit = { quantity: null, planWhen: was };
    expect(planLineAfterRebuild(edit, true, now)).toEqual({ quantity: 24, unit: 'eggs', cents: 598, personEdit: edit });
  });

  it("a plan bought in another measure now takes the plan's amount: the person's number would mean something else", () => {
    const edit = { quantity: 3, planWhen: { quantity: 2, unit: 'lb bag', cents: 249, grams: 350 } };
    const bags: PlanAmount = { quantity: 1, unit: '2 × 5 lb bag', cents: 798, grams: 4000 };
    expect(planLineAfterRebuild(edit, false, bags)).toEqual({ quantity: 1, unit: '2 × 5 lb bag', cents: 798, personEdit: null });
    expect(planLineAfterRebuild(edit, true, bags).personEdit).toEqual({ quantity: null, planWhen: edit.planWhen });
  });
});

describe('brandAfterRebuild: a brand the person chose outlives "Update from plan"', () => {
  const plan = { quantity: 2, unit: 'half gallon', cents: 700, grams: 3700 };
  const options = [
    { brand: 'Kroger', cents: 700, description: '' },
    { brand: 'Horizon', cents: 1198, description: '' },
    { brand: 'Unpriced', cents: null, description: '' },
  ];
  it('a brand the store lists: its price for the amount the line has now', () => {
    const choice = { brand: 'Horizon', cents: 599, quantity: 1, unit: 'half gallon' };
    expect(brandAfterRebuild(choice, options, plan, { quantity: 2, unit: 'half gallon' })).toEqual({
      brand: 'Horizon',
      cents: 1198,
      choice: { brand: 'Horizon', cents: 1198, quantity: 2, unit: 'half gallon', grams: null },
    });
    // the person's own quantity (3) is priced at the brand's price per unit
    expect(brandAfterRebuild(choice, options, plan, { quantity: 3, unit: 'half gallon' })?.cents).toBe(1797);
  });
  it('a brand of their own: their price per unit, in the same measure only', () => {
    const choice = { brand: 'Farm stand', cents: 549, quantity: 1, unit: 'half gallon' };
    expect(brandAfterRebuild(choice, options, plan, { quantity: 2, unit: 'half gallon' })?.cents).toBe(1098);
    expect(brandAfterRebuild(choice, options, plan, { quantity: 1, unit: 'gallon' })).toBeNull();
    expect(brandAfterRebuild({ ...choice, brand: 'Unpriced' }, options, plan, { quantity: 1, unit: 'gallon' })).toBeNull();
  });
  it('a brand of their own when the plan now buys another measure: their price per gram, when both weights are known', () => {
    // one banana of the person's brand at $0.60 (118 g); the plan now buys a 2 lb bunch (907 g)
    const choice = { brand: 'Farm stand', cents: 60, quantity: 1, unit: '', grams: 118 };
    const bunch = { quantity: 1, unit: '2 lb bunch', cents: 125, grams: 850 };
    expect(brandAfterRebuild(choice, options, bunch, { quantity: 1, unit: '2 lb bunch' }, 907)).toEqual({
      brand: 'Farm stand',
      cents: 461,
      choice: { brand: 'Farm stand', cents: 461, quantity: 1, unit: '2 lb bunch', grams: 907 },
    });
    // without the weights, their price would be for something else: the plan's brand
    expect(brandAfterRebuild({ ...choice, grams: null }, options, bunch, { quantity: 1, unit: '2 lb bunch' }, 907)).toBeNull();
    expect(brandAfterRebuild(choice, options, bunch, { quantity: 1, unit: '2 lb bunch' }, null)).toBeNull();
  });
  it('no choice, nothing kept', () => {
    expect(brandAfterRebuild(null, options, plan, { quantity: 2, unit: 'half gallon' })).toBeNull();
  });
});

describe("priceOwnLine: a person's line priced as any line of a built list", () => {
  it('a catalogue food: the cheapest packages covering the amount, store brand, with its options', () => {
    const gallon = priceOwnLine('milk', 1, 'gallon', catalog, 'kroger');
    expect(gallon).toMatchObject({ ingredientId: 7, category: 'Dairy & Eggs', brand: 'Kroger', cents: 389, priceSource: null });
    expect(gallon.brandOptions.map((o) => [o.brand, o.cents])).toEqual([
      ['Kroger', 389],
      ['Name Brand', 649],
    ]);
    // two gallons: two 1-gallon jugs
    expect(priceOwnLine('milk', 2, 'gallon', catalog, 'kroger').cents).toBe(778);
  });

  it('keeps the brand the person chose at its price', () => {
    expect(priceOwnLine('milk', 1, 'gallon', catalog, 'kroger', 'Name Brand')).toMatchObject({ brand: 'Name Brand', cents: 649 });
    expect(priceOwnLine('milk', 1, 'gallon', catalog, 'kroger', 'Nobody')).toMatchObject({ brand: 'Kroger', cents: 389 });
  });

  it('a dozen is twelve', () => {
    expect(priceOwnLine('eggs', 1, 'dozen', catalog, 'kroger').cents).toBe(priceOwnLine('eggs', 12, '', catalog, 'kroger').cents);
    expect(priceOwnLine('eggs', 2, 'dozen', catalog, 'kroger').cents).toBe(598);
  });

  it('an item no catalogue food names: no estimate, said', () => {
    expect(priceOwnLine('zzyzx polish', 1, '', catalog, 'kroger')).toMatchObject({
      ingredientId: null,
      category: 'Other',
      cents: 0,
      priceSource: { kind: 'none' },
    });
  });
});

describe('personPriceSource', () => {
  it("says the price is the person's, with our estimate beside it", () => {
    expect(personPriceSource(389)).toEqual({
      kind: 'person',
      label: 'your price',
      detail: 'Typed by you; our estimate for this amount is $3.89.',
    });
    expect(personPriceSource(null).detail).toBe('Typed by you; we have no estimate for this item.');
  });
});
