/**
 * Questions answered as asked, read from the person's data and never written: about one meal (does it have
 * gluten, how long does it take, what do I need to make it, what does it cost, how many calories), about the
 * week's plan ("which dinner is quickest this week"), about the list and the pantry ("do I need to buy eggs",
 * "do I have rice at home", "what do I need from produce", "what is the feta for", "what costs most").
 * Pure: tokens in, a question out. The food words come from the catalogue, the allergen words from the
 * diet/allergen record, the aisles from the kitchen's vocabulary.
 */
import { isCatalogueFoodName } from '../../../catalog/catalog.js';
import { allergensNamed } from '../../../kitchen/dietary-rules.js';
import { AISLES, type Diet, type MealType } from '../../../kitchen/vocabulary.js';
import { referenceIn } from '../../conversation/references.js';
import type { Reference } from '../../conversation/state.js';
import {
  findDay,
  findDietAt,
  findMeal,
  findMeasures,
  hasLemma,
  hasSeq,
  hasWord,
  is,
  isDayWord,
  isLemma,
  isMealWord,
  type DayRef,
} from '../entities.js';
import { joinTokens, type Token } from '../tokens.js';

export type MealMeasure = 'calories' | 'protein' | 'fat' | 'carbs';

export type MealAsk =
  /**
   * `allergy`: asked as an allergy ("can I eat it if I'm allergic to shellfish"): answered from the plan's ingredients only.
   * `safe`: asked whether it may be eaten ("can I eat…", "is it safe/ok…"), so "Yes" is said when it is free of the term.
   */
  | { kind: 'contains'; term: string; allergy: boolean; safe?: true }
  | { kind: 'time' }
  | { kind: 'ingredients' }
  | { kind: 'cost' }
  /** Without a measure: all of them. */
  | { kind: 'nutrition'; measure?: MealMeasure }
  /** "is it vegetarian" of the meal pointed back at (a named slot is the plan's diet check). */
  | { kind: 'diet'; diet: Diet }
  /** "tell me about the second one": time, energy, cost and what goes in. */
  | { kind: 'about' };

export type WeekMeasure = 'time' | MealMeasure;

export type Question =
  /** About one meal: named (day, meal), or pointed back at ("it", "the second one"). */
  | { type: 'mealQuestion'; ask: MealAsk; day?: DayRef; meal?: MealType; ref?: Reference }
  /** Which planned meal of the week has the most or least of something ("which dinner is quickest this week"). */
  | { type: 'weekPick'; measure: WeekMeasure; least: boolean; meal?: MealType }
  /** "do I need to buy eggs", "are eggs on my list": read from the list. */
  | { type: 'onList'; item: string }
  /** "do I have rice at home": read from the pantry. */
  | { type: 'atHome'; item: string }
  /** "what do I need from produce": the list's lines of one aisle. */
  | { type: 'listAisle'; aisle: string }
  /** "what is the feta for": the planned meals a line is bought for. */
  | { type: 'lineFor'; item: string };

export const QUESTION_TYPES: ReadonlySet<string> = new Set(['mealQuestion', 'weekPick', 'onList', 'atHome', 'listAisle', 'lineFor']);

// ─── one meal ─────────────────────────────────────────────────────────────────────────────────────

/** Words that say the whole plan, not one meal: such questions stay with the plan-wide check. */
const PLAN_WORDS = ['plan', 'week', 'weekend', 'menu', 'meals', 'anything', 'everything', 'list'];
const CONTAIN_VERBS = ['have', 'has', 'contain', 'contains', 'include', 'includes', 'got', 'with', 'any', 'use', 'uses', 'there'];

