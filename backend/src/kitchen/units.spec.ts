import {
  displayAmount,
  fromGrams,
  gramsPerUnit,
  measureOf,
  normalizeUnit,
  portionGrams,
  sizeFallback,
  toGrams,
  unitKind,
  unitLabel,
  unitName,
  unitSpellings,
  unitWord,
  UNITS,
} from './units.js';

const flour = { unitWeights: { g: 1, oz: 28.349523125, lb: 453.59237, cup: 125, tbsp: 7.8125, tsp: 2.604, ml: 125 / 236.5882365 } };
const eggs = { unitWeights: { g: 1, piece: 50, cup: 243, ml: 243 / 236.5882365 } };

describe('normalizeUnit', () => {
  it.each([
    ['cups', 'cup'],
    ['Cup', 'cup'],
    ['C', 'cup'],
    ['Tbsp', 'tbsp'],
    ['Tbsp.', 'tbsp'],
    ['T', 'tbsp'],
    ['tablespoons', 'tbsp'],
    ['t', 'tsp'],
    ['tsp', 'tsp'],
    ['teaspoons', 'tsp'],
    ['lbs', 'lb'],
    ['pounds', 'lb'],
    ['ounces', 'oz'],
    ['oz.', 'oz'],
    ['grams', 'g'],
    ['g', 'g'],
    ['kg', 'kg'],
    ['ml', 'ml'],
    ['mL', 'ml'],
    ['litres', 'l'],
    ['dl', 'dl'],
    ['fl oz', 'fl-oz'],
    ['cloves', 'clove'],
    ['large', 'large'],
    ['medium', 'medium'],
    ['small', 'small'],
    ['jumbo', 'large'],
    ['each', 'piece'],
    ['pcs', 'piece'],
    ['slices', 'slice'],
    ['pinches', 'pinch'],
    ['cans', 'can'],
    ['tins', 'can'],
    ['ribs', 'stalk'],
    ['bunches', 'bunch'],
    ['sprigs', 'sprig'],
    ['leaves', 'leaf'],
    ['sticks', 'stick'],
    ['', ''],
    ['Tablespoons', 'tbsp'],
    ['#', 'lb'],
    ['units', 'piece'],
    ['fl.oz', 'fl-oz'],
    ['fl-oz', 'fl-oz'],
    ['fluid ounces', 'fl-oz'],
    ['c', 'cup'],
    ['ct', 'piece'],
  ])('%s → %s', (raw, canonical) => expect(normalizeUnit(raw)).toBe(canonical));

  it('says null for what is not a unit', () => {
    expect(normalizeUnit('carrots')).toBeNull();
    expect(normalizeUnit('inch')).toBeNull();
  });

  it('knows the kind of each unit', () => {
    expect(unitKind('lbs')).toBe('mass');
    expect(unitKind('Tbsp')).toBe('volume');
    expect(unitKind('cloves')).toBe('count');
    expect(unitKind('')).toBe('count');
    expect(unitKind('parsecs')).toBeNull();
    expect(unitLabel('cup', 2)).toBe('cups');
    expect(unitLabel('cup', 1)).toBe('cup');
    expect(measureOf('bowls')).toBe('count');
    expect(measureOf('pints')).toBe('volume');
  });

  it('names a unit one way for a list line, and in words for a food item', () => {
    expect(['Cups', 'fl. oz', 'rolls', '', 'Tablespoons', 'boxful'].map(unitName)).toEqual(['cup', 'fl oz', 'roll', '', 'tbsp', null]);
    expect(['tbsp', ' Tablespoons ', 'g', 'oz', 'Item', '', 'cups', 'slices', 'fl oz', 'lbs', 'bowl'].map(unitWord)).toEqual([
      'tablespoon',
      'tablespoon',
      'gram',
      'ounce',
      'piece',
      'piece',
      'cup',
      'slice',
      'fluid ounce',
      'pound',
      'bowl',
    ]);
    // every unit's word, and every spelling a parser is given, reads back as the unit
    for (const unit of Object.keys(UNITS)) expect(normalizeUnit(unitWord(unit))).toBe(unit);
    const misread = [...unitSpellings()].flatMap(([unit, spellings]) =>
      spellings.filter((s) => normalizeUnit(s) !== unit).map((s) => `${s} → ${normalizeUnit(s)}, not ${unit}`),
    );
    expect(misread).toEqual([]);
    expect(unitSpellings().get('tbsp')).toEqual(expect.arrayContaining(['tbsp', 'tablespoon', 'tablespoons', 'T', 'Tbs']));
  });
});

