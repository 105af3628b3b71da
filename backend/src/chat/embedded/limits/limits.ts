/**
 * What the assistant knows it must not do, read from a message's tokens: give a verdict on a health
 * question, act on (or read) another person's account, or take on a subject outside food planning.
 * Each reader answers what it found, or null. Pure.
 */
import { findMeasures, findSeq, hasLemma, hasSeq, hasWord, is, isDayWord, isLemma, isMealWord } from '../entities.js';
import { foodLexicon } from '../../lexicon/foods.js';
import { isDayNoun } from '../../lexicon/days.js';
import type { Token } from '../tokens.js';
import {
  ACCOUNT_NOUNS,
  FOOD_ASK_WORDS,
  OCCASIONS,
  OFF_TOPICS,
  OTHER_PEOPLE,
  OWN_KITCHEN_PEOPLE,
  PUTTING_VERBS,
} from '../../lexicon/topics.js';
import { OCCASIONS as FOOD_OCCASIONS } from '../../lexicon/reasons.js';
import { knownDish } from '../../lexicon/dishes.js';
import { ADD_VERBS } from '../intents/grocery.js';

export { asksPace, medicalTopic, type MedicalTopic } from './health.js';

const named = (t: Token | undefined, words: readonly string[]) => t !== undefined && (words.includes(t.lemma) || words.includes(t.norm));

/** Words before "'s" that are not a person: "tuesday's", "today's", "let's", "what's", a store ("trader joe's"). */
const NOT_OWNERS = [
  'let',
  'what',
  'that',
  'it',
  'there',
  'here',
  'who',
  'where',
  'how',
  'week',
  'today',
  'tomorrow',
  'tonight',
  'plan',
  'list',
  'joe',
  'trader',
  'everyone',
  'i',
  'my',
];
/** Words before a possessive that make it the asker's own or no one's ("my", "the", "this"). */
const NOT_BEFORE_OWNER = ['my', 'our', 'your', 'the', 'a', 'an', 'this', 'that', 'next', 'last', 'every', 'each'];
/**
 * A name with an "s" and no apostrophe ("johns", "emmas"): a noun the language model keeps as it is (a plural is given
 * its singular, "weeks" → "week"), and none of the assistant's own words (a day, a meal, a nutrient, a food).
 */
const isOwnerWithoutApostrophe = (t: Token) =>
  t.kind === 'word' &&
  /^[a-z]{3,}s$/.test(t.norm) &&
  t.lemma === t.norm &&
  ['NOUN', 'PROPN'].includes(t.pos) &&
  !isDayWord(t) &&
  !isMealWord(t) &&
  !findMeasures([t]).length &&
  !foodLexicon().isFoodWord(t.text) &&
  !named(t, ACCOUNT_NOUNS) &&
  !named(t, OCCASIONS);
const accountNounWithin = (tokens: readonly Token[], from: number, n: number) =>
  tokens.slice(from, from + n).some((t) => named(t, ACCOUNT_NOUNS) || isLemma(t, ...ACCOUNT_NOUNS));
/** A verb of change anywhere: a meal of someone else's named beside it is asked to be changed ("set johns dinner to pizza"). */
const CHANGE_VERBS = ['set', 'change', 'swap', 'switch', 'replace', 'make', 'plan', 'put', 'add', 'remove', 'update', 'edit'];
/** What an owner holds, right after them: an account's things, or, when a change is asked, their meal ("johns dinner"). */
const heldBy = (tokens: readonly Token[], at: number, n: number) =>
  accountNounWithin(tokens, at, n) ||
  (tokens[at] !== undefined && isMealWord(tokens[at]) && tokens.some((t) => isLemma(t, ...CHANGE_VERBS)));

/** The people word a token says, with or without the "s" of a possessive typed without its apostrophe ("gfs"); else null. */
function personSaid(t: Token): string | null {
  if (named(t, OTHER_PEOPLE)) return t.lemma;
  const bare = t.kind === 'word' && t.norm.endsWith('s') ? t.norm.slice(0, -1) : '';
  return bare && OTHER_PEOPLE.includes(bare) ? bare : null;
}