/** An allergen or catalogue food named in the message, the longest name first; null when none. */
export function termIn(tokens: readonly Token[], from = 0): string | null {
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'word' || isDayWord(t) || isMealWord(t) || is(t, 'it', 'that', 'this', 'i', 'me', 'my', 'a', 'the', 'any', 'in'))
      continue;
    for (let n = 3; n >= 1; n--) {
      const span = tokens.slice(i, i + n);
      if (span.length < n || span.some((s) => s.kind !== 'word' && s.text !== '-')) continue;
      // "a peanut allergy" names peanut
      if (n > 1 && isLemma(span[n - 1], 'allergy', 'allergies', 'intolerance', 'allergen', 'allergic')) continue;
      const phrase = joinTokens(span).trim();
      if (allergensNamed(phrase).length) return phrase;
      if (n === 1 && allergensNamed(t.lemma).length) return t.lemma;
      if (n > 1 || t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ' || t.pos === 'X') {
        if (isCatalogueFoodName(phrase)) return phrase;
      }
    }
  }
  return null;
}

const asksTime = (tokens: readonly Token[]) =>
  hasSeq(tokens, 'how', 'long') ||
  hasSeq(tokens, 'how', 'much', 'time') ||
  hasSeq(tokens, 'how', 'many', 'minutes|mins') ||
  hasSeq(tokens, 'take', 'to', 'make|cook|prepare|prep') ||
  hasSeq(tokens, 'prep|cooking|cook', 'time');

const asksIngredients = (tokens: readonly Token[]) =>
  hasLemma(tokens, 'ingredient') ||
  hasSeq(tokens, 'what', 'is|are', 'in') ||
  hasSeq(tokens, 'what', 'goes', 'in|into') ||
  hasSeq(tokens, 'what', 'do|does', 'i|we|it', 'need') ||
  hasSeq(tokens, 'what', 'is', 'it', 'made') ||
  hasSeq(tokens, 'made', 'with|of|from') ||
  hasSeq(tokens, 'need', 'to', 'make|cook') ||
  // "how do i make it", "how to cook that": what goes in is what the assistant can tell of the method
  hasSeq(tokens, 'how', 'do|does|would|can|should|to', 'i|we|you|one', 'make|cook|prepare') ||
  hasSeq(tokens, 'how', 'i|we', 'make|cook|prepare') ||
  hasSeq(tokens, 'how', 'to', 'make|cook|prepare') ||
  hasSeq(tokens, 'need', 'for');

const asksCost = (tokens: readonly Token[]) =>
  hasLemma(tokens, 'cost', 'price', 'pricey', 'expensive', 'cheap', 'spend') ||
  (hasSeq(tokens, 'how', 'much') && !findMeasures(tokens).length);

const asksAllergy = (tokens: readonly Token[]) => hasLemma(tokens, 'allergic', 'allergy', 'safe', 'intolerant', 'intolerance', 'celiac');

/** Whether the question is whether it may be eaten: "can i (still) eat…", "is it safe / ok / fine for me". */
const asksToEat = (tokens: readonly Token[]) =>
  hasLemma(tokens, 'safe', 'ok', 'okay', 'fine', 'alright', 'suitable') ||
  hasSeq(tokens, 'can|could|may|should', 'i|we', 'eat|have') ||
  hasSeq(tokens, 'can|could|may|should', 'i|we', 'still|safely', 'eat|have');

function mealAsk(tokens: readonly Token[]): MealAsk | null {
  const diet = findDietAt(tokens);
  if (diet) return { kind: 'diet', diet: diet.diet };
  const verb = tokens.findIndex((t) => is(t, ...CONTAIN_VERBS) || isLemma(t, 'allergic', 'eat', 'safe'));
  const allergy = asksAllergy(tokens);
  if (verb >= 0 || allergy) {
    const term = termIn(tokens, verb >= 0 ? verb + 1 : 0) ?? (allergy ? termIn(tokens) : null);
    if (term) return { kind: 'contains', term, allergy, ...(asksToEat(tokens) ? { safe: true as const } : {}) };
  }
  if (asksTime(tokens)) return { kind: 'time' };
  const measures = findMeasures(tokens).filter((m): m is MealMeasure => m !== 'cost');
  if (measures.length) return { kind: 'nutrition', measure: measures[0] };
  if (hasLemma(tokens, 'nutrition', 'macro', 'macros', 'nutrient', 'healthy')) return { kind: 'nutrition' };
  if (asksCost(tokens)) return { kind: 'cost' };
  if (asksIngredients(tokens)) return { kind: 'ingredients' };
  if (hasSeq(tokens, 'about') || hasLemma(tokens, 'detail', 'describe')) return { kind: 'about' };
  return null;
}

