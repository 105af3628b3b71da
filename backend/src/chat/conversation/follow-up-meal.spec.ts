import { parseIntent } from '../embedded/intents.js';
import { followedAfter } from './follow-up.js';

/** The second message of two, read after the first (a fixed Sunday for today). */
const after = (first: string, second: string) => followedAfter(first, second, parseIntent, '2026-11-22');
const TUESDAY_DINNER = { day: { kind: 'weekday', weekday: 2 }, meal: 'dinner' };

describe('follow-ups about the meal spoken of', () => {
  it('a food taken out of "it" is taken out of that meal, never off the list', () => {
    for (const said of ['take the onions out of it', 'remove the onions from that', 'no onions in it pls', 'without the onions'])
      expect(after("what's for dinner tuesday", said)).toMatchObject({ type: 'removeFromMeal', food: 'onions', ...TUESDAY_DINNER });
  });

  it('a short question leaves "it" unsaid: how long, the ingredients, the calories of that meal', () => {
    expect(after("what's for dinner tuesday", 'how long')).toMatchObject({ type: 'mealQuestion', ask: { kind: 'time' } });
    expect(after("what's for dinner tuesday", 'hw long to cook')).toMatchObject({ type: 'mealQuestion', ask: { kind: 'time' } });
    expect(after("what's for dinner tuesday", 'ingredients?')).toMatchObject({ type: 'mealQuestion', ask: { kind: 'ingredients' } });
  });

  it('a wish said "instead" swaps the meal for it; asked leave for, it is only offered', () => {
    expect(after("what's for dinner tuesday", "i'd rather have fish instead")).toMatchObject({
      type: 'swap',
      query: 'fish',
      ...TUESDAY_DINNER,
    });
    expect(after("what's for dinner tuesday", 'cheaper option instead please')).toMatchObject({ type: 'swap', cheaper: true });
    expect(after("what's for dinner tuesday", 'can we have pasta instead')).toEqual({
      type: 'offer',
      request: 'swap tuesday dinner for pasta',
    });
  });
});

describe('one change said for several things', () => {
  it('each thing is a change of its own; a clause of its own after a comma is not a thing', () => {
    expect(parseIntent('remove the salt and the sugar')).toEqual({
      type: 'several',
      parts: [
        { type: 'removeGrocery', item: 'salt' },
        { type: 'removeGrocery', item: 'sugar' },
      ],
    });
    expect(parseIntent('pls take the butter and the sour cream off my list')).toMatchObject({
      type: 'several',
      parts: [{ item: 'butter' }, { item: 'sour cream' }],
    });
    expect(parseIntent('could u take the milk off, the list has 2 of them')).toEqual({ type: 'removeGrocery', item: 'milk' });
    expect(parseIntent('swap tuesday dinner and wednesday lunch for something vegetarian')).toMatchObject({
      type: 'several',
      parts: [
        { type: 'swap', meal: 'dinner', diet: 'vegetarian' },
        { type: 'swap', meal: 'lunch', diet: 'vegetarian' },
      ],
    });
    expect(parseIntent("i'm allergic to peanuts and tree nuts")).toMatchObject({
      type: 'several',
      parts: [{ value: 'Peanuts' }, { value: 'Tree nuts' }],
    });
  });

  it('a thing needed no more comes off the list; "i don\'t need help" is no removal', () => {
    expect(parseIntent('i dont need the cheese anymore')).toEqual({ type: 'removeGrocery', item: 'cheese' });
    expect(parseIntent('i dont need help').type).not.toBe('removeGrocery');
  });
});
