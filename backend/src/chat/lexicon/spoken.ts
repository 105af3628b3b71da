/**
 * How people's voices wrap an ask, as data (spoken.json beside this file): the hesitations of dictation, the words
 * that close a story told before the ask, money said in slang and regional names of meals. Read once per process.
 */
import { lexiconFile } from './data-file.js';

export interface Spoken {
  hesitations: readonly string[];
  leadInEnds: readonly string[];
  turns: readonly string[];
  money: { amounts: Readonly<Record<string, number>>; currencyWords: readonly string[] };
  regionalMeals: Readonly<Record<string, string>>;
  /** Punctuation spelt out by dictation ("comma", "full stop"), and those read so only at the message's end ("period"). */
  dictated: Readonly<Record<string, string>>;
  dictatedAtEnd: Readonly<Record<string, string>>;
  foreign: { iAm: readonly string[]; diets: Readonly<Record<string, string>>; courtesy: Readonly<Record<string, string>> };
}

let spoken: Spoken | null = null;

export function spokenWords(): Spoken {
  if (spoken) return spoken;
  spoken = lexiconFile<Spoken>('spoken.json');
  return spoken;
}
