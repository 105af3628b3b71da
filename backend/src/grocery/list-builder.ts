/**
 * The grocery list builder: a meal plan in, a list a person can shop from out. Pure (no Nest, no
 * ORM) so the job, the synchronous endpoint and the tests share it.
 *
 *   1. gather every ingredient line of every recipe, scaled by servings planned / recipe servings,
 *      plus every food item (matched to the catalogue by name when possible);
 *   2. convert each amount to grams through the catalogue (mass directly; volume through the
 *      ingredient's unit weights; counts through its piece weights) and merge one line per ingredient;
 *   3. round up to the cheapest combination of purchasable packages at the person's store and price
 *      it, store brand by default; money in integer cents, `totalCents` = the sum of the lines;
 *   4. say which meals each line is for, and sort by aisle in a walk through the store.
 * Lines the catalogue does not know still appear, under 'Other', at price 0 with a note.
 */
import { createIngredientMatcher, GENERIC_HEADS } from '../catalog/ingredient-matcher.js';
import type { PriceProvenance } from '../catalog/price-provenance.js';
import { nameBrandFactor, roughEstimate } from '../prices/aisle-estimate.js';
import { cheapestCover, type PackageChoice, type PricedPackage } from '../kitchen/packages.js';
import { storeNameOf } from '../kitchen/vocabulary.js';
import { storeBrandOf, type BrandOptionCents } from './brand-tables.js';
import { measureOf, normalizeUnit, shelfAmountText, toGrams, unitLabel, unitName } from '../kitchen/units.js';
import { countNoun, nameFor, normaliseName } from '../kitchen/words.js';
import { DEFAULT_STORE, MEAL_TYPES, OTHER_AISLE, STORE_WALK, WEEKDAY_NAMES } from '../kitchen/vocabulary.js';

// ---------- inputs (structural subsets of the catalogue, recipes and meal plans modules) ----------

export interface BuilderPackage {
  label: string;
  quantity: number;
  unit: string;
  grams: number;
}
export interface BuilderPrice {
  storeBrand: number;
  nameBrand: number;
}

/** What the builder needs of a catalogue ingredient (catalog.types.ts CatalogIngredient is a superset). */
export interface BuilderIngredient {
  /** Row id in `ingredients` when known (recipe lines reference it). */
  id?: number | null;
  slug: string;
  name: string;
  aliases?: readonly string[];
  category?: string | null;
  /** Grams of one household unit: { cup: 125, tbsp: 8, piece: 50, clove: 3, ... }. */
  unitWeights?: Readonly<Record<string, number>>;
  packages?: readonly BuilderPackage[];
  /** Dollars per package (same order as `packages`), per store id. */
  prices?: Readonly<Record<string, readonly (BuilderPrice | null | undefined)[]>>;
  /** 'rule' when priced by a shelf-price rule: its lines say "rough estimate" (default 'series'). */
  priceBasis?: 'series' | 'rule';
  /** What the person paid for it at the list's store (their price book, prices/price-book.ts applied to `prices`). */
  yourPrice?: { packageLabel: string; cents: number } | null;
}

export interface BuilderRecipeLine {
  ingredientId: number | null;
  name: string;
  amount: number;
  unit: string;
  /** Grams of the whole line at the recipe's servings, when the recipes module resolved it. */
  grams?: number | null;
  original?: string;
}

export interface BuilderRecipe {
  id: number;
  title: string;
  servings: number;
  ingredients: readonly BuilderRecipeLine[];
}

export interface BuilderPlanItem {
  dayOfWeek: number;
  mealType: string;
  servings?: number | null;
  recipe: BuilderRecipe | null;
  foodName?: string | null;
  quantity?: number | null;
  unit?: string | null;
}

export interface BuildInput {
  items: readonly BuilderPlanItem[];
  catalog: readonly BuilderIngredient[];
  /** Store id (spec §5 store options); prices fall back to kroger, then any store, when it has none. */
  store: string;
  /** YYYY-MM-DD: `forMeals` follow the plan's week from this day (items carry weekdays, 0 = Sunday). */
  weekStartDate?: string | null;
  /**
   * What the person has at home, per catalogue ingredient id: grams free for this list (Infinity for a
   * staple). What it covers is not bought: such a line is priced at 0 and marked `fromPantry`.
   */
  pantry?: ReadonlyMap<number, number>;
}

