/**
 * A follow-up read against the conversation: "swap it for something vegetarian" is "swap Tuesday dinner for
 * something vegetarian" when Tuesday dinner was spoken of; "is it vegetarian", "how many calories is that"
 * likewise; "something with chicken instead" after a swap swaps the same meal again; "swap it for the second
 * one" names the second recipe listed. Pure: the message's own grammar (`parse`) reads the message with the
 * meal named in place of the pronoun, so every condition the grammar knows (diet, time, cheaper…) still applies.
 */
import { findDay, findMeal, findMeasures, hasSeq, hasWord, is, isDayWord, isLemma, isMealWord } from '../embedded/entities.js';
import { isQuestion, WRITES, type Intent } from '../embedded/intents.js';
import { joinTokens, tokenize, type Token } from '../embedded/tokens.js';
import { namesPlace, ORDINALS, ordinalAt, pointBackAt } from './references.js';
import { afterYes, saidAgainOf } from './answers.js';
import { nextDaySaid } from './next-day.js';
import { resolveReference, thingSpokenOf, updateState, type ConversationState, type MealRef, type RecipeRef } from './state.js';
import { topicOfIntent } from './topic.js';
import { WEEKDAY_NAMES } from '../../kitchen/vocabulary.js';
import { allergensNamed } from '../../kitchen/dietary-rules.js';
import { eachListed, amountSaidOf, asksPrice, placedLine, atHomeSaid } from './line-follow-ups.js';
import { asksUndo } from './undo-ask.js';
import { settingChange } from './setting-follow-ups.js';
import { AROUND_ANOTHER, AROUND_CORRECTION } from '../lexicon/conversation-words.js';
import { saidAgainWithAisle, saidAgainWithFood, saidAgainWithMeasure, saidAgainWithWord } from './said-again.js';
import { listedPlace, mergeWish } from './listed.js';
import { correctionOfAdd } from './corrected.js';
import { wishAfterAnother } from './wish-again.js';
import { addToMealSpokenOf } from './meal-adds.js';
import { takeOutOfMealJustRead } from './meal-takeouts.js';
import { outOfPantryListed, pantryOfThing } from './pantry-follow-ups.js';
import { REASON_OPENERS, REASON_SUBJECTS } from '../lexicon/reasons.js';
import { isDayNoun } from '../lexicon/days.js';
import { asksLeaveToSwap } from '../embedded/intents/plan.js';

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
/** Words that say the message before was not what was meant ("no, …", "i meant …", "sorry, …"). */
const CORRECTING = ['no', 'nah', 'nope', 'meant', 'sorry', 'oops'];
/** Verbs that take a thing away: "take it off", "get rid of that", "drop it". */
const TAKE_AWAY = ['remove', 'delete', 'drop', 'scrap', 'cancel', 'ditch', 'bin', 'rid'];
/** Words that open a request without being it ("ok do thursday instead", "and then do friday"). */
const OPENERS = ['ok', 'okay', 'k', 'yes', 'yeah', 'yep', 'sure', 'alright', 'so', 'then', 'and', 'now', 'please', 'pls'];
/** Words that ask the change just made made again elsewhere ("and for saturday too", "same for lunch", "do that for friday as well"). */
const REPEAT_WORDS = ['too', 'also', 'same', 'again', 'aswell'];
/** Padding of such a repeat that names nothing ("do the same thing for lunch", "that for friday as well"). */
const AROUND_REPEAT = ['too', 'as', 'well', 'aswell', 'again', 'do', 'that', 'thing', 'pls', 'please', 'plz', 'with', 'to'];

/**
 * "what about wednesday", "and lunch?", "how about friday's": the message before (as it was read), asked again of
 * another day or meal ("does tuesday dinner have gluten" → "does wednesday dinner have gluten"); null when the
 * message is not such a follow-up or the message before named no day or meal to replace. A change is made again
 * only when asked for again in so many words ("same for lunch", "and for friday too"), and a question only offers it.
 */
export function askedAgain(
  message: string,
  before: string,
  parse: (text: string) => Intent,
  { undone = false } = {},
): { intent: Intent; said: string } | null {
  const tokens = tokenize(message);
  // Opened or not ("thursday?", "and for lunch", "ok what about friday's"), only a day or meal is said.
  const rest = tokens.filter((t) => t.kind !== 'punct' && !is(t, ...ASKED_AGAIN, ...AROUND_AGAIN, ...AROUND_REPEAT, ...AROUND_CORRECTION));
  if (!rest.length || !rest.every((t) => isDayWord(t) || isMealWord(t))) return null;
  const again = saidAgainOf(rest, before);
  if (!again) return null;
  const intent = parse(again);
  if (intent.type === 'unknown') return null;
  if (!WRITES.has(intent.type)) return { intent, said: again };
  // ("what about wednesday" after a swap asks what wednesday has; "do the same for lunch" is asked, not a question)
  // ("do thursday instead" after the change was undone asks it of thursday)
  const repeated = tokens.some((t) => is(t, ...REPEAT_WORDS)) || hasSeq(tokens, 'as', 'well') || (undone && hasWord(tokens, 'instead'));
  // "no, the dinner on tuesday" after a swap of thursday's: the change made of the slot meant (what was done before
  // keeps its own Undo on the reply before)
  const corrected = tokens.some((t) => is(t, ...CORRECTING));
  if (!repeated && !corrected) return null;
  const opened = tokens.slice(
    Math.max(
      0,
      tokens.findIndex((t) => t.kind !== 'punct' && !is(t, ...OPENERS)),
    ),
  );
  const told = is(opened[0], 'do') && (is(opened[1], 'the', 'that', 'it', 'this', 'same') || isDayWord(opened[1]) || isMealWord(opened[1]));
  const asked = message.includes('?') || (isQuestion(message) && !told);
  return { intent: asked ? { type: 'offer', request: again } : intent, said: again };
}

