/** Questions about the plan: diet and allergen checks, "contains", the day with the most, time, cost, nutrients. */
import {
  findDay,
  findDietAt,
  findMeal,
  findMeasures,
  findSeq,
  hasLemma,
  hasSeq,
  hasWord,
  is,
  isDayWord,
  isLemma,
  isMealWord,
  type Measure,
} from '../entities.js';
import { joinTokens, type Token } from '../tokens.js';
import type { Intent } from './intent.js';
import { MAX_TAG_LENGTH } from './tags.js';
import { isPunctStop, mentionsList, spanUntil, words } from './reading.js';

// ─── questions about the plan ─────────────────────────────────────────────────────────────────────

const PLAN_PLACES = ['plan', 'week', 'meals', 'meal', 'menu', 'food', 'recipes', 'dishes', 'anything', 'everything'];
/** Words that end an ingredient or allergen named in a question ("…in my plan", "…this week"). */
const isTermEnd = (t: Token) =>
  isPunctStop(t) ||
  t.text === ',' ||
  is(
    t,
    'in',
    'on',
    'for',
    'at',
    'during',
    'this',
    'next',
    'today',
    'tonight',
    'tomorrow',
    'anywhere',
    'anymore',
    'or',
    'is',
    'are',
    'will',
    'does',
    'do',
    'can',
    'right',
    'yet',
  ) ||
  isDayWord(t) ||
  (t.pos === 'AUX' && !is(t, 'have'));
const TERM_NOISE = new Set([
  'a',
  'an',
  'the',
  'any',
  'some',
  'my',
  'someone',
  'somebody',
  'people',
  'person',
  'with',
  'who',
  'that',
  'can',
  'not',
  'cannot',
  'eat',
  'have',
  'is',
  'are',
  'allergic',
  'to',
  'of',
  'containing',
  'contain',
  'contains',
  'has',
  'anything',
  'something',
  'meals',
  'dishes',
  'items',
  'kid',
  'kids',
  'child',
  'son',
  'daughter',
  'guest',
  'guests',
  'friend',
  'do',
  'does',
  'at',
  'all',
]);

/** "a peanut allergy" → "peanut"; "someone who can't eat shellfish" → "shellfish". */
function termOf(span: readonly Token[]): string | null {
  let w = span.filter((t) => t.kind !== 'punct' || t.text === '-');
  const allergy = w.findIndex((t) => isLemma(t, 'allergy', 'intolerance', 'allergies', 'intolerances', 'allergen'));
  if (allergy >= 0) w = w.slice(0, allergy);
  while (w.length && TERM_NOISE.has(w[0].norm)) w = w.slice(1);
  while (w.length && (TERM_NOISE.has(w[w.length - 1].norm) || w[w.length - 1].text === '-')) w = w.slice(0, -1);
  // "gluten free" asks about gluten
  if (w.length >= 2 && is(w[w.length - 1], 'free')) w = w.slice(0, is(w[w.length - 2], '-') ? -2 : -1);
  const term = joinTokens(w).replace(/\s+/g, ' ').trim();
  if (
    !term ||
    term.length > MAX_TAG_LENGTH ||
    ['my', 'the', 'this', 'it', 'plan', 'anything', 'something', 'meals', 'safe', 'ok', 'okay', 'fine'].includes(term)
  )
    return null;
  return term;
}

/** Words that make a diet question a request for ideas or a change, not a check of what is planned. */
const NOT_A_DIET_CHECK = [
  'swap',
  'replace',
  'change',
  'switch',
  'option',
  'options',
  'recipe',
  'recipes',
  'idea',
  'ideas',
  'suggest',
  'suggestion',
  'alternative',
  'something',
  'anything',
  'instead',
];

/**
 * "is wednesday dinner vegetarian?", "is my plan vegan", "are tuesday's meals dairy free", "can I eat friday
 * lunch if I'm vegan": whether planned meals fit a diet. The diet comes after what is asked about (a day, a
 * meal or the plan), and nothing asks for ideas or a change.
 */
