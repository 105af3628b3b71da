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
  isTeaMeal,
  type DayRef,
} from '../entities.js';
import { choiceAt, openingOf } from '../mood.js';
import { joinTokens, type Token } from '../tokens.js';
import { QUESTION_WORDS } from '../../lexicon/question-words.js';

export type MealMeasure = 'calories' | 'protein' | 'fat' | 'carbs';

export type MealAsk =
  /**
   * `allergy`: asked as an allergy ("can I eat it if I'm allergic to shellfish"): answered from the plan's ingredients only.
   * `safe`: asked whether it may be eaten ("can I eat…", "is it safe/ok…"), so "Yes" is said when it is free of the term.
   */
  | { kind: 'contains'; term: string; allergy: boolean; safe?: true; without?: true; or?: string }
  | { kind: 'time' }
  /** "how do I make it", "steps please": the recipe's method. */
  | { kind: 'steps' }
  | { kind: 'ingredients' }
  | { kind: 'cost' }
  /** Without a measure: all of them. */
  | { kind: 'nutrition'; measure?: MealMeasure }
  /** "is it vegetarian" of the meal pointed back at (a named slot is the plan's diet check). */
  | { kind: 'diet'; diet: Diet }
  /** "tell me about the second one": time, energy, cost and what goes in. */
  | { kind: 'about' };

export type WeekMeasure = 'time' | 'cost' | MealMeasure;

export type Question =
  /** About one meal: named (day, meal), or pointed back at ("it", "the second one"). */
  | { type: 'mealQuestion'; ask: MealAsk; day?: DayRef; meal?: MealType; ref?: Reference; dish?: string }
  /** Which planned meal of the week has the most or least of something ("which dinner is quickest this week"). */
  | { type: 'weekPick'; measure: WeekMeasure; least: boolean; meal?: MealType }
  /** "do I need to buy eggs", "are eggs on my list": read from the list. */
  | { type: 'onList'; item: string }
  /** "do I have rice at home": read from the pantry. */
  | { type: 'atHome'; item: string }
  /** "what do I need from produce": the list's lines of one aisle. */
  | { type: 'listAisle'; aisle: string }
  /** "what is the feta for": the planned meals a line is bought for. */
  | { type: 'lineFor'; item: string }
  /** "what's in my pantry", "what have I got at home": everything at home. */
  | { type: 'pantryList' }
  /** "how many things do I still have to buy": the list's lines not yet checked off, counted. */
  | { type: 'listLeft' }
  /** "how many cookies am i getting", "did i tick off the chips", "how much is the coffee on my list": one line read. */
  | { type: 'lineAsked'; item: string; ask: LineAsk };

/** What is asked of one line of the list: how much of it, whether it is ticked off, what it costs. */
export type LineAsk = 'amount' | 'ticked' | 'price';

export const QUESTION_TYPES: ReadonlySet<string> = new Set([
  'mealQuestion',
  'weekPick',
  'onList',
  'atHome',
  'listAisle',
  'lineFor',
  'pantryList',
  'listLeft',
  'lineAsked',
]);

// ─── one meal ─────────────────────────────────────────────────────────────────────────────────────

/** Words that say the whole plan, not one meal: such questions stay with the plan-wide check. */
const PLAN_WORDS = ['plan', 'week', 'weekend', 'menu', 'meals', 'anything', 'everything', 'list'];
const CONTAIN_VERBS = ['have', 'has', 'contain', 'contains', 'include', 'includes', 'got', 'with', 'any', 'use', 'uses', 'there'];

/** The words naming the plan or the list, less a meal's own list ("the ingredients list", "the list of ingredients"). */
const ownWords = (tokens: readonly Token[]) =>
  tokens.filter(
    (t, i) =>
      !(is(t, 'list') && (isLemma(tokens[i - 1], 'ingredient') || (is(tokens[i + 1], 'of') && isLemma(tokens[i + 2], 'ingredient')))),
  );

