/**
 * A goal put forward with its figure and little else: "can we do 1800 cals", "cal 1800", "gimme 3000 calories",
 * "a ton of protein like 150g", "140 protein", "about two thousand a day". The figure is the goal's when a unit of
 * the goal stands beside it (or, with none, when it is a day's amount in the calorie goal's range), when nothing
 * makes it a count to read (a day, a meal, "enough", "left", "burned") and the message carries no verb that is no
 * proposal. Said so, a large change is asked first (askIfLarge), as any goal said as a statement. Pure.
 */
import {
  CALORIE_GOAL_MAX,
  CALORIE_GOAL_MIN,
  PROTEIN_GOAL_MAX,
  PROTEIN_GOAL_MIN,
  WEEKLY_BUDGET_MAX,
  WEEKLY_BUDGET_MIN,
} from '../../../preferences/preferences.dto.js';
import { findDay, findMeal, is, isLemma, numberOf } from '../entities.js';
import type { Intent } from '../intents.js';
import type { Token } from '../tokens.js';
import { CALORIE_WORDS, MONEY_WORDS } from '../../lexicon/goals.js';
import {
  askedOpeners,
  countWords,
  energyAims,
  perDayPhrases,
  proposalVerbs,
  reportVerbs,
  spendingWords,
  weekWords,
} from '../../lexicon/goal-proposals.js';
import { weekly } from './goals.js';
import { perWeekAt } from './goal-figures.js';

type SetNumber = Extract<Intent, { type: 'setNumber' }>;

const GRAM_WORDS = ['g', 'gram', 'grams', 'gs', 'gr'];
/** Words between a goal's word and its figure that keep them together: "protein like 150g", "calories: 1800". */
const JOINING = [
  'like',
  'about',
  'around',
  'roughly',
  'of',
  'at',
  'to',
  ':',
  '=',
  '-',
  'is',
  'be',
  'should',
  'goal',
  'target',
  'maybe',
  'min',
  'minimum',
];
/** Words that open a question of reading ("is 2000 calories a day healthy", "how many calories…"): never a proposal. */
const ASKING = [
  'is',
  'are',
  'am',
  'was',
  'does',
  'do',
  'did',
  'how',
  'what',
  'which',
  'why',
  'when',
  'where',
  'will',
  'would',
  'should',
  'can',
  'could',
  'whats',
  "what's",
];

const saysAt = (tokens: readonly Token[], at: number, phrase: readonly string[]) => phrase.every((w, k) => is(tokens[at + k], w));

/** Where the figure's own words begin past openers ("ok so", "how about"), or -1 when asked without a proposal's opener. */
function proposalStart(tokens: readonly Token[], asked: boolean): number {
  let i = 0;
  while (is(tokens[i], 'ok', 'okay', 'so', 'hmm', 'um', 'right', 'alright', 'then', 'and', 'well', ',')) i++;
  const opener = askedOpeners().find((phrase) => saysAt(tokens, i, phrase));
  if (opener) return i + opener.length;
  // ("do 2100 cals for me": "do" before the figure asks nothing)
  return asked || (is(tokens[i], ...ASKING) && !(is(tokens[i], 'do') && numberOf(tokens[i + 1]) !== undefined)) ? -1 : i;
}

/** Whether the unit of `field` stands beside the figure at `at` (before or after it, past a joining word). */
function unitBeside(tokens: readonly Token[], at: number, words: readonly string[], lemma?: string): boolean {
  const unit = (t: Token | undefined) => is(t, ...words) || (lemma !== undefined && isLemma(t, lemma));
  if (unit(tokens[at + 1])) return true;
  // "2000 cal diet": the unit right after; "protein 150", "protein like 150", "cal: 1800": the goal's word before
  for (let k = at - 1; k >= Math.max(0, at - 5); k--) {
    if (unit(tokens[k])) return true;
    if (!is(tokens[k], ...JOINING)) return false;
  }
  return false;
}

/** Whether a day's amount is said right after the figure at `at` ("2000 a day", "1800 daily"). */
const perDayAfter = (tokens: readonly Token[], at: number) => perDayPhrases().some((phrase) => saysAt(tokens, at + 1, phrase));

/** The goal a proposal sets; null when the message is no proposal of a goal. */
export function proposedGoal(tokens: readonly Token[], asked: boolean): SetNumber | null {
  const start = proposalStart(tokens, asked);
  if (start < 0) return null;
  const figures = tokens
    .map((t, at) => ({ value: numberOf(t), at }))
    .filter((f): f is { value: number; at: number } => f.value !== undefined);
  if (figures.length !== 1 || figures[0].at < start) return null;
  const { value, at } = figures[0];
  // "can we do 90 a week": a figure a week is a budget's rate, not a count of the week
  const perWeek = perWeekAt(tokens, at);
  const week = weekWords();
  const counted = new Set([...countWords(), ...reportVerbs()]);
  const counts = (t: Token) => (counted.has(t.norm) || counted.has(t.lemma)) && !(perWeek && (week.has(t.norm) || week.has(t.lemma)));
  if (findMeal(tokens) || tokens.some(counts)) return null;
  const verbs = proposalVerbs();
  if (
    tokens.some(
      (t) => t.pos === 'VERB' && !verbs.has(t.norm) && !verbs.has(t.lemma) && !isLemma(t, 'protein', 'calorie') && !is(t, 'please', 'pls'),
    )
  )
    return null;
  // money for the week's food: "can we keep groceries under 70", "i only have 50 dollars this week"
  const spending = spendingWords();
  const money =
    tokens.some((t) => t.kind === 'currency') ||
    is(tokens[at + 1], ...MONEY_WORDS) ||
    tokens.some((t) => spending.has(t.norm) || spending.has(t.lemma)) ||
    perWeek;
  if (money) {
    if (tokens.some((t) => isLemma(t, 'protein', 'calorie') || is(t, ...CALORIE_WORDS))) return null;
    const budget = weekly(tokens, value, at);
    return budget >= WEEKLY_BUDGET_MIN && budget <= WEEKLY_BUDGET_MAX
      ? { type: 'setNumber', field: 'weeklyBudget', value: budget, askIfLarge: true }
      : null;
  }
  if (findDay(tokens) || tokens.some((t) => week.has(t.norm) || week.has(t.lemma))) return null;
  // "150g" and "150 g protein": grams are protein's unit
  const protein = tokens.some((t) => isLemma(t, 'protein', 'protien'));
  const calories = tokens.some((t) => is(t, ...CALORIE_WORDS) || isLemma(t, 'calorie'));
  if (protein && !calories && (unitBeside(tokens, at, GRAM_WORDS) || unitBeside(tokens, at, ['protein', 'protien'], 'protein')))
    return value >= PROTEIN_GOAL_MIN && value <= PROTEIN_GOAL_MAX
      ? { type: 'setNumber', field: 'proteinGoal', value, askIfLarge: true }
      : null;
  if (protein) return null;
  const calorieUnit = calories && unitBeside(tokens, at, CALORIE_WORDS, 'calorie');
  // a bare day's amount ("about two thousand a day") is energy: no other goal is said a day in these figures
  // and so is one said beside eating or a diet phase ("bulking so like 3200", "trying to eat around 1800")
  const aims = energyAims();
  const eating = tokens.some((t) => aims.has(t.norm) || aims.has(t.lemma));
  if (!calorieUnit && (calories || !(perDayAfter(tokens, at) || eating))) return null;
  return value >= CALORIE_GOAL_MIN && value <= CALORIE_GOAL_MAX
    ? { type: 'setNumber', field: 'calorieGoal', value, askIfLarge: true }
    : null;
}
