import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMealPlans, type MealPlanSummary } from '../api/meal-plans';
import { browserNavigation } from '../auth/unauthorized';
import { GeneratePlanButton } from '../components/mealplans/GeneratePlanButton';
import { Toaster } from '../toast/Toaster';
import { dismissToast, subscribeToasts, getToasts, type ToastItem } from '../toast/toast-store';
import { mockApi, UNAUTHORIZED, type MockRoute } from '../test/mock-api';
import { SIGNED_IN, TestProviders } from '../test/TestProviders';
import { PLAN_FAILURE, PLAN_SUCCESS } from './job-kinds';
import { JOBS_STORAGE_KEY } from './job-store';
import { useJobOutcome, useJobRun } from './useJobRun';

/** Every toast shown during each test (the toaster shows one at a time, so the store alone forgets). */
function recordToasts(): ToastItem[] {
  const seen: ToastItem[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    seen.length = 0;
    unsubscribe = subscribeToasts(() => {
      for (const item of getToasts()) if (!seen.some((s) => s.id === item.id)) seen.push(item);
    });
  });
  afterEach(() => unsubscribe());
  return seen;
}

/** A screen that shows the plan it selected when a plan job completed (as Meal Plans and the dashboard do). */
function PlansScreen() {
  const { data: plans } = useMealPlans();
  const [selected, setSelected] = useState<string | null>(null);
  useJobOutcome('plan', '', 'plans-screen', ({ mealPlanId }) => setSelected(mealPlanId));
  return (
    <div>
      <h1>Plans</h1>
      <GeneratePlanButton />
      <p data-testid="plans">{`${plans?.length ?? 0} plans`}</p>
      <p data-testid="selected">{selected ?? 'none'}</p>
    </div>
  );
}

function ProgressProbe() {
  const { running, progress } = useJobRun('plan');
  return <p data-testid="probe">{running ? `running ${progress}` : 'idle'}</p>;
}

function renderApp(routes: Record<string, MockRoute>, path = '/plans', auth = SIGNED_IN) {
  const fetchMock = mockApi(routes);
  const view = render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <TestProviders auth={auth}>
          <nav>
            <Link to="/plans">to plans</Link>
            <Link to="/recipes">to recipes</Link>
          </nav>
          <Routes>
            <Route path="/plans" element={<PlansScreen />} />
            <Route path="/recipes" element={<h1>Recipes</h1>} />
          </Routes>
          <ProgressProbe />
          <Toaster />
        </TestProviders>
      </MemoryRouter>
    </StrictMode>,
  );
  return { fetchMock, ...view };
}

const NEW_PLAN: MealPlanSummary = {
  id: 'p-new',
  name: null,
  weekStartDate: '2026-11-22',
  createdAt: '2026-11-25T08:00:00.000Z',
  totalCalories: 14000,
  totalBudget: null,
  estimatedCost: 90,
  calorieGoal: 2000,
  hasGroceryList: false,
  costSource: { kind: 'estimate', label: 'estimate: U.S. average prices, Nov 2023', detail: null },
};
const status = (id: string, state: string, progress: number, result: unknown = null, error: string | null = null) => ({
  body: { id, state, progress, result, error },
});
const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === 'POST').length;
const saved = () => JSON.parse(window.sessionStorage.getItem(JOBS_STORAGE_KEY) ?? '[]') as unknown[];

