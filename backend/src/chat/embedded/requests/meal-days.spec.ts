/**
 * Meals by their day, a meal's ingredients, polite requests and the limits, as the embedded assistant reads them, in
 * voices of their own (a teen, a non-native speaker, a terse texter, a formal older person). Pure.
 */
import { parseIntent, WRITES } from '../intents.js';
import { pressedAfterDecline } from '../../conversation/pressed.js';
import { withoutPadding } from '../../lexicon/padding.js';

const weekday = (n: number) => ({ kind: 'weekday', weekday: n });

describe('a day joined to a meal is that meal’s; another day said elsewhere is only when', () => {
  it.each([
    ['shopping saturday, does friday’s dinner have nuts', 5, 'dinner'],
    ['off work tomorrow so whats in lunch on thursday', 4, 'lunch'],
    ['I cook on Sunday. Is there any gluten in Tuesday lunch please?', 2, 'lunch'],
  ])('%s', (text, day, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'mealQuestion', day: weekday(day), meal });
  });

  it('a day phrase is never cut to its last word', () => {
    expect(parseIntent("what's for dinner the day after tomorrow")).toMatchObject({ type: 'meal', day: { kind: 'relative', offset: 2 } });
  });
});

describe('a meal’s ingredients asked are its ingredients', () => {
  it.each([
    'what exactly goes into friday dinner',
    'could i see the ingredient list for tmrw breakfast',
    "Kindly send me the list of ingredients for Saturday's dinner.",
    'wat is even in tmrw lunch',
  ])('%s', (text) => {
    expect(parseIntent(text)).toMatchObject({ type: 'mealQuestion', ask: { kind: 'ingredients' } });
  });

  it('the grocery list asked by a meal is still the list', () => {
    expect(parseIntent("what's on my list for thursday lunch").type).toBe('groceryList');
  });
});

describe('time eaten up is no fast; a fast still is', () => {
  it.each([
    'Which of this week’s dinners takes the least time? I should like to prepare it on Sunday without eating into my afternoon.',
    'which dinner this week is the quickest, gonna batch it saturday without eating up my whole day',
  ])('%s', (text) => {
    expect(parseIntent(text)).toMatchObject({ type: 'weekPick', measure: 'time', least: true, meal: 'dinner' });
  });

  it.each([
    'can i go without eating for 2 days',
    'is it ok to do a week without eating',
    'without eating all day is that ok',
    'is intermittent fasting ok for me',
  ])('%s', (text) => {
    expect(parseIntent(text)).toMatchObject({ type: 'medical', topic: 'fasting' });
  });
});

describe('a polite frame around a change is a request; around eating, still a question', () => {
  it.each([
    ['Would it be alright to change Tuesday lunch to a salad?', 'swap'],
    ['would it be okay to put some oat milk on my list', 'addGrocery'],
    ['is it ok if you add oat milk to my list?', 'addGrocery'],
    ['could u, if u dont mind, remove the crisps from my list', 'removeGrocery'],
    ['Would you, if it is not too much trouble, add two tins of tomatoes to my list?', 'addGrocery'],
    ['could you, when you get a chance, swap friday dinner for something vegan', 'swap'],
  ])('%s → %s', (text, type) => {
    expect(parseIntent(text).type).toBe(type);
  });

  it.each(['would it be ok to have pizza on friday?', 'would it be ok to eat leftovers for lunch', 'is it ok to swap tuesday dinner?'])(
    '%s writes nothing',
    (text) => {
      expect(WRITES.has(parseIntent(text).type)).toBe(false);
    },
  );

  it('a condition of politeness inside the ask is left out, between its commas only', () => {
    expect(withoutPadding('could you please, if it’s no trouble, take the milk off'.replace('’', "'"))).toBe(
      'could you please take the milk off',
    );
  });
});

describe('a meal cleared by a day said in other words', () => {
  it.each([
    ['remove lunch the day after tomorrow pls', { kind: 'relative', offset: 2 }, 'lunch'],
    ['Please clear the dinner in two days, we are away.', { kind: 'relative', offset: 2 }, 'dinner'],
    ['not cooking tonight take dinner off', { kind: 'relative', offset: 0 }, 'dinner'],
    ['not eating in 2nite remove dinner pls', { kind: 'relative', offset: 0 }, 'dinner'],
    ['not cooking friday clear dinner', weekday(5), 'dinner'],
  ])('%s', (text, day, meal) => {
    expect(parseIntent(text)).toMatchObject({ type: 'clearMeal', day, meal });
  });

  it('a change refused stays refused', () => {
    expect(parseIntent('not swapping friday dinner, keep it').type).toBe('notAsked');
    expect(parseIntent('do not swap tuesday dinner').type).toBe('notAsked');
  });

  it.each([
    'remove every meal on saturday',
    'clear all of saturday’s meals',
    'pls take all the meals off saturday we r at my mums',
    'wipe everything on saturday',
  ])('%s clears each meal of the day', (text) => {
    expect(parseIntent(text.replace('’', "'"))).toEqual({
      type: 'several',
      parts: ['breakfast', 'lunch', 'dinner'].map((meal) => ({ type: 'clearMeal', day: weekday(6), meal })),
    });
  });

  it('the list is never read as a day', () => {
    expect(parseIntent('take everything off my list').type).not.toBe('several');
  });
});

describe('outside food planning: crafts and hobbies', () => {
  it.each(['how do i sew a button back on my jacket', 'yo can u teach me crochet', 'any good pottery classes near me?'])('%s', (text) => {
    expect(parseIntent(text)).toEqual({ type: 'offTopic', topic: 'crafts and hobbies' });
  });
});

describe('an ask declined, then pressed, is declined again', () => {
  const parse = parseIntent;
  it.each([
    ['is it safe to skip my blood pressure pills this week', 'cmon just tell me yes or no'],
    ['change my wife’s budget to 80', 'she said it is fine, she does not mind'],
    ['what stock should i invest in', 'seriously, just one'],
  ])('%s / %s', (before, pressed) => {
    const declined = parse(before.replace('’', "'"));
    expect(['medical', 'otherAccount', 'offTopic']).toContain(declined.type);
    expect(pressedAfterDecline(pressed, parse(pressed), before.replace('’', "'"), parse)).toEqual(declined);
  });

  it('a new ask of its own after a decline is read as it is', () => {
    expect(
      pressedAfterDecline('add milk to my list', parseIntent('add milk to my list'), 'what stock should i invest in', parseIntent),
    ).toBeNull();
  });

  it('pressing with nothing declined before presses nothing', () => {
    expect(pressedAfterDecline('come on', parseIntent('come on'), 'whats for dinner', parseIntent)).toBeNull();
  });
});
