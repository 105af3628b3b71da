/**
 * Lines taken off, put right and ticked back as people say it (issue #22 §3–§4, brief "lines"), through POST
 * /api/chat with a real person, PostgreSQL and Redis: a reason said after the things ("…, the kids won't eat them")
 * is no part of any name; "X isn't needed any more" takes X off; "and the soda too" after several changes takes the
 * soda off as the last change did; a misspelt line is the line it is near, and the reply says what was typed; a food
 * only some lines' names end with is asked about, nothing changed; "…, don't need to buy any" after a food at home
 * puts it in the pantry and takes it off the list; "X - we need 5, not just the one" and "X x4" set the line's amount.
 */
import { linesOf, named } from './chat-list.js';
import { personTalking } from './chat-person.js';
import type { Agent } from './chat-turns.js';
import { startTestApp, type TestApp } from './test-app.js';

const pantryNames = async (agent: Agent) =>
  ((await agent.get('/api/pantry').expect(200)).body as { items: { name: string }[] }).items.map((p) => p.name.toLowerCase());

describe('chat: lines taken off and put right as people say it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  const person = () => personTalking(t);

  it.each([
    ['take the cookies off my list, the kids won’t touch them', ['cookies']],
    ['remove cookies, nobody in this house eats them', ['cookies']],
    ['delete the soda and the cookies, fresh start this month', ['soda', 'cookies']],
    ['scratch the cookies and the soda off, doctor wants less sugar', ['cookies', 'soda']],
  ])(
    '"%s" takes off only the things named, the reason no part of a name',
    async (message, gone) => {
      const { agent, planId, say } = await person();
      await say('add cookies, soda and eggs');
      const reply = await say(message);
      expect(reply.response).not.toMatch(/couldn't find/i);
      const lines = await linesOf(agent, planId);
      for (const thing of gone) expect(named(lines, thing)).toEqual([]);
      expect(named(lines, 'eggs')).toHaveLength(1);
    },
    60_000,
  );

  it.each(['the soda isnt needed anymore, party got cancelled', 'Soda is no longer needed.', 'ok the soda aren’t needed any more'])(
    '"%s" takes the soda off the list',
    async (message) => {
      const { agent, planId, say } = await person();
      await say('add soda and eggs');
      const reply = await say(message);
      expect(reply.response).toMatch(/Removed soda/i);
      const lines = await linesOf(agent, planId);
      expect(named(lines, 'soda')).toEqual([]);
      expect(named(lines, 'eggs')).toHaveLength(1);
    },
    60_000,
  );

  it.each(['and the soda too', 'the soda as well', 'oh and soda too pls'])(
    'after adding one thing and taking another off, "%s" takes the soda off, adding nothing',
    async (message) => {
      const { agent, planId, say } = await person();
      await say('add cookies and soda');
      await say('put eggs on the list and take off the cookies');
      const reply = await say(message);
      expect(reply.response).toMatch(/Removed soda/i);
      const lines = await linesOf(agent, planId);
      expect(named(lines, 'soda')).toEqual([]);
      expect(named(lines, 'cookies')).toEqual([]);
      expect(named(lines, 'eggs')).toHaveLength(1);
    },
    60_000,
  );

  it.each(['remove the cookeis', 'take the cookis off pls', 'delete cookiess from the list', 'scratch the coookies'])(
    '"%s" takes the cookies off and says what was typed',
    async (message) => {
      const { agent, planId, say } = await person();
      await say('add cookies and eggs');
      const reply = await say(message);
      expect(reply.response).toMatch(/Removed cookies.*You wrote/i);
      const lines = await linesOf(agent, planId);
      expect(named(lines, 'cookies')).toEqual([]);
      expect(named(lines, 'eggs')).toHaveLength(1);
    },
    60_000,
  );

  it.each(['remove the berries', 'take all the berries off my list', 'get rid of berries pls'])(
    '"%s" with strawberries and blueberries listed asks which, changing nothing',
    async (message) => {
      const { agent, planId, say } = await person();
      await say('add strawberries and blueberries');
      const before = await linesOf(agent, planId);
      const reply = await say(message);
      expect(reply.action).toBeUndefined();
      expect(reply.response).toMatch(/strawberries/i);
      expect(reply.response).toMatch(/blueberries/i);
      expect(await linesOf(agent, planId)).toEqual(before);
    },
    60_000,
  );

  it.each([
    'untick the soda, we put them back at the store',
    'uncheck soda, i left it at the store',
    'untick the soda please, we put it back',
  ])(
    '"%s" unticks the soda',
    async (message) => {
      const { agent, planId, say } = await person();
      await say('add soda');
      await say('tick off the soda');
      expect(named(await linesOf(agent, planId), 'soda')[0].isChecked).toBe(true);
      const reply = await say(message);
      expect(reply.response).toMatch(/Unchecked soda/i);
      expect(named(await linesOf(agent, planId), 'soda')[0].isChecked).toBe(false);
    },
    60_000,
  );

  it.each([
    "we've got loads of coffee at home, no need to buy more",
    'we have plenty of coffee at home so no need to buy it',
    "i've got coffee at home, we don't need to get any",
  ])(
    '"%s" puts the coffee in the pantry and takes it off the list',
    async (message) => {
      const { agent, planId, say } = await person();
      await say('add coffee and eggs');
      await say(message);
      const lines = await linesOf(agent, planId);
      expect(named(lines, 'coffee')).toEqual([]);
      expect(named(lines, 'eggs')).toHaveLength(1);
      expect((await pantryNames(agent)).some((n) => /coffee/.test(n))).toBe(true);
    },
    60_000,
  );

  it.each(['i have carrots at home', 'we have potatoes and carrots at home', 'got some carrots in the fridge'])(
    '"%s" with frozen mixed vegetables listed puts carrots in the pantry, not the mixed vegetables',
    async (message) => {
      const { agent, say } = await person();
      await say('add frozen mixed vegetables');
      await say(message);
      const pantry = await pantryNames(agent);
      expect(pantry.some((n) => /carrot/.test(n))).toBe(true);
      expect(pantry.some((n) => /mixed vegetables/.test(n))).toBe(false);
    },
    60_000,
  );

  it.each([
    ['apples - we need 5, not just the one', 5],
    ['apples: i need six not only one', 6],
    ['apples x4 instead', 4],
    ['the apples x 3 please', 3],
  ])(
    '"%s" sets the apples line to %i',
    async (message, quantity) => {
      const { agent, planId, say } = await person();
      await say('add 1 apple');
      const reply = await say(message);
      expect(reply.action).toBeDefined();
      const [apples] = (await linesOf(agent, planId)).filter((l) => /^apples?$/i.test(l.name));
      expect(apples.quantity).toBe(quantity);
    },
    60_000,
  );
});
