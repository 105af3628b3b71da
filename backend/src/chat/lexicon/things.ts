/**
 * The thing a request names, and where it ends: "some eggs to my list please thanks" → eggs; "5 bananas not 3
 * can you fix that" → 5 bananas (and the 3 it corrects); "cilantro can you remember that" → cilantro. Padding is
 * never part of a name: the thing is the longest run of words from the start that names a catalogue food, else
 * the run of words that can be a name (nouns and the words describing them, or words the language model does
 * not know, which may be a misspelt food) up to the first word that cannot (a verb, a pronoun, a preposition,
 * "not", a number, "please"). Whether that run is a food, a diet, a household thing or nothing known is for
 * foods.ts, diets.ts and household.ts to say. Pure.
 */
import { readAmount } from './amounts.js';
import { isEnglishWord, joinWords, partsOfSpeech, type TaggedWord } from './english.js';
import { OTHER_PEOPLE } from './topics.js';
import { foodLexicon } from './foods.js';
import { ASKING_VERBS, FRESH_UNITS, listNameOf } from './list-asks.js';
import { plainText } from './markup.js';

export interface Thing {
  /** The thing's words as typed, lower case ("eggs", "trash bags", "brocolli"); empty when none. */
  name: string;
  quantity?: number;
  unit?: string;
  /** "5 bananas not 3": the amount the person says was wrong. */
  insteadOf?: number;
  /** What came after the thing and is not part of it ("can you remember that"). */
  padding: string;
}

/** Words before a thing that are not the thing: "some", "more", "the", "my". */
const LEADING = new Set(['some', 'more', 'the', 'my', 'our', 'any', 'extra', 'another', 'of', 'few', 'those', 'these', 'this', 'that']);
/** Politeness after a thing, which a tagger may take for a noun ("eggs thanks"). */
const POLITE = new Set(['please', 'pls', 'plz', 'thanks', 'thank', 'thx', 'ty', 'cheers', 'ta', 'too', 'also', 'now', 'again', 'anymore']);
/** Parts of speech a name is made of. */
const NAME_PARTS = new Set(['NOUN', 'PROPN', 'ADJ']);

/** Where a name's run of words ends: the first word that cannot be part of a name. */
function nameRun(words: readonly TaggedWord[]): number {
  const foods = foodLexicon();
  let end = 0;
  for (const [i, w] of words.entries()) {
    // "sliced cheese", "smoked salmon": a participle describing the noun after it
    const participle = w.pos === 'VERB' && /(?:ed|ing)$/.test(w.word) && NAME_PARTS.has(words[i + 1]?.pos ?? '');
    const named = (NAME_PARTS.has(w.pos) || participle) && !w.stop;
    // a word the model does not know is kept: it may be the food, misspelt ("bananna"); so is a word of a food's name
    const unknown = /^[a-z]+$/.test(w.word) && !isEnglishWord(w.word);
    // "shepherd's pie": a possessive inside a dish's name joins its words
    const possessive = w.word === "'s" && end > 0 && NAME_PARTS.has(words[i + 1]?.pos ?? '');
    const joiner = ((w.word === '-' || w.word === "'" || w.word === '&') && end > 0) || possessive;
    if (POLITE.has(w.word) || !(named || unknown || joiner || (foods.isFoodWord(w.word) && !w.stop))) break;
    end++;
  }
  while (end > 0 && ['-', "'", '&', "'s"].includes(words[end - 1].word)) end--;
  return end;
}

/** "mum's lasagna", "my sister's chili": whose the dish is, not its name — the words after the owner. */
function withoutOwner(words: readonly TaggedWord[]): readonly TaggedWord[] {
  return words[1]?.word === "'s" && OTHER_PEOPLE.includes(words[0].word) && words.length > 2 ? words.slice(2) : words;
}

/** How many leading words name a catalogue food, the longest first ("2% milk", "half-and-half"); 0 when none. */
function foodRun(words: readonly TaggedWord[]): number {
  const foods = foodLexicon();
  for (let n = Math.min(words.length, 8); n >= 1; n--) if (foods.exact(joinWords(words.slice(0, n)))) return n;
  return 0;
}

/** A phrase in lower case without the words before a thing ("some", "the", "my"). */
function withoutLeading(phrase: string): string {
  let text = plainText(phrase).toLowerCase();
  for (let guard = 0; guard < 3; guard++) {
    const first = text.split(' ')[0];
    if (!(LEADING.has(first) || ASKING_VERBS.has(first)) || text === first) break;
    text = text.slice(first.length).trim();
  }
  return text;
}

/**
 * "chicken tikka masala": a phrase that is all one name and longer than the catalogue food it starts with — a
 * dish's name, which a food read from its first word would cut short; null otherwise (or when an amount is said).
 */
export function dishName(phrase: string): string | null {
  const amount = readAmount(withoutLeading(phrase));
  if (amount.quantity !== undefined) return null;
  const words = withoutOwner(partsOfSpeech(amount.rest));
  const food = foodRun(words);
  return food > 0 && food < words.length && nameRun(words) === words.length ? joinWords(words) : null;
}

/** The thing a phrase names, its amount, and the padding after it. */
export function readThing(phrase: string): Thing {
  const text = withoutLeading(phrase);
  const amount = readAmount(text);
  const words = withoutOwner(partsOfSpeech(withoutLeading(amount.rest)));
  const end = foodRun(words) || nameRun(words);
  const after = words.slice(end);
  const insteadOf = after[0]?.word === 'not' && /^\d+(?:\.\d+)?$/.test(after[1]?.word ?? '') ? Number(after[1].word) : undefined;
  const said = joinWords(words.slice(0, end));
  // "a bunch of coriander": the fresh herb, by its list name (cilantro), not the ground spice
  const fresh = amount.unit && FRESH_UNITS.has(amount.unit) ? listNameOf(`fresh ${said}`) : null;
  return {
    name: fresh ?? said,
    ...(amount.quantity !== undefined ? { quantity: amount.quantity } : {}),
    ...(amount.unit ? { unit: amount.unit } : {}),
    ...(insteadOf !== undefined ? { insteadOf } : {}),
    padding: joinWords(after),
  };
}
