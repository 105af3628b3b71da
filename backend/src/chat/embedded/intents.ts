/**
 * The embedded assistant's understanding of a message: a small grammar over its tokens, no model of
 * our own, no I/O. The words are read by wink-nlp (tokens.ts: tokens, contractions, numbers, parts of
 * speech, lemmas) after the spelling step; the grammar then decides
 *   (a) the mood of each clause — question, request or statement — from its structure (mood.ts);
 *   (b) the intent, from the main verb and the words that fill its slots: one file per family in intents/
 *       (preferences, grocery, plan, questions about the plan, ideas, reads, small talk); this file picks
 *       the first clause that asks for a change, else the question asked;
 *   (c) the details, from spans of tokens: day, meal, diet, nutrient, item and quantity, numbers,
 *       store, minutes, cuisine, ingredients (entities.ts).
 * A question never maps to an intent that writes: it is answered from the data, or, when it asks for a
 * change ("can I add milk to my list?"), told how to ask for it.
 */
import { is, isLemma } from './entities.js';
import { type Clause, clausesOf, messageMood, type Mood } from './mood.js';
import { joinTokens, type Token, tokenize } from './tokens.js';
import { asksDearestLine, parseQuestion } from './questions/questions.js';
import { readMessage } from './requests/index.js';
import { passingState } from './requests/told-in-passing.js';
import { asksCheapestRecipes } from '../conversation/listed.js';
import { pointBackAt } from '../conversation/references.js';
import { type Intent, WRITES } from './intents/intent.js';
import { requestVerbAt } from './intents/reading.js';
import { smallTalk, unsupported } from './intents/small-talk.js';
import { addPreference, ambiguousPreference, removePreference, setNumber, setStore } from './intents/preferences.js';
import { addFood, addGrocery, checkGrocery, removeGrocery } from './intents/grocery.js';
import { generatePlan, swap, swapAskedWithWish } from './intents/plan.js';
import {
  containsQuestion,
  cookTime,
  cost,
  dayMost,
  dietQuestion,
  mostExpensiveAsked,
  nutrientOrCalories,
} from './intents/plan-questions.js';
import { cookWith, quick, recipes } from './intents/ideas.js';
import { CHANGE_VERBS, groceryList, meal, preferences } from './intents/reads.js';

export { findDay, findDiet, findMeal, parseGroceryItem, WEEKDAYS } from './entities.js';
export type { DayRef, Measure, Nutrient } from './entities.js';
export { WRITES, type Intent, type PreferenceList, type GroceryLineRequest } from './intents/intent.js';
export { MAX_TAG_LENGTH, cleanTag } from './intents/tags.js';
export { containsQuestion } from './intents/plan-questions.js';

function readIntent(clauses: readonly Clause[], tokens: readonly Token[]): Intent | null {
  return (
    dayMost(tokens) ??
    cookTime(tokens) ??
    cost(tokens) ??
    nutrientOrCalories(tokens) ??
    cookWith(clauses, tokens) ??
    quick(tokens) ??
    recipes(tokens) ??
    groceryList(tokens) ??
    meal(tokens) ??
    preferences(tokens)
  );
}

/** A change asked for in one clause, read as a request. */
function writeIntent(clause: Clause): Intent | null {
  return (
    ambiguousPreference(clause) ??
    removePreference(clause) ??
    addPreference(clause) ??
    setStore(clause) ??
    setNumber(clause) ??
    removeGrocery(clause) ??
    checkGrocery(clause) ??
    addFood(clause) ??
    addGrocery(clause) ??
    generatePlan(clause) ??
    swap(clause)
  );
}

/**
 * "can I add…", "should we swap…", "is it ok to switch…", "would it be possible to set…", "do I need
 * to check off…": a question asking for a change; where the change's own words start, else -1.
 */
