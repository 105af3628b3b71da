/**
 * Streams a USDA nutrient database download into the `foods` table.
 * Reads either official layout (FoodData Central CSV or SR Legacy/SR28 ASCII, plain or .gz), keeps
 * the nutrients of `KEPT_NUTRIENTS` per 100 g and every household portion, and upserts in batches:
 * a row whose content did not change is not written, so a second run reports 0 changed.
 * No Nest here: the CLI (`cli/import-usda.ts`) and the tests call `importUsda` with a pg client.
 */
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FoodPortion } from './food.entity.js';
import {
  CsvRecordReader,
  csvColumns,
  csvId,
  csvNumber,
  fdcDataType,
  fdcPortion,
  nutrientsFrom,
  parseSrFood,
  parseSrFoodGroup,
  parseSrNutrientDef,
  parseSrNutrientValue,
  parseSrWeight,
  UsdaFormatError,
  WANTED_NUTRIENT_NUMBERS,
  type FoodRow,
} from './usda-parse.js';

export interface SqlClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export type UsdaLayout = 'fdc-csv' | 'sr-ascii';

export interface ImportProgress {
  phase: string;
  bytesDone: number;
  bytesTotal: number;
}

export interface ImportSummary {
  layout: UsdaLayout;
  /** Foods read from the files and offered to the table. */
  foods: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows skipped: lab samples/acquisitions (FDC) or nutrient/portion rows naming an unknown food. */
  skipped: number;
  milliseconds: number;
}

export interface ImportOptions {
  client: SqlClient;
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
}

/** A missing file, an unreadable directory: the message names what is wrong. */
export class UsdaImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsdaImportError';
  }
}

/** Finds `base` in `dir` whatever the case, with or without .txt/.csv, plain or .gz. */
function findFile(dir: string, names: string[]): string | null {
  const entries = readdirSync(dir);
  for (const name of names) {
    for (const candidate of [name, `${name}.gz`]) {
      const hit = entries.find((e) => e.toLowerCase() === candidate.toLowerCase());
      if (hit && statSync(join(dir, hit)).isFile()) return join(dir, hit);
    }
  }
  return null;
}

export function detectLayout(dir: string): UsdaLayout {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsdaImportError(`${dir} is not a directory`);
  if (findFile(dir, ['food.csv'])) return 'fdc-csv';
  if (findFile(dir, ['FOOD_DES.txt', 'FOOD_DES'])) return 'sr-ascii';
  throw new UsdaImportError(
    `No USDA files found in ${dir}: expected food.csv (FoodData Central CSV download) or FOOD_DES.txt (SR Legacy / SR28 ASCII files)`,
  );
}

function requireFile(dir: string, names: string[], layout: string): string {
  const path = findFile(dir, names);
  if (!path) throw new UsdaImportError(`Missing ${names[0]} (or ${names[0]}.gz) in ${dir}: the ${layout} layout needs it`);
  return path;
}

class ByteCounter {
  done = 0;
  constructor(
    readonly total: number,
    private readonly report?: (p: ImportProgress) => void,
  ) {}
  phase = '';
  add(n: number) {
    this.done += n;
    this.report?.({ phase: this.phase, bytesDone: this.done, bytesTotal: this.total });
  }
}

/** Windows-1252 (SR files) or UTF-8 (FDC files) bytes → UTF-8 text, chunk by chunk. */
function decoder(encoding: 'windows-1252' | 'utf-8') {
  const text = new TextDecoder(encoding, { fatal: false });
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      done(null, Buffer.from(text.decode(chunk, { stream: true }), 'utf8'));
    },
    flush(done) {
      done(null, Buffer.from(text.decode(), 'utf8'));
    },
  });
}

/** Every line of a file (plain or .gz), numbered from 1; the byte counter follows the file on disk. */
async function* lines(
  path: string,
  encoding: 'windows-1252' | 'utf-8',
  counter: ByteCounter,
  phase: string,
): AsyncGenerator<[string, number]> {
  counter.phase = phase;
  const raw = createReadStream(path);
  raw.on('data', (chunk) => counter.add(chunk.length));
  const unzipped = path.toLowerCase().endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  raw.on('error', (e) => unzipped.destroy(e));
  const rl = createInterface({ input: unzipped.pipe(decoder(encoding)), crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const line of rl) {
      n++;
      if (line.trim() === '') continue;
      yield [line, n];
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'Z_DATA_ERROR') throw new UsdaImportError(`${path} is not a valid .gz file (line ${n + 1})`);
    throw error;
  }
}

