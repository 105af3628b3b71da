/**
 * A swap asked only when the meal planned now meets a condition: "if <slot> has <food> swap it", "swap <slot>
 * only if it takes over an hour". The condition is read here; whether the meal meets it is looked at when
 * answered (swap-if.ts), and a meal that does not is left as it is. The words are data (lexicon/swap-conditions.json).
 * Pure.
 */
import { findSlotDay, findMeal, is, isDayWord, isLemma, isMealWord, itemFromTokens } from '../entities.js';
import type { Intent } from '../intents.js';
import { joinTokens, type Token } from '../tokens.js';
import { resolveFood } from '../../lexicon/foods.js';
import { lexiconFile } from '../../lexicon/data-file.js';
import { WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';
import type { RequestIntent } from './types.js';

type Swap = Extract<Intent, { type: 'swap' }>;
type SwapIf = Extract<RequestIntent, { type: 'swapIf' }>;
export type SwapWhen = SwapIf['when'];

interface Vocabulary {
  opens: string[][];
  holds: string[][];
  longer: string[][];
  swapVerbs: string[];
  pointers: string[];
  padding: string[];
}
let vocabulary: Vocabulary | null = null;
const words = () => (vocabulary ??= lexiconFile<Vocabulary>('swap-conditions.json'));

const saysAt = (tokens: readonly Token[], at: number, phrase: readonly string[]) => phrase.every((w, k) => is(tokens[at + k], w));

/** The longest phrase said at `at`, its length; 0 when none is. */
function phraseLength(tokens: readonly Token[], at: number, phrases: readonly string[][]): number {
  return Math.max(0, ...phrases.filter((p) => saysAt(tokens, at, p)).map((p) => p.length));
}

/** Where a phrase starts at or after `from`, and its length; null when none does. */
function findPhrase(tokens: readonly Token[], phrases: readonly string[][], from = 0): { at: number; length: number } | null {
  for (let at = from; at < tokens.length; at++) {
    const length = phraseLength(tokens, at, phrases);
    if (length) return { at, length };
  }
  return null;
}

/** "takes over an hour", "more than 40 min": the minutes, read by the grammar as it reads "under an hour". */
function longerThan(cond: readonly Token[], parse: (text: string) => Intent): number | null {
  const found = findPhrase(cond, words().longer);
  if (!found) return null;
  const rest = cond.slice(found.at + found.length).filter((t) => t.kind !== 'punct');
  if (!rest.length || rest.length > 6) return null;
  const read = parse(`swap monday dinner for something under ${joinTokens(rest)}`);
  return read.type === 'swap' && read.maxMinutes ? read.maxMinutes : null;
}

/** "has mushrooms", "there's pork in it", "with onions": the food, when the catalogue knows it. */
function holdsFood(cond: readonly Token[]): string | null {
  const found = findPhrase(cond, words().holds);
  if (!found) return null;
  const span = cond
    .slice(found.at + found.length)
    .filter((t) => t.kind !== 'punct' && !isDayWord(t) && !isMealWord(t) && !is(t, ...words().padding, ...words().pointers));
  if (!span.length || span.length > 4) return null;
  const item = itemFromTokens(span).item;
  return item && resolveFood(item).kind !== 'none' ? item : null;
}

/** The condition and the swap's own words of a message, split at the word that opens the condition; null without one. */
function split(tokens: readonly Token[]): { cond: Token[]; ask: Token[] } | null {
  const open = findPhrase(tokens, words().opens);
  if (!open) return null;
  const after = tokens.slice(open.at + open.length);
  if (tokens.slice(0, open.at).some((t) => isLemma(t, ...words().swapVerbs))) {
    // "swap friday dinner only if it takes over an hour": the swap first ("but", "only" left out of it)
    return { ask: tokens.slice(0, open.at).filter((t) => !is(t, 'but', 'only', 'just')), cond: after };
  }
  // "if thursday dinner has mushrooms swap it": the condition runs to the verb that asks the swap (or a comma)
  const verb = after.findIndex(
    (t, i) => isLemma(t, ...words().swapVerbs) || (t.kind === 'punct' && isLemma(after[i + 1], ...words().swapVerbs)),
  );
  if (verb <= 0) return null;
  return { cond: after.slice(0, verb), ask: after.slice(verb).filter((t) => !(t.kind === 'punct' && t.text === ',')) };
}

/**
 * A swap that depends on the meal now ("if monday dinner has pork swap it"): the swap (its slot from the message, else
 * none, read against the conversation) and the condition. Null when the message has no condition this reads.
 */
export function conditionalSwap(tokens: readonly Token[], parse: (text: string) => Intent): SwapIf | null {
  const parts = split(tokens);
  if (!parts) return null;
  const minutes = longerThan(parts.cond, parse);
  const food = minutes === null ? holdsFood(parts.cond) : null;
  if (minutes === null && !food) return null;
  // the slot said anywhere: in place of "it" in the swap's words, or before them
  const day = findSlotDay(tokens);
  const meal = findMeal(tokens);
  const slot = meal ? `${day?.kind === 'weekday' ? WEEKDAY_NAMES[day.weekday].toLowerCase() : (day?.word ?? '')} ${meal}`.trim() : '';
  const askWords = parts.ask.map((t) => t.text);
  const pointer = parts.ask.findIndex((t) => is(t, ...words().pointers));
  const named = findMeal(parts.ask) !== undefined;
  // (no slot said: the swap's wish read with a stand-in slot, the slot left to the conversation)
  const stead = named ? '' : slot || 'monday dinner';
  const text = named
    ? askWords.join(' ')
    : pointer >= 0
      ? [...askWords.slice(0, pointer), stead, ...askWords.slice(pointer + 1)].join(' ')
      : `${askWords.join(' ')} ${stead}`;
  const read = parse(text);
  if (read.type !== 'swap') return null;
  const swap: Swap = { ...read };
  if (!named && !slot) {
    delete swap.day;
    delete swap.meal;
  }
  if (swap.meal === undefined && meal) swap.meal = meal;
  if (swap.day === undefined && day && meal) swap.day = day;
  // the new recipe meets the condition it was swapped for: without the food, within the time
  if (food)
    return { type: 'swapIf', swap: { ...swap, without: [...new Set([...(swap.without ?? []), food])] }, when: { kind: 'holds', food } };
  const within = swap.maxMinutes ?? (swap.quicker ? undefined : minutes!);
  return { type: 'swapIf', swap: { ...swap, ...(within ? { maxMinutes: within } : {}) }, when: { kind: 'longer', minutes: minutes! } };
}
