/**
 * Preferences told beside another ask in ways the grammar missed: an allergy of someone the person cooks for asked to
 * be kept in mind, a rule the asker shares with someone else told before a question, a preference run on after a
 * question with no mark between, and another person's account named as "his forkcast" (declined).
 */
import { parseIntent, WRITES, type Intent } from '../intents.js';

const partsOf = (i: Intent) => (i.type === 'several' ? i.parts : [i]);
const pref = (list: string, value: string) => ({ type: 'addPreference', list, value });

describe("an allergy of someone at the table, asked to be kept in mind: kept on the asker's account, the ask answered", () => {
  it.each([
    ['my niece stays with us a lot and has a sesame allergy, please keep that in mind from now on', 'Sesame'],
    ['is tuesday dinner ok, my dad has a shellfish allergy, please remember that', 'Shellfish'],
    ['does friday lunch have peanuts in it, my granddaughter is allergic so can you remember peanuts for me', 'Peanuts'],
  ])('%s', (text, value) => {
    expect(partsOf(parseIntent(text))).toContainEqual(pref('allergies', value));
  });

  it('told without asking it kept: nothing stored on the asker', () => {
    const parts = partsOf(parseIntent('my nephew is allergic to peanuts, is thursday lunch ok'));
    expect(parts.some((p) => WRITES.has(p.type))).toBe(false);
  });
});

describe('a rule told of the asker and someone else, then a question: kept, and the question answered of it', () => {
  it.each([
    ['my mum and i are both celiac, is wednesday lunch safe for us', 'dietaryRestrictions', 'Gluten-Free', 'dietCheck'],
    ['me and my wife are both vegetarian, is thursday dinner ok for us?', 'dietaryRestrictions', 'Vegetarian', 'dietCheck'],
    ['my son and i are allergic to sesame so is friday lunch safe for us', 'allergies', 'Sesame', 'mealQuestion'],
  ])('%s', (text, list, value, asked) => {
    const parts = partsOf(parseIntent(text));
    expect(parts).toContainEqual(pref(list, value));
    expect(parts.map((p) => p.type)).toContain(asked);
  });

  it('"both" said after the verb', () => {
    expect(parseIntent('my sister and i are both celiac')).toEqual(pref('dietaryRestrictions', 'Gluten-Free'));
  });
});

describe('a preference run on after a question with no mark between', () => {
  it.each([
    ['whats the total cost this week i cant stand mushrooms by the way', 'dislikedIngredients', 'Mushrooms', 'cost'],
    ['whats for dinner tomorrow im allergic to sesame fyi', 'allergies', 'Sesame', 'meal'],
    ['how much is friday going to cost i hate okra btw', 'dislikedIngredients', 'Okra', 'cost'],
  ])('%s', (text, list, value, asked) => {
    const parts = partsOf(parseIntent(text));
    expect(parts).toContainEqual(pref(list, value));
    expect(parts.map((p) => p.type)).toContain(asked);
  });

  it('a question with "i" inside it is not cut', () => {
    expect(partsOf(parseIntent('what can i cook tonight')).some((p) => WRITES.has(p.type))).toBe(false);
  });
});

describe("another person's account named as their app: declined", () => {
  it.each(['set my roommate jo to vegan on her app', 'put my flatmate on keto on his forkcast', 'add peanuts to my housemates forkcast'])(
    '%s',
    (text) => {
      expect(parseIntent(text).type).toBe('otherAccount');
    },
  );
});
