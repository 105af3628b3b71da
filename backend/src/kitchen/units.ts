/**
 * Units of measure, once for the whole app: one canonical name per unit (the keys of UNITS), the
 * spellings recipes and people use for them, how a person reads them, and conversion to and from
 * grams through an ingredient's unit weights. The catalogue, the recipe weigher, the grocery list,
 * the pantry and meal plans' food items all read units here. Pure: no Nest, no ORM.
 *
 * Mass units convert exactly. Volume units convert through the ingredient's own SR28 household
 * weight for that unit when it has one (a tablespoon of salt is 18 g, not 1/16 of its cup), else
 * through its density (unitWeights.ml, else any volume unit it is weighed in). Count units (piece,
 * slice, clove, can…) convert only through a weight the ingredient carries for that unit; otherwise
 * the answer is null, never a guess — unless the caller asks for an estimate (`toGrams`' `estimate`).
 */

import { countNoun } from './words.js';
import { countInWords, measureInWords, SMALLEST_COUNTED_PIECE } from './spoken-amounts.js';

export type UnitKind = 'mass' | 'volume' | 'count';

interface UnitDef {
  kind: UnitKind;
  /** grams in one unit (mass units) */
  g?: number;
  /** millilitres in one unit (volume units) */
  ml?: number;
  /** display names */
  singular: string;
  plural: string;
  /** The unit in words, as a meal plan's food item names it ('tablespoon'); the singular when that is a word already. */
  word?: string;
  /** A count of a part of a whole (a clove is not a head of garlic): never estimated as a whole piece. */
  part?: true;
  /** Grams of a food portion in this unit when nothing better is known: the spec's portion factors (§9) × 100 g. */
  portion?: number;
}

const TSP_ML = 4.92892159375;

