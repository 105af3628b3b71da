import { describe, expect, it } from 'vitest';
import { completeSplit, mealSplitError, proteinGoalError, SHARE_RANGE_MESSAGE, SPLIT_TOTAL_MESSAGE, splitTotal } from './meal-split';

describe('meal split rules (same as the server: whole numbers 10-60 adding up to 100)', () => {
  it('accepts a whole split of 100', () => {
    expect(mealSplitError({ breakfast: 25, lunch: 35, dinner: 40 })).toBeNull();
    expect(mealSplitError({ breakfast: 10, lunch: 30, dinner: 60 })).toBeNull();
    expect(completeSplit({ breakfast: 20, lunch: 40, dinner: 40 })).toEqual({ breakfast: 20, lunch: 40, dinner: 40 });
  });

  it('totals with empty inputs as 0 and says when the total is not 100', () => {
    expect(splitTotal({ breakfast: 30, lunch: 35, dinner: null })).toBe(65);
    expect(mealSplitError({ breakfast: 30, lunch: 35, dinner: 40 })).toBe(SPLIT_TOTAL_MESSAGE);
    expect(mealSplitError({ breakfast: 30, lunch: 35, dinner: null })).toBe(SPLIT_TOTAL_MESSAGE);
  });

  it('refuses a total of 100 made of a missing, fractional or out-of-range share', () => {
    expect(mealSplitError({ breakfast: null, lunch: 40, dinner: 60 })).toBe(SHARE_RANGE_MESSAGE);
    expect(mealSplitError({ breakfast: 24.5, lunch: 35.5, dinner: 40 })).toBe(SHARE_RANGE_MESSAGE);
    expect(mealSplitError({ breakfast: 5, lunch: 35, dinner: 60 })).toBe(SHARE_RANGE_MESSAGE);
    expect(completeSplit({ breakfast: 5, lunch: 35, dinner: 60 })).toBeNull();
  });

  it('protein goal: empty is none, otherwise whole grams from 20 to 400', () => {
    expect(proteinGoalError(null)).toBeNull();
    expect(proteinGoalError(20)).toBeNull();
    expect(proteinGoalError(400)).toBeNull();
    expect(proteinGoalError(19)).not.toBeNull();
    expect(proteinGoalError(401)).not.toBeNull();
    expect(proteinGoalError(120.5)).not.toBeNull();
  });
});
