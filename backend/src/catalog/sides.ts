/**
 * Sides: single catalogue foods in the amounts people serve them (data/sides.json), with what that
 * amount weighs and brings (from the catalogue's SR28 nutrients and household weights). Pure; the
 * file is checked against the catalogue when read, so a side that cannot be weighed never loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toGrams } from '../kitchen/units.js';
import { isMealType, type MealType } from '../kitchen/vocabulary.js';

export interface SideEntry {
  slug: string;
  quantity: number;
  unit: string;
  mealTypes: MealType[];
}

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
  diets: string[];
  allergens: string[];
  ingredientNames: string[];
}

const CANDIDATES = ['./data/sides.json', '../../src/catalog/data/sides.json', '../../../src/catalog/data/sides.json'];

let cached: readonly SideEntry[] | null = null;

/** The side entries of data/sides.json, shape-checked; read once per process. */
export function loadSideEntries(): readonly SideEntry[] {
  if (cached) return cached;
  const path = CANDIDATES.map((rel) => fileURLToPath(new URL(rel, import.meta.url))).find((p) => existsSync(p));
  if (!path) throw new Error(`sides.json not found next to ${fileURLToPath(import.meta.url)}`);
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { sides?: unknown };
  if (!Array.isArray(parsed.sides)) throw new Error('sides.json: "sides" must be a list');
  cached = Object.freeze(
    parsed.sides.map((raw: unknown, i: number) => {
      const e = raw as Partial<SideEntry>;
      const ok =
        typeof e.slug === 'string' &&
        typeof e.unit === 'string' &&
        typeof e.quantity === 'number' &&
        e.quantity > 0 &&
        Array.isArray(e.mealTypes) &&
        e.mealTypes.length > 0 &&
        e.mealTypes.every((t) => isMealType(t));
      if (!ok) throw new Error(`sides.json: entry ${i} needs slug, quantity > 0, unit and mealTypes (breakfast, lunch, dinner)`);
      return { slug: e.slug!, quantity: e.quantity!, unit: e.unit!, mealTypes: [...e.mealTypes!] };
    }),
  );
  return cached;
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
      diets: [...ingredient.diets],
      allergens: [...ingredient.allergens],
      ingredientNames: [ingredient.name, ...ingredient.aliases],
    };
  });
}
