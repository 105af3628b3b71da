/**
 * A thing for the house that is not food ("trash bags", "paper towels", "dish soap"): a grocery line may be one,
 * a dislike or an allergy never. The things are a vocabulary (household-items.json, beside this file), not a rule
 * about words: "some muscle", "more energy", "a break" are English nouns too, and no thing to buy. A phrase is one
 * of them when, in the kitchen's normal form (kitchen/words.ts), it is an item's name or another way of saying it,
 * with at most two words before it that describe it ("kitchen trash bags", "lavender dish soap"), or the same with
 * its words misspelt within the slips a word's length allows ("paper towles"). Pure.
 */
import { lexiconFile } from './data-file.js';
import { words } from '../../kitchen/words.js';
import { plainText } from './markup.js';
import { isEnglishWord } from './english.js';
import { nearestWords } from './typos.js';

interface Vocabulary {
  items: { name: string; also: string[] }[];
}

/** What a phrase names among household things: the item's name as the list shows it, and what was typed when put right. */
export interface HouseholdReading {
  name: string;
  /** The phrase as typed, when its words were misspelt. */
  wrote?: string;
}

/** Words before an item that may describe it ("kitchen trash bags"), at most. */
const DESCRIBING = 2;

function readVocabulary(): Vocabulary {
  return lexiconFile<Vocabulary>('household-items.json');
}

let byKey: Map<string, string> | null = null;
let known: Set<string> | null = null;

/** Every way of saying an item, in normal form → the item's name. */
function keys(): Map<string, string> {
  if (!byKey) {
    byKey = new Map();
    for (const item of readVocabulary().items)
      for (const said of [item.name, ...item.also]) {
        const key = words(said).join(' ');
        if (key && !byKey.has(key)) byKey.set(key, item.name);
      }
    known = new Set([...byKey.keys()].flatMap((k) => k.split(' ')));
  }
  return byKey;
}

/** The item a run of normal-form words ends with, the describing words before it allowed; null when none. */
function itemEnding(said: readonly string[]): string | null {
  const items = keys();
  for (let start = 0; start <= Math.min(DESCRIBING, said.length - 1); start++) {
    const name = items.get(said.slice(start).join(' '));
    // a describing word is an English one ("kitchen", "scented"), never a slip or padding ("xqzt trash bags")
    if (name && said.slice(0, start).every((w) => isEnglishWord(w))) return name;
  }
  return null;
}

/** What a phrase names among household things (see the module comment), or null when it names none. */
export function householdReading(phrase: string): HouseholdReading | null {
  const said = plainText(phrase);
  const normal = words(said);
  if (!normal.length || normal.length > DESCRIBING + 4) return null;
  const name = itemEnding(normal);
  if (name) return { name };
  keys();
  // each word no item has put right to the one word of the vocabulary within its slips
  let changed = false;
  const spelled = normal.map((w) => {
    // a word spelt right is no slip ("possible" is not "popsicle")
    if (known!.has(w) || !/^[a-z]+$/.test(w) || isEnglishWord(w)) return w;
    const near = nearestWords(w, known!).words;
    if (near.length !== 1) return w;
    changed = true;
    return near[0];
  });
  const corrected = changed ? itemEnding(spelled) : null;
  return corrected ? { name: corrected, wrote: said } : null;
}

/** The item as a list line names it ("Trash bags"), or null when the phrase names no household thing. */
export function householdItem(phrase: string): string | null {
  return householdReading(phrase)?.name ?? null;
}
