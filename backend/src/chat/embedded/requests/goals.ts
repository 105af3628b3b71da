/**
 * Goals said as statements — "i want to eat around 2200 calories a day", "i want at least 120g of protein
 * a day", "my budget is about 90 a week now", "we can only spend 80 a week" — are requests to set the
 * goal. Said as a statement, a large change is asked about first (askIfLarge); an explicit "set my
 * protein goal to 130" is done as said. Pure.
 */
import { findDay, findMeal, hasLemma, hasWord, is, isLemma, numberOf } from '../entities.js';
import type { Intent } from '../intents.js';
import type { Token } from '../tokens.js';
import { CALORIE_GOAL_MAX, CALORIE_GOAL_MIN } from '../../../preferences/preferences.dto.js';
import type { RequestIntent } from './types.js';
import { foodLexicon } from '../../lexicon/foods.js';
import { goalFigure, periodAt, periodSaid } from './goal-figures.js';
import { CALORIE_WORDS, GOAL_CUTTING_VERBS, GOAL_DOWN_WORDS, GOAL_SETTING_VERBS, GOAL_UP_WORDS } from '../../lexicon/goals.js';
import { reportVerbs } from '../../lexicon/goal-proposals.js';

export type GoalField = 'calorieGoal' | 'weeklyBudget' | 'proteinGoal';
type SetNumber = Extract<Intent, { type: 'setNumber' }>;

const GRAM_WORDS = ['g', 'gram', 'grams', 'gs'];
const SETTING = GOAL_SETTING_VERBS;
/** Said of the past ("i ate 2200 calories yesterday"): a report, not a goal. */
const PAST = ['ate', 'had', 'was', 'were', 'did', 'spent', 'yesterday', 'last'];

/** Words that make a number said of oneself a goal. */
const AIMS = [
  'want',
  'aim',
  'eat',
  'need',
  'try',
  'target',
  'goal',
  'stick',
  'stay',
  'keep',
  'like',
  'limit',
  'consume',
  'should',
  'would',
  'hit',
  'get',
  'cut',
  'max',
  'maximum',
  'around',
  'about',
];

const numberAt = (tokens: readonly Token[], i: number) => numberOf(tokens[i]);
/** The figure right after `i`, past a word of rounding ("protein like 140", "protein about 150"). */
const figureAfter = (tokens: readonly Token[], i: number) =>
  numberAt(tokens, i + 1) ??
  (is(tokens[i + 1], 'like', 'about', 'around', 'roughly', 'at', ':', '=') ? numberAt(tokens, i + 2) : undefined);

/** The number just before a word of `words` ("2200 calories", "120 g of protein", "120g protein"). */
function numberBefore(tokens: readonly Token[], words: string[]): number | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const n = numberAt(tokens, i);
    if (n === undefined) continue;
    if (is(tokens[i + 1], ...words) || isLemma(tokens[i + 1], ...words)) return n;
  }
  return undefined;
}

/** The person speaks of themself: "i want…", "my goal…", "we can spend…", "honestly i can only afford…". */
const aboutMe = (tokens: readonly Token[], start: number) =>
  is(tokens[start], 'i', 'we', 'my', 'our', 'me') ||
  (tokens[start]?.pos === 'ADV' && is(tokens[start + 1], 'i', 'we', 'my', 'our')) ||
  // "trying to eat 2100 calories a day", "aiming for 140g protein": the "i" texting leaves out
  is(tokens[start], ...AIMING) ||
  (is(tokens[start], 'im', "i'm") && is(tokens[start + 1], ...AIMING));

/** A goal said without the "i" before it ("trying to…", "aiming for…", "shooting for…"). */
const AIMING = [
  'trying',
  'aiming',
  'targeting',
  'shooting',
  'hoping',
  'wanting',
  'planning',
  'looking',
  'going',
  'gonna',
  'tryna',
  'want',
  'need',
  'aim',
  'target',
  'keep',
];

/**
 * How much a week a sum is: said "a month" or "a day" with the figure (at `at`) it is made weekly; a month said
 * only as when ("money's tight this month", "from next month") is no rate, and the sum stays weekly.
 */