/**
 * A question about one meal, or null. A meal named with its day, or pointed back at, is a target; the whole
 * plan ("is my plan safe for nuts") is not, and questions the plan's own intents answer well with a named slot
 * (time, calories) are left to them.
 */
function mealQuestion(tokens: readonly Token[]): Question | null {
  if (PLAN_WORDS.some((w) => hasWord(tokens, w))) return null;
  const day = findDay(tokens);
  const meal = findMeal(tokens);
  const ref = referenceIn(tokens) ?? undefined;
  if (!meal && !ref && !day) return null;
  const ask = mealAsk(tokens);
  if (!ask) return null;
  // A meal word alone is a wish ("dinner with chicken"), not a planned meal: a day or a pointer names one.
  if (!ref && !day) return null;
  if (!ref && !meal && ask.kind !== 'contains' && ask.kind !== 'ingredients') return null;
  // A named slot's time, numbers and diet are the plan's own intents (cookTime, calories, nutrient, dietCheck); a pronoun is ours.
  if (!ref && (ask.kind === 'time' || ask.kind === 'nutrition' || ask.kind === 'diet' || ask.kind === 'about')) return null;
  return { type: 'mealQuestion', ask, ...(day ? { day } : {}), ...(meal ? { meal } : {}), ...(ref ? { ref } : {}) };
}

// ─── the week's plan ──────────────────────────────────────────────────────────────────────────────

// The spelling step may read a superlative as its comparative ("quickest" → "quicker"): after "which", both pick one.
const QUICKEST = ['quickest', 'fastest', 'shortest', 'easiest', 'speediest', 'quicker', 'faster', 'shorter', 'easier'];
const SLOWEST = ['slowest', 'longest', 'slower', 'longer'];
const MOST = ['most', 'highest', 'biggest', 'largest', 'heaviest', 'max'];
const LEAST = ['least', 'fewest', 'lowest', 'smallest', 'lightest', 'min'];

function weekPick(tokens: readonly Token[]): Question | null {
  if (hasWord(tokens, 'day', 'days') || findDay(tokens)) return null;
  const meal = findMeal(tokens);
  if (!meal && !hasLemma(tokens, 'meal', 'recipe', 'dish')) return null;
  if (!hasWord(tokens, 'which', 'what', 'whats')) return null;
  // A planned meal, not a library search: "this week", "in my plan", "planned", or just which of "my" meals.
  if (!(hasWord(tokens, 'week', 'plan', 'planned', 'my') || hasSeq(tokens, 'which', 'breakfast|lunch|dinner|meal|one'))) return null;
  if (hasWord(tokens, ...QUICKEST)) return { type: 'weekPick', measure: 'time', least: true, ...(meal ? { meal } : {}) };
  if (hasWord(tokens, ...SLOWEST) || hasSeq(tokens, 'take|takes', 'longest|most'))
    return { type: 'weekPick', measure: 'time', least: false, ...(meal ? { meal } : {}) };
  const measure = findMeasures(tokens).find((m): m is MealMeasure => m !== 'cost');
  const most = hasWord(tokens, ...MOST);
  const least = hasWord(tokens, ...LEAST);
  if ((most || least) && (measure || hasWord(tokens, 'heaviest', 'lightest')))
    return { type: 'weekPick', measure: measure ?? 'calories', least, ...(meal ? { meal } : {}) };
  return null;
}

