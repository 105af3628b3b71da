/** Issue #22's requests and limits as the embedded assistant reads them: pure parsing, no data. */
import { parseIntent, WRITES, type Intent } from '../intents.js';
import { plainText } from '../limits/plain-text.js';
import { dietsBrokenBy } from './eat-again.js';
import { anotherFoodThan, linesNamed, sameLine } from './grocery-match.js';
import { pickSwap } from './swap-pick.js';

const TUESDAY = { kind: 'weekday', weekday: 2 };

describe('goals said as statements set goals, asked first when large', () => {
  it.each([
    ['i want to eat around 2200 calories a day', 'calorieGoal', 2200],
    ["i'd like to stick to 1,800 kcal per day", 'calorieGoal', 1800],
    ['i want at least 120g of protein a day', 'proteinGoal', 120],
    ['i need 150 grams protein daily', 'proteinGoal', 150],
    ['my budget is about 90 a week now', 'weeklyBudget', 90],
    ['we can only spend $80 a week on groceries', 'weeklyBudget', 80],
    ['i can spend 400 a month on food', 'weeklyBudget', 92],
  ])('%s', (text, field, value) => {
    expect(parseIntent(text)).toEqual({ type: 'setNumber', field, value, askIfLarge: true });
  });

  it('an explicit setting is done as said; a report or a question sets nothing', () => {
    expect(parseIntent('set my protein goal to 130')).toEqual({ type: 'setNumber', field: 'proteinGoal', value: 130 });
    expect(parseIntent('set my calorie goal to 1800')).toEqual({ type: 'setNumber', field: 'calorieGoal', value: 1800 });
    expect(WRITES.has(parseIntent("i'm at 2200 calories today").type)).toBe(false);
    expect(WRITES.has(parseIntent('i ate 2500 calories yesterday').type)).toBe(false);
    expect(WRITES.has(parseIntent('how much protein should i eat a day?').type)).toBe(false);
  });
});

describe('"not … anymore" and "again" take a food or diet off', () => {
  it('reads the list each one is on', () => {
    expect(parseIntent('im not allergic to nuts anymore')).toEqual({ type: 'removePreference', list: 'allergies', value: 'Nuts' });
    expect(parseIntent("i'm not vegetarian anymore")).toEqual({
      type: 'removePreference',
      list: 'dietaryRestrictions',
      value: 'Vegetarian',
    });
    expect(parseIntent("i don't mind mushrooms anymore")).toEqual({
      type: 'removePreference',
      list: 'dislikedIngredients',
      value: 'Mushrooms',
    });
  });

  it('a food eaten again names the diets it breaks, from the catalogue', () => {
    expect(parseIntent('i eat meat again')).toEqual({ type: 'eatAgain', food: 'meat', diets: ['vegetarian', 'vegan'] });
    expect(parseIntent('we can have dairy again')).toMatchObject({ type: 'eatAgain', food: 'dairy' });
    expect(parseIntent('i started eating mushrooms again')).toEqual({ type: 'eatAgain', food: 'mushrooms', diets: [] });
    // keto and paleo are about the whole day: nuts eaten again do not end them
    expect(dietsBrokenBy('nuts')).not.toContain('keto');
    expect(dietsBrokenBy('chicken')).toEqual(expect.arrayContaining(['vegetarian', 'vegan']));
  });
});

describe('quantity corrections change the line that exists', () => {
  it.each([
    ['i need 5 bananas not 3 can you fix that', { item: 'bananas', quantity: 5 }],
    ['sorry i meant 2 gallons of milk, not 1', { item: 'milk', quantity: 2, unit: 'gallon' }],
    ['make that 2 gallons of milk', { item: 'milk', quantity: 2, unit: 'gallon' }],
    ['change the bananas to 6', { item: 'bananas', quantity: 6 }],
  ])('%s', (text, line) => {
    expect(parseIntent(text)).toEqual({ type: 'setGroceryQuantity', ...line });
  });

  it('a setting changed to a number is not a line', () => {
    expect(parseIntent('change my budget to 90').type).toBe('setNumber');
    expect(parseIntent('make it vegetarian').type).not.toBe('setGroceryQuantity');
  });
});

