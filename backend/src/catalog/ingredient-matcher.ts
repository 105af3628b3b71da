/**
 * Ingredient name → catalogue entry. Pure and deterministic: the same catalogue and name always
 * give the same answer.
 *
 *   1. exact: the name, normalised (lower case, no accents or punctuation, singular words), equals
 *      an entry's name or alias;
 *   2. the same after dropping descriptors (fresh, chopped, large, boneless, organic…);
 *   3. the longest run of consecutive words equal to a name or alias (the rightmost when two are
 *      as long: English puts the noun last — "chicken stock cube" is a stock cube — unless that word
 *      is a generic head such as cheese or sauce next to a specific one: "parmigiano cheese");
 *   4. best token overlap with an alias that shares its head noun, when at least half of the alias
 *      and half of the name agree, and more than half of one of them.
 * Steps 1-3 are tried on each alternative of "A or B" / "A / B" in turn (the first one a
 * recipe names is the one it means), then on the whole name; step 4 last.
 */
import { words } from '../kitchen/words.js';

/** Words that describe the state or size of an ingredient, not which one it is. */
const DESCRIPTORS = new Set([
  'fresh',
  'freshly',
  'frozen',
  'thawed',
  'chopped',
  'minced',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'cubed',
  'julienned',
  'halved',
  'quartered',
  'peeled',
  'deveined',
  'seeded',
  'deseeded',
  'pitted',
  'cored',
  'trimmed',
  'rinsed',
  'drained',
  'washed',
  'cleaned',
  'large',
  'medium',
  'small',
  'big',
  'jumbo',
  'extra',
  'mini',
  'baby',
  'thin',
  'thick',
  'thinly',
  'thickly',
  'finely',
  'roughly',
  'coarsely',
  'lightly',
  'firmly',
  'loosely',
  'packed',
  'heaping',
  'level',
  'boneless',
  'skinless',
  'bone',
  'skin',
  'organic',
  // "regular milk", "normal milk": the everyday form, which is the catalogue's own entry
  'regular',
  'normal',
  'ripe',
  'raw',
  'uncooked',
  'uncoocked',
  'cooked',
  'leftover',
  'softened',
  'melted',
  'cold',
  'chilled',
  'warm',
  'lukewarm',
  'room',
  'temperature',
  'beaten',
  'whisked',
  'divided',
  'optional',
  'good',
  'quality',
  'best',
  'plain',
  'pure',
  'natural',
  'homemade',
  'store',
  'bought',
  'premium',
  'free',
  'range',
  'pasture',
  'raised',
  'wild',
  'farmed',
  'local',
  'seasonal',
  'mixed',
  'assorted',
  'about',
  'approx',
  'approximately',
  'some',
  'few',
  'little',
  'bit',
  'handful',
  'knob',
  'drizzle',
  'pinch',
  'dash',
  'sprinkle',
  'splash',
  'of',
  'the',
  'a',
  'an',
  'for',
  'to',
  'taste',
  'your',
  'choice',
  'favorite',
  'favourite',
  'preferred',
  'any',
  'kind',
  'type',
  'brand',
  'into',
  'in',
  'cut',
  'piece',
  'pieces',
  'chunk',
  'chunks',
  'inch',
  'cm',
  'whole',
  'torn',
  'crumbled',
  'mashed',
  'pureed',
  'toasted',
  'roasted',
  'grilled',
  'fried',
  'boiled',
  'steamed',
  'blanched',
  'soaked',
  'overnight',
  'separated',
  'at',
  'serve',
  'serving',
  'garnish',
  'more',
  'needed',
  'plus',
  'and',
  'or',
  'with',
  'without',
  'as',
  'such',
  'like',
  'e',
  'g',
  'eg',
  'ie',
  'etc',
  'if',
  'desired',
  'per',
  'person',
  'spoonful',
  'tbsp',
  'tsp',
  'cup',
  'cups',
  'g',
  'kg',
  'ml',
  'l',
  'oz',
  'lb',
  'extra-virgin',
]);

/** The kitchen's normal form of a name (kitchen/words.ts), without what is in parentheses; descriptors dropped when asked. */
export function normalizeIngredientName(name: string, dropDescriptors = false): string {
  const all = words(name.replace(/\([^)]*\)/g, ' '));
  return (dropDescriptors ? all.filter((w) => !DESCRIPTORS.has(w) && !/^\d+%?$/.test(w)) : all).join(' ');
}

/** What the matcher reads of a catalogue entry (a CatalogIngredient, or the grocery list's smaller view of one). */
export interface MatchableIngredient {
  slug: string;
  name: string;
  aliases?: readonly string[];
}

/** "A or B" / "A/B" → the alternatives in order, then the whole; plus "A C" for "A or B C" ("beef or chicken stock"). */
function alternatives(name: string): { shared: string | null; alts: string[] } {
  const parts = name
    .split(/\s+and\/or\s+|\s+or\s+|(?<!\d)\s*\/\s*(?!\d)/i)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return { shared: null, alts: [name] };
  const last = parts[parts.length - 1].split(/\s+/);
  const shared = parts[0].split(/\s+/).length === 1 && last.length > 1 ? `${parts[0]} ${last.slice(1).join(' ')}` : null;
  return { shared, alts: [...parts, name] };
}

