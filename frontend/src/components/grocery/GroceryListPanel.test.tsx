import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { Toaster } from '../toast/Toaster';
import { dismissToast } from '../toast/toast-store';
import { GroceryListPanel } from './GroceryListPanel';

const PLAN = 'a1b2c3d4-0000-4000-8000-000000000001';
const LIST = {
  id: 'list-1', mealPlanId: PLAN, planName: 'My week', store: 'kroger', storeName: 'Kroger', totalEstimatedCost: 5.48, createdAt: '2026-11-22T08:00:00Z',
  items: [
    { id: 'i1', name: 'Eggs', brand: 'Kroger', category: 'Dairy & Eggs', quantity: 12, unit: 'eggs', estimatedPrice: '2.99', purchased: false, isChecked: false, forMeals: ['Tue dinner: Soda Bread'], note: null,
      priceSource: { kind: 'estimate', label: 'estimate: U.S. average prices, Nov 2023', detail: 'BLS APU0000708111 "Eggs, grade A, large, per doz." (2023-11)' },
      brandOptions: [{ brand: 'Kroger', price: '2.99', description: 'Kroger store brand · 12 eggs' }, { brand: 'Name Brand', price: '4.99', description: 'National brand at Kroger · 12 eggs' }] },
    { id: 'i2', name: 'Flour', brand: 'Kroger', category: 'Baking', quantity: 2, unit: 'lb bag', estimatedPrice: '2.49', purchased: false, isChecked: false, forMeals: [], note: null, brandOptions: [] },
  ],
};

function renderPanel(routes: Record<string, MockRoute>, mealPlanId: string | null = PLAN) {
  const fetchMock = mockApi(routes);
  render(
    <MemoryRouter>
      <TestProviders>
        <GroceryListPanel mealPlanId={mealPlanId} />
        <Toaster />
      </TestProviders>
    </MemoryRouter>,
  );
  return fetchMock;
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('GroceryListPanel', () => {
  it('without a plan: the empty state and a disabled Generate List', async () => {
    renderPanel({}, null);
    expect(screen.getByText('No Grocery List - Generate a meal plan first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate List/ })).toBeDisabled();
  });

  it("with a plan but no list: 'No Grocery List Yet', then generating with job progress, then the list and the success toast", async () => {
    let built = false;
    let polls = 0;
    const fetchMock = renderPanel({
      [`GET /api/grocery-lists/${PLAN}`]: () => (built ? { body: LIST } : { status: 404, body: { statusCode: 404, message: 'This meal plan has no grocery list yet. Generate one first.' } }),
      [`POST /api/meal-plans/${PLAN}/generate-grocery-list`]: { status: 202, body: { jobId: 'grocery.job-1' } },
      'GET /api/jobs/grocery.job-1': () => {
        polls += 1;
        if (polls < 2) return { body: { id: 'grocery.job-1', state: 'active', progress: 50, result: null, error: null } };
        built = true;
        return { body: { id: 'grocery.job-1', state: 'completed', progress: 100, result: { mealPlanId: PLAN, groceryListId: 'list-1' }, error: null } };
      },
    });
    expect(await screen.findByText('No Grocery List Yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Generate List/ }));
    expect(await screen.findByRole('button', { name: /Generating\.\.\./ })).toBeInTheDocument();
    expect(await screen.findByText('Grocery list generated from your meal plan.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Eggs')).toBeInTheDocument();
    expect(screen.getByTestId('grocery-progress')).toHaveTextContent('0/2 items');
    expect(screen.getByTestId('grocery-total')).toHaveTextContent('$5.48');
    // where a price comes from, in a word, linked to the page that explains it
    const source = screen.getByTestId('grocery-item-price-source');
    expect(source).toHaveTextContent('estimate: U.S. average prices, Nov 2023');
    expect(source).toHaveAttribute('href', '/prices');
    expect(fetchMock).toHaveBeenCalledWith(`/api/meal-plans/${PLAN}/generate-grocery-list`, expect.objectContaining({ method: 'POST' }));
  });

  it('a failed job shows the failure toast', async () => {
    renderPanel({
      [`GET /api/grocery-lists/${PLAN}`]: { status: 404, body: { message: 'none' } },
      [`POST /api/meal-plans/${PLAN}/generate-grocery-list`]: { status: 202, body: { jobId: 'grocery.job-2' } },
      'GET /api/jobs/grocery.job-2': { body: { id: 'grocery.job-2', state: 'failed', progress: 0, result: null, error: 'This meal plan has no meals yet. Add meals, then generate the grocery list.' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Generate List/ }));
    expect(await screen.findByText('Failed to generate grocery list. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate List/ })).toBeEnabled();
  });

  it('ticking an item strikes it through, updates the counter and saves isChecked', async () => {
    const fetchMock = renderPanel({
      [`GET /api/grocery-lists/${PLAN}`]: { body: LIST },
      'PATCH /api/grocery-list-items/i1': { body: { ...LIST.items[0], isChecked: true, purchased: true } },
    });
    const box = await screen.findByRole('checkbox', { name: 'Eggs' });
    fireEvent.click(box);
    expect(screen.getByTestId('grocery-progress')).toHaveTextContent('1/2 items');
    const row = screen.getAllByTestId('grocery-item')[0];
    expect(row).toHaveClass('is-checked');
    expect(within(row).getByText('Eggs').closest('del')).not.toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/grocery-list-items/i1', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ isChecked: true }) })));
  });

  it('choosing a brand changes brand, price and total at once and saves both; a failure toasts', async () => {
    let fail = false;
    const fetchMock = renderPanel({
      [`GET /api/grocery-lists/${PLAN}`]: { body: LIST },
      'PATCH /api/grocery-list-items/i1': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { ...LIST.items[0], brand: 'Name Brand', estimatedPrice: '4.99' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose brand for Eggs' }));
    fireEvent.click(await screen.findByRole('listitem', { name: 'Name Brand $4.99' }));
    const row = screen.getAllByTestId('grocery-item')[0];
    expect(within(row).getByTestId('grocery-item-price')).toHaveTextContent('$4.99');
    expect(within(row).getByRole('button', { name: 'Choose brand for Eggs' })).toHaveTextContent('Name Brand');
    expect(screen.getByTestId('grocery-total')).toHaveTextContent('$7.48');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/grocery-list-items/i1', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ brand: 'Name Brand', estimatedPrice: '4.99' }) })));

    fail = true;
    fireEvent.click(within(row).getByRole('button', { name: 'Choose brand for Eggs' }));
    fireEvent.click(await screen.findByRole('listitem', { name: 'Kroger $2.99' }));
    expect(await screen.findByText('Failed to update item. Please try again.')).toBeInTheDocument();
  });

  it('exports grocery-list.txt with one line per item', async () => {
    renderPanel({ [`GET /api/grocery-lists/${PLAN}`]: { body: { ...LIST, items: [{ ...LIST.items[0], isChecked: true, purchased: true }, LIST.items[1]] } } });
    await screen.findByText('Eggs');
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => { blobs.push(blob); return 'blob:x'; });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let downloaded = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { downloaded = this.download; });
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(click).toHaveBeenCalled();
    expect(downloaded).toBe('grocery-list.txt');
    expect(await blobs[0].text()).toBe('✓ Eggs - Kroger (12 eggs)\n☐ Flour - Kroger (2 lb bag)');
  });
});
