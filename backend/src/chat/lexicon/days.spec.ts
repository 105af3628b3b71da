/** Day words as people type them (days.ts, day-words.json), read from a message's tokens. */
import { tokenize } from '../embedded/tokens.js';
import { nextWeekdayDate, readDay } from './days.js';

const dayOf = (text: string) => readDay(tokenize(text));

describe('day words', () => {
  it.each([
    ['whats for dinner tmrw', 1, 'tomorrow'],
    ['whats on 2moro', 1, 'tomorrow'],
    ['dinner the day after tmrw', 2, 'the day after tomorrow'],
    ['lunch in two days time', 2, 'in 2 days'],
    ['breakfast 4 days from now', 4, 'in 4 days'],
    ['what did i eat yday', -1, 'yesterday'],
    ['whats in tonights dinner', 0, 'today'],
  ])('%s: counted from today', (text, offset, word) => expect(dayOf(text)).toEqual({ kind: 'relative', offset, word }));

  it('a weekday by its short name; "next" moves it past today, "this coming" does not', () => {
    expect(dayOf('swap weds lunch')).toEqual({ kind: 'weekday', weekday: 3 });
    expect(dayOf('thurs night')).toEqual({ kind: 'weekday', weekday: 4 });
    expect(dayOf('whats for dinner this coming friday')).toEqual({ kind: 'weekday', weekday: 5 });
    expect(dayOf('next tuesdays lunch')).toEqual({ kind: 'weekday', weekday: 2, next: true, word: 'next Tuesday' });
  });

  it('a word that only looks like a day is none', () => {
    expect(dayOf('i sat down to write my list')).toBeUndefined();
    expect(dayOf('thus i need milk')).toBeUndefined();
    expect(dayOf('add 2 days worth of snacks')).toBeUndefined();
    // how long a change holds, not a day counted from today
    expect(dayOf('could we aim for 2200 calories a day from now on please')).toBeUndefined();
    expect(dayOf('1900 calories a day from today onwards')).toBeUndefined();
  });

  it('next <weekday> is 1 to 7 days after today, never today', () => {
    // 2026-11-24 is a Tuesday
    expect(nextWeekdayDate('2026-11-24', 2)).toBe('2026-12-01');
    expect(nextWeekdayDate('2026-11-24', 3)).toBe('2026-11-25');
    expect(nextWeekdayDate('2026-11-28', 0)).toBe('2026-11-29');
  });
});
