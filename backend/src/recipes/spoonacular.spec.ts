import { spoonacularFilters, spoonCard } from './spoonacular.js';
import { cardOf, detailOf, searchMessage } from './recipe-views.js';

describe('Spoonacular mapping', () => {
  it('turns dietary rules into complexSearch filters', () => {
    expect(spoonacularFilters(null)).toEqual({});
    expect(
      spoonacularFilters({
        requiredDiets: ['dairy-free', 'keto', 'vegan'],
        excludedAllergens: ['eggs', 'fish', 'milk', 'shellfish', 'tree-nuts'],
        excludedTerms: ['cilantro', 'olives'],
      }),
    ).toEqual({
      diet: 'ketogenic,vegan',
      intolerances: 'egg,seafood,dairy,shellfish,tree nut',
      excludeIngredients: 'cilantro,olives',
    });
  });

  it('reads nutrients by name and diets from flags and labels', () => {
    const card = spoonCard({
      id: 1,
      title: 'T',
      vegan: true,
      glutenFree: true,
      diets: ['paleolithic'],
      nutrition: {
        nutrients: [
          { name: 'Calories', amount: 99.6, unit: 'kcal' },
          { name: 'Protein', amount: 3.14, unit: 'g' },
        ],
      },
    });
    expect(card).toMatchObject({
      calories: 100,
      nutrition: { calories: 100, protein: 3.1, carbs: 0, fat: 0 },
      diets: ['gluten-free', 'paleo', 'vegan'],
      image: null,
      servings: 1,
    });
  });
});

describe('recipe views', () => {
  const stored = {
    id: 3,
    title: 'Oats',
    image: null,
    readyInMinutes: 10,
    servings: 2,
    calories: 310,
    summary: '<b>Warm</b>',
    diets: ['vegan'],
    allergens: [],
    mealTypes: ['breakfast'],
    cuisine: 'American',
    tags: ['quick'],
    instructions: ['Boil.', 'Stir.'],
    costPerServing: { kroger: 0.61, costco: 0.5 },
    ownerId: null,
    nutrition: { calories: 310, protein: 10.04, fat: 5.55, saturatedFat: 1, carbs: 54.449, fiber: 8, sugars: 1, sodium: 4.6 },
  };

  it('cards carry the four headline nutrients, rounded', () => {
    expect(cardOf(stored).nutrition).toEqual({ calories: 310, protein: 10, carbs: 54.4, fat: 5.6 });
  });

  it('detail numbers the steps, prices at the store asked and marks unmatched lines', () => {
    const d = detailOf(
      stored,
      [
        { id: 1, ingredientId: 5, name: 'rolled oats', amount: '1.0000', unit: 'cup', original: '1 cup rolled oats', grams: '81.000' },
        { id: 2, ingredientId: null, name: 'love', amount: 1, unit: '', original: 'love', grams: null },
      ],
      'costco',
      'u1',
    );
    expect(d.analyzedInstructions).toEqual([
      {
        name: '',
        steps: [
          { number: 1, step: 'Boil.' },
          { number: 2, step: 'Stir.' },
        ],
      },
    ]);
    expect(d.instructions).toBe('Boil.\nStir.');
    expect(d.costPerServing).toBe(0.5);
    expect(d.extendedIngredients.map((i) => [i.amount, i.grams, i.matched])).toEqual([
      [1, 81, true],
      [1, null, false],
    ]);
    expect(d.isOwn).toBe(false);
    expect(detailOf(stored, [], 'aldi', null).costPerServing).toBeNull();
  });

  it('says how many were found and how many the preferences left out', () => {
    expect(searchMessage('soup', 1, 0)).toBe('Found 1 recipe for "soup"');
    expect(searchMessage('soup', 0, 2)).toBe('No recipes found for "soup" (2 more left out by your dietary preferences)');
  });
});
