/** Several things in one message, amounts as people say them, goals and diets said as statements: pure parsing. */
import { amountsInFigures } from '../../lexicon/amounts.js';
import { parseIntent, WRITES, type Intent } from '../intents.js';
import { amountWanted, lineForAmount } from './line-amounts.js';
import { boundEntities } from '../entity-bounds.js';

/** The parts of a reading, each without its type's fields that do not matter here. */
const partsOf = (intent: Intent): Intent[] => (intent.type === 'several' ? intent.parts : [intent]);
const linesOf = (intent: Intent) =>
  intent.type === 'addGrocery' ? [intent, ...(intent.also ?? [])].map(({ item, quantity, unit }) => ({ item, quantity, unit })) : [];

describe('amounts said in words', () => {
  it.each([
    ['a pound and a half of beef', '1.5 pound of beef'],
    ['a dozen and a half eggs', '18 eggs'],
    ['two and a half pounds of potatoes', '2.5 pounds of potatoes'],
    ['half a dozen eggs', '6 eggs'],
    ['a half gallon of milk', '0.5 gallon of milk'],
    ['two dozen and a half rolls', '30 rolls'],
  ])('%s', (said, figures) => expect(amountsInFigures(said)).toBe(figures));

  it('leaves names and words that are no unit as typed', () => {
    for (const said of ['half and half', 'a banana and a half', 'half a chance', 'add rice and beans'])
      expect(amountsInFigures(said)).toBe(said);
  });
});

