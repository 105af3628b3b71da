import { amountOf } from './replies/phrasing.js';
import { correctSpelling, correctWord } from './spelling.js';
import { readFileSync } from 'node:fs';
import { isQuestion, parseGroceryItem, parseIntent, WRITES } from './intents.js';
import { followedAfter } from '../conversation/follow-up.js';

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
    expect(parseIntent('What’s for lunch today')).toEqual({
      type: 'meal',
      day: { kind: 'relative', offset: 0, word: 'today' },
      meal: 'lunch',
    });
    expect(parseIntent('what am I eating tomorrow?')).toEqual({
      type: 'meal',
      day: { kind: 'relative', offset: 1, word: 'tomorrow' },
      meal: undefined,
    });
    expect(parseIntent('show me my meal plan')).toEqual({ type: 'meal' });
    expect(parseIntent("What's for dinner tonight?")).toEqual({
      type: 'meal',
      day: { kind: 'relative', offset: 0, word: 'today' },
      meal: 'dinner',
    });
    expect(parseIntent('breakfast on fri?')).toEqual({ type: 'meal', day: { kind: 'weekday', weekday: 5 }, meal: 'breakfast' });
    // one meal over the whole week: every day's, not today's
    expect(parseIntent('what dinners have i got this week')).toEqual({ type: 'meal', meal: 'dinner', week: true });
    expect(parseIntent("what's for lunch this week")).toEqual({ type: 'meal', meal: 'lunch', week: true });
    expect(parseIntent("what's for lunch")).toEqual({ type: 'meal', meal: 'lunch' });
    // British "has … got": asked, as "does … have" is
    expect(parseIntent('has tuesday dinner got nuts in it')).toMatchObject({
      type: 'mealQuestion',
      ask: { kind: 'contains', term: 'nuts' },
      meal: 'dinner',
    });
    expect(parseIntent('has it got any dairy in')).toMatchObject({ type: 'mealQuestion', ask: { kind: 'contains', term: 'dairy' } });
    expect(parseIntent('could we aim for 2200 calories a day from now on please')).toMatchObject({
      type: 'setNumber',
      field: 'calorieGoal',
      value: 2200,
    });
  });

  it('calories for a day or the week', () => {
    expect(parseIntent('how many calories tomorrow?')).toEqual({
      type: 'calories',
      day: { kind: 'relative', offset: 1, word: 'tomorrow' },
      week: false,
    });
    expect(parseIntent('calories on Monday')).toMatchObject({ type: 'calories', day: { weekday: 1 } });
    expect(parseIntent('how many calories this week')).toEqual({ type: 'calories', day: undefined, week: true });
  });

  it('swaps with diet, speed or a dish', () => {
    expect(parseIntent('swap Wednesday lunch for something vegetarian')).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 3 },
      meal: 'lunch',
      diet: 'vegetarian',
    });
    expect(parseIntent('Replace dinner tomorrow with something quick')).toEqual({
      type: 'swap',
      day: { kind: 'relative', offset: 1, word: 'tomorrow' },
      meal: 'dinner',
      maxMinutes: 20,
    });
    expect(parseIntent('change friday dinner to salmon')).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 5 },
      meal: 'dinner',
      query: 'salmon',
    });
  });

  it('grocery list: add, check, show', () => {
    expect(parseIntent('add milk to my list')).toEqual({ type: 'addGrocery', item: 'milk' });
    expect(parseIntent('Add 2 gallons of milk to my grocery list')).toEqual({
      type: 'addGrocery',
      item: 'milk',
      quantity: 2,
      unit: 'gallon',
    });
    expect(parseIntent('put bread on the shopping list')).toEqual({ type: 'addGrocery', item: 'bread' });
    // none left: out of the pantry and onto the list (requests/pantry-moves.ts)
    expect(parseIntent("we're out of eggs")).toEqual({ type: 'usedUp', item: 'eggs' });
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
    expect(parseIntent('generate a new meal plan')).toEqual({ type: 'generatePlan' });
    expect(parseIntent('delete all my meal plans')).toMatchObject({ type: 'unsupported' });
    // small talk is declined with what the assistant can do (limits/outside.ts), never the "not sure" fallback
    expect(parseIntent('what is the meaning of life')).toEqual({ type: 'offTopic', topic: 'small talk' });
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
    expect(parseIntent('add a banana to Friday breakfast')).toEqual({
      type: 'addFood',
      item: 'banana',
      quantity: 1,
      day: { kind: 'weekday', weekday: 5 },
      meal: 'breakfast',
    });
    expect(parseIntent("put 2 eggs in tomorrow's lunch")).toEqual({
      type: 'addFood',
      item: 'eggs',
      quantity: 2,
      day: { kind: 'relative', offset: 1, word: 'tomorrow' },
      meal: 'lunch',
    });
    expect(parseIntent('add milk to my list')).toEqual({ type: 'addGrocery', item: 'milk' });
  });

  it('weekend look-ups and removals it cannot do', () => {
    expect(parseIntent("what's for breakfast on the weekend?")).toEqual({ type: 'meal', meal: 'breakfast', weekend: true });
    expect(parseIntent('remove milk from my list')).toEqual({ type: 'removeGrocery', item: 'milk' });
    expect(parseIntent('please take the paper towels off my shopping list')).toEqual({ type: 'removeGrocery', item: 'paper towels' });
    expect(parseIntent('delete tuesday dinner')).toMatchObject({ type: 'clearMeal', meal: 'dinner', day: { weekday: 2 } });
    expect(parseIntent('delete the dinner')).toMatchObject({ type: 'unsupported', what: 'remove meals said that way' });
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
    // the kitchen's units, by any of their spellings; a size or a word of the name stays in the item
    ['2 litres of milk', { item: 'milk', quantity: 2, unit: 'l' }],
    ['2 tins of tomatoes', { item: 'tomatoes', quantity: 2, unit: 'can' }],
    ['3 bars of dark chocolate', { item: 'dark chocolate', quantity: 3, unit: 'bar' }],
    ['2 large eggs', { item: 'large eggs', quantity: 2 }],
    ['1 whole chicken', { item: 'whole chicken', quantity: 1 }],
  ])('%s', (raw, parsed) => expect(parseGroceryItem(raw)).toEqual(parsed));

  it.each([
    [1, 'piece', '1 piece'],
    [2, 'carton', '2 cartons'],
    [2, 'loaf', '2 loaves'],
    [1.5, 'cup', '1.5 cups'],
    [2, 'lb', '2 lb'],
    [3, 'tablespoon', '3 tablespoons'],
    [2, 'box', '2 boxes'],
    [2, 'l', '2 l'],
    [3, 'pieces', '3 pieces'],
    [2, '', '2'],
  ])('says %d %s as "%s"', (quantity, unit, said) => expect(amountOf(quantity, unit)).toBe(said));
});