// ─── the list and the pantry ──────────────────────────────────────────────────────────────────────

const ITEM_NOISE = ['any', 'some', 'more', 'still', 'the', 'a', 'an', 'my', 'to', 'really', 'actually', 'enough'];

/** The thing named in a span, its noise words and punctuation off; null when nothing is left. */
function itemOf(span: readonly Token[]): string | null {
  let words = span.filter((t) => t.kind !== 'punct');
  while (words.length && is(words[0], ...ITEM_NOISE)) words = words.slice(1);
  while (words.length && is(words[words.length - 1], ...ITEM_NOISE, 'please', 'though', 'too')) words = words.slice(0, -1);
  const item = joinTokens(words).trim();
  return item && item.length <= 40 ? item : null;
}

const at = (tokens: readonly Token[], ...seq: string[]) => {
  for (let i = 0; i < tokens.length; i++) if (seq.every((w, k) => is(tokens[i + k], ...w.split('|')))) return i;
  return -1;
};
/** Where the span ends: a preposition of place, or punctuation. */
function untilPlace(tokens: readonly Token[], from: number, places: string[]): Token[] {
  const out: Token[] = [];
  for (let i = from; i < tokens.length; i++) {
    if (is(tokens[i], ...places) || (tokens[i].kind === 'punct' && tokens[i].text !== '-')) break;
    out.push(tokens[i]);
  }
  return out;
}

function atHome(tokens: readonly Token[]): Question | null {
  const home = hasWord(tokens, 'home', 'pantry', 'fridge', 'cupboard', 'freezer', 'stock', 'stocked');
  if (!home) return null;
  let start = -1;
  for (const seq of [
    ['do|did', 'i|we', 'have|got'],
    ['have', 'i|we', 'got'],
    ['is|are', 'there'],
  ]) {
    const found = at(tokens, ...seq);
    if (found >= 0) {
      start = found + seq.length;
      break;
    }
  }
  if (start < 0) return null;
  const item = itemOf(untilPlace(tokens, start, ['at', 'in', 'on', 'left']));
  return item ? { type: 'atHome', item } : null;
}

function onList(said: readonly Token[]): Question | null {
  // "do we still need to get milk": the adverbs say nothing of the line.
  const tokens = said.filter((t) => !is(t, 'still', 'really', 'actually', 'even', 'also', 'already'));
  // "do i need to buy eggs", "do i still need to get milk", "do we need eggs"
  const need = at(tokens, 'do|does', 'i|we', 'need|have');
  if (need >= 0) {
    let i = need + 3;
    if (is(tokens[need + 2], 'have')) {
      if (!is(tokens[i], 'to')) return null;
    }
    if (is(tokens[i], 'to')) i++;
    if (is(tokens[i], 'buy', 'get', 'pick', 'grab', 'purchase')) i++;
    else if (is(tokens[need + 2], 'have') || is(tokens[i - 1], 'to')) return null;
    if (is(tokens[i], 'up')) i++;
    if (is(tokens[i], 'from')) return null; // "what do I need from produce" is an aisle
    const item = itemOf(untilPlace(tokens, i, ['from', 'at', 'for', 'this', 'on', 'or']));
    if (!item || findMeal([...tokens.slice(i)]) || termIsWordOnly(item)) return null;
    return { type: 'onList', item };
  }
  // "are eggs on my list", "is milk on the shopping list"
  const be = at(tokens, 'is|are');
  const on = at(tokens, 'on|in', 'my|the|our', 'list|grocery|shopping');
  if (be === 0 && on > 1) {
    const item = itemOf(tokens.slice(1, on));
    return item && !is(tokens[1], 'there', 'it', 'that', 'this') ? { type: 'onList', item } : null;
  }
  const there = at(tokens, 'is|are', 'there');
  if (there >= 0 && on > there + 2) {
    const item = itemOf(tokens.slice(there + 2, on));
    return item ? { type: 'onList', item } : null;
  }
  return null;
}
/** A word that is no thing to buy ("it", "anything"): not a line to look for. */
const termIsWordOnly = (item: string) =>
  ['it', 'that', 'this', 'them', 'anything', 'something', 'everything', 'what', 'there', 'here'].includes(item);

