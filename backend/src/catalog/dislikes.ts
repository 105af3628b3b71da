/**
 * A disliked food, resolved against the catalogue: the entries that are that food or a form of it — named
 * it (an alias "olive"), ending with it ("black olives", "cheddar cheese", "ground chicken"), or ending with
 * it and a part ("chicken thigh", "egg whites"; data/food-parts.json) — with the entries declared its forms
 * in data/food-states.json (dried and canned black beans), and the names of the other foods whose names have
 * the word ("olive oil"), so a line naming one of those stays. Pure over the catalogue; kitchen/dietary-rules.ts
 * applies it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from './catalog.js';
import type { CatalogIngredient } from './catalog.types.js';
import { isYield, loadFoodStates, type FoodStates } from './food-states.js';
import type { DislikedFood, DislikeResolver } from '../kitchen/dietary-rules.js';
import { normaliseName } from '../kitchen/words.js';

const CANDIDATES = ['./data/food-parts.json', '../../src/catalog/data/food-parts.json', '../../../src/catalog/data/food-parts.json'];

let parts: ReadonlySet<string> | null = null;

/** The part words of data/food-parts.json (normal form), read once per process. */
function partWords(): ReadonlySet<string> {
  if (parts) return parts;
  const path = CANDIDATES.map((rel) => fileURLToPath(new URL(rel, import.meta.url))).find((p) => existsSync(p));
  if (!path) throw new Error(`food-parts.json not found next to ${fileURLToPath(import.meta.url)}`);
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { parts?: unknown };
  if (!Array.isArray(parsed.parts) || !parsed.parts.every((w) => typeof w === 'string' && w.trim()))
    throw new Error('food-parts.json: "parts" must be a list of words');
  parts = new Set((parsed.parts as string[]).map((w) => normaliseName(w)));
  return parts;
}

/** A catalogue entry's names in normal form: its name without the bracketed note, the full name, and its aliases. */
function namesOf(entry: Pick<CatalogIngredient, 'name' | 'aliases'>): string[] {
  const short = entry.name.replace(/\([^)]*\)/g, ' ');
  return [...new Set([short, entry.name, ...entry.aliases].map((n) => normaliseName(n)).filter(Boolean))];
}

/** Whether a name is the food `term` or one of its parts: it ends with the term, once trailing part words are taken off. */
function namesTheFood(name: string, term: string, partSet: ReadonlySet<string>): boolean {
  const words = name.split(' ');
  const wanted = term.split(' ');
  let end = words.length;
  for (;;) {
    if (end >= wanted.length && wanted.every((w, i) => words[end - wanted.length + i] === w)) return true;
    if (end > 0 && partSet.has(words[end - 1])) end--;
    else return false;
  }
}

const catalogNames = new WeakMap<object, Map<string, string[]>>();
/** Every entry's names in normal form, by slug: worked out once per catalogue (normal forms are not cheap). */
function namesByCatalog(catalog: readonly Pick<CatalogIngredient, 'slug' | 'name' | 'aliases'>[]): Map<string, string[]> {
  let names = catalogNames.get(catalog);
  if (!names) {
    names = new Map(catalog.map((entry) => [entry.slug, namesOf(entry)]));
    catalogNames.set(catalog, names);
  }
  return names;
}

const phrases = new Map<string, string[]>();
/** Every run of whole words in a name ("extra virgin olive oil" → "olive", "olive oil", "virgin olive oil"…), remembered. */
function phrasesOf(name: string): string[] {
  let found = phrases.get(name);
  if (!found) {
    const words = name.split(' ');
    found = [];
    for (let i = 0; i < words.length; i++) for (let j = i + 1; j <= words.length; j++) found.push(words.slice(i, j).join(' '));
    phrases.set(name, found);
  }
  return found;
}

export interface ResolvedDislike extends Omit<DislikedFood, 'term'> {
  /** The catalogue entries left out: the food and its forms. */
  slugs: string[];
}

/**
 * The food a dislike names in a catalogue, or null when no entry is that food (the dislike then stays a word).
 * `others` holds every name of another entry that has the word or a name of the food in it.
 */
export function resolveDislike(
  term: string,
  catalog: readonly Pick<CatalogIngredient, 'slug' | 'name' | 'aliases'>[],
  states: readonly FoodStates[],
): ResolvedDislike | null {
  const wanted = normaliseName(term);
  if (!wanted) return null;
  const partSet = partWords();
  const names = namesByCatalog(catalog);
  const slugs = new Set(catalog.filter((entry) => names.get(entry.slug)!.some((n) => namesTheFood(n, wanted, partSet))).map((e) => e.slug));
  if (!slugs.size) return null;
  // Forms declared together (dried and canned black beans, cooked rice and rice) go with the food.
  for (const family of states) {
    const members = family.forms.map((form) => (isYield(form) ? form.from : form.slug));
    if (members.some((slug) => slugs.has(slug))) members.forEach((slug) => names.has(slug) && slugs.add(slug));
  }
  const foods = [...new Set([...slugs].flatMap((slug) => names.get(slug)!))];
  const foodSet = new Set([wanted, ...foods]);
  const mentionsFood = (n: string) => phrasesOf(n).some((phrase) => foodSet.has(phrase));
  const others = [
    ...new Set(
      catalog
        .filter((entry) => !slugs.has(entry.slug))
        .flatMap((entry) => names.get(entry.slug)!)
        .filter(mentionsFood),
    ),
  ];
  return { slugs: [...slugs].sort(), foods: foods.sort(), others: others.sort() };
}

const resolved = new Map<string, ResolvedDislike | null>();

/** A dislike resolved against Forkcast's catalogue and food states, memoised per word. */
export function resolveCatalogueDislike(term: string): ResolvedDislike | null {
  const key = normaliseName(term);
  if (!resolved.has(key)) resolved.set(key, resolveDislike(term, loadCatalog(), loadFoodStates()));
  return resolved.get(key) ?? null;
}

/** The resolver to pass to dietaryRulesFrom. */
export const catalogueDislikes: DislikeResolver = (term) => {
  const found = resolveCatalogueDislike(term);
  return found ? { foods: found.foods, others: found.others } : null;
};
