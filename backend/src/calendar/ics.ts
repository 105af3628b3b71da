/**
 * iCalendar (RFC 5545) for meal plans, built with the maintained `ics` package.
 * Pure: no Nest, no ORM. Times are computed in the person's IANA time zone and written as UTC
 * instants, so every calendar shows them at the right local time (DST included).
 */
import { createEvents, type EventAttributes } from 'ics';
import type { MealType } from '../kitchen/vocabulary.js';

/** Local start time (HH:MM) and length of each meal. */
export interface MealTime {
  start: string;
  minutes: number;
}
export type MealTimes = Record<MealType, MealTime>;

export const DEFAULT_MEAL_TIMES: MealTimes = Object.freeze({
  breakfast: { start: '08:00', minutes: 30 },
  lunch: { start: '12:30', minutes: 45 },
  dinner: { start: '18:30', minutes: 60 },
}) as MealTimes;

/**
 * One meal of a plan (a slot: its dish and the sides served with it), flattened: everything one
 * event needs. A week of 21 meals is 21 events, however many sides they carry.
 */
export interface CalendarMeal {
  /** The slot's key (plan, weekday, meal); the event UID is `{id}@forkcast`, so re-exports and swaps update rather than duplicate. */
  id: string;
  /** Calendar date of the meal, YYYY-MM-DD (the plan's week start + day of week). */
  date: string;
  mealType: MealType;
  /** The dish: recipe title, or the first food's name when the meal has no recipe. */
  title: string;
  /** What is served with it, as said in the summary ("basmati rice"). */
  sides?: string[];
  /** The whole meal's calories (dish and sides). */
  calories: number;
  /** The dish's ingredient lines (recipe) or one "quantity unit name" line (food). */
  ingredients: string[];
  /** One "quantity unit name" line per side. */
  sideLines?: string[];
  planName?: string | null;
  /** Revision counter of the event (SEQUENCE); bump it when the meal changes or is exported again. */
  sequence?: number;
  createdAt?: Date;
}

export interface CalendarOptions {
  timeZone: string;
  /** Link back to the app, e.g. https://forkcast.example/ */
  link: string;
  /** DTSTAMP: when this calendar object was produced. */
  stamp?: Date;
  calName?: string;
  mealTimes?: MealTimes;
}

export const UID_DOMAIN = 'forkcast';
export const eventUid = (mealKey: string) => `${mealKey}@${UID_DOMAIN}`;

/** True for a time zone this runtime knows (IANA names such as Europe/Paris, or UTC). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || !timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Offset of `timeZone` from UTC at instant `ms`, in milliseconds (positive east of Greenwich). */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The UTC instant (ms) of a wall-clock time in a time zone. A time skipped by a DST jump moves
 * forward by the jump (as calendars do); an ambiguous one takes the first occurrence.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  if (first === second) return first;
  // Near a transition: prefer the candidate whose local reading is the asked wall time.
  const reads = (ms: number) => ms + offsetAt(ms, timeZone) === wall;
  if (reads(second) && reads(first)) return Math.min(first, second);
  if (reads(second)) return second;
  if (reads(first)) return first;
  return Math.max(first, second);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The date of a weekday inside the 7-day week that starts on `weekStartDate` (any weekday): meal
 * items carry the real weekday of their date (0 = Sunday), as the spec's dayOfWeek does everywhere.
 */
export function dateForWeekday(weekStartDate: string, weekday: number): string {
  return addDays(weekStartDate, (((weekday - weekdayOf(weekStartDate)) % 7) + 7) % 7);
}

/** YYYY-MM-DD of `start` + `days`. */
export function addDays(start: string, days: number): string {
  const [y, m, d] = start.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const MEAL_LABEL: Record<MealType, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

/** A food name as said inside a sentence: "Basmati rice" → "basmati rice" (an acronym such as "BBQ sauce" stays). */
export function inSentence(name: string): string {
  return /^[A-Z][^A-Z]/.test(name) ? name[0].toLowerCase() + name.slice(1) : name;
}

/** "a", "a and b", "a, b and c". */
function listed(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The event's title: "Dinner: Saag Paneer, with basmati rice". */
export function mealSummary(meal: Pick<CalendarMeal, 'mealType' | 'title' | 'sides'>): string {
  const sides = meal.sides ?? [];
  return `${MEAL_LABEL[meal.mealType]}: ${meal.title}${sides.length ? `, with ${listed(sides.map(inSentence))}` : ''}`;
}

/** Plain-text event description: meal and calories, ingredients, what comes with it, a link back. */
export function describeMeal(meal: CalendarMeal, link: string): string {
  const lines = [
    `${MEAL_LABEL[meal.mealType]}${meal.planName ? ` · ${meal.planName}` : ''}`,
    `Calories: ${Math.round(meal.calories)} kcal`,
  ];
  if (meal.ingredients.length) lines.push('', 'Ingredients:', ...meal.ingredients.map((i) => `- ${i}`));
  if (meal.sideLines?.length) lines.push('', 'Served with:', ...meal.sideLines.map((i) => `- ${i}`));
  lines.push('', `Open in Forkcast: ${link}`);
  return lines.join('\n');
}

export function mealEvent(meal: CalendarMeal, options: CalendarOptions): EventAttributes {
  const times = options.mealTimes ?? DEFAULT_MEAL_TIMES;
  const slot = times[meal.mealType];
  const start = zonedTimeToUtc(meal.date, slot.start, options.timeZone);
  return {
    uid: eventUid(meal.id),
    title: mealSummary(meal),
    description: describeMeal(meal, options.link),
    ...(/^https?:\/\/\S+$/.test(options.link) ? { url: options.link } : {}),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + slot.minutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    sequence: meal.sequence ?? 0,
    categories: ['Meal', MEAL_LABEL[meal.mealType]],
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
    ...(meal.createdAt ? { created: meal.createdAt.getTime() } : {}),
    // DTSTAMP is not in the package's typed attributes, but it honours `timestamp`.
    ...({ timestamp: (options.stamp ?? new Date()).getTime() } as object),
  } as EventAttributes;
}

/** A whole VCALENDAR; an empty meal list gives a valid calendar with no events. */
export function buildCalendar(meals: CalendarMeal[], options: CalendarOptions): { ics: string; events: number } {
  const zone: unknown = options.timeZone;
  if (!isValidTimeZone(zone)) throw new Error(`Unknown time zone: ${String(zone)}`);
  const header = { productId: '-//Forkcast//Meal plans//EN', method: 'PUBLISH', calName: options.calName ?? 'Forkcast meals' };
  if (!meals.length) {
    // The package refuses an empty list; an empty calendar is still a valid, subscribable one.
    return {
      ics: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        `PRODID:${header.productId}`,
        'METHOD:PUBLISH',
        `X-WR-CALNAME:${header.calName}`,
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
      events: 0,
    };
  }
  const { error, value } = createEvents(
    meals.map((m) => mealEvent(m, options)),
    header,
  );
  if (error || !value) throw error ?? new Error('Could not build the calendar');
  return { ics: value, events: meals.length };
}