describe('several things in one message', () => {
  it.each([
    [
      'add 2 lb ground beef, a bag of carrots and a dozen eggs',
      [
        { item: 'ground beef', quantity: 2, unit: 'lb' },
        { item: 'carrots', quantity: 1, unit: 'bag' },
        { item: 'eggs', quantity: 12, unit: undefined },
      ],
    ],
    [
      'pls add 1 lb butter, 2 onions, and a carton of eggs, thx',
      [
        { item: 'butter', quantity: 1, unit: 'lb' },
        { item: 'onions', quantity: 2, unit: undefined },
        { item: 'eggs', quantity: 1, unit: 'carton' },
      ],
    ],
    [
      'i need 3 tomatoes, an onion and a pound and a half of ground turkey',
      [
        { item: 'tomatoes', quantity: 3, unit: undefined },
        { item: 'onion', quantity: 1, unit: undefined },
        { item: 'ground turkey', quantity: 1.5, unit: 'lb' },
      ],
    ],
  ])('%s: each line with its own amount', (text, lines) => expect(linesOf(parseIntent(text))).toEqual(lines));

  it('the things said after where they go ("add to list: milk, eggs, bread")', () => {
    for (const text of [
      'add to list: milk, eggs, bread',
      'can you please add the following: milk, eggs, bread',
      'put on list milk, eggs, bread',
    ])
      expect(linesOf(parseIntent(text)).map((l) => l.item)).toEqual(['milk', 'eggs', 'bread']);
    expect(parseIntent('add these to the list').type).not.toBe('addGrocery');
  });

  it('a thanks or a comma after the first thing is not a thing', () => {
    expect(linesOf(parseIntent('add eggs, thanks'))).toEqual([{ item: 'eggs', quantity: undefined, unit: undefined }]);
  });

  it.each([
    ['remove the chips and the candy, trying to eat better', ['chips', 'candy']],
    ['take off the soda and the cookies thx im cutting sugar', ['soda', 'cookies']],
    ['remove the beer and wine, doing dry january', ['beer', 'wine']],
    ['take the candy and the ice cream off my list pls, cutting sugar', ['candy', 'ice cream']],
  ])('%s: each thing taken off, the reason left out', (text, things) => {
    expect(partsOf(parseIntent(text))).toEqual(things.map((item) => ({ type: 'removeGrocery', item })));
  });

  it.each([
    ['set calories to 1900 and budget to 95', { calorieGoal: 1900, weeklyBudget: 95 }],
    ['change my calorie goal to 2200 and my protein to 150', { calorieGoal: 2200, proteinGoal: 150 }],
    ['budget 120 and calories 2000 please', { weeklyBudget: 120, calorieGoal: 2000 }],
    ['update budget to 110, calories to 2100', { weeklyBudget: 110, calorieGoal: 2100 }],
    ['set my budget to 100 and protein goal to 130g', { weeklyBudget: 100, proteinGoal: 130 }],
  ])('%s: each number to its own goal', (text, goals) => {
    const set = Object.fromEntries(partsOf(parseIntent(text)).map((p) => (p.type === 'setNumber' ? [p.field, p.value] : [p.type, 0])));
    expect(set).toEqual(goals);
  });

  it('a pantry move: each thing into the pantry, "them" taken off the list', () => {
    expect(partsOf(parseIntent('put the flour and oats in my pantry and take them off the list'))).toEqual([
      { type: 'addPantry', item: 'flour' },
      { type: 'addPantry', item: 'oats' },
      { type: 'removeGrocery', item: 'flour' },
      { type: 'removeGrocery', item: 'oats' },
    ]);
    expect(parseIntent('can you put 2 lbs of rice in my pantry')).toEqual({ type: 'addPantry', item: 'rice', quantity: 2, unit: 'lb' });
    // out of the pantry is out of the pantry, never off the list
    expect(parseIntent('take the rice out of my pantry')).toEqual({ type: 'removePantry', item: 'rice' });
    expect(partsOf(parseIntent('remove butter and oats from the cupboard please'))).toEqual([
      { type: 'removePantry', item: 'butter' },
      { type: 'removePantry', item: 'oats' },
    ]);
    expect(parseIntent('remove butter from my list').type).toBe('removeGrocery');
    // only foods go in the pantry: anything else is asked about, never stored (nor read as an add to the list)
    expect(boundEntities(parseIntent('put the trash bags in my pantry'))).toEqual({
      reply: { response: expect.stringMatching(/^I don't know "trash bags" as a food, so I didn't add it to your pantry/) },
    });
  });

  it('"them" is the foods told of just before; the telling is no change of its own', () => {
    expect(partsOf(parseIntent('i have flour and oats at home now, take them off the list'))).toEqual([
      { type: 'removeGrocery', item: 'flour' },
      { type: 'removeGrocery', item: 'oats' },
    ]);
    expect(
      partsOf(parseIntent('I bought flour and oats, please put them in my pantry and remove them from the list.')).map((p) => p.type),
    ).toEqual(['addPantry', 'addPantry', 'removeGrocery', 'removeGrocery']);
    // the reason says the same add again: added once
    expect(parseIntent("add eggs and milk, i'm out of both")).toEqual({ type: 'addGrocery', item: 'eggs', also: [{ item: 'milk' }] });
    expect(partsOf(parseIntent('no more chips or candy on the list pls'))).toEqual([
      { type: 'removeGrocery', item: 'chips' },
      { type: 'removeGrocery', item: 'candy' },
    ]);
  });

  it('two verbs joined by "so", "and then", "also"; mixed ticks', () => {
    expect(partsOf(parseIntent("i'm not vegan anymore so swap saturday lunch for something with cheese")).map((p) => p.type)).toEqual([
      'removePreference',
      'swap',
    ]);
    expect(partsOf(parseIntent('im allergic to peanuts now so take the peanut butter off my list')).map((p) => p.type)).toEqual([
      'addPreference',
      'removeGrocery',
    ]);
    expect(partsOf(parseIntent('tick off butter and rice, and untick the coffee'))).toEqual([
      { type: 'checkGrocery', item: 'butter', checked: true },
      { type: 'checkGrocery', item: 'rice', checked: true },
      { type: 'checkGrocery', item: 'coffee', checked: false },
    ]);
    // a reason after "so" is no change
    expect(parseIntent('remove the chips so i can eat better')).toEqual({ type: 'removeGrocery', item: 'chips' });
  });
});

