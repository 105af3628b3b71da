import { describe, expect, it } from 'vitest';
import { baseUrl, signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

describe('Recipe Discovery in a real browser', () => {
  it("searches 'chicken', opens a recipe, ticks an ingredient, favourites it, and Clear Search resets", async () => {
    const { page } = session;
    await signUpNewUser(page);
    await page.goto('/recipes');
    await page.getByRole('heading', { name: 'Recipe Discovery' }).waitFor();
    await page.getByText('Start exploring recipes').waitFor();

    const search = page.getByRole('button', { name: 'Search', exact: true });
    expect(await search.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Search recipes' }).fill('chicken');
    await search.click();

    const cards = page.getByTestId('recipe-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect((await cards.first().textContent())?.toLowerCase()).toContain('chicken');
    expect(
      await cards
        .first()
        .getByText(/\d+ cal/)
        .count(),
    ).toBe(1);

    // open the first recipe; tick its first ingredient: struck through
    await cards.first().getByRole('button', { name: 'View Recipe' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Instructions').waitFor();
    expect(await dialog.getByRole('region', { name: 'Nutrition per serving' }).isVisible()).toBe(true);
    const firstLine = dialog.getByTestId('ingredient-text').first();
    expect(await firstLine.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    await dialog.getByRole('checkbox').first().check();
    expect(await firstLine.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
    expect(await dialog.locator('ol.fc-instruction-list li').count()).toBeGreaterThan(0);
    // what each line counted is said in words: no record numbers, series codes or file names (labels included)
    expect(await dialog.getByTestId('ingredient-counted-detail').count()).toBeGreaterThan(0);
    expect(await dialog.innerHTML()).not.toMatch(/SR28|NDB|APU0|\.json\b/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // favourite from the card heart: toast, the heart pressed (filled), the recipe under Favorites
    const title = (await cards.first().getByRole('heading').textContent())!;
    const favorites = page.getByTestId('favorite-recipes');
    await favorites.getByText('Tap the heart on a recipe to keep it here.').waitFor();
    const heart = cards.first().getByRole('button', { name: 'Favorite' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await page.getByText('Recipe added to favorites!').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="recipe-card"] [data-testid="favorite-toggle"]')?.getAttribute('aria-pressed') === 'true',
    );
    await favorites.getByRole('heading', { name: title }).waitFor();
    expect(await heart.isEnabled()).toBe(true);

    // the favourite survives a reload of the screen: under Favorites, and its heart pressed in a new search
    await page.reload();
    await page.getByTestId('favorite-recipes').getByRole('heading', { name: title }).waitFor();
    await page.getByRole('textbox', { name: 'Search recipes' }).fill('chicken');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const again = page.getByTestId('recipe-card').first().getByRole('button', { name: 'Favorite' });
    await again.waitFor();
    await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');

    // a second tap removes it: the heart empties and Favorites no longer shows it
    await again.click();
    await page.getByText('Removed from favorites').waitFor();
    await expect.poll(() => again.getAttribute('aria-pressed')).toBe('false');
    await favorites.getByText('Tap the heart on a recipe to keep it here.').waitFor();
    expect(await favorites.getByRole('heading', { name: title }).count()).toBe(0);

    // Clear Search resets
    await page.getByRole('button', { name: /Clear Search/ }).click();
    await page.getByText('Start exploring recipes').waitFor();
    expect(await page.getByRole('textbox', { name: 'Search recipes' }).inputValue()).toBe('');
    expect(await page.getByTestId('recipe-card').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Clear Search/ }).count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });

  it('adds a recipe to the first meal plan on Sunday at lunch', async () => {
    const { page } = session;
    await signUpNewUser(page);
    const created = await page.request.post('/api/meal-plans', {
      data: { name: 'E2E week', weekStartDate: '2026-11-22' },
      headers: { origin: baseUrl },
    });
    expect(created.status()).toBe(201);
    const plan = (await created.json()) as { id: string };
    await page.goto('/recipes');
    await page.getByRole('textbox', { name: 'Search recipes' }).fill('oats');
    await page.keyboard.press('Enter');
    const card = page.getByTestId('recipe-card').first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: 'View Recipe' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Add to Meal Plan/ }).click();
    const panel = dialog.getByTestId('add-to-meal-plan-panel');
    await panel.waitFor();
    expect(await panel.getByText('E2E week').isVisible()).toBe(true);
    expect(await panel.getByText('Sunday').isVisible()).toBe(true);
    expect(await panel.getByText('Lunch').isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Add Recipe' }).click();
    await page.getByText('Recipe added to your meal plan.').waitFor();
    await panel.waitFor({ state: 'hidden' });
    const saved = await (await page.request.get(`/api/meal-plans/${plan.id}`)).text();
    expect(saved).toContain(title.trim());
  });

  it("shows 'No recipes found' for a search with no match", async () => {
    const { page } = session;
    await signUpNewUser(page);
    await page.goto('/recipes');
    await page.getByRole('textbox', { name: 'Search recipes' }).fill('xylophone');
    await page.keyboard.press('Enter');
    await page.getByText('No recipes found').waitFor();
  });
});
