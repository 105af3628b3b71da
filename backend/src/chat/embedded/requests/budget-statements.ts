/**
 * A weekly budget said as a plain statement, with no "set" and often no verb: "budget's 75 these days", "$75/wk",
 * "70 a week max for groceries", "after paying 1200 rent i only have 60 a week for groceries". The figure is the one
 * said as money or per week (goal-figures.ts), never another count in the sentence; said as a statement, a large
 * change is asked first. Pure.
 */
import { hasLemma, hasWord, is, isLemma, numberOf } from '../entities.js';
import type { Intent } from '../intents.js';
import type { Token } from '../tokens.js';
import { goalFigure, moneyAt, perWeekAt } from './goal-figures.js';
import { setOutright, weekly } from './goals.js';
import { GOAL_CUTTING_VERBS, GOAL_SETTING_VERBS } from '../../lexicon/goals.js';

type SetNumber = Extract<Intent, { type: 'setNumber' }>;

/** Said of the past or of what something costs: a report, not a goal ("i spent 90 last week"). */
const PAST = ['spent', 'last', 'was', 'were', 'yesterday', 'cost', 'costs', 'costed'];
/** Words that place the figure in the grocery budget. */
const BUDGET_WORDS = ['budget', 'spend', 'spending', 'afford', 'grocery', 'groceries', 'food', 'shopping'];
/** Verbs that set a goal outright: the grammar's (intents.ts setNumber), not a statement's. */
const SETTING = [...GOAL_SETTING_VERBS, ...GOAL_CUTTING_VERBS];
/** Verbs of a task with money (paying someone, sending it): off-topic, never a budget. */
const MONEY_TASKS = ['venmo', 'send', 'pay', 'transfer', 'give', 'tip', 'split', 'lend', 'owe', 'wire', 'zelle', 'paypal'];

/** Words that open a question. */
const ASKING = ['is', 'are', 'does', 'do', 'did', 'will', 'would', 'how', 'what', 'which', 'whats', 'should', 'enough'];
/** Money said of something other than the week's food. */
const NOT_FOOD_MONEY = ['enough', 'rent', 'mortgage', 'salary', 'paycheck', 'wage', 'wages', 'bills', 'income', 'loan'];

export function budgetStatement(tokens: readonly Token[]): SetNumber | null {
  if (hasWord(tokens, ...PAST) || hasLemma(tokens, 'calorie', 'protein', 'kcal', 'cal')) return null;
  const first = tokens.find((t) => t.kind === 'word' && !is(t, 'please', 'pls', 'can', 'could', 'you'));
  // a task with money is no budget; "set my budget to 120" is the grammar's own setting, done as said
  if (first && (isLemma(first, ...MONEY_TASKS, ...SETTING) || is(first, ...MONEY_TASKS))) return null;
  // asked without its question mark ("is $80 enough for the week"), or the one sum said is not the food's ("my rent is
  // 1200 a month"; "after paying 1200 rent i only have 60 a week for groceries" says the food's too)
  const sums = tokens.filter((t) => numberOf(t) !== undefined).length;
  if (is(first, ...ASKING) || (sums === 1 && hasWord(tokens, ...NOT_FOOD_MONEY))) return null;
  const figure = goalFigure(tokens, 'weeklyBudget');
  if (!figure || figure.weight < 3) return null;
  const money = moneyAt(tokens, figure.at);
  const perWeek = perWeekAt(tokens, figure.at);
  const budget = hasLemma(tokens, ...BUDGET_WORDS);
  const given = figure.weight >= 3 && !money && !perWeek;
  if (!((money && (perWeek || budget)) || (perWeek && (budget || figure.weight >= 6)) || (budget && given && hasLemma(tokens, 'budget'))))
    return null;
  const value = weekly(tokens, figure.value, figure.at);
  return { type: 'setNumber', field: 'weeklyBudget', value, ...(setOutright(tokens) ? {} : { askIfLarge: true as const }) };
}
