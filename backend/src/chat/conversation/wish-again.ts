/**
 * After a meal was read, "something else under 20 min", "not feeling it, give me another with eggs", "can you find
 * something with more": that meal swapped for what is wished. The wish is read by the grammar as the condition of a
 * swap of the meal spoken of, so "with eggs" is a dish and "under 20 min" a time, never a food of their own; a bare
 * "more" is more of the measure the message before asked about. Pure.
 */
import { findMeasures, is, isDayWord, isMealWord } from '../embedded/entities.js';
import type { Intent } from '../embedded/intents.js';
import { joinTokens, tokenize, type Token } from '../embedded/tokens.js';
import { ANOTHER_ANCHORS, AROUND_ANOTHER, AROUND_WISH, BARE_MORE, ONE_WITH } from '../lexicon/conversation-words.js';
import { mealName, type MealRef } from './state.js';

type Swap = Extract<Intent, { type: 'swap' }>;

/** The fields of a swap that say what is wished, besides a dish named. */
const CONDITIONS = ['diet', 'maxMinutes', 'quicker', 'cheaper', 'cuisine', 'rank', 'without', 'lighter'] as const;

/** The wish with a bare "more" given the measure asked before ("with more" after protein was asked: "with more protein"). */
function withMeasure(wish: readonly Token[], before: string | undefined): string {
  const said = joinTokens(wish);
  const last = wish.at(-1);
  if (!last || !is(last, ...BARE_MORE) || findMeasures(wish).length) return said;
  const measure = before ? findMeasures(tokenize(before))[0] : undefined;
  return measure ? `${said} ${measure}` : said;
}

const isBreak = (t: Token) => t.kind === 'punct' && [',', ';', '.', '!', '?'].includes(t.text);

/**
 * The wish's words: to the end of the first part that wishes something ("with more protein than that, it's my gym
 * day": the part after says why), or on past parts that wish nothing ("something else, under 20 min").
 */
function wishWords(after: readonly Token[]): Token[] {
  const words: Token[] = [];
  for (const t of after) {
    if (isBreak(t) && words.some((w) => w.kind !== 'punct' && !is(w, ...AROUND_WISH))) break;
    words.push(t);
  }
  return words;
}

/** The words without the slot said again ("… for that day", "… for it", "… for tuesday"): the slot is the one spoken of. */
function withoutSlot(words: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    if (is(words[i], 'for') && next && (is(next, 'that', 'it', 'this') || isDayWord(next) || isMealWord(next))) {
      i++;
      while (words[i + 1] && (is(words[i + 1], 'day', 'one', 'meal') || isDayWord(words[i + 1]) || isMealWord(words[i + 1]))) i++;
      continue;
    }
    out.push(words[i]);
  }
  return out;
}

/**
 * The swap of `meal` the message wishes for, and the message said so ("swap tuesday dinner for something under 20
 * min"); null when it asks no other meal or wishes nothing the grammar reads as a condition.
 */
export function wishAfterAnother(
  tokens: readonly Token[],
  meal: MealRef,
  before: string | undefined,
  parse: (text: string) => Intent,
): { intent: Swap; said: string } | null {
  const at = tokens.findIndex((t, i) => is(t, ...ANOTHER_ANCHORS) || (is(t, 'one') && is(tokens[i + 1], ...ONE_WITH)));
  if (at < 0) return null;
  // in its own clause only asking words come before it ("give me", "can you find"); clauses before say why
  let start = at;
  while (start > 0 && tokens[start - 1].kind !== 'punct') start--;
  if (!tokens.slice(start, at).every((t) => is(t, ...AROUND_ANOTHER))) return null;
  const wish = withoutSlot(wishWords(tokens.slice(at + 1))).filter((t) => t.kind !== 'punct' && !is(t, ...AROUND_WISH));
  if (!wish.length) return null;
  const said = `swap ${mealName(meal).toLowerCase()} for something ${withMeasure(wish, before)}`;
  const read = parse(said);
  if (read.type !== 'swap') return null;
  // a condition read, or a dish asked with it ("something with eggs"): "something else lol" wishes nothing
  const wished = CONDITIONS.some((k) => k in read) || (!!read.query && wish.some((t) => is(t, 'with', 'w')));
  return wished ? { intent: read, said } : null;
}
