import { conversation, type Agent, type ChatReply } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Library dinners: one with onion among its lines (the meal a food is taken out of) and one more. */
async function dinners(t: TestApp): Promise<{ withOnion: { id: number; title: string }; other: number }> {
  const rows = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number; title: string; onion: boolean }[]>(
      `select r.id, r.title, exists (select 1 from recipe_ingredients ri where ri.recipe_id = r.id and ri.name ilike '%onion%') as onion
         from recipes r where r.owner_id is null and r.meal_types::text like '%dinner%' order by r.id`,
    );
  const withOnion = rows.find((r) => r.onion)!;
  return { withOnion, other: rows.find((r) => r.id !== withOnion.id)!.id };
}

/** A week from today: Tuesday dinner has onion, Thursday dinner another dish. */
async function makePlan(agent: Agent, d: Awaited<ReturnType<typeof dinners>>): Promise<string> {
  const start = todayUtc();
  const res = await agent.post('/api/meal-plans').send({
    name: 'Several week',
    weekStartDate: start,
    meals: [
      { dayOfWeek: 2, mealType: 'dinner', recipeId: d.withOnion.id, foodItem: null, date: start },
      { dayOfWeek: 4, mealType: 'dinner', recipeId: d.other, foodItem: null, date: start },
    ],
  });
  if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { id: string }).id;
}

async function lineNames(agent: Agent, planId: string): Promise<string[]> {
  const res = await agent.get(`/api/grocery-lists/${planId}`);
  return res.status === 200 ? (res.body as { items: { name: string }[] }).items.map((i) => i.name.toLowerCase()) : [];
}

async function dinnerOn(agent: Agent, planId: string, weekday: number): Promise<string[]> {
  const plan = (await agent.get(`/api/meal-plans/${planId}`)).body as {
    days: { dayOfWeek: number; meals: Record<string, { items: { recipe: { title: string } | null; name: string }[] }> }[];
  };
  return (plan.days.find((d) => d.dayOfWeek === weekday)?.meals.dinner?.items ?? []).map((i) => i.recipe?.title ?? i.name);
}

