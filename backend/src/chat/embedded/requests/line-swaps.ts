/**
 * One grocery line for another: "swap the chips for pretzels", "replace the soda with sparkling water", "switch
 * chips to pretzels on my list" — the first taken off, the second added, each undone alone. Only things the list
 * reads on both sides and no day, meal or plan named: "swap monday dinner for tacos" is the plan's swap (intents.ts). Pure: each side
 * is read by the grammar passed in, as said alone.
 */
import type { Intent } from '../intents.js';
import { findDay, findMeal, hasWord, is, isLemma } from '../entities.js';
import { politeVerbAt } from '../mood.js';
import { resolveFood } from '../../lexicon/foods.js';
import { joinTokens, type Token } from '../tokens.js';

/** Words that say one thing takes another's place. */
const SWAP_VERBS = ['swap', 'replace', 'switch', 'substitute', 'trade', 'exchange', 'change'];
/** Where the thing taken off ends and the one put on starts. */
const FOR = ['for', 'with', 'to', 'into'];
/** Words after the things that say where or why, not what. */
const AFTER =
  /\s*\b(?:on|in|from)\s+(?:my|the|our)\s+(?:shopping\s+|grocery\s+)?(?:list|cart|basket)\b.*$|\s*\b(?:instead|please|pls|plz|thanks|thx)\b.*$/i;

/** Words that put a swap in the plan, not on the list: "swap chicken for tofu in the plan" is the plan's. */
const OF_THE_PLAN = ['plan', 'meal', 'meals', 'recipe', 'recipes', 'menu', 'dish', 'week'];

/** The verb's place: first, after "please", or after "can you". */
function verbAt(tokens: readonly Token[]): number {
  const polite = politeVerbAt(tokens, 0);
  if (polite >= 0) return polite;
  return is(tokens[0], 'please', 'pls', 'plz', 'ok', 'okay', 'oh', 'also', 'and', 'then', 'so') ? 1 : 0;
}

/** "swap the chips for pretzels": the line taken off and the one added; null when the message is not that. */
export function lineSwap(tokens: readonly Token[], read: (text: string) => Intent): Intent | null {
  const words = tokens.filter((t) => t.kind !== 'punct' || t.text === '-' || t.text === "'");
  const v = verbAt(words);
  if (!isLemma(words[v], ...SWAP_VERBS) || findDay(words) || findMeal(words) || hasWord(words, ...OF_THE_PLAN)) return null;
  const from = is(words[v + 1], 'out') ? v + 2 : v + 1;
  const at = words.findIndex((t, k) => k > from && is(t, ...FOR));
  if (at < 0) return null;
  const off = joinTokens(words.slice(from, at)).trim();
  const on = joinTokens(words.slice(is(words[at + 1], 'some') ? at + 2 : at + 1))
    .replace(AFTER, '')
    .trim();
  // the things as the list names them: a food, a household item ("soda", "paper towels"); never "something"
  if (!off || !on || [off, on].some((thing) => /\b(?:something|anything|it|that|this|them)\b/i.test(thing))) return null;
  const removed = read(`remove ${off} from my list`);
  const added = read(`add ${kindOf(on, off)} to my list`);
  return removed.type === 'removeGrocery' && added.type === 'addGrocery' ? { type: 'several', parts: [removed, added] } : null;
}

/**
 * The thing put on, said by the word that tells it apart alone ("swap the white rice for brown", "whole milk for
 * skimmed"): that word with the name of the thing taken off, when it is no food alone and together they are one.
 */
function kindOf(on: string, off: string): string {
  const head = off.split(/\s+/).pop() ?? '';
  if (/\s/.test(on) || !head || on.toLowerCase() === head.toLowerCase() || resolveFood(on).kind === 'food') return on;
  const together = `${on} ${head}`;
  return resolveFood(together).kind === 'food' ? together : on;
}

/** "put sparkling water on instead", "put pretzels on": the list is where a bare "put … on" puts a food. */
export function putOn(tokens: readonly Token[], read: (text: string) => Intent): Intent | null {
  const words = tokens.filter((t) => t.kind !== 'punct');
  const v = verbAt(words);
  if (!isLemma(words[v], 'put', 'stick', 'pop', 'throw') || findDay(words) || findMeal(words) || hasWord(words, ...OF_THE_PLAN))
    return null;
  let end = words.length;
  while (end > v && is(words[end - 1], 'instead', 'please', 'pls', 'too', 'then', 'now')) end--;
  if (!is(words[end - 1], 'on') || end - 1 <= v + 1) return null;
  const thing = joinTokens(words.slice(v + 1, end - 1)).trim();
  if (/\b(?:something|anything|it|that|this|them)\b/i.test(thing)) return null;
  const added = read(`add ${thing} to my list`);
  return added.type === 'addGrocery' ? added : null;
}
