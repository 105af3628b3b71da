import request from 'supertest';
import { APP_ENTITIES } from '../src/app.entities.js';
import { APP_SEEDERS } from '../src/app.seeders.js';
import { seed } from '../src/database/seed.js';
import { openRowCounter, type RowCounter } from './row-counts.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';
import { isolatedDatabaseUrl } from './test-db.js';

/**
 * The pantry (issue #16) over the real app, PostgreSQL and the grocery job on Redis, with the real catalogue
 * seeded into a database of the suite's own: what is at home, owner only and validated; the grocery list
 * that does not buy it; a checked line's leftover that becomes stock; a week that takes out what it used.
 */

type Agent = ReturnType<typeof request.agent>;
interface History {
  at: string;
  reason: string;
  text: string;
}
interface Item {
  id: string;
  ingredientId: number;
  name: string;
  aisle: string;
  kind: 'staple' | 'stock';
  grams: number | null;
  amount: string;
  history: History[];
}
interface Pantry {
  items: Item[];
  starterOffered: boolean;
}
interface Line {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  estimatedPrice: string;
  isChecked: boolean;
  note: string | null;
  origin: string;
}
interface List {
  totalEstimatedCost: number;
  items: Line[];
  pantryItems: Line[];
}

const WEEK = '2026-11-22';
const cents = (price: string) => Math.round(Number(price) * 100);

async function pantryOf(agent: Agent): Promise<Pantry> {
  const res = await agent.get('/api/pantry');
  expect(res.status).toBe(200);
  return res.body as Pantry;
}

async function ingredientId(agent: Agent, query: string, name: string): Promise<number> {
  const res = await agent.get('/api/ingredients').query({ query });
  expect(res.status).toBe(200);
  const found = (res.body.items as { id: number; name: string }[]).find((i) => i.name === name);
  if (!found) throw new Error(`no catalogue food named ${name} for "${query}": ${JSON.stringify(res.body.items)}`);
  return found.id;
}

