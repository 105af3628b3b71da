/**
 * Turns what a person typed into their preferences into rules a recipe can be checked against.
 * Pure: used by recipe search, the meal planner and the assistant alike, so the hard rule is one rule.
 */
import { allergenRecords, dietRecords, dietWordKey, wordsOfAllergen, wordsOfDiet, type Allergen, type Diet } from './diets.js';
import { mentions, normaliseName } from './words.js';

export interface DietaryPreferences {
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
}

export interface DietaryRules {
  /** Every one of these must be among a recipe's computed diets. */
  requiredDiets: Diet[];
  /** None of these may be among a recipe's computed allergens. */
  excludedAllergens: Allergen[];
  /** No ingredient (or the title) may mention one of these words, but for a disliked food (`dislikedFoods`). */
  excludedTerms: string[];
  /**
   * Dislikes that name a catalogue food: they leave out that food and its forms, not every food whose name
   * has the word (disliking olives keeps olive oil). Other dislikes and allergies are words, as `excludedTerms`.
   */
  dislikedFoods?: DislikedFood[];
}

/** A disliked food as the catalogue knows it; names in normal form (words.ts normaliseName). */
export interface DislikedFood {
  /** The dislike as typed, lower case (as in `excludedTerms`). */
  term: string;
  /** Names of the food and its forms (entries, aliases, declared forms): a line that names one is left out. */
  foods: string[];
  /** Names of other foods that mention the word ("olive oil"): a line whose longest food name is one of these stays. */
  others: string[];
}

/** What the catalogue knows of a disliked word: the food and its forms, or null when it names no catalogue food. */
export type DislikeResolver = (term: string) => Omit<DislikedFood, 'term'> | null;

export interface RecipeForRules {
  title?: string;
  diets: string[];
  allergens: string[];
  ingredientNames: string[];
}

const normal = dietWordKey;

/** Each word of a diet record (its id, name, synonyms) → the diet it names. */
const DIET_WORDS: ReadonlyMap<string, Diet[]> = new Map(dietRecords().flatMap((r) => wordsOfDiet(r).map((w) => [w, [r.id as Diet]])));

/**
 * Each word of an allergen record → the allergens it names, the allergen whose own name it is first ("gluten" →
 * gluten, wheat; "wheat" → wheat, gluten; "nuts" → tree nuts, peanuts).
 */
const ALLERGY_WORDS: ReadonlyMap<string, Allergen[]> = (() => {
  const words = new Map<string, Allergen[]>();
  for (const r of allergenRecords()) {
    for (const w of wordsOfAllergen(r)) words.set(w, [...(words.get(w) ?? []), r.id as Allergen]);
  }
  for (const [w, named] of words) named.sort((a, b) => Number(b === w || `${b}s` === w) - Number(a === w || `${a}s` === w));
  return words;
})();

/** The diets a word names ("veggie" → vegetarian, "Lactose-free" → dairy-free, "low carb" → keto); empty when it names none. */
export function dietsNamed(word: string): Diet[] {
  const key = normal(word);
  return DIET_WORDS.get(key) ?? DIET_WORDS.get(key.replace(/-/g, '')) ?? [];
}

/** Every word the record knows for a diet or an allergen, in the record's spelling ("gluten-free", "tree-nuts"): what the chat's lexicon reads. */
export function recordWords(): { diets: readonly string[]; allergies: readonly string[] } {
  return { diets: [...DIET_WORDS.keys()], allergies: [...ALLERGY_WORDS.keys()] };
}

/** The allergens a word names ("peanut" → peanuts, "nuts" → tree nuts and peanuts); empty when it names none. */
export function allergensNamed(word: string): Allergen[] {
  const key = normal(word);
  return ALLERGY_WORDS.get(key) ?? ALLERGY_WORDS.get(key.replace(/-?allerg(?:y|ies)$/, '')) ?? [];
}

/** Restrictions that also imply allergens to avoid (a vegan eats no egg or milk, whatever the diet tags say): each record's. */
const DIET_IMPLIES: ReadonlyMap<Diet, readonly Allergen[]> = new Map(dietRecords().map((r) => [r.id as Diet, r.keepsOut.allergens]));

/**
 * The rules of a person's preferences. With `resolveDislike` (catalog/dislikes.ts), a dislike that names a
 * catalogue food leaves out that food and its forms; without it, or for a word the catalogue does not know,
 * every ingredient that mentions the word. Allergies are always words, strictly.
 */