// ---------- output ----------

/** Where a line's price comes from: the catalogue's sources, or 'person' for the person's own price ("your price"). */
export type LineSource = Omit<PriceProvenance, 'kind'> & { kind: PriceProvenance['kind'] | 'person' };

export interface GroceryLine {
  /** Identity across rebuilds: `ing:<slug>` for catalogue lines, `name:<normalised name>` otherwise. */
  key: string;
  ingredientId: number | null;
  name: string;
  category: string;
  /** What to pick up, for a person: 2 + 'lb bag', 12 + 'eggs'. */
  quantity: number;
  unit: string;
  brand: string | null;
  priceCents: number;
  /** 'Tue dinner: Chicken Tikka', in week order. */
  forMeals: string[];
  brandOptions: BrandOptionCents[];
  /** Why a line has no estimate, or what was assumed. */
  note: string | null;
  /** Grams needed by the meals (null when not measurable). */
  neededGrams: number | null;
  /**
   * Where an item the catalogue does not know gets its price: a rough estimate from its aisle (with the
   * store-brand cents and name-brand premium its brand options are priced by), or no estimate. Null for a
   * catalogue line: its source is the catalogue entry's own row (catalog/price-provenance.ts).
   */
  priceSource: (LineSource & { estimate?: { storeCents: number; nameFactor: number } }) | null;
  /** Grams of the need the pantry covers (null when none): all of it makes a line "From your pantry", bought for nothing. */
  fromPantryGrams?: number | null;
  /** True when the pantry covers the whole need: nothing to buy. */
  fromPantry?: boolean;
  /** Grams the bought packages hold (null when nothing is bought): what is left after the week goes to the pantry when checked. */
  packageGrams?: number | null;
}

export interface GroceryListDraft {
  store: string;
  lines: GroceryLine[];
  totalCents: number;
}

/** From the tap or the freezer, never bought: recipe lines for these stay off the list. */
const NOT_BOUGHT = new Set([
  'water',
  'tap water',
  'ice',
  'ice cube',
  'ice water',
  'boiling water',
  'hot water',
  'cold water',
  'warm water',
  'lukewarm water',
]);

function neverBought(ingredient: BuilderIngredient | null, name: string): boolean {
  if (ingredient) return NOT_BOUGHT.has(normaliseName(ingredient.name)) || NOT_BOUGHT.has(ingredient.slug.replace(/-/g, ' '));
  return NOT_BOUGHT.has(normaliseName(name));
}
export const UNMATCHED_NOTE = 'Not in our ingredient catalogue, so no price estimate: check the amount and price in store.';
export const ROUGH_NOTE = "Not in our ingredient catalogue: a rough estimate from its aisle's typical price; check the price in store.";
export const NO_PRICE_NOTE = 'No price for this item at your store yet.';

const DAY_ABBR = WEEKDAY_NAMES.map((d) => d.slice(0, 3));

/** A meal's place in the day, in the order meals are eaten; anything else ('extra', a person's own line) after them. */
function mealOrder(mealType: string): number {
  const i = (MEAL_TYPES as readonly string[]).indexOf(mealType);
  return i < 0 ? MEAL_TYPES.length : i;
}

// ---------- units and names: kitchen/units.ts and kitchen/words.ts ----------

/** What a grocery list shows for an amount in `unit`: its name ('Cups' → 'cup'), nothing for a count of the thing itself, an unknown word as written. */
function shownUnit(unit: string | null | undefined): string {
  const name = unitName(unit);
  if (name === null) return (unit ?? '').trim().replace(/\.$/, '').toLowerCase();
  return name === 'piece' ? '' : name;
}

/** Words too general to name an ingredient alone: 'dragon fruit' is not 'mixed fruit'. */
const GENERIC_WORDS = new Set([
  ...GENERIC_HEADS,
  'fresh',
  'frozen',
  'dried',
  'raw',
  'cooked',
  'whole',
  'mixed',
  'ground',
  'red',
  'white',
  'black',
  'large',
  'small',
  'medium',
]);

