/**
 * A list line as people count it and ask about it, read from the words alone: a count of packages is the package's
 * unit, "actually i need N X" puts the line right, asking words are no part of a name, "another X" is one more of it,
 * a count after "my list" is the add's, and a question of one line is that line's (amount, tick, price).
 */
import { parseIntent } from '../intents.js';
import { packagesCounted } from './line-amounts.js';

describe('a count of packages', () => {
  it.each([
    ['change the quantity of cola to a dozen cans', { item: 'cola', quantity: 12, unit: 'can' }],
    ['could you set the number of crackers to 2 boxes please', { item: 'crackers', quantity: 2, unit: 'box' }],
    ['crackers should be 3 boxes not one', { item: 'crackers', quantity: 3, unit: 'box' }],
    ['i only need one bag of pretzels, not 2', { item: 'pretzels', quantity: 1, unit: 'bag' }],
    ['make the water half a dozen bottles', { item: 'water', quantity: 6, unit: 'bottle' }],
  ])('%s', (text, line) => expect(parseIntent(text)).toMatchObject({ type: 'setGroceryQuantity', ...line }));

  it.each([
    ['add a dozen cans of seltzer', { item: 'seltzer', quantity: 12, unit: 'can' }],
    ['add half a dozen bottles of water', { item: 'water', quantity: 6, unit: 'bottle' }],
    ['add a dozen eggs', { item: 'eggs', quantity: 12 }],
  ])('%s: the count is of the package named after it', (text, line) => expect(parseIntent(text)).toEqual({ type: 'addGrocery', ...line }));

  it('a line of its own is counted in the package said; a plan line, a part or the same unit is not', () => {
    const own = { name: 'chips', quantity: 8, unit: 'oz', own: true };
    expect(packagesCounted(own, { quantity: 3, unit: 'bags' })).toEqual({ quantity: 3, unit: 'bag' });
    expect(packagesCounted({ ...own, own: false }, { quantity: 3, unit: 'bags' })).toBeNull();
    expect(packagesCounted(own, { quantity: 2, unit: 'slices' })).toBeNull();
    expect(packagesCounted(own, { quantity: 2, unit: 'lb' })).toBeNull();
    expect(packagesCounted({ ...own, unit: 'bag' }, { quantity: 2, unit: 'bag' })).toBeNull();
    expect(packagesCounted(own, { quantity: 1, unit: 'bag', change: 'more' })).toBeNull();
  });
});

describe('a line put right, not added on top', () => {
  it.each([
    ['actually i need 5 peaches', { item: 'peaches', quantity: 5 }],
    ['actually we need half a dozen limes', { item: 'limes', quantity: 6 }],
    ['Sorry, we want 4 oranges', { item: 'oranges', quantity: 4 }],
    ['oops i need 2 bags of chips', { item: 'chips', quantity: 2, unit: 'bag' }],
    ['wait, i want a dozen eggs', { item: 'eggs', quantity: 12 }],
  ])('%s', (text, line) => expect(parseIntent(text)).toEqual({ type: 'setGroceryQuantity', ...line }));

  it('a need said with no correction, or with no amount, stays an add', () => {
    expect(parseIntent('i need 3 lemons')).toMatchObject({ type: 'addGrocery', item: 'lemons', quantity: 3 });
    expect(parseIntent('actually i need milk too')).toMatchObject({ type: 'addGrocery', item: 'milk' });
  });
});

describe('asking words and counts around a name', () => {
  it.each([
    ['need avacados x3', 'avacados', 3],
    ['need bread x2', 'bread', 2],
    ['gotta grab 2 bags of chips', 'chips', 2],
    ['we need limes x4', 'limes', 4],
    ['add pears to my list x4', 'pears', 4],
    ['add kiwis to the shopping list x2 please', 'kiwis', 2],
  ])('%s', (text, item, quantity) => expect(parseIntent(text)).toMatchObject({ item, quantity }));

  it.each([
    ['another coffee', { item: 'coffee' }],
    ['another tea please', { item: 'tea' }],
    ['we need another loaf of bread', { item: 'bread', unit: 'loaf' }],
    ['add another bagel', { item: 'bagel' }],
  ])('%s is one more of the line', (text, line) =>
    expect(parseIntent(text)).toEqual({ type: 'setGroceryQuantity', quantity: 1, change: 'more', ...line }),
  );

  it.each(['another one', 'another recipe please', 'another day', 'can i have another idea'])('%s buys nothing', (text) =>
    expect(parseIntent(text).type).not.toBe('setGroceryQuantity'),
  );
});

describe('a question of one line', () => {
  it.each([
    ['how many cookies am i getting', 'cookies', 'amount'],
    ['how many lemons are on my list?', 'lemons', 'amount'],
    ['how much rice is on the list', 'rice', 'amount'],
    ['How many eggs are we buying', 'eggs', 'amount'],
    ['did i already tick off the chips', 'chips', 'ticked'],
    ['have we checked the milk off yet?', 'milk', 'ticked'],
    ['is the bread ticked off', 'bread', 'ticked'],
    ['how much is the coffee on my list', 'coffee', 'price'],
    ['what does the tea on my list cost?', 'tea', 'price'],
    ['how much are the grapes on the shopping list', 'grapes', 'price'],
  ])('%s', (text, item, ask) => expect(parseIntent(text)).toEqual({ type: 'lineAsked', item, ask }));

  it.each([
    ['how much protein am i getting on tuesday', 'nutrient'],
    ['how many items are left on my list', 'listLeft'],
    ['how much is my list', 'cost'],
  ])('%s is not a line', (text, type) => expect(parseIntent(text).type).toBe(type));

  it.each([
    ['do i already have salt', 'salt'],
    ['do we already have garlic?', 'garlic'],
    ['have i already got eggs', 'eggs'],
  ])('%s reads the pantry', (text, item) => expect(parseIntent(text)).toEqual({ type: 'atHome', item }));
});
