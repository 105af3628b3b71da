import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { importUsda, type ImportProgress } from '../src/foods/usda-import.js';
import { isolatedDatabaseUrl } from './test-db.js';

/** The real SR28 download, read in place (never copied into the repo); its tests skip where it is absent. */
const SR28 = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'usda_sr28');
const withSr28 = existsSync(join(SR28, 'FOOD_DES.txt.gz')) ? it : it.skip;

const csv = (rows: (string | number)[][]) =>
  rows.map((r) => r.map((v) => `"${String(v).replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';

/** A small FoodData Central CSV download: SR Legacy, Foundation (Atwater energy only) and Branded foods, plus a lab sample. */
function writeFdcFixture(dir: string) {
  writeFileSync(
    join(dir, 'food.csv'),
    csv([
      ['fdc_id', 'data_type', 'description', 'food_category_id', 'publication_date'],
      [9900001, 'sr_legacy_food', 'Egg, whole, raw, fresh', 1, '2019-04-01'],
      [9900002, 'foundation_food', 'Apples, "Gala", with skin, raw', 9, '2020-10-30'],
      [9900003, 'branded_food', 'CRUNCHY PEANUT BUTTER', '', '2021-03-19'],
      [9900004, 'sub_sample_food', 'Apples, sample 7', 9, '2020-10-30'],
    ]),
  );
  writeFileSync(
    join(dir, 'food_category.csv'),
    csv([
      ['id', 'code', 'description'],
      [1, '0100', 'Dairy and Egg Products'],
      [9, '0900', 'Fruits and Fruit Juices'],
    ]),
  );
  writeFileSync(
    join(dir, 'nutrient.csv'),
    csv([
      ['id', 'name', 'unit_name', 'nutrient_nbr', 'rank'],
      [1003, 'Protein', 'G', '203', 600],
      [1004, 'Total lipid (fat)', 'G', '204', 800],
      [1005, 'Carbohydrate, by difference', 'G', '205', 1110],
      [1008, 'Energy', 'KCAL', '208', 300],
      [2048, 'Energy (Atwater Specific Factors)', 'KCAL', '958', 280],
      [1087, 'Calcium, Ca', 'MG', '301', 5300],
    ]),
  );
  // gzip is accepted for any file
  writeFileSync(
    join(dir, 'food_nutrient.csv.gz'),
    gzipSync(
      csv([
        ['id', 'fdc_id', 'nutrient_id', 'amount', 'data_points'],
        [1, 9900001, 1008, 143, ''],
        [2, 9900001, 1003, 12.56, ''],
        [3, 9900001, 1004, 9.51, ''],
        [4, 9900001, 1005, 0.72, ''],
        [5, 9900001, 1087, 56, ''],
        [6, 9900002, 2048, 61.4, ''],
        [7, 9900002, 1003, 0.25, ''],
        [8, 9900003, 1008, 594, ''],
        [9, 9900003, 1003, 21.88, ''],
        [10, 9900004, 1008, 55, ''],
      ]),
    ),
  );
  writeFileSync(
    join(dir, 'measure_unit.csv'),
    csv([
      ['id', 'name'],
      [1000, 'cup'],
      [9999, 'undetermined'],
    ]),
  );
  writeFileSync(
    join(dir, 'food_portion.csv'),
    csv([
      ['id', 'fdc_id', 'seq_num', 'amount', 'measure_unit_id', 'portion_description', 'modifier', 'gram_weight'],
      [1, 9900001, 1, 1, 9999, '', 'large', 50],
      [2, 9900002, 1, 1, 1000, '', 'sliced', 109],
    ]),
  );
  writeFileSync(
    join(dir, 'branded_food.csv'),
    csv([
      ['fdc_id', 'brand_owner', 'branded_food_category'],
      [9900003, 'Acme Nut Co.', 'Nut & Seed Butters'],
    ]),
  );
}

describe('USDA import', () => {
  let client: pg.Client;
  const tmp: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'forkcast-usda-'));
    tmp.push(d);
    return d;
  };
  const foodCount = async () => Number((await client.query('select count(*) as n from foods')).rows[0].n);

  beforeAll(async () => {
    // A database of its own: the counts below must not see other suites' seeding or imports.
    client = new pg.Client({ connectionString: await isolatedDatabaseUrl('usda') });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    for (const d of tmp) rmSync(d, { recursive: true, force: true });
  });

  withSr28(
    'loads the real SR28 files (8,789 foods) and a second run changes nothing',
    async () => {
      const progress: ImportProgress[] = [];
      const first = await importUsda(SR28, { client, onProgress: (p) => progress.push(p) });
      expect(first.layout).toBe('sr-ascii');
      expect(first.foods).toBe(8789);
      // Another test file may have imported the same files a moment earlier: together they account for every food.
      expect(first.inserted + first.updated + first.unchanged).toBe(8789);
      expect(progress.at(-1)).toMatchObject({ phase: 'saving', bytesDone: 8789, bytesTotal: 8789 });
      expect(progress.some((p) => p.phase === 'NUT_DATA')).toBe(true);
      console.log(`SR28 import: ${first.foods} foods in ${first.milliseconds} ms (${first.inserted} inserted)`);

      const { rows } = await client.query(`select count(*) as n from foods where data_type = 'SR Legacy' and fdc_id < 100000`);
      expect(Number(rows[0].n)).toBe(8789);
      const egg = (await client.query('select * from foods where fdc_id = 1123')).rows[0];
      expect(egg).toMatchObject({ description: 'Egg, whole, raw, fresh', data_type: 'SR Legacy', food_category: 'Dairy and Egg Products' });
      expect(egg.nutrients).toEqual(
        expect.arrayContaining([
          { nutrientName: 'Energy', unitName: 'KCAL', value: 143 },
          { nutrientName: 'Protein', unitName: 'G', value: 12.56 },
          { nutrientName: 'Sodium, Na', unitName: 'MG', value: 142 },
        ]),
      );
      expect(egg.portions).toEqual(expect.arrayContaining([{ amount: 1, unit: 'large', description: '1 large', grams: 50 }]));
      // Windows-1252 text decoded (NDB 09520 has 0x91/0x92 quotes somewhere in its row).
      const bad = await client.query(`select count(*) as n from foods where description ~ '[\\u0080-\\u009f]'`);
      expect(Number(bad.rows[0].n)).toBe(0);

      const second = await importUsda(SR28, { client });
      expect(second).toMatchObject({ foods: 8789, inserted: 0, updated: 0, unchanged: 8789 });
      console.log(`SR28 re-import: 0 changed in ${second.milliseconds} ms`);
    },
    180_000,
  ); // two whole imports of 8,789 real foods: ~15 s each on a quiet machine, over a minute while a suite runs beside it

  withSr28(
    'puts back a food whose row was changed, and only that one',
    async () => {
      await importUsda(SR28, { client });
      await client.query(`update foods set description = 'tampered' where fdc_id = 1123`);
      const again = await importUsda(SR28, { client });
      expect(again).toMatchObject({ inserted: 0, updated: 1, unchanged: 8788 });
      expect((await client.query('select description from foods where fdc_id = 1123')).rows[0].description).toBe('Egg, whole, raw, fresh');
    },
    180_000,
  ); // two whole imports, as above

  it('loads a FoodData Central CSV download (SR Legacy, Foundation, Branded; .gz accepted) idempotently', async () => {
    const dir = tempDir();
    writeFdcFixture(dir);
    const first = await importUsda(dir, { client });
    expect(first).toMatchObject({ layout: 'fdc-csv', foods: 3, inserted: 3, updated: 0, unchanged: 0, skipped: 2 });
    const { rows } = await client.query('select * from foods where fdc_id between 9900001 and 9900004 order by fdc_id');
    expect(rows.map((r) => [r.fdc_id, r.data_type, r.description, r.brand_owner, r.food_category])).toEqual([
      [9900001, 'SR Legacy', 'Egg, whole, raw, fresh', null, 'Dairy and Egg Products'],
      [9900002, 'Foundation', 'Apples, "Gala", with skin, raw', null, 'Fruits and Fruit Juices'],
      [9900003, 'Branded', 'CRUNCHY PEANUT BUTTER', 'Acme Nut Co.', 'Nut & Seed Butters'],
    ]);
    expect(rows[0].nutrients).toEqual([
      { nutrientName: 'Energy', unitName: 'KCAL', value: 143 },
      { nutrientName: 'Protein', unitName: 'G', value: 12.56 },
      { nutrientName: 'Total lipid (fat)', unitName: 'G', value: 9.51 },
      { nutrientName: 'Carbohydrate, by difference', unitName: 'G', value: 0.72 },
    ]);
    expect(rows[0].portions).toEqual([{ amount: 1, unit: 'large', description: '1 large', grams: 50 }]);
    expect(rows[1].nutrients[0]).toEqual({ nutrientName: 'Energy', unitName: 'KCAL', value: 61.4 });
    expect(rows[1].portions).toEqual([{ amount: 1, unit: 'cup', description: '1 cup, sliced', grams: 109 }]);

    const second = await importUsda(dir, { client });
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
  });

  it('names a missing file and writes nothing', async () => {
    const dir = tempDir();
    writeFdcFixture(dir);
    rmSync(join(dir, 'nutrient.csv'));
    const before = await foodCount();
    await expect(importUsda(dir, { client })).rejects.toThrow(`Missing nutrient.csv (or nutrient.csv.gz) in ${dir}`);
    await expect(importUsda(tempDir(), { client })).rejects.toThrow('No USDA files found');
    await expect(importUsda(join(dir, 'nope'), { client })).rejects.toThrow('is not a directory');
    expect(await foodCount()).toBe(before);
  });

  it('names the file and line of a bad row and writes nothing', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'FD_GROUP.txt'), '~0100~^~Dairy and Egg Products~\r\n', 'latin1');
    writeFileSync(join(dir, 'NUTR_DEF.txt'), '~208~^~kcal~^~ENERC_KCAL~^~Energy~^~0~^~300~\r\n', 'latin1');
    writeFileSync(join(dir, 'FOOD_DES.txt'), '~99001~^~0100~^~Test food~^~TEST~^~~^~~^~~^~~^0^~~^^^^\r\n', 'latin1');
    writeFileSync(join(dir, 'NUT_DATA.txt'), '~99001~^~208~^100^1^^~1~\r\n~99001~^~208~^lots^1^^~1~\r\n', 'latin1');
    const before = await foodCount();
    await expect(importUsda(dir, { client })).rejects.toThrow("NUT_DATA line 2: Nutr_Val 'lots' is not a number");
    rmSync(join(dir, 'NUTR_DEF.txt'));
    await expect(importUsda(dir, { client })).rejects.toThrow('Missing NUTR_DEF.txt');
    expect(await foodCount()).toBe(before);
  });
});
