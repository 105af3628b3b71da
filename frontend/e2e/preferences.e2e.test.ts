import { describe, expect, it } from 'vitest';
import { GREETING, signUpNewUser, useBrowser } from './browser';
import { keepScreenshot, overflowOf } from './phone-layout';

const session = useBrowser();

describe('preferences', () => {
  it('saves preferences: toast, back to the dashboard after a second, and the values are kept on reload', async () => {
    const { page } = session;
    await signUpNewUser(page);
    await page.goto('/preferences');
    await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();

    await page.getByRole('button', { name: '+ Vegetarian' }).click();
    const allergies = page.getByRole('textbox', { name: 'Allergies & Intolerances' });
    await allergies.fill('Peanuts');
    await allergies.press('Enter');
    await page.getByRole('textbox', { name: 'Disliked Ingredients' }).fill('cilantro');
    await page.getByRole('button', { name: 'Add to Disliked Ingredients' }).click();
    // Sliders move with the keyboard in their steps: 50 kcal and $5.
    const calorie = page.getByRole('slider').first();
    await calorie.focus();
    for (let i = 0; i < 4; i++) await calorie.press('ArrowLeft');
    await page.getByTestId('calorie-goal-value').filter({ hasText: '1,800 kcal' }).waitFor();
    const budget = page.getByRole('slider').nth(1);
    await budget.focus();
    await budget.press('ArrowRight');
    await page.getByTestId('weekly-budget-value').filter({ hasText: '$155' }).waitFor();
    await page.locator('#preferred-store').click();
    await page.getByTitle("Trader Joe's").click();

    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Your preferences have been saved successfully.').waitFor();
    await page.getByRole('heading', { name: GREETING }).waitFor({ timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto('/preferences');
    await page.reload();
    await page.getByRole('list', { name: 'Dietary Restrictions chosen' }).getByText('Vegetarian').waitFor();
    expect(await page.getByRole('list', { name: 'Allergies & Intolerances chosen' }).getByText('Peanuts').isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Disliked Ingredients chosen' }).getByText('cilantro').isVisible()).toBe(true);
    expect(await page.getByTestId('calorie-goal-value').textContent()).toBe('1,800 kcal');
    expect(await page.getByTestId('weekly-budget-value').textContent()).toBe('$155');
    expect(await page.locator('.ant-select-selection-item, .ant-select-content').first().textContent()).toContain("Trader Joe's");
  });

  it.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ])(
    'on a %s, a typed diet Forkcast does not plan for is refused with the reason; another word for a diet is saved',
    async (screen, size) => {
      const { page } = session;
      await page.setViewportSize(size);
      await signUpNewUser(page);
      await page.goto('/preferences');
      await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
      const diets = page.getByRole('textbox', { name: 'Dietary Restrictions' });
      await diets.fill('Halal');
      await diets.press('Enter');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('"Halal" is not a diet Forkcast plans for', { exact: false }).waitFor();
      await keepScreenshot(page, `preferences-refused-diet-${screen}`, { fullPage: false });
      expect((await overflowOf(page)).wide).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/preferences');

      // another word for a recorded diet is taken as it is written
      await page.getByLabel('Remove Halal').click();
      await diets.fill('plant based');
      await diets.press('Enter');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Your preferences have been saved successfully.').waitFor();
    },
  );
});
