/**
 * Several changes in one message — "take the pickles off and add trash bags", "add oat milk, take off
 * the regular milk, and i'm dairy free now" — each understood on its own. The message is cut where a
 * comma, "and", "then" or "also" comes before words that ask for a change on their own; words that do
 * not ("add eggs, butter and milk") stay with the change before them. Pure: parts are read by the
 * grammar passed in.
 */
import { foodLexicon } from '../../lexicon/foods.js';
import { WEEKDAY_NAMES } from '../../../kitchen/vocabulary.js';
import { figures } from '../../lexicon/shorthand.js';
import type { Intent } from '../intents.js';
import { findMeal, isDayWord, isLemma, isMealWord } from '../entities.js';
import { listRefAt } from '../intents/reading.js';
import { clausesOf, opensOnly, REQUEST_VERBS } from '../mood.js';
import { joinTokens, tokenize } from '../tokens.js';
import { saysWhy } from '../intents/grocery.js';
import { namesOnly } from './list-adds.js';
import { thisTimeOnly } from './this-time.js';
import { lineAmountCuts } from './line-amount-said.js';
import { hedgedAsk } from './hedged-asks.js';

/**
 * Where a message may be cut: punctuation, a new line and the words that join clauses ("and", "then", "also",
 * "plus", "&", "+", "after that", "oh and").
 */
export const JOINS =
  /\s*(?:[,;.!\n]\s*(?:and\s+(?:then\s+|also\s+|so\s+|after\s+that\s*,?\s+)?|then\s+|also\s+|plus\s+|so\s+|after\s+that\s*,?\s+)?|\s+(?:and\s+after\s+that|after\s+that|and\s+then|and\s+also|and\s+so|and|then|also|plus|so|but|n|\+|&)\s*,?\s+)/gi;

/** "a hundred and twenty", "two thousand and fifty": an "and" inside a number written in words joins no two asks. */
function inWrittenNumber(message: string, at: number, end: number): boolean {
  if (!/\b(?:hundred|thousand)$/i.test(message.slice(0, at).trimEnd())) return false;
  const next = /^[a-z]+/i.exec(message.slice(end))?.[0] ?? '';
  return /^\d+$/.test(figures(next));
}

