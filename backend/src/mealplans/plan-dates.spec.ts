import { addDays, dateForWeekday, indexForWeekday, isRealIsoDate, toIsoDate, weekdayForIndex, weekdayOf } from './plan-dates.js';

describe('plan dates', () => {
  it('knows real dates', () => {
    expect(isRealIsoDate('2026-11-22')).toBe(true);
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2026-02-29')).toBe(false);
    expect(isRealIsoDate('2026-13-01')).toBe(false);
    expect(isRealIsoDate('22/11/2026')).toBe(false);
    expect(isRealIsoDate(20261122)).toBe(false);
  });

  it('maps weekdays to the one date of that weekday in a week starting on any day', () => {
    const start = '2026-11-18'; // Wednesday
    expect(weekdayOf(start)).toBe(3);
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => weekdayForIndex(start, i))).toEqual([3, 4, 5, 6, 0, 1, 2]);
    expect(dateForWeekday(start, 0)).toBe('2026-11-22');
    expect(dateForWeekday(start, 3)).toBe('2026-11-18');
    expect(dateForWeekday(start, 2)).toBe('2026-11-24');
    for (let w = 0; w < 7; w++) expect(weekdayForIndex(start, indexForWeekday(start, w))).toBe(w);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(toIsoDate(new Date(2026, 10, 22))).toBe('2026-11-22');
  });
});