describe('a question never writes', () => {
  it.each([
    ['is my plan safe?', true],
    ['I am allergic to peanuts, is my plan safe?', true],
    ['what can I cook with spinach and rice', true],
    ['do i have anything with chicken this week', true],
    ['how much will this week cost me', true],
    ['can I add milk to my list?', true],
    ['add milk to my list', false],
    ['can you add milk to my list?', false],
    ['please could you swap tuesday dinner', false],
    ["I'm allergic to shellfish", false],
  ])('%s → question: %s', (message, asked) => expect(isQuestion(message)).toBe(asked));

  it('answers whether the plan holds an allergen or ingredient instead of storing it', () => {
    expect(parseIntent('I am allergic to peanuts, is my plan safe?')).toEqual({ type: 'contains', term: 'peanuts', allergy: true });
    expect(parseIntent('is my plan safe for a peanut allergy?')).toEqual({ type: 'contains', term: 'peanut', allergy: true });
    expect(parseIntent('do I have anything with chicken this week?')).toEqual({ type: 'contains', term: 'chicken', allergy: false });
    expect(parseIntent('does my plan have shellfish')).toEqual({ type: 'contains', term: 'shellfish', allergy: false });
    expect(parseIntent('is there any gluten in my meals?')).toEqual({ type: 'contains', term: 'gluten', allergy: false });
  });

  it('a request asked as a question is offered, not done', () => {
    expect(parseIntent('can I add milk to my list?')).toEqual({ type: 'offer', request: 'add milk to my list' });
    expect(parseIntent('should I swap tuesday dinner for something vegetarian?')).toEqual({
      type: 'offer',
      request: 'swap tuesday dinner for something vegetarian',
    });
    // a goal's figure asked about is asked back (or its bounds said), never set
    expect(parseIntent('could we set my budget to 120?')).toEqual({ type: 'goalAsked', field: 'weeklyBudget', value: 120 });
    expect(parseIntent('can my budget be 45 a week')).toEqual({ type: 'goalAsked', field: 'weeklyBudget', value: 45 });
    expect(parseIntent('can you add milk to my list?')).toEqual({ type: 'addGrocery', item: 'milk' });
  });

  it('stores clean, short names only', () => {
    expect(parseIntent("I'm allergic to shellfish please")).toEqual({ type: 'addPreference', list: 'allergies', value: 'Shellfish' });
    expect(parseIntent('add sesame to my allergies, thanks')).toEqual({ type: 'addPreference', list: 'allergies', value: 'Sesame' });
    expect(parseIntent("I'm allergic to the stuff they put in the orange sauce at the place downtown")).toEqual({
      type: 'tooLong',
      list: 'allergies',
    });
  });
});

