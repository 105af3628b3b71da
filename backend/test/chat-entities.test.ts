/**
 * Entities that are things (issue #22 item 2), through the chat API with a real person, PostgreSQL and Redis: what the
 * embedded assistant stores is a catalogue food (put right when misspelt, priced and in its aisle, and said), an
 * allergen or diet of the record, or a household thing; padding is never stored; a word it does not know stores
 * nothing and is asked about.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { chatCompletion } from './chat-completion.js';

type Agent = Awaited<ReturnType<typeof signUpAgent>>['agent'];
interface Line {
  name: string;
  category: string;
  estimatedPrice: string;
  quantity: number;
  unit: string;
}
interface Preferences {
  dislikedIngredients: string[];
  allergies: string[];
  dietaryRestrictions: string[];
}

const say = (agent: Agent, message: string) => agent.post('/api/chat').send({ message, context: { currentMessages: [] } });

/** A week starting today with one planned food, so the grocery list has a plan to belong to. */
async function makePlan(agent: Agent) {
  const start = new Date().toISOString().slice(0, 10);
  const res = await agent.post('/api/meal-plans').send({
    name: `Entities week ${process.pid}`,
    weekStartDate: start,
    meals: [
      {
        dayOfWeek: new Date(`${start}T00:00:00Z`).getUTCDay(),
        mealType: 'breakfast',
        recipeId: null,
        foodItem: { name: 'Oatmeal', calories: 380, quantity: 1, unit: 'serving' },
        date: start,
      },
    ],
  });
  if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string };
}

