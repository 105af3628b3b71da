/**
 * The words the spelling step (embedded/spelling.ts) knows, as data (spelling-words.json beside this file): the
 * vocabulary a misspelt word is put right to, everyday words near it that are known as they are, and slips too far
 * from their word for edit distance to reach safely ("wensday" → "wednesday"). Read once per process.
 */
import { lexiconFile } from './data-file.js';

export interface SpellingWords {
  vocabulary: readonly string[];
  everyday: readonly string[];
  slips: Readonly<Record<string, string>>;
}

let words: SpellingWords | null = null;

export function spellingWords(): SpellingWords {
  if (words) return words;
  words = lexiconFile<SpellingWords>('spelling-words.json');
  return words;
}
