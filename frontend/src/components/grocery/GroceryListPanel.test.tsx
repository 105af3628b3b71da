import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePantry } from '../../api/pantry';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { Toaster } from '../../toast/Toaster';
import { dismissToast } from '../../toast/toast-store';
import { GroceryListPanel } from './GroceryListPanel';

const PLAN = 'a1b2c3d4-0000-4000-8000-000000000001';
const LIST = {
  id: 'list-1',
  mealPlanId: PLAN,
  planName: 'My week',
  store: 'kroger',
  storeName: 'Kroger',
  totalEstimatedCost: 5.48,
  createdAt: '2026-11-22T08:00:00Z',
  items: [
    {
      id: 'i1',
      name: 'Eggs',
      brand: 'Kroger',
      category: 'Dairy & Eggs',
      quantity: 12,
      unit: 'eggs',
      estimatedPrice: '2.99',
      purchased: false,
      isChecked: false,
      forMeals: ['Tue dinner: Soda Bread'],
      note: null,
      priceSource: {
        kind: 'estimate',
        label: 'estimate: U.S. average prices, Nov 2023',
        detail: 'BLS APU0000708111 "Eggs, grade A, large, per doz." (2023-11)',
      },
      brandOptions: [
        { brand: 'Kroger', price: '2.99', description: 'Kroger store brand · 12 eggs' },
        { brand: 'Name Brand', price: '4.99', description: 'National brand at Kroger · 12 eggs' },
      ],
    },
    {
      id: 'i2',
      name: 'Flour',
      brand: 'Kroger',
      category: 'Baking',
      quantity: 2,
      unit: 'lb bag',
      estimatedPrice: '2.49',
      purchased: false,
      isChecked: false,
      forMeals: [],
      note: null,
      brandOptions: [],
    },
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
      [`GET /api/grocery-lists/${PLAN}`]: () =>
        built
          ? { body: LIST }
          : { status: 404, body: { statusCode: 404, message: 'This meal plan has no grocery list yet. Generate one first.' } },
      [`POST /api/meal-plans/${PLAN}/generate-grocery-list`]: { status: 202, body: { jobId: 'grocery.job-1' } },
      'GET /api/jobs/grocery.job-1': () => {
        polls += 1;
        if (polls < 2) return { body: { id: 'grocery.job-1', state: 'active', progress: 50, result: null, error: null } };
        built = true;
        return {
          body: {
            id: 'grocery.job-1',
            state: 'completed',
            progress: 100,
            result: { mealPlanId: PLAN, groceryListId: 'list-1' },
            error: null,
          },
        };
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
      'GET /api/jobs/grocery.job-2': {
        body: {
          id: 'grocery.job-2',
          state: 'failed',
          progress: 0,
          result: null,
          error: 'This meal plan has no meals yet. Add meals, then generate the grocery list.',
        },
      },
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
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/grocery-list-items/i1',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ isChecked: true }) }),
      ),
    );
  });

  it('choosing a brand changes brand, price and total at once and saves both; a failure toasts', async () => {
    let fail = false;
    const fetchMock = renderPanel({
      [`GET /api/grocery-lists/${PLAN}`]: { body: LIST },
      'PATCH /api/grocery-list-items/i1': () =>
        fail ? { status: 500, body: { message: 'boom' } } : { body: { ...LIST.items[0], brand: 'Name Brand', estimatedPrice: '4.99' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose brand for Eggs' }));
    fireEvent.click(await screen.findByRole('listitem', { name: 'Name Brand $4.99' }));
    const row = screen.getAllByTestId('grocery-item')[0];
    expect(within(row).getByTestId('grocery-item-price')).toHaveTextContent('$4.99');
    expect(within(row).getByRole('button', { name: 'Choose brand for Eggs' })).toHaveTextContent('Name Brand');
    expect(screen.getByTestId('grocery-total')).toHaveTextContent('$7.48');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/grocery-list-items/i1',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ brand: 'Name Brand', estimatedPrice: '4.99' }) }),
      ),
    );

    fail = true;
    fireEvent.click(within(row).getByRole('button', { name: 'Choose brand for Eggs' }));
    fireEvent.click(await screen.findByRole('listitem', { name: 'Kroger $2.99' }));
    expect(await screen.findByText('Failed to update item. Please try again.')).toBeInTheDocument();
  });

  it('exports grocery-list.txt with one line per item', async () => {
    renderPanel({
      [`GET /api/grocery-lists/${PLAN}`]: {
        body: { ...LIST, items: [{ ...LIST.items[0], isChecked: true, purchased: true }, LIST.items[1]] },
      },
    });
    await screen.findByText('Eggs');
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let downloaded = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(click).toHaveBeenCalled();
    expect(downloaded).toBe('grocery-list.txt');
    expect(await blobs[0].text()).toBe('✓ Eggs - Kroger (12 eggs)\n☐ Flour - Kroger (2 lb bag)');
  });

  describe("the person's own lines", () => {
    const TOWELS = {
      id: 'i9',
      name: 'paper towels',
      brand: null,
      category: 'Other',
      quantity: 6,
      unit: 'roll',
      estimatedPrice: '7.99',
      purchased: false,
      isChecked: false,
      forMeals: [],
      note: null,
      brandOptions: [{ brand: 'Name Brand', price: null, description: 'National brand' }],
      origin: 'added',
      removed: false,
      planAmount: null,
      planNeedsMore: false,
      priceSource: { kind: 'person', label: 'your price', detail: 'Typed by you; we have no estimate for this item.' },
    };
    const planLine = (item: (typeof LIST.items)[number]) => ({
      ...item,
      origin: 'generated',
      removed: false,
      planAmount: { quantity: item.quantity, unit: item.unit },
      planNeedsMore: false,
    });

    /** A list the routes change as the server would: lines added, taken off, put back, resized. */
    function liveList() {
      const state = { items: LIST.items.map(planLine) as Record<string, unknown>[], removedItems: [] as Record<string, unknown>[] };
      const total = () => state.items.reduce((sum, i) => sum + Math.round(Number(i.estimatedPrice) * 100), 0) / 100;
      const body = () => ({ ...LIST, totalEstimatedCost: total(), items: state.items, removedItems: state.removedItems });
      const move = (id: string, from: Record<string, unknown>[], to: Record<string, unknown>[], removed: boolean) => {
        const at = from.findIndex((i) => i.id === id);
        const [line] = from.splice(at, 1);
        to.push({ ...line, removed });
        return { body: { ...line, removed, listTotalEstimatedCost: total() } };
      };
      return {
        state,
        routes: {
          [`GET /api/grocery-lists/${PLAN}`]: () => ({ body: body() }),
          [`POST /api/grocery-lists/${PLAN}/items`]: () => {
            state.items.push(TOWELS);
            return { status: 201, body: { ...TOWELS, merged: false, restored: false, listTotalEstimatedCost: total() } };
          },
          'DELETE /api/grocery-list-items/i1': () => move('i1', state.items, state.removedItems, true),
          'POST /api/grocery-list-items/i1/restore': () => move('i1', state.removedItems, state.items, false),
          'PATCH /api/grocery-list-items/i1': (init: RequestInit | undefined) => {
            const { quantity } = JSON.parse(String(init?.body)) as { quantity: number };
            const line = state.items.find((i) => i.id === 'i1')!;
            Object.assign(line, { quantity, estimatedPrice: ((299 * quantity) / 12 / 100).toFixed(2) });
            return { body: { ...line, listTotalEstimatedCost: total() } };
          },
        },
      };
    }

    it('"Add item" adds paper towels at their own price: said as theirs, in the total and the export', async () => {
      const { routes } = liveList();
      const fetchMock = renderPanel(routes);
      fireEvent.click(await screen.findByRole('button', { name: /Add item/ }));
      // nothing is sent without a name, or with a price that is not one
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Type what to add, like paper towels.');
      fireEvent.change(screen.getByRole('textbox', { name: 'Item name' }), { target: { value: '  paper towels ' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Price' }), { target: { value: '7.999' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Type a price like 4.99.');
      expect(fetchMock).not.toHaveBeenCalledWith(`/api/grocery-lists/${PLAN}/items`, expect.anything());

      fireEvent.change(screen.getByRole('textbox', { name: 'Price' }), { target: { value: '$7.99' } });
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '6' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          `/api/grocery-lists/${PLAN}/items`,
          expect.objectContaining({ method: 'POST', body: JSON.stringify({ name: 'paper towels', quantity: 6, price: '7.99' }) }),
        ),
      );
      expect(await screen.findByText('Added paper towels to your grocery list.')).toBeInTheDocument();
      const row = (await screen.findAllByTestId('grocery-item')).find((r) => within(r).queryByText('paper towels'))!;
      expect(within(row).getByTestId('grocery-item-added')).toHaveTextContent('added by you');
      expect(within(row).getByTestId('grocery-item-quantity')).toHaveTextContent('6 roll');
      // their price is theirs: said, and not a link to how we estimate
      const source = within(row).getByTestId('grocery-item-price-source');
      expect(source).toHaveTextContent('your price');
      expect(source).not.toHaveAttribute('href');
      expect(screen.getByTestId('grocery-total')).toHaveTextContent('$13.47');
      expect(screen.getByTestId('grocery-progress')).toHaveTextContent('0/3 items');
      // the form is cleared for the next line
      expect(screen.getByRole('textbox', { name: 'Item name' })).toHaveValue('');
    });

    it('a line taken off goes with an Undo, waits under "Removed", and comes back from there', async () => {
      const { routes } = liveList();
      const fetchMock = renderPanel(routes);
      fireEvent.click(await screen.findByRole('button', { name: 'Remove Eggs' }));
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith('/api/grocery-list-items/i1', expect.objectContaining({ method: 'DELETE' })),
      );
      expect(await screen.findByText('Removed Eggs')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Eggs' })).toBeNull());
      expect(screen.getByTestId('grocery-total')).toHaveTextContent('$2.49');
      expect(screen.getByTestId('grocery-progress')).toHaveTextContent('0/1 items');
      // Undo puts it back
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith('/api/grocery-list-items/i1/restore', expect.objectContaining({ method: 'POST' })),
      );
      expect(await screen.findByRole('checkbox', { name: 'Eggs' })).toBeInTheDocument();
      expect(screen.getByTestId('grocery-total')).toHaveTextContent('$5.48');

      // and so does Restore, from the removed lines
      fireEvent.click(screen.getByRole('button', { name: 'Remove Eggs' }));
      fireEvent.click(await screen.findByText('Removed (1)'));
      fireEvent.click(await screen.findByRole('button', { name: 'Restore Eggs' }));
      expect(await screen.findByRole('checkbox', { name: 'Eggs' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByTestId('grocery-removed')).toBeNull());
    });

    it('a removed line the meals now need more of says so while folded; the export leaves removed lines out', async () => {
      renderPanel({
        [`GET /api/grocery-lists/${PLAN}`]: {
          body: {
            ...LIST,
            items: [planLine(LIST.items[1]), TOWELS],
            removedItems: [
              {
                ...planLine(LIST.items[0]),
                quantity: 18,
                estimatedPrice: '4.49',
                removed: true,
                planAmount: { quantity: 18, unit: 'eggs' },
                planNeedsMore: true,
              },
            ],
          },
        },
      });
      expect(await screen.findByTestId('grocery-removed-need-more')).toHaveTextContent('1 needed more by your meals now');
      fireEvent.click(screen.getByText('Removed (1)'));
      const removed = await screen.findByTestId('grocery-removed-item');
      expect(removed).toHaveTextContent('18 eggs · $4.49');
      expect(removed).toHaveTextContent('Your meals now need more than when you took it off: the plan buys 18 eggs.');
      const blobs: Blob[] = [];
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: vi.fn((blob: Blob) => {
            blobs.push(blob);
            return 'blob:x';
          }),
          revokeObjectURL: vi.fn(),
        }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      fireEvent.click(screen.getByRole('button', { name: /Export/ }));
      expect(await blobs[0].text()).toBe('☐ Flour - Kroger (2 lb bag)\n☐ paper towels (6 roll)');
    });

    it('a quantity is changed in place: Enter saves and the line shows its new price; Escape keeps it', async () => {
      const { routes } = liveList();
      const fetchMock = renderPanel(routes);
      fireEvent.click(await screen.findByRole('button', { name: 'Change quantity of Eggs' }));
      const box = screen.getByRole('spinbutton', { name: 'Quantity of Eggs' });
      fireEvent.change(box, { target: { value: '30' } });
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(screen.queryByRole('spinbutton', { name: 'Quantity of Eggs' })).toBeNull();
      expect(fetchMock).not.toHaveBeenCalledWith('/api/grocery-list-items/i1', expect.objectContaining({ method: 'PATCH' }));

      fireEvent.click(screen.getByRole('button', { name: 'Change quantity of Eggs' }));
      const again = screen.getByRole('spinbutton', { name: 'Quantity of Eggs' });
      fireEvent.change(again, { target: { value: '24' } });
      fireEvent.keyDown(again, { key: 'Enter' });
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          '/api/grocery-list-items/i1',
          expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ quantity: 24 }) }),
        ),
      );
      const row = screen.getAllByTestId('grocery-item')[0];
      await waitFor(() => expect(within(row).getByTestId('grocery-item-quantity')).toHaveTextContent('24 eggs'));
      expect(within(row).getByTestId('grocery-item-price')).toHaveTextContent('$5.98');
      // the plan's own amount beside theirs
      expect(within(row).getByTestId('grocery-item-plan')).toHaveTextContent('Plan: 12 eggs');
      expect(screen.getByTestId('grocery-total')).toHaveTextContent('$8.47');
    });
  });

  describe('From your pantry', () => {
    const PANTRY_LINES = [
      {
        id: 'p1',
        name: 'Olive oil',
        brand: null,
        category: 'Oils & Condiments',
        quantity: 1,
        unit: '3 tbsp for these meals',
        estimatedPrice: '0.00',
        purchased: false,
        isChecked: false,
        forMeals: ['Mon breakfast: Olive oil'],
        note: 'A staple of your pantry: always at home.',
        brandOptions: [],
        origin: 'pantry',
        removed: false,
        planAmount: null,
        planNeedsMore: false,
        priceSource: { kind: 'none', label: 'from your pantry', detail: null },
      },
      {
        id: 'p2',
        name: 'Eggs, for baking',
        brand: null,
        category: 'Dairy & Eggs',
        quantity: 1,
        unit: '3 eggs for these meals',
        estimatedPrice: '0.00',
        purchased: false,
        isChecked: false,
        forMeals: [],
        note: 'From your pantry: 8 eggs at home.',
        brandOptions: [],
        origin: 'pantry',
        removed: false,
        planAmount: null,
        planNeedsMore: false,
        priceSource: { kind: 'none', label: 'from your pantry', detail: null },
      },
    ];

    it('folds what the pantry covers under the lines to buy, with their notes; the counter, total and export stay the lines to buy', async () => {
      renderPanel({ [`GET /api/grocery-lists/${PLAN}`]: { body: { ...LIST, pantryItems: PANTRY_LINES } } });
      const group = await screen.findByTestId('grocery-from-pantry');
      const header = within(group).getByRole('button', { name: /From your pantry \(2\)/ });
      // collapsed: the lines are not shown until asked for
      expect(header).toHaveAttribute('aria-expanded', 'false');
      expect(within(group).queryByText('Olive oil')).toBeNull();
      // under the lines to buy
      const rows = screen.getAllByTestId('grocery-item');
      expect(rows.at(-1)!.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // nothing else about the list changes
      expect(rows).toHaveLength(2);
      expect(screen.getByTestId('grocery-progress')).toHaveTextContent('0/2 items');
      expect(screen.getByTestId('grocery-total')).toHaveTextContent('$5.48');

      fireEvent.click(header);
      expect(header).toHaveAttribute('aria-expanded', 'true');
      const lines = await within(group).findAllByTestId('grocery-pantry-item');
      expect(lines.map((l) => l.textContent)).toEqual([
        'Olive oil3 tbsp for these mealsA staple of your pantry: always at home.',
        'Eggs, for baking3 eggs for these mealsFrom your pantry: 8 eggs at home.',
      ]);
      expect(within(group).getByRole('link', { name: 'Change what is in your pantry' })).toHaveAttribute('href', '/pantry');

      const blobs: Blob[] = [];
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: vi.fn((blob: Blob) => {
            blobs.push(blob);
            return 'blob:x';
          }),
          revokeObjectURL: vi.fn(),
        }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      fireEvent.click(screen.getByRole('button', { name: /Export/ }));
      expect(await blobs[0].text()).toBe('☐ Eggs - Kroger (12 eggs)\n☐ Flour - Kroger (2 lb bag)');
    });

    it('shows no group when the pantry covers nothing', async () => {
      renderPanel({ [`GET /api/grocery-lists/${PLAN}`]: { body: { ...LIST, pantryItems: [] } } });
      await screen.findByText('Eggs');
      expect(screen.queryByTestId('grocery-from-pantry')).toBeNull();
    });

    it('a ticked line reads the pantry again (its leftover goes there)', async () => {
      let pantryReads = 0;
      const fetchMock = mockApi({
        [`GET /api/grocery-lists/${PLAN}`]: { body: LIST },
        'PATCH /api/grocery-list-items/i1': { body: { ...LIST.items[0], isChecked: true, purchased: true, listTotalEstimatedCost: 5.48 } },
        'GET /api/pantry': () => {
          pantryReads += 1;
          return { body: { items: [], starterOffered: false } };
        },
      });
      render(
        <MemoryRouter>
          <TestProviders>
            <GroceryListPanel mealPlanId={PLAN} />
            <PantryReader />
          </TestProviders>
        </MemoryRouter>,
      );
      await waitFor(() => expect(pantryReads).toBe(1));
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Eggs' }));
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith('/api/grocery-list-items/i1', expect.objectContaining({ method: 'PATCH' })),
      );
      await waitFor(() => expect(pantryReads).toBe(2));
    });
  });

  describe('prices said on the line and in the total (#20)', () => {
    const ROUGH_LIST = {
      ...LIST,
      totalEstimatedCost: 10.47,
      planFoodCost: 2.48,
      ownLinesCost: 7.99,
      roughCost: 0.62,
      unpricedCount: 1,
      items: [
        {
          ...LIST.items[0],
          id: 'r1',
          name: 'Ground cinnamon',
          estimatedPrice: '0.62',
          priceKind: 'rough',
          origin: 'generated',
          priceSource: { kind: 'rough', label: 'rough estimate', detail: 'Priced by a written rule' },
        },
        { ...LIST.items[1], id: 'r2', name: 'Flour', estimatedPrice: '1.86', priceKind: 'estimate', origin: 'generated' },
        {
          ...LIST.items[1],
          id: 'r3',
          name: 'Zorblax gizmo',
          estimatedPrice: '0.00',
          priceKind: 'none',
          origin: 'added',
          priceSource: { kind: 'none', label: 'no estimate', detail: null },
        },
        {
          ...LIST.items[1],
          id: 'r4',
          name: 'paper towels',
          estimatedPrice: '7.99',
          priceKind: 'yours',
          origin: 'added',
          priceSource: { kind: 'person', label: 'your price', detail: 'Typed by you' },
        },
      ],
    };

    it('"rough estimate" and "your price" on their lines, "no price" instead of $0.00, and what the total is made of', async () => {
      renderPanel({ [`GET /api/grocery-lists/${PLAN}`]: { body: ROUGH_LIST } });
      const rows = await screen.findAllByTestId('grocery-item');
      const row = (name: string) => rows.find((r) => within(r).queryByText(name))!;
      expect(within(row('Ground cinnamon')).getByTestId('grocery-item-price-source')).toHaveTextContent('rough estimate');
      expect(within(row('paper towels')).getByTestId('grocery-item-price-source')).toHaveTextContent('your price');
      expect(within(row('Zorblax gizmo')).getByTestId('grocery-item-price')).toHaveTextContent('no price');
      expect(screen.queryByText('$0.00')).toBeNull();
      expect(screen.getByTestId('grocery-total')).toHaveTextContent('$10.47');
      expect(screen.getByTestId('grocery-total-note')).toHaveTextContent(
        'plan food $2.48 + your own items $7.99 · $0.62 of it rough estimates · 1 item has no price and is not in it',
      );
    });

    it('"What did you pay?" saves the price paid on the line', async () => {
      const fetchMock = renderPanel({
        [`GET /api/grocery-lists/${PLAN}`]: { body: ROUGH_LIST },
        'PATCH /api/grocery-list-items/r2': { body: { ...ROUGH_LIST.items[1], estimatedPrice: '3.10', priceKind: 'yours' } },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'What did you pay for Flour?' }));
      const box = screen.getByLabelText('Price paid for Flour');
      fireEvent.change(box, { target: { value: '3.1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save price paid' }));
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(
          '/api/grocery-list-items/r2',
          expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ paidPrice: '3.10' }) }),
        ),
      );
    });
  });
});

/** Reads the pantry as the Pantry screen does, to see when it is read again. */
function PantryReader() {
  usePantry();
  return null;
}
