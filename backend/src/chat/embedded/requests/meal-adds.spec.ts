/**
 * Foods put into a planned meal and taken out of it, said as people type: beside the meal ("with", "too") never a swap,
 * an amount and a reason never a question, several foods each their own add, "to it" after a meal was read, the food
 * named with its slot first, and a whole meal taken off the plan. Pure parsing.
 */
import { parseIntent, WRITES } from '../intents.js';
import { boundEntities } from '../entity-bounds.js';
import { followedAfter } from '../../conversation/follow-up.js';

const weekday = (n: number) => ({ kind: 'weekday', weekday: n });
const after = (first: string, second: string) => followedAfter(first, second, parseIntent, '2026-11-22');

describe('a food said beside a meal is added to it, never swapped in', () => {
  it.each([
    ['could you put some french fries with my saturday dinner', 'french fries', 6, 'dinner'],
    ['put some greek yogurt with my thursday lunch', 'greek yogurt', 4, 'lunch'],
    ['PLS add greek yogurt alongside monday breakfast', 'greek yogurt', 1, 'breakfast'],
    ['can u stick some mexican cheese in with friday dinner', 'mexican cheese', 5, 'dinner'],
    ['i want italian sausage added to wed dinner', 'italian sausage', 3, 'dinner'],
  ])('%s', (text, item, n, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'addFood', item, day: weekday(n), meal });
  });

  it.each([
    ['add the avocado baked eggs to thursday breakfast as well', 'avocado baked eggs', 4],
    ['put blueberry maple baked oatmeal on sunday breakfast too pls', 'blueberry maple baked oatmeal', 0],
    ['can u add the tahini date toast to wed breakfast also', 'tahini date toast', 3],
    ['add the classic buttermilk pancakes to tuesday breakfast too', 'classic buttermilk pancakes', 2],
    ['on saturday breakfast please add avocado baked eggs on the side', 'avocado baked eggs', 6],
  ])('a dish named beside the meal: %s', (text, item, n) => {
    expect(parseIntent(text)).toMatchObject({ type: 'addFood', item, dish: true, day: weekday(n), meal: 'breakfast' });
  });

  it('a dish named with no word of "beside" still takes the meal’s place', () => {
    expect(parseIntent('add avocado baked eggs to thursday breakfast')).toMatchObject({ type: 'swap', recipe: 'Avocado Baked Eggs' });
  });
});

describe('the slot said first, then the add', () => {
  it.each([
    ['for monday lunch add an apple', 'apple', 1, 'lunch'],
    ['For Friday dinner put some peas in too', 'peas', 5, 'dinner'],
    ["on sunday's breakfast pls add a banana", 'banana', 0, 'breakfast'],
  ])('%s', (text, item, n, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'addFood', item, day: weekday(n), meal });
  });
});

describe('an amount, a state and a reason: still an add', () => {
  it.each([
    ["we'd like 3 boiled eggs added to monday breakfast, gotta hit my protein", 'boiled eggs', 3, 1, 'breakfast'],
    ['i want a sliced apple added to thursday lunch because i need more fiber', 'sliced apple', 1, 4, 'lunch'],
    ['can you get 2 slices of toast put in saturday breakfast', 'toast', 2, 6, 'breakfast'],
    ['add 200g of grilled chicken to tuesday lunch for extra protein', 'grilled chicken', 200, 2, 'lunch'],
    ['add half a cup of oats to friday breakfast, need fiber', 'oats', 0.5, 5, 'breakfast'],
    ['add 2 eggs to tuesday dinner for the protein', 'eggs', 2, 2, 'dinner'],
  ])('%s', (text, item, quantity, n, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'addFood', item, quantity, day: weekday(n), meal });
  });

  it('a goal moved by a figure is still a goal', () => {
    expect(parseIntent('add 20 to my budget')).toMatchObject({ type: 'changeGoal', field: 'weeklyBudget', by: 20 });
    expect(parseIntent('add 200 more calories a day')).toMatchObject({ type: 'changeGoal', field: 'calorieGoal', by: 200 });
  });
});

describe('several foods into one meal: each its own add', () => {
  it.each([
    ['add hummus and some carrots to thursday lunch', ['hummus', 'carrots'], 4, 'lunch'],
    ['put rice, black beans and salsa in sunday dinner', ['rice', 'black beans', 'salsa'], 0, 'dinner'],
    ['pls add an apple & a banana to monday breakfast', ['apple', 'banana'], 1, 'breakfast'],
    ['add some cheese and crackers to wednesday lunch', ['cheese', 'crackers'], 3, 'lunch'],
    ['Add Spinach and mushrooms to friday dinner too', ['spinach', 'mushrooms'], 5, 'dinner'],
  ])('%s', (text, items, n, meal) => {
    const read = parseIntent(text);
    expect(read).toMatchObject({ type: 'several', parts: items.map((item) => ({ type: 'addFood', item, day: weekday(n), meal })) });
  });
});

