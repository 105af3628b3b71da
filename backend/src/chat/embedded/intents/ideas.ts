/** Questions asking for ideas: what to cook with what is at home, quick meals, recipes. */
import {
  findCuisine,
  findDiet,
  findDietAt,
  findMeal,
  findMeasures,
  findMinutes,
  hasLemma,
  hasSeq,
  hasWord,
  ingredientList,
  is,
  isDayWord,
  isLemma,
  isMealWord,
} from '../entities.js';
import { AUXILIARIES, WH_WORDS, type Clause } from '../mood.js';
import { joinTokens, type Token } from '../tokens.js';
import type { Intent } from './intent.js';
import { MAX_TAG_LENGTH } from './tags.js';
import { isPunctStop, spanUntil } from './reading.js';
import { asksForIdeas } from './plan-questions.js';

// ─── ideas: what to cook ──────────────────────────────────────────────────────────────────────────

const COOK_VERBS = ['cook', 'make', 'do', 'prepare', 'whip', 'fix', 'create', 'eat', 'use'];
const isIngredientEnd = (t: Token) =>
  isPunctStop(t) ||
  (t.kind === 'punct' && t.text === '-' && t.space) ||
  is(
    t,
    'for',
    'in',
    'tonight',
    'today',
    'tomorrow',
    'this',
    'under',
    'within',
    'that',
    'which',
    'please',
    'what',
    'any',
    'is',
    'are',
    'can',
    'could',
    'should',
    'would',
  ) ||
  isDayWord(t);

/** Ingredients on hand, with what follows "with", "using", "use", or "i have"/"got" before a question about ideas. */
export function cookWith(clauses: readonly Clause[], tokens: readonly Token[]): Intent | null {
  const meal = findMeal(tokens);
  const cooking =
    hasLemma(tokens, ...COOK_VERBS, 'recipe', 'dish', 'idea', 'meal', 'suggestion', 'something', 'anything') || hasWord(tokens, 'ideas');
  if (!cooking) return null;
  const spans: Token[][] = [];
  for (const [k, t] of tokens.entries()) {
    if (is(t, 'with', 'using') || (isLemma(t, 'use') && !is(tokens[k + 1], 'up'))) spans.push(spanUntil(tokens, k + 1, isIngredientEnd));
  }
  for (const c of clauses) {
    const w = c.tokens;
    const s = c.start;
    if (is(w[s], 'i', 'we') && (isLemma(w[s + 1], 'have', 'got') || (is(w[s + 1], 'have') && is(w[s + 2], 'got'))))
      spans.push(spanUntil(w, s + (is(w[s + 2], 'got') ? 3 : 2), isIngredientEnd));
    if (is(w[s], 'got')) spans.push(spanUntil(w, s + 1, isIngredientEnd));
  }
  for (const span of spans) {
    if (
      !span.length ||
      span.some((t) => t.kind === 'number' || findMeasures([t]).length || is(t, 'minutes', 'minute', 'time', 'hour', 'lots', 'plenty'))
    )
      continue;
    const ingredients = ingredientList(span.filter((t) => !isMealWord(t) && !is(t, 'ideas', 'idea', 'recipes', 'recipe', 'something')));
    if (ingredients.length) return { type: 'cookWith', ingredients, ...(meal ? { meal } : {}) };
  }
  return null;
}

const QUICK_WORDS = ['quick', 'fast', 'speedy', 'quickly', 'rapid', 'quicker', 'faster'];
const FOOD_ASK = [
  'cook',
  'make',
  'recipe',
  'ready',
  'eat',
  'meal',
  'dish',
  'idea',
  'ideas',
  'something',
  'food',
  'prepare',
  'breakfast',
  'lunch',
  'dinner',
  'snack',
  'option',
  'suggestion',
];

export function quick(tokens: readonly Token[]): Intent | null {
  const minutes = findMinutes(tokens);
  const hurry =
    hasSeq(tokens, 'in', 'a', 'hurry') ||
    hasSeq(tokens, 'no', 'time') ||
    hasSeq(tokens, 'short', 'on', 'time') ||
    hasSeq(tokens, 'not', 'much', 'time');
  const asksFood = hasLemma(tokens, ...FOOD_ASK) || hurry;
  if (!asksFood) return null;
  if (minutes === undefined && !hurry && !tokens.some((t) => is(t, ...QUICK_WORDS))) return null;
  const meal = findMeal(tokens);
  const diet = findDiet(tokens);
  const cuisine = findCuisine(tokens)?.cuisine;
  return {
    type: 'quick',
    maxMinutes: minutes ?? 20,
    ...(meal ? { meal } : {}),
    ...(diet ? { diet } : {}),
    ...(cuisine ? { cuisine } : {}),
  };
}

