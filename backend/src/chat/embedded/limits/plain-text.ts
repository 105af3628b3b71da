/**
 * A message as plain words before anything reads it: the lexicon's one cleaning step (lexicon/markup.ts), with
 * `changed` saying something was taken out. Pure.
 */
export { hasWords, withoutMarkup as plainText } from '../../lexicon/markup.js';
