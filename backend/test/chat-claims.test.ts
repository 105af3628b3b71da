/**
 * Says what happened (issue #22 item 4, brief "bounds" 2), through POST /api/chat with a real person, PostgreSQL and
 * Redis: over a varied set of write asks, the person's data (list lines with the removed ones, pantry, preferences,
 * plan items, household) changes if and only if the reply claims a change (Added, Removed, Checked off, Changed,
 * Swapped, Set, Put … in your pantry), and what changed is what the reply names; "already there" is said, not done.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatCompletion } from './chat-completion.js';
import { CLAIM, homeOf, seen, type Home, type Seen } from './chat-person.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { say } from './chat-turns.js';

interface Ask {
  say: string | ((home: Home) => string);
  /** Said first (and undone after), to make the ask meet something there. */
  first?: string[];
  /** The words the reply must name when it claims a change (what changed). */
  names?: RegExp;
}

const ASKS: Ask[] = [
  { say: 'add bananas to my list', names: /bananas/i },
  { say: 'i need 2 lemons', names: /lemons/i },
  { say: 'grab some trash bags', names: /trash bags/i },
  { say: 'put 2 cans of chickpeas on the list', names: /chickpeas/i },
  { say: 'add brocolli', names: /Broccoli/ },
  { say: "i'm out of eggs", first: ['add 12 eggs to my list'], names: /eggs/i },
  { say: 'add eggs to my list', first: ['add 12 eggs to my list'], names: /eggs/i },
  { say: 'take the lemons off my list', first: ['add 3 lemons to my list'], names: /lemons/i },
  { say: 'remove bananas from my list' },
  { say: 'take the xqzt off my list' },
  { say: 'check off the lemons', first: ['add 3 lemons to my list'], names: /lemons/i },
  { say: 'uncheck the lemons', first: ['add 3 lemons to my list'] },
  { say: 'i need 5 lemons not 3', first: ['add 3 lemons to my list'], names: /lemons/i },
  { say: 'make it 4 lemons', first: ['add 4 lemons to my list'] },
  { say: 'put 2 lb of rice in my pantry', names: /rice/i },
  { say: 'put olive oil in my pantry' },
  { say: 'remove butter from my pantry', names: /butter.* out of your pantry/i },
  { say: 'take the cinnamon out of my pantry' },
  { say: 'i hate mushrooms', names: /mushrooms/i },
  { say: 'i hate olives' },
  { say: "i'm allergic to peanuts", names: /peanuts/i },
  { say: "i'm not allergic to peanuts anymore" },
  { say: "i don't mind olives anymore", names: /olives/i },
  { say: 'set my calorie goal to 2000' },
  { say: 'set my calorie goal to 2300', names: /2300|2,300/ },
  { say: 'set my weekly budget to 120' },
  { say: 'set my weekly budget to 150', names: /150/ },
  { say: 'i want 130g of protein a day', names: /130/ },
  { say: 'switch my store to costco', names: /costco/i },
  { say: "i'm vegan now", names: /vegan/i },
  { say: (h) => `swap tuesday dinner for ${h.spareDinner.title}`, names: /tuesday/i },
  { say: (h) => `add ${h.spareDinner.title} to wednesday dinner`, names: /wednesday/i },
  { say: 'sam is allergic to peanuts', names: /sam/i },
  { say: "sam won't be home for dinner on friday", names: /friday/i },
  { say: "take the onions out of tuesday's dinner" },
  { say: "what's on my list?" },
  { say: 'do i need to buy eggs?' },
  { say: 'is there gluten in tuesday dinner?' },
  { say: "don't add eggs" },
];

/** Whether anything the person sees differs. */
const differs = (a: Seen, b: Seen) => JSON.stringify(a) !== JSON.stringify(b);