/** Whether the words from `at` say what someone eats: "is eating", "'s eating", "will eat", "eats". */
function eatsAt(tokens: readonly Token[], at: number): boolean {
  let k = at;
  while (is(tokens[k], "'s", 'is', 'are', 'will', 'be', 'gonna', 'going', 'to')) k++;
  return isLemma(tokens[k], 'eat');
}

/**
 * "can you see what my sister is eating", "what's my dad eating tonight": another person's meals asked about (a "what"
 * before them: "my son is eating with us" tells), answered only when they share the plan.
 */
export function asksTheirMeals(tokens: readonly Token[]): boolean {
  return tokens.some(
    (t, i) =>
      is(tokens[i - 1], 'my', 'our') && named(t, OTHER_PEOPLE) && eatsAt(tokens, i + 1) && hasWord(tokens.slice(0, i), 'what', 'whats'),
  );
}

/**
 * Another person's account named in a message: "my wife's budget", "john's allergies", "her calorie goal",
 * "change the budget for my husband", "my son is allergic to peanuts" (told, not asked). Answers who, as said; null when none.
 */
/**
 * "put eggs on my list for the grandkids' breakfast", "grab rolls for my son's lunch": who the asker buys for, said
 * after "for" in an add — the asker's own list changes, no account of theirs. `at` is the possessive's "'s".
 */
function boughtForTheirMeal(tokens: readonly Token[], at: number): boolean {
  const before = is(tokens[at - 2], 'the', 'my', 'our', 'his', 'her', 'their') ? at - 3 : at - 2;
  return is(tokens[before], 'for') && isMealWord(tokens[at + 1]) && tokens.slice(0, before).some((t) => isLemma(t, ...ADD_VERBS));
}

/** Whether an add says who the food is for, before their meal ("… for the grandkids' breakfast"): see boughtForTheirMeal. */
export function boughtForSomeone(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => ["'s", "'", '’s', '’'].includes(t.text) && i > 1 && boughtForTheirMeal(tokens, i));
}

