/**
 * Foods put into and taken out of a planned meal, and follow-ups on a meal or a day, said in other ways: a food
 * wished beside a meal with no verb of adding, a serving said as a side, bowl or plate, "take X out" right after a
 * meal was read, a swap asked with "can i … for …", and "that day" after one day was answered. Pure parsing.
 */
import { parseIntent, WRITES } from '../intents.js';
import { followedAfter, followUp } from '../../conversation/follow-up.js';
import { readAmount } from '../../lexicon/amounts.js';
import { namesTheDish } from '../../lexicon/dish-titles.js';
import { words } from '../../../kitchen/words.js';
import type { ConversationState } from '../../conversation/state.js';

const weekday = (n: number) => ({ kind: 'weekday', weekday: n });
const after = (first: string, second: string) => followedAfter(first, second, parseIntent, '2026-11-22');
const read = (message: string, state: ConversationState) => followUp(message, parseIntent(message), state, parseIntent).intent;

describe('a food wished beside a meal, with no verb of adding: added to it', () => {
  it.each([
    ["we'd love some garlic bread alongside saturday's dinner", 'garlic bread', 6, 'dinner'],
    ["i'll have a yogurt with tuesday lunch as well", 'yogurt', 2, 'lunch'],
    ['i need a coffee with my monday breakfast', 'coffee', 1, 'breakfast'],
    ["i'd like to have a pear with thursday lunch", 'pear', 4, 'lunch'],
    ['we want crackers on the side for wednesday lunch', 'crackers', 3, 'lunch'],
    ['I would really like some blueberries with my Sunday breakfast, thank you.', 'blueberries', 0, 'breakfast'],
  ])('%s', (text, item, n, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'addFood', item, day: weekday(n), meal });
  });

  it('a food wished for a meal, not beside it, or not wanted, is no add', () => {
    expect(parseIntent('i want mexican for saturday dinner instead')).toMatchObject({ type: 'swap' });
    expect(parseIntent("i don't want the olives with friday dinner")).toMatchObject({ type: 'removeFromMeal', food: 'olives' });
    expect(parseIntent('i want chicken for sunday dinner')).not.toMatchObject({ type: 'addFood' });
  });
});

describe('a serving said as a side, a bowl or a plate: an amount, never the food', () => {
  it.each([
    ['a side of coleslaw', 'coleslaw', 1],
    ['two bowls of porridge', 'porridge', 2],
    ['a plate of nachos', 'nachos', 1],
    ['3 scoops of vanilla ice cream', 'vanilla ice cream', 3],
    ['a helping of mashed potatoes', 'mashed potatoes', 1],
  ])('%s', (text, rest, quantity) => {
    expect(readAmount(text)).toEqual({ quantity, unit: 'serving', rest });
  });

  it.each([
    ['add a side of sweet potato fries to thursday dinner', 'sweet potato fries', 4, 'dinner'],
    ['put a bowl of tomato soup in monday lunch', 'tomato soup', 1, 'lunch'],
    ['throw a plate of salad into saturday dinner', 'salad', 6, 'dinner'],
    ['pls add 2 sides of rice to tuesday dinner', 'rice', 2, 'dinner'],
    ['add a bowl of berries to friday breakfast too', 'berries', 5, 'breakfast'],
  ])('into a meal: %s', (text, item, n, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'addFood', item, unit: 'serving', day: weekday(n), meal });
  });
});

describe('a food wished out of a meal, the take-out said after it: out of that meal', () => {
  it.each([
    ["i'd like the raisins removed from monday breakfast", 'raisins', 1, 'breakfast'],
    ['we want the olives taken off thursday dinner please', 'olives', 4, 'dinner'],
    ["i would like the croutons left out of saturday's lunch", 'croutons', 6, 'lunch'],
    ['i want the sausage gone from sunday breakfast', 'sausage', 0, 'breakfast'],
    ["we'd like the peppers dropped from wednesday dinner, too spicy", 'peppers', 3, 'dinner'],
  ])('%s', (text, food, n, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'removeFromMeal', food, day: weekday(n), meal });
  });
});

