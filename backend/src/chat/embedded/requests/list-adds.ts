/**
 * Adds to the grocery list said as people say them to someone going to the shop: "grab some trash bags too",
 * "throw in some bananas", "pick up 2 lemons", "need dish soap". The grammar reads "add…" and "i need…"; these
 * verbs say many other things ("get me a recipe", "grab lunch"), so a clause is read as an add only when every
 * thing it names is a catalogue food or a plain household thing (the lexicon's bounds). Pure.
 */
import { storedName } from '../../lexicon/stored-names.js';
import { ASKING_WORDS, TURN_TO_THE_ASK } from '../../lexicon/list-asks.js';
import { readThing } from '../../lexicon/things.js';
import { findDay, findMeal, is, isLemma, itemFromTokens } from '../entities.js';
import type { GroceryLineRequest, Intent } from '../intents.js';
import { ADD_VERBS } from '../intents/grocery.js';
import { listRefAt } from '../intents/reading.js';
import { joinTokens, tokenize, type Token } from '../tokens.js';

type AddGrocery = Extract<Intent, { type: 'addGrocery' }>;

/** Padding before the verb. */
const OPENERS = [
  'please',
  'also',
  'and',
  'oh',
  'ok',
  'okay',
  'so',
  'hey',
  'just',
  'could',
  'can',
  'would',
  'will',
  'you',
  'plus',
  'i',
  'we',
  'gotta',
  'got',
  'ta',
  'gonna',
  'have',
  'to',
  'must',
  'should',
  'still',
];
/** Verbs that add when said with a particle or alone ("grab", "pick up", "throw in"). */
const FETCH = ['grab', 'get', 'fetch', 'pick', 'throw', 'toss', 'chuck', 'pop', 'need'];
/** What these verbs fetch that is no grocery. */
const NOT_BOUGHT = [
  'recipe',
  'idea',
  'meal',
  'plan',
  'suggestion',
  'something',
  'anything',
  'help',
  'time',
  'minute',
  'hour',
  'list',
  'menu',
  'option',
  'answer',
  'info',
  'information',
  'detail',
  'breakfast',
  'lunch',
  'dinner',
  'snack',
  'week',
  'day',
];
/** Words after the things that are not part of them. */
const TRAILING = ['too', 'also', 'please', 'thanks', 'as', 'well', 'for', 'me', 'us', 'while', 'when', 'if', 'then', 'at', 'from'];

