/**
 * The words the spelling step (embedded/spelling.ts) knows, as data (spelling-words.json beside this file): the
 * vocabulary a misspelt word is put right to, everyday words near it that are known as they are, and slips too far
 * from their word for edit distance to reach safely ("wensday" → "wednesday"). Read once per process.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface SpellingWords {
  vocabulary: readonly string[];
  everyday: readonly string[];
  slips: Readonly<Record<string, string>>;
}

let words: SpellingWords | null = null;

/** The file beside this module in src (the compiled module runs from dist, where JSON is not copied). */
export function spellingWords(): SpellingWords {
  if (words) return words;
  for (const dir of ['./', '../../../src/chat/lexicon/']) {
    try {
      words = JSON.parse(readFileSync(fileURLToPath(new URL(`${dir}spelling-words.json`, import.meta.url)), 'utf8')) as SpellingWords;
      return words;
    } catch {
      /* next */
    }
  }
  throw new Error('spelling-words.json not found');
}