/** CSV records with their first line number; the header row is answered first. */
async function* csvRecords(path: string, file: string, counter: ByteCounter): AsyncGenerator<[string[], number]> {
  const reader = new CsvRecordReader();
  let start = 0;
  for await (const [line, n] of lines(path, 'utf-8', counter, file)) {
    if (!reader.unfinished) start = n;
    const record = reader.push(line);
    if (record) yield [record, start];
  }
  if (reader.unfinished) throw new UsdaFormatError(file, start, 'a quoted field is never closed');
}

const size = (path: string | null) => (path ? statSync(path).size : 0);

interface Accumulated {
  foods: Map<number, { description: string; dataType: string; brandOwner: string | null; foodCategory: string | null }>;
  values: Map<number, Map<string, number>>;
  portions: Map<number, FoodPortion[]>;
  skipped: number;
}

async function readSr(dir: string, counter: (total: number) => ByteCounter): Promise<Accumulated> {
  const layout = 'SR Legacy ASCII';
  const paths = {
    foods: requireFile(dir, ['FOOD_DES.txt', 'FOOD_DES'], layout),
    values: requireFile(dir, ['NUT_DATA.txt', 'NUT_DATA'], layout),
    defs: requireFile(dir, ['NUTR_DEF.txt', 'NUTR_DEF'], layout),
    groups: requireFile(dir, ['FD_GROUP.txt', 'FD_GROUP'], layout),
    weights: findFile(dir, ['WEIGHT.txt', 'WEIGHT']),
  };
  const bytes = counter(Object.values(paths).reduce((s, p) => s + size(p), 0));
  const groups = new Map<string, string>();
  for await (const [line, n] of lines(paths.groups, 'windows-1252', bytes, 'FD_GROUP')) {
    const g = parseSrFoodGroup(line, n);
    groups.set(g.code, g.description);
  }
  const known = new Set<string>();
  for await (const [line, n] of lines(paths.defs, 'windows-1252', bytes, 'NUTR_DEF')) known.add(parseSrNutrientDef(line, n).number);
  const acc: Accumulated = { foods: new Map(), values: new Map(), portions: new Map(), skipped: 0 };
  for await (const [line, n] of lines(paths.foods, 'windows-1252', bytes, 'FOOD_DES')) {
    const f = parseSrFood(line, n);
    acc.foods.set(f.ndb, {
      description: f.description,
      dataType: 'SR Legacy',
      brandOwner: f.manufacturer,
      foodCategory: (f.group && groups.get(f.group)) ?? null,
    });
  }
  for await (const [line, n] of lines(paths.values, 'windows-1252', bytes, 'NUT_DATA')) {
    const v = parseSrNutrientValue(line, n);
    if (!known.has(v.number)) throw new UsdaFormatError('NUT_DATA', n, `Nutr_No '${v.number}' is not in NUTR_DEF`);
    if (!WANTED_NUTRIENT_NUMBERS.has(v.number)) continue;
    if (!acc.foods.has(v.ndb)) {
      acc.skipped++;
      continue;
    }
    let m = acc.values.get(v.ndb);
    if (!m) acc.values.set(v.ndb, (m = new Map<string, number>()));
    m.set(v.number, v.value);
  }
  if (paths.weights) {
    for await (const [line, n] of lines(paths.weights, 'windows-1252', bytes, 'WEIGHT')) {
      const w = parseSrWeight(line, n);
      if (!acc.foods.has(w.ndb)) {
        acc.skipped++;
        continue;
      }
      const list = acc.portions.get(w.ndb) ?? [];
      list.push(w.portion);
      acc.portions.set(w.ndb, list);
    }
  }
  return acc;
}

