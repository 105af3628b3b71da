/**
 * A preference said with why, in a clause of its own — "gave up paleo, it was too much work", "done with the vegan
 * stuff, i missed eggs", "feeling better these days so i eat eggs again" — is the preference: the clause that only says
 * why asks nothing and changes nothing. Where the why is itself a change that says the same ("i began having fish
 * again, so feel free to take vegetarian off"), the change named plainly is the one done. Pure: parts are read by the
 * grammar passed in.
 */
import type { Intent } from '../intents.js';
import { clausesOf } from '../mood.js';
import { tokenize } from '../tokens.js';

/** Readings that tell the person's own rule or like. */
const TOLD: ReadonlySet<Intent['type']> = new Set(['addPreference', 'removePreference', 'eatAgain']);

/** Where a reason may be said apart: a clause's end, or a word that gives a reason or a result. */
const CUTS = /\s*[,;.!]+\s*(?:(?:so|because|cause|cuz|bc|since)\s+)?|\s+(?:so|because|cause|cuz|bc|since)\s+/gi;

/** More cuts than this: a long message, read as before. */
const MOST_CUTS = 3;

/** Whether the parts of a message are being read (a part is never cut again). */
let readingParts = false;

/** The change a food eaten again says too: the diet it ends, named plainly in the other part. */
function sameChange(a: Intent, b: Intent): Intent | null {
  const [ate, removed] = a.type === 'eatAgain' ? [a, b] : [b, a];
  if (ate.type !== 'eatAgain' || removed.type !== 'removePreference' || removed.list !== 'dietaryRestrictions') return null;
  return ate.diets.some((d) => d === removed.value.toLowerCase()) ? removed : null;
}

/** Whether a part only says why: no change read in it, neither asked nor asking, and a verb ("missed cheese too much"). */
function onlyWhy(text: string, reading: Intent, isChange: (intent: Intent) => boolean): boolean {
  if (isChange(reading) || reading.type === 'several') return false;
  const tokens = tokenize(text);
  const mood = clausesOf(tokens)[0]?.mood;
  // (a why says something happened or is so: a verb; "eggs and soy" after a comma are more of the same)
  return mood !== 'question' && mood !== 'request' && tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

export function toldWithReason(message: string, read: (text: string) => Intent, isChange: (intent: Intent) => boolean): Intent | null {
  if (readingParts || message.includes('?')) return null;
  const cuts = [...message.matchAll(CUTS)].filter((m) => m.index > 0 && m.index + m[0].length < message.length);
  if (!cuts.length || cuts.length > MOST_CUTS) return null;
  readingParts = true;
  try {
    for (const cut of cuts) {
      const [first, second] = [message.slice(0, cut.index), message.slice(cut.index + cut[0].length)].map((s) => s.trim());
      const [a, b] = [read(first), read(second)];
      const same = sameChange(a, b);
      if (same) return same;
      if (TOLD.has(a.type) && onlyWhy(second, b, isChange)) return a;
      if (TOLD.has(b.type) && onlyWhy(first, a, isChange)) return b;
    }
    return null;
  } finally {
    readingParts = false;
  }
}
