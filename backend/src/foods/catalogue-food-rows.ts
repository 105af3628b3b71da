/**
 * The USDA `foods` rows behind the catalogue (FoodData Central naming, per 100 g), as a pure mapping
 * for the foods seeder.
 */
import type { NutrientsPer100g } from '../kitchen/nutrients.js';
import type { FoodRow } from './usda-parse.js';

/** The fields of a catalogue entry the seeder reads (catalog/data/ingredients.json). */
export interface CatalogEntry {
  slug: string;
  name: string;
  aliases: string[];
  category: string;
  fdcId: number | null;
  source?: { dataset?: string; ndbNo?: string; description?: string };
  nutrients: NutrientsPer100g;
  unitWeights: Record<string, number>;
  packages: { label: string; quantity: number; unit: string; grams: number }[];
  prices: Record<string, { storeBrand: number; nameBrand: number }[]>;
  allergens: string[];
  diets: string[];
}

/** Units that are weights, volumes in metric/US liquid measure or shop containers: not household portions. */
const NOT_PORTIONS = new Set([
  'g',
  'kg',
  'mg',
  'lb',
  'oz',
  'l',
  'ml',
  'fl-oz',
  'gallon',
  'quart',
  'pint',
  'dash',
  'pinch',
  'package',
  'bag',
  'jar',
  'bottle',
  'box',
  'tub',
  'carton',
  'canister',
  'container',
  'packet',
]);

const NUTRIENTS: [keyof CatalogEntry['nutrients'], string, string][] = [
  ['kcal', 'Energy', 'KCAL'],
  ['protein', 'Protein', 'G'],
  ['fat', 'Total lipid (fat)', 'G'],
  ['carbs', 'Carbohydrate, by difference', 'G'],
  ['fiber', 'Fiber, total dietary', 'G'],
  ['sugars', 'Sugars, total including NLEA', 'G'],
  ['sodium', 'Sodium, Na', 'MG'],
  ['saturatedFat', 'Fatty acids, total saturated', 'G'],
];

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** One foods row per distinct fdcId (the first catalogue entry wins): SR28 description, 'SR Legacy', the aisle as category. */
export function foodRows(entries: CatalogEntry[]): FoodRow[] {
  const out = new Map<number, FoodRow>();
  for (const e of entries) {
    if (!e.fdcId || out.has(e.fdcId)) continue;
    out.set(e.fdcId, {
      fdcId: e.fdcId,
      description: e.source?.description || e.name,
      dataType: 'SR Legacy',
      brandOwner: null,
      foodCategory: e.category,
      nutrients: NUTRIENTS.filter(([k]) => typeof e.nutrients?.[k] === 'number').map(([k, nutrientName, unitName]) => ({
        nutrientName,
        unitName,
        value: round(e.nutrients[k], 3),
      })),
      portions: Object.entries(e.unitWeights ?? {})
        .filter(([unit, grams]) => !NOT_PORTIONS.has(unit) && grams > 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([unit, grams]) => ({ amount: 1, unit, description: `1 ${unit}`, grams: round(grams, 2) })),
    });
  }
  return [...out.values()];
}