function askedChangeAt(clause: Clause): number {
  const { tokens, start: s } = clause;
  let i = s;
  if (is(tokens[i], 'can', 'could', 'should', 'may', 'shall', 'would', 'will', 'might', 'must') && is(tokens[i + 1], 'i', 'we')) i += 2;
  else if (
    is(tokens[i], 'do', 'does') &&
    is(tokens[i + 1], 'i', 'we') &&
    isLemma(tokens[i + 2], 'need', 'have', 'want') &&
    is(tokens[i + 3], 'to')
  )
    i += 4;
  else if (is(tokens[i], 'is', 'would') && is(tokens[i + 1], 'it')) {
    let j = i + 2;
    if (is(tokens[j], 'be')) j++;
    if (!is(tokens[j], 'ok', 'okay', 'possible', 'alright', 'fine', 'allowed', 'better', 'smart', 'wise', 'good')) return -1;
    j++;
    if (is(tokens[j], 'for') && is(tokens[j + 1], 'me', 'us')) j += 2;
    if (!is(tokens[j], 'to')) return -1;
    i = j + 1;
  } else if (is(tokens[i], 'am', 'are') && is(tokens[i + 1], 'i', 'we') && is(tokens[i + 2], 'able', 'allowed') && is(tokens[i + 3], 'to'))
    i += 4;
  else return -1;
  if (is(tokens[i], 'please', 'just', 'also', 'still')) i++;
  return i < tokens.length ? i : -1;
}

/** The swap a question asks with what the meal should become ("can i swap tuesday lunch for something mexican"), else null. */
function swapWithWishAsked(clauses: readonly Clause[]): Intent | null {
  for (const clause of clauses) {
    const at = clause.mood === 'question' ? askedChangeAt(clause) : -1;
    if (at < 0) continue;
    const [plain] = clausesOf(clause.tokens.slice(at));
    const change = plain ? writeIntent({ ...plain, mood: 'request', start: 0 }) : null;
    if (change && swapAskedWithWish(clause, change)) return change;
  }
  return null;
}

/** "can my budget be 40 a week", "could my calorie goal go up to 2600?": a goal's figure asked about, never set. */
function goalQuestion(clauses: readonly Clause[]): Intent | null {
  for (const clause of clauses) {
    const { tokens, start } = clause;
    if (clause.mood !== 'question' || !is(tokens[start], 'can', 'could', 'may', 'might') || !is(tokens[start + 1], 'my', 'our')) continue;
    const goal = setNumber(clause);
    if (goal?.type === 'setNumber') return { type: 'goalAsked', field: goal.field, value: goal.value };
  }
  return null;
}

