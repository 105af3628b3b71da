import { shareBands } from '../kitchen/nutrition-targets.js';
import { fittingPortion, swapAlternatives, type SwapCandidate, type SwapSlot } from './slot-swap.js';

const bands = shareBands();
/** Dinner of a 2000 kcal day whose other meals hold 1150 kcal; a 120 kcal side stays. */
const slot: SwapSlot = {
  mealType: 'dinner',
  calorieGoal: 2000,
  band: bands.dinner,
  otherMeals: 1150,
  kept: 120,
  currentRecipeId: 1,
  inWeek: new Set([2]),
};
const recipe = (id: number, calories: number, mealTypes: string[] = ['dinner']): SwapCandidate => ({
  id,
  title: `Recipe ${id}`,
  image: null,
  mealTypes,
  calories,
  protein: 20,
});

describe('swap alternatives', () => {
  it('sizes a recipe to the portion nearest one serving that keeps the day within ±5 % and the meal in its band', () => {
    // 1 serving: day 1150 + 700 + 120 = 1970, meal 820 (41 %): fits as it is
    expect(fittingPortion(recipe(9, 700), slot)).toBe(1);
    // 1 serving of 500: day 1770 (−11.5 %); 1.5 servings: 1150 + 750 + 120 = 2020 ✓, meal 870 (43.5 %) ✓; 1.25 is the nearer one: 1895 (−5.25 %) ✗
    expect(fittingPortion(recipe(9, 500), slot)).toBe(1.5);
    // too big at any portion: 0.75 × 1400 = 1050 → meal 1170 (58 %)
    expect(fittingPortion(recipe(9, 1400), slot)).toBeNull();
  });

  it('offers only recipes for the meal, never the dish being replaced, those not in the week first', () => {
    const offered = swapAlternatives(
      [recipe(1, 700), recipe(2, 700), recipe(3, 700), recipe(4, 700, ['breakfast']), recipe(5, 500), recipe(6, 1400)],
      slot,
    );
    expect(offered.map((a) => a.recipeId)).toEqual([3, 5, 2]);
    expect(offered[0]).toMatchObject({ servings: 1, calories: 700, mealCalories: 820, dayCalories: 1970, inWeek: false });
    expect(offered[1]).toMatchObject({ servings: 1.5, calories: 750, protein: 30, dayCalories: 2020 });
    expect(offered[2].inWeek).toBe(true);
    for (const a of offered) expect(Math.abs(a.dayCalories - 2000)).toBeLessThanOrEqual(100);
  });

  it('a recipe without meal types suits lunch and dinner', () => {
    expect(swapAlternatives([recipe(7, 700, [])], slot).map((a) => a.recipeId)).toEqual([7]);
    expect(swapAlternatives([recipe(7, 400, [])], { ...slot, mealType: 'breakfast', band: bands.breakfast })).toEqual([]);
  });
});
