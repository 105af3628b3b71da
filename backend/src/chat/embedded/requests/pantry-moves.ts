/**
 * Things put in the pantry, and what is said with it: "put the flour and oats in my pantry and take them off the
 * list" puts each in the pantry and takes each off the list ("them" is the things just named). Only catalogue
 * foods go in the pantry: a thing that is none is asked about by the lexicon's bounds (entity-bounds.ts), never
 * read as an add to the list. The rest of the message is read as a change of its own. Pure.
 */
import {
  ABUNDANT,
  AFTER_HAVING,
  AFTER_USED_UP,
  ALL_GONE,
  anyOf,
  AT_HOME,
  BUY_AMOUNT,
  GIVEN,
  GONE_BAD,
  HAVE,
  HEDGED_HAVE,
  HEDGES,
  LOOSE_AMOUNTS,
  NONE_LEFT,
  NOT_BUYING,
  OPENERS,
  SETTLED,
  THROWN_IF_SPOILT,
  THREW_IT,
  THROWN_OUT,
  USED_FOR,
  USED_UP,
} from '../../lexicon/kitchen-talk.js';
import { storedName, type StoredFor } from '../../lexicon/stored-names.js';
import { parseGroceryItem } from '../entities.js';
import type { Intent } from '../intents.js';

const PUT_IN_PANTRY =
  /^(?:(?:ok|okay|so|also|and|please|pls|plz|hey|oh|can you|could you|would you|can u)[,\s]+)*(?:put|add|move|stick|store|place|pop|throw|keep|stash)\s+(.+?)\s+(?:in|into|to|in to)\s+(?:(?:my|the|our)\s+)?(?:pantry|cupboard|cupboards|larder|staples)\b(.*)$/i;