/** True when the query and the ingredient share a word that is specific enough to name it. */
function sharesSpecificWord(queryKey: string, ingredient: Pick<BuilderIngredient, 'slug' | 'name' | 'aliases'>): boolean {
  const query = new Set(queryKey.split(' '));
  for (const text of [ingredient.name, ingredient.slug.replace(/-/g, ' '), ...(ingredient.aliases ?? [])]) {
    for (const word of normaliseName(text).split(' ')) if (query.has(word) && !GENERIC_WORDS.has(word) && word.length > 2) return true;
  }
  return false;
}

/** A catalogue entry's names, and where it stands in the catalogue. */
interface NamedAt {
  slug: string;
  name: string;
  aliases?: readonly string[];
  at: number;
}

/**
 * The catalogue's names indexed once: positions in the catalogue by id, exact name and words. Every person's catalogue
 * has the same names (their price book changes prices only), and building this takes a tenth of a second, which every
 * list build and every line added had paid again.
 */
class CatalogNames {
  private readonly byId = new Map<number, number>();
  private readonly byName = new Map<string, number>();
  private readonly byWords: { words: string[]; at: number }[] = [];
  private readonly matcher: (name: string) => NamedAt | null;

  constructor(named: readonly NamedAt[], ids: readonly (number | null | undefined)[]) {
    // The catalogue's matcher: the one recipe lines are matched with.
    this.matcher = createIngredientMatcher(named);
    for (const entry of named) {
      const id = ids[entry.at];
      if (id != null) this.byId.set(id, entry.at);
      for (const name of [entry.name, entry.slug.replace(/-/g, ' '), ...(entry.aliases ?? [])]) {
        const key = normaliseName(name);
        if (!key) continue;
        if (!this.byName.has(key)) this.byName.set(key, entry.at);
        this.byWords.push({ words: key.split(' '), at: entry.at });
      }
    }
    this.byWords.sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);
  }

  atId(id: number): number | undefined {
    return this.byId.get(id);
  }

  atName(name: string): number | null {
    const key = normaliseName(name);
    if (!key) return null;
    const exact = this.byName.get(key);
    if (exact !== undefined) return exact;
    const matched = this.matcher(name);
    if (matched && sharesSpecificWord(key, matched)) return matched.at;
    const words = new Set(key.split(' '));
    return this.byWords.find((entry) => entry.words.every((w) => words.has(w)))?.at ?? null;
  }
}

/** The last few catalogues' name indexes, by everything they are built from (a catalogue edited is a new key). */
const namesIndexes = new Map<string, CatalogNames>();
const NAMES_INDEXES_KEPT = 4;

function catalogNamesOf(catalog: readonly BuilderIngredient[]): CatalogNames {
  const key = catalog.map((i) => `${i.id ?? ''}|${i.slug}|${i.name}|${(i.aliases ?? []).join('|')}`).join('\n');
  let names = namesIndexes.get(key);
  if (!names) {
    const named = catalog.map((i, at) => ({ slug: i.slug, name: i.name, aliases: i.aliases, at }));
    names = new CatalogNames(
      named,
      catalog.map((i) => i.id),
    );
    if (namesIndexes.size >= NAMES_INDEXES_KEPT) namesIndexes.delete(namesIndexes.keys().next().value!);
    namesIndexes.set(key, names);
  }
  return names;
}

/** Finds catalogue ingredients by id or by name: exact name/alias first, then the longest name whose words all appear. */
export class CatalogIndex {
  private readonly names: CatalogNames;

  constructor(private readonly catalog: readonly BuilderIngredient[]) {
    this.names = catalogNamesOf(catalog);
  }

  byIdOrName(id: number | null | undefined, name: string): BuilderIngredient | null {
    const byId = id != null ? this.names.atId(id) : undefined;
    if (byId !== undefined) return this.catalog[byId];
    return this.byNameMatch(name);
  }

  byNameMatch(name: string): BuilderIngredient | null {
    const at = this.names.atName(name);
    return at === null ? null : this.catalog[at];
  }
}

// ---------- the build ----------

interface Accumulator {
  key: string;
  ingredient: BuilderIngredient | null;
  name: string;
  grams: number;
  /** Contributions the catalogue could not weigh: still bought (at least one package). */
  unweighed: boolean;
  /** For unmatched lines: amounts per display unit. */
  amounts: Map<string, number>;
  meals: Map<string, { day: number; meal: number; label: string }>;
}

