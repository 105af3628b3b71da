import request from 'supertest';
import { seed } from '../src/database/seed.js';
import { openRowCounter, type RowCounter } from './row-counts.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';
import { isolatedDatabaseUrl } from './test-db.js';
import { APP_ENTITIES } from '../src/app.entities.js';
import { APP_SEEDERS } from '../src/app.seeders.js';

/**
 * A person's own lines on a grocery list (issue #16): adding one by hand, taking one off and putting it
 * back, changing a quantity — over the real app, PostgreSQL and the 'grocery.build' job on Redis, with the
 * real catalogue seeded into a database of the suite's own (so "nothing written" is every table's count).
 */

type Agent = ReturnType<typeof request.agent>;
interface Source {
  kind: string;
  label: string;
  detail: string | null;
}
interface Line {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  quantity: number;
  unit: string;
  estimatedPrice: string;
  isChecked: boolean;
  forMeals: string[];
  note: string | null;
  brandOptions: { brand: string; price: string | null; description: string }[];
  priceSource: Source;
  origin: 'generated' | 'added';
  removed: boolean;
  planAmount: { quantity: number; unit: string } | null;
  planNeedsMore: boolean;
}
interface List {
  id: string;
  totalEstimatedCost: number;
  items: Line[];
  removedItems: Line[];
}
type Changed = Line & { listTotalEstimatedCost: number };

const cents = (price: string) => Math.round(Number(price) * 100);
const sumCents = (lines: readonly Line[]) => lines.reduce((sum, l) => sum + cents(l.estimatedPrice), 0);
const WEEK = '2026-11-22';

