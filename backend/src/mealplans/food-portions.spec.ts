import { foodPortionNutrition } from './food-portions.js';

describe('food portions (spec §9)', () => {
  it('uses the multiplier of each unit, any other unit 0.5, whichever way the unit is spelled', () => {
    const per100 = (unit: string) => foodPortionNutrition({ caloriesPer100g: 100, quantity: 1, unit }).calories / 100;
    expect(['piece', 'cup', 'g', 'oz', 'serving', 'tbsp', 'tsp', 'slice', 'bowl'].map(per100)).toEqual([
      0.5, 2, 0.01, 0.28, 1, 0.15, 0.05, 0.25, 0.5,
    ]);
    expect(['Item', 'cups', 'gram', 'ounce', 'servings', ' Tablespoons ', 'teaspoon', 'slices', 'kg'].map(per100)).toEqual([
      0.5, 2, 0.01, 0.28, 1, 0.15, 0.05, 0.25, 0.5,
    ]);
  });

  it('rounds calories to whole numbers and protein to one decimal', () => {
    expect(foodPortionNutrition({ caloriesPer100g: 143, proteinPer100g: 12.56, quantity: 2, unit: 'piece' })).toEqual({
      calories: 143,
      protein: 12.6,
    });
    expect(foodPortionNutrition({ caloriesPer100g: 52, proteinPer100g: 0.26, quantity: 150, unit: 'g' })).toEqual({
      calories: 78,
      protein: 0.4,
    });
    expect(foodPortionNutrition({ caloriesPer100g: 333, proteinPer100g: 3.33, quantity: 1, unit: 'oz' })).toEqual({
      calories: 93,
      protein: 0.9,
    });
    expect(foodPortionNutrition({ caloriesPer100g: null, proteinPer100g: undefined, quantity: 3, unit: 'cup' })).toEqual({
      calories: 0,
      protein: 0,
    });
  });
});
