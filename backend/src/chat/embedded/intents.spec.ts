import { parseGroceryItem, parseIntent } from './intents.js';

describe('parseIntent', () => {
  it.each([
    ['hi', { type: 'greeting' }],
    ['Hello!', { type: 'greeting' }],
    ['good morning', { type: 'greeting' }],
    ['help', { type: 'help' }],
    ['What can you do?', { type: 'help' }],
    ['thanks!', { type: 'thanks' }],
  ])('%s', (message, intent) => expect(parseIntent(message)).toEqual(intent));

  it('meal look-ups by weekday, relative day and meal', () => {
    expect(parseIntent("what's for dinner on Tuesday?")).toEqual({ type: 'meal', day: { kind: 'weekday', weekday: 2 }, meal: 'dinner' });
    expect(parseIntent('What’s for lunch today')).toEqual({ type: 'meal', day: { kind: 'relative', offset: 0, word: 'today' }, meal: 'lunch' });
    expect(parseIntent('what am I eating tomorrow?')).toEqual({ type: 'meal', day: { kind: 'relative', offset: 1, word: 'tomorrow' }, meal: undefined });
    expect(parseIntent('show me my meal plan')).toEqual({ type: 'meal' });
    expect(parseIntent("What's for dinner tonight?")).toEqual({ type: 'meal', day: { kind: 'relative', offset: 0, word: 'today' }, meal: 'dinner' });
    expect(parseIntent('breakfast on fri?')).toEqual({ type: 'meal', day: { kind: 'weekday', weekday: 5 }, meal: 'breakfast' });
  });

  it('calories for a day or the week', () => {
    expect(parseIntent('how many calories tomorrow?')).toEqual({ type: 'calories', day: { kind: 'relative', offset: 1, word: 'tomorrow' }, week: false });
    expect(parseIntent('calories on Monday')).toMatchObject({ type: 'calories', day: { weekday: 1 } });
    expect(parseIntent('how many calories this week')).toEqual({ type: 'calories', day: undefined, week: true });
  });

  it('swaps with diet, speed or a dish', () => {
    expect(parseIntent('swap Wednesday lunch for something vegetarian')).toEqual({ type: 'swap', day: { kind: 'weekday', weekday: 3 }, meal: 'lunch', diet: 'vegetarian' });
    expect(parseIntent('Replace dinner tomorrow with something quick')).toEqual({ type: 'swap', day: { kind: 'relative', offset: 1, word: 'tomorrow' }, meal: 'dinner', maxMinutes: 20 });
    expect(parseIntent('change friday dinner to salmon')).toEqual({ type: 'swap', day: { kind: 'weekday', weekday: 5 }, meal: 'dinner', query: 'salmon' });
  });

  it('grocery list: add, check, show', () => {
    expect(parseIntent('add milk to my list')).toEqual({ type: 'addGrocery', item: 'milk' });
    expect(parseIntent('Add 2 gallons of milk to my grocery list')).toEqual({ type: 'addGrocery', item: 'milk', quantity: 2, unit: 'gallon' });
    expect(parseIntent('put bread on the shopping list')).toEqual({ type: 'addGrocery', item: 'bread' });
    expect(parseIntent("we're out of eggs")).toEqual({ type: 'addGrocery', item: 'eggs' });
    expect(parseIntent('check off milk')).toEqual({ type: 'checkGrocery', item: 'milk', checked: true });
    expect(parseIntent('mark the eggs as bought')).toEqual({ type: 'checkGrocery', item: 'eggs', checked: true });
    expect(parseIntent('uncheck milk')).toEqual({ type: 'checkGrocery', item: 'milk', checked: false });
    expect(parseIntent("what's on my grocery list?")).toEqual({ type: 'groceryList' });
  });

  it('quick recipes and recipe ideas', () => {
    expect(parseIntent('what can I cook in under 20 minutes?')).toEqual({ type: 'quick', maxMinutes: 20 });
    expect(parseIntent('quick dinner ideas')).toEqual({ type: 'quick', maxMinutes: 20, meal: 'dinner' });
    expect(parseIntent('vegan recipes under 30 min')).toEqual({ type: 'quick', maxMinutes: 30, diet: 'vegan' });
    expect(parseIntent('find me some chicken recipes')).toEqual({ type: 'recipes', query: 'chicken' });
  });

  it('says what it cannot do', () => {
    expect(parseIntent('order my groceries for delivery')).toEqual({ type: 'unsupported', what: 'order groceries or arrange delivery' });
    expect(parseIntent('generate a new meal plan')).toMatchObject({ type: 'unsupported' });
    expect(parseIntent('what is the meaning of life')).toEqual({ type: 'unknown' });
  });

  it('changes preferences', () => {
    expect(parseIntent('set my calorie goal to 1800')).toEqual({ type: 'setNumber', field: 'calorieGoal', value: 1800 });
    expect(parseIntent('change my weekly budget to $120')).toEqual({ type: 'setNumber', field: 'weeklyBudget', value: 120 });
    expect(parseIntent("I'm allergic to shellfish")).toEqual({ type: 'addPreference', list: 'allergies', value: 'Shellfish' });
    expect(parseIntent("I don't like mushrooms.")).toEqual({ type: 'addPreference', list: 'dislikedIngredients', value: 'Mushrooms' });
    expect(parseIntent("I'm vegetarian now")).toEqual({ type: 'addPreference', list: 'dietaryRestrictions', value: 'Vegetarian' });
    expect(parseIntent('I am hungry')).toEqual({ type: 'unknown' });
    expect(parseIntent("what's my budget?")).toEqual({ type: 'preferences' });
  });

  it('adds a food to a slot', () => {
    expect(parseIntent('add a banana to Friday breakfast')).toEqual({ type: 'addFood', item: 'banana', quantity: 1, day: { kind: 'weekday', weekday: 5 }, meal: 'breakfast' });
    expect(parseIntent('put 2 eggs in tomorrow\'s lunch')).toEqual({ type: 'addFood', item: 'eggs', quantity: 2, day: { kind: 'relative', offset: 1, word: 'tomorrow' }, meal: 'lunch' });
    expect(parseIntent('add milk to my list')).toEqual({ type: 'addGrocery', item: 'milk' });
  });

  it('weekend look-ups and removals it cannot do', () => {
    expect(parseIntent("what's for breakfast on the weekend?")).toEqual({ type: 'meal', meal: 'breakfast', weekend: true });
    expect(parseIntent('remove milk from my list')).toMatchObject({ type: 'unsupported', what: 'remove items from your grocery list' });
    expect(parseIntent('delete tuesday dinner')).toMatchObject({ type: 'unsupported', what: 'remove meals' });
  });

  it('preferences', () => {
    expect(parseIntent('what are my allergies?')).toEqual({ type: 'preferences' });
  });
});

describe('parseGroceryItem', () => {
  it.each([
    ['milk', { item: 'milk' }],
    ['a dozen eggs', { item: 'eggs', quantity: 12 }],
    ['3 cans of black beans', { item: 'black beans', quantity: 3, unit: 'can' }],
    ['two loaves of bread', { item: 'bread', quantity: 2, unit: 'loaf' }],
    ['some apples.', { item: 'apples' }],
  ])('%s', (raw, parsed) => expect(parseGroceryItem(raw)).toEqual(parsed));
});