export function otherAccount(tokens: readonly Token[], asked: boolean): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // possessive: "john's allergies", "my wife's calorie goal"
    if (t.text === "'s" && i > 0) {
      const owner = tokens[i - 1];
      if (
        owner.kind === 'word' &&
        !is(owner, ...NOT_OWNERS) &&
        !isDayWord(owner) &&
        !isDayNoun(owner) &&
        !isMealWord(owner) &&
        !named(owner, OCCASIONS) &&
        !boughtForTheirMeal(tokens, i) &&
        heldBy(tokens, i + 1, 3)
      )
        // ("my bf's kcal": the asker's own relation, said as one)
        return is(tokens[i - 2], 'my', 'our') && named(owner, OTHER_PEOPLE) ? `your ${owner.text}` : owner.text;
    }
    // "johns budget", "emmas diet": a name made possessive without its apostrophe, just before what an account holds
    if (isOwnerWithoutApostrophe(t) && !is(tokens[i - 1], ...NOT_BEFORE_OWNER) && heldBy(tokens, i + 1, 2)) return t.text.slice(0, -1);
    // "my wifes budget", "my son allergies", "my gfs cals" (no apostrophe)
    const person = personSaid(t);
    if (is(tokens[i - 1], 'my', 'our') && person && heldBy(tokens, i + 1, 2)) return `your ${person}`;
    // "what my sister is eating this week", "my brother's eating": another person's meals
    if (asksTheirMeals(tokens) && is(tokens[i - 1], 'my', 'our') && named(t, OTHER_PEOPLE)) return `your ${t.lemma}`;
    // "put my dad on 1600 calories", "switch my wife to keto": the person is what is set
    if (
      is(tokens[i - 1], 'my', 'our') &&
      named(t, OTHER_PEOPLE) &&
      isLemma(tokens[i - 2], ...PUTTING_VERBS) &&
      is(tokens[i + 1], 'on', 'to', 'onto')
    )
      return `your ${t.lemma}`;
    // "for my roommate add milk": someone with a kitchen of their own (a child's or a partner's food is the household's)
    if (
      is(t, 'for') &&
      is(tokens[i + 1], 'my', 'our') &&
      named(tokens[i + 2], OWN_KITCHEN_PEOPLE) &&
      tokens.some((w) => isLemma(w, ...CHANGE_VERBS))
    )
      return `your ${tokens[i + 2].lemma}`;
    // "her allergies", "his budget", "their calorie goal"
    if (is(t, 'his', 'her', 'their') && accountNounWithin(tokens, i + 1, 2)) return is(t, 'their') ? 'them' : is(t, 'his') ? 'him' : 'her';
    // "change the budget for my wife" (a list or plan for a family is the person's own)
    if (
      is(t, 'for') &&
      is(tokens[i + 1], 'my', 'our') &&
      named(tokens[i + 2], OTHER_PEOPLE) &&
      tokens.some((w) => named(w, ACCOUNT_NOUNS) && !isLemma(w, 'list', 'plan'))
    )
      return `your ${tokens[i + 2].lemma}`;
  }
  // "my wife is allergic to nuts", "my son is vegetarian now", "my husband hates mushrooms" (asked about the plan, it is a question: answered)
  // ("hubby needs 2500 cals a day": a relation said without "my")
  const s = asked ? -1 : is(tokens[0], 'my', 'our') ? 1 : named(tokens[0], OTHER_PEOPLE) ? 0 : -1;
  if (s >= 0 && named(tokens[s], OTHER_PEOPLE) && !is(tokens[s], 'he', 'she', 'they')) {
    const rest = tokens.slice(s + 1);
    if (
      is(
        rest[0],
        'is',
        'are',
        'am',
        'has',
        'have',
        'does',
        'do',
        'cannot',
        'can',
        'hates',
        'hate',
        'dislikes',
        'loves',
        'likes',
        'wants',
        'went',
        'eats',
        'eat',
        'needs',
        'need',
        'should',
        'gets',
      )
    ) {
      if (hasLemma(rest, 'allergic', 'allergy', 'intolerant', 'hate', 'dislike', 'vegetarian', 'vegan', 'keto', 'paleo', 'budget', 'diet'))
        return `your ${tokens[s].lemma}`;
      // "my wife wants 1800 calories", "my husband needs 2500 cals a day": their goal, with its figure
      if (rest.some((t) => t.kind === 'number') && findMeasures(rest).length) return `your ${tokens[s].lemma}`;
    }
  }
  return null;
}

/** A subject outside food planning ("the weather", "jokes"); null when none is named. */
export function offTopic(tokens: readonly Token[]): string | null {
  for (const [topic, words] of Object.entries(OFF_TOPICS)) if (tokens.some((t) => named(t, words))) return topic;
  // "book a table at …", "reserve a restaurant": a task, not a recipe search
  if (
    findSeq(tokens, ['book|reserve', 'a|the|us|me', 'table|restaurant|spot']) >= 0 ||
    (hasLemma(tokens, 'book', 'reserve') && hasLemma(tokens, 'restaurant'))
  )
    return 'booking restaurants or tables';
  // "who won the game", "what was the score last night": a result, not a meal
  if (hasLemma(tokens, 'win', 'won', 'lose', 'lost', 'score') && hasLemma(tokens, 'game', 'match', 'race', 'team', 'final'))
    return 'sports results';
  // "who won the super bowl", "the world cup"
  if (
    (is(tokens[0], 'who') && isLemma(tokens[1], 'win', 'won')) ||
    hasSeq(tokens, 'super', 'bowl') ||
    hasSeq(tokens, 'world', 'cup|series')
  )
    return 'sports results';
  if (hasLemma(tokens, 'write', 'draft') && hasLemma(tokens, 'letter', 'email', 'note', 'message', 'speech', 'essay'))
    return 'writing letters or emails';
  return null;
}

