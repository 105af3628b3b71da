/**
 * Recipes shown and swaps asked, as a next message leans on them: "what are the cheapest dinners you have" lists
 * the library's recipes by cost a serving (not the plan's cost); "the cheapest one", "the quickest one" is the
 * listed recipe with the least of what the list showed; "make it cheaper too" keeps what the last swap of that
 * meal asked for. Pure.
 */
import { findCuisine, findDay, findDiet, findMeal, hasWord, is } from '../embedded/entities.js';
import type { Intent } from '../embedded/intents.js';
import type { Token } from '../embedded/tokens.js';
import type { MealRef, RecipeRef, SwapWish } from './state.js';

/** What a list of recipes is called ("dinners", "recipes", "meals you have"). */
const RECIPE_NOUNS = [
  'dinners',
  'lunches',
  'breakfasts',
  'recipes',
  'meals',
  'dishes',
  'options',
  'ideas',
  'recipe',
  'dinner',
  'lunch',
  'breakfast',
  'meal',
  'dish',
];
/** Words that make the question one about the plan or list already made ("my plan", "this week", "on my list"). */
const CHANGE_WORDS = [
  'swap',
  'replace',
  'change',
  'switch',
  'put',
  'add',
  'use',
  'make',
  'instead',
  'it',
  'that',
  'one',
  'ones',
  'them',
  'those',
];
const OWN_WORDS = ['my', 'week', 'plan', 'planned', 'list', 'day', 'grocery', 'groceries', 'weekend'];

/** "what are the cheapest dinners you have", "cheapest lunches?", "show me your cheapest recipes": recipes by cost a serving. */
export function asksCheapestRecipes(tokens: readonly Token[]): Intent | null {
  if (!hasWord(tokens, 'cheapest') || !hasWord(tokens, ...RECIPE_NOUNS)) return null;
  // of the plan or list already made, or a change asked ("swap it for the cheapest dinner"): not a list of recipes
  if (hasWord(tokens, ...OWN_WORDS, ...CHANGE_WORDS) || findDay(tokens) !== undefined) return null;
  const meal = findMeal(tokens);
  const diet = findDiet(tokens);
  const cuisine = findCuisine(tokens)?.cuisine;
  return { type: 'recipes', rank: 'cost', ...(meal ? { meal } : {}), ...(diet ? { diet } : {}), ...(cuisine ? { cuisine } : {}) };
}

/** "the cheapest one", "the quickest of those": the place of the listed recipe with the least cost or time; null if not said or not known. */
export function listedPlace(tokens: readonly Token[], listed: readonly RecipeRef[]): number | null {
  // (the spelling step may read "quickest" as "quicker": "the quicker" is the list's too, "something quicker" is not)
  const at = tokens.findIndex(
    (t, i) => is(t, 'cheapest', 'quickest', 'fastest', 'shortest') || (is(t, 'cheaper', 'quicker', 'faster') && is(tokens[i - 1], 'the')),
  );
  const by: keyof RecipeRef = is(tokens[at], 'cheapest', 'cheaper') ? 'cost' : 'minutes';
  // "the cheapest one", "the quickest for friday": the list's; "the cheapest vegetarian recipe" is a search of its own
  const next = tokens[at + 1];
  if (at < 0 || !listed.length || !(next === undefined || next.kind === 'punct' || is(next, ...AFTER_SUPERLATIVE))) return null;
  const known = listed.map((r, i) => ({ v: r[by] as number | undefined, i })).filter((x) => typeof x.v === 'number');
  if (!known.length) return null;
  return known.reduce((a, b) => (b.v! < a.v! ? b : a)).i;
}

/** What follows a superlative that points at the list shown. */
const AFTER_SUPERLATIVE = ['one', 'recipe', 'option', 'dish', 'of', 'for', 'to', 'on', 'in', 'please', 'pls', 'then', 'instead'];

type Swap = Extract<Intent, { type: 'swap' }>;

/** The swap with what the last swap of the same meal asked for kept, what is asked now first. */
export function mergeWish(swap: Swap, last: SwapWish | undefined, meal: MealRef): Swap {
  if (!last || last.weekday !== meal.weekday || last.mealType !== meal.mealType) return swap;
  const { weekday: _weekday, mealType: _mealType, ...wish } = last;
  // a new time limit or a "quicker" replaces the other kind; a new dish replaces the old one
  const kept = { ...wish } as Partial<Swap>;
  if (swap.quicker || swap.maxMinutes) {
    delete kept.quicker;
    delete kept.maxMinutes;
  }
  return { ...(kept as object), ...swap } as Swap;
}
