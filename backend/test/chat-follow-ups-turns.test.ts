/**
 * Conversations of two and three turns through the real chat (issue #22 point 1): a meal put on another day, a
 * change said again of another day, another recipe after a swap, a food spoken of added or looked for, two lines of
 * one name asked about and then both taken off, "it" with nothing to mean, a yes when nothing was asked; and the
 * OpenAI-compatible engine told which thing "it" is now, a grocery line its tool added after a meal it read.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatCompletion, type CompletionTurn } from './chat-completion.js';
import { conversation, type Agent, type ChatReply } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

const todayUtc = () => new Date().toISOString().slice(0, 10);

type Recipe = { id: number; title: string; diets: string[]; meal_types: string[] };
type Line = { name: string; quantity: number; isChecked: boolean };

/** Library recipes: three dinners that are not vegetarian, and a lunch. */
async function library(t: TestApp): Promise<{ dinners: Recipe[]; lunch: Recipe }> {
  const rows = await t.orm.em
    .fork()
    .getConnection()
    .execute<Recipe[]>(`select r.id, r.title, r.diets, r.meal_types from recipes r where r.owner_id is null order by r.id`);
  const dinners = rows.filter((r) => r.meal_types.includes('dinner') && !r.diets.includes('vegetarian')).slice(0, 3);
  const lunch = rows.find((r) => r.meal_types.includes('lunch') && !dinners.includes(r))!;
  return { dinners, lunch };
}

const nothingWritten = (reply: ChatReply) => expect(reply.action).toBeUndefined();