describe('chat: several things in one message, follow-ups on the meal spoken of, asks which', () => {
  let t: TestApp;
  let d: Awaited<ReturnType<typeof dinners>>;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
    d = await dinners(t);
  });
  afterAll(() => t.close());

  it('each thing done is undone alone; the reply’s Undo puts back only what is left; nothing is undone twice', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await makePlan(agent, d);
    const say = conversation(agent);
    expect((await say('add cheddar cheese to my list')).action).toBeDefined();
    const tuesday = await dinnerOn(agent, planId, 2);

    const reply = await say('pls add bananas, take the cheddar cheese off and swap tuesday dinner');
    expect(reply.actions?.map((a) => a.description)).toEqual([
      expect.stringMatching(/^Added bananas/i),
      expect.stringMatching(/^Removed Cheddar cheese/i),
      expect.stringMatching(/^Swapped Tuesday dinner/i),
    ]);
    expect(reply.action).toBeDefined();
    expect(await lineNames(agent, planId)).toContain('bananas');
    expect(await lineNames(agent, planId)).not.toContain('cheddar cheese');
    expect(await dinnerOn(agent, planId, 2)).not.toEqual(tuesday);

    // the removal alone: the cheese is back, the bananas and the new dinner stay
    const [added, removed] = reply.actions!;
    const undone = await agent.post(`/api/chat/undo/${removed.id}`);
    expect(undone.status).toBe(200);
    expect(undone.body.response).toMatch(/cheddar cheese/i);
    expect(undone.body.response).not.toMatch(/bananas|Swapped/i);
    expect(await lineNames(agent, planId)).toEqual(expect.arrayContaining(['cheddar cheese', 'bananas']));
    expect(await dinnerOn(agent, planId, 2)).not.toEqual(tuesday);
    expect((await agent.post(`/api/chat/undo/${removed.id}`)).status).toBe(410);

    // the whole: what is left of it (the bananas and the swap), the cheese not taken off again
    const whole = await agent.post(`/api/chat/undo/${reply.action!.id}`);
    expect(whole.status).toBe(200);
    expect(whole.body.response).not.toMatch(/cheddar/i);
    // (the list follows the plan's dishes on its own: the lines this reply added or took off are what Undo answers for)
    const after = await lineNames(agent, planId);
    expect(after).not.toContain('bananas');
    expect(after.filter((l) => l === 'cheddar cheese')).toHaveLength(1);
    expect(await dinnerOn(agent, planId, 2)).toEqual(tuesday);
    expect((await agent.post(`/api/chat/undo/${added.id}`)).status).toBe(410);
    expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(410);
  });

  it('once every part is undone alone, the reply’s Undo has nothing left to put back', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await makePlan(agent, d);
    const say = conversation(agent);
    const reply = await say('add trash bags and paper towels, also swap thursday dinner');
    expect(reply.actions).toHaveLength(2);
    for (const part of reply.actions!) expect((await agent.post(`/api/chat/undo/${part.id}`)).status).toBe(200);
    expect(await lineNames(agent, planId)).not.toContain('trash bags');
    expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(410);
  });

  it('one thing asked for gives one action, as before (no parts)', async () => {
    const { agent } = await signUpAgent(t.http);
    await makePlan(agent, d);
    const reply = await conversation(agent)('add eggs, butter and milk');
    expect(reply.action).toBeDefined();
    expect(reply.actions).toBeUndefined();
  });

  it('a follow-up is read against the meal spoken of: its time, and a food taken out of it is offered as a swap, not taken off the list', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await makePlan(agent, d);
    const say = conversation(agent);
    await say('add an onion to my list');
    const lines = await lineNames(agent, planId);
    expect(lines.some((l) => l.includes('onion'))).toBe(true);
    expect((await say("what's for dinner on tuesday")).response).toContain(d.withOnion.title);
    const time = await say('how long does it take');
    expect(time.response).toContain(d.withOnion.title);
    expect(time.response).toMatch(/\d+ min/);
    const out = (await say('can u take the onion out of it')) as ChatReply & { confirm?: { request: string } };
    expect(out.action).toBeUndefined();
    expect(out.response).toMatch(/onion/i);
    expect(out.confirm?.request).toMatch(/tuesday dinner/i);
    expect(await lineNames(agent, planId)).toEqual(lines);
    expect(await dinnerOn(agent, planId, 2)).toEqual([d.withOnion.title]);
  });

  it('"get rid of the cheese" with two cheese lines asks which and writes nothing; the pick takes off that one only', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await makePlan(agent, d);
    const say = conversation(agent);
    await say('add cheddar cheese and parmesan');
    const cheeses = (await lineNames(agent, planId)).filter((l) => l.includes('cheese'));
    expect(cheeses.length).toBeGreaterThanOrEqual(2);
    const asked = await say('get rid of the cheese pls');
    expect(asked.action).toBeUndefined();
    expect(asked.response).toMatch(/which/i);
    expect((await lineNames(agent, planId)).filter((l) => l.includes('cheese'))).toEqual(cheeses);
    const picked = await say('the parmesan');
    expect(picked.action?.description).toMatch(/Parmesan/);
    const left = (await lineNames(agent, planId)).filter((l) => l.includes('cheese'));
    expect(left).toEqual(cheeses.filter((l) => !l.includes('parmesan')));
  });

  it('"take the milk off" with only coconut milk on the list asks, writes nothing, and a yes takes that line off', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await makePlan(agent, d);
    const say = conversation(agent);
    await say('add coconut milk');
    const milks = (await lineNames(agent, planId)).filter((l) => l.includes('milk'));
    expect(milks).toEqual([expect.stringContaining('coconut milk')]);
    const asked = await say('take the milk off my list');
    expect(asked.action).toBeUndefined();
    expect(asked.response).toMatch(/milk is not on your list; coconut milk.* is another food\. Should I take off coconut milk/i);
    expect((await lineNames(agent, planId)).filter((l) => l.includes('milk'))).toEqual(milks);
    const yes = await say('yes');
    expect(yes.action?.description).toMatch(/coconut milk/i);
    expect((await lineNames(agent, planId)).filter((l) => l.includes('milk'))).toEqual([]);
  });
});