export function dietQuestion(tokens: readonly Token[]): Intent | null {
  const found = findDietAt(tokens);
  if (!found || tokens.some((t) => isLemma(t, ...NOT_A_DIET_CHECK))) return null;
  const before = tokens.slice(0, found.at);
  const day = findDay(tokens);
  const meal = findMeal(tokens);
  const aboutPlan = before.some((t) => is(t, ...PLAN_PLACES) || isDayWord(t) || isMealWord(t));
  const asks =
    is(words(tokens)[0], 'is', 'are', 'will', 'would') ||
    (hasSeq(tokens, 'can|could|may', 'i|we', 'eat|have') && before.some((t) => is(t, 'if', 'as')));
  // "do i have any vegetarian dinners this week", "which meals this week are vegan": the planned ones, asked which
  const planned =
    hasSeq(tokens, 'this|next', 'week') ||
    hasWord(tokens, 'planned') ||
    hasSeq(tokens, 'my|our|the', 'plan|menu|meals|dinners|lunches|breakfasts');
  const asksWhich =
    (is(words(tokens)[0], 'which', 'what', 'any') || hasSeq(tokens, 'do|have', 'i|we')) &&
    planned &&
    (meal !== undefined || hasLemma(tokens, 'meal'));
  if ((!aboutPlan || !asks) && !asksWhich) return null;
  return { type: 'dietCheck', diet: found.diet, ...(day ? { day } : {}), ...(meal ? { meal } : {}) };
}

/** A question whether the plan holds an ingredient or allergen: "is my plan safe for a peanut allergy?", "any nuts in my plan?". */
export function containsQuestion(tokens: readonly Token[]): { term: string; allergy: boolean } | null {
  const allergy = tokens.some((t) => isLemma(t, 'allergic', 'allergy', 'allergies', 'intolerant', 'intolerance', 'safe', 'allergen'));
  const after = (i: number) => spanUntil(tokens, i, isTermEnd);
  const found = (span: Token[]) => {
    const term = termOf(span);
    return term ? { term, allergy } : null;
  };
  // "allergic to peanuts, is my plan safe?"
  const allergic = findSeq(tokens, ['allergic', 'to']);
  if (allergic >= 0 && hasLemma(tokens, 'safe', 'ok', 'okay', 'fine', 'plan', 'week', 'meal', 'menu', 'contain', 'have')) {
    const hit = found(after(allergic + 2));
    if (hit) return hit;
  }
  // "safe for a peanut allergy", "ok for someone who can't eat shellfish", "safe with nuts"
  const safe = findSeq(tokens, ['safe|ok|okay|fine|alright|suitable', 'for|with']);
  if (safe >= 0) {
    const span = spanUntil(
      tokens,
      safe + 2,
      (t) => isPunctStop(t) || t.text === ',' || is(t, 'this', 'next', 'today', 'tomorrow') || isDayWord(t),
    );
    const hit = found(span);
    if (hit) return hit;
  }
  // "anything with chicken this week", "any meals containing dairy", "meals that have pork"
  const withAt = findSeq(tokens, ['anything|something|meals|meal|dishes|recipes|items|food', 'with|containing|that']);
  const planContext =
    hasSeq(tokens, 'this|next|the', 'week') ||
    hasSeq(tokens, 'my|the|this|our', 'plan|meals|menu|week') ||
    hasSeq(tokens, 'do|does|will', 'i|we', 'have|get|eat') ||
    hasWord(tokens, 'planned');
  if (withAt >= 0 && planContext && !hasLemma(tokens, 'cook', 'make', 'recipe', 'prepare')) {
    let i = withAt + 2;
    if (is(tokens[withAt + 1], 'that'))
      i = is(tokens[i], 'has', 'have', 'contain', 'contains', 'include', 'includes', 'use', 'uses') ? i + 1 : -1;
    if (i > 0) {
      const hit = found(after(i));
      if (hit) return hit;
    }
  }
  // "does my plan have shellfish", "do any of my meals have mushrooms", "does anything contain dairy"
  const verb = tokens.findIndex(
    (t, k) =>
      k > 0 &&
      isLemma(t, 'have', 'contain', 'include', 'use', 'feature') &&
      (tokens.slice(0, k).some((x) => is(x, 'does', 'do', 'will', 'would', 'did')) ||
        // "which meals this week use chicken" (of the plan; "which recipes use chicken" is the library's)
        (tokens.slice(0, k).some((x) => is(x, 'which', 'what')) &&
          tokens.slice(0, k).some((x) => is(x, 'week', 'plan', 'planned', 'my', 'our')) &&
          !hasWord(tokens, 'day', 'days'))),
  );
  if (
    verb > 0 &&
    tokens.slice(0, verb).some((t) => is(t, ...PLAN_PLACES) || isDayWord(t) || isMealWord(t)) &&
    !tokens.slice(0, verb).some((t) => is(t, 'i', 'we') && !hasSeq(tokens, 'do', 'i', 'have'))
  ) {
    const hit = found(after(verb + 1));
    if (hit) return hit;
  }
  // "is there any gluten in my meals?", "are there eggs in any of my meals", "any nuts in my plan?", "is there peanut in anything"
  const there = findSeq(tokens, ['is|are', 'there']);
  const anyFirst = is(words(tokens)[0], 'any');
  if (there >= 0 || anyFirst) {
    const from = there >= 0 ? there + 2 : tokens.indexOf(words(tokens)[0]) + 1;
    const span = spanUntil(tokens, from, isTermEnd);
    const inAt = from + span.length;
    if (is(tokens[inAt], 'in', 'on') && tokens.slice(inAt).some((t) => is(t, ...PLAN_PLACES))) {
      const hit = found(span);
      if (hit) return hit;
    }
  }
  // "will i be eating pork this week", "am i eating any beef"
  const eating = tokens.findIndex((t) => is(t, 'eating', 'having', 'getting'));
  if (
    eating > 0 &&
    tokens.slice(0, eating).some((t) => is(t, 'will', 'am', 'are', 'do')) &&
    !findMeal(tokens) &&
    !findMeasures(tokens).length &&
    !hasWord(tokens, 'what', 'how', 'which')
  ) {
    const hit = found(after(eating + 1));
    if (hit && planContext) return hit;
  }
  // "should i worry about nuts in my plan"
  const about = findSeq(tokens, ['worry|worried|concerned', 'about']);
  if (about >= 0) {
    const hit = found(after(about + 2));
    if (hit) return hit;
  }
  // "is my menu gluten free"
  const free = tokens.findIndex((t, k) => is(t, 'free') && k > 1);
  if (free > 0 && is(words(tokens)[0], 'is', 'are') && tokens.slice(0, free).some((t) => is(t, ...PLAN_PLACES))) {
    const food = tokens[free - 1].text === '-' ? tokens[free - 2] : tokens[free - 1];
    if (food && food.kind === 'word') return { term: food.text, allergy };
  }
  // "check my plan for peanuts"
  const check = findSeq(tokens, ['check|scan', 'my|the', 'plan|meals|week|menu', 'for']);
  if (check >= 0) {
    const hit = found(after(check + 4));
    if (hit) return hit;
  }
  return null;
}

