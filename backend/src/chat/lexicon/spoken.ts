/**
 * How people's voices wrap an ask, as data (spoken.json beside this file): the hesitations of dictation, the words
 * that close a story told before the ask, money said in slang and regional names of meals. Read once per process.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Spoken {
  hesitations: readonly string[];
  leadInEnds: readonly string[];
  money: { amounts: Readonly<Record<string, number>>; currencyWords: readonly string[] };
  regionalMeals: Readonly<Record<string, string>>;
}

let spoken: Spoken | null = null;

/** The file beside this module in src (the compiled module runs from dist, where JSON is not copied). */
export function spokenWords(): Spoken {
  if (spoken) return spoken;
  for (const dir of ['./', '../../../src/chat/lexicon/']) {
    try {
      spoken = JSON.parse(readFileSync(fileURLToPath(new URL(`${dir}spoken.json`, import.meta.url)), 'utf8')) as Spoken;
      return spoken;
    } catch {
      /* next */
    }
  }
  throw new Error('spoken.json not found');
}
