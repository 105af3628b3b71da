import { describe, expect, it } from 'vitest';
import { GREETING, signUpNewUser, useBrowser, WELCOME } from './browser';

const session = useBrowser();

describe('a new person is led to Settings before an empty dashboard', () => {
  it('signs up, lands on Settings with a welcome, types a calorie goal and budget, saves, and then has a dashboard', async () => {
    const { page } = session;
    await signUpNewUser(page, {}, { onboarding: true });
    expect(new URL(page.url()).pathname).toBe('/preferences');
    await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
    expect(await page.getByText(WELCOME).isVisible()).toBe(true);

    // typed, not slid: the slider follows the typed number
    const calories = page.getByRole('spinbutton', { name: 'Daily Calorie Goal' });
    await calories.fill('1850');
    await page.getByTestId('calorie-goal-value').filter({ hasText: '1,850 kcal' }).waitFor();
    expect(Math.abs(Number(await page.getByRole('slider').first().getAttribute('aria-valuenow')) - 1850)).toBeLessThanOrEqual(25);
    // out of bounds is said, and Save waits for a number in bounds
    const budget = page.getByRole('spinbutton', { name: 'Weekly Budget' });
    await budget.fill('20');
    await page.getByText('Weekly budget must be from $50 to $500, to the cent').waitFor();
    expect(await page.getByRole('button', { name: 'Save Settings' }).isDisabled()).toBe(true);
    await budget.fill('120');
    await page.getByTestId('weekly-budget-value').filter({ hasText: '$120' }).waitFor();

    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Your preferences have been saved successfully.').waitFor();
    await page.getByRole('heading', { name: GREETING }).waitFor({ timeout: 5000 });
    const saved = (await (await page.request.get('/api/preferences')).json()) as {
      calorieGoal: number;
      weeklyBudget: number;
      saved: boolean;
    };
    expect(saved).toMatchObject({ calorieGoal: 1850, weeklyBudget: 120, saved: true });

    // having saved, the dashboard is theirs: a reload is not sent back to Settings
    await page.reload();
    await page.getByRole('heading', { name: GREETING }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText(WELCOME).count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });
});

describe('the assistant on every signed-in page', () => {
  const SCREENS = ['/', '/meal-plans', '/recipes', '/grocery-lists', '/pantry', '/preferences', '/no-such-page'];

  it('shows its button on every signed-in screen', async () => {
    const { page } = session;
    await signUpNewUser(page);
    for (const path of SCREENS) {
      await page.goto(path);
      const toggle = page.getByRole('button', { name: 'Open chat' });
      await toggle.waitFor();
      expect(await toggle.isVisible(), path).toBe(true);
    }
  });

  it('keeps the conversation when the person moves to another screen, and across a reload', async () => {
    const { page } = session;
    await signUpNewUser(page, { firstName: 'Robin' });
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('dialog', { name: /Forkcast Assistant/ });
    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('hello');
    await input.press('Enter');
    await panel
      .getByTestId('chat-assistant-message')
      .filter({ hasText: /^Hi Robin!/ })
      .waitFor();

    // through the navigation (no page load): the panel and its messages stay
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Recipes' }).click();
    await page.getByRole('heading', { name: 'Recipe Discovery' }).waitFor();
    await panel.getByTestId('chat-user-message').filter({ hasText: 'hello' }).waitFor();
    expect(await panel.getByTestId('chat-assistant-message').count()).toBe(2);

    // a reload keeps them too (the tab's session)
    await page.goto('/grocery-lists');
    await page.getByRole('button', { name: 'Open chat' }).click();
    await panel.getByTestId('chat-user-message').filter({ hasText: 'hello' }).waitFor();
    expect(
      await panel
        .getByTestId('chat-assistant-message')
        .filter({ hasText: /^Hi Robin!/ })
        .count(),
    ).toBe(1);
    expect(session.pageErrors).toEqual([]);
  });
});
