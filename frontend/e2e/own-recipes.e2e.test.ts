import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

/** The number a calories figure shows ('—' while there is none). */
async function caloriesIn(scope: Locator): Promise<number | null> {
  const text = (await scope.getByTestId('nutrition-calories').locator('.ant-statistic-content').textContent())?.replace(/[^\d]/g, '') ?? '';
  return text ? Number(text) : null;
}

/**
 * The preview's calories once it shows these lines (typing pauses mid-line on a busy machine, and the
 * preview rightly answers for a half-typed line first).
 */
async function caloriesFor(page: Page, preview: Locator, lines: string[]): Promise<number> {
  for (let i = 0; i < 150; i++) {
    const shown = await preview
      .getByTestId('preview-line')
      .evaluateAll((items) => items.map((li) => li.querySelector('span')?.textContent ?? ''));
    const calories = (await preview.getByTestId('nutrition-calories').count()) ? await caloriesIn(preview) : null;
    if (JSON.stringify(shown) === JSON.stringify(lines) && calories !== null) return calories;
    await page.waitForTimeout(100);
  }
  throw new Error(`the preview never showed ${JSON.stringify(lines)}`);
}

describe('Recipes of your own in a real browser', () => {
  it('writes a recipe, sees its calories appear and change as the lines are typed, saves it and plans it', async () => {
    const { page } = session;
    await signUpNewUser(page);
    const created = await page.request.post('/api/meal-plans', {
      data: { name: 'My week', weekStartDate: '2026-11-22' },
      headers: { origin: baseUrl },
    });
    expect(created.status()).toBe(201);
    const plan = (await created.json()) as { id: string };
    const title = `Grandma's chicken and rice ${Date.now().toString(36)}`;

    await page.goto('/recipes');
    await page.getByRole('button', { name: /New recipe/ }).click();
    const editor = page.getByRole('dialog', { name: 'New recipe' });
    const preview = editor.getByRole('complementary', { name: 'Recipe preview' });
    await preview.getByTestId('recipe-preview-hint').waitFor();
    await editor.getByLabel('Title').fill(title);

    // typed as a person types: the figures appear after the first line and follow each new one
    const ingredients = editor.getByLabel('Ingredients');
    await ingredients.pressSequentially('1 lb boneless skinless chicken thighs', { delay: 15 });
    const chicken = await caloriesFor(page, preview, ['1 lb boneless skinless chicken thighs']);
    expect(chicken).toBeGreaterThan(200);
    await ingredients.press('Enter');
    await ingredients.pressSequentially('1 cup long-grain white rice', { delay: 15 });
    const withRice = await caloriesFor(page, preview, ['1 lb boneless skinless chicken thighs', '1 cup long-grain white rice']);
    expect(withRice).toBeGreaterThan(chicken + 200);
    // a line Forkcast cannot count is said, and counts nothing
    await ingredients.press('Enter');
    await ingredients.pressSequentially('1 pinch of dragon dust', { delay: 15 });
    const three = ['1 lb boneless skinless chicken thighs', '1 cup long-grain white rice', '1 pinch of dragon dust'];
    expect(await caloriesFor(page, preview, three)).toBe(withRice);
    expect(await preview.getByTestId('preview-not-counted').textContent()).toBe('not counted: not in our ingredient catalogue');
    // twice the servings: about half the calories in one
    await editor.getByLabel('Servings').fill('4');
    let perServing = withRice;
    for (let i = 0; i < 100 && perServing === withRice; i++) {
      await page.waitForTimeout(100);
      perServing = await caloriesFor(page, preview, three);
    }
    expect(Math.abs(perServing * 2 - withRice)).toBeLessThanOrEqual(2);
    await editor.getByLabel(/^Steps/).fill('Brown the chicken.\nSimmer with the rice.');
    await editor.getByRole('checkbox', { name: 'Dinner' }).check();

    await editor.getByRole('button', { name: 'Save recipe' }).click();
    await page.getByText('Recipe saved').waitFor();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
    await dialog.getByText('Instructions').waitFor();
    expect(await caloriesIn(dialog)).toBe(perServing);
    expect(await dialog.getByTestId('ingredient-not-counted').count()).toBe(1);

    // planned from its dialog, as any recipe
    await dialog.getByRole('button', { name: /Add to Meal Plan/ }).click();
    const panel = dialog.getByTestId('add-to-meal-plan-panel');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Add Recipe' }).click();
    await page.getByText('Recipe added to your meal plan.').waitFor();
    const saved = (await (await page.request.get(`/api/meal-plans/${plan.id}`)).json()) as {
      meals: { recipe: { title: string } | null; calories: number; mealType: string; dayOfWeek: number }[];
    };
    expect(saved.meals).toEqual([
      expect.objectContaining({ recipe: expect.objectContaining({ title }), calories: perServing, mealType: 'lunch', dayOfWeek: 0 }),
    ]);
    await page.keyboard.press('Escape');
    // the Recipes page lists it under My recipes, before any search (and after a reload)
    await page.reload();
    await page.getByTestId('my-recipes').getByRole('heading', { name: title }).waitFor();
    expect(await page.getByRole('heading', { name: 'My recipes' }).isVisible()).toBe(true);
    await page.goto('/meal-plans');
    await page.getByText(title).first().waitFor();
    expect(session.pageErrors).toEqual([]);
  });

  it('edits a recipe of its own (the preview follows), and deletes it after confirming', async () => {
    const { page } = session;
    await signUpNewUser(page);
    const word = `zib${Date.now().toString(36)}`;
    const created = await page.request.post('/api/recipes', {
      data: {
        title: `Oats ${word}`,
        servings: 1,
        ingredients: ['1 cup rolled oats', '1 cup milk'],
        instructions: ['Simmer.'],
        mealTypes: ['breakfast'],
      },
      headers: { origin: baseUrl },
    });
    expect(created.status()).toBe(201);
    const before = (await created.json()) as { calories: number };

    await page.goto('/recipes');
    await page.getByRole('textbox', { name: 'Search recipes' }).fill(word);
    await page.keyboard.press('Enter');
    // the search's card: the same recipe also sits on the 'My recipes' shelf below, and either may show first
    const card = page.getByTestId('recipe-results').getByTestId('recipe-card');
    await card.getByRole('button', { name: 'View Recipe' }).click();
    let dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: `Oats ${word}` }) });
    await dialog.getByRole('button', { name: /Edit/ }).click();

    const editor = page.getByRole('dialog', { name: 'Edit recipe' });
    const preview = editor.getByRole('complementary', { name: 'Recipe preview' });
    expect(await caloriesFor(page, preview, ['1 cup rolled oats', '1 cup milk'])).toBe(before.calories);
    const ingredients = editor.getByLabel('Ingredients');
    expect(await ingredients.inputValue()).toBe('1 cup rolled oats\n1 cup milk');
    await ingredients.press('End');
    await ingredients.press('Control+End');
    await ingredients.press('Enter');
    await ingredients.pressSequentially('1 banana', { delay: 15 });
    const after = await caloriesFor(page, preview, ['1 cup rolled oats', '1 cup milk', '1 banana']);
    expect(after).toBeGreaterThan(before.calories + 50);
    await editor.getByLabel('Title').fill(`Banana oats ${word}`);
    await editor.getByRole('button', { name: 'Save recipe' }).click();
    await page.getByText('Recipe saved').waitFor();
    dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: `Banana oats ${word}` }) });
    await dialog.getByText('Instructions').waitFor();
    expect(await caloriesIn(dialog)).toBe(after);
    // The editor closing and the recipe opening are two animations: on a busy machine a click can land while they
    // run. A person clicks once the recipe stands still, so the test does too.
    await editor.waitFor({ state: 'detached' });
    await page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave').first().waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: /Delete/ }).click();
    await page.getByText('Delete this recipe?').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Recipe deleted').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: 'Search recipes' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No recipes found').waitFor();
    expect(session.pageErrors).toEqual([]);
  });
});
