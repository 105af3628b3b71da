import request from 'supertest';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

/**
 * Bought as named (issue #20), through the API over the seeded catalogue and library: Saag Paneer's paneer is bought
 * as paneer and its garam masala as garam masala (they were bought as "Feta cheese" and curry powder), each priced by
 * its written rule and said in words, never a series code or a file name.
 */

type Agent = ReturnType<typeof request.agent>;
interface ItemBody {
  name: string;
  estimatedPrice: string;
  forMeals: string[];
  priceSource: { kind: string; label: string; detail: string | null };
}

describe('a library line is bought as the food it names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  async function listFor(agent: Agent, recipeId: number) {
    const weekStartDate = '2026-11-22';
    const meals = [{ dayOfWeek: 0, mealType: 'dinner', recipeId, foodItem: null, date: weekStartDate }];
    const created = await agent.post('/api/meal-plans').send({ name: 'Saag paneer week', weekStartDate, meals });
    expect(created.status).toBe(201);
    const planId = created.body.id as string;
    const started = await agent.post(`/api/meal-plans/${planId}/generate-grocery-list`);
    expect(started.status).toBe(202);
    expect((await waitForJob(agent, started.body.jobId as string)).state).toBe('completed');
    return (await agent.get(`/api/grocery-lists/${planId}`)).body as { items: ItemBody[] };
  }

  it('Saag Paneer: the list buys paneer and garam masala, not feta and curry powder, at believable prices said in words', async () => {
    const { agent } = await signUpAgent(t.http);
    const found = await agent.get('/api/recipes/search?query=saag%20paneer&ignorePreferences=true');
    expect(found.status).toBe(200);
    const recipe = (found.body.results as { id: number; title: string }[]).find((r) => r.title === 'Saag Paneer');
    expect(recipe).toBeDefined();

    // the recipe counts the line as paneer (approximate nutrition: SR28 has no paneer), not feta
    const detail = await agent.get(`/api/recipes/${recipe!.id}`);
    const paneerLine = (detail.body.extendedIngredients as { original: string; name: string; matched: boolean; detail: string }[]).find(
      (l) => l.original.startsWith('12 oz paneer'),
    );
    expect(paneerLine).toMatchObject({ matched: true });
    expect(paneerLine!.detail).toMatch(/of Paneer\b/);
    // SR28 has no paneer: the line says its figures are the nearest food's, where the recipe's nutrition is shown
    expect(paneerLine!.detail).toMatch(/of Paneer \(USDA figures of the nearest food: approximate\)$/);

    const list = await listFor(agent, recipe!.id);
    const names = list.items.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Paneer', 'Garam masala']));
    expect(names).not.toContain('Feta cheese');
    expect(names).not.toContain('Curry powder');
    const paneer = list.items.find((i) => i.name === 'Paneer')!;
    expect(paneer.forMeals.length).toBe(1);
    // 12 oz of paneer at a specialty cheese's shelf price, not a commodity row's
    expect(Number(paneer.estimatedPrice)).toBeGreaterThanOrEqual(4);
    expect(Number(paneer.estimatedPrice)).toBeLessThanOrEqual(16);
    const masala = list.items.find((i) => i.name === 'Garam masala')!;
    expect(Number(masala.estimatedPrice)).toBeGreaterThanOrEqual(1.5);
    // priced by its written rule: the line says "rough estimate" and which rule
    expect(masala).toMatchObject({ priceKind: 'rough' });
    expect(masala.priceSource.label).toMatch(/^rough estimate: a jar of a ground spice/);
    for (const item of list.items) {
      expect([item.name, `${item.priceSource.label} ${item.priceSource.detail ?? ''}`]).not.toEqual([
        item.name,
        expect.stringMatching(/APU\d|\.csv|Prices_\d|\bSR28\b/),
      ]);
    }
  });

  it('approximate nutrition is said where a food is found and where a line counts it; a food SR28 has is not marked', async () => {
    const { agent } = await signUpAgent(t.http);
    const search = async (query: string) => {
      const res = await agent.get('/api/ingredients').query({ query, limit: 5 });
      expect(res.status).toBe(200);
      return res.body.items as { name: string; approximateNutrition: boolean }[];
    };
    expect((await search('paneer')).find((i) => i.name === 'Paneer')).toMatchObject({ approximateNutrition: true });
    expect((await search('garam masala')).find((i) => i.name === 'Garam masala')).toMatchObject({ approximateNutrition: true });
    // queso fresco has its own SR28 record
    expect((await search('queso fresco')).find((i) => i.name === 'Queso fresco')).toMatchObject({ approximateNutrition: false });

    const found = await agent.get('/api/recipes/search?query=saag%20paneer&ignorePreferences=true');
    const recipe = (found.body.results as { id: number; title: string }[]).find((r) => r.title === 'Saag Paneer')!;
    const lines = (await agent.get(`/api/recipes/${recipe.id}`)).body.extendedIngredients as {
      original: string;
      detail: string | null;
    }[];
    const spinach = lines.find((l) => /spinach/i.test(l.original))!;
    expect(spinach.detail).toMatch(/\(USDA figures\)$/);
  });
});
