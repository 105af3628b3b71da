import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGroceryList } from '../../api/grocery';
import type { Pantry, PantryItem, StarterStaple } from '../../api/pantry';
import { Toaster } from '../../toast/Toaster';
import { dismissToast } from '../../toast/toast-store';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { PantryPage } from './PantryPage';

const STARTER: StarterStaple[] = [
  { ingredientId: 1, name: 'Salt', aisle: 'Spices & Seasonings' },
  { ingredientId: 2, name: 'Black pepper', aisle: 'Spices & Seasonings' },
  { ingredientId: 3, name: 'Olive oil', aisle: 'Oils & Condiments' },
  { ingredientId: 4, name: 'All-purpose flour', aisle: 'Baking' },
];

const OIL: PantryItem = {
  id: 'p-oil',
  ingredientId: 3,
  name: 'Olive oil',
  aisle: 'Oils & Condiments',
  kind: 'staple',
  grams: null,
  amount: 'always there',
  history: [{ at: '2026-11-20T10:00:00Z', reason: 'added', text: 'from the starter set' }],
  updatedAt: '2026-11-20T10:00:00Z',
};
const RICE: PantryItem = {
  id: 'p-rice',
  ingredientId: 20,
  name: 'White rice (long-grain)',
  aisle: 'Pasta, Rice & Grains',
  kind: 'stock',
  grams: 538.64,
  amount: '1 lb 3 oz',
  history: [{ at: '2026-11-21T10:00:00Z', reason: 'added', text: '+1 lb 3 oz added by you' }],
  updatedAt: '2026-11-21T10:00:00Z',
};
const EGGS: PantryItem = {
  id: 'p-eggs',
  ingredientId: 30,
  name: 'Eggs',
  aisle: 'Dairy & Eggs',
  kind: 'stock',
  grams: 250,
  amount: '5 eggs',
  history: [
    { at: '2026-11-29T06:00:00Z', reason: 'used', text: '−3 eggs used by the week of Nov 29' },
    { at: '2026-11-23T18:00:00Z', reason: 'bought', text: '+8 eggs bought: left after Week of Nov 22' },
  ],
  updatedAt: '2026-11-29T06:00:00Z',
};

/** A pantry the routes keep, so a write shows in the next read as on the server. */
function pantryServer(initial: Pantry) {
  const state = { pantry: initial };
  const routes: Record<string, MockRoute> = {
    'GET /api/pantry': () => ({ body: state.pantry }),
    'GET /api/pantry/starter': { body: { items: STARTER } },
  };
  return { state, routes };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === method).map(([, init]) => JSON.parse(String(init?.body)));

function renderPage(routes: Record<string, MockRoute>) {
  const fetchMock = mockApi(routes);
  render(
    // no motion: a closed dialog is gone at once rather than after an animation jsdom never ends
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter>
        <TestProviders>
          <PantryPage />
          <Toaster />
        </TestProviders>
      </MemoryRouter>
    </ConfigProvider>,
  );
  return fetchMock;
}

