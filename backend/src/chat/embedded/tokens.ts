/**
 * The words of a message as the grammar reads them. wink-nlp (with its English lite model, an npm
 * package: no download, no I/O at run time) splits the message into tokens, expands contractions
 * ("what's" → what + is, "can't" → can + not), types numbers, money and punctuation, tags each word's
 * part of speech (Universal Dependencies tags) and gives its lemma ("allergies" → allergy, "swapped"
 * → swap). Before it, the spelling step puts misspelt words of the assistant's vocabulary right.
 * Pure and deterministic: the same message always reads the same.
 */
import type { ItsFunction } from 'wink-nlp';
import { nlp } from '../lexicon/english.js';
import { plainText } from '../lexicon/markup.js';
import { plainRequest } from '../lexicon/frames.js';
import { withoutPadding } from '../lexicon/padding.js';
import { writtenOut } from '../lexicon/shorthand.js';
import { mealBesideDay } from '../lexicon/swap-wishes.js';
import { WEEKDAY_NAMES } from '../../kitchen/vocabulary.js';
import { correctSpelling } from './spelling.js';
import { plainVoice } from './voices.js';
import type { Token } from '../lexicon/token.js';

export type { Token } from '../lexicon/token.js';

/* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's its-functions are declared as methods but use no `this`; they are meant to be passed */
// One instance with the lexicon (sentence ends, negation, part of speech; lemmas come with them).
const its = nlp.its;
// wink-nlp's type declaration gives its.lemma the model's internal signature; at run time it is an its-function like the others.
const lemmaOf = its.lemma as unknown as ItsFunction<string>;

/** Contractions people type without the apostrophe, which the model keeps as one unknown word. */
const BARE_CONTRACTIONS: Record<string, string> = {
  im: 'i am',
  "i'm": 'i am',
  whats: "what's",
  thats: "that's",
  ive: "i've",
  theres: "there's",
  wheres: "where's",
  hows: "how's",
  youre: "you're",
  isnt: "isn't",
  doesnt: "doesn't",
  didnt: "didn't",
  arent: "aren't",
  wont: "won't",
  cant: "can't",
  dont: "don't",
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thanks',
};

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** The message with its misspellings put right and bare contractions given their apostrophe, word by word. */
function prepare(message: string): string {
  // markup and control characters are never read, so never become part of a name
  // texting forms and amounts in words written out ("2moro", "w/ chicken", "two thousand"), then misspellings put right
  // and a request's courtesy frame said plainly; the padding at the message's edges left out ("…when you get a chance") ("would you be so good as to add" → "could you add")
  const corrected = correctSpelling(
    plainRequest(
      writtenOut(
        withoutPadding(plainVoice(plainText(message).replace(/[’‘`]/g, "'").toLowerCase()))
          // shorthand the segmenter would split: "w/ chicken", "w/o nuts"
          .replace(/\bw\/o\b/g, 'without')
          .replace(/\bw\/(?=\s|[a-z])/g, 'with '),
      ),
    ),
  );
  let out = '';
  for (const { segment, isWordLike } of segmenter.segment(corrected)) {
    // ("i'm" too: the model reads "i am" more reliably than its own split of "i'm".)
    out += isWordLike ? (BARE_CONTRACTIONS[segment] ?? segment) : segment;
  }
  return out;
}

function kindOf(type: string): Token['kind'] {
  if (type === 'word' || type === 'number' || type === 'punctuation' || type === 'currency') return type === 'punctuation' ? 'punct' : type;
  return 'other';
}

/** The tokens of a message (lower case, spelling put right). */
export function tokenize(message: string): Token[] {
  const text = prepare(message);
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out();
  const norms = tokens.out(its.normal);
  const lemmas = tokens.out(lemmaOf);
  const tags = tokens.out(its.pos);
  const types = tokens.out(its.type);
  const spaces = tokens.out(its.precedingSpaces);
  return mealsBesideDays(
    values.map((value, i) => ({
      text: value,
      norm: norms[i],
      lemma: lemmas[i],
      pos: tags[i],
      kind: kindOf(types[i]),
      space: i > 0 && spaces[i].length > 0,
    })),
  );
}

/** A day of the plan as a word: a weekday (or its first three letters), today, tonight, tomorrow, the weekend. */
const DAY_WORD = new RegExp(
  `^(?:${WEEKDAY_NAMES.map((d) => d.toLowerCase()).join('|')}|today|tonight|tomorrow|weekend)s?$|^(?:${WEEKDAY_NAMES.map((d) => d.slice(0, 3).toLowerCase()).join('|')})$`,
);

/**
 * A meal's regional name read as the meal when a day is beside it ("thursday's tea", "tea on friday", "tea
 * tomorrow" → dinner); alone ("add tea to my list") it stays the drink. The word as typed is kept.
 */
function mealsBesideDays(tokens: Token[]): Token[] {
  const day = (t: Token | undefined) => t !== undefined && DAY_WORD.test(t.norm);
  return tokens.map((t, i) => {
    const meal = mealBesideDay(t);
    if (!meal) return t;
    const before = day(tokens[i - 1]) || (tokens[i - 1]?.text === "'s" && day(tokens[i - 2]));
    const after = day(tokens[i + 1]) || (['on', 'this', 'next'].includes(tokens[i + 1]?.norm ?? '') && day(tokens[i + 2]));
    return before || after ? { ...t, norm: meal, lemma: meal } : t;
  });
}

/** Tokens back into text, spaced as they were typed. */
export function joinTokens(tokens: readonly Token[]): string {
  return tokens
    .map((t, i) => (i > 0 && t.space ? ' ' : '') + t.text)
    .join('')
    .trim();
}