describe('questions about what the plan holds', () => {
  it('protein, fat and carbohydrate of a day or the week; what the week or the list costs', () => {
    expect(parseIntent('how much protein do I get on Monday?')).toEqual({
      type: 'nutrient',
      nutrient: 'protein',
      day: { kind: 'weekday', weekday: 1 },
      week: false,
    });
    expect(parseIntent('how many carbs this week')).toEqual({ type: 'nutrient', nutrient: 'carbs', day: undefined, week: true });
    expect(parseIntent('how much will this week cost me?')).toEqual({ type: 'cost', what: 'week' });
    expect(parseIntent('how much is my grocery list')).toEqual({ type: 'cost', what: 'list' });
    expect(parseIntent("what's the most expensive thing on my list?")).toEqual({ type: 'cost', what: 'mostExpensive' });
  });
});

describe('what to cook', () => {
  it('with what is at home, by nutrient, and how long a planned meal takes', () => {
    expect(parseIntent('what can I cook with spinach and rice?')).toEqual({ type: 'cookWith', ingredients: ['spinach', 'rice'] });
    expect(parseIntent('recipes using chickpeas, tomatoes & onion')).toEqual({
      type: 'cookWith',
      ingredients: ['chickpeas', 'tomatoes', 'onion'],
    });
    expect(parseIntent('suggest a high protein breakfast')).toEqual({ type: 'recipes', meal: 'breakfast', rank: 'protein' });
    expect(parseIntent('how long does tuesday dinner take to make?')).toEqual({
      type: 'cookTime',
      day: { kind: 'weekday', weekday: 2 },
      meal: 'dinner',
    });
  });
});

describe('the bench corpus (corpus.json)', () => {
  const corpus = (
    JSON.parse(readFileSync(new URL('./corpus.json', import.meta.url), 'utf8')) as {
      phrasings: { text: string; intent: string; writes: boolean; after?: string | string[] }[];
    }
  ).phrasings;

  it('holds at least 200 phrasings, and none that may not write is understood as a write', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    // a follow-up is read after its first turn, as the assistant reads it ("take the onions out of it": of the meal spoken of)
    const read = (p: { text: string; after?: string | string[] }) =>
      p.after ? followedAfter(p.after, p.text, parseIntent, '2026-11-22') : parseIntent(p.text);
    const wrongWrites = corpus.filter((p) => !p.writes && WRITES.has(read(p).type)).map((p) => p.text);
    expect(wrongWrites).toEqual([]);
  });
});

describe('swaps with a constraint', () => {
  it('cheaper, with a diet or quicker', () => {
    expect(parseIntent('swap thursday lunch for something cheaper')).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 4 },
      meal: 'lunch',
      cheaper: true,
    });
    expect(parseIntent('replace tuesday dinner with something cheaper and vegetarian')).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 2 },
      meal: 'dinner',
      diet: 'vegetarian',
      cheaper: true,
    });
    // quicker than what is planned; quick is the usual 20 minutes; a time said is the limit
    expect(parseIntent('change wednesday dinner to something faster')).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 3 },
      meal: 'dinner',
      quicker: true,
    });
    expect(parseIntent('swap friday lunch for something quick')).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 5 },
      meal: 'lunch',
      maxMinutes: 20,
    });
    expect(parseIntent('swap friday lunch for something under 15 minutes')).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 5 },
      meal: 'lunch',
      maxMinutes: 15,
    });
  });
});

describe('a change that could mean more than one thing is asked first', () => {
  const ask = (question: string, request: string) => ({ type: 'confirm', question, request });

  it.each([
    ['no peanuts', ask('Did you mean to add peanuts to your allergies?', 'add peanuts to my allergies')],
    ["I can't have shrimp", ask('Did you mean to add shrimp to your allergies?', 'add shrimp to my allergies')],
    ["i think i'm allergic to crab", ask('Did you mean to add crab to your allergies?', 'add crab to my allergies')],
    ['I might be allergic to kiwi.', ask('Did you mean to add kiwi to your allergies?', 'add kiwi to my allergies')],
    ["I can't eat gluten", ask('Did you mean to add Gluten-Free to your dietary restrictions?', 'add Gluten-Free to my diets')],
    ['no mushrooms please', ask('Did you mean to add mushrooms to your disliked ingredients?', 'add mushrooms to my dislikes')],
  ])('%s → asks, changes nothing', (message, intent) => {
    const parsed = parseIntent(message);
    expect(parsed).toEqual(intent);
    expect(WRITES.has(parsed.type)).toBe(false);
  });

  it('each Yes request is understood as exactly the change it asked about', () => {
    for (const message of ['no peanuts', "I can't eat gluten", 'no mushrooms please', "i think i'm allergic to crab"]) {
      const asked = parseIntent(message);
      if (asked.type !== 'confirm') throw new Error(`${message} was not asked`);
      const done = parseIntent(asked.request);
      expect(done.type).toBe('addPreference');
      expect(asked.question.toLowerCase()).toContain((done as { value: string }).value.toLowerCase());
    }
  });

  it('a food kept out of the person\'s own meals, or "no more" of it for them, is clear: done, not asked (issue #22)', () => {
    expect(parseIntent('no more meat for me')).toEqual({ type: 'addPreference', list: 'dietaryRestrictions', value: 'Vegetarian' });
    expect(parseIntent('keep cilantro out of my meals')).toEqual({ type: 'addPreference', list: 'dislikedIngredients', value: 'Cilantro' });
  });

  it('a plain "no" is not a food, and a clear statement is done as said', () => {
    expect(parseIntent('no thanks').type).not.toBe('confirm');
    expect(parseIntent('no problem').type).not.toBe('confirm');
    expect(parseIntent('keep it simple').type).not.toBe('confirm');
    expect(parseIntent("I'm allergic to peanuts")).toEqual({ type: 'addPreference', list: 'allergies', value: 'Peanuts' });
    expect(parseIntent('add a shellfish allergy')).toEqual({ type: 'addPreference', list: 'allergies', value: 'Shellfish' });
    expect(parseIntent("I don't like olives")).toEqual({ type: 'addPreference', list: 'dislikedIngredients', value: 'Olives' });
  });
});