function mealLabel(item: BuilderPlanItem, what: string, startWeekday: number): { day: number; meal: number; label: string } {
  const weekday = Number.isInteger(item.dayOfWeek) && item.dayOfWeek >= 0 && item.dayOfWeek <= 6 ? item.dayOfWeek : 0;
  return { day: (weekday - startWeekday + 7) % 7, meal: mealOrder(item.mealType), label: `${DAY_ABBR[weekday]} ${item.mealType}: ${what}` };
}

/** 0 = Sunday … 6 = Saturday of a YYYY-MM-DD date; 0 when absent or malformed. */
function weekdayOf(iso: string | null | undefined): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay() : 0;
}

function titleCase(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed[0].toUpperCase() + trimmed.slice(1) : trimmed;
}

/** Positive finite number or the fallback. */
function positive(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function formatNumber(n: number): string {
  return String(round2(n));
}

/** Dollars → integer cents, never negative. */
export function toCents(dollars: number | null | undefined): number | null {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars < 0) return null;
  return Math.round(dollars * 100);
}

export function centsToString(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The store whose catalogue prices an aisle's typical price is read at: the store when the catalogue prices it, else the default. */
function pricesStoreOf(catalog: readonly BuilderIngredient[], store: string): string {
  return catalog.some((i) => (i.prices?.[store] ?? []).length) ? store : DEFAULT_STORE;
}

/** The ingredient's prices at `store`, else at the default store, else at the first store that has any. */
function pricesAt(
  ingredient: BuilderIngredient,
  store: string,
): { store: string; prices: readonly (BuilderPrice | null | undefined)[] } | null {
  const all: NonNullable<BuilderIngredient['prices']> = ingredient.prices ?? {};
  // Prices come from stored JSON: a store without a list of prices has none.
  const has = (s: string) =>
    Array.isArray(all[s]) && all[s].some((p: BuilderPrice | null | undefined) => p && toCents(p.storeBrand) !== null);
  if (has(store)) return { store, prices: all[store] };
  if (has(DEFAULT_STORE)) return { store: DEFAULT_STORE, prices: all[DEFAULT_STORE] };
  const any = Object.keys(all).sort().find(has);
  return any ? { store: any, prices: all[any] } : null;
}

/** A package counted in pieces ('each', 'ct', none): its count names the food itself ('12 eggs'). */
function countsTheFood(unit: string): boolean {
  const canonical = normalizeUnit(unit);
  return canonical === '' || canonical === 'piece';
}

/** How a person reads what to pick up: '2 lb bag', '12 eggs', '2 × 16 oz can'. */
export function describePackages(choice: PackageChoice, ingredient: BuilderIngredient): { quantity: number; unit: string } {
  const packages = ingredient.packages ?? [];
  const picks = choice.picks.map((p) => ({ ...p, pkg: packages[p.index] }));
  // Counted goods (eggs, lemons): the total count with the noun. Generic units take the ingredient's name.
  const counted = picks.every((p) => p.pkg && measureOf(p.pkg.unit) === 'count');
  if (counted) {
    const units = new Set(picks.map((p) => p.pkg.unit.trim().toLowerCase()));
    if (units.size === 1) {
      const total = picks.reduce((sum, p) => sum + p.count * p.pkg.quantity, 0);
      const unit = [...units][0];
      const fromLabel = labelNoun(picks[0].pkg.label);
      const canonical = normalizeUnit(unit);
      const noun = countsTheFood(unit)
        ? fromLabel
          ? nameFor(fromLabel, total)
          : countNoun(ingredient.name, total)
        : canonical
          ? unitLabel(canonical, total)
          : nameFor(unit, total);
      return { quantity: round2(total), unit: noun };
    }
  }
  if (picks.length === 1) {
    const [p] = picks;
    if (p.count === 1) {
      // '1 lb bag' → 1 + 'lb bag'; 'bunch' → 1 + 'bunch'
      const m = /^\s*(\d+(?:\.\d+)?)\s+(.+)$/.exec(p.label);
      if (m) return { quantity: Number(m[1]), unit: m[2] };
      return { quantity: 1, unit: p.label };
    }
    // Two 1 lb bags read '2 lb bag' when the label is one unit of its measure, else '3 × 14.5 oz can'.
    const m = /^\s*1\s+(.+)$/.exec(p.label);
    if (m) return { quantity: p.count, unit: m[1] };
    return { quantity: p.count, unit: `× ${p.label}` };
  }
  // Different sizes of one measure (a gallon and a half gallon): the total in that measure.
  const measures = new Set(picks.map((p) => (p.pkg ? (normalizeUnit(p.pkg.unit) ?? '?') : '?')));
  if (measures.size === 1 && !measures.has('?') && picks.every((p) => measureOf(p.pkg.unit) !== 'count')) {
    const total = picks.reduce((sum, p) => sum + p.count * p.pkg.quantity, 0);
    return { quantity: round2(total), unit: unitLabel([...measures][0]) };
  }
  return { quantity: 1, unit: picks.map((p) => `${p.count} × ${p.label}`).join(' + ') };
}

const COUNT_WORDS = new Set(['each', 'ea', 'count', 'ct', 'dozen', 'piece', 'pieces', 'pack', 'of', 'x']);

/** The noun a counted package's label names: '1 each lemon' → 'lemon'; '1 dozen' or '18 count' → ''. */
function labelNoun(label: string): string {
  return label
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !/^[\d.]+$/.test(w) && !COUNT_WORDS.has(w))
    .join(' ');
}

