#!/usr/bin/env node
/**
 * Builds backend/src/catalog/data/ingredients.json from the public-domain USDA SR28 files and the
 * BLS/USDA ERS retail prices (read from ../shared/data, never copied into the repo) and our
 * curation in selection.mjs. Plain Node, no dependencies. Reproducible: same inputs, same bytes.
 *
 *   node scripts/catalog/build-catalog.mjs            write the catalogue
 *   node scripts/catalog/build-catalog.mjs --check    exit 1 if the committed catalogue differs
 *   node scripts/catalog/build-catalog.mjs --review   print one line per entry for a human to read
 *
 * FORKCAST_DATA_DIR overrides the data folder (default: <repo>/../shared/data).
 */
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSr28, readCsv, readSrTable } from './sr28.mjs';
import { selection, STORES, STORE_LEVEL, BRAND, CATEGORIES, FORMS, PX } from './selection.mjs';
// The diet records as the kernel writes them (plain Node strips the file's types).
import { DIET_RECORDS } from '../../backend/src/kitchen/diets.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
export const OUTPUT = join(repo, 'backend/src/catalog/data/ingredients.json');
export const STATES_OUTPUT = join(repo, 'backend/src/catalog/data/food-states.json');
/** The written price rules (what a food without its own public series is sold as, and how it is priced). */
export const RULES_PATH = join(repo, 'backend/src/catalog/data/price-rules.json');
const DATA = process.env.FORKCAST_DATA_DIR ?? resolve(repo, '../shared/data');

// ---- exact unit sizes -------------------------------------------------------------------------
const G_PER = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const ML_PER = {
  ml: 1,
  l: 1000,
  tsp: 4.92892159375,
  tbsp: 14.78676478125,
  'fl-oz': 29.5735295625,
  cup: 236.5882365,
  pint: 473.176473,
  quart: 946.352946,
  gallon: 3785.411784,
  'half-gallon': 1892.705892,
};
/** Price-row units of grocery_prices.csv. */
const ROW_UNIT = {
  lb: { g: 453.59237 },
  '16 oz': { g: 453.59237 },
  '12 oz': { g: 340.1942775 },
  '8 oz': { g: 226.796185 },
  dozen: { pieces: 12 },
  gallon: { ml: 3785.411784 },
  'half gallon': { ml: 1892.705892 },
  pint: { ml: 473.176473 },
  '16 fl oz': { ml: 473.176473 },
  '12 fl oz': { ml: 354.8823 },
  '2 liters': { ml: 2000 },
  '1 liter': { ml: 1000 },
  '750 ml': { ml: 750 },
};
const FRESH = new Set(['Produce', 'Meat & Seafood']);
const CURRENT = '2023-11';

const round = (x, places) => {
  const f = 10 ** places;
  return Math.round((x + Number.EPSILON) * f) / f;
};
const sig = (x) => Number(x.toPrecision(6));
const money = (x) => Math.max(0.01, round(x, 2));