/** Opens an antd select by its label and picks the option shown as `label`. */
async function chooseOption(selectLabel: string, label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: selectLabel }));
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options[options.length - 1]);
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('the starter pantry on a first visit', () => {
  const decided = (ids: number[]): Pantry => ({
    starterOffered: false,
    items: STARTER.filter((s) => ids.includes(s.ingredientId)).map((s) => ({
      ...OIL,
      id: `p-${s.ingredientId}`,
      ingredientId: s.ingredientId,
      name: s.name,
      aisle: s.aisle,
    })),
  });

  function firstVisit() {
    const { state, routes } = pantryServer({ items: [], starterOffered: true });
    const fetchMock = renderPage({
      ...routes,
      'POST /api/pantry/starter': (init) => {
        const { ingredientIds } = JSON.parse(String(init?.body)) as { ingredientIds: number[] };
        state.pantry = decided(ingredientIds);
        return { body: state.pantry };
      },
    });
    return fetchMock;
  }

  it('offers every staple ticked; keeping them all sends every one and lists them', async () => {
    const fetchMock = firstVisit();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Start your pantry with the basics')).toBeInTheDocument();
    for (const s of STARTER) expect(await within(dialog).findByRole('checkbox', { name: s.name })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep 4 staples' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, 'POST', '/api/pantry/starter')).toEqual([{ ingredientIds: [1, 2, 3, 4] }]);
    expect(await screen.findByText("4 staples kept: your grocery lists won't buy them.")).toBeInTheDocument();
    expect(screen.getAllByTestId('pantry-item-name').map((n) => n.textContent)).toEqual([
      'Salt',
      'Black pepper',
      'Olive oil',
      'All-purpose flour',
    ]);
    expect(screen.getAllByTestId('pantry-item-amount').every((a) => a.textContent === 'Always at home')).toBe(true);
  });

  it('keeps only what is left ticked', async () => {
    const fetchMock = firstVisit();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'All-purpose flour' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Black pepper' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Black pepper' })).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep 2 staples' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST', '/api/pantry/starter')).toEqual([{ ingredientIds: [1, 3] }]));
    await waitFor(() => expect(screen.getAllByTestId('pantry-item-name').map((n) => n.textContent)).toEqual(['Salt', 'Olive oil']));
  });

  it('"Not now" declines with an empty list: the empty pantry, and the set can be opened again', async () => {
    const fetchMock = firstVisit();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: 'Salt' });
    // the first visit's question has no close button: it is answered with Keep or Not now
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, 'POST', '/api/pantry/starter')).toEqual([{ ingredientIds: [] }]);
    expect(await screen.findByTestId('pantry-empty')).toHaveTextContent('Your pantry is empty.');

    // opened again by the person: Cancel sends nothing
    fireEvent.click(screen.getByRole('button', { name: /Starter staples/ }));
    const again = await screen.findByRole('dialog');
    await within(again).findByRole('checkbox', { name: 'Salt' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, 'POST', '/api/pantry/starter')).toHaveLength(1);
  });
});

