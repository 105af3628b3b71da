/** The grocery family: lines added, removed and ticked, foods added to a meal. */
import { isCatalogueFoodName } from '../../../catalog/catalog.js';
import {
  type DayRef,
  findDay,
  findMeal,
  findSeq,
  hasLemma,
  hasWord,
  is,
  isDayWord,
  isLemma,
  isMealWord,
  itemFromTokens,
} from '../entities.js';
import type { MealType } from '../../../kitchen/vocabulary.js';
import { type Clause, politeVerbAt } from '../mood.js';
import { joinTokens, type Token } from '../tokens.js';
import { storedName } from '../../lexicon/stored-names.js';
import { foodLexicon } from '../../lexicon/foods.js';
import { householdItem } from '../../lexicon/household.js';
import { dishName } from '../../lexicon/things.js';
import { readAmount } from '../../lexicon/amounts.js';
import { besideAt, besideFrom, isAddedForm, isWishVerb, saysBeside, wishedFrom } from '../../lexicon/meal-adds.js';
import { recipeNamed } from '../../lexicon/dishes.js';
import { replacing } from '../../lexicon/swap-wishes.js';
import type { GroceryLineRequest, Intent } from './intent.js';
import { isPunctStop, listRefAt, preferenceRefAt, requestVerbAt, spanUntil } from './reading.js';

// ─── the grocery list ─────────────────────────────────────────────────────────────────────────────

const PRONOUNS = ['it', 'that', 'them', 'this', 'those', 'these', 'everything', 'something', 'anything'];
export const REMOVE_VERBS = ['remove', 'delete', 'take', 'drop', 'scratch', 'erase', 'get', 'bin'];

