import { MemoryRouter } from 'react-router-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { GroceryListPanel } from './GroceryListPanel';
import { UPDATING_TEXT } from './ListUpdateNotice';

const PLAN = 'a1b2c3d4-0000-4000-8000-000000000002';
const CARROTS = {
  id: 'i1',
  name: 'Carrot',
  brand: null,
  category: 'Produce',
  quantity: 1,
  unit: 'lb bag',
  estimatedPrice: '1.29',
  purchased: false,
  isChecked: false,
  forMeals: [],
  note: null,
  brandOptions: [],
  priceSource: { kind: 'estimate', label: 'estimate', detail: null },
};
const UPDATE = {
  at: '2026-11-26T14:00:00.000Z',
  trigger: 'plan',
  added: [{ name: 'Carrot', quantity: 1, unit: 'lb bag' }],
  removed: [{ name: 'Banana' }],
  changed: [],
  text: 'Updated from your plan: + carrot 1 lb bag, − banana',
};
const list = (over: object) => ({
  id: 'list-1',
  mealPlanId: PLAN,
  planName: 'My week',
  store: 'kroger',
  storeName: 'Kroger',
  totalEstimatedCost: 1.29,
  createdAt: '2026-11-22T08:00:00Z',
  items: [CARROTS],
  removedItems: [],
  pantryItems: [],
  updating: false,
  lastUpdate: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('a list that follows its plan', () => {
  it('says it is updating, is read again until done, then says what changed until dismissed', async () => {
    const answers = [list({ updating: true, items: [] }), list({ lastUpdate: UPDATE })];
    let reads = 0;
    let dismissed = false;
    const fetchMock = mockApi({
      [`GET /api/grocery-lists/${PLAN}`]: () => ({ body: dismissed ? list({}) : answers[Math.min(reads++, answers.length - 1)] }),
      [`DELETE /api/grocery-lists/${PLAN}/last-update`]: () => {
        dismissed = true;
        return { status: 204 };
      },
    });
    render(
      <MemoryRouter>
        <TestProviders>
          <GroceryListPanel mealPlanId={PLAN} />
        </TestProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByText(UPDATING_TEXT)).toBeInTheDocument();
    // polled: the update is done and the list says what it changed
    expect(await screen.findByText(UPDATE.text, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText(UPDATING_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText('Carrot')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss what changed' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/grocery-lists/${PLAN}/last-update`, expect.objectContaining({ method: 'DELETE' })),
    );
    await waitFor(() => expect(screen.queryByText(UPDATE.text)).not.toBeInTheDocument());
  });
});
