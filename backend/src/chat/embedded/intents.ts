/**
 * The embedded assistant's understanding of a message: a small grammar over its tokens, no model of
 * our own, no I/O. The words are read by wink-nlp (tokens.ts: tokens, contractions, numbers, parts of
 * speech, lemmas) after the spelling step; the grammar then decides
 *   (a) the mood of each clause — question, request or statement — from its structure (mood.ts);
 *   (b) the intent, from the main verb and the words that fill its slots (this file);
 *   (c) the details, from spans of tokens: day, meal, diet, nutrient, item and quantity, numbers,
 *       store, minutes, cuisine, ingredients (entities.ts).
 * A question never maps to an intent that writes: it is answered from the data, or, when it asks for a
 * change ("can I add milk to my list?"), told how to ask for it.
 */
import { allergensOfFoodNamed, isCatalogueFoodName } from '../../catalog/catalog.js';
import { allergensNamed } from '../../kitchen/dietary-rules.js';
import {
  findCuisine,
  findDay,
  findDiet,
  findDietAt,
  findMeal,
  findMeasures,
  findMinutes,
  findNumbers,
  findSeq,
  findStore,
  hasLemma,
  hasSeq,
  hasWord,
  ingredientList,
  is,
  isDayWord,
  isLemma,
  isMealWord,
  itemFromTokens,
  type DayRef,
  type Measure,
  type Nutrient,
} from './entities.js';
import { AUXILIARIES, clausesOf, messageMood, politeVerbAt, WH_WORDS, type Clause, type Mood } from './mood.js';
import { joinTokens, tokenize, type Token } from './tokens.js';
import { storedName } from '../lexicon/stored-names.js';
import { readThing } from '../lexicon/things.js';
import { NAMES_OF_THE_APP, THANKS_WORDS } from '../lexicon/social.js';
import { foodLexicon } from '../lexicon/foods.js';
import { asksDearestLine, parseQuestion, type Question } from './questions/questions.js';
import { DIET_NAMES, type Diet, type MealType, type StoreId } from '../../kitchen/vocabulary.js';
import { dietKeepingOut } from '../../kitchen/diets.js';
import { readMessage } from './requests/index.js';
import { asksCheapestRecipes } from '../conversation/listed.js';
import type { RequestIntent } from './requests/types.js';
import { goalFigure } from './requests/goal-figures.js';
import { CALORIE_WORDS } from '../lexicon/goals.js';

export { findDay, findDiet, findMeal, parseGroceryItem, WEEKDAYS } from './entities.js';
export type { DayRef, Measure, Nutrient } from './entities.js';

export type PreferenceList = 'dietaryRestrictions' | 'allergies' | 'dislikedIngredients';

export type Intent =
  | { type: 'greeting' }
  | { type: 'help' }
  | { type: 'thanks' }
  /** "no thanks", "that's all": nothing more to do. */
  | { type: 'decline' }
  | { type: 'meal'; day?: DayRef; meal?: MealType; weekend?: boolean }
  | { type: 'calories'; day?: DayRef; meal?: MealType; week: boolean }
  | { type: 'nutrient'; nutrient: Nutrient; day?: DayRef; meal?: MealType; week: boolean }
  | { type: 'cost'; what: 'week' | 'day' | 'list' | 'mostExpensive'; day?: DayRef }
  /** Which day of the plan has the most (or least) of something: "which day has the most protein". */
  | { type: 'dayMost'; measure: Measure; least: boolean }
  /** `quicker`: faster than what is planned there now ("something quicker"); `maxMinutes`: a limit said or "quick" (20). */
  | {
      type: 'swap';
      day?: DayRef;
      meal?: MealType;
      diet?: Diet;
      maxMinutes?: number;
      quicker?: boolean;
      query?: string;
      cheaper?: boolean;
      /** A cuisine, the most protein first, foods the new recipe must not have (requests/meal-edits.ts). */
      cuisine?: string;
      rank?: 'protein';
      without?: string[];
      /** Fewer calories than the meal has now ("something lighter"): one portion, clearly under them. */
      lighter?: true;
      /** The cuisine or dish was a soft wish ("something italian if u can"): dropped, and said so, when nothing fits it. */
      soft?: true;
    }
  | { type: 'quick'; maxMinutes: number; meal?: MealType; diet?: Diet; cuisine?: string }
  | { type: 'recipes'; query?: string; diet?: Diet; meal?: MealType; rank?: 'protein' | 'cost'; cuisine?: string }
  /** Recipes using ingredients on hand, the most of them first. */
  | { type: 'cookWith'; ingredients: string[]; meal?: MealType }
  /** How long a planned meal takes to make. */
  | { type: 'cookTime'; day?: DayRef; meal?: MealType }
  /** One line, or several said together ("add eggs and butter"): `also` holds the lines after the first. */
  | ({ type: 'addGrocery'; also?: GroceryLineRequest[] } & GroceryLineRequest)
  | { type: 'checkGrocery'; item: string; checked: boolean }
  | { type: 'removeGrocery'; item: string }
  | { type: 'generatePlan' }
  | { type: 'groceryList' }
  | { type: 'preferences' }
  | { type: 'addFood'; item: string; quantity?: number; unit?: string; day?: DayRef; meal?: MealType }
  /**
   * `askIfLarge`: said as a statement ("i want to eat 2200 calories a day"), so a large change is asked first;
   * `weightLoss`: set with an aim of how fast to lose weight, asked first with no word on the pace (limits/health-limit.ts).
   */
  | { type: 'setNumber'; field: 'calorieGoal' | 'weeklyBudget' | 'proteinGoal'; value: number; askIfLarge?: true; weightLoss?: true }
  /** The store whose prices plans and lists use. */
  | { type: 'setStore'; store: StoreId }
  | { type: 'addPreference'; list: PreferenceList; value: string }
  | { type: 'removePreference'; list: PreferenceList; value: string }
  /** A question whether the plan has an ingredient or allergen in it: answered from ingredients, never written. */
  | { type: 'contains'; term: string; allergy: boolean }
  /** A question whether planned meals fit a diet ("is wednesday dinner vegetarian?"): answered from ingredients, never written. */
  | { type: 'dietCheck'; diet: Diet; day?: DayRef; meal?: MealType }
  /** A request asked as a question ("can I add milk to my list?"): nothing is done; the reply says how to ask. */
  | { type: 'offer'; request: string }
  /**
   * A change that may not be what the person meant ("no peanuts", "I think I'm allergic to crab"):
   * nothing is done; the reply asks `question`, and Yes sends `request`, the same change said plainly.
   */
  | { type: 'confirm'; question: string; request: string }
  /** A name too long to store from the chat (an allergy, a diet, a dislike). */
  | { type: 'tooLong'; list: PreferenceList }
  | { type: 'unsupported'; what: string; hint?: string; ask?: string }
  /** Questions about one meal, the week, the list and the pantry (questions/questions.ts): read, never written. */
  | Question
  | { type: 'unknown' }
  | RequestIntent;

/** Intents that change data. */
export const WRITES: ReadonlySet<Intent['type']> = new Set([
  'addGrocery',
  'checkGrocery',
  'removeGrocery',
  'generatePlan',
  'addFood',
  'setNumber',
  'setStore',
  'addPreference',
  'removePreference',
  'swap',
  'swapIf',
  'tooLong',
  'several',
  'setGroceryQuantity',
  'addPantry',
  'removePantry',
  'usedUp',
  'clearTicked',
  'eatAgain',
  'changeGoal',
  'memberRule',
  'memberAway',
]);

/** Longest allergy, diet or dislike the chat stores; anything longer is refused, never stored. */
export const MAX_TAG_LENGTH = 40;

/** Words around a name that are not the name: "shellfish please" → "shellfish". */
const TAG_NOISE = new Set([
  'please',
  'thanks',
  'thank',
  'now',
  'too',
  'also',
  'again',
  'anymore',
  'any',
  'more',
  'the',
  'all',
  'my',
  'some',
  'either',
  'actually',
  'really',
]);
const TAG_NOISE_RUNS = [
  ['from', 'now', 'on'],
  ['for', 'me'],
  ['as', 'well'],
  ['any', 'more'],
  ['after', 'all'],
  ['thank', 'you'],
];

/** A tag as the Preferences screen writes it: trimmed, first letter upper case, no politeness or punctuation. */
export function cleanTag(raw: string): string {
  return tagOf(tokenize(raw));
}

function tagOf(span: readonly Token[]): string {
  let words = span.filter((t) => t.kind !== 'punct' || t.text === '-' || t.text === "'" || t.text === '&');
  for (const run of TAG_NOISE_RUNS) {
    const at = findSeq(words, run);
    if (at >= 0) words = [...words.slice(0, at), ...words.slice(at + run.length)];
  }
  while (words.length && TAG_NOISE.has(words[0].norm)) words = words.slice(1);
  while (words.length && (TAG_NOISE.has(words[words.length - 1].norm) || words[words.length - 1].kind === 'punct'))
    words = words.slice(0, -1);
  if (is(words[0], 'a', 'an') && words.length > 1) words = words.slice(1);
  const tag = joinTokens(words).replace(/\s+/g, ' ').trim();
  return tag ? tag[0].toUpperCase() + tag.slice(1) : tag;
}

/**
 * A food or allergen's tag without the padding after it: "Cilantro can you remember that" → "Cilantro"
 * (chat/lexicon/things.ts). A long description that names nothing known stays whole, to be refused as too long.
 */
function thingTag(tag: string): string {
  const { name } = readThing(tag);
  if (!name) return tag;
  if (tag.length > MAX_TAG_LENGTH && storedName(name, 'dislike').kind !== 'known') return tag;
  return name[0].toUpperCase() + name.slice(1);
}

// ─── reading helpers ──────────────────────────────────────────────────────────────────────────────

const words = (tokens: readonly Token[]) => tokens.filter((t) => t.kind !== 'punct');
/** The span up to (not including) the first token that ends it, or the end. */
function spanUntil(tokens: readonly Token[], from: number, stop: (t: Token, i: number) => boolean): Token[] {
  const out: Token[] = [];
  for (let i = from; i < tokens.length; i++) {
    if (stop(tokens[i], i)) break;
    out.push(tokens[i]);
  }
  return out;
}
const isPunctStop = (t: Token) => t.kind === 'punct' && !['-', "'", '&', ','].includes(t.text);

