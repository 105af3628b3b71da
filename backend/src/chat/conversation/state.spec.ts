import { tokenize } from '../embedded/tokens.js';
import { parseIntent } from '../embedded/intents.js';
import { followUp, withMealNamed } from './follow-up.js';
import { ordinalAt, pointsBack, referenceIn } from './references.js';
import { describeState, parseState, resolveReference, updateState, type ConversationState } from './state.js';

const tuesdayDinner = { weekday: 2, mealType: 'dinner' as const, title: 'Saag Paneer', recipeId: 12 };
const listed = [
  { id: 1, title: 'Quick Tomato Pasta' },
  { id: 2, title: 'Chickpea Salad Bowl' },
  { id: 3, title: 'Slow Lentil Stew' },
];

describe('conversation state', () => {
  it('keeps what a reply spoke of and what it did not replace', () => {
    let state: ConversationState = updateState({}, { meal: tuesdayDinner });
    state = updateState(state, { line: 'Eggs' });
    expect(state.meal).toEqual(tuesdayDinner);
    expect(state.line).toBe('Eggs');
    expect(state.day).toBe(2);
    expect(updateState(state, undefined)).toBe(state);
  });

  it('"it" is the meal or recipe spoken of last; "the second one" the second recipe listed', () => {
    const afterMeal = updateState({}, { meal: tuesdayDinner });
    expect(resolveReference(afterMeal, { kind: 'pronoun' })).toEqual({ kind: 'meal', meal: tuesdayDinner });
    const afterList = updateState(afterMeal, { listed });
    expect(resolveReference(afterList, { kind: 'ordinal', index: 1 })).toEqual({ kind: 'recipe', recipe: listed[1] });
    expect(resolveReference(afterList, { kind: 'ordinal', index: -1 })).toEqual({ kind: 'recipe', recipe: listed[2] });
    expect(resolveReference(afterList, { kind: 'ordinal', index: 7 })).toBeNull();
    // A meal spoken of after the list is what "it" means again.
    const afterSwap = updateState(afterList, { meal: { ...tuesdayDinner, title: 'Chickpea Salad Bowl', recipeId: 2 } });
    expect(resolveReference(afterSwap, { kind: 'pronoun' })).toMatchObject({ kind: 'meal', meal: { title: 'Chickpea Salad Bowl' } });
    expect(resolveReference({}, { kind: 'pronoun' })).toBeNull();
  });

  it('a setting asked of is what a figure next changes, even when its listing showed one food kept out', () => {
    const setting = (topic: Parameters<typeof updateState>[1]) => updateState({}, topic);
    // the preferences listing answering "what is my calorie goal" showed one dislike
    expect(setting({ setting: 'calorieGoal', food: 'olives', preference: 'dislikedIngredients' }).focus).toBe('setting');
    expect(setting({ setting: 'weeklyBudget', food: 'peanuts', preference: 'allergies' }).focus).toBe('setting');
    expect(setting({ setting: 'calorieGoal' }).focus).toBe('setting');
    // a line or a food the reply spoke of itself stays the thing spoken of
    expect(setting({ setting: 'weeklyBudget', line: 'Coffee' }).focus).toBe('thing');
    expect(setting({ setting: 'calorieGoal', food: 'olives' }).focus).toBe('thing');
    // and the food shown is kept for "remove that one"
    expect(setting({ setting: 'calorieGoal', food: 'olives', preference: 'dislikedIngredients' })).toMatchObject({ food: 'olives' });
  });

  it('reads back only a well-formed state', () => {
    const state = updateState({}, { meal: tuesdayDinner, listed });
    expect(parseState(JSON.stringify(state))).toEqual(state);
    expect(parseState('not json')).toEqual({});
    expect(parseState(JSON.stringify({ meal: { weekday: 9, mealType: 'brunch' }, listed: [{ id: 'x' }] }))).toEqual({ listed: [] });
    expect(parseState(null)).toEqual({});
  });

  it('says the state in one line for a model', () => {
    const line = describeState(updateState({}, { meal: tuesdayDinner, listed: listed.slice(0, 2) }));
    expect(line).toContain('Tuesday dinner (dayOfWeek 2, mealType dinner): Saag Paneer, recipe 12');
    expect(line).toContain('2. Chickpea Salad Bowl (recipe 2)');
    expect(describeState({})).toBeNull();
  });

  it('names first what "it" means now: a line added after a meal was spoken of comes before the meal', () => {
    const line = describeState(updateState(updateState({}, { meal: tuesdayDinner }), { line: 'Almond milk' }))!;
    expect(line.indexOf('the grocery line Almond milk')).toBeGreaterThan(0);
    expect(line.indexOf('the grocery line Almond milk')).toBeLessThan(line.indexOf('Tuesday dinner'));
    const meal = describeState(updateState(updateState({}, { line: 'Almond milk' }), { meal: tuesdayDinner }))!;
    expect(meal.indexOf('Tuesday dinner')).toBeLessThan(meal.indexOf('Almond milk'));
  });

  it('keeps the message as read for the next message only, and reads back only a bounded one', () => {
    const state = updateState({}, { meal: tuesdayDinner, said: "what's for dinner on tuesday" });
    expect(parseState(JSON.stringify(state)).said).toBe("what's for dinner on tuesday");
    expect(updateState(state, { line: 'Eggs' }).said).toBeUndefined();
    expect(parseState(JSON.stringify({ said: 'x'.repeat(5000) })).said).toBeUndefined();
  });
});

