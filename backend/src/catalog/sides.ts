/**
 * Sides: single catalogue foods in the amounts people serve them (data/sides.json), with what that
 * amount weighs and brings (from the catalogue's SR28 nutrients and household weights), and what
 * each goes with and clashes with (a recipe's cuisine, its dish kind, the meal). Pure; the file is
 * checked against the catalogue when read, so a side that cannot be weighed never loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toGrams } from '../kitchen/units.js';
import { isMealType, MEAL_TYPES, type MealType } from '../kitchen/vocabulary.js';
import { mentions } from '../kitchen/words.js';

export interface SideEntry {
  slug: string;
  quantity: number;
  unit: string;
  mealTypes: MealType[];
  /** Cuisines, dish kinds or meals the side is served with (one must name the recipe). */
  goesWith: string[];
  /** Cuisines, dish kinds or meals the side is never served with (none may name the recipe). */
  clashesWith: string[];
}

/** How recipes are described for pairing: the cuisines sides may name, and each dish kind by the title words that make it. */
export interface DishWords {
  cuisines: readonly string[];
  dishes: Readonly<Record<string, readonly string[]>>;
}

/** A recipe whose title names no dish kind: meat, fish or vegetables on a plate. */
export const PLATE = 'plate';

/** What a side needs of its catalogue ingredient. */
export interface SideIngredient {
  id: number;
  slug: string;
  name: string;
  aliases: readonly string[];
  fdcId: number | null;
  nutrients: Readonly<Record<string, number>>;
  unitWeights: Readonly<Record<string, number>>;
  diets: readonly string[];
  allergens: readonly string[];
}

/** A side as the planner and the meal plan use it: nutrition and grams are for the served amount. */
export interface SideFood {
  ingredientId: number;
  name: string;
  quantity: number;
  unit: string;
  grams: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fdcId: number | null;
  mealTypes: MealType[];
  goesWith: string[];
  clashesWith: string[];
  diets: string[];
  allergens: string[];
  ingredientNames: string[];
}

const CANDIDATES = ['./data/sides.json', '../../src/catalog/data/sides.json', '../../../src/catalog/data/sides.json'];

let cached: { entries: readonly SideEntry[]; words: DishWords } | null = null;

const isWordList = (v: unknown): v is string[] => Array.isArray(v) && v.every((w) => typeof w === 'string' && w.trim() !== '');

function loadSidesFile(): { entries: readonly SideEntry[]; words: DishWords } {
  if (cached) return cached;
  const path = CANDIDATES.map((rel) => fileURLToPath(new URL(rel, import.meta.url))).find((p) => existsSync(p));
  if (!path) throw new Error(`sides.json not found next to ${fileURLToPath(import.meta.url)}`);
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { sides?: unknown; cuisines?: unknown; dishes?: unknown };
  if (!Array.isArray(parsed.sides)) throw new Error('sides.json: "sides" must be a list');
  if (!isWordList(parsed.cuisines)) throw new Error('sides.json: "cuisines" must be a list of words');
  const dishes = (parsed.dishes ?? {}) as Record<string, unknown>;
  if (typeof dishes !== 'object' || !Object.values(dishes).every(isWordList) || !(PLATE in dishes))
    throw new Error(`sides.json: "dishes" must map each dish kind (${PLATE} among them) to title words`);
  const words: DishWords = { cuisines: parsed.cuisines, dishes: dishes as Record<string, string[]> };
  // A pairing word that names nothing (a typo) would silently pair or clash with nothing: refused.
  const known = new Set<string>([...words.cuisines, ...Object.keys(words.dishes), ...MEAL_TYPES]);
  const entries = parsed.sides.map((raw: unknown, i: number) => {
    const e = raw as Partial<SideEntry>;
    const ok =
      typeof e.slug === 'string' &&
      typeof e.unit === 'string' &&
      typeof e.quantity === 'number' &&
      e.quantity > 0 &&
      Array.isArray(e.mealTypes) &&
      e.mealTypes.length > 0 &&
      e.mealTypes.every((t) => isMealType(t)) &&
      isWordList(e.goesWith) &&
      e.goesWith.length > 0 &&
      isWordList(e.clashesWith);
    if (!ok)
      throw new Error(
        `sides.json: entry ${i} needs slug, quantity > 0, unit, mealTypes (breakfast, lunch, dinner), goesWith (not empty) and clashesWith`,
      );
    const unknown = [...e.goesWith!, ...e.clashesWith!].filter((w) => !known.has(w));
    if (unknown.length) throw new Error(`sides.json: ${e.slug} names ${unknown.join(', ')}: not a cuisine, dish kind or meal`);
    const both = e.goesWith!.filter((w) => e.clashesWith!.includes(w));
    if (both.length) throw new Error(`sides.json: ${e.slug} both goes with and clashes with ${both.join(', ')}`);
    return {
      slug: e.slug!,
      quantity: e.quantity!,
      unit: e.unit!,
      mealTypes: [...e.mealTypes!],
      goesWith: [...e.goesWith!],
      clashesWith: [...e.clashesWith!],
    };
  });
  cached = { entries: Object.freeze(entries), words };
  return cached;
}

