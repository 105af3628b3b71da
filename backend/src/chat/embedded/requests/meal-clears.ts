/**
 * A whole planned meal cleared when the ask is said with its reason around it: "eating out friday so clear dinner",
 * "wipe tuesday lunch, work is catering", "thursday dinner we are out, so please remove it", "clear dinner that day",
 * "nothing for lunch on wednesday", "we're eating out saturday night". The slot must be plain: one meal, and one day
 * in the whole message; else nothing is read here and the person is asked which meal. Words are data
 * (lexicon/meal-clears.json, and mealOff in swap-conditions.json). Pure.
 */
import { findDay, findMeal, is, isDayWord, isLemma, isMealWord } from '../entities.js';
import { mealClearWords, mealOffWords } from '../../lexicon/meal-clears.js';
import type { Token } from '../tokens.js';
import type { RequestIntent } from './types.js';
import { isBreak, oneDay, partsOf } from './one-day.js';
import { NOT_A_DAY_EDIT } from './meal-edits.js';
import { severalDaysWords } from './several-days.js';
import { REASON_OPENERS, REASON_SUBJECTS } from '../../lexicon/reasons.js';
import { dayPhraseAt } from '../../lexicon/days.js';
import { MEAL_TYPES } from '../../../kitchen/vocabulary.js';

type ClearMeal = Extract<RequestIntent, { type: 'clearMeal' }>;

/** Whether the verb at v starts a part: at the start, after a break, a joiner ("… so please clear it") or a day. */
function leadsPart(tokens: readonly Token[], v: number): boolean {
  const { words, joiners } = mealClearWords().leads;
  let k = v - 1;
  let joined = false;
  while (k >= 0 && is(tokens[k], ...words, ...joiners)) {
    if (is(tokens[k], ...joiners)) joined = true;
    k--;
  }
  // a day said just before ends what told when, as a texter types with no comma ("not cooking tonight take dinner off")
  const afterDay = isDayWord(tokens[k]) && tokens[v].norm === tokens[v].lemma;
  return k < 0 || isBreak(tokens[k]) || joined || afterDay;
}

/** Whether the message opens on the slot ("thursday dinner we are out, …", "the saturday lunch - …"): what "it" may point at. */
function opensOnSlot(tokens: readonly Token[]): boolean {
  const first = tokens.find((t) => t.kind !== 'punct' && !is(t, 'the', 'my', 'our', 'this', 'as', 'for', 'so', 'ok', 'okay', 'hey', 'hi'));
  return !!first && (isDayWord(first) || isMealWord(first));
}

/** The slot cleared by a verb at v: the words after it to where the object ends must name only the slot (or point at it). */
function clearedAt(tokens: readonly Token[], v: number): ClearMeal | null {
  const { withParticle, particles, around } = mealOffWords();
  const { ends, pointers, sameDay } = mealClearWords();
  let stop = tokens.findIndex((t, i) => i > v && (isBreak(t) || (is(t, ...ends.words) && !is(t, ...around))));
  if (stop < 0) stop = tokens.length;
  const object = tokens.slice(v + 1, stop);
  if (isLemma(tokens[v], ...withParticle) && !object.some((t) => is(t, ...particles))) return null;
  const pointed = object.some((t) => is(t, ...pointers.words) && !isDayWord(t));
  // (a day said as a phrase is the slot's day: "clear breakfast the day after tomorrow")
  const phrased = dayPhraseAt(object);
  const plain = object.every(
    (t, k) =>
      phrased.has(k) ||
      isDayWord(t) ||
      isMealWord(t) ||
      !!findMeal([t]) ||
      is(t, ...around, ...particles, ...pointers.words, ...sameDay.words),
  );
  if (!plain) return null;
  // the meal in the object, or the one the message opens on when the object only points at it
  const meals = new Set(object.map((t) => findMeal([t])).filter((m) => m));
  const meal = meals.size === 1 ? [...meals][0] : !meals.size && pointed && opensOnSlot(tokens) ? findMeal(tokens) : undefined;
  if (!meal || (meals.size === 0 && new Set(tokens.map((t) => findMeal([t])).filter((m) => m)).size > 1)) return null;
  const day = findDay(object) ?? oneDay(tokens);
  return day ? { type: 'clearMeal', day, meal } : null;
}

