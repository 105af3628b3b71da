/** The meal plan family: a new plan, and a meal swapped. */
import {
  findDietAt,
  findSlotDay,
  findMeal,
  findMinutes,
  hasLemma,
  hasSeq,
  hasWord,
  is,
  isDayWord,
  isLemma,
  isMealWord,
} from '../entities.js';
import type { Clause } from '../mood.js';
import { joinTokens, type Token } from '../tokens.js';
import type { Intent } from './intent.js';
import { MAX_TAG_LENGTH } from './tags.js';
import { requestVerbAt } from './reading.js';
import { priceLimit } from '../requests/price-limits.js';

export function generatePlan(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  if (hasSeq(tokens, 'start', 'over') || hasSeq(tokens, 'start', 'fresh') || hasSeq(tokens, 'start', 'again'))
    return { type: 'generatePlan' };
  if (!isLemma(tokens[v], 'generate', 'create', 'make', 'build', 'plan', 'redo', 'regenerate', 'start', 'draw', 'put', 'do', 'give', 'new'))
    return null;
  const object = tokens.slice(v + 1);
  if (
    hasLemma(object, 'plan', 'menu') ||
    (isLemma(tokens[v], 'plan', 'generate', 'regenerate', 'redo', 'create', 'build') && hasLemma(object, 'week', 'meal', 'meals'))
  )
    return { type: 'generatePlan' };
  if (hasWord(object, 'new', 'another', 'fresh', 'different') && hasLemma(object, 'week')) return { type: 'generatePlan' };
  return null;
}

// ─── swapping a meal ──────────────────────────────────────────────────────────────────────────────

export const SWAP_VERBS = ['swap', 'replace', 'change', 'switch', 'substitute', 'exchange', 'trade', 'rotate', 'sub'];
/** Words in "for something quick and cheap" that are not a dish. */
const SWAP_FILLER = new Set([
  'something',
  'else',
  'different',
  'another',
  'recipe',
  'meal',
  'dish',
  'one',
  'option',
  'options',
  'please',
  'instead',
  'quick',
  'quicker',
  'faster',
  'fast',
  'easy',
  'easier',
  'light',
  'lighter',
  'healthy',
  'healthier',
  'under',
  'less',
  'than',
  'in',
  'minute',
  'minutes',
  'min',
  'mins',
  'cheaper',
  'cheapest',
  'cheap',
  'expensive',
  'inexpensive',
  'budget',
  'and',
  'with',
  'a',
  'an',
  'some',
  'the',
  'new',
  'better',
  'nicer',
  'other',
  'for',
  'to',
  'thing',
  'tasty',
  'good',
  'nice',
  'simple',
  'simpler',
  'more',
  'affordable',
  'speedier',
  'lower',
  'cost',
  'that',
  'is',
  'are',
  'which',
  'has',
  'have',
  'or',
  'of',
  'into',
  'it',
  'thanks',
  'takes',
  'take',
  'within',
  'max',
  'maximum',
  'at',
  'most',
  'hour',
  'half',
  'food',
  'my',
  'me',
  "something's",
  // "… with something else as well", "… too": said of the change, not a dish
  'too',
  'also',
  'as',
  'well',
]);

export function swap(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  const meal = findMeal(tokens);
  const day = findSlotDay(tokens);
  const swapVerb =
    isLemma(tokens[v], ...SWAP_VERBS) || (hasLemma(tokens, ...SWAP_VERBS) && meal !== undefined && !hasWord(tokens, 'what', 'how'));
  // "give me something quicker for wednesday dinner", "i'd like a vegetarian dinner on thursday instead"
  const instead = hasWord(tokens, 'instead', 'different') && meal !== undefined;
  const giveFor =
    isLemma(tokens[v], 'give', 'find', 'get', 'pick', 'choose') &&
    meal !== undefined &&
    day !== undefined &&
    hasWord(tokens, 'for') &&
    hasWord(tokens, 'something', 'else', 'different', 'another', 'quicker', 'cheaper', 'faster', 'new');
  if (!swapVerb && !instead && !giveFor) return null;
  if (!meal && !day && !hasLemma(tokens, 'meal', 'recipe', 'dish')) return null;
  const diet = findDietAt(tokens);
  const said = findMinutes(tokens);
  // "quicker", "faster", "less time": than the meal it replaces; "quick", "fast": the usual 20 minutes
  const quicker = said === undefined && (hasWord(tokens, 'quicker', 'faster', 'speedier') || hasSeq(tokens, 'less', 'time'));
  const minutes = said ?? (!quicker && hasWord(tokens, 'quick', 'fast', 'speedy') ? 20 : undefined);
  const maxCost = priceLimit(tokens);
  const cheaper =
    hasWord(tokens, 'cheaper', 'cheap', 'inexpensive', 'budget', 'affordable', 'cheapest') ||
    hasSeq(tokens, 'less', 'expensive') ||
    hasSeq(tokens, 'lower', 'cost');
  // What it should become: the words after "for"/"with"/"to" that are neither the slot nor a constraint.
  const target = tokens.findIndex(
    (t, k) => k > v && is(t, 'for', 'with', 'to', 'into') && !isDayWord(tokens[k + 1] ?? t) && !isMealWord(tokens[k + 1] ?? t),
  );
  let query: string | undefined;
  if (target >= 0) {
    const dish = tokens.slice(target + 1).filter((t, k) => {
      const at = target + 1 + k;
      if (diet && at >= diet.at && at < diet.at + diet.length) return false;
      // (nor the swap's own verb said after a frame: "would you mind replacing … with something quick")
      return (
        t.kind === 'word' &&
        !SWAP_FILLER.has(t.norm) &&
        !isLemma(t, ...SWAP_VERBS) &&
        !isDayWord(t) &&
        !isMealWord(t) &&
        !is(t, 'tonight', 'today', 'tomorrow')
      );
    });
    const text = joinTokens(dish).replace(/\s+/g, ' ').replace(/ 's\b/g, "'s").trim();
    if (text && text.length <= MAX_TAG_LENGTH) query = text;
  }
  return {
    type: 'swap',
    day,
    meal,
    ...(diet ? { diet: diet.diet } : {}),
    ...(minutes ? { maxMinutes: minutes } : {}),
    ...(quicker ? { quicker } : {}),
    ...(query ? { query } : {}),
    ...(cheaper ? { cheaper } : {}),
    ...(maxCost !== undefined ? { maxCost } : {}),
  };
}

/** "can i swap …", "could we switch …": leave asked to swap, in the words from `start`. */
export function asksLeaveToSwap(tokens: readonly Token[], start = 0): boolean {
  let at = start;
  while (is(tokens[at], 'so', 'ok', 'okay', 'hmm', 'hey')) at++;
  return is(tokens[at], 'can', 'could') && is(tokens[at + 1], 'i', 'we') && isLemma(tokens[at + 2], ...SWAP_VERBS);
}

/**
 * "can i swap tuesday lunch for something mexican", "could we switch friday dinner to something vegetarian": a swap
 * asked with what the meal should become is asked as people ask for a thing, and is done. Asked with no wish ("could i
 * swap monday dinner") it asks leave, and is only offered; "should i…" asks advice.
 */
export function swapAskedWithWish(clause: Clause, change: Intent): boolean {
  if (change.type !== 'swap' || !asksLeaveToSwap(clause.tokens, clause.start)) return false;
  const wished: readonly (keyof typeof change)[] = ['diet', 'maxMinutes', 'quicker', 'query', 'cheaper', 'maxCost'];
  return wished.some((k) => change[k] !== undefined);
}
