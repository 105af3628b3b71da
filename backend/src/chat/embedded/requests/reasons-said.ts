/**
 * Why a request is asked, said before or after it: "add ten limes, taco night", "bump the lemons to 5, making lemonade
 * this weekend", "delete the cookies bc i'm trying to be good", "for movie night, add popcorn". A part of the message
 * that tells why — opened by a reason's word ("because", "bc", "since"), by a verb in "-ing" that asks nothing
 * ("making …", "trying to …"), or naming an occasion ("margarita night", "for the bbq") — decides neither what is
 * asked nor its day: the request's own part does. The words are the lexicon's (reasons.json). Pure.
 */
import { CUT_OPENERS, DOING, NOT_OCCASIONS, OCCASIONS, STATE_OPENERS, TOLD_OF_SELF } from '../../lexicon/reasons.js';
import { resolveAllergen, resolveDiet } from '../../lexicon/diets.js';
import { foodLexicon } from '../../lexicon/foods.js';
import { is, isDayWord, isLemma, isMealWord } from '../entities.js';
import { REQUEST_VERBS } from '../mood.js';
import { tokenize, type Token } from '../tokens.js';

interface Part {
  /** The separator said before the part ("" for the first). */
  before: string;
  text: string;
}

/** Where a message's parts meet: a comma, a stop, a dash between spaces; the reason's own word opens one too. */
const BETWEEN = /\s*(?:[,;!?]+|\.+(?=\s|$)|\s[-–—]\s)\s*/g;

function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  let before = '';
  for (const cut of text.matchAll(BETWEEN)) {
    parts.push({ before, text: text.slice(at, cut.index) });
    before = cut[0];
    at = cut.index + cut[0].length;
  }
  parts.push({ before, text: text.slice(at) });
  // "remove the cookies bc i'm on a diet", "add limes for taco night": the reason said with no comma before it
  return parts.flatMap((part) => cutInside(part)).filter((p) => p.text.trim());
}

const wordsOf = (text: string) => tokenize(text).filter((t) => t.kind !== 'punct');

/** A part cut where a reason's own word opens, or where "for" names an occasion to the part's end. */
function cutInside(part: Part): Part[] {
  const words = part.text.split(/\s+/);
  const at = words.findIndex(
    (w, i) =>
      i > 0 && (CUT_OPENERS.includes(w.toLowerCase()) || (/^for$/i.test(w) && occasionTo(words.slice(i + 1))) || statedAt(words, i) > 0),
  );
  if (at <= 0) return [part];
  return [
    { before: part.before, text: words.slice(0, at).join(' ') },
    { before: ' ', text: words.slice(at).join(' ') },
  ];
}

const STATES = STATE_OPENERS.map((s) => s.split(' '));

/** How many words open how the person is at `i` ("im", "i am"), with a word after them; 0 if none do. */
function statedAt(words: readonly string[], i: number): number {
  const said = words.map((w) => w.toLowerCase().replace(/[’]/g, "'"));
  const state = STATES.find((s) => s.every((w, k) => said[i + k] === w) && said[i + s.length]);
  return state?.length ?? 0;
}

/** Whether the words said after "for" are an occasion and nothing more ("taco night", "the bbq saturday"). */
const occasionTo = (words: readonly string[]) => words.length > 0 && namesOccasion(wordsOf(words.join(' ')));

/** Words after an occasion that only say when it is ("pizza night friday", "the party this weekend"). */
const WHEN = ['on', 'this', 'next', 'weekend', 'tomorrow', 'tonight', 'today', 'sat', 'sun'];

const phraseEndsAt = (tokens: readonly Token[], end: number, phrase: readonly string[]) =>
  end - phrase.length >= 0 && phrase.every((w, k) => is(tokens[end - phrase.length + k], w));

/** Whether words name an occasion a food is for (not a meal of the plan: "tuesday night" is Tuesday's dinner). */
function namesOccasion(tokens: readonly Token[]): boolean {
  let end = tokens.length;
  while (end > 0 && (isDayWord(tokens[end - 1]) || is(tokens[end - 1], ...WHEN))) end--;
  const occasion = OCCASIONS.find((o) => phraseEndsAt(tokens, end, o));
  if (!occasion) return false;
  const start = end - occasion.length;
  // the words of an occasion ask nothing themselves ("add chips for game night" says its ask before "for")
  if (tokens.slice(0, start).some((t) => isLemma(t, ...REQUEST_VERBS) && t.norm === t.lemma)) return false;
  // "night" is an occasion only when what comes before names one ("margarita night"), not a day's dinner
  if (occasion.length > 1 || !is(tokens[start], 'night')) return true;
  const before = tokens[start - 1];
  return before !== undefined && !isDayWord(before) && !isMealWord(before) && !NOT_OCCASIONS.some((n) => phraseEndsAt(tokens, start, n));
}

const namesFood = (tokens: readonly Token[]) => tokens.some((_, k) => foodLexicon().foodPrefix(tokens.slice(k).map((t) => t.norm)) > 0);

const isAllergenAsSaid = (word: string) => {
  const allergen = resolveAllergen(word);
  return allergen.kind === 'allergen' && !allergen.corrected;
};
const namesOwnRule = (tokens: readonly Token[]) =>
  tokens.some((t) => isLemma(t, ...TOLD_OF_SELF) || resolveDiet(t.norm, true).kind === 'diet' || isAllergenAsSaid(t.norm));

/** Whether a part of a message tells why something is asked. */
export function tellsWhy(text: string): boolean {
  const tokens = wordsOf(text);
  let first = 0;
  while (is(tokens[first], 'and', 'just', 'also')) first++;
  const opener = tokens[first];
  if (!opener) return false;
  if (is(opener, ...CUT_OPENERS)) return true;
  // "im wiped", "i'm exhausted", "we're skint": how the person is, when it names no food ("im out of eggs" is the pantry)
  // ("i am allergic", "im vegan" tell a rule of the person's own)
  // (a day or a meal named there is the ask's: "we're out friday and saturday too" says which days)
  if (statedAt(text.trim().split(/\s+/), 0) > 0)
    return !namesFood(tokens) && !namesOwnRule(tokens) && !tokens.some((t) => isDayWord(t) || isMealWord(t));
  if (is(opener, 'for')) return namesOccasion(tokens.slice(first + 1));
  // "making lemonade this weekend", "trying to be good": what the person is doing (a food named in "-ing" is none:
  // "baking soda", "icing sugar"; a part that asks a change itself, "-ing" or not, is kept by the caller)
  const food = foodLexicon().foodPrefix(tokens.slice(first).map((t) => t.norm)) > 0;
  const doing = !food && (is(opener, ...DOING) || (opener.norm.endsWith('ing') && opener.pos === 'VERB'));
  return doing || namesOccasion(tokens.slice(first));
}

/**
 * The message without the parts that tell why, when some do and something else is left; null otherwise. `asks`: whether
 * a part read alone asks a change itself ("bc" or "-ing" or not, a change asked is never left out).
 */
export function withoutReasons(text: string, asks: (part: string) => boolean): string | null {
  const parts = partsOf(text);
  if (parts.length < 2) return null;
  const why = parts.map((p) => tellsWhy(p.text) && !asks(p.text));
  if (!why.some(Boolean) || why.every(Boolean)) return null;
  const kept = parts.filter((_, i) => !why[i]);
  return kept.map((p, i) => (i === 0 ? p.text : `${p.before}${p.text}`)).join('');
}
