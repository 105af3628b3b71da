/**
 * A swap's wish as the engine knows it: padding dropped (never searched for), a recipe named whole, a name that is no
 * food or recipe never put in a meal, several days for one meal, several cuisines, a price and a time in words, and
 * "swap it" beside another change. Pure parsing, then the bounds applied before a request is carried out.
 */
import { parseIntent, type Intent } from '../intents.js';
import { boundEntities } from '../entity-bounds.js';
import { followUp } from '../../conversation/follow-up.js';

const weekday = (n: number) => ({ kind: 'weekday', weekday: n });
/** The request as it is carried out: read, then put within the lexicon's bounds. */
const carried = (text: string): Intent | string => {
  const bounded = boundEntities(parseIntent(text));
  return 'reply' in bounded ? bounded.reply.response : bounded.intent;
};

describe('words around a wish that name no food, recipe or condition are dropped, not searched for', () => {
  it.each([
    ['can u switch wednesday lunch to something under 25 mins, i have a dentist thing at noon', 3, 'lunch', { maxMinutes: 25 }],
    ['ugh swap friday dinner for something quick, working late again', 5, 'dinner', { maxMinutes: 20 }],
    ['hmm ok. saturday lunch should be greek i reckon', 6, 'lunch', { cuisine: 'greek' }],
    ['Swap Monday breakfast for a vegan one - my cousin is visiting', 1, 'breakfast', { diet: 'vegan' }],
    ['replace thursday dinner with anything really, dealers choice', 4, 'dinner', {}],
    ['could you swap sunday dinner for something spicy, i feel like it', 0, 'dinner', { query: 'spicy' }],
  ])('%s', (text, n, meal, wish) => {
    const read = carried(text) as Extract<Intent, { type: 'swap' }>;
    expect(read).toMatchObject({ type: 'swap', day: weekday(n), meal, ...wish });
    if (!('query' in wish)) expect(read.query).toBeUndefined();
  });

  it('a dish or food named stays the search', () => {
    expect(carried('swap monday dinner for a curry')).toMatchObject({ query: 'curry' });
    expect(carried('swap tuesday dinner for something with bok choy pls')).toMatchObject({ query: 'bok choy' });
  });
});

