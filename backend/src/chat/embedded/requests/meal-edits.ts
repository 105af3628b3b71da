/**
 * Edits of a planned meal said with a condition: "take the onions out of tuesday's dinner" (one food out:
 * a swap for a recipe without it is offered), and swaps asked "for something thai", "with more protein",
 * "without mushrooms" (the grammar's swap, given the cuisine, the protein rank and the foods to leave out).
 * Pure.
 */
import {
  findCuisine,
  findCuisines,
  findDay,
  findDietAt,
  findMeal,
  findSeq,
  hasSeq,
  is,
  isDayWord,
  isLemma,
  isMealWord,
  itemFromTokens,
} from '../entities.js';
import type { Intent } from '../intents.js';
import { BARE_CHANGE_VERBS } from '../../lexicon/courtesy.js';
import { isRemovedForm, wishedFrom } from '../../lexicon/meal-adds.js';
import { resolveFood } from '../../lexicon/foods.js';
import { WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';
import type { Token } from '../tokens.js';
import { asksLighter, notWantedEndAt, notWantedFrom, wishWords } from '../../lexicon/swap-wishes.js';
import type { RequestIntent } from './types.js';
import { REASON_OPENERS, REASON_SUBJECTS } from '../../lexicon/reasons.js';
import { mealOffWords } from '../../lexicon/meal-clears.js';
import { lexiconFile } from '../../lexicon/data-file.js';
import { severalDaysWords } from './several-days.js';
import { priceLimit } from './price-limits.js';
import { recipeNamed, recipeSaid } from '../../lexicon/dishes.js';

type RemoveFromMeal = Extract<RequestIntent, { type: 'removeFromMeal' }>;
type Swap = Extract<Intent, { type: 'swap' }>;

const OUT_VERBS = ['take', 'remove', 'leave', 'drop', 'hold', 'cut', 'skip', 'get', 'lose', 'delete', 'erase', 'ditch', 'scrap', 'nix'];
const NOT_A_FOOD = ['it', 'that', 'them', 'this', 'meal', 'dinner', 'lunch', 'breakfast', 'everything', 'something'];
/** Words that ask for another recipe: a swap, whose conditions are read by refineSwap. */
const SWAP_WORDS = [
  'swap',
  'replace',
  'switch',
  'substitute',
  'change',
  'something',
  'anything',
  'recipe',
  'idea',
  'suggest',
  'find',
  'give',
  'make',
];

/** The words of a span as said, without the words around a name ("the onion soup of my own" → "onion soup of my own"). */
function saidOf(span: readonly Token[]): string {
  return span
    .filter(
      (t) =>
        t.kind !== 'punct' &&
        !isDayWord(t) &&
        !isMealWord(t) &&
        t.text !== "'s" &&
        !is(t, 'the', 'a', 'an', 'my', 'some', 'any', 'that', 'this', 'rid', 'of'),
    )
    .map((t) => t.norm)
    .join(' ');
}

/** A food out of a meal, with the name as said when the lexicon read less of it ("onion soup" read as onion): a whole item may be named so. */
function outOfMeal(food: string, span: readonly Token[], slot: Omit<RemoveFromMeal, 'type' | 'food'>): RemoveFromMeal {
  const said = saidOf(span);
  return { type: 'removeFromMeal', food, ...slot, ...(said && said !== food && said.length <= 60 ? { said } : {}) };
}

/** The food named in a span ("the onions" → onions); null when the span names a meal or nothing. */
function foodOf(span: readonly Token[]): string | null {
  const kept = span.filter((t) => t.kind !== 'punct' && !isDayWord(t) && !isMealWord(t) && t.text !== "'s");
  // a name the catalogue does not read ("the side salad") is kept as said: it is matched against the meal, never stored
  const item =
    itemFromTokens(kept).item ||
    kept
      .filter((t) => !is(t, 'the', 'a', 'an', 'my', 'some', 'any', 'that', 'this'))
      .map((t) => t.norm)
      .join(' ');
  if (!item || is(kept[0], ...NOT_A_FOOD) || item.length > 40) return null;
  return item;
}

/** "take the onions out of tuesday's dinner", "no mushrooms in friday lunch", "make wednesday dinner without onions". */
export function removeFromMeal(tokens: readonly Token[], start: number): RemoveFromMeal | null {
  const meal = findMeal(tokens);
  if (!meal) return removeFromDay(tokens, start) ?? removeFromDish(tokens, start);
  const day = findDay(tokens);
  const slot = { ...(day ? { day } : {}), meal };
  let v = start;
  if (is(tokens[v], 'please', 'pls', 'can', 'could', 'would')) v += is(tokens[v + 1], 'you', 'u') ? 2 : 1;
  if (is(tokens[v], 'please', 'pls', 'just')) v++;
  if (isLemma(tokens[v], ...OUT_VERBS)) {
    // "take out the chicken from sunday dinner": the particle first, then the food, then where
    if (is(tokens[v + 1], 'out', 'off')) {
      const where = findSeq(tokens, ['from|of|in|on|for'], v + 2);
      const food = where > v + 2 ? foodOf(tokens.slice(v + 2, where)) : null;
      return food && tokens.slice(where + 1).some((t) => isMealWord(t)) ? outOfMeal(food, tokens.slice(v + 2, where), slot) : null;
    }
    // "hold the mushrooms on friday dinner", "skip the cheese in wednesday lunch": these verbs leave a food out of where they name
    // (and "get rid of the peppers in sunday lunch")
    const leaves = isLemma(tokens[v], 'hold', 'skip', 'leave', 'lose') || (is(tokens[v + 1], 'rid') && is(tokens[v + 2], 'of'));
    const out = findSeq(tokens, [leaves ? 'out|off|from|on|in|for|at|with' : 'out|off|from'], v + 1);
    if (out < 0) return null;
    const span = tokens.slice(v + 1, out).filter((t) => !is(t, 'rid', 'of'));
    const food = foodOf(span);
    if (!food || !tokens.slice(out + 1).some((t) => isMealWord(t))) return null;
    return outOfMeal(food, span, slot);
  }
  // "i'd like the yogurt removed from saturday's breakfast", "we want the olives taken off friday dinner": a food wished out
  const wished = wishedFrom(tokens, v);
  const gone = wished < 0 ? -1 : tokens.findIndex((t, i) => i > wished && isRemovedForm(t));
  if (gone > wished && tokens.slice(gone + 1).some((t) => isMealWord(t))) {
    const food = foodOf(tokens.slice(wished, gone));
    return food ? outOfMeal(food, tokens.slice(wished, gone), slot) : null;
  }
  // "i don't want tomatoes in friday's dinner", "we do not want any beans with dinner tonight": a food not wanted in one meal
  const subject = tokens.findIndex((t, i) => i >= v && is(t, 'i', 'we'));
  if (subject >= 0) {
    const want = tokens.findIndex((t, i) => i > subject && i <= subject + 4 && isLemma(t, 'want', 'need', 'like'));
    if (want > 0 && tokens.slice(subject + 1, want).some((t) => is(t, 'not', 'never'))) {
      const where = tokens.findIndex((t, i) => i > want + 1 && is(t, 'in', 'on', 'for', 'with', 'at', 'from'));
      // the slot said first ("for thursday dinner i don't want garlic"): the food is what follows "want"
      const slotBefore = tokens.slice(0, subject).some((t) => isMealWord(t));
      const span = where > 0 ? tokens.slice(want + 1, where) : slotBefore ? tokens.slice(want + 1) : [];
      const food = foodOf(span.filter((t) => !is(t, 'any', 'no', 'please', 'thanks')));
      return food && (slotBefore || tokens.slice(where + 1).some((t) => isMealWord(t))) ? { type: 'removeFromMeal', food, ...slot } : null;
    }
  }
  // "thursday breakfast without eggs", "lunch tomorrow no mayo", "i'd prefer my friday breakfast without any nuts": the
  // slot named, then the food to leave out — unless a new recipe is asked for (a swap with a condition, read elsewhere)
  const swapAsked = tokens.some((t) => isLemma(t, ...SWAP_WORDS));
  const bare = tokens.slice(v).filter((t) => t.kind !== 'punct' && !is(t, 'my', 'the', "'s", 'for', 'on', 'please', 'but'));
  const slotAt = bare.findIndex((t) => isMealWord(t));
  let after = slotAt + 1;
  while (after < bare.length && (isDayWord(bare[after]) || isMealWord(bare[after]))) after++;
  const leaveOut = is(bare[after], 'without', 'minus', 'no') ? 1 : is(bare[after], 'with') && is(bare[after + 1], 'no') ? 2 : 0;
  if (!swapAsked && slotAt >= 0 && leaveOut) {
    const food = foodOf(bare.slice(after + leaveOut).filter((t) => !is(t, 'any', 'thanks', 'please')));
    return food ? { type: 'removeFromMeal', food, ...slot } : null;
  }
  // "no onions in tuesday's dinner", "without onions for friday lunch", "no pear with my monday lunch"
  if (is(tokens[v], 'no', 'without')) {
    const where = tokens.findIndex((t, i) => i > v && is(t, 'in', 'on', 'for', 'from', 'at', 'with'));
    const food = where > v ? foodOf(tokens.slice(v + 1, where)) : null;
    return food ? outOfMeal(food, tokens.slice(v + 1, where), slot) : null;
  }
  // "make tuesday dinner without onions"
  const without = findSeq(tokens, ['without']);
  if (isLemma(tokens[v], 'make', 'cook', 'do') && without > v) {
    const food = foodOf(tokens.slice(without + 1));
    return food ? { type: 'removeFromMeal', food, ...slot } : null;
  }
  return null;
}

/**
 * "skip friday's lunch, we're eating out", "take tomorrow's breakfast off", "cancel dinner tonight": a whole planned
 * meal out, the slot itself what is taken — its day and meal named, and nothing else in the clause (a food named is
 * removeFromMeal's). The words are data (lexicon/swap-conditions.json, mealOff).
 */
export function mealOff(tokens: readonly Token[], start: number): Extract<RequestIntent, { type: 'clearMeal' }> | null {
  const meal = findMeal(tokens);
  const { joins, weekend } = severalDaysWords();
  // ("skip the weekend breakfasts": Saturday's here, each day of several made its own clear by the caller, several-days.ts)
  const day = findDay(tokens) ?? (tokens.some((t) => is(t, ...weekend)) ? ({ kind: 'weekday', weekday: 6 } as const) : undefined);
  if (!meal || !day || tokens.some((t) => isLemma(t, ...NOT_A_DAY_EDIT))) return null;
  const { verbs, withParticle, particles, around } = mealOffWords();
  let v = start;
  if (is(tokens[v], 'please', 'pls', 'can', 'could', 'would')) v += is(tokens[v + 1], 'you', 'u') ? 2 : 1;
  if (is(tokens[v], 'please', 'pls', 'just')) v++;
  const particle = isLemma(tokens[v], ...withParticle);
  if (!particle && !isLemma(tokens[v], ...verbs)) return null;
  // (to the first break: what follows it is the reason, "…, we're eating out"; or to a word that starts a reason
  // without a comma, "… off the plan because we're out", "… from the plan we have a party")
  const stop = tokens.findIndex(
    (t, i) =>
      i > v &&
      ((t.kind === 'punct' && t.text !== "'s" && t.text !== "'") || (is(t, ...REASON_OPENERS, ...REASON_SUBJECTS) && !is(t, ...around))),
  );
  const rest = tokens.slice(v + 1, stop < 0 ? undefined : stop);
  if (particle && !rest.some((t) => is(t, ...particles))) return null;
  const slotOnly = rest.every((t) => isDayWord(t) || isMealWord(t) || is(t, ...around, ...particles, ...joins, ...weekend));
  return slotOnly && rest.filter((t) => isMealWord(t)).length === 1 ? { type: 'clearMeal', day, meal } : null;
}

/** Words that make "take X off" about a list or the person's rules, not a day's meals. */
export const NOT_A_DAY_EDIT = [
  'list',
  'grocery',
  'groceries',
  'shopping',
  'allergy',
  'allergies',
  'dislike',
  'dislikes',
  'diet',
  'pantry',
  'cart',
];

/**
 * "get rid of the side salad on saturday", "take the toast off wednesday": a food out of a day's meals, the meal
 * not said (which one holds it is looked up when answered). Null unless a day follows the food.
 */
function removeFromDay(tokens: readonly Token[], start: number): RemoveFromMeal | null {
  if (tokens.some((t) => isLemma(t, ...NOT_A_DAY_EDIT))) return null;
  let v = start;
  if (is(tokens[v], 'please', 'pls', 'can', 'could', 'would')) v += is(tokens[v + 1], 'you', 'u') ? 2 : 1;
  if (is(tokens[v], 'please', 'pls', 'just')) v++;
  if (!isLemma(tokens[v], ...OUT_VERBS)) return null;
  let from = v + 1;
  if (is(tokens[from], 'rid') && is(tokens[from + 1], 'of')) from += 2;
  if (is(tokens[from], 'out', 'off')) from++;
  const where = findSeq(tokens, ['from|off|out|on|for'], from);
  if (where <= from) return null;
  const dayAt = tokens.findIndex((t, i) => i > where && isDayWord(t));
  // the day straight after ("off saturday", "from wednesday's"), with only "of", "my", "the" between
  if (dayAt < 0 || tokens.slice(where + 1, dayAt).some((t) => !is(t, 'of', 'my', 'the', 'on', 'for'))) return null;
  const span = tokens.slice(from, where);
  const food = foodOf(span);
  const day = findDay(tokens);
  return food && day ? outOfMeal(food, span, { day }) : null;
}

/**
 * "take the mushrooms out of the risotto", "leave the cheese off the lasagne", "hold the coriander on the curry":
 * a food out of a meal named by its dish, no day or meal said (which slot holds the dish is looked up when answered).
 * Null when what follows is a list, the pantry or the person's rules, or names no dish.
 */
function removeFromDish(tokens: readonly Token[], start: number): RemoveFromMeal | null {
  if (tokens.some((t) => isLemma(t, ...NOT_A_DAY_EDIT) || isDayWord(t))) return null;
  let v = start;
  if (is(tokens[v], 'please', 'pls', 'can', 'could', 'would')) v += is(tokens[v + 1], 'you', 'u') ? 2 : 1;
  if (is(tokens[v], 'please', 'pls', 'just')) v++;
  if (!isLemma(tokens[v], ...OUT_VERBS)) return null;
  let from = v + 1;
  const rid = is(tokens[from], 'rid') && is(tokens[from + 1], 'of');
  if (rid) from += 2;
  if (is(tokens[from], 'out', 'off')) from++;
  // "hold the coriander on the curry", "get rid of the peppers in the chilli": these leave a food out of where they name
  const leaves = rid || isLemma(tokens[v], 'hold', 'skip', 'leave', 'lose');
  const where = findSeq(tokens, [leaves ? 'out|off|from|on|in' : 'out|off|from'], from);
  if (where <= from) return null;
  let at = where + 1;
  if (is(tokens[where], 'out') && is(tokens[at], 'of')) at++;
  // the dish: "the", "my", "our" before it, and it runs to the clause's end
  // ("that one", "this": a meal pointed at, read against the conversation, not a dish named)
  if (!is(tokens[at], 'the', 'my', 'our')) return null;
  const stop = tokens.findIndex((t, i) => i > at && t.kind === 'punct');
  const dishWords = tokens.slice(at + 1, stop < 0 ? undefined : stop).filter((t) => !is(t, 'please', 'pls', 'thanks', 'thx'));
  const dish = dishWords.map((t) => t.norm).join(' ');
  const span = tokens.slice(from, where);
  const food = foodOf(span);
  if (!food || !dish || dishWords.length > 5 || is(dishWords[0], ...NOT_A_FOOD)) return null;
  return { ...outOfMeal(food, span, {}), dish };
}

/** The foods after "without", "with no", "but no" in a swap ("for something without mushrooms or onions"). */
function withoutFoods(tokens: readonly Token[]): string[] {
  const at = tokens.findIndex((t, i) => is(t, 'without') || (is(t, 'no') && is(tokens[i - 1], 'with', 'but', 'and')));
  if (at < 0) return [];
  const span: Token[][] = [[]];
  for (const t of tokens.slice(at + 1)) {
    if (t.kind === 'punct' && t.text !== '-') break;
    if (is(t, 'and', 'or', 'nor', ',')) span.push([]);
    else if (!is(t, 'any', 'please')) span[span.length - 1].push(t);
  }
  return span.map((s) => foodOf(s)).filter((f): f is string => f !== null);
}

/**
 * Foods a swap says are not wanted, beyond "without": "not chicken again", "sick of pasta", "anything but rice",
 * "something that isn't fish" (the words before and after are the lexicon's, lexicon/swap-wishes.json). Only a food
 * the catalogue reads counts: "not too spicy" names none.
 */
function notWantedFoods(tokens: readonly Token[]): string[] {
  const found: string[] = [];
  for (let from = notWantedFrom(tokens); from >= 0 && from < tokens.length;) {
    let end = from;
    while (
      end < tokens.length &&
      tokens[end].kind !== 'punct' &&
      !notWantedEndAt(tokens, end) &&
      !isDayWord(tokens[end]) &&
      !isMealWord(tokens[end]) &&
      !is(tokens[end], 'and', 'or', 'for', 'on', 'in', 'at', 'please', 'pls', 'instead', 'this', 'tonight', 'today')
    )
      end++;
    const span = tokens.slice(from, end).filter((t) => !is(t, 'the', 'a', 'an', 'any', 'more', 'my', 'that', 'so', 'much'));
    const item = span.length && span.length <= 4 ? itemFromTokens(span).item : '';
    // a food the catalogue knows ("not feeling it", "not too spicy" name none)
    if (item && !is(span[0], ...NOT_A_FOOD) && resolveFood(item).kind !== 'none') {
      found.push(item);
      // a list of them: "anything but pasta or rice", "not chicken, beef or pork again"
      if (is(tokens[end], 'or', 'nor', 'and', ',') && end + 1 < tokens.length) {
        from = end + 1;
        continue;
      }
    }
    from = notWantedFrom(tokens, Math.max(end, from + 1));
  }
  return found;
}

/** Parts of speech that name no dish: "like", "as well", "kinda", "too" around what is wanted. */
const NO_DISH_POS = new Set(['ADP', 'ADV', 'DET', 'PRON', 'AUX', 'CCONJ', 'SCONJ', 'PART', 'INTJ', 'NUM', 'PUNCT']);

/** A swap's dish to look for, without the words around it that name none ("quicker like under 20" → no dish). */
function dishOnly(swap: Swap, tokens: readonly Token[]): Swap {
  if (!swap.query) return swap;
  // a reason after the wish is no dish either: "for something lighter please, long shift"
  const wish = Math.max(
    0,
    tokens.findIndex((t) => is(t, 'for', 'with', 'to', 'into', 'be')),
  );
  const brk = tokens.findIndex((t, i) => i > wish && t.kind === 'punct' && [',', ';', '.', '!'].includes(t.text));
  const reason = new Set(brk < 0 ? [] : tokens.slice(brk + 1).map((t) => t.norm));
  const wished = new Set(brk < 0 ? [] : tokens.slice(wish, brk).map((t) => t.norm));
  const kept = swap.query.split(' ').filter((w) => {
    const said = tokens.find((t) => t.text === w || t.norm === w);
    return !said || (!NO_DISH_POS.has(said.pos) && !(reason.has(said.norm) && !wished.has(said.norm)));
  });
  const out: Swap = { ...swap };
  if (kept.length) out.query = kept.join(' ');
  else delete out.query;
  return out;
}

/** A swap with what the grammar leaves unread: the cuisine, more protein, fewer calories, foods to leave out. */
export function refineSwap(grammar: Swap, tokens: readonly Token[]): Swap {
  const dish = dishOnly(grammar, tokens);
  const swap = softWish(tokens.map((t) => t.text).join(' ')) ? softened(dish) : dish;
  const cuisine = findCuisines(tokens);
  const protein = hasSeq(tokens, 'more|higher|high|extra|lots', 'protein') || hasSeq(tokens, 'protein', 'rich|packed|heavy');
  const lighter = asksLighter(tokens);
  const without = [...new Set([...withoutFoods(tokens), ...notWantedFoods(tokens)])];
  // a recipe named outside the words the grammar reads as the wish ("i want saag paneer on tuesday for dinner")
  const recipe = swap.query
    ? undefined
    : recipeSaid(tokens.filter((t) => t.kind === 'word' && !isDayWord(t) && !isMealWord(t)).map((t) => t.norm));
  if (recipe) return { ...swap, query: recipe };
  if (!cuisine && !protein && !lighter && !without.length) return swap;
  const out: Swap = { ...swap };
  // the words that said these are not a dish to look for
  if (out.query) {
    const said = new Set([
      cuisine ?? '',
      'protein',
      'more',
      'high',
      'higher',
      'extra',
      'rich',
      'without',
      'no',
      'but',
      ...wishWords(),
      ...without.flatMap((w) => w.split(' ')),
      ...without.flatMap((w) => w.split(' ').map((x) => x.replace(/s$/, ''))),
    ]);
    const rest = out.query.split(' ').filter((w) => !said.has(w) && !(cuisine ?? '').split(' ').includes(w));
    if (rest.length) out.query = rest.join(' ');
    else delete out.query;
  }
  if (cuisine) out.cuisine = cuisine;
  if (protein) out.rank = 'protein';
  if (lighter) out.lighter = true;
  if (without.length) out.without = without;
  return out;
}

/** Words that say what a meal should be instead: a condition a swap can meet. */
const CONDITION_WORDS = [
  'cheaper',
  'cheap',
  'quicker',
  'faster',
  'quick',
  'fast',
  'speedy',
  'speedier',
  'healthier',
  'lighter',
  'light',
  'without',
  'no',
  'protein',
  'under',
  'less',
  'different',
  'else',
  'new',
];
const LEAD_WORDS = ['please', 'pls', 'plz', 'can', 'could', 'would', 'you', 'u', 'we', 'just', 'maybe', 'hey', 'ok', 'so'];

/** Words that ask for a dish holding a food after "something" ("something with eggs"): slotWish's, swap-conditions.json. */
let dishAsked: readonly string[] | null = null;
const DISH_ASKED = () => (dishAsked ??= lexiconFile<{ slotWish: { dishAsked: string[] } }>('swap-conditions.json').slotWish.dishAsked);

/** Where "… be" starts after a slot said first and then pointed at (", can it be", "- could that be"); else where it was. */
function pointedAt(words: readonly Token[], at: number): number {
  let k = at;
  if (words[k]?.text === ',' || words[k]?.text === '.') k++;
  while (is(words[k], ...LEAD_WORDS)) k++;
  return k > at && is(words[k], 'it', 'that', 'this') && is(words[k + 1], 'be') ? k + 1 : at;
}

/**
 * A slot asked to be something else, said without "swap": "make saturday dinner cheaper", "can sunday
 * breakfast be something without eggs", "could friday dinner be vegetarian". Said again as the swap it asks
 * ("swap sunday breakfast for something without eggs"); null when the message is not one. "the weekend"
 * is its two days, each its own swap.
 */
export function slotWishes(tokens: readonly Token[]): string[] | null {
  const words = tokens.filter((t) => t.kind !== 'punct' || [',', '.', '!', ';', "'s"].includes(t.text));
  let v = 0;
  while (v < words.length && is(words[v], ...LEAD_WORDS)) v++;
  const verb = isLemma(words[v], 'make', 'turn', 'have') ? v : -1;
  // the slot: day and meal words (with "the", "my", "'s") right after the verb, or at the start of a "can … be" ask
  let at = verb >= 0 ? v + 1 : v;
  const slot: Token[] = [];
  const { joins, weekend, beforeBe } = severalDaysWords();
  while (
    at < words.length &&
    (is(words[at], 'the', 'my', 'our', "'s", 'this', 'next', 'on', ...joins) ||
      (words[at].text === ',' && slot.length > 0 && isDayWord(words[at + 1] ?? words[at])) ||
      isDayWord(words[at]) ||
      isMealWord(words[at]) ||
      is(words[at], ...weekend))
  ) {
    if (isDayWord(words[at]) || isMealWord(words[at]) || is(words[at], ...weekend)) slot.push(words[at]);
    at++;
  }
  const meal = slot.find((t) => isMealWord(t));
  const days = slot.filter((t) => isDayWord(t) || is(t, 'weekend', 'weekends'));
  if (!meal || !days.length) return null;
  // the slot said first, then asked of as "it": "saturday's lunch, can it be something cheaper"
  if (verb < 0) at = pointedAt(words, at);
  // "… be something without eggs", "… should be vegetarian"; after "make", the condition straight away
  // ("ought to be", "should both be")
  if (is(words[at], ...beforeBe)) {
    let be = at + 1;
    while (is(words[be], 'to', 'both', 'all', 'just', 'really')) be++;
    if (is(words[be], 'be')) at = be;
  }
  if (is(words[at], 'be')) at++;
  else if (verb < 0) return null;
  const from = at;
  while (at < words.length && is(words[at], 'something', 'anything', 'a', 'an', 'more', 'bit', 'little', 'lot')) at++;
  // the condition runs to the end of its clause: a reason after a comma ("…, money's tight") is no condition,
  // an example of it is ("something faster, like under 15 min")
  const stop = words.findIndex((t, i) => i >= at && t.kind === 'punct' && t.text !== "'s" && !is(words[i + 1], 'like', 'say', 'ideally'));
  const rest = words.slice(at, stop < 0 ? undefined : stop).filter((t) => t.kind !== 'punct' || t.text === ',');
  if (!rest.length) return null;
  // "make tuesday dinner without onions": the same meal without a food (removeFromMeal), not another recipe
  if (at === from && is(rest[0], 'without', 'no', 'minus')) return null;
  const condition = rest.map((t) => t.text).join(' ');
  // ("make friday dinner the beef stroganoff": a recipe of the library named, that one)
  const recipe = at === from ? recipeNamed(condition) : undefined;
  // ("something with eggs": a dish holding a food, the search the swap makes)
  const dish = at > from && is(rest[0], ...DISH_ASKED()) && rest.length > 1;
  const named =
    dish ||
    rest.some((t) => is(t, ...CONDITION_WORDS) || isLemma(t, ...CONDITION_WORDS)) ||
    asksLighter(rest) ||
    !!findCuisine(rest) ||
    !!findDietAt(rest) ||
    priceLimit(rest) !== undefined ||
    !!recipe;
  if (!named) return null;
  const mealWord = meal.norm.replace(/s$/, '');
  const dayWords = days.flatMap((d) => (is(d, 'weekend', 'weekends') ? ['saturday', 'sunday'] : [d.text]));
  const wants = recipe ?? (/^(?:something|anything)\b/.test(condition) ? condition : `something ${condition}`);
  return dayWords.map((day) => `swap ${day} ${mealWord} for ${wants}`);
}

/** A swap whose wish is soft: the words that said so are no dish to look for. */
function softened(swap: Swap): Swap {
  const out: Swap = { ...swap, soft: true };
  const query = out.query
    ?.replace(SOFT, ' ')
    .replace(/\b(?:if|you|u|can|possible|please|pls)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (query) out.query = query;
  else delete out.query;
  return out;
}

/** "if u can", "if possible", "ideally": a wish the swap tries first and may go without. */
const SOFT =
  /\b(?:if (?:you|u|ya) can|if possible|if there(?:'s| is) one|if you have (?:one|any)|ideally|preferably|maybe|would be nice|if not(?: then)? whatever)\b/i;

/** Whether a swap's wish (its cuisine or dish) is soft: tried first, dropped when nothing fits. */
export const softWish = (text: string) => SOFT.test(text);

/** "swap the weekend breakfasts for something quick": no day but the weekend, so each of its two days is swapped, one Undo for both. */
export function weekendSwaps(swap: Swap, tokens: readonly Token[]): Swap | { type: 'several'; parts: Swap[] } {
  if (swap.day || !swap.meal || !tokens.some((t) => is(t, 'weekend', 'weekends'))) return swap;
  return {
    type: 'several',
    parts: [6, 0].map((weekday) => ({ ...swap, day: { kind: 'weekday' as const, weekday } })),
  };
}

/**
 * The slot said in one part and "swap it" in another ("tuesday dinner - not chicken again, change it", "friday's
 * tea. replace it pls"): the message said again with the slot in place of "it", so the swap reads its conditions
 * from every part. Null when no meal is named or no part asks a bare swap.
 */
export function slotThenSwapIt(tokens: readonly Token[]): string | null {
  const meal = findMeal(tokens);
  if (!meal) return null;
  // the verb leads a part after the one naming the slot: "…, can you switch it", ". replace it pls", "so change it"
  const leadsLaterPart = (i: number) => {
    let k = i - 1;
    while (k >= 0 && is(tokens[k], ...LEAD_WORDS)) k--;
    return k > 0 && (tokens[k].kind === 'punct' || is(tokens[k], 'so', 'and', 'but', 'then'));
  };
  const at = tokens.findIndex(
    (t, i) =>
      (BARE_CHANGE_VERBS[t.lemma] === 'swap' || BARE_CHANGE_VERBS[t.lemma] === 'change') &&
      is(tokens[i + 1], 'it', 'that', 'this') &&
      leadsLaterPart(i),
  );
  if (at < 0) return null;
  const day = findDay(tokens);
  const dayWord = day?.kind === 'weekday' ? (day.word ?? WEEKDAY_NAMES[day.weekday]).toLowerCase() : (day?.word ?? '');
  const slot = `${dayWord} ${meal}`.trim();
  // (a dash between parts, " - ", is a comma: it would join the words around it into one)
  return tokens.map((t, i) => (i === at + 1 ? slot : i === at ? 'swap' : t.text === '-' && t.space ? ',' : t.text)).join(' ');
}