/** A plan of food items through the meal plans API: Eggs, All-purpose flour and Whole milk in the amounts given. */
async function planWith(agent: Agent, foods: { name: string; quantity: number; unit: string; day: number }[]): Promise<string> {
  const res = await agent.post('/api/meal-plans').send({
    name: 'Own lines week',
    weekStartDate: WEEK,
    meals: foods.map((f) => ({
      dayOfWeek: f.day,
      mealType: 'breakfast',
      recipeId: null,
      foodItem: { name: f.name, calories: 100, quantity: f.quantity, unit: f.unit },
      date: WEEK,
    })),
  });
  if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

async function addMeal(agent: Agent, planId: string, name: string, quantity: number, unit: string, dayIndex: number) {
  const res = await agent
    .post(`/api/meal-plans/${planId}/meals`)
    .send({ dayIndex, mealType: 'lunch', foodItem: { name, calories: 100, protein: 5, quantity, unit } });
  if (res.status >= 300) throw new Error(`add meal: ${res.status} ${JSON.stringify(res.body)}`);
}

/** "Update from plan": the grocery job, waited for as the SPA does. */
async function updateFromPlan(agent: Agent, planId: string) {
  const started = await agent.post(`/api/meal-plans/${planId}/generate-grocery-list`);
  expect(started.status).toBe(202);
  expect((await waitForJob(agent, started.body.jobId)).state).toBe('completed');
}

async function listOf(agent: Agent, planId: string): Promise<List> {
  const res = await agent.get(`/api/grocery-lists/${planId}`);
  expect(res.status).toBe(200);
  return res.body as List;
}

const named = (list: List, name: string) => list.items.find((i) => i.name === name);
/** The catalogue's butter line ('Butter (salted)'). */
const butterOf = (lines: readonly Line[]) => lines.find((i) => i.name.startsWith('Butter'));

describe("a person's own lines on a grocery list", () => {
  let t: TestApp;
  let rows: RowCounter;
  beforeAll(async () => {
    const databaseUrl = await isolatedDatabaseUrl('own_lines');
    await seed(databaseUrl, APP_SEEDERS, APP_ENTITIES, () => undefined);
    t = await startTestApp({ databaseUrl });
    rows = await openRowCounter(databaseUrl);
  }, 180_000);
  afterAll(async () => {
    await rows.close();
    await t.close();
  });

  it('adds "paper towels" with their own price, a catalogue food priced as the plan\'s lines are, and the total follows to the cent', async () => {
    const { agent } = await signUpAgent(t.http);
    // the plan's own milk line: a gallon for the week's breakfasts
    const planId = await planWith(agent, [
      { name: 'Whole milk', quantity: 16, unit: 'cup', day: 1 },
      { name: 'Eggs', quantity: 2, unit: 'piece', day: 2 },
    ]);
    await updateFromPlan(agent, planId);
    const built = await listOf(agent, planId);
    const planMilk = named(built, 'Whole milk')!;
    expect(planMilk).toMatchObject({ origin: 'generated', planAmount: { quantity: planMilk.quantity, unit: planMilk.unit } });

    const towels = await agent
      .post(`/api/grocery-lists/${planId}/items`)
      .send({ name: '  paper   towels ', quantity: 6, unit: 'rolls', price: '7.99' });
    expect(towels.status).toBe(201);
    expect(towels.body).toMatchObject({
      name: 'paper towels',
      quantity: 6,
      unit: 'roll',
      estimatedPrice: '7.99',
      origin: 'added',
      removed: false,
      isChecked: false,
      forMeals: [],
      planAmount: null,
      planNeedsMore: false,
      priceSource: { kind: 'person', label: 'your price' },
      merged: false,
    });
    expect(cents(String(towels.body.listTotalEstimatedCost))).toBe(sumCents(built.items) + 799);

    // a catalogue food added by hand costs what the plan's line for the same amount costs, from the same source
    const milk = (
      await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'whole milk', quantity: planMilk.quantity, unit: planMilk.unit })
    ).body as Changed & { merged: boolean };
    // the same name is the same line: the amounts add up, and the line is priced for both
    expect(milk).toMatchObject({ id: planMilk.id, merged: true, quantity: planMilk.quantity * 2 });
    expect(cents(milk.estimatedPrice)).toBe(cents(planMilk.estimatedPrice) * 2);
    const other = await signUpAgent(t.http);
    const otherPlan = await planWith(other.agent, [{ name: 'Eggs', quantity: 2, unit: 'piece', day: 1 }]);
    await updateFromPlan(other.agent, otherPlan);
    const own = (
      await other.agent
        .post(`/api/grocery-lists/${otherPlan}/items`)
        .send({ name: 'Whole milk', quantity: planMilk.quantity, unit: planMilk.unit })
    ).body as Changed;
    expect(own).toMatchObject({
      origin: 'added',
      category: planMilk.category,
      brand: planMilk.brand,
      estimatedPrice: planMilk.estimatedPrice,
      brandOptions: planMilk.brandOptions,
      priceSource: planMilk.priceSource,
    });
    expect(own.priceSource.kind).toBe('estimate');

    const list = await listOf(agent, planId);
    expect(list.items.map((i) => i.name)).toContain('paper towels');
    expect(Math.round(list.totalEstimatedCost * 100)).toBe(sumCents(list.items));
    const summary = ((await agent.get('/api/grocery-lists')).body as { itemCount: number; totalEstimatedCost: number }[])[0];
    expect(summary).toMatchObject({ itemCount: list.items.length, totalEstimatedCost: list.totalEstimatedCost });

    // an item no catalogue food names, without a price: said to have no estimate, at $0.00
    const polish = (await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'Zzyzx' })).body as Changed;
    expect(polish).toMatchObject({ quantity: 1, unit: '', estimatedPrice: '0.00', priceSource: { kind: 'none', label: 'no estimate' } });

    // the printable order and a delivery partner get the person's lines with the plan's
    const order = await agent.post(`/api/grocery-lists/${planId}/order`);
    expect(order.status).toBe(200);
    expect(order.body.text).toContain('☐ paper towels (6 roll) $7.99');
    expect(order.body.text).toContain('☐ Zzyzx (1) $0.00');
    expect(order.body.itemCount).toBe((await listOf(agent, planId)).items.length);
  });

  it('changes a quantity: a plan line is priced as its packages for that many, a line of their own again, their own price per unit', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await planWith(agent, [{ name: 'Eggs', quantity: 2, unit: 'piece', day: 1 }]);
    await updateFromPlan(agent, planId);
    const eggs = named(await listOf(agent, planId), 'Eggs')!;
    const storeOption = eggs.brandOptions.find((o) => o.brand === eggs.brand)!;
    const nameOption = eggs.brandOptions.find((o) => o.brand !== eggs.brand && o.price !== null)!;

    const doubled = (await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ quantity: eggs.quantity * 2 })).body as Changed;
    expect(doubled).toMatchObject({
      quantity: eggs.quantity * 2,
      planAmount: { quantity: eggs.quantity, unit: eggs.unit },
      planNeedsMore: false,
    });
    expect(cents(doubled.estimatedPrice)).toBe(cents(storeOption.price!) * 2);
    // the brand picker offers each brand for the new amount, and choosing one keeps it through a later change
    expect(doubled.brandOptions.find((o) => o.brand === nameOption.brand)!.price).toBe(((cents(nameOption.price!) * 2) / 100).toFixed(2));
    const named2 = await agent
      .patch(`/api/grocery-list-items/${eggs.id}`)
      .send({ brand: nameOption.brand, estimatedPrice: ((cents(nameOption.price!) * 2) / 100).toFixed(2) });
    expect(named2.status).toBe(200);
    const tripled = (await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ quantity: eggs.quantity * 3 })).body as Changed;
    expect(tripled).toMatchObject({ brand: nameOption.brand, estimatedPrice: ((cents(nameOption.price!) * 3) / 100).toFixed(2) });
    expect(cents(String(tripled.listTotalEstimatedCost))).toBe(sumCents((await listOf(agent, planId)).items));

    // a line of their own is priced again for the new amount, as a line of the plan would be
    const milk = (await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'milk', quantity: 1, unit: 'gallon' }))
      .body as Changed;
    const two = (await agent.patch(`/api/grocery-list-items/${milk.id}`).send({ quantity: 2.5 })).body as Changed;
    expect(two.quantity).toBe(2.5);
    const probe = await signUpAgent(t.http);
    const probePlan = await planWith(probe.agent, [{ name: 'Whole milk', quantity: 2.5, unit: 'gallon', day: 1 }]);
    await updateFromPlan(probe.agent, probePlan);
    expect(two.estimatedPrice).toBe(named(await listOf(probe.agent, probePlan), 'Whole milk')!.estimatedPrice);

    // their own price keeps its price per unit
    const towels = (
      await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'paper towels', quantity: 6, unit: 'roll', price: '7.99' })
    ).body as Changed;
    const twelve = (await agent.patch(`/api/grocery-list-items/${towels.id}`).send({ quantity: 12 })).body as Changed;
    expect(twelve).toMatchObject({ quantity: 12, estimatedPrice: '15.98', priceSource: { kind: 'person', label: 'your price' } });
    const list = await listOf(agent, planId);
    expect(Math.round(list.totalEstimatedCost * 100)).toBe(sumCents(list.items));
    expect(cents(String(twelve.listTotalEstimatedCost))).toBe(sumCents(list.items));
  });

  it('takes a line off and puts it back: off the total, the counts and the order, and restorable', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await planWith(agent, [
      { name: 'Eggs', quantity: 2, unit: 'piece', day: 1 },
      { name: 'All-purpose flour', quantity: 1, unit: 'cup', day: 2 },
    ]);
    await updateFromPlan(agent, planId);
    const before = await listOf(agent, planId);
    const eggs = named(before, 'Eggs')!;

    const removed = await agent.delete(`/api/grocery-list-items/${eggs.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: eggs.id, removed: true });
    expect(cents(String(removed.body.listTotalEstimatedCost))).toBe(sumCents(before.items) - cents(eggs.estimatedPrice));
    const after = await listOf(agent, planId);
    expect(after.items.map((i) => i.id)).not.toContain(eggs.id);
    expect(after.removedItems).toEqual([
      expect.objectContaining({ id: eggs.id, name: 'Eggs', estimatedPrice: eggs.estimatedPrice, removed: true, planNeedsMore: false }),
    ]);
    expect(Math.round(after.totalEstimatedCost * 100)).toBe(sumCents(after.items));
    expect(((await agent.get('/api/grocery-lists')).body as { itemCount: number }[])[0].itemCount).toBe(before.items.length - 1);
    expect((await agent.post(`/api/grocery-lists/${planId}/order`)).body.text).not.toContain('Eggs');
    // a removed line is not ticked or resized until it is back
    const counts = await rows.counts();
    expect((await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ isChecked: true })).status).toBe(409);
    expect((await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ quantity: 24 })).status).toBe(409);
    expect(rows.changed(counts, await rows.counts())).toEqual([]);
    expect(await listOf(agent, planId)).toEqual(after);
    // removing twice is still removed
    expect((await agent.delete(`/api/grocery-list-items/${eggs.id}`)).status).toBe(200);

    const restored = await agent.post(`/api/grocery-list-items/${eggs.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: eggs.id, removed: false, estimatedPrice: eggs.estimatedPrice });
    const back = await listOf(agent, planId);
    expect(back.removedItems).toEqual([]);
    expect(back.totalEstimatedCost).toBe(before.totalEstimatedCost);

    // adding a line of the same name puts a removed one back rather than doubling it
    await agent.delete(`/api/grocery-list-items/${eggs.id}`).expect(200);
    const again = await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'eggs' });
    expect(again.body).toMatchObject({ id: eggs.id, removed: false, merged: false, restored: true });
    expect((await listOf(agent, planId)).items.filter((i) => i.name.toLowerCase() === 'eggs')).toHaveLength(1);
  });

  it('keeps hand-added lines, removals, set quantities and ticks through "Update from plan", and says when the plan now needs more', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await planWith(agent, [
      { name: 'Eggs', quantity: 2, unit: 'piece', day: 1 },
      { name: 'All-purpose flour', quantity: 1, unit: 'cup', day: 2 },
      { name: 'Whole milk', quantity: 2, unit: 'cup', day: 3 },
    ]);
    await updateFromPlan(agent, planId);
    const first = await listOf(agent, planId);
    const eggs = named(first, 'Eggs')!;
    const flour = named(first, 'All-purpose flour')!;
    const milk = named(first, 'Whole milk')!;
    const towels = (
      await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'paper towels', quantity: 6, unit: 'roll', price: '7.99' })
    ).body as Changed;
    await agent.delete(`/api/grocery-list-items/${eggs.id}`).expect(200);
    await agent
      .patch(`/api/grocery-list-items/${flour.id}`)
      .send({ quantity: flour.quantity * 2 })
      .expect(200);
    await agent.patch(`/api/grocery-list-items/${milk.id}`).send({ isChecked: true }).expect(200);

    // the plan changes (a new meal), so the list is built again
    await addMeal(agent, planId, 'Butter', 1, 'tbsp', 4);
    await updateFromPlan(agent, planId);
    const second = await listOf(agent, planId);
    expect(butterOf(second.items)).toMatchObject({ origin: 'generated' });
    expect(named(second, 'paper towels')).toMatchObject({
      id: towels.id,
      quantity: 6,
      unit: 'roll',
      estimatedPrice: '7.99',
      priceSource: { kind: 'person' },
    });
    expect(named(second, 'Eggs')).toBeUndefined();
    expect(second.removedItems).toEqual([expect.objectContaining({ id: eggs.id, name: 'Eggs', planNeedsMore: false })]);
    expect(named(second, 'All-purpose flour')).toMatchObject({
      id: flour.id,
      quantity: flour.quantity * 2,
      estimatedPrice: ((cents(flour.estimatedPrice) * 2) / 100).toFixed(2),
      planAmount: { quantity: flour.quantity, unit: flour.unit },
    });
    expect(named(second, 'Whole milk')).toMatchObject({ id: milk.id, isChecked: true });
    expect(Math.round(second.totalEstimatedCost * 100)).toBe(sumCents(second.items));

    // the plan now needs more eggs than when the person took them off: still off, and said
    await addMeal(agent, planId, 'Eggs', 14, 'piece', 5);
    await updateFromPlan(agent, planId);
    const third = await listOf(agent, planId);
    expect(named(third, 'Eggs')).toBeUndefined();
    const more = third.removedItems.find((i) => i.id === eggs.id)!;
    expect(more.planNeedsMore).toBe(true);
    expect(more.quantity).toBeGreaterThan(eggs.quantity);
    expect(more.planAmount).toEqual({ quantity: more.quantity, unit: more.unit });
    expect(named(third, 'paper towels')?.id).toBe(towels.id);
    expect(Math.round(third.totalEstimatedCost * 100)).toBe(sumCents(third.items));
    // put back, it is bought at what the plan needs now
    const restored = (await agent.post(`/api/grocery-list-items/${eggs.id}/restore`)).body as Changed;
    expect(restored).toMatchObject({ quantity: more.quantity, estimatedPrice: more.estimatedPrice, planNeedsMore: false });

    // a line the plan no longer needs at all goes, removed or not; the person's lines stay
    await agent.delete(`/api/grocery-list-items/${butterOf(third.items)!.id}`).expect(200);
    const plan = (await agent.get(`/api/meal-plans/${planId}`)).body as {
      days: { meals: Record<string, { items: { id: string; name?: string; foodItem?: { name: string } }[] }> }[];
    };
    const butterMeal = plan.days
      .flatMap((d) => Object.values(d.meals).flatMap((m) => m.items))
      .find((i) => (i.name ?? i.foodItem?.name) === 'Butter')!;
    await agent.delete(`/api/meal-plans/${planId}/items/${butterMeal.id}`).expect((res) => expect(res.status).toBeLessThan(300));
    await updateFromPlan(agent, planId);
    const fourth = await listOf(agent, planId);
    expect(butterOf([...fourth.items, ...fourth.removedItems])).toBeUndefined();
    expect(named(fourth, 'paper towels')?.id).toBe(towels.id);
  });

  it('keeps the brand a person chose through "Update from plan": a listed brand at its price for the new amount, their own at their price', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await planWith(agent, [
      { name: 'Eggs', quantity: 2, unit: 'piece', day: 1 },
      { name: 'Whole milk', quantity: 2, unit: 'cup', day: 3 },
    ]);
    await updateFromPlan(agent, planId);
    const first = await listOf(agent, planId);
    const milk = named(first, 'Whole milk')!;
    const eggs = named(first, 'Eggs')!;
    const other = milk.brandOptions.find((o) => o.brand !== milk.brand && o.price !== null)!;
    expect(other).toBeTruthy();
    await agent.patch(`/api/grocery-list-items/${milk.id}`).send({ brand: other.brand, estimatedPrice: other.price }).expect(200);
    await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ brand: 'Farm stand', estimatedPrice: '5.49' }).expect(200);

    // the plan changes elsewhere and the list is built again: both choices stay
    await addMeal(agent, planId, 'Butter', 1, 'tbsp', 4);
    await updateFromPlan(agent, planId);
    const second = await listOf(agent, planId);
    expect(named(second, 'Whole milk')).toMatchObject({ id: milk.id, brand: other.brand, estimatedPrice: other.price });
    expect(named(second, 'Eggs')).toMatchObject({ id: eggs.id, brand: 'Farm stand', estimatedPrice: '5.49' });

    // the week needs more milk: still their brand, at that brand's price for the new amount
    await addMeal(agent, planId, 'Whole milk', 12, 'cup', 5);
    await updateFromPlan(agent, planId);
    const third = await listOf(agent, planId);
    const moreMilk = named(third, 'Whole milk')!;
    expect(moreMilk.quantity).toBeGreaterThan(milk.quantity);
    expect(moreMilk.brand).toBe(other.brand);
    expect(moreMilk.estimatedPrice).toBe(moreMilk.brandOptions.find((o) => o.brand === other.brand)!.price);
    expect(Math.round(third.totalEstimatedCost * 100)).toBe(sumCents(third.items));
  });

  it("refuses another person's list or line with 404 and writes nothing", async () => {
    const owner = await signUpAgent(t.http);
    const other = await signUpAgent(t.http);
    const planId = await planWith(owner.agent, [{ name: 'Eggs', quantity: 2, unit: 'piece', day: 1 }]);
    await updateFromPlan(owner.agent, planId);
    const eggs = named(await listOf(owner.agent, planId), 'Eggs')!;
    const towels = (await owner.agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'paper towels' })).body as Changed;
    await owner.agent.delete(`/api/grocery-list-items/${towels.id}`).expect(200);
    const before = await listOf(owner.agent, planId);
    const counts = await rows.counts();
    const unknown = '00000000-0000-4000-8000-000000000000';

    for (const id of [planId, unknown, 'not-a-uuid']) {
      const res = await other.agent.post(`/api/grocery-lists/${id}/items`).send({ name: 'paper towels' });
      expect(res.status).toBe(404);
    }
    for (const id of [eggs.id, towels.id, unknown, 'nope']) {
      expect((await other.agent.delete(`/api/grocery-list-items/${id}`)).status).toBe(404);
      expect((await other.agent.patch(`/api/grocery-list-items/${id}`).send({ quantity: 3 })).status).toBe(404);
      expect((await other.agent.post(`/api/grocery-list-items/${id}/restore`)).status).toBe(404);
    }
    expect(rows.changed(counts, await rows.counts())).toEqual([]);
    expect(await listOf(owner.agent, planId)).toEqual(before);
    expect((await request(t.http).post(`/api/grocery-lists/${planId}/items`).send({ name: 'paper towels' })).status).toBe(401);
    expect((await request(t.http).delete(`/api/grocery-list-items/${eggs.id}`)).status).toBe(401);
  });

  describe('bad input answers 400 and writes nothing', () => {
    let agent: Agent;
    let planId: string;
    let emptyPlanId: string;
    let eggs: Line;
    beforeAll(async () => {
      const who = await signUpAgent(t.http);
      agent = who.agent;
      planId = await planWith(agent, [{ name: 'Eggs', quantity: 2, unit: 'piece', day: 1 }]);
      await updateFromPlan(agent, planId);
      eggs = named(await listOf(agent, planId), 'Eggs')!;
      emptyPlanId = await planWith(agent, [{ name: 'Eggs', quantity: 2, unit: 'piece', day: 1 }]);
    });

    it.each([
      [{}],
      [{ name: '' }],
      [{ name: '   ' }],
      [{ name: 'x'.repeat(201) }],
      [{ name: 12 }],
      [{ name: 'paper towels', quantity: 0 }],
      [{ name: 'paper towels', quantity: -2 }],
      [{ name: 'paper towels', quantity: 1e9 }],
      [{ name: 'paper towels', quantity: 1001 }],
      [{ name: 'flour', quantity: 500, unit: 'lb' }],
      [{ name: 'milk', quantity: 40, unit: 'gallon' }],
      [{ name: 'paper towels', quantity: 1.234 }],
      [{ name: 'paper towels', quantity: '2' }],
      [{ name: 'paper towels', unit: 'boxful' }],
      [{ name: 'paper towels', unit: 'x'.repeat(41) }],
      [{ name: 'paper towels', price: '-1' }],
      [{ name: 'paper towels', price: '1.999' }],
      [{ name: 'paper towels', price: 4.99 }],
      [{ name: 'paper towels', price: '10000' }],
      [{ name: 'paper towels', price: 'free' }],
      [{ name: 'paper towels', aisle: 'Household' }],
    ])('POST items %j', async (body) => {
      const list = await listOf(agent, planId);
      const counts = await rows.counts();
      for (const id of [planId, emptyPlanId]) {
        const res = await agent.post(`/api/grocery-lists/${id}/items`).send(body);
        expect(res.status).toBe(400);
        expect(typeof res.body.message === 'string' ? res.body.message : res.body.message.join(' ')).toMatch(
          /name|quantity|unit|price|property/,
        );
      }
      expect(rows.changed(counts, await rows.counts())).toEqual([]);
      expect(await listOf(agent, planId)).toEqual(list);
      expect((await agent.get(`/api/grocery-lists/${emptyPlanId}`)).status).toBe(404);
    });

    it('adding to a line past what a person could carry is refused too', async () => {
      await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'napkins', quantity: 600, unit: 'pack' }).expect(201);
      const list = await listOf(agent, planId);
      const counts = await rows.counts();
      const res = await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'napkins', quantity: 600, unit: 'packs' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('quantity must be at most 1000');
      expect(rows.changed(counts, await rows.counts())).toEqual([]);
      expect(await listOf(agent, planId)).toEqual(list);
    });

    it.each([
      [{ quantity: 0 }],
      [{ quantity: -1 }],
      [{ quantity: 5000 }],
      [{ quantity: 1.234 }],
      [{ quantity: '3' }],
      [{ quantity: null }],
      [{ quantity: 2, isChecked: true }],
      [{ quantity: 2, brand: 'Kroger', estimatedPrice: '1.00' }],
    ])('PATCH a line %j', async (body) => {
      const list = await listOf(agent, planId);
      const counts = await rows.counts();
      const res = await agent.patch(`/api/grocery-list-items/${eggs.id}`).send(body);
      expect(res.status).toBe(400);
      expect(rows.changed(counts, await rows.counts())).toEqual([]);
      expect(await listOf(agent, planId)).toEqual(list);
    });
  });

  it("the assistant's lines are the person's: they survive \"Update from plan\", and its removal and Undo work as the list's", async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await planWith(agent, [{ name: 'Eggs', quantity: 2, unit: 'piece', day: 1 }]);
    await updateFromPlan(agent, planId);
    const say = (message: string) => agent.post('/api/chat').send({ message, context: { currentMessages: [] } });
    expect((await say('add paper towels to my list')).body.response).toMatch(/^Added paper towels to your grocery list/i);
    const towels = named(await listOf(agent, planId), 'paper towels')!;
    expect(towels.origin).toBe('added');
    await addMeal(agent, planId, 'Whole milk', 1, 'cup', 2);
    await updateFromPlan(agent, planId);
    expect(named(await listOf(agent, planId), 'paper towels')?.id).toBe(towels.id);

    const removed = await say('remove the paper towels from my list');
    expect(removed.body.response).toMatch(/^Removed paper towels from your grocery list\.$/i);
    expect((await listOf(agent, planId)).removedItems.map((i) => i.id)).toEqual([towels.id]);
    expect((await agent.post(`/api/chat/undo/${removed.body.action.id}`)).status).toBe(200);
    const back = await listOf(agent, planId);
    expect(named(back, 'paper towels')?.id).toBe(towels.id);
    expect(back.removedItems).toEqual([]);
    expect(Math.round(back.totalEstimatedCost * 100)).toBe(sumCents(back.items));
  });
});
