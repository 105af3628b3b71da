/**
 * A day of the plan as people type it, read from the words of day-words.json (beside this file): a weekday or its
 * short name ("weds", "thurs", "sat"), a day counted from today in the person's own time zone ("tmrw", "2nite",
 * "yday", "the day after tmrw", "in 2 days", "3 days from now"), and a weekday moved by the word before it ("next
 * tuesday": the first Tuesday after today). Only the reading is here; which plan day it is, is known when answered
 * (embedded-assistant.ts resolveDay). Pure.
 */
import { WEEKDAY_NAMES } from '../../kitchen/vocabulary.js';
import { lexiconFile } from './data-file.js';

/** A day as the person said it: a weekday (0 = Sunday), or counted from today. `word` is how to say it back. */
export type DayRef = { kind: 'weekday'; weekday: number; next?: true; word?: string } | { kind: 'relative'; offset: number; word: string };

interface DayWords {
  weekdays: Record<string, number>;
  relative: Record<string, number>;
  offsetWords: Record<string, string>;
  phrases: { words: string[]; offset: number; word: string }[];
  counted: { before: string[]; unit: string[]; after: string[][]; standing: string[] };
  numbers: Record<string, number>;
  next: string[];
  this: string[];
  verbAfter: Record<string, string[]>;
  spans: { words: string[] };
  dayNouns: { words: string[] };
}

/** A word as the tokenizer gives it: its normal form and as typed. */
export interface DayWord {
  norm: string;
  text: string;
  kind?: string;
}

let data: DayWords | null = null;
const words = () => (data ??= lexiconFile<DayWords>('day-words.json'));

/** The word itself, or without an 's' that only makes it possessive ("tomorrows dinner", "mondays lunch"). */
const lookUp = (table: Record<string, number>, w: string | undefined): number | undefined => {
  if (w === undefined) return undefined;
  if (w in table) return table[w];
  // (never a short one: "thus" is no Thursday)
  return w.length > 5 && w.endsWith('s') && w.slice(0, -1) in table ? table[w.slice(0, -1)] : undefined;
};
const normOf = (t: DayWord | undefined) => t?.norm.toLowerCase();

export const weekdayOfWord = (t: DayWord | undefined) => lookUp(words().weekdays, normOf(t));
export const offsetOfWord = (t: DayWord | undefined) => lookUp(words().relative, normOf(t));
export const isDayName = (t: DayWord) => weekdayOfWord(t) !== undefined || offsetOfWord(t) !== undefined;
/** A word for a stretch of days ("weekend", "week"): a time, never someone's name. */
export const isSpanOfDays = (t: DayWord) => words().spans.words.includes(normOf(t)!);
/** "day", "night": a day pointed at without its name ("that day's dinner"), never someone's name before 's. */
export const isDayNoun = (t: DayWord) => words().dayNouns.words.includes(normOf(t)!);

const sayOffset = (offset: number) => words().offsetWords[String(offset)] ?? `in ${offset} days`;

/** A phrase item: a word ("day"), alternatives ("morning|evening"), or a day counted from today ("+1" any spelling of tomorrow). */
function matches(item: string, t: DayWord | undefined): boolean {
  if (!t) return false;
  if (/^[+-]\d+$/.test(item)) return offsetOfWord(t) === Number(item);
  return item.split('|').includes(normOf(t)!);
}

function phraseAt(tokens: readonly DayWord[]): DayRef | undefined {
  for (const p of words().phrases)
    for (let i = 0; i + p.words.length <= tokens.length; i++)
      if (p.words.every((w, k) => matches(w, tokens[i + k]))) return { kind: 'relative', offset: p.offset, word: p.word };
  return undefined;
}

