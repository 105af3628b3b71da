/**
 * The assistant knows the table (issue #24 item 6) through POST /api/chat with a real household (PostgreSQL,
 * Redis): an owner and a child added by name. A member's allergy and diet are set by name or as "my son", a planned
 * meal is checked for them with the ingredient that breaks it, who eats what changes; each write is undone exactly.
 * A name that is no member, and a household of one, change nothing. Negated and wondered-about changes write nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { chatCompletion } from './chat-completion.js';
import { say, undo, type ChatReply } from './chat-turns.js';

type Agent = ReturnType<typeof request.agent>;
interface Member {
  id: string;
  name: string;
  isYou: boolean;
  mealsAway: { dayOfWeek: number; mealType: string }[];
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** One conversation as the widget keeps it: every message goes with the ones before it. */
function conversation(agent: Agent) {
  const turns: { content: string; isUser: boolean }[] = [];
  return async (message: string): Promise<ChatReply> => {
    const res = await agent.post('/api/chat').send({ message, context: { currentMessages: turns.slice(-5) } });
    expect(res.status).toBe(200);
    turns.push({ content: message, isUser: true }, { content: (res.body as ChatReply).response, isUser: false });
    return res.body as ChatReply;
  };
}
const members = async (agent: Agent) => ((await agent.get('/api/household').expect(200)).body as { members: Member[] }).members;
const rulesOf = async (agent: Agent, id: string) =>
  (await agent.get(`/api/household/members/${id}/preferences`).expect(200)).body as {
    allergies: string[];
    dietaryRestrictions: string[];
    dislikedIngredients: string[];
  };
const ownPrefs = async (agent: Agent) => (await agent.get('/api/preferences').expect(200)).body as Record<string, unknown>;

/** An owner (Alex) whose week starting today has their own peanut noodles for Thursday dinner, and a child, Sam (8). */
async function householdWithChild(t: TestApp) {
  const { agent } = await signUpAgent(t.http, { firstName: 'Alex' });
  const noodles = await agent.post('/api/recipes').send({
    title: 'Peanut noodles of my own',
    servings: 2,
    readyInMinutes: 25,
    ingredients: ['200 g rice noodles', '3 tbsp peanut butter', '1 tbsp soy sauce'],
    instructions: ['Cook the noodles, stir in the sauce.'],
    mealTypes: ['dinner'],
  });
  expect(noodles.status).toBe(201);
  const start = todayUtc();
  const plan = await agent.post('/api/meal-plans').send({
    name: 'Table week',
    weekStartDate: start,
    meals: [{ dayOfWeek: 4, mealType: 'dinner', recipeId: noodles.body.id, foodItem: null, date: start }],
  });
  expect(plan.status).toBe(201);
  const sam = (await agent.post('/api/household/members').send({ name: 'Sam', age: 8 }).expect(201)).body as Member;
  return { agent, sam };
}