async function readFdc(dir: string, counter: (total: number) => ByteCounter): Promise<Accumulated> {
  const layout = 'FoodData Central CSV';
  const paths = {
    foods: requireFile(dir, ['food.csv'], layout),
    values: requireFile(dir, ['food_nutrient.csv'], layout),
    nutrients: requireFile(dir, ['nutrient.csv'], layout),
    categories: findFile(dir, ['food_category.csv']),
    portions: findFile(dir, ['food_portion.csv']),
    units: findFile(dir, ['measure_unit.csv']),
    branded: findFile(dir, ['branded_food.csv']),
  };
  const bytes = counter(Object.values(paths).reduce((s, p) => s + size(p), 0));
  const acc: Accumulated = { foods: new Map(), values: new Map(), portions: new Map(), skipped: 0 };

  // nutrient.csv: FDC nutrient id → SR number (only the ones we keep).
  const nutrientNumber = new Map<string, string>();
  {
    let cols: Record<string, number> | undefined;
    for await (const [r, n] of csvRecords(paths.nutrients, 'nutrient.csv', bytes)) {
      if (!cols) {
        cols = csvColumns('nutrient.csv', r, ['id', 'nutrient_nbr'] as const);
        continue;
      }
      const nbr = (r[cols.nutrient_nbr] ?? '').trim().replace(/\.0+$/, '');
      csvId(r[cols.id], 'id', 'nutrient.csv', n);
      if (WANTED_NUTRIENT_NUMBERS.has(nbr)) nutrientNumber.set(r[cols.id].trim(), nbr);
    }
  }
  const categories = new Map<string, string>();
  if (paths.categories) {
    let cols: Record<string, number> | undefined;
    for await (const [r] of csvRecords(paths.categories, 'food_category.csv', bytes)) {
      if (!cols) {
        cols = csvColumns('food_category.csv', r, ['id', 'description'] as const);
        continue;
      }
      categories.set(r[cols.id].trim(), r[cols.description].trim());
    }
  }
  {
    let cols: Record<string, number> | undefined;
    for await (const [r, n] of csvRecords(paths.foods, 'food.csv', bytes)) {
      if (!cols) {
        cols = csvColumns('food.csv', r, ['fdc_id', 'data_type', 'description'] as const, ['food_category_id']);
        continue;
      }
      const fdcId = csvId(r[cols.fdc_id], 'fdc_id', 'food.csv', n);
      const dataType = fdcDataType(r[cols.data_type] ?? '');
      if (!dataType) {
        acc.skipped++;
        continue;
      }
      const description = (r[cols.description] ?? '').trim();
      if (!description) throw new UsdaFormatError('food.csv', n, 'description is empty');
      const category = cols.food_category_id >= 0 ? (categories.get((r[cols.food_category_id] ?? '').trim()) ?? null) : null;
      acc.foods.set(fdcId, { description, dataType, brandOwner: null, foodCategory: category });
    }
  }
  if (paths.branded) {
    let cols: Record<string, number> | undefined;
    for await (const [r, n] of csvRecords(paths.branded, 'branded_food.csv', bytes)) {
      if (!cols) {
        cols = csvColumns('branded_food.csv', r, ['fdc_id'] as const, ['brand_owner', 'brand_name', 'branded_food_category']);
        continue;
      }
      const food = acc.foods.get(csvId(r[cols.fdc_id], 'fdc_id', 'branded_food.csv', n));
      if (!food) continue;
      food.brandOwner =
        (cols.brand_owner >= 0 && r[cols.brand_owner]?.trim()) || (cols.brand_name >= 0 && r[cols.brand_name]?.trim()) || null;
      if (!food.foodCategory && cols.branded_food_category >= 0) food.foodCategory = r[cols.branded_food_category]?.trim() || null;
    }
  }
  {
    let cols: Record<string, number> | undefined;
    for await (const [r, n] of csvRecords(paths.values, 'food_nutrient.csv', bytes)) {
      if (!cols) {
        cols = csvColumns('food_nutrient.csv', r, ['fdc_id', 'nutrient_id', 'amount'] as const);
        continue;
      }
      const nbr = nutrientNumber.get((r[cols.nutrient_id] ?? '').trim());
      if (!nbr) continue;
      const fdcId = csvId(r[cols.fdc_id], 'fdc_id', 'food_nutrient.csv', n);
      if (!acc.foods.has(fdcId)) {
        acc.skipped++;
        continue;
      }
      const value = csvNumber(r[cols.amount], 'amount', 'food_nutrient.csv', n);
      let m = acc.values.get(fdcId);
      if (!m) acc.values.set(fdcId, (m = new Map<string, number>()));
      m.set(nbr, value);
    }
  }
  if (paths.portions) {
    const units = new Map<string, string>();
    if (paths.units) {
      let cols: Record<string, number> | undefined;
      for await (const [r] of csvRecords(paths.units, 'measure_unit.csv', bytes)) {
        if (!cols) {
          cols = csvColumns('measure_unit.csv', r, ['id', 'name'] as const);
          continue;
        }
        units.set(r[cols.id].trim(), r[cols.name].trim());
      }
    }
    let cols: Record<string, number> | undefined;
    for await (const [r, n] of csvRecords(paths.portions, 'food_portion.csv', bytes)) {
      if (!cols) {
        cols = csvColumns('food_portion.csv', r, ['fdc_id', 'gram_weight'] as const, [
          'amount',
          'measure_unit_id',
          'portion_description',
          'modifier',
        ]);
        continue;
      }
      const fdcId = csvId(r[cols.fdc_id], 'fdc_id', 'food_portion.csv', n);
      if (!acc.foods.has(fdcId)) {
        acc.skipped++;
        continue;
      }
      const grams = csvNumber(r[cols.gram_weight], 'gram_weight', 'food_portion.csv', n);
      const at = (name: string) => (cols![name] >= 0 ? r[cols![name]] : undefined);
      const portion = fdcPortion(
        at('amount'),
        units.get((at('measure_unit_id') ?? '').trim()),
        at('portion_description'),
        at('modifier'),
        grams,
      );
      const list = acc.portions.get(fdcId) ?? [];
      list.push(portion);
      acc.portions.set(fdcId, list);
    }
  }
  return acc;
}

