import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGroceryList, type GroceryList } from '../../api/grocery';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { useGroceryItemEditing } from '../grocery/useGroceryItemEditing';
import { ShoppingMode } from './ShoppingMode';
import { shoppingSections } from './shopping-sections';

const PLAN = 'a1b2c3d4-0000-4000-8000-000000000001';

type FetchMock = ReturnType<typeof mockApi>;
/** The line changes sent to the list's operations route, in order, as { line, field, value }. */
const changesSent = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/operations') && init?.method === 'POST')
    .flatMap(([, init]) => (JSON.parse(String(init?.body)) as { operations: { line: string; field: string; value: unknown }[] }).operations)
    .map(({ line, field, value }) => ({ line, field, value }));
const line = (id: string, name: string, category: string, estimatedPrice: string, isChecked = false) => ({
  id,
  name,
  brand: 'Kroger',
  category,
  quantity: 1,
  unit: 'piece',
  estimatedPrice,
  purchased: isChecked,
  isChecked,
  brandOptions: [],
});
const LIST = {
  id: 'list-1',
  mealPlanId: PLAN,
  planName: 'Shop week',
  totalEstimatedCost: 9.46,
  createdAt: '2026-11-22T08:00:00Z',
  items: [
    line('i1', 'Frozen peas', 'Frozen', '1.99'),
    line('i2', 'Whole milk', 'Dairy & Eggs', '3.49'),
    line('i3', 'Bananas', 'Produce', '0.99', true),
    line('i4', 'Sourdough', 'Bakery', '2.99'),
  ],
};

/** Shopping mode over the list as the page gives it: the list read through its hook, ticks through the list's editing. */
function Shopping() {
  const list = useGroceryList(PLAN, 'lists');
  const editing = useGroceryItemEditing(list.data?.items ?? []);
  if (!list.data) return null;
  return <ShoppingMode list={list.data} editing={editing} onClose={() => undefined} />;
}

function renderShopping(routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockApi({ [`GET /api/grocery-lists/${PLAN}?brandTable=lists`]: { body: LIST }, ...routes });
  render(
    <TestProviders>
      <Shopping />
    </TestProviders>,
  );
  return fetchMock;
}

const aisles = () => screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
const cart = () => screen.getByRole('region', { name: 'In the cart' });

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('shopping mode', () => {
  it('lays the lines still to buy out by aisle in store-walk order, with what is ticked already in the cart', async () => {
    renderShopping();
    await screen.findByRole('dialog', { name: 'Shopping mode' });
    expect(aisles()).toEqual(['Bakery', 'Dairy & Eggs', 'Frozen', 'In the cart']);
    expect(within(cart()).getByRole('checkbox', { name: 'Bananas' })).toBeChecked();
    expect(screen.getByTestId('shopping-progress')).toHaveTextContent('1 of 4 in the cart · $8.47 left');
  });

  it('a tick with the price paid sends both in one write, and the line sinks to "In the cart"', async () => {
    const fetchMock = renderShopping({ 'PATCH /api/grocery-list-items/i2': { body: {} } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Whole milk' }));
    // asked first: not ticked yet
    expect(within(cart()).queryByText('Whole milk')).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'What did you pay for Whole milk?' }), { target: { value: '3.79' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(within(cart()).getByRole('checkbox', { name: 'Whole milk' })).toBeChecked());
    expect(aisles()).toEqual(['Bakery', 'Frozen', 'In the cart']);
    await waitFor(() =>
      expect(changesSent(fetchMock)).toEqual([
        { line: 'i2', field: 'paidPrice', value: '3.79' },
        { line: 'i2', field: 'isChecked', value: true },
      ]),
    );
  });

  it('Skip ticks without a price in one tap; with the question off a tap ticks at once; unticking rises back', async () => {
    const fetchMock = renderShopping({
      'PATCH /api/grocery-list-items/i4': { body: {} },
      'PATCH /api/grocery-list-items/i1': { body: {} },
      'PATCH /api/grocery-list-items/i3': { body: {} },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sourdough' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(within(cart()).getByRole('checkbox', { name: 'Sourdough' })).toBeChecked();
    await waitFor(() => expect(changesSent(fetchMock)).toEqual([{ line: 'i4', field: 'isChecked', value: true }]));

    fireEvent.click(screen.getByRole('switch', { name: 'Ask what I paid' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Frozen peas' }));
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(within(cart()).getByRole('checkbox', { name: 'Frozen peas' })).toBeChecked();
    expect(window.localStorage.getItem('forkcast.shopping.askPaid')).toBe('off');

    fireEvent.click(within(cart()).getByRole('checkbox', { name: 'Bananas' }));
    expect(within(screen.getByRole('region', { name: 'Produce' })).getByRole('checkbox', { name: 'Bananas' })).not.toBeChecked();
    await waitFor(() => expect(changesSent(fetchMock)).toContainEqual({ line: 'i3', field: 'isChecked', value: false }));
  });

  it('Cancel leaves the line to buy, unticked and unsent', async () => {
    const fetchMock = renderShopping();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Whole milk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('region', { name: 'Dairy & Eggs' })).getByRole('checkbox', { name: 'Whole milk' })).not.toBeChecked();
    expect(changesSent(fetchMock)).toEqual([]);
  });
});

describe('shoppingSections', () => {
  it('sinks ticked lines out of their aisles into the cart, in store-walk order', () => {
    const items = LIST.items as unknown as GroceryList['items'];
    const ticked = new Set(['i1', 'i3']);
    const { toBuy, inCart } = shoppingSections(items, (i) => ticked.has(i.id));
    expect(toBuy.map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ['Bakery', ['Sourdough']],
      ['Dairy & Eggs', ['Whole milk']],
    ]);
    expect(inCart.map((i) => i.name)).toEqual(['Bananas', 'Frozen peas']);
  });
});

describe('the screen kept awake', () => {
  it('asks for a screen wake lock while open, again when the page is shown after being hidden, and lets go on leaving', async () => {
    const released: number[] = [];
    const sentinels: EventTarget[] = [];
    const request = vi.fn(async () => {
      const sentinel = Object.assign(new EventTarget(), {
        released: false,
        type: 'screen',
        release: vi.fn(async () => {
          sentinel.released = true;
          released.push(sentinels.indexOf(sentinel));
          sentinel.dispatchEvent(new Event('release'));
        }),
      });
      sentinels.push(sentinel);
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    mockApi({ [`GET /api/grocery-lists/${PLAN}?brandTable=lists`]: { body: LIST } });
    const view = render(
      <TestProviders>
        <Shopping />
      </TestProviders>,
    );
    expect(await screen.findByTestId('shopping-awake')).toHaveTextContent('Screen stays on');
    expect(request).toHaveBeenCalledWith('screen');

    // the browser drops the lock when the tab is hidden; shown again, it is asked for again
    await act(async () => {
      await (sentinels[0] as unknown as { release: () => Promise<void> }).release();
    });
    expect(screen.queryByTestId('shopping-awake')).toBeNull();
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
    });
    expect(request).toHaveBeenCalledTimes(2);
    expect(await screen.findByTestId('shopping-awake')).toBeInTheDocument();

    view.unmount();
    await waitFor(() => expect(released).toEqual([0, 1]));
    Reflect.deleteProperty(navigator, 'wakeLock');
  });
});