describe('several changes in one message are each understood', () => {
  const types = (i: Intent) => (i.type === 'several' ? i.parts.map((p) => p.type) : [i.type]);
  it('splits at "and", commas and "then" only before a change', () => {
    const two = parseIntent('take the pickles off and add trash bags');
    expect(two).toEqual({
      type: 'several',
      parts: [
        { type: 'removeGrocery', item: 'pickles' },
        { type: 'addGrocery', item: 'trash bags' },
      ],
    });
    expect(types(parseIntent("add oat milk, take off the regular milk, and i'm dairy free now"))).toEqual([
      'addGrocery',
      'removeGrocery',
      'addPreference',
    ]);
    expect(types(parseIntent("i'm allergic to peanuts and i hate cilantro"))).toEqual(['addPreference', 'addPreference']);
    expect(types(parseIntent('add milk then switch my store to costco'))).toEqual(['addGrocery', 'setStore']);
  });

  it('a list of items stays one change; a bare add after a preference means the same list', () => {
    expect(parseIntent('add eggs, butter and 2 cans of chickpeas to my list')).toMatchObject({ type: 'addGrocery', item: 'eggs' });
    expect(parseIntent('i need salt and pepper')).toMatchObject({ type: 'addGrocery' });
    const prefs = parseIntent('remove peanuts from my allergies and add shellfish');
    expect(prefs).toEqual({
      type: 'several',
      parts: [
        { type: 'removePreference', list: 'allergies', value: 'Peanuts' },
        { type: 'addPreference', list: 'allergies', value: 'Shellfish' },
      ],
    });
  });

  it('a question is never split into changes', () => {
    expect(WRITES.has(parseIntent('can you take the pickles off and add trash bags?').type)).toBe(true);
    expect(WRITES.has(parseIntent('should i take the pickles off and add trash bags?').type)).toBe(false);
  });
});

describe('swaps keep their condition; a food out of a meal is its own request', () => {
  it('reads cuisine, protein, time, diet and foods to leave out', () => {
    expect(parseIntent('swap tuesday dinner for something thai')).toEqual({ type: 'swap', day: TUESDAY, meal: 'dinner', cuisine: 'thai' });
    expect(parseIntent('swap tuesday dinner for something with more protein')).toEqual({
      type: 'swap',
      day: TUESDAY,
      meal: 'dinner',
      rank: 'protein',
    });
    expect(parseIntent('swap tuesday dinner for something without mushrooms or onions')).toEqual({
      type: 'swap',
      day: TUESDAY,
      meal: 'dinner',
      without: ['mushrooms', 'onions'],
    });
    expect(parseIntent('swap tuesday dinner for something vegetarian under 30 min')).toMatchObject({ diet: 'vegetarian', maxMinutes: 30 });
  });

  it.each([
    "take the onions out of tuesday's dinner",
    'remove onions from tuesday dinner',
    'make tuesday dinner without onions',
    'no onions in tuesday dinner please',
  ])('%s', (text) => {
    expect(parseIntent(text)).toEqual({ type: 'removeFromMeal', food: 'onions', day: TUESDAY, meal: 'dinner' });
  });
});

