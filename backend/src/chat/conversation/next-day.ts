/**
 * "and the day after that too", "the next day as well", "same the day before that": a day said against the slot just
 * spoken of, said again as its weekday ("and sunday too") so the follow-up reads it as any day said again. Pure.
 */
import { WEEKDAY_NAMES } from '../../kitchen/vocabulary.js';
import { findDay, isDayWord } from '../embedded/entities.js';
import { joinTokens, tokenize } from '../embedded/tokens.js';
import { NEXT_DAYS, phraseAt } from '../lexicon/conversation-words.js';
import type { ConversationState } from './state.js';

/** The weekday just spoken of: the slot's, else the weekday the message before named (a day counted from today is known only when answered). */
function weekdaySpokenOf(state: ConversationState, before: string | undefined): number | null {
  if (state.meal) return state.meal.weekday;
  const day = before ? findDay(tokenize(before)) : undefined;
  return day?.kind === 'weekday' ? day.weekday : null;
}

/** The message with a day said against the last slot put as that day's name; null when it says none or no day was spoken of. */
export function nextDaySaid(message: string, state: ConversationState, before?: string): string | null {
  const weekday = weekdaySpokenOf(state, before);
  if (weekday === null) return null;
  const tokens = tokenize(message);
  const norms = tokens.map((t) => t.norm);
  for (const { words, by } of NEXT_DAYS) {
    const at = phraseAt(norms, words);
    // ("the day after tomorrow" names its own day)
    if (at < 0 || (tokens[at + words.length] && isDayWord(tokens[at + words.length]))) continue;
    const day = WEEKDAY_NAMES[(((weekday + by) % 7) + 7) % 7].toLowerCase();
    const said = [...tokens.slice(0, at), { ...tokens[at], text: day, norm: day, lemma: day }, ...tokens.slice(at + words.length)];
    return joinTokens(said);
  }
  return null;
}
