/**
 * A slot named in one part of a message and asked of in another: "busy on wed, can you change lunch that day to
 * something faster" (the day said before is "that day"), "sunday breakfast is too heavy, give me something lighter"
 * (the slot told about, then another meal asked for with no slot of its own). The words are data
 * (lexicon/meal-clears.json). Pure.
 */
import { findDay, findMeal, is, isDayWord, isLemma, isMealWord } from '../entities.js';
import type { Intent } from '../intents.js';
import { mealClearWords } from '../../lexicon/meal-clears.js';
import { joinTokens, type Token } from '../tokens.js';
import { isBreak, oneDay, partsOf } from './one-day.js';
import { WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';

type Swap = Extract<Intent, { type: 'swap' }>;

/** Where a phrase pointing at a day said elsewhere ("that day", "the same day") starts in a part, and its length. */
function dayPointerIn(part: readonly Token[]): { at: number; length: number } | null {
  const norms = part.map((t) => t.norm);
  for (const p of mealClearWords().thatDay.phrases) {
    const words = p.split(' ');
    const at = norms.findIndex((_, i) => words.every((w, k) => norms[i + k] === w));
    if (at >= 0) return { at, length: words.length };
  }
  return null;
}

/**
 * A swap whose part points at the one day the message names ("busy on wed, change lunch that day to something
 * faster"): that part read alone, the day in place of the pointer, so the words of the other parts are neither its day
 * nor its wish; else the swap as it was.
 */
export function dayPointedAt(swap: Swap, tokens: readonly Token[], parse: (text: string) => Intent): Swap {
  if (!swap.meal) return swap;
  const part = partsOf(tokens).find((p) => p.some((t) => isMealWord(t)) && dayPointerIn(p));
  const day = part ? oneDay(tokens) : null;
  if (!part || !day) return swap;
  const { at, length } = dayPointerIn(part)!;
  const dayWord = day.kind === 'weekday' ? (day.word ?? WEEKDAY_NAMES[day.weekday]).toLowerCase() : day.word;
  const said = `${joinTokens(part.slice(0, at))} on ${dayWord} ${joinTokens(part.slice(at + length))}`;
  const read = parse(said);
  return read.type === 'swap' && read.day ? read : { ...swap, day };
}

/**
 * "sunday breakfast is too heavy, give me something lighter": the swap a later part asks of the slot an earlier part
 * names, said again plainly ("swap sunday breakfast for something lighter"); null when no later part asks for another
 * meal, or it names a slot of its own.
 */
export function slotThenWish(tokens: readonly Token[]): string | null {
  const meal = findMeal(tokens);
  const day = findDay(tokens);
  if (!meal || !day) return null;
  const { asks, another } = mealClearWords().slotThenWish;
  const parts = partsOf(tokens);
  const named = parts.findIndex((p) => p.some((t) => isMealWord(t)) && p.some((t) => isDayWord(t)));
  if (named < 0) return null;
  for (const part of parts.slice(named + 1)) {
    if (part.some((t) => isDayWord(t) || isMealWord(t) || isBreak(t))) continue;
    const at = part.findIndex((t, i) => is(t, ...another) && part.slice(0, i).some((w) => isLemma(w, ...asks)));
    if (at < 0 || at + 1 >= part.length) continue;
    const dayWord = day.kind === 'weekday' ? (day.word ?? WEEKDAY_NAMES[day.weekday]).toLowerCase() : day.word;
    return `swap ${dayWord} ${meal} for ${joinTokens(part.slice(at))}`;
  }
  return null;
}
