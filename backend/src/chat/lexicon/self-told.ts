/**
 * How people tell something of themselves without a sentence, as data (self-told.json beside this file): the words
 * that make a noun phrase the teller's own ("peanut allergy over here"), how a diet is said to be going, and how long it
 * has been kept. Read by requests/preference-statements.ts as pattern sources. Pure.
 */
import { lexiconFile } from './data-file.js';

interface SelfTold {
  here: readonly string[];
  howItGoes: readonly string[];
  spans: readonly string[];
  countWords: readonly string[];
  askerToo: readonly string[];
  conditionHad: readonly string[];
  conditionNouns: readonly string[];
}

/** Phrases as one pattern's alternatives, longest first; spaces as one space, an apostrophe optional (`raw`: written as patterns). */
const alternatives = (list: readonly string[], raw = false) =>
  `(?:${[...list]
    .sort((a, b) => b.length - a.length)
    .map((p) => (raw ? p : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "'?")))
    .join('|')})`;

type Built = { here: string; howItGoes: string; span: string; askerToo: string; conditionHad: string; conditionNoun: string };
let built: Built | null = null;

/**
 * The vocabulary as pattern sources: `here` after a noun phrase, `howItGoes` after a diet, `span` a time kept ("a
 * month"), `askerToo` the teller joining someone's rule ("so am i"), `conditionHad` before a condition one has ("i was
 * diagnosed with"), `conditionNoun` after its name ("disease").
 */
export function selfToldPatterns(): Built {
  if (built) return built;
  const w = lexiconFile<SelfTold>('self-told.json');
  built = {
    here: alternatives(w.here),
    howItGoes: alternatives(w.howItGoes),
    span: `(?:${alternatives(w.countWords, true)} )?${alternatives(w.spans)}`,
    askerToo: alternatives(w.askerToo),
    conditionHad: alternatives(w.conditionHad),
    conditionNoun: alternatives(w.conditionNouns),
  };
  return built;
}
