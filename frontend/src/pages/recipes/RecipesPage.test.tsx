import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../api/swr';
import { Toaster } from '../../toast/Toaster';
import { dismissToast } from '../../toast/toast-store';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { RecipesPage } from './RecipesPage';

const CHICKEN = {
  id: 7,
  title: 'Lemon Herb Chicken',
  image: null,
  readyInMinutes: 35,
  servings: 4,
  calories: 420,
  nutrition: { calories: 420, protein: 38.2, carbs: 12.5, fat: 22.1 },
  summary: 'Bright <b>lemon</b> chicken.<script>window.hacked = 1</script><img src=x onerror="window.hacked=1">',
  diets: ['gluten-free', 'dairy-free'],
  allergens: [],
};
const SALAD = { ...CHICKEN, id: 8, title: 'Chicken Caesar Salad', nutrition: undefined, calories: undefined, summary: 'Crisp.' };
const DETAIL = {
  ...CHICKEN,
  nutrition: { calories: 420, protein: 38.2, carbs: 12.5, fat: 22.1, saturatedFat: 4, fiber: 3, sugars: 2, sodium: 600 },
  extendedIngredients: [
    { id: 1, name: 'chicken breast', amount: 2, unit: '', original: '2 chicken breasts', matched: true },
    { id: 2, name: 'lemon', amount: 1, unit: '', original: '1 lemon', matched: true },
    { id: 3, name: 'unicorn dust', amount: 1, unit: 'pinch', original: '1 pinch unicorn dust', matched: false },
  ],
  analyzedInstructions: [
    {
      name: '',
      steps: [
        { number: 1, step: 'Heat the oven.' },
        { number: 2, step: 'Roast the chicken.' },
      ],
    },
  ],
  instructions: 'Heat the oven.\nRoast the chicken.',
  allergens: ['milk'],
};
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

const searchFor = (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Search recipes' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
};

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('Recipe Discovery', () => {
  it('starts empty, with Search disabled until there is text', () => {
    renderPage({});
    expect(screen.getByRole('heading', { name: 'Recipe Discovery' })).toBeInTheDocument();
    expect(screen.getByText('Start exploring recipes')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search recipes' }), { target: { value: '   ' } });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search recipes' }), { target: { value: 'chicken' } });
    expect(button).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Clear Search/ })).not.toBeInTheDocument();
  });

  it('shows six skeleton cards while loading, then result cards with their facts and a safe summary', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    renderPage({
      [searchKey('chicken')]: async () => {
        await gate;
        return { body: { results: [CHICKEN, SALAD], curated: false, totalFound: 2, message: 'Found 2' } };
      },
    });
    searchFor('chicken');
    expect(await screen.findAllByTestId('recipe-card-skeleton')).toHaveLength(6);
    release();
    const cards = await screen.findAllByTestId('recipe-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByText('Lemon Herb Chicken')).toBeInTheDocument();
    expect(first.getByText(/35 min/)).toBeInTheDocument();
    expect(first.getByText(/4 servings/)).toBeInTheDocument();
    expect(first.getByText('420 cal')).toBeInTheDocument();
    expect(first.getByText('lemon').tagName).toBe('B');
    expect(cards[0].querySelector('script, img[onerror]')).toBeNull();
    // no nutrition, no calories badge
    expect(within(cards[1]).queryByText(/cal$/)).not.toBeInTheDocument();
    expect(screen.queryByText('AI Curated Results')).not.toBeInTheDocument();
  });

  it("says 'No recipes found' after an empty search, and Clear Search resets everything", async () => {
    renderPage({ [searchKey('zzz')]: { body: { results: [], curated: false, totalFound: 0, message: 'No recipes found for "zzz"' } } });
    searchFor('zzz');
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Clear Search/ }));
    expect(screen.getByText('Start exploring recipes')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search recipes' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: /Clear Search/ })).not.toBeInTheDocument();
  });

  it('shows the AI Curated Results banner with the message when the answer is curated', async () => {
    renderPage({
      [searchKey('dinner')]: {
        body: { curated_recipes: [CHICKEN], curated: true, totalFound: 1, message: 'Picked for your high-protein goal' },
      },
    });
    searchFor('dinner');
    expect(await screen.findByText('AI Curated Results')).toBeInTheDocument();
    expect(screen.getByText('Picked for your high-protein goal')).toBeInTheDocument();
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(1);
  });

  it('the card heart toggles: filled and pressed once a favourite, shown under Favorites, removed on a second tap; a failure toasts', async () => {
    let favorites: unknown[] = [];
    const fetchMock = renderPage({
      [searchKey('chicken')]: { body: { results: [CHICKEN, SALAD], curated: false, totalFound: 2, message: '' } },
      'GET /api/favorites': () => ({ body: favorites }),
      'POST /api/favorites': (init) => {
        const { recipeId } = JSON.parse(String(init?.body));
        if (recipeId === 8) return { status: 500, body: { message: 'boom' } };
        favorites = [{ ...CHICKEN, recipeId: 7 }];
        return { status: 201, body: { recipeId, favorite: true } };
      },
      'DELETE /api/favorites/7': () => {
        favorites = [];
        return { status: 204 };
      },
    });
    const shelf = () => screen.getByTestId('favorite-recipes');
    expect(await within(shelf()).findByText('Tap the heart on a recipe to keep it here.')).toBeInTheDocument();
    searchFor('chicken');
    const cards = await screen.findAllByTestId('recipe-card');
    const heart = (card: HTMLElement) => within(card).getByRole('button', { name: 'Favorite' });
    expect(heart(cards[0])).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(heart(cards[0]));
    expect(await screen.findByText('Recipe added to favorites!')).toBeInTheDocument();
    await waitFor(() => expect(heart(cards[0])).toHaveAttribute('aria-pressed', 'true'));
    expect(heart(cards[0])).toBeEnabled();
    expect(within(shelf()).getByText(CHICKEN.title)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/favorites',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ recipeId: 7 }) }),
    );

    fireEvent.click(heart(cards[0]));
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    await waitFor(() => expect(heart(cards[0])).toHaveAttribute('aria-pressed', 'false'));
    expect(fetchMock).toHaveBeenCalledWith('/api/favorites/7', expect.objectContaining({ method: 'DELETE' }));
    await waitFor(() => expect(within(shelf()).queryByText(CHICKEN.title)).not.toBeInTheDocument());

    fireEvent.click(heart(cards[1]));
    expect(await screen.findByText('Failed to add recipe to favorites')).toBeInTheDocument();
    expect(heart(cards[1])).toHaveAttribute('aria-pressed', 'false');
    expect(heart(cards[1])).toBeEnabled();
  });

  it("shows the person's own recipes under My recipes", async () => {
    renderPage({ 'GET /api/recipes/mine': { body: [{ ...SALAD, title: 'Grandma Soup' }] } });
    const mine = await screen.findByTestId('my-recipes');
    expect(within(mine).getByRole('heading', { name: 'My recipes' })).toBeInTheDocument();
    expect(await within(mine).findByText('Grandma Soup')).toBeInTheDocument();
  });
});

