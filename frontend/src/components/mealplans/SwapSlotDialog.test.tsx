import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { dismissToast, getToasts } from '../../toast/toast-store';
import { SwapSlotDialog } from './SwapSlotDialog';

const OFFER = {
  dayCalories: 1909,
  calorieGoal: 2000,
  dayRange: { min: 1900, max: 2100 },
  mealRange: { min: 600, max: 900 },
  current: { recipeId: 1, title: 'Red Lentil Stew', servings: 1.25 },
  keepSides: true,
  forTable: false,
  sideCalories: 205,
  alternatives: [
    {
      recipeId: 7,
      title: 'Saag Paneer',
      image: null,
      servings: 1.25,
      calories: 650,
      protein: 27.4,
      mealCalories: 855,
      dayCalories: 1938,
      inWeek: false,
      portions: null,
    },
    {
      recipeId: 8,
      title: 'Bean Chili',
      image: null,
      servings: 1.25,
      calories: 610,
      protein: 30,
      mealCalories: 815,
      dayCalories: 1898,
      inWeek: true,
      portions: [
        { memberId: 'm-alex', name: 'Alex', servings: 0.75 },
        { memberId: 'm-sam', name: 'Sam', servings: 0.5 },
      ],
    },
  ],
};

const PATH = '/api/meal-plans/plan-1/slots/2/dinner';

describe('SwapSlotDialog', () => {
  afterEach(() => dismissToast());

  it("lists the alternatives with portion and the day's calories, and swaps the chosen one in (sides kept or left out)", async () => {
    const fetchMock = mockApi({
      [`GET ${PATH}/alternatives?keepSides=true`]: { body: OFFER },
      [`GET ${PATH}/alternatives?keepSides=false`]: {
        body: { ...OFFER, keepSides: false, sideCalories: 0, alternatives: [OFFER.alternatives[1]] },
      },
      [`POST ${PATH}/swap`]: { body: {} },
    });
    let closed = 0;
    render(
      <TestProviders>
        <SwapSlotDialog
          planId="plan-1"
          slot={{ dayIndex: 2, mealType: 'dinner' }}
          slotName="Tuesday dinner"
          hasSides
          onClose={() => closed++}
        />
      </TestProviders>,
    );
    expect(await screen.findByText('×1.25 · 650 kcal · 27.4 g protein · day 1,938 kcal')).toBeInTheDocument();
    // at a table of several, each person's portion of the dish
    expect(screen.getByText('Alex ×0.75 · Sam ×0.5 · 610 kcal · 30 g protein · day 1,898 kcal')).toBeInTheDocument();
    expect(screen.getByTestId('swap-targets')).toHaveTextContent(
      'Instead of Red Lentil Stew: recipes that keep the day within 1,900–2,100 kcal',
    );
    expect(screen.getByText('Already this week')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /Keep the sides/ }));
    await waitFor(() => expect(screen.getAllByTestId('swap-alternative')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Swap in Bean Chili' }));
    await waitFor(() => expect(getToasts().map((t) => t.description)).toContain('Bean Chili is now your Tuesday dinner.'));
    const swap = fetchMock.mock.calls.find((c) => String(c[0]) === `${PATH}/swap`)!;
    expect(JSON.parse(String(swap[1]?.body))).toEqual({ recipeId: 8, keepSides: false });
    expect(closed).toBe(1);
  });

  it('says why a swap was refused', async () => {
    mockApi({
      [`GET ${PATH}/alternatives?keepSides=true`]: { body: OFFER },
      [`POST ${PATH}/swap`]: {
        status: 400,
        body: { statusCode: 400, message: 'Saag Paneer does not keep the day within its calorie targets' },
      },
    });
    render(
      <TestProviders>
        <SwapSlotDialog
          planId="plan-1"
          slot={{ dayIndex: 2, mealType: 'dinner' }}
          slotName="Tuesday dinner"
          hasSides={false}
          onClose={() => {}}
        />
      </TestProviders>,
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Swap in Saag Paneer' }));
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({ description: 'Saag Paneer does not keep the day within its calorie targets', variant: 'destructive' }),
      ]),
    );
  });
});
