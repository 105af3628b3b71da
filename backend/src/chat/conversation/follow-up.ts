/**
 * A follow-up read against the conversation: "swap it for something vegetarian" is "swap Tuesday dinner for
 * something vegetarian" when Tuesday dinner was spoken of; "is it vegetarian", "how many calories is that"
 * likewise; "something with chicken instead" after a swap swaps the same meal again; "swap it for the second
 * one" names the second recipe listed. Pure: the message's own grammar (`parse`) reads the message with the
 * meal named in place of the pronoun, so every condition the grammar knows (diet, time, cheaper…) still applies.
 */
import { findDay, findMeal, is, isDayWord, isMealWord } from '../embedded/entities.js';
import { isQuestion, WRITES, type Intent } from '../embedded/intents.js';
import { joinTokens, tokenize, type Token } from '../embedded/tokens.js';
import { ORDINALS, ordinalAt, pointBackAt } from './references.js';
import { saidAgainOf } from './answers.js';
import { resolveReference, thingSpokenOf, updateState, type ConversationState, type MealRef, type RecipeRef } from './state.js';
import { topicOfIntent } from './topic.js';
import { WEEKDAY_NAMES } from '../../kitchen/vocabulary.js';

/** Intents that read or change one slot, and need its day and meal. */
const SLOT_INTENTS: ReadonlySet<Intent['type']> = new Set([
  'swap',
  'dietCheck',
  'cookTime',
  'calories',
  'nutrient',
  'meal',
  'cost',
  'addFood',
]);

const GROCERY_CHANGES: ReadonlySet<Intent['type']> = new Set(['addGrocery', 'removeGrocery', 'checkGrocery', 'setGroceryQuantity']);

export interface FollowedUp {
  intent: Intent;
  /** The message said with the meal named, when it was read so ("swap tuesday dinner for pasta"). */
  said?: string;
  /** A swap to a recipe listed before ("swap it for the second one"): that recipe, not a search. */
  listed?: RecipeRef;
}

const words = (text: string): Token[] => [{ text, norm: text, lemma: text, pos: 'NOUN', kind: 'word', space: true }];
const slotWords = (meal: MealRef) => `${WEEKDAY_NAMES[meal.weekday].toLowerCase()} ${meal.mealType}`;

/** The message with the meal named where each pronoun was ("i don't like that, swap it for…" → both named). */
export function withMealNamed(tokens: readonly Token[], meal: MealRef): string | null {
  let out = [...tokens];
  let named = 0;
  for (let back = pointBackAt(out); back && back.length > 0 && named < 4; back = pointBackAt(out), named++)
    out = [...out.slice(0, back.at), ...words(slotWords(meal)), ...out.slice(back.at + back.length)];
  return named ? joinTokens(out) : null;
}

/** Words of "what about …", "how about …", "and …?" that are not the day or meal asked of. */
const ASKED_AGAIN = ['what', 'how', 'about', 'and', 'the', 'on', 'for', "'s", 'then', 'one'];
/** Padding around a day or meal said again ("ok", "hmm", "please", "instead"). */
const AROUND_AGAIN = ['ok', 'okay', 'hmm', 'so', 'please', 'instead', 'now', 'also', 'same', 'there'];

/**
 * "what about wednesday", "and lunch?", "how about friday's": the person's message before, asked again of
 * another day or meal ("does tuesday dinner have gluten" → "does wednesday dinner have gluten"); null when the
 * message is not such a follow-up or the message before named no day or meal to replace.
 */
export function askedAgain(tokens: readonly Token[], previous: string, parse: (text: string) => Intent): Intent | null {
  // Opened or not ("thursday?", "and for lunch", "ok what about friday's"), only a day or meal is said.
  const rest = tokens.filter((t) => t.kind !== 'punct' && !is(t, ...ASKED_AGAIN, ...AROUND_AGAIN));
  if (!rest.length || !rest.every((t) => isDayWord(t) || isMealWord(t))) return null;
  const again = saidAgainOf(rest, previous);
  if (!again) return null;
  const intent = parse(again);
  // Asked again is asked: a change is made only when asked for in its own words.
  return intent.type === 'unknown' || WRITES.has(intent.type) ? null : intent;
}

export function followUp(
  message: string,
  intent: Intent,
  state: ConversationState,
  parse: (text: string) => Intent,
  previous?: string,
): FollowedUp {
  const again = previous ? askedAgain(tokenize(message), previous, parse) : null;
  if (again) return { intent: again };
  const followed = readAgainst(message, intent, state, parse);
  // A question never writes, whatever it points back at ("what about something vegetarian instead?"); asked as
  // "can we have pasta instead" or "how about tacos instead" it is offered, as the grammar offers "can i swap monday dinner".
  if (!WRITES.has(followed.intent.type) || WRITES.has(intent.type) || !isQuestion(message)) return followed;
  return followed.said && ASKS_LEAVE.test(message) ? { intent: { type: 'offer', request: followed.said } } : { intent };
}

