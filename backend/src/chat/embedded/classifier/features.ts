/**
 * What the classifier of intents sees in a message: wink-nlp's reading of it (tokens.ts: lemmas, parts of
 * speech, contractions expanded, spelling put right) turned into sparse features —
 *   - each word's lemma, and each pair of neighbouring lemmas;
 *   - the things the lexicon knows as their kind, not their word (a weekday is `<day>`, "lunch" is `<meal>`,
 *     a number `<num>`, a catalogue food `<food>`, a diet, cuisine, store, allergen or nutrient by kind), so one
 *     example of "add milk" teaches "add kiwi", and "tuesday dinner" teaches "fri lunch";
 *   - the words a negation governs ("not", "no", "never", "n't" and the three words after), marked as negated;
 *   - the message's mood (question, request, statement: mood.ts), whether it has a question mark, and its length.
 * Pure and deterministic.
 */
import { findCuisine, findDietAt, findMeasures, findStore, isDayWord, isMealWord } from '../entities.js';
import { clausesOf, messageMood } from '../mood.js';
import { tokenize, type Token } from '../tokens.js';
import { foodLexicon } from '../../lexicon/foods.js';
import { isEnglishWord } from '../../lexicon/english.js';
import { allergensNamed } from '../../../kitchen/dietary-rules.js';

const NEGATIONS = new Set(['not', 'no', 'never', "n't", 'nothing', 'none']);
/** How many words after a negation it governs. */
const NEGATION_REACH = 3;
const NUTRIENTS = new Set(['protein', 'fat', 'carbs', 'calories', 'cost']);

/** The word a token stands for in the features: its kind when the lexicon knows it, else its lemma. */
function unitOf(t: Token, kinds: ReadonlyMap<Token, string>): string | null {
  if (t.kind === 'punct') return null;
  if (t.kind === 'number') return '<num>';
  if (t.kind === 'currency') return '<money>';
  return kinds.get(t) ?? (isDayWord(t) ? '<day>' : isMealWord(t) ? '<meal>' : t.lemma || t.norm);
}

/** The lexicon's kinds of thing in a message, by token. */
function kindsOf(tokens: readonly Token[]): Map<Token, string> {
  const kinds = new Map<Token, string>();
  const mark = (at: number, length: number, kind: string) => {
    for (let k = at; k < at + length; k++) if (tokens[k]) kinds.set(tokens[k], kind);
  };
  const diet = findDietAt(tokens);
  if (diet) mark(diet.at, diet.length, '<diet>');
  const cuisine = findCuisine(tokens);
  if (cuisine) mark(cuisine.at, cuisine.length, '<cuisine>');
  const foods = foodLexicon();
  for (const t of tokens) {
    if (kinds.has(t) || t.kind !== 'word') continue;
    const measure = findMeasures([t])[0];
    if (measure && NUTRIENTS.has(measure)) kinds.set(t, `<${measure}>`);
    else if ((t.pos === 'NOUN' || t.pos === 'PROPN') && !isMealWord(t) && !isDayWord(t)) {
      if (allergensNamed(t.norm).length) kinds.set(t, '<allergen>');
      else if (foods.exact(t.norm)) kinds.set(t, '<food>');
    }
    // a food misspelt ("brocoli", "tomatos"): a word English does not know that the lexicon puts right to one food
    if (!kinds.has(t) && t.norm.length >= 5 && !isEnglishWord(t.norm) && foods.resolve(t.norm).kind === 'food') kinds.set(t, '<food>');
  }
  return kinds;
}

export function featuresOfTokens(tokens: readonly Token[]): string[] {
  const kinds = kindsOf(tokens);
  const units = tokens.map((t) => unitOf(t, kinds)).filter((u): u is string => u !== null);
  const features = new Set<string>();
  let negated = 0;
  for (const [i, u] of units.entries()) {
    features.add(`w:${u}`);
    if (i > 0) features.add(`b:${units[i - 1]}_${u}`);
    if (negated > 0) {
      features.add(`n:${u}`);
      negated--;
    }
    if (NEGATIONS.has(u)) {
      features.add('neg');
      negated = NEGATION_REACH;
    }
  }
  // the letters of each word the lexicon does not type, three at a time: "calries", "tmorow", "brekky" share most of theirs
  // with the words they stand for, so a slip or a texting form the spelling step missed still counts
  // (a misspelt food too: "weater" is as near weather as water, and its letters keep what the <food> would hide)
  const said = tokens.filter((t) => t.kind !== 'punct').map((t, i) => (units[i] === '<food>' ? t.lemma || t.norm : units[i]));
  for (const u of said)
    if (!u.startsWith('<') && u.length >= 4 && !isEnglishWord(u)) {
      const w = `^${u}$`;
      for (let k = 0; k + 3 <= w.length; k++) features.add(`c:${w.slice(k, k + 3)}`);
    }
  if (units.length) features.add(`first:${units[0]}`);
  // greetings and thanks are short; an ask of many words is rarely one
  features.add(`len:${units.length <= 1 ? '1' : units.length <= 3 ? '2-3' : units.length <= 6 ? '4-6' : '7+'}`);
  if (findStore(tokens)) features.add('has:<store>');
  if (tokens.some((t) => t.text === '?')) features.add('mark:?');
  features.add(`mood:${messageMood(clausesOf(tokens))}`);
  return [...features];
}

export const featuresOf = (message: string) => featuresOfTokens(tokenize(message));
