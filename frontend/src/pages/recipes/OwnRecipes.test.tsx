import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../api/swr';
import { Toaster } from '../../toast/Toaster';
import { dismissToast } from '../../toast/toast-store';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { RecipesPage } from './RecipesPage';

/** The Recipes screen's own recipes: 'New recipe', the editor and its live preview, 'Edit' and 'Delete'. */

const LINES = ['2 chicken breasts', '1 pinch of dragon dust'];
const PREVIEW = {
  calories: 412,
  nutrition: {
    calories: 412,
    protein: 52.1,
    carbs: 0,
    fat: 9.2,
    coverage: {
      counted: 1,
      total: 2,
      notCounted: [{ line: '1 pinch of dragon dust', reason: 'not in our ingredient catalogue' }],
      summary: '1 of 2 ingredients counted; not counted: 1 pinch of dragon dust — not in our ingredient catalogue',
    },
  },
  extendedIngredients: [
    { id: null, original: '2 chicken breasts', matched: true, grams: 348, detail: '348 g of Chicken breast (USDA figures)' },
    { id: null, original: '1 pinch of dragon dust', matched: false, grams: null, detail: 'not in our ingredient catalogue' },
  ],
  costPerServing: 2.1,
  costSource: { kind: 'estimate', label: 'estimate: U.S. average prices, Nov 2023', detail: null },
  diets: ['gluten-free'],
  allergens: [],
};
const SAVED = {
  id: 41,
  title: 'Dragon Chicken',
  image: null,
  readyInMinutes: 30,
  servings: 2,
  calories: 412,
  summary: 'Fiery &amp; quick.',
  isOwn: true,
  mealTypes: ['dinner'],
  nutrition: PREVIEW.nutrition,
  extendedIngredients: PREVIEW.extendedIngredients.map((l, i) => ({ ...l, id: i + 1 })),
  analyzedInstructions: [{ name: '', steps: [{ number: 1, step: 'Sear.' }] }],
  instructions: 'Sear.',
  diets: ['gluten-free'],
  allergens: [],
};
/** The dialog showing a recipe's title (a closing dialog, or a result card, may show it beside it). */
async function dialogWithTitle(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .getAllByRole('heading', { name: title })
      .map((h) => h.closest<HTMLElement>('[role="dialog"]'))
      .find((d) => d !== null);
    if (!dialog) throw new Error(`no dialog shows ${title}`);
    return dialog;
  });
}
const searchKey = (q: string) => `GET /api/recipes/search?query=${encodeURIComponent(q)}&number=12`;

