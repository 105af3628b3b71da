/**
 * A food named by its family ("oil", "cheese", "peppers"), which could be several catalogue foods, asked about
 * when it is added instead of guessed (issue #22, "ask which"). By the catalogue alone, no word list:
 *   - the word is a head so general that a word beside it names the food (catalog/ingredient-matcher.ts
 *     GENERIC_HEADS: "oil", "cheese", "beans"), and the food it falls back to is not that word with a descriptor
 *     ("milk" is Whole milk: asked for plainly, that is what comes; "oil" is no more Vegetable oil than Olive oil);
 *   - or, said in the plural, the foods of its name lie mostly in another aisle than the one it falls back to
 *     ("peppers" reads as Black pepper, a spice, where most peppers are produce; "pepper" is Black pepper);
 *   - or the person's list already has several lines of the family ("yogurt" with greek and plain yogurt there).
 * A family qualified ("red peppers", "olive oil") names one food and is not asked about. Pure.
 */
import { GENERIC_HEADS, normalizeIngredientName } from '../../../catalog/ingredient-matcher.js';
import { loadCatalog } from '../../../catalog/catalog.js';
import { singular, words } from '../../../kitchen/words.js';
import { foodLexicon } from '../../lexicon/foods.js';

/** At most this many foods are offered. */
const MAX_OFFERED = 5;

/** The catalogue's foods whose names end with a word, shortest names first (the plainest of the family). */
function foodsEndingWith(head: string): { name: string; aisle: string }[] {
  return loadCatalog()
    .filter((f) => {
      const w = words(f.name.replace(/\s*\([^)]*\)/g, ''));
      return w.length > 0 && w[w.length - 1] === head;
    })
    .map((f) => ({ name: f.name, aisle: f.category }))
    .sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name));
}

/** The catalogue foods a one-word name could be, to ask which; null when it names one food. */
export function familyOf(said: string): string[] | null {
  const typed = words(said);
  if (typed.length !== 1) return null;
  const head = singular(typed[0]);
  const family = foodsEndingWith(head);
  if (family.length < 2) return null;
  const fallback = foodLexicon().exact(head);
  if (!fallback) return family.slice(0, MAX_OFFERED).map((f) => f.name);
  const plain = normalizeIngredientName(fallback.name, true) === head;
  if (GENERIC_HEADS.has(head) && !plain) return offered(fallback.name, family);
  // a plural said ("peppers") of a word whose one food is of another aisle than most of its family: the family's aisle first
  const others = family.filter((f) => f.aisle !== fallback.aisle);
  if (said.trim().toLowerCase() !== head && others.length > family.length / 2) return offered(others[0].name, others);
  return null;
}

/** The food first, then the rest of the family, at most MAX_OFFERED. */
function offered(first: string, family: readonly { name: string }[]): string[] {
  return [...new Set([first, ...family.map((f) => f.name)])].slice(0, MAX_OFFERED);
}

/** The lines of the family on the list first, then the catalogue's, each food once (any case), at most MAX_OFFERED beyond the lines. */
export function familyOptions(onList: readonly string[], catalogue: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...onList, ...catalogue]) {
    const key = words(name).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out.slice(0, Math.max(MAX_OFFERED, onList.length));
}

/** The question: which of the family, the lines of it already on the list said first. */
export function familyQuestion(said: string, options: readonly string[], onList: readonly string[]): string {
  const there = onList.length ? ` Your list has ${joined(onList, 'and')} already.` : '';
  return `"${said}" could be several foods, so I added nothing.${there} Which should I add: ${joined(options, 'or')}?`;
}

const joined = (names: readonly string[], last: string) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]}` : (names[0] ?? '');
