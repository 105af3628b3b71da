import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpNewUser, useBrowser } from './browser';
import { keepScreenshot, overflowOf, overlapsOf, smallTargets } from './phone-layout';

/** A phone held upright (issue #21): 390×844, a touch screen, the mobile viewport rules. */
const PHONE = { width: 390, height: 844 };
const session = useBrowser({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The fields and values a POST of the list's operations carries (the device sends a line's changes as operations). */
const fieldsSent = (body: { operations: { field: string; value: unknown }[] }) =>
  Object.fromEntries(body.operations.map((op) => [op.field, op.value]));

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

/** A plan through the API (the plan screens are tested on their own): foods from several aisles, one a day. */
async function planOf(page: Page, name: string): Promise<string> {
  const weekStartDate = new Date().toISOString().slice(0, 10);
  const foods = [
    { name: 'Whole milk', quantity: 4, unit: 'cup' },
    { name: 'Chicken breast', quantity: 1, unit: 'piece' },
    { name: 'Spaghetti pasta', quantity: 1, unit: 'cup' },
    { name: 'Banana', quantity: 3, unit: 'piece' },
    { name: 'Eggs', quantity: 4, unit: 'piece' },
    { name: 'Broccoli', quantity: 2, unit: 'cup' },
  ];
  const search = await page.request.get('/api/recipes/search?query=oats&number=24');
  expect(search.status()).toBe(200);
  const breakfast = ((await search.json()) as { results: { id: number; mealTypes: string[] }[] }).results.find((r) =>
    r.mealTypes.includes('breakfast'),
  )!;
  expect(breakfast).toBeDefined();
  const res = await page.request.post('/api/meal-plans', {
    data: {
      name,
      weekStartDate,
      meals: [
        ...foods.map((f, day) => ({
          dayOfWeek: day,
          mealType: 'dinner',
          recipeId: null,
          date: weekStartDate,
          foodItem: { name: f.name, calories: 100, protein: 5, quantity: f.quantity, unit: f.unit },
        })),
        // a breakfast from the library: its slot offers Swap
        { dayOfWeek: 0, mealType: 'breakfast', recipeId: breakfast.id, foodItem: null, date: weekStartDate },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function buildList(page: Page, planId: string): Promise<void> {
  const started = await page.request.post(`/api/meal-plans/${planId}/generate-grocery-list`);
  expect(started.status()).toBe(202);
  const { jobId } = (await started.json()) as { jobId: string };
  for (let i = 0; i < 300; i++) {
    const job = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { state: string };
    if (job.state === 'completed') return;
    if (job.state === 'failed') throw new Error('the list was not built');
    await page.waitForTimeout(100);
  }
  throw new Error('the list build did not finish');
}

/** A new person with a plan and its list, on the Grocery Lists screen. */
async function personWithList(page: Page): Promise<string> {
  await signUpNewUser(page);
  const planName = `Phone week ${Date.now().toString(36)}`;
  await buildList(page, await planOf(page, planName));
  await page.goto('/grocery-lists');
  await page.getByTestId('grocery-list-title').filter({ hasText: planName }).waitFor();
  return planName;
}

/** The phone checks of one screen, at the top of the page: nothing past the right edge, nothing on top of another. */
async function expectFits(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await overflowOf(page);
  await keepScreenshot(page, screen);
  expect(overflow.viewportWidth, screen).toBe(PHONE.width);
  expect(overflow.scrollWidth, `${screen}: the page is wider than the screen`).toBeLessThanOrEqual(PHONE.width);
  expect(overflow.wide, `${screen}: past the right edge`).toEqual([]);
  expect(await overlapsOf(page), `${screen}: overlapping`).toEqual([]);
}

describe('every screen on a phone (390×844, touch)', () => {
  it('the list, pantry, plan and dashboard fit the screen: nothing wider, nothing overlapping (screenshots kept)', async () => {
    const { page } = session;
    await personWithList(page);
    await expectFits(page, 'grocery-list');

    await page.goto('/pantry');
    await page.getByRole('heading', { name: 'Pantry', level: 2 }).waitFor();
    // the starter staples, kept: the pantry then has lines (amounts, buttons) to lay out
    await page.getByRole('button', { name: /^Keep \d+ staples$/ }).tap();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('Black pepper').first().waitFor();
    await expectFits(page, 'pantry');

    await page.goto('/meal-plans');
    await page.getByRole('heading', { name: 'Meal Plans' }).waitFor();
    await page.getByText('Phone week').first().waitFor();
    await expectFits(page, 'meal-plans');
    // a slot's Swap is a thumb's target too
    const swaps = page.getByRole('button', { name: /^Swap / });
    await swaps.first().waitFor();
    expect(await smallTargets(swaps)).toEqual([]);

    await page.goto('/');
    await page.getByText('Phone week').first().waitFor();
    await page.getByTestId('grocery-list-panel').getByTestId('grocery-item').first().waitFor();
    await expectFits(page, 'dashboard');

    // the other screens, each at its first state
    for (const [path, heading, screen] of [
      ['/recipes', 'Recipe Discovery', 'recipes'],
      ['/preferences', 'Settings', 'preferences'],
      ['/prices', 'How prices are estimated', 'prices'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await expectFits(page, screen);
    }
  });

  it('the list comes first, its sticky header never covers a line, every control is a thumb wide, the lists are one tap away', async () => {
    const { page } = session;
    const planName = await personWithList(page);

    const header = page.getByTestId('grocery-list-header');
    const rows = page.getByTestId('grocery-item');
    const first = rows.first();
    const headerBox = (await header.boundingBox())!;
    const firstBox = (await first.boundingBox())!;
    // first on the screen: the header and the first line within the first screen, the header above the line
    expect(headerBox.y + headerBox.height).toBeLessThanOrEqual(firstBox.y);
    expect(firstBox.y + firstBox.height).toBeLessThan(PHONE.height);
    expect(await header.textContent()).toContain(planName);
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(5);
    await header.getByText(`0 of ${count}`).waitFor();

    // scrolled: the header stays in view right under the top bar, never over it
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForTimeout(200);
    const navBox = (await page.locator('.fc-topnav').boundingBox())!;
    const stuck = (await header.boundingBox())!;
    expect(stuck.y).toBeGreaterThanOrEqual(navBox.y + navBox.height - 1);
    expect(stuck.y).toBeLessThan(navBox.y + navBox.height + 4);
    await keepScreenshot(page, 'grocery-list-scrolled', { fullPage: false });
    await page.evaluate(() => window.scrollTo(0, 0));

    // every line's tick and every button of the list: at least 44 px, also a line's opened controls
    const ticks = page.locator('[data-testid="grocery-item"] label.ant-checkbox-wrapper');
    expect(await ticks.count()).toBe(count);
    await rows
      .nth(1)
      .getByRole('button', { name: /^More for / })
      .tap();
    await rows
      .nth(1)
      .getByRole('button', { name: /^Remove / })
      .waitFor();
    expect(await smallTargets(ticks)).toEqual([]);
    expect(await smallTargets(page.locator('.fc-grocery-phone button'))).toEqual([]);
    expect(await smallTargets(page.getByRole('button', { name: 'Lists & stores' }))).toEqual([]);

    // a tap anywhere on a line ticks it, and the header counts it
    const name = (await first.getByTestId('grocery-item-name').textContent())!.trim();
    const saved = page.waitForResponse((r) => r.url().endsWith('/operations') && r.request().method() === 'POST');
    await first.getByTestId('grocery-item-summary').tap();
    expect((await saved).status()).toBe(200);
    expect(await first.getByRole('checkbox', { name }).isChecked()).toBe(true);
    await header.getByText(`1 of ${count}`).waitFor();

    // the lists and the store directory: one tap away, in a drawer
    expect(await page.getByText('Your Lists').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Lists & stores' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Your lists and stores' });
    await drawer.getByTestId('grocery-list-entry').filter({ hasText: planName }).waitFor();
    await drawer.getByText(/Stores near/).waitFor();
    await keepScreenshot(page, 'grocery-lists-drawer', { fullPage: false });
    expect((await overflowOf(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
  });

  it('shopping mode: a ticked line sinks to "In the cart", and the price typed on the tick reaches "Your prices"', async () => {
    const { page } = session;
    await personWithList(page);
    await page.getByRole('button', { name: 'Shopping mode', exact: true }).tap();
    const shop = page.getByRole('dialog', { name: 'Shopping mode' });
    await shop.waitFor();
    const cart = shop.getByTestId('shopping-in-cart');
    const lines = shop.getByTestId('shopping-line');
    const count = await lines.count();
    expect(await cart.count()).toBe(0);
    expect(await smallTargets(shop.locator('label.ant-checkbox-wrapper'), 56)).toEqual([]);
    expect(await smallTargets(shop.getByRole('button'))).toEqual([]);
    expect((await overflowOf(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(page, 'shopping-mode', { fullPage: false });

    // "What did you pay?" on the tick: the price goes with it, in one write
    await expect(shop.getByRole('switch', { name: 'Ask what I paid' }).isChecked()).resolves.toBe(true);
    const milk = lines.filter({ hasText: 'Whole milk' });
    await milk.tap();
    const price = shop.getByRole('spinbutton', { name: 'What did you pay for Whole milk?' });
    await price.fill('4.19');
    const ticked = page.waitForResponse((r) => r.url().endsWith('/operations') && r.request().method() === 'POST');
    await shop.getByRole('button', { name: 'Save price' }).tap();
    const answer = await ticked;
    expect(answer.status()).toBe(200);
    // one send: the price paid and the tick, as the device's operations on the line
    expect(fieldsSent(answer.request().postDataJSON())).toEqual({ paidPrice: '4.19', isChecked: true });
    await cart.getByTestId('shopping-line').filter({ hasText: 'Whole milk' }).waitFor();
    expect(await cart.getByRole('checkbox', { name: 'Whole milk' }).isChecked()).toBe(true);

    // Skip: ticked without a price, in one tap
    const banana = lines.filter({ hasText: /banana/i }).first();
    const bananaName = (await banana.textContent())!;
    await banana.tap();
    const skipped = page.waitForResponse((r) => r.url().endsWith('/operations') && r.request().method() === 'POST');
    await shop.getByRole('button', { name: 'Skip' }).tap();
    expect(fieldsSent((await skipped).request().postDataJSON())).toEqual({ isChecked: true });
    await cart.getByTestId('shopping-line').nth(1).waitFor();
    expect(await cart.getByTestId('shopping-line').count()).toBe(2);
    expect(await lines.count()).toBe(count);
    expect(bananaName).toMatch(/banana/i);
    await shop.getByTestId('shopping-progress').getByText(`2 of ${count} in the cart`).waitFor();
    await keepScreenshot(page, 'shopping-mode-cart', { fullPage: false });

    // Done: back on the list, both ticked; the price paid is on the Prices page
    await shop.getByRole('button', { name: 'Done' }).tap();
    await shop.waitFor({ state: 'detached' });
    await page.getByTestId('grocery-list-header').getByText(`2 of ${count}`).waitFor();
    await page.goto('/prices');
    const entry = page.getByTestId('price-book').getByTestId('price-book-entry').filter({ hasText: 'Whole milk' });
    await entry.waitFor();
    expect(cents(await entry.getByTestId('price-book-price').textContent())).toBe(419);
  });
});