/** Where the words of a day said as a phrase stand ("clear breakfast the day after tomorrow": "day after tomorrow"), by index. */
export function dayPhraseAt(tokens: readonly DayWord[]): Set<number> {
  const at = new Set<number>();
  for (const p of words().phrases)
    for (let i = 0; i + p.words.length <= tokens.length; i++)
      if (p.words.every((w, k) => matches(w, tokens[i + k]))) p.words.forEach((_, k) => at.add(i + k));
  // "in two days", "3 days from now", "in 2 days' time": the count, its unit and the words around them
  const { before, unit, after } = words().counted;
  for (let u = 0; u < tokens.length; u++) {
    const count = unit.includes(normOf(tokens[u])!) ? countBefore(tokens, u) : undefined;
    if (!count) continue;
    const from = before.includes(normOf(tokens[count.at - 1]) ?? '') ? count.at - 1 : count.at;
    const tail = after.find((a) => a.every((w, k) => normOf(tokens[u + 1 + k]) === w))?.length ?? 0;
    for (let k = from; k <= u + tail; k++) at.add(k);
  }
  return at;
}

/** A count of days: digits, or a number word ("two", "a couple of"). */
function countBefore(tokens: readonly DayWord[], unit: number): { n: number; at: number } | undefined {
  let at = unit - 1;
  if (normOf(tokens[at]) === 'of') at--;
  const t = tokens[at];
  if (!t) return undefined;
  const n = /^\d{1,2}$/.test(t.norm) ? Number(t.norm) : words().numbers[normOf(t)!];
  if (n === undefined) return undefined;
  // "in a couple of days": the article before the number word
  return normOf(tokens[at - 1]) === 'a' && normOf(t) !== 'a' ? { n, at: at - 1 } : { n, at };
}

/** "in 2 days", "in two days' time", "3 days from now": days counted from today; a count of 0 is none. */
function countedDays(tokens: readonly DayWord[]): DayRef | undefined {
  const { before, unit, after, standing } = words().counted;
  for (let u = 0; u < tokens.length; u++) {
    if (!unit.includes(normOf(tokens[u])!)) continue;
    const count = countBefore(tokens, u);
    if (!count || count.n < 1) continue;
    const led = before.includes(normOf(tokens[count.at - 1]) ?? '');
    const followed = after.some(
      (a) => a.every((w, k) => normOf(tokens[u + 1 + k]) === w) && !standing.includes(normOf(tokens[u + 1 + a.length]) ?? ''),
    );
    if (led || followed) return { kind: 'relative', offset: count.n, word: count.n === 1 ? sayOffset(1) : `in ${count.n} days` };
  }
  return undefined;
}

/** The day a message names, or undefined. A counted or relative day first: "the day after tomorrow" is not tomorrow. */
export function readDay(tokens: readonly DayWord[]): DayRef | undefined {
  const phrase = phraseAt(tokens) ?? countedDays(tokens);
  if (phrase) return phrase;
  for (const [i, t] of tokens.entries()) {
    const offset = offsetOfWord(t);
    // "from today on(wards)": how long a change holds, not the day it is about
    const standing = normOf(tokens[i - 1]) === 'from' && words().counted.standing.includes(normOf(tokens[i + 1]) ?? '');
    if (offset !== undefined && !standing) return { kind: 'relative', offset, word: sayOffset(offset) };
  }
  for (const [i, t] of tokens.entries()) {
    const weekday = weekdayOfWord(t);
    if (weekday === undefined) continue;
    const before = normOf(tokens[i - 1]);
    if (before && words().verbAfter[normOf(t)!]?.includes(before)) continue;
    if (before && words().next.includes(before) && !words().this.includes(normOf(tokens[i - 2]) ?? ''))
      return { kind: 'weekday', weekday, next: true, word: `next ${WEEKDAY_NAMES[weekday]}` };
    return { kind: 'weekday', weekday };
  }
  return undefined;
}

/** The date a "next <weekday>" names: the first such weekday after today (YYYY-MM-DD dates, UTC arithmetic). */
export function nextWeekdayDate(today: string, weekday: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  const ahead = (weekday - d.getUTCDay() + 7) % 7 || 7;
  d.setUTCDate(d.getUTCDate() + ahead);
  return d.toISOString().slice(0, 10);
}
