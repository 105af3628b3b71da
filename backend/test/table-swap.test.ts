/**
 * A household's portions stay true after an edit (issue #24), through the API with the real job queue: an owner
 * and a child with a peanut allergy. Swap on a dinner offers only dishes safe for both; the swapped dish carries
 * each person's own portion (within the portions they eat, summing to its servings) and each person's day totals
 * follow it; a dish added to a slot is portioned the same way, and a removed one leaves their days.
 */
import request from 'supertest';
import { dietaryRulesFrom, recipeConflicts } from '../src/kitchen/dietary-rules.js';
import { ADULT_PORTIONS, CHILD_PORTIONS } from '../src/mealplans/planner/portions.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

type Agent = ReturnType<typeof request.agent>;
type MealType = 'breakfast' | 'lunch' | 'dinner';
interface Portion {
  memberId: string;
  name: string;
  servings: number;
}
interface Item {
  id: string;
  dayOfWeek: number;
  mealType: MealType;
  calories: number;
  protein: number;
  servings: number;
  recipe: { id: number; title: string } | null;
  portions: Portion[] | null;
}
interface MemberDay {
  memberId: string;
  name: string;
  dayOfWeek: number;
  calories: number;
  protein: number;
  calorieGoal: number;
}
interface Plan {
  id: string;
  meals: Item[];
  days: { dayOfWeek: number; meals: Record<MealType, { items: Item[] }> }[];
  memberDayStats: MemberDay[] | null;
}
interface Alternative {
  recipeId: number;
  title: string;
  servings: number;
  calories: number;
  portions: Portion[] | null;
}

const SAM = { dietaryRestrictions: [], allergies: ['Peanuts'], dislikedIngredients: [], calorieGoal: 1400 };