/** Head nouns so general that a more specific word beside them names the ingredient ("parmigiano cheese"). */
export const GENERIC_HEADS: ReadonlySet<string> = new Set([
  'cheese',
  'sauce',
  'oil',
  'juice',
  'salad',
  'meat',
  'bean',
  'stock',
  'broth',
  'powder',
  'seed',
  'leaf',
  'flour',
  'paste',
  'spice',
  'seasoning',
  'water',
  'chip',
  'peel',
  'green',
  'herb',
  'soup',
  'mix',
  'blend',
  'cream',
  'milk',
  'syrup',
  'fruit',
  'nut',
]);

const MATCHER_CACHE_NAMES = 50_000;

/** Builds a matcher over a catalogue; call it with a name as written in a recipe. */
export function createIngredientMatcher<T extends MatchableIngredient>(catalog: readonly T[]): (name: string) => T | null {
  interface IndexEntry {
    ingredient: T;
    rank: number;
  }
  const sorted = [...catalog].sort((a, b) => a.slug.localeCompare(b.slug));
  const exact = new Map<string, IndexEntry>();
  const aliasTokens: { tokens: string[]; ingredient: T }[] = [];
  const put = (key: string, ingredient: T, rank: number) => {
    if (!key) return;
    const prev = exact.get(key);
    if (!prev || rank < prev.rank) exact.set(key, { ingredient, rank });
  };
  // rank: a name beats an alias, an exact spelling beats a spelling with its descriptors dropped
  for (const ingredient of sorted) {
    put(normalizeIngredientName(ingredient.name), ingredient, 0);
    put(normalizeIngredientName(ingredient.slug.replace(/-/g, ' ')), ingredient, 1);
    for (const alias of ingredient.aliases ?? []) put(normalizeIngredientName(alias), ingredient, 1);
  }
  for (const ingredient of sorted) {
    for (const text of [ingredient.name, ...(ingredient.aliases ?? [])]) {
      put(normalizeIngredientName(text, true), ingredient, 2);
      const tokens = normalizeIngredientName(text, true).split(' ').filter(Boolean);
      if (tokens.length) aliasTokens.push({ tokens, ingredient });
    }
  }
  const cache = new Map<string, T | null>();

  function byRun(tokens: string[]): T | null {
    for (let len = Math.min(tokens.length, 5); len >= 1; len--) {
      let generic: T | null = null;
      for (let start = tokens.length - len; start >= 0; start--) {
        const key = tokens.slice(start, start + len).join(' ');
        const hit = exact.get(key);
        if (!hit) continue;
        if (len === 1 && GENERIC_HEADS.has(key)) {
          generic ??= hit.ingredient;
          continue;
        }
        return hit.ingredient;
      }
      if (generic) return generic;
    }
    return null;
  }

  function byOverlap(tokens: string[]): T | null {
    const query = new Set(tokens);
    let best: { score: number; size: number; slug: string; ingredient: T } | null = null;
    for (const { tokens: alias, ingredient } of aliasTokens) {
      const shared = alias.filter((t) => query.has(t)).length;
      if (shared === 0 || !query.has(alias[alias.length - 1])) continue; // the alias's head noun must be named
      const aliasCover = shared / alias.length;
      const queryCover = shared / query.size;
      if (aliasCover < 0.5 || queryCover < 0.5 || aliasCover + queryCover <= 1) continue;
      const score = aliasCover + queryCover;
      if (
        !best ||
        score > best.score ||
        (score === best.score && (alias.length > best.size || (alias.length === best.size && ingredient.slug < best.slug)))
      ) {
        best = { score, size: alias.length, slug: ingredient.slug, ingredient };
      }
    }
    return best?.ingredient ?? null;
  }

  function matchOne(text: string): T | null {
    const full = normalizeIngredientName(text);
    if (!full) return null;
    const hit = exact.get(full);
    if (hit) return hit.ingredient;
    const core = normalizeIngredientName(text, true);
    if (!core) return null;
    const hit2 = exact.get(core);
    if (hit2) return hit2.ingredient;
    return byRun(core.split(' ')) ?? byRun(full.split(' ')) ?? null;
  }

  function exactOnly(text: string): T | null {
    return exact.get(normalizeIngredientName(text))?.ingredient ?? exact.get(normalizeIngredientName(text, true))?.ingredient ?? null;
  }

  return (name: string) => {
    const key = name.trim().toLowerCase();
    if (cache.has(key)) return cache.get(key)!;
    let found: T | null = null;
    const { shared, alts } = alternatives(name);
    if (shared) found = exactOnly(shared);
    for (const alt of found ? [] : alts) {
      found = matchOne(alt);
      if (found) break;
    }
    if (!found) {
      for (const alt of alts) {
        const tokens = normalizeIngredientName(alt, true).split(' ').filter(Boolean);
        if (tokens.length) found = byOverlap(tokens);
        if (found) break;
      }
    }
    // a matcher can live as long as the server (the list builder keeps one per catalogue): names typed by people are
    // unbounded, so the cache is
    if (cache.size < MATCHER_CACHE_NAMES) cache.set(key, found);
    return found;
  };
}
