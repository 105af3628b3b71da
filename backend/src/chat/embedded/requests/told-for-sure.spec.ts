/**
 * A preference said loosely that the message makes sure of is kept at once: a food said to be an allergy, an allergy
 * doubted then confirmed, a dislike said to have always been. Where the words say it is not sure, it is still asked.
 */
import { parseIntent } from '../intents.js';

const pref = (list: string, value: string) => ({ type: 'addPreference', list, value });

describe('a preference the message makes sure of: kept at once', () => {
  it.each([
    ['i cant eat shellfish, it is an allergy', 'allergies', 'Shellfish'],
    ["i can't have sesame - allergy", 'allergies', 'Sesame'],
    ['no walnuts please, i carry an epipen', 'allergies', 'Walnuts'],
    ['i think im allergic to kiwi, got it confirmed by my gp', 'allergies', 'Kiwi'],
    ['maybe allergic to crab?? my allergist confirmed it on monday', 'allergies', 'Crab'],
    ['i cant do mushrooms never have', 'dislikedIngredients', 'Mushrooms'],
    ["i can't eat parsnips, never been able to", 'dislikedIngredients', 'Parsnips'],
    ['i really cant handle coriander, since i was a kid', 'dislikedIngredients', 'Coriander'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref(list, value));
  });
});

describe('where the words say it is not sure: asked first, as before', () => {
  it.each([
    'i might be allergic to shrimp, waiting on the test',
    'i might be allergic to crab, the doctor hasnt confirmed it',
    'i cant have peanuts, i dont think its an allergy though',
  ])('%s', (text) => {
    expect(parseIntent(text).type).toBe('confirm');
  });
});

describe('a food never eaten or liked, said with not or never', () => {
  it.each([
    ['we do not eat meat', 'dietaryRestrictions', 'Vegetarian'],
    ['i never eat meat', 'dietaryRestrictions', 'Vegetarian'],
    ["i don't eat animal products", 'dietaryRestrictions', 'Vegan'],
    ['i dont eat red meat', 'dislikedIngredients', 'Red meat'],
    ["i've never liked okra", 'dislikedIngredients', 'Okra'],
    ['i never enjoyed brussels sprouts', 'dislikedIngredients', 'Brussels sprouts'],
  ])('%s', (text, list, value) => {
    expect(parseIntent(text)).toEqual(pref(list, value));
  });

  it('told beside an ask about meals: the diet kept and the ask answered', () => {
    const read = parseIntent('sorting my meals, fyi we never eat meat so what dinners do i have this week');
    expect(read.type === 'several' ? read.parts : [read]).toContainEqual(pref('dietaryRestrictions', 'Vegetarian'));
  });
});
