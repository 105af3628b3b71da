import { readFileSync } from 'node:fs';
import ical, { type VEvent } from 'node-ical';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { askAssistant, signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

const today = () => new Date().toISOString().slice(0, 10);

interface PlannedFood {
  dayOffset: number;
  mealType: 'breakfast' | 'lunch' | 'dinner';
  name: string;
  calories: number;
  quantity: number;
  unit: string;
}

/** A plan of foods starting today, made through the API with the page's session; answers its id. */
async function foodPlan(context: BrowserContext, name: string, foods: PlannedFood[]): Promise<string> {
  const start = today();
  const weekday = new Date(`${start}T00:00:00Z`).getUTCDay();
  const created = await context.request.post('/api/meal-plans', {
    data: {
      name,
      weekStartDate: start,
      meals: foods.map((f) => ({
        dayOfWeek: (weekday + f.dayOffset) % 7,
        mealType: f.mealType,
        recipeId: null,
        foodItem: { name: f.name, calories: f.calories, quantity: f.quantity, unit: f.unit },
        date: start,
      })),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const ADDED = 'Meal plan has been added to your calendar.';

/**
 * Downloads the export from its dialog: no "added to your calendar" before the browser's download event,
 * and it comes after. Answers the file's events.
 */
async function downloadEvents(page: Page, dialog: Locator): Promise<VEvent[]> {
  await page.getByText('Calendar file ready').first().waitFor();
  expect(await page.getByText(ADDED).count()).toBe(0);
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /Download .ics file/ }).click();
  const download = await downloaded;
  await page.getByText(ADDED).waitFor();
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = readFileSync((await download.path())!, 'utf8');
  return Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

/** Opens the chat panel (after a reload, so the page knows the new plan) and sends one message. */
async function ask(page: Page, message: string) {
  await page.reload();
  return askAssistant(page, message);
}

describe('chat assistant and calendar export in a real browser', () => {
  it('sends a chat message from the dashboard and gets an answer', async () => {
    const { page } = session;
    await signUpNewUser(page, { firstName: 'Robin' });
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('dialog', { name: /Forkcast Assistant/ });
    await panel.getByText("Hi! I'm your Forkcast assistant.", { exact: false }).waitFor();

    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('hello');
    await input.press('Enter');
    await panel.getByTestId('chat-user-message').filter({ hasText: 'hello' }).waitFor();
    await panel
      .getByTestId('chat-assistant-message')
      .filter({ hasText: /^Hi Robin!/ })
      .waitFor();

    await input.fill("what's for dinner on Tuesday?");
    await input.press('Enter');
    await panel
      .getByTestId('chat-assistant-message')
      .filter({ hasText: /meal plan/ })
      .waitFor();
    expect(await panel.getByTestId('chat-assistant-message').count()).toBe(3);
    expect(await input.isEnabled()).toBe(true);

    // the toggle closes it again
    await page.getByRole('button', { name: 'Close chat' }).click();
    await panel.waitFor({ state: 'hidden' });
  });

  it('answers "is my plan safe for a peanut allergy?" from the plan\'s ingredients and changes nothing', async () => {
    const { page, context } = session;
    await signUpNewUser(page);
    await foodPlan(context, 'E2E safety week', [
      { dayOffset: 0, mealType: 'breakfast', name: 'Peanut butter', calories: 588, quantity: 2, unit: 'tablespoon' },
      { dayOffset: 0, mealType: 'lunch', name: 'Apple', calories: 52, quantity: 1, unit: 'piece' },
    ]);
    const panel = await ask(page, 'is my plan safe for a peanut allergy?');
    const answer = panel.getByTestId('chat-assistant-message').filter({ hasText: /contains peanut — not safe for that allergy/ });
    await answer.waitFor();
    expect(await answer.textContent()).toContain('breakfast: Peanut butter');
    const prefs = await context.request.get('/api/preferences');
    expect(((await prefs.json()) as { allergies: string[] }).allergies).toEqual([]);
  });

  it('"add paper towels to my list" adds them, and the Undo button takes them off again', async () => {
    const { page, context } = session;
    await signUpNewUser(page);
    const planId = await foodPlan(context, 'E2E undo week', [
      { dayOffset: 0, mealType: 'lunch', name: 'Apple', calories: 52, quantity: 1, unit: 'piece' },
    ]);
    const panel = await ask(page, 'add paper towels to my list');
    await panel
      .getByTestId('chat-assistant-message')
      .filter({ hasText: /^Added paper towels to your grocery list/i })
      .waitFor();
    const list = async () => context.request.get(`/api/grocery-lists/${planId}`);
    expect(((await (await list()).json()) as { items: { name: string }[] }).items.map((i) => i.name.toLowerCase())).toContain(
      'paper towels',
    );
    await panel.getByRole('button', { name: 'Undo' }).click();
    await panel
      .getByTestId('chat-assistant-message')
      .filter({ hasText: /^Undone: Added paper towels to your grocery list/i })
      .waitFor();
    expect((await list()).status()).toBe(404);
    expect(await panel.getByRole('button', { name: 'Undo' }).count()).toBe(0);
  });

  it('"no peanuts" is asked about first: nothing changes until Yes, which adds the allergy (and No changes nothing)', async () => {
    const { page, context } = session;
    await signUpNewUser(page);
    const allergies = async () => ((await (await context.request.get('/api/preferences')).json()) as { allergies: string[] }).allergies;
    const panel = await ask(page, 'no peanuts');
    await panel
      .getByTestId('chat-assistant-message')
      .filter({ hasText: /^Did you mean to add peanuts to your allergies\?/ })
      .waitFor();
    expect(await allergies()).toEqual([]);
    await panel.getByRole('button', { name: 'Yes' }).click();
    await panel
      .getByTestId('chat-assistant-message')
      .filter({ hasText: /^Added Peanuts to your allergies/ })
      .waitFor();
    expect(await allergies()).toEqual(['Peanuts']);

    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('no mushrooms');
    await input.press('Enter');
    await panel
      .getByTestId('chat-assistant-message')
      .filter({ hasText: /^Did you mean to add mushrooms to your disliked ingredients\?/ })
      .waitFor();
    await panel.getByRole('button', { name: 'No' }).click();
    await panel.getByTestId('chat-assistant-message').filter({ hasText: 'OK — I changed nothing.' }).waitFor();
    expect(
      ((await (await context.request.get('/api/preferences')).json()) as { dislikedIngredients: string[] }).dislikedIngredients,
    ).toEqual([]);
  });

  it('exports a plan (made through the API) and downloads a valid .ics', async () => {
    const { page, context } = session;
    await signUpNewUser(page);
    const planId = await foodPlan(context, 'E2E calendar week', [
      { dayOffset: 0, mealType: 'breakfast', name: 'Greek yogurt', calories: 97, quantity: 1, unit: 'cup' },
      { dayOffset: 1, mealType: 'dinner', name: 'Baked potato', calories: 93, quantity: 2, unit: 'piece' },
    ]);

    await page.reload();
    await page
      .getByRole('button', { name: /Export to Calendar/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add to your calendar' });
    await dialog.waitFor({ timeout: 30_000 });
    const feed = await dialog.getByRole('textbox', { name: 'Calendar subscription link' }).inputValue();
    expect(feed).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const events = await downloadEvents(page, dialog);
    expect(events.map((e) => e.summary).sort()).toEqual(['Breakfast: Greek yogurt', 'Dinner: Baked potato']);
    for (const event of events) expect(event.uid).toMatch(new RegExp(`^${planId}-[0-6]-(breakfast|lunch|dinner)@forkcast$`));

    // The private feed serves the plan without a session, and stops after revocation.
    const feedPath = new URL(feed.replace(/^webcal:/, 'http:')).pathname;
    const anonymous = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    try {
      const served = await anonymous.request.get(feedPath);
      expect(served.status()).toBe(200);
      expect(await served.text()).toContain('SUMMARY:Breakfast: Greek yogurt');
      expect((await context.request.delete('/api/calendar/feed')).status()).toBe(200);
      expect((await anonymous.request.get(feedPath)).status()).toBe(404);
    } finally {
      await anonymous.close();
    }
    expect(planId).toBeTruthy();
  });

  it('exports a generated week as 21 events, sides inside their meals; the toast comes after the download', async () => {
    const { page } = session;
    await signUpNewUser(page);
    await page.goto('/meal-plans');
    await page.getByRole('button', { name: 'Generate New Plan' }).first().click();
    await page.getByText('A new meal plan has been generated.').waitFor({ timeout: 30_000 });
    const plan = (await (await page.context().request.get('/api/meal-plans')).json()) as { id: string }[];
    const detail = (await (await page.context().request.get(`/api/meal-plans/${plan[0].id}`)).json()) as {
      meals: { mealType: string; dayOfWeek: number; recipe: unknown }[];
    };
    const slots = new Set(detail.meals.map((m) => `${m.dayOfWeek}-${m.mealType}`));
    const sides = detail.meals.filter((m) => !m.recipe).length;
    expect(slots.size).toBe(21);
    expect(detail.meals.length).toBe(21 + sides);

    await page
      .getByRole('button', { name: /Export to Calendar/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add to your calendar' });
    await dialog.waitFor({ timeout: 30_000 });
    await expect.poll(() => dialog.getByText('21 meals at your meal times', { exact: false }).count()).toBe(1);
    // The time fields show the times they hold.
    for (const [label, time] of [
      ['Breakfast', '08:00'],
      ['Lunch', '12:30'],
      ['Dinner', '18:30'],
    ] as const) {
      const field = dialog.getByRole('textbox', { name: `${label} time` });
      expect(await field.inputValue()).toBe(time);
      expect(await field.isVisible()).toBe(true);
      expect(await field.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
    }

    const events = await downloadEvents(page, dialog);
    expect(events).toHaveLength(21);
    for (const event of events) expect(String(event.summary)).toMatch(/^(Breakfast|Lunch|Dinner): \S/);
    const withSides = events.filter((e) => String(e.summary).includes(', with '));
    expect(withSides.length).toBeGreaterThan(0);
    // Every side of the week is inside its meal's event, none is an event of its own.
    const servedWith = (e: VEvent) =>
      (String(e.description).split('Served with:\n')[1] ?? '').split('\n\n')[0].split('\n').filter(Boolean).length;
    expect(events.reduce((n, e) => n + servedWith(e), 0)).toBe(sides);
    expect(withSides.every((e) => servedWith(e) > 0)).toBe(true);
  });
});