const SUPERLATIVES_MOST = ['most', 'highest', 'biggest', 'largest', 'heaviest', 'priciest', 'costliest', 'max', 'maximum', 'more'];
const SUPERLATIVES_LEAST = ['least', 'fewest', 'lowest', 'smallest', 'lightest', 'cheapest', 'minimum', 'min'];
export const COST_WORDS = [
  'cost',
  'costs',
  'costing',
  'spend',
  'spending',
  'spent',
  'price',
  'prices',
  'pricey',
  'expensive',
  'money',
  'cheap',
  'cheaper',
  'cheapest',
  'priciest',
  'costliest',
  'costly',
  'dollars',
  'pay',
];

export function dayMost(tokens: readonly Token[]): Intent | null {
  if (!tokens.some((t) => is(t, 'day', 'days'))) return null;
  const most = tokens.some((t) => is(t, ...SUPERLATIVES_MOST));
  const least = tokens.some((t) => is(t, ...SUPERLATIVES_LEAST)) || hasSeq(tokens, 'least', 'expensive');
  if (!most && !least) return null;
  const measures = findMeasures(tokens);
  const measure: Measure | undefined =
    measures[0] ??
    (tokens.some((t) => is(t, ...COST_WORDS))
      ? 'cost'
      : is(
            tokens.find((t) => is(t, 'heaviest', 'lightest')),
            'heaviest',
            'lightest',
          )
        ? 'calories'
        : undefined);
  if (!measure) return null;
  return { type: 'dayMost', measure, least: least && !hasSeq(tokens, 'most', 'expensive') };
}

export function cookTime(tokens: readonly Token[]): Intent | null {
  const asksTime =
    hasSeq(tokens, 'how', 'long') ||
    hasSeq(tokens, 'how', 'much', 'time') ||
    hasSeq(tokens, 'how', 'many', 'minutes|mins') ||
    hasSeq(tokens, 'take', 'to', 'make|cook|prepare') ||
    hasSeq(tokens, 'prep', 'time') ||
    hasSeq(tokens, 'cooking', 'time') ||
    hasSeq(tokens, 'cook', 'time');
  if (!asksTime) return null;
  const day = findDay(tokens);
  const meal = findMeal(tokens);
  if (!day && !meal) return null;
  return { type: 'cookTime', day, meal };
}