describe('the assistant knows its limits', () => {
  it.each([
    ['is it safe to fast for three days', 'fasting'],
    ["i'm thinking of doing a water fast this week", 'fasting'],
    ['can i take ibuprofen with grapefruit', 'medication'],
    ['what should i eat while pregnant', 'pregnancy'],
    ['how fast can i lose 10 pounds', 'weightLoss'],
    ['is 800 calories a day safe', 'lowCalories'],
    ['im diabetic what should i eat', 'condition'],
  ])('no verdict on health: %s', (text, topic) => {
    expect(parseIntent(text)).toMatchObject({ type: 'medical', topic });
  });

  it('a change asked beside a health word is done; told without a change, no verdict either', () => {
    expect(parseIntent('i want to lose weight, set my calorie goal to 1800')).toEqual({
      type: 'setNumber',
      field: 'calorieGoal',
      value: 1800,
    });
    expect(parseIntent('i want to lose 10 pounds by christmas')).toMatchObject({ type: 'medical', topic: 'weightLoss' });
  });

  it('"fast" as speed, and kidney beans, are not health questions', () => {
    expect(parseIntent('something fast for dinner').type).toBe('quick');
    expect(parseIntent('add kidney beans to my list').type).toBe('addGrocery');
  });

  it.each([
    ["change my wife's budget to 50", 'your wife'],
    ["add peanuts to john's allergies", 'john'],
    ['set my husbands calorie goal to 2500', 'your husband'],
    ['change her budget to 60', 'her'],
    ['my son is allergic to peanuts', 'your son'],
  ])('another person’s account is not the asker’s: %s', (text, who) => {
    // (told of a relation, it carries the request for a household that has them: requests/table.ts)
    expect(parseIntent(text)).toMatchObject({ type: 'otherAccount', who });
  });

  it('a day, a store or a question about the plan is not another account', () => {
    expect(parseIntent("what's tuesday's dinner").type).toBe('meal');
    expect(parseIntent("switch my store to trader joe's").type).toBe('setStore');
    expect(parseIntent('my son is allergic to sesame, is the plan ok').type).toBe('contains');
    expect(parseIntent("is the plan safe for my son's peanut allergy").type).toBe('contains');
    expect(parseIntent("what are my son's allergies").type).toBe('otherAccount');
  });

  it.each([
    ["what's the weather like tomorrow", 'the weather'],
    ['tell me a joke', 'jokes'],
    ['can you help with my math homework', 'homework'],
  ])('off-topic declined: %s', (text, topic) => {
    expect(parseIntent(text)).toEqual({ type: 'offTopic', topic });
  });

  it('markup and control text are taken out before reading; nothing left is asked about', () => {
    expect(parseIntent('add <b>oat milk</b> to my list')).toEqual({ type: 'addGrocery', item: 'oat milk' });
    expect(parseIntent('add mi\u200Blk to my list')).toEqual({ type: 'addGrocery', item: 'milk' });
    expect(parseIntent('<script>alert(1)</script>')).toEqual({ type: 'nothingToRead' });
    expect(plainText('add <script>alert("x")</script>eggs<img src=x onerror=alert(1)>').text).toBe('add eggs');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt; bread').text).toBe('bread');
    expect(plainText('salt\u0000 & pepper\u202E').text).toBe('salt & pepper');
    expect(plainText('mac & cheese').changed).toBe(false);
  });
});

describe('grocery lines a name means', () => {
  const lines = [
    { name: 'Cheddar cheese', quantity: 1 },
    { name: 'Parmesan cheese', quantity: 1 },
    { name: 'Eggs', quantity: 12 },
    { name: 'Egg noodles', quantity: 1 },
  ];
  it('the same-named line first, else every line holding the words', () => {
    expect(linesNamed(lines, 'cheese').map((l) => l.name)).toEqual(['Cheddar cheese', 'Parmesan cheese']);
    expect(linesNamed(lines, 'the eggs').map((l) => l.name)).toEqual(['Eggs']);
    expect(sameLine(lines, 'egg')?.name).toBe('Eggs');
    expect(sameLine(lines, 'noodles')).toBeUndefined();
  });

  it('a line holding the name that is another food is told apart by the catalogue, not by its words', () => {
    // another food: the one named sits in another aisle, and so does the word before it in the line's name
    expect(anotherFoodThan({ name: 'Coconut milk (canned)', aisle: 'Canned Goods' }, 'the milk')).toBe(true);
    expect(anotherFoodThan({ name: 'Peanut butter', aisle: 'Pantry' }, 'butter')).toBe(true);
    // a kind of the food named, or a line in its aisle: one food
    expect(anotherFoodThan({ name: 'Cheddar cheese', aisle: 'Dairy & Eggs' }, 'cheese')).toBe(false);
    expect(anotherFoodThan({ name: 'Whole milk', aisle: 'Dairy & Eggs' }, 'milk')).toBe(false);
    expect(anotherFoodThan({ name: 'Olive oil', aisle: 'Oils & Condiments' }, 'oil')).toBe(false);
    expect(anotherFoodThan({ name: 'Chicken broth', aisle: 'Canned Goods' }, 'broth')).toBe(false);
    // no word before the name, or a line of unknown aisle (a person's own line): nothing to tell it by
    expect(anotherFoodThan({ name: 'Milk chocolate', aisle: 'Baking' }, 'milk')).toBe(false);
    expect(anotherFoodThan({ name: 'Coconut milk' }, 'milk')).toBe(false);
  });
});

