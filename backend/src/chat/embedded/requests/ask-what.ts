/**
 * A change asked with no object or no value, asked about instead of guessed (issue #22, "ask when it is not
 * clear"): "take it off", "change that", "swap it" with nothing spoken of before (the conversation reads them
 * against what was, conversation/follow-up.ts), "i want to change a goal", "update my settings". The reply is a
 * short question naming the choices; nothing is written, nothing else is read out. Pure; words in lexicon/courtesy.ts.
 */
import {
  AROUND_BARE_CHANGE,
  AROUND_SETTING,
  BARE_CHANGE_VERBS,
  GOAL_WORDS,
  SETTING_WORDS,
  STAND_IN_WORDS,
} from '../../lexicon/courtesy.js';
import { NOTHING_CHANGED } from '../limits/replies.js';
import type { Token } from '../tokens.js';

export type AskedAbout = 'remove' | 'swap' | 'change' | 'goal' | 'settings';

const has = (list: readonly string[], word: string | undefined) => word !== undefined && list.includes(word);

/** What a change with no object asks about; null when the message names something. */
export function askedWhat(tokens: readonly Token[]): AskedAbout | null {
  const said = tokens.filter((t) => t.kind !== 'punct').map((t) => t.norm);
  const verbs = said.filter((w) => w in BARE_CHANGE_VERBS);
  if (verbs.length !== 1) return null;
  const verb = BARE_CHANGE_VERBS[verbs[0]];
  const rest = said.filter((w) => w !== verbs[0]);
  // "i want to change a goal", "update my settings": the verb and the kind of setting, nothing else
  const topics = rest.filter((w) => !has(AROUND_BARE_CHANGE, w) && !has(AROUND_SETTING, w));
  if (verb === 'change' && topics.length === 1 && (has(GOAL_WORDS, topics[0]) || has(SETTING_WORDS, topics[0])))
    return has(GOAL_WORDS, topics[0]) ? 'goal' : 'settings';
  // "take it off", "swap that out", "get rid of it": a stand-in and words that name nothing
  const named = rest.filter((w) => !has(AROUND_BARE_CHANGE, w));
  if (named.length !== 1 || !has(STAND_IN_WORDS, named[0])) return null;
  // "get" alone is no change ("get it"): only "get rid of"
  if (verbs[0] === 'get' && !rest.includes('rid')) return null;
  return verb;
}

const QUESTIONS: Record<AskedAbout, string> = {
  remove:
    'What should I take off: a line on your grocery list ("take the milk off my list"), a food in a planned meal ("take the onions out of tuesday dinner"), or an allergy, diet or dislike?',
  swap: 'Which meal should I swap? Say its day and meal, and what you would like instead ("swap tuesday dinner for something vegetarian")?',
  change:
    'What should I change: a planned meal ("swap tuesday dinner"), an amount on your list ("make the milk 2"), or a goal or setting ("set my calorie goal to 1800")?',
  goal: 'Which goal should I change, and to what: your daily calorie goal ("set my calorie goal to 1800"), your protein goal ("set my protein goal to 120g") or your weekly budget ("set my budget to 90")?',
  settings:
    'Which setting should I change, and to what: a goal ("set my budget to 90"), your store ("switch my store to costco"), or a diet, allergy or dislike ("add peanuts to my allergies")?',
};

/** The question for a change with no object: it names the choices, and says nothing was changed. */
export function askWhatReply(about: AskedAbout): string {
  return `${NOTHING_CHANGED} ${QUESTIONS[about]}`;
}