/**
 * Ideas asked of something that is no food ("suggest a good podcast for my commute"): a search that names no cuisine,
 * diet, meal or food the kitchen knows, and says nothing of cooking, eating or an occasion food is for ("game day").
 */
export function ideasOfNothingEaten(
  search: { query?: string; cuisine?: string; diet?: string; meal?: string; rank?: string },
  tokens: readonly Token[],
): boolean {
  if (!search.query || search.cuisine || search.diet || search.meal || search.rank) return false;
  if (knownDish(search.query)) return false;
  const said = [tokens.map((t) => t.norm), tokens.map((t) => t.lemma)].map((ws) => ` ${ws.join(' ')} `);
  const occasion = FOOD_OCCASIONS.some((o) => said.some((s) => s.includes(` ${o.join(' ')} `)));
  return !occasion && !tokens.some((t) => isLemma(t, ...FOOD_ASK_WORDS) || foodLexicon().foodPrefix([t.norm]) > 0);
}

/** What a question asks a person has or eats: "what did sarah have for dinner", "what is tom eating tonight". */
const EATS = [
  'have',
  'has',
  'had',
  'having',
  'eat',
  'eats',
  'eating',
  'ate',
  'get',
  'getting',
  'want',
  'like',
  'cook',
  'cooking',
  'make',
  'making',
  'need',
  'plan',
  'planned',
];
/** What a person's own meals are called after "'s": "sarah's dinner", "mike's meals this week". */
const OWN_MEALS = [
  'meal',
  'meals',
  'menu',
  'food',
  'week',
  'dinner',
  'lunch',
  'breakfast',
  'recipes',
  'groceries',
  'shopping',
  'schedule',
  'calories',
  'macros',
];

/**
 * A person named by name whose meals are asked about ("what did sarah have for dinner", "show me mike's meals"):
 * the name as typed, else null. Whether they are at the person's table is known only when answered.
 * `isName` tells a name from a food or a day (requests/table.ts).
 */
export function namedPerson(tokens: readonly Token[], isName: (t: Token | undefined) => boolean): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (is(t, 'what', 'whats', 'which', 'when', 'how') || (t.text === "'s" && is(tokens[i - 1], 'what'))) {
      const aux = is(tokens[i + 1], 'did', 'does', 'do', 'is', 'was', 'will', 'has', "'s") ? i + 1 : -1;
      if (aux > 0 && isName(tokens[aux + 1]) && named(tokens[aux + 2], EATS)) return tokens[aux + 1].text;
      // "what is my wife having tonight": someone by relation, who may be at the table
      if (aux > 0 && is(tokens[aux + 1], 'my', 'our') && named(tokens[aux + 2], OTHER_PEOPLE) && named(tokens[aux + 3], EATS))
        return `your ${tokens[aux + 2].text}`;
    }
    if (t.text === "'s" && isName(tokens[i - 1]) && !is(tokens[i - 1], ...NOT_OWNERS)) {
      const next = tokens.slice(i + 1, i + 3);
      if (next.some((w) => named(w, OWN_MEALS))) return tokens[i - 1].text;
    }
  }
  return null;
}

/** Logging in as someone else or naming another address: "log in as someone@x.com", "sign into tom's account". */
export function otherLogin(text: string, tokens: readonly Token[]): string | null {
  const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text);
  if (email) return email[0];
  const at = tokens.findIndex((t, i) => is(t, 'log', 'sign', 'login', 'signin') && is(tokens[i + 1], 'in', 'into', 'on', 'as'));
  if (at < 0) return null;
  const as = tokens.findIndex((t, i) => i > at && is(t, 'as'));
  if (as < 0 || !tokens[as + 1]) return null;
  // "as my sister": who, as said
  return is(tokens[as + 1], 'my', 'our') && tokens[as + 2] ? `your ${tokens[as + 2].text}` : tokens[as + 1].text;
}