/** Foods as the `jsonb_to_recordset` of an upsert into `foods` reads them: one JSON text, by column name. */
export function foodsRecordset(rows: readonly FoodRow[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      fdc_id: r.fdcId,
      description: r.description,
      data_type: r.dataType,
      brand_owner: r.brandOwner,
      food_category: r.foodCategory,
      nutrients: r.nutrients,
      portions: r.portions,
    })),
  );
}

/** Inserts new foods and updates changed ones; unchanged rows are not touched. */
export async function upsertFoods(client: SqlClient, rows: FoodRow[]): Promise<{ inserted: number; updated: number }> {
  if (!rows.length) return { inserted: 0, updated: 0 };
  const payload = foodsRecordset(rows);
  // origin 'import': a full import takes over rows the catalogue seeder wrote (and the seeder leaves them be).
  const { rows: written } = await client.query(
    `insert into foods (fdc_id, description, data_type, brand_owner, food_category, nutrients, portions, origin)
     select fdc_id, description, data_type, brand_owner, food_category, nutrients, portions, 'import'
       from jsonb_to_recordset($1::jsonb) as x(fdc_id int, description text, data_type text, brand_owner text, food_category text, nutrients jsonb, portions jsonb)
     on conflict (fdc_id) do update set
       description = excluded.description, data_type = excluded.data_type, brand_owner = excluded.brand_owner,
       food_category = excluded.food_category, nutrients = excluded.nutrients, portions = excluded.portions, origin = 'import'
     where (foods.description, foods.data_type, foods.brand_owner, foods.food_category, foods.nutrients, foods.portions, foods.origin)
       is distinct from (excluded.description, excluded.data_type, excluded.brand_owner, excluded.food_category, excluded.nutrients, excluded.portions, 'import')
     returning (xmax = 0) as inserted`,
    [payload],
  );
  const inserted = written.filter((r) => r.inserted === true).length;
  return { inserted, updated: written.length - inserted };
}

/** Imports every food of a USDA download in `dir`. Throws UsdaImportError/UsdaFormatError with a readable message. */
export async function importUsda(dir: string, options: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const layout = detectLayout(dir);
  const counter = (total: number) => new ByteCounter(total, options.onProgress);
  const acc = layout === 'sr-ascii' ? await readSr(dir, counter) : await readFdc(dir, counter);
  const batchSize = options.batchSize ?? 1000;
  const summary: ImportSummary = {
    layout,
    foods: acc.foods.size,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: acc.skipped,
    milliseconds: 0,
  };
  let batch: FoodRow[] = [];
  let done = 0;
  const flush = async () => {
    const r = await upsertFoods(options.client, batch);
    summary.inserted += r.inserted;
    summary.updated += r.updated;
    done += batch.length;
    options.onProgress?.({ phase: 'saving', bytesDone: done, bytesTotal: acc.foods.size });
    batch = [];
  };
  for (const [fdcId, food] of acc.foods) {
    batch.push({
      fdcId,
      ...food,
      nutrients: nutrientsFrom(acc.values.get(fdcId) ?? new Map<string, number>()),
      portions: acc.portions.get(fdcId) ?? [],
    });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  // A bulk load leaves new entries in the search index's pending list and pages not yet marked
  // all-visible; until autovacuum gets there, every search re-reads them (a common word took twice as long).
  if (summary.inserted + summary.updated > 0) await options.client.query('vacuum analyze foods');
  summary.unchanged = summary.foods - summary.inserted - summary.updated;
  summary.milliseconds = Date.now() - started;
  return summary;
}
