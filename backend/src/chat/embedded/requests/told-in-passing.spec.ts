/**
 * Preferences told in other words and in passing, as the grammar reads them (pure, no data): a preference beside
 * another ask (both done), two preferences joined by "and i also", distaste said without a verb of disliking, a food
 * that upsets one, the asker told of with someone else, a list's rule taken off by the list's name; and what must stay
 * as it was: a check of the plan told why, a run-on health question, an off-topic ask of "it", padding after a question.
 */
import { parseIntent, WRITES, type Intent } from '../intents.js';

const pref = (type: 'addPreference' | 'removePreference', list: string, value: string) => ({ type, list, value });
const partsOf = (i: Intent) => (i.type === 'several' ? i.parts : [i]);

describe('a preference told in passing beside another ask: the preference kept and the ask answered', () => {
  it.each([
    ['okra is just the worst. anyway whats on tuesday for dinner', 'dislikedIngredients', 'Okra', 'meal'],
    ['allergic to mango btw how many calories is thursday', 'allergies', 'Mango', 'calories'],
    ["whats for lunch tomorrow? oh and i can't stand beets", 'dislikedIngredients', 'Beets', 'meal'],
    ['I HATE radishes, by the way what does friday dinner cost??', 'dislikedIngredients', 'Radishes', 'mealQuestion'],
    ['i hate leeks so whats for dinner tonight', 'dislikedIngredients', 'Leeks', 'meal'],
    ["we're vegan now, also what's my grocery list look like", 'dietaryRestrictions', 'Vegan', 'groceryList'],
  ])('%s', (text, list, value, asked) => {
    const parts = partsOf(parseIntent(text));
    expect(parts).toContainEqual(pref('addPreference', list, value));
    expect(parts.map((p) => p.type)).toContain(asked);
  });

  it('two preferences joined by "and i also", "and we also": each kept', () => {
    expect(partsOf(parseIntent('im keto now and i also dislike leeks'))).toEqual([
      pref('addPreference', 'dietaryRestrictions', 'Keto'),
      pref('addPreference', 'dislikedIngredients', 'Leeks'),
    ]);
    expect(partsOf(parseIntent('we are vegetarian and we also cant stand celery'))).toEqual([
      pref('addPreference', 'dietaryRestrictions', 'Vegetarian'),
      pref('addPreference', 'dislikedIngredients', 'Celery'),
    ]);
  });

  it('a check of the plan said with the allergy it is asked for stores nothing', () => {
    for (const text of ["i'm allergic to fish, is my plan safe", 'im allergic to sesame, can i still eat tuesday lunch'])
      expect({ text, writes: partsOf(parseIntent(text)).some((p) => WRITES.has(p.type)) }).toEqual({ text, writes: false });
  });
});

describe('a preference told before a swap: kept first, the swap read from its own words', () => {
  it.each([
    ['im vegetarian now, swap friday dinner', 'dietaryRestrictions', 'Vegetarian', { diet: 'vegetarian' }],
    ["i'm lactose intolerant, swap tuesday dinner for something dairy free", 'allergies', 'Dairy', { diet: 'dairy-free' }],
    ['i hate mushrooms so swap thursday lunch', 'dislikedIngredients', 'Mushrooms', {}],
    ['we went vegan, change monday dinner to something else please', 'dietaryRestrictions', 'Vegan', { diet: 'vegan' }],
    ['Allergic to peanuts. Swap Saturday lunch', 'allergies', 'Peanuts', {}],
  ])('%s', (text, list, value, wish) => {
    const [told, swap] = partsOf(parseIntent(text));
    expect(told).toEqual(pref('addPreference', list, value));
    expect(swap).toMatchObject({ type: 'swap', ...wish });
    expect(swap).not.toHaveProperty('query');
  });
});

