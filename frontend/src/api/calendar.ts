/**
 * Calendar export (spec §7 POST /api/meal-plans/{id}/export-calendar): a background job that writes
 * the plan's .ics; its result offers the download and the private webcal:// feed (all plans).
 * The job is run and followed by the app's job tracker (src/jobs).
 */
import { apiFetch, apiFetchFile } from './fetcher';
import { browserTimeZone } from './chat';
import type { Schemas } from './types';

/** A finished export: the same-origin .ics download, and the private feed URL only when it was just made. */
export type CalendarExportResult = Schemas['CalendarExportResult'];

/** Meal start times, HH:MM. */
export type MealTimes = Schemas['MealTimes'];
export const DEFAULT_MEAL_TIMES: MealTimes = { breakfast: '08:00', lunch: '12:30', dinner: '18:30' };

/** Said only once the calendar has the plan: the file was downloaded, or the feed was handed to a calendar app. */
export const CALENDAR_SUCCESS = 'Meal plan has been added to your calendar.';
/** The export job ended: the file and the feed exist, nothing is in a calendar yet. */
export const CALENDAR_READY = 'Download it or subscribe to add the plan to your calendar.';
export const CALENDAR_FAILURE = 'Failed to export to calendar. Please try again.';

/** Starts the export job in the browser's time zone (and with new meal times, when given). */
export function startCalendarExport(mealPlanId: string, mealTimes?: MealTimes): Promise<Schemas['JobStarted']> {
  const timeZone = browserTimeZone();
  const body = { ...(timeZone ? { timeZone } : {}), ...(mealTimes ? { mealTimes } : {}) };
  return apiFetch<Schemas['JobStarted']>(`/api/meal-plans/${encodeURIComponent(mealPlanId)}/export-calendar`, { method: 'POST', body });
}

/** Whose meals a feed carries: the household's, or the signed-in person's own portions of them. */
export type FeedFor = 'household' | 'me';
const feedQuery = (feedFor: FeedFor) => (feedFor === 'me' ? '?for=me' : '');

/** A new private feed URL (the old one stops working at once). */
export async function rotateCalendarFeed(feedFor: FeedFor = 'household'): Promise<string> {
  const timeZone = browserTimeZone();
  return (
    await apiFetch<Schemas['CalendarFeedRotated']>(`/api/calendar/feed/rotate${feedQuery(feedFor)}`, {
      method: 'POST',
      body: timeZone ? { timeZone } : {},
    })
  ).feedUrl;
}

/** Turns the private feed off: subscribed calendars stop updating. */
export async function revokeCalendarFeed(feedFor: FeedFor = 'household'): Promise<void> {
  await apiFetch(`/api/calendar/feed${feedQuery(feedFor)}`, { method: 'DELETE' });
}

/** The feed URL is shown once by the server; the browser keeps it for its owner so it can be copied again. */
const feedStorageKey = (userId: string | null | undefined, feedFor: FeedFor = 'household') =>
  `forkcast.calendarFeed.${userId ?? 'me'}${feedFor === 'me' ? '.mine' : ''}`;

export function rememberedFeedUrl(userId: string | null | undefined, feedFor: FeedFor = 'household'): string | null {
  try {
    return window.localStorage.getItem(feedStorageKey(userId, feedFor));
  } catch {
    return null;
  }
}

export function rememberFeedUrl(userId: string | null | undefined, url: string | null, feedFor: FeedFor = 'household'): void {
  try {
    if (url) window.localStorage.setItem(feedStorageKey(userId, feedFor), url);
    else window.localStorage.removeItem(feedStorageKey(userId, feedFor));
  } catch {
    // storage unavailable (private mode): the URL is just not remembered
  }
}

/**
 * Downloads an export's .ics: fetched first, so the browser saves a file that exists (a failed fetch
 * throws and nothing is saved), then handed to the browser as a download. Resolves once it was handed over.
 */
export async function downloadCalendarFile(downloadUrl: string): Promise<void> {
  const { blob, fileName } = await apiFetchFile(downloadUrl);
  const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'text/calendar' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? 'forkcast-meal-plan.ics';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
