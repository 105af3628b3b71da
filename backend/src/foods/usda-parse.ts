/**
 * Pure parsing of the two official USDA nutrient database layouts:
 *  - SR Legacy / SR28 ASCII: `^`-separated fields, text wrapped in `~`, `~~` (or nothing) for empty.
 *  - FoodData Central CSV: RFC 4180 (double-quoted fields, `""` escapes, quoted newlines), header row.
 * No I/O here: `usda-import.ts` streams the files and feeds lines in.
 */
import type { FoodNutrient, FoodPortion } from './food.entity.js';

/** One food ready to be stored in `foods`. */
export interface FoodRow {
  fdcId: number;
  description: string;
  dataType: string;
  brandOwner: string | null;
  foodCategory: string | null;
  nutrients: FoodNutrient[];
  portions: FoodPortion[];
}

/** A problem with one line of one file; the importer stops and names both. */
export class UsdaFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    problem: string,
  ) {
    super(`${file} line ${line}: ${problem}`);
    this.name = 'UsdaFormatError';
  }
}

/**
 * The nutrients we keep, by SR nutrient number (FDC `nutrient.csv` column `nutrient_nbr`), named and
 * ordered as FoodData Central's API names them. Values are per 100 g.
 */
export const KEPT_NUTRIENTS: Record<string, { nutrientName: string; unitName: string }> = {
  '208': { nutrientName: 'Energy', unitName: 'KCAL' },
  '203': { nutrientName: 'Protein', unitName: 'G' },
  '204': { nutrientName: 'Total lipid (fat)', unitName: 'G' },
  '205': { nutrientName: 'Carbohydrate, by difference', unitName: 'G' },
  '291': { nutrientName: 'Fiber, total dietary', unitName: 'G' },
  '269': { nutrientName: 'Sugars, total including NLEA', unitName: 'G' },
  '307': { nutrientName: 'Sodium, Na', unitName: 'MG' },
  '606': { nutrientName: 'Fatty acids, total saturated', unitName: 'G' },
};
// Spelled out: integer-like object keys would iterate in numeric order.
const NUTRIENT_ORDER = ['208', '203', '204', '205', '291', '269', '307', '606'];
/** Foundation foods often report energy only by Atwater factors (FDC 2047 general = nbr 957, 2048 specific = 958). */
const ENERGY_FALLBACKS = ['958', '957'];
export const WANTED_NUTRIENT_NUMBERS = new Set([...NUTRIENT_ORDER, ...ENERGY_FALLBACKS]);

const round = (value: number, digits = 3) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** The kept nutrients of one food, in a stable order, from `nutrient number → value per 100 g`. */
export function nutrientsFrom(values: Map<string, number>): FoodNutrient[] {
  const out: FoodNutrient[] = [];
  for (const nbr of NUTRIENT_ORDER) {
    let value = values.get(nbr);
    if (value === undefined && nbr === '208') value = ENERGY_FALLBACKS.map((n) => values.get(n)).find((v) => v !== undefined);
    if (value === undefined) continue;
    out.push({ ...KEPT_NUTRIENTS[nbr], value: round(value) });
  }
  return out;
}

// ---------- SR Legacy / SR28 ASCII ----------

/** Splits one SR line into fields: `~` quotes removed, `~~` and empty fields become null. */
export function splitSrLine(line: string): (string | null)[] {
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  return text.split('^').map((field) => {
    const value = field.length >= 2 && field.startsWith('~') && field.endsWith('~') ? field.slice(1, -1) : field;
    return value === '' ? null : value;
  });
}

function need(fields: (string | null)[], count: number, file: string, line: number) {
  if (fields.length < count)
    throw new UsdaFormatError(file, line, `expected at least ${count} '^'-separated fields, found ${fields.length}`);
}

function number(value: string | null, what: string, file: string, line: number): number {
  const n = value === null ? NaN : Number(value);
  if (!Number.isFinite(n)) throw new UsdaFormatError(file, line, `${what} '${value ?? ''}' is not a number`);
  return n;
}

function id(value: string | null, what: string, file: string, line: number): number {
  const n = number(value, what, file, line);
  if (!Number.isInteger(n) || n <= 0) throw new UsdaFormatError(file, line, `${what} '${value ?? ''}' is not a positive whole number`);
  return n;
}

/** FD_GROUP: FdGrp_Cd^FdGrp_Desc */
export function parseSrFoodGroup(line: string, lineNo: number): { code: string; description: string } {
  const f = splitSrLine(line);
  need(f, 2, 'FD_GROUP', lineNo);
  if (!f[0] || !f[1]) throw new UsdaFormatError('FD_GROUP', lineNo, 'food group code and description are required');
  return { code: f[0], description: f[1] };
}

/** NUTR_DEF: Nutr_No^Units^Tagname^NutrDesc^Num_Dec^SR_Order */
export function parseSrNutrientDef(line: string, lineNo: number): { number: string; unit: string; name: string } {
  const f = splitSrLine(line);
  need(f, 4, 'NUTR_DEF', lineNo);
  if (!f[0]) throw new UsdaFormatError('NUTR_DEF', lineNo, 'Nutr_No is empty');
  return { number: f[0], unit: f[1] ?? '', name: f[3] ?? '' };
}

