/**
 * Greetings, thanks and goodbyes said in any of the ways people say them ("morning!", "cheers mate", "see ya",
 * "that's everything for today, bye", "night night"): a message of nothing but these words is talk, answered with a
 * short friendly line, never the "not sure how to help" fallback nor a read of the plan. A goodbye said with thanks
 * is a goodbye. Pure.
 */
import {
  CLOSING_PHRASES,
  CLOSING_WORDS,
  GREETING_PHRASES,
  GREETING_WORDS,
  PRAISE_PHRASES,
  SOCIAL_FILLER,
  THANKS_WORDS,
} from '../../lexicon/social.js';
import type { Token } from '../tokens.js';

export type Social = { type: 'greeting' } | { type: 'thanks' } | { type: 'decline' };

const PHRASES = CLOSING_PHRASES.map((p) => p.split(' '));
const HELLOS = GREETING_PHRASES.map((p) => p.split(' '));
const PRAISE = PRAISE_PHRASES.map((p) => p.split(' '));
const KNOWN = new Set([
  ...GREETING_WORDS,
  ...THANKS_WORDS,
  ...CLOSING_WORDS,
  ...SOCIAL_FILLER,
  ...PHRASES.flat(),
  ...HELLOS.flat(),
  ...PRAISE.flat(),
]);
const saysAny = (words: readonly string[], phrases: readonly string[][]) =>
  phrases.some((p) => words.some((_, i) => p.every((w, k) => words[i + k] === w)));

export function socialTalk(tokens: readonly Token[]): Social | null {
  const words = tokens.filter((t) => t.kind === 'word').map((t) => t.norm);
  if (!words.length || tokens.some((t) => t.kind === 'number') || !words.every((w) => KNOWN.has(w))) return null;
  if (saysAny(words, PHRASES) || words.some((w) => CLOSING_WORDS.includes(w))) return { type: 'decline' };
  if (words.some((w) => THANKS_WORDS.includes(w)) || saysAny(words, PRAISE)) return { type: 'thanks' };
  if (saysAny(words, HELLOS) || words.some((w) => GREETING_WORDS.includes(w))) return { type: 'greeting' };
  return null;
}
