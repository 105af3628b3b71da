/**
 * Diets and allergies as the one record names them (kitchen/vocabulary.ts DIETS and ALLERGENS, with the words
 * kitchen/dietary-rules.ts reads for each): "dairy free", "dairy-free", "no dairy", "lactose free" are the
 * dairy-free diet; "nuts" is tree nuts and peanuts, "lactose" and "dairy" are milk, as the record says. A
 * misspelt word is put right against the record's own words ("vegitarian", "shelfish"), marked `corrected`.
 * Pure.
 */
import { allergensNamed, dietsNamed, recordWords } from '../../kitchen/dietary-rules.js';
import { ALLERGENS, DIETS, type Allergen, type Diet } from '../../kitchen/vocabulary.js';
import { plainText } from './markup.js';
import { nearestWords } from './typos.js';

export type DietReading = { kind: 'diet'; diet: Diet; said: string; corrected: boolean } | { kind: 'none'; said: string };

/** `word`: the allergy as a tag, lower case, spelt as the record spells it ("shellfish", "peanuts", "tree nuts"). */
export type AllergenReading =
  { kind: 'allergen'; allergens: Allergen[]; word: string; said: string; corrected: boolean } | { kind: 'none'; said: string };

/** The record's words in the form a phrase is compared in: lower case, words apart ("gluten free", "tree nuts"). */
const spaced = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

let dietWords: Map<string, Diet> | null = null;
let allergyWords: Map<string, Allergen[]> | null = null;

function dietWordMap(): Map<string, Diet> {
  if (dietWords) return dietWords;
  dietWords = new Map(DIETS.map((d) => [spaced(d), d]));
  for (const word of recordWords().diets) {
    const [diet] = dietsNamed(word);
    if (diet && !dietWords.has(spaced(word))) dietWords.set(spaced(word), diet);
  }
  return dietWords;
}

function allergyWordMap(): Map<string, Allergen[]> {
  if (allergyWords) return allergyWords;
  // the record's words first ("gluten" keeps wheat out too), then each allergen by its own name
  allergyWords = new Map(recordWords().allergies.map((word) => [spaced(word), allergensNamed(word)]));
  for (const a of ALLERGENS) if (!allergyWords.has(spaced(a))) allergyWords.set(spaced(a), [a]);
  return allergyWords;
}

/** The diet that keeps these allergens out (milk → dairy-free, gluten and wheat → gluten-free), if one does. */
function dietWithout(allergens: readonly Allergen[]): Diet | undefined {
  if (!allergens.length) return undefined;
  return DIETS.find((d) => {
    const implied = allergensOfDiet(d);
    return implied.length > 0 && allergens.every((a) => implied.includes(a));
  });
}
/** What the record says a diet keeps out, read back through its "<word>-free" name ("dairy-free" → milk). */
function allergensOfDiet(diet: Diet): Allergen[] {
  const m = /^(.+)-free$/.exec(diet);
  return m ? allergensNamed(m[1]) : [];
}

/**
 * The diet a phrase names: a diet's word, "<word> free", "no <word>", "without <word>"; a misspelt word put right,
 * unless `asWritten` (a reader scanning a message for a diet only wants the words as they are).
 */
export function resolveDiet(phrase: string, asWritten = false): DietReading {
  const said = plainText(phrase);
  const key = spaced(said);
  const words = dietWordMap();
  const exact = words.get(key);
  if (exact) return { kind: 'diet', diet: exact, said, corrected: false };
  // "no dairy", "without gluten", "dairy free", "free of gluten", "no meat"
  const kept = /^(?:no|without|free of|zero|non)\s+(.+)$/.exec(key)?.[1] ?? /^(.+)\s+free$/.exec(key)?.[1];
  if (kept) {
    const free = words.get(`${kept} free`);
    if (free) return { kind: 'diet', diet: free, said, corrected: false };
    const byAllergen = dietWithout(allergensNamed(kept));
    if (byAllergen) return { kind: 'diet', diet: byAllergen, said, corrected: false };
  }
  if (asWritten) return { kind: 'none', said };
  const near = nearestWords(key, words.keys()).words.map((w) => words.get(w)!);
  if (near.length && near.every((d) => d === near[0])) return { kind: 'diet', diet: near[0], said, corrected: true };
  return { kind: 'none', said };
}

/** The allergens a phrase names ("nuts", "peanut allergy", "dairy", "shelfish"), or none. */
export function resolveAllergen(phrase: string): AllergenReading {
  const said = plainText(phrase);
  const key = spaced(said).replace(/\s+(?:allergy|allergies)$/, '');
  const words = allergyWordMap();
  const exact = words.get(key);
  if (exact?.length) return { kind: 'allergen', allergens: exact, word: key, said, corrected: false };
  const near = nearestWords(key, words.keys()).words;
  const sets = new Set(near.map((w) => words.get(w)!.join()));
  if (near.length && sets.size === 1) {
    // "shelfish" → "shellfish"; of "peanut" and "peanuts", the one spelt nearer is the first
    return { kind: 'allergen', allergens: words.get(near[0])!, word: near[0], said, corrected: true };
  }
  return { kind: 'none', said };
}