export function dietaryRulesFrom(prefs: DietaryPreferences, resolveDislike?: DislikeResolver): DietaryRules {
  const diets = new Set<Diet>();
  const allergens = new Set<Allergen>();
  const terms = new Set<string>();
  for (const raw of prefs.dietaryRestrictions) {
    const known = dietsNamed(raw);
    if (known.length) known.forEach((d) => diets.add(d));
    else {
      const allergy = ALLERGY_WORDS.get(normal(raw).replace(/-free$/, ''));
      allergy?.forEach((a) => allergens.add(a)); // 'nut-free', 'egg-free'…
    }
  }
  for (const diet of diets) DIET_IMPLIES.get(diet)?.forEach((a) => allergens.add(a));
  for (const raw of prefs.allergies) {
    const known = ALLERGY_WORDS.get(normal(raw)) ?? ALLERGY_WORDS.get(normal(raw).replace(/-?allergy$/, ''));
    if (known) known.forEach((a) => allergens.add(a));
    // Anything we cannot name as an allergen is still kept out, by the word itself.
    else if (raw.trim()) terms.add(raw.trim().toLowerCase());
  }
  const allergyTerms = new Set(terms);
  const dislikedFoods: DislikedFood[] = [];
  for (const raw of prefs.dislikedIngredients) {
    const term = raw.trim().toLowerCase();
    if (!term) continue;
    terms.add(term);
    // A word that is also an allergy stays strict.
    const food = allergyTerms.has(term) || dislikedFoods.some((d) => d.term === term) ? null : resolveDislike?.(term);
    if (food) dislikedFoods.push({ term, foods: food.foods, others: food.others });
  }
  const rules: DietaryRules = {
    requiredDiets: [...diets].sort(),
    excludedAllergens: [...allergens].sort(),
    excludedTerms: [...terms].sort(),
  };
  if (dislikedFoods.length) rules.dislikedFoods = dislikedFoods.sort((a, b) => a.term.localeCompare(b.term));
  return rules;
}

const linePhrases = new Map<string, readonly string[]>();
/**
 * Every run of whole words of a line's name in normal form ("extra virgin olive oil" → "olive", "olive oil"…),
 * remembered: the same library lines are checked for every plan and search.
 */
function phrasesOfLine(line: string): readonly string[] {
  let found = linePhrases.get(line);
  if (!found) {
    if (linePhrases.size > 20_000) linePhrases.clear();
    const words = normaliseName(line).split(' ').filter(Boolean);
    const runs: string[] = [];
    for (let i = 0; i < words.length; i++) for (let j = i + 1; j <= words.length; j++) runs.push(words.slice(i, j).join(' '));
    found = runs;
    linePhrases.set(line, found);
  }
  return found;
}

const nameSets = new WeakMap<DislikedFood, { foods: ReadonlySet<string>; others: ReadonlySet<string>; term: string }>();
function setsOf(food: DislikedFood) {
  let sets = nameSets.get(food);
  if (!sets) {
    sets = { foods: new Set(food.foods), others: new Set(food.others), term: normaliseName(food.term) };
    nameSets.set(food, sets);
  }
  return sets;
}

/**
 * Whether an ingredient line names a disliked food: the longest catalogue name the line mentions decides
 * ("extra virgin olive oil" names olive oil, not olives); a line with no catalogue name, by the word.
 */
export function namesDislikedFood(line: string, food: DislikedFood): boolean {
  const { foods, others, term } = setsOf(food);
  let longest = 0;
  let disliked = false;
  let hasTerm = false;
  for (const phrase of phrasesOfLine(line)) {
    const length = phrase.split(' ').length;
    if (phrase === term) hasTerm = true;
    if (foods.has(phrase) && length >= longest) {
      // A tie with another food's name is the disliked one's: the stricter reading.
      longest = length;
      disliked = true;
    } else if (others.has(phrase) && length > longest) {
      longest = length;
      disliked = false;
    }
  }
  return longest > 0 ? disliked : hasTerm;
}

/** Why a recipe is not allowed for these rules; an empty list means it is allowed. */
export function recipeConflicts(recipe: RecipeForRules, rules: DietaryRules): string[] {
  const reasons: string[] = [];
  for (const diet of rules.requiredDiets) if (!recipe.diets.includes(diet)) reasons.push(`not ${diet}`);
  for (const allergen of rules.excludedAllergens) if (recipe.allergens.includes(allergen)) reasons.push(`contains ${allergen}`);
  for (const term of rules.excludedTerms) {
    const food = rules.dislikedFoods?.find((d) => d.term === term);
    if (food) {
      if (recipe.ingredientNames.some((name) => namesDislikedFood(name, food))) reasons.push(`contains ${term}`);
      continue;
    }
    const hit =
      recipe.ingredientNames.find((name) => mentions(name, term)) ??
      (recipe.title && mentions(recipe.title, term) ? recipe.title : undefined);
    if (hit) reasons.push(`contains ${term}`);
  }
  return reasons;
}

/**
 * Whether the planner honours a restriction as written: a diet's word ("Vegan", "plant based", "coeliac") or
 * "<allergen>-free" ("Nut-free"). Preferences refuses any other, so no one keeps a diet that is silently ignored.
 */
export function isKnownRestriction(word: string): boolean {
  if (dietsNamed(word).length) return true;
  const free = /^(.+)-free$/.exec(normal(word));
  return !!free && (ALLERGY_WORDS.get(free[1])?.length ?? 0) > 0;
}