export function fetchAdd(tokens: readonly Token[], start: number, said = ''): AddGrocery | null {
  let v = start;
  while (v < tokens.length && is(tokens[v], ...OPENERS)) v++;
  // (a verb of adding first is read below: "stick limes on the list" names no "stick limes")
  const named = isLemma(tokens[v], ...ADD_VERBS, ...FETCH) ? null : namedAdd(tokens, v, said);
  if (named) return named;
  if (findMeal(tokens) || findDay(tokens)) return null;
  // "don't forget (to get) the milk", "remember to buy coffee": a reminder is an add
  let reminded = false;
  if (is(tokens[v], 'do') && is(tokens[v + 1], 'not') && isLemma(tokens[v + 2], 'forget')) [v, reminded] = [v + 3, true];
  else if (isLemma(tokens[v], 'remember') && is(tokens[v + 1], 'to')) [v, reminded] = [v + 1, true];
  if (reminded && is(tokens[v], 'to') && isLemma(tokens[v + 1], 'buy', ...FETCH)) v++;
  // "also toilet paper", "oh and dish soap", "plus 2 limes": one more thing, said after the verb of an earlier add
  const more = tokens.slice(0, v).some((t) => is(t, 'also', 'and', 'plus'));
  const fetchVerb = (isLemma(tokens[v], 'buy', ...FETCH) && tokens[v].pos !== 'NOUN') || (reminded && isLemma(tokens[v], 'buy'));
  if (!fetchVerb && !reminded && (!more || ['VERB', 'AUX', 'PRON', 'ADV', 'ADP', 'SCONJ'].includes(tokens[v]?.pos ?? ''))) return null;
  // "pick up", "throw in", "get me": the particle or the person it is for
  let from = fetchVerb ? v + 1 : v;
  if (is(tokens[from], 'up', 'in', 'on')) from++;
  if (is(tokens[from], 'me', 'us')) from++;
  if (fetchVerb && isLemma(tokens[v], 'pick') && !is(tokens[v + 1], 'up')) return null;
  if (is(tokens[from], 'to')) return null;
  const end = tokens.findIndex((t, i) => i >= from && ((t.kind === 'punct' && t.text !== '-' && t.text !== ',') || is(t, ...TRAILING)));
  const span = tokens.slice(from, end < 0 ? undefined : end);
  // "get me a recipe", "grab an idea": things of the app, not of the shop
  if (span.some((t) => isLemma(t, ...NOT_BOUGHT))) return null;
  const parts: Token[][] = [[]];
  for (const t of span) {
    if (is(t, 'and', ',', '&')) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  const lines: GroceryLineRequest[] = [];
  for (const part of parts) {
    if (!part.length) continue;
    const { item, quantity, unit } = itemFromTokens(part);
    if (!item || storedName(item, 'grocery').kind !== 'known') return null;
    lines.push({ item, ...(quantity !== undefined ? { quantity } : {}), ...(unit ? { unit } : {}) });
  }
  if (!lines.length) return null;
  const [first, ...also] = lines;
  return { type: 'addGrocery', ...first, ...(also.length ? { also } : {}) };
}

/** Whether a word says something of its own (a verb: "six eggs is too many"), not a thing or its padding. */
const says = (t: Token) => (t.pos === 'VERB' || t.pos === 'AUX') && !ASKING_WORDS.has(t.norm);

/** Whether words name things with no verb ("a dozen eggs", "butter to my list"): read alone, an add of namedAdd's. */
export const namesOnly = (text: string) => !tokenize(text).some(says);

/**
 * "half a dozen limes please", "four onions", "a couple of pounds of carrots", "LIMES PLZ", "radishes on the list
 * thanks": things named with no verb, as one tells the list itself. An add when every thing is a grocery, the first
 * is said with an amount, or the list or an asking word follows the things, and nothing said says anything else: no
 * verb ("six eggs is too many"), no meal ("two eggs for breakfast" is the plan's). A day after them is when they are
 * for ("ten sweet potatoes, meal prep sunday"). `said`: the message as typed.
 */
function namedAdd(tokens: readonly Token[], from: number, said: string): AddGrocery | null {
  if (from >= tokens.length || findMeal(tokens) || tokens.slice(from).some(says)) return null;
  // "the apples x 3 please": a thing said with "the" is a line already there, its amount put right, not a new one
  if (is(tokens[from], 'the')) return null;
  const list = listRefAt(tokens);
  let end = tokens.findIndex(
    (t, i) => i >= from && ((t.kind === 'punct' && t.text !== '-' && t.text !== ',') || ASKING_WORDS.has(t.norm) || i === list),
  );
  if (end < 0) end = tokens.length;
  // (the message as typed: a closing "please" is padding the tokens no longer hold)
  const asked =
    tokens.slice(end).some((t) => ASKING_WORDS.has(t.norm)) ||
    said
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((w) => ASKING_WORDS.has(w)) ||
    (list >= 0 && list === end);
  const parts: Token[][] = [[]];
  for (const t of tokens.slice(from, end)) {
    if (is(t, 'and', ',', '&')) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  const lines: GroceryLineRequest[] = [];
  let padded = false;
  for (const [k, part] of parts.entries()) {
    if (!part.length) return null;
    const thing = readThing(joinTokens(part));
    // only the last thing may have words after it, and those no part of the ask ("meal prep sunday")
    if (!thing.name || storedName(thing.name, 'grocery').kind !== 'known' || (thing.padding && k < parts.length - 1)) return null;
    padded = thing.padding !== '';
    lines.push({
      item: thing.name,
      ...(thing.quantity !== undefined ? { quantity: thing.quantity } : {}),
      ...(thing.unit ? { unit: thing.unit } : {}),
    });
  }
  const [first, ...also] = lines;
  // "an onion" alone may answer something; "three onions" or "an onion please" asks for it
  const counted = first?.quantity !== undefined && (first.quantity !== 1 || first.unit !== undefined || !is(tokens[from], 'a', 'an'));
  // words after the things only beside an amount ("ten sweet potatoes meal prep sunday"; "spinach lasagna please" is a dish)
  if (!first || !(counted || asked) || (padded && !counted)) return null;
  return { type: 'addGrocery', ...first, ...(also.length ? { also } : {}) };
}

/**
 * "…we never have enough coffee anyway can you put coffee on the list", "i love olives so add two jars to the list": an add
 * asked after a story told first, read from where the story turns to it (the first turn after which the words alone
 * ask for an add); null when none does. The story is context, never part of the thing.
 */
export function addAfterStory(text: string, parse: (text: string) => Intent): AddGrocery | null {
  for (const turn of text.matchAll(TURN_TO_THE_ASK)) {
    const ask = text.slice(turn.index + turn[0].length);
    if (turn.index === 0 || ask.split(/\s+/).length < 2) continue;
    const read = parse(ask);
    if (read.type === 'addGrocery') return read;
  }
  return null;
}

/**
 * "add: eggs, milk, bread", "add to list: milk, eggs", "put on list 2 lb beef, carrots", "can you please add the
 * following: eggs, milk": the things said after where they go, in the grammar's plain form ("add eggs, milk, bread").
 * Null when the message is not said this way.
 */
export function listedFirst(text: string): string | null {
  const said =
    /^(?:(?:please|pls|plz|can you|could you|would you|can u|hey|also|and)[,\s]+)*(?:add|put|throw|stick|write|jot)(?:\s+(?:down\s+)?(?:on|to|onto|in)\s+(?:the\s+|my\s+)?(?:grocery\s+|shopping\s+)?list)?(?:\s+(?:the\s+following|these(?:\s+things)?|this))?\s*(:)?\s+(.+)$/i.exec(
      text.trim(),
    );
  if (!said || !(said[1] || /\b(?:list|following|these|this)\b/i.test(text.slice(0, text.length - said[2].length)))) return null;
  return `add ${said[2]}`;
}
