/**
 * Dates of a plan's week. Pure.
 *
 * A plan runs 7 days from `weekStartDate` (any weekday). Meal items are stored with the actual
 * weekday of their date (0 = Sunday … 6 = Saturday), which the spec's `dayOfWeek` means
 * everywhere (create dialog grid, recipe dialog's 'Add to Meal Plan'). Because the week is 7
 * consecutive days, each weekday occurs exactly once in it, so the weekday names one date:
 *   date(weekday) = weekStartDate + ((weekday − weekday(weekStartDate)) mod 7)
 * `dayIndex` (POST /api/meal-plans/:id/meals, the dashboard's column) is the position in the
 * week: weekday = (weekday(weekStartDate) + dayIndex) mod 7.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isRealIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3]) &&
    Number(m[1]) >= 1900 &&
    Number(m[1]) <= 2999
  );
}

/** A `date` column as YYYY-MM-DD, whether the driver gave a string or a (local-midnight) Date. */
export function toIsoDate(value: string | Date): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function weekdayForIndex(weekStartDate: string, dayIndex: number): number {
  return (weekdayOf(weekStartDate) + dayIndex) % 7;
}

export function indexForWeekday(weekStartDate: string, weekday: number): number {
  return (((weekday - weekdayOf(weekStartDate)) % 7) + 7) % 7;
}

export function dateForWeekday(weekStartDate: string, weekday: number): string {
  return addDays(weekStartDate, indexForWeekday(weekStartDate, weekday));
}

/** Today's date in UTC as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** 'Week of Nov 22, 2026' for a plan without a name (spec §2). */
export function planDisplayName(name: string | null | undefined, weekStartDate: string | Date | null | undefined): string {
  if (name && name.trim()) return name;
  if (!weekStartDate) return 'Meal plan';
  const date = new Date(`${toIsoDate(weekStartDate)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return `Week of ${String(weekStartDate)}`;
  return `Week of ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`;
}