/** Words after which a verb is not a new ask: a negation ("don't add apples") or "to" ("no need to add"). */
const NOT_A_NEW_ASK = /(?:\bnot|n'?t|\bdont|\bnever|\bno|\bto)$/i;

/**
 * Where a verb of a change (mood.ts) starts a word after the first: "add eggs remove soda", said with no joiner;
 * `afterTo`: only the verbs after "to" ("i would like you to add …"), where a polite opener ends.
 */
function verbCuts(message: string, { afterTo = false } = {}): { at: number; end: number }[] {
  const cuts: { at: number; end: number }[] = [];
  for (const m of message.matchAll(/\s+([a-z]+)/gi))
    if (
      m.index > 0 &&
      (afterTo ? /\bto$/i.test(message.slice(0, m.index)) : !NOT_A_NEW_ASK.test(message.slice(0, m.index))) &&
      isLemma(tokenize(m[1])[0], ...REQUEST_VERBS)
    )
      cuts.push({ at: m.index, end: m.index + m[0].length - m[1].length });
  return cuts;
}

/**
 * "… and we also can't stand leeks", "… and i also …": a joining word said right after the subject of a clause ("also",
 * "then") joins nothing; the clause goes on after it.
 */
function subjectOnly(segment: string): boolean {
  const said = tokenize(segment).filter((t) => t.kind !== 'punct');
  return said.length > 0 && said.length <= 2 && said.every((t) => t.pos === 'PRON' || t.pos === 'AUX');
}

/** Intents that change something when done, or ask first: what may stand as one part of several. */
export type ChangeTest = (intent: Intent) => boolean;

/** A preference list named as where a change goes ("from my allergies"), not only a word of it ("i'm allergic"). */
const LIST_NAMED =
  /\b(?:to|from|off|on|in|into|of)\s+(?:my|the|our)\s+(?:allergies|allergy\s+list|allergens|dislikes|disliked\s+\w+|diets?|dietary\s+restrictions|restrictions)\b/i;

/** A preference list a change named, so a bare "add shellfish" after it means the same list. */
const LIST_WORDS: Record<string, string> = { allergies: 'allergies', dislikedIngredients: 'dislikes', dietaryRestrictions: 'diet' };

/**
 * The parts of a message that asks for several changes, each read by `read`; null when it asks for
 * one or none (then the message is read whole, as before). One part when two said one change ("need more oats,
 * make it 3 bags").
 */
export function severalChanges(message: string, readText: (text: string) => Intent, isChange: ChangeTest): Intent[] | null {
  const parts = changesOf(message, readText, isChange);
  if (!parts) return null;
  // ("swap monday dinner, don't want chicken again": the swap's wish, not a dislike)
  return thisTimeOnly(amountSaidAfter(parts), message);
}

/**
 * "need more oats, make it 3 bags", "add milk, 2 litres": an add with no amount, then the amount of the same thing
 * said after it, is one change — the line set to that amount (added when it is not on the list) — not an add of 1
 * and a second change on top.
 */
function amountSaidAfter(parts: Intent[]): Intent[] {
  return parts.filter((part, i) => {
    const next = parts[i + 1];
    return !(
      part.type === 'addGrocery' &&
      part.quantity === undefined &&
      !part.also?.length &&
      next?.type === 'setGroceryQuantity' &&
      !next.change &&
      next.item.toLowerCase() === part.item.toLowerCase()
    );
  });
}

function changesOf(message: string, readText: (text: string) => Intent, isChange: ChangeTest): Intent[] | null {
  const seen = new Map<string, Intent>();
  const read = (text: string) => seen.get(text) ?? seen.set(text, readText(text)).get(text)!;
  const settings = severalSettings(message, read);
  if (settings) return settings;
  const joined: { at: number; end: number }[] = [];
  for (const m of message.matchAll(JOINS))
    if (
      m.index > 0 &&
      m.index + m[0].length < message.length &&
      !inWrittenNumber(message, m.index, m.index + m[0].length) &&
      // ("sorry, i'm allergic to sesame and …": the openers before the first comma are no part of their own)
      !opensOnly(tokenize(message.slice(0, m.index))) &&
      !subjectOnly(message.slice(joined[joined.length - 1]?.end ?? 0, m.index))
    )
      joined.push({ at: m.index, end: m.index + m[0].length });
  const parts = joined.length ? partsAt(message, joined, read, isChange, true) : null;
  if (parts) return wishSaidLast(parts);
  // a verb said with no joiner before it ("remove chips add pretzels", "add eggs. remove soda"): a cut too, when
  // each side asks for a change of its own
  // ("tick the pears the limes are 6 now": a line's amount said as a statement starts a part too)
  const verbs = [...verbCuts(message), ...lineAmountCuts(message)].filter((v) => !joined.some((j) => v.at <= j.end && v.end >= j.at));
  return verbs.length
    ? partsAt(
        message,
        [...joined, ...verbs].sort((a, b) => a.at - b.at),
        read,
        isChange,
        false,
      )
    : null;
}

/** The parts between the cuts, each from a segment that asks for a change by itself; `sameVerb`: "remove the salt and the sugar" too. */
function partsAt(
  message: string,
  cuts: { at: number; end: number }[],
  read: (text: string) => Intent,
  isChange: ChangeTest,
  sameVerb: boolean,
): Intent[] | null {
  const segments: string[] = [];
  let from = 0;
  for (const c of cuts) {
    segments.push(message.slice(from, c.at));
    from = c.end;
  }
  segments.push(message.slice(from));
  // A part starts at the first segment and at each later one that asks for a change by itself, or of the thing
  // the segment before named ("tick it off and put 2 in the pantry": 2 of the milk)
  const starts = [0];
  const saidAgain = new Map<number, string>();
  for (let i = 1; i < segments.length; i++) {
    // ("add eggs, a dozen limes and butter to my list": things named with no verb go on with the add before them)
    const change = read(segments[i]);
    // ("…, and maybe add pretzels instead? and …": a hedged ask after another is asked as the others are)
    const hedged = isChange(change) ? null : hedgedAsk(segments[i]);
    if (isChange(change) && !(change.type === 'addGrocery' && namesOnly(segments[i]))) starts.push(i);
    else if (hedged && isChange(read(hedged)) && read(hedged).type !== 'offer') {
      starts.push(i);
      saidAgain.set(i, hedged);
    } else {
      const before = read(segments[i - 1]);
      const again = 'item' in before && typeof before.item === 'string' ? thingSaidAgain(segments[i], before.item) : null;
      // ("we ran out of dish soap, add it to the list": the same change said twice is one)
      if (again && isChange(read(again)) && !sameChange(read(again), before)) {
        starts.push(i);
        saidAgain.set(i, again);
      }
    }
  }
  if (starts.length < 2) return sameVerb ? sameChangeEach(segments, read) : null;
  const parts: Intent[] = [];
  for (let p = 0; p < starts.length; p++) {
    const first = starts[p];
    const last = (starts[p + 1] ?? segments.length) - 1;
    // the words between as typed: "add eggs, butter and milk" stays one part
    const text =
      first === last && saidAgain.has(first)
        ? saidAgain.get(first)!
        : message.slice(first === 0 ? 0 : cuts[first - 1].end, last + 1 < segments.length ? cuts[last].at : message.length);
    let intent = read(text);
    // "I would like you to add two cans of chickpeas and …": the words before the verb ask politely, nothing else
    if (p === 0 && !isChange(intent)) {
      const verb = [...verbCuts(text, { afterTo: true }), ...verbCuts(text)]
        .sort((a, b) => a.at - b.at)
        .find((v) => /\b(?:you|u|please|pls|plz|kindly)\b/i.test(text.slice(0, v.at)));
      if (verb) intent = read(text.slice(verb.end));
    }
    // "add eggs and also milk": things joined by a word a list does not use ("also", "plus", "+") are things
    // of the same add, as if listed with commas
    if (intent.type === 'addGrocery' && last > first && /\b(?:also|plus)\b|[+&]/i.test(text)) {
      const listed = read(segments.slice(first, last + 1).join(', '));
      if (listed.type === 'addGrocery' && (listed.also?.length ?? 0) > (intent.also?.length ?? 0)) intent = listed;
    }
    const before = parts[parts.length - 1];
    // "remove peanuts from my allergies and add shellfish": the bare add means the same list, when that list was
    // named ("i hate mushrooms now, add spinach" adds spinach to the grocery list)
    if (
      intent.type === 'addGrocery' &&
      before &&
      'list' in before &&
      !/\b(list|groceries|cart|basket)\b/i.test(text) &&
      LIST_NAMED.test(message.slice(0, first === 0 ? 0 : cuts[first - 1].at))
    )
      intent = read(`${text} to my ${LIST_WORDS[before.list]}`);
    // "clear monday breakfast and add a banana to it": "it" is the meal the part before named, not the list
    const slot = before ? slotSaid(before) : null;
    if (slot && intent.type === 'addGrocery' && POINTS_AT_SLOT.test(text)) {
      const inSlot = read(text.replace(POINTS_AT_SLOT, ` to ${slot}`));
      if (inSlot.type === 'addFood') intent = inSlot;
    }
    if (!isChange(intent)) return null;
    // "tick off butter and rice, and untick the coffee": the parts of a part are parts of the message
    parts.push(...(intent.type === 'several' ? intent.parts : [intent]));
  }
  return parts;
}

/** "to it", "in there", "on that": a place pointed at, after a part that named a meal of the plan. */
const POINTS_AT_SLOT = /\s+(?:to|in|into|on|for)\s+(?:it|that|there|this)\b/i;

/** The day and meal a part named, as words ("monday breakfast"), when it named both. */
function slotSaid(part: Intent): string | null {
  if (!('meal' in part) || !part.meal || !('day' in part) || !part.day) return null;
  const day = part.day.kind === 'weekday' ? WEEKDAY_NAMES[part.day.weekday].toLowerCase() : part.day.word;
  return day ? `${day} ${part.meal}` : null;
}

/** The same change said twice: alike, or none left of a thing and the thing added ("we ran out of dish soap, add it"). */
const sameChange = (a: Intent, b: Intent) =>
  JSON.stringify(a) === JSON.stringify(b) ||
  (a.type === 'addGrocery' && b.type === 'usedUp' && a.item === b.item && a.quantity === undefined && !a.also);
/** A food eaten again takes off the dislikes and allergies that name it: "… i don't hate it anymore" said after is the same change. */
const eatenAgainCovers = (a: Intent, b: Intent) =>
  a.type === 'eatAgain' &&
  b.type === 'removePreference' &&
  b.list !== 'dietaryRestrictions' &&
  a.food.toLowerCase() === b.value.toLowerCase();

/** A thing said again by a word that stands for it ("tick it off"), or left out after its amount ("put 2 in the pantry"). */
const STANDS_FOR = /\b(?:it|them|those|these|both)\b/i;
const AMOUNT_ALONE = /^(\s*(?:please\s+)?[a-z]+\s+\d+(?:\.\d+)?)(\s+(?:in|into|to|on|of)\b)/i;

/** The segment with the thing named before put where it was meant; null when it stands for nothing. */
function thingSaidAgain(segment: string, thing: string): string | null {
  if (STANDS_FOR.test(segment)) return segment.replace(STANDS_FOR, thing);
  return AMOUNT_ALONE.test(segment) ? segment.replace(AMOUNT_ALONE, `$1 ${thing}$2`) : null;
}

/** Whether a piece of a message is asked (a question word first, an auxiliary before its subject, a question mark). */
const moodOf = (text: string) => clausesOf(tokenize(text))[0]?.mood;

/**
 * "add eggs, and whats for dinner?", "take the soda off then what's my budget": changes asked for beside a
 * question — each change done, the question answered, in the order said. Only a change asked for in so many words
 * (a request: "i'm allergic to fish, is my plan safe" asks about the plan and tells nothing to store); the question
 * is read as asked alone, so it never writes. Null unless there is at least one of each and every piece is one.
 */
export function changesAsked(message: string, readText: (text: string) => Intent, isChange: ChangeTest): Intent[] | null {
  const cuts: { at: number; end: number }[] = [];
  for (const m of message.matchAll(JOINS))
    if (m.index > 0 && m.index + m[0].length < message.length) cuts.push({ at: m.index, end: m.index + m[0].length });
  if (!cuts.length) return null;
  // each piece as typed: where it starts and ends in the message
  const spans = [...cuts, { at: message.length, end: message.length }].map((c, i) => ({ from: i === 0 ? 0 : cuts[i - 1].end, to: c.at }));
  const moods = spans.map(({ from, to }) => moodOf(message.slice(from, to)));
  const asks = moods.filter((m) => m === 'question').length;
  if (!asks || asks === spans.length) return null;
  // the pieces between questions are read together ("add eggs, butter and milk, and whats for dinner")
  const groups: { from: number; to: number; asked: boolean }[] = [];
  spans.forEach((span, i) => {
    const asked = moods[i] === 'question';
    const last = groups[groups.length - 1];
    if (last && !last.asked && !asked) last.to = span.to;
    else groups.push({ ...span, asked });
  });
  const parts: Intent[] = [];
  for (const { from, to, asked } of groups) {
    const text = message.slice(from, to);
    const reading = readText(text);
    if (asked ? reading.type === 'unknown' || isChange(reading) : !isChange(reading) || moodOf(text) !== 'request') return null;
    parts.push(...(reading.type === 'several' ? reading.parts : [reading]));
  }
  return parts;
}

/**
 * Where the words after a thing stop naming it: a reason or thanks said after the things ("the candy, trying to
 * eat better", "the cookies thx im cutting sugar").
 */
const REASON =
  /(?:^|\s+)(?:thx|thanks|thank you|ty|pls|plz|please|because|bc|cause|cuz|coz|since|as|so|i'?m|im|i am|we'?re|we are|i|we|trying|tryna|cutting|going|gotta|watching|doing|eating|avoiding|saving|being|staying|keeping|dieting|fasting|training|bulking|on a|already|earlier|yesterday|this morning)\b.*$/i;

/** Padding said after a setting ("… to 95 please", "… thx"). */
const AFTER_SETTING = /[\s,]+(?:please|pls|plz|thanks|thank you|thx|ty|too|as well)[\s.!]*$/i;

/**
 * "set calories to 1900 and budget to 95", "change my calorie goal to 2200 and my protein to 150", "budget 120 and
 * calories 2000": each number to the goal named beside it, the verb said once. Each clause is read alone, or as
 * "set …" when it has no verb; null unless every clause sets a goal of its own.
 */
function severalSettings(message: string, read: (text: string) => Intent): Intent[] | null {
  const clauses = message
    .split(/\s*(?:,|;|\band\b|\balso\b|&|\+)\s*(?:and\s+|also\s+)?/i)
    .map((c) => c.replace(AFTER_SETTING, '').trim())
    .filter(Boolean);
  if (clauses.length < 2) return null;
  const parts: Intent[] = [];
  for (const clause of clauses) {
    const alone = read(clause);
    const reading =
      alone.type === 'setNumber' && !alone.askIfLarge ? alone : read(`set ${clause.replace(/^(?:can|could|would) you\s+/i, '')}`);
    if (reading.type !== 'setNumber' && alone.type !== 'setNumber') return null;
    parts.push(reading.type === 'setNumber' ? reading : alone);
  }
  const fields = new Set(parts.map((p) => ('field' in p ? p.field : '')));
  return fields.size === parts.length ? parts : null;
}

/** A change said once for several things ("remove the salt and the sugar", "swap monday lunch and tuesday dinner"), as each says it alone. */
const SAID_FOR_EACH: Partial<Record<Intent['type'], (thing: string, first: Intent) => string>> = {
  removeGrocery: (thing) => `remove ${thing} from my list`,
  checkGrocery: (thing, first) => `${'checked' in first && first.checked === false ? 'uncheck' : 'check off'} ${thing}`,
  swap: (thing) => `swap ${thing}`,
};

/** Words around a thing named after the verb ("the sugar", "the beans from my shopping list"). */
const AROUND_THING = new Set('the a an some my our off from of on to list shopping grocery groceries cart too also please'.split(' '));

/** Whether a segment only names the thing its reading found ("the sugar"), not a clause of its own ("the list has 2 of them"). */
function onlyNamed(segment: string, reading: Intent): boolean {
  const said = segment.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  // (a slot is named: "…, in a rush today" names a day and no meal, a reason, not a swap)
  if (reading.type === 'swap') return said.length <= 6 && reading.meal !== undefined;
  const named = 'item' in reading ? String(reading.item).toLowerCase() : '';
  return said.every((w) => AROUND_THING.has(w) || named.includes(w));
}

/**
 * "remove the salt and the sugar": the grammar reads one thing after the verb; each thing after it, said with the
 * same verb, is a change of its own when it reads as the same change (else the message is read whole, as before).
 */
function sameChangeEach(said: string[], read: (text: string) => Intent): Intent[] | null {
  // "remove the crisps and the soda, fresh start this month": a last segment that tells why is no thing to take off
  const segments = said.length > 2 && saysWhy(tokenize(said[said.length - 1])) ? said.slice(0, -1) : said;
  // "take the butter and the sour cream off my list": where the change ends is said after the last thing only
  // the things after the first, without a reason said after them; a segment that is all reason is none
  const things = segments
    .slice(1)
    .map((segment) => segment.replace(REASON, '').trim())
    .filter(Boolean);
  if (!things.length) return null;
  const alone = read(segments[0]);
  const tail = SAID_FOR_EACH[alone.type] ? [] : (things[things.length - 1].match(/[a-z']+/gi) ?? []);
  while (tail.length && !AROUND_THING.has(tail[0].toLowerCase())) tail.shift();
  const first = tail.length ? read(`${segments[0]} ${tail.join(' ')}`) : alone;
  const sayAlone = SAID_FOR_EACH[first.type];
  if (!sayAlone) return null;
  const rest = things.map((thing) => read(sayAlone(thing, first)));
  if (!rest.every((r, i) => r.type === first.type && onlyNamed(things[i], r))) return null;
  // the things must be other things: "remove the mac and cheese" is one line, read by the grammar whole
  const key = (i: Intent) => JSON.stringify({ ...i, type: undefined });
  const keys = new Set([first, ...rest].map(key));
  if (keys.size !== rest.length + 1) return null;
  return wishSaidLast([first, ...rest]);
}

/**
 * "swap tuesday dinner and wednesday lunch for something vegetarian": the wish said last is each slot's (the last
 * part can read as a swap of its own, "wednesday lunch for something vegetarian", and the first as a plain one).
 */
function wishSaidLast(parts: Intent[]): Intent[] {
  const last = parts[parts.length - 1];
  if (parts.length < 2 || !parts.every((p) => p.type === 'swap') || last.type !== 'swap') return parts;
  const { type: _type, day: _day, meal: _meal, ...wish } = last;
  // (a part's own keys left undefined by its reading do not hide the wish)
  const said = (part: Intent) => Object.fromEntries(Object.entries(part).filter(([, v]) => v !== undefined)) as Intent;
  // a part with a wish of its own keeps only its own ("swap monday lunch for something thai and friday dinner for something cheaper")
  const plain = (part: Intent) => Object.keys(said(part)).every((k) => ['type', 'day', 'meal'].includes(k));
  // a day said without a meal ("swap wed and fri dinner …"): the meal said after it is that day's too
  const withMeal = (part: Intent) => (part.type === 'swap' && part.day && !part.meal && last.meal ? { ...part, meal: last.meal } : part);
  return parts.map(withMeal).map((part) => (plain(part) ? { ...wish, ...said(part) } : part));
}

/** The lines a reading takes off or ticks ("don't need the cookies anymore" → cookies). */
function linesAskedOf(reading: Intent): string[] {
  const parts = reading.type === 'several' ? reading.parts : [reading];
  return parts.flatMap((p) => (p.type === 'removeGrocery' || p.type === 'checkGrocery' ? [p.item] : []));
}

/** The catalogue foods a piece of text names, in order ("i have flour and oats at home" → flour, oats). */
export function foodsNamed(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  const foods: string[] = [];
  for (let i = 0; i < words.length;) {
    const n = foodLexicon().foodPrefix(words.slice(i));
    if (n > 0) foods.push(words.slice(i, i + n).join(' '));
    i += Math.max(n, 1);
  }
  return foods;
}

/**
 * The foods told of a planned meal ("the X on friday lunch", "tuesday dinner's mushrooms") and then taken away
 * without the list named: the same change said of that meal (removeFromMeal); null otherwise.
 */
function foodOfMeal(told: string, asked: string, foods: readonly string[], read: (text: string) => Intent): Intent | null {
  const slot = tokenize(told).filter((t) => isDayWord(t) || isMealWord(t));
  const said = tokenize(asked);
  if (!findMeal(slot) || findMeal(said) || listRefAt(said) >= 0) return null;
  // (the meal said right after the foods, so what follows them stays padding: "remove it please")
  const change = read(asked.replace(new RegExp(SAID_AGAIN.source, 'i'), `${foods.join(' and ')} from ${joinTokens(slot)}`));
  const parts = change.type === 'several' ? change.parts : [change];
  return parts.every((p) => p.type === 'removeFromMeal') ? change : null;
}

/** The things just named, said again. */
const SAID_AGAIN = /\b(?:both of them|all of them|them|those|these|both|'em|em|it)\b/i;
/** A verb that takes a line away said with nothing after it ("delete", "pls remove", "take off"). */
const TAKEN_AWAY_ALONE =
  /^\s*(?:(?:pls|please|so|just)\s+)?(?:delete|remove|scrap|ditch|drop|bin|take\s+off|cross\s+off)(?:\s+(?:pls|please|thanks|thx))?[\s.!]*$/i;

/** Where what is told ends and what is asked starts: "i have flour and oats at home, take them off the list". */
// (a dash between words joins them as a comma does: "the bacon on sunday breakfast - remove it")
const TOLD_THEN_ASKED = /\s*(?:[,;.!–—]\s*(?:and\s+|so\s+|then\s+)?|\s+-\s+|\s+(?:so|and\s+so|and\s+then)\s+)/gi;

/**
 * "i have flour and oats at home now, take them off the list", "I bought flour and oats, please put them in my
 * pantry": "them" is the foods told of before; what was told is the reason, not a change of its own (a change said
 * first, other than "bought", is done too). Null when no later clause says them again of foods named before it.
 */
export function namedAgain(message: string, read: (text: string) => Intent, isChange: (intent: Intent) => boolean): Intent | null {
  for (const cut of message.matchAll(TOLD_THEN_ASKED)) {
    const told = message.slice(0, cut.index);
    // ("dont need the beans, delete": a verb that takes away said alone is said of them)
    const said = message.slice(cut.index + cut[0].length);
    const asked = TAKEN_AWAY_ALONE.test(said)
      ? said.replace(/(?:\s+(?:pls|please|thanks|thx))?[\s.!]*$/i, '').replace(/(\s+off)?$/i, ' them$1')
      : said;
    if (!SAID_AGAIN.test(asked) || SAID_AGAIN.test(told)) continue;
    // (a thing the catalogue does not know, "the cookies", is named by what the told part asks of it)
    const foods = foodsNamed(told);
    if (!foods.length) foods.push(...linesAskedOf(read(told)));
    if (!foods.length) continue;
    const namedAsked = asked.replace(new RegExp(SAID_AGAIN.source, 'gi'), foods.join(' and '));
    // "the watermelon on friday lunch, just delete it": the food named of a meal is taken out of that meal
    const ofMeal = foodOfMeal(told, asked, foods, read);
    if (ofMeal) return ofMeal;
    const change = read(namedAsked);
    if (!isChange(change)) continue;
    const told0 = read(told);
    // "no pear with monday lunch, take it off": the food is said again of the meal it was named in, not of the list
    // ("take the garlic out of thursday lunch, it gives me heartburn": the meal's edit is asked, the reaction only why)
    // ("…, the kids hate it": what someone at the table thinks of it is only why too)
    const why = (i: Intent) => ['removeGrocery', 'addPreference', 'confirm', 'memberRule'].includes(i.type);
    if (told0.type === 'removeFromMeal' && (change.type === 'several' ? change.parts.every(why) : why(change))) return told0;
    // "i bought flour and oats": the reason for the move, not a tick
    // ("i have cheese at home, take it off the list", "i'm out of milk, add it": what is at home or used up is the reason too)
    const first = (told0.type === 'several' ? told0.parts : [told0]).filter(
      (p) => isChange(p) && !['checkGrocery', 'addPantry', 'usedUp'].includes(p.type),
    );
    // "add eggs and milk, i'm out of both": the reason says the same change again, done once (read as before)
    const key = (i: Intent) => JSON.stringify(i);
    // (and a dislike taken off after the food eaten again is the same change: eatAgain takes it off)
    const asks = (change.type === 'several' ? change.parts : [change]).filter(
      (p) => !first.some((f) => key(f) === key(p) || eatenAgainCovers(f, p)),
    );
    if (first.some((f) => f.type === 'addGrocery')) return null;
    // "don't need the cookies anymore. delete them": the change told first and asked again of it is done, once
    if (!asks.length) return first.length > 1 ? { type: 'several', parts: first } : (first[0] ?? null);
    // "turns out i never had a celery allergy, please remove it": the rule just ended is what "it" takes off
    const ended = first.filter((f) => f.type === 'removePreference' || f.type === 'eatAgain');
    if (ended.length && asks.every((p) => p.type === 'removeGrocery'))
      return ended.length === 1 ? ended[0] : { type: 'several', parts: ended };
    const parts = [...first, ...asks];
    return parts.length === 1 ? parts[0] : { type: 'several', parts };
  }
  return null;
}
