/**
 * Preferences and goals told softly, as the grammar reads them (pure, no data): an apology or "ok so" before what is
 * told, a softened allergy ("kind of allergic"), a diet a doctor put one on, a dislike said as "can't abide", "no
 * more X please", a rule ended said as no longer a problem, an ended allergy said unsure and asked "if you could", a
 * goal wished with a question's mark (asked back, never set), and a food misspelt beside a symptom (asked, never the
 * health reply). And what must stay as it was: a question, or someone else's rule, writes nothing of the asker's.
 */
import { parseIntent, WRITES, type Intent } from '../intents.js';
import { boundEntities } from '../entity-bounds.js';
import { followedAfter } from '../../conversation/follow-up.js';
import { sameFoodTag } from '../../preference-tags.js';

const pref = (type: 'addPreference' | 'removePreference', list: string, value: string) => ({ type, list, value });
const partsOf = (i: Intent) => (i.type === 'several' ? i.parts : [i]);
const writes = (text: string) => partsOf(parseIntent(text)).some((p) => WRITES.has(p.type));
const after = (first: string, second: string) => followedAfter(first, second, parseIntent, '2026-11-22');

describe('an apology or "ok so" before what is told opens it, and says nothing of its own', () => {
  it.each([
    [
      'oops, im allergic to kiwi and i hate celery',
      [pref('addPreference', 'allergies', 'Kiwi'), pref('addPreference', 'dislikedIngredients', 'Celery')],
    ],
    [
      "ok so, we're vegetarian and i can't stand okra",
      [pref('addPreference', 'dietaryRestrictions', 'Vegetarian'), pref('addPreference', 'dislikedIngredients', 'Okra')],
    ],
    ['Sorry, I am allergic to shellfish.', [pref('addPreference', 'allergies', 'Shellfish')]],
  ])('%s', (text, parts) => {
    expect(partsOf(parseIntent(text))).toEqual(parts);
  });

  it('a correction after "sorry" stays a correction', () => {
    expect(parseIntent('sorry, 4 limes')).toMatchObject({ type: 'setGroceryQuantity', item: 'limes', quantity: 4 });
  });
});

describe('a preference told in passing, said softly, beside a question: kept, and the question answered', () => {
  it.each([
    ["my gp has put me on gluten free, what's the cheapest lunch this week?", 'dietaryRestrictions', 'Gluten-Free', 'weekPick'],
    ['now that ive gone vegetarian, whats for dinner tomorrow', 'dietaryRestrictions', 'Vegetarian', 'meal'],
    ['since we went keto a few weeks ago, which breakfast is quickest?', 'dietaryRestrictions', 'Keto', 'weekPick'],
    ['soz, i cannot abide mushrooms, anyway whats for lunch tomorrow', 'dislikedIngredients', 'Mushrooms', 'meal'],
  ])('%s', (text, list, value, asked) => {
    const parts = partsOf(parseIntent(text));
    expect(parts).toContainEqual(pref('addPreference', list, value));
    expect(parts.map((p) => p.type)).toContain(asked);
  });

  it("someone else's diet or dislike told beside a question writes nothing of the asker's", () => {
    for (const text of [
      'since my grandson went vegan, which lunch is quickest?',
      "my husband's doctor put him on keto, whats for dinner",
      "my coworker can't abide coriander",
    ])
      expect({ text, writes: writes(text) }).toEqual({ text, writes: false });
  });
});