/** The words of a change said plainly, as the person could type it: "add milk to my list". */
function requestText(tokens: readonly Token[]): string {
  let end = tokens.length;
  while (end > 0 && tokens[end - 1].kind === 'punct') end--;
  return joinTokens(tokens.slice(0, end)).replace(/ 's\b/g, "'s");
}

function understand(tokens: Token[]): Intent {
  const clauses = clausesOf(tokens);
  const mood: Mood = messageMood(clauses);
  const talk = smallTalk(tokens);
  if (talk) return talk;
  const refused = unsupported(tokens);
  if (refused) return refused;
  // "what are the cheapest dinners you have": the library's recipes by cost a serving, not the plan's cost
  const cheapest = asksCheapestRecipes(tokens);
  if (cheapest) return cheapest;

  if (mood === 'question') {
    // "can i swap it for something without onions": a swap asked with its wish is done, not read as a question of the meal
    const swapAsked = swapWithWishAsked(clauses);
    if (swapAsked) return swapAsked;
    const asked = askedQuestion(tokens);
    // "which day is cheapest? ill shop for it early": an "it" said after the question, in a clause
    // telling why, points at nothing asked — the question is read alone
    const alone = asked?.type === 'mealQuestion' && asked.ref?.kind === 'pronoun' ? questionAlone(clauses) : null;
    if (alone) return alone;
    if (asked) return asked;
    const diet = dietQuestion(tokens);
    if (diet) return diet;
    const contains = containsQuestion(tokens);
    if (contains) return { type: 'contains', ...contains };
    // A question asking for a change: nothing is done; the reply says how to ask for it.
    for (const clause of clauses) {
      if (clause.mood !== 'question') continue;
      const at = askedChangeAt(clause);
      if (at < 0) continue;
      const asked = clause.tokens.slice(at);
      const [plain] = clausesOf(asked);
      const change = plain ? writeIntent({ ...plain, mood: 'request', start: 0 }) : null;
      if (change?.type === 'setNumber') return { type: 'goalAsked', field: change.field, value: change.value };
      if (change) return { type: 'offer', request: requestText(asked) };
    }
    const goal = goalQuestion(clauses);
    if (goal) return goal;
    const read = readIntent(clauses, tokens);
    if (read) return read;
    // Whatever else it might be, a question never writes.
    for (const clause of clauses) {
      const change = writeIntent(clause);
      if (change && WRITES.has(change.type)) {
        const v = requestVerbAt(clause);
        return { type: 'offer', request: requestText(clause.tokens.slice(v)) };
      }
    }
    return { type: 'unknown' };
  }

  // A request or a statement: the first clause that asks for a change says what to do; the rest is context.
  for (const [i, clause] of clauses.entries()) {
    const change = writeIntent(clause);
    if (change) return change;
    // a fragment before a request is what the person is going through ("the kids are driving me nuts, can u add juice
    // boxes"): the request after it is read
    if (clause.mood === 'request' || (clause.mood === 'fragment' && !clauses.slice(i + 1).some((c) => c.mood === 'request'))) break;
  }
  const asked = tokens.some((t) => CHANGE_VERBS.has(t.lemma)) ? null : askedQuestion(tokens);
  // "does tomorrows breakfast have eggs in it" without its question mark: one meal named is asked about, not the whole plan
  if (asked?.type === 'mealQuestion' && (asked.day || asked.meal || asked.dish)) return asked;
  return containsQuestion(tokens)
    ? { type: 'contains', ...containsQuestion(tokens)! }
    : (asked ?? readIntent(clauses, tokens) ?? { type: 'unknown' });
}

/** The one question of a message read alone, when it is said first, with its mark, and points back at nothing itself. */
function questionAlone(clauses: readonly Clause[]): Intent | null {
  const [first, ...rest] = clauses;
  // (a clause opened by a verb in "-ing" tells what the person is doing, it asks nothing: "planning my week around it")
  const asks = (c: Clause) => c.mood === 'question' || (c.mood === 'request' && c.tokens[c.start]?.norm === c.tokens[c.start]?.lemma);
  if (!first || !rest.length || first.mood !== 'question' || rest.some(asks)) return null;
  if (!first.tokens.some((t) => t.text === '?') || pointBackAt(first.tokens)) return null;
  const read = understand(first.tokens);
  return read.type === 'unknown' ? null : read;
}

/** A question of questions/questions.ts, or the list's dearest line ("what costs most on my list"). */
function askedQuestion(tokens: readonly Token[]): Intent | null {
  if (asksDearestLine(tokens)) return mostExpensiveAsked(tokens);
  return parseQuestion(tokens);
}

/** Whether a message asks rather than tells: a question is answered, never acted on. */
export function isQuestion(message: string): boolean {
  return messageMood(clausesOf(tokenize(message))) === 'question';
}

/** A question whether the plan holds an ingredient or allergen, or null. */
export function parseContains(message: string): { term: string; allergy: boolean } | null {
  return containsQuestion(tokenize(message));
}

/**
 * Understands one message. A question is answered from the data: whether the plan holds something,
 * what is planned, costs, counts; a request asked as a question ("can I swap Tuesday dinner?") does
 * nothing and says how to ask for it.
 */
/**
 * The readings made while one message is read, by text (and the cut state it was read in): the readers that cut a
 * message (several asks, told in passing, a swap's days) read the same parts again and again, each once is enough.
 */
let readings: Map<string, Intent> | null = null;

export function parseIntent(typed: string): Intent {
  const key = `${passingState()}\u0002${typed}`;
  const known = readings?.get(key);
  if (known) return known;
  const outermost = !readings;
  readings ??= new Map();
  try {
    const read = readMessage(typed, { understand, parse: parseIntent, isChange: (i) => WRITES.has(i.type) || i.type === 'confirm' });
    readings.set(key, read);
    return read;
  } finally {
    if (outermost) readings = null;
  }
}