/** Builds the list. Deterministic: the same plan, catalogue and store always give the same list. */
export function buildGroceryList(input: BuildInput): GroceryListDraft {
  const store = input.store || DEFAULT_STORE;
  const startWeekday = weekdayOf(input.weekStartDate);
  const index = new CatalogIndex(input.catalog);
  const acc = new Map<string, Accumulator>();

  const add = (
    ingredient: BuilderIngredient | null,
    name: string,
    grams: number | null,
    amount: number,
    unit: string,
    meal: { day: number; meal: number; label: string },
  ) => {
    if (neverBought(ingredient, name)) return;
    const key = ingredient ? `ing:${ingredient.slug}` : `name:${normaliseName(name) || name.trim().toLowerCase()}`;
    let entry = acc.get(key);
    if (!entry) {
      entry = {
        key,
        ingredient,
        name: ingredient ? ingredient.name : titleCase(name),
        grams: 0,
        unweighed: false,
        amounts: new Map(),
        meals: new Map(),
      };
      acc.set(key, entry);
    }
    if (grams !== null && Number.isFinite(grams)) entry.grams += grams;
    else entry.unweighed = true;
    if (!ingredient) {
      const display = shownUnit(unit);
      entry.amounts.set(display, (entry.amounts.get(display) ?? 0) + amount);
    }
    entry.meals.set(meal.label, meal);
  };

  for (const item of input.items) {
    if (item.recipe) {
      const recipe = item.recipe;
      const scale = positive(item.servings, 1) / positive(recipe.servings, 1);
      const meal = mealLabel(item, recipe.title, startWeekday);
      for (const line of recipe.ingredients) {
        const name = (line.name || line.original || '').trim();
        if (!name) continue;
        const amount = positive(line.amount, 1) * scale;
        const ingredient = index.byIdOrName(line.ingredientId, name);
        const grams = ingredient
          ? typeof line.grams === 'number' && Number.isFinite(line.grams) && line.grams > 0
            ? line.grams * scale
            : toGrams(amount, line.unit, ingredient, 'whole-piece')
          : null;
        add(ingredient, name, grams, amount, line.unit, meal);
      }
    } else if (item.foodName && item.foodName.trim()) {
      const name = item.foodName.trim();
      const quantity = positive(item.quantity, 1) * positive(item.servings, 1);
      const ingredient = index.byNameMatch(name);
      const meal = mealLabel(item, titleCase(name), startWeekday);
      add(
        ingredient,
        name,
        ingredient ? toGrams(quantity, item.unit ?? 'piece', ingredient, 'portion') : null,
        quantity,
        item.unit ?? 'piece',
        meal,
      );
    }
  }

  const nameFactor = nameBrandFactor(input.catalog);
  const lines = [...acc.values()].map((entry) => lineFor(entry, store, input.catalog, nameFactor, input.pantry));
  lines.sort(compareLines);
  const totalCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
  return { store, lines, totalCents };
}

