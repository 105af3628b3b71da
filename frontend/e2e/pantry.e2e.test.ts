import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
const cents = (dollars: number) => Math.round(dollars * 100);

/** A plan made through the API (the meal-plans screen is tested on its own): meals that use two staples and eggs. */
async function createPlan(page: Page, name: string): Promise<void> {
  const weekStartDate = new Date().toISOString().slice(0, 10);
  const food = (dayOfWeek: number, foodName: string, quantity: number, unit: string) => ({
    dayOfWeek,
    mealType: 'breakfast',
    recipeId: null,
    date: weekStartDate,
    foodItem: { name: foodName, calories: 100, protein: 5, quantity, unit },
  });
  const res = await page.request.post('/api/meal-plans', {
    data: {
      name,
      weekStartDate,
      meals: [food(1, 'Olive oil', 3, 'tablespoon'), food(1, 'Salt', 1, 'teaspoon'), food(2, 'Eggs', 4, 'piece')],
    },
  });
  expect(res.status()).toBe(201);
}

/** The price shown on the line to buy named `name`. */
async function linePrice(panel: Locator, name: string): Promise<number> {
  const row = panel
    .getByTestId('grocery-item')
    .filter({ has: panel.page().getByTestId('grocery-item-name').getByText(name, { exact: true }) });
  return money(await row.getByTestId('grocery-item-price').textContent());
}

describe('the pantry in a real browser', () => {
  it('a new person keeps the starter pantry; the list then shows the staples "From your pantry" and costs less by their price', async () => {
    const { page } = session;
    await signUpNewUser(page);
    const planName = `Pantry e2e ${Date.now().toString(36)}`;
    await createPlan(page, planName);

    // the list before the pantry: olive oil and salt are bought
    await page.reload();
    const panel = page.getByTestId('grocery-list-panel');
    await panel.getByRole('button', { name: /Generate List/ }).click();
    await page.getByText('Grocery list generated from your meal plan.').waitFor({ timeout: 20_000 });
    await panel.getByTestId('grocery-item').first().waitFor();
    const totalBefore = money(await panel.getByTestId('grocery-total').textContent());
    const oil = await linePrice(panel, 'Olive oil');
    const salt = await linePrice(panel, 'Salt');
    expect(oil).toBeGreaterThan(0);
    expect(salt).toBeGreaterThan(0);
    const countBefore = await panel.getByTestId('grocery-item').count();
    expect(await panel.getByTestId('grocery-from-pantry').count()).toBe(0);

    // the Pantry, from the navigation: the starter set offered, every staple ticked; keep them all
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pantry' }).click();
    await page.getByRole('heading', { name: 'Pantry', level: 2 }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Start your pantry with the basics' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Olive oil' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Salt' }).isChecked()).toBe(true);
    const staples = await dialog.getByRole('checkbox').count();
    const kept = page.waitForResponse((r) => r.url().endsWith('/api/pantry/starter') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: `Keep ${staples} staples` }).click();
    expect((await kept).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    const oilAtHome = page.getByRole('listitem', { name: 'Olive oil' });
    expect(await oilAtHome.getByTestId('pantry-item-amount').textContent()).toBe('Always at home');
    expect(await oilAtHome.getByTestId('pantry-item-latest').textContent()).toContain('from the starter set');
    expect(await page.getByTestId('pantry-item').count()).toBe(staples);

    // a stock, found by searching our ingredients: 2 lb of rice, said as the bag says it
    await page.getByRole('searchbox', { name: 'Search our ingredients' }).fill('white rice');
    await page.getByTestId('ingredient-result').filter({ hasText: 'White rice (long-grain)' }).click();
    const picked = page.getByTestId('pantry-picked');
    await picked.getByRole('radio', { name: 'An amount' }).check();
    await picked.getByRole('spinbutton', { name: 'Amount of White rice (long-grain)' }).fill('2');
    await picked.getByRole('combobox', { name: 'Unit of White rice (long-grain)' }).click();
    await page.locator('.ant-select-item-option[title="lb"]').click();
    const added = page.waitForResponse((r) => r.url().endsWith('/api/pantry') && r.request().method() === 'POST');
    await picked.getByRole('button', { name: 'Add to pantry' }).click();
    expect((await added).status()).toBe(201);
    const rice = page.getByRole('listitem', { name: 'White rice (long-grain)' });
    await rice.waitFor();
    expect(await rice.getByTestId('pantry-item-amount').textContent()).toBe('2 lb');
    expect(await rice.getByTestId('pantry-item-latest').textContent()).toContain('+2 lb added by you');

    // back on the dashboard, "Update from plan": the staples move to "From your pantry", the total drops by their price
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await panel.getByTestId('grocery-item').first().waitFor();
    await panel.getByRole('button', { name: 'Update from plan' }).click();
    const group = panel.getByTestId('grocery-from-pantry');
    await group.waitFor({ timeout: 20_000 });
    const totalAfter = money(await panel.getByTestId('grocery-total').textContent());
    expect(totalAfter).toBeLessThan(totalBefore);
    expect(cents(totalAfter)).toBe(cents(totalBefore) - cents(oil) - cents(salt));
    expect(await panel.getByTestId('grocery-item').count()).toBe(countBefore - 2);
    await panel.getByText(`0/${countBefore - 2} items`).waitFor();
    expect(await panel.getByTestId('grocery-item-name').allTextContents()).not.toContain('Olive oil');

    // the group is folded until opened, then names the staples with their notes
    const header = group.getByRole('button', { name: 'From your pantry (2)' });
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    await header.click();
    const lines = group.getByTestId('grocery-pantry-item');
    await lines.first().waitFor();
    expect((await group.getByTestId('grocery-pantry-item-name').allTextContents()).sort()).toEqual(['Olive oil', 'Salt']);
    expect(await lines.filter({ hasText: 'Olive oil' }).textContent()).toContain('A staple of your pantry: always at home.');

    expect(session.pageErrors).toEqual([]);
  });
});
