import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanDay } from '../../api/meal-plans';
import { DayMacros } from './DayMacros';
import { dayMacros, energyShares } from './macros';

describe('DayMacros', () => {
  it('shows grams and a bar labelled with the energy shares', () => {
    render(<DayMacros protein={92.4} fat={61} carbs={239.6} />);
    expect(screen.getByText('P 92 g · F 61 g · C 240 g')).toBeInTheDocument();
    // 92.4×4 = 369.6, 61×9 = 549, 239.6×4 = 958.4 of 1877 kcal
    const bar = screen.getByRole('img', { name: 'Protein 20% · Fat 29% · Carbs 51%' });
    const widths = Array.from(bar.children).map((seg) => (seg as HTMLElement).style.width);
    expect(widths).toEqual(['20%', '29%', '51%']);
  });

  it('renders nothing for a day without food', () => {
    const { container } = render(<DayMacros protein={0} fat={0} carbs={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('energyShares', () => {
  it('rounds to whole percent that add up to 100', () => {
    const shares = energyShares({ protein: 10, fat: (10 / 9) * 4, carbs: 10 })!;
    expect(shares.protein + shares.fat + shares.carbs).toBe(100);
    expect(energyShares({ protein: 0, fat: 0, carbs: 0 })).toBeNull();
  });
});

describe('dayMacros', () => {
  const day: PlanDay = {
    date: '2026-11-23',
    dayOfWeek: 1,
    totalCalories: 300,
    meals: {
      breakfast: {
        items: [
          {
            id: 'a',
            dayOfWeek: 1,
            mealType: 'breakfast',
            date: '2026-11-23',
            calories: 300,
            protein: 10,
            carbs: 40,
            fat: 8,
            servings: 1,
            recipe: null,
            foodItem: { name: 'Oats', fdcId: null },
            name: 'Oats',
            quantity: 1,
            unit: 'cup',
            portions: null,
          },
        ],
      },
      lunch: { items: [] },
      dinner: { items: [] },
    },
  };
  it("reads the dayStats entry of the day's weekday", () => {
    expect(dayMacros(day, [{ dayOfWeek: 1, calories: 300, protein: 11, carbs: 41, fat: 9, cost: 2 }])).toEqual({
      protein: 11,
      fat: 9,
      carbs: 41,
    });
  });
  it("sums the day's items when the plan has no stats for it", () => {
    expect(dayMacros(day, [])).toEqual({ protein: 10, fat: 8, carbs: 40 });
  });
});