/** A change asked leave for ("can we…", "could i…"): offered, never done on the question. */
const ASKS_LEAVE = /^\s*(?:so\s+|ok\s+|hmm\s+)?(?:(?:can|could|may|should)\s+(?:we|i)|how\s+about|what\s+about|maybe)\b/i;

function readAgainst(message: string, intent: Intent, state: ConversationState, parse: (text: string) => Intent): FollowedUp {
  const tokens = tokenize(message);
  const named = findDay(tokens) !== undefined || findMeal(tokens) !== undefined;
  const pointed = pointBackAt(tokens);
  let out = intent;
  // "add it to my list" after "do I have rice at home": the thing spoken of, if that is what the grammar reads then.
  const thing = thingSpokenOf(state);
  const amount = thing ? amountOnly(tokens) : null;
  if (thing && amount !== null && (intent.type === 'unknown' || intent.type === 'groceryList'))
    return { intent: { type: 'setGroceryQuantity', item: thing, quantity: amount } };
  if (thing && pointed && pointed.length > 0 && (intent.type === 'groceryList' || intent.type === 'unknown')) {
    const reread = parse(joinTokens([...tokens.slice(0, pointed.at), ...words(thing), ...tokens.slice(pointed.at + pointed.length)]));
    if (GROCERY_CHANGES.has(reread.type)) return { intent: reread };
  }
  const meal = state.meal;
  // "take the onions out of it", "remove the cilantro from that": the pronoun is the meal the food is in, not a line
  if (
    meal &&
    pointed &&
    pointed.length > 0 &&
    !named &&
    intent.type !== 'removeFromMeal' &&
    is(tokens[pointed.at - 1], ...CONTAINER_WORDS)
  ) {
    const text = withMealNamed(tokens, meal);
    const reread = text ? parse(text) : null;
    if (reread?.type === 'removeFromMeal') return { intent: reread };
  }
  // "the second one", "2nd one pls" after recipes were listed: that recipe, told about
  const place = ordinalAt(tokens);
  if (intent.type === 'unknown' && place !== null && state.listed?.length && onlyPointing(tokens))
    return { intent: { type: 'mealQuestion', ask: { kind: 'about' }, ref: { kind: 'ordinal', index: place } } };
  // "add the first one to friday dinner", "put that one on thursday dinner": the listed recipe into that slot
  if (intent.type === 'meal' && intent.day && intent.meal && is(tokens[0], ...PUT_WORDS) && (place !== null || pointed)) {
    const resolved = resolveReference(state, place !== null ? { kind: 'ordinal', index: place } : { kind: 'pronoun' });
    if (resolved?.kind === 'recipe') return { intent: { type: 'swap', day: intent.day, meal: intent.meal }, listed: resolved.recipe };
  }
  if (meal && pointed && !named) {
    // Unknown, a slot's intent with no slot, or read as a search ("swap it for something vegetarian" has no slot to swap).
    const lacksSlot = READ_AS_SEARCH.includes(intent.type) || (SLOT_INTENTS.has(intent.type) && !('day' in intent && intent.day));
    if (lacksSlot && pointed.length > 0) {
      const reread = slotReading(tokens, meal, parse);
      if (reread) out = reread;
    } else if (pointed.length === 0 && !WRITES.has(intent.type)) {
      // "something with chicken instead", "cheaper option instead please": the meal spoken of, swapped again with the new wish.
      const rest = joinTokens(tokens.filter((_, i) => i !== pointed.at)).replace(WISH_OPENING, '');
      const said = `swap ${slotWords(meal)} for ${rest}`;
      const reread = parse(said);
      if (reread.type === 'swap') return { intent: reread, said };
    }
  }
  // "how long to make", "ingredients?", "how many cals": a short question of a meal's own, about the meal spoken of
  if (
    meal &&
    !pointed &&
    !named &&
    state.focus !== 'thing' &&
    (intent.type === 'unknown' || SLOT_INTENTS.has(intent.type)) &&
    !WRITES.has(intent.type)
  ) {
    const asked = IMPLIED_IT.map((it) => parse(`${message.replace(/[?.!\s]+$/, '')} ${it}`)).find((r) => r.type === 'mealQuestion');
    if (asked) return { intent: asked };
    // "without the cilantro", "no onions pls": a food out of the meal spoken of
    const without = intent.type === 'unknown' || intent.type === 'confirm' ? parse(`${slotWords(meal)} ${message}`) : null;
    if (without?.type === 'removeFromMeal') return { intent: without };
  }
  // "swap it for the second one": the slot from the swap, the recipe from the list shown.
  if (out.type === 'swap' && out.day && out.meal && place !== null) {
    const resolved = resolveReference(state, { kind: 'ordinal', index: place });
    if (resolved?.kind === 'recipe') return { intent: out, listed: resolved.recipe };
  }
  return { intent: out };
}