export function removeGrocery(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  if (!isLemma(tokens[v], ...REMOVE_VERBS) || preferenceRefAt(tokens)) return null;
  let from = v + 1;
  if (isLemma(tokens[v], 'get')) {
    // "get rid of the cheese", "get the cheese off my list" ("get cheese" alone buys it)
    if (is(tokens[v + 1], 'rid') && is(tokens[v + 2], 'of')) from = v + 3;
    else if (!hasWord(tokens.slice(v + 1), 'off')) return null;
  }
  const list = listRefAt(tokens);
  // "take" and "cross" need "off"/"out"/the list: "take 20 minutes" takes nothing off ("drop the chicken" with no list
  // named drops a line when what it names is one the list could hold: checked below)
  // ("bin the crisps" the same: thrown away with why, "bin the spinach, it went off", is the pantry's, read before this)
  const dropOnly = isLemma(tokens[v], 'drop', 'bin') && list < 0 && !hasWord(tokens, 'off', 'out');
  if (isLemma(tokens[v], 'take') && list < 0 && !hasWord(tokens, 'off', 'out')) return null;
  if (findMeal(tokens) && list < 0) return null;
  const said = tokens.slice(from, list >= 0 ? list : undefined);
  const span = said.slice(0, reasonAfterComma(said)).filter((t) => !is(t, 'off', 'out') && t.text !== ',');
  const end = span.findIndex((t) => isPunctStop(t));
  // "remove tonight's dinner from my list": a planned meal named where a line should be — which is meant is asked
  const named = end >= 0 ? span.slice(0, end) : span;
  const meal = findMeal(named);
  if (meal && findDay(named)) {
    const slot = joinTokens(named.filter((t) => !is(t, 'the', 'my', 'our'))).replace(/ 's\b/g, "'s");
    return {
      type: 'confirm',
      question: `Your grocery list holds foods, not meals: did you mean to take ${slot} off your meal plan?`,
      request: `remove ${slot}`,
    };
  }
  const { item } = itemFromTokens(named);
  if (!item || PRONOUNS.includes(item)) return null;
  if (dropOnly && (findDay(named) || storedName(item, 'grocery').kind !== 'known')) return null;
  return { type: 'removeGrocery', item };
}

/** Whether some words name a thing a line could be: a catalogue food or a household item. */
function namesAThing(span: readonly Token[]): boolean {
  const said = span.filter((t) => t.kind === 'word').map((t) => t.norm);
  return said.some((_, i) => foodLexicon().foodPrefix(said.slice(i)) > 0) || householdItem(said.join(' ')) !== null;
}

/**
 * Words said after the things that tell why, not what: three or more that name no food or household thing ("new
 * month new me"), or that say something with a verb ("the doctor wants less sugar").
 */
export function saysWhy(span: readonly Token[]): boolean {
  const said = span.filter((t) => t.kind === 'word');
  return said.length >= 3 && (!namesAThing(said) || said.some((t) => t.pos === 'VERB' || t.pos === 'AUX'));
}

/**
 * Where a reason said after a comma starts ("the cookies, the kids won't eat them"): the first comma after which
 * the words name no thing or tell why; the span's length when there is none (a list of things stays whole).
 */
function reasonAfterComma(span: readonly Token[]): number {
  const comma = span.findIndex((t, i) => i > 0 && t.text === ',' && (!namesAThing(span.slice(i + 1)) || saysWhy(span.slice(i + 1))));
  return comma < 0 ? span.length : comma;
}

const BOUGHT = ['bought', 'got', 'purchased', 'grabbed', 'picked'];
const DONE_WORDS = ['bought', 'purchased', 'done', 'got', 'checked', 'complete', 'completed', 'gotten', 'picked'];

export function checkGrocery(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  const verb = tokens[v];
  let span: Token[] | null = null;
  let checked = true;
  if (isLemma(verb, 'uncheck', 'untick', 'unmark')) {
    span = tokens.slice(v + 1);
    checked = false;
  } else if (isLemma(verb, 'check', 'tick', 'cross', 'mark')) {
    span = tokens.slice(is(tokens[v + 1], 'off') ? v + 2 : v + 1);
    if (isLemma(verb, 'cross') && !hasWord(tokens, 'off')) return null;
  } else if (
    is(tokens[clause.start], ...BOUGHT) &&
    clause.mood !== 'question' &&
    !is(tokens[clause.start + 1], 'any', 'anything', 'enough')
  ) {
    // "got the yogurt", "picked up bread" ("got any lentils in the house" asks)
    span = tokens.slice(clause.start + (is(tokens[clause.start + 1], 'up') ? 2 : 1));
  } else if (
    is(tokens[clause.start], 'i', 'we') &&
    (is(tokens[clause.start + 1], ...BOUGHT) ||
      (is(tokens[clause.start + 1], 'have', 'already') && is(tokens[clause.start + 2], ...BOUGHT)))
  ) {
    span = tokens.slice(clause.start + (is(tokens[clause.start + 1], ...BOUGHT) ? 2 : 3));
    if (is(span[0], 'up')) span = span.slice(1);
  }
  if (!span) return null;
  const list = listRefAt(span);
  let end = span.findIndex(
    (t, k) =>
      isPunctStop(t) ||
      t.text === ',' ||
      k === list ||
      (is(t, 'as') && is(span![k + 1], ...DONE_WORDS, 'not')) ||
      (is(t, 'off') && k > 0) ||
      // "got the apples and lemons already": when, not what
      (is(t, 'already', 'earlier', 'today', 'yesterday') && k > 0) ||
      // "got the rice on my lunch break", "picked up eggs at the shop": where or when, not what (its meal word no meal)
      (is(t, 'on', 'at', 'after', 'before', 'during') && is(span![k + 1], 'my', 'our', 'the', 'a') && k > 0) ||
      is(t, ...DONE_WORDS),
  );
  if (end < 0) end = span.length;
  const itemTokens = span.slice(0, end);
  if (
    // ("we've got 2 kids" tells who eats, it ticks nothing)
    hasLemma(
      itemTokens,
      'calorie',
      'plan',
      'dinner',
      'lunch',
      'breakfast',
      'allergy',
      'meal',
      'if',
      'whether',
      'what',
      'recipe',
      'kid',
      'child',
      'people',
    ) ||
    !itemTokens.length
  )
    return null;
  const { item } = itemFromTokens(itemTokens);
  if (!item || PRONOUNS.includes(item)) return null;
  // "got the apples and the lemons": each ticked, when each is a grocery ("mac and cheese" is no two)
  const each = splitOn(itemTokens, 'and', '&').map((part) => itemFromTokens(part).item);
  if (each.length > 1 && each.every((i) => i && storedName(i, 'grocery').kind === 'known'))
    return { type: 'several', parts: each.map((i) => ({ type: 'checkGrocery', item: i, checked })) };
  return { type: 'checkGrocery', item, checked };
}

/**
 * "add strawberries for the kids' lunches", "crisps for packed lunches": meals in the plural with no day say what
 * the food is for, not one meal of the plan — it is shopping.
 */
const mealsInGeneral = (tokens: readonly Token[]) => !findDay(tokens) && tokens.some((t) => isMealWord(t) && t.norm !== t.lemma);

/** Tokens cut at the words given, the words left out. */
function splitOn(tokens: readonly Token[], ...at: string[]): Token[][] {
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if (is(t, ...at)) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  return parts.filter((p) => p.length);
}

/** Whether the words at `at` say the thing takes a meal's place ("in place of", "instead of": swap-wishes.json). */
function replacingAt(tokens: readonly Token[], at: number): boolean {
  return replacing().some((phrase) => phrase.every((w, k) => is(tokens[at + k], w)));
}

export const ADD_VERBS = ['add', 'put', 'include', 'throw', 'stick', 'pop', 'buy', 'get', 'grab', 'pick', 'chuck', 'jot', 'write'];

/**
 * "add a banana to friday breakfast", "put 2 eggs in tomorrow's lunch", "i want boiled eggs added to tuesday
 * breakfast", "add hummus and some carrots to wednesday lunch": foods into a slot of the plan, each its own add.
 */
export function addFood(clause: Clause): Intent | null {
  const { tokens } = clause;
  const said = addedAt(clause);
  if (!said || listRefAt(tokens) >= 0 || preferenceRefAt(tokens)) return null;
  if (said.slot && !mealsInGeneral(tokens)) {
    // "for saturday breakfast add the eggs too": the slot said first, the food to the clause's end
    const rest = tokens.slice(said.from).filter((t) => !isPunctStop(t));
    const span = rest.slice(0, besideFrom(rest));
    return mealAdd(tokens, span, findDay(said.slot), findMeal(said.slot)!, -1);
  }
  const { from, to } = said;
  // the word that joins the food to the meal: the last before the meal's word ("toast with butter to monday breakfast")
  const mealWord = tokens.findIndex((t, k) => k > (to ?? from) && isMealWord(t));
  const prep = tokens.findLastIndex(
    (t, k) =>
      k > (to ?? from) &&
      k < mealWord &&
      (is(t, 'to', 'for', 'in', 'into', 'on', 'at', 'with', 'alongside', 'beside', 'next') || replacingAt(tokens, k)),
  );
  if (prep < 0) return null;
  const where = tokens.slice(prep + 1);
  const meal = findMeal(where);
  if (!meal) return null;
  const day = findDay(where);
  if (mealsInGeneral(tokens)) return null;
  // ("stick chicken fried rice in for wednesday lunch": the particle after the food is no part of it)
  const span = tokens.slice(from, to ?? prep);
  while (span.length > 1 && is(span[span.length - 1], 'in', 'on', 'into', 'with', 'to', 'for', 'at', 'there')) span.pop();
  // a food only wished ("i want chicken for friday dinner") is an add when said beside the meal; else another meal is asked
  // ("i'd like toast on the side for sunday breakfast": the words that say beside are no part of the food)
  if (said.besideOnly && !saysBeside(tokens) && !besideAt(tokens, prep)) return null;
  return mealAdd(tokens, said.besideOnly ? span.slice(0, Math.max(1, besideFrom(span))) : span, day, meal, prep);
}

/** The add of the foods in `span` to the slot: a dish, several foods or one (`prep`: the word joining them, -1 if none). */
function mealAdd(tokens: readonly Token[], span: readonly Token[], day: DayRef | undefined, meal: MealType, prep: number): Intent | null {
  const parsed = itemFromTokens(span);
  if (!parsed.item || PRONOUNS.includes(parsed.item)) return null;
  // "a bowl of tomato soup", "a side of sweet potato fries": a serving of the food, its name whole (never a swap for it)
  const served = parsed.unit === 'serving' ? dishName(readAmount(joinTokens(span)).rest) : null;
  if (served) parsed.item = served;
  const slot = { ...(day ? { day } : {}), meal };
  // "put beef stroganoff on monday dinner": a dish named, not its first food — the slot is swapped for it; said
  // beside the meal ("… too", "… with my lunch") it is added next to what is there
  const beside = saysBeside(tokens) || (prep >= 0 && besideAt(tokens, prep));
  const said = joinTokens(span);
  const recipe = recipeNamed(said);
  const dish = recipe?.toLowerCase() ?? dishName(said);
  // "put oatmeal in place of friday breakfast": the slot's meal replaced by what is named, a swap
  const replacing = prep >= 0 && replacingAt(tokens, prep);
  if (recipe && (replacing || !beside)) return { type: 'swap', ...slot, query: recipe, recipe };
  if (replacing || (dish && !beside)) return { type: 'swap', ...slot, query: dish ?? (parsed.item as string) };
  if (dish) return { type: 'addFood', item: dish, ...slot, dish: true };
  // "hummus and some carrots": each food its own add, each undone alone ("mac and cheese" is one)
  const each = splitOn(span, 'and', '&', ',').map((part) => itemFromTokens(part));
  if (each.length > 1 && each.every((f) => f.item && storedName(f.item, 'grocery').kind === 'known'))
    return { type: 'several', parts: each.map((f) => ({ type: 'addFood', ...f, ...slot })) };
  // ("classic buttermilk pancakes": words the catalogue does not name as one food may be a recipe's title, looked up when added)
  const maybeDish = parsed.quantity === undefined && parsed.item.includes(' ') && !isCatalogueFoodName(parsed.item);
  return { type: 'addFood', ...parsed, ...slot, ...(maybeDish ? { dish: true as const } : {}) };
}

/**
 * Where the food of an add to a meal is said: after the verb ("add a banana to …"), or before an add said of it
 * ("i want 2 eggs added to …", "can you get some nuts put in …"); null when the clause asks no add.
 */
function addedAt(clause: Clause): { from: number; to?: number; slot?: Token[]; besideOnly?: true } | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  const isAdd = (t: Token | undefined) => isLemma(t, 'add', 'put', 'include', 'stick', 'pop', 'throw');
  if (isAdd(tokens[v])) return { from: v + 1 };
  // the slot first: "for friday lunch add …", "on sunday's breakfast please put …"
  let at = v;
  while (
    at < tokens.length &&
    (is(tokens[at], 'for', 'on', 'at', 'with', 'to', 'my', 'the', "'s", 'please') || isDayWord(tokens[at]) || isMealWord(tokens[at]))
  )
    at++;
  const slot = tokens.slice(v, at);
  if (at > v && findMeal(slot) && isAdd(tokens[at]) && !is(tokens[at + 1], 'to', 'it')) return { from: at + 1, slot };
  const done = tokens.findIndex((t, k) => k > v && isAddedForm(t));
  const wish = tokens.findLastIndex((t, k) => k < done - 1 && isWishVerb(t));
  if (done > 0 && wish >= 0) return { from: wish + 1, to: done };
  // "i want an apple with wednesday lunch too", "i'd like a glass of juice with my friday breakfast": wished beside the meal
  const wished = wishedFrom(tokens, clause.start);
  return wished >= 0 ? { from: wished, besideOnly: true } : null;
}

