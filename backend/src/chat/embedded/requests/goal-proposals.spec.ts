/**
 * Goals put forward with their figure (goal-proposals.ts) and preference changes said as ended or kept out
 * (preference-statements.ts, classifier/direction.ts), read by the whole engine: what is set, taken off or asked.
 */
import { parseIntent, type Intent } from '../intents.js';
import { tokenize } from '../tokens.js';
import { otherWay } from '../classifier/direction.js';

describe('a goal put forward with its figure', () => {
  it.each([
    ['can we do 1800 cals', 'calorieGoal', 1800],
    ['cal 1800', 'calorieGoal', 1800],
    ['bulking so gimme 3000 calories', 'calorieGoal', 3000],
    ['a ton of protein like 150g', 'proteinGoal', 150],
    ['140 protein', 'proteinGoal', 140],
    ['about two thousand a day', 'calorieGoal', 2000],
    ['can we keep groceries under 70', 'weeklyBudget', 70],
  ] as const)('"%s" sets %s to %d, a large change asked first', (said, field, value) => {
    expect(parseIntent(said)).toEqual({ type: 'setNumber', field, value, askIfLarge: true });
  });

  it.each([
    'is 2000 calories a day healthy',
    'is 1200 calories enough',
    'i burn about 2200 calories a day',
    'i walk 10000 steps a day',
    'how many calories is my lunch',
    '2000 calories on tuesday',
    'my rent is 1200 a month',
  ])('"%s" sets no goal', (said) => {
    expect(parseIntent(said).type).not.toBe('setNumber');
  });
});

describe('a preference said to have ended', () => {
  it.each([
    ['i dont hate mushrooms anymore', 'dislikedIngredients', 'Mushrooms'],
    ['cilantro doesnt bother me anymore', 'dislikedIngredients', 'Cilantro'],
    ["the doctor says i'm not lactose intolerant after all", 'allergies', 'Dairy'],
    ['i outgrew my egg allergy', 'allergies', 'Egg'],
    ['my allergy to sesame is gone', 'allergies', 'Sesame'],
    ['forget the keto thing', 'dietaryRestrictions', 'Keto'],
    ['Please take vegetarian off my profile.', 'dietaryRestrictions', 'Vegetarian'],
  ] as const)('"%s" takes %s %s off', (said, list, value) => {
    expect(parseIntent(said)).toEqual({ type: 'removePreference', list, value });
  });

  it('a food taken up again is eaten again, not kept out', () => {
    expect(parseIntent('I have resumed eating meat.')).toMatchObject({ type: 'eatAgain', food: 'meat' });
    expect(parseIntent('fish is back on the menu')).toMatchObject({ type: 'eatAgain', food: 'fish' });
  });

  it('a food one cannot eat is never read as eaten again', () => {
    expect(parseIntent('Please note that I am unable to eat shellfish.').type).not.toBe('eatAgain');
    expect(parseIntent('I would prefer not to have any lamb in my meals, thank you.')).toEqual({
      type: 'addPreference',
      list: 'dislikedIngredients',
      value: 'Lamb',
    });
  });
});

describe("a classifier's preference guess against the message's words", () => {
  const eatAgain: Intent = { type: 'eatAgain', food: 'shellfish', diets: [] };
  const add: Intent = { type: 'addPreference', list: 'dislikedIngredients', value: 'Tofu' };
  it('turns a food eaten again said only as kept out into an add', () => {
    expect(otherWay(eatAgain, tokenize('i am unable to eat shellfish'))).toBe('addPreference');
    expect(otherWay(eatAgain, tokenize('shellfish is fine for me again'))).toBeNull();
  });
  it('turns an add said with "remove" into a removal', () => {
    expect(otherWay(add, tokenize('tofu not bad actually, remove from hates'))).toBe('removePreference');
    expect(otherWay(add, tokenize('i hate tofu'))).toBeNull();
  });
});
