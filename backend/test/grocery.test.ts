import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { JobsService } from '../src/jobs/jobs.service.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

/**
 * Grocery lists over the real app: the 'grocery.build' job on real Redis, lists in real Postgres,
 * and the delivery partner adapter against a local server speaking Instacart's documented format.
 * Fixtures (catalogue rows, a library recipe, plans) are written with SQL under a `gtest-` prefix.
 */

type Agent = ReturnType<typeof request.agent>;
const EMPTY_MESSAGE = 'This meal plan has no meals yet. Add meals, then generate the grocery list.';
const run = `${process.pid}${Date.now() % 100000}`;

async function sql<T = Record<string, unknown>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute(query, params) as Promise<T[]>;
}

let fixtureCount = 0;
interface Fixtures {
  flourId: number;
  eggId: number;
  sodaBreadFor(userId: string): Promise<number>;
}

async function catalogueAndRecipe(t: TestApp): Promise<Fixtures> {
  const ingredient = async (slug: string, name: string, category: string, unitWeights: object, packages: object[], prices: object) => {
    const [row] = await sql<{ id: number }>(
      t,
      `insert into ingredients (slug, name, aliases, category, nutrients, unit_weights, packages, prices)
       values (?, ?, '[]', ?, '{}', ?, ?, ?) on conflict (slug) do update set name = excluded.name returning id`,
      [slug, name, category, JSON.stringify(unitWeights), JSON.stringify(packages), JSON.stringify(prices)],
    );
    return row.id;
  };
  const flourId = await ingredient(
    `gtest-flour-${run}`,
    `Gtest flour ${run}`,
    'Baking',
    { cup: 125 },
    [
      { label: '2 lb bag', quantity: 2, unit: 'lb', grams: 907 },
      { label: '5 lb bag', quantity: 5, unit: 'lb', grams: 2268 },
    ],
    {
      kroger: [
        { storeBrand: 2.49, nameBrand: 3.99 },
        { storeBrand: 3.99, nameBrand: 5.49 },
      ],
      costco: [null, { storeBrand: 3.29, nameBrand: 4.49 }],
    },
  );
  const eggId = await ingredient(
    `gtest-egg-${run}`,
    `Gtest eggs ${run}`,
    'Dairy & Eggs',
    { piece: 50, large: 50 },
    [{ label: '12 eggs', quantity: 12, unit: 'eggs', grams: 600 }],
    { kroger: [{ storeBrand: 2.99, nameBrand: 4.99 }] },
  );
  const recipes = new Map<string, Promise<number>>();
  /**
   * The soda bread is the person's own recipe, not a library one: the shared library is counted by
   * other suites, so fixtures never add to it.
   */
  const sodaBreadFor = (userId: string) => {
    if (!recipes.has(userId))
      recipes.set(
        userId,
        (async () => {
          const [recipe] = await sql<{ id: number }>(
            t,
            `insert into recipes (slug, owner_id, title, servings, meal_types, tags, instructions, nutrition, cost_per_serving, allergens, diets)
         values (?, ?, 'Gtest Soda Bread', 4, '[]', '[]', '[]', '{}', '{}', '[]', '[]') returning id`,
            [`gtest-soda-bread-${run}-${++fixtureCount}`, userId],
          );
          const line = (position: number, ingredientId: number | null, name: string, amount: number, unit: string) =>
            sql(
              t,
              `insert into recipe_ingredients (recipe_id, position, ingredient_id, name, amount, unit, original) values (?, ?, ?, ?, ?, ?, ?)`,
              [recipe.id, position, ingredientId, name, amount, unit, `${amount} ${unit} ${name}`],
            );
          await line(0, flourId, 'flour', 2, 'cups');
          await line(1, flourId, 'flour', 100, 'g');
          await line(2, eggId, 'egg', 2, '');
          await line(3, null, 'zzyzx', 3, 'tbsp');
          return recipe.id;
        })(),
      );
    return recipes.get(userId)!;
  };
  return { flourId, eggId, sodaBreadFor };
}

