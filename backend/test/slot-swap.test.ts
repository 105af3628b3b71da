/**
 * Swap on a plan slot, through the API on a generated week: the alternatives keep the day within ±5 %
 * of the goal and the meal in its share band, respect the person's hard rule, prefer recipes not yet in
 * the week; the swap replaces the slot's dish through the plans' write path (totals follow); another
 * person's plan answers 404, bad input 400 and changes nothing.
 */
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

type Agent = Awaited<ReturnType<typeof signUpAgent>>['agent'];
type MealType = 'breakfast' | 'lunch' | 'dinner';

interface Item {
  id: string;
  calories: number;
  servings: number;
  recipe: { id: number; title: string } | null;
}
interface Plan {
  id: string;
  calorieGoal: number;
  totalCalories: number;
  estimatedCost: number;
  days: { date: string; totalCalories: number; meals: Record<MealType, { items: Item[] }> }[];
  dayStats: { calories: number }[];
}
interface Alternatives {
  dayCalories: number;
  calorieGoal: number;
  dayRange: { min: number; max: number };
  mealRange: { min: number; max: number };
  current: { recipeId: number; title: string; servings: number } | null;
  sideCalories: number;
  alternatives: {
    recipeId: number;
    title: string;
    servings: number;
    calories: number;
    mealCalories: number;
    dayCalories: number;
    inWeek: boolean;
  }[];
}

const PREFS = { calorieGoal: 2000, weeklyBudget: 200, allergies: ['Nuts'], dietaryRestrictions: ['Vegetarian'] };

