import { parseIntent, WRITES } from '../intents.js';
import { amountsInFigures } from '../../lexicon/amounts.js';

describe('amounts said enough, moved by some, or in words (brief "amounts")', () => {
  it.each([
    ['one bag of rice is enough', { item: 'rice', quantity: 1, unit: 'bag' }],
    ['too much milk, one gallon will do', { item: 'milk', quantity: 1, unit: 'gallon' }],
    ['less bread, just one loaf', { item: 'bread', quantity: 1, unit: 'loaf' }],
    ['i dont need 3 loaves of bread, one is plenty', { item: 'bread', quantity: 1 }],
    ['thats too many eggs just 6', { item: 'eggs', quantity: 6 }],
    ['i think 3 pounds of beef is too much, 2 is enough', { item: 'beef', quantity: 2 }],
    ['up the eggs by 6', { item: 'eggs', quantity: 6, change: 'more' }],
    ['take the bananas down by 2', { item: 'bananas', quantity: 2, change: 'less' }],
    ['another 2 avocados please', { item: 'avocados', quantity: 2, change: 'more' }],
    ['we need twice as much rice', { item: 'rice', quantity: 2, change: 'times' }],
    ['just need 2 onions actually', { item: 'onions', quantity: 2 }],
    ['lower the cheese to one block', { item: 'cheese', quantity: 1, unit: 'block' }],
    ['change the spinach to 2 bags please and thank you', { item: 'spinach', quantity: 2, unit: 'bag' }],
  ])('%s puts the line right', (text, line) => expect(parseIntent(text)).toEqual({ type: 'setGroceryQuantity', ...line }));

  it('"by" with a verb that says no way up or down is not guessed', () => {
    expect(parseIntent('change the milk by one')).not.toMatchObject({ type: 'setGroceryQuantity', quantity: 1 });
  });

  it.each([
    'is 2 pounds of chicken enough for 4 people',
    'do i have enough eggs for a dozen cupcakes',
    'is a dozen eggs enough for the week',
  ])('a question of whether an amount is enough writes nothing: %s', (text) => expect(WRITES.has(parseIntent(text).type)).toBe(false));

  it.each([
    ['add a quarter pound of ham', 'add 0.25 pound of ham'],
    ['add three quarters of a pound of turkey', 'add 0.75 pound of turkey'],
    ['add 3 quarters of a gallon of milk', 'add 0.75 gallon of milk'],
    ['add a half-dozen eggs', 'add 6 eggs'],
    ['add a 5 lb bag of potatoes', 'add 5 lb potatoes'],
    ['add avocados x3', 'add 3 avocados'],
    ['get 2x limes', 'get 2 limes'],
    ['need like 3 lbs of apples', 'need 3 lbs of apples'],
    // a liking and a food named with a part stay as said
    ["i'd like 3 apples", "i'd like 3 apples"],
    ['add 2 quarter pounders', 'add 2 quarter pounders'],
  ])('%s → %s', (text, figures) => expect(amountsInFigures(text)).toBe(figures));
});