/** FOOD_DES: NDB_No^FdGrp_Cd^Long_Desc^Shrt_Desc^ComName^ManufacName^... */
export function parseSrFood(
  line: string,
  lineNo: number,
): { ndb: number; group: string | null; description: string; manufacturer: string | null } {
  const f = splitSrLine(line);
  need(f, 4, 'FOOD_DES', lineNo);
  const description = f[2]?.trim();
  if (!description) throw new UsdaFormatError('FOOD_DES', lineNo, 'Long_Desc (the description) is empty');
  return { ndb: id(f[0], 'NDB_No', 'FOOD_DES', lineNo), group: f[1], description, manufacturer: f[5]?.trim() || null };
}

/** NUT_DATA: NDB_No^Nutr_No^Nutr_Val^... */
export function parseSrNutrientValue(line: string, lineNo: number): { ndb: number; number: string; value: number } {
  const f = splitSrLine(line);
  need(f, 3, 'NUT_DATA', lineNo);
  if (!f[1]) throw new UsdaFormatError('NUT_DATA', lineNo, 'Nutr_No is empty');
  return { ndb: id(f[0], 'NDB_No', 'NUT_DATA', lineNo), number: f[1], value: number(f[2], 'Nutr_Val', 'NUT_DATA', lineNo) };
}

/** WEIGHT: NDB_No^Seq^Amount^Msre_Desc^Gm_Wgt^Num_Data_Pts^Std_Dev */
export function parseSrWeight(line: string, lineNo: number): { ndb: number; portion: FoodPortion } {
  const f = splitSrLine(line);
  need(f, 5, 'WEIGHT', lineNo);
  const amount = number(f[2], 'Amount', 'WEIGHT', lineNo);
  const unit = (f[3] ?? '').trim();
  const grams = number(f[4], 'Gm_Wgt', 'WEIGHT', lineNo);
  return {
    ndb: id(f[0], 'NDB_No', 'WEIGHT', lineNo),
    portion: { amount: round(amount), unit, description: `${round(amount)} ${unit}`.trim(), grams: round(grams, 2) },
  };
}

// ---------- FoodData Central CSV ----------

/**
 * Turns CSV text lines into records. A quoted field may hold commas, `""` and line breaks, so one
 * record can span several lines: `push` answers null until the record is complete.
 */
export class CsvRecordReader {
  private fields: string[] = [];
  private field = '';
  private quoted = false;
  private pending = false;

  push(line: string): string[] | null {
    const text = !this.quoted && line.endsWith('\r') ? line.slice(0, -1) : line;
    if (this.pending) this.field += '\n';
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (this.quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            this.field += '"';
            i++;
          } else this.quoted = false;
        } else this.field += c;
      } else if (c === '"') this.quoted = true;
      else if (c === ',') {
        this.fields.push(this.field);
        this.field = '';
      } else this.field += c;
    }
    if (this.quoted) {
      this.pending = true;
      return null;
    }
    this.fields.push(this.field.endsWith('\r') ? this.field.slice(0, -1) : this.field);
    const record = this.fields;
    this.fields = [];
    this.field = '';
    this.pending = false;
    return record;
  }

  /** True when the input ended inside a quoted field. */
  get unfinished(): boolean {
    return this.pending;
  }
}

/** Column positions by name; a missing required column is an error naming the file. */
export function csvColumns<K extends string>(
  file: string,
  header: string[],
  required: readonly K[],
  optional: readonly string[] = [],
): Record<K, number> & Record<string, number> {
  const clean = header.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim().toLowerCase());
  const out: Record<string, number> = {};
  for (const name of [...required, ...optional]) {
    const at = clean.indexOf(name);
    if (at === -1 && (required as readonly string[]).includes(name)) {
      throw new UsdaFormatError(file, 1, `missing column '${name}' (found: ${clean.join(', ')})`);
    }
    out[name] = at;
  }
  return out as Record<K, number> & Record<string, number>;
}

const FDC_DATA_TYPES: Record<string, string> = {
  sr_legacy_food: 'SR Legacy',
  foundation_food: 'Foundation',
  branded_food: 'Branded',
  survey_fndds_food: 'Survey (FNDDS)',
  experimental_food: 'Experimental',
};

/** FDC `food.csv` data_type → the API's dataType; null for lab samples and acquisitions (not foods a person eats). */
export function fdcDataType(raw: string): string | null {
  return FDC_DATA_TYPES[raw.trim().toLowerCase()] ?? null;
}

export function csvId(value: string | undefined, what: string, file: string, line: number): number {
  return id(value?.trim() || null, what, file, line);
}

export function csvNumber(value: string | undefined, what: string, file: string, line: number): number {
  return number(value?.trim() || null, what, file, line);
}

/** One FDC `food_portion.csv` row. SR Legacy rows use measure unit 9999 ('undetermined') and put the unit in `modifier`. */
export function fdcPortion(
  amountRaw: string | undefined,
  unitName: string | undefined,
  description: string | undefined,
  modifier: string | undefined,
  grams: number,
): FoodPortion {
  const amount = Number(amountRaw) > 0 ? Number(amountRaw) : 1;
  const unitFromTable = unitName && unitName !== 'undetermined' ? unitName.trim() : '';
  const unit = unitFromTable || (modifier ?? '').trim() || (description ?? '').trim();
  const text =
    (description ?? '').trim() || `${round(amount)} ${unit}${unitFromTable && modifier?.trim() ? `, ${modifier.trim()}` : ''}`.trim();
  return { amount: round(amount), unit, description: text, grams: round(grams, 2) };
}
