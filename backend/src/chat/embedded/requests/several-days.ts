/**
 * Several days named for one meal: "mon and tue lunch", "the two weekend lunches", "saturday & sunday dinners",
 * "this weekend's dinners". A swap or a clear said of them is one a day, each undoable. The days must stand together,
 * joined only by the words of lexicon/swap-conditions.json (severalDays) or a comma: "swap monday dinner for
 * tuesday's" names one slot. Pure.
 */
import { findMeal, is, isDayWord, isMealWord } from '../entities.js';
import type { Intent } from '../intents.js';
import type { Token } from '../tokens.js';
import { readDay, type DayRef } from '../../lexicon/days.js';
import { lexiconFile } from '../../lexicon/data-file.js';

interface DaysWords {
  joins: string[];
  weekend: string[];
  beforeBe: string[];
}
let vocabulary: DaysWords | null = null;
export const severalDaysWords = () => (vocabulary ??= lexiconFile<{ severalDays: DaysWords }>('swap-conditions.json').severalDays);

type Swap = Extract<Intent, { type: 'swap' }>;

const SATURDAY = 6;
const SUNDAY = 0;

const sameDay = (a: DayRef, b: DayRef) =>
  a.kind === b.kind && (a.kind === 'weekday' ? a.weekday === (b as typeof a).weekday : a.offset === (b as typeof a).offset);

/** The days named together in the words, in order; fewer than two when the words name one day or none. */
export function daysNamed(tokens: readonly Token[]): DayRef[] {
  const { joins, weekend } = severalDaysWords();
  const days: DayRef[] = [];
  let last = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const isWeekend = is(t, ...weekend);
    if (!isWeekend && !isDayWord(t)) continue;
    // (what stands between two days: only joining words, commas, or a meal said with the first: "mon lunch and tue lunch")
    const between = last >= 0 ? tokens.slice(last + 1, i) : [];
    if (last >= 0 && !between.every((b) => is(b, ...joins) || b.text === ',' || isMealWord(b))) return days.length > 1 ? days : [];
    const read: DayRef[] = isWeekend
      ? [
          { kind: 'weekday', weekday: SATURDAY },
          { kind: 'weekday', weekday: SUNDAY },
        ]
      : [readDay([t])].filter((d): d is DayRef => d !== undefined);
    for (const day of read) if (!days.some((d) => sameDay(d, day))) days.push(day);
    last = i;
  }
  return days;
}

type ClearMeal = Extract<Intent, { type: 'clearMeal' }>;

/**
 * A swap or a clear said of several days ("swap mon and wed dinner for something quick", "skip breakfast on sat and
 * sun"): one a day; the ask itself otherwise.
 */
export function daysSwaps<Ask extends Swap | ClearMeal>(swap: Ask, tokens: readonly Token[]): Ask | { type: 'several'; parts: Ask[] } {
  if (!swap.meal) return swap;
  // (two meals named, "monday dinner and tuesday lunch": each day has its own meal, not this one)
  const meals = new Set(tokens.filter((t) => isMealWord(t)).map((t) => findMeal([t])));
  if (meals.size > 1) return swap;
  const days = daysNamed(tokens);
  if (days.length < 2) return swap;
  return { type: 'several', parts: days.map((day) => ({ ...swap, day })) };
}
