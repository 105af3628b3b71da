/** Greetings, thanks, "no thanks", and what the assistant cannot do. */
import { findMeal, findSeq, hasLemma, hasSeq, hasWord, is } from '../entities.js';
import type { Token } from '../tokens.js';
import { NAMES_OF_THE_APP, THANKS_WORDS } from '../../lexicon/social.js';
import { WH_WORDS } from '../mood.js';
import type { Intent } from './intent.js';
import { listRefAt, preferenceRefAt, words } from './reading.js';

// ─── small talk ───────────────────────────────────────────────────────────────────────────────────

const GREETINGS = ['hi', 'hello', 'hey', 'hiya', 'howdy', 'yo', 'greetings', 'heya', 'hallo'];
const THANKS_FILLER = [
  'you',
  'ok',
  'okay',
  'a',
  'lot',
  'so',
  'much',
  'very',
  'that',
  'is',
  'was',
  'helpful',
  'really',
  'thats',
  "that's",
  'many',
  'again',
  'for',
  'the',
  'help',
  'all',
];
const DECLINE_WORDS = [
  'bye',
  'goodbye',
  'later',
  'see',
  'ya',
  'no',
  'nope',
  'nah',
  'thanks',
  'thank',
  'you',
  'nothing',
  'else',
  'that',
  'is',
  'all',
  'it',
  'everything',
  'for',
  'now',
  'i',
  'am',
  'good',
  'fine',
  'we',
  'are',
  'ok',
  'okay',
  'not',
  'right',
];

export function smallTalk(tokens: readonly Token[]): Intent | null {
  const w = words(tokens).map((t) => t.norm);
  if (!w.length) return { type: 'help' };
  const rest = (from: number, allowed: string[]) => w.slice(from).every((x) => allowed.includes(x));
  // ("hiii", "heyyy", "hellooo": a greeting drawn out is the greeting)
  const greeting = (x: string | undefined) => x !== undefined && (GREETINGS.includes(x) || GREETINGS.includes(x.replace(/(.)\1+$/, '$1')));
  if (greeting(w[0]) && rest(1, ['there', ...NAMES_OF_THE_APP, 'all', 'everyone', 'again', 'you'])) return { type: 'greeting' };
  if (w[0] === 'good' && ['morning', 'afternoon', 'evening', 'day'].includes(w[1]) && rest(2, ['there', ...NAMES_OF_THE_APP]))
    return { type: 'greeting' };
  if (
    w.some((x) => THANKS_WORDS.includes(x)) &&
    w.every((x) => THANKS_WORDS.includes(x) || THANKS_FILLER.includes(x)) &&
    !(w[0] === 'no' || w[0] === 'nope')
  )
    return { type: 'thanks' };
  if (
    ['no', 'nope', 'nah', 'nothing', 'bye', 'goodbye'].includes(w[0]) ||
    (w[0] === 'see' && ['you', 'ya'].includes(w[1])) ||
    (w[0] === 'that' && w[1] === 'is') ||
    (w[0] === 'i' && w[1] === 'am' && ['good', 'fine'].includes(w[2]))
  ) {
    if (w.every((x) => DECLINE_WORDS.includes(x))) return { type: 'decline' };
  }
  const core = w.filter((x) => !['please', 'me', 'so', 'ok', 'okay', 'then', 'else', 'exactly', 'actually', 'again'].includes(x)).join(' ');
  if (
    [
      'help',
      'commands',
      'options',
      'menu help',
      'what can you do',
      'what do you do',
      'how do you work',
      'what can i ask',
      'what can i ask you',
      'what can you help with',
      'what are you',
      'who are you',
      'what can i say',
      'how does this work',
    ].includes(core)
  )
    return { type: 'help' };
  if (hasSeq(tokens, 'what', 'can', 'you', 'do|help')) return { type: 'help' };
  return null;
}

// ─── what the assistant cannot do ─────────────────────────────────────────────────────────────────

export function unsupported(tokens: readonly Token[]): Intent | null {
  const deleting = hasLemma(tokens, 'delete', 'remove', 'erase', 'wipe', 'clear', 'drop', 'cancel', 'destroy');
  if (
    deleting &&
    (hasLemma(tokens, 'plan', 'account', 'profile', 'data') || (hasWord(tokens, 'everything') && listRefAt(tokens) < 0)) &&
    !preferenceRefAt(tokens)
  ) {
    return {
      type: 'unsupported',
      what: 'delete plans or accounts',
      hint: 'Plans can be deleted on the Meal Plans page.',
      ask: 'Would you like a new plan instead, or to swap one meal?',
    };
  }
  if ((hasLemma(tokens, 'order', 'deliver', 'delivery', 'checkout') || hasWord(tokens, 'purchase')) && !hasSeq(tokens, 'in', 'order', 'to'))
    return { type: 'unsupported', what: 'order groceries or arrange delivery' };
  if (hasLemma(tokens, 'pay') && !hasSeq(tokens, 'how', 'much') && !hasWord(tokens, 'what', 'will'))
    return { type: 'unsupported', what: 'order groceries or arrange delivery' };
  const remind = findSeq(tokens, ['remind']);
  const remindAsks = remind >= 0 && is(tokens[remind + 1], 'me') && is(tokens[remind + 2], ...WH_WORDS, 'if', 'whether');
  if (hasLemma(tokens, 'calendar', 'reminder', 'alarm') || (remind >= 0 && !remindAsks))
    return { type: 'unsupported', what: 'manage your calendar or reminders' };
  if (deleting && findMeal(tokens) && listRefAt(tokens) < 0 && !preferenceRefAt(tokens)) {
    return {
      type: 'unsupported',
      // (a day and a meal said plainly is taken out: requests/meal-edits.ts mealOff)
      what: 'remove meals said that way',
      hint: 'Name the day and the meal (for example "remove tuesday dinner") and I will take it out of your plan — Undo puts it back — or ask me to swap it instead.',
      ask: 'Which meal should I take out, or which item of it (for example "take the toast out of wednesday breakfast")?',
    };
  }
  return null;
}
