/**
 * The landing page's sample day (GET /api/sample-day): planned by the planner for a visitor from the seeded
 * library and catalogue, answered without a session; its dishes are library recipes and its figures agree
 * with what the same recipes say elsewhere.
 */
import request from 'supertest';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

interface SampleDay {
  calorieGoal: number;
  weeklyBudget: number;
  meals: { mealType: string; dish: string; calories: number }[];
  calories: number;
  weekCost: number;
}

describe('GET /api/sample-day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers a visitor with a planned day: three meals of library recipes, within ±5% of the goal, and the week priced', async () => {
    const res = await request(t.http).get('/api/sample-day').expect(200);
    const day = res.body as SampleDay;
    expect(day.meals.map((m) => m.mealType)).toEqual(['breakfast', 'lunch', 'dinner']);
    expect(day.calories).toBe(day.meals.reduce((s, m) => s + m.calories, 0));
    expect(Math.abs(day.calories - day.calorieGoal) / day.calorieGoal).toBeLessThanOrEqual(0.05);
    expect(day.weekCost).toBeGreaterThan(0);
    expect(Math.round(day.weekCost * 100)).toBe(day.weekCost * 100);

    // every dish is a recipe of the library a signed-in person can find by its title
    const { agent } = await signUpAgent(t.http);
    for (const meal of day.meals) {
      const title = meal.dish.split(', with ')[0];
      const found = await agent.get('/api/recipes/search').query({ query: title }).expect(200);
      const titles = ((found.body.results ?? found.body) as { title: string }[]).map((r) => r.title);
      expect(titles).toContain(title);
    }
    // planned once: the next visitor reads the same day
    expect((await request(t.http).get('/api/sample-day').expect(200)).body).toEqual(day);
  }, 60_000);

  it('an installation with no recipe library yet answers 404 with the reason, never 500', async () => {
    const empty = await startTestApp({ isolated: 'sample-day' });
    try {
      const res = await request(empty.http).get('/api/sample-day');
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/No sample day yet/);
    } finally {
      await empty.close();
    }
  }, 60_000);
});
