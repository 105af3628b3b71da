/**
 * One record per diet and per allergen: the only place either is written. Preferences' validation, the planner's
 * hard rule (dietary-rules.ts), the day's macro bands (nutrition-targets.ts), the assistant's words
 * (chat/lexicon/diets.ts), the catalogue build (scripts/catalog/build-catalog.mjs reads this file as it is) and
 * the SPA's chips and tag names (through the OpenAPI document) are all derived from these tables; diets.spec.ts
 * walks every record through every consumer so they cannot drift apart again.
 *
 * Pure data and small pure functions, and only type imports, so plain Node can load the file (type stripping).
 */
import type { MacroBands } from './nutrition-targets.js';

/** What the catalogue says a food is made of (scripts/catalog/selection.mjs `kind`); a diet keeps some kinds out. */
export type FoodKind = 'plant' | 'meat' | 'poultry' | 'fish' | 'shellfish' | 'dairy' | 'egg' | 'honey';

export interface AllergenRecord {
  /** The allergen as recipes, foods and the API tag it. */
  readonly id: string;
  /** As a tag shows it ('Contains Dairy'). */
  readonly name: string;
  /** Words people use for it, lower case; a word may name several allergens ("nuts": tree nuts and peanuts). */
  readonly synonyms: readonly string[];
  /** Its quick-add chip on Preferences (spec §7): the chip's word and its place among the chips. */
  readonly chip?: { readonly label: string; readonly position: number };
}

/** The major food allergens, in the order the API lists them. */
export const ALLERGEN_RECORDS = [
  { id: 'milk', name: 'Dairy', synonyms: ['dairy', 'milk', 'lactose'], chip: { label: 'Dairy', position: 4 } },
  { id: 'eggs', name: 'Eggs', synonyms: ['egg', 'eggs'], chip: { label: 'Eggs', position: 3 } },
  { id: 'fish', name: 'Fish', synonyms: ['fish'] },
  { id: 'shellfish', name: 'Shellfish', synonyms: ['shellfish', 'crustacean', 'shrimp'], chip: { label: 'Shellfish', position: 2 } },
  { id: 'tree-nuts', name: 'Tree nuts', synonyms: ['nuts', 'nut', 'tree-nuts', 'tree-nut'], chip: { label: 'Nuts', position: 1 } },
  { id: 'peanuts', name: 'Peanuts', synonyms: ['nuts', 'nut', 'peanut', 'peanuts'], chip: { label: 'Nuts', position: 1 } },
  // Wheat and gluten name each other: a person who avoids one is kept from both.
  { id: 'wheat', name: 'Wheat', synonyms: ['wheat', 'gluten'] },
  { id: 'gluten', name: 'Gluten', synonyms: ['gluten', 'wheat'], chip: { label: 'Gluten', position: 6 } },
  { id: 'soy', name: 'Soy', synonyms: ['soy', 'soya'], chip: { label: 'Soy', position: 5 } },
  { id: 'sesame', name: 'Sesame', synonyms: ['sesame'] },
] as const satisfies readonly AllergenRecord[];

export type Allergen = (typeof ALLERGEN_RECORDS)[number]['id'];

export interface DietRecord {
  /** The diet as recipes, foods and the API tag it. */
  readonly id: string;
  /** As Preferences shows it: its quick-add chip and the tag the assistant stores. */
  readonly name: string;
  /** Place of its chip among Preferences' diet chips (spec §7 order). */
  readonly chipPosition: number;
  /** Other words people use for it, lower case ("veggie", "plant-based", "coeliac"); "-" also matches a space or nothing. */
  readonly synonyms: readonly string[];
  /** Foods that, kept out, mean the diet: "no meat" is vegetarian, "I can't have gluten" gluten-free. */
  readonly keptOutFoods: readonly string[];
  /** What the diet keeps out: catalogue foods of these kinds, and anything holding these allergens, whatever its tags say. */
  readonly keepsOut: { readonly kinds: readonly FoodKind[]; readonly allergens: readonly Allergen[] };
  /** The day's energy from protein, fat and carbohydrate (shares), when the diet has its own; else the AMDR applies. */
  readonly macroBand?: MacroBands;
}

/**
 * The diets Forkcast plans for, in the order the API lists them. Keto and paleo are also about the whole day's
 * make-up, so they carry macro bands; keto's foods are chosen by net carbohydrate in the catalogue build.
 */
