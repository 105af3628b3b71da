/**
 * The goal's figure among a message's numbers (goal-figures.ts) and budgets said as statements
 * (budget-statements.ts): the figure said as money, per week or after "to", never another count in the sentence.
 */
import { parseIntent } from '../intents.js';
import { tokenize } from '../tokens.js';
import { goalFigure } from './goal-figures.js';

describe('the goal figure', () => {
  it.each([
    ['set my calories to 1400 so i can lose 2 pounds a week', 'calorieGoal', 1400],
    ['drop 10 lbs, put me on 1500 calories', 'calorieGoal', 1500],
    ["we've got 2 kids and can only spend 120 a week", 'weeklyBudget', 120],
    ['my budget is 90 bucks for the 7 days', 'weeklyBudget', 90],
    ['after paying 1200 rent i only have 60 a week', 'weeklyBudget', 60],
    ['3 of us at home, budget is 140 per week now', 'weeklyBudget', 140],
  ] as const)('"%s": %s %d', (said, field, value) => {
    expect(goalFigure(tokenize(said), field)?.value).toBe(value);
  });
});

describe('budgets said as statements', () => {
  it.each([
    ["budget's 75 these days", 75],
    ['$75/wk', 75],
    ['can only do about 85/week right now', 85],
    ['70 a week max for groceries', 70],
    ['spending limit is 110 dollars weekly', 110],
    ['i get paid on the 15th and can spend 95 a week', 95],
    ['groceries have to be 300 a month now', 69],
  ])('"%s" sets the weekly budget to %d, asked first when large', (said, value) => {
    expect(parseIntent(said)).toEqual({ type: 'setNumber', field: 'weeklyBudget', value, askIfLarge: true });
  });

  it.each(['i spent 90 last week', 'the list cost 75 dollars', 'venmo my roommate 20 bucks', 'i work 40 hours a week'])(
    '"%s" sets no budget',
    (said) => {
      expect(parseIntent(said).type).not.toBe('setNumber');
    },
  );
});