describe('a dislike or a food that upsets, said in other words', () => {
  it.each([
    ['I find okra rather unpleasant, just so you know', 'dislikedIngredients', 'Okra'],
    ['honestly i find leeks quite revolting', 'dislikedIngredients', 'Leeks'],
    ['brussels sprouts taste kinda awful tbh', 'dislikedIngredients', 'Brussels sprouts'],
    ['i consider anchovies inedible', 'dislikedIngredients', 'Anchovies'],
    ['lentils give me awful bloating', 'allergies', 'Lentils'],
    ['garlic upsets my stomach every time', 'allergies', 'Garlic'],
    ['onions always give me heartburn', 'allergies', 'Onions'],
    ['beans really dont agree with me', 'allergies', 'Beans'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref('addPreference', list, value));
  });

  it('a pronoun is no food: "they make me break out" stores nothing by itself', () => {
    const read = parseIntent('they make me break out');
    expect(read.type === 'addPreference' && /^they$/i.test(read.value)).toBe(false);
  });
});

describe('the asker told of together with someone else: kept as the asker’s own', () => {
  it.each([
    ['my son and i both hate olives', 'dislikedIngredients', 'Olives'],
    ['me and my wife cant stand celery', 'dislikedIngredients', 'Celery'],
    ['both of us are allergic to kiwi', 'allergies', 'Kiwi'],
    ['my husband and I are vegetarian now', 'dietaryRestrictions', 'Vegetarian'],
    ['sam and i dont like tofu', 'dislikedIngredients', 'Tofu'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref('addPreference', list, value));
  });

  it('another person alone is still theirs', () => {
    expect(parseIntent('my daughter dislikes mushrooms').type).toBe('otherAccount');
  });
});

describe('a rule taken off by its list’s name, of the food the message names', () => {
  it.each([
    ['peanuts were a false alarm, please remove the allergy', 'allergies', 'Peanuts'],
    ['kiwi is fine for me now so drop that allergy', 'allergies', 'Kiwi'],
    ['i eat mushrooms again, remove the dislike', 'dislikedIngredients', 'Mushrooms'],
    ['im not keto anymore, take that diet off', 'dietaryRestrictions', 'Keto'],
    ['sesame turned out fine, you can take the allergy off', 'allergies', 'Sesame'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref('removePreference', list, value));
  });

  it('with no food named, what to take off is asked (the conversation reads it against the rule just spoken of)', () => {
    expect(parseIntent('take that allergy off')).toEqual({ type: 'vague', ask: 'what', about: 'remove' });
  });
});

describe('what must change nothing', () => {
  it.each([
    'my daughter has eczema should we cut out dairy',
    'my son is autistic should i avoid gluten for him',
    'my kid has eczema can i still give her eggs',
  ])('a health question run on after a statement: declined (%s)', (text) => {
    expect(parseIntent(text).type).toBe('medical');
  });

  it.each(['how can i reset my laptop, it keeps freezing', 'my wifi is slow how do i make it faster'])(
    'an off-topic ask of "it": declined (%s)',
    (text) => {
      expect(parseIntent(text).type).toBe('offTopic');
    },
  );

  it.each([
    ['which day has the least carbs? trying to keep it light', 'carbs', true],
    ['whats the highest protein day this week? gonna time my workout around it', 'protein', false],
    ['what day has the fewest calories?? want a cheat meal on it haha', 'calories', true],
    ['which day is cheapest? ill shop for it early', 'cost', true],
    ['Which day has the most fat? asking because of it', 'fat', false],
  ])('a question of the week with padding pointing at "it" after it: the week read (%s)', (text, measure, least) => {
    expect(parseIntent(text)).toEqual({ type: 'dayMost', measure, least });
  });
});

describe('a long message of many clauses', () => {
  // (each cut reads both its sides; until a side was read uncut and each part once, a message like these took many
  // seconds to read and held the server meanwhile — the assistant bench's understanding time shows it)
  it.each([
    'ok so im vegan now and also hate leeks and my son hates peppers, anyway swap monday lunch and wednesday lunch, also add oat milk and btw whats for dinner',
    'btw i cant stand olives and also hate celery and also radishes, anyway add lemons and limes, also whats on friday and btw take chips off',
  ])('%s', (text) => {
    const read = parseIntent(text);
    expect(read.type).toBe('several');
    if (read.type === 'several') expect(read.parts.length).toBeGreaterThanOrEqual(3);
  });
});
