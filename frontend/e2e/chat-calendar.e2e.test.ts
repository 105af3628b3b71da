import { readFileSync } from 'node:fs';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

const today = () => new Date().toISOString().slice(0, 10);

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
    await panel.getByTestId('chat-assistant-message').filter({ hasText: /^Hi Robin!/ }).waitFor();

    await input.fill("what's for dinner on Tuesday?");
    await input.press('Enter');
    await panel.getByTestId('chat-assistant-message').filter({ hasText: /meal plan/ }).waitFor();
    expect(await panel.getByTestId('chat-assistant-message').count()).toBe(3);
    expect(await input.isEnabled()).toBe(true);

    // the toggle closes it again
    await page.getByRole('button', { name: 'Close chat' }).click();
    await panel.waitFor({ state: 'hidden' });
  });

  it('exports a plan (made through the API) and downloads a valid .ics', async () => {
    const { page, context } = session;
    await signUpNewUser(page);
    const start = today();
    const created = await context.request.post('/api/meal-plans', {
      data: {
        name: 'E2E calendar week', weekStartDate: start,
        meals: [
          { dayOfWeek: new Date(`${start}T00:00:00Z`).getUTCDay(), mealType: 'breakfast', recipeId: null, foodItem: { name: 'Greek yogurt', calories: 97, quantity: 1, unit: 'cup' }, date: start },
          { dayOfWeek: (new Date(`${start}T00:00:00Z`).getUTCDay() + 1) % 7, mealType: 'dinner', recipeId: null, foodItem: { name: 'Baked potato', calories: 93, quantity: 2, unit: 'piece' }, date: start },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const plan = (await created.json()) as { id: string };

    await page.reload();
    await page.getByRole('button', { name: /Export to Calendar/ }).first().click();
    await page.getByText('Meal plan has been added to your calendar.').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Add to your calendar' });
    await dialog.waitFor();
    const feed = await dialog.getByRole('textbox', { name: 'Calendar subscription link' }).inputValue();
    expect(feed).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: /Download .ics file/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync((await download.path())!, 'utf8');
    const events = Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(events.map((e) => e.summary).sort()).toEqual(['Baked potato', 'Greek yogurt']);
    for (const event of events) expect(event.uid).toMatch(/^[0-9a-f-]{36}@forkcast$/);

    // The private feed serves the plan without a session, and stops after revocation.
    const feedPath = new URL(feed.replace(/^webcal:/, 'http:')).pathname;
    const anonymous = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const served = await anonymous.request.get(feedPath);
      expect(served.status()).toBe(200);
      expect(await served.text()).toContain('SUMMARY:Greek yogurt');
      expect((await context.request.delete('/api/calendar/feed')).status()).toBe(200);
      expect((await anonymous.request.get(feedPath)).status()).toBe(404);
    } finally {
      await anonymous.close();
    }
    expect(plan.id).toBeTruthy();
  });
});