describe('"to it", "to that" after a meal was read: into that meal, never onto the list', () => {
  it.each([
    ['what am i having for lunch wednesday', 'add a cup of grapes to that', 'grapes', 3, 'lunch'],
    ["what's for dinner on friday", 'put an avocado in it', 'avocado', 5, 'dinner'],
    ['whats tuesday breakfast', 'can u add some walnuts to it pls', 'walnuts', 2, 'breakfast'],
    ['show me saturday lunch', 'throw a pear in with that', 'pear', 6, 'lunch'],
    ["what's on the menu for monday dinner?", 'add 2 eggs to it too', 'eggs', 1, 'dinner'],
  ])('%s → %s', (first, second, item, n, meal) => {
    expect(after(first, second)).toMatchObject({ type: 'addFood', item, day: weekday(n), meal });
  });

  it('several foods into it, each added; the list named stays the list', () => {
    expect(after("what's for lunch on thursday", 'add almonds and a pear to it')).toMatchObject({
      type: 'several',
      parts: [{ item: 'almonds' }, { item: 'pear' }],
    });
    expect(after("what's for dinner on friday", 'add milk to my list')).toMatchObject({ type: 'addGrocery', item: 'milk' });
    expect(after("what's on my list", 'add milk to it')).toMatchObject({ type: 'addGrocery', item: 'milk' });
  });
});

describe('a food named with its meal first, then taken away: out of that meal, never off the list', () => {
  it.each([
    ['the cucumber on thursday lunch, just delete it', 'cucumber', 4, 'lunch'],
    ['the mushrooms in tuesday dinner, get rid of them', 'mushrooms', 2, 'dinner'],
    ["sunday breakfast's bacon - remove it please", 'bacon', 0, 'breakfast'],
    ['the yogurt at monday breakfast, take it out', 'yogurt', 1, 'breakfast'],
    ["the apple on thursday's breakfast — ditch it", 'apple', 4, 'breakfast'],
    ['delete the pear from saturday lunch', 'pear', 6, 'lunch'],
  ])('%s', (text, food, n, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'removeFromMeal', food, day: weekday(n), meal });
  });

  it('the list named keeps it a grocery removal', () => {
    expect(parseIntent('the milk for sunday, take it off my list')).toEqual({ type: 'removeGrocery', item: 'milk' });
  });
});

describe('a whole meal taken off the plan', () => {
  it.each([
    ['take sunday lunch out of the plan', 0, 'lunch'],
    ["take sunday lunch off the plan because we're eating out", 0, 'lunch'],
    ['remove friday dinner from the plan we have a party', 5, 'dinner'],
    ['please take out saturday dinner from my plan', 6, 'dinner'],
    ['take saturday dinner out of my meals since were away', 6, 'dinner'],
  ])('%s', (text, n, meal) => {
    const read = parseIntent(text);
    expect(read).toMatchObject({ type: 'clearMeal', day: weekday(n), meal });
  });

  it('a planned meal is never stored as a dislike', () => {
    for (const text of ['keep monday dinner out of my meals', 'leave thursday lunch off the plan', 'add tuesday dinner to my dislikes'])
      expect(parseIntent(text)).not.toMatchObject({ type: 'addPreference' });
  });

  it.each([
    ["remove tonight's dinner from my list", "remove tonight's dinner"],
    ["delete friday's lunch off the list", "remove friday's lunch"],
    ["take tomorrow's breakfast off my shopping list", "remove tomorrow's breakfast"],
  ])('a meal named as a line is asked about, nothing done: %s', (text, request) => {
    const read = parseIntent(text);
    expect(read).toMatchObject({ type: 'confirm', request });
    expect(parseIntent(request)).toMatchObject({ type: 'clearMeal' });
  });

  it('a question takes nothing out', () => {
    expect(WRITES.has(parseIntent('can i take sunday lunch out of the plan?').type)).toBe(false);
  });
});

describe('a food misspelt into a meal: added by its right name, and the slip said', () => {
  it.each([
    ['put an avacado in thursday lunch', 'avocado', 'avacado'],
    ['add brocoli to friday dinner', 'broccoli', 'brocoli'],
    ['add some yoghurt and granolla to sunday breakfast', 'granola', 'granolla'],
    ['pop a tomatoe into monday lunch please', 'tomato', 'tomatoe'],
    ['for saturday breakfast add a bananna', 'banana', 'bananna'],
  ])('%s', (text, food, wrote) => {
    const bounded = boundEntities(parseIntent(text));
    expect('intent' in bounded).toBe(true);
    if (!('intent' in bounded)) return;
    const parts = bounded.intent.type === 'several' ? bounded.intent.parts : [bounded.intent];
    expect(parts.map((p) => p.type)).toEqual(parts.map(() => 'addFood'));
    expect(parts.map((p) => ('item' in p ? p.item : ''))).toContain(food);
    expect(bounded.after).toContain(`You wrote "${wrote}"`);
  });
});
