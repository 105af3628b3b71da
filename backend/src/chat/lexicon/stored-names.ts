/**
 * What the assistant may store for a thing a person named, and under which name — the bounds of its entities:
 *   - a grocery line: a catalogue food (priced and shelved in its aisle), by the person's word when it is one the
 *     catalogue has for the food ("milk", "eggs"), else by the catalogue's name ("brocolli" → Broccoli); or a
 *     thing of the household vocabulary (household.ts), in "Other";
 *   - a pantry line: a catalogue food, named the same way;
 *   - a dislike: a catalogue food, by the word the person used for it ("Cilantro", "Chicken": a dislike of
 *     chicken keeps out every chicken, not one cut), or an allergen of the record ("Dairy");
 *   - an allergy: an allergen of the record ("Shellfish", "Nuts"), or a catalogue food ("Kiwi").
 * A misspelt name is stored put right, and says what was written. Anything else is never stored: the answer is
 * to ask, with the foods it could be, if any. Pure.
 */
import { resolveAllergen, resolveDiet } from './diets.js';
import { DIET_NAMES, OTHER_AISLE } from '../../kitchen/vocabulary.js';
import { resolveFood, type FoodReading, type LexiconFood } from './foods.js';
import { householdReading } from './household.js';
import { listNameOf } from './list-asks.js';
import { isEnglishWord } from './english.js';
import { normalizeIngredientName } from '../../catalog/ingredient-matcher.js';
import { plainText } from './markup.js';
import { typoDistance } from './typos.js';
import { singular, words } from '../../kitchen/words.js';

export type StoredFor = 'grocery' | 'pantry' | 'dislike' | 'allergy';

export type StoredName =
  /** `aisle` for a list line; `wrote`: what was typed, when the name was put right. */
  | { kind: 'known'; name: string; aisle?: string; food?: LexiconFood; wrote?: string }
  /** Nothing to store: `said`, and the catalogue foods it may have meant (none when nothing is near). */
  | { kind: 'ask'; said: string; options: string[] };

const asTag = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

function ask(said: string, reading: FoodReading): StoredName {
  // words spelt right are no slip of a food's name: "trash bags" is not offered as Tea bags (one word may be a
  // homophone, "bred", and is offered)
  const typed = said.split(/[\s-]+/);
  const english = typed.every(isEnglishWord);
  // one word spelt right is offered only a food one slip away ("bred" → bread, not "stress" → Watercress)
  const near = (food: { name: string }) => !english || words(food.name).some((w) => typoDistance(w, words(said)[0] ?? '') <= 1);
  const slip = reading.kind === 'none' && (typed.length === 1 || !english);
  const options = reading.kind === 'several' ? reading.candidates : slip ? reading.suggestions.filter(near) : [];
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
  // one word spelt right put right to a food ("peace" → Peach) may be no slip at all: asked, never stored as the food
  // (several words put right must make a food's whole name: "brown rise" is Brown rice, foods.ts)
  if (reading.kind === 'food' && reading.corrected && !/[\s-]/.test(said) && isEnglishWord(said))
    return { kind: 'ask', said, options: [reading.food.name] };
  if (reading.kind === 'food') {
    // recipes' own misspellings are aliases too ("broccli", "zuchini"): a word no dictionary has is put right as well
    // and a plural misspelt ("tomatos", "cherrys"): no word itself, though its singular is one
    const typed = said.split(/[\s-]+/);
    const misspelt =
      reading.corrected ||
      (!typed.every(isEnglishWord) && normalizeIngredientName(said) !== normalizeIngredientName(reading.food.name)) ||
      typed.some((w) => !isEnglishWord(w) && singular(w) !== w && isEnglishWord(singular(w)));
    const wrote = misspelt ? { wrote: said } : {};
    // a word the catalogue has for the food stays the person's ("milk" is the catalogue's word for Whole milk, priced
    // and shelved as it); a word put right takes the catalogue's name
    // a food's name elsewhere ("rocket", "courgette") is said by the list's name for it, and what was typed said too
    const listName = purpose === 'grocery' || purpose === 'pantry' ? listNameOf(said) : null;
    if (listName) return { kind: 'known', name: listName, aisle: reading.food.aisle, food: reading.food, wrote: said };
    if (purpose === 'grocery' || purpose === 'pantry')
      return { kind: 'known', name: misspelt ? reading.food.name : said, aisle: reading.food.aisle, food: reading.food, ...wrote };
    const tag = reading.corrected ? reading.spelled : misspelt ? reading.food.name.replace(/\s*\([^)]*\)/g, '') : said;
    return { kind: 'known', name: asTag(tag.toLowerCase()), food: reading.food, ...wrote };
  }
  if (purpose === 'dislike') {
    const allergen = resolveAllergen(said);
    if (allergen.kind === 'allergen' && !allergen.corrected) return { kind: 'known', name: asTag(allergen.word) };
  }
  if (purpose === 'grocery') {
    // a thing of the household vocabulary, by the person's words; put right when misspelt ("paper towles")
    const thing = householdReading(said);
    if (thing) return { kind: 'known', name: thing.wrote ? thing.name : said, aisle: OTHER_AISLE, ...(thing.wrote ? { wrote: said } : {}) };
  }
  const asked = ask(said, reading);
  // a list line of one word no dictionary has (five letters or more), and one food near it and no other: a slip, put right and said
  // ("zucinni" → Zucchini); a line is undone in a tap, a dislike or an allergy is asked about
  if (
    purpose === 'grocery' &&
    asked.kind === 'ask' &&
    asked.options.length === 1 &&
    reading.kind === 'none' &&
    /^[a-z]{5,}$/i.test(said) &&
    !isEnglishWord(said)
  ) {
    const near = reading.suggestions.find((food) => food.name === asked.options[0]);
    if (near) return { kind: 'known', name: near.name, aisle: near.aisle, food: near, wrote: said };
  }
  return asked;
}

/**
 * A diet as it is stored: a diet of the record under its name ("vegitarian" → Vegetarian, with what was typed), or
 * "<allergen> free" as the record reads it ("Nut-free"); null for anything else ("clean eating", "more energy").
 */
export function storedDiet(value: string): { name: string; wrote?: string } | null {
  const said = plainText(value).replace(/\s+/g, ' ').trim();
  const diet = resolveDiet(said);
  if (diet.kind === 'diet') return { name: DIET_NAMES[diet.diet], ...(diet.corrected ? { wrote: said } : {}) };
  const free = /^(.+?)[\s-]+free$/i.exec(said);
  const allergen = free ? resolveAllergen(free[1]) : null;
  return allergen?.kind === 'allergen' && !allergen.corrected ? { name: said } : null;
}