/** The most expensive lines asked, and how many when a number is said with them ("my 3 priciest items", "the top 5"). */
export function mostExpensiveAsked(tokens: readonly Token[]): Intent {
  const said = tokens.find(
    (t, i) =>
      t.kind === 'number' &&
      (is(tokens[i - 1], 'top') ||
        is(tokens[i + 1], 'most', 'priciest', 'costliest', 'dearest', 'expensive', 'pricey', 'item', 'items', 'thing', 'things', 'lines')),
  );
  const count = said ? Number(said.text) : NaN;
  return { type: 'cost', what: 'mostExpensive', ...(Number.isInteger(count) && count > 1 && count <= 20 ? { count } : {}) };
}

export function cost(tokens: readonly Token[]): Intent | null {
  const day = findDay(tokens);
  const list = (mentionsList(tokens) || hasSeq(tokens, 'grocery|shopping', 'total|bill')) && !hasSeq(tokens, 'this|the|whole', 'week');
  if (
    (hasSeq(tokens, 'most', 'expensive') ||
      hasWord(tokens, 'priciest', 'costliest') ||
      hasSeq(tokens, 'most', 'costly') ||
      hasSeq(tokens, 'cost|costs', 'the', 'most')) &&
    !hasWord(tokens, 'day', 'days')
  ) {
    return mostExpensiveAsked(tokens);
  }
  const costly =
    tokens.some((t) => is(t, ...COST_WORDS)) ||
    (hasSeq(tokens, 'how', 'much') && (list || hasSeq(tokens, 'come', 'to'))) ||
    (hasWord(tokens, 'total', 'bill') && (list || hasWord(tokens, 'grocery', 'shopping'))) ||
    (hasLemma(tokens, 'budget') &&
      hasWord(tokens, 'within', 'over', 'under', 'left', 'remaining', 'stay', 'blow', 'exceed', 'beyond', 'fit'));
  if (!costly || findMeasures(tokens).length) return null;
  if (day && !list) return { type: 'cost', what: 'day', day };
  return { type: 'cost', what: list ? 'list' : 'week' };
}

const WEEK_WORDS = ['week', 'weekly', 'total', 'overall', 'altogether', 'whole'];
/** "high protein", "low calorie", "lots of protein", "recipe", "suggest": asking for ideas, not about the plan. */
export function asksForIdeas(tokens: readonly Token[]): boolean {
  return (
    hasLemma(tokens, 'suggest', 'recommend', 'idea', 'recipe', 'dish', 'suggestion', 'option', 'inspiration', 'crave', 'craving') ||
    hasSeq(tokens, 'high|rich|packed|loaded|higher', 'in|protein|fat|carb|carbs') ||
    hasSeq(tokens, 'protein', 'rich|packed|heavy') ||
    hasSeq(tokens, 'lots|plenty|loads|lot', 'of') ||
    hasSeq(tokens, 'low', 'calorie|calories|fat|carb|carbs') ||
    hasSeq(tokens, 'a|an|some', 'breakfast|lunch|dinner|meal|snack') ||
    hasSeq(tokens, 'mood', 'for') ||
    hasSeq(tokens, 'feel', 'like') ||
    ((hasLemma(tokens, 'find', 'search') || hasSeq(tokens, 'look|looking', 'for')) && !mentionsList(tokens)) ||
    hasSeq(tokens, 'what', 'should|could|can', 'i|we', 'cook|make|eat|have')
  );
}

export function nutrientOrCalories(tokens: readonly Token[]): Intent | null {
  const measures = findMeasures(tokens);
  if (!measures.length || asksForIdeas(tokens)) return null;
  const day = findDay(tokens);
  // "what's my calorie goal?" asks about a preference, not about the plan.
  if (!day && !findMeal(tokens) && hasLemma(tokens, 'goal', 'target', 'limit')) return null;
  const meal = findMeal(tokens);
  const week = !day && tokens.some((t) => is(t, ...WEEK_WORDS) || (is(t, 'plan') && !meal));
  const measure = measures[0];
  if (measure === 'cost') return null;
  if (measure === 'calories') return { type: 'calories', day, ...(meal ? { meal } : {}), week: week && !meal };
  return { type: 'nutrient', nutrient: measure, day, ...(meal ? { meal } : {}), week: week && !meal };
}
