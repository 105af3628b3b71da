import request from 'supertest';
import { Recipe } from '../src/recipes/recipe.entity.js';
import { ListSync } from '../src/grocery/list-sync.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

/**
 * The list follows the plan (issue #20 part 1): a change of a plan that has a grocery list updates the list on
 * its own, through the 'grocery.sync' job on the real `grocery` queue (Redis, BullMQ) over real PostgreSQL,
 * keeping what the person did, and the list says what changed and, until then, that it is updating.
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
  forMeals: string[];
  brandOptions: { brand: string; price: string | null }[];
  priceSource: { kind: string };
  origin: 'generated' | 'added' | 'pantry';
}
interface ListUpdate {
  trigger: 'plan' | 'manual';
  added: { name: string; quantity: number; unit: string }[];
  removed: { name: string }[];
  changed: { name: string; quantity: number; unit: string; fromQuantity: number; fromUnit: string }[];
  text: string;
}
interface List {
  items: Line[];
  removedItems: Line[];
  updating: boolean;
  lastUpdate: ListUpdate | null;
  totalEstimatedCost: number;
}

const WEEK = '2026-11-22';
const cents = (price: string) => Math.round(Number(price) * 100);

async function listOf(agent: Agent, planId: string): Promise<List> {
  const res = await agent.get(`/api/grocery-lists/${planId}`);
  if (res.status !== 200) throw new Error(`list: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as List;
}

/** The list once no update from the plan is waiting, as the SPA polls it. */
async function settledList(agent: Agent, planId: string, timeoutMs = 20_000): Promise<List> {
  const started = Date.now();
  for (;;) {
    const list = await listOf(agent, planId);
    if (!list.updating) return list;
    if (Date.now() - started > timeoutMs) throw new Error(`list of ${planId} still updating after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function buildList(agent: Agent, planId: string): Promise<List> {
  const started = await agent.post(`/api/meal-plans/${planId}/generate-grocery-list`);
  expect(started.status).toBe(202);
  expect((await waitForJob(agent, started.body.jobId)).state).toBe('completed');
  return listOf(agent, planId);
}

const named = (lines: readonly Line[], name: string) => lines.find((l) => l.name === name);

describe('the list follows the plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('a plan item taken out: the job updates the list, keeping own lines, removals, brands, amounts and ticks, and says + and −', async () => {
    const { agent } = await signUpAgent(t.http);
    const food = (name: string, quantity: number, unit: string, day: number) => ({
      dayOfWeek: day,
      mealType: 'breakfast',
      recipeId: null,
      foodItem: { name, calories: 100, quantity, unit },
      date: WEEK,
    });
    const plan = await agent.post('/api/meal-plans').send({
      name: 'Follow week',
      weekStartDate: WEEK,
      meals: [
        food('Whole milk', 16, 'cup', 1),
        food('Eggs', 6, 'piece', 2),
        food('All-purpose flour', 2, 'cup', 3),
        food('Butter', 4, 'tbsp', 4),
        food('Banana', 3, 'piece', 5),
      ],
    });
    expect(plan.status).toBe(201);
    const planId = plan.body.id as string;
    const banana = (plan.body.meals as { id: string; name: string }[]).find((i) => i.name === 'Banana')!;

    const built = await buildList(agent, planId);
    expect(built.lastUpdate).toBeNull();
    expect(built.updating).toBe(false);
    const milk = named(built.items, 'Whole milk')!;
    const eggs = named(built.items, 'Eggs')!;
    const flour = named(built.items, 'All-purpose flour')!;
    const butter = built.items.find((l) => l.name.startsWith('Butter'))!;
    expect(named(built.items, 'Banana')).toBeDefined();

    // what the person does with the list
    expect(
      (await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'paper towels', quantity: 6, unit: 'rolls', price: '7.99' }))
        .status,
    ).toBe(201);
    expect((await agent.delete(`/api/grocery-list-items/${butter.id}`)).status).toBe(200);
    const otherBrand = eggs.brandOptions.find((o) => o.brand !== eggs.brand && o.price !== null)!;
    expect(
      (await agent.patch(`/api/grocery-list-items/${eggs.id}`).send({ brand: otherBrand.brand, estimatedPrice: otherBrand.price })).status,
    ).toBe(200);
    expect((await agent.patch(`/api/grocery-list-items/${milk.id}`).send({ quantity: milk.quantity + 1 })).status).toBe(200);
    expect((await agent.patch(`/api/grocery-list-items/${flour.id}`).send({ isChecked: true })).status).toBe(200);
    // a price the person paid on a plan line ("What did you pay?"), kept in their price book too
    expect((await agent.patch(`/api/grocery-list-items/${milk.id}`).send({ paidPrice: '4.44' })).status).toBe(200);

    // the plan changes: the banana breakfast goes and a carrot one comes, one right after the other
    expect((await agent.delete(`/api/meal-plans/${planId}/items/${banana.id}`)).status).toBe(200);
    expect((await listOf(agent, planId)).updating).toBe(true);
    const carrots = await agent
      .post(`/api/meal-plans/${planId}/meals`)
      .send({ dayIndex: 5, mealType: 'lunch', foodItem: { name: 'Carrot', calories: 40, quantity: 4, unit: 'piece' } });
    expect(carrots.status).toBeLessThan(300);

    const after = await settledList(agent, planId);
    // the plan's change is on the list, with no "Update from plan"
    expect(named(after.items, 'Banana')).toBeUndefined();
    const carrot = named(after.items, 'Carrot')!;
    expect(carrot).toMatchObject({ origin: 'generated' });
    // everything the person did is kept
    expect(named(after.items, 'paper towels')).toMatchObject({ origin: 'added', quantity: 6, estimatedPrice: '7.99' });
    expect(after.removedItems.map((l) => l.id)).toContain(butter.id);
    expect(after.items.map((l) => l.id)).not.toContain(butter.id);
    expect(named(after.items, 'Eggs')).toMatchObject({ id: eggs.id, brand: otherBrand.brand, estimatedPrice: otherBrand.price });
    expect(named(after.items, 'Whole milk')).toMatchObject({
      id: milk.id,
      quantity: milk.quantity + 1,
      estimatedPrice: '4.44',
      priceSource: { kind: 'person' },
    });
    expect(named(after.items, 'All-purpose flour')).toMatchObject({ id: flour.id, isChecked: true });
    // the total is the lines on it, to the cent
    expect(Math.round(after.totalEstimatedCost * 100)).toBe(after.items.reduce((sum, l) => sum + cents(l.estimatedPrice), 0));
    // and it says what changed, + with the amount bought, − by name
    expect(after.lastUpdate).toMatchObject({
      trigger: 'plan',
      added: [{ name: 'Carrot', quantity: carrot.quantity, unit: carrot.unit }],
      removed: [{ name: 'Banana' }],
      changed: [],
    });
    expect(after.lastUpdate!.text).toBe(`Updated from your plan: + carrot ${carrot.quantity} ${carrot.unit}, − banana`);

    // dismissed, the list stops saying it; another person cannot dismiss it
    const other = await signUpAgent(t.http);
    expect((await other.agent.delete(`/api/grocery-lists/${planId}/last-update`)).status).toBe(404);
    expect((await listOf(agent, planId)).lastUpdate).not.toBeNull();
    expect((await agent.delete(`/api/grocery-lists/${planId}/last-update`)).status).toBe(204);
    expect((await listOf(agent, planId)).lastUpdate).toBeNull();

    // more eggs for the plan: the amount the line buys changes, and the list says so
    const moreEggs = await agent
      .post(`/api/meal-plans/${planId}/meals`)
      .send({ dayIndex: 6, mealType: 'breakfast', foodItem: { name: 'Eggs', calories: 70, quantity: 12, unit: 'piece' } });
    expect(moreEggs.status).toBeLessThan(300);
    const more = await settledList(agent, planId);
    const eggsNow = named(more.items, 'Eggs')!;
    expect(more.lastUpdate).toMatchObject({
      trigger: 'plan',
      added: [],
      removed: [],
      changed: [{ name: 'Eggs', quantity: eggsNow.quantity, unit: eggsNow.unit, fromQuantity: eggs.quantity, fromUnit: eggs.unit }],
    });
    expect(eggsNow.quantity).toBeGreaterThan(eggs.quantity);
    expect(more.lastUpdate!.text).toContain(`eggs ${eggs.quantity} → `);
  });

  it('a plan without a list is left alone; changes made together are one update', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const plan = await agent.post('/api/meal-plans').send({
      name: 'No list week',
      weekStartDate: WEEK,
      meals: [
        {
          dayOfWeek: 1,
          mealType: 'lunch',
          recipeId: null,
          foodItem: { name: 'Banana', calories: 100, quantity: 1, unit: 'piece' },
          date: WEEK,
        },
      ],
    });
    const planId = plan.body.id as string;
    const sync = t.app.get(ListSync);
    expect(await sync.planChanged(user.id, planId)).toBeNull();
    expect((await agent.get(`/api/grocery-lists/${planId}`)).status).toBe(404);

    await buildList(agent, planId);
    // three changes in a row: one job, the same id each time
    const ids = [await sync.planChanged(user.id, planId), await sync.planChanged(user.id, planId), await sync.planChanged(user.id, planId)];
    expect(ids[0]).toEqual(expect.any(String));
    expect(new Set(ids).size).toBe(1);
    // another person's plan is not theirs to touch
    const other = await signUpAgent(t.http);
    expect(await sync.planChanged(other.user.id, planId)).toBeNull();
    const settled = await settledList(agent, planId);
    // nothing about the plan changed: nothing to say
    expect(settled.lastUpdate).toBeNull();
  });

  it("a plan emptied of meals: its list keeps only the person's own lines", async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await agent.post('/api/meal-plans').send({
      name: 'Emptied week',
      weekStartDate: WEEK,
      meals: [
        {
          dayOfWeek: 1,
          mealType: 'lunch',
          recipeId: null,
          foodItem: { name: 'Banana', calories: 100, quantity: 2, unit: 'piece' },
          date: WEEK,
        },
      ],
    });
    const planId = plan.body.id as string;
    await buildList(agent, planId);
    expect((await agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'dish soap', price: '3.49' })).status).toBe(201);
    const only = (plan.body.meals as { id: string }[])[0];
    expect((await agent.delete(`/api/meal-plans/${planId}/items/${only.id}`)).status).toBe(200);
    const emptied = await settledList(agent, planId);
    expect(emptied.items.map((l) => l.name)).toEqual(['dish soap']);
    expect(emptied.totalEstimatedCost).toBe(3.49);
    expect(emptied.lastUpdate).toMatchObject({ trigger: 'plan', added: [], removed: [{ name: 'Banana' }] });
  });

  it("the assistant's swap: the list drops the old dinner's food and buys the new one's, and says so", async () => {
    const { agent } = await signUpAgent(t.http);
    const em = t.orm.em.fork();
    const library = await em.find(Recipe, { owner: null }, { orderBy: { id: 'asc' } });
    const dinner = library.find((r) => r.mealTypes.includes('dinner') && !r.diets.includes('vegetarian') && /chicken/i.test(r.title))!;
    expect(dinner).toBeDefined();
    const today = new Date().toISOString().slice(0, 10);
    const plan = await agent.post('/api/meal-plans').send({
      name: 'Swap week',
      weekStartDate: today,
      meals: [{ dayOfWeek: 2, mealType: 'dinner', recipeId: dinner.id, foodItem: null, date: today }],
    });
    expect(plan.status).toBe(201);
    const planId = plan.body.id as string;
    const before = await buildList(agent, planId);
    expect(before.items.some((l) => l.forMeals.some((m) => m.includes(dinner.title)))).toBe(true);

    const swapped = await agent
      .post('/api/chat')
      .send({ message: 'swap Tuesday dinner for something vegetarian', context: { currentMessages: [] } });
    expect(swapped.status).toBe(200);
    expect(swapped.body.action?.description).toMatch(/^Swapped Tuesday dinner for /);
    const view = (await agent.get(`/api/meal-plans/${planId}`)).body as {
      days: { dayOfWeek: number; meals: Record<string, { items: { recipe: { title: string } | null }[] }> }[];
    };
    const newTitle = view.days.find((d) => d.dayOfWeek === 2)!.meals.dinner.items[0].recipe!.title;
    expect(newTitle).not.toBe(dinner.title);

    const after = await settledList(agent, planId);
    expect(after.items.some((l) => l.forMeals.some((m) => m.includes(dinner.title)))).toBe(false);
    expect(after.items.some((l) => l.forMeals.some((m) => m.includes(newTitle)))).toBe(true);
    expect(after.lastUpdate?.trigger).toBe('plan');
    expect(after.lastUpdate!.text).toMatch(/^Updated from your plan: /);
    // every line the old dinner alone needed is said to have gone
    const beforeNames = new Set(before.items.map((l) => l.name));
    const afterNames = new Set(after.items.map((l) => l.name));
    expect(after.lastUpdate!.removed.map((l) => l.name).sort()).toEqual([...beforeNames].filter((n) => !afterNames.has(n)).sort());
    expect(after.lastUpdate!.added.map((l) => l.name).sort()).toEqual([...afterNames].filter((n) => !beforeNames.has(n)).sort());

    // the swap undone: the old dinner's food comes back, and the list says what it said before the swap (a change
    // and its Undo are no news: Undo restores what the person sees exactly)
    expect((await agent.post(`/api/chat/undo/${swapped.body.action.id}`)).status).toBe(200);
    const undone = await settledList(agent, planId);
    expect(new Set(undone.items.map((l) => l.name))).toEqual(beforeNames);
    expect(undone.lastUpdate).toEqual(before.lastUpdate);
  });

  it('an own recipe in the plan edited: the list buys what it now names', async () => {
    const { agent } = await signUpAgent(t.http);
    const own = await agent.post('/api/recipes').send({
      title: 'Porridge of my own',
      servings: 2,
      readyInMinutes: 10,
      ingredients: ['1 cup rolled oats', '2 cups whole milk'],
      instructions: ['Simmer.'],
      mealTypes: ['breakfast'],
    });
    expect(own.status).toBe(201);
    const plan = await agent.post('/api/meal-plans').send({
      name: 'Own recipe week',
      weekStartDate: WEEK,
      meals: [{ dayOfWeek: 1, mealType: 'breakfast', recipeId: own.body.id, foodItem: null, date: WEEK }],
    });
    const planId = plan.body.id as string;
    const before = await buildList(agent, planId);
    expect(before.items.some((l) => /banana/i.test(l.name))).toBe(false);

    const edited = await agent
      .patch(`/api/recipes/${own.body.id}`)
      .send({ ingredients: ['1 cup rolled oats', '2 cups whole milk', '2 bananas, sliced'] });
    expect(edited.status).toBe(200);
    const after = await settledList(agent, planId);
    const banana = after.items.find((l) => /banana/i.test(l.name))!;
    expect(banana).toBeDefined();
    expect(after.lastUpdate).toMatchObject({ trigger: 'plan', added: [{ name: banana.name }], removed: [] });
  });
});
