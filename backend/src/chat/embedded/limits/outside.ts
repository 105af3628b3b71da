/**
 * Asks outside the app, read before the grammar can mistake them for a meal, a recipe or the list: a task done
 * somewhere else (booking a table or a trip, a ride, paying or sending money, a message or call to someone, a place
 * to eat out near the person), small talk ("how are you", "do you like pizza") and general-knowledge or maths
 * questions. Each is declined with what the assistant can do (replies.ts). Pure.
 */
import { findDay, findMeal, hasLemma, hasSeq, is, isLemma, numberOf } from '../entities.js';
import type { Token } from '../tokens.js';
import { NEARBY_WORDS, OFF_TOPICS, OUTSIDE_TASKS } from '../../lexicon/topics.js';

const said = (t: Token | undefined, words: readonly string[]) =>
  t !== undefined && (words.includes(t.text) || words.includes(t.norm) || words.includes(t.lemma));

/** Words of the app's own subjects: an ask that names one is the app's, not small talk. */
const PRODUCT = [
  'plan',
  'list',
  'recipe',
  'grocery',
  'groceries',
  'calorie',
  'protein',
  'budget',
  'pantry',
  'menu',
  'cook',
  'meal',
  'allergy',
  'diet',
  'swap',
];
const aboutTheApp = (tokens: readonly Token[]) =>
  findMeal(tokens) !== undefined || findDay(tokens)?.kind === 'weekday' || hasLemma(tokens, ...PRODUCT);

/** Subjects whose words say the ask is elsewhere even as a question ("what's bitcoin at", "who won the league"); words that may be cooking's ("temperature", "directions", "stock") are left to the late check (limits.ts offTopic). */
const PLAIN_TOPICS = [
  'jokes',
  'homework',
  'news',
  'sports',
  'money and investing',
  'films',
  'rides or taxis',
  'payments or sending money',
  'playing music',
  'general knowledge questions',
];

/** Words before the verb of a task asked for: "can you", "please", "i need you to", "could you kindly". */
const OPENERS = [
  'can',
  'could',
  'would',
  'will',
  'you',
  'please',
  'kindly',
  'i',
  'need',
  'want',
  'to',
  'help',
  'me',
  'go',
  'ahead',
  'and',
  'just',
  'hey',
  'ok',
  'okay',
  'quickly',
  'pls',
];

/** Where the task's verb stands: first, or after openers ("can you book…"); -1 when it is not asked for ("after paying rent"). */
function verbAt(tokens: readonly Token[], verbs: readonly string[]): number {
  for (let i = 0; i < tokens.length; i++) {
    if (said(tokens[i], verbs)) return i;
    if (tokens[i].kind !== 'punct' && !is(tokens[i], ...OPENERS)) return -1;
  }
  return -1;
}

/** A task done elsewhere: its topic, or null. */
function task(tokens: readonly Token[]): string | null {
  // "play some jazz", "put on a podcast"
  if (is(tokens[verbAt(tokens, ['play'])], 'play') && !aboutTheApp(tokens)) return 'playing music or games';
  for (const [topic, { verbs, objects }] of Object.entries(OUTSIDE_TASKS)) {
    const v = verbAt(tokens, verbs);
    if (v < 0) continue;
    const after = tokens.slice(v + 1, v + 7);
    if (!after.some((t) => said(t, objects))) continue;
    // "tell me", "let us": the person asking is no one to message; "let the kids have pizza" lets, it tells no one
    if (topic.startsWith('sending') && is(tokens[v], 'tell', 'let', 'remind') && is(tokens[v + 1], 'me', 'us')) continue;
    if (topic.startsWith('sending') && is(tokens[v], 'let') && !after.some((t) => is(t, 'know'))) continue;
    // "give my sister a ring", not "give the kids pasta"
    if (topic.startsWith('sending') && is(tokens[v], 'give') && !after.some((t) => is(t, 'ring', 'call', 'buzz', 'shout', 'text')))
      continue;
    // "make a reservation", "get a table": not "make restaurant-style fries"
    if (
      topic === 'booking restaurants or tables' &&
      is(tokens[v], 'make', 'get') &&
      !after.some((t) => is(t, 'reservation', 'booking', 'table'))
    )
      continue;
    if (topic.startsWith('finding') && !(tokens.some((t) => said(t, NEARBY_WORDS)) || hasSeq(tokens, 'near', 'me'))) continue;
    // "get a car seat", "give me a lift… of the week": a ride is asked with a place or a time, or said plainly
    if (
      topic.startsWith('rides') &&
      is(tokens[v], 'get', 'give', 'need', 'order') &&
      !after.some((t) => is(t, 'ride', 'lift', 'cab', 'taxi', 'uber', 'lyft'))
    )
      continue;
    return topic;
  }
  return null;
}

