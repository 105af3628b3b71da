/**
 * "i eat meat again", "i can have dairy again", "i'm eating mushrooms again": a food no longer kept out.
 * The diets it breaks come from the catalogue (the foods of that name, or of the aisle it names — "meat"
 * is the Meat & Seafood aisle — and the diets none of them fits); the handler also takes off allergies
 * and dislikes that name it. Pure.
 */
import { loadCatalog } from '../../../catalog/catalog.js';
import type { CatalogIngredient } from '../../../catalog/catalog.types.js';
import { words } from '../../../kitchen/words.js';
import { DIETS, type Diet } from '../../../kitchen/vocabulary.js';
import { dietRecord } from '../../../kitchen/diets.js';
import { hasWord, is, isLemma } from '../entities.js';
import { joinTokens, type Token } from '../tokens.js';
import type { RequestIntent } from './types.js';
import { saysEnded } from '../../lexicon/preference-direction.js';

type EatAgain = Extract<RequestIntent, { type: 'eatAgain' }>;

/** Diets that keep foods out: those without bands of their own (keto and paleo are about the whole day's make-up: eating nuts again does not end them). */
const INGREDIENT_DIETS: Diet[] = DIETS.filter((d) => !dietRecord(d).macroBand);

/** The diets a food breaks: those that no catalogue food of its name (or of the aisle it names) fits. */
/** Catalogue foods by each of their names, and by each word of their aisle, in the kitchen's normal form (built once). */
let index: { byName: Map<string, CatalogIngredient[]>; byAisleWord: Map<string, CatalogIngredient[]> } | null = null;
function foodIndex() {
  if (index) return index;
  const byName = new Map<string, CatalogIngredient[]>();
  const byAisleWord = new Map<string, CatalogIngredient[]>();
  const put = (map: Map<string, CatalogIngredient[]>, key: string, food: CatalogIngredient) =>
    map.set(key, [...(map.get(key) ?? []), food]);
  for (const food of loadCatalog()) {
    for (const name of new Set([food.name, ...food.aliases].map((n) => words(n).join(' ')))) put(byName, name, food);
    for (const w of words(food.category)) put(byAisleWord, w, food);
  }
  index = { byName, byAisleWord };
  return index;
}

export function dietsBrokenBy(food: string): Diet[] {
  const key = words(food).join(' ');
  if (!key) return [];
  const { byName, byAisleWord } = foodIndex();
  const foods = byName.get(key) ?? byAisleWord.get(key) ?? [];
  if (!foods.length) return [];
  return INGREDIENT_DIETS.filter((d) => foods.every((f) => !f.diets.includes(d)));
}

/** "cilantro is fine now", "mushrooms are ok again": the food before "is fine". */
function fineAgain(tokens: readonly Token[], start: number): EatAgain | null {
  const be = tokens.findIndex((t, i) => i > start && is(t, 'is', 'are'));
  if (be < 0 || !is(tokens[be + 1], 'fine', 'ok', 'okay', 'alright', 'good') || !is(tokens[be + 2], 'now', 'again')) return null;
  const food = joinTokens(tokens.slice(start, be).filter((t) => !is(t, 'the', 'some'))).trim();
  if (
    !food ||
    food.length > 40 ||
    tokens.slice(start, be).some((t) => t.pos === 'PRON' || isLemma(t, 'plan', 'list', 'budget', 'meal', 'dinner', 'lunch', 'breakfast'))
  )
    return null;
  return { type: 'eatAgain', food, diets: dietsBrokenBy(food) };
}

/** The food of a span, or null when the span names a meal, the plan or a person. */
function foodIn(span: readonly Token[]): EatAgain | null {
  const named = span.filter((t) => t.kind !== 'punct' && !is(t, 'some', 'the', 'a', 'an', 'all', 'eating', 'having'));
  const food = joinTokens(named).replace(/\s+/g, ' ').trim();
  if (
    !food ||
    food.length > 40 ||
    named.some((t) => t.pos === 'PRON' || isLemma(t, 'plan', 'list', 'budget', 'meal', 'dinner', 'lunch', 'breakfast', 'menu'))
  )
    return null;
  return { type: 'eatAgain', food, diets: dietsBrokenBy(food) };
}

