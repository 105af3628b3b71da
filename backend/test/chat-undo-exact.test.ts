/**
 * Undo restores exactly (issue #22 "every write undoable", brief "bounds" 3), through POST /api/chat and
 * POST /api/chat/undo/<id> with a real person, PostgreSQL and Redis: for every kind of write the assistant makes,
 * everything the person can see — list lines with amount, price and tick, removed lines, "From your pantry" lines,
 * the pantry with amounts, preferences, plan items with servings and the days' totals, the household's rules and
 * meals away — is after the write and its Undo what it was before. Also several writes in one message, undone
 * newest first.
 */
import { homeOf, seen, type Home, type Seen } from './chat-person.js';
import type { Agent } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { say } from './chat-turns.js';

/** One kind of write: what is said first (not undone), then the write, said or built from the home and what is seen. */
interface WriteKind {
  kind: string;
  first?: string[];
  write: string | ((home: Home, now: Seen) => string);
  /** A change asked first: the write is the Yes to it. */
  confirmed?: true;
}

/** The first line of the list that came from the plan (its name as the list shows it). */
const planLine = (now: Seen) => now.list!.items.map((l) => l.split('|')[0]).find((n) => !/lemon|banana/i.test(n))!;

const KINDS: WriteKind[] = [
  { kind: 'grocery add', write: 'add bananas to my list' },
  { kind: 'grocery add to a line there', first: ['add 3 lemons to my list'], write: 'add 2 more lemons' },
  { kind: 'grocery add of a food the pantry covers', write: 'add olive oil to my list' },
  { kind: 'grocery add of a household thing', write: 'grab some paper towels' },
  { kind: 'grocery remove of an own line', first: ['add 3 lemons to my list'], write: 'take the lemons off my list' },
  { kind: 'grocery remove of a plan line', write: (_h, now) => `remove ${planLine(now)} from my list` },
  { kind: 'grocery tick of an own line', first: ['add 3 lemons to my list'], write: 'check off the lemons' },
  { kind: 'grocery tick of a plan line', write: (_h, now) => `check off ${planLine(now)}` },
  { kind: 'grocery untick', first: ['add 3 lemons to my list', 'check off the lemons'], write: 'uncheck the lemons' },
  { kind: 'grocery quantity', first: ['add 3 lemons to my list'], write: 'i need 5 lemons not 3' },
  { kind: 'pantry add', write: 'put 2 lb of rice in my pantry' },
  { kind: 'pantry add of a staple', write: 'put cinnamon in my pantry' },
  {
    kind: 'pantry move from the list',
    first: ['add 3 lemons to my list'],
    write: 'put the lemons in my pantry and take them off the list',
  },
  { kind: 'preferences: a dislike added', write: 'i hate mushrooms' },
  { kind: 'preferences: a dislike removed', write: "i don't mind olives anymore" },
  { kind: 'preferences: an allergy', write: "i'm allergic to shellfish" },
  { kind: 'preferences: a diet', write: "i'm vegetarian now" },
  { kind: 'preferences: calorie goal', write: 'set my calorie goal to 2200' },
  { kind: 'preferences: protein goal', write: 'i want at least 120g of protein a day' },
  { kind: 'preferences: budget', write: 'set my weekly budget to 140' },
  { kind: 'preferences: store', write: 'switch my store to costco' },
  { kind: 'plan swap', write: (h) => `swap tuesday dinner for ${h.spareDinner.title}` },
  { kind: 'plan: a food taken out of a meal', write: "take the onions out of tuesday's dinner", confirmed: true },
  { kind: 'plan: a recipe added to a slot', write: (h) => `add ${h.spareDinner.title} to wednesday dinner` },
  { kind: 'household: a member’s allergy', write: 'sam is allergic to peanuts' },
  { kind: 'household: a member’s dislike', write: 'sam hates mushrooms' },
  { kind: 'household: a member’s diet', write: 'sam is vegetarian' },
  { kind: 'household: meals away', write: "sam won't be home for dinner on friday" },
];

describe('chat: Undo restores exactly what the person sees', () => {
  let t: TestApp;
  let agent: Agent;
  let home: Home;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
    agent = (await signUpAgent(t.http, { firstName: 'Alex' })).agent;
    home = await homeOf(t, agent);
    await agent.post('/api/household/members').send({ name: 'Sam', age: 30 }).expect(201);
  });
  afterAll(() => t.close());

  it.each(KINDS)('$kind: the write, then its Undo, leaves everything as it was', async ({ first, write, confirmed }) => {
    const said: string[] = [];
    for (const message of first ?? []) {
      const reply = await say(agent, message);
      expect([message, reply.action]).toEqual([message, expect.any(Object)]);
      said.push(reply.action!.id);
    }
    const before = await seen(agent, home.planId);
    const message = typeof write === 'string' ? write : write(home, before);
    let reply = await say(agent, message);
    if (confirmed) {
      expect([message, reply.confirm]).toEqual([message, expect.any(Object)]);
      reply = await say(agent, reply.confirm!.request);
    }
    expect([message, reply.response, reply.action]).toEqual([message, reply.response, expect.any(Object)]);
    // the write happened: something the person sees changed
    expect(await seen(agent, home.planId)).not.toEqual(before);
    expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(200);
    expect(await seen(agent, home.planId)).toEqual(before);
    // what was said first is taken back too, so the next kind starts from the same home
    for (const id of said.reverse()) expect((await agent.post(`/api/chat/undo/${id}`)).status).toBe(200);
  });

  const SEVERAL = 'add bananas, take the lemons off my list and set my weekly budget to 140';

  it('several writes in one message: the reply’s one Undo puts all back', async () => {
    const lemons = await say(agent, 'add 3 lemons to my list');
    const before = await seen(agent, home.planId);
    const reply = await say(agent, SEVERAL);
    expect(reply.actions?.length).toBe(3);
    expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(200);
    expect(await seen(agent, home.planId)).toEqual(before);
    expect((await agent.post(`/api/chat/undo/${lemons.action!.id}`)).status).toBe(200);
  });

  it('several writes in one message, each undone alone newest first: each Undo takes back its own, and all leave it as it was', async () => {
    const lemons = await say(agent, 'add 3 lemons to my list');
    const before = await seen(agent, home.planId);
    const reply = await say(agent, SEVERAL);
    const [add, remove, budget] = reply.actions!;
    expect((await agent.post(`/api/chat/undo/${budget.id}`)).status).toBe(200);
    const afterBudget = await seen(agent, home.planId);
    expect(afterBudget.preferences).toEqual(before.preferences);
    expect(afterBudget.list!.items.some((l) => l.startsWith('bananas|'))).toBe(true);
    expect(afterBudget.list!.items.some((l) => l.startsWith('lemons|'))).toBe(false);
    expect((await agent.post(`/api/chat/undo/${remove.id}`)).status).toBe(200);
    const afterRemove = await seen(agent, home.planId);
    expect(afterRemove.list!.items.some((l) => l.startsWith('lemons|'))).toBe(true);
    expect(afterRemove.list!.items.some((l) => l.startsWith('bananas|'))).toBe(true);
    expect((await agent.post(`/api/chat/undo/${add.id}`)).status).toBe(200);
    expect(await seen(agent, home.planId)).toEqual(before);
    // nothing is left for the reply's own Undo
    expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(410);
    expect((await agent.post(`/api/chat/undo/${lemons.action!.id}`)).status).toBe(200);
  });
});