// ---- prices -------------------------------------------------------------------------------------
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Nov 2023" from "2023-11". */
const monthWords = (period) => `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;
/** A price row's item as words a shopper reads: "Bread, white, pan" -> "white pan bread"-ish, lower case, no codes. */
const itemWords = (item) =>
  item
    .replace(/\s*\([^)]*\)/g, '')
    .split(/,\s*/)
    .reverse()
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The written price rules, by name (data/price-rules.json). */
function loadRules() {
  const data = JSON.parse(readFileSync(RULES_PATH, 'utf8'));
  const byName = new Map(data.rules.map((r) => [r.name, r]));
  return byName;
}
/** Which rule prices an entry: its own, or the one its stand-in row's reason calls for; null for a food with its own series. */
function ruleNameFor(sel, label) {
  if (sel.rule) return sel.rule;
  if (!sel.proxy) return null;
  if (sel.proxy.startsWith(PX.spice)) return 'spice-jar';
  if (sel.proxy.startsWith(PX.herb)) return /\b(bunch|bundle)\b/.test(label) ? 'herb-bunch' : 'herb-clamshell';
  if (sel.proxy.startsWith(PX.cheese)) return 'cheese-piece';
  if (sel.proxy.startsWith(PX.smallJar)) return 'baking-jar';
  if (sel.proxy.startsWith(PX.nut)) return 'nut-bag';
  if (sel.proxy.startsWith(PX.fish)) return 'fish-by-weight';
  if ([PX.veg, PX.fruit].some((px) => sel.proxy.startsWith(px))) return 'produce-by-weight';
  if ([PX.pork, PX.beef, PX.lamb, PX.poultry, PX.cured].some((px) => sel.proxy.startsWith(px))) return 'meat-by-weight';
  return 'stand-in';
}

function loadPrices() {
  const current = readCsv(readFileSync(join(DATA, 'grocery_prices/grocery_prices.csv'), 'utf8'));
  const history = readCsv(gunzipSync(readFileSync(join(DATA, 'grocery_prices/grocery_prices_history.csv.gz'))).toString('utf8'));
  const bySeries = new Map();
  for (const r of history) {
    const m = /APU0000\w+/.exec(r.source_series_or_table);
    if (!m) continue;
    if (!bySeries.has(m[0])) bySeries.set(m[0], new Map());
    bySeries.get(m[0]).set(r.period, { ...r, price: Number(r.price_usd) });
  }
  const basketCache = new Map();
  /** Geometric mean of price(2023-11)/price(period) over every BLS food series observed in both months. */
  function basketIndex(period) {
    if (!basketCache.has(period)) {
      let logSum = 0,
        n = 0;
      for (const obs of bySeries.values()) {
        const a = obs.get(period),
          b = obs.get(CURRENT);
        if (a && b && a.price > 0 && b.price > 0) {
          logSum += Math.log(b.price / a.price);
          n++;
        }
      }
      if (n < 10) throw new Error(`basket index for ${period}: only ${n} series`);
      basketCache.set(period, { factor: Math.exp(logSum / n), n });
    }
    return basketCache.get(period);
  }
  /** A price row as { price, unit, item, period, label } in dollars per row unit. */
  function row(ref) {
    const [kind, key] = [ref.slice(0, ref.indexOf(':')), ref.slice(ref.indexOf(':') + 1)];
    if (kind === 'bls') {
      const r = current.find((x) => x.source_series_or_table.includes(`${key} `));
      if (!r) throw new Error(`no current BLS row ${key}`);
      return {
        price: Number(r.price_usd),
        unit: r.unit,
        item: r.item,
        period: r.period,
        label: `BLS ${key} "${r.item}" $${r.price_usd}/${r.unit} (${r.period})`,
        words: `the U.S. average price of ${itemWords(r.item)}, ${monthWords(r.period)} (Bureau of Labor Statistics)`,
      };
    }
    if (kind === 'blsh') {
      const obs = bySeries.get(key);
      if (!obs) throw new Error(`no BLS history ${key}`);
      const periods = [...obs.keys()].sort();
      const last = obs.get(periods[periods.length - 1]);
      if (last.period < '2010-01') throw new Error(`${key} ends ${last.period}: too old to carry forward`);
      const { factor, n } = basketIndex(last.period);
      return {
        price: last.price * factor,
        unit: last.unit,
        item: last.item,
        period: CURRENT,
        label: `BLS ${key} "${last.item}" $${last.price_usd}/${last.unit} (${last.period}, series discontinued) x ${factor.toFixed(3)} BLS food-basket change ${last.period}->${CURRENT} (geometric mean of ${n} series)`,
        words: `the U.S. average price of ${itemWords(last.item)} (Bureau of Labor Statistics), last published ${monthWords(last.period)} and carried to ${monthWords(CURRENT)} by the change in U.S. food prices since`,
      };
    }
    if (kind === 'ers') {
      const r = current.find((x) => x.item === key && x.source_series_or_table.startsWith('USDA ERS') && x.unit !== 'cup equivalent');
      if (!r) throw new Error(`no ERS row "${key}"`);
      const table = /\((\w+_Prices_\d+\.csv)\)/.exec(r.source_series_or_table)[1];
      return {
        price: Number(r.price_usd),
        unit: r.unit,
        item: r.item,
        period: r.period,
        label: `USDA ERS ${table} "${r.item}" $${r.price_usd}/${r.unit} (${r.period})`,
        words: `the U.S. retail price of ${itemWords(r.item)}, ${r.period} (USDA Economic Research Service)`,
      };
    }
    throw new Error(`unknown price ref ${ref}`);
  }
  /** Mean price of a BLS series over a period: one month 'YYYY-MM' or the months observed in a year 'YYYY'. */
  function seriesMean(series, period) {
    const obs = bySeries.get(series);
    if (!obs) throw new Error(`no BLS history ${series}`);
    const months = [...obs.values()].filter((o) => o.period === period || o.period.startsWith(`${period}-`));
    if (!months.length) throw new Error(`${series} has no observation in ${period}`);
    return { price: months.reduce((s, o) => s + o.price, 0) / months.length, unit: months[0].unit, n: months.length };
  }
  return { row, seriesMean };
}

// ---- water (SR28 nutrient 255), read from the full nutrient file only when a rule needs it ----------
let waterCache = null;
function waterOf(ndb) {
  if (!waterCache) {
    waterCache = new Map();
    for (const r of readSrTable(join(DATA, 'usda_sr28/full_nutrients/NUT_DATA.txt.gz')))
      if (r[1] === '255') waterCache.set(r[0], Number(r[2]));
  }
  const w = waterCache.get(ndb);
  if (w === undefined) throw new Error(`no SR28 water value for ${ndb}`);
  return w;
}
/** Grams of `to` that hold the dry matter of one gram of `from` (SR28 water contents): cooking yield, toasting loss. */
const solidsRatio = (from, to) => (100 - waterOf(from)) / (100 - waterOf(to));

// ---- household weights --------------------------------------------------------------------------
const VOLUME_WORD = {
  cup: /^(cups?)\b/i,
  tbsp: /^(tbsp|tablespoons?)\b/i,
  tsp: /^(tsp|teaspoons?)\b/i,
  'fl-oz': /^fl oz\b/i,
  quart: /^quarts?\b/i,
};
/** grams of ONE unit from an SR28 weight row, handling 'serving 1/2 cup' style descriptions */
const perOne = (w) => w.grams / w.amount;
function pick(weights, pattern, prefer) {
  let c = weights.filter((w) => pattern.test(w.description));
  if (prefer) {
    const p = c.filter((w) => w.description.toLowerCase().includes(prefer.toLowerCase()));
    if (!p.length) return null;
    c = p;
  }
  return c[0] ?? null;
}
/** The SR28 measure named exactly, else the first whose description contains the words ('cherry' is "1 cherry", not "1 cup cherry tomatoes"). */
function byDescription(weights, substring) {
  const want = substring.toLowerCase();
  return (
    weights.find((w) => w.description.toLowerCase() === want) ?? weights.find((w) => w.description.toLowerCase().includes(want)) ?? null
  );
}
const COUNT_UNITS = [
  'piece',
  'slice',
  'clove',
  'stalk',
  'head',
  'leaf',
  'sprig',
  'bunch',
  'stick',
  'ear',
  'fillet',
  'link',
  'cube',
  'packet',
  'sheet',
];
const AUTO_COUNT = {
  slice: /^slices?\b/i,
  clove: /^cloves?\b/i,
  stalk: /^stalks?\b/i,
  head: /^head\b/i,
  leaf: /^(leaf|leaves)\b/i,
  sprig: /^sprigs?\b/i,
  bunch: /^bunch\b/i,
  stick: /^stick\b/i,
  ear: /^ear\b/i,
  fillet: /^fillets?\b/i,
  link: /^link\b/i,
  cube: /^cubes?\b/i,
  packet: /^(packet|envelope)\b/i,
};
const NOT_PIECE =
  /^(cups?|tbsp|tablespoons?|tsp|teaspoons?|fl oz|oz|lb|g|NLEA|serving|slices?|package|container|can|jar|cubic|pat|quart|pint|liters?|dash|packet|pack|drink|strips?|pieces?,? cooked|portion|\d)|yields|as purchased/i;
const AUTO_PIECE = new Set(['Produce', 'Meat & Seafood', 'Dairy & Eggs', 'Bakery']);
/** SR28 measures naming one whole food by its size: 'large', 'medium (2-1/2" dia)', 'Potato small (…)', 'pepper, large (…)', 'large whole (3" dia)'. */
const SIZE_WORD = { small: /^(?:[a-z]+,? )?small\b/i, medium: /^(?:[a-z]+,? )?medium\b/i, large: /^(?:[a-z]+,? )?large\b/i };
/** …but not a part of it (a slice, a strip, a spear), a head of it, or an extra size. */
const NOT_SIZE =
  /^(extra|slices?|strips?|spears?|wedges?|rings?|stalks?|leaf|leaves|florets?|heads?|cloves?|sprigs?|pieces?|cups?|bunch|pods?|shoots?|packages?|containers?|cans?|jars?|box(es)?|bars?|cartons?)\b/i;

function unitWeightsFor(sel, food, foods) {
  const uw = {};
  const notes = [];
  // a measure SR28 publishes but that contradicts the food's other measures can be set aside (noted)
  const skip = (w) => (sel.skipWeights ?? []).includes(`${w.amount} ${w.description}`);
  const own = { ...food, weights: food.weights.filter((w) => !skip(w)) };
  if (sel.skipWeights)
    notes.push(`SR28 measure(s) ${sel.skipWeights.map((x) => `"${x}"`).join(', ')} set aside as inconsistent with its other measures`);
  const sources = [own, ...(sel.weightsFrom ? [foods.get(sel.weightsFrom)] : [])];
  for (const [unit, g] of Object.entries(G_PER)) uw[unit] = g;
  // volume: the food's own SR28 measures first, then the borrowed food's, then exact US ratios
  const vol = {};
  for (const src of sources) {
    for (const [unit, re] of Object.entries(VOLUME_WORD)) {
      if (vol[unit]) continue;
      const w = pick(src.weights, re, sel[unit]);
      if (w) vol[unit] = { g: perOne(w), from: src.ndbNo, desc: w.description };
    }
    if (!vol.cup) {
      const w = src.weights.find((x) => /serving (\d+\/\d+|\d+) cups?\b/i.test(x.description));
      if (w) {
        const f = /serving (\d+)\/(\d+)|serving (\d+)/.exec(w.description);
        const cups = f[3] ? Number(f[3]) : Number(f[1]) / Number(f[2]);
        vol.cup = { g: w.grams / w.amount / cups, from: src.ndbNo, desc: w.description };
      }
    }
    if (!vol.tbsp) {
      const w = src.weights.find((x) => /^\d*\s*tbsp|^\d+ tablespoons?/i.test(x.description));
      if (w) vol.tbsp = { g: w.grams / w.amount / Number(/^(\d+)/.exec(w.description)?.[1] ?? 1), from: src.ndbNo, desc: w.description };
    }
  }
  if (sel.weightsFrom && Object.values(vol).some((v) => v.from === sel.weightsFrom)) {
    notes.push(`volume weights from SR28 ${sel.weightsFrom}`);
  }
  const ml = vol.cup
    ? vol.cup.g / ML_PER.cup
    : vol.tbsp
      ? vol.tbsp.g / ML_PER.tbsp
      : vol.tsp
        ? vol.tsp.g / ML_PER.tsp
        : vol['fl-oz']
          ? vol['fl-oz'].g / ML_PER['fl-oz']
          : vol.quart
            ? vol.quart.g / ML_PER.quart
            : null;
  if (ml) {
    uw.ml = ml;
    uw.l = ml * 1000;
    uw.cup = vol.cup?.g ?? ml * ML_PER.cup;
    uw.tbsp = vol.tbsp?.g ?? (vol.tsp ? vol.tsp.g * 3 : ml * ML_PER.tbsp);
    uw.tsp = vol.tsp?.g ?? (vol.tbsp ? vol.tbsp.g / 3 : ml * ML_PER.tsp);
    uw['fl-oz'] = vol['fl-oz']?.g ?? uw.cup / 8;
    uw.pint = uw.cup * 2;
    uw.quart = vol.quart?.g ?? uw.cup * 4;
    uw.gallon = uw.cup * 16;
    uw.pinch = uw.tsp / 16; // US measuring-spoon sets: pinch = 1/16 tsp, dash = 1/8 tsp
    uw.dash = uw.tsp / 8;
  }
  // counts
  const borrowed = [];
  for (const src of sources) {
    for (const unit of COUNT_UNITS) {
      if (uw[unit]) continue;
      let w = null;
      if (typeof sel[unit] === 'string') w = byDescription(src.weights, sel[unit]);
      else if (unit === 'piece') {
        if (!AUTO_PIECE.has(sel.category)) continue;
        const cands = src.weights.filter((x) => !NOT_PIECE.test(x.description));
        w = cands.find((x) => /\bmedium\b/i.test(x.description)) ?? cands[0] ?? null;
      } else if (AUTO_COUNT[unit]) {
        const cands = src.weights.filter((x) => AUTO_COUNT[unit].test(x.description));
        w = cands.find((x) => /medium/i.test(x.description)) ?? cands[0] ?? null;
      }
      if (w) {
        let n = w.amount;
        const lead = /^(\d+)\s+(sprigs|leaves|slices|cloves|sheets|grapes|strips|pieces|crackers|berries|anchovies|raspberries)\b/i.exec(
          w.description,
        );
        if (lead) n *= Number(lead[1]);
        uw[unit] = w.grams / n;
        if (src !== own) borrowed.push(`${unit} "${w.description}"`);
      }
    }
  }
  // sizes: SR28's own small / medium / large of a whole food ("1 large", "1 Potato small (…)", "1 pepper, large (…)"),
  // so '1 large onion' counts SR28's large onion, not a medium one
  // (from one record only, and only when the food's own piece is one of its sizes: a cherry tomato is not a small tomato)
  if ((AUTO_PIECE.has(sel.category) || sel.sizes) && uw.piece) {
    for (const src of sources) {
      const found = Object.entries(SIZE_WORD)
        .map(([size, re]) => [size, src.weights.find((x) => re.test(x.description) && !NOT_SIZE.test(x.description))])
        .filter(([, w]) => w);
      if (!found.length) continue;
      const grams = found.map(([, w]) => w.grams / w.amount);
      if (uw.piece < Math.min(...grams) * 0.98 || uw.piece > Math.max(...grams) * 1.02) break;
      for (const [size, w] of found) {
        uw[size] = w.grams / w.amount;
        if (src !== own) borrowed.push(`${size} "${w.description}"`);
      }
      break;
    }
  }
  // a count borrowed from a similar food is said, like borrowed volumes
  if (borrowed.length) notes.push(`count weights from SR28 ${sel.weightsFrom}: ${borrowed.join(', ')}`);
  for (const unit of COUNT_UNITS)
    if (typeof sel[unit] === 'string' && !uw[unit]) throw new Error(`${sel.slug}: no SR28 weight matching ${unit}="${sel[unit]}"`);
  if (sel.pieceCount && uw.piece) {
    uw.piece /= sel.pieceCount;
    notes.push(`"piece" weight is the SR28 piece measure over the ${sel.pieceCount} pieces it holds: ${sig(uw.piece)} g`);
  }
  if (sel.leafGrams) {
    uw.leaf = sel.leafGrams;
  }
  if (sel.pieceFrom && !uw.piece && uw[sel.pieceFrom]) uw.piece = uw[sel.pieceFrom]; // '1 bay leaf' counts leaves
  if (!uw.piece && uw.slice && sel.piece === undefined) {
    /* slices are not pieces */
  }
  if (uw.cube && !uw.piece) uw.piece = uw.cube;
  return { uw, notes };
}

// ---- packages -----------------------------------------------------------------------------------
const PKG_UNIT = {
  lb: 'lb',
  oz: 'oz',
  g: 'g',
  kg: 'kg',
  'fl oz': 'fl-oz',
  gallon: 'gallon',
  quart: 'quart',
  pint: 'pint',
  liter: 'l',
  l: 'l',
  ml: 'ml',
  each: 'piece',
  count: 'piece',
  piece: 'piece',
  bunch: 'bunch',
  head: 'head',
  stalk: 'stalk',
  sheet: 'sheet',
  jar: 'jar',
  ...Object.fromEntries(COUNT_UNITS.map((u) => [u, u])),
};
const CONTAINERS = ['can', 'jar', 'bottle', 'box', 'bag', 'carton', 'tub', 'block', 'package', 'loaf'];

function parsePackage(spec) {
  if (typeof spec === 'object') return { ...spec, explicit: null };
  const [left, right] = spec.split(/\s*=\s*/);
  const m = /^([\d.]+)\s+(fl oz|half gallon|[a-z]+)\b\s*(.*)$/i.exec(left);
  if (!m) throw new Error(`bad package "${spec}"`);
  let unit = m[2].toLowerCase();
  let quantity = Number(m[1]);
  if (unit === 'half') unit = 'gallon';
  if (unit === 'dozen') {
    unit = 'piece';
    quantity *= 12;
  }
  const canon = PKG_UNIT[unit] ?? (CONTAINERS.includes(unit) ? unit : null);
  if (!canon) throw new Error(`bad package unit "${unit}" in "${spec}"`);
  let explicit = null;
  let yields = null;
  if (right) {
    // '= <bought mass>' or '= <bought mass> -> <what it yields, in this food's grams>' (grounds -> brewed coffee)
    const e = /^([\d.]+)\s+(fl oz|oz|lb|g|kg)(?:\s*->\s*([\d.]+)\s+(g|kg))?$/.exec(right);
    if (!e) throw new Error(`bad package weight "${right}"`);
    explicit = { amount: Number(e[1]), unit: e[2] === 'fl oz' ? 'fl-oz' : e[2] };
    if (e[3]) yields = Number(e[3]) * G_PER[e[4]];
  }
  return { label: left.trim(), quantity, unit: canon, explicit, yields };
}

// ---- diets --------------------------------------------------------------------------------------
export const KETO_NET_PER_RACC = 2;
/**
 * The diets a food fits, from the diet records (backend/src/kitchen/diets.ts): a diet keeps out the kinds and
 * allergens its record names. What a record cannot say from kind and allergens is said here: oats and the like
 * (`glutenRisk`) are not gluten-free for a coeliac, keto is judged by net carbohydrate, and `np` (grain, legume,
 * refined, seed oil, processed) is not paleo; `keto` and `paleo` on an entry override with a reason beside them.
 */
function dietsFor(sel, nutrients) {
  const a = new Set(sel.allergens ?? []);
  const kind = sel.kind ?? 'plant';
  const seasoning = sel.seasoning ?? sel.category === 'Spices & Seasonings';
  const net = nutrients.carbs - nutrients.fiber;
  // a food eaten in small portions (its FDA reference amount, `racc`) is judged per portion: at most
  // KETO_NET_PER_RACC g of net carbohydrate, a tenth of a strict 20 g daily keto allowance
  const perRacc = sel.racc ? (net * sel.racc) / 100 : Infinity;
  const beyondRecord = {
    'gluten-free': !sel.glutenRisk,
    keto: net <= 5 || seasoning || perRacc <= KETO_NET_PER_RACC,
    paleo: !sel.np,
  };
  const overrides = { keto: sel.keto, paleo: sel.paleo };
  const diets = [];
  for (const record of DIET_RECORDS) {
    const byRecord = !record.keepsOut.kinds.includes(kind) && !record.keepsOut.allergens.some((x) => a.has(x));
    const fits = overrides[record.id] ?? (byRecord && (beyondRecord[record.id] ?? true));
    if (fits) diets.push(record.id);
  }
  return diets.sort();
}

// ---- the build ----------------------------------------------------------------------------------
export function build() {
  const foods = loadSr28(join(DATA, 'usda_sr28'));
  const prices = loadPrices();
  const rules = loadRules();
  const bySlug = new Map(selection.map((s) => [s.slug, s]));
  const out = [];
  const problems = [];
  const built = new Map();

  function buildOne(sel) {
    if (built.has(sel.slug)) return built.get(sel.slug);
    const food = foods.get(sel.ndb);
    if (!food) throw new Error(`${sel.slug}: unknown NDB ${sel.ndb}`);
    if (!CATEGORIES.includes(sel.category)) throw new Error(`${sel.slug}: bad category ${sel.category}`);
    if (sel.weightsFrom && !foods.get(sel.weightsFrom)) throw new Error(`${sel.slug}: unknown weightsFrom ${sel.weightsFrom}`);
    const notes = [];
    // nutrients: SR28 values per 100 g as published; a nutrient SR28 did not analyse is recorded as 0 and listed
    const n = food.nutrients;
    const missing = [];
    const val = (key) => {
      if (n[key] !== undefined) return n[key];
      if ((key === 'sugars' || key === 'fiber') && n.carbs === 0) return 0;
      if (key === 'saturatedFat' && n.fat === 0) return 0;
      missing.push(key);
      return 0;
    };
    const nutrients = {
      kcal: val('kcal'),
      protein: val('protein'),
      fat: val('fat'),
      saturatedFat: val('saturatedFat'),
      carbs: val('carbs'),
      fiber: val('fiber'),
      sugars: val('sugars'),
      sodium: val('sodium'),
    };
    const { uw, notes: wNotes } = unitWeightsFor(sel, food, foods);
    notes.push(...wNotes);
    // refuse: what share of the bought weight is not eaten
    const defaultRefuse = FRESH.has(sel.category) ? food.refuse : 0;
    // shellfish sold in the shell: SR28's own '1 lb (with shell), yield after shell removed' measure gives the meat share
    let measuredRefuse;
    if (sel.shellYield) {
      const w = byDescription(food.weights, sel.shellYield);
      if (!w || !/^lb\b/.test(w.description)) throw new Error(`${sel.slug}: no SR28 per-lb shell-yield measure "${sel.shellYield}"`);
      measuredRefuse = 100 * (1 - w.grams / (w.amount * G_PER.lb));
      notes.push(
        `bought in the shell: SR28 "${w.amount} ${w.description}" ${w.grams} g, so ${round(100 - measuredRefuse, 1)}% of the bought weight is meat`,
      );
    }
    const priceRefuse = measuredRefuse ?? (sel.refuseFrom ? foods.get(sel.refuseFrom).refuse : (sel.refuse ?? defaultRefuse));
    const packageRefuse = measuredRefuse ?? sel.refuse ?? priceRefuse;
    // SR28 piece measures of bone-in cuts weigh the piece as bought: count only its edible share
    for (const unit of [
      ...(sel.pieceAsBought ?? []),
      ...(sel.pieceAsBought?.includes('piece') ? Object.keys(SIZE_WORD).filter((u) => uw[u]) : []),
    ]) {
      if (!uw[unit]) throw new Error(`${sel.slug}: pieceAsBought ${unit} but no ${unit} weight`);
      const bought = uw[unit];
      uw[unit] = bought * (1 - priceRefuse / 100);
      notes.push(
        `one ${unit} counts its edible ${sig(uw[unit])} g: the SR28 ${unit} weight (${sig(bought)} g, as bought) less ${priceRefuse}% refuse (SR28 ${sel.refuseFrom ?? sel.ndb})`,
      );
    }
    // a slice measured by SR28 only on a drier form of the food (toasted): same dry matter, this food's water
    if (sel.sliceFrom) {
      const [ndb, desc] = sel.sliceFrom;
      const w = byDescription(foods.get(ndb).weights, desc);
      if (!w) throw new Error(`${sel.slug}: no SR28 ${ndb} measure "${desc}"`);
      uw.slice = perOne(w) * solidsRatio(ndb, sel.ndb);
      if (sel.piece === 'slice') uw.piece = uw.slice;
      notes.push(
        `"slice" weight is SR28 ${ndb} "${w.description}" (${w.grams} g) at this food's water content (${waterOf(ndb)}% -> ${waterOf(sel.ndb)}%, SR28 nutrient 255): ${sig(uw.slice)} g`,
      );
    }
    // a cooked grain or pasta is bought dry: cooked grams per dry gram from the SR28 water contents (dry matter kept)
    const cookYield = sel.cookedFrom ? solidsRatio(sel.cookedFrom, sel.ndb) : 1;
    if (sel.cookedFrom)
      notes.push(
        `bought dry: 1 g of SR28 ${sel.cookedFrom} (${waterOf(sel.cookedFrom)}% water) cooks to ${round(cookYield, 3)} g of ${sel.ndb} (${waterOf(sel.ndb)}% water), the same dry matter; packages count cooked grams`,
      );
    // packages
    const packages = [];
    const boughtOf = []; // grams as bought, per package (a rule prices what is bought, not what it cooks to)
    const yieldRatios = [];
    for (const spec of sel.packages) {
      const p = parsePackage(spec);
      let boughtGrams; // as purchased
      if (p.explicit) boughtGrams = p.explicit.amount * (G_PER[p.explicit.unit] ?? ML_PER[p.explicit.unit] * (uw.ml ?? NaN));
      else if (G_PER[p.unit]) boughtGrams = p.quantity * G_PER[p.unit];
      else if (ML_PER[p.unit]) {
        if (!uw.ml) throw new Error(`${sel.slug}: volume package "${p.label}" but no density`);
        boughtGrams = p.quantity * ML_PER[p.unit] * uw.ml;
      } else if (uw[p.unit])
        boughtGrams = null; // counted in edible SR28 units
      else throw new Error(`${sel.slug}: package "${p.label}" has no weight (no SR28 ${p.unit} weight; write "= <mass>")`);
      const grams = p.yields ?? (boughtGrams === null ? p.quantity * uw[p.unit] : boughtGrams * (1 - packageRefuse / 100) * cookYield);
      if (p.yields) yieldRatios.push(boughtGrams / p.yields);
      if (!(grams > 0)) throw new Error(`${sel.slug}: package "${p.label}" weighs ${grams}`);
      // a cooked grain's package counts cooked grams; what is bought (and priced by a rule) is the dry weight
      packages.push({
        label: p.label,
        quantity: p.quantity,
        unit: p.unit,
        grams: sig(grams),
        ...(sel.cookedFrom ? { boughtGrams: sig(boughtGrams) } : {}),
      });
      boughtOf.push(boughtGrams ?? grams);
      // a package may define a unit SR28 lacks (bunch, head, can, jar...)
      if (p.explicit && !uw[p.unit] && !G_PER[p.unit] && !ML_PER[p.unit]) {
        uw[p.unit] = grams / p.quantity;
        notes.push(`"${p.unit}" weight is our package size (${spec}), not an SR28 measure`);
      }
      const container = CONTAINERS.find((c) => new RegExp(`\\b${c}\\b`).test(p.label.toLowerCase()));
      if (container && !uw[container]) uw[container] = grams;
    }
    if (!uw.package && packages.length) uw.package = packages[0].grams;
    if (uw.bunch === undefined && uw.head === undefined) {
      /* nothing */
    }
    // price per edible gram at the national average
    let perGram = null;
    let priceLabel = 'none: not bought (tap water)';
    let priceWords = 'not bought (tap water)';
    if (sel.price) {
      const refs = sel.price.startsWith('avg:') ? sel.price.slice(4).split('|') : [sel.price];
      const perGramOf = (ref) => {
        const r = prices.row(ref);
        const u = ROW_UNIT[r.unit];
        if (!u) throw new Error(`${sel.slug}: unknown row unit ${r.unit}`);
        if (u.g) return { pg: r.price / u.g, r };
        if (u.ml) {
          if (!uw.ml) throw new Error(`${sel.slug}: ${r.unit} row needs density`);
          return { pg: r.price / (u.ml * uw.ml), r };
        }
        if (u.pieces) {
          // per dozen: the row's pieces are whole bought items; a borrowed piece ("1 dozen eggs") uses this entry's piece
          if (!uw.piece) throw new Error(`${sel.slug}: dozen row needs a piece weight`);
          return { pg: r.price / (u.pieces * uw.piece), r, perPiece: r.price / u.pieces };
        }
        throw new Error('unreachable');
      };
      const parts = refs.map(perGramOf);
      perGram = parts.reduce((s, x) => s + x.pg, 0) / parts.length;
      if (priceRefuse > 0 && !parts.some((x) => x.perPiece)) perGram /= 1 - priceRefuse / 100;
      if (yieldRatios.length) {
        if (yieldRatios.length !== packages.length || yieldRatios.some((r) => r !== yieldRatios[0]))
          throw new Error(`${sel.slug}: mixed yield packages`);
        perGram *= yieldRatios[0];
      }
      priceLabel =
        parts.length === 1 ? parts[0].r.label : `mean per gram of ${parts.length} rows: ${parts.map((x) => x.r.label).join('; ')}`;
      priceWords = parts.length === 1 ? parts[0].r.words : `the mean, by weight, of ${parts.map((x) => x.r.words).join('; ')}`;
      if (priceRefuse > 0) priceWords += ', per edible part (peel, core or bone taken off as USDA weighs it)';
      if (sel.cookedFrom) priceWords += ', bought dry';
      if (priceRefuse > 0)
        priceLabel += `; per edible gram after ${round(priceRefuse, 1)}% refuse (SR28 ${sel.refuseFrom ?? sel.ndb}${sel.refuse !== undefined && !sel.refuseFrom ? ', our override' : ''})`;
      if (sel.cookedFrom) {
        perGram /= cookYield;
        priceLabel += `; per cooked gram: dry price / ${round(cookYield, 3)} cooking yield (SR28 water ${sel.cookedFrom} -> ${sel.ndb})`;
      }
      if (sel.proxy) priceLabel += `; proxy: ${sel.proxy}`;
      // a premium item priced from a cheaper stand-in row: the stand-in times a published price ratio
      if (sel.premium) {
        const pr = sel.premium;
        const standIn = prices.seriesMean(pr.series, pr.period);
        const standInPerGram = standIn.price / ROW_UNIT[standIn.unit].g;
        const premiumPerGram = pr.price / (G_PER[pr.per] ?? ML_PER[pr.per] * uw.ml);
        if (!(premiumPerGram > 0)) throw new Error(`${sel.slug}: premium price needs a weight for ${pr.per}`);
        const factor = premiumPerGram / standInPerGram;
        perGram *= factor;
        priceLabel += `; premium factor x ${factor.toFixed(2)}: ${pr.source} $${pr.price}/${pr.per} (${pr.period}) vs BLS ${pr.series} $${standIn.price.toFixed(3)}/${standIn.unit} (${pr.period}, mean of ${standIn.n} month${standIn.n > 1 ? 's' : ''})`;
        priceWords += `, scaled by ${factor.toFixed(2)}: a published price of ${sel.name.toLowerCase()} over that product's price at the time (${pr.words})`;
      }
      // bought as another item's pieces (lemon juice from lemons, whites from eggs)
      if (parts.some((x) => x.perPiece) && sel.slug !== 'eggs') {
        const egg = buildOne(bySlug.get('eggs'));
        perGram = (egg.__perGram * egg.unitWeights.piece) / uw.piece;
        priceLabel = `${parts[0].r.label}; bought as eggs: one large egg's price per SR28 large ${sel.slug === 'egg-whites' ? 'white' : 'yolk'}`;
        priceWords = `bought as eggs: ${parts[0].r.words}, one large egg's price per ${sel.slug === 'egg-whites' ? 'white' : 'yolk'}`;
      }
    }
    if (sel.boughtAs) throw new Error('boughtAs not supported');
    if (['lemon-juice', 'lime-juice', 'lemon-zest', 'lime-zest'].includes(sel.slug)) {
      const fruit = buildOne(bySlug.get(sel.slug.startsWith('lime') ? 'lime' : 'lemon'));
      const fruitPrice = fruit.__perGram * fruit.unitWeights.piece; // one fruit, national average
      const yieldGrams = packages[0].grams; // what one fruit gives
      perGram = fruitPrice / yieldGrams;
      priceLabel = `bought as ${fruit.slug === 'lime' ? 'limes' : 'lemons'}: one fruit ($${round(fruitPrice, 3)} at ${fruit.source.price.split(';')[0]}) per ${sig(yieldGrams)} g yielded`;
      priceWords = `bought as ${fruit.slug === 'lime' ? 'limes' : 'lemons'}: ${fruit.source.priceWords}, one fruit per what it yields`;
    }
    // a food with no public series of its own is priced by a written rule for what it is sold as (data/price-rules.json)
    const ruleNames = perGram === null ? [] : packages.map((p) => ruleNameFor(sel, p.label));
    const packageRules = ruleNames.map((name) => {
      if (name === null) return null;
      const rule = rules.get(name);
      if (!rule) throw new Error(`${sel.slug}: unknown price rule ${name}`);
      return rule;
    });
    const referenceGrams = (rule) => {
      if (rule.reference === 'package') return null;
      const [q, unit] = [Number.parseFloat(rule.reference), rule.reference.replace(/^[\d.]+\s*/, '').replace('fl oz', 'fl-oz')];
      const g = G_PER[unit] ? q * G_PER[unit] : q * ML_PER[unit] * (uw.ml ?? NaN);
      if (!(g > 0)) throw new Error(`${sel.slug}: rule ${rule.name} reference ${rule.reference} has no weight`);
      return g;
    };
    /** The national average (all brands) of a package: the rule's written figure, or the public row by weight. */
    const averageOf = (p, i) => {
      const rule = packageRules[i];
      if (!rule || rule.method === 'stand-in') return perGram * p.grams;
      const ref = referenceGrams(rule);
      return ref === null ? rule.price : (rule.price * boughtOf[i]) / ref;
    };
    if (packageRules.some((r) => r && r.method !== 'stand-in')) {
      const rule = packageRules.find((r) => r && r.method !== 'stand-in');
      priceLabel = `price rule "${rule.name}": ${rule.title}, ${rule.reference === 'package' ? 'per package' : `per ${rule.reference}`} $${rule.price} (${rule.source})`;
      priceWords = `rough estimate: ${rule.title}, ${rule.source.replace(/^Forkcast's written figure: /, "Forkcast's written figure for ")}`;
    } else if (packageRules.some((r) => r)) {
      // priced by weight from the nearest public row (the rule names what kind of food it is)
      priceWords = `rough estimate: priced by weight from ${priceWords}, the nearest product with a public price`;
    }
    const branded = sel.branded ?? !FRESH.has(sel.category);
    const nameFactor = 1 / (BRAND.storeShareOfUnits * BRAND.storeToNameRatio + (1 - BRAND.storeShareOfUnits));
    const storePrices = {};
    for (const store of STORES) {
      storePrices[store] =
        perGram === null
          ? []
          : packages.map((p) => {
              const avg = averageOf(p, packages.indexOf(p)) * STORE_LEVEL[store];
              if (!branded) return { storeBrand: money(avg), nameBrand: money(avg) };
              const name = avg * nameFactor;
              return { storeBrand: money(name * BRAND.storeToNameRatio), nameBrand: money(name) };
            });
    }
    const unitWeights = Object.fromEntries(
      Object.entries(uw)
        .map(([k, v]) => [k, sig(v)])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    const aliases = [...new Set((sel.aliases ?? []).map((x) => x.toLowerCase().trim()))]
      .filter((x) => x && x !== sel.name.toLowerCase())
      .sort();
    const entry = {
      slug: sel.slug,
      name: sel.name,
      aliases,
      category: sel.category,
      fdcId: Number.parseInt(sel.ndb, 10),
      source: {
        dataset: 'USDA SR28',
        ndbNo: sel.ndb,
        description: food.description,
        price: priceLabel,
        priceWords,
        ...(packageRules.some((r) => r)
          ? { priceRule: packageRules.find((r) => r && r.method !== 'stand-in')?.title ?? packageRules.find((r) => r).title }
          : {}),
        ...(missing.length ? { missing } : {}),
        ...(sel.approx || sel.note || notes.length ? { note: [sel.approx, sel.note, ...notes].filter(Boolean).join('; ') } : {}),
      },
      // SR28 has no record of this food: its nutrition is the nearest record's, said in source.note
      ...(sel.approx || /SR28 has no [^;]*; nutrients/i.test(sel.note ?? '') ? { approximateNutrition: true } : {}),
      nutrients,
      unitWeights,
      packages,
      prices: storePrices,
      ...(perGram === null ? {} : { priceBasis: packageRules.some((r) => r) ? 'rule' : 'series' }),
      allergens: [...new Set(sel.allergens ?? [])].sort(),
      diets: dietsFor(sel, nutrients),
    };
    Object.defineProperty(entry, '__perGram', { value: perGram, enumerable: false });
    built.set(sel.slug, entry);
    return entry;
  }

  const seen = new Map();
  for (const sel of selection) {
    if (bySlug.get(sel.slug) !== sel) problems.push(`duplicate slug ${sel.slug}`);
    try {
      const e = buildOne(sel);
      for (const a of [e.name.toLowerCase(), ...e.aliases]) {
        if (seen.has(a) && seen.get(a) !== e.slug) problems.push(`alias "${a}" on ${seen.get(a)} and ${e.slug}`);
        seen.set(a, e.slug);
      }
      out.push(e);
    } catch (err) {
      problems.push(err.message);
    }
  }
  if (problems.length) throw new Error(`catalogue build failed:\n  ${problems.join('\n  ')}`);
  out.sort((a, b) => a.slug.localeCompare(b.slug));
  return out;
}