describe('voices: the same asks as other people type them', () => {
  it('a request framed as another language frames it', () => {
    expect(parseIntent('please you add eggs in my list')).toMatchObject({ type: 'addGrocery', item: 'eggs' });
    expect(parseIntent('you can remove the butter of my list please')).toMatchObject({ type: 'removeGrocery', item: 'butter' });
  });

  it('a request in a formal frame is done', () => {
    expect(parseIntent('Would you be so good as to add a dozen eggs to my shopping list?')).toMatchObject({
      type: 'addGrocery',
      item: 'eggs',
      quantity: 12,
    });
    expect(parseIntent('I should be grateful if you would remove the paper towels from my list.')).toMatchObject({
      type: 'removeGrocery',
      item: 'paper towels',
    });
  });

  it('a food eaten again, as others order the words', () => {
    expect(parseIntent('I can eat again the gluten')).toMatchObject({ type: 'eatAgain', food: 'gluten' });
    expect(parseIntent('I am once again able to eat dairy.')).toMatchObject({ type: 'eatAgain', food: 'dairy' });
  });

  it('a question without its "do you" never ticks a line off', () => {
    expect(WRITES.has(parseIntent('got any lentils in the house').type)).toBe(false);
    expect(parseIntent('got the lentils')).toMatchObject({ type: 'checkGrocery', item: 'lentils' });
  });

  it("a gym-goer's goals, macros and lifting", () => {
    expect(parseIntent('set cals to 2k')).toMatchObject({ type: 'setNumber', field: 'calorieGoal', value: 2000 });
    expect(parseIntent('no more keto for me, back on carbs')).toEqual({
      type: 'removePreference',
      list: 'dietaryRestrictions',
      value: 'Keto',
    });
    expect(parseIntent('macros for tuesday?')).toMatchObject({ type: 'nutrient', day: { kind: 'weekday', weekday: 2 } });
    expect(parseIntent('whats a good 1rm for squats at my weight')).toMatchObject({ type: 'offTopic' });
    expect(parseIntent('whats post workout dinner tonight')).toMatchObject({ type: 'meal', meal: 'dinner' });
    // a supplement is taken like medicine: no verdict
    expect(parseIntent('can my 5 yr old take melatonin with dinner')).toMatchObject({ type: 'medical' });
    // a food the diet keeps out is still a food: "no more dairy" is asked about, not a diet stopped
    expect(parseIntent('no more dairy').type).not.toBe('removePreference');
  });

  it('an allergy told as it was told to the person', () => {
    expect(parseIntent('I have recently been told I am allergic to sesame.')).toEqual({
      type: 'addPreference',
      list: 'allergies',
      value: 'Sesame',
    });
  });

  it('a request after what the person is going through is read', () => {
    expect(parseIntent('the kids are driving me nuts, can u just add juice boxes')).toMatchObject({
      type: 'addGrocery',
      item: 'juice boxes',
    });
  });

  it('how the person is, said after a swap with no comma, is why, never the wish nor a meal taken out', () => {
    for (const said of [
      'swap tonights dinner for something fast im beat',
      "make friday lunch something cheap i'm broke this week",
      'change wed dinner to something quick we are knackered',
    ]) {
      const read = parseIntent(said);
      expect([said, read.type]).toEqual([said, 'swap']);
      expect([said, 'query' in read ? read.query : undefined]).toEqual([said, undefined]);
    }
    // what is told there that is a change of its own stays one ("im allergic to nuts" is an allergy told)
    expect(parseIntent('add oat milk im out').type).toBe('addGrocery');
  });

  it('texting forms of meals, days and verbs', () => {
    expect(parseIntent('clr sat brkfst')).toEqual({ type: 'clearMeal', day: { kind: 'weekday', weekday: 6 }, meal: 'breakfast' });
    expect(parseIntent('wipe tmw bfast pls')).toMatchObject({ type: 'clearMeal', meal: 'breakfast', day: { kind: 'relative', offset: 1 } });
    // "2" before a day or a meal is "to"; a count elsewhere stays a count
    expect(parseIntent('put coq au vin 2 thurs dinner')).toMatchObject({ type: 'swap', recipe: 'Coq au Vin', meal: 'dinner' });
    expect(parseIntent('add 2 lemons')).toMatchObject({ type: 'addGrocery', item: 'lemons', quantity: 2 });
  });

  it('ideas asked of something that is no food are declined; ideas for an occasion stay a search', () => {
    for (const said of [
      'can you suggest a decent podcast for the gym',
      'recommend me a fun board game',
      'any good paperback to read on holiday?',
    ])
      expect([said, parseIntent(said).type]).toEqual([said, 'offTopic']);
    for (const said of ['any ideas for the bbq', 'suggest something to bring to a potluck', 'recommend a dessert'])
      expect([said, parseIntent(said).type]).toEqual([said, 'recipes']);
  });

  it('a meal cleared on several days, the weekend among them, is one clear a day', () => {
    const weekend = [
      { type: 'clearMeal', day: { kind: 'weekday', weekday: 6 }, meal: 'lunch' },
      { type: 'clearMeal', day: { kind: 'weekday', weekday: 0 }, meal: 'lunch' },
    ];
    for (const said of ['drop the weekend lunches', 'no lunch this weekend please, visiting family', 'cancel lunch on saturday and sunday'])
      expect([said, parseIntent(said)]).toEqual([said, { type: 'several', parts: weekend }]);
    expect(parseIntent('delete wed and thu dinner')).toMatchObject({ type: 'several', parts: [{ meal: 'dinner' }, { meal: 'dinner' }] });
  });

  it('a food put "in it" after a meal named in the part before goes into that meal', () => {
    expect(parseIntent('wipe sunday lunch and add an orange to it')).toMatchObject({
      type: 'several',
      parts: [
        { type: 'clearMeal', meal: 'lunch' },
        { type: 'addFood', item: 'orange', meal: 'lunch', day: { weekday: 0 } },
      ],
    });
    // with no meal named before, "it" is nothing of the plan: the add is the list's
    expect(parseIntent('take the soda off and add lemons')).toMatchObject({ type: 'several', parts: [{}, { type: 'addGrocery' }] });
  });

  it('praise of the assistant is thanks; news and travel asks are declined', () => {
    for (const said of ['ur honestly the best', 'wow good job', "you're literally a genius"])
      expect([said, parseIntent(said).type]).toEqual([said, 'thanks']);
    for (const said of ['who won the election for mayor', 'when is the next train to leeds'])
      expect([said, parseIntent(said).type]).toEqual([said, 'offTopic']);
  });

  it('a figure of the plan asked beside a condition is the figure, with no word on the condition', () => {
    expect(parseIntent('how much protein is in thursday dinner i am diabetic')).toMatchObject({
      type: 'medical',
      figure: { type: 'nutrient', nutrient: 'protein', meal: 'dinner' },
    });
    // a verdict asked is still no figure
    expect(parseIntent('is thursday dinner safe for a diabetic')).not.toHaveProperty('figure');
  });

  it('a food or a number named is never a look at the whole list or every preference', () => {
    expect(parseIntent('is in my list the yogurt?').type).not.toBe('groceryList');
    expect(parseIntent('protein goal 150g pls').type).not.toBe('preferences');
    expect(parseIntent('I am afraid I have developed an allergy to shellfish.')).toMatchObject({
      type: 'addPreference',
      list: 'allergies',
    });
    // the list and the preferences themselves are still shown
    expect(parseIntent('whats on my list')).toEqual({ type: 'groceryList' });
    expect(parseIntent('show my allergies')).toEqual({ type: 'preferences' });
  });
});

