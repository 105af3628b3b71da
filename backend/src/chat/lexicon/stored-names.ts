/**
 * What the assistant may store for a thing a person named, and under which name — the bounds of its entities:
 *   - a grocery line: a catalogue food (priced and shelved in its aisle), by the person's word when it is one the
 *     catalogue has for the food ("milk", "eggs"), else by the catalogue's name ("brocolli" → Broccoli); or a
 *     household thing named plainly (household.ts), in "Other";
 *   - a pantry line: a catalogue food, named the same way;
 *   - a dislike: a catalogue food, by the word the person used for it ("Cilantro", "Chicken": a dislike of
 *     chicken keeps out every chicken, not one cut), or an allergen of the record ("Dairy");
 *   - an allergy: an allergen of the record ("Shellfish", "Nuts"), or a catalogue food ("Kiwi").
 * A misspelt name is stored put right, and says what was written. Anything else is never stored: the answer is
 * to ask, with the foods it could be, if any. Pure.
 */
import { resolveAllergen } from './diets.js';
import { resolveFood, type FoodReading, type LexiconFood } from './foods.js';
import { householdItem } from './household.js';
import { isEnglishWord } from './english.js';
import { normalizeIngredientName } from '../../catalog/ingredient-matcher.js';
import { plainText } from './markup.js';
import { singular } from '../../kitchen/words.js';
import { OTHER_AISLE } from '../../kitchen/vocabulary.js';

export type StoredFor = 'grocery' | 'pantry' | 'dislike' | 'allergy';

export type StoredName =
  /** `aisle` for a list line; `wrote`: what was typed, when the name was put right. */
  | { kind: 'known'; name: string; aisle?: string; food?: LexiconFood; wrote?: string }
  /** Nothing to store: `said`, and the catalogue foods it may have meant (none when nothing is near). */
  | { kind: 'ask'; said: string; options: string[] };

const asTag = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

function ask(said: string, reading: FoodReading): StoredName {
  const options = reading.kind === 'several' ? reading.candidates : reading.kind === 'none' ? reading.suggestions : [];
  return { kind: 'ask', said, options: options.map((f) => f.name) };
}

export function storedName(phrase: string, purpose: StoredFor): StoredName {
  const said = plainText(phrase).replace(/\s+/g, ' ').trim();
  if (!said) return { kind: 'ask', said, options: [] };
  if (purpose === 'allergy') {
    const allergen = resolveAllergen(said);
    if (allergen.kind === 'allergen') return { kind: 'known', name: asTag(allergen.word), ...(allergen.corrected ? { wrote: said } : {}) };
  }
  const reading = resolveFood(said);
  if (reading.kind === 'food') {
    // recipes' own misspellings are aliases too ("broccli", "zuchini"): a word no dictionary has is put right as well
    // and a plural misspelt ("tomatos", "cherrys"): no word itself, though its singular is one
    const words = said.split(/[\s-]+/);
    const misspelt =
      reading.corrected ||
      (!words.every(isEnglishWord) && normalizeIngredientName(said) !== normalizeIngredientName(reading.food.name)) ||
      words.some((w) => !isEnglishWord(w) && singular(w) !== w && isEnglishWord(singular(w)));
    const wrote = misspelt ? { wrote: said } : {};
    // a word the catalogue has for the food stays the person's ("milk" is the catalogue's word for Whole milk, priced
    // and shelved as it); a word put right takes the catalogue's name
    if (purpose === 'grocery' || purpose === 'pantry')
      return { kind: 'known', name: misspelt ? reading.food.name : said, aisle: reading.food.aisle, food: reading.food, ...wrote };
    const tag = reading.corrected ? reading.spelled : misspelt ? reading.food.name.replace(/\s*\([^)]*\)/g, '') : said;
    return { kind: 'known', name: asTag(tag.toLowerCase()), food: reading.food, ...wrote };
  }
  if (purpose === 'dislike') {
    const allergen = resolveAllergen(said);
    if (allergen.kind === 'allergen' && !allergen.corrected) return { kind: 'known', name: asTag(allergen.word) };
  }
  if (purpose === 'grocery' && reading.kind === 'none') {
    if (householdItem(said)) return { kind: 'known', name: said, aisle: OTHER_AISLE };
  }
  return ask(said, reading);
}