/** Every canonical unit. Volume sizes are US customary. */
export const UNITS: Readonly<Record<string, UnitDef>> = {
  mg: { kind: 'mass', g: 0.001, singular: 'mg', plural: 'mg', word: 'milligram' },
  g: { kind: 'mass', g: 1, singular: 'g', plural: 'g', word: 'gram', portion: 1 },
  kg: { kind: 'mass', g: 1000, singular: 'kg', plural: 'kg', word: 'kilogram' },
  oz: { kind: 'mass', g: 28.349523125, singular: 'oz', plural: 'oz', word: 'ounce', portion: 28 },
  lb: { kind: 'mass', g: 453.59237, singular: 'lb', plural: 'lb', word: 'pound' },
  ml: { kind: 'volume', ml: 1, singular: 'ml', plural: 'ml', word: 'milliliter' },
  cl: { kind: 'volume', ml: 10, singular: 'cl', plural: 'cl', word: 'centiliter' },
  dl: { kind: 'volume', ml: 100, singular: 'dl', plural: 'dl', word: 'deciliter' },
  l: { kind: 'volume', ml: 1000, singular: 'l', plural: 'l', word: 'liter' },
  drop: { kind: 'volume', ml: 0.05, singular: 'drop', plural: 'drops' },
  pinch: { kind: 'volume', ml: TSP_ML / 16, singular: 'pinch', plural: 'pinches' },
  dash: { kind: 'volume', ml: TSP_ML / 8, singular: 'dash', plural: 'dashes' },
  tsp: { kind: 'volume', ml: TSP_ML, singular: 'tsp', plural: 'tsp', word: 'teaspoon', portion: 5 },
  tbsp: { kind: 'volume', ml: TSP_ML * 3, singular: 'tbsp', plural: 'tbsp', word: 'tablespoon', portion: 15 },
  'fl-oz': { kind: 'volume', ml: TSP_ML * 6, singular: 'fl oz', plural: 'fl oz', word: 'fluid ounce' },
  cup: { kind: 'volume', ml: TSP_ML * 48, singular: 'cup', plural: 'cups', portion: 200 },
  pint: { kind: 'volume', ml: TSP_ML * 96, singular: 'pint', plural: 'pints' },
  quart: { kind: 'volume', ml: TSP_ML * 192, singular: 'quart', plural: 'quarts' },
  gallon: { kind: 'volume', ml: TSP_ML * 768, singular: 'gallon', plural: 'gallons' },
  piece: { kind: 'count', singular: 'piece', plural: 'pieces', portion: 50 },
  // a whole food by its size, weighed by SR28's own small / medium / large measure of it
  small: { kind: 'count', singular: 'small', plural: 'small' },
  medium: { kind: 'count', singular: 'medium', plural: 'medium' },
  large: { kind: 'count', singular: 'large', plural: 'large' },
  slice: { kind: 'count', singular: 'slice', plural: 'slices', part: true, portion: 25 },
  clove: { kind: 'count', singular: 'clove', plural: 'cloves', part: true },
  stalk: { kind: 'count', singular: 'stalk', plural: 'stalks', part: true },
  head: { kind: 'count', singular: 'head', plural: 'heads' },
  bunch: { kind: 'count', singular: 'bunch', plural: 'bunches' },
  sprig: { kind: 'count', singular: 'sprig', plural: 'sprigs', part: true },
  leaf: { kind: 'count', singular: 'leaf', plural: 'leaves', part: true },
  stick: { kind: 'count', singular: 'stick', plural: 'sticks', part: true },
  ear: { kind: 'count', singular: 'ear', plural: 'ears' },
  fillet: { kind: 'count', singular: 'fillet', plural: 'fillets' },
  link: { kind: 'count', singular: 'link', plural: 'links' },
  sheet: { kind: 'count', singular: 'sheet', plural: 'sheets' },
  cube: { kind: 'count', singular: 'cube', plural: 'cubes' },
  packet: { kind: 'count', singular: 'packet', plural: 'packets' },
  can: { kind: 'count', singular: 'can', plural: 'cans' },
  jar: { kind: 'count', singular: 'jar', plural: 'jars' },
  bottle: { kind: 'count', singular: 'bottle', plural: 'bottles' },
  box: { kind: 'count', singular: 'box', plural: 'boxes' },
  bag: { kind: 'count', singular: 'bag', plural: 'bags' },
  carton: { kind: 'count', singular: 'carton', plural: 'cartons' },
  tub: { kind: 'count', singular: 'tub', plural: 'tubs' },
  block: { kind: 'count', singular: 'block', plural: 'blocks' },
  loaf: { kind: 'count', singular: 'loaf', plural: 'loaves' },
  package: { kind: 'count', singular: 'package', plural: 'packages' },
  serving: { kind: 'count', singular: 'serving', plural: 'servings', part: true, portion: 100 },
  handful: { kind: 'count', singular: 'handful', plural: 'handfuls' },
  // what a shop sells by and recipes do not use ("6 rolls of paper towels", "a dozen eggs")
  roll: { kind: 'count', singular: 'roll', plural: 'rolls' },
  bar: { kind: 'count', singular: 'bar', plural: 'bars' },
  tube: { kind: 'count', singular: 'tube', plural: 'tubes' },
  pair: { kind: 'count', singular: 'pair', plural: 'pairs' },
  dozen: { kind: 'count', singular: 'dozen', plural: 'dozen' },
};

/** Spellings → canonical unit. Case-sensitive entries (T, t, C) are checked before lower-casing. */
const CASED: Readonly<Record<string, string>> = { T: 'tbsp', Tb: 'tbsp', Tbs: 'tbsp', t: 'tsp', ts: 'tsp', C: 'cup', c: 'cup' };