describe('typos in the words the assistant knows, never in food words', () => {
  it.each([
    ['whats for diner on tuesdy', { type: 'meal', day: { kind: 'weekday', weekday: 2 }, meal: 'dinner' }],
    ['how many calroies tomorow', { type: 'calories', day: { kind: 'relative', offset: 1, word: 'tomorrow' }, week: false }],
    [
      'swap wednsday lunch for somthing vegetarain',
      { type: 'swap', day: { kind: 'weekday', weekday: 3 }, meal: 'lunch', diet: 'vegetarian' },
    ],
    ['add milk to my lsit', { type: 'addGrocery', item: 'milk' }],
    ['whats for brekfast on satruday', { type: 'meal', day: { kind: 'weekday', weekday: 6 }, meal: 'breakfast' }],
  ])('%s', (message, intent) => expect(parseIntent(message)).toEqual(intent));

  it('puts right the words of units and of what it declines, never a word of English', () => {
    expect(correctWord('galons')).toBe('gallons');
    expect(correctWord('pregnent')).toBe('pregnant');
    // "rasher" is a unit and "starving" a health word, one letter away
    expect(correctWord('rather')).toBe('rather');
    expect(correctWord('starting')).toBe('starting');
    expect(parseIntent('is it safe to fast while pregnent')).toMatchObject({ type: 'medical' });
  });

  it('a meal named beats a time of day ("crazy morning, how many calories is todays lunch")', () => {
    expect(parseIntent('crazy morning, how many calories is todays lunch')).toMatchObject({ type: 'calories', meal: 'lunch' });
    expect(parseIntent('how many calories is this morning')).toMatchObject({ meal: 'breakfast' });
    expect(parseIntent('Please tell me how many calories are in tomorrow’s luncheon.')).toMatchObject({ meal: 'lunch' });
  });

  it('keeps food words as typed', () => {
    expect(correctSpelling('no crabs')).toBe('no crabs');
    expect(correctSpelling('add rice and dates to my list')).toBe('add rice and dates to my list');
    expect(correctWord('tuesdy')).toBe('tuesday');
    expect(correctWord('peanutz')).toBe('peanutz');
  });
});