const LIST_NOUNS = ['list', 'groceries', 'cart', 'basket'];
/** "to my list", "on the shopping list", "from my grocery list": where a list is named after a preposition. */
function listRefAt(tokens: readonly Token[]): number {
  for (let i = 0; i < tokens.length; i++) {
    if (!is(tokens[i], 'to', 'on', 'onto', 'in', 'into', 'for', 'from', 'off', 'out', 'of')) continue;
    let j = i + 1;
    if (is(tokens[i], 'out') && is(tokens[j], 'of')) j++;
    if (is(tokens[j], 'my', 'the', 'our', 'this')) j++;
    if (is(tokens[j], 'grocery', 'shopping')) j++;
    if (is(tokens[j], ...LIST_NOUNS) && !isPreferenceNoun(tokens[j + 1])) return i;
  }
  return -1;
}
const mentionsList = (tokens: readonly Token[]) =>
  hasSeq(tokens, 'grocery|shopping', 'list|lists') || hasSeq(tokens, 'my|the|our', 'list') || hasWord(tokens, 'groceries');

const isPreferenceNoun = (t: Token | undefined) =>
  t !== undefined && isLemma(t, 'allergy', 'allergies', 'dislike', 'dislikes', 'diet', 'diets', 'restriction', 'restrictions');
/** "to my allergies", "from my allergy list", "off my dislikes", "to my dietary restrictions". */
function preferenceRefAt(tokens: readonly Token[]): { at: number; list: PreferenceList } | null {
  for (let i = 0; i < tokens.length; i++) {
    if (!is(tokens[i], 'to', 'on', 'onto', 'in', 'into', 'from', 'off', 'out', 'as', 'under', 'of')) continue;
    let j = i + 1;
    if (is(tokens[j], 'of')) j++;
    if (is(tokens[j], 'my', 'the', 'our', 'a', 'an')) j++;
    if (is(tokens[j], 'dietary', 'food')) j++;
    const t = tokens[j];
    if (!t) continue;
    if (isLemma(t, 'allergy', 'allergies', 'allergen', 'allergens')) return { at: i, list: 'allergies' };
    if (isLemma(t, 'dislike', 'dislikes', 'disliked', 'hate')) return { at: i, list: 'dislikedIngredients' };
    if (isLemma(t, 'diet', 'diets', 'restriction', 'restrictions')) return { at: i, list: 'dietaryRestrictions' };
  }
  return null;
}

/** Where the clause's main verb is when the clause is a request: first, after "please", after "can you". */
function requestVerbAt(clause: Clause): number {
  const { tokens, start } = clause;
  const polite = politeVerbAt(tokens, start);
  if (polite >= 0) return polite;
  let i = start;
  if (is(tokens[i], 'please', 'kindly')) i++;
  // "i want to…", "i'd like you to…", "go ahead and…", "let's…"
  if (is(tokens[i], 'i', 'we') && isLemma(tokens[i + 1], 'want', 'would', 'need')) {
    let j = i + 2;
    if (is(tokens[j], 'like', 'love')) j++;
    if (is(tokens[j], 'you')) j++;
    if (is(tokens[j], 'to')) return j + 1;
  }
  if (is(tokens[i], 'go') && is(tokens[i + 1], 'ahead') && is(tokens[i + 2], 'and')) return i + 3;
  if (is(tokens[i], "let's", 'lets')) return i + 1;
  if (is(tokens[i], 'let') && is(tokens[i + 1], 'us')) return i + 2;
  return i;
}

// ─── small talk ───────────────────────────────────────────────────────────────────────────────────

const GREETINGS = ['hi', 'hello', 'hey', 'hiya', 'howdy', 'yo', 'greetings', 'heya', 'hallo'];
const THANKS_FILLER = [
  'you',
  'ok',
  'okay',
  'a',
  'lot',
  'so',
  'much',
  'very',
  'that',
  'is',
  'was',
  'helpful',
  'really',
  'thats',
  "that's",
  'many',
  'again',
  'for',
  'the',
  'help',
  'all',
];
const DECLINE_WORDS = [
  'bye',
  'goodbye',
  'later',
  'see',
  'ya',
  'no',
  'nope',
  'nah',
  'thanks',
  'thank',
  'you',
  'nothing',
  'else',
  'that',
  'is',
  'all',
  'it',
  'everything',
  'for',
  'now',
  'i',
  'am',
  'good',
  'fine',
  'we',
  'are',
  'ok',
  'okay',
  'not',
  'right',
];

function smallTalk(tokens: readonly Token[]): Intent | null {
  const w = words(tokens).map((t) => t.norm);
  if (!w.length) return { type: 'help' };
  const rest = (from: number, allowed: string[]) => w.slice(from).every((x) => allowed.includes(x));
  if (GREETINGS.includes(w[0]) && rest(1, ['there', ...NAMES_OF_THE_APP, 'all', 'everyone', 'again', 'you'])) return { type: 'greeting' };
  if (w[0] === 'good' && ['morning', 'afternoon', 'evening', 'day'].includes(w[1]) && rest(2, ['there', ...NAMES_OF_THE_APP]))
    return { type: 'greeting' };
  if (
    w.some((x) => THANKS_WORDS.includes(x)) &&
    w.every((x) => THANKS_WORDS.includes(x) || THANKS_FILLER.includes(x)) &&
    !(w[0] === 'no' || w[0] === 'nope')
  )
    return { type: 'thanks' };
  if (
    ['no', 'nope', 'nah', 'nothing', 'bye', 'goodbye'].includes(w[0]) ||
    (w[0] === 'see' && ['you', 'ya'].includes(w[1])) ||
    (w[0] === 'that' && w[1] === 'is') ||
    (w[0] === 'i' && w[1] === 'am' && ['good', 'fine'].includes(w[2]))
  ) {
    if (w.every((x) => DECLINE_WORDS.includes(x))) return { type: 'decline' };
  }
  const core = w.filter((x) => !['please', 'me', 'so', 'ok', 'okay', 'then', 'else', 'exactly', 'actually', 'again'].includes(x)).join(' ');
  if (
    [
      'help',
      'commands',
      'options',
      'menu help',
      'what can you do',
      'what do you do',
      'how do you work',
      'what can i ask',
      'what can i ask you',
      'what can you help with',
      'what are you',
      'who are you',
      'what can i say',
      'how does this work',
    ].includes(core)
  )
    return { type: 'help' };
  if (hasSeq(tokens, 'what', 'can', 'you', 'do|help')) return { type: 'help' };
  return null;
}

// ─── what the assistant cannot do ─────────────────────────────────────────────────────────────────

function unsupported(tokens: readonly Token[]): Intent | null {
  const deleting = hasLemma(tokens, 'delete', 'remove', 'erase', 'wipe', 'clear', 'drop', 'cancel', 'destroy');
  if (
    deleting &&
    (hasLemma(tokens, 'plan', 'account', 'profile', 'data') || (hasWord(tokens, 'everything') && listRefAt(tokens) < 0)) &&
    !preferenceRefAt(tokens)
  ) {
    return {
      type: 'unsupported',
      what: 'delete plans or accounts',
      hint: 'Plans can be deleted on the Meal Plans page.',
      ask: 'Would you like a new plan instead, or to swap one meal?',
    };
  }
  if ((hasLemma(tokens, 'order', 'deliver', 'delivery', 'checkout') || hasWord(tokens, 'purchase')) && !hasSeq(tokens, 'in', 'order', 'to'))
    return { type: 'unsupported', what: 'order groceries or arrange delivery' };
  if (hasLemma(tokens, 'pay') && !hasSeq(tokens, 'how', 'much') && !hasWord(tokens, 'what', 'will'))
    return { type: 'unsupported', what: 'order groceries or arrange delivery' };
  const remind = findSeq(tokens, ['remind']);
  const remindAsks = remind >= 0 && is(tokens[remind + 1], 'me') && is(tokens[remind + 2], ...WH_WORDS, 'if', 'whether');
  if (hasLemma(tokens, 'calendar', 'reminder', 'alarm') || (remind >= 0 && !remindAsks))
    return { type: 'unsupported', what: 'manage your calendar or reminders' };
  if (deleting && findMeal(tokens) && listRefAt(tokens) < 0 && !preferenceRefAt(tokens)) {
    return {
      type: 'unsupported',
      what: 'remove meals',
      hint: 'Use "Edit Meal Plan" on the dashboard to remove a whole meal, or ask me to swap it instead.',
      ask: 'Which item should I take out (for example "take the toast out of wednesday breakfast")?',
    };
  }
  return null;
}

// ─── allergies, diets, dislikes ───────────────────────────────────────────────────────────────────

const LIST_WORDS = {
  dietaryRestrictions: 'dietary restrictions',
  allergies: 'allergies',
  dislikedIngredients: 'disliked ingredients',
} as const;
const LIST_REQUEST = { dietaryRestrictions: 'diets', allergies: 'allergies', dislikedIngredients: 'dislikes' } as const;

/** The tag for a preference list from the words that name it; tooLong when it cannot be stored from the chat. */
function preferenceIntent(type: 'addPreference' | 'removePreference', list: PreferenceList, span: readonly Token[]): Intent | null {
  if (list === 'dietaryRestrictions') {
    const diet = findDiet(span);
    if (diet) return { type, list, value: DIET_NAMES[diet] };
  }
  const value = thingTag(tagOf(span));
  if (!value || /^(?:it|that|them|this|those)$/i.test(value)) return null;
  if (value.length > MAX_TAG_LENGTH) return type === 'addPreference' ? { type: 'tooLong', list } : null;
  return { type, list, value };
}

/**
 * "allergic to peanuts and tree nuts", "allergic to shellfish, eggs and soy": each allergy its own change, when
 * every one said is one (else null, and the first reading stands).
 */
function severalAllergies(tokens: readonly Token[], from: number): Intent | null {
  const values: Token[][] = [[]];
  for (const t of spanUntil(tokens, from, isPunctStop)) {
    if (t.text === ',' || is(t, 'and', 'or', '&', 'plus')) values.push([]);
    else values[values.length - 1].push(t);
  }
  const said = values.filter((v) => v.length);
  if (said.length < 2) return null;
  const parts = said.map((v) => preferenceIntent('addPreference', 'allergies', v));
  if (!parts.every((p) => p?.type === 'addPreference')) return null;
  const distinct = new Set(parts.map((p) => (p as { value: string }).value.toLowerCase()));
  return distinct.size === parts.length ? { type: 'several', parts: parts as Intent[] } : null;
}

/** "allergic to X": the span X, up to the end of the clause. */
function allergicTo(tokens: readonly Token[]): { at: number; span: Token[] } | null {
  // "allergic to", and as others say it: "an allergy to shellfish", "allergic of peanut", "allergy of peanut"
  const at = findSeq(tokens, ['allergic|allergy', 'to|of']);
  if (at < 0) return null;
  return { at, span: spanUntil(tokens, at + 2, (t) => isPunctStop(t) || t.text === ',') };
}