describe('chat: the assistant knows the table (issue #24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("sets a member's allergy by name, answers whether a meal is safe for them with the evidence, and undoes it", async () => {
    const { agent, sam } = await householdWithChild(t);
    const before = await ownPrefs(agent);

    const unknown = await say(agent, 'is Thursday dinner safe for Sam?');
    expect(unknown.action).toBeUndefined();
    expect(unknown.response).toMatch(/^Sam has no allergies or diets on record/);

    const set = await say(agent, 'Sam is allergic to peanuts');
    expect(set.response).toMatch(/^Added Peanuts to Sam's allergies/);
    expect(set.action?.description).toBe("Added Peanuts to Sam's allergies");
    expect((await rulesOf(agent, sam.id)).allergies).toEqual(['Peanuts']);
    // the owner's own preferences are not Sam's
    expect(await ownPrefs(agent)).toEqual(before);

    const unsafe = await say(agent, 'is thursday dinner safe for sam');
    expect(unsafe.action).toBeUndefined();
    expect(unsafe.response).toMatch(
      /^No — dinner on Thursday .* isn't safe for Sam \(peanuts\): Peanut noodles of my own: .*peanut butter/,
    );

    const again = await say(agent, "sam's allergic to peanuts");
    expect(again.action).toBeUndefined();
    expect(again.response).toMatch(/already in Sam's allergies/);

    await undo(agent, set);
    expect((await rulesOf(agent, sam.id)).allergies).toEqual([]);
    const safe = await say(agent, 'can sam eat thursday dinner');
    expect(safe.response).toMatch(/no allergies or diets on record/);
  });

  it('"my son" is the one child; a diet said of a member is theirs; a name that is no member changes nothing', async () => {
    const { agent, sam } = await householdWithChild(t);
    const son = await say(agent, 'my son is allergic to eggs');
    expect(son.response).toMatch(/^Added Eggs to Sam's allergies/);
    const veg = await say(agent, 'Sam is vegetarian now');
    expect(veg.response).toMatch(/^Added Vegetarian to Sam's diets/);
    expect(await rulesOf(agent, sam.id)).toMatchObject({ allergies: ['Eggs'], dietaryRestrictions: ['Vegetarian'] });

    const vegCheck = await say(agent, 'is thursday dinner ok for my son?');
    expect(vegCheck.action).toBeUndefined();
    expect(vegCheck.response).toMatch(/^(No|Yes) — dinner on Thursday/);

    const before = await rulesOf(agent, sam.id);
    const ownBefore = await ownPrefs(agent);
    const nobody = await say(agent, 'Jordan is allergic to shellfish');
    expect(nobody.action).toBeUndefined();
    expect(nobody.response).toMatch(/^No one called Jordan is in your household, so I changed nothing\. .*Alex \(you\) and Sam/);
    expect(await rulesOf(agent, sam.id)).toEqual(before);
    expect(await ownPrefs(agent)).toEqual(ownBefore);

    await undo(agent, veg);
    expect((await rulesOf(agent, sam.id)).dietaryRestrictions).toEqual([]);
  });

  it('"won\'t be home for dinner Friday" changes who eats, for the owner and for a child, and Undo puts it back', async () => {
    const { agent, sam } = await householdWithChild(t);
    const away = await say(agent, "Alex won't be home for dinner Friday");
    expect(away.response).toMatch(/^OK — You won't be home for Friday dinner/);
    const me = (await members(agent)).find((m) => m.isYou)!;
    expect(me.mealsAway).toEqual([{ dayOfWeek: 5, mealType: 'dinner' }]);

    const lunch = await say(agent, 'sam is out for lunch on monday');
    expect(lunch.response).toMatch(/^OK — Sam won't be home for Monday lunch/);
    expect((await members(agent)).find((m) => m.id === sam.id)!.mealsAway).toEqual([{ dayOfWeek: 1, mealType: 'lunch' }]);
    const already = await say(agent, 'sam is out for lunch on monday');
    expect(already.action).toBeUndefined();

    await undo(agent, lunch);
    await undo(agent, away);
    expect((await members(agent)).map((m) => m.mealsAway)).toEqual([[], []]);

    // a child's school lunches, Monday to Friday, said at once
    const school = await say(agent, 'sam has school lunches mon-fri');
    expect(school.response).toMatch(/^OK — Sam won't be home for Monday to Friday lunch/);
    const lunches = (await members(agent)).find((m) => m.id === sam.id)!.mealsAway;
    expect(lunches).toEqual([1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, mealType: 'lunch' })));
    await undo(agent, school);
    expect((await members(agent)).find((m) => m.id === sam.id)!.mealsAway).toEqual([]);
  });

  it('several things said at once are each done, and one Undo puts all of them back', async () => {
    const { agent, sam } = await householdWithChild(t);
    const two = await say(agent, 'sam is allergic to sesame and eggs');
    expect((await rulesOf(agent, sam.id)).allergies).toEqual(['Sesame', 'Eggs']);
    await undo(agent, two);
    expect((await rulesOf(agent, sam.id)).allergies).toEqual([]);

    const mixed = await say(agent, 'sam is allergic to peanuts, add eggs to my list');
    expect(mixed.response).toMatch(/Peanuts to Sam's allergies[\s\S]*eggs/i);
    expect((await rulesOf(agent, sam.id)).allergies).toEqual(['Peanuts']);
    await undo(agent, mixed);
    expect((await rulesOf(agent, sam.id)).allergies).toEqual([]);
  });

  it('"my son" with two children asks which, writing nothing; the answer does it for that one', async () => {
    const { agent, sam } = await householdWithChild(t);
    const mia = (await agent.post('/api/household/members').send({ name: 'Mia', age: 5 }).expect(201)).body as Member;
    const talk = conversation(agent);
    const which = await talk('my son is allergic to peanuts');
    expect(which.action).toBeUndefined();
    expect(which.response).toMatch(/^Which member of your household is your son: Sam or Mia\?/);
    expect((await rulesOf(agent, sam.id)).allergies).toEqual([]);
    const done = await talk('mia');
    expect(done.response).toMatch(/^Added Peanuts to Mia's allergies/);
    expect((await rulesOf(agent, mia.id)).allergies).toEqual(['Peanuts']);
    expect((await rulesOf(agent, sam.id)).allergies).toEqual([]);

    // after a safety check, "swap it" is that meal
    const check = await talk('is thursday dinner safe for mia');
    expect(check.response).toMatch(/^No — dinner on Thursday/);
    const swap = await talk('swap it for something else');
    expect(swap.response).not.toMatch(/Which meal/);
  });

  it("an adult with an account keeps their own preferences: read for a safety check, never set by another's chat", async () => {
    const { agent } = await householdWithChild(t);
    const invite = await agent.post('/api/household/invites').expect(201);
    const bo = await signUpAgent(t.http, { firstName: 'Bo' });
    await bo.agent.post(`/api/household/invites/${invite.body.token}/accept`).expect(200);
    expect((await bo.agent.post('/api/preferences').send({ allergies: ['Peanuts'] })).status).toBe(200);

    const check = await say(agent, 'is thursday dinner safe for bo?');
    expect(check.action).toBeUndefined();
    expect(check.response).toMatch(/^No — dinner on Thursday .* isn't safe for Bo \(peanuts\)/);

    const refused = await say(agent, 'bo is vegan now');
    expect(refused.action).toBeUndefined();
    expect(refused.response).toMatch(/Bo keeps their own preferences/);
    expect(((await bo.agent.get('/api/preferences').expect(200)).body as { dietaryRestrictions: string[] }).dietaryRestrictions).toEqual(
      [],
    );
  });

  it('a household of one changes nothing for someone else, as before households', async () => {
    const { agent } = await signUpAgent(t.http);
    const before = await ownPrefs(agent);
    for (const message of ['Sam is allergic to peanuts', 'my son is allergic to peanuts', 'my wife is vegetarian now']) {
      const reply = await say(agent, message);
      expect(reply.action).toBeUndefined();
      expect(reply.response).toMatch(/changed nothing/);
    }
    expect(await ownPrefs(agent)).toEqual(before);
  });

  it('a negated or wondered-about change writes nothing', async () => {
    const { agent } = await householdWithChild(t);
    await say(agent, 'add eggs to my list');
    const before = await ownPrefs(agent);
    for (const message of [
      "don't add eggs",
      'dont remove the eggs',
      'do not swap thursday dinner',
      'what would happen if i swapped thursday dinner',
    ]) {
      const reply = await say(agent, message);
      expect(reply.action).toBeUndefined();
      expect(reply.response).toMatch(/changed nothing|I won't/);
    }
    expect(await ownPrefs(agent)).toEqual(before);
    const thursday = await say(agent, "what's for dinner on thursday");
    expect(thursday.response).toMatch(/Peanut noodles of my own/);
  });
});

describe('chat: the table with the OpenAI-compatible engine', () => {
  let t: TestApp;
  // A model with no household tools that would claim anything: it must not be asked about the table.
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      asked.push(raw);
      res.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion('test-model', { content: 'Done!' }));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t = await startTestApp({
      openaiApiKey: 'test-key',
      openaiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      openaiModel: 'test-model',
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it("a member's allergy is set, and undone, as with the embedded engine; the model is not asked", async () => {
    const { agent, sam } = await householdWithChild(t);
    const set = await say(agent, 'Sam is allergic to peanuts');
    expect(set.response).toMatch(/^Added Peanuts to Sam's allergies/);
    expect((await rulesOf(agent, sam.id)).allergies).toEqual(['Peanuts']);
    await undo(agent, set);
    expect((await rulesOf(agent, sam.id)).allergies).toEqual([]);
    expect(asked).toHaveLength(0);
  });
});
