import {
  CsvRecordReader,
  csvColumns,
  fdcDataType,
  fdcPortion,
  nutrientsFrom,
  parseSrFood,
  parseSrFoodGroup,
  parseSrNutrientDef,
  parseSrNutrientValue,
  parseSrWeight,
  splitSrLine,
  UsdaFormatError,
} from './usda-parse.js';

describe('SR Legacy / SR28 ASCII lines', () => {
  it('splits on ^, strips ~ quotes, and reads ~~ and empty fields as null (CRLF tolerated)', () => {
    expect(splitSrLine('~01001~^~203~^0.85^16^0.074^~1~^~~^~~^~~^^^^^^^~~^11/1976^\r')).toEqual([
      '01001',
      '203',
      '0.85',
      '16',
      '0.074',
      '1',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      '11/1976',
      null,
    ]);
  });

  it('keeps ^ inside no field and a ~ inside text', () => {
    expect(splitSrLine('~09520~^~0900~^~Kiwifruit, ZESPRI SunGold, raw~')).toEqual(['09520', '0900', 'Kiwifruit, ZESPRI SunGold, raw']);
  });

  it('reads a food, its group, a nutrient value, a definition and a household weight', () => {
    expect(
      parseSrFood('~01123~^~0100~^~Egg, whole, raw, fresh~^~EGG,WHL,RAW,FRSH~^~~^~~^~Y~^~Shell~^12^~~^6.25^4.36^9.02^3.68', 7),
    ).toEqual({ ndb: 1123, group: '0100', description: 'Egg, whole, raw, fresh', manufacturer: null });
    expect(parseSrFoodGroup('~0100~^~Dairy and Egg Products~', 1)).toEqual({ code: '0100', description: 'Dairy and Egg Products' });
    expect(parseSrNutrientValue('~01123~^~208~^143^0^^~4~^~NC~^~~^~~^^^^^^^~~^11/1976^', 3)).toEqual({
      ndb: 1123,
      number: '208',
      value: 143,
    });
    expect(parseSrNutrientDef('~208~^~kcal~^~ENERC_KCAL~^~Energy~^~0~^~300~', 5)).toEqual({ number: '208', unit: 'kcal', name: 'Energy' });
    expect(parseSrWeight('~01123~^1^1^~large~^50^^', 2)).toEqual({
      ndb: 1123,
      portion: { amount: 1, unit: 'large', description: '1 large', grams: 50 },
    });
    expect(parseSrWeight('~01001~^1^1^~pat (1" sq, 1/3" high)~^5.0^^', 2).portion.unit).toBe('pat (1" sq, 1/3" high)');
  });

  it('names the file and line of a bad row', () => {
    expect(() => parseSrNutrientValue('~01123~^~208~^abc^0', 42)).toThrow(
      new UsdaFormatError('NUT_DATA', 42, "Nutr_Val 'abc' is not a number"),
    );
    expect(() => parseSrNutrientValue('~01123~', 9)).toThrow("NUT_DATA line 9: expected at least 3 '^'-separated fields, found 1");
    expect(() => parseSrFood('~x~^~0100~^~Egg~^~EGG~', 3)).toThrow("FOOD_DES line 3: NDB_No 'x' is not a number");
    expect(() => parseSrFood('~01123~^~0100~^~~^~EGG~', 4)).toThrow('FOOD_DES line 4: Long_Desc (the description) is empty');
    expect(() => parseSrWeight('~01123~^1^1^~large~^^^', 5)).toThrow("WEIGHT line 5: Gm_Wgt '' is not a number");
  });
});

describe('nutrients', () => {
  it('names the kept nutrients as FoodData Central does, in a stable order, per 100 g', () => {
    const values = new Map([
      ['606', 3.126],
      ['208', 143],
      ['203', 12.56],
      ['204', 9.51],
      ['205', 0.72],
      ['307', 142],
      ['999', 5],
    ]);
    expect(nutrientsFrom(values)).toEqual([
      { nutrientName: 'Energy', unitName: 'KCAL', value: 143 },
      { nutrientName: 'Protein', unitName: 'G', value: 12.56 },
      { nutrientName: 'Total lipid (fat)', unitName: 'G', value: 9.51 },
      { nutrientName: 'Carbohydrate, by difference', unitName: 'G', value: 0.72 },
      { nutrientName: 'Sodium, Na', unitName: 'MG', value: 142 },
      { nutrientName: 'Fatty acids, total saturated', unitName: 'G', value: 3.126 },
    ]);
  });

  it('falls back to Atwater energy (Foundation foods) when plain energy is missing', () => {
    expect(
      nutrientsFrom(
        new Map([
          ['957', 120],
          ['958', 118],
        ]),
      ),
    ).toEqual([{ nutrientName: 'Energy', unitName: 'KCAL', value: 118 }]);
  });
});

describe('FoodData Central CSV', () => {
  it('reads quoted fields with commas, doubled quotes and CRLF', () => {
    const r = new CsvRecordReader();
    expect(r.push('"171287","sr_legacy_food","Egg, whole, raw, fresh","1","2019-04-01"\r')).toEqual([
      '171287',
      'sr_legacy_food',
      'Egg, whole, raw, fresh',
      '1',
      '2019-04-01',
    ]);
    expect(r.push('1,"say ""cheese""",,x')).toEqual(['1', 'say "cheese"', '', 'x']);
  });

  it('joins a quoted field that spans lines', () => {
    const r = new CsvRecordReader();
    expect(r.push('"1","first line')).toBeNull();
    expect(r.unfinished).toBe(true);
    expect(r.push('second line",3')).toEqual(['1', 'first line\nsecond line', '3']);
    expect(r.unfinished).toBe(false);
  });

  it('finds columns by name (BOM and case tolerated) and names a missing one', () => {
    expect(
      csvColumns('food.csv', ['\uFEFFfdc_id', 'Data_Type', 'description'], ['fdc_id', 'data_type', 'description'] as const, [
        'food_category_id',
      ]),
    ).toEqual({ fdc_id: 0, data_type: 1, description: 2, food_category_id: -1 });
    expect(() => csvColumns('food.csv', ['fdc_id', 'description'], ['fdc_id', 'data_type'] as const)).toThrow(
      "food.csv line 1: missing column 'data_type'",
    );
  });

  it('maps data types and leaves out lab samples', () => {
    expect(fdcDataType('sr_legacy_food')).toBe('SR Legacy');
    expect(fdcDataType('foundation_food')).toBe('Foundation');
    expect(fdcDataType('branded_food')).toBe('Branded');
    expect(fdcDataType('sub_sample_food')).toBeNull();
    expect(fdcDataType('market_acquistion')).toBeNull();
  });

  it('reads portions: SR Legacy keeps the unit in modifier, Foundation in measure_unit', () => {
    expect(fdcPortion('1', 'undetermined', '', 'large', 50)).toEqual({ amount: 1, unit: 'large', description: '1 large', grams: 50 });
    expect(fdcPortion('1', 'cup', '', 'chopped', 128)).toEqual({ amount: 1, unit: 'cup', description: '1 cup, chopped', grams: 128 });
    expect(fdcPortion('2', 'tablespoon', '2 tbsp', '', 32)).toEqual({ amount: 2, unit: 'tablespoon', description: '2 tbsp', grams: 32 });
  });
});