describe('what is at home', () => {
  it('groups by aisle; a staple is "Always at home", a stock its amount; the latest change plainly, the rest on demand', async () => {
    renderPage(pantryServer({ items: [EGGS, OIL, RICE], starterOffered: false }).routes);
    const aisles = await screen.findAllByTestId('pantry-aisle');
    expect(aisles.map((a) => a.getAttribute('aria-label'))).toEqual(['Dairy & Eggs', 'Oils & Condiments', 'Pasta, Rice & Grains']);
    const eggs = screen.getByRole('listitem', { name: 'Eggs' });
    expect(within(eggs).getByTestId('pantry-item-amount')).toHaveTextContent('5 eggs');
    expect(within(eggs).getByTestId('pantry-item-latest')).toHaveTextContent('−3 eggs used by the week of Nov 29');
    expect(within(eggs).queryByText(/\+8 eggs bought/)).not.toBeInTheDocument();
    fireEvent.click(within(eggs).getByRole('button', { name: 'Show earlier changes of Eggs' }));
    expect(
      within(within(eggs).getByRole('list', { name: 'Earlier changes of Eggs' })).getByText('+8 eggs bought: left after Week of Nov 22'),
    ).toBeInTheDocument();
    const oil = screen.getByRole('listitem', { name: 'Olive oil' });
    expect(within(oil).getByTestId('pantry-item-amount')).toHaveTextContent('Always at home');
    expect(within(oil).getByTestId('pantry-item-latest')).toHaveTextContent('from the starter set');
    expect(within(oil).queryByRole('button', { name: /earlier changes/ })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'White rice (long-grain)' })).toHaveTextContent('1 lb 3 oz');
  });

  it("changes a stock's amount (quantity and unit); a refusal shows the server's reason", async () => {
    const { state, routes } = pantryServer({ items: [RICE], starterOffered: false });
    let refuse = true;
    const fetchMock = renderPage({
      ...routes,
      'PATCH /api/pantry/p-rice': (init) => {
        const body = JSON.parse(String(init?.body)) as { quantity: number; unit: string };
        if (refuse)
          return {
            status: 400,
            body: { statusCode: 400, message: 'We cannot weigh "piece" of White rice (long-grain): use g, oz, lb, cups or fl oz' },
          };
        const changed = {
          ...RICE,
          grams: 907.18,
          amount: `${body.quantity} ${body.unit}`,
          history: [{ at: '2026-11-30T10:00:00Z', reason: 'set' as const, text: `set to ${body.quantity} ${body.unit}` }, ...RICE.history],
        };
        state.pantry = { ...state.pantry, items: [changed] };
        return { body: changed };
      },
    });
    const rice = await screen.findByRole('listitem', { name: 'White rice (long-grain)' });
    fireEvent.click(within(rice).getByRole('button', { name: 'Change amount of White rice (long-grain)' }));
    // it starts from what is there: 1 lb 3 oz is 19 oz
    const amount = within(rice).getByRole('spinbutton', { name: 'Amount of White rice (long-grain)' });
    expect(amount).toHaveValue('19');
    await chooseOption('Unit of White rice (long-grain)', 'pieces');
    fireEvent.click(within(rice).getByRole('button', { name: 'Save' }));
    expect(await within(rice).findByRole('alert')).toHaveTextContent(
      'We cannot weigh "piece" of White rice (long-grain): use g, oz, lb, cups or fl oz',
    );

    refuse = false;
    fireEvent.change(amount, { target: { value: '2' } });
    await chooseOption('Unit of White rice (long-grain)', 'lb');
    fireEvent.click(within(rice).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'White rice (long-grain)' })).getByTestId('pantry-item-amount')).toHaveTextContent(
        '2 lb',
      ),
    );
    expect(bodyOf(fetchMock, 'PATCH', '/api/pantry/p-rice')).toEqual([
      { kind: 'stock', quantity: 19, unit: 'piece' },
      { kind: 'stock', quantity: 2, unit: 'lb' },
    ]);
    expect(screen.getByRole('listitem', { name: 'White rice (long-grain)' })).toHaveTextContent('set to 2 lb');
    expect(screen.queryByTestId('pantry-amount-editor')).not.toBeInTheDocument();
  });

  it('switches a stock to a staple at once, and a staple to an amount by asking how much', async () => {
    const { state, routes } = pantryServer({ items: [OIL, RICE], starterOffered: false });
    const fetchMock = renderPage({
      ...routes,
      'PATCH /api/pantry/p-rice': () => {
        const changed = { ...RICE, kind: 'staple' as const, grams: null, amount: 'always there' };
        state.pantry = { ...state.pantry, items: [OIL, changed] };
        return { body: changed };
      },
      'PATCH /api/pantry/p-oil': () => {
        const changed = { ...OIL, kind: 'stock' as const, grams: 946, amount: '32 fl oz' };
        state.pantry = { ...state.pantry, items: [changed, state.pantry.items[1]] };
        return { body: changed };
      },
    });
    const rice = await screen.findByRole('listitem', { name: 'White rice (long-grain)' });
    fireEvent.click(within(rice).getByRole('radio', { name: 'Always at home' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'White rice (long-grain)' })).getByTestId('pantry-item-amount')).toHaveTextContent(
        'Always at home',
      ),
    );
    expect(bodyOf(fetchMock, 'PATCH', '/api/pantry/p-rice')).toEqual([{ kind: 'staple' }]);

    const oil = screen.getByRole('listitem', { name: 'Olive oil' });
    fireEvent.click(within(oil).getByRole('radio', { name: 'An amount' }));
    // nothing is sent until the person says how much
    expect(bodyOf(fetchMock, 'PATCH', '/api/pantry/p-oil')).toEqual([]);
    const amount = within(oil).getByRole('spinbutton', { name: 'Amount of Olive oil' });
    expect(amount).toHaveValue('');
    expect(within(oil).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(amount, { target: { value: '32' } });
    await chooseOption('Unit of Olive oil', 'fl oz');
    fireEvent.click(within(oil).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Olive oil' })).getByTestId('pantry-item-amount')).toHaveTextContent('32 fl oz'),
    );
    expect(bodyOf(fetchMock, 'PATCH', '/api/pantry/p-oil')).toEqual([{ kind: 'stock', quantity: 32, unit: 'fl oz' }]);
  });

  it('removes a food only once the person confirms', async () => {
    const { state, routes } = pantryServer({ items: [OIL, RICE], starterOffered: false });
    const fetchMock = renderPage({
      ...routes,
      'DELETE /api/pantry/p-oil': () => {
        state.pantry = { ...state.pantry, items: [RICE] };
        return { status: 204 };
      },
    });
    const oil = await screen.findByRole('listitem', { name: 'Olive oil' });
    fireEvent.click(within(oil).getByRole('button', { name: 'Remove Olive oil' }));
    expect(await screen.findByText('Remove Olive oil from your pantry?')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Olive oil' })).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith('/api/pantry/p-oil', expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByText('Olive oil is no longer in your pantry.')).toBeInTheDocument();
  });
});

