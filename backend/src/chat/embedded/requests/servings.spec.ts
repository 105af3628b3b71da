/** A planned meal made for a number of people, said as people type; a number of another kind is no servings. Pure parsing. */
import { parseIntent, WRITES } from '../intents.js';

const weekday = (n: number) => ({ kind: 'weekday', weekday: n });

describe('a planned meal made for a number of people', () => {
  it.each([
    ["make tomorrow's dinner for 4", 4, { kind: 'relative', offset: 1 }, 'dinner'],
    ['make friday dinner for 2 people please', 2, weekday(5), 'dinner'],
    ['set sunday lunch to 6 servings', 6, weekday(0), 'lunch'],
    ["can you make saturday's dinner for 5, my parents are coming", 5, weekday(6), 'dinner'],
    ['Cook Thursday lunch for 3 of us', 3, weekday(4), 'lunch'],
  ])('%s', (text, servings, day, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'setServings', servings, day, meal });
  });

  it.each([
    ["i'm cooking for 3 on friday", 3, 5],
    ['were feeding 6 on sunday', 6, 0],
  ])('the meal left unsaid is asked when answered: %s', (text, servings, n) => {
    const read = parseIntent(text);
    expect(read).toMatchObject({ type: 'setServings', servings, day: weekday(n) });
    expect(read).not.toHaveProperty('meal');
  });

  it('a number of another kind is no servings; a question writes nothing', () => {
    expect(parseIntent('swap friday dinner for 2 eggs')).toMatchObject({ type: 'swap' });
    expect(parseIntent('make monday lunch in 20 minutes')).toMatchObject({ type: 'swap', maxMinutes: 20 });
    expect(parseIntent('add 2 eggs to friday breakfast')).toMatchObject({ type: 'addFood', quantity: 2 });
    expect(WRITES.has(parseIntent('can i make friday dinner for 4?').type)).toBe(false);
  });
});