export function followUp(
  message: string,
  intent: Intent,
  state: ConversationState,
  parse: (text: string) => Intent,
  previous?: string,
): FollowedUp {
  // "take it off", "swap it" with no object: read against what was spoken of; asked what only when there was nothing
  if (intent.type === 'vague' && intent.ask === 'what' && intent.about !== 'goal' && intent.about !== 'settings') {
    const against = followUp(message, { type: 'unknown' }, state, parse, previous);
    return against.intent.type === 'unknown' ? { intent } : against;
  }
  const tokens = tokenize(message);
  // "sorry, i meant oat milk" right after milk was added: milk off again and oat milk on, never an amount or a dislike
  // (and before an undo said beside it, "undo that, i meant oat milk": the correction takes the add off itself)
  const corrected = correctionOfAdd(message, state, parse);
  if (corrected) return { intent: corrected };
  // "undo that", "take that back": the last change undone (chat.service.ts), never a dislike or a line taken off
  if (asksUndo(tokens)) return { intent: { type: 'undoLast' } };
  // "add it to my pantry", "i do actually, add it" after "do i have cumin at home": the pantry, not the list
  // "take the salt out of that" just after the pantry was listed: out of the pantry
  const pantry = pantryOfThing(tokens, state, parse) ?? outOfPantryListed(message, state, parse);
  if (pantry) return { intent: pantry };
  // "what recipe is that for", "which meal is it for" after a line was answered: what that line is for
  const thingNamed = thingSpokenOf(state);
  if (intent.type === 'lineFor' && thingNamed && namesPronoun(intent)) return { intent: { type: 'lineFor', item: thingNamed } };
  // (what the message before was read as, when the conversation kept it: "and friday?" after "what about tomorrow")
  const before = state.said ?? previous;
  // "and the day after that too" after tomorrow's breakfast was swapped: the day after that slot's, by its name
  const nextDay = nextDaySaid(message, state, before);
  if (nextDay) return followUp(nextDay, parse(nextDay), state, parse, previous);
  // (the last change undone leaves no action in this conversation: "thursday instead" then moves it, not adds one)
  const again = before ? askedAgain(message, before, parse, { undone: !state.lastAction && !!state.said }) : null;
  if (again) return again;
  // "oh and olives too", "the biscuits as well", "and the slowest?": the message before, of another food or pick
  // "and protein?" after the week's calories, "and carbs to 200" after a goal: the message before, of another measure
  // (after a meal's figure, the meal's own question is asked again below)
  // "and spices?" after the bakery lines were listed: the same question of that aisle
  const aisle = before ? saidAgainWithAisle(message, before, !!state.lines?.length) : null;
  if (aisle) return { intent: aisle, said: message };
  const other = before
    ? (saidAgainWithFood(message, before, parse) ??
      saidAgainWithWord(message, before, parse) ??
      (state.focus === 'meal' ? null : saidAgainWithMeasure(message, before, parse)))
    : null;
  if (other) return other;
  // "add an orange to it" after a meal was read: into that meal, not onto the list
  const intoMeal = addToMealSpokenOf(tokens, state, parse);
  if (intoMeal) return intoMeal;
  // "can u take the garlic out" right after a meal was read: out of that meal, not off the list
  const outOfMeal = takeOutOfMealJustRead(message, tokens, intent, state);
  if (outOfMeal) return { intent: outOfMeal };
  // "sure, add it", "yeah put some on the list": the request after the yes, read on its own
  // (never a question opened with a word a yes may start with: "do i have enough eggs…" is no "do" and a request)
  const agreed = ['unknown', 'groceryList'].includes(intent.type) && !isQuestion(message) ? afterYes(tokens) : null;
  if (agreed) {
    const rest = joinTokens(agreed);
    return followUp(rest, parse(rest), state, parse, previous);
  }
  // "i don't like that one either", "not a fan of it" after a meal was read or swapped: that meal swapped, never a
  // dislike stored as "That one"
  const meal = state.meal;
  if (meal && state.focus === 'meal' && intent.type === 'addPreference' && POINTER_PHRASE.test(intent.value)) {
    const said = `swap ${slotWords(meal)} for something else`;
    const swap = mergeWish({ type: 'swap', day: { kind: 'weekday', weekday: meal.weekday }, meal: meal.mealType }, state.swap, meal);
    return isQuestion(message) ? { intent: { type: 'offer', request: said } } : { intent: swap, said };
  }
  // "can't bear that stuff, note it", "i dislike them raw" after a food was spoken of: that food is the one kept
  // out (never a dislike stored as "Stuff" or "Them raw")
  const food = state.food;
  if (
    food &&
    (intent.type === 'addPreference' || intent.type === 'removePreference') &&
    intent.list !== 'dietaryRestrictions' &&
    STANDS_FOR_FOOD.test(intent.value) &&
    pointBackAt(tokens) &&
    !isQuestion(message)
  )
    return { intent: { ...intent, value: capitalised(food) } };
  // "it gives me hives", "they make me break out", "can't stand them" after a food was spoken of: read of that food
  // (a rule or like of the person's own, else nothing: a reaction of nothing named stays the health reply)
  // (after a meal was read, only when the food was what was asked of it: "i don't like it" after "what's for dinner" is the meal)
  const foodAsked = !!food && (state.focus !== 'meal' || (!!state.said && saidHas(state.said, food)));
  const toldOfFood = foodAsked && !isQuestion(message) && !WRITES.has(intent.type) ? toldOf(tokens, food, parse) : null;
  if (toldOfFood) return { intent: toldOfFood };
  const pointed = pointBackAt(tokens);
  const takesAway =
    tokens.some((t) => isLemma(t, ...TAKE_AWAY)) || (tokens.some((t) => isLemma(t, 'take')) && hasWord(tokens, 'off', 'out', 'away'));
  // "take it all out" after "does it have pork" of a meal: the food out of that meal (which offers a swap), never the
  // grocery line of that food (the food was asked of the meal in the message just before)
  const askedOfMeal = !!state.food && state.focus === 'meal' && !!state.said && saidHas(state.said, state.food);
  if (meal && askedOfMeal && pointed && pointed.length > 0 && takesAway && !isQuestion(message))
    return {
      intent: { type: 'removeFromMeal', food: state.food!, day: { kind: 'weekday', weekday: meal.weekday }, meal: meal.mealType },
    };
  // "take it off then" after "does anything this week have onion": the food out of the meals that have it (which asks
  // which when there are several), never its grocery line
  const lookedForInWeek = !!state.food && !!state.said && saidHas(state.said, state.food) && parse(state.said).type === 'contains';
  if (lookedForInWeek && pointed && pointed.length > 0 && takesAway && !isQuestion(message))
    return { intent: { type: 'removeFromMeal', food: state.food!, week: true } };
  // "ugh take it off then", "get rid of that": the meal spoken of, taken away as when it is named
  if (meal && state.focus === 'meal' && pointed && pointed.length > 0 && takesAway && !WRITES.has(intent.type) && !isQuestion(message)) {
    // (the whole message, else its last clause that points back: "meh i'll pass, remove it from the plan")
    const part = [tokens, ...clausesOf(tokens).filter((c) => pointBackAt(c))].findLast((p) => onlyTakesAway(p)) ?? tokens;
    if (onlyTakesAway(part) && withMealNamed(part, meal)) {
      const reread = parse(`remove ${slotWords(meal)}`);
      if (reread.type !== 'unknown') return { intent: reread, said: `remove ${slotWords(meal)}` };
    }
  }
  // "never mind, take that off" right after a dislike or allergy was added: off that list again, never a grocery line
  if (state.preference && state.food && state.focus === 'thing' && pointed && pointed.length > 0 && takesAway && !isQuestion(message))
    return { intent: { type: 'removePreference', list: state.preference, value: capitalised(state.food) } };
  // "how much is that" after the whole list or week was read: what the whole costs, not one meal asked which
  // (whatever a day or meal spoken of before would make of it: "all that" is the whole just shown)
  const whole = before && asksPrice(tokens) && tokens.filter((t) => t.kind !== 'punct').length <= 10 ? parse(before) : null;
  const ofNothingNamed =
    intent.type === 'unknown' ||
    (intent.type === 'cost' && !intent.day && intent.what !== 'mostExpensive') ||
    (intent.type === 'mealQuestion' && intent.ref?.kind === 'pronoun' && !intent.day);
  if (whole && ofNothingNamed) {
    if (whole.type === 'groceryList') return { intent: { type: 'cost', what: 'list' } };
    if (whole.type === 'meal' && !whole.day && !whole.meal) return { intent: { type: 'cost', what: 'week' } };
  }
  const followed = readAgainst(message, intent, state, parse);
  // a question of "it" when "it" is the meal: kept as said of the meal, so "what about friday?" next asks it of friday
  const asked = followed.intent;
  if (
    !followed.said &&
    state.meal &&
    state.focus === 'meal' &&
    asked.type === 'mealQuestion' &&
    !asked.day &&
    asked.ref?.kind !== 'ordinal'
  )
    followed.said = withMealNamed(tokens, state.meal) ?? `${message.replace(/[?.!\s]+$/, '')} of ${slotWords(state.meal)}`;
  // A question never writes, whatever it points back at ("what about something vegetarian instead?"); asked as
  // "can we have pasta instead" or "how about tacos instead" it is offered, as the grammar offers "can i swap monday dinner".
  if (!WRITES.has(followed.intent.type) || WRITES.has(intent.type) || !isQuestion(message)) return followed;
  // ("can i swap that for something mexican": asked so of the meal named, the grammar itself reads the swap as asked — done)
  if (followed.intent.type === 'swap' && followed.said && asksLeaveToSwap(tokens) && parse(followed.said).type === 'swap') return followed;
  return followed.said && ASKS_LEAVE.test(message) ? { intent: { type: 'offer', request: followed.said } } : { intent };
}

