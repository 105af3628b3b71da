import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { askAssistant, signUpNewUser, useBrowser } from './browser';

/** The assistant on a phone: what a thumb taps is at least 44 px, and nothing is wider than the screen. */
const session = useBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function tapTarget(button: Locator): Promise<{ height: number; right: number }> {
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  return { height: box.height, right: box.x + box.width };
}

describe('the assistant on a phone', () => {
  it('Undo, Yes and No are 44 px targets that fit the screen', async () => {
    const { page } = session;
    await signUpNewUser(page);
    const start = new Date().toISOString().slice(0, 10);
    const created = await page.request.post('/api/meal-plans', {
      data: {
        name: 'Phone week',
        weekStartDate: start,
        meals: [
          {
            dayOfWeek: new Date(`${start}T00:00:00Z`).getUTCDay(),
            mealType: 'lunch',
            recipeId: null,
            foodItem: { name: 'Apple', calories: 52, quantity: 1, unit: 'piece' },
            date: start,
          },
        ],
      },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    const panel = await askAssistant(page, 'add paper towels to my list');
    const undo = panel.getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    const undoBox = await tapTarget(undo);
    expect(undoBox.height).toBeGreaterThanOrEqual(44);
    expect(undoBox.right).toBeLessThanOrEqual(390);

    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('no peanuts');
    await input.press('Enter');
    for (const name of ['Yes', 'No']) {
      const button = panel.getByRole('button', { name, exact: true });
      await button.waitFor();
      const box = await tapTarget(button);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(session.pageErrors).toEqual([]);
  });
});