export function weekly(tokens: readonly Token[], value: number, at?: number): number {
  const period = at === undefined ? undefined : periodAt(tokens, at);
  const rate = period ?? periodSaid(tokens);
  if (rate === 'month') return Math.round((value * 12) / 52);
  if (rate === 'day') return Math.round(value * 7);
  return value;
}
/**
 * A day's goal said with no verb at all, the goal's word and its figure first: "protein 160 a day pls", "2000 cals
 * a day from now on", "calories 1800 daily". The figure a day makes it a goal, not a count of something eaten.
 */
function terseGoal(tokens: readonly Token[], start: number): boolean {
  // (past the filler a voice or a text opens with: "um", "ok", "pls")
  const first = tokens.slice(start).find((t) => !is(t, 'um', 'uh', 'erm', 'ok', 'okay', 'so', 'pls', 'please', 'right'));
  const opens = isLemma(first, 'protein', 'calorie') || is(first, ...CALORIE_WORDS) || numberOf(first) !== undefined;
  const perDay = periodSaid(tokens) === 'day';
  const verb = tokens.some((t, i) => i > start && t.pos === 'VERB' && !is(t, 'pls', 'please'));
  return opens && perDay && !verb && tokens.some((t) => numberOf(t) !== undefined);
}

/** "money's tight, drop it to 60": a later clause that opens with a verb of setting asks for the goal outright, as "set" does. */
export const setOutright = (tokens: readonly Token[]) =>
  tokens.some(
    (t, i) => i > 0 && tokens[i - 1].kind === 'punct' && tokens[i - 1].text !== "'" && isLemma(t, ...SETTING, ...GOAL_CUTTING_VERBS),
  );

/** A goal set by a statement or a request; null when the clause sets none. */
export function goalOf(tokens: readonly Token[], start: number): SetNumber | null {
  // (a figure of what the body does is a report: "i burn about 2200 calories a day")
  if (hasWord(tokens, ...PAST) || tokens.some((t) => reportVerbs().has(t.norm) || reportVerbs().has(t.lemma))) return null;
  const setting = isLemma(tokens[start], ...SETTING) || (is(tokens[start], 'please') && isLemma(tokens[start + 1], ...SETTING));
  const stated =
    !setting &&
    (aboutMe(tokens, start) || (hasWord(tokens, 'my', 'our') && hasLemma(tokens, 'goal', 'target')) || terseGoal(tokens, start));
  // "140g protein a day is my goal": the goal said last
  if (!setting && !stated && !(hasWord(tokens, 'my', 'our') && hasLemma(tokens, 'goal', 'target'))) return null;
  const ask = stated && !setOutright(tokens) ? { askIfLarge: true as const } : {};

  if (hasLemma(tokens, 'protein')) {
    const value =
      numberBefore(tokens, GRAM_WORDS) ??
      numberBefore(tokens, ['protein']) ??
      // "protein 160 a day": the figure said right after the goal's word, with no verb
      (terseGoal(tokens, start)
        ? figureAfter(
            tokens,
            tokens.findIndex((t) => isLemma(t, 'protein')),
          )
        : undefined) ??
      (hasLemma(tokens, 'goal', 'target') ? tokens.map((t) => numberOf(t)).find((n) => n !== undefined) : undefined) ??
      // "set my protein to 150": the figure it is set to
      (setting ? numberOf(tokens[tokens.findIndex((t, i) => is(t, 'to') && numberOf(tokens[i + 1]) !== undefined) + 1]) : undefined);
    if (value === undefined) return null;
    return { type: 'setNumber', field: 'proteinGoal', value, ...ask };
  }
  // Statements only: "set my calorie goal to…" and "my budget is…" said with a verb are the grammar's own (intents.ts setNumber).
  if (!stated) return null;
  // "2200 calories", or a day's figure said after the word ("i need to eat less calories, maybe 1600")
  const figures = tokens.map((t) => numberOf(t)).filter((n): n is number => n !== undefined);
  const calories =
    numberBefore(tokens, CALORIE_WORDS) ??
    // (a verb of setting makes it the grammar's explicit setting, done as said)
    (tokens.some((t) => is(t, ...CALORIE_WORDS)) &&
    !tokens.some((t) => isLemma(t, ...SETTING)) &&
    figures.length === 1 &&
    figures[0] >= CALORIE_GOAL_MIN &&
    figures[0] <= CALORIE_GOAL_MAX
      ? figures[0]
      : undefined);
  // "i'm at 2200 calories today" reports; "i want to eat…", "i aim for…", "my goal is…" set
  const aims = hasLemma(tokens, ...AIMS, 'shoot', 'hope') || is(tokens[start], ...AIMING) || terseGoal(tokens, start);
  if (calories !== undefined && aims) return { type: 'setNumber', field: 'calorieGoal', value: calories, ...ask };
  // the figure said as money or per week, not another count ("we've got 2 kids and can only spend 120 a week")
  const money = goalFigure(tokens, 'weeklyBudget');
  if (money === undefined) return null;
  const spending =
    hasLemma(tokens, 'budget') ||
    hasLemma(tokens, 'spend', 'afford') ||
    (hasLemma(tokens, 'have') && hasLemma(tokens, 'week', 'month') && hasLemma(tokens, 'food', 'grocery', 'groceries')) ||
    // "keep my groceries under 100 dollars a week": money said for the shopping of a week
    (hasLemma(tokens, 'food', 'grocery', 'groceries', 'shopping') &&
      hasLemma(tokens, 'week', 'month', 'weekly', 'monthly') &&
      (tokens.some((t) => t.kind === 'currency') || hasLemma(tokens, 'dollar', 'buck', 'usd')));
  if (!spending) return null;
  return { type: 'setNumber', field: 'weeklyBudget', value: weekly(tokens, money.value, money.at), ...ask };
}