/** "i'm ok with dairy again", "we're fine with pork now": the food after "with". */
function fineWith(tokens: readonly Token[], start: number): EatAgain | null {
  const ok = tokens.findIndex((t, i) => i >= start && i <= start + 3 && is(t, 'ok', 'okay', 'fine', 'alright', 'good', 'cool'));
  if (ok < 0 || !is(tokens[ok + 1], 'with') || !hasWord(tokens, 'again', 'now', 'anymore') || !is(tokens[start], 'i', 'we')) return null;
  const end = tokens.findIndex((t, i) => i > ok + 1 && (is(t, 'again', 'now', 'anymore') || t.kind === 'punct'));
  return foodIn(tokens.slice(ok + 2, end < 0 ? undefined : end));
}

/** "you can put pork back on the menu", "bring back mushrooms", "add fish back into my meals": a food back in plans. */
function backIn(tokens: readonly Token[], start: number): EatAgain | null {
  const back = tokens.findIndex((t, i) => i > start && is(t, 'back'));
  if (back < 0) return null;
  const verb = tokens.findIndex((t, i) => i >= start && i < back && isLemma(t, 'put', 'bring', 'add', 'allow', 'let'));
  if (verb < 0 || hasWord(tokens, 'list', 'cart', 'groceries', 'grocery', 'pantry')) return null;
  // "we put the pork back at the store": told of what was done in the shop, not asked of the meals
  if (tokens.slice(start, verb).some((t) => is(t, 'i', 'we'))) return null;
  // the food is between the verb and "back" ("put pork back"), or after "back" ("bring back pork")
  const before = tokens.slice(verb + 1, back);
  if (before.length) return foodIn(before);
  const end = tokens.findIndex((t, i) => i > back && (is(t, 'on', 'in', 'into', 'to', 'please', 'again', 'now') || t.kind === 'punct'));
  return foodIn(tokens.slice(back + 1, end < 0 ? undefined : end));
}

/**
 * "i don't need to avoid eggs any more", "no need to stay away from dairy now", "i can stop avoiding nuts": a food kept
 * out no longer — a way of keeping it out, negated or stopped, and the change said ("anymore", "no longer", "now").
 */
function avoidedNoLonger(tokens: readonly Token[], start: number): EatAgain | null {
  const own = tokens.slice(start);
  const avoid = own.findIndex((t) => isLemma(t, 'avoid') || is(t, 'avoiding'));
  const away = own.findIndex((t, i) => isLemma(t, 'stay', 'keep') && is(own[i + 1], 'away') && is(own[i + 2], 'from'));
  const at = avoid >= 0 ? avoid : away;
  if (at < 0) return null;
  const before = own.slice(0, at);
  const stopped = before.some((t) => isLemma(t, 'stop', 'quit'));
  if (!stopped && !(hasWord(before, 'not', 'no', 'never') && saysEnded(own))) return null;
  const from = at + (avoid >= 0 ? 1 : 3);
  const end = own.findIndex(
    (t, i) =>
      i >= from && (t.kind === 'punct' || is(t, 'anymore', 'now', 'again') || (is(t, 'any', 'no') && is(own[i + 1], 'more', 'longer'))),
  );
  return foodIn(own.slice(from, end < 0 ? undefined : end));
}

/** A food eaten again, from one clause (a statement); null when the clause says none. */
export function eatAgain(tokens: readonly Token[], start: number): EatAgain | null {
  const fine = fineAgain(tokens, start) ?? fineWith(tokens, start) ?? backIn(tokens, start) ?? avoidedNoLonger(tokens, start);
  if (fine) return fine;
  // the subject may come after a few words ("good news i can have shellfish again")
  const subject = tokens.findIndex((t, i) => i >= start && i <= start + 3 && is(t, 'i', 'we'));
  if (subject < 0 || !hasWord(tokens, 'again')) return null;
  let j = subject + 1;
  // (and as others put it: "i am once again able to eat dairy", "i can eat again the gluten")
  while (
    is(
      tokens[j],
      'can',
      'am',
      'are',
      'do',
      'will',
      'started',
      'start',
      'began',
      'now',
      'finally',
      'actually',
      'totally',
      'once',
      'again',
      'able',
      'allowed',
      'to',
    )
  )
    j++;
  if (!isLemma(tokens[j], 'eat', 'have', 'eating', 'having')) return null;
  const span: Token[] = [];
  let k = j + 1;
  while (is(tokens[k], 'again', 'now')) k++;
  for (; k < tokens.length && !is(tokens[k], 'again', 'now', 'too') && tokens[k].kind !== 'punct'; k++) span.push(tokens[k]);
  const named = span.filter((t) => !is(t, 'some', 'the', 'a', 'an', 'all'));
  const food = joinTokens(named).replace(/\s+/g, ' ').trim();
  if (!food || food.length > 40) return null;
  return { type: 'eatAgain', food, diets: dietsBrokenBy(food) };
}
