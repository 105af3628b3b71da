/**
 * Nothing stored that is not a thing (issue #22 item 2, brief "bounds" 1), through POST /api/chat with a real person,
 * PostgreSQL and Redis: wishes, goals, feelings and body aims said in the shapes of an add ("i need a break", "add some
 * excitement to my week", "i hate mondays") change nothing the person can see, and the reply claims no change; real
 * foods, misspelt foods and household things said in the same shapes are still added, by their right names.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatCompletion } from './chat-completion.js';
import { CLAIM, homeOf, seen } from './chat-person.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { say } from './chat-turns.js';

/** Wishes, goals, feelings and aims whose object is no food, recipe, household thing, diet or allergen. */
const NOT_THINGS = [
  'i want to put on some muscle',
  'need more energy lately',
  'i need a break',
  'gotta lose the belly',
  'want more veggies in my life',
  'i need help with dinner ideas',
  'add some excitement to my week',
  'put more joy in my life',
  'i need more sleep',
  'need some motivation to cook',
  'add more variety please',
  'i want to feel healthier',
  'get me some inspiration',
  'I would like to have more energy in the mornings.',
  'pls add less stress to my week',
  'throw in some balance',
  'need to cut down on junk',
  'i want to eat cleaner',
  'i hate mondays',
  'i really hate cooking',
  "i'm allergic to stress",
  'i cant stand waking up early',
  'put my worries on the list',
  'add patience to my shopping list',
  'i dont like being hungry',
  'i need more self control',
  'we need a vacation',
  'add happiness to my pantry',
  'im sick of the same old food',
  'i want bigger arms',
  'need to get fit for summer',
  'i gotta drop some weight',
  'add some love to the list',
  'grab me a moment of peace',
  'my kids need more attention',
  'i need to stop snacking at night',
  'remember that i hate being late',
  'i am allergic to mornings lol',
  'plz put some fun in my week',
  'i need a hug',
  'sam hates mondays',
  'sam is allergic to homework',
  'remember i dont like drama',
  'add a pinch of luck',
  'we are out of patience',
  'i need a vacation asap',
  'add my mom to the list',
  'put some sunshine in my pantry',
  "i'm on a health kick",
  'i could use some peace and quiet',
  'stock up on courage',
  'Please add more discipline to my routine.',
];

/** The same shapes naming real things: each is added, by its right name (a misspelt one put right). */
const THINGS: { say: string; list?: RegExp; pantry?: RegExp; dislike?: string; allergy?: string }[] = [
  { say: 'i need more spinach', list: /^spinach\|/ },
  { say: 'need some bananas lately', list: /^bananas\|/ },
  { say: 'add some brocolli to my list', list: /^Broccoli\|/ },
  { say: 'gotta grab trash bags', list: /^trash bags\|/i },
  { say: 'put paper towels on the list', list: /^paper towels\|/i },
  { say: 'throw in some yoghurt', list: /^yog(?:h)?urt|^Greek yogurt|^Plain yogurt/i },
  { say: 'i hate cilantor', dislike: 'Cilantro' },
  { say: 'im allergic to shelfish', allergy: 'Shellfish' },
  { say: 'put some flour in my pantry', pantry: /^(?:All-purpose )?flour\|/i },
];