describe('chat: a reply says a change only when it made one, and names what it changed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  it(`${ASKS.length} write asks and questions: changed if and only if claimed, and the claim names the change`, async () => {
    const { agent } = await signUpAgent(t.http, { firstName: 'Alex' });
    const home = await homeOf(t, agent);
    await agent.post('/api/household/members').send({ name: 'Sam', age: 30 }).expect(201);
    const wrong: string[] = [];
    for (const ask of ASKS) {
      const undo: string[] = [];
      for (const message of ask.first ?? []) {
        const reply = await say(agent, message);
        if (reply.action) undo.push(reply.action.id);
      }
      const message = typeof ask.say === 'string' ? ask.say : ask.say(home);
      const before = await seen(agent, home.planId);
      const reply = await say(agent, message);
      const changed = differs(await seen(agent, home.planId), before);
      const claimed = CLAIM.test(reply.response);
      if (changed !== claimed || changed !== !!reply.action)
        wrong.push(`"${message}" → ${changed ? 'changed' : 'unchanged'}, ${reply.action ? 'with' : 'no'} Undo: ${reply.response}`);
      else if (claimed && ask.names && !ask.names.test(reply.response))
        wrong.push(`"${message}" → does not name ${ask.names}: ${reply.response}`);
      else if (claimed && !ask.names) wrong.push(`"${message}" → claims a change none was asked for: ${reply.response}`);
      if (reply.action) undo.push(reply.action.id);
      for (const id of undo.reverse()) expect((await agent.post(`/api/chat/undo/${id}`)).status).toBe(200);
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});

type Message = { role: string; content?: string | null };
type ToolCall = { name: string; args: object };

describe('chat: a tool says "unchanged" when it changed nothing (OpenAI-compatible assistant)', () => {
  let t: TestApp;
  let call: ToolCall = { name: 'get_preferences', args: {} };
  const results: Record<string, unknown>[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: Message[] };
      const last = body.messages[body.messages.length - 1];
      if (last.role === 'tool') results.push(JSON.parse(last.content!) as Record<string, unknown>);
      const turn =
        last.role === 'user'
          ? { tool_calls: [{ id: 'c0', type: 'function' as const, function: { name: call.name, arguments: JSON.stringify(call.args) } }] }
          : { content: 'Done.' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(body.model, turn));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t = await startTestApp({
      seeded: true,
      chatRateLimitPerMinute: 1000,
      openaiApiKey: 'test-key',
      openaiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      openaiModel: 'test-model',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it('each write tool: the data changed if and only if the tool answered a change, and only then is there an Undo', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    await agent.post(`/api/grocery-lists/${home.planId}/items`).send({ name: 'eggs', quantity: 12 }).expect(201);
    const calls: ToolCall[] = [
      { name: 'add_grocery_item', args: { name: 'eggs' } },
      { name: 'add_grocery_item', args: { name: 'bananas' } },
      { name: 'check_grocery_item', args: { name: 'eggs', checked: false } },
      { name: 'check_grocery_item', args: { name: 'eggs', checked: true } },
      { name: 'remove_grocery_item', args: { name: 'xqzt' } },
      { name: 'add_preference', args: { list: 'dislikedIngredients', value: 'Olives' } },
      { name: 'add_preference', args: { list: 'dislikedIngredients', value: 'mushrooms' } },
      { name: 'remove_preference', args: { list: 'allergies', value: 'Peanuts' } },
      { name: 'update_preferences', args: { calorieGoal: 2000 } },
      { name: 'update_preferences', args: { calorieGoal: 2300 } },
    ];
    const wrong: string[] = [];
    for (const c of calls) {
      call = c;
      results.length = 0;
      const before = await seen(agent, home.planId);
      const res = await agent.post('/api/chat').send({ message: 'do it', context: { currentMessages: [] } });
      expect(res.status).toBe(200);
      const changed = JSON.stringify(await seen(agent, home.planId)) !== JSON.stringify(before);
      const result = results[0] ?? {};
      const said = result.ok === true && !result.unchanged;
      if (changed !== said || changed !== !!res.body.action)
        wrong.push(`${JSON.stringify(c)} → changed ${changed}, tool ${JSON.stringify(result).slice(0, 160)}`);
      if (res.body.action) expect((await agent.post(`/api/chat/undo/${res.body.action.id}`)).status).toBe(200);
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