describe('the grammar: mood from sentence structure', () => {
  it.each([
    ["i wonder what's for dinner tuesday", true],
    ["i'd like to know my protein on sunday", true],
    ['should I add peanuts to my allergies', true],
    ['is it ok to switch my store to costco', true],
    ['will i be eating pork this week', true],
    ['i have chicken and broccoli, what can i make', true],
    ['my son is allergic to sesame, is the plan ok', true],
    ['got eggs, spinach and feta - any ideas?', true],
    ['do i need to check off the bread', true],
    ['could you tell me what breakfast is tomorrow', false],
    ['can you replace friday lunch with a cheaper option', false],
    ['add toilet paper to my list, we ran out yesterday', false],
    ["i'm allergic to sesame, please update my profile", false],
    ['switch my store to costco', false],
    ['no shrimp please', false],
  ])('%s → question: %s', (message, asked) => expect(isQuestion(message)).toBe(asked));

  it('a question that mentions a write verb is offered, never done, with the change said plainly', () => {
    expect(parseIntent('should I add peanuts to my allergies?')).toEqual({ type: 'offer', request: 'add peanuts to my allergies' });
    expect(parseIntent('is it ok to switch my store to costco')).toEqual({ type: 'offer', request: 'switch my store to costco' });
    // "would it be possible to…" asks the assistant to do it, politely: a request (lexicon/padding.json), not a question of permission
    expect(parseIntent('would it be possible to set my budget to 90')).toEqual({ type: 'setNumber', field: 'weeklyBudget', value: 90 });
    expect(parseIntent('can i take peanuts off my allergies')).toEqual({ type: 'offer', request: 'take peanuts off my allergies' });
    expect(parseIntent('do i need to check off the bread')).toEqual({ type: 'offer', request: 'check off the bread' });
    // ingredients on hand followed by a question: ideas, never a tick on the list
    expect(parseIntent('i have chicken and broccoli, what can i make')).toEqual({ type: 'cookWith', ingredients: ['chicken', 'broccoli'] });
    expect(parseIntent('got eggs, spinach and feta - any ideas?')).toEqual({ type: 'cookWith', ingredients: ['eggs', 'spinach', 'feta'] });
  });

  it('trailing context is context, not part of what is named', () => {
    expect(parseIntent('add toilet paper to my list, we ran out yesterday')).toEqual({ type: 'addGrocery', item: 'toilet paper' });
    expect(parseIntent("i'm allergic to sesame, please update my profile")).toEqual({
      type: 'addPreference',
      list: 'allergies',
      value: 'Sesame',
    });
    expect(parseIntent("change monday lunch, i'm not feeling it")).toEqual({
      type: 'swap',
      day: { kind: 'weekday', weekday: 1 },
      meal: 'lunch',
    });
  });
});

