import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CatalogIngredient } from './catalog.types.js';

/**
 * Where ingredients.json lives: beside this file when running from src (tests, tsx), and in
 * src/catalog/data when running the compiled dist/src/catalog/catalog.js (tsc does not copy data).
 */
const CANDIDATES = ['./data/ingredients.json', '../../src/catalog/data/ingredients.json', '../../../src/catalog/data/ingredients.json'];

export function catalogPath(): string {
  for (const rel of CANDIDATES) {
    const path = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(`ingredient catalogue not found next to ${fileURLToPath(import.meta.url)}`);
}

let cached: readonly CatalogIngredient[] | null = null;

/** The ingredient catalogue, read once per process and shared (treat it as read-only). */
export function loadCatalog(): CatalogIngredient[] {
  cached ??= Object.freeze(JSON.parse(readFileSync(catalogPath(), 'utf8')) as CatalogIngredient[]);
  return cached as CatalogIngredient[];
}

/** The catalogue keyed by slug. */
export function catalogBySlug(): Map<string, CatalogIngredient> {
  return new Map(loadCatalog().map((i) => [i.slug, i]));
}

let allergensByName: Map<string, string[]> | null = null;
let foodNames: Set<string> | null = null;

/** Whether a phrase is the name of one catalogue food ("half-and-half", "salt and pepper" is not one), singular or plural. */
export function isCatalogueFoodName(phrase: string): boolean {
  foodNames ??= new Set(
    loadCatalog().flatMap((food) => [food.name, ...(food.aliases ?? [])].map((name) => name.toLowerCase().replace(/-/g, ' '))),
  );
  const key = phrase.trim().toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ');
  return foodNames.has(key) || foodNames.has(key.replace(/e?s$/, '')) || foodNames.has(`${key}s`);
}

/** The allergens of the catalogue food a word names ("crab" → shellfish), singular or plural; empty when none. */
export function allergensOfFoodNamed(word: string): string[] {
  if (!allergensByName) {
    allergensByName = new Map();
    for (const food of loadCatalog()) {
      for (const name of [food.name, ...(food.aliases ?? [])])
        if (food.allergens.length) allergensByName.set(name.toLowerCase(), [...food.allergens]);
    }
  }
  const key = word.trim().toLowerCase();
  return allergensByName.get(key) ?? allergensByName.get(key.replace(/e?s$/, '')) ?? allergensByName.get(`${key}s`) ?? [];
}

let aisleByName: Map<string, string> | null = null;

/** The aisle of the catalogue food a phrase names ("rice" → its aisle), singular or plural; null when none. */
export function aisleOfFoodNamed(phrase: string): string | null {
  if (!aisleByName) {
    aisleByName = new Map();
    for (const food of loadCatalog())
      for (const name of [food.name, ...(food.aliases ?? [])]) aisleByName.set(name.toLowerCase().replace(/-/g, ' '), food.category);
  }
  const key = phrase.trim().toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ');
  return aisleByName.get(key) ?? aisleByName.get(key.replace(/e?s$/, '')) ?? aisleByName.get(`${key}s`) ?? null;
}
