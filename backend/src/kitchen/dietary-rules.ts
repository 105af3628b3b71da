/**
 * Turns what a person typed into their preferences into rules a recipe can be checked against.
 * Pure: used by recipe search, the meal planner and the assistant alike, so the hard rule is one rule.
 */
import type { Allergen, Diet } from './vocabulary.js';
import { mentions } from './words.js';

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
  /** No ingredient (or the title) may mention one of these words. */
  excludedTerms: string[];
}

export interface RecipeForRules {
  title?: string;
  diets: string[];
  allergens: string[];
  ingredientNames: string[];
}

const normal = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-')
    .replace(/-+/g, '-');

const DIET_WORDS: Record<string, Diet[]> = {
  vegetarian: ['vegetarian'],
  veggie: ['vegetarian'],
  vegan: ['vegan'],
  'plant-based': ['vegan'],
  'gluten-free': ['gluten-free'],
  glutenfree: ['gluten-free'],
  celiac: ['gluten-free'],
  coeliac: ['gluten-free'],
  'dairy-free': ['dairy-free'],
  dairyfree: ['dairy-free'],
  'lactose-free': ['dairy-free'],
  'non-dairy': ['dairy-free'],
  keto: ['keto'],
  ketogenic: ['keto'],
  'low-carb': ['keto'],
  paleo: ['paleo'],
  paleolithic: ['paleo'],
};

const ALLERGY_WORDS: Record<string, Allergen[]> = {
  nuts: ['tree-nuts', 'peanuts'],
  nut: ['tree-nuts', 'peanuts'],
  'tree-nuts': ['tree-nuts'],
  'tree-nut': ['tree-nuts'],
  peanut: ['peanuts'],
  peanuts: ['peanuts'],
  shellfish: ['shellfish'],
  crustacean: ['shellfish'],
  shrimp: ['shellfish'],
  fish: ['fish'],
  egg: ['eggs'],
  eggs: ['eggs'],
  dairy: ['milk'],
  milk: ['milk'],
  lactose: ['milk'],
  soy: ['soy'],
  soya: ['soy'],
  gluten: ['gluten', 'wheat'],
  wheat: ['wheat', 'gluten'],
  sesame: ['sesame'],
};

/** The allergens a word names ("peanut" → peanuts, "nuts" → tree nuts and peanuts); empty when it names none. */
export function allergensNamed(word: string): Allergen[] {
  const key = normal(word);
  return ALLERGY_WORDS[key] ?? ALLERGY_WORDS[key.replace(/-?allerg(?:y|ies)$/, '')] ?? [];
}

/** Restrictions that also imply allergens to avoid (a vegan eats no egg or milk, whatever the diet tags say). */
const DIET_IMPLIES: Partial<Record<Diet, Allergen[]>> = {
  vegan: ['milk', 'eggs', 'fish', 'shellfish'],
  'dairy-free': ['milk'],
  'gluten-free': ['gluten', 'wheat'],
};

export function dietaryRulesFrom(prefs: DietaryPreferences): DietaryRules {
  const diets = new Set<Diet>();
  const allergens = new Set<Allergen>();
  const terms = new Set<string>();
  for (const raw of prefs.dietaryRestrictions) {
    const known = DIET_WORDS[normal(raw)] ?? DIET_WORDS[normal(raw).replace(/-/g, '')];
    if (known) known.forEach((d) => diets.add(d));
    else {
      const allergy = ALLERGY_WORDS[normal(raw).replace(/-free$/, '')];
      allergy?.forEach((a) => allergens.add(a)); // 'nut-free', 'egg-free'…
    }
  }
  for (const diet of diets) DIET_IMPLIES[diet]?.forEach((a) => allergens.add(a));
  for (const raw of prefs.allergies) {
    const known = ALLERGY_WORDS[normal(raw)] ?? ALLERGY_WORDS[normal(raw).replace(/-?allergy$/, '')];
    if (known) known.forEach((a) => allergens.add(a));
    // Anything we cannot name as an allergen is still kept out, by the word itself.
    else if (raw.trim()) terms.add(raw.trim().toLowerCase());
  }
  for (const raw of prefs.dislikedIngredients) if (raw.trim()) terms.add(raw.trim().toLowerCase());
  return { requiredDiets: [...diets].sort(), excludedAllergens: [...allergens].sort(), excludedTerms: [...terms].sort() };
}

/** Why a recipe is not allowed for these rules; an empty list means it is allowed. */
export function recipeConflicts(recipe: RecipeForRules, rules: DietaryRules): string[] {
  const reasons: string[] = [];
  for (const diet of rules.requiredDiets) if (!recipe.diets.includes(diet)) reasons.push(`not ${diet}`);
  for (const allergen of rules.excludedAllergens) if (recipe.allergens.includes(allergen)) reasons.push(`contains ${allergen}`);
  for (const term of rules.excludedTerms) {
    const hit =
      recipe.ingredientNames.find((name) => mentions(name, term)) ??
      (recipe.title && mentions(recipe.title, term) ? recipe.title : undefined);
    if (hit) reasons.push(`contains ${term}`);
  }
  return reasons;
}
