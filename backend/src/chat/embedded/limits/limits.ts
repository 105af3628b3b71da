/**
 * What the assistant knows it must not do, read from a message's tokens: give a verdict on a health
 * question, act on (or read) another person's account, or take on a subject outside food planning.
 * Each reader answers what it found, or null. Pure.
 */
import { findSeq, hasLemma, hasSeq, is, isDayWord, isLemma, isMealWord, numberOf } from '../entities.js';
import type { Token } from '../tokens.js';
import { ACCOUNT_NOUNS, MEDICAL_LEMMAS, OFF_TOPICS, OTHER_PEOPLE, PACE_WORDS, WEIGHT_LEMMAS } from './topics.js';

export type MedicalTopic = keyof typeof MEDICAL_LEMMAS | 'weightLoss' | 'lowCalories';

const named = (t: Token | undefined, words: readonly string[]) => t !== undefined && (words.includes(t.lemma) || words.includes(t.norm));
const CALORIE_WORDS = ['calorie', 'calories', 'kcal', 'cal', 'cals'];

/** "to fast", "a water fast", "fast for three days", "intermittent fasting": a fast, not speed ("how fast", "something fast"). */
function fastAt(tokens: readonly Token[], i: number): boolean {
  if (!is(tokens[i], 'fast')) return false;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  if (is(after, 'food', 'foods', 'dinner', 'lunch', 'breakfast', 'meal', 'meals', 'recipe', 'recipes', 'one', 'option', 'options'))
    return false;
  if (is(before, 'to', 'i', 'we', 'a', 'water', 'juice', 'intermittent', 'day', 'hour', 'dry', 'long')) return true;
  return is(after, 'for') && (numberOf(tokens[i + 2]) !== undefined || is(tokens[i + 2], 'a', 'an', 'a few', 'several', 'two', 'three'));
}

/** A health question we give no verdict on, by kind; null when the message is not one. */
export function medicalTopic(tokens: readonly Token[]): MedicalTopic | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (named(t, MEDICAL_LEMMAS.medication)) return 'medication';
    if (named(t, MEDICAL_LEMMAS.pregnancy)) return 'pregnancy';
    // "kidney beans" are a food, not a kidney
    if (named(t, MEDICAL_LEMMAS.condition) && !isLemma(tokens[i + 1], 'bean')) return 'condition';
    if (named(t, MEDICAL_LEMMAS.fasting) || fastAt(tokens, i)) return 'fasting';
    // "lose 10 pounds", "how fast can i drop weight", "gain weight quickly"
    if (isLemma(t, 'lose', 'drop', 'shed', 'gain', 'burn') && tokens.slice(i + 1, i + 5).some((w) => named(w, WEIGHT_LEMMAS)))
      return 'weightLoss';
  }
  // "is 800 calories a day safe": a verdict on eating below what a plan allows
  const low = tokens.some((t, i) => (numberOf(t) ?? Infinity) < 1000 && named(tokens[i + 1], CALORIE_WORDS));
  if (low && hasLemma(tokens, 'safe', 'healthy', 'dangerous', 'unhealthy', 'harmful', 'enough', 'ok', 'okay')) return 'lowCalories';
  return null;
}

/** Whether a weight-loss question asks how fast or how much (kept for the reply's wording). */
export const asksPace = (tokens: readonly Token[]) => tokens.some((t) => named(t, PACE_WORDS));

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
const accountNounWithin = (tokens: readonly Token[], from: number, n: number) =>
  tokens.slice(from, from + n).some((t) => named(t, ACCOUNT_NOUNS) || isLemma(t, ...ACCOUNT_NOUNS));

/**
 * Another person's account named in a message: "my wife's budget", "john's allergies", "her calorie goal",
 * "change the budget for my husband", "my son is allergic to peanuts" (told, not asked). Answers who, as said; null when none.
 */
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
        !isMealWord(owner) &&
        accountNounWithin(tokens, i + 1, 3)
      )
        return owner.text;
    }
    // "my wifes budget", "my son allergies" (no apostrophe)
    if (is(tokens[i - 1], 'my', 'our') && named(t, OTHER_PEOPLE) && accountNounWithin(tokens, i + 1, 2)) return `your ${t.lemma}`;
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
  const s = !asked && is(tokens[0], 'my', 'our') ? 1 : -1;
  if (s > 0 && named(tokens[s], OTHER_PEOPLE) && !is(tokens[s], 'he', 'she', 'they')) {
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
      )
    )
      if (hasLemma(rest, 'allergic', 'allergy', 'intolerant', 'hate', 'dislike', 'vegetarian', 'vegan', 'keto', 'paleo', 'budget', 'diet'))
        return `your ${tokens[s].lemma}`;
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