type ChangeGoal = Extract<RequestIntent, { type: 'changeGoal' }>;

const UP = GOAL_UP_WORDS;
const DOWN = GOAL_DOWN_WORDS;
/** Words that say the change is small when no amount is said: a step is offered, asked first. */
const A_BIT = ['bit', 'little', 'slightly', 'tad', 'touch', 'somewhat', 'tiny'];

/** Whether the word at `i` says which way a goal moves ("up", "more", "lower"). */
const movesAt = (tokens: readonly Token[], i: number) => {
  const t = tokens[i];
  return t !== undefined && (isLemma(t, ...UP, ...DOWN) || is(t, ...UP, ...DOWN));
};
/** A word naming a goal: "calories", "protein", "budget", "spend". */
/**
 * "add 2 boiled eggs to breakfast, need the protein": the figure counts a food said after it (a unit or a state word
 * may come between), so it is no step of a goal.
 */
function countsFood(tokens: readonly Token[], at: number): boolean {
  const said = tokens.slice(at + 1, at + 7).filter((t) => t.kind === 'word');
  if (said.slice(0, 3).some((t) => namesGoal(t))) return false;
  const words = said.map((t) => t.norm);
  // (a unit, "of" or a state may come between: "200g of grilled chicken")
  return [0, 1, 2, 3].some((k) => foodLexicon().foodPrefix(words.slice(k)) > 0);
}

const namesGoal = (t: Token) => is(t, ...CALORIE_WORDS) || isLemma(t, 'calorie', 'protein', 'budget', 'spending', 'spend');

/** The goal a clause names: calories, protein or the budget; null when none or several. */
function goalField(tokens: readonly Token[]): GoalField | null {
  const named: GoalField[] = [];
  if (tokens.some((t) => is(t, ...CALORIE_WORDS) || isLemma(t, 'calorie'))) named.push('calorieGoal');
  if (hasLemma(tokens, 'protein')) named.push('proteinGoal');
  // ("spend less": spending said as a verb, beside its way)
  if (
    hasLemma(tokens, 'budget', 'spending') ||
    tokens.some((t, i) => isLemma(t, 'spend') && (movesAt(tokens, i - 1) || movesAt(tokens, i + 1)))
  )
    named.push('weeklyBudget');
  return named.length === 1 ? named[0] : null;
}

/**
 * A goal raised or lowered rather than set: "raise my budget by 20", "lower my calories by 200", "bump my
 * protein up a bit", "a little more protein please". With an amount ("by 20") the goal changes by it; with
 * none, a step is offered and asked first (handlers.ts). Null when the clause sets a goal outright (goalOf and
 * the grammar read those) or names no goal.
 */