/** Words after "i need" that are not groceries. */
const NOT_GROCERIES = [
  'minute',
  'minutes',
  'recipe',
  'recipes',
  'idea',
  'ideas',
  'help',
  'plan',
  'something',
  'anything',
  'time',
  'more',
  'less',
  'calories',
  'protein',
  'hour',
  'meal',
  'meals',
  'dinner',
  'lunch',
  'breakfast',
];

export function addGrocery(clause: Clause): Intent | null {
  const { tokens, start } = clause;
  const v = requestVerbAt(clause);
  const list = listRefAt(tokens);
  let span: Token[] | null = null;
  if (isLemma(tokens[v], ...ADD_VERBS) && !is(tokens[v], ...BOUGHT) && list > v) {
    span = tokens.slice(is(tokens[v + 1], 'up', 'down') ? v + 2 : v + 1, list);
    const counted = countAfterList(tokens, list);
    if (counted !== undefined) {
      const lines = groceryLinesOf(span);
      if (lines.length === 1 && lines[0].item && lines[0].quantity === undefined)
        return { type: 'addGrocery', ...lines[0], quantity: counted };
    }
  } else if (
    isLemma(tokens[v], 'add', 'buy') &&
    (v === start + (is(tokens[start], 'please') ? 1 : 0) || v === politeVerbAt(tokens, start)) &&
    (!findMeal(tokens) || mealsInGeneral(tokens)) &&
    !preferenceRefAt(tokens)
  ) {
    // "add eggs", "buy coffee": the list is the only place a bare item goes.
    span = spanUntil(tokens, v + 1, (t) => isPunctStop(t) || t.text === ',');
    span = groceriesListed(tokens, v + 1, span);
  } else if (is(tokens[start], 'i', 'we')) {
    // "i need 2 cans of coconut milk", "we need to buy olive oil", "we're out of coffee", "we ran out of eggs"
    let j = start + 1;
    if (is(tokens[j], 'also', 'still', 'really')) j++;
    // "i shall need", "we'll need": the need to come; "i'd like", "we would want": a wish
    if (tokens[j]?.pos === 'AUX' && isLemma(tokens[j + 1], 'need', 'like', 'want')) j++;
    if (
      isLemma(tokens[j], 'like', 'want') &&
      list > j + 1 &&
      is(tokens[list], 'on', 'onto', 'to', 'in', 'into') &&
      !is(tokens[j + 1], 'to')
    ) {
      // "i'd like some lentils on the list", "we want oat milk on our list": the thing wished on the list
      span = tokens.slice(j + 1, list);
    } else if (isLemma(tokens[j], 'need') && !hasWord(tokens, 'what', 'if', 'whether')) {
      j++;
      if (is(tokens[j], 'to') && isLemma(tokens[j + 1], 'buy', 'get', 'grab', 'pick')) j += is(tokens[j + 2], 'up') ? 3 : 2;
      else if (is(tokens[j], 'to')) return null;
      if (is(tokens[j], 'more', 'some')) j++;
      span = spanUntil(tokens, j, (t, k) => isPunctStop(t) || t.text === ',' || k === list);
      if (list < 0) span = groceriesListed(tokens, j, span);
    } else if (is(tokens[j], 'am', 'are') && is(tokens[j + 1], 'out', 'low', 'running')) {
      const of = findSeq(tokens, ['of|on'], j + 1);
      if (of >= 0) span = spanUntil(tokens, of + 1, (t, k) => isPunctStop(t) || t.text === ',' || k === list);
    } else if (isLemma(tokens[j], 'run') && is(tokens[j + 1], 'out', 'low') && is(tokens[j + 2], 'of', 'on')) {
      span = spanUntil(tokens, j + 3, (t, k) => isPunctStop(t) || t.text === ',' || k === list);
    }
    if (
      span &&
      span.some((t) => is(t, ...NOT_GROCERIES) || (t.kind === 'number' && isLemma(span![span!.indexOf(t) + 1], 'minute', 'hour')))
    )
      return null;
  } else if (is(tokens[start], 'out') && is(tokens[start + 1], 'of')) {
    // ("out of this week's dinners, which is least work": a pick among them asked, nothing run out of)
    if (tokens.slice(start + 2).some((t) => is(t, 'which'))) return null;
    span = spanUntil(tokens, start + 2, (t) => isPunctStop(t) || t.text === ',');
  }
  if (!span) return null;
  const lines = groceryLinesOf(span);
  if (!lines.length || lines.some((line) => !line.item || PRONOUNS.includes(line.item) || line.item.length > 100)) return null;
  const [first, ...also] = lines;
  return { type: 'addGrocery', ...first, ...(also.length ? { also } : {}) };
}

