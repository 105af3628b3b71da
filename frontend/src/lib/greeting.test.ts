import { describe, expect, it } from 'vitest';
import { dayPart, greeting, greetingName } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2025, 0, 26, hours, minutes);

describe('dayPart', () => {
  it('is morning before 12:00, afternoon before 18:00, evening otherwise', () => {
    expect(dayPart(at(0))).toBe('morning');
    expect(dayPart(at(11, 59))).toBe('morning');
    expect(dayPart(at(12))).toBe('afternoon');
    expect(dayPart(at(17, 59))).toBe('afternoon');
    expect(dayPart(at(18))).toBe('evening');
    expect(dayPart(at(23, 59))).toBe('evening');
  });
});

describe('greetingName', () => {
  it('uses the first name, else the email before the @, else "there"', () => {
    expect(greetingName({ firstName: 'Ada', email: 'ada@example.com' })).toBe('Ada');
    expect(greetingName({ firstName: null, email: 'grace.hopper@example.com' })).toBe('grace.hopper');
    expect(greetingName({ firstName: '  ', email: 'x@y.z' })).toBe('x');
    expect(greetingName({ firstName: null, email: null })).toBe('there');
    expect(greetingName({ email: '@nolocal.example' })).toBe('there');
    expect(greetingName(null)).toBe('there');
  });
});

describe('greeting', () => {
  it('puts the two together', () => {
    expect(greeting({ firstName: 'Ada' }, at(8))).toBe('Good morning, Ada');
    expect(greeting({ email: 'sam@example.com' }, at(13))).toBe('Good afternoon, sam');
    expect(greeting(null, at(21))).toBe('Good evening, there');
  });
});
