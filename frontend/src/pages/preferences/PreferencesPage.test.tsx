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

function renderPage(routes: Record<string, MockRoute>) {
  const fetchMock = mockApi(routes);
  render(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/preferences']}>
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
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Your preferences have been saved successfully.')).toBeInTheDocument();
    expect(sent).toMatchObject({ dietaryRestrictions: ['Vegan', 'Keto'], calorieGoal: 1800, weeklyBudget: 120, preferredStore: 'kroger' });
    expect(screen.queryByText('Dashboard home')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Dashboard home')).toBeInTheDocument(), { timeout: 2000 });
  });

  it('says so when saving fails and stays on the page', async () => {
    renderPage({ 'GET /api/preferences': { body: SAVED }, 'POST /api/preferences': { status: 500, body: { message: 'boom' } } });
    await screen.findByText('cilantro');
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Failed to save preferences. Please try again.')).toBeInTheDocument();
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
      expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
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
      const saveButton = screen.getByRole('button', { name: 'Save Preferences' });
      expect(saveButton).toBeDisabled();
      fireEvent.click(saveButton);
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

      type(share('Lunch %'), '30');
      expect(screen.getByTestId('meal-split-total')).toHaveTextContent('Total: 100%');
      expect(screen.queryByText('Meal split must add up to 100')).not.toBeInTheDocument();
      type(screen.getByRole('spinbutton', { name: 'Daily protein goal (g)' }), '150');
      fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
      expect(await screen.findByText('Your preferences have been saved successfully.')).toBeInTheDocument();
      expect(sent).toMatchObject({ mealShares: { breakfast: 30, lunch: 30, dinner: 40 }, proteinGoal: 150, calorieGoal: 1800 });
    });

    it('a cleared share counts as 0 and blocks saving', async () => {
      renderPage({ 'GET /api/preferences': { body: SAVED } });
      await screen.findByText('cilantro');
      type(share('Dinner %'), '');
      expect(screen.getByTestId('meal-split-total')).toHaveTextContent('Total: 60%');
      expect(screen.getByRole('alert')).toHaveTextContent('Meal split must add up to 100');
      expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeDisabled();
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
      fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
      expect(await screen.findByText('Your preferences have been saved successfully.')).toBeInTheDocument();
      expect(sent).toMatchObject({ proteinGoal: null, mealShares: { breakfast: 25, lunch: 35, dinner: 40 } });
    });
  });
});
