/**
 * A preference told in passing beside another ask — "okra is the worst. anyway what's on tuesday", "allergic
 * to mango btw how many calories is thursday", "what's for lunch tomorrow? oh and i can't stand beets" — is kept, and the ask is
 * done: two parts of several, each read alone by the grammar (so each keeps its own limits: a question never writes).
 * The message is cut where a clause ends (several.ts's joins) or where a word turns to another ask (spoken.json's
 * `turns`). Where the ask is about what was told ("i'm allergic to fish, is my plan safe", "i'm allergic to sesame, can
 * i eat tuesday lunch"), the statement only says why it is asked: null, and the message is read whole as before. Pure.
 */
import type { Intent } from '../intents.js';
import { spokenWords } from '../../lexicon/spoken.js';
import { clausesOf } from '../mood.js';
import { tokenize } from '../tokens.js';
import { JOINS, type ChangeTest } from './several.js';

/** Readings that tell the person's own rule or like: what may be told in passing. */
const TOLD: ReadonlySet<Intent['type']> = new Set(['addPreference', 'removePreference', 'eatAgain']);
/** Readings of an ask that check the plan against a food or diet: asked because of what was told, not beside it. */
const CHECKS: ReadonlySet<Intent['type']> = new Set(['contains', 'dietCheck', 'memberSafe']);

/** Readings that are no ask of their own beside what is told: nothing understood, a change with no object ("drop it"), courtesy. */
const NOT_AN_ASK: ReadonlySet<Intent['type']> = new Set(['unknown', 'vague', 'notAsked', 'nothingToRead', 'thanks', 'greeting', 'decline']);