describe('chat: nothing stored that is not a thing (embedded assistant)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  it(`${NOT_THINGS.length} wishes, goals and feelings said like adds change nothing and claim no change`, async () => {
    const { agent } = await signUpAgent(t.http, { firstName: 'Alex' });
    const home = await homeOf(t, agent);
    // someone at the table, whose rules are stored names too
    await agent.post('/api/household/members').send({ name: 'Sam', age: 30 }).expect(201);
    let before = await seen(agent, home.planId);
    const wrong: string[] = [];
    for (const message of NOT_THINGS) {
      const reply = await say(agent, message);
      const after = await seen(agent, home.planId);
      const changed = JSON.stringify(after) !== JSON.stringify(before);
      if (changed || reply.action || CLAIM.test(reply.response))
        wrong.push(`"${message}" → ${changed ? 'CHANGED DATA; ' : ''}${reply.action ? 'UNDO OFFERED; ' : ''}${reply.response}`);
      // a wrong write is put back, so each message is judged from the same data
      if (reply.action) await agent.post(`/api/chat/undo/${reply.action.id}`).expect(200);
      if (changed) before = await seen(agent, home.planId);
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it('a message with control characters is read without them, not refused; markup and control text never reach a stored name', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const sent = [
      'add eggs\u0000 to my list',
      'put\u0007 2 lb of rice in my pantry\u001B',
      'i hate <b>cilantro</b>',
      "i'm allergic to <script>alert(1)</script>peanuts",
      'grab some <i>paper towels</i>\u0000',
      'add\tbananas\nto my list',
    ];
    for (const message of sent) {
      const res = await agent.post('/api/chat').send({ message, context: { currentMessages: [{ content: 'hi\u0000', isUser: true }] } });
      expect([message, res.status]).toEqual([message, 200]);
      expect([message, res.body.action]).toEqual([message, expect.any(Object)]);
    }
    const after = await seen(agent, home.planId);
    const stored = [
      ...after.list!.items.map((l) => l.split('|')[0]),
      ...after.pantry.map((p) => p.split('|')[0]),
      ...(after.preferences.dislikedIngredients as string[]),
      ...(after.preferences.allergies as string[]),
    ];
    expect(stored).toEqual(expect.arrayContaining(['eggs', 'Cilantro', 'Peanuts', 'paper towels', 'bananas']));
    expect(after.pantry.some((p) => /rice/i.test(p.split('|')[0]))).toBe(true);
    // eslint-disable-next-line no-control-regex -- control characters are what must not be stored
    expect(stored.filter((n) => /[<>\u0000-\u001f]|script|alert/.test(n))).toEqual([]);
  });

  it('a real food said with a non-thing: the food is added, the other is asked about by name, and a word spelt right is never read as a food', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const mixed = await say(agent, 'add eggs and happiness to my list');
    expect(mixed.response).toMatch(/^Added eggs to your grocery list.*I don't know "happiness"/s);
    const peace = await say(agent, 'add peace to my list');
    expect(peace.response).toMatch(/^I don't know "peace" — did you mean Peach\?/);
    expect(peace.action).toBeUndefined();
    const names = (await seen(agent, home.planId)).list!.items.map((l) => l.split('|')[0].toLowerCase());
    expect(names).toContain('eggs');
    expect(names.filter((n) => /happiness|peach|peace/.test(n))).toEqual([]);
  });

  it('real foods, misspelt foods and household things in the same shapes are added, by their right names', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const wrong: string[] = [];
    for (const thing of THINGS) {
      const reply = await say(agent, thing.say);
      const after = await seen(agent, home.planId);
      const prefs = after.preferences as { dislikedIngredients: string[]; allergies: string[] };
      const there =
        (thing.list && after.list!.items.some((l) => thing.list!.test(l))) ||
        (thing.pantry && after.pantry.some((p) => thing.pantry!.test(p))) ||
        (thing.dislike && prefs.dislikedIngredients.includes(thing.dislike)) ||
        (thing.allergy && prefs.allergies.includes(thing.allergy));
      if (!there || !reply.action || !CLAIM.test(reply.response)) wrong.push(`"${thing.say}" → ${reply.response}`);
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});

type Message = { role: string; content?: string | null };
type ToolCall = { name: string; args: object };

describe('chat: nothing stored that is not a thing (OpenAI-compatible assistant)', () => {
  let t: TestApp;
  let calls: ToolCall[] = [];
  const results: Record<string, unknown>[] = [];
  // a model that calls the tools it is given for the person's message, then says "Done."
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: Message[] };
      const last = body.messages[body.messages.length - 1];
      if (last.role === 'tool')
        results.push(...body.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content!) as Record<string, unknown>));
      const turn =
        last.role === 'user'
          ? {
              tool_calls: calls.map((c, i) => ({
                id: `c${i}`,
                type: 'function' as const,
                function: { name: c.name, arguments: JSON.stringify(c.args) },
              })),
            }
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

  it('whatever non-thing the model sends to a write tool, nothing is stored and the tool says so', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const before = await seen(agent, home.planId);
    const tries: ToolCall[] = [
      { name: 'add_grocery_item', args: { name: 'muscle' } },
      { name: 'add_grocery_item', args: { name: 'more energy' } },
      { name: 'add_grocery_item', args: { name: 'a break' } },
      { name: 'add_grocery_item', args: { name: 'veggies in my life' } },
      { name: 'add_preference', args: { list: 'dislikedIngredients', value: 'mondays' } },
      { name: 'add_preference', args: { list: 'allergies', value: 'stress' } },
      { name: 'add_preference', args: { list: 'dietaryRestrictions', value: 'clean eating' } },
      { name: 'update_preferences', args: { dislikedIngredients: ['Olives', 'being late'] } },
      { name: 'update_preferences', args: { dietaryRestrictions: ['more energy'] } },
      { name: 'update_preferences', args: { allergies: ['the belly'] } },
    ];
    for (const call of tries) {
      calls = [call];
      results.length = 0;
      const res = await agent.post('/api/chat').send({ message: 'i want to put on some muscle', context: { currentMessages: [] } });
      expect(res.status).toBe(200);
      expect([call, res.body.action]).toEqual([call, undefined]);
      expect([call, results[0]]).toEqual([call, expect.objectContaining({ ok: false })]);
    }
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('real things the model sends are stored by their right names', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    calls = [
      { name: 'add_grocery_item', args: { name: 'paper towles' } },
      { name: 'add_preference', args: { list: 'dietaryRestrictions', value: 'vegitarian' } },
      { name: 'update_preferences', args: { dislikedIngredients: ['Olives', 'cilantor'] } },
    ];
    const res = await agent
      .post('/api/chat')
      .send({ message: 'paper towels, and i am vegetarian and hate cilantro', context: { currentMessages: [] } });
    expect(res.body.action).toBeDefined();
    const after = await seen(agent, home.planId);
    expect(after.list!.items.some((l) => l.startsWith('Paper towels|'))).toBe(true);
    expect(after.preferences).toMatchObject({ dietaryRestrictions: ['Vegetarian'], dislikedIngredients: ['Olives', 'Cilantro'] });
  });
});
