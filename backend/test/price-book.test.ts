import request from 'supertest';
import pg from 'pg';
import { seed } from '../src/database/seed.js';
import { assembleCandidates } from '../src/mealplans/candidate-pool.js';
import { PlanCandidates } from '../src/mealplans/plan-candidates.js';
import { dietaryRulesFrom } from '../src/kitchen/dietary-rules.js';
import { openRowCounter, type RowCounter } from './row-counts.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';
import { isolatedDatabaseUrl } from './test-db.js';
import { APP_ENTITIES } from '../src/app.entities.js';
import { APP_SEEDERS } from '../src/app.seeders.js';

/**
 * Believable prices, and your own; one cost (#20 parts 3 and 4), over the real app, PostgreSQL and the
 * grocery and plan jobs on Redis, in a database of the suite's own (a few catalogue foods are marked
 * rule-priced here, and "nothing written" is every table's count).
 */

type Agent = ReturnType<typeof request.agent>;
interface Line {
  id: string;
  name: string;
  brand: string | null;
  quantity: number;
  unit: string;
  estimatedPrice: string;
  isChecked: boolean;
  priceKind: 'estimate' | 'rough' | 'store' | 'yours' | 'none';
  priceSource: { kind: string; label: string; detail: string | null };
  origin: 'generated' | 'added' | 'pantry';
}
interface List {
  totalEstimatedCost: number;
  planFoodCost: number;
  ownLinesCost: number;
  roughCost: number;
  unpricedCount: number;
  items: Line[];
}
interface Entry {
  id: string;
  store: string;
  ingredientId: number;
  food: string;
  packageLabel: string;
  price: string;
}
interface Plan {
  id: string;
  estimatedCost: number;
  totalBudget: number | null;
  relaxations: { target: string; message: string; amount?: number }[];
}

const cents = (dollars: number | string) => Math.round(Number(dollars) * 100);
const sumCents = (lines: readonly Line[]) => lines.reduce((sum, l) => sum + cents(l.estimatedPrice), 0);