const ALIASES: Readonly<Record<string, string>> = {
  milligram: 'mg',
  milligrams: 'mg',
  mgs: 'mg',
  gram: 'g',
  grams: 'g',
  gr: 'g',
  grm: 'g',
  gm: 'g',
  gms: 'g',
  grammes: 'g',
  gramme: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kgs: 'kg',
  ounce: 'oz',
  ounces: 'oz',
  ozs: 'oz',
  pound: 'lb',
  pounds: 'lb',
  lbs: 'lb',
  ib: 'lb',
  ibs: 'lb',
  '#': 'lb',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  mls: 'ml',
  cc: 'ml',
  centiliter: 'cl',
  centiliters: 'cl',
  centilitre: 'cl',
  centilitres: 'cl',
  deciliter: 'dl',
  deciliters: 'dl',
  decilitre: 'dl',
  decilitres: 'dl',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  lt: 'l',
  ltr: 'l',
  ltrs: 'l',
  drops: 'drop',
  pinches: 'pinch',
  smidgen: 'pinch',
  dashes: 'dash',
  splash: 'dash',
  splashes: 'dash',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tsps: 'tsp',
  tspn: 'tsp',
  'tea spoon': 'tsp',
  'tea spoons': 'tsp',
  teaspoonful: 'tsp',
  teaspoonfuls: 'tsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  tbls: 'tbsp',
  tblsp: 'tbsp',
  tbsn: 'tbsp',
  'table spoon': 'tbsp',
  'table spoons': 'tbsp',
  tablespoonful: 'tbsp',
  tablespoonfuls: 'tbsp',
  spoon: 'tbsp',
  spoons: 'tbsp',
  spoonful: 'tbsp',
  spoonfuls: 'tbsp',
  'fl oz': 'fl-oz',
  floz: 'fl-oz',
  'fluid ounce': 'fl-oz',
  'fluid ounces': 'fl-oz',
  'fl. oz': 'fl-oz',
  'fl ozs': 'fl-oz',
  cups: 'cup',
  cp: 'cup',
  mug: 'cup',
  mugs: 'cup',
  glass: 'cup',
  glasses: 'cup',
  pints: 'pint',
  pt: 'pint',
  pts: 'pint',
  quarts: 'quart',
  qt: 'quart',
  qts: 'quart',
  gallons: 'gallon',
  gal: 'gallon',
  gals: 'gallon',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  each: 'piece',
  ea: 'piece',
  whole: 'piece',
  item: 'piece',
  items: 'piece',
  count: 'piece',
  ct: 'piece',
  unit: 'piece',
  units: 'piece',
  big: 'large',
  'extra large': 'large',
  'extra-large': 'large',
  jumbo: 'large',
  lg: 'large',
  med: 'medium',
  sm: 'small',
  slices: 'slice',
  sl: 'slice',
  rasher: 'slice',
  rashers: 'slice',
  strip: 'slice',
  strips: 'slice',
  cloves: 'clove',
  stalks: 'stalk',
  rib: 'stalk',
  ribs: 'stalk',
  heads: 'head',
  bunches: 'bunch',
  bn: 'bunch',
  sprigs: 'sprig',
  twig: 'sprig',
  twigs: 'sprig',
  leaves: 'leaf',
  sticks: 'stick',
  ears: 'ear',
  fillets: 'fillet',
  filet: 'fillet',
  filets: 'fillet',
  links: 'link',
  sheets: 'sheet',
  cubes: 'cube',
  packets: 'packet',
  envelope: 'packet',
  envelopes: 'packet',
  sachet: 'packet',
  sachets: 'packet',
  cans: 'can',
  tin: 'can',
  tins: 'can',
  jars: 'jar',
  bottles: 'bottle',
  boxes: 'box',
  // a small box of berries or tomatoes as British shops sell them ("two punnets of cherry tomatoes")
  punnet: 'box',
  punnets: 'box',
  bags: 'bag',
  cartons: 'carton',
  tubs: 'tub',
  blocks: 'block',
  loaves: 'loaf',
  packages: 'package',
  pkg: 'package',
  pkgs: 'package',
  pack: 'package',
  packs: 'package',
  container: 'package',
  containers: 'package',
  servings: 'serving',
  portion: 'serving',
  portions: 'serving',
  handfuls: 'handful',
  rolls: 'roll',
  bars: 'bar',
  tubes: 'tube',
  pairs: 'pair',
  dozens: 'dozen',
  doz: 'dozen',
};

/** Spellings of a unit that are as often words of a food's name ("whole wheat flour", "jumbo shrimp"): a reader of free text leaves them in the name. */
export const NAME_WORDS: ReadonlySet<string> = new Set(['whole', 'big', 'jumbo']);

