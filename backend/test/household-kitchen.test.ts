import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

/**
 * One kitchen for the household (issue #24), over the real app, PostgreSQL and Redis: its budget and store are the
 * owner's whoever plans or builds the list, and only the owner changes them; a member's own recipe goes on the
 * household's plan and is read there by every member, never by anyone outside; a removed member's open stream of
 * the household's list ends at once and hears nothing more.
 */

type Agent = ReturnType<typeof request.agent>;
interface ListItem {
  id: string;
  name: string;
  isChecked: boolean;
}

let tApp: TestApp;
let base: string;

async function joinedBy(owner: Agent, firstName: string) {
  const person = await signUpAgent(tApp.http, { firstName });
  const invite = (await owner.post('/api/household/invites').expect(201)).body as { token: string };
  await person.agent.post(`/api/household/invites/${invite.token}/accept`).expect(200);
  return person;
}

async function memberIdOf(owner: Agent, name: string): Promise<string> {
  const house = (await owner.get('/api/household').expect(200)).body as { members: { id: string; name: string }[] };
  return house.members.find((m) => m.name === name)!.id;
}

/** A plan of foods with its grocery list, made by `agent` in their kitchen. */
async function planWithList(agent: Agent): Promise<{ planId: string; items: ListItem[] }> {
  const created = await agent.post('/api/meal-plans').send({
    name: 'Shared week',
    weekStartDate: '2026-11-22',
    meals: ['Eggs', 'Whole milk', 'Carrots'].map((name, day) => ({
      dayOfWeek: day,
      mealType: 'breakfast',
      foodItem: { name, calories: 100, protein: 5, quantity: 2, unit: 'cup' },
    })),
  });
  expect(created.status).toBe(201);
  const planId = created.body.id as string;
  const built = await agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200);
  return { planId, items: built.body.items as ListItem[] };
}