function forMealsOf(entry: Accumulator): string[] {
  return [...entry.meals.values()].sort((a, b) => a.day - b.day || a.meal - b.meal || a.label.localeCompare(b.label)).map((m) => m.label);
}

function lineFor(
  entry: Accumulator,
  store: string,
  catalog: readonly BuilderIngredient[],
  nameFactor: number,
  pantry?: ReadonlyMap<number, number>,
): GroceryLine {
  const forMeals = forMealsOf(entry);
  const ingredient = entry.ingredient;
  if (!ingredient) {
    const amounts = [...entry.amounts.entries()].sort(([a], [b]) => a.localeCompare(b));
    const [quantity, unit] =
      amounts.length === 1
        ? [round2(amounts[0][1]), amounts[0][0]]
        : [1, amounts.map(([u, q]) => `${formatNumber(q)}${u ? ` ${u}` : ''}`).join(' + ')];
    // a rough estimate from its aisle's typical price (each amount of its own unit), or none: never a constant
    const parts = amounts.map(([u, q]) => roughEstimate(entry.name, q, u, catalog, pricesStoreOf(catalog, store)));
    const rough = parts.length && parts.every((p) => p !== null) ? parts : null;
    const base = {
      key: entry.key,
      ingredientId: null,
      name: entry.name,
      quantity,
      unit,
      brand: null,
      forMeals,
      brandOptions: [],
      neededGrams: null,
    };
    if (!rough)
      return {
        ...base,
        category: OTHER_AISLE,
        priceCents: 0,
        note: UNMATCHED_NOTE,
        priceSource: { kind: 'none', label: 'no estimate', detail: null },
      };
    const cents = rough.reduce((sum, p) => sum + p!.cents, 0);
    return {
      ...base,
      category: rough[0]!.aisle,
      priceCents: cents,
      note: ROUGH_NOTE,
      priceSource: {
        kind: 'rough',
        label:
          new Set(rough.map((p) => p!.label)).size === 1
            ? rough[0]!.label
            : `rough estimate: typical ${rough[0]!.aisle} prices (median of ${rough[0]!.n} catalogue foods)`,
        detail: rough.map((p) => p!.detail).join('; '),
        estimate: { storeCents: cents, nameFactor },
      },
    };
  }

  const category = ingredient.category?.trim() || OTHER_AISLE;
  const base = { key: entry.key, ingredientId: ingredient.id ?? null, name: ingredient.name, category, forMeals };
  const neededGrams = entry.grams > 0 ? entry.grams : null;
  const found = pricesAt(ingredient, store);
  const packages = ingredient.packages ?? [];
  const priced: PricedPackage[] = [];
  const namePriced: Map<number, number | null> = new Map();
  if (found) {
    packages.forEach((pkg, i) => {
      const price = found.prices[i];
      const cents = price ? toCents(price.storeBrand) : null;
      if (cents === null || !(pkg.grams > 0)) return;
      priced.push({ index: i, label: pkg.label, grams: pkg.grams, cents });
      namePriced.set(i, price ? toCents(price.nameBrand) : null);
    });
  }
  // What the pantry has covers the need first: a staple all of it, a stock up to what is there.
  const free = ingredient.id != null ? (pantry?.get(ingredient.id) ?? 0) : 0;
  if (free > 0 && (free === Infinity || entry.grams <= free)) return pantryLine(ingredient, base, neededGrams, free);
  const fromPantryGrams = free > 0 ? round2(free) : null;
  // Something on the list is bought at least once, even when no amount could be weighed.
  const need = entry.grams > 0 ? Math.max(0, entry.grams - free) : 0;
  const choice = cheapestCover(need, priced);
  if (!choice) {
    const grams = round2(entry.grams);
    return {
      ...base,
      quantity: grams > 0 ? grams : 1,
      unit: grams > 0 ? 'g' : '',
      brand: null,
      priceCents: 0,
      brandOptions: [],
      note: NO_PRICE_NOTE,
      neededGrams,
      priceSource: { kind: 'none', label: 'no estimate', detail: null },
    };
  }
  const { quantity, unit } = describePackages(choice, ingredient);
  const storeBrand = storeBrandOf(found!.store);
  const packs = choice.picks.map((p) => (p.count > 1 ? `${p.count} × ${p.label}` : p.label)).join(' + ');
  const storeName = storeNameOf(found!.store);
  const brandOptions: BrandOptionCents[] = [
    { brand: storeBrand, cents: choice.totalCents, description: `${storeName} store brand · ${packs}` },
  ];
  const nameCents = choice.picks.every((p) => namePriced.get(p.index) != null)
    ? choice.picks.reduce((sum, p) => sum + p.count * (namePriced.get(p.index) ?? 0), 0)
    : null;
  if (nameCents !== null && !ingredient.yourPrice)
    brandOptions.push({ brand: 'Name Brand', cents: nameCents, description: `National brand at ${storeName} · ${packs}` });
  const notes: string[] = [];
  if (found!.store !== store) notes.push(`Priced at ${storeName}: no price at your store yet.`);
  if (entry.unweighed)
    notes.push(
      entry.grams > 0
        ? 'Part of the amount could not be measured; check you have enough.'
        : 'Amount could not be measured; one package assumed.',
    );
  if (fromPantryGrams)
    notes.push(
      `${shelfAmountText(fromPantryGrams, ingredient) ?? `${Math.round(fromPantryGrams)} g`} from your pantry; this buys the rest.`,
    );
  return {
    ...base,
    quantity,
    unit,
    brand: storeBrand,
    priceCents: choice.totalCents,
    brandOptions,
    note: notes.length ? notes.join(' ') : null,
    neededGrams,
    priceSource: linePriceSource(ingredient, found!.store === store, storeName),
    fromPantryGrams,
    fromPantry: false,
    packageGrams: round2(choice.totalGrams),
  };
}