/** Every spelling of each canonical unit: its name, display names, aliases and cased abbreviations ('tbsp' → ['tbsp', 'tablespoon', 'T', …]). */
export function unitSpellings(): ReadonlyMap<string, readonly string[]> {
  const spellings = new Map<string, Set<string>>(
    Object.entries(UNITS).map(([unit, def]) => [unit, new Set([unit, def.singular, def.plural, ...(def.word ? [def.word] : [])])]),
  );
  for (const [spelling, unit] of [...Object.entries(ALIASES), ...Object.entries(CASED)]) spellings.get(unit)!.add(spelling);
  return new Map([...spellings].map(([unit, set]) => [unit, [...set]]));
}

/** The canonical name of a unit spelling ('Cups' → 'cup', 'T' → 'tbsp', '' → ''), or null when unknown. */
export function normalizeUnit(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return '';
  const trimmed = raw.trim().replace(/\.$/, '');
  if (trimmed === '') return '';
  if (CASED[trimmed]) return CASED[trimmed];
  const lower = trimmed.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ');
  if (UNITS[lower]) return lower;
  if (ALIASES[lower]) return ALIASES[lower];
  return null;
}

/** mass, volume or count; '' (no unit) counts as a piece. Null for unknown units. */
export function unitKind(unit: string | null | undefined): UnitKind | null {
  const u = normalizeUnit(unit);
  if (u === null) return null;
  return UNITS[u === '' ? 'piece' : u].kind;
}

/** What an amount in `unit` measures, an unknown word being a count of things ("3 bowls", "12 eggs"). */
export function measureOf(unit: string | null | undefined): UnitKind {
  return unitKind(unit) ?? 'count';
}

/** Display name of a canonical unit for an amount. */
export function unitLabel(unit: string, amount = 1): string {
  const def = UNITS[unit];
  if (!def) return unit;
  return Math.abs(amount - 1) < 1e-9 ? def.singular : def.plural;
}

/**
 * A unit as a list line shows it ('Cups' → 'cup', 'fl. oz' → 'fl oz', 'rolls' → 'roll', '' → ''), or null
 * when it is not a unit anyone shops or cooks by ("boxful", "xyz").
 */
export function unitName(raw: string | null | undefined): string | null {
  const canonical = normalizeUnit(raw);
  if (canonical === null) return null;
  return canonical === '' ? '' : UNITS[canonical].singular;
}

/** A unit in words, as a meal plan's food item names it ('tbsp' → 'tablespoon', 'Item' → 'piece'); an unknown one as written, lower case. */
export function unitWord(raw: string | null | undefined): string {
  const canonical = normalizeUnit(raw);
  if (canonical === null) return (raw ?? '').trim().toLowerCase();
  const def = UNITS[canonical === '' ? 'piece' : canonical];
  return def.word ?? def.singular;
}

/** Grams of a food portion where the spec gives no factor for its unit (§9: "any other unit 0.5"). */
export const OTHER_PORTION_GRAMS = 50;

/**
 * Grams of one portion of a food in `unit` when nothing is known of the food but its unit: the spec's portion
 * factors (§9: piece 0.5, cup 2, gram 0.01, ounce 0.28, serving 1, tablespoon 0.15, teaspoon 0.05, slice 0.25,
 * any other unit 0.5) × 100 g.
 */
export function portionGrams(unit: string | null | undefined): number {
  const canonical = normalizeUnit(unit);
  return (canonical === null ? undefined : UNITS[canonical === '' ? 'piece' : canonical].portion) ?? OTHER_PORTION_GRAMS;
}

/** What the unit maths need of an ingredient: grams of one of each unit it is weighed in ({ cup: 125, piece: 50, ml: 0.53 }). */
export interface WeighsUnits {
  unitWeights?: Readonly<Record<string, number>> | null;
}

export const SIZE_UNITS: readonly string[] = ['small', 'medium', 'large'];

/** Grams in one of `unit` for this ingredient, or null when it cannot be known. */
export function gramsPerUnit(unit: string | null | undefined, ingredient: WeighsUnits | null | undefined): number | null {
  const u0 = normalizeUnit(unit);
  if (u0 === null) return null;
  const u = u0 === '' ? 'piece' : u0;
  const def = UNITS[u];
  if (def.kind === 'mass') return def.g!;
  const weights = ingredient?.unitWeights;
  if (!weights) return null;
  const own = weights[u];
  if (typeof own === 'number' && own > 0) return own;
  // a size SR28 does not weigh for this food: its usual piece (sizeFallback says so)
  if (SIZE_UNITS.includes(u) && weights.piece > 0) return weights.piece;
  if (def.kind === 'volume') {
    // the ingredient's own spoon weights beat its density for the small measures
    if ((u === 'pinch' || u === 'dash' || u === 'drop') && weights.tsp > 0) return (weights.tsp * def.ml!) / TSP_ML;
    const density = densityOf(weights);
    return density === null ? null : density * def.ml!;
  }
  return null;
}