/** Opens a list's event stream over plain HTTP with the agent's session cookie, collecting its events. */
function openStream(path: string, cookie: string) {
  const events: string[] = [];
  let ended = false;
  let buffer = '';
  const req = http.get(`${base}${path}`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (event) events.push(event);
      }
    });
    res.on('end', () => (ended = true));
    res.on('close', () => (ended = true));
  });
  req.on('error', () => undefined);
  const until = async (what: () => boolean, label: string, timeoutMs = 5000) => {
    const started = Date.now();
    while (!what()) {
      if (Date.now() - started > timeoutMs) throw new Error(`${label} not seen after ${timeoutMs} ms (events: ${events.join(', ')})`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { events, ended: () => ended, until, close: () => req.destroy() };
}

describe('one kitchen for the household', () => {
  beforeAll(async () => {
    tApp = await startTestApp({ seeded: true });
    const server = tApp.app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await tApp.close();
  });

  it("the household's budget and store are the owner's for every member, who sees who sets them and cannot change them", async () => {
    const alex = await signUpAgent(tApp.http, { firstName: 'Alex' });
    await alex.agent.post('/api/preferences').send({ weeklyBudget: 95, preferredStore: 'safeway' }).expect(200);
    const bo = await signUpAgent(tApp.http, { firstName: 'Bo' });
    await bo.agent.post('/api/preferences').send({ weeklyBudget: 300, preferredStore: 'costco', calorieGoal: 2600 }).expect(200);
    const invite = (await alex.agent.post('/api/household/invites').expect(201)).body as { token: string };
    await bo.agent.post(`/api/household/invites/${invite.token}/accept`).expect(200);

    // Bo sees the household's budget and store, and whose they are; their own goal stays theirs
    const seen = await bo.agent.get('/api/preferences').expect(200);
    expect(seen.body).toMatchObject({ weeklyBudget: 95, preferredStore: 'safeway', budgetSetBy: 'Alex', calorieGoal: 2600 });
    expect((await alex.agent.get('/api/preferences').expect(200)).body).toMatchObject({ weeklyBudget: 95, budgetSetBy: null });

    // Bo cannot change them (403, nothing written), but may send them back unchanged with the rest of the form
    expect((await bo.agent.post('/api/preferences').send({ weeklyBudget: 200 })).status).toBe(403);
    expect((await bo.agent.post('/api/preferences').send({ preferredStore: 'kroger', calorieGoal: 1500 })).status).toBe(403);
    const again = (await bo.agent.get('/api/preferences').expect(200)).body;
    expect(again).toMatchObject({ weeklyBudget: 95, preferredStore: 'safeway', calorieGoal: 2600 });
    await bo.agent.post('/api/preferences').send({ weeklyBudget: 95, preferredStore: 'safeway', calorieGoal: 2500 }).expect(200);

    // a plan Bo generates has the household's budget; the list Bo builds is at the household's store
    const started = await bo.agent.post('/api/meal-plans/generate').send({}).expect(202);
    const done = await waitForJob(bo.agent, started.body.jobId as string, 60_000);
    expect(done.state).toBe('completed');
    const planId = (done.result as { mealPlanId: string }).mealPlanId;
    const plan = (await bo.agent.get(`/api/meal-plans/${planId}`).expect(200)).body as { totalBudget: number };
    expect(Number(plan.totalBudget)).toBe(95);
    const list = (await bo.agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200)).body as { store: string };
    expect(list.store).toBe('safeway');

    // the owner changes them: Bo's next read (even one holding the earlier tag) is the new figure
    await alex.agent.post('/api/preferences').send({ weeklyBudget: 120 }).expect(200);
    const fresh = await bo.agent.get('/api/preferences').set('if-none-match', seen.headers.etag as string);
    expect(fresh.status).toBe(200);
    expect(fresh.body.weeklyBudget).toBe(120);

    // the assistant, asked by Bo, says who sets the budget and changes nothing
    const asked = await bo.agent.post('/api/chat').send({ message: 'set my weekly budget to $200' });
    expect(asked.status).toBe(200);
    expect(asked.body.response).toMatch(/set by Alex/);
    expect((await alex.agent.get('/api/preferences').expect(200)).body.weeklyBudget).toBe(120);

    // when Bo leaves, their own budget and store are theirs again
    await bo.agent.post('/api/household/leave').expect(204);
    expect((await bo.agent.get('/api/preferences').expect(200)).body).toMatchObject({
      weeklyBudget: 300,
      preferredStore: 'costco',
      budgetSetBy: null,
    });
  }, 120_000);

  it("a member's own recipe goes on the household's plan, where every member reads it; outside the household it stays private", async () => {
    const alex = await signUpAgent(tApp.http, { firstName: 'Alex' });
    const bo = await joinedBy(alex.agent, 'Bo');
    const own = await bo.agent.post('/api/recipes').send({
      title: "Bo's lentil soup",
      servings: 4,
      ingredients: ['1 cup red lentils', '1 onion', '2 carrots', '4 cups vegetable broth'],
      instructions: ['Simmer everything for 25 minutes.'],
      mealTypes: ['dinner'],
    });
    expect(own.status).toBe(201);
    const recipeId = own.body.id as number;
    const { planId } = await planWithList(alex.agent);

    // Bo puts it on the household's plan; Alex sees it there and opens it
    const added = await bo.agent
      .post(`/api/recipes/${recipeId}/add-to-meal-plan`)
      .send({ mealPlanId: planId, dayOfWeek: 2, mealType: 'dinner' });
    expect(added.status).toBe(201);
    const plan = (await alex.agent.get(`/api/meal-plans/${planId}`).expect(200)).body as { meals: { recipe: { id: number } | null }[] };
    expect(plan.meals.filter((m) => m.recipe?.id === recipeId)).toHaveLength(1);
    expect((await alex.agent.get(`/api/recipes/${recipeId}`).expect(200)).body.title).toBe("Bo's lentil soup");
    // its lines are on the household's list when it is rebuilt
    const rebuilt = (await alex.agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200)).body.items as ListItem[];
    expect(rebuilt.map((i) => i.name.toLowerCase()).join(' ')).toMatch(/lentil/);

    // a third member sees it from the plan too
    const cy = await joinedBy(alex.agent, 'Cy');
    expect((await cy.agent.get(`/api/recipes/${recipeId}`)).status).toBe(200);

    // outside the household: 404 to read it or put it on their own plan
    const stranger = await signUpAgent(tApp.http, { firstName: 'Dee' });
    expect((await stranger.agent.get(`/api/recipes/${recipeId}`)).status).toBe(404);
    const { planId: theirs } = await planWithList(stranger.agent);
    expect(
      (
        await stranger.agent
          .post(`/api/recipes/${recipeId}/add-to-meal-plan`)
          .send({ mealPlanId: theirs, dayOfWeek: 0, mealType: 'dinner' })
      ).status,
    ).toBe(404);
    // and Alex's own recipes are not Bo's to take elsewhere: a recipe of Alex's never planned stays Alex's
    const alexOwn = await alex.agent.post('/api/recipes').send({
      title: "Alex's private salad",
      servings: 2,
      ingredients: ['1 head lettuce', '1 tomato'],
      instructions: ['Toss.'],
      mealTypes: ['lunch'],
    });
    expect(alexOwn.status).toBe(201);
    expect((await bo.agent.get(`/api/recipes/${alexOwn.body.id}`)).status).toBe(404);
  }, 120_000);

  it("a removed member's open stream of the household's list ends at once and hears no later tick", async () => {
    const alex = await signUpAgent(tApp.http, { firstName: 'Alex' });
    const { planId, items } = await planWithList(alex.agent);
    const bo = await signUpAgent(tApp.http, { firstName: 'Bo' });
    const invite = (await alex.agent.post('/api/household/invites').expect(201)).body as { token: string };
    await bo.agent.post(`/api/household/invites/${invite.token}/accept`).expect(200);
    const signIn = await request(tApp.http)
      .post('/api/auth/sign-in')
      .send({ email: bo.email, password: 'correct horse battery' })
      .expect(200);
    const cookie = (signIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');

    const stream = openStream(`/api/grocery-lists/${planId}/events`, cookie);
    try {
      await stream.until(() => stream.events.includes('ready'), 'ready');
      // while Bo is a member, a tick reaches the stream
      await alex.agent.patch(`/api/grocery-list-items/${items[0]!.id}`).send({ isChecked: true }).expect(200);
      await stream.until(() => stream.events.filter((e) => e === 'list').length === 1, 'the first tick');

      await alex.agent.delete(`/api/household/members/${await memberIdOf(alex.agent, 'Bo')}`).expect(204);
      await stream.until(() => stream.ended(), 'the end of the stream', 2000);
      await alex.agent.patch(`/api/grocery-list-items/${items[1]!.id}`).send({ isChecked: true }).expect(200);
      await new Promise((r) => setTimeout(r, 500));
      expect(stream.events.filter((e) => e === 'list')).toHaveLength(1);
      // reconnecting is refused
      expect((await request(tApp.http).get(`/api/grocery-lists/${planId}/events`).set('cookie', cookie)).status).toBe(404);
    } finally {
      stream.close();
    }
  }, 60_000);
});
