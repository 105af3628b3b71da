/**
 * A plan for everyone at the table (issue #24) through the API, with the real job queue: an owner and a child with
 * a peanut allergy and school lunches; the generated week has no recipe the child may not eat, each person's portion
 * on every item they are at the table for, within the portions they eat, and each person's day totals.
 */
import request from 'supertest';
import { dietaryRulesFrom, recipeConflicts } from '../src/kitchen/dietary-rules.js';
import { ADULT_PORTIONS, CHILD_PORTIONS } from '../src/mealplans/planner/portions.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

type Agent = ReturnType<typeof request.agent>;
interface Portion {
  memberId: string;
  name: string;
  servings: number;
}
interface Item {
  dayOfWeek: number;
  mealType: 'breakfast' | 'lunch' | 'dinner';
  calories: number;
  servings: number;
  recipe: { id: number } | null;
  portions: Portion[] | null;
}
interface MemberDay {
  memberId: string;
  name: string;
  dayOfWeek: number;
  calories: number;
  calorieGoal: number;
}

describe('a plan for the table (household of several)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const generate = async (agent: Agent, key: string) => {
    const res = await agent.post('/api/meal-plans/generate').set('Idempotency-Key', key).send({});
    expect(res.status).toBe(202);
    const done = await waitForJob(agent, res.body.jobId as string, 60000);
    expect(done.state).toBe('completed');
    return (await agent.get(`/api/meal-plans/${(done.result as { mealPlanId: string }).mealPlanId}`).expect(200)).body as {
      meals: Item[];
      memberDayStats: MemberDay[] | null;
      relaxations: { target: string; message: string }[];
    };
  };

  it('an owner and a child with a peanut allergy: no peanuts, both portions on every item within their bands', async () => {
    const { agent } = await signUpAgent(t.http, { firstName: 'Alex' });
    await agent.post('/api/preferences').send({ calorieGoal: 2400, weeklyBudget: 250 }).expect(200);
    const sam = (await agent.post('/api/household/members').send({ name: 'Sam', age: 8 }).expect(201)).body as { id: string };
    const samPrefs = { dietaryRestrictions: [], allergies: ['Peanuts'], dislikedIngredients: [], calorieGoal: 1400 };
    await agent.patch(`/api/household/members/${sam.id}/preferences`).send(samPrefs).expect(200);
    // school lunches Monday to Friday
    const lunches = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, mealType: 'lunch' }));
    await agent.put(`/api/household/members/${sam.id}/meals-away`).send({ mealsAway: lunches }).expect(200);
    const house = (await agent.get('/api/household').expect(200)).body as { you: string };

    const plan = await generate(agent, 'table-owner-child');

    // no recipe with peanuts, nor anything else the child's rules leave out
    const ids = [...new Set(plan.meals.filter((i) => i.recipe).map((i) => i.recipe!.id))];
    const conn = t.orm.em.fork().getConnection();
    const rows = await conn.execute<{ id: number; title: string; diets: string[]; allergens: string[] }[]>(
      'select id, title, diets, allergens from recipes where id in (?)',
      [ids],
    );
    const lines = await conn.execute<{ recipe_id: number; name: string }[]>(
      'select recipe_id, name from recipe_ingredients where recipe_id in (?)',
      [ids],
    );
    expect(rows).toHaveLength(ids.length);
    const rules = dietaryRulesFrom(samPrefs);
    for (const r of rows) {
      expect(r.allergens).not.toContain('peanuts');
      const names = lines.filter((l) => l.recipe_id === r.id).map((l) => l.name);
      expect({
        id: r.id,
        conflicts: recipeConflicts({ title: r.title, diets: r.diets, allergens: r.allergens, ingredientNames: names }, rules),
      }).toEqual({
        id: r.id,
        conflicts: [],
      });
    }

    // every recipe item: the owner's portion, and the child's unless it is a school lunch, each within their band
    const recipeItems = plan.meals.filter((i) => i.recipe);
    expect(recipeItems).toHaveLength(21);
    for (const item of recipeItems) {
      const atSchool = item.mealType === 'lunch' && item.dayOfWeek >= 1 && item.dayOfWeek <= 5;
      const portions = item.portions!;
      expect(portions.map((p) => p.name).sort()).toEqual(atSchool ? ['Alex'] : ['Alex', 'Sam']);
      expect(ADULT_PORTIONS).toContain(portions.find((p) => p.memberId === house.you)!.servings);
      if (!atSchool) expect(CHILD_PORTIONS).toContain(portions.find((p) => p.memberId === sam.id)!.servings);
      // the item's servings are what the grocery list buys: everyone's portions together
      expect(item.servings).toBeCloseTo(
        portions.reduce((s, p) => s + p.servings, 0),
        6,
      );
    }

    // each person's day totals are their portions of the day's items
    const stats = plan.memberDayStats!;
    expect(stats).toHaveLength(14);
    for (const d of stats) {
      const mine = plan.meals
        .filter((i) => i.dayOfWeek === d.dayOfWeek)
        .reduce((sum, i) => {
          const p = i.portions?.find((x) => x.memberId === d.memberId);
          return sum + (p ? (i.calories * p.servings) / i.servings : 0);
        }, 0);
      expect(Math.abs(d.calories - mine)).toBeLessThanOrEqual(6);
    }
    // the child's school days are planned against the goal of the meals eaten at home
    const samMonday = stats.find((d) => d.memberId === sam.id && d.dayOfWeek === 1)!;
    const samSunday = stats.find((d) => d.memberId === sam.id && d.dayOfWeek === 0)!;
    expect(samSunday.calorieGoal).toBe(1400);
    expect(samMonday.calorieGoal).toBeLessThan(1400);
    // what gave way is said per person, or for the table's budget and repeats
    for (const r of plan.relaxations) expect(r.target === 'budget' || r.target === 'repeats' || /^(Alex|Sam): /.test(r.message)).toBe(true);
  });

  it('a household of one keeps its plan as before: no portions, no per-person days', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent.post('/api/preferences').send({ calorieGoal: 2000, weeklyBudget: 150 }).expect(200);
    const plan = await generate(agent, 'table-of-one');
    expect(plan.meals.length).toBeGreaterThanOrEqual(21);
    expect(plan.meals.every((i) => i.portions === null)).toBe(true);
    expect(plan.memberDayStats).toBeNull();
  });
});
