/** A slot asked about is read, never changed; a slot wished to be something else is swapped, however it is asked. Pure. */
import { parseIntent, WRITES } from '../intents.js';

const weekday = (n: number) => ({ kind: 'weekday', weekday: n });

describe('a yes/no question of a planned meal is answered, never acted on', () => {
  it.each([
    ['is tuesday dinner under 30 min?', 'cookTime'],
    ['will thursday lunch be fast enough to cook', 'cookTime'],
    ['hey, does monday breakfast take under 15 minutes?', 'cookTime'],
    ['is sunday dinner something asian?', 'meal'],
    ['is wednesday lunch greek?', 'meal'],
    ['will friday dinner be cheap?', 'mealQuestion'],
  ])('%s → %s', (said, type) => {
    const read = parseIntent(said);
    expect(read.type).toBe(type);
    expect(WRITES.has(read.type)).toBe(false);
  });

  it("a question of the person's own is no question of a slot", () => {
    expect(parseIntent('do you have any ideas for tonight').type).toBe('recipes');
  });

  it('the same slot wished otherwise is still swapped', () => {
    expect(parseIntent('can friday dinner be italian?')).toMatchObject({ type: 'swap', day: weekday(5), cuisine: 'italian' });
  });
});

describe('a slot wished to be something else is swapped, the slot said first or asked "can it be"', () => {
  it.each([
    ["monday's lunch - can that be something quicker?", weekday(1), 'lunch', { quicker: true }],
    ['thursday breakfast, could it be something cheaper please', weekday(4), 'breakfast', { cheaper: true }],
    ['friday dinner, could it be something with tofu', weekday(5), 'dinner', { query: 'tofu' }],
    ['can wednesday lunch be something with chickpeas', weekday(3), 'lunch', { query: 'chickpeas' }],
    ['the sunday dinner. can it be something lighter', weekday(0), 'dinner', { lighter: true }],
  ])('%s', (said, day, meal, wish) => expect(parseIntent(said)).toMatchObject({ type: 'swap', day, meal, ...wish }));
});

describe('a slot named in one part and asked of in another', () => {
  it.each([
    ['friday dinner was awful last time, find me something cheaper', weekday(5), 'dinner', { cheaper: true }],
    ['tuesday lunch takes forever. i want something quicker', weekday(2), 'lunch', { quicker: true }],
    ['monday breakfast is so heavy, could you get me something lighter', weekday(1), 'breakfast', { lighter: true }],
    ['we get home late on thursday, change dinner that day to something quick', weekday(4), 'dinner', { maxMinutes: 20 }],
    ['work runs late on tuesday so replace lunch the same day with something faster', weekday(2), 'lunch', { quicker: true }],
  ])('%s', (said, day, meal, wish) => expect(parseIntent(said)).toMatchObject({ type: 'swap', day, meal, ...wish }));

  it('with no day named anywhere, the swap names none (and is asked about)', () => {
    const read = parseIntent('swap lunch that day for something faster');
    expect(read.type === 'swap' && read.day).toBeFalsy();
  });
});