describe('quantity corrections change the line that exists', () => {
  it.each([
    ['bump the rice up to 3 pounds', { item: 'rice', quantity: 3, unit: 'lb' }],
    ['the ground beef should be two pounds', { item: 'ground beef', quantity: 2, unit: 'lb' }],
    ['ground beef should be 2 lbs not 1', { item: 'ground beef', quantity: 2, unit: 'lb' }],
    ['cut the spinach to one bag', { item: 'spinach', quantity: 1, unit: 'bag' }],
    ['oops i meant 4 limes', { item: 'limes', quantity: 4 }],
    ['no wait i meant 2 gallons of milk', { item: 'milk', quantity: 2, unit: 'gallon' }],
    ['drop the eggs to half a dozen', { item: 'eggs', quantity: 6 }],
    ['double the rice', { item: 'rice', quantity: 2, change: 'times' }],
    ['can you halve the pasta pls', { item: 'pasta', quantity: 0.5, change: 'times' }],
    ['twice as much rice please', { item: 'rice', quantity: 2, change: 'times' }],
    ['cut the chicken in half', { item: 'chicken', quantity: 0.5, change: 'times' }],
    ['double the amount of rice', { item: 'rice', quantity: 2, change: 'times' }],
    ['The ground beef needs to be two pounds, not one.', { item: 'ground beef', quantity: 2, unit: 'lb' }],
    ['sorry, 4 limes', { item: 'limes', quantity: 4 }],
    ['just one bag of spinach please', { item: 'spinach', quantity: 1, unit: 'bag' }],
  ])('%s', (text, wanted) => expect(parseIntent(text)).toEqual({ type: 'setGroceryQuantity', ...wanted }));

  const rice = { name: 'Rice', quantity: 1, unit: 'lb' };
  const vinegar = { name: 'Rice vinegar', quantity: 1, unit: 'bottle' };
  const brown = { name: 'Brown rice', quantity: 2, unit: 'lb' };

  it('picks the line the food word or the unit tells, and only then', () => {
    expect(lineForAmount([rice, vinegar], { item: 'rice', unit: 'lb' })).toBe(rice);
    expect(lineForAmount([vinegar, rice], { item: 'rice' })).toBe(rice);
    expect(lineForAmount([rice, vinegar], { item: 'vinegar' })).toBe(vinegar);
    expect(lineForAmount([rice, brown], { item: 'rice', unit: 'lb' })).toBeNull();
  });

  it('amounts relative to the line, and one package of a line bought by the package', () => {
    expect(amountWanted(rice, { quantity: 2, change: 'times' })).toBe(2);
    expect(amountWanted(brown, { quantity: 0.5, change: 'times' })).toBe(1);
    expect(amountWanted({ name: 'Baby spinach (10 oz bags)', quantity: 30, unit: 'oz' }, { quantity: 1, unit: 'bag' })).toBe(10);
    expect(amountWanted(rice, { quantity: 1, unit: 'bag' })).toBeNull();
    // a plan line bought by the package: "3 × 14.5 oz can" counts cans; "10 oz bag" is one bag of 10 oz
    expect(amountWanted({ name: 'Black beans (canned)', quantity: 3, unit: '× 14.5 oz can' }, { quantity: 1, unit: 'can' })).toBe(1);
    expect(amountWanted({ name: 'Baby spinach', quantity: 10, unit: 'oz bag' }, { quantity: 2, unit: 'bags' })).toBe(20);
    expect(amountWanted({ name: 'Olive oil', quantity: 16.9, unit: 'fl oz bottle' }, { quantity: 1, unit: 'bottle' })).toBe(16.9);
    expect(amountWanted(rice, { quantity: 2, change: 'more' })).toBe(3);
  });
});