/**
 * A catalogue line's price source when not the catalogue row's own: the person's price. Otherwise null: the
 * catalogue's provenance says it when the list is read ("estimate: U.S. average prices…", or for a food priced by a
 * shelf-price rule "rough estimate: a jar of a ground spice").
 */
function linePriceSource(ingredient: BuilderIngredient, atStore: boolean, storeName: string): GroceryLine['priceSource'] {
  if (ingredient.yourPrice && atStore)
    return {
      kind: 'person',
      label: 'your price',
      detail: `From your price book: you paid $${centsToString(ingredient.yourPrice.cents)} for ${ingredient.yourPrice.packageLabel} at ${storeName}.`,
    };
  return null;
}

/** A line the pantry covers whole: the amount the meals use, nothing bought, nothing to pay. */
function pantryLine(
  ingredient: BuilderIngredient,
  base: Pick<GroceryLine, 'key' | 'ingredientId' | 'name' | 'category' | 'forMeals'>,
  neededGrams: number | null,
  free: number,
): GroceryLine {
  const used = neededGrams === null ? null : shelfAmountText(neededGrams, ingredient);
  const note =
    free === Infinity
      ? 'A staple of your pantry: always at home.'
      : `From your pantry: ${shelfAmountText(free, ingredient) ?? `${Math.round(free)} g`} at home.`;
  return {
    ...base,
    quantity: 1,
    unit: used ? `${used} for these meals` : 'for these meals',
    brand: null,
    priceCents: 0,
    brandOptions: [],
    note,
    neededGrams,
    priceSource: { kind: 'none', label: 'from your pantry', detail: null },
    fromPantryGrams: neededGrams === null ? null : round2(neededGrams),
    fromPantry: true,
    packageGrams: null,
  };
}

/** Rank of an aisle in the store walk: known aisles in order, unknown ones (alphabetically) just before Frozen. */
export function aisleRank(category: string): number {
  const i = STORE_WALK.indexOf(category);
  if (i >= 0) return i * 2;
  return STORE_WALK.indexOf('Frozen') * 2 - 1;
}

export function compareLines(a: { category: string; name: string }, b: { category: string; name: string }): number {
  return aisleRank(a.category) - aisleRank(b.category) || a.category.localeCompare(b.category) || a.name.localeCompare(b.name) || 0;
}
