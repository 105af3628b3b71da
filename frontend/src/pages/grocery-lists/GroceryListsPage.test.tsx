import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../toast/Toaster';
import { dismissToast } from '../../toast/toast-store';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { PHONE_LAYOUT_QUERY } from '../../lib/usePhoneLayout';
import { GroceryListsPage } from './GroceryListsPage';

const P1 = 'a1b2c3d4-0000-4000-8000-000000000001';
const P2 = 'a1b2c3d4-0000-4000-8000-000000000002';
const SUMMARY = {
  id: 'list-1',
  mealPlanId: P1,
  planName: 'Autumn week',
  itemCount: 3,
  checkedCount: 1,
  totalEstimatedCost: 8.47,
  createdAt: '2026-11-22T08:00:00Z',
};
const LIST = {
  id: 'list-1',
  mealPlanId: P1,
  planName: 'Autumn week',
  store: 'kroger',
  storeName: 'Kroger',
  totalEstimatedCost: 8.47,
  createdAt: '2026-11-22T08:00:00Z',
  items: [
    {
      id: 'i1',
      name: 'Romaine lettuce',
      brand: 'Kroger',
      category: 'Produce',
      quantity: 1,
      unit: 'head',
      estimatedPrice: '1.99',
      purchased: true,
      isChecked: true,
      brandOptions: [{ brand: 'Kroger', price: '1.99', description: '' }],
    },
    {
      id: 'i2',
      name: 'Chicken breast',
      brand: 'Kroger',
      category: 'Meat & Seafood',
      quantity: 2,
      unit: 'lb pack',
      estimatedPrice: '6.48',
      purchased: false,
      isChecked: false,
      brandOptions: [
        { brand: 'Kroger', price: '6.48', description: 'Kroger store brand' },
        { brand: 'Name Brand', price: '9.98', description: 'National brand' },
      ],
    },
    {
      id: 'i3',
      name: 'Saffron',
      brand: null,
      category: null,
      quantity: 1,
      unit: 'pinch',
      estimatedPrice: '0.00',
      purchased: false,
      isChecked: false,
      note: 'Not in our ingredient catalogue.',
      brandOptions: [],
    },
  ],
};
const PLANS = [
  { id: P1, name: 'Autumn week', weekStartDate: '2026-11-22', createdAt: '2026-11-22T07:00:00Z', hasGroceryList: true },
  { id: P2, name: null, weekStartDate: '2026-11-29', createdAt: '2026-11-22T07:30:00Z', hasGroceryList: false },
];
const STORES = {
  partner: 'instacart',
  partnerName: 'Instacart',
  configured: false,
  zipCode: '94103',
  message: 'No delivery partner is configured: showing our store directory for 94103.',
  stores: [{ id: 'costco-94103', name: 'Costco', chain: 'costco', address: '450 10th St, San Francisco, CA 94103', logoUrl: null }],
};