/** "how are you", "what's your favourite movie", "are you a robot", "i'm bored": talk about nothing the app holds. */
function smallTalk(tokens: readonly Token[]): boolean {
  if (aboutTheApp(tokens)) return false;
  return (
    hasSeq(tokens, 'how', 'are|is', 'you|it|things|life') ||
    hasSeq(tokens, 'how', 'is', 'your', 'day') ||
    hasSeq(tokens, 'what', 'is', 'up') ||
    hasSeq(tokens, 'do', 'you', 'like|love|enjoy|dream|sleep') ||
    hasSeq(tokens, 'what', 'is', 'your', 'name|favorite|favourite|age') ||
    hasSeq(tokens, 'your', 'favorite|favourite') ||
    hasSeq(tokens, 'are', 'you', 'a|an|real|human|alive|single|smart|happy|ok|okay|sentient|married') ||
    hasSeq(tokens, 'who', 'made|built|created|programmed|designed', 'you') ||
    hasSeq(tokens, 'tell', 'me', 'about', 'yourself') ||
    hasSeq(tokens, 'i', 'am', 'bored|lonely|sad') ||
    hasSeq(tokens, 'i', 'love|hate', 'you') ||
    hasSeq(tokens, 'meaning', 'of', 'life') ||
    hasSeq(tokens, 'tell', 'me', 'something', 'funny|fun|interesting|random|cool')
  );
}

const OPERATORS = ['times', 'plus', 'minus', 'divided', 'multiplied', 'x', '*', '+', '-', '/', 'squared', 'percent'];

/** "what's 15 times 23", "what time is it", "how tall is the eiffel tower", "who invented the telephone". */
function generalKnowledge(tokens: readonly Token[]): string | null {
  if (aboutTheApp(tokens)) return null;
  const asks = is(tokens[0], 'what', 'whats', 'who', 'how', 'when', 'where', 'why', 'solve', 'calculate');
  if (!asks) return null;
  const sum = tokens.some((t, i) => numberOf(t) !== undefined && said(tokens[i + 1], OPERATORS) && numberOf(tokens[i + 2]) !== undefined);
  if (sum || is(tokens[0], 'solve', 'calculate')) return 'maths';
  if (hasSeq(tokens, 'what', 'time', 'is', 'it') || hasSeq(tokens, 'what', 'is', 'the', 'time|date')) return 'the time or date';
  if (hasSeq(tokens, 'how', 'tall|far|old|big|deep|long', 'is|was|are') && tokens.some((t) => t.pos === 'PROPN'))
    return 'general knowledge questions';
  if (is(tokens[0], 'who') && tokens.some((t) => isLemma(t, 'invent', 'write', 'discover', 'paint', 'found', 'sing', 'direct')))
    return 'general knowledge questions';
  return PLAIN_TOPICS.find((topic) => tokens.some((t) => said(t, OFF_TOPICS[topic]))) ?? null;
}

/** What an ask outside the app is about (a topic said in the reply), or null. */
export function outsideTheApp(tokens: readonly Token[]): { topic: string; talk?: true } | null {
  const found = task(tokens) ?? generalKnowledge(tokens);
  if (found) return { topic: found };
  return smallTalk(tokens) ? { topic: 'small talk', talk: true } : null;
}