/** Grams per millilitre: the ingredient's own, else from the first volume unit it is weighed in (a cup of flour). */
function densityOf(weights: Readonly<Record<string, number>>): number | null {
  if (weights.ml > 0) return weights.ml;
  for (const [unit, grams] of Object.entries(weights)) {
    const def = UNITS[unit];
    if (def?.kind === 'volume' && grams > 0) return grams / def.ml!;
  }
  return null;
}

/** When a size is asked that the ingredient is not weighed in ('large' with only a piece weight): the size, else null. */
export function sizeFallback(unit: string | null | undefined, ingredient: WeighsUnits | null | undefined): string | null {
  const u = normalizeUnit(unit);
  if (!u || !SIZE_UNITS.includes(u)) return null;
  const weights = ingredient?.unitWeights ?? {};
  return weights[u] > 0 || !(weights.piece > 0) ? null : u;
}

/**
 * How far `toGrams` may go past the facts. 'exact' (the default; recipes are weighed so): only a weight the
 * unit or the ingredient has. 'whole-piece' (the grocery list buys so): a count the ingredient has no weight
 * for ('1 can', '2 bowls') is that many whole pieces of it, unless the unit names a part (a clove, a slice).
 * 'portion' (a food item of a meal plan): and else the spec's portion of a food in that unit, a volume
 * weighed as water.
 */
export type GramsEstimate = 'exact' | 'whole-piece' | 'portion';

/** Grams of `amount` `unit` of an ingredient; null when the unit is unknown or the ingredient has no weight for it (see GramsEstimate). */
export function toGrams(
  amount: number,
  unit: string | null | undefined,
  ingredient: WeighsUnits | null | undefined,
  estimate: GramsEstimate = 'exact',
): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const per = gramsPerUnit(unit, ingredient) ?? (estimate === 'exact' ? null : estimatedGramsPerUnit(unit, ingredient, estimate));
  return per === null ? null : amount * per;
}

const WHOLE_PIECE_UNITS = ['piece', 'medium', 'large', 'small'] as const;

function estimatedGramsPerUnit(
  unit: string | null | undefined,
  ingredient: WeighsUnits | null | undefined,
  estimate: GramsEstimate,
): number | null {
  const canonical = normalizeUnit(unit);
  // an unknown word counts whole things
  const def = canonical === null ? null : UNITS[canonical === '' ? 'piece' : canonical];
  if (!def || (def.kind === 'count' && !def.part)) {
    const weights = ingredient?.unitWeights ?? {};
    const whole = WHOLE_PIECE_UNITS.find((u) => weights[u] > 0);
    if (whole) return weights[whole];
  }
  if (estimate !== 'portion') return null;
  return def?.portion ?? (def?.kind === 'volume' ? def.ml! : OTHER_PORTION_GRAMS);
}

/** How many `unit` make `grams` of an ingredient (for display); null when unknown. */
export function fromGrams(grams: number, unit: string | null | undefined, ingredient: WeighsUnits | null | undefined): number | null {
  if (!Number.isFinite(grams) || grams < 0) return null;
  const per = gramsPerUnit(unit, ingredient);
  return per === null || per <= 0 ? null : grams / per;
}

/**
 * A friendly amount and unit for showing `grams` of an ingredient: pieces when it is counted and
 * close to whole pieces, else cups/tbsp/tsp for things measured by volume, else g or kg.
 */