const HEDGES = [
  'think',
  'believe',
  'guess',
  'suspect',
  'might',
  'may',
  'could',
  'maybe',
  'probably',
  'possibly',
  'perhaps',
  'sure',
  'suppose',
  'likely',
];
/** Food words that stand for a diet when kept out (the diet record's): "no meat" is vegetarian, "I can't have gluten" gluten-free. */
function dietByFood(span: readonly Token[]): Diet | undefined {
  const w = tagOf(span.filter((t) => !is(t, 'eating'))).toLowerCase();
  return dietKeepingOut(w);
}
/** After "no": words that keep no food out ("no thanks", "no problem", "no, that's it"). */
const NOT_FOOD = [
  'thanks',
  'thank',
  'problem',
  'worries',
  'way',
  'idea',
  'need',
  'rush',
  'it',
  'that',
  'not',
  'one',
  'longer',
  'i',
  'we',
  'you',
  'change',
  'changes',
  'nope',
  'worry',
  'matter',
  'sorry',
  'more',
  'clue',
  'wait',
  'big',
  'deal',
];

function confirmAdding(list: PreferenceList, tag: string): Intent {
  const word = list === 'dietaryRestrictions' ? tag : tag.toLowerCase();
  return {
    type: 'confirm',
    question: `Did you mean to add ${word} to your ${LIST_WORDS[list]}?`,
    request: `add ${word} to my ${LIST_REQUEST[list]}`,
  };
}

/**
 * "No peanuts", "I can't have gluten", "I think I'm allergic to crab", "keep cilantro out of my meals":
 * a change to the lists that keep food out of plans, said so that it could be more than one of them.
 * Asked, never done: a known allergen (or doubt about an allergy) is offered as an allergy, a food a
 * diet stands for as that diet, anything else as a dislike.
 */