describe('the grammar: new intents of issue #12', () => {
  it('which day has the most (or least) of something', () => {
    expect(parseIntent('which day has the most protein')).toEqual({ type: 'dayMost', measure: 'protein', least: false });
    expect(parseIntent('which day has the fewest carbs')).toEqual({ type: 'dayMost', measure: 'carbs', least: true });
    expect(parseIntent('which day is the cheapest')).toEqual({ type: 'dayMost', measure: 'cost', least: true });
    expect(parseIntent("what's my most expensive day")).toEqual({ type: 'dayMost', measure: 'cost', least: false });
  });

  it('calories and macros of a meal, cost of a day', () => {
    expect(parseIntent('calorie count for tuesday dinner')).toEqual({
      type: 'calories',
      day: { kind: 'weekday', weekday: 2 },
      meal: 'dinner',
      week: false,
    });
    expect(parseIntent("how much protein is in tuesday's dinner")).toEqual({
      type: 'nutrient',
      nutrient: 'protein',
      day: { kind: 'weekday', weekday: 2 },
      meal: 'dinner',
      week: false,
    });
    expect(parseIntent('how much does wednesday cost')).toEqual({ type: 'cost', what: 'day', day: { kind: 'weekday', weekday: 3 } });
    expect(parseIntent("what's my calorie goal")).toEqual({ type: 'preferences' });
  });

  it('suggestions by cuisine, by time and by nutrient', () => {
    expect(parseIntent('something thai')).toEqual({ type: 'recipes', cuisine: 'thai' });
    expect(parseIntent('suggest an indian dish for dinner')).toEqual({ type: 'recipes', cuisine: 'indian', meal: 'dinner' });
    expect(parseIntent('thai food ready in 30 minutes')).toEqual({ type: 'quick', maxMinutes: 30, cuisine: 'thai' });
    expect(parseIntent("what's a breakfast with lots of protein")).toEqual({ type: 'recipes', meal: 'breakfast', rank: 'protein' });
  });

  it('the store, and removing an allergy, a diet or a dislike', () => {
    expect(parseIntent('switch my store to costco')).toEqual({ type: 'setStore', store: 'costco' });
    expect(parseIntent("i shop at trader joe's now")).toEqual({ type: 'setStore', store: 'trader-joes' });
    expect(parseIntent('change store to whole foods')).toEqual({ type: 'setStore', store: 'whole-foods' });
    expect(parseIntent('remove peanuts from my allergies')).toEqual({ type: 'removePreference', list: 'allergies', value: 'Peanuts' });
    expect(parseIntent("i'm not vegan anymore")).toEqual({ type: 'removePreference', list: 'dietaryRestrictions', value: 'Vegan' });
    expect(parseIntent("i'm no longer allergic to shellfish")).toEqual({ type: 'removePreference', list: 'allergies', value: 'Shellfish' });
    expect(parseIntent('i actually like cilantro now')).toEqual({
      type: 'removePreference',
      list: 'dislikedIngredients',
      value: 'Cilantro',
    });
    expect(parseIntent('take mushrooms off my dislikes')).toEqual({
      type: 'removePreference',
      list: 'dislikedIngredients',
      value: 'Mushrooms',
    });
    expect(WRITES.has('removePreference')).toBe(true);
    expect(WRITES.has('setStore')).toBe(true);
  });

  it('numbers with thousands separators and money; units people use', () => {
    expect(parseIntent('change my calorie goal to 2,100 please')).toEqual({ type: 'setNumber', field: 'calorieGoal', value: 2100 });
    // said as a statement: set, but asked first when the change is large (issue #22)
    expect(parseIntent('my budget is now $110')).toEqual({ type: 'setNumber', field: 'weeklyBudget', value: 110, askIfLarge: true });
    expect(parseIntent('change my daily calories to 2200')).toEqual({ type: 'setNumber', field: 'calorieGoal', value: 2200 });
    expect(parseIntent('please put 3 lbs of ground beef on the grocery list')).toEqual({
      type: 'addGrocery',
      item: 'ground beef',
      quantity: 3,
      unit: 'lb',
    });
    expect(parseIntent('add two bags of frozen peas to my list')).toEqual({
      type: 'addGrocery',
      item: 'frozen peas',
      quantity: 2,
      unit: 'bag',
    });
    // several lines said together, each its own; a food whose name has "and" in it stays one
    expect(parseIntent('add eggs and butter to my list')).toEqual({ type: 'addGrocery', item: 'eggs', also: [{ item: 'butter' }] });
    expect(parseIntent('put milk, bread & 2 cans of chickpeas on my shopping list')).toEqual({
      type: 'addGrocery',
      item: 'milk',
      also: [{ item: 'bread' }, { item: 'chickpeas', quantity: 2, unit: 'can' }],
    });
    expect(parseIntent('add half and half to my list')).toEqual({ type: 'addGrocery', item: 'half and half' });
  });

  it('list lines: removed, ticked, never confused with each other', () => {
    expect(parseIntent('get rid of the coffee on my list')).toEqual({ type: 'removeGrocery', item: 'coffee' });
    expect(parseIntent('remove the paper towels please')).toEqual({ type: 'removeGrocery', item: 'paper towels' });
    expect(parseIntent('cross off bananas')).toEqual({ type: 'checkGrocery', item: 'bananas', checked: true });
    expect(parseIntent('got the yogurt')).toEqual({ type: 'checkGrocery', item: 'yogurt', checked: true });
    expect(parseIntent('mark eggs as purchased')).toEqual({ type: 'checkGrocery', item: 'eggs', checked: true });
  });

  it('whether the plan holds something, asked in many ways, never stored', () => {
    expect(parseIntent('is this week safe for someone who cant eat shellfish')).toEqual({
      type: 'contains',
      term: 'shellfish',
      allergy: true,
    });
    expect(parseIntent('does tuesday have anything with dairy')).toEqual({ type: 'contains', term: 'dairy', allergy: false });
    // a diet asked about is checked against the items' diets
    expect(parseIntent('is my menu gluten free')).toEqual({ type: 'dietCheck', diet: 'gluten-free' });
    expect(parseIntent('is wednesday dinner vegetarian?')).toEqual({
      type: 'dietCheck',
      diet: 'vegetarian',
      day: { kind: 'weekday', weekday: 3 },
      meal: 'dinner',
    });
    expect(parseIntent('can i eat friday lunch if im vegan')).toEqual({
      type: 'dietCheck',
      diet: 'vegan',
      day: { kind: 'weekday', weekday: 5 },
      meal: 'lunch',
    });
    // ideas or changes are not checks
    expect(parseIntent('is there a vegetarian option for dinner')).toMatchObject({ type: 'recipes', diet: 'vegetarian' });
    expect(parseIntent('should i swap tuesday dinner for something vegetarian?')).toEqual({
      type: 'offer',
      request: 'swap tuesday dinner for something vegetarian',
    });
    expect(parseIntent('will i be eating pork this week')).toEqual({ type: 'contains', term: 'pork', allergy: false });
  });
});

