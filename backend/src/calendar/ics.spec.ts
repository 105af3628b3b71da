import ical, { type VEvent } from 'node-ical';
import type { CalendarPlan, CalendarPlanItem } from './calendar.sources.js';
import {
  addDays,
  buildCalendar,
  dateForWeekday,
  describeMeal,
  isValidTimeZone,
  mealSummary,
  zonedTimeToUtc,
  type CalendarMeal,
} from './ics.js';
import { mealsOf } from './plan-meals.js';

const localTime = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

const meals: CalendarMeal[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    date: '2026-11-22',
    mealType: 'breakfast',
    title: 'Overnight Oats',
    calories: 410,
    ingredients: ['1 cup rolled oats', '1 cup milk'],
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    date: '2026-11-22',
    mealType: 'lunch',
    title: 'Lentil Soup, with; commas',
    calories: 520.4,
    ingredients: [],
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    date: '2026-11-24',
    mealType: 'dinner',
    title: 'Salmon & Rice',
    calories: 690,
    ingredients: ['200 g salmon'],
    planName: 'Week one',
    sequence: 3,
  },
];

function parse(ics: string): VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

describe('time zones', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('America/Los_Angeles')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it('turns a wall-clock time into the right instant, across DST', () => {
    expect(new Date(zonedTimeToUtc('2026-07-01', '18:30', 'Europe/Paris')).toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(new Date(zonedTimeToUtc('2026-12-01', '18:30', 'Europe/Paris')).toISOString()).toBe('2026-12-01T17:30:00.000Z');
    expect(new Date(zonedTimeToUtc('2026-03-08', '08:00', 'America/New_York')).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(new Date(zonedTimeToUtc('2026-03-07', '08:00', 'America/New_York')).toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(new Date(zonedTimeToUtc('2026-11-22', '12:30', 'Asia/Kolkata')).toISOString()).toBe('2026-11-22T07:00:00.000Z');
    // 02:30 does not exist on the spring-forward night: moved forward, never before the jump
    expect(zonedTimeToUtc('2026-03-08', '02:30', 'America/New_York')).toBeGreaterThanOrEqual(Date.parse('2026-03-08T07:00:00Z'));
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
  });

  it('finds a weekday inside a week that starts on any day', () => {
    // 2026-11-25 is a Wednesday: the week runs Wed 25 … Tue 1 Dec
    expect(dateForWeekday('2026-11-25', 3)).toBe('2026-11-25');
    expect(dateForWeekday('2026-11-25', 0)).toBe('2026-11-29');
    expect(dateForWeekday('2026-11-25', 2)).toBe('2026-12-01');
    expect(dateForWeekday('2026-11-22', 0)).toBe('2026-11-22');
  });
});

describe('buildCalendar, read back with node-ical', () => {
  const stamp = new Date('2026-11-20T10:00:00Z');

  it('writes one event per meal with summary, start in the zone, duration, UID, SEQUENCE and DTSTAMP', () => {
    const { ics, events } = buildCalendar(meals, { timeZone: 'America/Los_Angeles', link: 'https://forkcast.test/', stamp });
    expect(events).toBe(3);
    expect(ics).toContain('BEGIN:VCALENDAR');
    const parsed = parse(ics);
    expect(parsed).toHaveLength(3);
    const byUid = new Map(parsed.map((e) => [e.uid, e]));
    const oats = byUid.get('11111111-1111-4111-8111-111111111111@forkcast')!;
    expect(oats.summary).toBe('Breakfast: Overnight Oats');
    expect(localTime(oats.start, 'America/Los_Angeles')).toBe('22/11/2026, 08:00');
    expect((oats.end!.getTime() - oats.start.getTime()) / 60000).toBe(30);
    const soup = byUid.get('22222222-2222-4222-8222-222222222222@forkcast')!;
    expect(soup.summary).toBe('Lunch: Lentil Soup, with; commas');
    expect(localTime(soup.start, 'America/Los_Angeles')).toBe('22/11/2026, 12:30');
    const salmon = byUid.get('33333333-3333-4333-8333-333333333333@forkcast')!;
    expect(localTime(salmon.start, 'America/Los_Angeles')).toBe('24/11/2026, 18:30');
    expect((salmon.end!.getTime() - salmon.start.getTime()) / 60000).toBe(60);
    expect(Number(salmon.sequence)).toBe(3);
    expect(Number(oats.sequence)).toBe(0);
    expect(salmon.dtstamp.toISOString()).toBe(stamp.toISOString());
    expect(salmon.description).toContain('Calories: 690 kcal');
    expect(salmon.description).toContain('- 200 g salmon');
    expect(salmon.description).toContain('https://forkcast.test/');
    expect(soup.description).toContain('Calories: 520 kcal');
  });

  it('keeps UIDs stable between builds', () => {
    const a = parse(buildCalendar(meals, { timeZone: 'UTC', link: 'x' }).ics)
      .map((e) => e.uid)
      .sort();
    const b = parse(buildCalendar(meals, { timeZone: 'Asia/Tokyo', link: 'x' }).ics)
      .map((e) => e.uid)
      .sort();
    expect(a).toEqual(b);
  });

  it('builds a valid empty calendar', () => {
    const { ics, events } = buildCalendar([], { timeZone: 'UTC', link: 'x' });
    expect(events).toBe(0);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(parse(ics)).toHaveLength(0);
  });

  it('refuses an unknown time zone', () => {
    expect(() => buildCalendar(meals, { timeZone: 'Nowhere/Land', link: 'x' })).toThrow(/time zone/);
  });

  it('describes a meal in plain text', () => {
    expect(describeMeal(meals[0], 'https://f/')).toBe(
      'Breakfast\nCalories: 410 kcal\n\nIngredients:\n- 1 cup rolled oats\n- 1 cup milk\n\nOpen in Forkcast: https://f/',
    );
  });
});

describe('one event per meal, its sides inside', () => {
  const DISHES = ['Saag Paneer', 'Thai Green Curry', 'Overnight Oats', 'Lentil Soup', 'Pasta Primavera', 'Bean Chili', 'Shakshuka'];
  const SIDES = [
    { name: 'Basmati rice', line: '1 cup Basmati rice', calories: 205 },
    { name: 'Apple', line: '1 piece Apple', calories: 95 },
  ];
  /** A generated week as stored: 21 slots, each a recipe (position 0) and 0-2 sides (positions 1, 2). */
  function week(): CalendarPlan {
    const items: CalendarPlanItem[] = [];
    let n = 0;
    for (let day = 0; day < 7; day++)
      for (const mealType of ['breakfast', 'lunch', 'dinner'] as const) {
        const sideCount = (day + n) % 3;
        items.push({
          id: `item-${n++}`,
          dayOfWeek: day,
          mealType,
          position: 0,
          isRecipe: true,
          title: DISHES[(day + n) % DISHES.length],
          calories: 500,
          ingredients: ['1 thing'],
        });
        SIDES.slice(0, sideCount).forEach((side, i) =>
          items.push({
            id: `item-${n++}`,
            dayOfWeek: day,
            mealType,
            position: i + 1,
            isRecipe: false,
            title: side.name,
            calories: side.calories,
            ingredients: [side.line],
          }),
        );
      }
    return { id: 'plan-1', name: 'My week', weekStartDate: '2026-11-22', items };
  }

  it('makes 21 events of a 21-meal week, however many sides it has', () => {
    const plan = week();
    expect(plan.items.length).toBeGreaterThan(21);
    const meals = mealsOf([plan], () => 0);
    const { ics, events } = buildCalendar(meals, { timeZone: 'UTC', link: 'https://forkcast.test/' });
    const parsed = parse(ics);
    expect(events).toBe(21);
    expect(parsed).toHaveLength(21);
    expect(new Set(parsed.map((e) => e.uid)).size).toBe(21);
    // Every side is inside its meal's event (summary and description), none is an event of its own.
    for (const side of SIDES) expect(parsed.some((e) => String(e.summary).startsWith(side.name))).toBe(false);
    const sidesInEvents = parsed.reduce(
      (sum, e) => sum + (String(e.description).match(/^- 1 (cup Basmati rice|piece Apple)$/gm)?.length ?? 0),
      0,
    );
    expect(sidesInEvents).toBe(plan.items.filter((i) => !i.isRecipe).length);
    // A meal's calories are its dish's and its sides'.
    const withBoth = parsed.find((e) => String(e.summary).endsWith('with basmati rice and apple'))!;
    expect(withBoth.description).toContain(`Calories: ${500 + 205 + 95} kcal`);
  });

  it('names the dish and what comes with it', () => {
    const plan: CalendarPlan = {
      id: 'p',
      name: null,
      weekStartDate: '2026-11-22',
      items: [
        {
          id: 'b',
          dayOfWeek: 3,
          mealType: 'dinner',
          position: 1,
          isRecipe: false,
          title: 'Basmati rice',
          calories: 205,
          ingredients: ['1 cup Basmati rice'],
        },
        {
          id: 'a',
          dayOfWeek: 3,
          mealType: 'dinner',
          position: 0,
          isRecipe: true,
          title: 'Saag Paneer',
          calories: 480,
          ingredients: ['12 oz paneer'],
        },
      ],
    };
    const [meal] = mealsOf([plan], () => 0);
    expect(mealSummary(meal)).toBe('Dinner: Saag Paneer, with basmati rice');
    expect(meal.date).toBe('2026-11-25');
    expect(meal.calories).toBe(685);
    const [event] = parse(buildCalendar([meal], { timeZone: 'UTC', link: 'x' }).ics);
    expect(event.summary).toBe('Dinner: Saag Paneer, with basmati rice');
    expect(event.description).toContain('Served with:\n- 1 cup Basmati rice');
    expect(event.uid).toBe('p-3-dinner@forkcast');
  });
});
