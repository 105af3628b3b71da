/**
 * The first step of understanding a message: its words, as ICU segments them (Intl.Segmenter), each
 * misspelt word of the assistant's own vocabulary put right ("tuesdy" → "tuesday", "calroies" →
 * "calories", "lsit" → "list"). Food words are never "corrected": every word of the ingredient
 * catalogue (chat/lexicon/foods.ts) is known as it is, so "crabs" never becomes "carbs" and "rice" never
 * "price"; a word as near a food's word as a vocabulary word is left for the lexicon to put right.
 * Pure and deterministic: the same message always reads the same.
 */
import { closest, distance } from 'fastest-levenshtein';
import { unitSpellings } from '../../kitchen/units.js';
import { AISLES } from '../../kitchen/vocabulary.js';
import { isEnglishWord } from '../lexicon/english.js';
import { foodLexicon } from '../lexicon/foods.js';
import { nearestWords } from '../lexicon/typos.js';
import { spellingWords } from '../lexicon/spelling-words.js';
import { OFF_TOPICS } from '../lexicon/topics.js';
import { HEALTH } from '../lexicon/health.js';
import { CLOSING_WORDS, GREETING_WORDS, SOCIAL_FILLER, THANKS_WORDS } from '../lexicon/social.js';

/** The spelling step's words (lexicon/spelling-words.json): what a misspelling is put right to, and what is known as it is. */
const { vocabulary: VOCABULARY, everyday: EVERYDAY_WORDS, slips: SLIPS } = spellingWords();

/**
 * Words the data already knows, put right like the vocabulary: the kernel's unit spellings ("galons" → "gallons") and
 * aisles ("produse" → "produce", "pantyr" → "pantry"), and the words of what the assistant declines
 * (limits/topics.ts, lexicon/health.ts: "pregnent" → "pregnant"), so a misspelt health or off-topic ask is still declined. Only words of
 * five letters or more: short ones are too near others.
 */
const DATA_WORDS = [
  ...[...unitSpellings().values()].flat(),
  ...AISLES.flatMap((aisle) => aisle.toLowerCase().split(/\s*&\s*|\s+/)),
  ...Object.values(HEALTH).flatMap((vocabulary) => vocabulary.words),
  ...Object.values(OFF_TOPICS).flat(),
].filter((w) => /^[a-z]{5,}$/.test(w));

/**
 * Words a person says to the app (lexicon/social.ts): greetings, thanks, goodbyes, the words around them and the app's
 * own name, known as they are ("forkcast" is no slip of "forecast", "super" none of "supper").
 */
const SOCIAL_WORDS = [...GREETING_WORDS, ...THANKS_WORDS, ...CLOSING_WORDS, ...SOCIAL_FILLER];

const KNOWN_VOCABULARY = new Set<string>([...VOCABULARY, ...EVERYDAY_WORDS, ...DATA_WORDS, ...SOCIAL_WORDS]);
const CORRECTABLE = VOCABULARY.filter((w) => w.length >= 4);

/** Two neighbouring letters swapped ("lsit" for "list"): one slip of the fingers, though Levenshtein counts two. */
function oneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
}

/**
 * A four-letter word no dictionary has that is a word of `targets` with one letter dropped ("lunh" for "lunch"): the
 * one slip let through at that length, where any letter changed could make another word. Only one such target, and no
 * food's word as near.
 */
function droppedLetter(lower: string, targets: readonly string[]): string | null {
  if (isEnglishWord(lower)) return null;
  const found = targets.filter((v) => v.length === 5 && distance(lower, v) === 1);
  if (found.length !== 1) return null;
  const food = nearestWords(lower, foodLexicon().words);
  return food.words.length && food.slips <= 1 ? null : found[0];
}

/** The word of `targets` a word was meant to be, or null when none is near enough, or two are as near. */
function nearestOf(lower: string, targets: readonly string[]): string | null {
  const swapped = targets.find((v) => oneSwap(lower, v));
  if (swapped) return swapped;
  // One edit for short words, two from eight letters on; never a guess between two equally near words.
  const allowed = lower.length >= 8 ? 2 : lower.length >= 5 ? 1 : 0;
  if (!allowed) return lower.length === 4 ? droppedLetter(lower, targets) : null;
  const best = closest(lower, targets);
  const d = distance(lower, best);
  if (d > allowed) return null;
  if (targets.some((v) => v !== best && distance(lower, v) === d)) return null;
  // a slip of a food's word as near as of the vocabulary's is left for the lexicon to read as that food
  const food = nearestWords(lower, foodLexicon().words);
  // (and where the word is as near another food's word as this one, "spinch": spinach or pinch, it is the lexicon's too)
  return food.words.length && (!food.words.includes(best) || food.words.length > 1) && food.slips <= d ? null : best;
}

/**
 * A letter held down or typed thrice ("offf", "addd", "pleeease"): the word with that run made two letters, else one,
 * when that is a word of the spelling step's own (vocabulary, everyday words); else null.
 */
function stretched(lower: string): string | null {
  if (!/(.)\1\1/.test(lower)) return null;
  // (only the spelling step's own words: a food's word stretched, "coookies", is the lexicon's, which says what was typed)
  const twice = lower.replace(/(.)\1{2,}/g, '$1$1');
  if (KNOWN_VOCABULARY.has(twice)) return twice;
  const once = lower.replace(/(.)\1{2,}/g, '$1');
  return KNOWN_VOCABULARY.has(once) ? once : null;
}

/** The vocabulary word a word was meant to be, or the word itself when it is known or too far from any. */
export function correctWord(word: string): string {
  const lower = word.toLowerCase();
  const slip = SLIPS[lower] ?? stretched(lower);
  if (slip) return slip;
  if (lower.length < 4 || KNOWN_VOCABULARY.has(lower) || foodLexicon().isFoodWord(lower) || !/^[a-z]+$/.test(lower)) return word;
  // the data's words are many and less everyday: a word of English ("rather", "starting") is never one misspelt
  return nearestOf(lower, CORRECTABLE) ?? (isEnglishWord(lower) ? null : nearestOf(lower, DATA_WORDS)) ?? word;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** The message with each misspelt vocabulary word put right; spaces, punctuation, numbers and food words as they were. */
export function correctSpelling(message: string): string {
  let out = '';
  for (const { segment, isWordLike } of segmenter.segment(message)) out += isWordLike ? correctWord(segment) : segment;
  return out;
}
