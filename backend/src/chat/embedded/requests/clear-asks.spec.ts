/** Issue #22 points 2-4 as the embedded assistant reads them: asked which or what when unclear, read plainly when clear. Pure. */
import { parseIntent, WRITES } from '../intents.js';
import { tokenize } from '../tokens.js';
import { askedWhat } from './ask-what.js';
import { familyOf, familyOptions } from './families.js';
import { plainAsks, politeRequest } from './indirect-asks.js';

describe('a change with no object or value is asked what', () => {
  it.each([
    ['take it off', 'remove'],
    ['get rid of it pls', 'remove'],
    ['swap that out', 'swap'],
    ['can you change it', 'change'],
    ['i want to change a goal', 'goal'],
    ['edit my goals', 'goal'],
    ['update my settings', 'settings'],
    ['i need to update something in my settings', 'settings'],
  ])('%s → %s', (text, about) => {
    expect(askedWhat(tokenize(text))).toBe(about);
    expect(parseIntent(text)).toEqual({ type: 'vague', ask: 'what', about });
  });

  it.each([
    'take the milk off',
    'swap it for something vegetarian',
    'change that to 3',
    'get it',
    'take that back',
    'change my store to costco',
    'show my settings',
  ])('%s names something, or is no bare change', (text) => expect(askedWhat(tokenize(text))).toBeNull());
});

describe('a food named by its family could be several foods, by the catalogue', () => {
  it('a general head with no plain food of its own, or a plural whose foods lie in another aisle, is a family', () => {
    expect(familyOf('oil')).toEqual(expect.arrayContaining(['Vegetable oil', 'Olive oil']));
    expect(familyOf('cheese')?.[0]).toBe('Cheddar cheese');
    expect(familyOf('peppers')).toEqual(expect.arrayContaining(['Red bell pepper']));
  });

  it('a word that is one food, or a family qualified, is not', () => {
    for (const word of ['milk', 'pepper', 'yogurt', 'eggs', 'tomatoes', 'rice', 'olive oil', 'red peppers'])
      expect(familyOf(word)).toBeNull();
  });

  it('the lines on the list come first, each food once whatever its case', () => {
    expect(familyOptions(['olive oil'], ['Vegetable oil', 'Olive oil', 'Canola oil'])).toEqual([
      'olive oil',
      'Vegetable oil',
      'Canola oil',
    ]);
  });
});

describe('clear requests said indirectly are read in their plain form', () => {
  it.each([
    ['would you be so kind as to add oat milk to my list', 'add oat milk to my list'],
    ['to the list please add tomatoes', 'add tomatoes to my list'],
    ['no more pork for me', 'add pork to my dislikes'],
    ['switch me to paleo', 'add paleo to my diets'],
    ['eggs are fine for me again', 'i can eat eggs again'],
    ["you don't need to skip dairy any more", 'i can eat dairy again'],
    ['already have the eggs and the milk', 'check off the eggs and the milk'],
    ['soda x3', 'make the soda 3'],
    ['wednesday dinner vegan please', 'make wednesday dinner vegan'],
    ['calroies 1800', 'set my calroies goal to 1800'],
  ])('%s → %s', (said, plain) => {
    expect(plainAsks(said)[0]).toBe(plain);
  });

  it('a change asked politely inside courtesy is the change; a question stays a question', () => {
    expect(politeRequest('hi there! could you please add greek yogurt to my list? thanks so much')).toBe(
      'could you please add greek yogurt to my list',
    );
    expect(parseIntent('hi there! could you please add greek yogurt to my list? thanks so much')).toEqual({
      type: 'addGrocery',
      item: 'greek yogurt',
    });
    expect(WRITES.has(parseIntent('hi! is it safe to fast for three days? thanks').type)).toBe(false);
  });

  it("a visitor's allergy kept out of the meals is the asker's own; a member named by name keeps theirs", () => {
    expect(parseIntent('my sister is visiting and she is allergic to shellfish so leave shellfish out of the meals')).toEqual({
      type: 'addPreference',
      list: 'allergies',
      value: 'Shellfish',
    });
    expect(parseIntent('sam is allergic to peanuts, leave peanuts out of the meals').type).not.toBe('addPreference');
  });

  it('a preference the grammar reads itself stays its own: "no more keto for me" ends the diet', () => {
    expect(parseIntent('no more keto for me').type).toBe('removePreference');
  });
});
