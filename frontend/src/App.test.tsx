import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';
import { ApiError } from './api/fetcher';
import { browserNavigation } from './auth/unauthorized';
import { SWRProvider } from './api/swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { Toaster } from './toast/Toaster';
import { dismissToast } from './toast/toast-store';
import { ADA, LOCAL_CONFIG, mockApi, UNAUTHORIZED, type MockRoute } from './test/mock-api';

function renderApp(path: string, routes: Record<string, MockRoute>) {
  const fetchMock = mockApi(routes);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </SWRConfig>,
  );
  return fetchMock;
}

const signedOut = { 'GET /api/config': { body: LOCAL_CONFIG }, 'GET /api/auth/user': UNAUTHORIZED };
const signedIn = { 'GET /api/config': { body: LOCAL_CONFIG }, 'GET /api/auth/user': { body: ADA } };

const landingHeading = () => screen.findByRole('heading', { name: /plan a week of meals/i }, { timeout: 5000 });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('route table (spec §2)', () => {
  it('shows the loading spinner while the auth status loads', async () => {
    renderApp('/', signedOut);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await landingHeading();
  });

  it.each(['/', '/landing', '/meal-plans', '/recipes', '/grocery-lists', '/pantry', '/preferences', '/no-such-page'])(
    'signed out: %s shows the landing page',
    async (path) => {
      renderApp(path, signedOut);
      await landingHeading();
      expect(screen.getByRole('button', { name: /get started/i })).toBeInTheDocument();
      expect(screen.getByText('© 2025 Forkcast. All rights reserved.')).toBeInTheDocument();
      // no delivery partner configured: five features, none claiming delivery
      expect(screen.getAllByTestId('feature-card')).toHaveLength(5);
      expect(screen.queryByText('Grocery delivery integration')).not.toBeInTheDocument();
    },
  );

  it('the landing page claims delivery only where a delivery partner is configured', async () => {
    renderApp('/', { ...signedOut, 'GET /api/config': { body: { ...LOCAL_CONFIG, deliveryPartner: 'instacart' } } });
    await landingHeading();
    await waitFor(() => expect(screen.getAllByTestId('feature-card')).toHaveLength(6));
    expect(screen.getByText('Grocery delivery integration')).toBeInTheDocument();
  });

  it("the landing page's sample day is the one the server planned (its dishes, calories and week's cost), and is left out when it cannot be had", async () => {
    const sample = {
      calorieGoal: 2000,
      weeklyBudget: 100,
      meals: [
        { mealType: 'breakfast', dish: 'Overnight Oats', calories: 512 },
        { mealType: 'lunch', dish: 'Lentil Soup, with Crusty bread', calories: 688 },
        { mealType: 'dinner', dish: 'Chicken Tikka Masala', calories: 803 },
      ],
      calories: 2003,
      weekCost: 91.37,
    };
    renderApp('/', { ...signedOut, 'GET /api/sample-day': { body: sample } });
    const card = await screen.findByRole('generic', { name: 'Sample day of a meal plan' }, { timeout: 5000 });
    await within(card).findByText('Lentil Soup, with Crusty bread');
    expect(within(card).getByText('2,003 kcal')).toBeInTheDocument();
    expect(within(card).getByText('803 kcal')).toBeInTheDocument();
    expect(within(card).getByText('Est. $91.37 / week')).toBeInTheDocument();
    cleanup();

    renderApp('/', signedOut);
    await landingHeading();
    await waitFor(() => expect(screen.queryByLabelText('Sample day of a meal plan')).not.toBeInTheDocument());
  });

  it('signed in: an unknown path shows the 404 screen inside the app', async () => {
    renderApp('/no-such-page', signedIn);
    expect(await screen.findByText('404 Page Not Found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByText('Forkcast')).toBeInTheDocument();
  });

  it.each([
    ['/', /^Good (morning|afternoon|evening), Ada$/],
    ['/landing', /^Good (morning|afternoon|evening), Ada$/],
    ['/meal-plans', 'Meal Plans'],
    ['/recipes', 'Recipe Discovery'],
    ['/grocery-lists', 'Grocery Lists'],
    ['/pantry', 'Pantry'],
    ['/preferences', 'Settings'],
  ])('signed in: %s shows its screen', async (path, heading) => {
    renderApp(path, signedIn);
    expect(await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each([
    ['/terms', 'Terms & Conditions'],
    ['/privacy', 'Privacy Policy'],
  ])('%s is readable signed out and signed in', async (path, title) => {
    renderApp(path, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Last updated: January 26, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
  });

  it('a config failure is only logged; the app still shows the landing page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', { 'GET /api/config': { status: 500, body: 'boom' }, 'GET /api/auth/user': UNAUTHORIZED });
    await landingHeading();
    expect(error).toHaveBeenCalled();
  });
});

describe('dashboard', () => {
  it('greets, links to /meal-plans and shows the footer', async () => {
    renderApp('/', signedIn);
    await screen.findByRole('heading', { level: 2, name: /, Ada$/ }, { timeout: 5000 });
    expect(screen.getByText("Ready to plan your week? Let's create something delicious.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Generate New Plan/ })).toHaveAttribute('href', '/meal-plans');
    expect(screen.getByText('AI-powered meal planning made simple')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('highlights the current link in the top navigation', async () => {
    renderApp('/recipes', signedIn);
    await screen.findByRole('heading', { level: 2, name: 'Recipe Discovery' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('links the Pantry after Grocery Lists, highlighted on /pantry', async () => {
    renderApp('/pantry', { ...signedIn, 'GET /api/pantry': { body: { items: [], starterOffered: false } } });
    await screen.findByRole('heading', { level: 2, name: 'Pantry' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Meal Plans', 'Recipes', 'Grocery Lists', 'Pantry']);
    expect(within(nav).getByRole('link', { name: 'Pantry' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Grocery Lists' })).not.toHaveAttribute('aria-current');
  });
});

describe('profile menu', () => {
  it('shows the initial, the name and the email; Sign out returns to the landing page', async () => {
    const fetchMock = renderApp('/recipes', { ...signedIn, 'POST /api/auth/sign-out': { status: 204 } });
    const trigger = await screen.findByRole('button', { name: 'Open profile menu' }, { timeout: 5000 });
    expect(trigger).toHaveTextContent('A');
    fireEvent.click(trigger);
    const summary = await screen.findByTestId('profile-summary');
    expect(summary).toHaveTextContent('Ada Lovelace');
    expect(summary).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('menuitem', { name: /Settings/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: /Sign out/ }));
    await landingHeading();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
  });

  it('falls back to U, "User" and "No email"', async () => {
    renderApp('/', {
      ...signedIn,
      'GET /api/auth/user': { body: { id: 'u2', email: null, firstName: null, lastName: null, profileImageUrl: null } },
    });
    const trigger = await screen.findByRole('button', { name: 'Open profile menu' }, { timeout: 5000 });
    expect(trigger).toHaveTextContent('U');
    expect(screen.getByRole('heading', { level: 2, name: /, there$/ })).toBeInTheDocument();
    fireEvent.click(trigger);
    const summary = await screen.findByTestId('profile-summary');
    expect(summary).toHaveTextContent('User');
    expect(summary).toHaveTextContent('No email');
  });

  it('Settings goes to /preferences', async () => {
    renderApp('/', signedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Open profile menu' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Settings/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Settings' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('local sign-in and sign-up', () => {
  it('Get Started opens the modal; creating an account lands on the dashboard', async () => {
    let signedUpAs: unknown;
    const fetchMock = renderApp('/', {
      ...signedOut,
      'POST /api/auth/sign-up': (init) => {
        signedUpAs = JSON.parse(String(init?.body));
        return { status: 201, body: { ...ADA, firstName: 'Grace', lastName: null, email: 'grace@example.com' } };
      },
    });
    await landingHeading();
    fireEvent.click(screen.getByRole('button', { name: /get started/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'grace@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 2, name: /, Grace$/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(signedUpAs).toEqual({ email: 'grace@example.com', password: 'correct horse', firstName: 'Grace' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-up', expect.objectContaining({ credentials: 'include' }));
  });

  it.each([
    [409, 'An account with this email already exists'],
    [400, 'Password must be at least 8 characters'],
  ])('sign-up shows the server message of a %i under the form', async (status, message) => {
    renderApp('/sign-up', { ...signedOut, 'POST /api/auth/sign-up': { status, body: { statusCode: status, message } } });
    await screen.findByRole('heading', { name: 'Create your account' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sign-in shows "Invalid email or password" on a 401 and signs in on success', async () => {
    let attempts = 0;
    renderApp('/sign-in', {
      ...signedOut,
      'POST /api/auth/sign-in': () => {
        attempts += 1;
        return attempts === 1 ? { status: 401, body: { statusCode: 401, message: 'Invalid email or password' } } : { body: ADA };
      },
    });
    await screen.findByRole('heading', { name: 'Sign in to Forkcast' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 2, name: /, Ada$/ }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('unauthorised queries', () => {
  it('a 401 on any query but the auth check toasts and heads to /api/login after 500 ms', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    // The app root wires the answer: the fetcher only throws, the UI toasts and redirects.
    renderApp('/meal-plans', { ...signedIn, 'GET /api/meal-plans': UNAUTHORIZED, 'GET /api/favorites': { body: [] } });
    const toastItem = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(toastItem).toHaveTextContent('Unauthorized');
    expect(toastItem).toHaveTextContent('You are logged out. Logging in again...');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it('a query refused as unauthorised throws the typed error, and SWR without the app root shows nothing', async () => {
    mockApi({ 'GET /api/meal-plans': UNAUTHORIZED });
    function Probe() {
      const { error } = useSWR<unknown, Error>('/api/meal-plans');
      return <p>{error instanceof ApiError ? `${error.status} ${error.message}` : 'loading'}</p>;
    }
    render(
      <SWRProvider value={{ provider: () => new Map() }}>
        <Probe />
        <Toaster />
      </SWRProvider>,
    );
    expect(await screen.findByText('401 401: {"statusCode":401,"message":"Unauthorized"}')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