/** Words in "show me some good chicken recipes" that are not the dish. */
const IDEA_FILLER = new Set([
  'recipe',
  'recipes',
  'meal',
  'meals',
  'dish',
  'dishes',
  'idea',
  'ideas',
  'something',
  'anything',
  'food',
  'me',
  'some',
  'good',
  'nice',
  'tasty',
  'healthy',
  'easy',
  'new',
  'suggestion',
  'suggestions',
  'please',
  'any',
  'show',
  'find',
  'give',
  'suggest',
  'recommend',
  'a',
  'an',
  'the',
  'for',
  'with',
  'i',
  'we',
  'want',
  'what',
  'should',
  'could',
  'can',
  'cook',
  'make',
  'eat',
  'have',
  'mood',
  'in',
  'high',
  'protein',
  'rich',
  'packed',
  'lots',
  'of',
  'plenty',
  'is',
  'are',
  'am',
  'to',
  'search',
  'looking',
  'look',
  'option',
  'options',
  'kind',
  'sort',
  'type',
  'fancy',
  'feel',
  'like',
  'craving',
  'crave',
  'great',
  'delicious',
  'yummy',
  'simple',
  'my',
  'you',
  'do',
  'that',
  'this',
  'there',
  'got',
  'get',
  'inspiration',
  'lot',
  'would',
  'love',
  'cuisine',
  'style',
  'dinner',
  'lunch',
  'breakfast',
  'tonight',
  'today',
  'tomorrow',
  'week',
  'loaded',
  'heavy',
  'higher',
  'free',
  'based',
  'low',
  'carb',
  'calorie',
  'calories',
  'fat',
  'one',
  'couple',
  'few',
  'really',
  'so',
  'just',
  'also',
  'maybe',
  'perhaps',
  'idk',
  'hmm',
  'ok',
  'okay',
  'eating',
]);

export function recipes(tokens: readonly Token[]): Intent | null {
  const cuisine = findCuisine(tokens);
  const diet = findDietAt(tokens);
  const meal = findMeal(tokens);
  const rank =
    hasSeq(tokens, 'high|higher|rich', 'protein') ||
    hasSeq(tokens, 'protein', 'rich|packed|heavy|loaded') ||
    hasSeq(tokens, 'lots|plenty|loads|lot|most', 'of', 'protein') ||
    hasSeq(tokens, 'high', '-', 'protein') ||
    hasSeq(tokens, 'protein', '-', 'rich|packed') ||
    hasSeq(tokens, 'rich|high', 'in', 'protein')
      ? ('protein' as const)
      : undefined;
  const ideas =
    asksForIdeas(tokens) ||
    cuisine !== undefined ||
    rank !== undefined ||
    (hasWord(tokens, 'any') && (meal !== undefined || diet !== undefined)) ||
    hasSeq(tokens, 'something', 'vegan|vegetarian|veggie|keto|paleo|light|healthy|new|different|tasty');
  if (!ideas) return null;
  const skip = (i: number) =>
    (cuisine && i >= cuisine.at && i < cuisine.at + cuisine.length) || (diet && i >= diet.at && i < diet.at + diet.length);
  const dish = tokens.filter(
    (t, i) =>
      !skip(i) &&
      t.kind === 'word' &&
      !IDEA_FILLER.has(t.norm) &&
      !IDEA_FILLER.has(t.lemma) &&
      !isDayWord(t) &&
      !isMealWord(t) &&
      !is(t, ...WH_WORDS, ...AUXILIARIES) &&
      t.pos !== 'ADP' &&
      t.pos !== 'PRON' &&
      t.pos !== 'DET' &&
      t.pos !== 'AUX' &&
      t.pos !== 'ADV' &&
      t.pos !== 'SCONJ' &&
      t.pos !== 'CCONJ',
  );
  const query = joinTokens(dish).replace(/\s+/g, ' ').trim();
  return {
    type: 'recipes',
    ...(query && query.length <= MAX_TAG_LENGTH ? { query } : {}),
    ...(diet ? { diet: diet.diet } : {}),
    ...(meal ? { meal } : {}),
    ...(rank ? { rank } : {}),
    ...(cuisine ? { cuisine: cuisine.cuisine } : {}),
  };
}