function renderPage(routes: Record<string, MockRoute>) {
  const fetchMock = mockApi({
    'GET /api/meal-plans': { body: PLANS },
    'GET /api/instacart/stores?zipCode=94103': { body: STORES },
    ...routes,
  });
  render(
    <MemoryRouter>
      <TestProviders>
        <GroceryListsPage />
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

describe('GroceryListsPage', () => {
  it('shows three skeletons while loading, then the empty states', async () => {
    let resolve: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      resolve = r;
    });
    renderPage({
      'GET /api/grocery-lists': async () => {
        await gate;
        return { body: [] };
      },
    });
    const loading = screen.getByTestId('grocery-lists-loading');
    expect(loading.querySelectorAll('.ant-skeleton')).toHaveLength(3);
    resolve();
    expect(await screen.findByText('No grocery lists yet')).toBeInTheDocument();
    expect(screen.getByText('Select a grocery list')).toBeInTheDocument();
  });

  it('lists, selects the first, groups items by category with the summary, badge, chart and stores', async () => {
    const fetchMock = renderPage({
      'GET /api/grocery-lists': { body: [SUMMARY] },
      [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: LIST },
    });
    const entry = await screen.findByTestId('grocery-list-entry');
    expect(entry).toHaveTextContent('Autumn week');
    expect(entry).toHaveTextContent('3 items');
    expect(entry).toHaveTextContent('$8.47');
    expect(entry).toHaveTextContent('Nov 22, 2026');
    expect(await screen.findByTestId('grocery-list-title')).toHaveTextContent('Autumn week');
    expect(screen.getByText('1 of 3 completed')).toBeInTheDocument();
    expect(screen.getByText('Shopping Summary')).toBeInTheDocument();
    expect(screen.getByTestId('shopping-summary')).toHaveTextContent('2 items left to buy, about $6.48 at estimated Kroger prices');
    expect(screen.getByTestId('grocery-total')).toHaveTextContent('$8.47');
    const sections = [...document.querySelectorAll('section.fc-grocery-category')].map((s) => s.getAttribute('aria-label'));
    expect(sections).toEqual(['Produce', 'Meat & Seafood', 'Other']);
    expect(
      within(screen.getByTestId('category-cost-chart'))
        .getAllByRole('listitem')
        .map((l) => l.getAttribute('aria-label')),
    ).toEqual(['Meat & Seafood $6.48', 'Produce $1.99', 'Other $0.00']);
    // Generate from Meal Plans: '✓ Has list' or 'Generate'.
    const rows = screen.getAllByTestId('generate-plan-row');
    expect(rows[0]).toHaveTextContent('Has list');
    expect(within(rows[1]).getByRole('button', { name: 'Generate grocery list for Week of Nov 29, 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Costco')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/instacart/stores?zipCode=94103', expect.anything());
  });

  it("says where the list's prices come from, linking to /prices, and why a store's own prices were not used", async () => {
    const kroger = {
      ...LIST,
      priceSource: {
        kind: 'store',
        label: 'Kroger prices at Kroger - Hyde Park, 2026-11-25; 1 line estimated',
        detail: '2 of 3 catalogue lines priced from Kroger',
        fallback: null,
      },
      items: [
        {
          ...LIST.items[1],
          priceSource: {
            kind: 'store',
            label: 'Kroger price at Kroger - Hyde Park, 2026-11-25',
            detail: 'Kroger Products API: "Kroger Chicken Breasts" 2 lb, $6.48 × 1',
          },
        },
        {
          ...LIST.items[2],
          brandOptions: [{ brand: 'Name Brand', price: null, description: 'National brand · no estimate' }],
          priceSource: { kind: 'none', label: 'no estimate', detail: null },
        },
      ],
    };
    renderPage({ 'GET /api/grocery-lists': { body: [SUMMARY] }, [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: kroger } });
    const source = await screen.findByTestId('grocery-list-price-source');
    expect(source).toHaveTextContent('Kroger prices at Kroger - Hyde Park, 2026-11-25; 1 line estimated');
    expect(source).toHaveAttribute('href', '/prices');
    expect(screen.getByTestId('shopping-summary')).toHaveTextContent('at Kroger prices');
    expect(screen.getAllByTestId('grocery-item-price-source').map((l) => l.textContent)).toEqual([
      'Kroger price at Kroger - Hyde Park, 2026-11-25',
      'no estimate',
    ]);
    expect(screen.queryByTestId('grocery-price-fallback')).toBeNull();
  });

  it('a list whose store prices could not be had says so at the top', async () => {
    const fellBack = {
      ...LIST,
      priceSource: {
        kind: 'estimate',
        label: 'estimate: U.S. average prices, Nov 2023 and 2022 — Kroger prices unavailable',
        detail: null,
        fallback: "Kroger prices unavailable (Kroger's rate limit was reached (HTTP 429)): estimates shown",
      },
    };
    renderPage({ 'GET /api/grocery-lists': { body: [SUMMARY] }, [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: fellBack } });
    expect(await screen.findByTestId('grocery-price-fallback')).toHaveTextContent(
      "Kroger prices unavailable (Kroger's rate limit was reached (HTTP 429)): estimates shown",
    );
    expect(screen.getByTestId('grocery-list-price-source')).toHaveTextContent(/^estimate: U\.S\. average prices/);
  });

  it('a list without items says so', async () => {
    renderPage({
      'GET /api/grocery-lists': { body: [{ ...SUMMARY, itemCount: 0 }] },
      [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: { ...LIST, items: [] } },
    });
    expect(await screen.findByText('No items in this list')).toBeInTheDocument();
  });

  it("Generate: job, then 'Grocery list generated successfully!'; a failure shows the server's message", async () => {
    let jobState: 'completed' | 'failed' = 'completed';
    let jobs = 0;
    renderPage({
      'GET /api/grocery-lists': { body: [SUMMARY] },
      [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: LIST },
      [`POST /api/meal-plans/${P2}/generate-grocery-list`]: () => ({ status: 202, body: { jobId: `grocery.j${++jobs}` } }),
      'GET /api/jobs/grocery.j1': () => ({ body: { id: 'grocery.j1', state: jobState, progress: 100, result: null, error: null } }),
      'GET /api/jobs/grocery.j2': () => ({
        body: {
          id: 'grocery.j2',
          state: jobState,
          progress: 0,
          result: null,
          error: 'This meal plan has no meals yet. Add meals, then generate the grocery list.',
        },
      }),
    });
    const button = await screen.findByRole('button', { name: 'Generate grocery list for Week of Nov 29, 2026' });
    fireEvent.click(button);
    expect(await screen.findByText('Grocery list generated successfully!')).toBeInTheDocument();
    act(() => dismissToast());
    jobState = 'failed';
    fireEvent.click(screen.getByRole('button', { name: 'Generate grocery list for Week of Nov 29, 2026' }));
    expect(await screen.findByText('This meal plan has no meals yet. Add meals, then generate the grocery list.')).toBeInTheDocument();
  });

  it("'Order groceries' without a partner says so plainly and shows the printable list", async () => {
    renderPage({
      'GET /api/grocery-lists': { body: [SUMMARY] },
      [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: LIST },
      [`POST /api/grocery-lists/${P1}/order`]: {
        body: {
          mode: 'offline',
          partner: 'instacart',
          partnerName: 'Instacart',
          configured: false,
          itemCount: 2,
          message: 'No grocery delivery partner is configured, so here is your list to print or share.',
          text: 'Grocery list: Autumn week\n☐ Chicken breast - Kroger (2 lb pack) $6.48\n',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Order groceries/ }));
    expect(
      await screen.findByText('No grocery delivery partner is configured, so here is your list to print or share.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-text')).toHaveTextContent('☐ Chicken breast - Kroger (2 lb pack) $6.48');
  });

  it('ticking and choosing a brand on the selected list', async () => {
    const fetchMock = renderPage({
      'GET /api/grocery-lists': { body: [SUMMARY] },
      [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: LIST },
      'PATCH /api/grocery-list-items/i2': { body: {} },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Chicken breast' }));
    expect(screen.getByText('2 of 3 completed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Choose brand for Chicken breast' }));
    fireEvent.click(await screen.findByRole('listitem', { name: 'Name Brand $9.98' }));
    expect(screen.getByTestId('grocery-total')).toHaveTextContent('$11.97');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/grocery-list-items/i2',
        expect.objectContaining({ body: JSON.stringify({ brand: 'Name Brand', estimatedPrice: '9.98' }) }),
      ),
    );
  });

  it("adds a line of one's own to the selected list, and puts back a removed one", async () => {
    let restored = false;
    const saffron = {
      ...LIST.items[2],
      origin: 'generated',
      removed: true,
      planAmount: { quantity: 1, unit: 'pinch' },
      planNeedsMore: false,
    };
    const fetchMock = renderPage({
      'GET /api/grocery-lists': { body: [SUMMARY] },
      [`GET /api/grocery-lists/${P1}?brandTable=lists`]: () => ({
        body: restored ? LIST : { ...LIST, items: LIST.items.slice(0, 2), removedItems: [saffron] },
      }),
      [`POST /api/grocery-lists/${P1}/items`]: {
        status: 201,
        body: {
          id: 'i9',
          name: 'dish soap',
          quantity: 1,
          unit: 'bottle',
          estimatedPrice: '0.00',
          merged: false,
          restored: false,
          listTotalEstimatedCost: 8.47,
        },
      },
      'POST /api/grocery-list-items/i3/restore': () => {
        restored = true;
        return { body: { ...saffron, removed: false, listTotalEstimatedCost: 8.47 } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Add item/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Item name' }), { target: { value: 'dish soap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/grocery-lists/${P1}/items`,
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ name: 'dish soap' }) }),
      ),
    );
    expect(await screen.findByText('Added dish soap to your grocery list.')).toBeInTheDocument();

    expect(screen.getByText('1 of 2 completed')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Removed (1)'));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Saffron' }));
    expect(await screen.findByRole('checkbox', { name: 'Saffron' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 completed')).toBeInTheDocument();
  });

  it('folds what the pantry covers under the lines to buy; the count, badge and total stay the lines to buy', async () => {
    const oil = {
      id: 'p1',
      name: 'Olive oil',
      brand: null,
      category: 'Oils & Condiments',
      quantity: 1,
      unit: '3 tbsp for these meals',
      estimatedPrice: '0.00',
      purchased: false,
      isChecked: false,
      note: 'A staple of your pantry: always at home.',
      brandOptions: [],
      origin: 'pantry',
    };
    renderPage({
      'GET /api/grocery-lists': { body: [SUMMARY] },
      [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: { ...LIST, pantryItems: [oil] } },
    });
    const group = await screen.findByTestId('grocery-from-pantry');
    const header = within(group).getByRole('button', { name: /From your pantry \(1\)/ });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    const lastCategory = [...document.querySelectorAll('section.fc-grocery-category')].at(-1)!;
    expect(lastCategory.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('1 of 3 completed')).toBeInTheDocument();
    expect(screen.getByTestId('grocery-total')).toHaveTextContent('$8.47');
    expect(screen.getByTestId('grocery-list-title').parentElement).toHaveTextContent('3 items');
    fireEvent.click(header);
    expect(await within(group).findByText('Olive oil')).toBeInTheDocument();
    expect(within(group).getByText('A staple of your pantry: always at home.')).toBeInTheDocument();
  });

  it('a list the pantry covers whole: "No items in this list", and what the pantry covers', async () => {
    const salt = {
      id: 'p2',
      name: 'Salt',
      brand: null,
      category: 'Spices & Seasonings',
      quantity: 1,
      unit: '1 tsp for these meals',
      estimatedPrice: '0.00',
      purchased: false,
      isChecked: false,
      note: 'A staple of your pantry: always at home.',
      brandOptions: [],
      origin: 'pantry',
    };
    renderPage({
      'GET /api/grocery-lists': { body: [{ ...SUMMARY, itemCount: 0, checkedCount: 0, totalEstimatedCost: 0 }] },
      [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: { ...LIST, totalEstimatedCost: 0, items: [], pantryItems: [salt] } },
    });
    expect(await screen.findByText('No items in this list')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('grocery-from-pantry')).getByRole('button', { name: /From your pantry \(1\)/ }));
    expect(await screen.findByText('Salt')).toBeInTheDocument();
  });
});

describe('GroceryListsPage on a phone', () => {
  /** A phone-sized screen: the media query of the phone layout matches. */
  function onPhone() {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query === PHONE_LAYOUT_QUERY ? { ...matchMedia(query), matches: true, media: query } : matchMedia(query),
    );
  }
  afterEach(() => vi.restoreAllMocks());

  it('shows the selected list first under its header (plan, ticked, total), the lists and stores one tap away in a drawer', async () => {
    onPhone();
    renderPage({ 'GET /api/grocery-lists': { body: [SUMMARY] }, [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: LIST } });
    const header = await screen.findByTestId('grocery-list-header');
    expect(header).toHaveTextContent('Autumn week');
    expect(within(header).getByTestId('grocery-completed')).toHaveTextContent('1 of 3');
    expect(within(header).getByTestId('grocery-total')).toHaveTextContent('$8.47');
    // store-walk order, and nothing of the side column above or beside the list
    expect([...document.querySelectorAll('section.fc-grocery-category')].map((s) => s.getAttribute('aria-label'))).toEqual([
      'Produce',
      'Meat & Seafood',
      'Other',
    ]);
    expect(screen.queryByText('Your Lists')).toBeNull();
    expect(screen.queryByText('Costco')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Lists & stores/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Your Lists')).toBeInTheDocument();
    expect(await within(drawer).findByText('Costco')).toBeInTheDocument();
    expect(within(drawer).getByTestId('grocery-list-entry')).toHaveTextContent('Autumn week');
  });

  it('a line is ticked by a tap on its name, its other controls are one tap away under ⋯', async () => {
    onPhone();
    const fetchMock = renderPage({
      'GET /api/grocery-lists': { body: [SUMMARY] },
      [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: LIST },
      'PATCH /api/grocery-list-items/i2': { body: {} },
    });
    const chicken = (await screen.findAllByTestId('grocery-item')).find((row) => row.textContent?.includes('Chicken breast'))!;
    expect(within(chicken).queryByRole('button', { name: 'Choose brand for Chicken breast' })).toBeNull();
    fireEvent.click(within(chicken).getByText('Chicken breast'));
    expect(within(chicken).getByRole('checkbox', { name: 'Chicken breast' })).toBeChecked();
    expect(within(screen.getByTestId('grocery-list-header')).getByTestId('grocery-completed')).toHaveTextContent('2 of 3');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/grocery-list-items/i2',
        expect.objectContaining({ body: JSON.stringify({ isChecked: true }) }),
      ),
    );
    fireEvent.click(within(chicken).getByRole('button', { name: 'More for Chicken breast' }));
    expect(within(chicken).getByRole('button', { name: 'Choose brand for Chicken breast' })).toBeInTheDocument();
    expect(within(chicken).getByRole('button', { name: 'Remove Chicken breast' })).toBeInTheDocument();
    expect(within(chicken).getByRole('button', { name: 'What did you pay for Chicken breast?' })).toBeInTheDocument();
  });

  it('"Shopping mode" opens the list in the store over the screen; Done leaves it', async () => {
    onPhone();
    renderPage({ 'GET /api/grocery-lists': { body: [SUMMARY] }, [`GET /api/grocery-lists/${P1}?brandTable=lists`]: { body: LIST } });
    fireEvent.click(await screen.findByRole('button', { name: 'Shopping mode' }));
    const shop = await screen.findByRole('dialog', { name: 'Shopping mode' });
    expect(within(shop).getByRole('region', { name: 'In the cart' })).toHaveTextContent('Romaine lettuce');
    fireEvent.click(within(shop).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shopping mode' })).toBeNull());
  });
});
