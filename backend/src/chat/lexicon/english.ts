/**
 * English as wink-nlp's English lite model knows it (an npm package: no download, no I/O at run time): whether a
 * word is in its vocabulary, and each word's part of speech. The chat's tokens (embedded/tokens.ts) read
 * messages with this same instance. Pure and deterministic.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { nameFor, singular } from '../../kitchen/words.js';

/** Sentence ends, negation and part of speech (lemmas come with them): what the chat reads. */
export const nlp = winkNLP(model, ['sbd', 'negation', 'pos']);

/** An empty document: its vocabulary look-up is the model's. */
const vocabulary = nlp.readDoc('');

/** Whether the model knows a word, as written or as the plural of one it knows ("sponges"; not "potatos"). */
export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]+(?:['-][a-z]+)*$/.test(lower)) return false;
  if (!vocabulary.isOOV(lower)) return true;
  const one = singular(lower);
  return one !== lower && !vocabulary.isOOV(one) && nameFor(one, 2) === lower;
}

/** Each word of a short phrase with its part of speech (Universal Dependencies tags: NOUN, ADJ, VERB…) and whether it is a stop word. */
export interface TaggedWord {
  word: string;
  pos: string;
  stop: boolean;
  /** Whether a space comes before it: how a run of words is joined back into text. */
  space: boolean;
}

/* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's its-functions are declared as methods but use no `this`; they are meant to be passed */
export function partsOfSpeech(phrase: string): TaggedWord[] {
  const tokens = nlp.readDoc(phrase.toLowerCase()).tokens();
  const words = tokens.out();
  const tags = tokens.out(nlp.its.pos);
  const stops = tokens.out(nlp.its.stopWordFlag) as unknown as boolean[];
  const spaces = tokens.out(nlp.its.precedingSpaces);
  return words.map((word, i) => ({ word, pos: tags[i], stop: stops[i], space: i > 0 && spaces[i].length > 0 }));
}
/* eslint-enable @typescript-eslint/unbound-method */

/** Words back into text, spaced as they were typed. */
export function joinWords(words: readonly Pick<TaggedWord, 'word' | 'space'>[]): string {
  return words
    .map((w, i) => (i > 0 && w.space ? ' ' : '') + w.word)
    .join('')
    .trim();
}