describe('the held-out corpus (corpus.heldout.json)', () => {
  const corpus = (
    JSON.parse(readFileSync(new URL('./corpus.heldout.json', import.meta.url), 'utf8')) as {
      phrasings: { text: string; intent: string; writes: boolean; after?: string | string[] }[];
    }
  ).phrasings;

  it('holds at least 100 phrasings over every intent of the issue, and none that may not write is understood as a write', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    for (const intent of [
      'meal',
      'calories',
      'nutrient',
      'cost',
      'dayMost',
      'cookTime',
      'contains',
      'cookWith',
      'recipes',
      'quick',
      'swap',
      'addGrocery',
      'removeGrocery',
      'checkGrocery',
      'setNumber',
      'setStore',
      'addPreference',
      'removePreference',
      'generatePlan',
      'offer',
    ])
      expect(corpus.map((p) => p.intent)).toContain(intent);
    expect(corpus.filter((p) => !p.writes && WRITES.has(parseIntent(p.text).type)).map((p) => p.text)).toEqual([]);
  });
});

describe('entities that are things (issue #22): padding is never data, amounts in words are read', () => {
  it('ends a name where the padding begins', () => {
    expect(parseIntent('i really hate cilantro can you remember that')).toEqual({
      type: 'addPreference',
      list: 'dislikedIngredients',
      value: 'Cilantro',
    });
    expect(parseIntent('add some eggs to my list please thanks')).toEqual({ type: 'addGrocery', item: 'eggs' });
    // the entity is the bananas and the numbers are read: the correction changes the line that is there (requests/corrections.ts)
    expect(parseIntent('i need 5 bananas not 3 can you fix that')).toMatchObject({
      type: 'setGroceryQuantity',
      item: 'bananas',
      quantity: 5,
    });
    expect(parseIntent("i'm allergic to peanuts so please remember")).toEqual({
      type: 'addPreference',
      list: 'allergies',
      value: 'Peanuts',
    });
    expect(parseIntent('i cant stand olives at all')).toEqual({ type: 'addPreference', list: 'dislikedIngredients', value: 'Olives' });
    expect(parseIntent('we ran out of paper towels')).toEqual({ type: 'usedUp', item: 'paper towels' });
  });

  it('reads amounts in words', () => {
    expect(parseIntent('add half a dozen eggs to my list')).toEqual({ type: 'addGrocery', item: 'eggs', quantity: 6 });
    expect(parseIntent('add a couple of avocados to my list')).toEqual({ type: 'addGrocery', item: 'avocados', quantity: 2 });
    expect(parseIntent('add a dozen eggs')).toEqual({ type: 'addGrocery', item: 'eggs', quantity: 12 });
    expect(parseIntent('add two pounds of chicken to my list')).toEqual({ type: 'addGrocery', item: 'chicken', quantity: 2, unit: 'lb' });
  });

  it('never reads markup as part of a name', () => {
    expect(parseIntent('add <b>eggs</b> to my list')).toEqual({ type: 'addGrocery', item: 'eggs' });
    expect(JSON.stringify(parseIntent('add <script>alert(1)</script> to my list'))).not.toMatch(/script|alert|</);
  });
});

describe('the dearest lines, as many as asked', () => {
  it.each([
    ['what are my 3 priciest items', 3],
    ['show me the top 5 most expensive things on my list', 5],
    ['which 2 items cost the most on my list?', 2],
    ['what is the most expensive thing on my list', undefined],
    ['priciest item on the list?', undefined],
  ])('%s', (text, count) => {
    const read = parseIntent(text);
    expect(read).toMatchObject({ type: 'cost', what: 'mostExpensive' });
    expect(read.type === 'cost' ? read.count : 'none').toBe(count);
  });
});