function ambiguousPreference(clause: Clause): Intent | null {
  const { tokens, start } = clause;
  const allergic = allergicTo(tokens);
  let said: Token[] | null = null;
  let hedged = false;
  if (
    allergic &&
    tokens.slice(0, allergic.at).some((t) => is(t, ...HEDGES)) &&
    !hasWord(tokens.slice(0, allergic.at), 'not', 'no', 'never')
  ) {
    said = allergic.span;
    hedged = true;
  } else {
    const w = tokens;
    let i = start;
    if (is(w[i], 'please')) i++;
    const after = (n: number) => tokens.slice(n);
    if (is(w[i], 'no') && is(w[i + 1], 'more')) {
      // "no more keto for me": a diet of the record itself (not a food it keeps out) is stopped
      const diet = findDietAt(after(i + 2));
      if (diet && diet.at === 0 && dietByFood(after(i + 2).slice(0, diet.length)) === undefined)
        return { type: 'removePreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet.diet] };
    }
    if (is(w[i], 'no') && !is(w[i + 1], 'longer')) said = after(is(w[i + 1], 'more') ? i + 2 : i + 1);
    else if (is(w[i], 'nothing') && is(w[i + 1], 'with', 'containing')) said = after(i + 2);
    else if (is(w[i], 'avoid')) said = after(i + 1);
    else if (is(w[i], 'keep')) {
      const out = findSeq(tokens, ['out|away', 'of|from'], i + 1);
      if (out > i + 1) said = tokens.slice(i + 1, out);
    } else if (is(w[i], 'i', 'we')) {
      let j = i + 1;
      if (is(w[j], 'really', 'just', 'honestly', 'actually')) j++;
      if (
        is(w[j], 'can', 'should', 'must', 'shall') &&
        is(w[j + 1], 'not') &&
        isLemma(w[j + 2], 'have', 'eat', 'tolerate', 'handle', 'do', 'digest')
      )
        said = after(j + 3);
      else if (is(w[j], 'cannot') && isLemma(w[j + 1], 'have', 'eat', 'tolerate', 'handle', 'do', 'digest')) said = after(j + 2);
      else if (isLemma(w[j], 'avoid', 'react')) said = after(is(w[j + 1], 'to') ? j + 2 : j + 1);
      else if (isLemma(w[j], 'try') && is(w[j + 1], 'to') && isLemma(w[j + 2], 'avoid')) said = after(j + 3);
      else if (isLemma(w[j], 'stay') && is(w[j + 1], 'away') && is(w[j + 2], 'from')) said = after(j + 3);
      else if (is(w[j], 'am', 'are') && (is(w[j + 1], 'avoiding') || isLemma(w[j + 1], 'avoid'))) said = after(j + 2);
      else if (is(w[j], 'am', 'are') && isLemma(w[j + 1], 'stay') && is(w[j + 2], 'away') && is(w[j + 3], 'from')) said = after(j + 4);
      else if (is(w[j], 'am', 'are') && is(w[j + 1], 'off') && !findDiet(after(j + 2))) said = after(j + 2);
      else if (is(w[j], 'am', 'are')) {
        // "i'm lactose intolerant", "i'm intolerant to gluten"
        const intolerant = w.findIndex((t, k) => k > j && is(t, 'intolerant'));
        if (intolerant > j + 1 && !hasWord(w.slice(j + 1, intolerant), 'not', 'allergic')) said = w.slice(j + 1, intolerant);
        else if (intolerant === j + 1 && is(w[j + 2], 'to', 'of')) said = after(j + 3);
      }
    }
    if (said && is(said[0], ...NOT_FOOD)) return null;
    if (said) {
      // "…out of my meals", "…for me", "…please": where the food ends.
      const end = said.findIndex((t, k) => isPunctStop(t) || t.text === ',' || (is(t, 'out', 'away', 'in', 'from') && k > 0));
      said = end >= 0 ? said.slice(0, end) : said;
    }
  }
  if (!said) return null;
  const tag = thingTag(tagOf(said));
  if (
    !tag ||
    hasLemma(said, 'plan', 'list', 'meal', 'breakfast', 'lunch', 'dinner', 'budget', 'calorie', 'recipe', 'time', 'minute', 'idea')
  )
    return null;
  if (!hedged) {
    const diet = dietByFood(said);
    if (diet) return confirmAdding('dietaryRestrictions', DIET_NAMES[diet]);
  }
  if (tag.length > MAX_TAG_LENGTH) return { type: 'tooLong', list: 'allergies' };
  const name = tag.toLowerCase();
  const allergen =
    hedged || allergensNamed(name).length > 0 || allergensNamed(name.replace(/s$/, '')).length > 0 || allergensOfFoodNamed(name).length > 0;
  return confirmAdding(allergen ? 'allergies' : 'dislikedIngredients', tag);
}

/** A word that says a change happened: "now", "anymore", "no longer", "any more", "after all". */
const changed = (tokens: readonly Token[]) =>
  hasWord(tokens, 'anymore', 'now', 'again', 'actually') ||
  hasSeq(tokens, 'no', 'longer') ||
  hasSeq(tokens, 'any', 'more') ||
  hasSeq(tokens, 'after', 'all');

function removePreference(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  const ref = preferenceRefAt(tokens);
  // "remove peanuts from my allergies", "take mushrooms off my dislikes"
  if (
    ref &&
    isLemma(tokens[v], 'remove', 'delete', 'take', 'drop', 'erase', 'clear', 'scratch', 'cross', 'get') &&
    is(tokens[ref.at], 'from', 'off', 'out', 'of')
  ) {
    let from = v + 1;
    if (isLemma(tokens[v], 'get') && is(tokens[v + 1], 'rid') && is(tokens[v + 2], 'of')) from = v + 3;
    return preferenceIntent(
      'removePreference',
      ref.list,
      tokens.slice(from, ref.at).filter((t) => !is(t, 'off', 'out')),
    );
  }
  const subject = findSeq(tokens, ['i|we']);
  if (subject < 0) return null;
  const rest = tokens.slice(subject + 1);
  const negated = hasWord(rest, 'not', 'never') || hasSeq(rest, 'no', 'longer');
  // "i'm not allergic to shellfish anymore", "i'm no longer allergic to shellfish"
  const allergic = allergicTo(tokens);
  if (allergic && negated && tokens.slice(subject, allergic.at).some((t) => is(t, 'not', 'longer', 'never'))) {
    return preferenceIntent(
      'removePreference',
      'allergies',
      allergic.span.filter((t) => !is(t, 'anymore')),
    );
  }
  // "i'm not vegan anymore", "i don't do keto any more", "i stopped keto", "i quit being vegetarian"
  const diet = findDiet(rest);
  if (
    diet &&
    ((negated && changed(rest)) || (negated && hasWord(rest, 'am', 'are')) || hasLemma(rest, 'stop', 'quit', 'give', 'drop', 'end'))
  ) {
    return { type: 'removePreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet] };
  }
  // "i actually like cilantro now", "i don't mind olives anymore"
  const likes = rest.findIndex((t) => isLemma(t, 'like', 'love', 'enjoy', 'mind'));
  if (likes >= 0 && changed(rest) && (isLemma(rest[likes], 'mind') ? negated : !negated)) {
    const span = spanUntil(rest, likes + 1, (t) => isPunctStop(t) || t.text === ',' || is(t, 'now', 'anymore', 'again', 'actually'));
    return preferenceIntent('removePreference', 'dislikedIngredients', span);
  }
  return null;
}

function addPreference(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  const ref = preferenceRefAt(tokens);
  // "add sesame to my allergies", "put olives on my dislikes", "add keto to my diets"
  if (
    ref &&
    isLemma(tokens[v], 'add', 'put', 'include', 'stick', 'list', 'note', 'save', 'mark', 'set') &&
    !is(tokens[ref.at], 'from', 'off', 'out')
  ) {
    return preferenceIntent('addPreference', ref.list, tokens.slice(v + 1, ref.at));
  }
  // "add a shellfish allergy", "add an allergy to kiwi"
  if (isLemma(tokens[v], 'add', 'note', 'save', 'record')) {
    const span = tokens.slice(v + 1);
    const allergy = span.findIndex((t) => isLemma(t, 'allergy'));
    if (allergy > 0 && !span.slice(allergy + 1).some((t) => t.kind !== 'punct' && !is(t, 'please', 'thanks', 'too')))
      return preferenceIntent('addPreference', 'allergies', span.slice(0, allergy));
    if (allergy >= 0 && is(span[allergy + 1], 'to')) return preferenceIntent('addPreference', 'allergies', span.slice(allergy + 2));
  }
  // "make my diet keto", "set my diet to paleo", "change my diet to vegan"
  if (isLemma(tokens[v], 'make', 'set', 'change', 'switch', 'update') && hasLemma(tokens, 'diet')) {
    const diet = findDiet(tokens);
    if (diet) return { type: 'addPreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet] };
  }
  const subject = tokens.findIndex((t) => is(t, 'i', 'we'));
  if (subject < 0 || subject > clause.start + 1) return null;
  const rest = tokens.slice(subject + 1);
  // "i hate cilantro", "i can't stand blue cheese", "i dislike olives"
  let d = 0;
  while (is(rest[d], 'really', 'just', 'absolutely', 'totally', 'also', 'truly')) d++;
  if (isLemma(rest[d], 'hate', 'dislike', 'detest', 'loathe'))
    return preferenceIntent(
      'addPreference',
      'dislikedIngredients',
      spanUntil(rest, d + 1, (t) => isPunctStop(t) || t.text === ','),
    );
  if (
    (is(rest[d], 'cannot') && isLemma(rest[d + 1], 'stand')) ||
    (is(rest[d], 'can') && is(rest[d + 1], 'not') && isLemma(rest[d + 2], 'stand'))
  ) {
    return preferenceIntent(
      'addPreference',
      'dislikedIngredients',
      spanUntil(rest, is(rest[d], 'cannot') ? d + 2 : d + 3, (t) => isPunctStop(t) || t.text === ','),
    );
  }
  if (hasWord(rest, 'not', 'never') || hasSeq(rest, 'no', 'longer')) {
    // "i don't like mushrooms", "i really don't like tofu": a dislike said with a negation.
    const like = rest.findIndex((t) => isLemma(t, 'like', 'want', 'eat', 'enjoy'));
    if (like >= 0 && rest.slice(0, like).some((t) => is(t, 'not'))) {
      // "i don't want mushrooms in my meals anymore": the food ends where its place or time begins.
      return preferenceIntent(
        'addPreference',
        'dislikedIngredients',
        spanUntil(rest, like + 1, (t) => isPunctStop(t) || t.text === ',' || is(t, 'in', 'anymore', 'any', 'on', 'for')),
      );
    }
    return null;
  }
  // "i'm allergic to shellfish" (and "i have recently been told i am allergic to sesame": the "i" nearest it)
  const allergic = allergicTo(tokens);
  const teller = allergic ? tokens.slice(0, allergic.at).findLastIndex((t) => is(t, 'i', 'we')) : -1;
  if (
    allergic &&
    teller >= subject &&
    tokens
      .slice(teller, allergic.at)
      // ("i have an allergy to shellfish", "i have developed an allergy to shellfish")
      .every((t) =>
        is(
          t,
          'i',
          'we',
          'am',
          'are',
          'also',
          'too',
          'really',
          'very',
          'severely',
          'so',
          'actually',
          'have',
          'has',
          'got',
          'developed',
          'an',
          'a',
          'now',
        ),
      )
  ) {
    return severalAllergies(tokens, allergic.at + 2) ?? preferenceIntent('addPreference', 'allergies', allergic.span);
  }
  // "i have a peanut allergy"
  const allergyNoun = rest.findIndex((t) => isLemma(t, 'allergy'));
  if (
    allergyNoun > 1 &&
    isLemma(rest[0], 'have', 'get', 'got') &&
    !rest.slice(allergyNoun + 1).some((t) => t.kind !== 'punct' && !is(t, 'please', 'too', 'now'))
  ) {
    return preferenceIntent('addPreference', 'allergies', rest.slice(1, allergyNoun));
  }
  // "i'm vegetarian now", "i went vegan", "i've gone vegetarian", "i eat paleo", "i'm on a keto diet"
  const diet = findDietAt(rest);
  if (
    diet &&
    rest
      .slice(0, diet.at)
      .every((t) =>
        is(
          t,
          'am',
          'are',
          'now',
          'a',
          'an',
          'going',
          'gone',
          'went',
          'have',
          'eat',
          'eating',
          'on',
          'follow',
          'doing',
          'do',
          'become',
          'became',
          'turned',
          'fully',
          'strictly',
          'also',
          'officially',
          'started',
          'start',
          'go',
          'been',
          'was',
        ),
      ) &&
    rest
      .slice(diet.at + diet.length)
      .every((t) => t.kind === 'punct' || is(t, 'now', 'diet', 'please', 'too', 'from', 'on', 'anymore', 'today', 'again'))
  ) {
    return { type: 'addPreference', list: 'dietaryRestrictions', value: DIET_NAMES[diet.diet] };
  }
  return null;
}

// ─── store and numbers ────────────────────────────────────────────────────────────────────────────

const SETTING_VERBS = [
  'set',
  'change',
  'update',
  'make',
  'put',
  'lower',
  'raise',
  'increase',
  'decrease',
  'reduce',
  'bump',
  'cut',
  'adjust',
  'switch',
  'move',
  'drop',
  'up',
];

function setStore(clause: Clause): Intent | null {
  const { tokens } = clause;
  const store = findStore(tokens);
  if (!store) return null;
  const v = requestVerbAt(clause);
  if (isLemma(tokens[v], ...SETTING_VERBS, 'use', 'pick', 'choose', 'go', 'prefer', 'price', 'select')) return { type: 'setStore', store };
  // "i shop at trader joe's now", "we buy our groceries at costco", "my store is safeway"
  if (hasLemma(tokens, 'shop', 'shopping', 'buy') && hasWord(tokens, 'at', 'from', 'in')) return { type: 'setStore', store };
  if (hasLemma(tokens, 'store', 'shop', 'supermarket') && hasWord(tokens, 'is', 'to', 'should')) return { type: 'setStore', store };
  // "costco please"
  if (words(tokens).length <= 3) return { type: 'setStore', store };
  return null;
}

function setNumber(clause: Clause): Intent | null {
  const { tokens } = clause;
  const field = hasLemma(tokens, 'budget')
    ? ('weeklyBudget' as const)
    : tokens.some((t) => isLemma(t, ...CALORIE_WORDS))
      ? ('calorieGoal' as const)
      : null;
  if (!field) return null;
  const numbers = findNumbers(tokens);
  if (!numbers.length) return null;
  const v = requestVerbAt(clause);
  const setting = isLemma(tokens[v], ...SETTING_VERBS);
  // "my budget is now $110", "calorie goal 2000", "budget: 80"
  const stated = hasWord(tokens, 'is', 'be', '=', ':', 'to', 'at') || words(tokens).length <= 4;
  if (!setting && !stated) return null;
  if (field === 'calorieGoal' && !setting && !hasLemma(tokens, 'goal', 'target', 'limit', 'intake')) return null;
  return { type: 'setNumber', field, value: goalFigure(tokens, field)?.value ?? numbers[numbers.length - 1].value };
}

// ─── the grocery list ─────────────────────────────────────────────────────────────────────────────

const PRONOUNS = ['it', 'that', 'them', 'this', 'those', 'these', 'everything', 'something', 'anything'];
const REMOVE_VERBS = ['remove', 'delete', 'take', 'drop', 'scratch', 'erase', 'get'];

function removeGrocery(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  if (!isLemma(tokens[v], ...REMOVE_VERBS) || preferenceRefAt(tokens)) return null;
  let from = v + 1;
  if (isLemma(tokens[v], 'get')) {
    // "get rid of the cheese", "get the cheese off my list" ("get cheese" alone buys it)
    if (is(tokens[v + 1], 'rid') && is(tokens[v + 2], 'of')) from = v + 3;
    else if (!hasWord(tokens.slice(v + 1), 'off')) return null;
  }
  const list = listRefAt(tokens);
  // "take" and "cross" need "off"/"out"/the list: "take 20 minutes" takes nothing off.
  if (isLemma(tokens[v], 'take', 'drop') && list < 0 && !hasWord(tokens, 'off', 'out')) return null;
  if (findMeal(tokens) && list < 0) return null;
  const span = tokens.slice(from, list >= 0 ? list : undefined).filter((t) => !is(t, 'off', 'out') && t.text !== ',');
  const end = span.findIndex((t) => isPunctStop(t));
  const { item } = itemFromTokens(end >= 0 ? span.slice(0, end) : span);
  if (!item || PRONOUNS.includes(item)) return null;
  return { type: 'removeGrocery', item };
}

const BOUGHT = ['bought', 'got', 'purchased', 'grabbed', 'picked'];
const DONE_WORDS = ['bought', 'purchased', 'done', 'got', 'checked', 'complete', 'completed', 'gotten', 'picked'];

function checkGrocery(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  const verb = tokens[v];
  let span: Token[] | null = null;
  let checked = true;
  if (isLemma(verb, 'uncheck', 'untick', 'unmark')) {
    span = tokens.slice(v + 1);
    checked = false;
  } else if (isLemma(verb, 'check', 'tick', 'cross', 'mark')) {
    span = tokens.slice(is(tokens[v + 1], 'off') ? v + 2 : v + 1);
    if (isLemma(verb, 'cross') && !hasWord(tokens, 'off')) return null;
  } else if (
    is(tokens[clause.start], ...BOUGHT) &&
    clause.mood !== 'question' &&
    !is(tokens[clause.start + 1], 'any', 'anything', 'enough')
  ) {
    // "got the yogurt", "picked up bread" ("got any lentils in the house" asks)
    span = tokens.slice(clause.start + (is(tokens[clause.start + 1], 'up') ? 2 : 1));
  } else if (
    is(tokens[clause.start], 'i', 'we') &&
    (is(tokens[clause.start + 1], ...BOUGHT) ||
      (is(tokens[clause.start + 1], 'have', 'already') && is(tokens[clause.start + 2], ...BOUGHT)))
  ) {
    span = tokens.slice(clause.start + (is(tokens[clause.start + 1], ...BOUGHT) ? 2 : 3));
    if (is(span[0], 'up')) span = span.slice(1);
  }
  if (!span) return null;
  const list = listRefAt(span);
  let end = span.findIndex(
    (t, k) =>
      isPunctStop(t) ||
      t.text === ',' ||
      k === list ||
      (is(t, 'as') && is(span![k + 1], ...DONE_WORDS, 'not')) ||
      (is(t, 'off') && k > 0) ||
      // "got the apples and lemons already": when, not what
      (is(t, 'already', 'earlier', 'today', 'yesterday') && k > 0) ||
      is(t, ...DONE_WORDS),
  );
  if (end < 0) end = span.length;
  const itemTokens = span.slice(0, end);
  if (
    // ("we've got 2 kids" tells who eats, it ticks nothing)
    hasLemma(
      itemTokens,
      'calorie',
      'plan',
      'dinner',
      'lunch',
      'breakfast',
      'allergy',
      'meal',
      'if',
      'whether',
      'what',
      'recipe',
      'kid',
      'child',
      'people',
    ) ||
    !itemTokens.length
  )
    return null;
  const { item } = itemFromTokens(itemTokens);
  if (!item || PRONOUNS.includes(item)) return null;
  // "got the apples and the lemons": each ticked, when each is a grocery ("mac and cheese" is no two)
  const each = splitOn(itemTokens, 'and', '&').map((part) => itemFromTokens(part).item);
  if (each.length > 1 && each.every((i) => i && storedName(i, 'grocery').kind === 'known'))
    return { type: 'several', parts: each.map((i) => ({ type: 'checkGrocery', item: i, checked })) };
  return { type: 'checkGrocery', item, checked };
}

/**
 * "add strawberries for the kids' lunches", "crisps for packed lunches": meals in the plural with no day say what
 * the food is for, not one meal of the plan — it is shopping.
 */
const mealsInGeneral = (tokens: readonly Token[]) => !findDay(tokens) && tokens.some((t) => isMealWord(t) && t.norm !== t.lemma);

/** Tokens cut at the words given, the words left out. */
function splitOn(tokens: readonly Token[], ...at: string[]): Token[][] {
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if (is(t, ...at)) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  return parts.filter((p) => p.length);
}

const ADD_VERBS = ['add', 'put', 'include', 'throw', 'stick', 'pop', 'buy', 'get', 'grab', 'pick', 'chuck', 'jot', 'write'];

/** "add a banana to friday breakfast", "put 2 eggs in tomorrow's lunch": one food into a slot of the plan. */
function addFood(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  if (!isLemma(tokens[v], 'add', 'put', 'include', 'stick', 'pop', 'throw') || listRefAt(tokens) >= 0 || preferenceRefAt(tokens))
    return null;
  const prep = tokens.findIndex((t, k) => k > v + 1 && is(t, 'to', 'for', 'in', 'into', 'on', 'at', 'with'));
  if (prep < 0) return null;
  const where = tokens.slice(prep + 1);
  const meal = findMeal(where);
  if (!meal) return null;
  const day = findDay(where);
  if (mealsInGeneral(tokens)) return null;
  const parsed = itemFromTokens(tokens.slice(v + 1, prep));
  if (!parsed.item || PRONOUNS.includes(parsed.item)) return null;
  return { type: 'addFood', ...parsed, ...(day ? { day } : {}), meal };
}

/** Words after "i need" that are not groceries. */
const NOT_GROCERIES = [
  'minute',
  'minutes',
  'recipe',
  'recipes',
  'idea',
  'ideas',
  'help',
  'plan',
  'something',
  'anything',
  'time',
  'more',
  'less',
  'calories',
  'protein',
  'hour',
  'meal',
  'meals',
  'dinner',
  'lunch',
  'breakfast',
];

function addGrocery(clause: Clause): Intent | null {
  const { tokens, start } = clause;
  const v = requestVerbAt(clause);
  const list = listRefAt(tokens);
  let span: Token[] | null = null;
  if (isLemma(tokens[v], ...ADD_VERBS) && !is(tokens[v], ...BOUGHT) && list > v) {
    span = tokens.slice(is(tokens[v + 1], 'up', 'down') ? v + 2 : v + 1, list);
  } else if (
    isLemma(tokens[v], 'add', 'buy') &&
    (v === start + (is(tokens[start], 'please') ? 1 : 0) || v === politeVerbAt(tokens, start)) &&
    (!findMeal(tokens) || mealsInGeneral(tokens)) &&
    !preferenceRefAt(tokens)
  ) {
    // "add eggs", "buy coffee": the list is the only place a bare item goes.
    span = spanUntil(tokens, v + 1, (t) => isPunctStop(t) || t.text === ',');
    span = groceriesListed(tokens, v + 1, span);
  } else if (is(tokens[start], 'i', 'we')) {
    // "i need 2 cans of coconut milk", "we need to buy olive oil", "we're out of coffee", "we ran out of eggs"
    let j = start + 1;
    if (is(tokens[j], 'also', 'still', 'really')) j++;
    if (isLemma(tokens[j], 'need') && !hasWord(tokens, 'what', 'if', 'whether')) {
      j++;
      if (is(tokens[j], 'to') && isLemma(tokens[j + 1], 'buy', 'get', 'grab', 'pick')) j += is(tokens[j + 2], 'up') ? 3 : 2;
      else if (is(tokens[j], 'to')) return null;
      if (is(tokens[j], 'more', 'some')) j++;
      span = spanUntil(tokens, j, (t, k) => isPunctStop(t) || t.text === ',' || k === list);
      if (list < 0) span = groceriesListed(tokens, j, span);
    } else if (is(tokens[j], 'am', 'are') && is(tokens[j + 1], 'out', 'low', 'running')) {
      const of = findSeq(tokens, ['of|on'], j + 1);
      if (of >= 0) span = spanUntil(tokens, of + 1, (t, k) => isPunctStop(t) || t.text === ',' || k === list);
    } else if (isLemma(tokens[j], 'run') && is(tokens[j + 1], 'out', 'low') && is(tokens[j + 2], 'of', 'on')) {
      span = spanUntil(tokens, j + 3, (t, k) => isPunctStop(t) || t.text === ',' || k === list);
    }
    if (
      span &&
      span.some((t) => is(t, ...NOT_GROCERIES) || (t.kind === 'number' && isLemma(span![span!.indexOf(t) + 1], 'minute', 'hour')))
    )
      return null;
  } else if (is(tokens[start], 'out') && is(tokens[start + 1], 'of')) {
    span = spanUntil(tokens, start + 2, (t) => isPunctStop(t) || t.text === ',');
  }
  if (!span) return null;
  const lines = groceryLinesOf(span);
  if (!lines.length || lines.some((line) => !line.item || PRONOUNS.includes(line.item) || line.item.length > 100)) return null;
  const [first, ...also] = lines;
  return { type: 'addGrocery', ...first, ...(also.length ? { also } : {}) };
}

/** Said after the things, not one of them: "add eggs, butter and milk, thx". */
const AFTER_THINGS = ['thx', 'thanks', 'thank', 'ty', 'pls', 'plz', 'please', 'cheers'];

/**
 * "add eggs, butter and milk", "i need 3 tomatoes, an onion and a pound of turkey": the things after the first
 * comma too, when each is a grocery (the lexicon's bounds); else the span read up to the comma (`first`).
 */
function groceriesListed(tokens: readonly Token[], from: number, first: Token[]): Token[] {
  const listed = spanUntil(tokens, from, (t) => isPunctStop(t) || is(t, ...AFTER_THINGS));
  while (listed.length && (listed[listed.length - 1].text === ',' || is(listed[listed.length - 1], 'and'))) listed.pop();
  if (listed.length <= first.length) return first;
  const lines = groceryLinesOf(listed);
  // each line a thing the lexicon knows; or, when most are, one that it does not is a short name of its own, asked
  // about when added ("add milk, chips and soda": soda asked about, not dropped unsaid)
  const known = lines.filter((line) => storedName(line.item, 'grocery').kind === 'known').length;
  const short = lines.every((line) => line.item.split(/\s+/).length <= 2);
  return lines.length > 1 && (known === lines.length || (known >= 2 && known > lines.length / 2 && short)) ? listed : first;
}

/** A grocery line as the person asked for it. */
export interface GroceryLineRequest {
  item: string;
  quantity?: number;
  unit?: string;
  /** "5 bananas not 3": the amount said to be wrong. */
  insteadOf?: number;
  /** What the person typed when the item is a name put right ("brocolli" for Broccoli), and the food's aisle. */
  wrote?: string;
  aisle?: string;
}

/**
 * The lines of "eggs, butter and 2 cans of tomatoes": split at commas, "and" and "&" — unless the whole
 * phrase is one food of the catalogue ("half and half", "salt and pepper" are two).
 */
function groceryLinesOf(span: readonly Token[]): GroceryLineRequest[] {
  const whole = itemFromTokens(span.filter((t) => t.text !== ','));
  // one food whose name holds the "and" ("half and half"); the item read stops at the end of a food's name
  if (isCatalogueFoodName(whole.item) && /(?:^|\s)(?:and|&)(?:\s|$)/.test(whole.item)) return [whole];
  const parts: Token[][] = [[]];
  for (const t of span) {
    if (t.text === ',' || t.text === '&' || is(t, 'and')) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  const lines = parts.filter((p) => p.length).map((p) => itemFromTokens(p));
  return lines.length > 1 && lines.every((l) => l.item) ? lines : [whole];
}

function generatePlan(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  if (hasSeq(tokens, 'start', 'over') || hasSeq(tokens, 'start', 'fresh') || hasSeq(tokens, 'start', 'again'))
    return { type: 'generatePlan' };
  if (!isLemma(tokens[v], 'generate', 'create', 'make', 'build', 'plan', 'redo', 'regenerate', 'start', 'draw', 'put', 'do', 'give', 'new'))
    return null;
  const object = tokens.slice(v + 1);
  if (
    hasLemma(object, 'plan', 'menu') ||
    (isLemma(tokens[v], 'plan', 'generate', 'regenerate', 'redo', 'create', 'build') && hasLemma(object, 'week', 'meal', 'meals'))
  )
    return { type: 'generatePlan' };
  if (hasWord(object, 'new', 'another', 'fresh', 'different') && hasLemma(object, 'week')) return { type: 'generatePlan' };
  return null;
}

// ─── swapping a meal ──────────────────────────────────────────────────────────────────────────────

const SWAP_VERBS = ['swap', 'replace', 'change', 'switch', 'substitute', 'exchange', 'trade', 'rotate', 'sub'];
/** Words in "for something quick and cheap" that are not a dish. */
const SWAP_FILLER = new Set([
  'something',
  'else',
  'different',
  'another',
  'recipe',
  'meal',
  'dish',
  'one',
  'option',
  'options',
  'please',
  'instead',
  'quick',
  'quicker',
  'faster',
  'fast',
  'easy',
  'easier',
  'light',
  'lighter',
  'healthy',
  'healthier',
  'under',
  'less',
  'than',
  'in',
  'minute',
  'minutes',
  'min',
  'mins',
  'cheaper',
  'cheapest',
  'cheap',
  'expensive',
  'inexpensive',
  'budget',
  'and',
  'with',
  'a',
  'an',
  'some',
  'the',
  'new',
  'better',
  'nicer',
  'other',
  'for',
  'to',
  'thing',
  'tasty',
  'good',
  'nice',
  'simple',
  'simpler',
  'more',
  'affordable',
  'speedier',
  'lower',
  'cost',
  'that',
  'is',
  'are',
  'which',
  'has',
  'have',
  'or',
  'of',
  'into',
  'it',
  'thanks',
  'takes',
  'take',
  'within',
  'max',
  'maximum',
  'at',
  'most',
  'hour',
  'half',
  'food',
  'my',
  'me',
  "something's",
  // "… with something else as well", "… too": said of the change, not a dish
  'too',
  'also',
  'as',
  'well',
]);

function swap(clause: Clause): Intent | null {
  const { tokens } = clause;
  const v = requestVerbAt(clause);
  const meal = findMeal(tokens);
  const day = findDay(tokens);
  const swapVerb =
    isLemma(tokens[v], ...SWAP_VERBS) || (hasLemma(tokens, ...SWAP_VERBS) && meal !== undefined && !hasWord(tokens, 'what', 'how'));
  // "give me something quicker for wednesday dinner", "i'd like a vegetarian dinner on thursday instead"
  const instead = hasWord(tokens, 'instead', 'different') && meal !== undefined;
  const giveFor =
    isLemma(tokens[v], 'give', 'find', 'get', 'pick', 'choose') &&
    meal !== undefined &&
    day !== undefined &&
    hasWord(tokens, 'for') &&
    hasWord(tokens, 'something', 'else', 'different', 'another', 'quicker', 'cheaper', 'faster', 'new');
  if (!swapVerb && !instead && !giveFor) return null;
  if (!meal && !day && !hasLemma(tokens, 'meal', 'recipe', 'dish')) return null;
  const diet = findDietAt(tokens);
  const said = findMinutes(tokens);
  // "quicker", "faster", "less time": than the meal it replaces; "quick", "fast": the usual 20 minutes
  const quicker = said === undefined && (hasWord(tokens, 'quicker', 'faster', 'speedier') || hasSeq(tokens, 'less', 'time'));
  const minutes = said ?? (!quicker && hasWord(tokens, 'quick', 'fast', 'speedy') ? 20 : undefined);
  const cheaper =
    hasWord(tokens, 'cheaper', 'cheap', 'inexpensive', 'budget', 'affordable', 'cheapest') ||
    hasSeq(tokens, 'less', 'expensive') ||
    hasSeq(tokens, 'lower', 'cost');
  // What it should become: the words after "for"/"with"/"to" that are neither the slot nor a constraint.
  const target = tokens.findIndex(
    (t, k) => k > v && is(t, 'for', 'with', 'to', 'into') && !isDayWord(tokens[k + 1] ?? t) && !isMealWord(tokens[k + 1] ?? t),
  );
  let query: string | undefined;
  if (target >= 0) {
    const dish = tokens.slice(target + 1).filter((t, k) => {
      const at = target + 1 + k;
      if (diet && at >= diet.at && at < diet.at + diet.length) return false;
      return t.kind === 'word' && !SWAP_FILLER.has(t.norm) && !isDayWord(t) && !isMealWord(t) && !is(t, 'tonight', 'today', 'tomorrow');
    });
    const text = joinTokens(dish).replace(/\s+/g, ' ').replace(/ 's\b/g, "'s").trim();
    if (text && text.length <= MAX_TAG_LENGTH) query = text;
  }
  return {
    type: 'swap',
    day,
    meal,
    ...(diet ? { diet: diet.diet } : {}),
    ...(minutes ? { maxMinutes: minutes } : {}),
    ...(quicker ? { quicker } : {}),
    ...(query ? { query } : {}),
    ...(cheaper ? { cheaper } : {}),
  };
}

// ─── questions about the plan ─────────────────────────────────────────────────────────────────────

const PLAN_PLACES = ['plan', 'week', 'meals', 'meal', 'menu', 'food', 'recipes', 'dishes', 'anything', 'everything'];
/** Words that end an ingredient or allergen named in a question ("…in my plan", "…this week"). */
const isTermEnd = (t: Token) =>
  isPunctStop(t) ||
  t.text === ',' ||
  is(
    t,
    'in',
    'on',
    'for',
    'at',
    'during',
    'this',
    'next',
    'today',
    'tonight',
    'tomorrow',
    'anywhere',
    'anymore',
    'or',
    'is',
    'are',
    'will',
    'does',
    'do',
    'can',
    'right',
    'yet',
  ) ||
  isDayWord(t) ||
  (t.pos === 'AUX' && !is(t, 'have'));
const TERM_NOISE = new Set([
  'a',
  'an',
  'the',
  'any',
  'some',
  'my',
  'someone',
  'somebody',
  'people',
  'person',
  'with',
  'who',
  'that',
  'can',
  'not',
  'cannot',
  'eat',
  'have',
  'is',
  'are',
  'allergic',
  'to',
  'of',
  'containing',
  'contain',
  'contains',
  'has',
  'anything',
  'something',
  'meals',
  'dishes',
  'items',
  'kid',
  'kids',
  'child',
  'son',
  'daughter',
  'guest',
  'guests',
  'friend',
  'do',
  'does',
  'at',
  'all',
]);

/** "a peanut allergy" → "peanut"; "someone who can't eat shellfish" → "shellfish". */
function termOf(span: readonly Token[]): string | null {
  let w = span.filter((t) => t.kind !== 'punct' || t.text === '-');
  const allergy = w.findIndex((t) => isLemma(t, 'allergy', 'intolerance', 'allergies', 'intolerances', 'allergen'));
  if (allergy >= 0) w = w.slice(0, allergy);
  while (w.length && TERM_NOISE.has(w[0].norm)) w = w.slice(1);
  while (w.length && (TERM_NOISE.has(w[w.length - 1].norm) || w[w.length - 1].text === '-')) w = w.slice(0, -1);
  // "gluten free" asks about gluten
  if (w.length >= 2 && is(w[w.length - 1], 'free')) w = w.slice(0, is(w[w.length - 2], '-') ? -2 : -1);
  const term = joinTokens(w).replace(/\s+/g, ' ').trim();
  if (
    !term ||
    term.length > MAX_TAG_LENGTH ||
    ['my', 'the', 'this', 'it', 'plan', 'anything', 'something', 'meals', 'safe', 'ok', 'okay', 'fine'].includes(term)
  )
    return null;
  return term;
}

/** Words that make a diet question a request for ideas or a change, not a check of what is planned. */
const NOT_A_DIET_CHECK = [
  'swap',
  'replace',
  'change',
  'switch',
  'option',
  'options',
  'recipe',
  'recipes',
  'idea',
  'ideas',
  'suggest',
  'suggestion',
  'alternative',
  'something',
  'anything',
  'instead',
];

/**
 * "is wednesday dinner vegetarian?", "is my plan vegan", "are tuesday's meals dairy free", "can I eat friday
 * lunch if I'm vegan": whether planned meals fit a diet. The diet comes after what is asked about (a day, a
 * meal or the plan), and nothing asks for ideas or a change.
 */
function dietQuestion(tokens: readonly Token[]): Intent | null {
  const found = findDietAt(tokens);
  if (!found || tokens.some((t) => isLemma(t, ...NOT_A_DIET_CHECK))) return null;
  const before = tokens.slice(0, found.at);
  const day = findDay(tokens);
  const meal = findMeal(tokens);
  const aboutPlan = before.some((t) => is(t, ...PLAN_PLACES) || isDayWord(t) || isMealWord(t));
  const asks =
    is(words(tokens)[0], 'is', 'are', 'will', 'would') ||
    (hasSeq(tokens, 'can|could|may', 'i|we', 'eat|have') && before.some((t) => is(t, 'if', 'as')));
  // "do i have any vegetarian dinners this week", "which meals this week are vegan": the planned ones, asked which
  const planned =
    hasSeq(tokens, 'this|next', 'week') ||
    hasWord(tokens, 'planned') ||
    hasSeq(tokens, 'my|our|the', 'plan|menu|meals|dinners|lunches|breakfasts');
  const asksWhich =
    (is(words(tokens)[0], 'which', 'what', 'any') || hasSeq(tokens, 'do|have', 'i|we')) &&
    planned &&
    (meal !== undefined || hasLemma(tokens, 'meal'));
  if ((!aboutPlan || !asks) && !asksWhich) return null;
  return { type: 'dietCheck', diet: found.diet, ...(day ? { day } : {}), ...(meal ? { meal } : {}) };
}

/** A question whether the plan holds an ingredient or allergen: "is my plan safe for a peanut allergy?", "any nuts in my plan?". */
export function containsQuestion(tokens: readonly Token[]): { term: string; allergy: boolean } | null {
  const allergy = tokens.some((t) => isLemma(t, 'allergic', 'allergy', 'allergies', 'intolerant', 'intolerance', 'safe', 'allergen'));
  const after = (i: number) => spanUntil(tokens, i, isTermEnd);
  const found = (span: Token[]) => {
    const term = termOf(span);
    return term ? { term, allergy } : null;
  };
  // "allergic to peanuts, is my plan safe?"
  const allergic = findSeq(tokens, ['allergic', 'to']);
  if (allergic >= 0 && hasLemma(tokens, 'safe', 'ok', 'okay', 'fine', 'plan', 'week', 'meal', 'menu', 'contain', 'have')) {
    const hit = found(after(allergic + 2));
    if (hit) return hit;
  }
  // "safe for a peanut allergy", "ok for someone who can't eat shellfish", "safe with nuts"
  const safe = findSeq(tokens, ['safe|ok|okay|fine|alright|suitable', 'for|with']);
  if (safe >= 0) {
    const span = spanUntil(
      tokens,
      safe + 2,
      (t) => isPunctStop(t) || t.text === ',' || is(t, 'this', 'next', 'today', 'tomorrow') || isDayWord(t),
    );
    const hit = found(span);
    if (hit) return hit;
  }
  // "anything with chicken this week", "any meals containing dairy", "meals that have pork"
  const withAt = findSeq(tokens, ['anything|something|meals|meal|dishes|recipes|items|food', 'with|containing|that']);
  const planContext =
    hasSeq(tokens, 'this|next|the', 'week') ||
    hasSeq(tokens, 'my|the|this|our', 'plan|meals|menu|week') ||
    hasSeq(tokens, 'do|does|will', 'i|we', 'have|get|eat') ||
    hasWord(tokens, 'planned');
  if (withAt >= 0 && planContext && !hasLemma(tokens, 'cook', 'make', 'recipe', 'prepare')) {
    let i = withAt + 2;
    if (is(tokens[withAt + 1], 'that'))
      i = is(tokens[i], 'has', 'have', 'contain', 'contains', 'include', 'includes', 'use', 'uses') ? i + 1 : -1;
    if (i > 0) {
      const hit = found(after(i));
      if (hit) return hit;
    }
  }
  // "does my plan have shellfish", "do any of my meals have mushrooms", "does anything contain dairy"
  const verb = tokens.findIndex(
    (t, k) =>
      k > 0 &&
      isLemma(t, 'have', 'contain', 'include', 'use', 'feature') &&
      (tokens.slice(0, k).some((x) => is(x, 'does', 'do', 'will', 'would', 'did')) ||
        // "which meals this week use chicken" (of the plan; "which recipes use chicken" is the library's)
        (tokens.slice(0, k).some((x) => is(x, 'which', 'what')) &&
          tokens.slice(0, k).some((x) => is(x, 'week', 'plan', 'planned', 'my', 'our')) &&
          !hasWord(tokens, 'day', 'days'))),
  );
  if (
    verb > 0 &&
    tokens.slice(0, verb).some((t) => is(t, ...PLAN_PLACES) || isDayWord(t) || isMealWord(t)) &&
    !tokens.slice(0, verb).some((t) => is(t, 'i', 'we') && !hasSeq(tokens, 'do', 'i', 'have'))
  ) {
    const hit = found(after(verb + 1));
    if (hit) return hit;
  }
  // "is there any gluten in my meals?", "are there eggs in any of my meals", "any nuts in my plan?", "is there peanut in anything"
  const there = findSeq(tokens, ['is|are', 'there']);
  const anyFirst = is(words(tokens)[0], 'any');
  if (there >= 0 || anyFirst) {
    const from = there >= 0 ? there + 2 : tokens.indexOf(words(tokens)[0]) + 1;
    const span = spanUntil(tokens, from, isTermEnd);
    const inAt = from + span.length;
    if (is(tokens[inAt], 'in', 'on') && tokens.slice(inAt).some((t) => is(t, ...PLAN_PLACES))) {
      const hit = found(span);
      if (hit) return hit;
    }
  }
  // "will i be eating pork this week", "am i eating any beef"
  const eating = tokens.findIndex((t) => is(t, 'eating', 'having', 'getting'));
  if (
    eating > 0 &&
    tokens.slice(0, eating).some((t) => is(t, 'will', 'am', 'are', 'do')) &&
    !findMeal(tokens) &&
    !findMeasures(tokens).length &&
    !hasWord(tokens, 'what', 'how', 'which')
  ) {
    const hit = found(after(eating + 1));
    if (hit && planContext) return hit;
  }
  // "should i worry about nuts in my plan"
  const about = findSeq(tokens, ['worry|worried|concerned', 'about']);
  if (about >= 0) {
    const hit = found(after(about + 2));
    if (hit) return hit;
  }
  // "is my menu gluten free"
  const free = tokens.findIndex((t, k) => is(t, 'free') && k > 1);
  if (free > 0 && is(words(tokens)[0], 'is', 'are') && tokens.slice(0, free).some((t) => is(t, ...PLAN_PLACES))) {
    const food = tokens[free - 1].text === '-' ? tokens[free - 2] : tokens[free - 1];
    if (food && food.kind === 'word') return { term: food.text, allergy };
  }
  // "check my plan for peanuts"
  const check = findSeq(tokens, ['check|scan', 'my|the', 'plan|meals|week|menu', 'for']);
  if (check >= 0) {
    const hit = found(after(check + 4));
    if (hit) return hit;
  }
  return null;
}

const SUPERLATIVES_MOST = ['most', 'highest', 'biggest', 'largest', 'heaviest', 'priciest', 'costliest', 'max', 'maximum', 'more'];
const SUPERLATIVES_LEAST = ['least', 'fewest', 'lowest', 'smallest', 'lightest', 'cheapest', 'minimum', 'min'];
const COST_WORDS = [
  'cost',
  'costs',
  'costing',
  'spend',
  'spending',
  'spent',
  'price',
  'prices',
  'pricey',
  'expensive',
  'money',
  'cheap',
  'cheaper',
  'cheapest',
  'priciest',
  'costliest',
  'costly',
  'dollars',
  'pay',
];

function dayMost(tokens: readonly Token[]): Intent | null {
  if (!tokens.some((t) => is(t, 'day', 'days'))) return null;
  const most = tokens.some((t) => is(t, ...SUPERLATIVES_MOST));
  const least = tokens.some((t) => is(t, ...SUPERLATIVES_LEAST)) || hasSeq(tokens, 'least', 'expensive');
  if (!most && !least) return null;
  const measures = findMeasures(tokens);
  const measure: Measure | undefined =
    measures[0] ??
    (tokens.some((t) => is(t, ...COST_WORDS))
      ? 'cost'
      : is(
            tokens.find((t) => is(t, 'heaviest', 'lightest')),
            'heaviest',
            'lightest',
          )
        ? 'calories'
        : undefined);
  if (!measure) return null;
  return { type: 'dayMost', measure, least: least && !hasSeq(tokens, 'most', 'expensive') };
}

function cookTime(tokens: readonly Token[]): Intent | null {
  const asksTime =
    hasSeq(tokens, 'how', 'long') ||
    hasSeq(tokens, 'how', 'much', 'time') ||
    hasSeq(tokens, 'how', 'many', 'minutes|mins') ||
    hasSeq(tokens, 'take', 'to', 'make|cook|prepare') ||
    hasSeq(tokens, 'prep', 'time') ||
    hasSeq(tokens, 'cooking', 'time') ||
    hasSeq(tokens, 'cook', 'time');
  if (!asksTime) return null;
  const day = findDay(tokens);
  const meal = findMeal(tokens);
  if (!day && !meal) return null;
  return { type: 'cookTime', day, meal };
}

function cost(tokens: readonly Token[]): Intent | null {
  const day = findDay(tokens);
  const list = (mentionsList(tokens) || hasSeq(tokens, 'grocery|shopping', 'total|bill')) && !hasSeq(tokens, 'this|the|whole', 'week');
  if (
    (hasSeq(tokens, 'most', 'expensive') ||
      hasWord(tokens, 'priciest', 'costliest') ||
      hasSeq(tokens, 'most', 'costly') ||
      hasSeq(tokens, 'cost|costs', 'the', 'most')) &&
    !hasWord(tokens, 'day', 'days')
  ) {
    return { type: 'cost', what: 'mostExpensive' };
  }
  const costly =
    tokens.some((t) => is(t, ...COST_WORDS)) ||
    (hasSeq(tokens, 'how', 'much') && (list || hasSeq(tokens, 'come', 'to'))) ||
    (hasWord(tokens, 'total', 'bill') && (list || hasWord(tokens, 'grocery', 'shopping'))) ||
    (hasLemma(tokens, 'budget') &&
      hasWord(tokens, 'within', 'over', 'under', 'left', 'remaining', 'stay', 'blow', 'exceed', 'beyond', 'fit'));
  if (!costly || findMeasures(tokens).length) return null;
  if (day && !list) return { type: 'cost', what: 'day', day };
  return { type: 'cost', what: list ? 'list' : 'week' };
}

const WEEK_WORDS = ['week', 'weekly', 'total', 'overall', 'altogether', 'whole'];
/** "high protein", "low calorie", "lots of protein", "recipe", "suggest": asking for ideas, not about the plan. */
function asksForIdeas(tokens: readonly Token[]): boolean {
  return (
    hasLemma(tokens, 'suggest', 'recommend', 'idea', 'recipe', 'dish', 'suggestion', 'option', 'inspiration', 'crave', 'craving') ||
    hasSeq(tokens, 'high|rich|packed|loaded|higher', 'in|protein|fat|carb|carbs') ||
    hasSeq(tokens, 'protein', 'rich|packed|heavy') ||
    hasSeq(tokens, 'lots|plenty|loads|lot', 'of') ||
    hasSeq(tokens, 'low', 'calorie|calories|fat|carb|carbs') ||
    hasSeq(tokens, 'a|an|some', 'breakfast|lunch|dinner|meal|snack') ||
    hasSeq(tokens, 'mood', 'for') ||
    hasSeq(tokens, 'feel', 'like') ||
    ((hasLemma(tokens, 'find', 'search') || hasSeq(tokens, 'look|looking', 'for')) && !mentionsList(tokens)) ||
    hasSeq(tokens, 'what', 'should|could|can', 'i|we', 'cook|make|eat|have')
  );
}

function nutrientOrCalories(tokens: readonly Token[]): Intent | null {
  const measures = findMeasures(tokens);
  if (!measures.length || asksForIdeas(tokens)) return null;
  const day = findDay(tokens);
  // "what's my calorie goal?" asks about a preference, not about the plan.
  if (!day && !findMeal(tokens) && hasLemma(tokens, 'goal', 'target', 'limit')) return null;
  const meal = findMeal(tokens);
  const week = !day && tokens.some((t) => is(t, ...WEEK_WORDS) || (is(t, 'plan') && !meal));
  const measure = measures[0];
  if (measure === 'cost') return null;
  if (measure === 'calories') return { type: 'calories', day, ...(meal ? { meal } : {}), week: week && !meal };
  return { type: 'nutrient', nutrient: measure, day, ...(meal ? { meal } : {}), week: week && !meal };
}

// ─── ideas: what to cook ──────────────────────────────────────────────────────────────────────────

const COOK_VERBS = ['cook', 'make', 'do', 'prepare', 'whip', 'fix', 'create', 'eat', 'use'];
const isIngredientEnd = (t: Token) =>
  isPunctStop(t) ||
  (t.kind === 'punct' && t.text === '-' && t.space) ||
  is(
    t,
    'for',
    'in',
    'tonight',
    'today',
    'tomorrow',
    'this',
    'under',
    'within',
    'that',
    'which',
    'please',
    'what',
    'any',
    'is',
    'are',
    'can',
    'could',
    'should',
    'would',
  ) ||
  isDayWord(t);

/** Ingredients on hand, with what follows "with", "using", "use", or "i have"/"got" before a question about ideas. */
function cookWith(clauses: readonly Clause[], tokens: readonly Token[]): Intent | null {
  const meal = findMeal(tokens);
  const cooking =
    hasLemma(tokens, ...COOK_VERBS, 'recipe', 'dish', 'idea', 'meal', 'suggestion', 'something', 'anything') || hasWord(tokens, 'ideas');
  if (!cooking) return null;
  const spans: Token[][] = [];
  for (const [k, t] of tokens.entries()) {
    if (is(t, 'with', 'using') || (isLemma(t, 'use') && !is(tokens[k + 1], 'up'))) spans.push(spanUntil(tokens, k + 1, isIngredientEnd));
  }
  for (const c of clauses) {
    const w = c.tokens;
    const s = c.start;
    if (is(w[s], 'i', 'we') && (isLemma(w[s + 1], 'have', 'got') || (is(w[s + 1], 'have') && is(w[s + 2], 'got'))))
      spans.push(spanUntil(w, s + (is(w[s + 2], 'got') ? 3 : 2), isIngredientEnd));
    if (is(w[s], 'got')) spans.push(spanUntil(w, s + 1, isIngredientEnd));
  }
  for (const span of spans) {
    if (
      !span.length ||
      span.some((t) => t.kind === 'number' || findMeasures([t]).length || is(t, 'minutes', 'minute', 'time', 'hour', 'lots', 'plenty'))
    )
      continue;
    const ingredients = ingredientList(span.filter((t) => !isMealWord(t) && !is(t, 'ideas', 'idea', 'recipes', 'recipe', 'something')));
    if (ingredients.length) return { type: 'cookWith', ingredients, ...(meal ? { meal } : {}) };
  }
  return null;
}

const QUICK_WORDS = ['quick', 'fast', 'speedy', 'quickly', 'rapid', 'quicker', 'faster'];
const FOOD_ASK = [
  'cook',
  'make',
  'recipe',
  'ready',
  'eat',
  'meal',
  'dish',
  'idea',
  'ideas',
  'something',
  'food',
  'prepare',
  'breakfast',
  'lunch',
  'dinner',
  'snack',
  'option',
  'suggestion',
];

function quick(tokens: readonly Token[]): Intent | null {
  const minutes = findMinutes(tokens);
  const hurry =
    hasSeq(tokens, 'in', 'a', 'hurry') ||
    hasSeq(tokens, 'no', 'time') ||
    hasSeq(tokens, 'short', 'on', 'time') ||
    hasSeq(tokens, 'not', 'much', 'time');
  const asksFood = hasLemma(tokens, ...FOOD_ASK) || hurry;
  if (!asksFood) return null;
  if (minutes === undefined && !hurry && !tokens.some((t) => is(t, ...QUICK_WORDS))) return null;
  const meal = findMeal(tokens);
  const diet = findDiet(tokens);
  const cuisine = findCuisine(tokens)?.cuisine;
  return {
    type: 'quick',
    maxMinutes: minutes ?? 20,
    ...(meal ? { meal } : {}),
    ...(diet ? { diet } : {}),
    ...(cuisine ? { cuisine } : {}),
  };
}

/** Words in "show me some good chicken recipes" that are not the dish. */
const IDEA_FILLER = new Set([
  'recipe',
  'recipes',
  'meal',
  'meals',
  'dish',
  'dishes',
  'idea',
  'ideas',
  'something',
  'anything',
  'food',
  'me',
  'some',
  'good',
  'nice',
  'tasty',
  'healthy',
  'easy',
  'new',
  'suggestion',
  'suggestions',
  'please',
  'any',
  'show',
  'find',
  'give',
  'suggest',
  'recommend',
  'a',
  'an',
  'the',
  'for',
  'with',
  'i',
  'we',
  'want',
  'what',
  'should',
  'could',
  'can',
  'cook',
  'make',
  'eat',
  'have',
  'mood',
  'in',
  'high',
  'protein',
  'rich',
  'packed',
  'lots',
  'of',
  'plenty',
  'is',
  'are',
  'am',
  'to',
  'search',
  'looking',
  'look',
  'option',
  'options',
  'kind',
  'sort',
  'type',
  'fancy',
  'feel',
  'like',
  'craving',
  'crave',
  'great',
  'delicious',
  'yummy',
  'simple',
  'my',
  'you',
  'do',
  'that',
  'this',
  'there',
  'got',
  'get',
  'inspiration',
  'lot',
  'would',
  'love',
  'cuisine',
  'style',
  'dinner',
  'lunch',
  'breakfast',
  'tonight',
  'today',
  'tomorrow',
  'week',
  'loaded',
  'heavy',
  'higher',
  'free',
  'based',
  'low',
  'carb',
  'calorie',
  'calories',
  'fat',
  'one',
  'couple',
  'few',
  'really',
  'so',
  'just',
  'also',
  'maybe',
  'perhaps',
  'idk',
  'hmm',
  'ok',
  'okay',
  'eating',
]);

function recipes(tokens: readonly Token[]): Intent | null {
  const cuisine = findCuisine(tokens);
  const diet = findDietAt(tokens);
  const meal = findMeal(tokens);
  const rank =
    hasSeq(tokens, 'high|higher|rich', 'protein') ||
    hasSeq(tokens, 'protein', 'rich|packed|heavy|loaded') ||
    hasSeq(tokens, 'lots|plenty|loads|lot|most', 'of', 'protein') ||
    hasSeq(tokens, 'high', '-', 'protein') ||
    hasSeq(tokens, 'protein', '-', 'rich|packed') ||
    hasSeq(tokens, 'rich|high', 'in', 'protein')
      ? ('protein' as const)
      : undefined;
  const ideas =
    asksForIdeas(tokens) ||
    cuisine !== undefined ||
    rank !== undefined ||
    (hasWord(tokens, 'any') && (meal !== undefined || diet !== undefined)) ||
    hasSeq(tokens, 'something', 'vegan|vegetarian|veggie|keto|paleo|light|healthy|new|different|tasty');
  if (!ideas) return null;
  const skip = (i: number) =>
    (cuisine && i >= cuisine.at && i < cuisine.at + cuisine.length) || (diet && i >= diet.at && i < diet.at + diet.length);
  const dish = tokens.filter(
    (t, i) =>
      !skip(i) &&
      t.kind === 'word' &&
      !IDEA_FILLER.has(t.norm) &&
      !IDEA_FILLER.has(t.lemma) &&
      !isDayWord(t) &&
      !isMealWord(t) &&
      !is(t, ...WH_WORDS, ...AUXILIARIES) &&
      t.pos !== 'ADP' &&
      t.pos !== 'PRON' &&
      t.pos !== 'DET' &&
      t.pos !== 'AUX' &&
      t.pos !== 'ADV' &&
      t.pos !== 'SCONJ' &&
      t.pos !== 'CCONJ',
  );
  const query = joinTokens(dish).replace(/\s+/g, ' ').trim();
  return {
    type: 'recipes',
    ...(query && query.length <= MAX_TAG_LENGTH ? { query } : {}),
    ...(diet ? { diet: diet.diet } : {}),
    ...(meal ? { meal } : {}),
    ...(rank ? { rank } : {}),
    ...(cuisine ? { cuisine: cuisine.cuisine } : {}),
  };
}

// ─── what is planned, the list, preferences ───────────────────────────────────────────────────────

/**
 * Whether a message names a food or an allergen, or a verb of change: then an ask about the list or the preferences
 * is about that thing ("is in my list the yogurt?", "please you add eggs in my list", "I have allergy of peanut"),
 * never a request to see the whole list or every preference.
 */
function namesAThing(tokens: readonly Token[]): boolean {
  const foods = foodLexicon();
  return tokens.some(
    (t, i) =>
      CHANGE_VERBS.has(t.lemma) ||
      (t.kind === 'word' &&
        !is(t, ...LIST_NOUNS, 'grocery', 'shopping', 'list') &&
        !isDayWord(t) &&
        !isMealWord(t) &&
        (foods.exact(t.norm) !== null ||
          (tokens[i + 1] !== undefined && foods.exact(`${t.norm} ${tokens[i + 1].norm}`) !== null) ||
          allergensNamed(t.norm).length > 0)),
  );
}

function groceryList(tokens: readonly Token[]): Intent | null {
  const list = mentionsList(tokens) || hasSeq(tokens, 'need', 'to', 'buy|get|pick') || hasSeq(tokens, 'what', 'to', 'buy|get');
  if (!list || namesAThing(tokens)) return null;
  if (tokens.some((t) => is(t, ...COST_WORDS)) || hasSeq(tokens, 'how', 'much')) return null;
  if (
    hasLemma(tokens, 'show', 'see', 'read', 'view', 'open', 'tell', 'give', 'list') ||
    hasWord(tokens, 'what', 'whats', 'left', 'on', 'anything', 'still', 'which') ||
    words(tokens).length <= 3
  )
    return { type: 'groceryList' };
  return null;
}

function meal(tokens: readonly Token[]): Intent | null {
  const day = findDay(tokens);
  const m = findMeal(tokens);
  const weekend = hasLemma(tokens, 'weekend');
  const overview =
    hasSeq(tokens, 'meal', 'plan') ||
    hasLemma(tokens, 'menu') ||
    hasSeq(tokens, 'this|the|whole|my|next', 'week') ||
    hasSeq(tokens, 'my|the|this|current', 'plan');
  if (!day && !m && !weekend && !overview) return null;
  if (weekend && !day) return { type: 'meal', meal: m, weekend: true };
  if (!day && !m) {
    const reads =
      hasLemma(tokens, 'show', 'see', 'tell', 'view', 'what', 'give', 'list', 'read', 'plan') ||
      hasWord(tokens, 'what', 'whats', 'planned', 'eating', 'having');
    return reads ? { type: 'meal' } : null;
  }
  return { type: 'meal', day, meal: m };
}

function preferences(tokens: readonly Token[]): Intent | null {
  // "protein goal 150g", "an allergy to shellfish": a goal or a thing said, not a look at the preferences
  if (namesAThing(tokens) || findNumbers(tokens).length) return null;
  if (
    hasLemma(
      tokens,
      'preference',
      'preferences',
      'setting',
      'settings',
      'allergy',
      'allergies',
      'allergic',
      'restriction',
      'restrictions',
      'dislike',
      'dislikes',
      'diet',
      'diets',
      'budget',
      'goal',
      'profile',
      'store',
      'shop',
      'supermarket',
    )
  ) {
    return { type: 'preferences' };
  }
  return null;
}

/** What a question or a read-only request asks about, answered from the data. */
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
    const asked = askedQuestion(tokens);
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
      if (change) return { type: 'offer', request: requestText(asked) };
    }
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

/** A request with one of these verbs asks for a change, even when its target is missing ("swap it for…"): never a question. */
const CHANGE_VERBS: ReadonlySet<string> = new Set([...SWAP_VERBS, ...REMOVE_VERBS, ...ADD_VERBS.filter((v) => v !== 'get')]);

/** A question of questions/questions.ts, or the list's dearest line ("what costs most on my list"). */
function askedQuestion(tokens: readonly Token[]): Intent | null {
  if (asksDearestLine(tokens)) return { type: 'cost', what: 'mostExpensive' };
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
export function parseIntent(typed: string): Intent {
  return readMessage(typed, { understand, parse: parseIntent, isChange: (i) => WRITES.has(i.type) || i.type === 'confirm' });
}