describe('the job tracker', () => {
  const toasts = recordToasts();
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  it('starts a plan job, shows its progress, keeps it in sessionStorage while it runs, toasts once and selects the plan', async () => {
    let state = 'active';
    const { fetchMock } = renderApp({
      'POST /api/meal-plans/generate': { status: 202, body: { jobId: 'plans.j1' } },
      'GET /api/jobs/plans.j1': () =>
        state === 'active' ? status('plans.j1', 'active', 40) : status('plans.j1', 'completed', 100, { mealPlanId: 'p-new' }),
      'GET /api/meal-plans': () => ({ body: state === 'active' ? [] : [NEW_PLAN] }),
    });
    fireEvent.click(screen.getByRole('button', { name: /Generate New Plan/ }));
    expect(await screen.findByRole('button', { name: /Generating\.\.\./ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('running 40'));
    expect(screen.getByTestId('generation-progress')).toHaveTextContent('40%');
    expect(saved()).toEqual([{ kind: 'plan', request: {}, jobId: 'plans.j1' }]);
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/meal-plans/generate')?.[1]?.body));
    expect(body.requestKey).toEqual(expect.any(String));
    expect(body.weekStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    state = 'completed';
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('p-new'), { timeout: 3000 });
    expect(toasts.filter((t) => t.description === PLAN_SUCCESS)).toEqual([
      expect.objectContaining({ title: 'Success', variant: 'default' }),
    ]);
    expect(screen.getByRole('button', { name: /Generate New Plan/ })).toBeEnabled();
    expect(screen.getByTestId('probe')).toHaveTextContent('idle');
    expect(saved()).toEqual([]);
    // the plans were read again, so the selected plan is in the list
    expect(screen.getByTestId('plans')).toHaveTextContent('1 plans');
    // more polls and renders do not show the outcome again
    await new Promise((r) => setTimeout(r, 900));
    expect(toasts.filter((t) => t.description === PLAN_SUCCESS)).toHaveLength(1);
  });

  it('survives leaving the screen: the toast comes on another screen, the screen selects the plan on return, a re-entered button shows the run', async () => {
    let state = 'active';
    const { fetchMock } = renderApp({
      'POST /api/meal-plans/generate': { status: 202, body: { jobId: 'plans.j2' } },
      'GET /api/jobs/plans.j2': () =>
        state === 'active' ? status('plans.j2', 'active', 10) : status('plans.j2', 'completed', 100, { mealPlanId: 'p-away' }),
      'GET /api/meal-plans': () => ({ body: state === 'active' ? [] : [{ ...NEW_PLAN, id: 'p-away' }] }),
    });
    fireEvent.click(screen.getByRole('button', { name: /Generate New Plan/ }));
    await screen.findByRole('button', { name: /Generating\.\.\./ });

    fireEvent.click(screen.getByRole('link', { name: 'to recipes' }));
    await screen.findByRole('heading', { name: 'Recipes' });
    // back on the screen mid-job: the button still shows the run and a click starts nothing new
    fireEvent.click(screen.getByRole('link', { name: 'to plans' }));
    const again = await screen.findByRole('button', { name: /Generating\.\.\./ });
    fireEvent.click(again);
    expect(posts(fetchMock, '/api/meal-plans/generate')).toBe(1);

    fireEvent.click(screen.getByRole('link', { name: 'to recipes' }));
    await screen.findByRole('heading', { name: 'Recipes' });
    state = 'completed';
    await waitFor(() => expect(toasts.map((t) => t.description)).toContain(PLAN_SUCCESS), { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Recipes' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'to plans' }));
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('p-away'));
    // the plans the screen read before it was left are read afresh: the new plan is in the list
    await waitFor(() => expect(screen.getByTestId('plans')).toHaveTextContent('1 plans'));
    expect(screen.getByRole('button', { name: /Generate New Plan/ })).toBeEnabled();
    expect(toasts.filter((t) => t.description === PLAN_SUCCESS)).toHaveLength(1);
  });

  it("a failed plan job: the spec's failure toast with the server's reason, for 10 s; nothing is selected", async () => {
    renderApp({
      'POST /api/meal-plans/generate': { status: 202, body: { jobId: 'plans.j3' } },
      'GET /api/jobs/plans.j3': status('plans.j3', 'failed', 0, null, 'Your preferences leave no recipe for breakfast.'),
    });
    fireEvent.click(screen.getByRole('button', { name: /Generate New Plan/ }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          title: PLAN_FAILURE,
          description: 'Your preferences leave no recipe for breakfast.',
          variant: 'destructive',
          duration: 10000,
        }),
      ]),
    );
    expect(await screen.findByRole('button', { name: /Generate New Plan/ })).toBeEnabled();
    expect(screen.getByTestId('selected')).toHaveTextContent('none');
    expect(saved()).toEqual([]);
  });

  it('a job waiting out an outage says what it waits for, and so does a poll the server answers 503; then it completes', async () => {
    let phase: 'delayed' | 'down' | 'done' = 'delayed';
    renderApp({
      'POST /api/meal-plans/generate': { status: 202, body: { jobId: 'plans.j5' } },
      'GET /api/jobs/plans.j5': () =>
        phase === 'delayed'
          ? { body: { ...status('plans.j5', 'delayed', 5).body, waitingFor: 'database' } }
          : phase === 'down'
            ? { status: 503, body: { statusCode: 503, message: 'Forkcast cannot reach its job queue right now. Nothing was lost.' } }
            : status('plans.j5', 'completed', 100, { mealPlanId: 'p-back' }),
      'GET /api/meal-plans': () => ({ body: phase === 'done' ? [{ ...NEW_PLAN, id: 'p-back' }] : [] }),
    });
    fireEvent.click(screen.getByRole('button', { name: /Generate New Plan/ }));
    expect(await screen.findByTestId('job-waiting')).toHaveTextContent('Waiting for the database');
    phase = 'down';
    await waitFor(() => expect(screen.getByTestId('job-waiting')).toHaveTextContent('Waiting for the job queue'), { timeout: 3000 });
    // not failed: no failure toast, the run goes on
    expect(toasts).toEqual([]);
    expect(screen.getByRole('button', { name: /Generating\.\.\./ })).toBeInTheDocument();
    phase = 'done';
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('p-back'), { timeout: 3000 });
    expect(screen.queryByTestId('job-waiting')).toBeNull();
    expect(toasts.map((t) => t.description)).toEqual([PLAN_SUCCESS]);
  });

  it('a refused start: the failure toast, and no run is left behind', async () => {
    renderApp({ 'POST /api/meal-plans/generate': { status: 503, body: { statusCode: 503, message: 'The job queue is not available.' } } });
    fireEvent.click(screen.getByRole('button', { name: /Generate New Plan/ }));
    await waitFor(() =>
      expect(toasts).toEqual([expect.objectContaining({ title: 'Error', description: PLAN_FAILURE, variant: 'destructive' })]),
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('idle');
    expect(saved()).toEqual([]);
  });

  it('an unauthorised start goes through the unauthorised flow', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderApp({ 'POST /api/meal-plans/generate': UNAUTHORIZED });
    fireEvent.click(screen.getByRole('button', { name: /Generate New Plan/ }));
    await waitFor(() =>
      expect(toasts).toEqual([expect.objectContaining({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' })]),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it('a status read that gets no answer (offline, a reload aborting it) keeps the job, which is followed to its end', async () => {
    let reads = 0;
    renderApp({
      'POST /api/meal-plans/generate': { status: 202, body: { jobId: 'plans.net' } },
      'GET /api/jobs/plans.net': () => {
        reads += 1;
        if (reads === 1) throw new TypeError('Failed to fetch');
        return status('plans.net', 'completed', 100, { mealPlanId: 'p-net' });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Generate New Plan/ }));
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('p-net'), { timeout: 5000 });
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(toasts).toEqual([expect.objectContaining({ description: PLAN_SUCCESS })]);
  });

  it('after a reload, a job kept in sessionStorage is followed to its end: running at once, then the toast and the plan', async () => {
    window.sessionStorage.setItem(JOBS_STORAGE_KEY, JSON.stringify([{ kind: 'plan', request: {}, jobId: 'plans.kept' }]));
    let polls = 0;
    const { fetchMock } = renderApp({
      'GET /api/jobs/plans.kept': () =>
        ++polls < 2 ? status('plans.kept', 'active', 70) : status('plans.kept', 'completed', 100, { mealPlanId: 'p-kept' }),
      'GET /api/meal-plans': { body: [] },
    });
    expect(screen.getByRole('button', { name: /Generating\.\.\./ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('p-kept'), { timeout: 3000 });
    expect(toasts.filter((t) => t.description === PLAN_SUCCESS)).toHaveLength(1);
    expect(saved()).toEqual([]);
    expect(posts(fetchMock, '/api/meal-plans/generate')).toBe(0);
  });

  it('a kept job the server no longer knows (404) is dropped without a word', async () => {
    window.sessionStorage.setItem(JOBS_STORAGE_KEY, JSON.stringify([{ kind: 'plan', request: {}, jobId: 'plans.gone' }]));
    const { fetchMock } = renderApp({ 'GET /api/jobs/plans.gone': { status: 404, body: { statusCode: 404, message: 'Job not found' } } });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('idle'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/jobs/plans.gone')).toBe(true);
    expect(saved()).toEqual([]);
    await new Promise((r) => setTimeout(r, 500));
    expect(toasts).toEqual([]);
    expect(screen.getByRole('button', { name: /Generate New Plan/ })).toBeEnabled();
  });

  it('kept entries that are not jobs are ignored; kept jobs of a signed-out session are dropped, not polled', async () => {
    window.sessionStorage.setItem(
      JOBS_STORAGE_KEY,
      JSON.stringify([{ kind: 'plan', request: {}, jobId: 'plans.old' }, { kind: 'nonsense', jobId: 'x' }, 'junk']),
    );
    const { fetchMock } = renderApp({}, '/plans', { ...SIGNED_IN, isAuthenticated: false, user: null });
    await waitFor(() => expect(saved()).toEqual([]));
    expect(screen.getByTestId('probe')).toHaveTextContent('idle');
    await new Promise((r) => setTimeout(r, 500));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/jobs/'))).toEqual([]);
  });
});