describe('chat: entities that are things (embedded assistant)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const lines = async (agent: Agent, planId: string): Promise<Line[]> => {
    const res = await agent.get(`/api/grocery-lists/${planId}`);
    return res.status === 404 ? [] : (res.body as { items: Line[] }).items;
  };
  const preferences = async (agent: Agent) => (await agent.get('/api/preferences')).body as Preferences;

  it('adds "brocolli" as Broccoli, in Produce with a price, says what was typed, and one Undo takes it off', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await makePlan(agent);
    const added = await say(agent, 'add brocolli to my list');
    expect(added.status).toBe(200);
    expect(added.body.response).toMatch(/^Added Broccoli \(you wrote "brocolli"; Produce\) to your grocery list/);
    const broccoli = (await lines(agent, plan.id)).find((l) => l.name === 'Broccoli');
    expect(broccoli).toMatchObject({ category: 'Produce' });
    expect(Number(broccoli!.estimatedPrice)).toBeGreaterThan(0);
    expect((await lines(agent, plan.id)).map((l) => l.name)).not.toContain('brocolli');
    expect((await agent.post(`/api/chat/undo/${added.body.action.id}`)).status).toBe(200);
    expect((await lines(agent, plan.id)).map((l) => l.name)).not.toContain('Broccoli');

    // taken off by the same slip
    await say(agent, 'add broccoli to my list');
    const removed = await say(agent, 'remove brocolli from my list');
    expect(removed.body.response).toMatch(/^Removed Broccoli from your grocery list\. \(You wrote "brocolli"\.\)$/i);
    expect((await lines(agent, plan.id)).map((l) => l.name.toLowerCase())).not.toContain('broccoli');
  });

  it('stores no padding: the dislike is "Cilantro", the lines are eggs and bananas', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await makePlan(agent);
    const hate = await say(agent, 'i really hate cilantro can you remember that');
    expect(hate.body.response).toMatch(/^Added Cilantro to your disliked ingredients/);
    expect((await preferences(agent)).dislikedIngredients).toEqual(['Cilantro']);

    await say(agent, 'add some eggs to my list please thanks');
    await say(agent, 'i need 5 bananas not 3 can you fix that');
    const names = (await lines(agent, plan.id)).map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['eggs', 'bananas']));
    expect(names.filter((n) => /please|thanks|fix|not|can you/.test(n))).toEqual([]);

    const allergy = await say(agent, "i'm allergic to peanuts so please remember");
    expect(allergy.body.response).toMatch(/^Added Peanuts to your allergies/);
    expect((await preferences(agent)).allergies).toEqual(['Peanuts']);
  });

  it('reads amounts in words: half a dozen eggs is 6, two pounds of chicken is 2 lb', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await makePlan(agent);
    await say(agent, 'add half a dozen eggs to my list');
    await say(agent, 'add two pounds of chicken to my list');
    await say(agent, 'add a couple of avocados to my list');
    const all = await lines(agent, plan.id);
    expect(all.find((l) => l.name === 'eggs')).toMatchObject({ quantity: 6 });
    expect(all.find((l) => l.name === 'chicken')).toMatchObject({ quantity: 2, unit: 'lb', category: 'Meat & Seafood' });
    expect(all.find((l) => l.name === 'avocados')).toMatchObject({ quantity: 2, category: 'Produce' });
    expect(all.map((l) => l.name).filter((n) => /half|dozen|pound|couple/.test(n))).toEqual([]);
  });

  it('a word it does not know stores nothing and asks; a household thing is added as named', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await makePlan(agent);
    const unknown = await say(agent, 'add xqzt to my list');
    expect(unknown.status).toBe(200);
    expect(unknown.body.response).toMatch(/^I don't know "xqzt"/);
    expect(unknown.body.action).toBeUndefined();
    expect((await agent.get(`/api/grocery-lists/${plan.id}`)).status).toBe(404);

    const dislike = await say(agent, 'i hate xqzt');
    expect(dislike.body.response).toMatch(/^I don't know "Xqzt"/i);
    expect(dislike.body.action).toBeUndefined();
    expect((await preferences(agent)).dislikedIngredients).toEqual([]);

    // "juice" could be several foods: it asks which, and names them
    const juice = await say(agent, 'add juice to my list');
    expect(juice.body.response).toMatch(/^I don't know "juice" — did you mean .*Orange juice/);
    expect(juice.body.action).toBeUndefined();
    expect((await agent.get(`/api/grocery-lists/${plan.id}`)).status).toBe(404);

    const bags = await say(agent, 'add trash bags to my list');
    expect(bags.body.response).toMatch(/^Added trash bags to your grocery list/);
    // (its aisle is the list's own rough estimate for a thing the catalogue does not have)
    expect((await lines(agent, plan.id)).map((l) => l.name)).toContain('trash bags');

    // the known line of several is added, the unknown one asked about
    const mixed = await say(agent, 'add xqzt and butter to my list');
    expect(mixed.body.response).toMatch(/^Added butter to your grocery list.*I don't know "xqzt"/s);
    expect((await lines(agent, plan.id)).map((l) => l.name)).not.toContain('xqzt');
  });

  it('a possessive is whose the dish is or part of its name, never the food: no line or meal named "mum" or "shepherd"', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await makePlan(agent);
    const mums = await say(agent, "add my mum's lasagna to the list");
    expect(mums.status).toBe(200);
    expect(mums.body.response).not.toMatch(/\bmum\b(?!'s)/i);
    const names = (await lines(agent, plan.id)).map((l) => l.name.toLowerCase());
    expect(names.some((n) => /\bmum\b/.test(n))).toBe(false);

    const friday = 5;
    const pie = await say(agent, "add shepherd's pie to friday dinner");
    expect(pie.status).toBe(200);
    const view = (await agent.get(`/api/meal-plans/${plan.id}`)).body as {
      days: { dayOfWeek: number; meals: Record<string, { items: { name: string }[] }> }[];
    };
    const dinner = view.days.find((d) => d.dayOfWeek === friday)?.meals.dinner?.items.map((i) => i.name.toLowerCase()) ?? [];
    // the dish the library has ("Classic Shepherd's Pie"), or a question: never a food called "shepherd"
    expect(dinner.every((n) => n.includes("shepherd's pie"))).toBe(true);
    expect(pie.body.response).not.toMatch(/\bshepherd\b(?!'s)/i);
  });

  it('asks which line when several are what was named ("the cheese"), and changes none of them', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await makePlan(agent);
    await say(agent, 'add cheddar cheese, cream cheese and blue cheese to my list');
    const cheeses = () =>
      lines(agent, plan.id).then((all) =>
        all
          .map((l) => l.name)
          .filter((n) => /cheese/.test(n))
          .sort(),
      );
    expect(await cheeses()).toEqual(['blue cheese', 'cheddar cheese', 'cream cheese']);
    const which = await say(agent, 'take the cheese off');
    // the question comes last: what the person reads last is what to answer
    expect(which.body.response).toMatch(
      /^Several lines on your list match "cheese"\. I changed nothing\. Which one should I take off: .*\?$/,
    );
    expect(which.body.action).toBeUndefined();
    expect(await cheeses()).toEqual(['blue cheese', 'cheddar cheese', 'cream cheese']);
    const one = await say(agent, 'take the cream cheese off my list');
    expect(one.body.response).toMatch(/^Removed cream cheese from your grocery list/);
    expect(await cheeses()).toEqual(['blue cheese', 'cheddar cheese']);
  });

  it('stores a misspelt dislike and allergy put right, and never markup', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await makePlan(agent);
    const dislike = await say(agent, 'i hate cilantor');
    expect(dislike.body.response).toMatch(/^Added Cilantro to your disliked ingredients.*You wrote "Cilantor"/s);
    const allergy = await say(agent, 'im allergic to shelfish');
    expect(allergy.body.response).toMatch(/^Added Shellfish to your allergies/);
    expect(await preferences(agent)).toMatchObject({ dislikedIngredients: ['Cilantro'], allergies: ['Shellfish'] });

    await say(agent, 'add <script>alert(1)</script>eggs to my list');
    const names = (await lines(agent, plan.id)).map((l) => l.name);
    expect(names).toContain('eggs');
    expect(names.filter((n) => /[<>]|script|alert/.test(n))).toEqual([]);
  });
});

type Message = { role: string; content?: string | null; tool_call_id?: string };
type Turn = { content?: string; tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[] };

/** A local server speaking the chat-completions wire format; each answer is the script's for the messages sent. */
function fakeOpenAI(script: (messages: Message[]) => Turn) {
  return createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: Message[] };
      const out = script(body.messages);
      res.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(body.model, out));
    });
  });
}