describe('adding to the pantry', () => {
  const FOUND = {
    items: [
      { id: 3, name: 'Olive oil', aisle: 'Oils & Condiments', approximateNutrition: false },
      { id: 5, name: 'Olives, green', aisle: 'Canned & Jarred', approximateNutrition: false },
    ],
  };

  it('searches our ingredients as one types (once the typing settles), picks one and adds it as a staple', async () => {
    const { state, routes } = pantryServer({ items: [], starterOffered: false });
    const fetchMock = renderPage({
      ...routes,
      'GET /api/ingredients?query=oli&limit=12': { body: FOUND },
      'POST /api/pantry': () => {
        state.pantry = { ...state.pantry, items: [OIL] };
        return { status: 201, body: OIL };
      },
    });
    expect(await screen.findByTestId('pantry-empty')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search our ingredients' });
    fireEvent.change(search, { target: { value: 'o' } });
    expect(screen.getByText('Type at least 2 characters to search our ingredients')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'ol' } });
    fireEvent.change(search, { target: { value: 'oli' } });
    const results = await screen.findAllByTestId('ingredient-result');
    expect(results.map((r) => r.getAttribute('aria-label'))).toEqual(['Olive oil', 'Olives, green']);
    // debounced: the half-typed words were never asked for
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/ingredients'))).toEqual([
      '/api/ingredients?query=oli&limit=12',
    ]);
    fireEvent.click(results[0]);
    const picked = screen.getByTestId('pantry-picked');
    expect(within(picked).getByRole('radio', { name: 'Always at home' })).toBeChecked();
    fireEvent.click(within(picked).getByRole('button', { name: /Add to pantry/ }));
    expect(await screen.findByText('Added Olive oil to your pantry.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/pantry')).toEqual([{ ingredientId: 3, kind: 'staple' }]);
    expect(await screen.findByRole('listitem', { name: 'Olive oil' })).toHaveTextContent('Always at home');
    expect(search).toHaveValue('');
  });

  it("says which foods found have the nearest food's nutrition (approximate), and only those", async () => {
    const { routes } = pantryServer({ items: [], starterOffered: false });
    renderPage({
      ...routes,
      'GET /api/ingredients?query=pan&limit=12': {
        body: {
          items: [
            { id: 9, name: 'Paneer', aisle: 'Dairy', approximateNutrition: true },
            { id: 10, name: 'Pancetta', aisle: 'Meat', approximateNutrition: false },
          ],
        },
      },
    });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search our ingredients' }), { target: { value: 'pan' } });
    const results = await screen.findAllByTestId('ingredient-result');
    expect(within(results[0]).getByTestId('ingredient-approximate')).toHaveTextContent('approximate');
    expect(within(results[1]).queryByTestId('ingredient-approximate')).toBeNull();
  });

  it("adds an amount (quantity and unit), and shows the server's 400 and 409 reasons when refused", async () => {
    const { routes } = pantryServer({ items: [OIL], starterOffered: false });
    const answers = [
      { status: 400, body: { statusCode: 400, message: 'That is more than a kitchen holds (at most 100 kg of one food)' } },
      { status: 409, body: { statusCode: 409, message: 'Olive oil is already in your pantry: change its amount instead' } },
    ];
    const fetchMock = renderPage({
      ...routes,
      'GET /api/ingredients?query=olive&limit=12': { body: FOUND },
      'POST /api/pantry': () => answers.shift() ?? { status: 500, body: 'boom' },
    });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search our ingredients' }), { target: { value: 'olive' } });
    const results = await screen.findAllByTestId('ingredient-result');
    // a food already at home says so
    expect(results[0]).toHaveTextContent('in your pantry');
    fireEvent.click(results[0]);
    const picked = screen.getByTestId('pantry-picked');
    fireEvent.click(within(picked).getByRole('radio', { name: 'An amount' }));
    fireEvent.change(within(picked).getByRole('spinbutton', { name: 'Amount of Olive oil' }), { target: { value: '500' } });
    await chooseOption('Unit of Olive oil', 'kg');
    fireEvent.click(within(picked).getByRole('button', { name: 'Add to pantry' }));
    expect(await within(picked).findByRole('alert')).toHaveTextContent('That is more than a kitchen holds (at most 100 kg of one food)');
    // (the button's name is "loading Add to pantry" until antd has ended its loading state)
    fireEvent.click(await within(picked).findByRole('button', { name: 'Add to pantry' }));
    await waitFor(() =>
      expect(within(picked).getByRole('alert')).toHaveTextContent('Olive oil is already in your pantry: change its amount instead'),
    );
    fireEvent.click(await within(picked).findByRole('button', { name: 'Add to pantry' }));
    await waitFor(() => expect(within(picked).getByRole('alert')).toHaveTextContent('Could not change your pantry. Please try again.'));
    expect(bodyOf(fetchMock, 'POST', '/api/pantry')).toEqual(
      Array.from({ length: 3 }, () => ({ ingredientId: 3, kind: 'stock', quantity: 500, unit: 'kg' })),
    );
  });

  it('a change to the pantry reads the grocery lists again (what "Update from plan" will buy has changed)', async () => {
    const { state, routes } = pantryServer({ items: [RICE], starterOffered: false });
    let listReads = 0;
    mockApi({
      ...routes,
      'GET /api/grocery-lists/plan-1': () => {
        listReads += 1;
        return {
          body: {
            id: 'l1',
            mealPlanId: 'plan-1',
            planName: 'My week',
            totalEstimatedCost: 0,
            createdAt: '2026-11-22T08:00:00Z',
            items: [],
          },
        };
      },
      'PATCH /api/pantry/p-rice': () => {
        const changed = { ...RICE, kind: 'staple' as const, grams: null, amount: 'always there' };
        state.pantry = { ...state.pantry, items: [changed] };
        return { body: changed };
      },
    });
    render(
      <MemoryRouter>
        <TestProviders>
          <PantryPage />
          <GroceryListReader mealPlanId="plan-1" />
        </TestProviders>
      </MemoryRouter>,
    );
    await waitFor(() => expect(listReads).toBe(1));
    const rice = await screen.findByRole('listitem', { name: 'White rice (long-grain)' });
    fireEvent.click(within(rice).getByRole('radio', { name: 'Always at home' }));
    await waitFor(() => expect(listReads).toBe(2));
  });
});

/** Reads a plan's grocery list as the dashboard does, to see when it is read again. */
function GroceryListReader({ mealPlanId }: { mealPlanId: string }) {
  useGroceryList(mealPlanId);
  return null;
}
