/**
 * Test helpers: read the public-domain USDA SR28 files and the recipes from ../shared/data (never
 * copied into the repo). Tests that need them skip, saying why, when the folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SHARED_DATA = process.env.FORKCAST_DATA_DIR ?? resolve(REPO_ROOT, '../shared/data');
export const HAS_SHARED_DATA = existsSync(join(SHARED_DATA, 'usda_sr28/FOOD_DES.txt.gz'));
export const MISSING_DATA_MESSAGE = `skipped: the public-domain data folder ${SHARED_DATA} is absent (set FORKCAST_DATA_DIR); CI has it`;

export interface Sr28Food {
  ndbNo: string;
  description: string;
  refuse: number;
  /** per 100 g, keyed by SR28 Nutr_No ('208' energy kcal, '203' protein, ...) */
  nutrients: Record<string, number>;
  weights: { amount: number; description: string; grams: number }[];
}

function table(path: string): string[][] {
  let buf = readFileSync(path);
  if (path.endsWith('.gz')) buf = gunzipSync(buf);
  return buf
    .toString('latin1')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split('^').map((f) => (f.startsWith('~') && f.endsWith('~') ? f.slice(1, -1) : f)));
}

let foods: Map<string, Sr28Food> | null = null;

/** SR28 foods with their 8 nutrients and household weights, read straight from the official ASCII files. */
export function sr28(): Map<string, Sr28Food> {
  if (foods) return foods;
  const dir = join(SHARED_DATA, 'usda_sr28');
  const map = new Map<string, Sr28Food>();
  for (const f of table(join(dir, 'FOOD_DES.txt.gz')))
    map.set(f[0], { ndbNo: f[0], description: f[2], refuse: f[8] === '' ? 0 : Number(f[8]), nutrients: {}, weights: [] });
  for (const n of table(join(dir, 'NUT_DATA.txt.gz'))) map.get(n[0])!.nutrients[n[1]] = Number(n[2]);
  for (const w of table(join(dir, 'WEIGHT.txt.gz')))
    map.get(w[0])!.weights.push({ amount: Number(w[2]), description: w[3], grams: Number(w[4]) });
  foods = map;
  return map;
}

export interface PublicRecipe {
  id: string;
  title: string;
  servings: number | null;
  ingredients: { text: string; group: string | null }[];
}

export function publicRecipes(): PublicRecipe[] {
  return JSON.parse(readFileSync(join(SHARED_DATA, 'recipes_public_domain/recipes.json'), 'utf8')) as PublicRecipe[];
}
