/**
 * The state a recipe names a food in — "cooked quinoa", "dry lentils", "canned black beans", "frozen peas" —
 * and the catalogue entry that is that food in that state, or the entry it is bought as converted by a USDA
 * yield. The states and yields are data (data/food-states.json, written by scripts/catalog/build-catalog.mjs
 * from USDA SR28, each yield with its source beside it). Pure: the catalogue and the states are passed in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CatalogIngredient } from './catalog.types.js';
import { normalizeIngredientName } from './ingredient-matcher.js';

export type FoodState = 'dry' | 'fresh' | 'raw' | 'frozen' | 'canned' | 'cooked';

/** A state that is a catalogue entry of its own ("cooked rice" is the entry cooked-rice). */
export interface EntryForm {
  state: FoodState;
  slug: string;
}

/** A state the catalogue sells in another: `gramsPerGram` grams of it per gram of `from` (USDA SR28 yield). */
export interface YieldForm {
  state: FoodState;
  from: string;
  fromState: FoodState;
  ndbNo: string;
  description: string;
  gramsPerGram: number;
  /** The SR28 record's own household weights of this state (a cup of cooked rice, not of dry). */
  unitWeights: Record<string, number>;
  /** Where the yield comes from, in words. */
  source: string;
}

export type Form = EntryForm | YieldForm;

export interface FoodStates {
  food: string;
  forms: Form[];
}

export const isYield = (form: Form): form is YieldForm => 'from' in form;

const CANDIDATES = ['./data/food-states.json', '../../src/catalog/data/food-states.json', '../../../src/catalog/data/food-states.json'];

let cached: readonly FoodStates[] | null = null;

/** data/food-states.json, read once per process (beside this file from src, in src/catalog/data from dist). */
export function loadFoodStates(): readonly FoodStates[] {
  if (cached) return cached;
  for (const rel of CANDIDATES) {
    const path = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(path)) {
      cached = Object.freeze(JSON.parse(readFileSync(path, 'utf8')) as FoodStates[]);
      return cached;
    }
  }
  throw new Error(`food states not found next to ${fileURLToPath(import.meta.url)}`);
}

/**
 * Words that name a state (matched on the normalised, singular name). "raw" is the fresh state of a vegetable
 * or meat and the dry state of a grain or legume; "fresh" likewise.
 */
const STATE_WORDS: Readonly<Record<string, readonly FoodState[]>> = {
  cooked: ['cooked'],
  boiled: ['cooked'],
  steamed: ['cooked'],
  leftover: ['cooked'],
  precooked: ['cooked'],
  rotisserie: ['cooked'],
  dry: ['dry'],
  dried: ['dry'],
  uncooked: ['dry', 'raw', 'fresh'],
  raw: ['raw', 'fresh', 'dry'],
  fresh: ['fresh', 'raw'],
  frozen: ['frozen'],
  canned: ['canned'],
  tinned: ['canned'],
};

/** The state words of a name, in the order read, and the name without them. */
export function stateOf(name: string): { states: readonly FoodState[] | null; word: string | null; rest: string } {
  const words = normalizeIngredientName(name).split(' ').filter(Boolean);
  let found: { states: readonly FoodState[]; word: string } | null = null;
  const rest: string[] = [];
  for (const word of words) {
    const states = STATE_WORDS[word];
    if (states && !found) found = { states, word };
    else if (!states) rest.push(word);
  }
  return { states: found?.states ?? null, word: found?.word ?? null, rest: rest.join(' ') };
}

/** The form a name asks for: the catalogue entry (directly or through a yield) and the state it was read as. */
export interface StateMatch {
  /** The food of the family ("brown rice"). */
  food: string;
  state: FoodState;
  /** The word of the name that asked for the state ("boiled"). */
  word: string;
  form: Form;
  /** The catalogue entry counted: the state's own entry, or the entry the yield converts from. */
  ingredient: CatalogIngredient;
}

/**
 * Builds a resolver: given a name and a matcher for plain names, the food in the state the name asks for, or
 * null when the name names no state or the food has no forms (then the plain matcher decides, as before).
 */
export function createStateResolver(catalog: readonly CatalogIngredient[], states: readonly FoodStates[] = loadFoodStates()) {
  const bySlug = new Map(catalog.map((i) => [i.slug, i]));
  const familyOf = new Map<string, FoodStates>();
  for (const family of states) {
    for (const form of family.forms) {
      const slug = isYield(form) ? form.from : form.slug;
      if (!familyOf.has(slug)) familyOf.set(slug, family);
    }
  }
  return (name: string, matchPlain: (name: string) => CatalogIngredient | null): StateMatch | null => {
    const { states: asked, word, rest } = stateOf(name);
    if (!asked || !word || !rest) return null;
    // "shredded chicken" is an alias of another entry than "chicken": the name without its descriptors decides too
    const family = [rest, normalizeIngredientName(rest, true)]
      .map((text) => (text ? matchPlain(text) : null))
      .map((base) => (base ? familyOf.get(base.slug) : undefined))
      .find(Boolean);
    if (!family) return null;
    for (const state of asked) {
      const form = family.forms.find((f) => f.state === state);
      if (!form) continue;
      const ingredient = bySlug.get(isYield(form) ? form.from : form.slug);
      if (ingredient) return { food: family.food, state, word, form, ingredient };
    }
    return null;
  };
}