// ---- food states ---------------------------------------------------------------------------------
/** The states a recipe names a food in, in the order a family lists them. */
export const STATES = ['dry', 'fresh', 'raw', 'frozen', 'canned', 'cooked'];

/**
 * data/food-states.json: each food of FORMS (selection.mjs) with its states. A state is a catalogue entry, or
 * the entry it is bought as times a yield read from USDA SR28 (see FORMS), with the SR28 record's own household
 * weights and the source of the yield written beside it.
 */
export function buildStates(catalog) {
  const foods = loadSr28(join(DATA, 'usda_sr28'));
  const bySlug = new Map(catalog.map((e) => [e.slug, e]));
  const entry = (slug, food) => {
    const e = bySlug.get(slug);
    if (!e) throw new Error(`food state ${food}: no catalogue entry ${slug}`);
    return e;
  };
  return FORMS.map((family) => {
    const stateOf = new Map(STATES.filter((s) => typeof family[s] === 'string').map((s) => [family[s], s]));
    const forms = [];
    for (const state of STATES) {
      const spec = family[state];
      if (!spec) continue;
      if (typeof spec === 'string') {
        forms.push({ state, slug: entry(spec, family.food).slug });
        continue;
      }
      const from = entry(spec.from, family.food);
      const fromState = stateOf.get(spec.from);
      if (!fromState) throw new Error(`food state ${family.food} ${state}: ${spec.from} is not one of its states`);
      const fromFood = foods.get(from.source.ndbNo);
      const to = foods.get(spec.ndb);
      if (!to) throw new Error(`food state ${family.food} ${state}: unknown NDB ${spec.ndb}`);
      let gramsPerGram;
      let source;
      if (Array.isArray(spec.yield)) {
        const [toMeasure, fromMeasure] = spec.yield;
        const made = byDescription(to.weights, toMeasure);
        const used = byDescription(fromFood.weights, fromMeasure);
        if (!made || !used) throw new Error(`food state ${family.food}: no SR28 measure "${made ? fromMeasure : toMeasure}"`);
        gramsPerGram = made.grams / made.amount / (used.grams / used.amount);
        source = `USDA SR28 ${to.ndbNo} "${made.amount} ${made.description}" ${made.grams} g from ${fromFood.ndbNo} "${used.amount} ${used.description}" ${used.grams} g: ${round(gramsPerGram, 3)} g ${state} per g ${fromState}`;
      } else if (spec.yield === 'protein') {
        const [a, b] = [fromFood.nutrients.protein, to.nutrients.protein];
        gramsPerGram = a / b;
        source = `USDA SR28 ${fromFood.ndbNo} (protein ${a} g/100 g) -> ${to.ndbNo} (protein ${b} g/100 g), the protein kept: ${round(gramsPerGram, 3)} g ${state} per g ${fromState}`;
      } else {
        const [a, b] = [waterOf(fromFood.ndbNo), waterOf(to.ndbNo)];
        gramsPerGram = (100 - a) / (100 - b);
        source = `USDA SR28 ${fromFood.ndbNo} (water ${a}%) -> ${to.ndbNo} (water ${b}%), the dry matter kept: (100 - ${a}) / (100 - ${b}) = ${round(gramsPerGram, 3)} g ${state} per g ${fromState}`;
      }
      const { uw } = unitWeightsFor({ slug: `${family.food} ${state}`, category: 'Grains & Pasta', cup: spec.cup }, to, foods);
      forms.push({
        state,
        from: from.slug,
        fromState,
        ndbNo: to.ndbNo,
        description: to.description,
        gramsPerGram: sig(gramsPerGram),
        unitWeights: Object.fromEntries(
          Object.entries(uw)
            .map(([k, v]) => [k, sig(v)])
            .sort(([a], [b]) => a.localeCompare(b)),
        ),
        source,
      });
    }
    return { food: family.food, forms };
  });
}

