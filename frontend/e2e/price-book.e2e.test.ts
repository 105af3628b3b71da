import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

/** A plan of food items through the API (the meal-plans screen is tested on its own). */
async function planOf(page: Page, name: string, weekStartDate: string, foods: { name: string; quantity: number; unit: string }[]) {
  const res = await page.request.post('/api/meal-plans', {
    data: {
      name,
      weekStartDate,
      meals: foods.map((f, day) => ({
        dayOfWeek: day,
        mealType: 'breakfast',
        foodItem: { name: f.name, calories: 100, protein: 5, quantity: f.quantity, unit: f.unit },
      })),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Polls a job through the API until it is done (the job tracker is tested on its own). */
async function finished(page: Page, jobId: string): Promise<{ state: string; result: unknown }> {
  for (let i = 0; i < 300; i++) {
    const job = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { state: string; result: unknown };
    if (job.state === 'completed' || job.state === 'failed') return job;
    await page.waitForTimeout(100);
  }
  throw new Error(`job ${jobId} did not finish`);
}

async function buildList(page: Page, planId: string): Promise<void> {
  const started = await page.request.post(`/api/meal-plans/${planId}/generate-grocery-list`);
  expect(started.status()).toBe(202);
  expect((await finished(page, ((await started.json()) as { jobId: string }).jobId)).state).toBe('completed');
}

async function openList(page: Page, planName: string) {
  await page.goto('/grocery-lists');
  await page.getByTestId('grocery-list-entry').filter({ hasText: planName }).click();
  await page.getByTestId('grocery-list-title').filter({ hasText: planName }).waitFor();
}

describe('the price book and one cost in a real browser', () => {
  it('a price typed on a line ("What did you pay?") is the line\'s price, kept on the Prices page, and the next list uses it', async () => {
    const { page } = session;
    await signUpNewUser(page);
    const milk = [{ name: 'Whole milk', quantity: 16, unit: 'cup' }];
    const first = `Paid week ${Date.now().toString(36)}`;
    await buildList(page, await planOf(page, first, '2026-11-22', milk));
    await openList(page, first);

    const line = page.getByTestId('grocery-item').filter({ hasText: 'Whole milk' });
    const estimate = cents(await line.getByTestId('grocery-item-price').textContent());
    await line.getByRole('button', { name: 'What did you pay for Whole milk?' }).click();
    await line.getByLabel('Price paid for Whole milk').fill('5.55');
    const saved = page.waitForResponse((r) => r.url().endsWith('/operations') && r.request().method() === 'POST');
    await line.getByLabel('Price paid for Whole milk').press('Enter');
    expect((await saved).status()).toBe(200);
    await line.getByTestId('grocery-item-price-source').filter({ hasText: 'your price' }).waitFor();
    expect(cents(await line.getByTestId('grocery-item-price').textContent())).toBe(555);
    expect(cents(await page.getByTestId('grocery-total').textContent())).toBe(555);
    expect(estimate).not.toBe(555);

    // the Prices page keeps it
    await page.goto('/prices');
    const entry = page.getByTestId('price-book-entry').filter({ hasText: 'Whole milk' });
    await entry.waitFor();
    expect(cents(await entry.getByTestId('price-book-price').textContent())).toBe(555);

    // next week's list of the same food is at the price paid, said on the line
    const second = `Next week ${Date.now().toString(36)}`;
    await buildList(page, await planOf(page, second, '2026-11-29', milk));
    await openList(page, second);
    const next = page.getByTestId('grocery-item').filter({ hasText: 'Whole milk' });
    await next.getByTestId('grocery-item-price-source').filter({ hasText: 'your price' }).waitFor();
    expect(cents(await next.getByTestId('grocery-item-price').textContent())).toBe(555);

    // changed on the Prices page: the list follows
    await page.goto('/prices');
    await entry.getByRole('button', { name: 'Change the price of Whole milk' }).click();
    await entry.getByLabel('Price paid for Whole milk').fill('4.10');
    await entry.getByLabel('Price paid for Whole milk').press('Enter');
    await entry.getByTestId('price-book-price').filter({ hasText: '$4.10' }).waitFor();
  });

  it('after an edit, the plan banner, the cost card, the dashboard and the list agree to the cent', async () => {
    const { page } = session;
    await signUpNewUser(page);
    expect((await page.request.post('/api/preferences', { data: { calorieGoal: 2000, weeklyBudget: 50 } })).status()).toBe(200);
    const started = await page.request.post('/api/meal-plans/generate', { data: {} });
    expect(started.status()).toBe(202);
    const job = await finished(page, ((await started.json()) as { jobId: string }).jobId);
    expect(job.state).toBe('completed');
    const planId = (job.result as { mealPlanId: string }).mealPlanId;
    await buildList(page, planId);

    // the edit: what was paid for the first line, well over the budget
    await page.goto('/');
    const panel = page.getByTestId('grocery-list-panel');
    const line = panel.getByTestId('grocery-item').first();
    const name = (await line.getByTestId('grocery-item-name').textContent())!.trim();
    await line.getByRole('button', { name: `What did you pay for ${name}?` }).click();
    await line.getByLabel(`Price paid for ${name}`).fill('120');
    await line.getByLabel(`Price paid for ${name}`).press('Enter');
    await line.getByTestId('grocery-item-price').filter({ hasText: '$120.00' }).waitFor();

    // the dashboard: the cost card and the list's total are one figure; the banner is that figure over the budget
    const total = cents(await panel.getByTestId('grocery-total').textContent());
    await page
      .getByTestId('plan-cost')
      .filter({ hasText: `$${(total / 100).toFixed(2)}` })
      .waitFor();
    const banner = page.getByTestId('relaxations');
    await banner.getByText(`Weekly budget exceeded by $${((total - 5000) / 100).toFixed(2)}`).waitFor();
    expect(await banner.getByText(/Weekly budget exceeded/).count()).toBe(1);

    // the Grocery Lists screen and the Meal Plans screen say the same
    await page.goto('/grocery-lists');
    await page.getByTestId('grocery-list-title').waitFor();
    expect(cents(await page.getByTestId('grocery-total').textContent())).toBe(total);
    expect(cents(await page.getByTestId('grocery-list-entry').first().getByTestId('grocery-list-entry-total').textContent())).toBe(total);
    await page.goto('/meal-plans');
    await page
      .getByTestId('plan-cost')
      .filter({ hasText: `$${(total / 100).toFixed(2)}` })
      .waitFor();
  });
});