describe('a recipe of the library named into a slot is a swap to that recipe', () => {
  it.each([
    ['make friday dinner the coq au vin', 5, 'dinner', 'Coq au Vin'],
    ['i want saag paneer on tuesday for dinner instead of whats there', 2, 'dinner', 'Saag Paneer'],
    ['add the dal tadka with rice to wed lunch', 3, 'lunch', 'Dal Tadka with Rice'],
    ['swap sat dinner for kung pao chicken please', 6, 'dinner', 'Kung Pao Chicken'],
    ["Put Shepherd's Pie instead of monday dinner", 1, 'dinner', "Classic Shepherd's Pie"],
  ])('%s', (text, n, meal, recipe) => {
    expect(carried(text)).toMatchObject({ type: 'swap', day: weekday(n), meal, recipe });
  });

  it('a food put in place of a meal swaps it for that food; a food added to a meal is added', () => {
    expect(carried('put oatmeal instead of friday breakfast')).toMatchObject({ type: 'swap', meal: 'breakfast', query: 'oatmeal' });
    expect(carried('add a banana to friday breakfast')).toMatchObject({ type: 'addFood', item: 'banana' });
  });

  it('a name that is neither a food nor a recipe is asked about, never put in the meal', () => {
    for (const text of ['add xqzt to friday lunch', 'put blorpity in monday dinner', 'can you add zorblax to tuesday breakfast'])
      expect(carried(text)).toMatch(/^I don't know "[a-z ]+" as a food or one of the recipes/);
  });
});

describe('several days named for one meal: one swap a day', () => {
  it.each([
    ['saturday and sunday breakfasts ought to be quick ones', [6, 0], 'breakfast', { maxMinutes: 20 }],
    ['mon and tue lunch should be something vegetarian', [1, 2], 'lunch', { diet: 'vegetarian' }],
    ['swap wed and fri dinner for something with chicken', [3, 5], 'dinner', { query: 'chicken' }],
    ['can you change tuesday & thursday lunch to something quick', [2, 4], 'lunch', { maxMinutes: 20 }],
    ["make this weekend's dinners lighter", [6, 0], 'dinner', { lighter: true }],
    ['the weekend lunches should be something vegetarian', [6, 0], 'lunch', { diet: 'vegetarian' }],
  ])('%s', (text, days, meal, wish) => {
    expect(carried(text)).toMatchObject({ type: 'several', parts: days.map((n) => ({ type: 'swap', day: weekday(n), meal, ...wish })) });
  });

  it('two meals named, or a day said as what to swap to, are not several days of one meal', () => {
    expect(carried('swap monday dinner and tuesday lunch')).toMatchObject({
      type: 'several',
      parts: [
        { day: weekday(1), meal: 'dinner' },
        { day: weekday(2), meal: 'lunch' },
      ],
    });
    expect(carried("swap monday dinner for tuesday's")).toMatchObject({ type: 'swap', day: weekday(1), meal: 'dinner' });
  });
});

describe('several cuisines, a price a serving and a time in words', () => {
  it.each([
    ['swap tuesday dinner for japanese or chinese, or anything east asian', { cuisine: 'japanese or chinese or east asian' }],
    ['swap sunday dinner for something mexican or italian', { cuisine: 'mexican or italian' }],
    ['friday dinner: something nicer, below 12 dollars', { maxCost: 12 }],
    ['change friday dinner to something 8 bucks max', { maxCost: 8 }],
    ['swap friday dinner for something nice, less than 6 dollars', { maxCost: 6 }],
    ['could friday dinner be faster? like half hour or so', { maxMinutes: 30 }],
    ['swap friday dinner for something quicker half hour tops', { maxMinutes: 30 }],
    ['swap friday dinner for something that takes under an hour and a half', { maxMinutes: 90 }],
  ])('%s', (text, wish) => {
    const read = carried(text) as Extract<Intent, { type: 'swap' }>;
    expect(read).toMatchObject({ type: 'swap', meal: 'dinner', ...wish });
    expect(read.query).toBeUndefined();
  });

  it('a figure that is no money, or money that is no limit, sets no price', () => {
    expect(carried('swap friday dinner for something under 10 minutes')).not.toHaveProperty('maxCost');
    expect(carried('swap friday dinner for something cheaper, i only have $10 left')).not.toHaveProperty('maxCost');
  });
});

describe('"swap it" after a meal was read, beside another change: both', () => {
  const state = { meal: { weekday: 1, mealType: 'dinner' as const, title: 'Bean chili', recipeId: 5 }, day: 1, focus: 'meal' as const };
  it.each([
    ['could you swap it for beef and add milk to the shopping list', { query: 'beef' }, 'milk'],
    ['change it to something with tofu & add rice to my list', { query: 'tofu' }, 'rice'],
    ['swap that one for something korean, also add eggs to the list', { cuisine: 'korean' }, 'eggs'],
    ['switch it to something vegetarian and put bananas on the list', { diet: 'vegetarian' }, 'bananas'],
    ['swap it for something quick and add apples to my shopping list', { maxMinutes: 20 }, 'apples'],
  ])('%s', (text, wish, item) => {
    const { intent } = followUp(text, parseIntent(text), state, parseIntent, "what's for dinner on monday");
    expect(intent).toMatchObject({
      type: 'several',
      parts: [
        { type: 'swap', day: weekday(1), meal: 'dinner', ...wish },
        { type: 'addGrocery', item },
      ],
    });
  });
});

describe("the slot's day is the one said beside its meal; a day in a reason after it is only why", () => {
  it.each([
    ['swap wednesday lunch for something quick, busy today', 3, 'lunch'],
    ["swap lunch on friday for something quick, i'm out tomorrow", 5, 'lunch'],
    ['can u switch thursday dinner to something under 30 mins, im in a rush today', 4, 'dinner'],
    ["change sat breakfast to something fast. tomorrow's a long day", 6, 'breakfast'],
    ['Replace monday dinner with something vegetarian; my sister visits today', 1, 'dinner'],
  ])('%s', (text, n, meal) => {
    expect(carried(text)).toMatchObject({ type: 'swap', day: weekday(n), meal });
  });

  it('a day said only once, in words, is that day', () => {
    expect(carried("swap the day after tomorrow's lunch for something quick")).toMatchObject({ day: { kind: 'relative', offset: 2 } });
  });
});

describe('a food whose name starts with a cuisine is a food; a recipe wished beside a meal is added beside it', () => {
  it.each([
    ['could you put some french bread with my thursday dinner', 'french bread'],
    ['add italian sausage to saturday dinner', 'italian sausage'],
    ['pls add a bit of italian dressing to monday lunch', 'italian dressing'],
    ['put some mexican cheese on tuesday lunch', 'mexican cheese'],
    ['add thai basil to wed dinner', 'thai basil'],
  ])('%s', (text, item) => {
    const read = carried(text);
    if (typeof read !== 'string' && read.type === 'addFood') expect(read.item).toMatch(new RegExp(item.split(' ')[1]));
    expect(read).not.toHaveProperty('cuisine');
    expect(read).not.toMatchObject({ type: 'swap' });
  });

  it.each([
    ['add the beef stroganoff to friday dinner as well', 'beef stroganoff', 'dinner'],
    ['put kung pao chicken on saturday dinner too', 'kung pao chicken', 'dinner'],
    ['also add the dal tadka with rice to monday lunch on the side', 'dal tadka', 'lunch'],
    ['Add Saag Paneer to Sunday dinner too please', 'saag paneer', 'dinner'],
    ['add the coq au vin to thursday dinner as well pls', 'coq au vin', 'dinner'],
  ])('%s', (text, recipe, meal) => {
    // (a slot holds several things: the recipe goes in next to what is planned, as the dashboard's add-to-plan does)
    const read = carried(text);
    expect(read).toMatchObject({ type: 'addFood', dish: true, meal });
    if (typeof read !== 'string' && read.type === 'addFood') expect(read.item.toLowerCase()).toContain(recipe);
  });
});