/** Stable, diff-friendly JSON: objects expanded, arrays of scalars and small objects on one line. */
export function stringify(value, indent = '') {
  const next = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return JSON.stringify(value);
    if (
      value.every(
        (v) => v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => x === null || typeof x !== 'object'),
      )
    ) {
      return `[\n${value.map((v) => `${next}${JSON.stringify(v)}`).join(',\n')}\n${indent}]`;
    }
    return `[\n${value.map((v) => `${next}${stringify(v, next)}`).join(',\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${next}${JSON.stringify(k)}: ${stringify(v, next)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function main() {
  const args = process.argv.slice(2);
  if (!existsSync(join(DATA, 'usda_sr28/FOOD_DES.txt.gz'))) {
    console.error(`data folder not found: ${DATA} (set FORKCAST_DATA_DIR)`);
    process.exit(2);
  }
  const catalog = build();
  const text = `${stringify(catalog)}\n`;
  const statesText = `${stringify(buildStates(catalog))}\n`;
  if (args.includes('--review')) {
    for (const e of catalog) {
      const pkg = e.packages
        .map((p) => `${p.label}=${p.grams}g $${e.prices.kroger[0] ? e.prices.kroger[e.packages.indexOf(p)].storeBrand : '-'}`)
        .join(', ');
      console.log(
        `${e.slug.padEnd(26)} ${e.category.padEnd(20)} ${e.source.ndbNo} ${e.source.description.slice(0, 60).padEnd(60)} | ${e.nutrients.kcal}kcal | piece=${e.unitWeights.piece ?? '-'} cup=${e.unitWeights.cup ?? '-'} | ${pkg} | ${e.diets.join(',')}`,
      );
    }
    console.log(`${catalog.length} entries`);
    return;
  }
  if (args.includes('--check')) {
    for (const [path, want] of [
      [OUTPUT, text],
      [STATES_OUTPUT, statesText],
    ]) {
      const committed = existsSync(path) ? readFileSync(path, 'utf8') : '';
      if (committed !== want) {
        console.error(`${path} is out of date: run node scripts/catalog/build-catalog.mjs`);
        process.exit(1);
      }
    }
    console.log(`catalogue up to date (${catalog.length} entries)`);
    return;
  }
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, text);
  writeFileSync(STATES_OUTPUT, statesText);
  console.log(`wrote ${catalog.length} entries to ${OUTPUT} and their states to ${STATES_OUTPUT}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