let turnWords: RegExp | null = null;
/** A turn said at the start of a part ("anyway", "btw", "oh and"), with the commas after it. */
const turnAtStart = () =>
  (turnWords ??= new RegExp(
    String.raw`^(?:(?:${[...spokenWords().turns]
      .sort((a, b) => b.length - a.length)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s+`))
      .join('|')})\b[\s,:;.!-]*)+`,
    'i',
  ));

interface Cut {
  at: number;
  end: number;
  /** A word turning to another ask is said there ("also", "anyway", "btw"). */
  turned: boolean;
}

/** Where the message may be cut: at a clause's end, and before a turn said inside a clause ("i hate leeks anyway what's…"). */
function cutsOf(message: string): Cut[] {
  const cuts: Cut[] = [];
  const turnAfter = (end: number) => turnAtStart().test(message.slice(end)) || /\b(?:also|plus)\s*,?\s*$/i.test(message.slice(0, end));
  for (const m of message.matchAll(JOINS)) {
    const end = m.index + m[0].length;
    if (m.index > 0 && end < message.length) cuts.push({ at: m.index, end, turned: turnAfter(end) });
  }
  for (const m of message.matchAll(/\s+/g)) {
    const end = m.index + m[0].length;
    if (m.index > 0 && turnAtStart().test(message.slice(end)) && !cuts.some((c) => c.at <= m.index && c.end >= m.index))
      cuts.push({ at: m.index, end, turned: true });
  }
  // "what does friday cost i hate okra fyi": a statement of the asker's own run on after the ask with no mark between
  // (only where nothing else cuts the message, a turn said last aside: a message cut elsewhere is read as it was)
  const cutElsewhere = cuts.some((c) => message.slice(c.end).replace(turnAtStart(), '').trim());
  for (const m of cutElsewhere ? [] : message.matchAll(RUN_ON_TELLER)) {
    const at = m.index + m[1].length;
    if (!cuts.some((c) => c.at <= at && c.end >= at)) cuts.push({ at, end: at + m[2].length, turned: TURN_AT_END.test(message) });
  }
  return cuts.sort((a, b) => a.at - b.at);
}

/**
 * Before "i" or "we" starting a statement inside a message, after a word that leaves no question or clause open
 * ("…looking i hate olives"; not "what can i", "and we", "so i"): where a preference run on after an ask may start.
 */
const RUN_ON_TELLER =
  /(?<=\b(?!(?:can|could|do|does|did|should|would|will|shall|may|might|must|what|how|where|when|why|which|who|whom|and|or|but|so|if|that|because|as|than|then|am|are|is|was|were|have|has|had|let|make|help|tell|give|show|for|to|of|with|about|like|me|you)\b)[a-z']+)(\s+)((?:i|i'm|im|i've|ive|we|we're|were)\s)/gi;
/** A turn said at the very end ("…, i hate okra fyi", "… btw"): what runs on before it was told in passing. */
const TURN_AT_END = /\b(?:btw|by the way|fyi|just so you know|fwiw)[\s.!]*$/i;

const moodOf = (text: string) => clausesOf(tokenize(text))[0]?.mood;

/** The food or diet a told reading names, lower case. */
function toldOf(intent: Intent): string[] {
  if (intent.type === 'several') return intent.parts.flatMap(toldOf);
  if (intent.type === 'addPreference' || intent.type === 'removePreference') return [intent.value.toLowerCase()];
  return intent.type === 'eatAgain' ? [intent.food.toLowerCase()] : [];
}

/** Whether a reading tells a rule or like of the person's own: a change of the lists, or one asked first ("did you mean to add…"). */
function tells(intent: Intent, read: (text: string) => Intent): boolean {
  if (intent.type === 'several') return intent.parts.every((p) => tells(p, read));
  if (intent.type === 'confirm') return TOLD.has(read(intent.request).type);
  return TOLD.has(intent.type);
}

/** Whether the ask is about what was told: a check of the plan, or the food named again ("…, is there any in friday's dinner"). */
function asksOfTold(asked: Intent, text: string, told: string[]): boolean {
  if (CHECKS.has(asked.type)) return true;
  if (asked.type === 'mealQuestion' && (asked.ask.kind === 'contains' || asked.ask.kind === 'diet')) return true;
  const said = text.toLowerCase();
  return told.some((food) => food.split(/\s+/).some((w) => w.length > 2 && said.includes(w.replace(/s$/, ''))));
}

/** Messages being read whole inside toldInPassing: the grammar's own reading of one, without this step. */
const readingWhole = new Set<string>();

/** Whether the message read whole checks the plan against what is told ("im allergic to fish, is my plan safe"). */
function checkedWhole(message: string, read: (text: string) => Intent): boolean {
  readingWhole.add(message);
  try {
    const whole = read(message);
    return CHECKS.has(whole.type) || (whole.type === 'mealQuestion' && (whole.ask.kind === 'contains' || whole.ask.kind === 'diet'));
  } finally {
    readingWhole.delete(message);
  }
}

/** More cuts than this: a long message, read whole as before (each cut reads both sides again). */
const MOST_CUTS = 6;

/**
 * How deep the reading of a cut's sides is. A side is read as it is, never cut again: every cut reads both sides
 * whole, and cutting those again grew as the factorial of the joins (a message of six "and"s took 18 s to read).
 */
let readingSides = 0;

/** What a reading depends on besides its text: whether it is a cut's side, and which messages are being read whole. */
export function passingState(): string {
  return `${readingSides > 0 ? 'side' : ''}|${[...readingWhole].join('\u0001')}`;
}

/** `readText` for a cut's sides (see readingSides). */
function sideReader(readText: (text: string) => Intent): (text: string) => Intent {
  return (text) => {
    readingSides++;
    try {
      return readText(text);
    } finally {
      readingSides--;
    }
  };
}

/** The parts, the told one and the ask in the order said; null when the message is not one of each. */
export function toldInPassing(message: string, readText: (text: string) => Intent, isChange: ChangeTest): Intent | null {
  if (readingWhole.has(message) || readingSides) return null;
  const cuts = cutsOf(message);
  if (!cuts.length || cuts.length > MOST_CUTS) return null;
  const seen = new Map<string, Intent>();
  const readSide = sideReader(readText);
  const read = (text: string) => seen.get(text) ?? seen.set(text, readSide(text)).get(text)!;
  for (const cut of cuts) {
    const [first, second] = [message.slice(0, cut.at), message.slice(cut.end).replace(turnAtStart(), '')].map((s) => s.trim());
    if (!first || !second) continue;
    for (const [toldText, askText, toldFirst] of [
      [first, second, true],
      [second, first, false],
    ] as const) {
      // (a question never tells: "am i allergic to mango? how many calories is friday" stores nothing)
      if (moodOf(toldText) === 'question') continue;
      const told = read(toldText);
      if (!tells(told, read)) continue;
      // (the ask is asked: a question or a request — "…, back on carbs", "…; i am allergic" say more of the same)
      const mood = moodOf(askText);
      if (mood !== 'question' && mood !== 'request') continue;
      const asked = read(askText);
      const foods = toldOf(told.type === 'confirm' ? read(told.request) : told);
      if (NOT_AN_ASK.has(asked.type) || isChange(asked) || asksOfTold(asked, askText, foods)) continue;
      // (with no word turning to another ask, a check of the plan read whole is why it was told, and nothing is stored)
      if (!cut.turned && checkedWhole(message, readText)) return null;
      const [toldParts, askedParts] = [told, asked].map((i) => (i.type === 'several' ? i.parts : [i]));
      return { type: 'several', parts: toldFirst ? [...toldParts, ...askedParts] : [...askedParts, ...toldParts] };
    }
  }
  return null;
}

/**
 * "i'm vegetarian now, swap friday dinner", "lactose intolerant so swap tuesday dinner for something dairy free": a
 * preference told before a swap asked of the plan is kept too, first (the swap then keeps to it, and to the diet told).
 * The swap's own words are read alone, so nothing told leaks into it as a dish asked by name. Null when the message is
 * no such thing (the reading stands).
 */
export function toldBeforeSwap(message: string, reading: Intent, readText: (text: string) => Intent): Intent | null {
  if (reading.type !== 'swap' || readingSides) return null;
  const readSide = sideReader(readText);
  for (const cut of cutsOf(message)) {
    const [toldText, swapText] = [message.slice(0, cut.at), message.slice(cut.end).replace(turnAtStart(), '')].map((s) => s.trim());
    if (!toldText || !swapText || moodOf(toldText) === 'question') continue;
    const told = readSide(toldText);
    if (!tells(told, readSide)) continue;
    const swap = readSide(swapText);
    if (swap.type !== 'swap') continue;
    const kept = swap.diet || !reading.diet ? swap : { ...swap, diet: reading.diet };
    return { type: 'several', parts: [...(told.type === 'several' ? told.parts : [told]), kept] };
  }
  return null;
}
