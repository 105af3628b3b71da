/**
 * What a swap can be asked to become, as the engine knows it: the recipe library's titles, tags and cuisines
 * (backend/data/recipes) and the catalogue's foods (foods.ts). A swap's wish is read against these: a recipe named
 * ("the coq au vin") is that recipe; a word none of them holds ("ugh", "long day at the office", "if that works") is padding,
 * dropped, never searched for. Built from the data; no word lists of its own. Pure.
 */
import { recipeLibrary } from '../../recipes/library/index.js';
import { words } from '../../kitchen/words.js';
import { resolveFood } from './foods.js';
import { beforeAName } from './swap-wishes.js';

interface Dishes {
  /** Each library title in normal form → the title as the library spells it. */
  titles: Map<string, string>;
  /** Every word of a title or a cuisine, and every tag of one word, in normal form. */
  words: Set<string>;
  /** The tags of several words ("one pot", "kid friendly"): known only whole. */
  tags: Set<string>;
}

let dishes: Dishes | null = null;

function read(): Dishes {
  const titles = new Map<string, string>();
  const known = new Set<string>();
  const tags = new Set<string>();
  for (const recipe of recipeLibrary) {
    const title = words(recipe.title);
    titles.set(title.join(' '), recipe.title);
    for (const w of [...title, ...words(recipe.cuisine)]) known.add(w);
    for (const tag of recipe.tags.map((t) => words(t)))
      if (tag.length === 1) known.add(tag[0]);
      else tags.add(tag.join(' '));
  }
  return { titles, words: known, tags };
}

const library = () => (dishes ??= read());

/**
 * The library recipe a phrase names, as the library spells it: its whole title ("saag paneer"), or the only title
 * that holds the phrase's words in order when they are at least two ("shepherd's pie"); undefined otherwise
 * ("pad thai" is in three titles: a dish to search for, not one recipe).
 */
export function recipeNamed(phrase: string): string | undefined {
  const said = words(phrase).filter((w, i) => i > 0 || !beforeAName().includes(w));
  if (!said.length) return undefined;
  const { titles } = library();
  const exact = titles.get(said.join(' '));
  if (exact) return exact;
  // (a part of a title that is a food as well, "chicken breast", is the food)
  if (said.length < 2 || resolveFood(said.join(' ')).kind === 'food') return undefined;
  const run = ` ${said.join(' ')} `;
  const holding = [...titles].filter(([key]) => ` ${key} `.includes(run));
  return holding.length === 1 ? holding[0][1] : undefined;
}

/** Whether a word (any case, singular or plural) is one a recipe or a food is known by: worth searching for. */
export function isDishWord(word: string): boolean {
  const [w] = words(word);
  if (!w || w.length < 2) return false;
  // (a word of a food's name alone, "short" of short ribs, is no food: the food must be the word itself)
  if (library().words.has(w)) return true;
  const food = resolveFood(w);
  return food.kind === 'food' && !food.corrected;
}

/** Whether the words name one catalogue food as they stand ("bok choy"), misspelling not put right, or a tag ("one pot"). */
function namesFood(said: readonly string[]): boolean {
  if (library().tags.has(words(said.join(' ')).join(' '))) return true;
  const food = resolveFood(said.join(' '));
  return food.kind === 'food' && !food.corrected;
}

/**
 * A library recipe named anywhere in the words ("i want saag paneer on tuesday for dinner"): the longest run of them
 * that names one (recipeNamed); undefined when none does.
 */
export function recipeSaid(said: readonly string[]): string | undefined {
  for (let length = Math.min(6, said.length); length >= 1; length--)
    for (let at = 0; at + length <= said.length; at++) {
      const recipe = recipeNamed(said.slice(at, at + length).join(' '));
      if (recipe) return recipe;
    }
  return undefined;
}

/**
 * A swap's wish with the words the engine does not know dropped ("long day office" → "", "ugh greek" → "greek"): runs
 * of words that name a food together are kept whole, then each word a recipe or a food is known by. "" when none is left.
 */
export function knownDish(query: string): string {
  const said = query.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (let i = 0; i < said.length;) {
    const run = [3, 2].find((n) => i + n <= said.length && namesFood(said.slice(i, i + n)));
    if (run) {
      kept.push(...said.slice(i, i + run));
      i += run;
      continue;
    }
    if (isDishWord(said[i])) kept.push(said[i]);
    i++;
  }
  return kept.join(' ');
}
