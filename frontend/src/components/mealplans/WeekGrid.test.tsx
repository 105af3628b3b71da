import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DayStats, MealItem, MealType, PlanDay } from '../../api/meal-plans';
import { WeekGrid } from './WeekGrid';

let nextId = 0;
function recipeItem(title: string, servings: number, calories: number, mealType: MealType = 'dinner'): MealItem {
  return {
    id: `r${++nextId}`,
    dayOfWeek: 0,
    mealType,
    date: '2026-11-22',
    calories,
    protein: 30,
    carbs: 50,
    fat: 20,
    servings,
    recipe: { id: nextId, title, image: null, readyInMinutes: 20 },
    foodItem: null,
    name: title,
    quantity: servings,
    unit: 'serving',
    portions: null,
  };
}
function foodItem(name: string, quantity: number, unit: string, calories: number, mealType: MealType = 'dinner'): MealItem {
  return {
    id: `f${++nextId}`,
    dayOfWeek: 0,
    mealType,
    date: '2026-11-22',
    calories,
    protein: 1,
    carbs: 27,
    fat: 0.4,
    servings: 1,
    recipe: null,
    foodItem: { name, fdcId: 1105314 },
    name,
    quantity,
    unit,
    portions: null,
  };
}
function sunday(meals: Partial<Record<MealType, MealItem[]>>): PlanDay {
  const all = Object.values(meals).flat();
  return {
    date: '2026-11-22',
    dayOfWeek: 0,
    totalCalories: all.reduce((s, i) => s + i.calories, 0),
    meals: { breakfast: { items: meals.breakfast ?? [] }, lunch: { items: meals.lunch ?? [] }, dinner: { items: meals.dinner ?? [] } },
  };
}
function renderGrid(day: PlanDay, dayStats: DayStats[] = []) {
  render(<WeekGrid days={[day]} dayStats={dayStats} editing={false} onAdd={vi.fn()} onRemove={vi.fn()} onOpenRecipe={vi.fn()} />);
  return screen.getByTestId('plan-day');
}

describe('WeekGrid', () => {
  it("shows a recipe's servings as ×N only when they are not 1", () => {
    const day = renderGrid(
      sunday({
        breakfast: [recipeItem('Overnight Oats', 1, 400, 'breakfast')],
        lunch: [recipeItem('Lentil Soup', 1.5, 510, 'lunch')],
        dinner: [recipeItem('Salmon Bowl', 0.75, 450)],
      }),
    );
    expect(within(day).getByRole('button', { name: 'Overnight Oats' })).toBeInTheDocument();
    expect(within(day).getByRole('button', { name: 'Lentil Soup ×1.5' })).toBeInTheDocument();
    expect(within(day).getByRole('button', { name: 'Salmon Bowl ×0.75' })).toBeInTheDocument();
    expect(day.textContent).not.toMatch(/×1(?![.\d])/);
  });

  it("shows each meal's calories: the sum of its items", () => {
    const day = renderGrid(
      sunday({
        breakfast: [recipeItem('Overnight Oats', 1, 400, 'breakfast'), foodItem('Banana', 1, 'piece', 105, 'breakfast')],
        dinner: [recipeItem('Salmon Bowl', 1.25, 640)],
      }),
    );
    expect(within(within(day).getByTestId('slot-breakfast')).getByTestId('meal-calories')).toHaveTextContent('505 kcal');
    expect(within(within(day).getByTestId('slot-dinner')).getByTestId('meal-calories')).toHaveTextContent('640 kcal');
    // an empty slot keeps its spec text and shows no meal calories
    const lunch = within(day).getByTestId('slot-lunch');
    expect(within(lunch).getByText('No lunch items')).toBeInTheDocument();
    expect(within(lunch).queryByTestId('meal-calories')).toBeNull();
    expect(within(day).getByTestId('day-calories')).toHaveTextContent('1145 cal');
  });

  it('renders a side (a food item of the slot) by its name and amount next to the recipe', () => {
    const day = renderGrid(
      sunday({
        breakfast: [recipeItem('Overnight Oats', 1, 400, 'breakfast'), foodItem('Greek yogurt', 0.75, 'cup', 110, 'breakfast')],
        lunch: [
          recipeItem('Lentil Soup', 1, 510, 'lunch'),
          foodItem('Whole wheat bread', 1, 'slice', 80, 'lunch'),
          foodItem('Almonds', 1, 'ounce', 164, 'lunch'),
        ],
      }),
    );
    const breakfast = within(day).getByTestId('slot-breakfast');
    expect(within(breakfast).getAllByTestId('meal-item')).toHaveLength(2);
    expect(within(breakfast).getByText('Greek yogurt · 0.75 cup')).toBeInTheDocument();
    expect(within(breakfast).getByText('110 cal')).toBeInTheDocument();
    // a side is not a recipe: no button to open a recipe
    expect(within(breakfast).getAllByRole('button')).toHaveLength(1);
    const lunch = within(day).getByTestId('slot-lunch');
    expect(within(lunch).getByText('Whole wheat bread · 1 slice')).toBeInTheDocument();
    expect(within(lunch).getByText('Almonds · 1 ounce')).toBeInTheDocument();
    expect(within(lunch).getByTestId('meal-calories')).toHaveTextContent('754 kcal');
  });

  it('does not repeat the amount of a food whose name already carries it', () => {
    const day = renderGrid(sunday({ breakfast: [foodItem('2 piece Bananas, raw', 2, 'piece', 210, 'breakfast')] }));
    expect(within(day).getByText('2 piece Bananas, raw')).toBeInTheDocument();
  });

  it("shows the day's macros from dayStats of its weekday", () => {
    const day = renderGrid(sunday({ dinner: [recipeItem('Salmon Bowl', 1, 640)] }), [
      { dayOfWeek: 1, calories: 1, protein: 1, carbs: 1, fat: 1, cost: 1 },
      { dayOfWeek: 0, calories: 1925, protein: 92, carbs: 240, fat: 61, cost: 14.2 },
    ]);
    const macros = within(day).getByTestId('day-macros');
    expect(macros).toHaveTextContent('P 92 g · F 61 g · C 240 g');
    expect(within(macros).getByRole('img', { name: 'Protein 20% · Fat 29% · Carbs 51%' })).toBeInTheDocument();
  });
});