export const DIET_RECORDS = [
  {
    id: 'vegetarian',
    name: 'Vegetarian',
    chipPosition: 1,
    synonyms: ['veggie', 'vego', 'meatless', 'meat-free', 'lacto-ovo-vegetarian'],
    keptOutFoods: ['meat', 'meats', 'red meat and chicken'],
    keepsOut: { kinds: ['meat', 'poultry', 'fish', 'shellfish'], allergens: ['fish', 'shellfish'] },
  },
  {
    id: 'vegan',
    name: 'Vegan',
    chipPosition: 2,
    synonyms: ['plant-based'],
    keptOutFoods: ['animal products'],
    keepsOut: {
      kinds: ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey'],
      allergens: ['milk', 'eggs', 'fish', 'shellfish'],
    },
  },
  {
    id: 'gluten-free',
    name: 'Gluten-Free',
    chipPosition: 3,
    synonyms: ['celiac', 'coeliac'],
    keptOutFoods: ['gluten', 'wheat and gluten'],
    keepsOut: { kinds: [], allergens: ['gluten', 'wheat'] },
  },
  {
    id: 'dairy-free',
    name: 'Dairy-Free',
    chipPosition: 6,
    synonyms: ['lactose-free', 'non-dairy'],
    keptOutFoods: ['dairy', 'lactose', 'milk products'],
    keepsOut: { kinds: [], allergens: ['milk'] },
  },
  {
    id: 'keto',
    name: 'Keto',
    chipPosition: 4,
    synonyms: ['ketogenic', 'low-carb'],
    keptOutFoods: ['carbs', 'carb', 'carbohydrates'],
    keepsOut: { kinds: [], allergens: [] },
    // A ketogenic day: carbohydrate at most 10 %, fat 60-80 % of energy.
    macroBand: { protein: [0.1, 0.35], fat: [0.6, 0.8], carbs: [0, 0.1] },
  },
  {
    id: 'paleo',
    name: 'Paleo',
    chipPosition: 5,
    synonyms: ['paleolithic', 'primal'],
    keptOutFoods: [],
    keepsOut: { kinds: ['dairy'], allergens: ['milk', 'wheat', 'gluten', 'peanuts', 'soy'] },
    /**
     * Protein 19-35 %, carbohydrate 22-40 %, fat 28-58 % of energy — the "most plausible" ranges of worldwide
     * hunter-gatherer diets in Cordain L, Brand Miller J, Eaton SB, Mann N, Holt SHA, Speth JD. Plant-animal
     * subsistence ratios and macronutrient energy estimations in worldwide hunter-gatherer diets. Am J Clin Nutr
     * 2000;71(3):682-692. Paleo is low in carbohydrate by design, so the AMDR's 45-65 % would count nearly every
     * paleo day as a miss.
     */
    macroBand: { protein: [0.19, 0.35], fat: [0.28, 0.58], carbs: [0.22, 0.4] },
  },
] as const satisfies readonly DietRecord[];

export type Diet = (typeof DIET_RECORDS)[number]['id'];
/** A diet as Preferences names it ('Gluten-Free'). */
export type DietName = (typeof DIET_RECORDS)[number]['name'];

const DIETS_AS_RECORDS: readonly DietRecord[] = DIET_RECORDS;
const ALLERGENS_AS_RECORDS: readonly AllergenRecord[] = ALLERGEN_RECORDS;

/** The diets, as records typed alike (the `as const` table gives each its own type). */
export function dietRecords(): readonly DietRecord[] {
  return DIETS_AS_RECORDS;
}

/** The allergens, as records typed alike. */
export function allergenRecords(): readonly AllergenRecord[] {
  return ALLERGENS_AS_RECORDS;
}

/** A word in the form words are compared in: lower case, words joined by "-" ("Gluten Free" → "gluten-free"). */
export function dietWordKey(word: string): string {
  return word
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-')
    .replace(/-+/g, '-');
}

/** Every word a diet is known by: its id, its name and its synonyms, each also without its hyphens ("glutenfree"). */
export function wordsOfDiet(record: DietRecord): string[] {
  const words = [record.id, dietWordKey(record.name), ...record.synonyms.map(dietWordKey)];
  const all = [...words, ...words.filter((w) => w.includes('-')).map((w) => w.replace(/-/g, ''))];
  return [...new Set(all)];
}

/** Every word an allergen is known by: its id and its synonyms. */
export function wordsOfAllergen(record: AllergenRecord): string[] {
  return [...new Set([record.id, ...record.synonyms.map(dietWordKey)])];
}

/** The record of a diet id ('gluten-free'). */
export function dietRecord(diet: Diet): DietRecord {
  return DIETS_AS_RECORDS.find((r) => r.id === diet)!;
}

/**
 * The bands a set of diets holds a day to: of the chosen diets with bands of their own, the one that allows the
 * least carbohydrate (keto over paleo: the stricter); null when none has its own.
 */
export function dietMacroBand(diets: readonly string[]): MacroBands | null {
  let band: MacroBands | null = null;
  for (const r of DIETS_AS_RECORDS) {
    if (r.macroBand && diets.includes(r.id) && (!band || r.macroBand.carbs[1] < band.carbs[1])) band = r.macroBand;
  }
  return band;
}

/** The diet a food names when kept out ("meat" → vegetarian, "carbs" → keto), or undefined. */
export function dietKeepingOut(food: string): Diet | undefined {
  const word = food.trim().toLowerCase();
  return DIETS_AS_RECORDS.find((r) => r.keptOutFoods.includes(word))?.id as Diet | undefined;
}