describe('preferences said in other words', () => {
  it.each([
    ['the doctor has put me on a gluten free diet', pref('addPreference', 'dietaryRestrictions', 'Gluten-Free')],
    ['We went vegetarian last year.', pref('addPreference', 'dietaryRestrictions', 'Vegetarian')],
    ['I cannot bear olives', pref('addPreference', 'dislikedIngredients', 'Olives')],
    ['im kinda allergic to kiwi, can u save that?', pref('addPreference', 'allergies', 'Kiwi')],
    ['I am slightly allergic to shellfish.', pref('addPreference', 'allergies', 'Shellfish')],
    ['pls no more okra', pref('addPreference', 'dislikedIngredients', 'Okra')],
    ['no more sprouts please, nobody eats them', pref('addPreference', 'dislikedIngredients', 'Sprouts')],
  ])('%s', (text, reading) => {
    expect(parseIntent(text)).toEqual(reading);
  });

  it('"no more X" with no please and nothing more is still asked first', () => {
    expect(parseIntent('no more milk').type).toBe('confirm');
  });

  it('a rule ended, said as no longer a problem: the food eaten again; asked, nothing', () => {
    expect(parseIntent('olives are no longer a problem, remove them')).toMatchObject({ type: 'eatAgain', food: 'olives' });
    expect(parseIntent("mushrooms aren't an issue for me now")).toMatchObject({ type: 'eatAgain', food: 'mushrooms' });
    for (const text of ['is coriander still a problem?', "mushrooms aren't a problem"])
      expect({ text, writes: writes(text) }).toEqual({ text, writes: false });
  });

  it('an ended allergy said unsure, then asked "if you could …": taken off', () => {
    expect(parseIntent("i reckon i'm not allergic to shellfish anymore? doc cleared me, if u could update that")).toEqual(
      pref('removePreference', 'allergies', 'Shellfish'),
    );
    expect(parseIntent('I do not believe I am allergic to soy any more? If you could change that please.')).toEqual(
      pref('removePreference', 'allergies', 'Soy'),
    );
  });

  it('a food misspelt as another word beside a symptom is asked about ("did you mean Leek?"), not the health reply', () => {
    for (const text of ['i cant stand leaks, they make me feel sick', 'I really dislike leaks they make me feel ill']) {
      const bounded = boundEntities(parseIntent(text));
      expect({ text, asked: 'reply' in bounded ? bounded.reply.confirm?.request : null }).toEqual({
        text,
        asked: 'add leek to my dislikes',
      });
    }
  });
});

describe('a goal wished with a question mark: asked back with its figure, never set on the question', () => {
  it.each([
    ["i'd like my budget to be 120 a week? if that's alright", 'weeklyBudget', 120],
    ['I think I would like to eat 1700 calories a day? If that is okay.', 'calorieGoal', 1700],
  ])('%s', (text, field, value) => {
    expect(parseIntent(text)).toEqual({ type: 'goalAsked', field, value });
  });

  it('a question of the figure stays a question', () => {
    for (const text of ['is 1500 calories a day ok?', 'how many calories a day should i eat?', 'i ate 1500 calories today?'])
      expect({ text, writes: writes(text), asked: parseIntent(text).type === 'goalAsked' }).toEqual({ text, writes: false, asked: false });
  });

  it('a typo of "you" in a relative change is read', () => {
    expect(parseIntent('can yoi raise my calorie goal by 100')).toEqual({
      type: 'changeGoal',
      field: 'calorieGoal',
      direction: 'up',
      by: 100,
    });
    expect(parseIntent('could yuo lower the budget by 15 dollars')).toMatchObject({
      type: 'changeGoal',
      field: 'weeklyBudget',
      direction: 'down',
      by: 15,
    });
  });
});

describe('follow-ups after a preference or a goal', () => {
  it('another goal named after one was set is that goal, the padding "while you\'re at it" aside', () => {
    expect(after('set my weekly budget to 110', "and the protein to 120 while you're at it")).toMatchObject({
      type: 'setNumber',
      field: 'proteinGoal',
      value: 120,
    });
    expect(after('set my calorie goal to 2100', "and the budget to 90 whilst you're at it")).toMatchObject({
      type: 'setNumber',
      field: 'weeklyBudget',
      value: 90,
    });
  });

  it('"or X either" after a dislike: X kept out too; after a list add, no add', () => {
    expect(after('i cant stand mushrooms', 'or olives either lol')).toEqual(pref('addPreference', 'dislikedIngredients', 'Olives'));
    expect(after('we dont eat lamb', 'nor goat neither')).toEqual(pref('addPreference', 'dislikedIngredients', 'Goat'));
    expect(WRITES.has(after('add pasta to my list', 'or rice either').type)).toBe(false);
  });
});

describe('a food kept out, by either of its names', () => {
  it('coriander is the cilantro kept out, beetroot the beet; other foods are not', () => {
    expect(sameFoodTag('Cilantro', 'coriander')).toBe(true);
    expect(sameFoodTag('Beet', 'beetroot')).toBe(true);
    expect(sameFoodTag('Peanuts', 'peanut')).toBe(true);
    expect(sameFoodTag('Olives', 'coriander')).toBe(false);
  });
});