function renderPage(routes: Record<string, MockRoute>) {
  const fetchMock = mockApi({ 'GET /api/favorites': { body: [] }, ...routes });
  render(
    <MemoryRouter>
      <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
        <RecipesPage />
        <Toaster />
      </SWRConfig>
    </MemoryRouter>,
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('own recipes on the Recipes screen', () => {
  it("'New recipe': the preview follows the lines once typing pauses, unmatched lines say 'not counted', plain messages stop a bad save, a good one opens the recipe", async () => {
    const fetchMock = renderPage({
      'POST /api/recipes/preview': { body: PREVIEW },
      'POST /api/recipes': { status: 201, body: SAVED },
    });
    fireEvent.click(screen.getByRole('button', { name: /New recipe/ }));
    const editor = within(await screen.findByRole('dialog', { name: 'New recipe' }));
    expect(editor.getByTestId('recipe-preview-hint')).toBeInTheDocument();

    // typing line by line asks once, for what was there when typing paused
    const ingredients = editor.getByLabelText('Ingredients');
    fireEvent.change(ingredients, { target: { value: LINES[0] } });
    fireEvent.change(ingredients, { target: { value: `${LINES[0]}\n\n${LINES[1]}\n` } });
    const preview = within(editor.getByRole('complementary', { name: 'Recipe preview' }));
    expect(await preview.findByText('412')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/recipes/preview')).toEqual([{ ingredients: LINES, servings: 2 }]);
    expect(preview.getByTestId('preview-not-counted')).toHaveTextContent('not counted: not in our ingredient catalogue');
    expect(preview.getByText('Gluten-Free')).toBeInTheDocument();
    expect(preview.getByTestId('recipe-cost')).toHaveTextContent('About $2.10 a serving');

    // no title: the form says so in plain words and sends nothing
    fireEvent.click(editor.getByRole('button', { name: 'Save recipe' }));
    expect(await editor.findByText('Give the recipe a title')).toBeInTheDocument();
    fireEvent.change(editor.getByLabelText(/^Image address/), { target: { value: 'http://example.com/a.jpg' } });
    fireEvent.click(editor.getByRole('button', { name: 'Save recipe' }));
    expect(await editor.findByText('The image must be a web address starting with https://')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/recipes')).toEqual([]);

    fireEvent.change(editor.getByLabelText('Title'), { target: { value: '  Dragon Chicken ' } });
    fireEvent.change(editor.getByLabelText(/^Image address/), { target: { value: '' } });
    fireEvent.change(editor.getByLabelText(/^Steps/), { target: { value: 'Sear.' } });
    fireEvent.click(editor.getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByText('Recipe saved')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/recipes')).toEqual([
      {
        title: 'Dragon Chicken',
        servings: 2,
        readyInMinutes: 30,
        ingredients: LINES,
        instructions: ['Sear.'],
        summary: '',
        image: null,
        mealTypes: [],
      },
    ]);
    // the saved recipe opens, with its own Edit and Delete
    const dialog = within(await dialogWithTitle('Dragon Chicken'));
    expect(dialog.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it("a server's refusal is shown in the editor", async () => {
    renderPage({
      'POST /api/recipes/preview': { body: PREVIEW },
      'POST /api/recipes': { status: 400, body: { statusCode: 400, message: 'Servings must be a whole number from 1 to 64' } },
    });
    fireEvent.click(screen.getByRole('button', { name: /New recipe/ }));
    const editor = within(await screen.findByRole('dialog', { name: 'New recipe' }));
    fireEvent.change(editor.getByLabelText('Title'), { target: { value: 'Dragon Chicken' } });
    fireEvent.change(editor.getByLabelText('Ingredients'), { target: { value: LINES.join('\n') } });
    fireEvent.click(editor.getByRole('button', { name: 'Save recipe' }));
    expect(await editor.findByText('Servings must be a whole number from 1 to 64')).toBeInTheDocument();
  });

  it("an own recipe's dialog edits it (the form filled in, PATCH); a planned one is refused deletion in the server's words", async () => {
    const deleteAnswer: { status: number; body?: unknown } = {
      status: 409,
      body: {
        statusCode: 409,
        message: '“Dragon Chicken” is in your meal plan “Week of Nov 22, 2026”. Remove it from there first, then delete it.',
      },
    };
    const fetchMock = renderPage({
      [searchKey('dragon')]: { body: { results: [SAVED], curated: false, totalFound: 1, message: '' } },
      'GET /api/recipes/41': { body: SAVED },
      'POST /api/recipes/preview': { body: PREVIEW },
      'PATCH /api/recipes/41': (init) => ({ body: { ...SAVED, ...(JSON.parse(String(init?.body)) as object), instructions: 'Sear.' } }),
      'DELETE /api/recipes/41': () => deleteAnswer,
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search recipes' }), { target: { value: 'dragon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'View Recipe' }));
    let dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('button', { name: /Edit/ }));

    const editor = within(await screen.findByRole('dialog', { name: 'Edit recipe' }));
    expect(editor.getByLabelText('Title')).toHaveValue('Dragon Chicken');
    expect(editor.getByLabelText('Ingredients')).toHaveValue(LINES.join('\n'));
    expect(editor.getByLabelText(/^Summary/)).toHaveValue('Fiery & quick.');
    // the preview is there at once for the recipe as it is
    expect(await within(editor.getByRole('complementary', { name: 'Recipe preview' })).findByText('412')).toBeInTheDocument();
    fireEvent.change(editor.getByLabelText('Title'), { target: { value: 'Dragon Chicken, Hotter' } });
    fireEvent.click(editor.getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByText('Recipe saved')).toBeInTheDocument();
    expect(calls(fetchMock, 'PATCH', '/api/recipes/41')).toEqual([
      {
        title: 'Dragon Chicken, Hotter',
        servings: 2,
        readyInMinutes: 30,
        ingredients: LINES,
        instructions: ['Sear.'],
        summary: 'Fiery & quick.',
        image: null,
        mealTypes: ['dinner'],
      },
    ]);

    dialog = within(await dialogWithTitle('Dragon Chicken, Hotter'));
    fireEvent.click(dialog.getByRole('button', { name: /Delete/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recipe not deleted')).toBeInTheDocument();
    expect(screen.getByText(/is in your meal plan “Week of Nov 22, 2026”/)).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Dragon Chicken, Hotter' })).toBeInTheDocument();
  });

  it('Delete asks first, then deletes the recipe', async () => {
    const fetchMock = renderPage({
      [searchKey('dragon')]: { body: { results: [SAVED], curated: false, totalFound: 1, message: '' } },
      'GET /api/recipes/41': { body: SAVED },
      'DELETE /api/recipes/41': { status: 204 },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search recipes' }), { target: { value: 'dragon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'View Recipe' }));
    const dialog = within(await dialogWithTitle('Dragon Chicken'));
    fireEvent.click(dialog.getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Delete this recipe?')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/recipes/41')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recipe deleted')).toBeInTheDocument();
    expect(screen.getByText('Dragon Chicken is gone from your recipes.')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/recipes/41')).toHaveLength(1);
  });

  it("a library recipe's dialog has no Edit or Delete", async () => {
    renderPage({
      [searchKey('dragon')]: { body: { results: [SAVED], curated: false, totalFound: 1, message: '' } },
      'GET /api/recipes/41': { body: { ...SAVED, isOwn: false } },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search recipes' }), { target: { value: 'dragon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'View Recipe' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('button', { name: /Save to Favorites/ })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
