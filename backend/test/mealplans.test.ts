import request from 'supertest';
import { someRecipes } from './mealplan-fixtures.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

type Agent = ReturnType<typeof request.agent>;

describe('meal plans API', () => {
  let t: TestApp;
  let recipes: { id: number; title: string; calories: number }[];
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
    recipes = await someRecipes(t.orm, 3);
  });
  afterAll(async () => {
    await t.close();
  });

  // 2026-11-18 is a Wednesday (weekday 3): the week runs Wed..Tue.
  const WEEK = '2026-11-18';
  const create = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/meal-plans').send(body);
  const basic = () => ({
    name: 'My week',
    weekStartDate: WEEK,
    meals: [
      { dayOfWeek: 3, mealType: 'breakfast', recipeId: recipes[0].id, foodItem: null, date: WEEK },
      { dayOfWeek: 0, mealType: 'dinner', recipeId: recipes[1].id, foodItem: null, date: WEEK },
      {
        dayOfWeek: 0,
        mealType: 'dinner',
        recipeId: null,
        foodItem: { name: '1 cup Oatmeal', calories: 200, protein: 10.33, quantity: 1.5, unit: 'cup', fdcId: 12345 },
        date: WEEK,
      },
    ],
  });

  it('lists nothing for a new person and refuses the signed-out', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.get('/api/meal-plans');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect((await request(t.http).get('/api/meal-plans')).status).toBe(401);
  });

  it('creates a custom plan: 7 days from weekStartDate, items on the weekday they name, totals computed', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await create(agent, basic());
    expect(res.status).toBe(201);
    const plan = res.body;
    expect(plan).toMatchObject({ name: 'My week', weekStartDate: WEEK, hasGroceryList: false, totalBudget: null });
    expect(plan.days).toHaveLength(7);
    expect(plan.days.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(plan.days.map((d: { dayOfWeek: number }) => d.dayOfWeek)).toEqual([3, 4, 5, 6, 0, 1, 2]);
    const wed = plan.days[0];
    expect(wed.meals.breakfast.items).toHaveLength(1);
    expect(wed.meals.breakfast.items[0]).toMatchObject({
      recipe: { id: recipes[0].id, title: recipes[0].title },
      foodItem: null,
      name: recipes[0].title,
      calories: recipes[0].calories,
      servings: 1,
    });
    const sun = plan.days[4];
    expect(sun.meals.dinner.items).toHaveLength(2);
    // Food: 200 kcal/100 g × cup (2) × 1.5 = 600 kcal; protein 10.33 × 3 = 30.99 → 31.0
    expect(sun.meals.dinner.items[1]).toMatchObject({
      recipe: null,
      foodItem: { name: '1 cup Oatmeal', fdcId: 12345 },
      name: '1 cup Oatmeal',
      calories: 600,
      protein: 31,
      quantity: 1.5,
      unit: 'cup',
      date: '2026-11-22',
    });
    expect(sun.totalCalories).toBe(recipes[1].calories + 600);
    expect(plan.totalCalories).toBe(recipes[0].calories + recipes[1].calories + 600);
    expect(plan.meals).toHaveLength(3);
    expect(plan.dayStats).toHaveLength(7);
    expect(plan.calorieGoal).toBe(2000);
    expect(typeof plan.estimatedCost).toBe('number');
    expect(plan.costSource).toMatchObject({ kind: 'estimate', label: expect.stringMatching(/^estimate: U\.S\. average prices, /) });

    // Reading it back (one SQL query to rows) answers exactly what the write answered (entities).
    const again = await agent.get(`/api/meal-plans/${plan.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(plan);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const { agent } = await signUpAgent(t.http);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...basic(), name: '' }, /Meal plan name is required/],
      [{ ...basic(), name: '   ' }, /Meal plan name is required/],
      [{ ...basic(), name: undefined }, /Meal plan name is required/],
      [{ ...basic(), name: 'x'.repeat(121) }, /at most 120/],
      [{ ...basic(), weekStartDate: undefined }, /Week start date is required/],
      [{ ...basic(), weekStartDate: '2026-02-30' }, /real date/],
      [{ ...basic(), weekStartDate: 'next week' }, /real date/],
      [{ ...basic(), meals: [{ dayOfWeek: 7, mealType: 'lunch', recipeId: recipes[0].id }] }, /dayOfWeek/],
      [
        { ...basic(), meals: [{ dayOfWeek: 1, mealType: 'brunch', recipeId: recipes[0].id }] },
        /mealType must be one of breakfast, lunch, dinner/,
      ],
      [
        {
          ...basic(),
          meals: [
            { dayOfWeek: 1, mealType: 'lunch', recipeId: null, foodItem: { name: 'Egg', calories: 150, quantity: 0, unit: 'piece' } },
          ],
        },
        /quantity must be greater than 0/,
      ],
      [{ ...basic(), meals: [{ dayOfWeek: 1, mealType: 'lunch', recipeId: null, foodItem: null }] }, /recipeId or a foodItem/],
      [
        { ...basic(), meals: [{ dayOfWeek: 1, mealType: 'lunch', recipeId: recipes[0].id, foodItem: { name: 'Egg' } }] },
        /recipeId or a foodItem/,
      ],
      [
        { ...basic(), meals: [{ dayOfWeek: 1, mealType: 'lunch', recipeId: null, foodItem: { name: 'Egg', hack: 1 } }] },
        /should not exist/,
      ],
      [{ ...basic(), surprise: true }, /should not exist/],
    ];
    for (const [body, message] of cases) {
      const res = await create(agent, body);
      expect({ status: res.status, body }).toMatchObject({ status: 400 });
      expect(String(res.body.message)).toMatch(message);
    }
    expect((await agent.get('/api/meal-plans')).body).toEqual([]);
  });

  it('an unknown recipe is a 404 and nothing of the plan is written', async () => {
    const { agent } = await signUpAgent(t.http);
    const body = basic();
    body.meals.push({ dayOfWeek: 2, mealType: 'lunch', recipeId: 999999, foodItem: null, date: WEEK });
    expect((await create(agent, body)).status).toBe(404);
    expect((await agent.get('/api/meal-plans')).body).toEqual([]);
  });

  it("another person's plan, an unknown id and a malformed id all answer 404", async () => {
    const a = await signUpAgent(t.http);
    const b = await signUpAgent(t.http);
    const plan = (await create(a.agent, basic())).body;
    const item = plan.meals[0];
    expect((await b.agent.get(`/api/meal-plans/${plan.id}`)).status).toBe(404);
    expect((await b.agent.patch(`/api/meal-plans/${plan.id}`).send({ name: 'mine now' })).status).toBe(404);
    expect((await b.agent.delete(`/api/meal-plans/${plan.id}`)).status).toBe(404);
    expect(
      (
        await b.agent.post(`/api/meal-plans/${plan.id}/meals`).send({
          dayIndex: 0,
          mealType: 'lunch',
          foodItem: { name: 'Apple', calories: 52, protein: 0.3, quantity: 1, unit: 'piece', fdcId: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await b.agent.delete(`/api/meal-plans/${plan.id}/items/${item.id}`)).status).toBe(404);
    expect(
      (await b.agent.post(`/api/recipes/${recipes[0].id}/add-to-meal-plan`).send({ mealPlanId: plan.id, dayOfWeek: 0, mealType: 'lunch' }))
        .status,
    ).toBe(404);
    expect((await a.agent.get('/api/meal-plans/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await a.agent.get('/api/meal-plans/not-a-uuid')).status).toBe(404);
    expect((await a.agent.delete(`/api/meal-plans/${plan.id}/items/not-a-uuid`)).status).toBe(404);
    // a's plan is untouched
    const mine = await a.agent.get(`/api/meal-plans/${plan.id}`);
    expect(mine.body.name).toBe('My week');
    expect(mine.body.meals).toHaveLength(3);
    expect((await b.agent.get('/api/meal-plans')).body).toEqual([]);
  });

  it('renames a plan; a blank or too long name is refused', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = (await create(agent, basic())).body;
    const res = await agent.patch(`/api/meal-plans/${plan.id}`).send({ name: '  Holiday week  ' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Holiday week');
    expect((await agent.patch(`/api/meal-plans/${plan.id}`).send({ name: '' })).status).toBe(400);
    expect((await agent.patch(`/api/meal-plans/${plan.id}`).send({ name: 'y'.repeat(121) })).status).toBe(400);
    expect((await agent.patch(`/api/meal-plans/${plan.id}`).send({})).body.message).toMatch(/Meal plan name is required/);
    expect((await agent.get(`/api/meal-plans/${plan.id}`)).body.name).toBe('Holiday week');
  });

  it('adds a food to a day of the week (dayIndex) and removes it; totals follow every change', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = (await create(agent, { name: 'Foods', weekStartDate: WEEK, meals: [] })).body;
    expect(plan.totalCalories).toBe(0);
    // dayIndex 2 of a week starting Wednesday is Friday (weekday 5)
    const added = await agent.post(`/api/meal-plans/${plan.id}/meals`).send({
      dayIndex: 2,
      mealType: 'lunch',
      foodItem: { name: '2 piece Egg', calories: 143, protein: 12.6, quantity: 2, unit: 'piece', fdcId: 171287 },
    });
    expect(added.status).toBe(201);
    const friday = added.body.days[2];
    expect(friday).toMatchObject({ date: '2026-11-20', dayOfWeek: 5, totalCalories: 143 });
    expect(friday.meals.lunch.items[0]).toMatchObject({
      name: '2 piece Egg',
      calories: 143,
      protein: 12.6,
      quantity: 2,
      unit: 'piece',
      foodItem: { name: '2 piece Egg', fdcId: 171287 },
    });
    expect(added.body.totalCalories).toBe(143);
    expect(added.body.dayStats.find((d: { dayOfWeek: number }) => d.dayOfWeek === 5)).toMatchObject({ calories: 143, protein: 12.6 });

    // grams: 0.01 per gram → 150 g of a 52 kcal/100 g food = 78 kcal; an unknown unit counts 0.5
    const grams = await agent.post(`/api/meal-plans/${plan.id}/meals`).send({
      dayIndex: 2,
      mealType: 'lunch',
      foodItem: { name: 'Apple', calories: 52, protein: 0.3, quantity: 150, unit: 'g', fdcId: 1 },
    });
    expect(grams.body.days[2].meals.lunch.items[1]).toMatchObject({ calories: 78, protein: 0.5, unit: 'gram' });
    const other = await agent
      .post(`/api/meal-plans/${plan.id}/meals`)
      .send({ dayIndex: 6, mealType: 'dinner', foodItem: { name: 'Soup', calories: 100, quantity: 3, unit: 'bowl' } });
    expect(other.body.days[6].meals.dinner.items[0]).toMatchObject({ calories: 150, protein: 0 });
    expect(other.body.totalCalories).toBe(143 + 78 + 150);

    for (const bad of [
      { dayIndex: 7, mealType: 'lunch', foodItem: { name: 'X', calories: 1, quantity: 1, unit: 'piece' } },
      { dayIndex: 0, mealType: 'snack', foodItem: { name: 'X', calories: 1, quantity: 1, unit: 'piece' } },
      { dayIndex: 0, mealType: 'lunch', foodItem: { name: 'X', calories: 1, quantity: -1, unit: 'piece' } },
      { dayIndex: 0, mealType: 'lunch' },
      { dayIndex: 0, mealType: 'lunch', foodItem: { name: '', calories: 1 } },
    ]) {
      expect((await agent.post(`/api/meal-plans/${plan.id}/meals`).send(bad)).status).toBe(400);
    }

    const eggId = friday.meals.lunch.items[0].id;
    const removed = await agent.delete(`/api/meal-plans/${plan.id}/items/${eggId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.days[2].meals.lunch.items.map((i: { name: string }) => i.name)).toEqual(['Apple']);
    expect(removed.body.totalCalories).toBe(78 + 150);
    expect((await agent.delete(`/api/meal-plans/${plan.id}/items/${eggId}`)).status).toBe(404);
  });

  it('adds a recipe from the recipe dialog on the weekday asked; an unknown recipe or plan is a 404', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = (await create(agent, { name: 'Recipes', weekStartDate: WEEK, meals: [] })).body;
    const res = await agent
      .post(`/api/recipes/${recipes[2].id}/add-to-meal-plan`)
      .send({ mealPlanId: plan.id, dayOfWeek: 0, mealType: 'lunch' });
    expect(res.status).toBe(201);
    const sunday = res.body.days.find((d: { dayOfWeek: number }) => d.dayOfWeek === 0);
    expect(sunday.date).toBe('2026-11-22');
    expect(sunday.meals.lunch.items[0]).toMatchObject({ recipe: { id: recipes[2].id }, calories: recipes[2].calories });
    expect(res.body.totalCalories).toBe(recipes[2].calories);
    expect(
      (await agent.post('/api/recipes/999999/add-to-meal-plan').send({ mealPlanId: plan.id, dayOfWeek: 0, mealType: 'lunch' })).status,
    ).toBe(404);
    expect(
      (await agent.post('/api/recipes/abc/add-to-meal-plan').send({ mealPlanId: plan.id, dayOfWeek: 0, mealType: 'lunch' })).status,
    ).toBe(404);
    expect(
      (
        await agent
          .post(`/api/recipes/${recipes[2].id}/add-to-meal-plan`)
          .send({ mealPlanId: '00000000-0000-4000-8000-000000000000', dayOfWeek: 0, mealType: 'lunch' })
      ).status,
    ).toBe(404);
    // a mealPlanId that is not an id answers as an unknown one does
    for (const mealPlanId of ['00000000-0000-4000-8000-000000000000', 'not-a-plan']) {
      const refused = await agent
        .post(`/api/recipes/${recipes[2].id}/add-to-meal-plan`)
        .send({ mealPlanId, dayOfWeek: 0, mealType: 'lunch' });
      expect([refused.status, refused.body.message]).toEqual([404, 'Meal plan not found']);
    }
    expect(
      (await agent.post(`/api/recipes/${recipes[2].id}/add-to-meal-plan`).send({ mealPlanId: plan.id, dayOfWeek: 9, mealType: 'lunch' }))
        .status,
    ).toBe(400);
    expect((await agent.post(`/api/recipes/${recipes[2].id}/add-to-meal-plan`).send({ dayOfWeek: 1, mealType: 'lunch' })).status).toBe(400);
  });

  it('lists plans newest first with their totals; delete removes the plan and its items', async () => {
    const { agent } = await signUpAgent(t.http);
    const first = (await create(agent, { ...basic(), name: 'First' })).body;
    await new Promise((r) => setTimeout(r, 5));
    const second = (await create(agent, { ...basic(), name: 'Second', weekStartDate: '2026-11-22' })).body;
    const list = await agent.get('/api/meal-plans');
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Second', 'First']);
    expect(list.body[0]).toMatchObject({
      id: second.id,
      weekStartDate: '2026-11-22',
      totalCalories: second.totalCalories,
      totalBudget: null,
      hasGroceryList: false,
    });
    expect(Object.keys(list.body[0])).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'weekStartDate',
        'createdAt',
        'totalCalories',
        'totalBudget',
        'estimatedCost',
        'hasGroceryList',
      ]),
    );

    const del = await agent.delete(`/api/meal-plans/${first.id}`);
    expect(del.status).toBe(200);
    expect((await agent.get(`/api/meal-plans/${first.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/meal-plans/${first.id}`)).status).toBe(404);
    expect((await agent.get('/api/meal-plans')).body.map((p: { id: string }) => p.id)).toEqual([second.id]);
    const [{ n }] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>('select count(*)::text as n from meal_items where meal_plan_id = ?', [first.id]);
    expect(n).toBe('0');
  });
});
