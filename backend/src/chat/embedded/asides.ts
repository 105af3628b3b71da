/**
 * Asides around an ask, as a busy person types them: "ugh crazy morning, how many calories is todays lunch", "sorry
 * typing one handed, add 2 gallons of milk", "bulking, set calories to 3200", "…lemons pls, thx". A part of the message
 * up to a comma or a full stop that names nothing the assistant knows — no food, day, meal, number, diet, nutrient,
 * store, list or plan, no person, no health or off-topic word, no verb of a request, no question, no "not" — says how
 * the person is, not what they ask: the parts before the ask, and politeness after it, are left out before the
 * grammar reads the message. A part that names any of those stays, so "kids finished the cereal, add 2 boxes" is read
 * whole. Pure.
 */
import { allergensNamed } from '../../kitchen/dietary-rules.js';
import { AISLES } from '../../kitchen/vocabulary.js';
import { foodLexicon } from '../lexicon/foods.js';
import { isEnglishWord } from '../lexicon/english.js';
import { findDiet, findMeasures, findSeq, findStore, is, isDayWord, isLemma, isMealWord } from './entities.js';
import { medicalTopic, offTopic } from './limits/limits.js';
import { OTHER_PEOPLE } from '../lexicon/topics.js';
import { REQUEST_VERBS, WH_WORDS } from './mood.js';
import { tokenize, type Token } from './tokens.js';
import { spokenWords } from '../lexicon/spoken.js';
import { onlyCloser } from '../lexicon/padding.js';
import { amountWords } from '../lexicon/amount-words.js';
import { amountAt } from './requests/corrections.js';

/** Words of the assistant's own things that are no catalogue food (and the kitchen's aisles): what a part naming them is about. */
const THINGS = [
  'list',
  'grocery',
  'groceries',
  'shopping',
  'plan',
  'week',
  'menu',
  'budget',
  'goal',
  'recipe',
  'meal',
  ...AISLES.flatMap((aisle) => aisle.toLowerCase().split(/\s*&\s*|\s+/)),
];
/** Words of liking, needing and avoiding: a part saying them tells a preference or a want. */
const WANTS = ['like', 'love', 'hate', 'dislike', 'allergic', 'allergy', 'want', 'need', 'eat', 'can', 'should'];
/** Verbs of buying, in any tense: a part that tells what was bought ("i purchased the biscuits") tells a tick or why, never an aside. */
const BUYING = ['buy', 'purchase'];
/** Words that set what follows: haste ("i'm in a hurry, what can i make") and a correction ("i meant 4 limes"). */
const SETTING = ['hurry', 'rush', 'meant', 'mean', 'instead', 'rather'];
/** Words that alone own a slip before a correction ("sorry, 4 limes"); with more words they are an apology ("sorry typing one handed"). */
const SLIPS = ['sorry', 'oops', 'actually', 'wait', 'no', 'yes', 'ok', 'okay'];
/** Politeness alone, after the ask. */
const COURTESY = ['please', 'thanks', 'thank', 'you', 'cheers', 'thx', 'ty', 'pls', 'lol', 'xx', 'x', 'much', 'so', 'a', 'lot'];

function names(t: Token): boolean {
  if (t.kind === 'number' || t.kind === 'currency' || t.text === '?') return true;
  if (t.kind !== 'word') return false;
  if (isDayWord(t) || isMealWord(t) || is(t, 'no', 'not', 'never', 'nothing', 'none')) return true;
  if (is(t, ...WH_WORDS) || isLemma(t, ...THINGS, ...WANTS, ...SETTING, ...OTHER_PEOPLE, ...BUYING)) return true;
  // a request's verb as one asks it ("add", "swap"); "forgot" tells
  if (isLemma(t, ...REQUEST_VERBS) && t.norm === t.lemma) return true;
  // a word English does not know may be a food misspelt
  return !isEnglishWord(t.norm) || foodLexicon().exact(t.norm) !== null || allergensNamed(t.norm).length > 0;
}