/**
 * The message points back ("do i have it at home", "the first one", "the other one") and the conversation holds
 * nothing it could mean: asked what is meant, never guessed.
 */
export function pointsAtNothing(message: string, intent: Intent): boolean {
  if (namesPronoun(intent)) return true;
  if (intent.type !== 'unknown') return false;
  const said = tokenize(message).filter((t) => t.kind !== 'punct');
  const pointing = said.some((t) => ORDINALS[t.norm] !== undefined || is(t, 'other', 'it', 'that', 'this', 'them', 'those'));
  return (
    pointing &&
    said.every((t) => ORDINALS[t.norm] !== undefined || is(t, ...POINTING_ONLY, 'other', 'it', 'that', 'this', 'them', 'those', 'no'))
  );
}

/** A change asked leave for ("can we…", "could i…"): offered, never done on the question. */
const ASKS_LEAVE = /^\s*(?:so\s+|ok\s+|hmm\s+)?(?:(?:can|could|may|should)\s+(?:we|i)|how\s+about|what\s+about|maybe)\b/i;

function readAgainst(message: string, intent: Intent, state: ConversationState, parse: (text: string) => Intent): FollowedUp {
  const tokens = tokenize(message);
  const named = findDay(tokens) !== undefined || findMeal(tokens) !== undefined;
  const pointed = pointBackAt(tokens);
  let out = intent;
  // the message as read with the meal named, when a pronoun was read so: what "same for tomorrow" next repeats
  let readAs: string | undefined;
  // "add it to my list" after "do I have rice at home": the thing spoken of, if that is what the grammar reads then.
  const thing = thingSpokenOf(state);
  // "tick them all" after an aisle's lines were listed, "remove both" after two lines matched: each of them
  // (a line named outright wins over the pronoun: "tick off the apples, grabbed those already" ticks the apples alone,
  // "those" in the reason being the apples)
  if (
    state.focus === 'thing' &&
    state.lines?.length &&
    !named &&
    ['unknown', 'groceryList', 'checkGrocery', 'removeGrocery'].includes(intent.type) &&
    !namesLineOutright(intent)
  ) {
    const ticked = eachListed(tokens, state.lines, parse);
    if (ticked) return { intent: ticked };
  }
  // "already have the first one, tick it" after lines were listed: the line at that place
  // (a change read with the place as its thing, "drop the second one", is that change of the line at that place)
  const placed =
    state.focus === 'thing' && state.lines?.length && !named && (!WRITES.has(intent.type) || itemIsPlace(intent) || itemAfterPlace(intent))
      ? placedLine(tokens, state.lines, parse)
      : null;
  if (placed) return { intent: placed };
  // "add oats to that as well", "put rice in there as well" after the pantry was read: into the pantry, never onto the list
  const intoPantry = state.said ? pantryPointer(tokens) : null;
  if (intoPantry && parse(state.said!).type === 'pantryList') {
    const reread = parse(
      joinTokens([...tokens.slice(0, intoPantry.at), ...words('my pantry'), ...tokens.slice(intoPantry.at + intoPantry.length)]),
    );
    if (reread.type === 'addPantry') return { intent: reread };
  }
  // "nvm there's a bag at home" after "do i need to buy onions": the onions are at home
  const home = thing && !named && !WRITES.has(intent.type) && !isQuestion(message) ? atHomeSaid(tokens, thing, parse) : null;
  if (home) return { intent: home };
  // "make it 3 lb", "change that to 2 gallons", "actually a dozen": the line's amount, never a line named "lb"
  const amount = thing && !named ? amountSaidOf(tokens, thing) : null;
  // ("ok get a dozen" is read as a line named "dozen" on its own)
  if (thing && amount && ['unknown', 'groceryList', 'setGroceryQuantity', 'confirm', 'addGrocery'].includes(intent.type))
    return { intent: { type: 'setGroceryQuantity', item: thing, ...amount } };
  // "how much is it", "how much are they": the price of the line spoken of, not a meal's cost
  const they = hasWord(tokens, 'they');
  // (not when a change is asked beside the price: "ugh pricey, take them off" takes the line off)
  const changeAsked = !isQuestion(message) && tokens.some((t) => isLemma(t, ...TAKE_AWAY, 'take', 'add', 'tick', 'check', 'make'));
  if (thing && !named && asksPrice(tokens) && (pointed || they || tokens.length <= 4) && !WRITES.has(intent.type) && !changeAsked)
    return { intent: { type: 'linePrice', item: thing } };
  // "does anything this week have it", "which meals use it": the plan checked for the food spoken of
  // "it", "they"; or "the rest of the week", "any other meals" after a food was asked of one meal
  const restOfPlan =
    !!state.food &&
    hasWord(tokens, 'rest', 'other', 'else') &&
    hasWord(tokens, 'week', 'meals', 'plan', 'days', 'dinners', 'lunches', 'breakfasts', 'menu') &&
    !hasWord(tokens, 'recipe', 'recipes', 'suggest', 'recommend', 'ideas');
  const pointsAtThing = (pointed && pointed.length > 0) || they || restOfPlan;
  // (a food asked of one meal, "does tuesday dinner have dairy", is what "it" means when the whole week is asked of)
  const food = thing ?? state.food;
  const asksChange = tokens.some((t) => isLemma(t, 'swap', 'replace', 'change', 'switch', 'make', 'remove', 'add', 'take'));
  if (
    food &&
    pointsAtThing &&
    !asksChange &&
    findDay(tokens) === undefined &&
    tokens.some((t) => is(t, ...PLAN_WORDS)) &&
    !WRITES.has(intent.type)
  )
    return { intent: { type: 'contains', term: food, allergy: allergensNamed(food).length > 0 } };
  // "lower it by 20", "bump it up 10", "drop it to 1800" after the budget or a goal was read
  if (state.focus === 'setting' && state.setting && (pointed || intent.type === 'unknown')) {
    const change = settingChange(tokens, state.setting);
    if (change) return { intent: change };
  }
  // "ok add it", "put some on the list", "is it on my list", "do i have it at home", "what's it for": the thing spoken of
  const pointer = pointed && pointed.length > 0 ? pointed : someAt(tokens);
  if (thing && pointer && (THING_READINGS.has(intent.type) || namesPronoun(intent))) {
    const reread = parse(joinTokens([...tokens.slice(0, pointer.at), ...words(thing), ...tokens.slice(pointer.at + pointer.length)]));
    if (GROCERY_CHANGES.has(reread.type) || THING_QUESTIONS.has(reread.type)) return { intent: reread };
    // "take it off, then add two lemons": "it" in the first of several changes is the thing spoken of too
    if (reread.type === 'several' && reread.parts.every((p) => GROCERY_CHANGES.has(p.type))) return { intent: reread };
  }
  // "fine take it off, i'll use tofu": the ask before the reason said after it, the reason naming no line
  const end = thing && pointer && !WRITES.has(intent.type) && !isQuestion(message) ? reasonAt(tokens, pointer.at + pointer.length) : -1;
  if (thing && pointer && end > 0) {
    const ask = parse(joinTokens([...tokens.slice(0, pointer.at), ...words(thing), ...tokens.slice(pointer.at + pointer.length, end)]));
    if (GROCERY_CHANGES.has(ask.type)) return { intent: ask };
  }
  // after an answer about a day ("what's on friday"): "how many calories is that", "swap the dinner for something
  // vegetarian" are of that day (the day said in place of "that", or before the meal named)
  const dayAsked =
    state.day !== undefined &&
    !['thing', 'recipe', 'setting'].includes(state.focus ?? '') &&
    (!state.meal || state.meal.weekday !== state.day);
  if (dayAsked && findDay(tokens) === undefined && ordinalAt(tokens) === null && !('day' in intent && intent.day)) {
    const day = WEEKDAY_NAMES[state.day!].toLowerCase();
    const text =
      pointed && pointed.length > 0
        ? joinTokens([...tokens.slice(0, pointed.at), ...words(day), ...tokens.slice(pointed.at + pointed.length)])
        : saidAgainOf(tokenize(day), message);
    const reread = text ? parse(text) : null;
    const ofDay = reread && (SLOT_INTENTS.has(reread.type) || reread.type === 'dietCheck' || reread.type === 'mealQuestion');
    // ("make that day's dinner lighter": a change asked of the day pointed at as a day, not a question turned into one)
    const dayPointed = pointed?.length === 2 && isDayNoun(tokens[pointed.at + 1]) && !isQuestion(message);
    if (ofDay && 'day' in reread && reread.day && (!WRITES.has(reread.type) || reread.type === intent.type || dayPointed))
      return { intent: reread, said: text! };
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
  // "add it to thursday", "have that again on friday for lunch": the meal spoken of, its recipe put in that slot too
  const day0 = findDay(tokens);
  if (
    meal?.recipeId &&
    meal.title &&
    state.focus === 'meal' &&
    day0 &&
    pointed &&
    pointed.length > 0 &&
    tokens.some((t) => is(t, ...PUT_WORDS))
  ) {
    const slot = findMeal(tokens) ?? meal.mealType;
    // (the same slot named again is no new place for it)
    if (!(day0.kind === 'weekday' && day0.weekday === meal.weekday && slot === meal.mealType))
      return {
        intent: { type: 'swap', day: day0, meal: slot },
        listed: { id: meal.recipeId, title: meal.title },
        said: `swap ${joinTokens(tokens.filter((t) => isDayWord(t)))} ${slot} for ${meal.title}`,
      };
  }
  // right after a swap, "no, the other one", "another one pls", "something else": the same meal swapped again, the same wish
  if (meal && state.swap && sameSlot(state.swap, meal) && state.focus === 'meal' && !named && asksAnother(tokens))
    return {
      intent: mergeWish({ type: 'swap', day: { kind: 'weekday', weekday: meal.weekday }, meal: meal.mealType }, state.swap, meal),
      said: `swap ${slotWords(meal)} for something else`,
    };
  // after a meal was read, "something else under 20 min", "give me another with eggs": that meal swapped for the wish
  // ("one with more protein than that" reads as the protein goal raised: after a meal, it is the meal's wish)
  const wishes = !WRITES.has(intent.type) || (intent.type === 'changeGoal' && !!meal && !!state.swap && sameSlot(state.swap, meal));
  const wished = meal && state.focus === 'meal' && !named && wishes ? wishAfterAnother(tokens, meal, state.said, parse) : null;
  if (wished) {
    const swap = mergeWish(wished.intent, state.swap, meal!);
    return isQuestion(message) ? { intent: { type: 'offer', request: wished.said } } : { intent: swap, said: wished.said };
  }
  // after a meal was read, "nah, something else", "i don't like that, give me another one": that meal swapped (the
  // last clause asks it; the ones before say why); asked as a question, only offered
  // (the last clause that names another, with only courtesy after it: "something different, thank you")
  const clauses = clausesOf(tokens);
  const at = clauses.findLastIndex((c) => hasWord(c, 'else', 'different', 'another', 'other'));
  const lastClause = at >= 0 && clauses.slice(at + 1).every(asksAnotherPadding) ? clauses[at] : [];
  // ("the other one" with no swap just made points at nothing, unless asked for: "give other one")
  const another = hasWord(lastClause, 'else', 'different', 'another') || hasWord(lastClause, 'give', 'get', 'find', 'show', 'want', 'try');
  if (meal && state.focus === 'meal' && !named && asksAnother(lastClause) && another) {
    const said = `swap ${slotWords(meal)} for something else`;
    const swap = mergeWish({ type: 'swap', day: { kind: 'weekday', weekday: meal.weekday }, meal: meal.mealType }, state.swap, meal);
    return isQuestion(message) ? { intent: { type: 'offer', request: said } } : { intent: swap, said };
  }
  // "find something cheaper for it", "get me a different one for that" after a question of the meal: a change of the
  // meal, though "cheaper" alone would read as a question of its cost
  // (the whole message, else each clause that points back, the last first: "bit skint, find a cheaper one for that")
  // (a recipe listed named by its place is swapped to below: "swap it for the second one")
  const listedNamed = ordinalAt(tokens) !== null || listedPlace(tokens, state.listed ?? []) !== null;
  if (meal && pointed && pointed.length > 0 && !named && !listedNamed && !WRITES.has(intent.type)) {
    for (const part of [
      tokens,
      ...clausesOf(tokens)
        .filter((c) => pointBackAt(c))
        .reverse(),
    ]) {
      const text = withMealNamed(part, meal);
      const reread = text ? parse(text) : null;
      if (reread?.type === 'swap') return { intent: mergeWish(reread, state.swap, meal), said: text! };
      // "change it to something with tofu, and add rice to the list": the swap of the meal and the other change, each done
      // (the meal pointed at once: "i hate that, swap it…" speaks of it twice, and is read below)
      const once = text?.split(slotWords(meal)).length === 2;
      if (part === tokens && once && reread?.type === 'several' && reread.parts.some((p) => p.type === 'swap' && p.meal))
        return { intent: reread, said: text! };
    }
  }
  // "the second one", "2nd one pls" after recipes were listed: that recipe, told about; "the cheapest one" by what the list showed
  const place = listedPlace(tokens, state.listed ?? []) ?? ordinalAt(tokens);
  if (intent.type === 'unknown' && place !== null && state.listed?.length && onlyPointing(tokens)) {
    // (recipes listed for a day's meal: the one picked goes there)
    const picked = resolveReference(state, { kind: 'ordinal', index: place });
    if (picked?.kind === 'recipe' && state.listedDay !== undefined && state.listedMeal && !isQuestion(message))
      return {
        intent: { type: 'swap', day: { kind: 'weekday', weekday: state.listedDay }, meal: state.listedMeal },
        listed: picked.recipe,
      };
    return { intent: { type: 'mealQuestion', ask: { kind: 'about' }, ref: { kind: 'ordinal', index: place } } };
  }
  // "add the first one to friday dinner", "use the cheapest one for tuesday": the listed recipe into that slot
  // (the meal the list was of when none is said)
  const day = findDay(tokens);
  if (
    day &&
    (state.listed?.length || state.focus === 'recipe') &&
    (tokens.some((t) => is(t, ...PUT_WORDS)) || (place !== null && onlyPlaceAndSlot(tokens))) &&
    (place !== null || pointed)
  ) {
    const resolved = resolveReference(state, place !== null ? { kind: 'ordinal', index: place } : { kind: 'pronoun' });
    if (resolved?.kind === 'recipe') {
      // the meal said, else the one the list was of, else the recipe's own (dinner first when it is for several)
      const own = resolved.recipe.meals ?? [];
      const slot = findMeal(tokens) ?? state.listedMeal ?? (own.includes('dinner') ? 'dinner' : own[0]);
      return { intent: { type: 'swap', day, ...(slot ? { meal: slot } : {}) }, listed: resolved.recipe };
    }
  }
  if (meal && pointed && !named) {
    // Unknown, a slot's intent with no slot, or read as a search ("swap it for something vegetarian" has no slot to swap).
    const lacksSlot = READ_AS_SEARCH.includes(intent.type) || (SLOT_INTENTS.has(intent.type) && !('day' in intent && intent.day));
    // "ugh not feeling that, something mexican instead": "that" in an aside, the wish in a part of its own
    const wish = lacksSlot && pointed.length > 0 ? insteadPart(tokens, pointed.at) : null;
    if (wish) {
      const said = `swap ${slotWords(meal)} for ${joinTokens(wish.filter((t) => !is(t, ...ALSO_WORDS))).replace(WISH_OPENING, '')}`;
      const reread = parse(said);
      if (reread.type === 'swap') return { intent: mergeWish(reread, state.swap, meal), said };
    }
    if (lacksSlot && pointed.length > 0) {
      const reread = slotReading(tokens, meal, parse);
      if (reread) {
        out = reread.intent;
        readAs = reread.said;
      }
    } else if (pointed.length === 0 && !WRITES.has(intent.type)) {
      // "something with chicken instead", "cheaper option instead please": the meal spoken of, swapped again with the new wish.
      const rest = joinTokens(tokens.filter((t, i) => i !== pointed.at && !is(t, ...ALSO_WORDS))).replace(WISH_OPENING, '');
      const said = `swap ${slotWords(meal)} for ${rest}`;
      const reread = parse(said);
      if (reread.type === 'swap') return { intent: mergeWish(reread, state.swap, meal), said };
    }
    // "make it vegetarian too", "make it cheaper as well": the meal spoken of swapped again, keeping what the last swap asked
    if (pointed.length > 0 && place === null && is(tokens[pointed.at - 1], ...REMAKE_WORDS) && tokens.length > pointed.at + 1) {
      const rest = joinTokens(tokens.slice(pointed.at + pointed.length).filter((t) => !is(t, ...ALSO_WORDS)));
      const said = `swap ${slotWords(meal)} for something ${rest}`;
      const reread = parse(said);
      if (reread.type === 'swap' && WISH_KEYS.some((k) => k in reread)) return { intent: mergeWish(reread, state.swap, meal), said };
    }
  }
  // right after a swap of the meal: a wish alone ("cheaper one pls", "now something quicker", "and under 30 min") swaps it again
  const swappedLast = meal && state.swap && state.swap.weekday === meal.weekday && state.swap.mealType === meal.mealType;
  if (meal && swappedLast && !named && state.focus === 'meal' && !WRITES.has(intent.type) && !isQuestion(message)) {
    const wish = tokens.filter((t) => t.kind !== 'punct' && !is(t, ...AGAIN_PADDING, ...ALSO_WORDS));
    const said = `swap ${slotWords(meal)} for something ${joinTokens(wish)}`;
    const reread = wish.length ? parse(said) : null;
    // a dish named counts only as one ("something with fish"): "ok cool" is no wish
    const wished = WISH_KEYS.some((k) => k !== 'query' && reread && k in reread) || hasWord(tokens, 'something', 'with');
    if (reread?.type === 'swap' && wished && WISH_KEYS.some((k) => k in reread))
      return { intent: mergeWish(reread, state.swap, meal), said };
  }
  // "why?", "how come", "how do you know" after an answer about the meal: its ingredients, what the answer went by
  if (meal && state.focus === 'meal' && intent.type === 'unknown' && asksWhy(tokens))
    return { intent: { type: 'mealQuestion', ask: { kind: 'ingredients' }, ref: { kind: 'pronoun' } } };
  // "how long to make", "ingredients?", "how many cals": a short question of a meal's own, about the meal spoken of
  if (
    meal &&
    !pointed &&
    !named &&
    state.focus !== 'thing' &&
    (intent.type === 'unknown' || SLOT_INTENTS.has(intent.type)) &&
    !WRITES.has(intent.type)
  ) {
    // ("and protein?", "what about carbs" after calories: the measure asked of it)
    const measure = tokens.filter((t) => t.kind !== 'punct' && !is(t, ...ASKED_AGAIN, ...AROUND_AGAIN));
    const again = measure.length && findMeasures(measure).length === measure.length ? [`how much ${joinTokens(measure)} is in it`] : [];
    const asked = [...again, ...IMPLIED_IT.map((it) => `${message.replace(/[?.!\s]+$/, '')} ${it}`)]
      .map((text) => parse(text))
      .find((r) => r.type === 'mealQuestion');
    if (asked) return { intent: asked };
    // "without the cilantro", "no onions pls": a food out of the meal spoken of
    const without = intent.type === 'unknown' || intent.type === 'confirm' ? parse(`${slotWords(meal)} ${message}`) : null;
    if (without?.type === 'removeFromMeal') return { intent: without };
  }
  // "if it has mushrooms swap it", "swap it only if it takes over an hour": the meal spoken of, looked at before it is swapped
  if (out.type === 'swapIf' && !out.swap.meal && meal) {
    const text = withMealNamed(tokens, meal);
    const reread = text ? parse(text) : null;
    if (reread?.type === 'swapIf' && reread.swap.meal) return { intent: reread, said: text! };
  }
  // the same meal swapped again keeps what the last swap asked ("swap it for something quicker" after a vegetarian swap)
  if (out.type === 'swap' && pointed && !named && meal) out = mergeWish(out, state.swap, meal);
  // "swap it for the second one": the slot from the swap, the recipe from the list shown.
  if (out.type === 'swap' && out.day && out.meal && place !== null) {
    const resolved = resolveReference(state, { kind: 'ordinal', index: place });
    if (resolved?.kind === 'recipe') return { intent: out, listed: resolved.recipe };
  }
  return { intent: out, ...(readAs ? { said: readAs } : {}) };
}

/**
 * The words point back and take away, with only the verb and padding beside the pointer ("ugh take it off then");
 * "take the onions out of it" is a food out of the meal, read elsewhere.
 */
function onlyTakesAway(part: readonly Token[]): boolean {
  const pointer = pointBackAt(part);
  if (!pointer || pointer.length === 0) return false;
  const rest = part.filter((t, i) => t.kind !== 'punct' && (i < pointer.at || i >= pointer.at + pointer.length));
  const verb = rest.some((t) => isLemma(t, ...TAKE_AWAY)) || (rest.some((t) => isLemma(t, 'take')) && hasWord(rest, 'off', 'out', 'away'));
  return verb && rest.every((t) => isLemma(t, ...TAKE_AWAY, 'take', 'get', 'of') || is(t, ...TAKE_AWAY_PADDING));
}

/** "to that", "in there", "into it": where a place spoken of is pointed at, as where a thing goes. */
function pantryPointer(tokens: readonly Token[]): { at: number; length: number } | null {
  const at = tokens.findIndex((t, i) => i > 0 && is(t, 'it', 'that', 'this', 'there') && is(tokens[i - 1], 'to', 'in', 'into', 'on'));
  return at >= 0 ? { at, length: 1 } : null;
}

/** Where a reason said after an ask starts ("… then i'll use tofu", "… since we have some"), after `from`; -1 when none. */
function reasonAt(tokens: readonly Token[], from: number): number {
  for (let i = from; i < tokens.length; i++) {
    const then = is(tokens[i], 'then') ? 1 : 0;
    const t = tokens[i + then];
    if (is(t, ...REASON_OPENERS.filter((w) => w !== 'as' && w !== 'for')) || is(t, ...REASON_SUBJECTS)) return i;
  }
  return -1;
}

/** Words beside "take it off" that name nothing ("ugh just take it off then pls"). */
const TAKE_AWAY_PADDING = [
  'off',
  'out',
  'away',
  'then',
  'just',
  'ugh',
  'ok',
  'okay',
  'fine',
  'please',
  'pls',
  'plz',
  'so',
  'and',
  'well',
  'can',
  'you',
  'the',
  'plan',
  'from',
  'my',
];

/** Questions about a thing to buy, read with the thing spoken of in place of "it". */
const THING_QUESTIONS: ReadonlySet<Intent['type']> = new Set(['onList', 'atHome', 'lineFor', 'linePrice']);
/** What a message pointing at a thing may be read as before the thing is put in: nothing, the whole list, or a question of it. */
const THING_READINGS: ReadonlySet<Intent['type']> = new Set(['unknown', 'groceryList', ...THING_QUESTIONS]);
/** Words that stand for an amount of the thing spoken of, with no name of their own ("put some on the list", "get more"). */
const SOME_WORDS = ['some', 'more', 'any'];

/** "some" or "more" that names no food after it ("add some to the list", "buy more pls"): where the thing spoken of goes. */
function someAt(tokens: readonly Token[]): { at: number; length: number } | null {
  const at = tokens.findIndex(
    (t, i) => is(t, ...SOME_WORDS) && (i + 1 === tokens.length || tokens[i + 1].kind === 'punct' || is(tokens[i + 1], ...AFTER_SOME)),
  );
  return at >= 0 ? { at, length: 1 } : null;
}
const AFTER_SOME = ['to', 'on', 'for', 'please', 'pls', 'plz', 'then', 'too', 'at', 'in', 'thanks', 'thx'];

/** A name that only points back ("that one", "it", "this meal"): no food of its own. */
const POINTER_PHRASE =
  /^(?:it|that|this|them|those|these|(?:that|this|the) (?:one|meal|dish|recipe)|(?:that|this|it) (?:either|too|as well))$/i;

/** The message with its pronoun ("it", "them", a "they" first) read as the food spoken of, when that tells a rule or like. */
function toldOf(tokens: readonly Token[], food: string, parse: (text: string) => Intent): Intent | null {
  const pointer = pointBackAt(tokens) ?? (is(tokens[0], 'they') ? { at: 0, length: 1 } : null);
  if (!pointer || pointer.length === 0) return null;
  const reread = parse(joinTokens([...tokens.slice(0, pointer.at), ...words(food), ...tokens.slice(pointer.at + pointer.length)]));
  const told = reread.type === 'confirm' ? parse(reread.request) : reread;
  // (the food itself is what is kept: "oops no take it off" read as a dislike of "take sesame off" is no reading of it)
  const same = (value: string) => value.toLowerCase().replace(/s$/, '') === food.toLowerCase().replace(/s$/, '');
  return (told.type === 'addPreference' || told.type === 'removePreference') && told.list !== 'dietaryRestrictions' && same(told.value)
    ? reread
    : null;
}

/** A preference's value that only stands for a food spoken of: "it", "that stuff", "them raw". */
const STANDS_FOR_FOOD = /^(?:(?:it|that|this|them|those|these|they)(?: [a-z]+)?|stuff|things?|ones?|food)$/i;

/** A change of a line that names the line itself ("tick off the apples"), not a pronoun, a place or "all" standing for lines. */
const namesLineOutright = (intent: Intent) =>
  (intent.type === 'checkGrocery' || intent.type === 'removeGrocery') &&
  !namesPronoun(intent) &&
  !itemAfterPlace(intent) &&
  !/^(?:all|both|each|every|everything|the lot)\b/i.test(intent.item);

/** An intent whose thing is only a place in a list shown ("drop the second one" read as a line "second"). */
const itemIsPlace = (intent: Intent) => 'item' in intent && typeof intent.item === 'string' && namesPlace(intent.item);
/**
 * Or what is left of the place when it was read apart: the noun after it ("tick the third item" as a line "item"), or a
 * piece of it ("the 2nd one" as 2 of "nd") — no thing the list could hold.
 */
const itemAfterPlace = (intent: Intent) =>
  'item' in intent && typeof intent.item === 'string' && /^(?:one|item|line|thing|st|nd|rd|th)$/i.test(intent.item);

/** An intent whose food is a pronoun ("do i have it at home" read as the food "it"): it needs the thing spoken of. */
const namesPronoun = (intent: Intent) =>
  itemIsPlace(intent) ||
  ('item' in intent && typeof intent.item === 'string' && /^(?:st|nd|rd|th)$/i.test(intent.item)) ||
  ('item' in intent &&
    typeof intent.item === 'string' &&
    /^(?:it|that|this|them|those|these|some|any|(?:all )?(?:of )?(?:that|this|it|those|these|them)|everything|all)$/i.test(intent.item)) ||
  // ("i dislike them raw" with no food spoken of: which food is asked, never a dislike of "Them raw")
  ((intent.type === 'addPreference' || intent.type === 'removePreference') &&
    intent.list !== 'dietaryRestrictions' &&
    STANDS_FOR_FOOD.test(intent.value) &&
    !/^(?:things?|food)$/i.test(intent.value));

/** "no, the other one", "another one pls", "something else", "a different one": another recipe for the meal just swapped. */
function asksAnother(tokens: readonly Token[]): boolean {
  const said = tokens.filter((t) => t.kind !== 'punct');
  return said.some((t) => is(t, 'other', 'another', 'different', 'else')) && said.every((t) => is(t, ...AROUND_ANOTHER));
}

/** Only words around "another" ("thank you", "pls"): no ask of its own. */
const asksAnotherPadding = (tokens: readonly Token[]) => tokens.every((t) => t.kind === 'punct' || is(t, ...AROUND_ANOTHER));

/** "why?", "why not", "how come", "how do you know", "why is that": a reason asked of the answer before, nothing else. */
function asksWhy(tokens: readonly Token[]): boolean {
  const said = tokens.filter((t) => t.kind !== 'punct');
  const asks = is(said[0], 'why') || hasSeq(said, 'how', 'come') || hasSeq(said, 'how', 'do|did', 'you', 'know');
  return asks && said.every((t) => is(t, ...WHY_WORDS));
}
const WHY_WORDS = [
  'why',
  'how',
  'come',
  'do',
  'did',
  'you',
  'know',
  'not',
  'is',
  'that',
  'so',
  'though',
  'tho',
  'really',
  'oh',
  'hmm',
  'and',
  'ok',
  "'s",
  'it',
];

/** The message as read names the food ("does it have pork" names pork). */
const saidHas = (said: string, food: string) => ` ${joinTokens(tokenize(said)).toLowerCase()} `.includes(` ${food.toLowerCase()} `);
const capitalised = (food: string) => food.charAt(0).toUpperCase() + food.slice(1);

const sameSlot = (a: Pick<MealRef, 'weekday' | 'mealType'>, b: Pick<MealRef, 'weekday' | 'mealType'>) =>
  a.weekday === b.weekday && a.mealType === b.mealType;

/** Words just before "it" in a remake of the meal spoken of ("make it vegetarian too", "turn it into something cheaper"). */
const REMAKE_WORDS = ['make', 'turn', 'get'];
/** Words that add a wish to the one before ("vegetarian too", "cheaper as well"): no dish of their own. */
const ALSO_WORDS = ['too', 'also', 'as', 'well', 'aswell', 'again'];
/** Words around a wish said again after a swap ("another one, cheaper", "try again but quicker", "now something vegan"). */
const AGAIN_PADDING = [
  'and',
  'but',
  'now',
  'this',
  'time',
  'try',
  'another',
  'one',
  'pls',
  'please',
  'plz',
  'ok',
  'okay',
  'hmm',
  'actually',
  'maybe',
  'a',
  'bit',
  'even',
  'something',
  'instead',
  'rather',
  'i',
  'want',
  "'d",
  'prefer',
  'like',
  'thx',
  'thanks',
];
/** The fields of a swap that say what is wished for. */
const WISH_KEYS = ['diet', 'maxMinutes', 'quicker', 'query', 'cheaper', 'cuisine', 'rank', 'without', 'lighter'];
/** Words that say the plan as a whole: a food spoken of is looked for in it ("does anything this week have it"). */
const PLAN_WORDS = [
  'anything',
  'meals',
  'meal',
  'week',
  'plan',
  'menu',
  'dinners',
  'lunches',
  'breakfasts',
  'recipes',
  'dishes',
  'days',
  'something',
  'any',
];

/** How a short question left unsaid what it asks of: read with each, the first a question of one meal wins. */
const IMPLIED_IT = ['it', 'in it', 'of it', 'for it'];
/** Words before a pronoun that make it the meal a food is in ("out of it", "from that"). */
const CONTAINER_WORDS = ['of', 'from', 'off', 'in', 'on', 'without'];
/** Words that open putting a recipe shown into a slot. */
const PUT_WORDS = ['add', 'put', 'use', 'make', 'plan', 'schedule', 'have', 'do', 'pls', 'please', 'ok', 'okay', 'lets', "let's"];
/** What may stand beside an ordinal that only points at a listed recipe ("the 2nd one pls", "ok the third"). */
const POINTING_ONLY = ['the', 'one', 'recipe', 'option', 'please', 'pls', 'ok', 'okay', 'hmm', 'um', 'maybe', 'i', 'guess', 'think'];
/** "the second one for friday dinner", "friday: the cheapest": a listed recipe and a slot, nothing else. */
const onlyPlaceAndSlot = (tokens: readonly Token[]) =>
  tokens.every(
    (t) =>
      t.kind === 'punct' ||
      isDayWord(t) ||
      isMealWord(t) ||
      ORDINALS[t.norm] !== undefined ||
      is(
        t,
        ...POINTING_ONLY,
        'for',
        'on',
        'to',
        'at',
        "'s",
        'cheapest',
        'quickest',
        'fastest',
        'shortest',
        'cheaper',
        'quicker',
        'then',
        'and',
      ),
  );
const onlyPointing = (tokens: readonly Token[]) =>
  tokens.every((t) => t.kind === 'punct' || ORDINALS[t.norm] !== undefined || ORDINALS[t.text] !== undefined || is(t, ...POINTING_ONLY));
/** A wish's opening before what is wished for: "i'd rather have fish instead", "can we do pasta instead". */
const WISH_OPENING =
  /^(?:(?:i|we)\s*(?:'d|would)\s+(?:rather|prefer|like|love)|(?:i|we)\s+(?:want|prefer)|(?:can|could)\s+(?:we|i|you)|let(?:\s*'?s|\s+(?:me|us))?|how\s+about|what\s+about|maybe|(?:give|get|find|show)\s+(?:me|us))(?:\s+(?:have|do|eat|get|make|go\s+with|try))?\s+/i;

/** The part of a message (between commas, stops) that wishes for something "instead", when the pointer at `pointer` is not in it. */
function insteadPart(tokens: readonly Token[], pointer: number): Token[] | null {
  const parts: { from: number; tokens: Token[] }[] = [{ from: 0, tokens: [] }];
  tokens.forEach((t, i) => {
    if (t.kind === 'punct' && [',', '.', ';', '!', '-'].includes(t.text)) parts.push({ from: i + 1, tokens: [] });
    else parts[parts.length - 1].tokens.push(t);
  });
  const wish = parts.filter((p) => hasWord(p.tokens, 'instead')).pop();
  if (!wish || (pointer >= wish.from && pointer < wish.from + wish.tokens.length)) return null;
  return wish.tokens;
}

/** What a message about a meal may be read as when its slot is missing: nothing, or a search for recipes. */
const READ_AS_SEARCH: readonly string[] = ['unknown', 'recipes', 'quick', 'cookWith'];

/** The message's clauses, split at its punctuation ("nah, something else" → "nah" and "something else"); none empty. */
function clausesOf(tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [[]];
  for (const t of tokens) {
    if (t.kind === 'punct' && [',', '.', ';', '!', '?'].includes(t.text)) clauses.push([]);
    else clauses[clauses.length - 1].push(t);
  }
  return clauses.filter((c) => c.length);
}

/**
 * The message read with the meal named for its pronouns; when the whole does not read as a slot's intent, each
 * clause from the last ("i don't like that, swap it": the last says what to do; the first says why).
 */
function slotReading(tokens: readonly Token[], meal: MealRef, parse: (text: string) => Intent): FollowedUp | null {
  const clauses = clausesOf(tokens);
  const readings = [tokens, ...clauses.filter((c) => pointBackAt(c)).reverse()];
  for (const part of readings) {
    const text = withMealNamed(part, meal);
    const reread = text ? parse(text) : null;
    if (reread && SLOT_INTENTS.has(reread.type)) return { intent: reread, said: text! };
  }
  return null;
}

/**
 * The last message of a conversation understood after the ones before it (`earlier`: one message, or several,
 * oldest first), each leaving the state its intent speaks of (its slot, line or food, and the message as read; not
 * what its answer listed): how the bench reads a follow-up.
 */
export function followedAfter(
  earlier: string | readonly string[],
  message: string,
  parse: (text: string) => Intent,
  today: string,
): Intent {
  let state: ConversationState = {};
  let previous: string | undefined;
  for (const text of typeof earlier === 'string' ? [earlier] : earlier) {
    const read = followUp(text, parse(text), state, parse, previous);
    const first = read.intent;
    // (an undo leaves what was spoken of as it was, as the chat does: only the change is gone)
    if (first.type === 'undoLast') {
      const { lastAction: _undone, ...rest } = state;
      state = rest;
      previous = text;
      continue;
    }
    // (a question about a food on the list or at home speaks of that food, as its answer would say)
    const food = 'item' in first && ['onList', 'atHome', 'lineFor'].includes(first.type) ? { food: String(first.item) } : undefined;
    // (a question of "it" about the meal is answered of that meal, which the answer names again)
    const meal =
      first.type === 'mealQuestion' && first.ref?.kind === 'pronoun' && state.focus === 'meal' && state.meal ? { meal: state.meal } : {};
    state = updateState(state, { ...(topicOfIntent(first, today, text) ?? food ?? {}), ...meal, said: read.said ?? text });
    previous = text;
  }
  return followUp(message, parse(message), state, parse, previous).intent;
}
