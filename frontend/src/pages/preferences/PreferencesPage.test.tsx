import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../api/swr';
import { Toaster } from '../../toast/Toaster';
import { dismissToast } from '../../toast/toast-store';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { PreferencesPage } from './PreferencesPage';

const SAVED = {
  dietaryRestrictions: ['Vegan'],
  allergies: [],
  dislikedIngredients: ['cilantro'],
  calorieGoal: 1800,
  weeklyBudget: '120',
  preferredStore: 'kroger',
};

function renderPage(routes: Record<string, MockRoute>, path = '/preferences') {
  const fetchMock = mockApi(routes);
  render(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/preferences" element={<PreferencesPage />} />
          <Route path="/" element={<p>Dashboard home</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </SWRConfig>,
  );
  return fetchMock;
}

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Preferences', () => {
  it('shows the saved preferences, reading a string budget as a number', async () => {
    renderPage({ 'GET /api/preferences': { body: SAVED } });
    const diets = await screen.findByRole('list', { name: 'Dietary Restrictions chosen' });
    expect(within(diets).getByText('Vegan')).toBeInTheDocument();
    expect(screen.getByText('cilantro')).toBeInTheDocument();
    expect(screen.getByTestId('calorie-goal-value')).toHaveTextContent('1,800 kcal');
    expect(screen.getByTestId('weekly-budget-value')).toHaveTextContent('$120');
    // the chip of a diet already chosen is not offered again
    expect(screen.queryByRole('button', { name: '+ Vegan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Keto' })).toBeInTheDocument();
  });

  it("offers the spec's quick-add chips in its order (from the API's DietChip and AllergyChip enums)", async () => {
    renderPage({ 'GET /api/preferences': { body: { ...SAVED, dietaryRestrictions: [] } } });
    const chips = async (label: string) =>
      within(await screen.findByRole('region', { name: label }))
        .getAllByRole('button', { name: /^\+ / })
        .map((b) => b.textContent?.replace(/^\+ ?/, ''));
    expect(await chips('Dietary Restrictions')).toEqual(['Vegetarian', 'Vegan', 'Gluten-Free', 'Keto', 'Paleo', 'Dairy-Free']);
    expect(await chips('Allergies & Intolerances')).toEqual(['Nuts', 'Shellfish', 'Eggs', 'Dairy', 'Soy', 'Gluten']);
  });

  it('adds tags with Enter, the Add button and the quick-add chips; ignores blanks and duplicates', async () => {
    renderPage({ 'GET /api/preferences': { body: { ...SAVED, dietaryRestrictions: [] } } });
    const input = await screen.findByRole('textbox', { name: 'Allergies & Intolerances' });
    fireEvent.change(input, { target: { value: '  Peanuts ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'peanuts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Allergies & Intolerances' }));
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: '+ Shellfish' }));
    const chosen = screen.getByRole('list', { name: 'Allergies & Intolerances chosen' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('×', '')),
    ).toEqual(['Peanuts', 'Shellfish']);
  });

  it('saves, toasts, and returns to the dashboard after one second', async () => {
    let sent: unknown;
    renderPage({
      'GET /api/preferences': { body: SAVED },
      'POST /api/preferences': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { ...SAVED, weeklyBudget: 120 } };
      },
    });
    await screen.findByText('cilantro');
    fireEvent.click(screen.getByRole('button', { name: '+ Keto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Your preferences have been saved successfully.')).toBeInTheDocument();
    expect(sent).toMatchObject({ dietaryRestrictions: ['Vegan', 'Keto'], calorieGoal: 1800, weeklyBudget: 120, preferredStore: 'kroger' });
    expect(screen.queryByText('Dashboard home')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Dashboard home')).toBeInTheDocument(), { timeout: 2000 });
  });

  it("a member of someone else's household sees its budget and store as the owner's, and saving sends neither", async () => {
    let sent: Record<string, unknown> = {};
    renderPage({
      'GET /api/preferences': { body: { ...SAVED, weeklyBudget: 95, preferredStore: 'safeway', budgetSetBy: 'Alex' } },
      'POST /api/preferences': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: { ...SAVED, weeklyBudget: 95, preferredStore: 'safeway', budgetSetBy: 'Alex' } };
      },
    });
    const shown = await screen.findByTestId('household-budget');
    expect(within(shown).getByTestId('household-budget-value')).toHaveTextContent('$95 a week · Safeway');
    expect(shown).toHaveTextContent("The household's, set by Alex");
    // nothing to edit them with
    expect(screen.queryByRole('slider', { name: /Weekly Budget/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Preferred Store' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Your preferences have been saved successfully.')).toBeInTheDocument();
    expect(sent).toMatchObject({ calorieGoal: 1800 });
    expect(sent).not.toHaveProperty('weeklyBudget');
    expect(sent).not.toHaveProperty('preferredStore');
  });

  it('says so when saving fails and stays on the page', async () => {
    renderPage({ 'GET /api/preferences': { body: SAVED }, 'POST /api/preferences': { status: 500, body: { message: 'boom' } } });
    await screen.findByText('cilantro');
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save preferences. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard home')).not.toBeInTheDocument();
  });

  it('says what the server refused, such as a diet it does not plan for', async () => {
    const message = 'dietaryRestrictions: "Halal" is not a diet Forkcast plans for';
    renderPage({ 'GET /api/preferences': { body: SAVED }, 'POST /api/preferences': { status: 400, body: { message } } });
    await screen.findByText('cilantro');
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(`Failed to save preferences: ${message}`)).toBeInTheDocument();
    expect(screen.queryByText('Dashboard home')).not.toBeInTheDocument();
  });

  describe('meal split and protein goal', () => {
    const share = (name: string) => screen.getByRole('spinbutton', { name });
    const type = (input: HTMLElement, value: string) => {
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };

    it('shows the defaults when none are saved, with a total of 100% and no error', async () => {
      renderPage({ 'GET /api/preferences': { body: SAVED } });
      await screen.findByText('cilantro');
      expect(share('Breakfast %')).toHaveValue('25');
      expect(share('Lunch %')).toHaveValue('35');
      expect(share('Dinner %')).toHaveValue('40');
      expect(screen.getByTestId('meal-split-total')).toHaveTextContent('Total: 100%');
      expect(screen.queryByText('Meal split must add up to 100')).not.toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: 'Daily protein goal (g)' })).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    });

    it('loads a saved split and protein goal', async () => {
      renderPage({
        'GET /api/preferences': { body: { ...SAVED, mealShares: { breakfast: 20, lunch: 30, dinner: 50 }, proteinGoal: 140 } },
      });
      await screen.findByText('cilantro');
      expect(share('Breakfast %')).toHaveValue('20');
      expect(share('Lunch %')).toHaveValue('30');
      expect(share('Dinner %')).toHaveValue('50');
      expect(screen.getByRole('spinbutton', { name: 'Daily protein goal (g)' })).toHaveValue('140');
    });

    it('shows the running total, refuses a split that is not 100, and saves once it is', async () => {
      let sent: Record<string, unknown> | undefined;
      const fetchMock = renderPage({
        'GET /api/preferences': { body: SAVED },
        'POST /api/preferences': (init) => {
          sent = JSON.parse(String(init?.body));
          return { body: { ...SAVED, ...sent } };
        },
      });
      await screen.findByText('cilantro');
      type(share('Breakfast %'), '30');
      expect(screen.getByTestId('meal-split-total')).toHaveTextContent('Total: 105%');
      expect(screen.getByRole('alert')).toHaveTextContent('Meal split must add up to 100');
      const saveButton = screen.getByRole('button', { name: 'Save Settings' });
      expect(saveButton).toBeDisabled();
      fireEvent.click(saveButton);
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

      type(share('Lunch %'), '30');
      expect(screen.getByTestId('meal-split-total')).toHaveTextContent('Total: 100%');
      expect(screen.queryByText('Meal split must add up to 100')).not.toBeInTheDocument();
      type(screen.getByRole('spinbutton', { name: 'Daily protein goal (g)' }), '150');
      fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
      expect(await screen.findByText('Your preferences have been saved successfully.')).toBeInTheDocument();
      expect(sent).toMatchObject({ mealShares: { breakfast: 30, lunch: 30, dinner: 40 }, proteinGoal: 150, calorieGoal: 1800 });
    });

    it('a cleared share counts as 0 and blocks saving', async () => {
      renderPage({ 'GET /api/preferences': { body: SAVED } });
      await screen.findByText('cilantro');
      type(share('Dinner %'), '');
      expect(screen.getByTestId('meal-split-total')).toHaveTextContent('Total: 60%');
      expect(screen.getByRole('alert')).toHaveTextContent('Meal split must add up to 100');
      expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    });

    it('keeps shares within 10-60 and whole', async () => {
      renderPage({ 'GET /api/preferences': { body: SAVED } });
      await screen.findByText('cilantro');
      type(share('Breakfast %'), '75');
      expect(share('Breakfast %')).toHaveValue('60');
      type(share('Lunch %'), '3');
      expect(share('Lunch %')).toHaveValue('10');
      type(share('Dinner %'), '30.6');
      expect(share('Dinner %')).toHaveValue('31');
    });

    it('an empty protein goal is sent as none', async () => {
      let sent: Record<string, unknown> | undefined;
      renderPage({
        'GET /api/preferences': { body: { ...SAVED, proteinGoal: 140 } },
        'POST /api/preferences': (init) => {
          sent = JSON.parse(String(init?.body));
          return { body: { ...SAVED, ...sent } };
        },
      });
      await screen.findByText('cilantro');
      type(screen.getByRole('spinbutton', { name: 'Daily protein goal (g)' }), '');
      fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
      expect(await screen.findByText('Your preferences have been saved successfully.')).toBeInTheDocument();
      expect(sent).toMatchObject({ proteinGoal: null, mealShares: { breakfast: 25, lunch: 35, dinner: 40 } });
    });
  });
});