describe('goals and preferences said as statements', () => {
  it.each([
    ['trying to eat 2100 calories a day', { type: 'setNumber', field: 'calorieGoal', value: 2100, askIfLarge: true }],
    ['aiming for 140g protein', { type: 'setNumber', field: 'proteinGoal', value: 140, askIfLarge: true }],
    ['shooting for 2000 calories daily', { type: 'setNumber', field: 'calorieGoal', value: 2000, askIfLarge: true }],
    ['i do paleo now so plan around that', { type: 'addPreference', list: 'dietaryRestrictions', value: 'Paleo' }],
    ['going vegan starting tomorrow', { type: 'addPreference', list: 'dietaryRestrictions', value: 'Vegan' }],
    ['no more okra please i hate it', { type: 'addPreference', list: 'dislikedIngredients', value: 'Okra' }],
    ['no more olives i cant stand them', { type: 'addPreference', list: 'dislikedIngredients', value: 'Olives' }],
    ["i'm lactose intolerant", { type: 'addPreference', list: 'allergies', value: 'Dairy' }],
    ['quit keto last month so take that off', { type: 'removePreference', list: 'dietaryRestrictions', value: 'Keto' }],
    ['gave up being vegetarian', { type: 'removePreference', list: 'dietaryRestrictions', value: 'Vegetarian' }],
    ['not doing keto anymore so remove it', { type: 'removePreference', list: 'dietaryRestrictions', value: 'Keto' }],
    ['im keto now pls plan accordingly', { type: 'addPreference', list: 'dietaryRestrictions', value: 'Keto' }],
    ['I cannot tolerate lactose.', { type: 'addPreference', list: 'allergies', value: 'Dairy' }],
    ['140g protein a day is my goal', { type: 'setNumber', field: 'proteinGoal', value: 140, askIfLarge: true }],
    ["i don't mind mushrooms anymore you can use them", { type: 'removePreference', list: 'dislikedIngredients', value: 'Mushrooms' }],
  ])('%s', (text, intent) => expect(parseIntent(text)).toEqual(intent));

  it('a diet said with a change after it: both done', () => {
    expect(partsOf(parseIntent("i'm going vegan so swap friday dinner")).map((p) => p.type)).toEqual(['addPreference', 'swap']);
    expect(partsOf(parseIntent('quit keto so swap monday lunch for pasta')).map((p) => p.type)).toEqual(['removePreference', 'swap']);
  });

  it('a diet the planner has no record of is asked about, never stored', () => {
    expect(parseIntent('going pescatarian from monday')).toEqual({ type: 'dietNotPlanned', diet: 'pescatarian' });
    expect(parseIntent('I have decided to become pescatarian starting Monday.')).toEqual({ type: 'dietNotPlanned', diet: 'pescatarian' });
  });

  it('a report or another subject sets nothing', () => {
    for (const text of ['i quit smoking', "i'm going shopping later", 'i ate 2500 calories yesterday', 'i stopped eating after 8'])
      expect(WRITES.has(parseIntent(text).type)).toBe(false);
  });
});

describe('a number written in words is one number, not two asks joined by its "and"', () => {
  it('"a hundred and twenty bucks a week" is one budget of 120, and "two hundred and fifty grams" one amount', () => {
    expect(parseIntent('i only want to spend like a hundred and twenty bucks a week on groceries')).toMatchObject({
      type: 'setNumber',
      field: 'weeklyBudget',
      value: 120,
    });
    expect(linesOf(parseIntent('add two hundred and fifty grams of rice'))).toEqual([{ item: 'rice', quantity: 250, unit: 'g' }]);
  });
  it('an "and" after a hundred that joins two things still joins them', () => {
    expect(linesOf(parseIntent('add a hundred grams of oats and twenty eggs'))).toEqual([
      { item: 'oats', quantity: 100, unit: 'g' },
      { item: 'eggs', quantity: 20, unit: undefined },
    ]);
  });
});