describe('recipe detail dialog', () => {
  const base = {
    [searchKey('chicken')]: { body: { results: [CHICKEN], curated: false, totalFound: 1, message: '' } },
    'GET /api/recipes/7': { body: DETAIL },
  };
  const openRecipe = async () => {
    searchFor('chicken');
    fireEvent.click(await screen.findByRole('button', { name: 'View Recipe' }));
    return screen.findByRole('dialog');
  };

  it('shows stats, nutrition per serving, tags, a checklist that strikes through, and numbered steps', async () => {
    renderPage(base);
    const dialog = within(await openRecipe());
    expect(await dialog.findByRole('heading', { name: 'Lemon Herb Chicken' })).toBeInTheDocument();
    expect(dialog.getByText(/35 minutes/)).toBeInTheDocument();
    expect(dialog.getByText(/4 servings/)).toBeInTheDocument();
    expect(dialog.getByText(/420 calories/)).toBeInTheDocument();
    const nutrition = within(dialog.getByRole('region', { name: 'Nutrition per serving' }));
    expect(nutrition.getByText('38.2 g')).toBeInTheDocument();
    expect(nutrition.getByText('12.5 g')).toBeInTheDocument();
    expect(nutrition.getByText('22.1 g')).toBeInTheDocument();
    expect(dialog.getByText('Gluten-Free')).toBeInTheDocument();
    expect(dialog.getByText('Contains Dairy')).toBeInTheDocument();
    expect(dialog.getByText('not counted')).toBeInTheDocument();
    // every ingredient counted: nothing to say about coverage
    expect(dialog.queryByTestId('nutrition-coverage')).not.toBeInTheDocument();

    const line = dialog.getByText('2 chicken breasts');
    expect(line).toHaveStyle({ textDecoration: 'none' });
    fireEvent.click(dialog.getByRole('checkbox', { name: '2 chicken breasts' }));
    expect(line).toHaveStyle({ textDecoration: 'line-through' });
    expect(dialog.getByText('1 lemon')).toHaveStyle({ textDecoration: 'none' });

    const steps = dialog.getAllByRole('listitem').filter((li) => li.closest('ol.fc-instruction-list'));
    expect(steps.map((s) => s.textContent)).toEqual(['1Heat the oven.', '2Roast the chicken.']);
  });

  it('reads the empty texts when a recipe has no ingredients or instructions (and bad JSON)', async () => {
    renderPage({ ...base, 'GET /api/recipes/7': { body: { ...CHICKEN, ingredients: '{not json', instructions: '' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = within(await openRecipe());
    expect(await dialog.findByText('No ingredients available for this recipe.')).toBeInTheDocument();
    expect(dialog.getByText('No cooking instructions available.')).toBeInTheDocument();
  });

  it("Save to Favorites toasts success, or the spec's error", async () => {
    let fail = false;
    renderPage({ ...base, 'POST /api/favorites': () => (fail ? { status: 500, body: { message: 'x' } } : { status: 201, body: {} }) });
    const dialog = within(await openRecipe());
    fireEvent.click(await dialog.findByRole('button', { name: /Save to Favorites/ }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Recipe has been added to your favorites.')).toBeInTheDocument();
    fail = true;
    fireEvent.click(dialog.getByRole('button', { name: /Save to Favorites/ }));
    expect(await screen.findByText('Failed to add to favorites. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("with no meal plans, 'Add to Meal Plan' toasts 'No Meal Plans' and keeps the panel hidden", async () => {
    renderPage({ ...base, 'GET /api/meal-plans': { body: [] } });
    const dialog = within(await openRecipe());
    fireEvent.click(await dialog.findByRole('button', { name: /Add to Meal Plan/ }));
    expect(await screen.findByText('No Meal Plans')).toBeInTheDocument();
    expect(screen.getByText('Create a meal plan first to add recipes to it.')).toBeInTheDocument();
    expect(dialog.queryByTestId('add-to-meal-plan-panel')).not.toBeInTheDocument();
  });

  it('adds to the first plan on Sunday at lunch by default; Cancel hides; errors toast the message', async () => {
    const plans = [
      { id: 'p1', name: 'Busy week', weekStartDate: '2026-11-22' },
      { id: 'p2', name: null, weekStartDate: '2026-11-29' },
    ];
    let answer = { status: 201, body: {} as unknown };
    const fetchMock = renderPage({ ...base, 'GET /api/meal-plans': { body: plans }, 'POST /api/recipes/7/add-to-meal-plan': () => answer });
    const dialog = within(await openRecipe());
    fireEvent.click(await dialog.findByRole('button', { name: /Add to Meal Plan/ }));
    const panel = within(await dialog.findByTestId('add-to-meal-plan-panel'));
    expect(panel.getByText('Busy week')).toBeInTheDocument();
    expect(panel.getByText('Sunday')).toBeInTheDocument();
    expect(panel.getByText('Lunch')).toBeInTheDocument();
    fireEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(dialog.queryByTestId('add-to-meal-plan-panel')).not.toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: /Add to Meal Plan/ }));
    answer = { status: 400, body: { statusCode: 400, message: 'That slot is full' } };
    fireEvent.click(within(await dialog.findByTestId('add-to-meal-plan-panel')).getByRole('button', { name: 'Add Recipe' }));
    expect(await screen.findByText('That slot is full')).toBeInTheDocument();

    answer = { status: 201, body: {} };
    fireEvent.click(within(dialog.getByTestId('add-to-meal-plan-panel')).getByRole('button', { name: 'Add Recipe' }));
    expect(await screen.findByText('Recipe added to your meal plan.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/recipes/7/add-to-meal-plan',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ mealPlanId: 'p1', dayOfWeek: 0, mealType: 'lunch' }) }),
    );
    await waitFor(() => expect(dialog.queryByTestId('add-to-meal-plan-panel')).not.toBeInTheDocument());
  });
});

describe('recipe import', () => {
  it('imports from a web address, toasts what was left out, and opens the recipe; a failure is shown in the dialog', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { statusCode: 400, message: 'Could not fetch that page: the site could not be reached (are you offline?)' },
    };
    const fetchMock = renderPage({
      'POST /api/recipes/import': () => answer,
      'GET /api/recipes/77': { body: { ...DETAIL, id: 77, title: 'Imported Stew' } },
    });
    fireEvent.click(screen.getByRole('button', { name: /Import Recipe/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const importButton = dialog.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Recipe web address' }), { target: { value: 'https://example.com/stew' } });
    fireEvent.click(importButton);
    expect(await dialog.findByText('Could not fetch that page: the site could not be reached (are you offline?)')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/recipes/import',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ url: 'https://example.com/stew' }) }),
    );

    answer = { status: 201, body: { ...DETAIL, id: 77, title: 'Imported Stew', unmatchedIngredients: ['1 pinch unicorn dust'] } };
    fireEvent.click(dialog.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Recipe imported')).toBeInTheDocument();
    expect(screen.getByText(/Imported Stew: 1 of 3 ingredients are not in our catalogue/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Imported Stew' })).toBeInTheDocument();
  });
});

describe('nutrition coverage in the recipe dialog', () => {
  it('says how many ingredients are counted and why the others are not, line by line', async () => {
    const coverage = {
      counted: 1,
      total: 3,
      notCounted: [
        { line: '1 lemon', reason: 'no USDA weight for lemon by the piece' },
        { line: '1 pinch unicorn dust', reason: 'not in our ingredient catalogue' },
      ],
      summary:
        '1 of 3 ingredients counted; not counted: 1 lemon — no USDA weight for lemon by the piece; 1 pinch unicorn dust — not in our ingredient catalogue',
    };
    const lines = [
      {
        ...DETAIL.extendedIngredients[0],
        grams: 348,
        detail: 'cooked: 280 g cooked = raw chicken breast × 1.379 (USDA yield: 1 g raw → 0.725 g cooked) = 386 g',
      },
      { ...DETAIL.extendedIngredients[1], grams: null, detail: 'no USDA weight for lemon by the piece' },
      { ...DETAIL.extendedIngredients[2], grams: null, detail: 'not in our ingredient catalogue' },
    ];
    renderPage({
      [searchKey('chicken')]: { body: { results: [CHICKEN], curated: false, totalFound: 1, message: '' } },
      'GET /api/recipes/7': { body: { ...DETAIL, extendedIngredients: lines, nutrition: { ...DETAIL.nutrition, coverage } } },
    });
    searchFor('chicken');
    fireEvent.click(await screen.findByRole('button', { name: 'View Recipe' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByTestId('nutrition-coverage')).toHaveTextContent(coverage.summary);
    // every line not counted says why, beside it; a counted line says what it counted on hover
    expect(dialog.getAllByTestId('ingredient-not-counted').map((t) => t.textContent)).toEqual([
      'not counted: no USDA weight for lemon by the piece',
      'not counted: not in our ingredient catalogue',
    ]);
    expect(dialog.getByTestId('ingredient-counted-detail')).toHaveAttribute('aria-label', `What was counted: ${lines[0].detail}`);
  });

  it("tags a line counted with the nearest food's figures as approximate, in plain view, and no other", async () => {
    const lines = [
      { id: 1, name: 'paneer', amount: 12, unit: 'oz', original: '12 oz paneer, cubed', matched: true, grams: 340 },
      { id: 2, name: 'lemon', amount: 1, unit: '', original: '1 lemon', matched: true, grams: 84 },
    ].map((l, i) => ({
      ...l,
      detail: i === 0 ? '340 g of Paneer (USDA figures of the nearest food: approximate)' : '84 g of Lemon (USDA figures)',
    }));
    renderPage({
      [searchKey('chicken')]: { body: { results: [CHICKEN], curated: false, totalFound: 1, message: '' } },
      'GET /api/recipes/7': { body: { ...DETAIL, extendedIngredients: lines } },
    });
    searchFor('chicken');
    fireEvent.click(await screen.findByRole('button', { name: 'View Recipe' }));
    const dialog = within(await screen.findByRole('dialog'));
    const tags = await dialog.findAllByTestId('ingredient-approximate');
    expect(tags).toHaveLength(1);
    expect(tags[0].closest('li')).toHaveTextContent('12 oz paneer, cubed');
    expect(tags[0]).toHaveTextContent('approximate');
  });

  it('says where the cost per serving comes from, linking to /prices', async () => {
    const costSource = {
      kind: 'estimate',
      label: 'estimate: U.S. average prices, Nov 2023 and 2022, × typical Costco level (0.80)',
      detail: '9 ingredients priced from public rows',
    };
    renderPage({
      [searchKey('chicken')]: { body: { results: [CHICKEN], curated: false, totalFound: 1, message: '' } },
      'GET /api/recipes/7': { body: { ...DETAIL, costPerServing: 2.35, costSource } },
    });
    searchFor('chicken');
    fireEvent.click(await screen.findByRole('button', { name: 'View Recipe' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByTestId('recipe-cost')).toHaveTextContent(`About $2.35 a serving · ${costSource.label}`);
    expect(dialog.getByTestId('recipe-cost-source')).toHaveAttribute('href', '/prices');
  });
});
