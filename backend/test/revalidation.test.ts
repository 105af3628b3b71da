import request from 'supertest';
import { someRecipes } from './mealplan-fixtures.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** GET with If-None-Match: the status and the tag the answer carries. */
async function revalidate(agent: Agent, path: string, tag: string) {
  const res = await agent.get(path).set('If-None-Match', tag);
  return { status: res.status, tag: res.headers.etag as string | undefined, body: res.text };
}

describe('reads a person polls carry an ETag from the row version, and If-None-Match answers 304', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ seeded: true });
    b = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  async function planOf(agent: Agent) {
    const [breakfast, lunch] = await someRecipes(a.orm, 2);
    const res = await agent.post('/api/meal-plans').send({
      name: 'Tagged week',
      weekStartDate: '2026-11-23',
      meals: [
        { dayOfWeek: 1, mealType: 'breakfast', recipeId: breakfast.id, foodItem: null, date: '2026-11-23' },
        { dayOfWeek: 1, mealType: 'lunch', recipeId: lunch.id, foodItem: null, date: '2026-11-23' },
      ],
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  it('a plan: 304 while nothing changed, a new answer after any change to it, its items or its list', async () => {
    const { agent } = await signUpAgent(a.http);
    const id = await planOf(agent);
    const first = await agent.get(`/api/meal-plans/${id}`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"plan\.\d+\.[\w-]+"$/);

    const same = await revalidate(agent, `/api/meal-plans/${id}`, tag);
    expect(same).toEqual({ status: 304, tag, body: '' });
    // a list of tags, or the weak form, names it too
    expect((await revalidate(agent, `/api/meal-plans/${id}`, `"other", W/${tag}`)).status).toBe(304);

    // an item added
    expect(
      (
        await agent
          .post(`/api/meal-plans/${id}/meals`)
          .send({ dayIndex: 2, mealType: 'dinner', foodItem: { name: 'Apple', calories: 52, quantity: 1, unit: 'piece' } })
      ).status,
    ).toBe(201);
    const afterItem = await revalidate(agent, `/api/meal-plans/${id}`, tag);
    expect(afterItem.status).toBe(200);
    expect(afterItem.tag).not.toBe(tag);
    expect(JSON.parse(afterItem.body).meals.map((m: { name: string }) => m.name)).toContain('Apple');

    // renamed
    expect((await agent.patch(`/api/meal-plans/${id}`).send({ name: 'Renamed week' })).status).toBe(200);
    const afterRename = await revalidate(agent, `/api/meal-plans/${id}`, afterItem.tag!);
    expect(afterRename.status).toBe(200);
    expect(JSON.parse(afterRename.body).name).toBe('Renamed week');

    // a grocery list made (the plan shows hasGroceryList)
    expect((await agent.post(`/api/meal-plans/${id}/grocery-list`)).status).toBe(200);
    const afterList = await revalidate(agent, `/api/meal-plans/${id}`, afterRename.tag!);
    expect(afterList.status).toBe(200);
    expect(JSON.parse(afterList.body).hasGroceryList).toBe(true);
    expect((await revalidate(agent, `/api/meal-plans/${id}`, afterList.tag!)).status).toBe(304);
    // the plans list says so too
    const summaries = (await agent.get('/api/meal-plans')).body as { id: string; hasGroceryList: boolean }[];
    expect(summaries.find((p) => p.id === id)?.hasGroceryList).toBe(true);
  });

  it('another person with the tag gets 404, never a 304 that confirms the plan exists', async () => {
    const owner = await signUpAgent(a.http);
    const id = await planOf(owner.agent);
    const tag = (await owner.agent.get(`/api/meal-plans/${id}`)).headers.etag as string;
    const other = await signUpAgent(a.http);
    expect((await revalidate(other.agent, `/api/meal-plans/${id}`, tag)).status).toBe(404);
    expect((await revalidate(other.agent, `/api/meal-plans/not-a-uuid`, tag)).status).toBe(404);
  });

  it('a grocery list: ticking a line, renaming its plan or building it again gives a new answer', async () => {
    const { agent } = await signUpAgent(a.http);
    const id = await planOf(agent);
    expect((await agent.post(`/api/meal-plans/${id}/grocery-list`)).status).toBe(200);
    const first = await agent.get(`/api/grocery-lists/${id}`);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"list-dashboard\.\d+\./);
    expect((await revalidate(agent, `/api/grocery-lists/${id}`, tag)).status).toBe(304);
    // the Grocery Lists screen's brand table is another answer with its own tag
    expect((await revalidate(agent, `/api/grocery-lists/${id}?brandTable=lists`, tag)).status).toBe(200);

    const line = first.body.items[0] as { id: string };
    expect((await agent.patch(`/api/grocery-list-items/${line.id}`).send({ isChecked: true })).status).toBe(200);
    const ticked = await revalidate(agent, `/api/grocery-lists/${id}`, tag);
    expect(ticked.status).toBe(200);
    expect(JSON.parse(ticked.body).items.find((i: { id: string }) => i.id === line.id).isChecked).toBe(true);

    expect((await agent.patch(`/api/meal-plans/${id}`).send({ name: 'Party week' })).status).toBe(200);
    const renamed = await revalidate(agent, `/api/grocery-lists/${id}`, ticked.tag!);
    expect(renamed.status).toBe(200);
    expect(JSON.parse(renamed.body).planName).toBe('Party week');

    // built again: a new row for the same URL never takes an old version
    expect((await agent.post(`/api/meal-plans/${id}/grocery-list`)).status).toBe(200);
    expect((await revalidate(agent, `/api/grocery-lists/${id}`, renamed.tag!)).status).toBe(200);
  });

  it('preferences: the defaults, then each save, each with its own tag', async () => {
    const { agent } = await signUpAgent(a.http);
    const defaults = await agent.get('/api/preferences');
    const tag = defaults.headers.etag as string;
    expect((await revalidate(agent, '/api/preferences', tag)).status).toBe(304);
    expect((await agent.post('/api/preferences').send({ allergies: ['Peanuts'] })).status).toBe(200);
    const saved = await revalidate(agent, '/api/preferences', tag);
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body).allergies).toEqual(['Peanuts']);
    expect((await agent.post('/api/preferences').send({ calorieGoal: 2100 })).status).toBe(200);
    expect((await revalidate(agent, '/api/preferences', saved.tag!)).status).toBe(200);
  });

  it('two API processes agree: a tag from one is revalidated by the other, a change through one is seen by both', async () => {
    const { agent: onA, email } = await signUpAgent(a.http);
    const id = await planOf(onA);
    const onB = request.agent(b.http);
    expect((await onB.post('/api/auth/sign-in').send({ email, password: 'correct horse battery' })).status).toBe(200);
    const tag = (await onA.get(`/api/meal-plans/${id}`)).headers.etag as string;
    expect((await revalidate(onB, `/api/meal-plans/${id}`, tag)).status).toBe(304);
    expect(
      (
        await onB
          .post(`/api/meal-plans/${id}/meals`)
          .send({ dayIndex: 3, mealType: 'lunch', foodItem: { name: 'Banana', calories: 89, quantity: 1, unit: 'piece' } })
      ).status,
    ).toBe(201);
    const seenByA = await revalidate(onA, `/api/meal-plans/${id}`, tag);
    expect(seenByA.status).toBe(200);
    expect(JSON.parse(seenByA.body).meals.map((m: { name: string }) => m.name)).toContain('Banana');
  });

  it('a process keeps a plan answer only for the version PostgreSQL reports: a change through another process, or in the database itself, is read at once', async () => {
    const { agent: onA, email } = await signUpAgent(a.http);
    const id = await planOf(onA);
    const onB = request.agent(b.http);
    expect((await onB.post('/api/auth/sign-in').send({ email, password: 'correct horse battery' })).status).toBe(200);
    // A answers (and keeps) the plan as it is, twice: the second from what it kept.
    const first = await onA.get(`/api/meal-plans/${id}`);
    expect((await onA.get(`/api/meal-plans/${id}`)).text).toBe(first.text);

    expect((await onB.patch(`/api/meal-plans/${id}`).send({ name: 'Renamed on B' })).status).toBe(200);
    const afterB = await onA.get(`/api/meal-plans/${id}`);
    expect(afterB.body.name).toBe('Renamed on B');
    expect(afterB.headers.etag).not.toBe(first.headers.etag);

    // a recipe's title changed by the database (as a seeder would): the plan shows the new title
    const recipeId = first.body.meals[0].recipe.id as number;
    const [{ title }] = await a.orm.em.getConnection().execute<{ title: string }[]>('select title from recipes where id = ?', [recipeId]);
    try {
      await a.orm.em.getConnection().execute('update recipes set title = ? where id = ?', [`${title} (new edition)`, recipeId]);
      const afterRecipe = await onA.get(`/api/meal-plans/${id}`);
      expect(afterRecipe.body.meals[0].recipe.title).toBe(`${title} (new edition)`);
    } finally {
      await a.orm.em.getConnection().execute('update recipes set title = ? where id = ?', [title, recipeId]);
    }
  });

  it("plan reads arriving together are each answered with their own person's plan; another person's id still answers 404", async () => {
    const people = await Promise.all([1, 2, 3].map(() => signUpAgent(a.http)));
    const plans: string[] = [];
    for (const [i, person] of people.entries()) {
      const id = await planOf(person.agent);
      expect((await person.agent.patch(`/api/meal-plans/${id}`).send({ name: `Week of person ${i}` })).status).toBe(200);
      plans.push(id);
    }
    const asked = people.flatMap((person, i) => [0, 1, 2].map((j) => ({ person, i, plan: plans[(i + j) % 3], own: j === 0 })));
    const answers = await Promise.all(asked.map(({ person, plan }) => person.agent.get(`/api/meal-plans/${plan}`)));
    for (const [n, { i, own }] of asked.entries()) {
      expect(answers[n].status).toBe(own ? 200 : 404);
      if (own) expect(answers[n].body.name).toBe(`Week of person ${i}`);
    }
  });
});