function aside(part: string): boolean {
  const tokens = tokenize(part);
  const said = tokens.filter((t) => t.kind !== 'punct' && !is(t, ...COURTESY));
  // courtesy alone ("thanks, that is all") or a slip owned alone ("sorry, 4 limes") belongs to what follows
  if (said.every((t) => is(t, ...SLIPS))) return false;
  return (
    !tokens.some(names) &&
    // "we ran out of dish soap": something is missing, and what is a household thing the catalogue does not know
    findSeq(tokens, ['out', 'of']) < 0 &&
    !findDiet(tokens) &&
    !findMeasures(tokens).length &&
    !findStore(tokens) &&
    medicalTopic(tokens) === null &&
    offTopic(tokens) === null
  );
}

/**
 * "the cookies are too much, only 1 please", "way too many bananas - just 3": a line's amount said to be too much
 * (amount-words.json, its phrases of more than one word) before an amount said after it — what the amount puts right,
 * never an aside ("ugh too much going on, add milk" says no amount: its first part is one).
 */
function tooMuchBefore(part: string, after: readonly string[]): boolean {
  const norms = tokenize(part).map((t) => t.norm);
  const said = amountWords()
    .tooMuch.map((phrase) => phrase.split(' '))
    .some((words) => words.length > 1 && norms.some((_, i) => words.every((w, k) => norms[i + k] === w)));
  return said && after.some((p) => tokenize(p).some((t, i, all) => !is(t, 'a', 'an') && amountAt(all, i) !== null));
}

const courtesy = (part: string) => onlyCloser(part) || tokenize(part).every((t) => t.kind === 'punct' || is(t, ...COURTESY));

/**
 * A story's closing word ("anyway", "long story short") where a sentence turns (after a stop, a comma, "so" or "but": "swap
 * it anyway for fish" keeps its "anyway"), or a lone "so" between commas, with two words or more after it.
 */
let leadIn: RegExp | null = null;
function closingOfStory(): RegExp {
  const words = spokenWords().leadInEnds.map((w) => w.replace(/\s+/g, String.raw`\s+`));
  leadIn ??= new RegExp(
    String.raw`(?:(?:^|[,.;!?]\s*|\b(?:so|but|and|ok|okay|well)\s+)(?:${words.join('|')})\b[,.!:;]*|,\s*so\s*,)\s+(?=\S+\s+\S)`,
    'gi',
  );
  return leadIn;
}

/**
 * The ask after a story told before it: "my sister is visiting and she's vegan, anyway, could you add oat milk" asks to
 * add oat milk (the story is not an ask of its own); the last closing word said counts. As typed when none is said.
 */
export function afterTheStory(text: string): string {
  let from = -1;
  for (const m of text.matchAll(closingOfStory())) from = m.index + m[0].length;
  return from > 0 ? text.slice(from) : text;
}

/** "… 2 bags please and thank you": thanks joined on by "and" is no second thing asked, and is left out. */
export const withoutJoinedThanks = (typed: string): string =>
  typed.replace(/\s+(?:please\s+)?and\s+(?:thank\s+(?:you|u)|thanks|ty)(?:\s+(?:so|very)\s+much)?[\s.!]*$/i, '');

/** The message without the story or asides before its ask and the courtesy after it; as typed when it has none. */
export function withoutAsides(typed: string): string {
  const text = afterTheStory(withoutJoinedThanks(typed));
  const parts = text.split(/(?<=[,.;!])\s+/);
  if (parts.length < 2) return text;
  let from = 0;
  let to = parts.length;
  while (to - from > 1 && courtesy(parts[to - 1])) to--;
  while (to - from > 1 && aside(parts[from]) && !tooMuchBefore(parts[from], parts.slice(from + 1, to))) from++;
  if (from === 0 && to === parts.length) return text;
  return parts
    .slice(from, to)
    .join(' ')
    .replace(/[,;]\s*$/, '');
}
