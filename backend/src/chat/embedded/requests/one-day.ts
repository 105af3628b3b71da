/**
 * The one day a message names, read part by part ("the day after tomorrow i'm out, clear dinner that day": one day;
 * "friday we're busy and saturday too": two), for an ask whose own words name none ("that day"). Pure.
 */
import { findDay, is } from '../entities.js';
import type { DayRef } from '../../lexicon/days.js';
import { mealClearWords } from '../../lexicon/meal-clears.js';
import type { Token } from '../tokens.js';

/** A break between parts of a message: any mark but the possessive's. */
export const isBreak = (t: Token | undefined) => !!t && t.kind === 'punct' && t.text !== "'s" && t.text !== "'";
const dayKey = (d: DayRef) => (d.kind === 'weekday' ? `w${d.weekday}${d.next ? 'n' : ''}` : `r${d.offset}`);

/** The message cut at its breaks (commas, stops, dashes), and at its joiners too when asked: each part's tokens. */
export function partsOf(tokens: readonly Token[], atJoiners = false): Token[][] {
  const parts: Token[][] = [[]];
  const joiners = atJoiners ? [...mealClearWords().leads.joiners, 'or'] : [];
  for (const t of tokens) {
    if (isBreak(t) || is(t, ...joiners)) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  return parts.filter((p) => p.length);
}

/**
 * The one day the message names (each part read alone: "the day after tomorrow" is one day, "friday … and saturday"
 * two); null when none or several.
 */
export function oneDay(tokens: readonly Token[]): DayRef | null {
  const days = new Map<string, DayRef>();
  for (const part of partsOf(tokens, true)) {
    const day = findDay(part);
    if (day) days.set(dayKey(day), day);
  }
  return days.size === 1 ? [...days.values()][0] : null;
}
