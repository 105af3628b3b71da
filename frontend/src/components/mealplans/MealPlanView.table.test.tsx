import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MealPlanDetail, MealType } from '../../api/meal-plans';
import type { MemberDayStat, MemberPortion, TableItem, TablePlan } from '../../api/plan-table';
import { mockApi } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { MealPlanView } from './MealPlanView';

/**
 * The plan for the table (issue #24 "Seeing it"), from a plan as the planner for the table answers it: each slot's
 * portion per person, each person's day against their own goal, and the "View for" select showing one person's.
 */

const ALEX = 'm-alex';
const SAM = 'm-sam';
let nextId = 0;
function item(title: string, mealType: MealType, dayOfWeek: number, portions: MemberPortion[] | null, calories: number): TableItem {
  const servings = portions ? portions.reduce((s, p) => s + p.servings, 0) : 1;
  return {
    id: `i${++nextId}`,
    dayOfWeek,
    mealType,
    date: `2026-11-${22 + dayOfWeek}`,
    calories,
    protein: 30,
    carbs: 60,
    fat: 20,
    servings,
    recipe: { id: nextId, title, image: null, readyInMinutes: 25 },
    foodItem: null,
    name: title,
    quantity: servings,
    unit: 'serving',
    portions,
  };
}
const withPortions = (i: TableItem, portions: MemberPortion[] | null): TableItem => ({ ...i, portions });

const sundayDinner = item(
  'Saag Paneer',
  'dinner',
  0,
  [
    { memberId: ALEX, name: 'Alex', servings: 1.5 },
    { memberId: SAM, name: 'Sam', servings: 0.5 },
  ],
  900,
);
// Sam is at school for Sunday lunch: only Alex's portion
const sundayLunch = item('Lentil Soup', 'lunch', 0, [{ memberId: ALEX, name: 'Alex', servings: 1.5 }], 450);

function stat(memberId: string, name: string, dayOfWeek: number, calories: number, calorieGoal: number): MemberDayStat {
  return { memberId, name, dayOfWeek, calories, protein: calories / 20, carbs: calories / 8, fat: calories / 30, calorieGoal };
}
const memberDayStats = [stat(ALEX, 'Alex', 0, 2380, 2400), stat(SAM, 'Sam', 0, 1200, 1400)];

function plan(table: boolean): TablePlan {
  const days = Array.from({ length: 7 }, (_, i) => ({
    date: `2026-11-${22 + i}`,
    dayOfWeek: i,
    totalCalories: i === 0 ? 1350 : 0,
    meals: {
      breakfast: { items: [] },
      lunch: { items: i === 0 ? [table ? sundayLunch : withPortions(sundayLunch, null)] : [] },
      dinner: { items: i === 0 ? [table ? sundayDinner : withPortions(sundayDinner, null)] : [] },
    },
  }));
  const base: MealPlanDetail = {
    id: 'p1',
    name: null,
    weekStartDate: '2026-11-22',
    createdAt: '2026-11-22T08:00:00.000Z',
    totalCalories: 1350,
    totalBudget: null,
    estimatedCost: 20,
    calorieGoal: 2400,
    hasGroceryList: false,
    costSource: { kind: 'estimate', label: 'estimate', detail: '' },
    note: null,
    days,
    meals: [],
    dayStats: [],
    relaxations: [],
    memberDayStats: table ? memberDayStats : null,
  };
  return base;
}

function renderView(body: TablePlan) {
  mockApi({ 'GET /api/meal-plans/p1': { body }, 'GET /api/calendar/feed': { body: { active: false } } });
  render(
    <MemoryRouter>
      <TestProviders>
        <MealPlanView planId="p1" />
      </TestProviders>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the plan for the table', () => {
  it("shows each slot's portion per person and each person's day against their own goal", async () => {
    renderView(plan(true));
    const sunday = (await screen.findAllByTestId('plan-day'))[0]!;
    const dinner = within(sunday).getByTestId('slot-dinner');
    expect(within(dinner).getByTestId('item-portions')).toHaveTextContent('Alex ×1.5 · Sam ×0.5');
    expect(within(within(sunday).getByTestId('slot-lunch')).getByTestId('item-portions')).toHaveTextContent('Alex ×1.5');
    const people = within(sunday).getAllByTestId('member-day');
    expect(people.map((p) => p.textContent)).toEqual(['Alex2,380 / 2,400 kcal', 'Sam1,200 / 1,400 kcal']);
    // Sam's 1,200 of 1,400 is more than 5% under: it stands out; Alex's is within
    expect(people[1]).toHaveClass('fc-member-day--off');
    expect(people[0]).not.toHaveClass('fc-member-day--off');
  });

  it('"View for" one person: only their portions, their day totals, and the meals they are away for', async () => {
    renderView(plan(true));
    const select = await screen.findByRole('combobox', { name: 'View for' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Sam'));
    const sunday = screen.getAllByTestId('plan-day')[0]!;
    expect(within(within(sunday).getByTestId('slot-dinner')).getByTestId('item-portions')).toHaveTextContent(/^Sam ×0\.5$/);
    expect(within(within(sunday).getByTestId('slot-lunch')).getByTestId('item-portions')).toHaveTextContent('Not eating this');
    expect(within(sunday).getByTestId('day-calories')).toHaveTextContent('1200 / 1400 cal');
    expect(
      within(sunday).getByText(`P ${Math.round(1200 / 20)} g · F ${Math.round(1200 / 30)} g · C ${Math.round(1200 / 8)} g`),
    ).toBeInTheDocument();
    // the household's numbers are not passed off as Sam's
    expect(within(sunday).queryByTestId('member-day-totals')).toBeNull();
    expect(within(sunday).queryByTestId('meal-calories')).toBeNull();
    // the day chart is Sam's: Sam's calories against Sam's goal, not the household's against the owner's
    const chart = screen.getByRole('figure', { name: 'Calories per day against the goal' });
    expect(chart).toHaveTextContent("Sam's calories per day");
    expect(within(chart).getByTestId('chart-goal')).toHaveTextContent('goal 1400 kcal');
    const sundayBar = within(chart).getAllByTestId('chart-day')[0]!;
    expect(sundayBar).toHaveAttribute('title', 'Sunday: 1200 of 1400 kcal');
    expect(sundayBar.firstElementChild).toHaveClass('fc-bars__bar--off');

    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Everyone'));
    expect(within(within(sunday).getByTestId('slot-dinner')).getByTestId('item-portions')).toHaveTextContent('Alex ×1.5 · Sam ×0.5');
    expect(within(sunday).getByTestId('day-calories')).toHaveTextContent('1350 cal');
    // everyone's day against the sum of everyone's goals, not the owner's goal alone
    expect(chart).toHaveTextContent("Everyone's calories per day");
    expect(within(chart).getByTestId('chart-goal')).toHaveTextContent('goal 3800 kcal');
    expect(within(chart).getAllByTestId('chart-day')[0]).toHaveAttribute('title', 'Sunday: 3580 of 3800 kcal');
  }, 30000);

  it('a household of one sees the plan as before: no select, no portions, no per-person days', async () => {
    renderView(plan(false));
    expect(await screen.findByText('Saag Paneer ×2')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'View for' })).toBeNull();
    expect(screen.queryAllByTestId('item-portions')).toEqual([]);
    expect(screen.queryAllByTestId('member-day-totals')).toEqual([]);
  });
});