describe('chat: entities that are things (OpenAI-compatible assistant)', () => {
  let t: TestApp;
  const toolResults: Record<string, unknown>[] = [];
  let calls: { name: string; args: object }[] = [];
  const server = fakeOpenAI((messages) => {
    const last = messages[messages.length - 1];
    if (last.role === 'user')
      return {
        tool_calls: calls.map((c, i) => ({ id: `c${i}`, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })),
      };
    if (last.role === 'tool')
      toolResults.push(...messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content!) as Record<string, unknown>));
    return { content: 'Done.' };
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t = await startTestApp({
      seeded: true,
      openaiApiKey: 'test-key',
      openaiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      openaiModel: 'test-model',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it('stores a misspelt food put right, and nothing for a word it does not know, whatever the model sends', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await makePlan(agent);
    calls = [
      { name: 'add_grocery_item', args: { name: 'brocolli' } },
      { name: 'add_grocery_item', args: { name: 'xqzt' } },
      { name: 'add_preference', args: { list: 'dislikedIngredients', value: 'cilantro can you remember that' } },
      { name: 'add_preference', args: { list: 'allergies', value: 'shelfish' } },
    ];
    toolResults.length = 0;
    const res = await say(agent, 'add brocolli and xqzt, and remember i hate cilantro and am allergic to shelfish');
    expect(res.status).toBe(200);
    const res2 = toolResults.slice(-4);
    expect(res2[0]).toMatchObject({ ok: true, name: 'Broccoli' });
    expect(res2[1]).toMatchObject({ ok: false, error: expect.stringMatching(/^"xqzt" is not a food/) });
    expect(res2[3]).toMatchObject({ ok: true, allergies: ['Shellfish'] });
    const items = (await agent.get(`/api/grocery-lists/${plan.id}`)).body as { items: Line[] };
    expect(items.items.map((l) => l.name)).toContain('Broccoli');
    expect(items.items.map((l) => l.name)).not.toContain('xqzt');
    const prefs = (await agent.get('/api/preferences')).body as Preferences;
    expect(prefs.allergies).toEqual(['Shellfish']);
    // a dislike is one food's name, never a sentence
    expect(prefs.dislikedIngredients).toEqual(['Cilantro']);
  });
});