describe('chat: conversations of two and three turns', () => {
  let t: TestApp;
  let recipes: Awaited<ReturnType<typeof library>>;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
    recipes = await library(t);
  });
  afterAll(() => t.close());

  /** A week from today: dinners on Tuesday, Wednesday and Thursday, a lunch on Thursday; and its grocery list. */
  async function person() {
    const { agent } = await signUpAgent(t.http);
    const start = todayUtc();
    const [tue, wed, thu] = recipes.dinners;
    const res = await agent.post('/api/meal-plans').send({
      name: 'Turns week',
      weekStartDate: start,
      meals: [
        { dayOfWeek: 2, mealType: 'dinner', recipeId: tue.id, foodItem: null, date: start },
        { dayOfWeek: 3, mealType: 'dinner', recipeId: wed.id, foodItem: null, date: start },
        { dayOfWeek: 4, mealType: 'dinner', recipeId: thu.id, foodItem: null, date: start },
        { dayOfWeek: 4, mealType: 'lunch', recipeId: recipes.lunch.id, foodItem: null, date: start },
      ],
    });
    if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
    const planId = (res.body as { id: string }).id;
    expect((await agent.post(`/api/meal-plans/${planId}/grocery-list`)).status).toBe(200);
    return { agent, planId, say: conversation(agent) };
  }

  const dinnerOn = async (agent: Agent, planId: string, weekday: number) => {
    const plan = (await agent.get(`/api/meal-plans/${planId}`)).body as {
      days: { dayOfWeek: number; meals: Record<string, { items: { recipe: { id: number; title: string } | null }[] }> }[];
    };
    return (plan.days.find((d) => d.dayOfWeek === weekday)?.meals.dinner?.items ?? []).map((i) => i.recipe!);
  };
  const dietsOf = async (recipeId: number) =>
    (await t.orm.em.fork().getConnection().execute<{ diets: string[] }[]>('select diets from recipes where id = ?', [recipeId]))[0].diets;
  const linesOf = async (agent: Agent, planId: string) =>
    ((await agent.get(`/api/grocery-lists/${planId}`)).body.items as Line[]).map((l) => ({ ...l, quantity: Number(l.quantity) }));

  it('"add it to thursday" after a meal was spoken of puts that recipe there, one Undo puts Thursday back; asked, it is only offered', async () => {
    const { agent, planId, say } = await person();
    const [tue, , thu] = recipes.dinners;
    const read = await say("what's for dinner on tuesday");
    expect(read.response).toContain(tue.title);
    const asked = await say('can we have it on thursday too?');
    nothingWritten(asked);
    expect((await dinnerOn(agent, planId, 4)).map((r) => r.id)).toEqual([thu.id]);
    const put = await say('ok add it to thursday');
    expect(put.action).toBeDefined();
    expect(put.response).toContain(tue.title);
    expect((await dinnerOn(agent, planId, 4)).map((r) => r.id)).toEqual([tue.id]);
    expect((await agent.post(`/api/chat/undo/${put.action!.id}`)).status).toBe(200);
    expect((await dinnerOn(agent, planId, 4)).map((r) => r.id)).toEqual([thu.id]);
  });

  it('"what about wednesday" then "and thursday?" keep asking of dinner, never of the whole day', async () => {
    const { say } = await person();
    await say("what's for dinner on tuesday");
    const wed = await say('what about wednesday');
    expect(wed.response).toContain(recipes.dinners[1].title);
    const thu = await say('and thursday?');
    nothingWritten(thu);
    expect(thu.response).toContain(recipes.dinners[2].title);
    // Thursday's lunch is not what was asked of
    expect(thu.response).not.toContain(recipes.lunch.title);
  });

  it('after a day was read, "how many calories is that" is the day\'s figure, not a question back', async () => {
    const { say } = await person();
    const day = await say("what's on thursday");
    expect(day.response).toContain(recipes.lunch.title);
    const calories = await say('how many calories is that');
    nothingWritten(calories);
    expect(calories.response).toMatch(/Thursday/);
    expect(calories.response).toMatch(/\d+ calories|kcal/);
    expect(calories.response).not.toMatch(/which meal/i);
  });

  it('"and for wednesday too" repeats the swap with its wish; "another one pls" swaps that meal again; a question of it writes nothing', async () => {
    const { agent, planId, say } = await person();
    const first = await say('swap tuesday dinner for something vegetarian');
    expect(first.action).toBeDefined();
    const asked = await say('same for thursday?');
    nothingWritten(asked);
    expect((await dinnerOn(agent, planId, 4)).map((r) => r.id)).toEqual([recipes.dinners[2].id]);
    const again = await say('and for wednesday too');
    expect(again.action).toBeDefined();
    const wed = (await dinnerOn(agent, planId, 3))[0];
    expect(wed.id).not.toBe(recipes.dinners[1].id);
    expect(await dietsOf(wed.id)).toContain('vegetarian');
    const other = await say('hmm another one pls');
    expect(other.action).toBeDefined();
    const now = (await dinnerOn(agent, planId, 3))[0];
    expect(now.id).not.toBe(wed.id);
    expect(await dietsOf(now.id)).toContain('vegetarian');
  });

  it('a food spoken of: "is it on my list" answers of it, "put some on the list" adds it; "it" with nothing spoken of is asked about', async () => {
    const { agent, planId, say } = await person();
    const nothing = await say('do i have it at home');
    nothingWritten(nothing);
    expect(nothing.response).toMatch(/not sure which one you mean/i);
    await say('is there any yogurt in my pantry');
    const onList = await say('is it on my list');
    nothingWritten(onList);
    expect(onList.response).toMatch(/yogurt/i);
    const added = await say('put some on the list then');
    expect(added.action).toBeDefined();
    expect((await linesOf(agent, planId)).some((l) => /yogurt/i.test(l.name))).toBe(true);
  });

  it('two lines of one name: "make it 3" asks which and writes nothing; "remove both" takes each off, one Undo for both', async () => {
    const { agent, planId, say } = await person();
    await say('add almond milk and oat milk to my list');
    const milks = (await linesOf(agent, planId)).filter((l) => /milk/i.test(l.name));
    expect(milks).toHaveLength(2);
    await say('is milk on my list');
    const which = await say('make it 3');
    nothingWritten(which);
    expect(which.response).toMatch(/which one/i);
    expect((await linesOf(agent, planId)).filter((l) => /milk/i.test(l.name))).toEqual(milks);
    await say('is milk on my list');
    const both = await say('remove both');
    expect(both.action).toBeDefined();
    expect((await linesOf(agent, planId)).some((l) => /milk/i.test(l.name))).toBe(false);
    expect((await agent.post(`/api/chat/undo/${both.action!.id}`)).status).toBe(200);
    expect((await linesOf(agent, planId)).filter((l) => /milk/i.test(l.name))).toEqual(milks);
  });

  it('"the other one" before any pick asks again; "ok get a dozen" after eggs sets their amount, never a line named "dozen"', async () => {
    const { agent, planId, say } = await person();
    await say('add cheddar cheese and feta cheese to my list');
    const before = await linesOf(agent, planId);
    const asked = await say('take the cheese off my list');
    expect(asked.response).toMatch(/which one/i);
    const other = await say('no the other one');
    nothingWritten(other);
    expect(other.response).toMatch(/which one/i);
    expect(await linesOf(agent, planId)).toEqual(before);
    const feta = await say('the feta');
    expect(feta.action).toBeDefined();
    expect((await linesOf(agent, planId)).some((l) => /feta/i.test(l.name))).toBe(false);

    await say('add 6 eggs');
    await say('do i need to buy eggs');
    const dozen = await say('ok get a dozen');
    expect(dozen.action).toBeDefined();
    const lines = await linesOf(agent, planId);
    expect(lines.some((l) => /dozen/i.test(l.name))).toBe(false);
    expect(lines.filter((l) => /^eggs?$/i.test(l.name)).map((l) => l.quantity)).toEqual([12]);
  });

  it('a yes when nothing was asked changes nothing and says so; "why?" after a meal answer shows its ingredients', async () => {
    const { say } = await person();
    const yes = await say('yep do it');
    nothingWritten(yes);
    expect(yes.response).toMatch(/haven't asked/i);
    await say("what's for dinner on tuesday");
    await say('does it have gluten');
    const why = await say('why?');
    nothingWritten(why);
    expect(why.response).toMatch(/you need/i);
    expect(why.response).toContain(recipes.dinners[0].title);
  });

  const dislikes = async (agent: Agent) =>
    ((await agent.get('/api/preferences')).body as { dislikedIngredients: string[] }).dislikedIngredients.map((d) => d.toLowerCase());

  it('an offer answered "go on then 👍" is made and undone exactly; answered "nah i\'m good" nothing is written', async () => {
    const { agent, planId, say } = await person();
    const [tue, , thu] = recipes.dinners;
    await say("what's for dinner on tuesday");
    nothingWritten(await say('can we have it on thursday too?'));
    const yes = await say('go on then 👍');
    expect(yes.action).toBeDefined();
    expect((await dinnerOn(agent, planId, 4)).map((r) => r.id)).toEqual([tue.id]);
    expect((await agent.post(`/api/chat/undo/${yes.action!.id}`)).status).toBe(200);
    expect((await dinnerOn(agent, planId, 4)).map((r) => r.id)).toEqual([thu.id]);

    await say("what's for dinner on tuesday");
    nothingWritten(await say('could we have that on thursday as well?'));
    const no = await say("nah i'm good");
    nothingWritten(no);
    expect(no.response).toMatch(/nothing was changed/i);
    expect((await dinnerOn(agent, planId, 4)).map((r) => r.id)).toEqual([thu.id]);
  });

  it('"oh and aubergine as well" after a dislike is a dislike too, never a grocery line; "CHANGE IT BACK" undoes it', async () => {
    const { agent, planId, say } = await person();
    const linesBefore = await linesOf(agent, planId);
    expect((await say("i can't stand coriander")).action).toBeDefined();
    const also = await say('oh and aubergine as well');
    expect(also.action).toBeDefined();
    expect(also.response).toMatch(/aubergine/i);
    expect(await dislikes(agent)).toEqual(expect.arrayContaining(['coriander', 'aubergine']));
    expect(await linesOf(agent, planId)).toEqual(linesBefore);
    const back = await say('CHANGE IT BACK');
    expect(back.response).not.toMatch(/not sure|which/i);
    expect(await dislikes(agent)).toEqual(['coriander']);
  });

  it('"the biscuits too pls" after a line taken off takes that line off as well', async () => {
    const { agent, planId, say } = await person();
    await say('add crisps and biscuits to my list');
    expect((await say('take the crisps off my list')).action).toBeDefined();
    const too = await say('the biscuits too pls');
    expect(too.action).toBeDefined();
    const names = (await linesOf(agent, planId)).map((l) => l.name.toLowerCase());
    expect(names.some((n) => n.includes('biscuit'))).toBe(false);
    expect(names.some((n) => n.includes('crisps'))).toBe(false);
  });

  it('after a meal was read, "nah not feeling it, something else" swaps that meal (asked, only offered); one Undo puts it back', async () => {
    const { agent, planId, say } = await person();
    const [tue] = recipes.dinners;
    await say('whats for dinner on tuesday');
    nothingWritten(await say('could we have something else?'));
    expect((await dinnerOn(agent, planId, 2)).map((r) => r.id)).toEqual([tue.id]);
    const swapped = await say('nah not feeling it, something else');
    expect(swapped.action).toBeDefined();
    expect((await dinnerOn(agent, planId, 2)).map((r) => r.id)).not.toEqual([tue.id]);
    expect((await agent.post(`/api/chat/undo/${swapped.action!.id}`)).status).toBe(200);
    expect((await dinnerOn(agent, planId, 2)).map((r) => r.id)).toEqual([tue.id]);
  });

  it('"bit skint, find a cheaper one for that" after a meal\'s cost was asked swaps that meal, not the cost again', async () => {
    const { agent, planId, say } = await person();
    const [, wed] = recipes.dinners;
    const cost = await say('how much does wednesday dinner cost');
    nothingWritten(cost);
    const cheaper = await say('bit skint this week, find a cheaper one for that pls');
    expect(cheaper.action).toBeDefined();
    expect(cheaper.response).toMatch(/Wednesday/);
    expect((await dinnerOn(agent, planId, 3)).map((r) => r.id)).not.toEqual([wed.id]);
  });

  it('"and the slowest?" after the quickest dinner asks the slowest, and writes nothing', async () => {
    const { say } = await person();
    await say('which dinner is quickest this week');
    const slow = await say('and the slowest?');
    nothingWritten(slow);
    expect(slow.response).toMatch(/slowest|longest/i);
  });
});

