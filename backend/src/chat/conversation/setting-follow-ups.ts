/**
 * A setting just read or changed, changed again by a follow-up: "lower it by 20", "bump it up 10", "drop it to
 * 1800". By an amount, a relative change; to a figure, a new value. Either is asked first when the change is
 * large, as a goal said in a statement is (requests/handlers.ts). Pure.
 */
import { findNumbers, hasLemma, is, isLemma } from '../embedded/entities.js';
import type { Intent } from '../embedded/intents.js';
import type { Token } from '../embedded/tokens.js';
import type { Setting } from './state.js';
import { GOAL_DOWN_WORDS, GOAL_UP_WORDS } from '../lexicon/goals.js';
import { AROUND_FIGURE } from '../lexicon/conversation-words.js';

const UP = GOAL_UP_WORDS;
const DOWN = GOAL_DOWN_WORDS;

/** The change a follow-up asks of the setting spoken of, or null when it asks none. */
export function settingChange(tokens: readonly Token[], setting: Setting): Intent | null {
  const numbers = findNumbers(tokens);
  if (numbers.length > 1) return null;
  // the first word that says which way ("cut it by 15, im saving up" is down)
  const way = tokens.find((t) => isLemma(t, ...UP, ...DOWN) || is(t, ...UP, ...DOWN));
  const up = !!way && (isLemma(way, ...UP) || is(way, ...UP));
  const down = !!way && !up;
  const number = numbers[0];
  // the word before the figure, past a currency sign ("to $150")
  const before = number && tokens[number.at - 1]?.kind === 'currency' ? tokens[number.at - 2] : number && tokens[number.at - 1];
  // "make it 1800", "drop it to 1800", "set it at 90": the figure itself
  // "actually 90", "no, 1800": a figure alone, put right
  const alone = tokens.every((t, i) => t.kind === 'punct' || t.kind === 'currency' || i === number?.at || AROUND_FIGURE.has(t.norm));
  if (number && (is(before, 'to', 'at') || (!up && !down && (alone || hasLemma(tokens, 'make', 'set', 'change')))))
    return { type: 'setNumber', field: setting, value: number.value, askIfLarge: true };
  if (up === down) return null;
  return {
    type: 'changeGoal',
    field: setting,
    direction: up ? 'up' : 'down',
    ...(number ? { by: number.value } : {}),
    askIfLarge: true,
  };
}