async function planFor(t: TestApp, userId: string, name: string | null = 'Gtest week'): Promise<string> {
  const [plan] = await sql<{ id: string }>(
    t,
    `insert into meal_plans (user_id, name, week_start_date) values (?, ?, '2026-11-22') returning id`,
    [userId, name],
  );
  return plan.id;
}

/** Adds the plan owner's soda bread to a slot. */
async function addSodaBread(t: TestApp, fx: Fixtures, planId: string, day: number, mealType: string, servings = 4) {
  const [plan] = await sql<{ user_id: string }>(t, `select user_id from meal_plans where id = ?`, [planId]);
  const recipeId = await fx.sodaBreadFor(plan.user_id);
  await sql(t, `insert into meal_items (meal_plan_id, day_of_week, meal_type, recipe_id, servings) values (?, ?, ?, ?, ?)`, [
    planId,
    day,
    mealType,
    recipeId,
    servings,
  ]);
}

async function addFoodMeal(t: TestApp, planId: string, foodName: string, day: number, mealType: string, quantity: number, unit: string) {
  await sql(t, `insert into meal_items (meal_plan_id, day_of_week, meal_type, food_name, quantity, unit) values (?, ?, ?, ?, ?, ?)`, [
    planId,
    day,
    mealType,
    foodName,
    quantity,
    unit,
  ]);
}

async function generate(agent: Agent, planId: string) {
  const res = await agent.post(`/api/meal-plans/${planId}/generate-grocery-list`);
  expect(res.status).toBe(202);
  return res.body.jobId as string;
}

interface ItemBody {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  quantity: number;
  unit: string;
  estimatedPrice: string;
  purchased: boolean;
  isChecked: boolean;
  forMeals: string[];
  note: string | null;
  brandOptions: { brand: string; price: string | null; description: string }[];
  priceSource: { kind: string; label: string; detail: string | null };
}