async function planWith(agent: Agent, week: string, foods: { name: string; quantity: number; unit: string }[]): Promise<string> {
  const res = await agent.post('/api/meal-plans').send({
    name: `Week of ${week}`,
    weekStartDate: week,
    meals: foods.map((f, day) => ({
      dayOfWeek: day,
      mealType: 'breakfast',
      foodItem: { name: f.name, calories: 100, quantity: f.quantity, unit: f.unit },
    })),
  });
  if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

async function buildList(agent: Agent, planId: string): Promise<List> {
  const started = await agent.post(`/api/meal-plans/${planId}/generate-grocery-list`);
  expect(started.status).toBe(202);
  expect((await waitForJob(agent, started.body.jobId)).state).toBe('completed');
  return listOf(agent, planId);
}

async function listOf(agent: Agent, planId: string): Promise<List> {
  const res = await agent.get(`/api/grocery-lists/${planId}`);
  expect(res.status).toBe(200);
  return res.body as List;
}

const bookOf = async (agent: Agent) => ((await agent.get('/api/price-book').expect(200)).body as { entries: Entry[] }).entries;
const line = (list: List, name: string) => list.items.find((i) => i.name === name)!;

describe('the price book, rough estimates and one cost', () => {
  let t: TestApp;
  let rows: RowCounter;
  let db: pg.Client;
  beforeAll(async () => {
    const databaseUrl = await isolatedDatabaseUrl('price_book');
    await seed(databaseUrl, APP_SEEDERS, APP_ENTITIES, () => undefined);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    // a few foods priced by a shelf-price rule (the catalogue's data decides which; here two are marked to prove the label)
    await db.query(`update ingredients set price_basis = 'rule' where name in ('Eggs', 'Ground cinnamon')`);
    t = await startTestApp({ databaseUrl });
    rows = await openRowCounter(databaseUrl);
  }, 180_000);
  afterAll(async () => {
    await rows.close();
    await db.end();
    await t.close();
  });

  it('a price typed on a line goes into the book; the next list and the plan cost use it; changed and removed on the Prices page', async () => {
    const { agent } = await signUpAgent(t.http);
    const week1 = await planWith(agent, '2026-11-22', [{ name: 'Whole milk', quantity: 16, unit: 'cup' }]);
    const first = await buildList(agent, week1);
    const milk = line(first, 'Whole milk');
    expect(milk.priceKind).toBe('estimate');
    // paid when ticking it in the shop
    const paid = await agent.patch(`/api/grocery-list-items/${milk.id}`).send({ isChecked: true, paidPrice: '5.55' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ isChecked: true, estimatedPrice: '5.55', priceKind: 'yours', priceSource: { label: 'your price' } });
    expect(cents(paid.body.listTotalEstimatedCost)).toBe(555);
    const [entry] = await bookOf(agent);
    expect(entry).toMatchObject({
      store: 'kroger',
      food: 'Whole milk',
      price: '5.55',
      packageLabel: `${milk.quantity} ${milk.unit}`.trim(),
    });

    // next week's plan of the same milk: its cost and its list are at the price paid
    const week2 = await planWith(agent, '2026-11-29', [{ name: 'Whole milk', quantity: 16, unit: 'cup' }]);
    expect((await agent.get(`/api/meal-plans/${week2}`)).body.estimatedCost).toBe(5.55);
    const next = line(await buildList(agent, week2), 'Whole milk');
    expect(next).toMatchObject({ estimatedPrice: '5.55', priceKind: 'yours', priceSource: { kind: 'person', label: 'your price' } });
    expect(next.priceSource.detail).toContain('$5.55');

    // the planner's budget reads the same price: the candidates it prices a week with carry the package at 555 cents
    const rules = dietaryRulesFrom({ dietaryRestrictions: [], allergies: [], dislikedIngredients: [] });
    const { shared, person } = await t.app.get(PlanCandidates).forUser((await me(agent)).id, rules, 'kroger');
    const milkPrice = assembleCandidates(shared, person).ingredients?.find((i) => i.id === entry.ingredientId);
    expect(milkPrice?.packages?.some((p) => p.cents === 555)).toBe(true);

    // changed on the Prices page: the next list follows; removed: back to the estimate
    expect((await agent.patch(`/api/price-book/${entry.id}`).send({ price: '4.10' })).body).toMatchObject({ price: '4.10' });
    expect(line(await buildList(agent, week2), 'Whole milk').estimatedPrice).toBe('4.10');
    expect((await agent.delete(`/api/price-book/${entry.id}`)).status).toBe(204);
    const back = line(await buildList(agent, week2), 'Whole milk');
    expect(back.priceKind).toBe('estimate');
    expect(back.estimatedPrice).toBe(milk.estimatedPrice);
    expect(await bookOf(agent)).toEqual([]);
  });

  it('refuses a price that is not positive money to the cent under $1000 with a 400 and writes nothing; another person’s entry or line is a 404', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await planWith(agent, '2026-11-22', [{ name: 'Whole milk', quantity: 16, unit: 'cup' }]);
    const milk = line(await buildList(agent, planId), 'Whole milk');
    await agent.patch(`/api/grocery-list-items/${milk.id}`).send({ paidPrice: '3.00' }).expect(200);
    const [entry] = await bookOf(agent);
    const before = await rows.counts();
    const rowBefore = (await db.query('select estimated_price, price_source from grocery_items where id = $1', [milk.id])).rows[0];
    for (const paidPrice of ['0', '0.00', '-1', '1000.01', '3.999', 'abc', '', 3.49, null]) {
      const res = await agent.patch(`/api/grocery-list-items/${milk.id}`).send({ paidPrice });
      expect([res.status, paidPrice]).toEqual([400, paidPrice]);
      expect(res.body.message).toMatch(/paidPrice/);
      const put = await agent.patch(`/api/price-book/${entry.id}`).send({ price: paidPrice });
      expect([put.status, paidPrice]).toEqual([400, paidPrice]);
    }
    expect((await agent.patch(`/api/grocery-list-items/${milk.id}`).send({ paidPrice: '3.00', quantity: 2 })).status).toBe(400);
    expect(rows.changed(before, await rows.counts())).toEqual([]);
    expect((await db.query('select estimated_price, price_source from grocery_items where id = $1', [milk.id])).rows[0]).toEqual(rowBefore);
    expect((await bookOf(agent))[0].price).toBe('3.00');

    const other = (await signUpAgent(t.http)).agent;
    expect((await other.patch(`/api/price-book/${entry.id}`).send({ price: '1.00' })).status).toBe(404);
    expect((await other.delete(`/api/price-book/${entry.id}`)).status).toBe(404);
    expect((await other.patch(`/api/grocery-list-items/${milk.id}`).send({ paidPrice: '1.00' })).status).toBe(404);
    expect(await bookOf(other)).toEqual([]);
    expect((await bookOf(agent))[0].price).toBe('3.00');
  });

  it('says "rough estimate" on a rule-priced line and how much of the total is rough; a hand-added line without a price is "no price", out of the total', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await planWith(agent, '2026-11-22', [
      { name: 'Eggs', quantity: 2, unit: 'piece' },
      { name: 'Whole milk', quantity: 4, unit: 'cup' },
    ]);
    const list = await buildList(agent, planId);
    const eggs = line(list, 'Eggs');
    expect(eggs).toMatchObject({ priceKind: 'rough', priceSource: { kind: 'rough' } });
    expect(eggs.priceSource.label).toMatch(/^rough estimate: /);
    expect(cents(eggs.estimatedPrice)).toBeGreaterThan(0);
    expect(line(list, 'Whole milk').priceKind).toBe('estimate');
    expect(cents(list.roughCost)).toBe(sumCents(list.items.filter((i) => i.priceKind === 'rough')));
    expect(cents(list.roughCost)).toBe(cents(eggs.estimatedPrice));
    expect(list.unpricedCount).toBe(0);

    const gadget = await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'Zorblax gizmo' });
    expect(gadget.status).toBe(201);
    expect(gadget.body).toMatchObject({ priceKind: 'none', origin: 'added' });
    const after = await listOf(agent, planId);
    expect(after.unpricedCount).toBe(1);
    expect(cents(after.totalEstimatedCost)).toBe(cents(list.totalEstimatedCost));
    expect(cents(after.totalEstimatedCost)).toBe(sumCents(after.items));
  });

  it('a price paid for a plan line the catalogue does not know stays the line\'s across "Update from plan"', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await planWith(agent, '2026-11-22', [{ name: 'Zorblax gizmo', quantity: 1, unit: 'piece' }]);
    const gizmo = line(await buildList(agent, planId), 'Zorblax gizmo');
    expect(gizmo).toMatchObject({ origin: 'generated', priceKind: 'none' });
    await agent.patch(`/api/grocery-list-items/${gizmo.id}`).send({ paidPrice: '2.25' }).expect(200);
    // nothing to keep in the book: not a catalogue food
    expect(await bookOf(agent)).toEqual([]);
    await agent
      .post(`/api/meal-plans/${planId}/meals`)
      .send({ dayIndex: 3, mealType: 'lunch', foodItem: { name: 'Whole milk', calories: 100, quantity: 1, unit: 'cup' } })
      .expect(201);
    const rebuilt = await buildList(agent, planId);
    expect(line(rebuilt, 'Zorblax gizmo')).toMatchObject({ id: gizmo.id, estimatedPrice: '2.25', priceKind: 'yours', brand: null });
    expect(rebuilt.unpricedCount).toBe(0);
  });

  it('one cost: the plan, its budget line, the plans list and the grocery list agree to the cent after every edit', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent.post('/api/preferences').send({ calorieGoal: 2000, weeklyBudget: 50 }).expect(200);
    const started = await agent.post('/api/meal-plans/generate').send({ weekStartDate: '2026-11-22' });
    expect(started.status).toBe(202);
    const done = await waitForJob(agent, started.body.jobId, 60_000);
    expect(done.state).toBe('completed');
    const planId = (done.result as { mealPlanId: string }).mealPlanId;

    const agree = async (list: List) => {
      const plan = (await agent.get(`/api/meal-plans/${planId}`).expect(200)).body as Plan;
      const summary = ((await agent.get('/api/meal-plans').expect(200)).body as Plan[]).find((p) => p.id === planId)!;
      const lists = (await agent.get('/api/grocery-lists').expect(200)).body as { mealPlanId: string; totalEstimatedCost: number }[];
      // the plan's food cost is its lines on the list; the list's total adds the person's own lines, said apart
      expect(cents(list.planFoodCost)).toBe(sumCents(list.items.filter((i) => i.origin === 'generated')));
      expect(cents(plan.estimatedCost)).toBe(cents(list.planFoodCost));
      expect(cents(summary.estimatedCost)).toBe(cents(list.planFoodCost));
      expect(cents(list.totalEstimatedCost)).toBe(cents(list.planFoodCost) + cents(list.ownLinesCost));
      expect(cents(lists.find((l) => l.mealPlanId === planId)!.totalEstimatedCost)).toBe(cents(list.totalEstimatedCost));
      // the banner's budget line is the cost as it is now against the budget
      const over = cents(plan.estimatedCost) - cents(plan.totalBudget!);
      const budgetLine = plan.relaxations.find((r) => r.target === 'budget');
      if (over > 0) expect(budgetLine?.message).toBe(`Weekly budget exceeded by $${(over / 100).toFixed(2)}`);
      else expect(budgetLine).toBeUndefined();
      return plan;
    };

    let list = await buildList(agent, planId);
    const first = await agree(list);
    expect(first.totalBudget).toBe(50);

    // an item removed from the list
    const dearest = [...list.items].sort((a, b) => cents(b.estimatedPrice) - cents(a.estimatedPrice))[0];
    await agent.delete(`/api/grocery-list-items/${dearest.id}`).expect(200);
    list = await listOf(agent, planId);
    const removed = await agree(list);
    expect(cents(removed.estimatedCost)).toBe(cents(first.estimatedCost) - cents(dearest.estimatedPrice));

    // a price typed on a line
    const priced = list.items.find((i) => i.priceKind === 'estimate')!;
    await agent.patch(`/api/grocery-list-items/${priced.id}`).send({ paidPrice: '0.50' }).expect(200);
    list = await listOf(agent, planId);
    await agree(list);

    // a brand change
    const branded = list.items.find((i) => i.origin === 'generated' && i.priceKind === 'estimate')!;
    await agent.patch(`/api/grocery-list-items/${branded.id}`).send({ brand: 'Name Brand', estimatedPrice: '9.99' }).expect(200);
    list = await listOf(agent, planId);
    await agree(list);

    // a price paid that takes the week over its budget: the banner says by how much, to the cent, then not once it is off the list
    const dear = list.items.find((i) => i.origin === 'generated' && i.priceKind === 'estimate')!;
    await agent.patch(`/api/grocery-list-items/${dear.id}`).send({ paidPrice: '150.00' }).expect(200);
    list = await listOf(agent, planId);
    const over = await agree(list);
    expect(over.relaxations.filter((r) => r.target === 'budget')).toEqual([
      {
        target: 'budget',
        message: `Weekly budget exceeded by $${((cents(over.estimatedCost) - 5000) / 100).toFixed(2)}`,
        amount: (cents(over.estimatedCost) - 5000) / 100,
      },
    ]);
    await agent.delete(`/api/grocery-list-items/${dear.id}`).expect(200);
    list = await listOf(agent, planId);
    const back = await agree(list);
    expect(cents(back.estimatedCost)).toBe(cents(over.estimatedCost) - 15000);

    // a line of the person's own: in the list's total, labelled apart; not in the plan's food cost
    await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'paper towels', price: '7.99' }).expect(201);
    list = await listOf(agent, planId);
    expect(cents(list.ownLinesCost)).toBe(799);
    await agree(list);

    // a recipe added to the plan, and the list brought up to date from it
    const planned = (await agent.get(`/api/meal-plans/${planId}`).expect(200)).body as { meals: { recipe: { id: number } | null }[] };
    const recipe = planned.meals.find((m) => m.recipe)!.recipe!;
    await agent
      .post(`/api/recipes/${recipe.id}/add-to-meal-plan`)
      .send({ mealPlanId: planId, dayOfWeek: 0, mealType: 'lunch' })
      .expect(201);
    list = await buildList(agent, planId);
    await agree(list);
  }, 120_000);
});

async function me(agent: Agent): Promise<{ id: string }> {
  return (await agent.get('/api/auth/user').expect(200)).body as { id: string };
}