/** The side entries of data/sides.json, shape-checked; read once per process. */
export function loadSideEntries(): readonly SideEntry[] {
  return loadSidesFile().entries;
}

/** The cuisines and dish kinds of data/sides.json. */
export function loadDishWords(): DishWords {
  return loadSidesFile().words;
}

/**
 * What a recipe is, for pairing sides: its cuisine (lower case) and the dish kinds its title names
 * ("Saag Paneer", Indian → indian, curry; "Chicken Tortilla Soup" → soup, tortilla), or a plate when it names none.
 */
export function dishOf(recipe: { title: string; cuisine?: string | null }, words: DishWords = loadDishWords()): string[] {
  const kinds = Object.entries(words.dishes)
    .filter(([kind, titleWords]) => kind !== PLATE && titleWords.some((w) => mentions(recipe.title, w)))
    .map(([kind]) => kind);
  const cuisine = recipe.cuisine?.trim().toLowerCase();
  return [...(cuisine ? [cuisine] : []), ...(kinds.length ? kinds : [PLATE])];
}

/** Whether a side goes with a dish (its cuisine, kinds and the meal): one goesWith names it and no clashesWith does. */
export function sidePairs(side: Pick<SideEntry, 'goesWith' | 'clashesWith'>, dish: readonly string[]): boolean {
  return side.goesWith.some((w) => dish.includes(w)) && !sideClashes(side, dish);
}

/** Whether a side clashes with a dish: one of its clashesWith names the dish's cuisine, a kind or the meal. */
export function sideClashes(side: Pick<SideEntry, 'clashesWith'>, dish: readonly string[]): boolean {
  return side.clashesWith.some((w) => dish.includes(w));
}

/** The entries as foods, from their catalogue ingredients; an unknown slug or an amount that cannot be weighed throws. */
export function sideFoodsOf(entries: readonly SideEntry[], ingredients: readonly SideIngredient[]): SideFood[] {
  const bySlug = new Map(ingredients.map((i) => [i.slug, i]));
  return entries.map((entry) => {
    const ingredient = bySlug.get(entry.slug);
    if (!ingredient) throw new Error(`sides.json: ${entry.slug} is not in the ingredient catalogue`);
    const grams = toGrams(entry.quantity, entry.unit, ingredient);
    if (!grams) throw new Error(`sides.json: ${entry.quantity} ${entry.unit} of ${entry.slug} cannot be weighed`);
    const per = (key: string) => ((ingredient.nutrients[key] ?? 0) * grams) / 100;
    return {
      ingredientId: ingredient.id,
      name: ingredient.name,
      quantity: entry.quantity,
      unit: entry.unit,
      grams,
      calories: per('kcal'),
      protein: per('protein'),
      carbs: per('carbs'),
      fat: per('fat'),
      fdcId: ingredient.fdcId,
      mealTypes: [...entry.mealTypes],
      goesWith: [...entry.goesWith],
      clashesWith: [...entry.clashesWith],
      diets: [...ingredient.diets],
      allergens: [...ingredient.allergens],
      ingredientNames: [ingredient.name, ...ingredient.aliases],
    };
  });
}
