/**
 * What makes a preference said loosely one to keep at once, as data (told-for-sure.json beside this file): words that
 * say a food kept out is an allergy, that an allergy said with doubt is confirmed, that a dislike has always been, or
 * that an allergy of someone at the table is to be kept in mind.
 * Read by embedded/requests/told-for-sure.ts. Pure.
 */
import { lexiconFile } from './data-file.js';

interface ToldForSure {
  allergy: readonly string[];
  confirmed: readonly string[];
  lasting: readonly string[];
  keepInMind: readonly string[];
  negations: readonly string[];
}

export type Settling = 'allergy' | 'confirmed' | 'lasting' | 'keepInMind';

let built: { patterns: Record<Settling, RegExp>; negations: RegExp } | null = null;

const alternatives = (list: readonly string[]) =>
  `(?:${[...list]
    .sort((a, b) => b.length - a.length)
    .map((p) =>
      p
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/'/g, "'?")
        .replace(/\s+/g, String.raw`\s+`),
    )
    .join('|')})`;

function patterns() {
  if (built) return built;
  const words = lexiconFile<ToldForSure>('told-for-sure.json');
  const pattern = (list: readonly string[]) => new RegExp(String.raw`(?<![\w'])${alternatives(list)}(?![\w'])`, 'gi');
  built = {
    patterns: {
      allergy: pattern(words.allergy),
      confirmed: pattern(words.confirmed),
      lasting: pattern(words.lasting),
      keepInMind: pattern(words.keepInMind),
    },
    // a negation within the two words before, in the same clause ("hasn't been diagnosed", "i don't think it's an allergy")
    negations: new RegExp(String.raw`(?<![\w'])${alternatives(words.negations)}(?![\w'])(?:\s+[\w']+){0,2}\s*$`, 'i'),
  };
  return built;
}

/** Whether the message (lower case) says `kind` with no negation just before it. */
export function saysForSure(text: string, kind: Settling): boolean {
  const { patterns: all, negations } = patterns();
  return [...text.matchAll(all[kind])].some((m) => kind === 'lasting' || !negations.test(text.slice(0, m.index)));
}

/** Where the message (lower case) says `kind`, first; -1 when it does not. */
export function whereSaid(text: string, kind: Settling): number {
  return text.search(new RegExp(patterns().patterns[kind].source, 'i'));
}