/** "nothing for lunch on wednesday", "no dinner for us friday": a part that says a meal is nothing. */
function nothingFor(tokens: readonly Token[]): ClearMeal | null {
  const { none, leads } = mealClearWords();
  const { around } = mealOffWords();
  for (const part of partsOf(tokens)) {
    let at = 0;
    while (is(part[at], ...leads.words, ...leads.joiners)) at++;
    if (!is(part[at], ...none.words)) continue;
    // (to a word that starts why, with no comma before it: "… please we're away")
    const why = part.findIndex((t, i) => i > at && is(t, ...REASON_OPENERS, ...REASON_SUBJECTS) && !is(t, ...none.around, ...around));
    const rest = part.slice(at + 1, why < 0 ? undefined : why);
    const meals = new Set(rest.filter((t) => isMealWord(t)).map((t) => findMeal([t])));
    if (meals.size !== 1) continue;
    const { joins, weekend } = severalDaysWords();
    if (!rest.every((t) => isDayWord(t) || isMealWord(t) || is(t, ...none.around, ...around, ...joins, ...weekend))) continue;
    // ("nothing for the weekend lunches": Saturday's here, each day of several its own clear: several-days.ts)
    const day = findDay(rest) ?? (rest.some((t) => is(t, ...weekend)) ? ({ kind: 'weekday', weekday: 6 } as const) : oneDay(tokens));
    const [meal] = [...meals];
    if (day && meal) return { type: 'clearMeal', day, meal };
  }
  return null;
}

/** "we're eating out saturday night", "going out for dinner on friday": a meal told as eaten away, its slot plain. */
function eatenOut(tokens: readonly Token[]): ClearMeal | null {
  const { phrases, subjects } = mealClearWords().eatingOut;
  const norms = tokens.map((t) => t.norm);
  for (const phrase of phrases) {
    const words = phrase.split(' ');
    const at = norms.findIndex((_, i) => words.every((w, k) => norms[i + k] === w));
    if (at < 0) continue;
    // said of oneself, from the part's start: "we're eating out …", "eating out friday night"
    let k = at - 1;
    while (k >= 0 && is(tokens[k], ...subjects)) k--;
    if (k >= 0 && !isBreak(tokens[k])) continue;
    // (to the first break: what follows is why, "…, it's her birthday")
    const after = tokens.slice(at + words.length);
    const stop = after.findIndex((t) => isBreak(t));
    const slot = stop < 0 ? after : after.slice(0, stop);
    const meals = new Set(slot.map((t) => findMeal([t])).filter((m) => m));
    const { around } = mealOffWords();
    if (meals.size !== 1 || !slot.every((t) => isDayWord(t) || !!findMeal([t]) || is(t, ...around, ...mealClearWords().none.around)))
      continue;
    const day = findDay(slot);
    if (day) return { type: 'clearMeal', day, meal: [...meals][0]! };
  }
  return null;
}

type DayCleared = { type: 'several'; parts: ClearMeal[] };

/**
 * "take everything off saturday", "clear all of sunday's meals", "remove every meal on friday": each meal of one day
 * cleared, one clear a meal (each undone on its own). The object names the one day and all of it, nothing else.
 */
export function dayCleared(tokens: readonly Token[]): DayCleared | null {
  // (a meal named anywhere is that meal's clear: "delete wed and thu dinner")
  if (tokens.some((t) => isLemma(t, ...NOT_A_DAY_EDIT) || isMealWord(t))) return null;
  const { verbs, withParticle, particles } = mealOffWords();
  const { ends } = mealClearWords();
  const { all, around } = mealClearWords().wholeDay;
  for (const [v, t] of tokens.entries()) {
    if (!isLemma(t, ...verbs, ...withParticle) || !leadsPart(tokens, v)) continue;
    let stop = tokens.findIndex((w, i) => i > v && (isBreak(w) || (is(w, ...ends.words) && !is(w, ...around))));
    if (stop < 0) stop = tokens.length;
    const object = tokens.slice(v + 1, stop);
    const days = object.filter((w) => isDayWord(w));
    const saysAll = object.some((w) => is(w, ...all));
    if (days.length !== 1 || (isLemma(t, ...withParticle) && !(saysAll && object.some((w) => is(w, ...particles))))) continue;
    if (!object.every((w) => isDayWord(w) || is(w, ...all, ...around, ...particles)) || object.some((w) => !!findMeal([w]))) continue;
    const day = findDay(object);
    if (day) return { type: 'several', parts: MEAL_TYPES.map((meal) => ({ type: 'clearMeal', day, meal })) };
  }
  return null;
}

/** A whole planned meal cleared, said with its reason or in other words; null when the slot is not plain. */
export function mealCleared(tokens: readonly Token[]): ClearMeal | null {
  if (tokens.some((t) => isLemma(t, ...NOT_A_DAY_EDIT))) return null;
  const { verbs, withParticle } = mealOffWords();
  for (const [v, t] of tokens.entries()) {
    if (!isLemma(t, ...verbs, ...withParticle) || !leadsPart(tokens, v)) continue;
    const cleared = clearedAt(tokens, v);
    if (cleared) return cleared;
  }
  return nothingFor(tokens) ?? eatenOut(tokens);
}
