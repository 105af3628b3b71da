/**
 * A thing for the house that is not food ("trash bags", "paper towels", "dish soap"): a grocery line may be one,
 * a dislike or an allergy never. The rule, as plainly as it can be said: one to three English words the
 * language model knows, nouns or words describing the last one (which is a noun), no stop words or padding
 * ("can", "you", "that"); its first word no food's ("plastic wrap" is a thing, "chicken soup" a food), and the whole no food nor a slip of one ("chicken soup" is a
 * food the catalogue lacks, "tomatos" a slip: both asked about). Pure.
 */
import { isEnglishWord, partsOfSpeech } from './english.js';
import { foodLexicon, resolveFood } from './foods.js';
import { plainText } from './markup.js';

const NAME_PARTS = new Set(['NOUN', 'PROPN', 'ADJ']);

/** The item as a list line names it ("Trash bags"), or null when the phrase is not plainly one household thing. */
export function householdItem(phrase: string): string | null {
  const text = plainText(phrase).toLowerCase();
  const words = partsOfSpeech(text);
  if (!words.length || words.length > 3) return null;
  if (!words.every((w) => NAME_PARTS.has(w.pos) && !w.stop && isEnglishWord(w.word))) return null;
  const head = words[words.length - 1];
  if (head.pos !== 'NOUN') return null;
  const foods = foodLexicon();
  // "chicken soup" is a food the catalogue lacks, "bananna" a slip: asked about, not stored as written; "plastic wrap" is
  // a thing (a food word after a word that is none names another thing)
  if (foods.exact(words[0].word) || resolveFood(text).kind === 'food') return null;
  if (words.length === 1 && foods.exact(head.word)) return null;
  const name = words.map((w) => w.word).join(' ');
  return name[0].toUpperCase() + name.slice(1);
}
