/** A whole planned meal cleared with its reason or in other words, and asked about where its slot is not plain. Pure. */
import { parseIntent } from '../intents.js';

const weekday = (n: number) => ({ kind: 'weekday', weekday: n });

describe('a meal cleared with a reason around it is cleared', () => {
  it.each([
    ['we have a wedding on saturday, so cancel lunch', weekday(6), 'lunch'],
    ["drop sunday's breakfast completely, sleeping in", weekday(0), 'breakfast'],
    ['monday lunch - the office is buying, so just scrap it', weekday(1), 'lunch'],
    ['no breakfast needed on thursday', weekday(4), 'breakfast'],
    ["we're dining out on tuesday for dinner", weekday(2), 'dinner'],
    ["we're going out saturday night, it's our anniversary", weekday(6), 'dinner'],
    ['no dinner for us tomorrow thanks', { kind: 'relative', offset: 1, word: 'tomorrow' }, 'dinner'],
    ['the in-laws take us out on friday; empty dinner that evening', weekday(5), 'dinner'],
    ['wipe wednesday lunch entirely please, conference all day', weekday(3), 'lunch'],
  ])('%s', (said, day, meal) => expect(parseIntent(said)).toEqual({ type: 'clearMeal', day, meal }));
});

describe('where the slot is not plain, or only a food goes, no whole meal is cleared', () => {
  it.each([
    "we're out this week, clear dinner",
    "friday we're busy and saturday too, clear dinner",
    'the toast at wednesday breakfast, cancel it',
    'should i clear friday dinner?',
  ])('%s', (said) => expect(parseIntent(said).type).not.toBe('clearMeal'));

  it('a food named is taken out of the meal, not the meal', () => {
    expect(parseIntent('no onions in friday dinner')).toMatchObject({ type: 'removeFromMeal', food: 'onions' });
  });
});
