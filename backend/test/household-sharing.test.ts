import request from 'supertest';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

/**
 * The household's data is the household's (issue #24 items 1 and 5), over the real app, PostgreSQL and Redis:
 * the owner's plan, grocery list, pantry, price book, calendar feed and jobs are read and changed by every member
 * with an account; preferences and the assistant's conversation stay each person's. A removed member is out at
 * once (their next request, same session, answers 404 for the household's ids); a stranger gets 404 on all of them;
 * a member who leaves finds their own earlier data again.
 */

type Agent = ReturnType<typeof request.agent>;
interface ListItem {
  id: string;
  name: string;
  isChecked: boolean;
}

async function generatePlan(agent: Agent): Promise<string> {
  const started = await agent.post('/api/meal-plans/generate').send({});
  expect(started.status).toBe(202);
  const done = await waitForJob(agent, started.body.jobId as string, 30_000);
  expect(done.state).toBe('completed');
  return (done.result as { mealPlanId: string }).mealPlanId;
}

async function buildList(agent: Agent, planId: string): Promise<ListItem[]> {
  const built = await agent.post(`/api/meal-plans/${planId}/grocery-list`);
  expect(built.status).toBe(200);
  return built.body.items as ListItem[];
}

async function joinedBy(owner: Agent, firstName: string) {
  const person = await signUpAgent(tApp.http, { firstName });
  const invite = (await owner.post('/api/household/invites').expect(201)).body as { token: string };
  await person.agent.post(`/api/household/invites/${invite.token}/accept`).expect(200);
  return person;
}

let tApp: TestApp;