/** The aisle a word names ("produce", "dairy", "bakery", "frozen", "meat"): its words from the kitchen's aisles. */
function aisleNamed(tokens: readonly Token[], from: number): string | null {
  for (let i = from; i < tokens.length; i++) {
    const word = tokens[i].norm;
    const aisle = AISLES.find((a) =>
      a
        .toLowerCase()
        .split(/\s*&\s*|\s+/)
        .some((w) => w === word || `${w}s` === word || w === `${word}s`),
    );
    if (aisle) return aisle;
  }
  return null;
}

function listAisle(tokens: readonly Token[]): Question | null {
  const from = at(tokens, 'need|get|buy|grab', 'from|in');
  const section = tokens.findIndex((t) => is(t, 'aisle', 'section', 'department'));
  const place = from >= 0 ? from + 2 : section >= 0 ? 0 : -1;
  if (place < 0) return null;
  const listy = hasWord(tokens, 'what', 'which', 'whats', 'list', 'anything', 'show');
  if (!listy) return null;
  const aisle = aisleNamed(tokens, place);
  return aisle ? { type: 'listAisle', aisle } : null;
}

function lineFor(tokens: readonly Token[]): Question | null {
  // "what is the feta for", "what's the cilantro for?", "what do i need the feta for", "why is feta on my list"
  const last = [...tokens].reverse().find((t) => t.kind !== 'punct');
  if (is(tokens[0], 'what', 'whats') && is(last, 'for')) {
    let i = 1;
    if (is(tokens[i], 'is', 'are', "'s")) i++;
    else if (is(tokens[i], 'do', 'does') && is(tokens[i + 1], 'i', 'we') && is(tokens[i + 2], 'need', 'want', 'buy', 'use')) i += 3;
    else return null;
    const item = itemOf(tokens.slice(i, tokens.lastIndexOf(last!)));
    return item && !termIsWordOnly(item) && !findMeal(tokens) ? { type: 'lineFor', item } : null;
  }
  if (is(tokens[0], 'why') && is(tokens[1], 'is', 'are', 'do', 'does')) {
    const on = at(tokens, 'on|in', 'my|the|our', 'list|grocery|shopping');
    const start = is(tokens[1], 'do', 'does') && is(tokens[2], 'i', 'we') && is(tokens[3], 'need', 'have') ? 4 : 2;
    const item = itemOf(tokens.slice(start, on >= 0 ? on : undefined));
    return item && !termIsWordOnly(item) ? { type: 'lineFor', item } : null;
  }
  return null;
}

/** "what costs most on my list", "which item costs the most": the list's dearest line (the cost intent answers it). */
export function asksDearestLine(tokens: readonly Token[]): boolean {
  return (
    hasLemma(tokens, 'cost', 'pricey', 'expensive') &&
    hasWord(tokens, 'most', 'more') &&
    !hasWord(tokens, 'day', 'days', 'meal', 'dinner', 'lunch', 'breakfast') &&
    (hasWord(tokens, 'list', 'item', 'items', 'thing', 'things', 'line', 'groceries') || is(tokens[0], 'what', 'which'))
  );
}

/** A question of these kinds, or null: the list and pantry first (their words are plainest), then the week, then one meal. */
export function parseQuestion(tokens: readonly Token[]): Question | null {
  return atHome(tokens) ?? lineFor(tokens) ?? listAisle(tokens) ?? onList(tokens) ?? weekPick(tokens) ?? mealQuestion(tokens);
}
