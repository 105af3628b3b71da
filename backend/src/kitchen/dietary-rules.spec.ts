import fc from 'fast-check';
import { dietaryRulesFrom, recipeConflicts, type RecipeForRules } from './dietary-rules.js';

const none = { dietaryRestrictions: [], allergies: [], dislikedIngredients: [] };

describe('dietaryRulesFrom', () => {
  it('maps the spec quick-add chips to diets and allergens', () => {
    const rules = dietaryRulesFrom({
      dietaryRestrictions: ['Vegetarian', 'Gluten-Free', 'Keto', 'Paleo', 'Dairy-Free'],
      allergies: ['Nuts', 'Shellfish', 'Eggs', 'Dairy', 'Soy', 'Gluten'],
      dislikedIngredients: [],
    });
    expect(rules.requiredDiets).toEqual(['dairy-free', 'gluten-free', 'keto', 'paleo', 'vegetarian']);
    // fish: a vegetarian eats no fish, whatever a recipe's diet tags say (the vegetarian record)
    expect(rules.excludedAllergens).toEqual(['eggs', 'fish', 'gluten', 'milk', 'peanuts', 'shellfish', 'soy', 'tree-nuts', 'wheat']);
    expect(rules.excludedTerms).toEqual([]);
  });

  it('a vegetarian excludes fish and shellfish even if a recipe is mis-tagged', () => {
    const rules = dietaryRulesFrom({ ...none, dietaryRestrictions: ['Veggie'] });
    expect(recipeConflicts({ diets: ['vegetarian'], allergens: ['fish'], ingredientNames: ['anchovy'] }, rules)).toEqual(['contains fish']);
  });

  it('a vegan excludes every animal allergen even if a recipe is mis-tagged', () => {
    const rules = dietaryRulesFrom({ ...none, dietaryRestrictions: ['vegan'] });
    expect(rules.excludedAllergens).toEqual(expect.arrayContaining(['milk', 'eggs', 'fish', 'shellfish']));
    expect(recipeConflicts({ diets: ['vegan'], allergens: ['eggs'], ingredientNames: ['egg'] }, rules)).toContain('contains eggs');
  });

  it('keeps unknown allergies and dislikes as words to avoid', () => {
    const rules = dietaryRulesFrom({ ...none, allergies: ['Kiwi'], dislikedIngredients: [' Cilantro ', 'bell peppers'] });
    expect(rules.excludedTerms).toEqual(['bell peppers', 'cilantro', 'kiwi']);
  });
});

describe('recipeConflicts', () => {
  const salad: RecipeForRules = {
    title: 'Green Salad',
    diets: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'paleo', 'keto'],
    allergens: [],
    ingredientNames: ['romaine lettuce', 'cucumber', 'olive oil', 'red bell pepper'],
  };

  it('allows a recipe that breaks no rule', () => {
    expect(recipeConflicts(salad, dietaryRulesFrom({ ...none, dietaryRestrictions: ['Vegan'], allergies: ['Nuts'] }))).toEqual([]);
  });

  it('matches disliked words on whole words, singular or plural', () => {
    expect(recipeConflicts(salad, dietaryRulesFrom({ ...none, dislikedIngredients: ['bell peppers'] }))).toEqual(['contains bell peppers']);
    expect(recipeConflicts(salad, dietaryRulesFrom({ ...none, dislikedIngredients: ['cucumbers'] }))).toEqual(['contains cucumbers']);
    // 'onion' is in no line; 'pepper' alone does match 'red bell pepper'; 'cumber' is no word of 'cucumber'
    expect(recipeConflicts(salad, dietaryRulesFrom({ ...none, dislikedIngredients: ['onions', 'cumber'] }))).toEqual([]);
    expect(recipeConflicts(salad, dietaryRulesFrom({ ...none, dislikedIngredients: ['pepper'] }))).toEqual(['contains pepper']);
  });

  it('property: a recipe is allowed exactly when it has every required diet, no excluded allergen and no disliked word', () => {
    const diets = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'keto', 'paleo'] as const;
    const allergens = ['milk', 'eggs', 'fish', 'shellfish', 'tree-nuts', 'peanuts', 'wheat', 'gluten', 'soy', 'sesame'] as const;
    const words = ['tofu', 'chicken', 'rice', 'basil', 'mushroom'] as const;
    fc.assert(
      fc.property(
        fc.subarray([...diets]),
        fc.subarray([...allergens]),
        fc.subarray([...words]),
        fc.subarray([...diets]),
        fc.subarray([...allergens]),
        fc.subarray([...words]),
        (recipeDiets, recipeAllergens, recipeWords, wantDiets, avoidAllergens, dislikes) => {
          const rules = { requiredDiets: wantDiets, excludedAllergens: avoidAllergens, excludedTerms: dislikes };
          const allowed =
            recipeConflicts({ diets: recipeDiets, allergens: recipeAllergens, ingredientNames: recipeWords }, rules).length === 0;
          const expected =
            wantDiets.every((d) => recipeDiets.includes(d)) &&
            !avoidAllergens.some((a) => recipeAllergens.includes(a)) &&
            !dislikes.some((w) => recipeWords.includes(w));
          expect(allowed).toBe(expected);
        },
      ),
    );
  });
});
