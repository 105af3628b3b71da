/**
 * A plan for everyone at the table (issue #24 item 3) in a real browser: the owner adds a child with a peanut allergy
 * by name and age on Settings, generates a plan on Meal Plans, and every slot of the week shows each person's
 * portion, the child's included; no dish of the plan has peanuts in it. (The list on both adults' screens, a tick on
 * one showing on the other, is household-sharing.e2e.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { signUpNewUser, useBrowser } from './browser';

const session = useBrowser({ viewport: { width: 1440, height: 1000 } });

interface PlanRead {
  meals: { recipe: { id: number; title: string } | null; name: string }[];
}
interface RecipeRead {
  title: string;
  allergens: string[];
  extendedIngredients: { name: string; original?: string }[];
}

describe('a household plans one table (issue #24)', () => {
  it('a child with a peanut allergy, added in the UI, gets a portion in every slot and no dish of the week has peanuts', async () => {
    const { page } = session;
    page.context().setDefaultTimeout(15_000);
    await signUpNewUser(page, { firstName: 'Alex' });

    // the child, by name and age, and their allergy typed in the member's drawer
    await page.goto('/preferences');
    const card = page.getByTestId('household-card');
    await card.getByRole('textbox', { name: 'Name' }).fill('Sam');
    await card.getByRole('spinbutton', { name: 'Age' }).fill('7');
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await card.getByText('7 years · Every meal at home').waitFor();
    await card.getByRole('listitem').filter({ hasText: 'Sam' }).getByRole('button', { name: 'Edit' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sam' });
    await drawer.getByRole('textbox', { name: 'Allergies', exact: true }).fill('Peanuts');
    await drawer.getByRole('button', { name: 'Add to Allergies' }).click();
    await drawer.getByRole('list', { name: 'Allergies chosen' }).getByText('Peanuts').waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('/preferences') && r.request().method() === 'PATCH');
    await drawer.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    // the plan, generated on the Meal Plans screen
    await page.goto('/meal-plans');
    await page.getByText('No Meal Plans Yet').waitFor();
    await page.getByRole('button', { name: 'Generate New Plan' }).first().click();
    await page.getByText('A new meal plan has been generated.').waitFor({ timeout: 60_000 });
    const view = page.getByTestId('meal-plan-view');
    await view.getByTestId('item-portions').first().waitFor();

    // every slot of the week: each dish with Alex's and Sam's portions
    const slots = view.getByTestId('plan-day').locator('[data-testid^="slot-"]');
    expect(await slots.count()).toBe(21);
    const withoutSam: string[] = [];
    for (const slot of await slots.all()) {
      const portions = await slot.getByTestId('item-portions').allTextContents();
      if (!portions.some((p) => /Alex ×[\d.]+ · Sam ×[\d.]+/.test(p))) withoutSam.push(`${await slot.innerText()}`);
    }
    expect(withoutSam).toEqual([]);
    // Sam's own view: a portion in each of the 21 slots, a child's (from 0.5 servings)
    await page.getByRole('combobox', { name: 'View for' }).click();
    await page.getByRole('option', { name: 'Sam' }).click();
    const samsPortions = await view.getByTestId('item-portions').allTextContents();
    expect(samsPortions.filter((p) => /^Sam ×/.test(p)).length).toBeGreaterThanOrEqual(21);
    for (const p of samsPortions) expect(Number(/×([\d.]+)/.exec(p)![1])).toBeGreaterThanOrEqual(0.5);

    // no dish of the plan has peanuts: its allergens, and its ingredient lines word by word
    const planId = /\/meal-plans\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? (await firstPlanId());
    const plan = (await (await page.request.get(`/api/meal-plans/${planId}`)).json()) as PlanRead;
    const recipeIds = [...new Set(plan.meals.flatMap((m) => (m.recipe ? [m.recipe.id] : [])))];
    expect(recipeIds.length).toBeGreaterThan(0);
    const withPeanuts: string[] = [];
    for (const id of recipeIds) {
      const recipe = (await (await page.request.get(`/api/recipes/${id}`)).json()) as RecipeRead;
      const lines = recipe.extendedIngredients.map((i) => `${i.name} ${i.original ?? ''}`).join(' ');
      if (recipe.allergens.includes('peanuts') || /peanut/i.test(`${recipe.title} ${lines}`)) withPeanuts.push(recipe.title);
    }
    for (const m of plan.meals) if (!m.recipe && /peanut/i.test(m.name)) withPeanuts.push(m.name);
    expect(withPeanuts).toEqual([]);

    async function firstPlanId(): Promise<string> {
      const plans = (await (await page.request.get('/api/meal-plans')).json()) as { id: string }[];
      return plans[0]!.id;
    }
  }, 180_000);
});
