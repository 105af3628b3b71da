/**
 * How people ask for a list line in few words (list-asks.json, beside this file): the words after a food that make
 * naming it an ask ("eggs please"), and the names a food goes by elsewhere ("rocket", "courgette", "mince"), said
 * on the list by the name the list uses (arugula, zucchini, ground beef). A name is kept only when both words are the
 * same catalogue food (foods.ts), so the data cannot send a food to another. Read once.
 */
import { lexiconFile } from './data-file.js';
import { resolveFood } from './foods.js';

interface ListAsks {
  askingWords: string[];
  askingVerbs: string[];
  freshUnits: string[];
  otherNames: Record<string, string>;
  namesOfOneFood: Record<string, string>;
  turnsToTheAsk: string[];
}

const data = lexiconFile<ListAsks>('list-asks.json');

/** Words said after the things named that ask for them ("please", "thanks"), in the tokenizer's normal form. */
export const ASKING_WORDS: ReadonlySet<string> = new Set(data.askingWords);

/** Words said right before a thing's name that ask for it ("need avocados x3"): never part of the name. */
export const ASKING_VERBS: ReadonlySet<string> = new Set(data.askingVerbs);

/** Where a story told first turns to the ask ("so", "anyway", "which is why"): a regular expression of them as words. */
export const TURN_TO_THE_ASK = new RegExp(
  String.raw`\b(?:${data.turnsToTheAsk.map((w) => w.replace(/'/g, "'?").replace(/\s+/g, String.raw`\s+`)).join('|')})\b[,.!:;]*\s+`,
  'gi',
);

const sameFood = (a: string, b: string) => {
  const [x, y] = [resolveFood(a), resolveFood(b)];
  return x.kind === 'food' && y.kind === 'food' && x.food.slug === y.food.slug;
};

let names: Map<string, string> | null = null;

/** The amounts only a fresh herb or green is bought in ("a bunch of", "a sprig of"), as the kernel names the unit. */
export const FRESH_UNITS: ReadonlySet<string> = new Set(data.freshUnits);

/** Every name of elsewhere whose list name is the same food → that list name. */
export function otherNames(): ReadonlyMap<string, string> {
  names ??= new Map(Object.entries(data.otherNames).filter(([said, listed]) => sameFood(said, listed)));
  return names;
}

/** The name the list uses for a food said by its name elsewhere ("Rocket" → "arugula"), or null. */
export function listNameOf(said: string): string | null {
  return otherNames().get(said.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

let oneFood: Map<string, string> | null = null;

/**
 * The other name of a food kept out by preference ("coriander" → "cilantro", "cilantro" → "coriander"), or null: for
 * matching a dislike or an allergy said by either name, never for a list line.
 */
export function preferenceNameOf(said: string): string | null {
  oneFood ??= new Map(
    Object.entries(data.namesOfOneFood).flatMap(
      ([a, b]) =>
        [
          [a, b],
          [b, a],
        ] as [string, string][],
    ),
  );
  return oneFood.get(said.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}