describe('grocery lists', () => {
  let t: TestApp;
  let fx: Fixtures;
  beforeAll(async () => {
    t = await startTestApp();
    fx = await catalogueAndRecipe(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('builds a list in a job: 202 { jobId }, a double click runs once, one merged, priced list', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const planId = await planFor(t, user.id);
    await addSodaBread(t, fx, planId, 2, 'dinner');
    await addFoodMeal(t, planId, 'Blorptang', 1, 'breakfast', 2, 'piece');

    const [a, b] = await Promise.all([generate(agent, planId), generate(agent, planId)]);
    expect(a).toMatch(/^grocery\./);
    expect(b).toBe(a);
    const done = await waitForJob(agent, a);
    expect(done.state).toBe('completed');
    const result = done.result as { mealPlanId: string; groceryListId: string };
    expect(result.mealPlanId).toBe(planId);
    // Asking again for the same plan content answers the same (finished) job: nothing is built twice.
    expect(await generate(agent, planId)).toBe(a);

    const lists = await agent.get('/api/grocery-lists');
    expect(lists.status).toBe(200);
    expect(lists.body).toHaveLength(1);
    expect(lists.body[0]).toMatchObject({
      id: result.groceryListId,
      mealPlanId: planId,
      planName: 'Gtest week',
      itemCount: 4,
      checkedCount: 0,
    });

    const res = await agent.get(`/api/grocery-lists/${planId}`);
    expect(res.status).toBe(200);
    const list = res.body as {
      id: string;
      store: string;
      totalEstimatedCost: number;
      priceSource: { kind: string; label: string; fallback: string | null };
      items: ItemBody[];
    };
    expect(list).toMatchObject({ id: result.groceryListId, mealPlanId: planId, store: 'kroger', planName: 'Gtest week' });
    const flour = list.items.find((i) => i.name === `Gtest flour ${run}`)!;
    // 2 cups (250 g) + 100 g = 350 g → one 2 lb bag at Kroger's store-brand price.
    expect(flour).toMatchObject({
      category: 'Baking',
      quantity: 2,
      unit: 'lb bag',
      estimatedPrice: '2.49',
      brand: 'Kroger',
      purchased: false,
      isChecked: false,
      forMeals: ['Tue dinner: Gtest Soda Bread'],
    });
    expect(flour.brandOptions).toEqual([
      { brand: 'Kroger', price: '2.49', description: 'Kroger store brand · 2 lb bag' },
      { brand: 'Name Brand', price: '3.99', description: 'National brand at Kroger · 2 lb bag' },
    ]);
    expect(list.items.find((i) => i.name === `Gtest eggs ${run}`)).toMatchObject({ quantity: 12, unit: 'eggs', estimatedPrice: '2.99' });
    const unmatched = list.items.find((i) => i.name === 'Zzyzx')!;
    expect(unmatched).toMatchObject({ category: 'Other', estimatedPrice: '0.00', quantity: 3, unit: 'tbsp' });
    expect(unmatched.note).toMatch(/catalogue/);
    // no catalogue food shares its words: the keyword table's brands, unpriced, never a typed price
    expect(unmatched.brandOptions).toEqual([
      { brand: 'Name Brand', price: null, description: 'National brand · no estimate' },
      { brand: 'Store Brand', price: null, description: 'Store brand, same quality for less · no estimate' },
    ]);
    expect(unmatched.priceSource).toEqual({ kind: 'none', label: 'no estimate', detail: null });
    expect(list.priceSource).toMatchObject({
      kind: 'estimate',
      fallback: null,
      label: expect.stringMatching(/^estimate: U\.S\. average prices, /),
    });
    expect(list.items.find((i) => i.name === 'Blorptang')).toMatchObject({
      category: 'Other',
      forMeals: ['Mon breakfast: Blorptang'],
      quantity: 2,
      unit: '',
    });
    // Store walk: Baking before Dairy & Eggs before Other.
    expect(list.items.map((i) => i.category)).toEqual(
      ['Dairy & Eggs', 'Baking', 'Other', 'Other'].sort(
        (x, y) => ['Dairy & Eggs', 'Baking', 'Other'].indexOf(x) - ['Dairy & Eggs', 'Baking', 'Other'].indexOf(y),
      ),
    );
    const cents = list.items.reduce((s, i) => s + Math.round(Number(i.estimatedPrice) * 100), 0);
    expect(Math.round(list.totalEstimatedCost * 100)).toBe(cents);
    expect(list.totalEstimatedCost).toBe(5.48);

    // The lists screen's keyword table for items the catalogue lacks.
    const listsView = await agent.get(`/api/grocery-lists/${planId}?brandTable=lists`);
    expect(listsView.body.items.find((i: ItemBody) => i.name === 'Zzyzx').brandOptions).toHaveLength(4);

    const count = await sql<{ n: string }>(t, `select count(*) as n from grocery_lists where meal_plan_id = ?`, [planId]);
    expect(Number(count[0].n)).toBe(1);
  });

  it('regenerating a changed plan rebuilds in one transaction and keeps the checked state of lines that remain', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const planId = await planFor(t, user.id);
    await addSodaBread(t, fx, planId, 2, 'dinner');
    const first = await generate(agent, planId);
    const listId = ((await waitForJob(agent, first)).result as { groceryListId: string }).groceryListId;
    const before = (await agent.get(`/api/grocery-lists/${planId}`)).body as { items: ItemBody[] };
    const eggs = before.items.find((i) => i.name === `Gtest eggs ${run}`)!;
    const tick = await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ isChecked: true });
    expect(tick.status).toBe(200);
    expect(tick.body).toMatchObject({ id: eggs.id, isChecked: true, purchased: true });

    // The plan changes: 3× the bread on Wednesday, and a food item. A new job id, a rebuilt list.
    await addSodaBread(t, fx, planId, 3, 'lunch', 12);
    await addFoodMeal(t, planId, 'Frindle', 4, 'dinner', 1, 'tsp');
    const second = await generate(agent, planId);
    expect(second).not.toBe(first);
    const done = await waitForJob(agent, second);
    expect(done.state).toBe('completed');
    expect((done.result as { groceryListId: string }).groceryListId).toBe(listId);

    const after = (await agent.get(`/api/grocery-lists/${planId}`)).body as { totalEstimatedCost: number; items: ItemBody[] };
    expect(after.items.map((i) => i.name)).toContain('Frindle');
    const eggsAfter = after.items.find((i) => i.name === `Gtest eggs ${run}`)!;
    // 2 + 6 eggs → still a dozen; still checked, the same line (updated in place).
    expect(eggsAfter).toMatchObject({ id: eggs.id, isChecked: true, purchased: true, quantity: 12 });
    expect(eggsAfter.forMeals).toEqual(['Tue dinner: Gtest Soda Bread', 'Wed lunch: Gtest Soda Bread']);
    expect(after.items.filter((i) => i.isChecked)).toHaveLength(1);
    // 4× the flour (1400 g): one 5 lb bag ($3.99) beats two 2 lb bags ($4.98).
    expect(after.items.find((i) => i.name === `Gtest flour ${run}`)).toMatchObject({ quantity: 5, unit: 'lb bag', estimatedPrice: '3.99' });
    const rows = await sql<{ n: string }>(t, `select count(*) as n from grocery_items where grocery_list_id = ?`, [listId]);
    expect(Number(rows[0].n)).toBe(after.items.length);
    expect((await agent.get('/api/grocery-lists')).body).toHaveLength(1);
  });

  it('prices at the preferred store', async () => {
    const { agent, user } = await signUpAgent(t.http);
    expect((await agent.post('/api/preferences').send({ preferredStore: 'costco' })).status).toBe(200);
    const planId = await planFor(t, user.id);
    await addSodaBread(t, fx, planId, 0, 'lunch');
    const res = await agent.post(`/api/meal-plans/${planId}/grocery-list`);
    expect(res.status).toBe(200);
    expect(res.body.store).toBe('costco');
    expect(res.body.items.find((i: ItemBody) => i.name === `Gtest flour ${run}`)).toMatchObject({
      brand: 'Kirkland Signature',
      estimatedPrice: '3.29',
      quantity: 5,
      unit: 'lb bag',
    });
    const eggs = res.body.items.find((i: ItemBody) => i.name === `Gtest eggs ${run}`);
    expect(eggs.brand).toBe('Kroger');
    expect(eggs.note).toMatch(/Priced at Kroger/);
  });

  it('a plan with no meals fails with a message the person can act on (job and synchronous generator)', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const planId = await planFor(t, user.id, null);
    const jobId = await generate(agent, planId);
    const done = await waitForJob(agent, jobId);
    expect(done).toMatchObject({ state: 'failed', error: EMPTY_MESSAGE });
    const sync = await agent.post(`/api/meal-plans/${planId}/grocery-list`);
    expect(sync.status).toBe(400);
    expect(sync.body.message).toBe(EMPTY_MESSAGE);
    expect((await agent.get(`/api/grocery-lists/${planId}`)).status).toBe(404);
    expect((await agent.get('/api/grocery-lists')).body).toEqual([]);
    // Adding a meal makes the same button work.
    await addFoodMeal(t, planId, 'Oat milk', 0, 'breakfast', 1, 'cup');
    const again = await generate(agent, planId);
    expect(again).not.toBe(jobId);
    expect((await waitForJob(agent, again)).state).toBe('completed');
    const lists = (await agent.get('/api/grocery-lists')).body;
    expect(lists[0].planName).toBe('Week of Nov 22, 2026');
  });

  it("a build whose plan is deleted before the job runs fails at once, saying so (the job reads the failure's code, not HTTP)", async () => {
    const { agent, user } = await signUpAgent(t.http);
    const planId = await planFor(t, user.id);
    await addFoodMeal(t, planId, 'Oat milk', 0, 'breakfast', 1, 'cup');
    expect((await agent.delete(`/api/meal-plans/${planId}`)).status).toBe(200);
    // the job a click just before the delete enqueued
    const jobs = t.app.get(JobsService);
    const jobId = await jobs.enqueue('grocery.build', { userId: user.id, mealPlanId: planId });
    expect(await waitForJob(agent, jobId)).toMatchObject({ state: 'failed', error: 'Meal plan not found: it may have been deleted.' });
    // a failure the person can act on is not retried (3 attempts with backoff otherwise)
    expect((await jobs.queue('grocery').getJob(jobId))?.attemptsMade).toBe(1);
    expect((await agent.get('/api/grocery-lists')).body).toEqual([]);
  });

  describe('PATCH /api/grocery-list-items/:itemId', () => {
    let agent: Agent;
    let planId: string;
    let item: ItemBody;
    beforeAll(async () => {
      const who = await signUpAgent(t.http);
      agent = who.agent;
      planId = await planFor(t, who.user.id);
      await addSodaBread(t, fx, planId, 5, 'dinner');
      await agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200);
      item = ((await agent.get(`/api/grocery-lists/${planId}`)).body.items as ItemBody[]).find((i) => i.name === `Gtest flour ${run}`)!;
    });

    it('chooses a brand at its price and recomputes the total', async () => {
      const res = await agent.patch(`/api/grocery-list-items/${item.id}`).send({ brand: 'Name Brand', estimatedPrice: '3.99' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ brand: 'Name Brand', estimatedPrice: '3.99', listTotalEstimatedCost: 6.98 });
      const list = (await agent.get(`/api/grocery-lists/${planId}`)).body;
      expect(list.totalEstimatedCost).toBe(6.98);
      expect(
        (await agent.patch(`/api/grocery-list-items/${item.id}`).send({ brand: 'Kroger', estimatedPrice: '2.5' })).body.estimatedPrice,
      ).toBe('2.50');
      expect((await agent.get(`/api/grocery-lists/${planId}`)).body.totalEstimatedCost).toBe(5.49);
      expect((await agent.get('/api/grocery-lists')).body[0].totalEstimatedCost).toBe(5.49);
    });

    it.each([
      [{}],
      [{ isChecked: 'yes' }],
      [{ isChecked: 1 }],
      [{ brand: 'Kroger' }],
      [{ estimatedPrice: '1.00' }],
      [{ brand: 'Kroger', estimatedPrice: 4.99 }],
      [{ brand: 'Kroger', estimatedPrice: '-1.00' }],
      [{ brand: 'Kroger', estimatedPrice: '1.999' }],
      [{ brand: 'Kroger', estimatedPrice: '10000.00' }],
      [{ brand: 'Kroger', estimatedPrice: 'abc' }],
      [{ brand: 'Kroger', estimatedPrice: '' }],
      [{ brand: '   ', estimatedPrice: '1.00' }],
      [{ brand: 'x'.repeat(121), estimatedPrice: '1.00' }],
      [{ isChecked: true, brand: 'Kroger', estimatedPrice: '1.00' }],
      [{ isChecked: true, price: 1 }],
    ])('refuses %j with 400 and writes nothing', async (body) => {
      const before = (await agent.get(`/api/grocery-lists/${planId}`)).body;
      const res = await agent.patch(`/api/grocery-list-items/${item.id}`).send(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message.length).toBeGreaterThan(5);
      expect((await agent.get(`/api/grocery-lists/${planId}`)).body).toEqual(before);
    });

    it('accepts the largest price', async () => {
      expect((await agent.patch(`/api/grocery-list-items/${item.id}`).send({ brand: 'Gold', estimatedPrice: '9999.99' })).status).toBe(200);
      expect(
        (await agent.patch(`/api/grocery-list-items/${item.id}`).send({ brand: 'Kroger', estimatedPrice: '0' })).body.estimatedPrice,
      ).toBe('0.00');
    });
  });

  it('answers 404 for foreign and unknown ids, 401 without a session', async () => {
    const owner = await signUpAgent(t.http);
    const other = await signUpAgent(t.http);
    const planId = await planFor(t, owner.user.id);
    await addSodaBread(t, fx, planId, 1, 'lunch');
    await owner.agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200);
    const itemId = (await owner.agent.get(`/api/grocery-lists/${planId}`)).body.items[0].id;
    const unknown = '00000000-0000-4000-8000-000000000000';

    for (const id of [planId, unknown, 'not-a-uuid']) {
      expect((await other.agent.post(`/api/meal-plans/${id}/generate-grocery-list`)).status).toBe(404);
      expect((await other.agent.post(`/api/meal-plans/${id}/grocery-list`)).status).toBe(404);
      expect((await other.agent.get(`/api/grocery-lists/${id}`)).status).toBe(404);
      expect((await other.agent.post(`/api/grocery-lists/${id}/order`)).status).toBe(404);
    }
    for (const id of [itemId, unknown, 'nope']) {
      expect((await other.agent.patch(`/api/grocery-list-items/${id}`).send({ isChecked: true })).status).toBe(404);
    }
    expect((await other.agent.get('/api/grocery-lists')).body).toEqual([]);
    // Nothing of the owner's changed.
    expect((await owner.agent.get(`/api/grocery-lists/${planId}`)).body.items[0].isChecked).toBe(false);

    expect((await request(t.http).get('/api/grocery-lists')).status).toBe(401);
    expect((await request(t.http).get(`/api/grocery-lists/${planId}`)).status).toBe(401);
    expect((await request(t.http).patch(`/api/grocery-list-items/${itemId}`).send({ isChecked: true })).status).toBe(401);
    expect((await request(t.http).post(`/api/meal-plans/${planId}/generate-grocery-list`)).status).toBe(401);
    expect((await request(t.http).get('/api/instacart/stores?zipCode=94103')).status).toBe(401);
  });

  it('builds from a plan made through the meal plans API, and DELETE /api/meal-plans/:id takes the list with it', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const created = await agent.post('/api/meal-plans').send({
      name: 'API week',
      weekStartDate: '2026-11-25',
      meals: [
        { dayOfWeek: 3, mealType: 'dinner', recipeId: await fx.sodaBreadFor(user.id), foodItem: null, date: '2026-11-25' },
        {
          dayOfWeek: 0,
          mealType: 'breakfast',
          recipeId: null,
          foodItem: { name: 'Quorbix', calories: 70, quantity: 3, unit: 'piece' },
          date: '2026-11-25',
        },
      ],
    });
    expect(created.status).toBe(201);
    const planId = created.body.id as string;
    const done = await waitForJob(agent, await generate(agent, planId));
    expect(done.state).toBe('completed');
    const list = (await agent.get(`/api/grocery-lists/${planId}`)).body as { planName: string; items: ItemBody[] };
    expect(list.planName).toBe('API week');
    expect(list.items.find((i) => i.name === `Gtest flour ${run}`)?.forMeals).toEqual(['Wed dinner: Gtest Soda Bread']);
    expect(list.items.find((i) => i.name === 'Quorbix')).toMatchObject({ quantity: 3, forMeals: ['Sun breakfast: Quorbix'] });
    expect((await agent.delete(`/api/meal-plans/${planId}`)).status).toBeLessThan(300);
    expect((await agent.get(`/api/grocery-lists/${planId}`)).status).toBe(404);
    expect((await agent.get('/api/grocery-lists')).body).toEqual([]);
  });

  it('deleting the plan deletes its list', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const planId = await planFor(t, user.id);
    await addSodaBread(t, fx, planId, 1, 'lunch');
    const listId = (await agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200)).body.id;
    await sql(t, `delete from meal_plans where id = ?`, [planId]);
    expect((await agent.get(`/api/grocery-lists/${planId}`)).status).toBe(404);
    expect(await sql(t, `select id from grocery_items where grocery_list_id = ?`, [listId])).toEqual([]);
  });

  describe('delivery partner without a key (offline default)', () => {
    it('answers the store directory for the demo ZIP, and validates the ZIP', async () => {
      const { agent } = await signUpAgent(t.http);
      const res = await agent.get('/api/instacart/stores?zipCode=94103');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ partner: 'instacart', configured: false, zipCode: '94103' });
      expect(res.body.stores.map((s: { chain: string }) => s.chain)).toEqual(['whole-foods', 'safeway', 'kroger', 'trader-joes', 'costco']);
      expect(res.body.message).toMatch(/No delivery partner is configured/);
      expect((await agent.get('/api/instacart/stores?zipCode=10001')).body.stores).toEqual([]);
      for (const bad of ['', '?zipCode=', '?zipCode=abc', '?zipCode=123456', '?zipCode=94103&x=1']) {
        const r = await agent.get(`/api/instacart/stores${bad}`);
        expect(r.status).toBe(400);
      }
      expect((await agent.get('/api/nosuchpartner/stores?zipCode=94103')).status).toBe(404);
    });

    it("'Order groceries' answers a printable list of the unchecked lines", async () => {
      const { agent, user } = await signUpAgent(t.http);
      const planId = await planFor(t, user.id);
      await addSodaBread(t, fx, planId, 1, 'lunch');
      const list = (await agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200)).body as { items: ItemBody[] };
      const eggs = list.items.find((i) => i.name === `Gtest eggs ${run}`)!;
      await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ isChecked: true }).expect(200);
      const res = await agent.post(`/api/grocery-lists/${planId}/order`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ mode: 'offline', configured: false, itemCount: list.items.length - 1 });
      expect(res.body.message).toMatch(/No grocery delivery partner is configured/);
      expect(res.body.text).toContain(`☐ Gtest flour ${run} - Kroger (2 lb bag) $2.49`);
      expect(res.body.text).not.toContain('Gtest eggs');
      for (const i of list.items)
        if (i.id !== eggs.id) await agent.patch(`/api/grocery-list-items/${i.id}`).send({ isChecked: true }).expect(200);
      const none = await agent.post(`/api/grocery-lists/${planId}/order`);
      expect(none.status).toBe(400);
      expect(none.body.message).toMatch(/nothing left to order/);
    });
  });
});