describe('Swap on a plan slot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function generatedPlan(agent: Agent): Promise<Plan> {
    await agent.post('/api/preferences').send(PREFS).expect(200);
    const res = await agent.post('/api/meal-plans/generate').send({});
    expect(res.status).toBe(202);
    const done = await waitForJob(agent, res.body.jobId, 60000);
    expect(done.error ?? null).toBeNull();
    return (await agent.get(`/api/meal-plans/${(done.result as { mealPlanId: string }).mealPlanId}`).expect(200)).body as Plan;
  }

  /** What the hard rule reads of each library recipe. */
  async function recipeFacts(): Promise<Map<number, { diets: string[]; allergens: string[] }>> {
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number; diets: string[]; allergens: string[] }[]>('select id, diets, allergens from recipes');
    return new Map(rows.map((r) => [r.id, r]));
  }

  it('offers alternatives that keep the day in its targets and the hard rule, and the swap puts one in the slot', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await generatedPlan(agent);
    const G = plan.calorieGoal;
    const dayIndex = 2;
    const day = plan.days[dayIndex];
    const before = day.meals.dinner.items;
    const sides = before.filter((i) => !i.recipe);

    const res = await agent.get(`/api/meal-plans/${plan.id}/slots/${dayIndex}/dinner/alternatives`).expect(200);
    const offer = res.body as Alternatives;
    expect(offer.calorieGoal).toBe(G);
    expect(offer.dayCalories).toBe(day.totalCalories);
    expect(offer.current?.recipeId).toBe(before.find((i) => i.recipe)!.recipe!.id);
    expect(offer.sideCalories).toBe(sides.reduce((n, i) => n + i.calories, 0));
    expect(offer.alternatives.length).toBeGreaterThanOrEqual(3);
    expect(offer.alternatives.length).toBeLessThanOrEqual(5);
    const facts = await recipeFacts();
    const inWeek = new Set(
      plan.days.flatMap((d) => Object.values(d.meals).flatMap((m) => m.items.flatMap((i) => (i.recipe ? [i.recipe.id] : [])))),
    );
    const otherMeals = day.totalCalories - before.reduce((n, i) => n + i.calories, 0);
    for (const alt of offer.alternatives) {
      expect(alt.recipeId).not.toBe(offer.current?.recipeId);
      expect([0.75, 1, 1.25, 1.5, 2]).toContain(alt.servings);
      expect(alt.mealCalories).toBe(alt.calories + offer.sideCalories);
      expect(alt.dayCalories).toBe(otherMeals + alt.mealCalories);
      expect(Math.abs(alt.dayCalories - G)).toBeLessThanOrEqual(0.05 * G);
      expect(alt.mealCalories).toBeGreaterThanOrEqual(0.3 * G);
      expect(alt.mealCalories).toBeLessThanOrEqual(0.45 * G);
      expect(alt.inWeek).toBe(inWeek.has(alt.recipeId));
      const fact = facts.get(alt.recipeId)!;
      expect(fact.diets).toContain('vegetarian');
      expect(fact.allergens).not.toContain('nuts');
    }
    // Recipes not yet in the week come first.
    const firstInWeek = offer.alternatives.findIndex((a) => a.inWeek);
    if (firstInWeek >= 0) expect(offer.alternatives.slice(firstInWeek).every((a) => a.inWeek)).toBe(true);

    const pick = offer.alternatives[0];
    const swapped = await agent
      .post(`/api/meal-plans/${plan.id}/slots/${dayIndex}/dinner/swap`)
      .send({ recipeId: pick.recipeId })
      .expect(200);
    const after = swapped.body as Plan;
    const dinner = after.days[dayIndex].meals.dinner.items;
    expect(dinner[0].recipe?.id).toBe(pick.recipeId);
    expect(dinner[0].servings).toBe(pick.servings);
    expect(dinner[0].calories).toBe(pick.calories);
    // The sides stay beside the new dish.
    expect(dinner.slice(1).map((i) => i.id).length).toBe(sides.length);
    // Totals follow (recompute): the day is the offered figure, within ±5 %.
    expect(after.days[dayIndex].totalCalories).toBe(pick.dayCalories);
    expect(after.totalCalories).toBe(plan.totalCalories - day.totalCalories + pick.dayCalories);
    // Other days are untouched.
    for (const [i, d] of plan.days.entries()) if (i !== dayIndex) expect(after.days[i].totalCalories).toBe(d.totalCalories);
    const read = (await agent.get(`/api/meal-plans/${plan.id}`).expect(200)).body as Plan;
    expect(read.days[dayIndex].meals.dinner.items[0].recipe?.id).toBe(pick.recipeId);
  }, 120000);

  it('without the sides: the dish alone fits the meal; the swap leaves the sides out', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await generatedPlan(agent);
    const withSides = plan.days.findIndex((d) => d.meals.lunch.items.some((i) => !i.recipe));
    const dayIndex = withSides >= 0 ? withSides : 0;
    const offer = (await agent.get(`/api/meal-plans/${plan.id}/slots/${dayIndex}/lunch/alternatives?keepSides=false`).expect(200))
      .body as Alternatives;
    expect(offer.sideCalories).toBe(0);
    for (const alt of offer.alternatives) expect(alt.mealCalories).toBe(alt.calories);
    if (!offer.alternatives.length) return;
    const pick = offer.alternatives[0];
    const after = (
      await agent
        .post(`/api/meal-plans/${plan.id}/slots/${dayIndex}/lunch/swap`)
        .send({ recipeId: pick.recipeId, keepSides: false })
        .expect(200)
    ).body as Plan;
    expect(after.days[dayIndex].meals.lunch.items.map((i) => i.recipe?.id)).toEqual([pick.recipeId]);
    expect(after.days[dayIndex].totalCalories).toBe(pick.dayCalories);
  }, 120000);

  it("answers 404 for another person's plan or a slot that is not one, and 400 for bad input, changing nothing", async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await generatedPlan(agent);
    const { agent: other } = await signUpAgent(t.http);
    const offer = (await agent.get(`/api/meal-plans/${plan.id}/slots/0/lunch/alternatives`).expect(200)).body as Alternatives;
    expect((await other.get(`/api/meal-plans/${plan.id}/slots/0/lunch/alternatives`)).status).toBe(404);
    expect(
      (await other.post(`/api/meal-plans/${plan.id}/slots/0/lunch/swap`).send({ recipeId: offer.alternatives[0].recipeId })).status,
    ).toBe(404);
    expect((await agent.get(`/api/meal-plans/not-a-plan/slots/0/lunch/alternatives`)).status).toBe(404);

    // A path that names no slot: 404, as one that names no plan.
    for (const path of ['7/lunch', 'x/lunch', '0/brunch']) {
      const res = await agent.get(`/api/meal-plans/${plan.id}/slots/${path}/alternatives`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Meal slot not found');
    }
    expect((await agent.post(`/api/meal-plans/${plan.id}/slots/9/lunch/swap`).send({ recipeId: 1 })).status).toBe(404);
    const bad = [
      agent.get(`/api/meal-plans/${plan.id}/slots/0/lunch/alternatives?keepSides=maybe`),
      agent.post(`/api/meal-plans/${plan.id}/slots/0/lunch/swap`).send({}),
      agent.post(`/api/meal-plans/${plan.id}/slots/0/lunch/swap`).send({ recipeId: 'soup' }),
      agent.post(`/api/meal-plans/${plan.id}/slots/0/lunch/swap`).send({ recipeId: offer.alternatives[0].recipeId, keepSides: 'yes' }),
      // A recipe that does not exist.
      agent.post(`/api/meal-plans/${plan.id}/slots/0/lunch/swap`).send({ recipeId: 99999999 }),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const facts = await recipeFacts();
    const meat = [...facts.entries()].find(([, f]) => !f.diets.includes('vegetarian'))![0];
    const refused = await agent.post(`/api/meal-plans/${plan.id}/slots/0/lunch/swap`).send({ recipeId: meat });
    expect(refused.status).toBe(400);
    const read = (await agent.get(`/api/meal-plans/${plan.id}`).expect(200)).body as Plan;
    expect(read.days.map((d) => d.totalCalories)).toEqual(plan.days.map((d) => d.totalCalories));
    expect(read.days[0].meals.lunch.items.map((i) => i.id)).toEqual(plan.days[0].meals.lunch.items.map((i) => i.id));
  }, 120000);
});