describe('Settings: calorie goal and budget typed as well as slid', () => {
  const box = (name: string) => screen.getByRole('spinbutton', { name });
  const type = (input: HTMLElement, value: string) => {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };

  it('is titled Settings, and each number box shows what its slider shows', async () => {
    renderPage({ 'GET /api/preferences': { body: SAVED } });
    await screen.findByText('cilantro');
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    expect(box('Daily Calorie Goal')).toHaveValue('1800');
    expect(box('Weekly Budget')).toHaveValue('120.00');
    const [calorieSlider, budgetSlider] = screen.getAllByRole('slider');
    expect(calorieSlider).toHaveAttribute('aria-valuenow', '1800');
    expect(budgetSlider).toHaveAttribute('aria-valuenow', '120');
  });

  it('a typed value moves the slider and is what is saved', async () => {
    let sent: Record<string, unknown> = {};
    renderPage({
      'GET /api/preferences': { body: SAVED },
      'POST /api/preferences': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: { ...SAVED, ...sent, saved: true } };
      },
    });
    await screen.findByText('cilantro');
    type(box('Daily Calorie Goal'), '2345');
    type(box('Weekly Budget'), '87.5');
    expect(screen.getByTestId('calorie-goal-value')).toHaveTextContent('2,345 kcal');
    expect(screen.getByTestId('weekly-budget-value')).toHaveTextContent('$87.50');
    const [calorieSlider, budgetSlider] = screen.getAllByRole('slider');
    // the slider stands at its nearest step; the typed figure is the one kept
    expect(Math.abs(Number(calorieSlider.getAttribute('aria-valuenow')) - 2345)).toBeLessThanOrEqual(25);
    expect(Math.abs(Number(budgetSlider.getAttribute('aria-valuenow')) - 87.5)).toBeLessThanOrEqual(2.5);
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Your preferences have been saved successfully.')).toBeInTheDocument();
    expect(sent).toMatchObject({ calorieGoal: 2345, weeklyBudget: 87.5 });
    expect(sent).not.toHaveProperty('saved');
  });

  it("a typed value out of the slider's bounds, or none, is said and keeps Save disabled", async () => {
    renderPage({ 'GET /api/preferences': { body: SAVED } });
    await screen.findByText('cilantro');
    type(box('Daily Calorie Goal'), '5000');
    expect(screen.getByText('Calorie goal must be a whole number from 1,000 to 4,000 kcal')).toBeInTheDocument();
    expect(box('Daily Calorie Goal')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    type(box('Daily Calorie Goal'), '4000');
    expect(screen.queryByText(/Calorie goal must be/)).not.toBeInTheDocument();
    type(box('Weekly Budget'), '');
    expect(screen.getByText('Weekly budget must be from $50 to $500, to the cent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    type(box('Weekly Budget'), '49');
    expect(screen.getByText('Weekly budget must be from $50 to $500, to the cent')).toBeInTheDocument();
    type(box('Weekly Budget'), '500');
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
  });

  it('opened with ?welcome greets a new person, and Skip for now goes to the dashboard', async () => {
    renderPage({ 'GET /api/preferences': { body: { ...SAVED, saved: false } } }, '/preferences?welcome');
    expect(await screen.findByText('Welcome to Forkcast!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Skip for now' }));
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
  });
});