describe('over the seeded catalogue and recipe library', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('a week of library recipes and foods becomes one priced, merged, store-walk-ordered list', async () => {
    const { agent } = await signUpAgent(t.http);
    const random = await agent.get('/api/recipes/random?number=6');
    expect(random.status).toBe(200);
    const recipes = (random.body.recipes ?? random.body) as { id: number; title: string }[];
    expect(recipes.length).toBeGreaterThanOrEqual(3);
    const weekStartDate = '2026-11-22';
    type PlanMeal = {
      dayOfWeek: number;
      mealType: string;
      recipeId: number | null;
      foodItem: { name: string; calories: number; quantity: number; unit: string } | null;
      date: string;
    };
    const meals: PlanMeal[] = recipes
      .slice(0, 5)
      .map((r, i) => ({ dayOfWeek: i, mealType: 'dinner', recipeId: r.id, foodItem: null, date: weekStartDate }));
    meals.push({
      dayOfWeek: 6,
      mealType: 'breakfast',
      recipeId: null,
      foodItem: { name: 'Eggs', calories: 140, quantity: 3, unit: 'piece' },
      date: weekStartDate,
    });
    const created = await agent.post('/api/meal-plans').send({ name: 'Library week', weekStartDate, meals });
    expect(created.status).toBe(201);
    const planId = created.body.id as string;

    const done = await waitForJob(agent, await generate(agent, planId));
    expect(done.state).toBe('completed');
    const list = (await agent.get(`/api/grocery-lists/${planId}`)).body as { totalEstimatedCost: number; items: ItemBody[] };
    expect(list.items.length).toBeGreaterThan(5);
    const names = list.items.map((i) => i.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const priced = list.items.filter((i) => Number(i.estimatedPrice) > 0);
    // The library's lines are matched to the catalogue: nearly every line is priced and has brand options.
    expect(priced.length / list.items.length).toBeGreaterThan(0.8);
    for (const item of priced) {
      expect(item.brandOptions.length).toBeGreaterThanOrEqual(1);
      expect(item.brand).toBe('Kroger');
      expect(item.forMeals.length).toBeGreaterThan(0);
      expect(item.quantity).toBeGreaterThan(0);
    }
    expect(list.items.find((i) => i.name === 'Eggs')).toMatchObject({ unit: 'eggs', quantity: 12 });
    const cents = list.items.reduce((s, i) => s + Math.round(Number(i.estimatedPrice) * 100), 0);
    expect(Math.round(list.totalEstimatedCost * 100)).toBe(cents);
    const walk = ['Produce', 'Bakery', 'Meat & Seafood', 'Deli', 'Dairy & Eggs'];
    const ranks = list.items.map((i) => (walk.includes(i.category) ? walk.indexOf(i.category) : i.category === 'Other' ? 99 : 50));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });
});