type Body = { model: string; messages: { role: string; content: string | null }[] };

/** A local server speaking the chat-completions wire format, answering by a script. */
function fakeOpenAI() {
  const requests: Body[] = [];
  let script: (body: Body) => CompletionTurn = () => ({ content: 'Hello.' });
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Body;
      requests.push(body);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(chatCompletion(body.model, script(body), `chatcmpl-${requests.length}`));
    });
  });
  return { server, requests, setScript: (s: typeof script) => ((script = s), (requests.length = 0)) };
}

describe('chat: the OpenAI-compatible engine is told which thing "it" is now', () => {
  let t: TestApp;
  const fake = fakeOpenAI();
  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    t = await startTestApp({
      seeded: true,
      openaiApiKey: 'test-key',
      openaiBaseUrl: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`,
      openaiModel: 'test-model',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => fake.server.close(r));
  });

  /** The model calls one tool for the person's message, then answers in words. */
  const callsOnce = (name: string, args: Record<string, unknown>, words: string) => (body: Body) =>
    body.messages[body.messages.length - 1].role === 'user'
      ? { tool_calls: [{ id: 'c1', type: 'function' as const, function: { name, arguments: JSON.stringify(args) } }] }
      : { content: words };
  const stateTold = () =>
    fake.requests[0].messages
      .filter((m) => m.role === 'system')
      .map((m) => m.content ?? '')
      .find((c) => c.startsWith('The conversation is about'));

  it('a meal read, then a line added: the next request names the line first, the meal after it', async () => {
    const { agent } = await signUpAgent(t.http);
    const start = todayUtc();
    const dinner = (
      await t.orm.em
        .fork()
        .getConnection()
        .execute<{ id: number; title: string }[]>(
          `select id, title from recipes where owner_id is null and meal_types::text like '%dinner%' order by id limit 1`,
        )
    )[0];
    const plan = await agent.post('/api/meal-plans').send({
      name: 'Model week',
      weekStartDate: start,
      meals: [{ dayOfWeek: 2, mealType: 'dinner', recipeId: dinner.id, foodItem: null, date: start }],
    });
    expect(plan.status).toBe(201);
    expect((await agent.post(`/api/meal-plans/${(plan.body as { id: string }).id}/grocery-list`)).status).toBe(200);
    const say = conversation(agent);

    fake.setScript(callsOnce('get_meal_details', { dayOfWeek: 2, mealType: 'dinner' }, `Tuesday dinner is ${dinner.title}.`));
    await say("what's for dinner on tuesday");
    fake.setScript(callsOnce('add_grocery_item', { name: 'almond milk' }, 'Added almond milk.'));
    const added = await say('add almond milk to my list');
    expect(added.action).toBeDefined();

    fake.setScript(() => ({ content: 'Changed it to 3.' }));
    await say('make it 3');
    const told = stateTold()!;
    expect(told).toMatch(/the grocery line almond milk/i);
    expect(told.search(/almond milk/i)).toBeLessThan(told.indexOf('Tuesday dinner'));
    // (the meal is still there, after the line)
    expect(told).toContain(dinner.title);
  });
});