/** "put zucchini on the list x3", "… on my list 2x": the count said after the list, of the one thing added; else undefined. */
function countAfterList(tokens: readonly Token[], list: number): number | undefined {
  let k = list + 1;
  while (k < tokens.length && !(tokens[k].kind === 'number' || /^x\d/i.test(tokens[k].text) || is(tokens[k], 'x'))) k++;
  // only the list's own words between: "on the grocery list x2"
  if (k - list > 4) return undefined;
  const rest = tokens
    .slice(k)
    .filter((t) => t.kind !== 'punct')
    .map((t) => t.text.toLowerCase());
  const said = /^(?:x ?)?(\d{1,3})(?: ?x)?$/.exec(rest.join(' ').replace(/^x(?=\d)/, 'x '));
  const n = said ? Number(said[1]) : NaN;
  return n > 0 ? n : undefined;
}

/** Said after the things, not one of them: "add eggs, butter and milk, thx". */
const AFTER_THINGS = ['thx', 'thanks', 'thank', 'ty', 'pls', 'plz', 'please', 'cheers'];

/**
 * "add eggs, butter and milk", "i need 3 tomatoes, an onion and a pound of turkey": the things after the first
 * comma too, when each is a grocery (the lexicon's bounds); else the span read up to the comma (`first`).
 */
