/** A day said against the slot just spoken of ("the day after that") is that slot's next or previous weekday. Pure. */
import { parseIntent } from '../embedded/intents.js';
import { followedAfter } from './follow-up.js';

/** The second message read after the first, on a Friday. */
const after = (first: string, second: string) => followedAfter(first, second, parseIntent, '2026-11-27');

describe('the day after or before the slot just spoken of', () => {
  it.each([
    ['swap monday dinner for something vegetarian', 'the next day as well', 2, 'dinner'],
    ['swap thursday lunch for something quick', 'and the following day too', 5, 'lunch'],
    ['clear wednesday lunch', 'and the day before that too', 2, 'lunch'],
    ['swap saturday breakfast for something with eggs', 'same for the day after that', 0, 'breakfast'],
    ["what's for dinner on friday", 'and the day after?', 6, 'dinner'],
  ])('%s, then %s', (first, second, weekday, meal) =>
    expect(after(first, second)).toMatchObject({ day: { kind: 'weekday', weekday }, meal }),
  );

  it('"the day after tomorrow" is its own day, not the day after the one spoken of', () => {
    expect(after('swap friday lunch for something quick', 'what about the day after tomorrow')).toMatchObject({
      day: { kind: 'relative', offset: 2 },
    });
  });
});