describe('which recipe a swap picks', () => {
  const hit = (id: number, calories: number, mealTypes = ['dinner']) => ({
    id,
    title: `R${id}`,
    readyInMinutes: 20,
    calories,
    protein: 10,
    cost: 2,
    diets: [],
    mealTypes,
  });
  const current = [{ itemId: 'x', title: 'Now', calories: 600, protein: 0, carbs: 0, fat: 0, recipeId: 1, readyInMinutes: 30 }];
  it('nearest in calories among recipes for the meal; the first when ranked', () => {
    expect(pickSwap([hit(2, 300), hit(3, 580), hit(4, 610, ['lunch'])], current, 'dinner', {})?.id).toBe(3);
    expect(pickSwap([hit(2, 300), hit(3, 580)], current, 'dinner', { ranked: true })?.id).toBe(2);
    expect(pickSwap([], current, 'dinner', {})).toBeUndefined();
  });
  it('never a recipe that misses what was asked: lighter, more protein, cheaper than the meal now', () => {
    // lighter: clearly under the 600 kcal planned, aimed at three quarters of them
    expect(pickSwap([hit(2, 580), hit(3, 300), hit(4, 460)], current, 'dinner', { lighter: true })?.id).toBe(4);
    expect(pickSwap([hit(2, 580), hit(3, 640)], current, 'dinner', { lighter: true })).toBeUndefined();
    // more protein than the 30 g planned, at the portion the swap gives (600 / 300 kcal → 2 servings of 10 g: 20 g)
    const strong = [{ ...current[0], protein: 30 }];
    expect(pickSwap([hit(2, 300)], strong, 'dinner', { ranked: true })).toBeUndefined();
    expect(pickSwap([hit(2, 300), { ...hit(3, 600), protein: 35 }], strong, 'dinner', { ranked: true })?.id).toBe(3);
    // cheaper than the $2.50 the slot costs now: $2 a serving at 2 servings is not
    expect(pickSwap([hit(2, 300)], current, 'dinner', { cheaper: true, costBefore: 2.5 })).toBeUndefined();
    expect(pickSwap([hit(2, 300), hit(3, 600)], current, 'dinner', { cheaper: true, costBefore: 2.5 })?.id).toBe(3);
  });
});

describe('goals in words, with a "k", or raised and lowered', () => {
  it.each([
    ['can you set my calories to two thousand please', { type: 'setNumber', field: 'calorieGoal', value: 2000 }],
    ['pls make my calorie goal 2k', { type: 'setNumber', field: 'calorieGoal', value: 2000 }],
    ['set protein goal one hundred twenty', { type: 'setNumber', field: 'proteinGoal', value: 120 }],
    ['raise budget by 20', { type: 'changeGoal', field: 'weeklyBudget', direction: 'up', by: 20 }],
    ['increase my protein goal by 15', { type: 'changeGoal', field: 'proteinGoal', direction: 'up', by: 15 }],
    ['lower the calorie goal a little please', { type: 'changeGoal', field: 'calorieGoal', direction: 'down' }],
    ['can u up my budget a lil bit', { type: 'changeGoal', field: 'weeklyBudget', direction: 'up' }],
  ])('%s', (text, intent) => {
    expect(parseIntent(text)).toEqual(intent);
  });

  it('a figure said after the word is the goal; a report or a question is not', () => {
    expect(parseIntent('i need to eat less calories, maybe 1600')).toEqual({
      type: 'setNumber',
      field: 'calorieGoal',
      value: 1600,
      askIfLarge: true,
    });
    expect(WRITES.has(parseIntent('i ate 2 thousand calories yesterday').type)).toBe(false);
    expect(WRITES.has(parseIntent('how many calories is a bit more protein?').type)).toBe(false);
  });
});