function groceriesListed(tokens: readonly Token[], from: number, first: Token[]): Token[] {
  const listed = spanUntil(tokens, from, (t) => isPunctStop(t) || is(t, ...AFTER_THINGS));
  while (listed.length && (listed[listed.length - 1].text === ',' || is(listed[listed.length - 1], 'and'))) listed.pop();
  if (listed.length <= first.length) return first;
  const lines = groceryLinesOf(listed);
  // each line a thing the lexicon knows; or, when most are, one that it does not is a short name of its own, asked
  // about when added ("add milk, chips and soda": soda asked about, not dropped unsaid)
  const known = lines.filter((line) => storedName(line.item, 'grocery').kind === 'known').length;
  const short = lines.every((line) => line.item.split(/\s+/).length <= 2);
  return lines.length > 1 && (known === lines.length || (known >= 2 && known > lines.length / 2 && short)) ? listed : first;
}

/**
 * The lines of "eggs, butter and 2 cans of tomatoes": split at commas, "and" and "&" — unless the whole
 * phrase is one food of the catalogue ("half and half", "salt and pepper" are two).
 */
function groceryLinesOf(span: readonly Token[]): GroceryLineRequest[] {
  const whole = itemFromTokens(span.filter((t) => t.text !== ','));
  // one food whose name holds the "and" ("half and half"); the item read stops at the end of a food's name
  if (isCatalogueFoodName(whole.item) && /(?:^|\s)(?:and|&)(?:\s|$)/.test(whole.item)) return [whole];
  const parts: Token[][] = [[]];
  for (const t of span) {
    if (t.text === ',' || t.text === '&' || is(t, 'and')) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  const lines = parts.filter((p) => p.length).map((p) => itemFromTokens(p));
  return lines.length > 1 && lines.every((l) => l.item) ? lines : [whole];
}