describe('household sharing: one plan, one list, one pantry for the household', () => {
  beforeAll(async () => {
    tApp = await startTestApp({ seeded: true });
  }, 180_000);
  afterAll(async () => {
    await tApp.close();
  });

  it("an invited adult sees and changes the owner's plan and list; the owner sees the tick; preferences stay each person's", async () => {
    const alex = await signUpAgent(tApp.http, { firstName: 'Alex' });
    await alex.agent.post('/api/preferences').send({ calorieGoal: 2400 }).expect(200);
    const planId = await generatePlan(alex.agent);
    const items = await buildList(alex.agent, planId);
    expect(items.length).toBeGreaterThan(0);

    const bo = await joinedBy(alex.agent, 'Bo');
    // the same plan, in the plan list and by id
    const plans = (await bo.agent.get('/api/meal-plans').expect(200)).body as { id: string }[];
    expect(plans.map((p) => p.id)).toEqual([planId]);
    const seenByAlex = (await alex.agent.get(`/api/meal-plans/${planId}`).expect(200)).body;
    const seenByBo = (await bo.agent.get(`/api/meal-plans/${planId}`).expect(200)).body;
    expect(seenByBo.days).toEqual(seenByAlex.days);

    // the same list: Bo ticks a line, Alex sees it ticked
    const listOfBo = (await bo.agent.get(`/api/grocery-lists/${planId}`).expect(200)).body.items as ListItem[];
    expect(listOfBo.map((i) => i.id).sort()).toEqual(items.map((i) => i.id).sort());
    const line = listOfBo.find((i) => !i.isChecked)!;
    await bo.agent.patch(`/api/grocery-list-items/${line.id}`).send({ isChecked: true }).expect(200);
    const listOfAlex = (await alex.agent.get(`/api/grocery-lists/${planId}`).expect(200)).body.items as ListItem[];
    expect(listOfAlex.find((i) => i.id === line.id)!.isChecked).toBe(true);
    // a line Bo adds is on Alex's list too
    await bo.agent.post(`/api/grocery-lists/${planId}/items`).send({ name: 'paper towels' }).expect(201);
    const names = ((await alex.agent.get(`/api/grocery-lists/${planId}`).expect(200)).body.items as ListItem[]).map((i) => i.name);
    expect(names).toContain('paper towels');

    // a list build Bo starts is a job Bo (and Alex) can follow, on the household's plan
    const build = await bo.agent.post(`/api/meal-plans/${planId}/generate-grocery-list`).expect(202);
    expect((await waitForJob(bo.agent, build.body.jobId as string, 30_000)).result).toMatchObject({ mealPlanId: planId });
    expect((await alex.agent.get(`/api/jobs/${build.body.jobId}`)).status).toBe(200);

    // the pantry and the calendar feed are the household's
    const rice = ((await bo.agent.get('/api/pantry/starter').expect(200)).body.items as { ingredientId: number; name: string }[])[0]!;
    const stocked = await bo.agent.post('/api/pantry').send({ ingredientId: rice.ingredientId, kind: 'staple' });
    expect(stocked.status).toBe(201);
    const pantryOfAlex = (await alex.agent.get('/api/pantry').expect(200)).body.items as { id: string }[];
    expect(pantryOfAlex.map((i) => i.id)).toContain(stocked.body.id);
    await alex.agent.post('/api/calendar/feed/rotate').send({}).expect(200);
    expect((await bo.agent.get('/api/calendar/feed').expect(200)).body).toMatchObject({ active: true });

    // preferences stay each person's
    expect((await bo.agent.get('/api/preferences').expect(200)).body.calorieGoal).not.toBe(2400);
    await bo.agent.post('/api/preferences').send({ calorieGoal: 1700 }).expect(200);
    expect((await alex.agent.get('/api/preferences').expect(200)).body.calorieGoal).toBe(2400);
  });

  it("the assistant, asked by a member, changes the household's list, and its Undo puts it back", async () => {
    const alex = await signUpAgent(tApp.http, { firstName: 'Alex' });
    const planId = await generatePlan(alex.agent);
    await buildList(alex.agent, planId);
    const bo = await joinedBy(alex.agent, 'Bo');
    const names = async () =>
      ((await alex.agent.get(`/api/grocery-lists/${planId}`).expect(200)).body.items as ListItem[]).map((i) => i.name);

    const added = await bo.agent.post('/api/chat').send({ message: 'add paper towels to my list' });
    expect(added.status).toBe(200);
    expect(added.body.response).toMatch(/^Added paper towels to your grocery list/i);
    expect(await names()).toContain('paper towels');
    await bo.agent.post(`/api/chat/undo/${added.body.action.id}`).expect(200);
    expect(await names()).not.toContain('paper towels');
    // the Undo is Bo's own: Alex cannot use it
    expect((await alex.agent.post(`/api/chat/undo/${added.body.action.id}`)).status).toBe(404);
  });

  it('removal ends access at once: the removed adult gets 404 on the plan, list and lines, and sees their own household of one', async () => {
    const alex = await signUpAgent(tApp.http, { firstName: 'Alex' });
    const planId = await generatePlan(alex.agent);
    const [line] = await buildList(alex.agent, planId);
    const bo = await joinedBy(alex.agent, 'Bo');
    const boTag = (await bo.agent.get(`/api/meal-plans/${planId}`).expect(200)).headers.etag as string;
    // the member's browser revalidates with the tag it holds: unchanged, so 304
    await bo.agent.get(`/api/meal-plans/${planId}`).set('If-None-Match', boTag).expect(304);
    const pantryItem = await alex.agent.post('/api/pantry').send({
      ingredientId: ((await alex.agent.get('/api/pantry/starter').expect(200)).body.items as { ingredientId: number }[])[0]!.ingredientId,
      kind: 'staple',
    });
    expect(pantryItem.status).toBe(201);

    const house = (await alex.agent.get('/api/household').expect(200)).body as { members: { id: string; name: string }[] };
    const boMember = house.members.find((m) => m.name === 'Bo')!;
    await alex.agent.delete(`/api/household/members/${boMember.id}`).expect(204);

    // the same session, the next request
    expect((await bo.agent.get(`/api/meal-plans/${planId}`)).status).toBe(404);
    // nor does the tag Bo still holds tell them the plan is unchanged: 404, not 304
    expect((await bo.agent.get(`/api/meal-plans/${planId}`).set('If-None-Match', boTag)).status).toBe(404);
    expect((await bo.agent.get(`/api/grocery-lists/${planId}`)).status).toBe(404);
    expect((await bo.agent.get(`/api/grocery-lists/${planId}/events`)).status).toBe(404);
    expect((await bo.agent.patch(`/api/grocery-list-items/${line!.id}`).send({ isChecked: true })).status).toBe(404);
    expect((await bo.agent.patch(`/api/pantry/${pantryItem.body.id}`).send({ kind: 'staple' })).status).toBe(404);
    expect((await bo.agent.get('/api/meal-plans').expect(200)).body).toEqual([]);
    expect((await bo.agent.get('/api/household').expect(200)).body).toMatchObject({ isOwner: true, members: [{ name: 'Bo' }] });
    // nothing of Bo's 404s changed the owner's list
    const alexLine = ((await alex.agent.get(`/api/grocery-lists/${planId}`).expect(200)).body.items as ListItem[]).find(
      (i) => i.id === line!.id,
    )!;
    expect(alexLine.isChecked).toBe(line!.isChecked);
  });

  it('a stranger gets 404 on every household resource', async () => {
    const alex = await signUpAgent(tApp.http, { firstName: 'Alex' });
    const planId = await generatePlan(alex.agent);
    const [line] = await buildList(alex.agent, planId);
    await joinedBy(alex.agent, 'Bo');
    const exported = await alex.agent.post(`/api/meal-plans/${planId}/export-calendar`).send({ timeZone: 'UTC' }).expect(202);
    const exportDone = await waitForJob(alex.agent, exported.body.jobId as string, 30_000);
    const exportId = (exportDone.result as { exportId: string }).exportId;

    const stranger = await signUpAgent(tApp.http, { firstName: 'Cy' });
    const s = stranger.agent;
    expect((await s.get(`/api/meal-plans/${planId}`)).status).toBe(404);
    expect((await s.patch(`/api/meal-plans/${planId}`).send({ name: 'Mine' })).status).toBe(404);
    expect((await s.delete(`/api/meal-plans/${planId}`)).status).toBe(404);
    expect((await s.get(`/api/grocery-lists/${planId}`)).status).toBe(404);
    expect((await s.get(`/api/grocery-lists/${planId}/events`)).status).toBe(404);
    expect((await s.post(`/api/meal-plans/${planId}/grocery-list`)).status).toBe(404);
    expect((await s.patch(`/api/grocery-list-items/${line!.id}`).send({ isChecked: true })).status).toBe(404);
    expect((await s.post(`/api/meal-plans/${planId}/export-calendar`).send({ timeZone: 'UTC' })).status).toBe(404);
    expect((await s.get(`/api/calendar/exports/${exportId}.ics`)).status).toBe(404);
    expect((await s.get(`/api/jobs/${exported.body.jobId}`)).status).toBe(404);
    expect((await s.get('/api/meal-plans').expect(200)).body).toEqual([]);
    expect((await s.get('/api/pantry').expect(200)).body.items).toEqual([]);
    // and the plan is still Alex's, unchanged
    expect((await alex.agent.get(`/api/meal-plans/${planId}`).expect(200)).body.id).toBe(planId);
  });

  it("calendar feeds: the household's, and each member's own, which follows them when they are removed", async () => {
    const alex = await signUpAgent(tApp.http, { firstName: 'Alex' });
    const planId = await generatePlan(alex.agent);
    const bo = await joinedBy(alex.agent, 'Bo');
    const feedOf = async (url: string) => {
      const res = await request(tApp.http).get(new URL(url).pathname);
      return { status: res.status, text: res.text };
    };
    const events = (ics: string) => ics.split('BEGIN:VEVENT').length - 1;
    const plan = (await alex.agent.get(`/api/meal-plans/${planId}`).expect(200)).body as {
      days: { meals: Record<string, { items: unknown[] }> }[];
    };
    const slots = plan.days.flatMap((d) => Object.values(d.meals)).filter((m) => m.items.length > 0).length;

    // the household's feed, made by a member, is the one the owner sees
    const household = (await bo.agent.post('/api/calendar/feed/rotate').send({}).expect(200)).body.feedUrl as string;
    expect((await alex.agent.get('/api/calendar/feed').expect(200)).body).toMatchObject({ active: true });
    const shared = await feedOf(household);
    expect(shared.status).toBe(200);
    expect(events(shared.text)).toBe(slots);
    expect(shared.text).toContain('X-WR-CALNAME:Forkcast meals');

    // Bo's own feed: Bo's portions of the household's meals (every meal while the plan portions for one)
    expect((await bo.agent.get('/api/calendar/feed?for=me').expect(200)).body).toMatchObject({ active: false });
    const mine = (await bo.agent.post('/api/calendar/feed/rotate?for=me').send({}).expect(200)).body.feedUrl as string;
    expect(mine).not.toBe(household);
    expect((await bo.agent.get('/api/calendar/feed?for=me').expect(200)).body).toMatchObject({ active: true });
    const own = await feedOf(mine);
    expect(own.text).toContain('X-WR-CALNAME:Forkcast meals: Bo');
    expect(events(own.text)).toBe(slots);
    // the owner's own feed is apart from the household's
    expect((await alex.agent.get('/api/calendar/feed?for=me').expect(200)).body).toMatchObject({ active: false });
    expect((await bo.agent.get('/api/calendar/feed?for=someone')).status).toBe(400);

    // removed: Bo's own feed now carries Bo's own (empty) kitchen, not the household's meals
    const boMember = (
      (await alex.agent.get('/api/household').expect(200)).body as { members: { id: string; name: string }[] }
    ).members.find((m) => m.name === 'Bo')!;
    await alex.agent.delete(`/api/household/members/${boMember.id}`).expect(204);
    expect(events((await feedOf(mine)).text)).toBe(0);
    // turning Bo's feed off leaves the household's on
    await bo.agent.delete('/api/calendar/feed?for=me').expect(200);
    expect((await feedOf(mine)).status).toBe(404);
    expect((await feedOf(household)).status).toBe(200);
  });

  it("leaving returns a member to their own earlier data, and they no longer see the household's", async () => {
    const alex = await signUpAgent(tApp.http, { firstName: 'Alex' });
    const householdPlan = await generatePlan(alex.agent);
    const dee = await signUpAgent(tApp.http, { firstName: 'Dee' });
    const ownPlan = await generatePlan(dee.agent);

    const invite = (await alex.agent.post('/api/household/invites').expect(201)).body as { token: string };
    await dee.agent.post(`/api/household/invites/${invite.token}/accept`).expect(200);
    expect(((await dee.agent.get('/api/meal-plans').expect(200)).body as { id: string }[]).map((p) => p.id)).toEqual([householdPlan]);
    expect((await dee.agent.get(`/api/meal-plans/${ownPlan}`)).status).toBe(404);
    // the household never sees what Dee made before joining
    expect((await alex.agent.get(`/api/meal-plans/${ownPlan}`)).status).toBe(404);

    await dee.agent.post('/api/household/leave').expect(204);
    expect(((await dee.agent.get('/api/meal-plans').expect(200)).body as { id: string }[]).map((p) => p.id)).toEqual([ownPlan]);
    expect((await dee.agent.get(`/api/meal-plans/${householdPlan}`)).status).toBe(404);
  });
});
