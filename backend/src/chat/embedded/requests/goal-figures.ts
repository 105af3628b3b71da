/**
 * Which number of a message is the goal's figure: "set my calories to 1400 so i can lose 2 pounds a week" sets 1400,
 * "we've got 2 kids and can only spend 120 a week" budgets 120, "my budget is 90 bucks for the 7 days" 90. Each number
 * is weighed by what stands beside it — a unit of the goal after it (calories, dollars, "a week"), a word that
 * gives a figure before it ("to", "is", "spend") — and by whether another thing is counted by it ("2 kids", "7 days",
 * "1200 rent"). Pure.
 */
import { CALORIE_GOAL_MAX, CALORIE_GOAL_MIN, WEEKLY_BUDGET_MAX, WEEKLY_BUDGET_MIN } from '../../../preferences/preferences.dto.js';
import { is, isLemma, numberOf } from '../entities.js';
import type { Token } from '../tokens.js';
import { CALORIE_WORDS, MONEY_WORDS } from '../../lexicon/goals.js';

export type FigureField = 'calorieGoal' | 'weeklyBudget';

const WEEK_WORDS = ['week', 'wk', 'wks', 'weekly', 'pw'];
/** A budget said a month ("300 a month") is the same budget, made weekly when set (goals.ts weekly). */
const PERIOD_WORDS = [...WEEK_WORDS, 'month', 'mo', 'monthly'];
/** Words that give the figure after them: "to 1800", "is 75", "spend 120", "about 85". */
const GIVES = [
  'to',
  'at',
  'is',
  "'s",
  'be',
  'of',
  '=',
  ':',
  'about',
  'around',
  'only',
  'max',
  'like',
  'maybe',
  'spend',
  'afford',
  'budget',
  'roughly',
  'approximately',
  'under',
  'below',
];
/** Words after a number that do not count something else: "75 a week", "90 per week", "1800 now". */
const FREE_AFTER = [
  'a',
  'per',
  'each',
  'every',
  'now',
  'max',
  'maximum',
  'tops',
  'or',
  'please',
  'from',
  'for',
  'this',
  'these',
  'right',
  'and',
  'then',
  'if',
  'k',
  '/',
];

/** Whether a figure at `i` is said per week (or month): "75 a week", "85/week", "110 weekly", "300 a month". */
export function perWeekAt(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (is(next, 'weekly', 'monthly')) return true;
  if (is(next, ...MONEY_WORDS)) return perWeekAt(tokens, i + 1);
  return (is(next, 'a', 'per', 'each', 'every', '/') || next?.text === '/') && is(tokens[i + 2], ...PERIOD_WORDS);
}

export type Period = 'week' | 'month' | 'day';
const periodOf = (t: Token | undefined): Period | undefined =>
  is(t, ...WEEK_WORDS) ? 'week' : is(t, 'month', 'mo', 'monthly') ? 'month' : is(t, 'day', 'daily') ? 'day' : undefined;

/** The period said with the figure at `i` ("90 a week", "300 dollars a month", "12 per day"), if any. */
export function periodAt(tokens: readonly Token[], i: number): Period | undefined {
  const next = tokens[i + 1];
  if (is(next, ...MONEY_WORDS)) return periodAt(tokens, i + 1);
  if (is(next, 'weekly', 'monthly', 'daily')) return periodOf(next);
  return is(next, 'a', 'per', 'each', 'every', '/') || next?.text === '/' ? periodOf(tokens[i + 2]) : undefined;
}

/** Words that make a month when something happens, not a rate: "tight this month", "from next month". */
const WHEN = ['this', 'next', 'last', 'that', 'coming'];

/** The period said anywhere as a rate ("monthly budget", "for the month", "a day"); a month said as when is none. */
export function periodSaid(tokens: readonly Token[]): Period | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const period = periodOf(tokens[i]);
    if (period === 'week' || !period || is(tokens[i - 1], ...WHEN)) continue;
    // a day is a rate only as "a day", "per day", "daily" ("7 days" counts them)
    if (period === 'day' && !is(tokens[i], 'daily') && !is(tokens[i - 1], 'a', 'per', 'each', 'every', '/')) continue;
    return period;
  }
  return undefined;
}

/** Whether money is said with the figure at `i`: "$75", "75 dollars", "90 bucks". */
export const moneyAt = (tokens: readonly Token[], i: number) => tokens[i - 1]?.kind === 'currency' || is(tokens[i + 1], ...MONEY_WORDS);

function weigh(tokens: readonly Token[], i: number, field: FigureField): number {
  const n = numberOf(tokens[i])!;
  const next = tokens[i + 1];
  let score = is(tokens[i - 1], ...GIVES) || isLemma(tokens[i - 1], 'spend', 'afford') ? 3 : 0;
  if (field === 'calorieGoal') {
    if (is(next, ...CALORIE_WORDS) || isLemma(next, 'calorie')) score += 4;
    if (n >= CALORIE_GOAL_MIN / 2 && n <= CALORIE_GOAL_MAX * 1.5) score += 1;
  } else {
    if (moneyAt(tokens, i)) score += 4;
    if (perWeekAt(tokens, i)) score += 3;
    if (n >= WEEKLY_BUDGET_MIN / 5 && n <= WEEKLY_BUDGET_MAX * 5) score += 1;
  }
  // "2 kids", "7 days", "1200 rent", "2 pounds": a number that counts something else
  const counts =
    next !== undefined &&
    next.kind === 'word' &&
    !is(next, ...FREE_AFTER, ...CALORIE_WORDS, ...MONEY_WORDS, ...PERIOD_WORDS) &&
    !isLemma(next, 'calorie', 'dollar', 'buck') &&
    (next.pos === 'NOUN' || next.pos === 'PROPN');
  if (counts) score -= 4;
  return score;
}

/** The goal's figure among the message's numbers, with how sure it is (its weight); undefined when there is none. */
export function goalFigure(tokens: readonly Token[], field: FigureField): { value: number; weight: number; at: number } | undefined {
  let best: { value: number; weight: number; at: number } | undefined;
  tokens.forEach((t, at) => {
    const value = numberOf(t);
    if (value === undefined) return;
    const weight = weigh(tokens, at, field);
    // the later of two figures as sure ("from 2000 to 1800"): the one it becomes
    if (!best || weight >= best.weight) best = { value, weight, at };
  });
  return best;
}