describe('amounts changed by an amount, or set in other words', () => {
  it.each([
    ['i need 2 more eggs', { item: 'eggs', quantity: 2, change: 'more' }],
    ['one less milk', { item: 'milk', quantity: 1, change: 'less' }],
    ['i need a couple more apples', { item: 'apples', quantity: 2, change: 'more' }],
    ['need 1 more loaf of bread', { item: 'bread', quantity: 1, unit: 'loaf', change: 'more' }],
    ['make the eggs a dozen', { item: 'eggs', quantity: 12 }],
    ['eggs should be 18', { item: 'eggs', quantity: 18 }],
    ['eggs 18 not 12', { item: 'eggs', quantity: 18 }],
    ['I should have said four apples rather than two.', { item: 'apples', quantity: 4 }],
    ['Please change the quantity of apples to eight.', { item: 'apples', quantity: 8 }],
    ['actually i only need 2 onions', { item: 'onions', quantity: 2 }],
  ])('%s', (text, line) => {
    expect(parseIntent(text)).toEqual({ type: 'setGroceryQuantity', ...line });
  });

  it('"more" of something that is no line changes nothing', () => {
    for (const text of ['i need 2 more days', 'one more thing', 'give me 5 more minutes'])
      expect(parseIntent(text).type).not.toBe('setGroceryQuantity');
  });
});

describe('adds said as to someone going to the shop', () => {
  it.each([
    ['can you add bread', 'bread'],
    ['grab some trash bags too', 'trash bags'],
    ['need dish soap', 'dish soap'],
    ['throw in some bananas', 'bananas'],
    ['also toilet paper', 'toilet paper'],
    ['dont forget the milk', 'milk'],
    ['remember to buy coffee', 'coffee'],
  ])('%s', (text, item) => {
    expect(parseIntent(text)).toEqual({ type: 'addGrocery', item });
  });

  it('the same verbs about something that is no grocery add nothing', () => {
    for (const text of ['get me a vegetarian recipe', 'grab lunch with me', 'also what is for dinner'])
      expect(parseIntent(text).type).not.toBe('addGrocery');
  });
});