/** A plan of food items (breakfasts), through the meal plans API. */
async function planWith(
  agent: Agent,
  foods: { name: string; quantity: number; unit: string; day: number }[],
  weekStartDate = WEEK,
): Promise<string> {
  const res = await agent.post('/api/meal-plans').send({
    name: 'Pantry week',
    weekStartDate,
    meals: foods.map((f) => ({
      dayOfWeek: f.day,
      mealType: 'breakfast',
      recipeId: null,
      foodItem: { name: f.name, calories: 100, quantity: f.quantity, unit: f.unit },
      date: weekStartDate,
    })),
  });
  if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

async function listFor(agent: Agent, planId: string): Promise<List> {
  const started = await agent.post(`/api/meal-plans/${planId}/generate-grocery-list`);
  expect(started.status).toBe(202);
  expect((await waitForJob(agent, started.body.jobId)).state).toBe('completed');
  const res = await agent.get(`/api/grocery-lists/${planId}`);
  expect(res.status).toBe(200);
  return res.body as List;
}

describe('the pantry', () => {
  let t: TestApp;
  let rows: RowCounter;
  beforeAll(async () => {
    const databaseUrl = await isolatedDatabaseUrl('pantry');
    await seed(databaseUrl, APP_SEEDERS, APP_ENTITIES, () => undefined);
    t = await startTestApp({ databaseUrl });
    rows = await openRowCounter(databaseUrl);
  }, 180_000);
  afterAll(async () => {
    await rows.close();
    await t.close();
  });

  it('offers the starter staples once; keeps what the person chose; adds, sets and removes a stock; owner only', async () => {
    const { agent } = await signUpAgent(t.http);
    expect(await pantryOf(agent)).toEqual({ items: [], starterOffered: true });
    const starter = (await agent.get('/api/pantry/starter').expect(200)).body.items as { ingredientId: number; name: string }[];
    expect(starter.map((s) => s.name)).toEqual(expect.arrayContaining(['Salt', 'Olive oil', 'All-purpose flour']));

    // trimmed: everything but the flour
    const kept = starter.filter((s) => s.name !== 'All-purpose flour').map((s) => s.ingredientId);
    const decided = await agent.post('/api/pantry/starter').send({ ingredientIds: kept });
    expect(decided.status).toBe(200);
    expect(decided.body.starterOffered).toBe(false);
    expect((decided.body.items as Item[]).map((i) => i.name).sort()).toEqual(
      starter
        .filter((s) => s.name !== 'All-purpose flour')
        .map((s) => s.name)
        .sort(),
    );
    expect((decided.body.items as Item[]).every((i) => i.kind === 'staple' && i.amount === 'always there')).toBe(true);

    // a stock: 1 lb 3 oz of rice, said as the bag says it
    const rice = await ingredientId(agent, 'white rice', 'White rice (long-grain)');
    const added = await agent.post('/api/pantry').send({ ingredientId: rice, kind: 'stock', quantity: 19, unit: 'oz' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'White rice (long-grain)', kind: 'stock', amount: '1 lb 3 oz' });
    expect(added.body.grams).toBeCloseTo(538.64, 1);
    expect(added.body.history[0].text).toMatch(/added by you/);
    const set = await agent.patch(`/api/pantry/${added.body.id}`).send({ quantity: 2, unit: 'cups' });
    expect(set.status).toBe(200);
    expect(set.body.amount).toMatch(/^1[0-9.]* oz$|^\d+ lb/);
    expect(set.body.history[0].text).toMatch(/^set to /);

    // another person sees none of it, and cannot change it
    const other = await signUpAgent(t.http);
    expect((await pantryOf(other.agent)).items).toEqual([]);
    expect((await other.agent.patch(`/api/pantry/${added.body.id}`).send({ quantity: 1, unit: 'lb' })).status).toBe(404);
    expect((await other.agent.delete(`/api/pantry/${added.body.id}`)).status).toBe(404);
    expect((await agent.delete('/api/pantry/not-an-id')).status).toBe(404);
    expect((await agent.delete(`/api/pantry/${added.body.id}`)).status).toBe(204);
    expect((await pantryOf(agent)).items.some((i) => i.id === added.body.id)).toBe(false);
  });

  it('refuses what cannot be a pantry item with a 400, and writes nothing', async () => {
    const { agent } = await signUpAgent(t.http);
    const rice = await ingredientId(agent, 'white rice', 'White rice (long-grain)');
    const before = await rows.counts();
    const refused: [object, RegExp][] = [
      [{ ingredientId: 999_999, kind: 'staple' }, /ingredientId must be a food of our catalogue/],
      [{ ingredientId: rice, kind: 'stock', quantity: -1, unit: 'lb' }, /quantity cannot be negative/],
      [{ ingredientId: rice, kind: 'stock' }, /quantity must be a number/],
      [{ ingredientId: rice, kind: 'stock', quantity: 2, unit: 'handful' }, /We cannot weigh "handful" of White rice/],
      [{ ingredientId: rice, kind: 'stock', quantity: 500, unit: 'kg' }, /more than a kitchen holds/],
      [{ ingredientId: rice, kind: 'pile' }, /kind must be staple .* or stock/],
      [{ ingredientId: 'rice', kind: 'staple' }, /ingredientId must be a whole number/],
    ];
    for (const [body, message] of refused) {
      const res = await agent.post('/api/pantry').send(body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect((await agent.post('/api/pantry/starter').send({ ingredientIds: [rice] })).status).toBe(400);
    expect(rows.changed(before, await rows.counts())).toEqual([]);
    // twice the same food: the second is a conflict, the first stays
    expect((await agent.post('/api/pantry').send({ ingredientId: rice, kind: 'staple' })).status).toBe(201);
    expect((await agent.post('/api/pantry').send({ ingredientId: rice, kind: 'stock', quantity: 1, unit: 'lb' })).status).toBe(409);
  });

  it('the grocery list does not buy what is at home: staples drop out of the total, a stock buys only the shortfall', async () => {
    const { agent } = await signUpAgent(t.http);
    const meals = [
      { name: 'Olive oil', quantity: 3, unit: 'tablespoon', day: 1 },
      { name: 'Salt', quantity: 1, unit: 'teaspoon', day: 1 },
      { name: 'White rice (long-grain)', quantity: 6, unit: 'cup', day: 2 },
      { name: 'Eggs', quantity: 4, unit: 'piece', day: 3 },
    ];
    const planId = await planWith(agent, meals);
    const plain = await listFor(agent, planId);
    const oilLine = plain.items.find((i) => i.name === 'Olive oil')!;
    const riceLine = plain.items.find((i) => i.name === 'White rice (long-grain)')!;
    expect(oilLine && riceLine).toBeTruthy();
    expect(plain.pantryItems).toEqual([]);

    const starter = (await agent.get('/api/pantry/starter')).body.items as { ingredientId: number }[];
    await agent
      .post('/api/pantry/starter')
      .send({ ingredientIds: starter.map((s) => s.ingredientId) })
      .expect(200);
    const rice = await ingredientId(agent, 'white rice', 'White rice (long-grain)');
    // 6 cups of rice is about 1.1 kg; a 2 lb (907 g) bag at home leaves about 200 g to buy
    await agent.post('/api/pantry').send({ ingredientId: rice, kind: 'stock', quantity: 2, unit: 'lb' }).expect(201);

    const withPantry = await listFor(agent, planId);
    expect(withPantry.pantryItems.map((i) => i.name)).toEqual(expect.arrayContaining(['Olive oil', 'Salt']));
    for (const line of withPantry.pantryItems) expect([line.estimatedPrice, line.origin]).toEqual(['0.00', 'pantry']);
    expect(withPantry.items.some((i) => i.name === 'Olive oil' || i.name === 'Salt')).toBe(false);
    const riceNow = withPantry.items.find((i) => i.name === 'White rice (long-grain)')!;
    expect(riceNow.note).toMatch(/2 lb from your pantry; this buys the rest\./);
    expect(cents(riceNow.estimatedPrice)).toBeLessThan(cents(riceLine.estimatedPrice));
    // the total is the lines to buy, to the cent, and lower by what is at home
    expect(Math.round(withPantry.totalEstimatedCost * 100)).toBe(withPantry.items.reduce((n, i) => n + cents(i.estimatedPrice), 0));
    expect(withPantry.totalEstimatedCost).toBeLessThan(plain.totalEstimatedCost);
    // a plan made now is priced as its list will be: what is at home is not in its estimate
    const again = await planWith(agent, meals);
    const againPlan = (await agent.get(`/api/meal-plans/${again}`)).body as { estimatedCost: number };
    const againList = await listFor(agent, again);
    expect(Math.round(againPlan.estimatedCost * 100)).toBe(Math.round(againList.totalEstimatedCost * 100));
    expect(againPlan.estimatedCost).toBeLessThan(plain.totalEstimatedCost);
    // a line the pantry covers has nothing to tick or resize
    expect((await agent.patch(`/api/grocery-list-items/${withPantry.pantryItems[0].id}`).send({ quantity: 2 })).status).toBe(409);

    // asking for a food the pantry covers (running low) buys some: a priced line of its own, the pantry line stays
    await agent.post(`/api/grocery-lists/${again}/items`).send({ name: 'olive oil' }).expect(201);
    const runningLow = await listFor(agent, again);
    const bought = runningLow.items.find((i) => /olive oil/i.test(i.name))!;
    expect(bought).toMatchObject({ origin: 'added' });
    expect(cents(bought.estimatedPrice)).toBeGreaterThan(0);
    expect(runningLow.pantryItems.map((i) => i.name)).toContain('Olive oil');
    expect(Math.round(runningLow.totalEstimatedCost * 100)).toBe(
      Math.round(againList.totalEstimatedCost * 100) + cents(bought.estimatedPrice),
    );
  });

  it('a checked line leaves what the week does not use in the pantry, and unchecking takes it back out; the week takes out what it used when it starts', async () => {
    const { agent } = await signUpAgent(t.http);
    // 4 eggs for the week: a dozen bought, 8 left
    const planId = await planWith(agent, [{ name: 'Eggs', quantity: 4, unit: 'piece', day: 1 }]);
    const list = await listFor(agent, planId);
    const eggs = list.items.find((i) => i.name === 'Eggs')!;
    expect((await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ isChecked: true })).status).toBe(200);
    let stock = (await pantryOf(agent)).items.find((i) => i.name === 'Eggs')!;
    expect(stock).toMatchObject({ kind: 'stock', amount: '8 eggs' });
    expect(stock.history[0].text).toBe('+8 eggs bought: left after Pantry week');
    // ticking again changes nothing; unticking takes the leftover back
    await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ isChecked: true }).expect(200);
    expect((await pantryOf(agent)).items.find((i) => i.name === 'Eggs')!.amount).toBe('8 eggs');
    // unticking a line whose tick brought the food in leaves the pantry as it was: no empty "none left" row
    await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ isChecked: false }).expect(200);
    expect((await pantryOf(agent)).items.some((i) => i.name === 'Eggs')).toBe(false);
    // the assistant's tick, undone, leaves the pantry as it was too
    const ticked = await agent.post('/api/chat').send({ message: 'check off the eggs', context: { currentMessages: [] } });
    expect(ticked.body.action?.description).toMatch(/Checked off Eggs/);
    expect((await pantryOf(agent)).items.find((i) => i.name === 'Eggs')?.amount).toBe('8 eggs');
    await agent.post(`/api/chat/undo/${ticked.body.action.id}`).expect(200);
    expect((await pantryOf(agent)).items.some((i) => i.name === 'Eggs')).toBe(false);
    await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ isChecked: true }).expect(200);

    // next week needs 3 eggs: the list buys none, and when that week starts the 3 are taken out
    const thisWeek = new Date().toISOString().slice(0, 10);
    const next = await planWith(agent, [{ name: 'Eggs', quantity: 3, unit: 'piece', day: 2 }], thisWeek);
    const nextList = await listFor(agent, next);
    expect(nextList.items.some((i) => i.name === 'Eggs')).toBe(false);
    expect(nextList.pantryItems.find((i) => i.name === 'Eggs')!.note).toBe('From your pantry: 8 eggs at home.');
    stock = (await pantryOf(agent)).items.find((i) => i.name === 'Eggs')!;
    expect(stock.amount).toBe('5 eggs');
    expect(stock.history[0].text).toMatch(/^−3 eggs used by the week of \w{3} \d+$/);
    // "Update from plan" on the started week takes nothing twice
    await listFor(agent, next);
    expect((await pantryOf(agent)).items.find((i) => i.name === 'Eggs')!.amount).toBe('5 eggs');
  });

  it('keeps no scrap of a food sold by the piece: a leftover below a quarter of one is not stock, and a week that leaves one takes it too', async () => {
    const { agent } = await signUpAgent(t.http);
    // 0.9 of an avocado for the week: one is bought, and the tenth left over is not kept
    const planId = await planWith(agent, [{ name: 'Avocado', quantity: 0.9, unit: 'piece', day: 1 }]);
    const avocado = (await listFor(agent, planId)).items.find((i) => /avocado/i.test(i.name))!;
    expect(avocado).toBeDefined();
    await agent.patch(`/api/grocery-list-items/${avocado.id}`).send({ isChecked: true }).expect(200);
    expect((await pantryOf(agent)).items.some((i) => /avocado/i.test(i.name))).toBe(false);

    // one avocado at home; this week's meals use 0.8 of it: the fifth left goes with them
    const found = (await agent.get('/api/ingredients?query=avocado&limit=1')).body as { items: { id: number }[] };
    await agent.post('/api/pantry').send({ ingredientId: found.items[0].id, kind: 'stock', quantity: 1, unit: 'piece' }).expect(201);
    const thisWeek = new Date().toISOString().slice(0, 10);
    await listFor(agent, await planWith(agent, [{ name: 'Avocado', quantity: 0.8, unit: 'piece', day: 2 }], thisWeek));
    const stock = (await pantryOf(agent)).items.find((i) => /avocado/i.test(i.name))!;
    expect(stock.amount).toBe('none left');
    expect(stock.history[0].text).toMatch(/^−1 avocado used by the week of \w{3} \d+ \(the little left is not kept\)$/);
  });
});
