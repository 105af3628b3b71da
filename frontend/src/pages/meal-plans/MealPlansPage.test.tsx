import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MealPlanDetail, MealPlanSummary, PlanDay } from '../../api/meal-plans';
import { Toaster } from '../../toast/Toaster';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { MealPlansPage } from './MealPlansPage';

const SUMMARY: MealPlanSummary = {
  id: 'p1',
  name: null,
  weekStartDate: '2026-11-22',
  createdAt: '2026-11-22T08:00:00.000Z',
  totalCalories: 14000,
  totalBudget: 150,
  estimatedCost: 98.5,
  calorieGoal: 2000,
  hasGroceryList: false,
  costSource: {
    kind: 'estimate',
    label: 'estimate: U.S. average prices, Nov 2023 and 2022, × typical Costco level (0.80)',
    detail: '479 ingredients priced from public rows',
  },
};
const day = (i: number): PlanDay => ({
  date: `2026-11-${22 + i}`,
  dayOfWeek: i,
  totalCalories: i === 0 ? 520 : 0,
  meals: {
    breakfast: {
      items:
        i === 0
          ? [
              {
                id: 'i1',
                dayOfWeek: 0,
                mealType: 'breakfast',
                date: '2026-11-22',
                calories: 520,
                protein: 20,
                carbs: 70,
                fat: 15,
                servings: 1,
                recipe: { id: 3, title: 'Overnight Oats', image: null, readyInMinutes: 10 },
                foodItem: null,
                name: 'Overnight Oats',
                quantity: 1,
                unit: 'serving',
                portions: null,
              },
            ]
          : [],
    },
    lunch: { items: [] },
    dinner: { items: [] },
  },
});
const DETAIL: MealPlanDetail = {
  ...SUMMARY,
  note: null,
  days: Array.from({ length: 7 }, (_, i) => day(i)),
  meals: [],
  dayStats: [{ dayOfWeek: 0, calories: 520, protein: 20, carbs: 70, fat: 15, cost: 4.1 }],
  memberDayStats: null,
  relaxations: [
    { target: 'budget', message: 'Weekly budget exceeded by $12.40', amount: 12.4 },
    { target: 'protein', message: 'Protein falls short of your goal on 2 days' },
    { target: 'macros', message: 'Fat runs above 35% of energy on Tuesday' },
  ],
};

function renderPage(routes: Record<string, MockRoute>) {
  const fetchMock = mockApi({ 'GET /api/favorites': { body: [] }, ...routes });
  render(
    <MemoryRouter>
      <TestProviders>
        <MealPlansPage />
        <Toaster />
      </TestProviders>
    </MemoryRouter>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Meal Plans screen', () => {
  it('with no plans: the empty states of both tabs', async () => {
    renderPage({ 'GET /api/meal-plans': { body: [] } });
    expect(await screen.findByText('No Meal Plans Yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meal Plans' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'All Plans' }));
    expect(await screen.findByText('Your generated meal plans will appear here.')).toBeInTheDocument();
  });

  it('selects the first plan: the week, empty slots, relaxations; the Edit card toasts', async () => {
    renderPage({ 'GET /api/meal-plans': { body: [SUMMARY] }, 'GET /api/meal-plans/p1': { body: DETAIL } });
    const list = await screen.findByTestId('plan-list');
    expect(within(list).getByText('Week of Nov 22, 2026')).toBeInTheDocument();
    expect(within(list).getByText('14,000 kcal total')).toBeInTheDocument();
    expect(await screen.findByText('Overnight Oats')).toBeInTheDocument();
    expect(screen.getAllByText('No lunch items')).toHaveLength(7);
    expect(screen.getAllByText('No breakfast items')).toHaveLength(6);
    expect(screen.getByText('Weekly budget exceeded by $12.40')).toBeInTheDocument();
    // the estimated cost says where it comes from, as a grocery line does, and links to /prices
    expect(screen.getByTestId('plan-cost-source')).toHaveTextContent(
      'estimate: U.S. average prices, Nov 2023 and 2022, × typical Costco level (0.80)',
    );
    expect(screen.getByTestId('plan-cost-source')).toHaveAttribute('href', '/prices');
    // any relaxation message shows, whatever its target
    expect(screen.getByText('Protein falls short of your goal on 2 days')).toBeInTheDocument();
    expect(screen.getByText('Fat runs above 35% of energy on Tuesday')).toBeInTheDocument();
    // Sunday's macros from dayStats; days without food show none
    expect(screen.getAllByTestId('day-macros')).toHaveLength(1);
    expect(screen.getByText('P 20 g · F 15 g · C 70 g')).toBeInTheDocument();
    expect(screen.getByTestId('meal-calories')).toHaveTextContent('520 kcal');
    // add/remove only while editing (found by label and text: role queries over the week's ~50 buttons take seconds in jsdom)
    expect(screen.queryByLabelText('Add to Breakfast - Sunday')).toBeNull();
    fireEvent.click(screen.getByText('Edit Meal Plan', { selector: 'button span' }));
    expect(screen.getByText('Edit Mode')).toBeInTheDocument();
    expect(screen.getByLabelText('Add to Breakfast - Sunday').closest('button')).toBeInTheDocument();
    expect(screen.getByText('Done Editing').closest('button')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Add Multiple Meals/ }));
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
  }, 30000);

  it('All Plans: a card per plan with Current, budget, average calories', async () => {
    renderPage({
      'GET /api/meal-plans': {
        body: [SUMMARY, { ...SUMMARY, id: 'p2', weekStartDate: '2026-11-15', totalBudget: null, estimatedCost: 80 }],
      },
      'GET /api/meal-plans/p1': { body: DETAIL },
    });
    await screen.findByTestId('plan-list');
    fireEvent.click(screen.getByRole('tab', { name: 'All Plans' }));
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Current')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Budget: $150.00')).toBeInTheDocument();
    expect(within(cards[0]).getByText('2,000 cal/day average')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Current')).toBeNull();
    // no budget: the estimate is not passed off as one
    expect(within(cards[1]).getByText('Estimated cost: $80.00')).toBeInTheDocument();
    expect(within(cards[1]).queryByText(/^Budget:/)).not.toBeInTheDocument();
  });

  it('the create dialog: defaults, disabled without meals, name required', async () => {
    renderPage({ 'GET /api/meal-plans': { body: [] } });
    await screen.findByText('No Meal Plans Yet');
    fireEvent.click(screen.getByRole('button', { name: /Create Custom Plan/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Plan Name') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe(`Meal Plan ${new Date().toLocaleDateString()}`));
    expect(within(dialog).getByRole('button', { name: 'Create Meal Plan' })).toBeDisabled();
    expect(within(dialog).getAllByRole('button', { name: /^Recipe / })).toHaveLength(21);
    fireEvent.change(name, { target: { value: '' } });
    expect(await within(dialog).findByText('Meal plan name is required')).toBeInTheDocument();
  });
});