export function displayAmount(
  grams: number,
  ingredient: WeighsUnits | null | undefined,
  prefer: 'metric' | 'us' = 'us',
): { amount: number; unit: string } {
  const piece = ingredient?.unitWeights?.piece;
  if (piece && piece > 0) {
    const n = grams / piece;
    if (n >= 0.5 && Math.abs(n - Math.round(n * 2) / 2) < 0.05) return { amount: Math.round(n * 2) / 2, unit: 'piece' };
  }
  if (prefer === 'us' && ingredient?.unitWeights?.ml) {
    for (const unit of ['cup', 'tbsp', 'tsp'] as const) {
      const n = fromGrams(grams, unit, ingredient);
      if (n !== null && n >= (unit === 'cup' ? 0.25 : unit === 'tbsp' ? 1 : 0)) return { amount: roundNice(n), unit };
    }
  }
  if (prefer === 'us' && grams >= 28) {
    const lb = grams / UNITS.lb.g!;
    return lb >= 1 ? { amount: roundNice(lb), unit: 'lb' } : { amount: roundNice(grams / UNITS.oz.g!), unit: 'oz' };
  }
  return grams >= 1000 ? { amount: Math.round(grams / 10) / 100, unit: 'kg' } : { amount: Math.round(grams), unit: 'g' };
}

/** Round to the nearest quarter below 10, whole numbers above. */
function roundNice(n: number): number {
  return n < 10 ? Math.max(0.25, Math.round(n * 4) / 4) : Math.round(n);
}

/** What a shelf amount is measured in: the unit its packages are sold by. */
export interface SoldInUnits {
  name: string;
  unitWeights?: Readonly<Record<string, number>> | null;
  packages?: readonly { unit: string; grams: number; quantity: number }[] | null;
}

/** Grams of one piece of a food sold by the piece (an avocado, an egg); null when it is not sold so or has no weight. */
function pieceGrams(food: SoldInUnits): number | null {
  const sold = food.packages?.[0] ? normalizeUnit(food.packages[0].unit) : null;
  if (sold === null || (UNITS[sold === '' ? 'piece' : sold]?.kind ?? 'mass') !== 'count') return null;
  const each =
    gramsPerUnit('piece', { unitWeights: food.unitWeights ?? {} }) ??
    (food.packages?.[0] && food.packages[0].quantity > 0 ? food.packages[0].grams / food.packages[0].quantity : null);
  return each && each > 0 ? each : null;
}

/**
 * A leftover of a food sold by the piece too small to keep as stock: above nothing and below a quarter of
 * one piece (the last slice of an avocado, a tenth of an egg). The pantry does not keep it.
 */
export function tooLittleToKeep(grams: number, food: SoldInUnits): boolean {
  const each = pieceGrams(food);
  return each !== null && grams > 0 && grams / each < SMALLEST_COUNTED_PIECE;
}

/**
 * How much of a food is on the shelf, as a person who bought it reads it: by volume in fl oz when it is
 * sold by volume ("14.2 fl oz"), counted when sold by the piece ("5 eggs", "½ avocado"), else by weight
 * ("1 lb 3 oz", "7.1 oz"); a leftover too small to count or weigh is "a little", nothing is "none left". Null when the grams cannot be shown in the unit it is sold by (a piece with no weight).
 */
export function shelfAmountText(grams: number, food: SoldInUnits): string | null {
  if (!Number.isFinite(grams) || grams < 0) return null;
  const weighs: WeighsUnits = { unitWeights: food.unitWeights ?? {} };
  const sold = food.packages?.[0] ? normalizeUnit(food.packages[0].unit) : null;
  const kind = sold === null ? 'mass' : (UNITS[sold === '' ? 'piece' : sold]?.kind ?? 'mass');
  if (kind === 'volume') {
    const floz = fromGrams(grams, 'fl-oz', weighs);
    if (floz !== null) return measureInWords(floz, 'fl oz');
  }
  if (kind === 'count') {
    const each = pieceGrams(food);
    // counted as people count: "½ avocado", "a little black pepper", never "0.1 avocados"
    if (each !== null) return countInWords(grams / each, (n) => countNoun(food.name, n));
  }
  const ounces = grams / UNITS.oz.g!;
  if (ounces < 16) return measureInWords(ounces, 'oz');
  const pounds = Math.floor(ounces / 16);
  const rest = Math.round(ounces - pounds * 16);
  return rest >= 16 ? `${pounds + 1} lb` : rest > 0 ? `${pounds} lb ${rest} oz` : `${pounds} lb`;
}