describe('"take X out" right after a meal was read: out of that meal, never off the list', () => {
  it.each([
    ["what's in saturday lunch", 'could you take the onion out', 'onion', 6, 'lunch'],
    ['what is for dinner on monday', 'remove the mushrooms please', 'mushrooms', 1, 'dinner'],
    ["whats tuesday's breakfast", 'pls drop the raisins out', 'raisins', 2, 'breakfast'],
    ['show me friday dinner', 'get rid of the peppers', 'peppers', 5, 'dinner'],
    ['what am i eating wednesday lunch', 'take the cucumber out thx', 'cucumber', 3, 'lunch'],
  ])('%s → %s', (first, second, food, n, meal) => {
    expect(after(first, second)).toMatchObject({ type: 'removeFromMeal', food, day: weekday(n), meal });
  });

  it('the list named, or another meal named, is as said', () => {
    expect(after("what's in saturday lunch", 'take the onion off my list')).toMatchObject({ type: 'removeGrocery', item: 'onion' });
    expect(after("what's in saturday lunch", 'take the onion out of sunday dinner')).toMatchObject({
      type: 'removeFromMeal',
      day: weekday(0),
      meal: 'dinner',
    });
    expect(after('add onions', 'take the onions off')).toMatchObject({ type: 'removeGrocery' });
  });
});

describe('a recipe whose title only describes the food is not the food', () => {
  it.each([
    ['Bean and Cheese Burritos', 'cheese', false],
    ['Chicken and Rice Skillet', 'rice', false],
    ['Spinach Mushroom Omelette', 'mushroom', false],
    ['Bean and Cheese Burritos', 'burritos', true],
    ['Side Salad', 'salad', true],
    ['Pasta with Pesto', 'pasta', true],
    ['Pasta with Pesto', 'pesto', false],
  ])('%s, "%s": the dish itself %s', (title, food, named) => {
    expect(namesTheDish(title, words(food))).toBe(named);
  });
});

describe('a swap asked "can i … for …": done as asked; with no wish, only offered', () => {
  it.each([
    ['can i swap sunday dinner for something thai', 0, 'dinner', { cuisine: 'thai' }],
    ['could we switch monday lunch to something vegetarian', 1, 'lunch', { diet: 'vegetarian' }],
    ['can we change thursday breakfast for something quicker?', 4, 'breakfast', { quicker: true }],
    ['so can i replace friday dinner with something cheaper', 5, 'dinner', { cheaper: true }],
    ['can i swap saturday lunch for something without mushrooms', 6, 'lunch', {}],
  ])('%s', (text, n, meal, wish) => {
    expect(parseIntent(text)).toMatchObject({ type: 'swap', day: weekday(n), meal, ...wish });
  });

  it.each([
    ["what's wednesday dinner", 'can i swap it for something indian', 3, 'dinner'],
    ['whats for breakfast on friday', 'could we swap that for something with eggs', 5, 'breakfast'],
    ['show me monday lunch', 'can i change it to something vegan?', 1, 'lunch'],
  ])('of the meal just read: %s → %s', (first, second, n, meal) => {
    expect(after(first, second)).toMatchObject({ type: 'swap', day: weekday(n), meal });
  });

  it('leave asked with no wish, advice asked, or another meal wished in other words: nothing done', () => {
    expect(parseIntent('could i swap tuesday dinner')).toMatchObject({ type: 'offer' });
    expect(WRITES.has(parseIntent('should i swap tuesday dinner for something lighter?').type)).toBe(false);
    expect(after("what's for dinner tuesday", 'could we have rice instead')).toMatchObject({ type: 'offer' });
  });
});

describe('"that day" after one day was answered: that day, never another person', () => {
  const answered: ConversationState = { day: 3, said: 'which day has the most protein' };
  it.each([
    ["make that day's lunch cheaper", 'lunch', 'swap'],
    ["can you make that day's breakfast lighter", 'breakfast', 'swap'],
    ["swap that day's dinner for something vegan", 'dinner', 'swap'],
    ["what's in that day's dinner", 'dinner', 'mealQuestion'],
    ["is that day's lunch vegetarian?", 'lunch', 'dietCheck'],
  ])('%s', (text, meal, type) => {
    expect(read(text, answered)).toMatchObject({ type, day: weekday(3), meal });
  });

  it('a question of it is never a change', () => {
    expect(WRITES.has(read("can i make that day's dinner lighter?", answered).type)).toBe(false);
    expect(parseIntent("make that day's dinner lighter")).not.toMatchObject({ type: 'otherAccount' });
  });
});
