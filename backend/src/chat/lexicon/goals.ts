/**
 * The words of the goals a person sets — calories, protein, the weekly budget — and of setting, raising and lowering
 * them, as one record: the statement readers (requests/goals.ts, budget-statements.ts, goal-figures.ts), the grammar's
 * own setting (embedded/intents.ts) and a follow-up on a setting just read (conversation/setting-follow-ups.ts) read
 * the same words.
 */

/** Words of energy: "2200 calories", "1800 kcal", "2k cals". */
export const CALORIE_WORDS = ['calorie', 'calories', 'kcal', 'cal', 'cals'];
/** Words of money said after a figure: "90 bucks", "80 quid". */
export const MONEY_WORDS = ['dollar', 'dollars', 'buck', 'bucks', 'usd', 'quid', 'euro', 'euros', 'eur', 'gbp'];
/** Verbs that set a goal outright: "set my protein goal to 130", "change my budget to 90". */
export const GOAL_SETTING_VERBS = [
  'set',
  'change',
  'update',
  'make',
  'raise',
  'lower',
  'increase',
  'decrease',
  'bump',
  'adjust',
  'put',
  'reduce',
];
/** Verbs that lower a goal to a figure, setting it too: "cut my budget to 70", "drop calories to 1600". */
export const GOAL_CUTTING_VERBS = ['cut', 'drop'];
/** Words that move a goal up: "raise my budget by 20", "bump it up 10", "a bit more protein". */
export const GOAL_UP_WORDS = [
  'raise',
  'increase',
  'bump',
  'boost',
  'up',
  'more',
  'higher',
  'bigger',
  'larger',
  'add',
  'extra',
  'push',
  'plus',
];
/** Words that move a goal down: "lower my calories by 200", "drop it 15", "a little less". */
export const GOAL_DOWN_WORDS = [
  'lower',
  'reduce',
  'decrease',
  'cut',
  'drop',
  'less',
  'fewer',
  'down',
  'trim',
  'lessen',
  'shrink',
  'minus',
  'smaller',
];