describe('a household plan after an edit (swap, add, remove)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function household(): Promise<{ agent: Agent; alex: string; sam: string; plan: Plan }> {
    const { agent } = await signUpAgent(t.http, { firstName: 'Alex' });
    await agent.post('/api/preferences').send({ calorieGoal: 2400, weeklyBudget: 250 }).expect(200);
    const sam = (await agent.post('/api/household/members').send({ name: 'Sam', age: 8 }).expect(201)).body as { id: string };
    await agent.patch(`/api/household/members/${sam.id}/preferences`).send(SAM).expect(200);
    const alex = ((await agent.get('/api/household').expect(200)).body as { you: string }).you;
    const res = await agent.post('/api/meal-plans/generate').send({});
    expect(res.status).toBe(202);
    const done = await waitForJob(agent, res.body.jobId as string, 60000);
    expect(done.state).toBe('completed');
    const id = (done.result as { mealPlanId: string }).mealPlanId;
    return { agent, alex, sam: sam.id, plan: (await agent.get(`/api/meal-plans/${id}`).expect(200)).body as Plan };
  }

  /** Each person's portion is one they eat, and the item's servings are everyone's together. */
  function expectPortioned(item: Item, alex: string, sam: string) {
    const portions = item.portions!;
    expect(portions.map((p) => p.name).sort()).toEqual(['Alex', 'Sam']);
    expect(ADULT_PORTIONS).toContain(portions.find((p) => p.memberId === alex)!.servings);
    expect(CHILD_PORTIONS).toContain(portions.find((p) => p.memberId === sam)!.servings);
    expect(item.servings).toBeCloseTo(
      portions.reduce((s, p) => s + p.servings, 0),
      6,
    );
  }

  /** A person's day as the plan's items portion it: their share of each item's calories. */
  const eatenOn = (plan: Plan, memberId: string, dayOfWeek: number) =>
    plan.meals
      .filter((i) => i.dayOfWeek === dayOfWeek)
      .reduce((sum, i) => {
        const p = i.portions?.find((x) => x.memberId === memberId);
        return sum + (p ? (i.calories * p.servings) / i.servings : 0);
      }, 0);

  /** Every person's stored day on `dayOfWeek` is what their portions of its items add up to. */
  function expectDaysTrue(plan: Plan, dayOfWeek: number, ids: string[]) {
    for (const memberId of ids) {
      const stat = plan.memberDayStats!.find((d) => d.memberId === memberId && d.dayOfWeek === dayOfWeek)!;
      // each item's share is rounded once when stored
      expect(Math.abs(stat.calories - eatenOn(plan, memberId, dayOfWeek))).toBeLessThanOrEqual(1);
    }
  }

  it("a swapped dinner is safe for the child and portioned for both; each person's day follows it", async () => {
    const { agent, alex, sam, plan } = await household();
    const dayIndex = 2;
    const weekday = plan.days[dayIndex].dayOfWeek;
    const old = plan.days[dayIndex].meals.dinner.items.find((i) => i.recipe)!;
    const statBefore = (memberId: string) => plan.memberDayStats!.find((d) => d.memberId === memberId && d.dayOfWeek === weekday)!;

    const offer = (await agent.get(`/api/meal-plans/${plan.id}/slots/${dayIndex}/dinner/alternatives`).expect(200)).body as {
      forTable: boolean;
      alternatives: Alternative[];
    };
    expect(offer.forTable).toBe(true);
    expect(offer.alternatives.length).toBeGreaterThanOrEqual(1);
    // Nothing offered holds the child's allergen, nor anything else her rules leave out.
    const ids = offer.alternatives.map((a) => a.recipeId);
    const conn = t.orm.em.fork().getConnection();
    const rows = await conn.execute<{ id: number; title: string; diets: string[]; allergens: string[] }[]>(
      'select id, title, diets, allergens from recipes where id in (?)',
      [ids],
    );
    const lines = await conn.execute<{ recipe_id: number; name: string }[]>(
      'select recipe_id, name from recipe_ingredients where recipe_id in (?)',
      [ids],
    );
    const rules = dietaryRulesFrom(SAM);
    for (const r of rows) {
      expect(r.allergens).not.toContain('peanuts');
      const names = lines.filter((l) => l.recipe_id === r.id).map((l) => l.name);
      expect(recipeConflicts({ title: r.title, diets: r.diets, allergens: r.allergens, ingredientNames: names }, rules)).toEqual([]);
    }
    for (const a of offer.alternatives) {
      expect(a.portions!.map((p) => p.name).sort()).toEqual(['Alex', 'Sam']);
      expect(a.servings).toBeCloseTo(
        a.portions!.reduce((s, p) => s + p.servings, 0),
        6,
      );
    }

    // A dish with peanuts is refused for the table, and the slot stays as it was.
    const all = await conn.execute<{ id: number; allergens: string[] }[]>('select id, allergens from recipes order by id');
    const peanut = all.find((r) => r.allergens.includes('peanuts'))!;
    await agent.post(`/api/meal-plans/${plan.id}/slots/${dayIndex}/dinner/swap`).send({ recipeId: peanut.id }).expect(400);
    const unchanged = (await agent.get(`/api/meal-plans/${plan.id}`).expect(200)).body as Plan;
    expect(unchanged.days[dayIndex].meals.dinner.items.find((i) => i.recipe)!.recipe!.id).toBe(old.recipe!.id);

    const pick = offer.alternatives[0];
    const after = (
      await agent.post(`/api/meal-plans/${plan.id}/slots/${dayIndex}/dinner/swap`).send({ recipeId: pick.recipeId }).expect(200)
    ).body as Plan;
    const dinner = after.days[dayIndex].meals.dinner.items.find((i) => i.recipe)!;
    expect(dinner.recipe!.id).toBe(pick.recipeId);
    expectPortioned(dinner, alex, sam);
    expect(dinner.portions).toEqual(pick.portions);
    expect(dinner.servings).toBe(pick.servings);
    expectDaysTrue(after, weekday, [alex, sam]);
    // the day's totals moved by what each person eats of the new dish instead of the old one
    for (const memberId of [alex, sam]) {
      const mine = (i: Item) => (i.calories * i.portions!.find((p) => p.memberId === memberId)!.servings) / i.servings;
      const stat = after.memberDayStats!.find((d) => d.memberId === memberId && d.dayOfWeek === weekday)!;
      expect(Math.abs(stat.calories - (statBefore(memberId).calories - mine(old) + mine(dinner)))).toBeLessThanOrEqual(6);
      // offered because everyone's day stays within ±5 % of their goal for it
      expect(Math.abs(stat.calories - stat.calorieGoal)).toBeLessThanOrEqual(0.05 * stat.calorieGoal + 1);
    }
    // other days are untouched
    for (const d of plan.memberDayStats!.filter((x) => x.dayOfWeek !== weekday))
      expect(after.memberDayStats).toContainEqual(expect.objectContaining({ memberId: d.memberId, dayOfWeek: d.dayOfWeek }));
  }, 180000);

  it("a removed dish leaves each person's day; a recipe added to the slot is portioned for both", async () => {
    const { agent, alex, sam, plan } = await household();
    const dayIndex = 4;
    const weekday = plan.days[dayIndex].dayOfWeek;
    const dinner = plan.days[dayIndex].meals.dinner.items.find((i) => i.recipe)!;
    const samBefore = plan.memberDayStats!.find((d) => d.memberId === sam && d.dayOfWeek === weekday)!;
    const samsShare = (dinner.calories * dinner.portions!.find((p) => p.memberId === sam)!.servings) / dinner.servings;

    const removed = (await agent.delete(`/api/meal-plans/${plan.id}/items/${dinner.id}`).expect(200)).body as Plan;
    expect(removed.meals.some((i) => i.id === dinner.id)).toBe(false);
    const samAfter = removed.memberDayStats!.find((d) => d.memberId === sam && d.dayOfWeek === weekday)!;
    expect(Math.abs(samAfter.calories - (samBefore.calories - samsShare))).toBeLessThanOrEqual(6);
    expectDaysTrue(removed, weekday, [alex, sam]);

    // a recipe added to the empty dinner: the one the plan had there, safe for both
    const added = (
      await agent
        .post(`/api/recipes/${dinner.recipe!.id}/add-to-meal-plan`)
        .send({ mealPlanId: plan.id, dayOfWeek: weekday, mealType: 'dinner' })
        .expect((res) => expect(res.status).toBeLessThan(300))
    ).body as Plan;
    const back = added.days[dayIndex].meals.dinner.items.find((i) => i.recipe)!;
    expect(back.recipe!.id).toBe(dinner.recipe!.id);
    expectPortioned(back, alex, sam);
    expectDaysTrue(added, weekday, [alex, sam]);
  }, 180000);

  it('a household of one swaps as before: no portions, no per-person days', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent.post('/api/preferences').send({ calorieGoal: 2000, weeklyBudget: 150 }).expect(200);
    const res = await agent.post('/api/meal-plans/generate').send({});
    const done = await waitForJob(agent, res.body.jobId as string, 60000);
    const id = (done.result as { mealPlanId: string }).mealPlanId;
    const offer = (await agent.get(`/api/meal-plans/${id}/slots/1/dinner/alternatives`).expect(200)).body as {
      alternatives: Alternative[];
    };
    expect(offer.alternatives.length).toBeGreaterThanOrEqual(1);
    expect(offer.alternatives.every((a) => a.portions === null)).toBe(true);
    expect((offer as { forTable?: boolean }).forTable).toBe(false);
    const after = (
      await agent.post(`/api/meal-plans/${id}/slots/1/dinner/swap`).send({ recipeId: offer.alternatives[0].recipeId }).expect(200)
    ).body as Plan;
    expect(after.meals.every((i) => i.portions === null)).toBe(true);
    expect(after.memberDayStats).toBeNull();
  }, 180000);
});
