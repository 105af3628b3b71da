import { describe, expect, it } from 'vitest';
import { baseUrl, signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/**
 * Bought as named (issue #20), as a person sees it: Saag Paneer's 12 oz paneer was bought as "Feta cheese 6 oz"
 * and its garam masala as curry powder. Found on Recipes, added to a plan, its grocery list buys paneer at a
 * believable price, and the recipe says its paneer's nutrition is approximate (SR28 has no paneer).
 */
describe('a library line is bought as the food it names, in a real browser', () => {
  it('Saag Paneer from Recipes into a plan: the grocery list buys paneer (no feta, no curry powder) at a believable price', async () => {
    const { page } = session;
    await signUpNewUser(page);
    const planName = `Paneer week ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/meal-plans', {
      data: { name: planName, weekStartDate: new Date().toISOString().slice(0, 10) },
      headers: { origin: baseUrl },
    });
    expect(created.status()).toBe(201);

    // find it on the Recipes screen and open it
    await page.goto('/recipes');
    await page.getByRole('textbox', { name: 'Search recipes' }).fill('saag paneer');
    await page.keyboard.press('Enter');
    const card = page.getByTestId('recipe-card').filter({ has: page.getByRole('heading', { name: 'Saag Paneer', exact: true }) });
    await card.getByRole('button', { name: 'View Recipe' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Instructions').waitFor();

    // its paneer line is counted as paneer, and says in plain view that the figures are approximate
    const paneerLine = dialog.locator('li').filter({ has: page.getByTestId('ingredient-text').filter({ hasText: /^12 oz paneer/ }) });
    await paneerLine.waitFor();
    expect(await paneerLine.getByTestId('ingredient-approximate').innerText()).toBe('approximate');
    expect(await paneerLine.getByTestId('ingredient-counted-detail').getAttribute('aria-label')).toMatch(
      /of Paneer \(USDA figures of the nearest food: approximate\)$/,
    );
    // spinach has its own USDA figures: not tagged
    const spinachLine = dialog.locator('li').filter({ has: page.getByTestId('ingredient-text').filter({ hasText: /spinach/ }) });
    expect(await spinachLine.getByTestId('ingredient-approximate').count()).toBe(0);

    // into the plan
    await dialog.getByRole('button', { name: /Add to Meal Plan/ }).click();
    const panel = dialog.getByTestId('add-to-meal-plan-panel');
    await panel.waitFor();
    expect(await panel.getByText(planName).isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Add Recipe' }).click();
    await page.getByText('Recipe added to your meal plan.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // build the list on the Grocery Lists screen
    await page.goto('/grocery-lists');
    await page.getByRole('heading', { name: 'Grocery Lists' }).waitFor();
    await page.getByRole('button', { name: `Generate grocery list for ${planName}` }).click();
    await page.getByText('Grocery list generated successfully!').waitFor({ timeout: 30_000 });
    await page.getByTestId('grocery-list-title').filter({ hasText: planName }).waitFor();

    const items = page.getByTestId('grocery-item');
    await items.first().waitFor();
    const names = (await page.getByTestId('grocery-item-name').allInnerTexts()).map((n) => n.trim());
    expect(names).toContain('Paneer');
    expect(names).toContain('Garam masala');
    expect(names.filter((n) => /feta/i.test(n))).toEqual([]);
    expect(names.filter((n) => /curry powder/i.test(n))).toEqual([]);

    // 12 oz of paneer at a cheese's shelf price, not a commodity's pennies; the same figure the server holds
    const paneer = items.filter({ has: page.getByTestId('grocery-item-name').filter({ hasText: /^Paneer$/ }) });
    const shown = money(await paneer.getByTestId('grocery-item-price').textContent());
    expect(shown).toBeGreaterThanOrEqual(2);
    const planId = ((await created.json()) as { id: string }).id;
    const list = (await (await page.request.get(`/api/grocery-lists/${planId}`)).json()) as {
      items: { name: string; estimatedPrice: string | number }[];
    };
    expect(shown).toBe(Number(list.items.find((i) => i.name === 'Paneer')!.estimatedPrice));

    // found in the pantry's search, paneer says its nutrition is approximate too
    await page.goto('/pantry');
    await page.getByRole('searchbox', { name: 'Search our ingredients' }).fill('paneer');
    const found = page.getByTestId('ingredient-result').filter({ hasText: /^Paneer/ });
    expect(await found.getByTestId('ingredient-approximate').innerText()).toBe('approximate');
    expect(session.pageErrors).toEqual([]);
  });
});