describe('references in a message', () => {
  it.each([
    ['how long does it take to make', true],
    ['does it have dairy in it', true],
    ['how many calories is that', true],
    ['swap that one please', true],
    ['something with chicken instead', true],
    ["what's for dinner this week", false],
    ["that's all", false],
    ['what is for dinner on tuesday', false],
  ])('%s points back: %s', (message, expected) => expect(pointsBack(tokenize(message))).toBe(expected));

  it.each([
    ['the second one', 1],
    ['tell me about the 3rd recipe', 2],
    ['swap it for the last one', -1],
    ['option 2 please', 1],
    ['the first day of the week', null],
  ])('%s is listed place %s', (message, expected) => expect(ordinalAt(tokenize(message))).toBe(expected));

  it('the listed place comes before a pronoun', () => {
    expect(referenceIn(tokenize('swap it for the second one'))).toEqual({ kind: 'ordinal', index: 1 });
  });
});

describe('follow-ups', () => {
  const state = updateState(updateState({}, { listed }), { meal: tuesdayDinner });

  it('names the meal spoken of where the pronoun was', () => {
    expect(withMealNamed(tokenize('swap it for something vegetarian'), tuesdayDinner)).toBe('swap tuesday dinner for something vegetarian');
  });

  it('a swap of "it" swaps the meal spoken of, with its condition', () => {
    const message = 'swap it for something vegetarian';
    const { intent } = followUp(message, parseIntent(message), state, parseIntent);
    expect(intent).toMatchObject({ type: 'swap', day: { kind: 'weekday', weekday: 2 }, meal: 'dinner', diet: 'vegetarian' });
  });

  it('"swap it for the second one" swaps to the second recipe listed', () => {
    const message = 'swap it for the second one';
    const { intent, listed: recipe } = followUp(message, parseIntent(message), state, parseIntent);
    expect(intent).toMatchObject({ type: 'swap', day: { kind: 'weekday', weekday: 2 }, meal: 'dinner' });
    expect(recipe).toEqual(listed[1]);
  });

  it('"instead" after a meal swaps it again with the new wish', () => {
    const message = 'something vegetarian instead';
    const { intent } = followUp(message, parseIntent(message), state, parseIntent);
    expect(intent).toMatchObject({ type: 'swap', day: { kind: 'weekday', weekday: 2 }, meal: 'dinner', diet: 'vegetarian' });
  });

  it('with nothing spoken of, or a slot named, the message is read as it is', () => {
    const message = 'swap it for something vegetarian';
    expect(followUp(message, parseIntent(message), {}, parseIntent).intent.type).not.toBe('swap');
    const named = 'swap friday lunch for something vegan';
    expect(followUp(named, parseIntent(named), state, parseIntent).intent).toMatchObject({ day: { weekday: 5 }, meal: 'lunch' });
  });
});

describe('follow-ups that are questions', () => {
  it('never become a write', () => {
    const state = updateState({}, { meal: tuesdayDinner });
    for (const message of ['what about something vegetarian instead?', 'could it be something vegetarian instead?']) {
      const { intent } = followUp(message, parseIntent(message), state, parseIntent);
      expect(intent.type).not.toBe('swap');
    }
  });
});

describe('asked again of another day or meal', () => {
  const again = (message: string, previous: string) => followUp(message, parseIntent(message), {}, parseIntent, previous).intent;

  it('repeats the question before with the day or meal said', () => {
    expect(again('what about wednesday?', 'does tuesday dinner have gluten')).toMatchObject({
      type: 'mealQuestion',
      ask: { kind: 'contains', term: 'gluten' },
      day: { kind: 'weekday', weekday: 3 },
      meal: 'dinner',
    });
    expect(again('and lunch?', "what's for dinner on friday")).toEqual({
      type: 'meal',
      day: { kind: 'weekday', weekday: 5 },
      meal: 'lunch',
    });
  });

  it('never repeats a change, and leaves other messages alone', () => {
    expect(again('what about wednesday', 'swap tuesday dinner for something vegetarian')).toEqual({
      type: 'meal',
      day: { kind: 'weekday', weekday: 3 },
    });
    expect(again('what about some pasta', 'does tuesday dinner have gluten').type).not.toBe('mealQuestion');
  });
});

describe('a thing to buy spoken of', () => {
  it('"add it to my list" after a question about a food adds that food', () => {
    const state = updateState(updateState({}, { meal: tuesdayDinner }), { food: 'shrimp' });
    const message = 'add it to my list';
    expect(followUp(message, parseIntent(message), state, parseIntent).intent).toMatchObject({ type: 'addGrocery', item: 'shrimp' });
  });

  it('after a meal, "it" is not a thing to buy', () => {
    const state = updateState(updateState({}, { food: 'shrimp' }), { meal: tuesdayDinner });
    const message = 'add it to my list';
    expect(followUp(message, parseIntent(message), state, parseIntent).intent.type).not.toBe('addGrocery');
  });
});
