/**
 * "i eat meat again", "i can have dairy again", "i'm eating mushrooms again": a food no longer kept out.
 * The diets it breaks come from the catalogue (the foods of that name, or of the aisle it names — "meat"
 * is the Meat & Seafood aisle — and the diets none of them fits); the handler also takes off allergies
 * and dislikes that name it. Pure.
 */
import { loadCatalog } from '../../../catalog/catalog.js';
import { words } from '../../../kitchen/words.js';
import { DIETS, type Diet } from '../../../kitchen/vocabulary.js';
import { hasWord, is, isLemma } from '../entities.js';
import { joinTokens, type Token } from '../tokens.js';
import type { RequestIntent } from './types.js';

type EatAgain = Extract<RequestIntent, { type: 'eatAgain' }>;

/** Diets that keep foods out (keto and paleo are about the whole day's make-up: eating nuts again does not end them). */
const INGREDIENT_DIETS: Diet[] = DIETS.filter((d) => d !== 'keto' && d !== 'paleo');

/** The diets a food breaks: those that no catalogue food of its name (or of the aisle it names) fits. */
export function dietsBrokenBy(food: string): Diet[] {
  const key = words(food).join(' ');
  if (!key) return [];
  const catalogue = loadCatalog();
  let foods = catalogue.filter((f) => [f.name, ...f.aliases].some((n) => words(n).join(' ') === key));
  if (!foods.length) foods = catalogue.filter((f) => words(f.category).includes(key));
  if (!foods.length) return [];
  return INGREDIENT_DIETS.filter((d) => foods.every((f) => !f.diets.includes(d)));
}

/** A food eaten again, from one clause (a statement); null when the clause says none. */
export function eatAgain(tokens: readonly Token[], start: number): EatAgain | null {
  if (!is(tokens[start], 'i', 'we') || !hasWord(tokens, 'again')) return null;
  let j = start + 1;
  while (is(tokens[j], 'can', 'am', 'are', 'do', 'will', 'started', 'start', 'began', 'now', 'finally', 'actually', 'totally')) j++;
  if (!isLemma(tokens[j], 'eat', 'have', 'eating', 'having')) return null;
  const span: Token[] = [];
  for (let k = j + 1; k < tokens.length && !is(tokens[k], 'again', 'now', 'too') && tokens[k].kind !== 'punct'; k++) span.push(tokens[k]);
  const named = span.filter((t) => !is(t, 'some', 'the', 'a', 'an', 'all'));
  const food = joinTokens(named).replace(/\s+/g, ' ').trim();
  if (!food || food.length > 40) return null;
  return { type: 'eatAgain', food, diets: dietsBrokenBy(food) };
}