/** Words before a thing that are not its name. */
const BEFORE_THING = /^(?:the|my|our|some|both|a few|few)\s+/i;
/** The things just named, said again. */
const SAID_AGAIN = /\b(?:both of them|all of them|them|those|these|both|'em|em|it)\b/i;
/** What may follow the things and the pantry that asks for nothing ("please", "thx", "too"). */
const PADDING = /^[\s,.!]*(?:(?:please|pls|plz|thanks|thank you|thx|ty|too|as well|now|for me)[\s,.!]*)*$/i;

export function pantryMove(text: string, parse: (text: string) => Intent, isChange: (intent: Intent) => boolean): Intent | null {
  const said = PUT_IN_PANTRY.exec(text.trim());
  if (!said) return null;
  const things = said[1]
    .split(/\s*(?:,|&|\+|\band\b)\s*/i)
    .map((t) => t.replace(BEFORE_THING, '').trim())
    .filter(Boolean);
  const parts: Intent[] = [];
  for (const thing of things) {
    const { item, quantity, unit } = parseGroceryItem(thing);
    if (!item) return null;
    parts.push({ type: 'addPantry', item, ...(quantity !== undefined ? { quantity } : {}), ...(unit ? { unit } : {}) });
  }
  if (!parts.length) return null;
  // "… and take them off the list": the rest read alone, "them" the things named
  const rest = said[2].replace(/^[\s,;.]*(?:(?:and|then|also|plus|&)\s+)*/i, '').trim();
  if (rest && !PADDING.test(rest)) {
    // "… and off the list": the verb is the move's
    const said = /^(?:(?:then|also)\s+)?(?:off|from)\s+(?:the|my)\s+(?:grocery\s+|shopping\s+)?list\b/i.test(rest)
      ? `take them ${rest}`
      : rest;
    const after = parse(said.replace(SAID_AGAIN, things.join(' and ')));
    if (isChange(after)) parts.push(...(after.type === 'several' ? after.parts : [after]));
  }
  return parts.length === 1 ? parts[0] : { type: 'several', parts };
}

const TAKE_OUT =
  /^(?:(?:ok|okay|so|also|and|please|pls|plz|hey|oh|can you|could you|would you|can u)[,\s]+)*(?:take|remove|delete|clear|get|drop|cross)\s+(.+?)\s+(?:out of|out from|from|off)\s+(?:(?:my|the|our)\s+)?(?:pantry|cupboard|cupboards|larder|staples)\b(.*)$/i;

/**
 * "take the rice out of my pantry", "remove butter and oats from the pantry": each thing out of the pantry. What is
 * said after it is padding, a reason ("…, the container is finished"), or a change of its own, done too ("…, and add
 * it to the list").
 */
export function pantryTakeOut(text: string, parse?: (text: string) => Intent, isChange?: (intent: Intent) => boolean): Intent | null {
  const said = TAKE_OUT.exec(text.trim());
  if (!said) return null;
  const things = said[1]
    .split(/\s*(?:,|&|\+|\band\b)\s*/i)
    .map((t) => t.replace(BEFORE_THING, '').trim())
    .filter(Boolean);
  // ("…, and put it on the list": "it" the things named)
  const rest = said[2].replace(/^[\s,;.!-]*(?:(?:and|then|also|plus|&)\s+)*/i, '').trim();
  const after =
    rest && !PADDING.test(said[2]) ? (parse && isChange ? parse(rest.replace(SAID_AGAIN, things.join(' and '))) : null) : undefined;
  // (nothing to read what follows with: only padding is left beside the take-out)
  if (after === null) return null;
  const parts: Intent[] = things.map((thing) => ({ type: 'removePantry', item: parseGroceryItem(thing).item || thing }));
  if (!parts.length) return null;
  if (after && isChange!(after)) parts.push(...(after.type === 'several' ? after.parts : [after]));
  return parts.length === 1 ? parts[0] : { type: 'several', parts };
}

// ─── the kitchen said in people's words (lexicon/kitchen-talk.ts) ─────────────────────────────────

const OPEN = `^(?:${anyOf(OPENERS)}[,\\s!.:-]+)*`;
const END = `[\\s,.!]*(?:(?:please|pls|plz|thanks|thank you|thx|ty|lol|fyi|sorry|soz|x+)[\\s,.!]*)*$`;
const tail = (words: readonly string[]) => `((?:[\\s,]+${anyOf(words)})*)`;
const HAVING = new RegExp(`${OPEN}${anyOf(HAVE)}\\s+(.+?)${tail([...AT_HOME, ...AFTER_HAVING, ...NOT_BUYING])}${END}`, 'i');
const GIVING = new RegExp(`${OPEN}${anyOf(GIVEN)}\\s+(.+?)${tail([...AT_HOME, ...AFTER_HAVING, ...NOT_BUYING])}${END}`, 'i');
/** That none is to be bought, said after the food at home: the food comes off the list as well. */
const NOT_BOUGHT = new RegExp(anyOf(NOT_BUYING), 'i');
const HOME = new RegExp(`\\b${anyOf(AT_HOME)}\\b`, 'i');
const PLENTY = new RegExp(`^${anyOf(ABUNDANT)}\\s`, 'i');
const LOOSE = new RegExp(`^${anyOf(LOOSE_AMOUNTS)}\\s+`, 'i');
// ("ran out of butter baking a cake": why it was used names nothing)
const USED = new RegExp(`${OPEN}${anyOf(USED_UP)}\\s+(.+?)${tail(AFTER_USED_UP)}(?:\\s+${anyOf(USED_FOR)}\\b.*)?${END}`, 'i');
const NONE = new RegExp(`${OPEN}${anyOf(NONE_LEFT)}\\s+(.+?)${tail(AFTER_USED_UP)}${END}`, 'i');
const GONE = new RegExp(`${OPEN}(?:the |our |my |all the )?(.+?)${anyOf(ALL_GONE)}${tail(AFTER_USED_UP)}${END}`, 'i');
/** Why it went: ", it went off", "cos it was mouldy". */
const SPOILT = `(?:[\\s,;.!-]+(?:(?:because|cause|cos|coz|cuz|as|since|bc|it|they|that|was|were|had|has|already|all)\\s+)*${anyOf(GONE_BAD)})`;
const BINNED = new RegExp(
  `${OPEN}(?:(?:i|we|i've|we've|ive|weve|i have|we have|just|had to|have to|gotta|need to)\\s+)*${anyOf(THROWN_OUT)}\\s+(.+?)${SPOILT}?${END}`,
  'i',
);
const BINNED_SPOILT = new RegExp(
  `${OPEN}(?:(?:i|we|i've|we've|ive|weve|i have|we have|just|had to|have to|gotta|need to)\\s+)*${anyOf(THROWN_IF_SPOILT)}\\s+(.+?)${SPOILT}${END}`,
  'i',
);
const WENT_BAD = new RegExp(
  `${OPEN}(?:the |our |my |that |those |this )?(.+?)\\s*${anyOf(GONE_BAD)}(?:[\\s,;.!-]+${anyOf(THREW_IT)})?${END}`,
  'i',
);
/** "garlic we have already", "rice i've got loads": the food first, as some say it. */
const FRONTED = new RegExp(
  `${OPEN}(?:the |some )?(.+?)[\\s,]+(?:we|i)(?:'ve| have|ve)? (?:already |still )?(?:have|got|hav|hv)${tail([...AT_HOME, ...AFTER_HAVING, ...NOT_BUYING])}${END}`,
  'i',
);

/** Words that end a name and start something else said. */
const NOT_A_NAME = /\b(?:so|but|then|take|add|put|remove|off|list|at|in|on|for|to|it|them|any|anything|if|whether)\b|[;:?]/i;

/** The foods named ("rice", "half a bag of spinach", "loads of pasta and some oats"), each a catalogue food; null when any is not. */
function foodsNamed(said: string, purpose: StoredFor = 'pantry'): { item: string; quantity?: number; unit?: string }[] | null {
  const things = said
    .split(/\s*(?:,|&|\+|\band\b)\s*/i)
    .map((t) => t.trim())
    .filter(Boolean);
  // a clause said on ("… at home already so take them off my list") is no part of a name
  if (!things.length || NOT_A_NAME.test(said)) return null;
  const foods = [];
  for (let thing of things) {
    let read = parseGroceryItem(thing.replace(BEFORE_THING, ''));
    // "a sack of potatoes", "loads of pasta": an amount said loosely is no amount kept
    while (!isFood(read.item, purpose) && LOOSE.test(thing)) {
      thing = thing.replace(LOOSE, '');
      read = { item: parseGroceryItem(thing).item };
    }
    if (!isFood(read.item, purpose)) return null;
    foods.push(read);
  }
  return foods;
}

const isFood = (item: string, purpose: StoredFor) =>
  !!item && !/\b(?:it|them|that|this|those|these)\b/i.test(item) && storedName(item, purpose).kind === 'known';

const several = (parts: Intent[]): Intent => (parts.length === 1 ? parts[0] : { type: 'several', parts });

/**
 * A food said to be at home: "i've got rice at home", "we already have loads of pasta", "i have half a bag of
 * spinach left", "my mum gave us a sack of potatoes" — each put in the pantry. "have" alone says where only with
 * a place, "left", "already"/"still" or plenty ("i have 2 kids" is none of these); the whole message is the
 * statement ("i have cheese at home, take it off the list" is read by namedAgain).
 */
export function pantryStatement(text: string): Intent | null {
  const said = text.trim();
  const fronted = FRONTED.exec(said);
  if (fronted && (HOME.test(fronted[2]) || /\b(?:already|still|plenty|loads|lots|tons|heaps|enough)\b/i.test(fronted[2]))) {
    const foods = foodsNamed(fronted[1]);
    if (foods) return atHome(foods, fronted[2]);
  }
  const having = HAVING.exec(said);
  const given = having ? null : GIVING.exec(said);
  const found = having ?? given;
  if (!found) return null;
  const [, thing, after] = found;
  const home =
    !!given ||
    HOME.test(after) ||
    PLENTY.test(thing) ||
    (/\b(?:already|still)\b/i.test(said) && /\b(?:have|hav|hv)\b/i.test(said.slice(0, said.length - after.length - thing.length)));
  if (!home) return null;
  const foods = foodsNamed(thing);
  return foods ? atHome(foods, after) : null;
}

/** Each food put in the pantry; and off the list when what was said after them says none is to be bought. */
function atHome(foods: { item: string; quantity?: number; unit?: string }[], after: string): Intent {
  const kept: Intent[] = foods.map((f) => ({ type: 'addPantry', ...f }));
  const off: Intent[] = NOT_BOUGHT.test(after) ? foods.map((f) => ({ type: 'removeGrocery', item: f.item })) : [];
  return several([...kept, ...off]);
}

/**
 * None left: "i'm out of eggs", "used up the last of the milk", "we ran out of butter", "there's no bread left",
 * "the milk's all gone" — the pantry loses it and the list has it (handlers.ts).
 */
export function usedUp(text: string): Intent | null {
  const said = text.trim();
  const none = NONE.exec(said);
  const found = USED.exec(said) ?? GONE.exec(said) ?? (none && HOME.test(none[2]) ? none : null);
  if (!found) return null;
  // (a thing for the house runs out too: "we ran out of dish soap" puts it on the list)
  const foods = foodsNamed(found[1].replace(/^(?:the|our|my|all the|all of the)\s+/i, ''), 'grocery');
  return foods ? several(foods.map((f) => ({ type: 'usedUp', item: f.item }))) : null;
}

/** Thrown away or gone bad: "bin the spinach, it went off", "the milk's gone sour" — out of the pantry. */
export function thrownOut(text: string): Intent | null {
  const said = text.trim();
  const found = BINNED.exec(said) ?? BINNED_SPOILT.exec(said) ?? WENT_BAD.exec(said);
  if (!found) return null;
  const foods = foodsNamed(found[1]);
  return foods ? several(foods.map((f) => ({ type: 'removePantry', item: f.item }))) : null;
}

const USED_THEN_BUY = new RegExp(
  `${OPEN}${anyOf(USED_UP)}\\s+(.+?)${tail(AFTER_USED_UP)}\\s*[,;.!-]+\\s*${anyOf(BUY_AMOUNT)}\\s+(.+?)(?:\\s+(?:of (?:it|them|those)|more))?${END}`,
  'i',
);

/**
 * None left and an amount to buy: "ugh we're out of bread again, add 2 loaves", "kids finished the cereal, get 2
 * boxes" — the food added in that amount ("2 loaves" alone names no food).
 */
export function usedUpThenBuy(text: string, parse: (text: string) => Intent): Intent | null {
  const found = USED_THEN_BUY.exec(text.trim());
  if (!found || !/^(?:\d|a\b|an\b|one|two|three|four|five|six|a couple|a few|some|half)/i.test(found[3])) return null;
  const foods = foodsNamed(found[1].replace(/^(?:the|our|my|all the|all of the)\s+/i, ''), 'grocery');
  if (foods?.length !== 1) return null;
  const added = parse(`add ${found[3]} of ${foods[0].item}`);
  return added.type === 'addGrocery' && !added.also ? added : null;
}

const HEDGED = new RegExp(`^((?:${anyOf(OPENERS)}[,\\s!.:-]+)*)(?:${anyOf(HEDGES)}[,\\s]+)+`, 'i');
const HEDGED_VERB = new RegExp(`\\b(i|we) ${HEDGED_HAVE} `, 'i');

/** What is told without its hedge: "i reckon we must have used up the vinegar" → "we used up the vinegar". */
export function withoutHedge(text: string): string {
  return text.replace(HEDGED, '$1').replace(HEDGED_VERB, '$1 ');
}

/** What is said of the pantry in people's words: at home, none left, thrown away. */
export function kitchenSaid(typed: string, parse: (text: string) => Intent): Intent | null {
  // ("kids finished the bread 🙄": a face says how it feels, not what)
  // ("i guess we may have run out of rice": the hedge tells nothing of the pantry)
  // ("we’re out of pasta": a phone's curly apostrophe is the plain one)
  const text = withoutHedge(
    typed
      .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, ' ')
      .replace(/[\u2018\u2019]/g, "'")
      .trim(),
  );
  return pantryStatement(text) ?? usedUp(text) ?? usedUpThenBuy(text, parse) ?? thrownOut(text);
}

const SETTLES = new RegExp(`\\b${anyOf(SETTLED)}\\b`, 'i');

/**
 * "i reckon we must have used up the vinegar? not sure… yeah it's empty": a hedge asked of oneself, then
 * settled — told, as kitchenSaid reads it. Unsettled ("we may have run out of rice?") it stays a question, and
 * nothing is written.
 */
export function settledKitchen(text: string, parse: (text: string) => Intent, isChange: (intent: Intent) => boolean): Intent | null {
  const [first, ...rest] = text.trim().split(/(?<=[?])\s+/);
  const after = rest.join(' ');
  if (!first.endsWith('?') || !after || after.includes('?') || !SETTLES.test(after)) return null;
  const told = first.replace(/\?+$/, '');
  if (withoutHedge(told) === told || isChange(parse(after))) return null;
  return kitchenSaid(told, parse);
}
