import { describe, expect, it } from 'vitest';
import { signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

interface Card {
  id: number;
  title: string;
  mealTypes: string[];
  diets: string[];
}
interface ListAnswer {
  items: { name: string; forMeals: string[] }[];
  lastUpdate: { text: string; removed: { name: string }[]; added: { name: string }[] } | null;
  updating: boolean;
}

describe('the grocery list follows the plan, in a real browser', () => {
  it("the assistant swaps Tuesday's dinner: the list updates on its own and says what changed", async () => {
    const { page } = session;
    await signUpNewUser(page);

    // a week with a chicken dinner from the library on Tuesday, and its list
    const search = await page.request.get('/api/recipes/search?query=chicken&number=24');
    expect(search.status()).toBe(200);
    const dinner = ((await search.json()) as { results: Card[] }).results.find(
      (r) => r.mealTypes.includes('dinner') && !r.diets.includes('vegetarian'),
    )!;
    expect(dinner).toBeDefined();
    const weekStartDate = new Date().toISOString().slice(0, 10);
    const created = await page.request.post('/api/meal-plans', {
      data: {
        name: `Follow e2e ${Date.now().toString(36)}`,
        weekStartDate,
        meals: [{ dayOfWeek: 2, mealType: 'dinner', recipeId: dinner.id, foodItem: null, date: weekStartDate }],
      },
    });
    expect(created.status()).toBe(201);
    const planId = ((await created.json()) as { id: string }).id;
    expect((await page.request.post(`/api/meal-plans/${planId}/grocery-list`)).status()).toBe(200);
    const listOf = async () => (await (await page.request.get(`/api/grocery-lists/${planId}`)).json()) as ListAnswer;
    const before = await listOf();
    expect(before.lastUpdate).toBeNull();

    // the dashboard shows the plan and its list; the assistant swaps the dinner
    await page.goto('/');
    const panel = page.getByTestId('grocery-list-panel');
    await panel.getByTestId('grocery-item').first().waitFor();
    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('dialog', { name: /Forkcast Assistant/ });
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill('swap Tuesday dinner for something vegetarian');
    await input.press('Enter');
    await chat
      .getByTestId('chat-assistant-message')
      .filter({ hasText: /^Done! Dinner on Tuesday/ })
      .waitFor({ timeout: 20_000 });

    // with no click on "Update from plan", the list catches up and says what changed
    const notice = panel.getByTestId('grocery-list-last-update');
    await notice.waitFor({ timeout: 20_000 });
    const after = await listOf();
    expect(after.updating).toBe(false);
    expect(after.lastUpdate).not.toBeNull();
    expect(after.lastUpdate!.removed.length).toBeGreaterThan(0);
    expect(after.items.some((l) => l.forMeals.some((m) => m.includes(dinner.title)))).toBe(false);
    const noticeText = (await notice.innerText()).trim();
    expect(noticeText).toBe(after.lastUpdate!.text);
    expect(noticeText).toMatch(/^Updated from your plan: .*− /);
    // the old dinner's food is off the list the panel shows
    const shown = await panel.getByTestId('grocery-item').allInnerTexts();
    for (const gone of after.lastUpdate!.removed) expect(shown.some((text) => text.includes(gone.name))).toBe(false);

    // the Grocery Lists page says it too, until dismissed
    await page.getByRole('button', { name: 'Close chat' }).click();
    await page.goto('/grocery-lists');
    const banner = page.getByTestId('grocery-list-last-update');
    await banner.waitFor();
    expect((await banner.innerText()).trim()).toBe(after.lastUpdate!.text);
    await banner.getByRole('button', { name: 'Dismiss what changed' }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await listOf()).lastUpdate).toBeNull();
    await page.reload();
    await page.getByTestId('grocery-list-title').waitFor();
    expect(await page.getByTestId('grocery-list-last-update').count()).toBe(0);
  });
});
