/**
 * The household's data is the household's (issue #24) in a real browser: the owner (desktop) invites a second adult,
 * who signs up on a phone (390×844, touch) through the link and joins; the adult sees the owner's plan, and the
 * owner's grocery list is on both screens, where a tick on one shows on the other (the list's live channel).
 * Per-person portions are checked as a component test (MealPlanView.table.test.tsx) until the planner for the table lands.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newTestUser, signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

interface Line {
  id: string;
  name: string;
  isChecked: boolean;
}

/** A plan of foods and its list, through the API (building a list is tested on its own). */
async function planWithList(page: Page, name: string): Promise<string> {
  const foods = ['Eggs', 'Whole milk', 'Chicken breast', 'Carrots', 'Bananas'];
  const created = await page.request.post('/api/meal-plans', {
    data: {
      name,
      weekStartDate: '2026-11-22',
      meals: foods.map((food, day) => ({
        dayOfWeek: day,
        mealType: 'breakfast',
        foodItem: { name: food, calories: 100, protein: 5, quantity: 2, unit: 'cup' },
      })),
    },
    headers: { origin: baseUrl },
  });
  expect(created.status()).toBe(201);
  const planId = ((await created.json()) as { id: string }).id;
  const built = await page.request.post(`/api/meal-plans/${planId}/grocery-list`, { headers: { origin: baseUrl } });
  expect(built.status()).toBe(200);
  return planId;
}

/** Opens the list on the Grocery Lists screen: shown first, or chosen from "Your lists" (in a drawer on a phone). */
async function openList(page: Page, planName: string): Promise<void> {
  await page.goto('/grocery-lists');
  const title = page.getByTestId('grocery-list-title').filter({ hasText: planName });
  const entry = page.getByTestId('grocery-list-entry').filter({ hasText: planName }).first();
  await title.or(entry).first().waitFor();
  if (!(await title.isVisible())) {
    const drawer = page.getByRole('button', { name: 'Lists & stores' });
    if (await drawer.isVisible()) await drawer.click();
    await entry.click();
  }
  await title.waitFor();
  await page.getByTestId('grocery-item').first().waitFor();
}

const tickBox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

describe('one plan and one list for the household (issue #24), owner on desktop, adult on a phone', () => {
  it("the invited adult joins through the link, sees the owner's plan and list, and a tick on one screen shows on the other", async () => {
    const { page: owner, browser } = session;
    owner.context().setDefaultTimeout(15_000);
    await signUpNewUser(owner, { firstName: 'Alex' });
    const planName = `Shared week ${Date.now().toString(36)}`;
    const planId = await planWithList(owner, planName);

    // the invite link, from the household card
    await owner.goto('/preferences');
    const card = owner.getByTestId('household-card');
    await card.getByRole('button', { name: 'Create invite link' }).click();
    const link = await card.getByRole('textbox', { name: 'Invite link' }).inputValue();

    const phone = await browser.newContext({ baseURL: baseUrl, ...PHONE });
    phone.setDefaultTimeout(15_000);
    try {
      const adult = await phone.newPage();
      await adult.goto(new URL(link).pathname);
      await adult.getByRole('heading', { name: "Join Alex's household" }).waitFor();
      const bo = newTestUser({ firstName: 'Bo' });
      await adult.getByLabel('First name').fill(bo.firstName);
      await adult.getByLabel('Last name').fill(bo.lastName);
      await adult.getByLabel('Email').fill(bo.email);
      await adult.getByLabel('Password').fill(bo.password);
      await adult.getByRole('button', { name: 'Create account' }).click();
      await adult.getByRole('button', { name: 'Join household' }).click();
      await adult.waitForURL(/\/preferences/);

      // the owner's plan is the adult's plan
      await adult.goto('/meal-plans');
      await adult.getByText(planName).first().waitFor();
      await adult.getByTestId('meal-plan-view').getByText('Eggs').first().waitFor();

      // the same list on both screens
      await openList(owner, planName);
      await openList(adult, planName);
      const lines = ((await (await adult.request.get(`/api/grocery-lists/${planId}`)).json()) as { items: Line[] }).items;
      const [first, second] = lines.filter((l) => !l.isChecked).map((l) => l.name);
      expect(first && second).toBeTruthy();

      // a tick on the phone shows on the owner's screen, with no reload
      await tickBox(adult, first!).tap();
      await expect.poll(() => tickBox(owner, first!).isChecked(), { timeout: 15_000 }).toBe(true);
      // and one on the owner's shows on the phone
      await tickBox(owner, second!).click();
      await expect.poll(() => tickBox(adult, second!).isChecked(), { timeout: 15_000 }).toBe(true);

      // the screen fits the phone: no sideways scrolling
      expect(await adult.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await phone.close();
    }
  }, 180_000);
});
