import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

/** A plan made through the API (the meal-plans screen is tested on its own): two days of simple foods. */
async function createPlan(page: Page, name: string): Promise<string> {
  const weekStartDate = new Date().toISOString().slice(0, 10);
  const food = (dayOfWeek: number, mealType: string, foodName: string, quantity: number, unit: string) => ({
    dayOfWeek,
    mealType,
    recipeId: null,
    date: weekStartDate,
    foodItem: { name: foodName, calories: 100, protein: 5, quantity, unit },
  });
  const res = await page.request.post('/api/meal-plans', {
    data: {
      name,
      weekStartDate,
      meals: [
        food(1, 'breakfast', 'Eggs', 2, 'piece'),
        food(2, 'lunch', 'Chicken breast', 1, 'piece'),
        food(3, 'dinner', 'Spaghetti pasta', 1, 'cup'),
        food(4, 'breakfast', 'Whole milk', 1, 'cup'),
      ],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('grocery lists in a real browser', () => {
  it("generates a plan's list, ticks an item and changes a brand (both survive a reload), and exports grocery-list.txt", async () => {
    const { page } = session;
    await signUpNewUser(page);
    const planName = `Grocery e2e ${Date.now().toString(36)}`;
    await createPlan(page, planName);

    await page.goto('/grocery-lists');
    await page.getByRole('heading', { name: 'Grocery Lists' }).waitFor();
    await page.getByText('No grocery lists yet').waitFor();

    // Generate from Meal Plans → the job runs → the success toast and the list.
    await page.getByRole('button', { name: `Generate grocery list for ${planName}` }).click();
    await page.getByText('Grocery list generated successfully!').waitFor({ timeout: 20_000 });
    await page.getByTestId('grocery-list-title').filter({ hasText: planName }).waitFor();
    const plans = page.getByTestId('generate-plan-row').filter({ hasText: planName });
    await plans.getByText('Has list').waitFor();
    const entry = page.getByTestId('grocery-list-entry').filter({ hasText: planName });
    await entry.waitFor();

    const items = page.getByTestId('grocery-item');
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(4);
    await page.getByText(`0 of ${count} completed`).waitFor();

    // Tick the first item: struck through, the counter moves, and it is saved.
    const first = items.first();
    const firstName = (await first.getByTestId('grocery-item-name').textContent())!.trim();
    const nameEl = first.getByTestId('grocery-item-name');
    expect(await nameEl.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    const saved = page.waitForResponse((r) => r.url().endsWith('/operations') && r.request().method() === 'POST');
    await first.getByRole('checkbox', { name: firstName }).check();
    await page.getByText(`1 of ${count} completed`).waitFor();
    expect(await nameEl.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('line-through');
    expect((await saved).status()).toBe(200);

    // Change the brand of an item with a different-priced option: price and total move at once.
    const target = items.filter({ hasText: 'Eggs' }).first();
    const targetName = (await target.getByTestId('grocery-item-name').textContent())!.trim();
    const before = money(await target.getByTestId('grocery-item-price').textContent());
    const totalBefore = money(await page.getByTestId('grocery-total').textContent());
    await target.getByRole('button', { name: `Choose brand for ${targetName}` }).click();
    const options = page.getByRole('list', { name: `Brands for ${targetName}` }).getByRole('listitem');
    await options.first().waitFor();
    let chosen: { brand: string; price: number } | null = null;
    for (let i = 0; i < (await options.count()); i++) {
      const label = (await options.nth(i).getAttribute('aria-label')) ?? '';
      const m = /^(.*) \$(\d+\.\d\d)$/.exec(label);
      if (m && Number(m[2]) !== before) {
        chosen = { brand: m[1], price: Number(m[2]) };
        const brandSaved = page.waitForResponse((r) => r.url().endsWith('/operations') && r.request().method() === 'POST');
        await options.nth(i).click();
        expect((await brandSaved).status()).toBe(200);
        break;
      }
    }
    expect(chosen).not.toBeNull();
    const expectedTotal = Math.round((totalBefore - before + chosen!.price) * 100) / 100;
    expect(money(await target.getByTestId('grocery-item-price').textContent())).toBe(chosen!.price);
    expect(await target.getByRole('button', { name: `Choose brand for ${targetName}` }).textContent()).toContain(chosen!.brand);
    expect(money(await page.getByTestId('grocery-total').textContent())).toBe(expectedTotal);

    // Both survive a reload.
    await page.reload();
    await page.getByTestId('grocery-list-title').filter({ hasText: planName }).waitFor();
    await page.getByText(`1 of ${count} completed`).waitFor();
    const firstAgain = page.getByTestId('grocery-item').filter({ hasText: firstName }).first();
    expect(await firstAgain.getByRole('checkbox', { name: firstName }).isChecked()).toBe(true);
    expect(await firstAgain.getByTestId('grocery-item-name').evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain(
      'line-through',
    );
    const targetAgain = page.getByTestId('grocery-item').filter({ hasText: targetName }).first();
    expect(money(await targetAgain.getByTestId('grocery-item-price').textContent())).toBe(chosen!.price);
    expect(await targetAgain.getByRole('button', { name: `Choose brand for ${targetName}` }).textContent()).toContain(chosen!.brand);
    expect(money(await page.getByTestId('grocery-total').textContent())).toBe(expectedTotal);
    expect(
      money(
        await page.getByTestId('grocery-list-entry').filter({ hasText: planName }).getByTestId('grocery-list-entry-total').textContent(),
      ),
    ).toBe(expectedTotal);

    // Export: grocery-list.txt, one line per item in the spec's format, matching what the server holds.
    const listRes = await page.request.get(`/api/grocery-lists/${await entryPlanId(page, planName)}`);
    const list = (await listRes.json()) as {
      items: { name: string; brand: string | null; quantity: number; unit: string; isChecked: boolean }[];
    };
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('grocery-list.txt');
    const text = readFileSync((await file.path())!, 'utf8');
    const expected = list.items
      .map((i) => `${i.isChecked ? '✓' : '☐'} ${i.name}${i.brand ? ` - ${i.brand}` : ''} (${i.quantity} ${i.unit})`)
      .join('\n');
    expect(text).toBe(expected);
    expect(text.split('\n')).toHaveLength(count);
    expect(text).toContain(`✓ ${firstName}`);
    expect(text).toContain(`${targetName} - ${chosen!.brand} (`);

    // No delivery partner is configured here: ordering says so plainly and shows a printable list.
    await page.getByRole('button', { name: 'Order groceries' }).click();
    await page.getByTestId('order-offline-message').getByText('No grocery delivery partner is configured').waitFor();
    expect(await page.getByTestId('order-text').textContent()).not.toContain(firstName);
    await page.keyboard.press('Escape');
    await page.getByTestId('order-text').waitFor({ state: 'hidden' });

    expect(session.pageErrors).toEqual([]);
  });

  it('the dashboard panel shows the same list with its counter and total', async () => {
    const { page } = session;
    await signUpNewUser(page);
    await page.goto('/');
    const panel = page.getByTestId('grocery-list-panel');
    await panel.waitFor();
    // Before any plan: the spec's empty state.
    await panel.getByText('No Grocery List - Generate a meal plan first').waitFor();
    const planName = `Dashboard e2e ${Date.now().toString(36)}`;
    await createPlan(page, planName);
    await page.reload();
    await panel.getByText('No Grocery List Yet').waitFor();
    await panel.getByRole('button', { name: /Generate List/ }).click();
    await page.getByText('Grocery list generated from your meal plan.').waitFor({ timeout: 20_000 });
    const items = panel.getByTestId('grocery-item');
    await items.first().waitFor();
    const count = await items.count();
    await panel.getByText(`0/${count} items`).waitFor();
    await items.first().getByRole('checkbox').check();
    await panel.getByText(`1/${count} items`).waitFor();
    expect(await panel.getByTestId('grocery-total').textContent()).toMatch(/^\$\d+\.\d\d$/);

    // the list says where its prices come from as a whole (no store prices configured here: the estimate)
    expect(await panel.getByTestId('grocery-list-price-source').textContent()).toMatch(
      /^estimate: U\.S\. average prices, Nov 2023 and 2022$/,
    );
    // every line says where its price comes from, and the word opens the page that explains it
    const sources = panel.getByTestId('grocery-item-price-source');
    expect(await sources.count()).toBe(count);
    const said = (await sources.allTextContents()).filter((t) => t.startsWith('estimate: U.S. average prices'));
    expect(said.length).toBeGreaterThan(0);
    await sources
      .filter({ hasText: /^estimate:/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'How prices are estimated' }).waitFor();
    await page.getByText('Bulk discounts are not modelled', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'Items our catalogue does not know' }).waitFor();
    await page.getByRole('heading', { name: 'Real prices at a Kroger store' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/prices');

    // and from the Grocery Lists screen, the list's own word opens it too
    await page.goto('/grocery-lists');
    const listSource = page.getByTestId('grocery-list-price-source');
    await listSource.waitFor();
    await listSource.click();
    await page.getByRole('heading', { name: 'How prices are estimated' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/prices');
  });
});

describe("a person's own lines in a real browser", () => {
  it('adds "paper towels" and takes a line off; both survive "Update from plan" and a reload', async () => {
    const { page } = session;
    await signUpNewUser(page);
    const planName = `Own lines e2e ${Date.now().toString(36)}`;
    const planId = await createPlan(page, planName);
    await page.goto('/');
    const panel = page.getByTestId('grocery-list-panel');
    await panel.getByRole('button', { name: /Generate List/ }).click();
    await page.getByText('Grocery list generated from your meal plan.').waitFor({ timeout: 20_000 });
    const items = panel.getByTestId('grocery-item');
    await items.first().waitFor();
    const built = await items.count();

    // Add item: paper towels, 6 rolls at the person's own price
    await panel.getByRole('button', { name: /Add item/ }).click();
    await panel.getByRole('textbox', { name: 'Item name' }).fill('paper towels');
    await panel.getByRole('spinbutton', { name: 'Quantity' }).fill('6');
    // the unit list is every unit the server knows: type to find one
    await panel.getByRole('combobox', { name: 'Unit' }).fill('roll');
    await page.locator('.ant-select-item-option[title="roll"]').click();
    await panel.getByRole('textbox', { name: 'Price' }).fill('7.99');
    // a line change goes through the device's operation queue (issue #21)
    const added = page.waitForResponse(
      (r) => r.url().endsWith(`/api/grocery-lists/${planId}/operations`) && r.request().method() === 'POST',
    );
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await added).status()).toBe(200);
    await page.getByText('Added paper towels to your grocery list.').waitFor();
    const towels = items.filter({ hasText: 'paper towels' });
    await towels.waitFor();
    expect(await towels.getByTestId('grocery-item-quantity').textContent()).toBe('6 roll');
    expect(await towels.getByTestId('grocery-item-price').textContent()).toBe('$7.99');
    expect(await towels.getByTestId('grocery-item-price-source').textContent()).toBe('your price');
    await panel.getByText(`0/${built + 1} items`).waitFor();

    // Take a line of the plan off: it leaves the list and the total, and waits under "Removed"
    const milk = items.filter({ hasText: 'Whole milk' });
    const totalBefore = money(await panel.getByTestId('grocery-total').textContent());
    const milkPrice = money(await milk.getByTestId('grocery-item-price').textContent());
    await milk.getByRole('button', { name: 'Remove Whole milk' }).click();
    await page.getByText('Removed Whole milk').waitFor();
    await milk.waitFor({ state: 'detached' });
    await panel.getByText(`0/${built} items`).waitFor();
    expect(money(await panel.getByTestId('grocery-total').textContent())).toBe(Math.round((totalBefore - milkPrice) * 100) / 100);
    await panel.getByText('Removed (1)').waitFor();

    // The plan changes (butter on Friday), and "Update from plan" builds the list again
    const meal = await page.request.post(`/api/meal-plans/${planId}/meals`, {
      data: { dayIndex: 5, mealType: 'lunch', foodItem: { name: 'Butter', calories: 100, protein: 0, quantity: 1, unit: 'tbsp' } },
    });
    expect(meal.status()).toBeLessThan(300);
    await panel.getByRole('button', { name: 'Update from plan' }).click();
    await page.getByText('Grocery list generated from your meal plan.').waitFor({ timeout: 20_000 });
    const keptThrough = async () => {
      await items.filter({ hasText: 'Butter' }).first().waitFor();
      await towels.waitFor();
      expect(await towels.getByTestId('grocery-item-price').textContent()).toBe('$7.99');
      expect(await towels.getByTestId('grocery-item-added').textContent()).toBe('added by you');
      expect(await milk.count()).toBe(0);
      await panel.getByText('Removed (1)').waitFor();
      await panel.getByText(`0/${built + 1} items`).waitFor();
      const lines = await items.count();
      const prices = await items.getByTestId('grocery-item-price').allTextContents();
      expect(prices).toHaveLength(lines);
      const cents = prices.reduce((sum, p) => sum + Math.round(money(p) * 100), 0);
      expect(Math.round(money(await panel.getByTestId('grocery-total').textContent()) * 100)).toBe(cents);
    };
    await keptThrough();

    // and a reload
    await page.reload();
    await items.first().waitFor();
    await keptThrough();
    // the removed line comes back from "Removed"
    await panel.getByText('Removed (1)').click();
    await panel.getByRole('button', { name: 'Restore Whole milk' }).click();
    await items.filter({ hasText: 'Whole milk' }).waitFor();
    expect(session.pageErrors).toEqual([]);
  });
});

/** The plan id behind a list entry (from GET /api/grocery-lists). */
async function entryPlanId(page: Page, planName: string): Promise<string> {
  const res = await page.request.get('/api/grocery-lists');
  const lists = (await res.json()) as { mealPlanId: string; planName: string }[];
  return lists.find((l) => l.planName === planName)!.mealPlanId;
}