/** An allergen or catalogue food named in the message, the longest name first; null when none. */
export function termIn(tokens: readonly Token[], from = 0): string | null {
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i];
    if (
      t.kind !== 'word' ||
      isDayWord(t) ||
      isMealWord(t) ||
      isTeaMeal(tokens, i) ||
      is(t, 'it', 'that', 'this', 'i', 'me', 'my', 'a', 'the', 'any', 'in')
    )
      continue;
    for (let n = 3; n >= 1; n--) {
      const span = tokens.slice(i, i + n);
      if (span.length < n || span.some((s) => s.kind !== 'word' && s.text !== '-')) continue;
      // "a peanut allergy" names peanut
      if (n > 1 && isLemma(span[n - 1], 'allergy', 'allergies', 'intolerance', 'allergen', 'allergic')) continue;
      const phrase = joinTokens(span).trim();
      if (allergensNamed(phrase).length) return phrase;
      if (n === 1 && allergensNamed(t.lemma).length) return t.lemma;
      // right after its verb a food is the thing asked for, however the tagger read it ("have butter": VERB)
      if (n > 1 || (from > 0 && i === from) || t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ' || t.pos === 'X') {
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

/** The words without their adverbs ("what's actually in it", "what exactly goes into it"): the run of the question stays. */
const withoutAdverbs = (tokens: readonly Token[]) => tokens.filter((t) => t.pos !== 'ADV' || is(t, 'in', 'into'));

const asksIngredients = (tokens: readonly Token[]) => asksIngredientsPlainly(withoutAdverbs(tokens));

const asksIngredientsPlainly = (tokens: readonly Token[]) =>
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

/** "how do I make it", "how to cook friday dinner", "steps please", "what's the method": the recipe's steps. */
const asksSteps = (tokens: readonly Token[]) =>
  hasLemma(tokens, ...QUESTION_WORDS.steps) ||
  tokens.some((t, i) => is(t, 'how') && tokens.slice(i + 1, i + 4).some((n) => isLemma(n, ...QUESTION_WORDS.makeVerbs)));

/** Whether one of the words comes before `before`. */
const findSeqAt = (tokens: readonly Token[], words: string, before: number) =>
  tokens.slice(0, Math.max(0, before)).some((t) => is(t, ...words.split('|')));

/** "wheat or gluten", "nuts or peanuts": a second thing asked about, straight after "or" behind the first. */
function orTermAfter(tokens: readonly Token[], term: string): string | undefined {
  const last = term.split(' ').pop();
  const or = tokens.findIndex((t, i) => is(t, 'or') && tokens[i - 1]?.text === last);
  const second = or > 0 ? termIn(tokens.slice(0, or + 3), or + 1) : null;
  return second && second !== term ? second : undefined;
}

function mealAsk(tokens: readonly Token[]): MealAsk | null {
  // "can I make it without onions": whether there is any to leave out
  const without = tokens.findIndex((t) => is(t, 'without'));
  // asked ("can i make it without…", "…without garlic possible?"), not told ("without the cilantro" is a change)
  const asked =
    findSeqAt(tokens, 'can|could|may|should|would', without) ||
    hasLemma(tokens, 'possible', 'ok', 'okay', 'doable') ||
    tokens.some((t) => t.text === '?');
  if (without >= 0 && asked) {
    const term = termIn(tokens, without + 1);
    if (term) return { kind: 'contains', term, allergy: asksAllergy(tokens), safe: true, without: true };
  }
  const diet = findDietAt(tokens);
  if (diet) return { kind: 'diet', diet: diet.diet };
  const verb = tokens.findIndex(
    (t) => is(t, ...CONTAIN_VERBS) || isLemma(t, ...QUESTION_WORDS.containVerbs) || isLemma(t, 'allergic', 'eat', 'safe'),
  );
  const allergy = asksAllergy(tokens);
  if (verb >= 0 || allergy) {
    // "what are the eggs used for in thursday lunch": the food may come before the verb
    const term = termIn(tokens, verb >= 0 ? verb + 1 : 0) ?? (allergy || isLemma(tokens[verb], 'use', 'include') ? termIn(tokens) : null);
    const or = term ? orTermAfter(tokens, term) : undefined;
    if (term) return { kind: 'contains', term, allergy, ...(asksToEat(tokens) ? { safe: true as const } : {}), ...(or ? { or } : {}) };
  }
  if (asksTime(tokens)) return { kind: 'time' };
  if (asksSteps(tokens) && !hasSeq(tokens, 'need', 'to')) return { kind: 'steps' };
  const measures = findMeasures(tokens).filter((m): m is MealMeasure => m !== 'cost');
  if (measures.length) return { kind: 'nutrition', measure: measures[0] };
  if (hasLemma(tokens, 'nutrition', 'macro', 'macros', 'nutrient', 'healthy')) return { kind: 'nutrition' };
  if (asksCost(tokens)) return { kind: 'cost' };
  if (asksIngredients(tokens)) return { kind: 'ingredients' };
  // ("how many people is it for": what the answer about it says, with the servings)
  if (hasSeq(tokens, 'about') || hasLemma(tokens, 'detail', 'describe', 'serve', 'serving', 'feed')) return { kind: 'about' };
  return null;
}

/**
 * A question about one meal, or null. A meal named with its day, or pointed back at, is a target; the whole
 * plan ("is my plan safe for nuts") is not, and questions the plan's own intents answer well with a named slot
 * (time, calories) are left to them.
 */
function mealQuestion(tokens: readonly Token[]): Question | null {
  if (PLAN_WORDS.some((w) => hasWord(ownWords(tokens), w))) return null;
  const day = findDay(tokens);
  const meal = findMeal(tokens);
  const ref = referenceIn(tokens) ?? undefined;
  const dish = day || meal || ref?.kind === 'ordinal' ? null : dishIn(tokens);
  if (dish) {
    // a recipe named by its title ("does the cobb salad have bacon"): the library's recipe, looked up when answered;
    // what is asked is read around the title, so its own words ("with garlic") are not the question
    const ask = mealAsk([...tokens.slice(0, dish.at), ...tokens.slice(dish.at + dish.length)]);
    if (ask) return { type: 'mealQuestion', ask, dish: dish.title };
  }
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

/** A word that can be part of a dish's title: a noun, an adjective or a word the tagger does not know. */
const titleWord = (t: Token | undefined) =>
  t !== undefined &&
  t.kind === 'word' &&
  (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ' || t.pos === 'X') &&
  !is(t, ...QUESTION_WORDS.notADish) &&
  !isDayWord(t) &&
  !isMealWord(t);

/** The run of title words from `i`; empty when none. */
function titleFrom(tokens: readonly Token[], i: number): Token[] {
  const out: Token[] = [];
  for (let k = i; k < tokens.length; k++) {
    // "spaghetti with garlic tomato sauce", "rice and beans": a joining word inside a title, never at its end
    const joins = out.length > 0 && (tokens[k].text === '-' || is(tokens[k], 'with', 'and', '&')) && titleWord(tokens[k + 1]);
    if (!titleWord(tokens[k]) && !joins) break;
    out.push(tokens[k]);
  }
  return out;
}

/**
 * A recipe named by its title, as the subject of the question ("does the classic cobb salad have bacon", "how long
 * does chicken tikka masala take") or after "in"/"for" at its end ("how many calories in the cobb salad"). One word
 * must follow "the" ("the lasagna"), so a food asked about ("does chicken have protein") is not read as a dish.
 */
function dishIn(tokens: readonly Token[]): { title: string; at: number; length: number } | null {
  const named = (start: number) => {
    const the = is(tokens[start], 'the', 'that', 'your', 'this');
    const run = titleFrom(tokens, the ? start + 1 : start);
    const title = joinTokens(run).trim();
    if (!title || (!the && (run.length < 2 || isCatalogueFoodName(title)))) return null;
    return { title, at: start, length: run.length + (the ? 1 : 0) };
  };
  const aux = tokens.findIndex((t, i) => i < 4 && is(t, 'does', 'do', 'is', 'are', 'will', 'would', 'did'));
  if (aux >= 0 && !is(tokens[aux + 1], 'there', 'it', 'that', 'this', 'i', 'we', 'you', 'my', 'any')) {
    const subject = named(aux + 1);
    if (subject) return subject;
  }
  let last = tokens.length - 1;
  while (last >= 0 && (tokens[last].kind === 'punct' || is(tokens[last], 'please', 'pls', 'thanks'))) last--;
  for (let i = last; i > 0; i--) {
    // ("tell me about the pad thai": the dish told about)
    if (!is(tokens[i], 'in', 'of', 'for', 'into', 'about')) continue;
    const found = named(i + 1);
    return found && found.at + found.length === last + 1 ? found : null;
  }
  return null;
}

// ─── the week's plan ──────────────────────────────────────────────────────────────────────────────

// The spelling step may read a superlative as its comparative ("quickest" → "quicker"): after "which", both pick one.
const QUICKEST = ['quickest', 'fastest', 'shortest', 'easiest', 'speediest', 'quicker', 'faster', 'shorter', 'easier'];
const SLOWEST = ['slowest', 'longest', 'slower', 'longer'];
const MOST = ['most', 'highest', 'biggest', 'largest', 'heaviest', 'max'];
const LEAST = ['least', 'fewest', 'lowest', 'smallest', 'lightest', 'min'];

/** The sentence or clause that asks "which…": the words between the marks around it (a day said after it is when, not which). */
function whichClause(tokens: readonly Token[]): readonly Token[] {
  const which = tokens.findIndex((t) => is(t, 'which', 'what', 'whats'));
  if (which < 0) return tokens;
  const mark = (t: Token) => t.kind === 'punct' && [',', ';', '.', '!', '?'].includes(t.text);
  const from = tokens.slice(0, which).findLastIndex(mark) + 1;
  const after = tokens.slice(which).findIndex(mark);
  return tokens.slice(from, after < 0 ? tokens.length : which + after);
}

function weekPick(tokens: readonly Token[]): Question | null {
  const asking = whichClause(tokens);
  if (hasWord(asking, 'day', 'days') || findDay(asking)) return null;
  const meal = findMeal(tokens);
  if (!meal && !hasLemma(tokens, 'meal', 'recipe', 'dish')) return null;
  if (!hasWord(tokens, 'which', 'what', 'whats')) return null;
  // A planned meal, not a library search: "this week", "in my plan", "planned", or just which of "my" meals.
  if (!(hasWord(tokens, 'week', 'weeks', 'plan', 'planned', 'my') || hasSeq(tokens, 'which', 'breakfast|lunch|dinner|meal|one')))
    return null;
  // "least work", "the least hassle": the least of a cook's time
  const leastWork = QUESTION_WORDS.effort.some((w) => hasSeq(tokens, 'least|less', w));
  if (hasWord(tokens, ...QUICKEST) || leastWork) return { type: 'weekPick', measure: 'time', least: true, ...(meal ? { meal } : {}) };
  // "what's the cheapest lunch of the week", "the priciest dinner": what the planned servings cost
  const saysAny = (runs: readonly string[]) => runs.some((run) => hasSeq(tokens, ...run.split(' ')));
  // ("which lunch costs the least": the cost asked with the least or the most of it)
  const costs = hasLemma(tokens, 'cost', 'price');
  if (saysAny(QUESTION_WORDS.cheapest) || (costs && hasWord(tokens, ...LEAST)))
    return { type: 'weekPick', measure: 'cost', least: true, ...(meal ? { meal } : {}) };
  if (saysAny(QUESTION_WORDS.dearest) || (costs && hasWord(tokens, ...MOST)))
    return { type: 'weekPick', measure: 'cost', least: false, ...(meal ? { meal } : {}) };
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

const ITEM_NOISE = ['me', 'us', 'any', 'some', 'more', 'still', 'the', 'a', 'an', 'my', 'to', 'really', 'actually', 'enough'];

/** The thing named in a span, its noise words and punctuation off; null when nothing is left. */
function itemOf(span: readonly Token[]): string | null {
  let words = span.filter((t) => t.kind !== 'punct');
  while (words.length && is(words[0], ...ITEM_NOISE)) words = words.slice(1);
  while (words.length && is(words[words.length - 1], ...ITEM_NOISE, 'please', 'though', 'too', 'again')) words = words.slice(0, -1);
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

function atHome(said: readonly Token[]): Question | null {
  // "do i already have salt": what is had already is at home (the list is what is still to get)
  const tokens = said.filter((t) => !is(t, 'already', 'still', 'really', 'actually'));
  const home = hasWord(said, ...QUESTION_WORDS.home, 'already');
  if (!home) return null;
  let start = -1;
  for (const seq of [
    ['do|did', 'i|we', 'have|got'],
    ['whether|if', 'i|we', 'have|got'],
    ['have', 'i|we', 'got'],
    ['is|are', 'there'],
  ]) {
    const found = at(tokens, ...seq);
    if (found >= 0) {
      start = found + seq.length;
      break;
    }
  }
  if (start < 0) start = haveAskedBare(tokens);
  // ("do i have to buy peanut butter": a need, the list's question)
  if (start < 0 || is(tokens[start], 'to')) return null;
  const item = itemOf(untilPlace(tokens, start, ['at', 'in', 'on', 'left']));
  // "do i have it at home": "it" is what the conversation spoke of (follow-ups resolve it)
  return item ? { type: 'atHome', item } : null;
}

/**
 * "we have salt in the house?", "i got rice at home?", "got any eggs in the fridge": the "do" left out, asked by the question
 * mark that ends the clause or by "any" (said plainly, it tells what is at home). Where the thing starts, else -1.
 */
function haveAskedBare(tokens: readonly Token[]): number {
  let i = openingOf(tokens);
  if (is(tokens[i], 'i', 'we')) i++;
  if (!is(tokens[i], 'have', 'got')) return -1;
  if (is(tokens[i], 'have') && is(tokens[i + 1], 'got')) i++;
  // ("got any lentils in the house": "any" asks, as "do you have any" does)
  if (is(tokens[i + 1], 'any')) return i + 1;
  const end = tokens.findIndex((t, k) => k > i && t.kind === 'punct' && t.text !== '-');
  return end > i + 1 && tokens[end].text === '?' ? i + 1 : -1;
}

/** "is rice in my pantry", "are there eggs in the fridge": the thing before the place. */
function inAtHome(said: readonly Token[]): Question | null {
  // ("is the rice already at home": what is had already is at home)
  const tokens = said.filter((t) => !is(t, 'already', 'still'));
  if (!is(tokens[0], 'is', 'are', 'any') || is(tokens[1], 'there', 'it', 'that', 'this')) return null;
  const place = tokens.findIndex(
    (t, i) => i > 1 && is(t, 'in', 'at') && tokens.slice(i + 1, i + 3).some((n) => is(n, ...QUESTION_WORDS.home)),
  );
  if (place < 0) return null;
  // ("is olive oil on my list or do i have some at home": the thing is what is said first, before the list or the choice)
  const item = itemOf(untilPlace(tokens.slice(0, place), 1, ['on', 'or']));
  return item && !termIsWordOnly(item) ? { type: 'atHome', item } : null;
}

/** "what's in my pantry", "what have I got at home", "show me the cupboard": everything at home. */
function pantryList(tokens: readonly Token[]): Question | null {
  const home = QUESTION_WORDS.home.join('|');
  // "in my pantry", "at home", "pantry contents": the place itself, not "chicken stock"
  if (!hasSeq(tokens, 'my|the|our|at|in', home) && !hasSeq(tokens, home, 'content|contents|inventory')) return null;
  // "what can I make with what's in my fridge" is a recipe search; a change is never a question
  if (hasLemma(tokens, 'make', 'cook', 'recipe', 'add', 'remove', 'put', 'take', 'delete', 'clear', 'use', 'buy')) return null;
  if (findMeal(tokens) || findDay(tokens)) return null;
  const reads =
    hasWord(tokens, 'what', 'whats', 'which', 'everything', 'anything') ||
    hasLemma(tokens, 'show', 'list', 'see', 'tell', 'check') ||
    hasSeq(tokens, 'have|got', 'i|we', 'got|left') ||
    hasLemma(tokens, 'content', 'contents', 'inventory');
  return reads ? { type: 'pantryList' } : null;
}

/** "how many things do I still have to buy", "how many items are left on my list": the lines still to get, counted. */
function listLeft(tokens: readonly Token[]): Question | null {
  if (!hasSeq(tokens, 'how', 'many') && !hasSeq(tokens, 'number', 'of')) return null;
  const toBuy = hasSeq(tokens, 'to', 'buy|get|pick|grab') || hasWord(tokens, 'list', 'shopping', 'groceries');
  const left = hasWord(tokens, ...QUESTION_WORDS.left) || hasSeq(tokens, 'to', 'buy|get|pick|grab');
  return toBuy && left ? { type: 'listLeft' } : null;
}

/**
 * "eggs - gotta buy them or nah", "the feta: do we still need it?": a food named on its own first, then asked of as "it" or
 * "them" — the ask with the food in its place; else null.
 */
function frontedAskedOf(tokens: readonly Token[]): Token[] | null {
  const cut = tokens.findIndex((t) => t.kind === 'punct' && ['-', ':', ',', '—', '–'].includes(t.text));
  if (cut < 1) return null;
  const named = tokens.slice(0, cut);
  const item = itemOf(named);
  if (!item || !isCatalogueFoodName(item) || named.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PRON')) return null;
  const pointer = tokens.findIndex((t, i) => i > cut && is(t, 'it', 'them', 'those', 'these'));
  if (pointer < 0) return null;
  return [...tokens.slice(cut + 1, pointer), ...named, ...tokens.slice(pointer + 1)];
}

/** Verbs of getting a thing the list holds. */
const BUYING = ['buy', 'get', 'pick', 'grab', 'purchase'];

function onList(message: readonly Token[]): Question | null {
  const said = frontedAskedOf(message) ?? message;
  // "do we still need to get milk": the adverbs say nothing of the line, nor the choice offered after it ("… or not")
  const choice = choiceAt(said);
  const tokens = (choice >= 0 ? said.slice(0, choice) : said).filter(
    (t) => !is(t, 'still', 'really', 'actually', 'even', 'also', 'already'),
  );
  // "do i need to buy eggs", "do i still need to get milk", "do we need eggs"; asked with the "do" left out
  // ("should we get more oats", "must i buy eggs or not": whether to get it, answered from the list too)
  const asked = at(tokens, 'do|does', 'i|we', 'need|have');
  const should = at(tokens, 'should|must', 'i|we', BUYING.join('|'));
  const verb = asked >= 0 ? asked + 2 : should >= 0 ? should + 2 : needAskedBare(tokens, choice >= 0);
  if (verb >= 0) {
    // ("buy rice this week or not": the getting asked of itself)
    let i = is(tokens[verb], ...BUYING) ? verb : verb + 1;
    const have = is(tokens[verb], 'have', 'got');
    if (have) {
      if (!is(tokens[i], 'to')) return null;
    }
    if (is(tokens[i], 'to')) i++;
    if (is(tokens[i], ...BUYING)) i++;
    else if (have || is(tokens[i - 1], 'to')) return null;
    if (is(tokens[i], 'up')) i++;
    if (is(tokens[i], 'from')) return null; // "what do I need from produce" is an aisle
    const item = itemOf(untilPlace(tokens, i, ['from', 'at', 'for', 'this', 'on', 'or']));
    if (!item || findMeal([...tokens.slice(i)]) || termIsWordOnly(item)) return null;
    // (whether to buy something that is no food is no question of the list: "should i buy shares")
    if (should >= 0 && verb === should + 2 && !isCatalogueFoodName(item)) return null;
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
/**
 * "need to buy eggs this week or nah", "we still gotta get rice?", "i need bread or not": the need asked with its "do"
 * left out, asked only by its question mark or a choice offered at its end (said plainly it is the ask to add it);
 * "buy rice this week or not": the getting itself offered as the choice. Where "need" (or "have" or "got" before "to",
 * or the getting) is, else -1.
 */
function needAskedBare(tokens: readonly Token[], choice: boolean): number {
  if (!tokens.some((t) => t.text === '?') && !choice) return -1;
  let i = openingOf(tokens);
  if (is(tokens[i], 'i', 'we')) i++;
  if (choice && is(tokens[i], ...BUYING)) return i;
  return is(tokens[i], 'need') || (is(tokens[i], 'have', 'got') && is(tokens[i + 1], 'to')) ? i : -1;
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

/** The aisle some words name, every word of them the aisle's ("spices", "the frozen stuff" is not): else null. */
export function aisleOnly(said: readonly Token[]): string | null {
  const words = said.filter((t) => !is(t, ...QUESTION_WORDS.aislePart));
  const aisle = words.length ? aisleNamed(words, 0) : null;
  return aisle && aisle !== 'Other' && words.every((w) => aisleNamed([w], 0) === aisle) ? aisle : null;
}

/** The first aisle some words name ("what's in the bakery part of my list" → Bakery), else null. */
export const aisleIn = (tokens: readonly Token[]): string | null => aisleNamed(tokens, 0);

function listAisle(tokens: readonly Token[]): Question | null {
  // "which produce things are on the list", "any dairy on the list?": the aisle said just after the question word
  const asked = tokens.findIndex((t) => is(t, 'what', 'whats', 'which', 'any'));
  const onList = hasSeq(tokens, 'on', 'my|the', 'list|shopping|grocery');
  const said = asked >= 0 && onList ? aisleNamed(tokens.slice(asked + 1, asked + 2), 0) : null;
  if (said && said !== 'Other') return { type: 'listAisle', aisle: said };
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
  // "what recipe is the cheese for", "which meals are the tortillas for": the dishes it is bought for asked by name
  const dishAsked = is(tokens[0], 'what', 'whats', 'which') && isLemma(tokens[1], 'recipe', 'meal', 'dish');
  if ((is(tokens[0], 'what', 'whats') || dishAsked) && is(last, 'for')) {
    let i = dishAsked ? 2 : 1;
    if (is(tokens[i], 'is', 'are', "'s")) i++;
    else if (is(tokens[i], 'do', 'does') && is(tokens[i + 1], 'i', 'we') && is(tokens[i + 2], 'need', 'want', 'buy', 'use')) i += 3;
    else return null;
    const item = itemOf(tokens.slice(i, tokens.lastIndexOf(last!)));
    // ("what recipe is that for": the line spoken of, put in by the conversation)
    if (dishAsked && (item === '' || termIsWordOnly(item ?? ''))) {
      const pointer = tokens.slice(i, tokens.lastIndexOf(last!)).find((t) => is(t, 'it', 'that', 'this', 'them', 'those', 'these'));
      return pointer && !findMeal(tokens) ? { type: 'lineFor', item: pointer.norm } : null;
    }
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

/**
 * One line of the list asked about: "how many cookies am i getting" / "how much rice is on my list" (its amount),
 * "did i already tick off the chips" / "is the milk checked" (its tick), "how much is the coffee on my list" / "what
 * do the chips on the list cost" (its price, only with the list named: otherwise a meal's or recipe's cost).
 */
function lineAsked(said: readonly Token[]): Question | null {
  const tokens = said.filter((t) => !is(t, 'still', 'really', 'actually', 'already', 'yet', 'even', 'ever'));
  const on = at(tokens, 'on|in', 'my|the|our', 'list|grocery|shopping|cart|groceries');
  const named = (from: number, to?: number) => {
    const item = itemOf(untilPlace(tokens.slice(0, to), from, ['on', 'in', 'off', 'for', 'at', 'from', 'this', 'yet']));
    return item && !termIsWordOnly(item) && !findMeal(tokens) && !findDay(tokens) ? item : null;
  };
  // "did i tick off the chips", "have we checked the milk off", "is the bread ticked off", "are the eggs crossed off"
  const did = at(tokens, 'did|have|has', 'i|we|you');
  if (did >= 0 && isLemma(tokens[did + 2], ...QUESTION_WORDS.ticking)) {
    const from = did + 3 + (is(tokens[did + 3], 'off') ? 1 : 0);
    const item = named(from);
    return item ? { type: 'lineAsked', item, ask: 'ticked' } : null;
  }
  const ticked = tokens.findIndex((t, i) => i > 1 && isLemma(t, ...QUESTION_WORDS.ticking));
  if (is(tokens[0], 'is', 'are') && ticked > 1 && !is(tokens[1], 'there', 'it', 'that', 'this')) {
    const item = named(1, ticked);
    return item ? { type: 'lineAsked', item, ask: 'ticked' } : null;
  }
  // "how many cookies am i getting", "how many lemons are on my list", "how much rice is on the list"
  const many = at(tokens, 'how', 'many|much');
  if (many >= 0 && !is(tokens[many + 2], 'is', 'are', 'do', 'does', 'will', 'would', 'did')) {
    const verb = tokens.findIndex((t, i) => i > many + 2 && is(t, 'am', 'are', 'is', 'do', 'does', 'did', 'will', "'m", "'re"));
    const getting = tokens.some((t) => isLemma(t, ...QUESTION_WORDS.getting) || is(t, ...QUESTION_WORDS.getting));
    if (
      verb > many + 2 &&
      (on > verb || getting) &&
      !hasLemma(tokens, 'calorie', 'protein', 'carb', 'fat', 'day', 'meal', 'item', 'thing')
    ) {
      const item = named(many + 2, verb);
      return item ? { type: 'lineAsked', item, ask: 'amount' } : null;
    }
  }
  // "how much is the coffee on my list", "how much are the chips on the list", "what do the grapes on my list cost"
  if (on < 0) return null;
  const price =
    (many >= 0 && is(tokens[many + 1], 'much') && is(tokens[many + 2], 'is', 'are', 'do', 'does')) ||
    (is(tokens[0], 'what', 'whats') && hasLemma(tokens, 'cost', 'price'));
  if (!price) return null;
  const from = many >= 0 ? many + 3 : tokens.findIndex((t, i) => i > 0 && !is(t, 'is', 'are', 'do', 'does', "'s", 'the', 'price', 'of'));
  const item = from > 0 ? named(from, on) : null;
  return item ? { type: 'lineAsked', item, ask: 'price' } : null;
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
  return (
    atHome(tokens) ??
    inAtHome(tokens) ??
    lineFor(tokens) ??
    lineAsked(tokens) ??
    pantryList(tokens) ??
    listLeft(tokens) ??
    listAisle(tokens) ??
    onList(tokens) ??
    weekPick(tokens) ??
    mealQuestion(tokens)
  );
}
