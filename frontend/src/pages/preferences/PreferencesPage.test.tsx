import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../api/swr';
import { Toaster } from '../../components/toast/Toaster';
import { dismissToast } from '../../components/toast/toast-store';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { PreferencesPage } from './PreferencesPage';

const SAVED = { dietaryRestrictions: ['Vegan'], allergies: [], dislikedIngredients: ['cilantro'], calorieGoal: 1800, weeklyBudget: '120', preferredStore: 'kroger' };

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
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['Peanuts', 'Shellfish']);
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
});