describe('likes and dislikes said the ways people say them', () => {
  it.each([
    ['eggplant is gross lol', 'dislikedIngredients', 'Eggplant'],
    ['dont like cilantro', 'dislikedIngredients', 'Cilantro'],
    ['please dont give me any more fish', 'dislikedIngredients', 'Fish'],
    ['just so you know i hate olives', 'dislikedIngredients', 'Olives'],
    ['add mushrooms to things i dont like', 'dislikedIngredients', 'Mushrooms'],
    ["I'm afraid I cannot eat shellfish; I am allergic.", 'allergies', 'Shellfish'],
    ['Please be advised that I have a severe peanut allergy.', 'allergies', 'Peanut'],
    ['i am allergic for eggs', 'allergies', 'Eggs'],
    ["i've become vegetarian recently", 'dietaryRestrictions', 'Vegetarian'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual({ type: 'addPreference', list, value });
  });

  it('a meal or the plan is no dislike, and a question stores nothing', () => {
    for (const text of ['the dinner is gross', 'is eggplant gross', 'eggplant is gross?', 'this plan is awful'])
      expect(parseIntent(text).type).not.toBe('addPreference');
  });

  it('a food back on the menu', () => {
    expect(parseIntent('im ok with dairy again')).toMatchObject({ type: 'eatAgain', food: 'dairy' });
    expect(parseIntent('you can put pork back on the menu')).toMatchObject({ type: 'eatAgain', food: 'pork' });
    expect(parseIntent('not vegan anymore lol')).toEqual({ type: 'removePreference', list: 'dietaryRestrictions', value: 'Vegan' });
    // back on the list is the grocery list's
    expect(parseIntent('put the milk back on my list').type).not.toBe('eatAgain');
  });
});

describe('a food left out of one meal is no dislike', () => {
  it.each([
    ['i dont want tomatoes in fridays dinner', 'tomatoes', { kind: 'weekday', weekday: 5 }, 'dinner'],
    ['thursday breakfast without eggs please', 'eggs', { kind: 'weekday', weekday: 4 }, 'breakfast'],
    ['take out the chicken from sunday dinner', 'chicken', { kind: 'weekday', weekday: 0 }, 'dinner'],
    ['lunch tmrw no mayo', 'mayo', { kind: 'relative', offset: 1, word: 'tomorrow' }, 'lunch'],
    ['for thursday dinner i dont want garlic', 'garlic', { kind: 'weekday', weekday: 4 }, 'dinner'],
  ])('%s', (text, food, day, meal) => {
    expect(parseIntent(text)).toEqual({ type: 'removeFromMeal', food, day, meal });
  });

  it('a swap with a condition stays a swap', () => {
    expect(parseIntent('swap tuesday dinner for something without onions')).toMatchObject({ type: 'swap', without: ['onions'] });
  });
});

describe('a change said not to be made, or only wondered about, is never made', () => {
  it.each([
    ['do not swap tuesday dinner', 'swap tuesday dinner'],
    ["don't add eggs", 'add eggs'],
    ['dont remove the milk', 'remove the milk'],
    ['pls dont take the pickles off my list', 'take the pickles off my list'],
    ['never add peanuts to my list', 'add peanuts to my list'],
    ["no need to add eggs, we've got some", 'add eggs'],
    ["i don't want you to change my budget", 'change my budget'],
  ])('%s', (text, request) => {
    const intent = parseIntent(text);
    expect(intent.type).toBe('notAsked');
    expect((intent as { request: string }).request.startsWith(request)).toBe(true);
  });

  it.each([
    ['what would happen if i swapped tuesday dinner', 'swap tuesday dinner'],
    ['what if i swapped monday lunch for something vegetarian', 'swap monday lunch for something vegetarian'],
    ['hypothetically if i removed the milk from my list', 'remove the milk from my list'],
  ])('%s asks how, writes nothing', (text, request) => {
    expect(parseIntent(text)).toEqual({ type: 'offer', request });
  });

  it('a request beside the padding is still read; "don\'t forget" still asks', () => {
    expect(WRITES.has(parseIntent("i'm not asking you to change anything, just tell me what's for dinner").type)).toBe(false);
    expect(parseIntent("i don't like mushrooms")).toMatchObject({ type: 'addPreference', value: 'Mushrooms' });
    expect(parseIntent('swap tuesday dinner')).toMatchObject({ type: 'swap' });
  });
});

describe('someone at the table, as people type it (issue #24)', () => {
  const sam = { name: 'sam' };
  it.each([
    ['Sam is allergic to peanuts', { type: 'memberRule', who: sam, rule: 'allergy', value: 'peanuts' }],
    ["sam's got a nut allergy", { type: 'memberRule', who: sam, rule: 'allergy', value: 'nut' }],
    ['sam is lactose intolerant', { type: 'memberRule', who: sam, rule: 'allergy', value: 'lactose' }],
    ['Sam cant have peanuts', { type: 'memberRule', who: sam, rule: 'allergy', value: 'peanuts' }],
    ['sam is allergic 2 peanuts', { type: 'memberRule', who: sam, rule: 'allergy', value: 'peanuts' }],
    ['sam turned vegetarian last week', { type: 'memberRule', who: sam, rule: 'diet', diet: 'vegetarian' }],
    ['Sam is now vegetarian', { type: 'memberRule', who: sam, rule: 'diet', diet: 'vegetarian' }],
    ['sam isnt vegan anymore', { type: 'memberRule', who: sam, rule: 'diet', diet: 'vegan', remove: true }],
    ['sam hates mushrooms', { type: 'memberRule', who: sam, rule: 'dislike', value: 'mushrooms' }],
    ["Alex won't be home for dinner Friday", { type: 'memberAway', who: { name: 'alex' }, meal: 'dinner', away: true }],
    ['alex is working late friday so no dinner for him', { type: 'memberAway', meal: 'dinner', away: true }],
    ['alex is gonna miss dinner on friday', { type: 'memberAway', meal: 'dinner', away: true }],
    ['alex is back for dinner on friday', { type: 'memberAway', meal: 'dinner', away: false }],
    ['sam has school lunches monday to friday', { type: 'memberAway', meal: 'lunch', days: [1, 2, 3, 4, 5], away: true }],
    ['mia has lunch at daycare mon-fri', { type: 'memberAway', meal: 'lunch', days: [1, 2, 3, 4, 5], away: true }],
    ['alex is away on weekends', { type: 'memberAway', days: [6, 0], away: true }],
    ["alex won't be home for dinner tuesday through thursday", { type: 'memberAway', meal: 'dinner', days: [2, 3, 4] }],
    ['is Thursday dinner safe for Sam?', { type: 'memberSafe', who: sam, day: { kind: 'weekday', weekday: 4 }, meal: 'dinner' }],
    ['is sam ok with thursday dinner', { type: 'memberSafe', who: sam, meal: 'dinner' }],
    ['can my daughter eat the thursday dinner', { type: 'memberSafe', who: { relation: 'daughter' }, meal: 'dinner' }],
  ])('%s', (text, expected) => {
    expect(parseIntent(text)).toMatchObject(expected);
  });

  it('several values or changes are each done; a relation told of stays another account until the household has them', () => {
    expect(parseIntent('mia is allergic to sesame and eggs')).toMatchObject({
      type: 'several',
      parts: [{ value: 'sesame' }, { value: 'eggs' }],
    });
    expect(parseIntent('sam is allergic to peanuts, add eggs to my list')).toMatchObject({
      type: 'several',
      parts: [{ type: 'memberRule' }, { type: 'addGrocery', item: 'eggs' }],
    });
    expect(parseIntent('my son is allergic to peanuts')).toMatchObject({ type: 'otherAccount', table: { type: 'memberRule' } });
    // not a person: a food, padding, a question about the plan
    for (const text of ['tofu is vegan', 'pretty sure im allergic to mango', "is the plan safe for my son's peanut allergy"])
      expect(['memberRule', 'memberAway', 'memberSafe']).not.toContain(parseIntent(text).type);
  });
});

describe('several things in one message: any joiner, none, a list swap, a change beside a question', () => {
  const parts = (text: string) => {
    const i = parseIntent(text);
    return i.type === 'several' ? i.parts.map((p) => [p.type, 'item' in p ? p.item : 'value' in p ? p.value : '']) : [[i.type]];
  };
  it.each([
    ['add eggs\nremove the candy', 'addGrocery', 'removeGrocery'],
    ['add eggs, after that remove the candy', 'addGrocery', 'removeGrocery'],
    ['remove chips add pretzels', 'removeGrocery', 'addGrocery'],
    ['Add eggs. Remove the candy. Thanks!', 'addGrocery', 'removeGrocery'],
    ['I would like you to add two cans of chickpeas and remove the pasta from my list, please.', 'addGrocery', 'removeGrocery'],
  ])('%j: each part read', (text, first, second) => {
    expect(parts(text).map((p) => p[0])).toEqual([first, second]);
  });

  it('one list line for another: the first taken off, the second added; a plan slot is the plan’s swap', () => {
    expect(parts('swap the chips for pretzels')).toEqual([
      ['removeGrocery', 'chips'],
      ['addGrocery', 'pretzels'],
    ]);
    expect(parts('switch whole milk to oat milk pls')).toEqual([
      ['removeGrocery', 'whole milk'],
      ['addGrocery', 'oat milk'],
    ]);
    expect(parts('take the candy off and put sparkling water on instead')).toEqual([
      ['removeGrocery', 'candy'],
      ['addGrocery', 'sparkling water'],
    ]);
    expect(parseIntent('swap monday dinner for something vegetarian').type).toBe('swap');
    expect(parseIntent('switch my store to costco').type).toBe('setStore');
    expect(parseIntent('could you change the eggs to two dozen').type).toBe('setGroceryQuantity');
  });

  it('a change beside a question: the change, and the question read as asked (never a write)', () => {
    const mixed = parseIntent('add eggs, and whats for dinner?');
    expect(mixed.type === 'several' && mixed.parts.map((p) => p.type)).toEqual(['addGrocery', 'meal']);
    const runOn = parseIntent("add rice and what's for lunch tomorrow");
    expect(runOn.type === 'several' && runOn.parts.map((p) => p.type)).toEqual(['addGrocery', 'meal']);
    // a statement beside a question tells, it does not ask for a change
    expect(WRITES.has(parseIntent("i'm allergic to fish, is my plan safe?").type)).toBe(false);
  });

  it('a part that says the thing again means the thing before; a bare add after a preference is a grocery', () => {
    expect(parts('got the milk, tick it off and put 2 in the pantry')).toEqual([
      ['checkGrocery', 'milk'],
      ['addPantry', 'milk'],
    ]);
    expect(parts('i hate mushrooms now, add spinach')).toEqual([
      ['addPreference', 'Mushrooms'],
      ['addGrocery', 'spinach'],
    ]);
    // the same change said twice is one
    expect(parseIntent('we ran out of dish soap, add it to the list please').type).toBe('addGrocery');
  });

  it('a change said not to be made is not made, and the others are', () => {
    expect(parseIntent('add bananas, dont add apples')).toEqual({ type: 'addGrocery', item: 'bananas' });
    expect(parseIntent("add yogurt and don't remove the milk")).toEqual({ type: 'addGrocery', item: 'yogurt' });
    expect(parseIntent("don't add apples but add pears")).toEqual({
      type: 'several',
      parts: [
        { type: 'notAsked', request: 'add apples' },
        { type: 'addGrocery', item: 'pears' },
      ],
    });
    expect(parseIntent('do not add apples').type).toBe('notAsked');
  });
});

describe('a swap reads what the new recipe should be, said many ways', () => {
  const FRIDAY = { kind: 'weekday', weekday: 5 };
  it.each([
    ['swap friday dinner for something lighter, busy week', { lighter: true }],
    ['can friday dinner be something with less cals', { lighter: true }],
    ['swap friday dinner for something east asian', { cuisine: 'east asian' }],
    ['friday dinner, fed up with rice, change it', { without: ['rice'] }],
    ['swap friday dinner for anything except beef or lamb', { without: ['beef', 'lamb'] }],
    ["swap friday's tea for something veggie", { diet: 'vegetarian' }],
  ])('"%s"', (text, wish) => {
    expect(parseIntent(text)).toEqual(expect.objectContaining({ type: 'swap', day: FRIDAY, meal: 'dinner', ...wish }));
  });
  it('words that name no dish are not looked for, a food that is no food is not left out', () => {
    const swap = parseIntent('swap friday dinner for something else as well') as Extract<Intent, { type: 'swap' }>;
    expect(swap.query).toBeUndefined();
    expect((parseIntent('swap friday dinner, not feeling it') as Extract<Intent, { type: 'swap' }>).without).toBeUndefined();
  });
  it('"tea" is dinner only beside a day; the weekend is its two days', () => {
    expect(parseIntent('add tea to my list')).toEqual(expect.objectContaining({ type: 'addGrocery', item: 'tea' }));
    const weekend = parseIntent('swap weekend dinners for something quicker');
    expect(weekend.type).toBe('several');
    expect(weekend.type === 'several' && weekend.parts.map((p) => 'day' in p && p.day)).toEqual([
      { kind: 'weekday', weekday: 6 },
      { kind: 'weekday', weekday: 0 },
    ]);
  });
  it('a food out of a dish named alone is a food out of a meal, never off the list', () => {
    expect(parseIntent('pls take the olives out of the salad')).toEqual({ type: 'removeFromMeal', food: 'olives', dish: 'salad' });
    expect(parseIntent('take the olives off the shopping list').type).toBe('removeGrocery');
  });
});