/** How a short question left unsaid what it asks of: read with each, the first a question of one meal wins. */
const IMPLIED_IT = ['it', 'in it', 'of it', 'for it'];
/** Words before a pronoun that make it the meal a food is in ("out of it", "from that"). */
const CONTAINER_WORDS = ['of', 'from', 'off', 'in', 'on', 'without'];
/** Words that open putting a recipe shown into a slot. */
const PUT_WORDS = ['add', 'put', 'use', 'make', 'plan', 'schedule', 'have', 'do', 'pls', 'please', 'ok', 'okay', 'lets', "let's"];
/** What may stand beside an ordinal that only points at a listed recipe ("the 2nd one pls", "ok the third"). */
const POINTING_ONLY = ['the', 'one', 'recipe', 'option', 'please', 'pls', 'ok', 'okay', 'hmm', 'um', 'maybe', 'i', 'guess', 'think'];
const onlyPointing = (tokens: readonly Token[]) =>
  tokens.every((t) => t.kind === 'punct' || ORDINALS[t.norm] !== undefined || ORDINALS[t.text] !== undefined || is(t, ...POINTING_ONLY));
/** A wish's opening before what is wished for: "i'd rather have fish instead", "can we do pasta instead". */
const WISH_OPENING =
  /^(?:(?:i|we)\s*(?:'d|would)\s+(?:rather|prefer|like|love)|(?:i|we)\s+(?:want|prefer)|(?:can|could)\s+(?:we|i|you)|let(?:\s*'?s|\s+(?:me|us))?|how\s+about|what\s+about|maybe)(?:\s+(?:have|do|eat|get|make|go\s+with|try))?\s+/i;

/** What a message about a meal may be read as when its slot is missing: nothing, or a search for recipes. */
const READ_AS_SEARCH: readonly string[] = ['unknown', 'recipes', 'quick', 'cookWith'];

/**
 * The message read with the meal named for its pronouns; when the whole does not read as a slot's intent, each
 * clause from the last ("i don't like that, swap it": the last says what to do; the first says why).
 */
function slotReading(tokens: readonly Token[], meal: MealRef, parse: (text: string) => Intent): Intent | null {
  const clauses: Token[][] = [[]];
  for (const t of tokens) {
    if (t.kind === 'punct' && [',', '.', ';', '!', '?'].includes(t.text)) clauses.push([]);
    else clauses[clauses.length - 1].push(t);
  }
  const readings = [tokens, ...clauses.filter((c) => c.length && pointBackAt(c)).reverse()];
  for (const part of readings) {
    const text = withMealNamed(part, meal);
    const reread = text ? parse(text) : null;
    if (reread && SLOT_INTENTS.has(reread.type)) return reread;
  }
  return null;
}

/** Words of a bare amount said of the thing spoken of ("make it 3", "change that to 2 please", "actually 4 of them"). */
const AMOUNT_WORDS = new Set(
  "make it that them those this change set to please actually instead just can you could i need want ok okay of one ones only get buy we 's let us do a the no not so hmm oh wait sorry mean meant total".split(
    ' ',
  ),
);

/** The amount a message says and nothing else (a whole number from 1 to 99), or null. */
export function amountOnly(tokens: readonly Token[]): number | null {
  const said = tokens.filter((t) => t.kind !== 'punct');
  const numbers = said.filter((t) => t.kind === 'number');
  if (numbers.length !== 1 || !said.every((t) => t.kind === 'number' || AMOUNT_WORDS.has(t.norm))) return null;
  const n = Number(numbers[0].text);
  return Number.isInteger(n) && n >= 1 && n < 100 ? n : null;
}

/**
 * The second message of a two-turn conversation understood after the first, with the state the first one's
 * intent leaves (its slot, line or food; not what its answer listed): how the bench reads a follow-up.
 */
export function followedAfter(previous: string, message: string, parse: (text: string) => Intent, today: string): Intent {
  const first = parse(previous);
  // (a question about a food on the list or at home speaks of that food, as its answer would say)
  const food = 'item' in first && ['onList', 'atHome', 'lineFor'].includes(first.type) ? { food: String(first.item) } : undefined;
  const state = updateState({}, topicOfIntent(first, today) ?? food ?? {});
  return followUp(message, parse(message), state, parse, previous).intent;
}