describe('toGrams / fromGrams', () => {
  it('converts mass units exactly, with or without an ingredient', () => {
    expect(toGrams(1, 'lb', null)).toBeCloseTo(453.59237, 5);
    expect(toGrams(2, 'oz', null)).toBeCloseTo(56.699, 3);
    expect(toGrams(1.5, 'kg', flour)).toBe(1500);
  });

  it('converts volume through the ingredient (its own spoon weights first, else its density)', () => {
    expect(toGrams(2, 'cups', flour)).toBe(250);
    expect(toGrams(1, 'tbsp', flour)).toBe(7.8125);
    expect(toGrams(100, 'ml', flour)).toBeCloseTo(52.83, 2);
    expect(toGrams(1, 'dl', flour)).toBeCloseTo(52.83, 2);
    expect(toGrams(1, 'pinch', flour)).toBeCloseTo(2.604 / 16, 4);
    expect(toGrams(1, 'cup', null)).toBeNull();
    expect(toGrams(1, 'cup', { unitWeights: { g: 1 } })).toBeNull();
  });

  it('converts counts only through a weight the ingredient has', () => {
    expect(toGrams(3, '', eggs)).toBe(150);
    expect(toGrams(2, 'large', eggs)).toBe(100);
    expect(toGrams(1, 'clove', eggs)).toBeNull();
    expect(toGrams(1, 'slice', flour)).toBeNull();
    expect(toGrams(1, 'furlong', flour)).toBeNull();
    expect(toGrams(-1, 'g', flour)).toBeNull();
  });

  it('a size the food is not weighed in falls back to its piece, and says so', () => {
    const onlyPiece = { unitWeights: { g: 1, piece: 120 } };
    expect(toGrams(1, 'large', onlyPiece)).toBe(120);
    expect(sizeFallback('large', onlyPiece)).toBe('large');
    expect(sizeFallback('large', { unitWeights: { piece: 120, large: 150 } })).toBeNull();
    expect(sizeFallback('cup', onlyPiece)).toBeNull();
    expect(toGrams(1, 'large', { unitWeights: { g: 1, tbsp: 10 } })).toBeNull();
  });

  it('estimates when asked: a count the food has no weight for is a whole piece; else a portion (spec §9)', () => {
    const flourByCup = { unitWeights: { cup: 125, tbsp: 7.8 } };
    const eggsLarge = { unitWeights: { large: 50, piece: 50 } };
    expect(toGrams(2, 'cups', flourByCup)).toBe(250);
    // no ml weight: the density of the cup (125 g / 236.6 ml)
    expect(toGrams(3, 'tsp', flourByCup)).toBeCloseTo((3 * 4.9289 * 125) / 236.588, 2);
    expect(toGrams(3, '', eggsLarge)).toBe(150);
    expect(toGrams(2, 'large', eggsLarge)).toBe(100);
    expect(toGrams(1, 'can', eggsLarge)).toBeNull();
    expect(toGrams(1, 'can', eggsLarge, 'whole-piece')).toBe(50);
    expect(toGrams(2, 'bowls', { unitWeights: { medium: 110 } }, 'whole-piece')).toBe(220);
    expect(toGrams(1, 'clove', eggsLarge, 'whole-piece')).toBeNull();
    expect(toGrams(1, 'serving', eggsLarge, 'whole-piece')).toBeNull();
    expect(toGrams(1, 'serving', eggsLarge, 'portion')).toBe(100);
    expect(toGrams(1, 'pint', null, 'portion')).toBeCloseTo(473.18, 2);
    expect(toGrams(2, 'bowls', null, 'portion')).toBe(100);
    expect(toGrams(1, 'lb', null, 'portion')).toBeCloseTo(453.59, 2);
    expect(['piece', 'cup', 'g', 'oz', 'serving', 'tbsp', 'tsp', 'slice', 'bowl', 'kg'].map(portionGrams)).toEqual([
      50, 200, 1, 28, 100, 15, 5, 25, 50, 50,
    ]);
  });

  it('goes back from grams for display', () => {
    expect(fromGrams(250, 'cup', flour)).toBe(2);
    expect(fromGrams(150, 'piece', eggs)).toBe(3);
    expect(fromGrams(100, 'clove', eggs)).toBeNull();
    expect(gramsPerUnit('tsp', flour)).toBe(2.604);
    expect(displayAmount(150, eggs)).toEqual({ amount: 3, unit: 'piece' });
    expect(displayAmount(250, flour)).toEqual({ amount: 2, unit: 'cup' });
    expect(displayAmount(1500, { unitWeights: { g: 1 } }, 'metric')).toEqual({ amount: 1.5, unit: 'kg' });
    expect(displayAmount(907.18, { unitWeights: { g: 1 } })).toEqual({ amount: 2, unit: 'lb' });
  });
});