describe('delivery partner with a key (Instacart Developer Platform, local server)', () => {
  let t: TestApp;
  let fx: Fixtures;
  let server: Server;
  const seen: { method: string; url: string; auth: string | undefined; body: unknown }[] = [];
  let failNext = false;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => {
        data += c.toString();
      });
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    server = createServer(
      (req, res) =>
        void (async () => {
          const text = await readBody(req);
          seen.push({
            method: req.method ?? '',
            url: req.url ?? '',
            auth: req.headers.authorization,
            body: text ? JSON.parse(text) : null,
          });
          res.setHeader('Content-Type', 'application/json');
          if (failNext) {
            failNext = false;
            res.statusCode = 500;
            res.end('{"error":{"message":"boom"}}');
            return;
          }
          if (req.headers.authorization !== 'Bearer keys.test-key') {
            res.statusCode = 401;
            res.end('{"error":{"message":"unauthorized"}}');
            return;
          }
          if (req.method === 'GET' && req.url?.startsWith('/idp/v1/retailers')) {
            res.end(
              JSON.stringify({
                retailers: [
                  { retailer_key: 'safeway', name: 'Safeway', retailer_logo_url: 'https://example.com/safeway.png' },
                  { retailer_key: 'sprouts', name: 'Sprouts Farmers Market', retailer_logo_url: 'https://example.com/s.png' },
                ],
              }),
            );
            return;
          }
          if (req.method === 'POST' && req.url === '/idp/v1/products/products_link') {
            res.end(JSON.stringify({ products_link_url: 'https://www.instacart.com/store/shopping_lists/12345' }));
            return;
          }
          res.statusCode = 404;
          res.end('{}');
        })(),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    t = await startTestApp({ instacartApiKey: 'keys.test-key', instacartBaseUrl: `http://127.0.0.1:${port}/` });
    fx = await catalogueAndRecipe(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it('asks the partner for nearby retailers', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.get('/api/instacart/stores?zipCode=94103');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ configured: true, message: null });
    expect(res.body.stores).toEqual([
      { id: 'safeway', name: 'Safeway', chain: 'safeway', address: null, logoUrl: 'https://example.com/safeway.png' },
      { id: 'sprouts', name: 'Sprouts Farmers Market', chain: null, address: null, logoUrl: 'https://example.com/s.png' },
    ]);
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/idp/v1/retailers?postal_code=94103&country_code=US',
      auth: 'Bearer keys.test-key',
    });
  });

  it('hands the unchecked lines over as a shopping list page and answers its link', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const planId = await planFor(t, user.id, 'Partner week');
    await addSodaBread(t, fx, planId, 1, 'lunch');
    const list = (await agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200)).body as { items: ItemBody[] };
    const unmatched = list.items.find((i) => i.name === 'Zzyzx')!;
    await agent.patch(`/api/grocery-list-items/${unmatched.id}`).send({ isChecked: true }).expect(200);

    const res = await agent.post(`/api/grocery-lists/${planId}/order`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      mode: 'partner',
      partner: 'instacart',
      partnerName: 'Instacart',
      url: 'https://www.instacart.com/store/shopping_lists/12345',
      itemCount: 2,
    });
    const call = seen.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', url: '/idp/v1/products/products_link', auth: 'Bearer keys.test-key' });
    expect(call.body).toEqual({
      title: 'Forkcast: Partner week',
      link_type: 'shopping_list',
      line_items: expect.arrayContaining([
        { name: `Gtest flour ${run}`, quantity: 2, unit: 'lb' },
        { name: `Gtest eggs ${run}`, quantity: 12, unit: 'each' },
      ]),
    });
    expect((call.body as { line_items: unknown[] }).line_items).toHaveLength(2);

    failNext = true;
    const down = await agent.post(`/api/grocery-lists/${planId}/order`);
    expect(down.status).toBe(502);
    expect(down.body.message).toMatch(/Instacart refused the request \(HTTP 500\)/);
  });
});