export function goalChangeOf(tokens: readonly Token[], start: number): ChangeGoal | null {
  if (hasWord(tokens, ...PAST)) return null;
  const field = goalField(tokens);
  if (!field) return null;
  // "knock a tenner off my budget", "take 200 calories off": an amount taken off is the goal lowered by it
  const off = tokens.findIndex(
    (t, i) => numberOf(t) !== undefined && (is(tokens[i + 1], 'off') || (is(tokens[i + 2], 'off') && tokens[i + 1]?.kind === 'word')),
  );
  if (off >= 0) return { type: 'changeGoal', field, direction: 'down', by: numberOf(tokens[off])! };
  const down = tokens.findIndex((t) => isLemma(t, ...DOWN) || is(t, ...DOWN));
  const up = tokens.findIndex((t) => isLemma(t, ...UP) || is(t, ...UP));
  if (down < 0 && up < 0) return null;
  // "bump it down": the particle says which way
  const direction = down >= 0 && (up < 0 || down > up || !is(tokens[up], 'up')) ? 'down' : 'up';
  // ("by $10": money slang is read as a currency sign before the figure, "10 bucks" → "$ 10")
  const amountAfter = (i: number) => numberOf(tokens[tokens[i + 1]?.kind === 'currency' ? i + 2 : i + 1]);
  const by = tokens.findIndex((t, i) => is(t, 'by') && amountAfter(i) !== undefined);
  if (by >= 0) return { type: 'changeGoal', field, direction, by: amountAfter(by)! };
  // "budget up 10 bucks", "200 more calories a day", "add 20 to my budget": a figure beside the way it moves is the step
  // (one said after "to" is the goal itself; a calorie "step" past the smallest goal is one too: "drop calories 1800")
  // (past a currency sign: "up $10")
  const before = (i: number) => (tokens[i - 1]?.kind === 'currency' ? i - 2 : i - 1);
  const step = tokens.findIndex(
    (t, i) =>
      numberOf(t) !== undefined &&
      !countsFood(tokens, i) &&
      !is(tokens[before(i)], 'to', 'at', 'is', 'be', 'of') &&
      (movesAt(tokens, before(i)) || movesAt(tokens, i + 1) || (tokens[i + 1]?.kind === 'word' && movesAt(tokens, i + 2))),
  );
  if (step >= 0 && !(field === 'calorieGoal' && numberOf(tokens[step])! >= CALORIE_GOAL_MIN)) {
    const by = numberOf(tokens[step])!;
    const way = [tokens[before(step)], tokens[step + 1], tokens[step + 2]].find(
      (t, k) => movesAt([t], 0) && (k < 2 || tokens[step + 1]?.kind === 'word'),
    )!;
    return { type: 'changeGoal', field, direction: isLemma(way, ...DOWN) || is(way, ...DOWN) ? 'down' : 'up', by };
  }
  // an amount said without "by" is the goal itself ("raise my budget to 120"): not this
  if (tokens.some((t) => numberOf(t) !== undefined)) return null;
  const small = tokens.some((t) => is(t, ...A_BIT)) && !findMeal(tokens) && !findDay(tokens);
  // "less calories pls", "i want more protein", "spend less": the way said right beside the goal's word, of no meal or day
  // (a meal wished for is a swap's: "gimme sth w more protein instead")
  const mealWish = hasWord(tokens, 'instead', 'something', 'sth', 'smth', 'somethin', 'swap', 'meal', 'dish', 'recipe');
  if (
    !mealWish &&
    !findMeal(tokens) &&
    !findDay(tokens) &&
    tokens.some((t, i) => namesGoal(t) && (movesAt(tokens, i - 1) || movesAt(tokens, i + 1)))
  )
    return { type: 'changeGoal', field, direction };
  // "a bit more protein", "can you up my budget a little bit": the goal named, a way and "a bit" say it all
  if (small) return { type: 'changeGoal', field, direction };
  // "raise my calorie goal", "lower my budget", "a bit more protein": a verb of change at the start, or "a bit" said
  const verbFirst = isLemma(tokens[start], ...UP, ...DOWN) || (is(tokens[start], 'please') && isLemma(tokens[start + 1], ...UP, ...DOWN));
  const aimed = hasLemma(tokens, 'goal', 'target', 'budget') || small;
  return (verbFirst && aimed) || (small && (aboutMe(tokens, start) || verbFirst || is(tokens[start], 'a')))
    ? { type: 'changeGoal', field, direction }
    : null;
}
