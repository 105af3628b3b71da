/**
 * Food words, once: singular and plural of a food's name ("2 potatoes", "bay leaf"), and the one
 * normal form names are compared in (lower case, no accents or punctuation, singular words). English
 * inflection is the `pluralize` library's (its rules and irregulars); the kitchen adds the food words
 * that end in s in the singular. Pure.
 */
import pluralize from 'pluralize';

/** Foods whose singular ends in s, or that are never counted ("molasses", "hummus", "oats"). */
const ALWAYS_AS_WRITTEN = [
  'asparagus',
  'couscous',
  'hummus',
  'molasses',
  'swiss',
  'citrus',
  'grits',
  'bass',
  'hibiscus',
  'octopus',
  'anise',
  'cress',
  'watercress',
  'brussels',
  'oats',
  'greens',
  'jus',
  'bitters',
  'haricots',
  'tabasco',
  'lees',
  'series',
  'species',
  'halva',
  'feta',
  'chard',
];
for (const word of ALWAYS_AS_WRITTEN) pluralize.addUncountableRule(word);
/** Food words English inflects unlike its rules: without these, "cookies" would be one "cooky" and "quiches" one "quich". */
const FOOD_IRREGULARS: readonly [string, string][] = [
  ['cookie', 'cookies'],
  ['brownie', 'brownies'],
  ['smoothie', 'smoothies'],
  ['veggie', 'veggies'],
  ['hoagie', 'hoagies'],
  ['quiche', 'quiches'],
  ['chilli', 'chillies'],
  ['pierogi', 'pierogies'],
];
for (const [one, many] of FOOD_IRREGULARS) pluralize.addIrregularRule(one, many);

const singulars = new Map<string, string>();

/** The singular of one word ("leaves" → "leaf", "tomatoes" → "tomato", "hummus" stays); remembered, as pluralize's rules are slow to run. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  let one = singulars.get(word);
  if (one === undefined) {
    one = pluralize.singular(word);
    if (singulars.size < 100_000) singulars.set(word, one);
  }
  return one;
}

/** A food's name for `count` of it: the last word inflected ("2 sweet potatoes", "1 bay leaf", "2 roma tomatoes"). */
export function nameFor(name: string, count: number): string {
  const words = name.trim().split(/\s+/);
  const last = words.length - 1;
  words[last] = Math.abs(count - 1) < 1e-9 ? singular(words[last]) : pluralize.plural(words[last]);
  return words.join(' ');
}

/** What a count of a food is called, from its catalogue name: ('Eggs, large', 12) → 'eggs'; ('Potato (russet)', 3) → 'potatoes'. */
export function countNoun(foodName: string, count: number): string {
  const noun = foodName
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .split(',')[0]
    .replace(/\s+/g, ' ')
    .trim();
  return noun ? nameFor(noun, count) : noun;
}

/** Lower case, no accents, no punctuation, singular words: 'Eggs, Large' → 'egg large', 'Jalapeños' → 'jalapeno'. */
export function normaliseName(name: string): string {
  return words(name).join(' ');
}

const wordsOfName = new Map<string, readonly string[]>();

/** The words of a name in normal form, in order; remembered, as the catalogue's names are read on every list build. */
export function words(name: string): string[] {
  let found = wordsOfName.get(name);
  if (found === undefined) {
    found = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/['’`]s\b/g, '')
      .replace(/[^a-z0-9%]+/g, ' ')
      .trim()
      .split(' ')
      .filter(Boolean)
      .map(singular);
    if (wordsOfName.size < 100_000) wordsOfName.set(name, found);
  }
  // a copy: callers may change the array they get
  return [...found];
}

/** Whether `text` mentions `term` as whole words, singular or plural ("Peanut butter cookies" mentions "peanuts"). */
export function mentions(text: string, term: string): boolean {
  const have = words(text);
  const wanted = words(term);
  if (!wanted.length) return false;
  for (let i = 0; i + wanted.length <= have.length; i++) {
    if (wanted.every((w, j) => have[i + j] === w)) return true;
  }
  return false;
}
