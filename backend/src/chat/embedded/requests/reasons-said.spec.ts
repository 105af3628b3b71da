/**
 * Why a request is asked, said beside it, as the grammar reads the message (pure, no data): the reason — an occasion,
 * what the person is doing, a "bc …" — decides neither the intent nor the day; the request's own part does. And what
 * must stay as it was: a meal of the plan named with "night" or "for", a reason that asks a change itself, a question.
 */
import { parseIntent } from '../intents.js';
import { tellsWhy, withoutReasons } from './reasons-said.js';

describe('a reason said beside a request: the request is read, the reason left out', () => {
  it.each([
    // an occasion after the ask, with or without "for"
    ['put 6 avocados on, guac night', { type: 'addGrocery', item: 'avocados', quantity: 6 }],
    ['pick up salsa for game day', { type: 'addGrocery', item: 'salsa' }],
    ['add two bags of ice for the bbq on saturday', { type: 'addGrocery', item: 'ice', quantity: 2, unit: 'bag' }],
    // an occasion before it
    ['for pizza night - add mozzarella', { type: 'addGrocery', item: 'mozzarella' }],
    // what the person is doing, after or before the ask
    ['change the flour to 3 bags, baking bread all weekend', { type: 'setGroceryQuantity', item: 'flour', quantity: 3, unit: 'bag' }],
    ['hosting brunch sunday, add a dozen eggs', { type: 'addGrocery', item: 'eggs', quantity: 12 }],
    // a reason's own word, with no comma before it
    ['take the soda off bc we are cutting sugar', { type: 'removeGrocery', item: 'soda' }],
    ['scratch the crisps off since nobody eats them', { type: 'removeGrocery', item: 'crisps' }],
  ])('%s', (text, expected) => {
    expect(parseIntent(text)).toMatchObject(expected);
  });

  it('a thing told first, a reason, then asked of it ("them"): the change done once, on the thing told', () => {
    expect(parseIntent('the biscuits are not needed anymore, cutting back. remove them')).toEqual({
      type: 'removeGrocery',
      item: 'biscuits',
    });
    expect(parseIntent("won't need the crackers anymore. delete them")).toEqual({ type: 'removeGrocery', item: 'crackers' });
  });

  it('what a reason says is never stored and names no day: no meal asked, no add of the occasion', () => {
    for (const text of ['add lemons, making lemonade tomorrow', 'add limes for taco night']) {
      const read = parseIntent(text);
      expect(read.type).toBe('addGrocery');
      expect(JSON.stringify(read)).not.toMatch(/day|lemonade|taco|night/);
    }
  });
});

describe('what a reason is not', () => {
  it('a meal of the plan said with "night" or "for" keeps its slot', () => {
    expect(parseIntent('add rice for tuesday dinner')).toMatchObject({ type: 'addFood', meal: 'dinner' });
    expect(tellsWhy('tomorrow night')).toBe(false);
    expect(tellsWhy('for friday night')).toBe(false);
    expect(tellsWhy('monday night')).toBe(false);
  });

  it('a part that asks a change itself is kept, "-ing" or not; a message of one part is left as it is', () => {
    expect(withoutReasons('add milk, going vegan', () => true)).toBeNull();
    expect(withoutReasons('add milk', () => false)).toBeNull();
    expect(withoutReasons('making soup tonight', () => false)).toBeNull();
  });

  it('a question with a reason beside it stays a question, and writes nothing', () => {
    expect(parseIntent("what's for dinner tonight, planning the shop")).toMatchObject({ type: 'meal' });
  });
});

describe('a list heading with its items', () => {
  it.each([
    ['shopping list: oats, honey, walnuts', ['oats', 'honey', 'walnuts']],
    ['my grocery list - apples, pears', ['apples', 'pears']],
    ['Groceries: rice and beans', ['rice', 'beans']],
    ['grocery list\n- yogurt\n- granola\n- berries', ['yogurt', 'granola', 'berries']],
    ['list:\n1. tofu\n2. spinach', ['tofu', 'spinach']],
  ])('%j adds each item', (text, items) => {
    const read = parseIntent(text);
    expect(read.type).toBe('addGrocery');
    if (read.type !== 'addGrocery') return;
    expect([read.item, ...(read.also ?? []).map((l) => l.item)]).toEqual(items);
  });
});
