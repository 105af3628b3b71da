/** The dashboard greeting (spec §2). Pure: the clock is passed in. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning before 12:00, afternoon before 18:00, otherwise evening (local time). */
export function dayPart(now: Date): DayPart {
  const hour = now.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** First name, else the part of the email before the @, else 'there'. */
export function greetingName(user: { firstName?: string | null; email?: string | null } | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'there';
}

export function greeting(user: { firstName?: string | null; email?: string | null } | null | undefined, now: Date = new Date()): string {
  return `Good ${dayPart(now)}, ${greetingName(user)}`;
}
