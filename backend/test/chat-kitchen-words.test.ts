/**
 * The list and the pantry in more of people's words (brief "kitchen", second round), through POST /api/chat with a
 * real person, PostgreSQL and Redis: a punnet added and undone by asking, things bought then asked crossed off (ticked,
 * never removed), a line's amount said with no verb, several asks with no joiner, the pantry told with a hedge or a
 * place, "we ran out of it" after a pantry question, and "scrap that" after a pantry change putting it back.
 */
import { homeOf, seen, type Home, pantryNamesIn, listLineIn } from './chat-person.js';
import { conversation, say, undoAll as undoReply, type Agent, type ChatReply } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

describe('chat: the list and the pantry in more of people’s words', () => {
  let t: TestApp;
  let agent: Agent;
  let home: Home;
  const undoAll = (reply: ChatReply) => undoReply(agent, reply);

  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
    agent = (await signUpAgent(t.http, { firstName: 'Robin' })).agent;
    home = await homeOf(t, agent);
  }, 120_000);
  afterAll(() => t.close());

  it('"add a punnet of blackberries" adds blackberries; "actually no, undo that" takes them off again', async () => {
    const before = await seen(agent, home.planId);
    const chat = conversation(agent);
    const reply = await chat('add a punnet of blackberries');
    expect(reply.response).toMatch(/added[^.]*blackberr/i);
    expect(listLineIn(await seen(agent, home.planId), /^blackberr/)).toBeDefined();
    await chat('actually no undo that');
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('"found the crisps, cross them off" ticks the chips line, never takes it off; Undo unticks', async () => {
    const added = await say(agent, 'add potato chips to my list');
    const before = await seen(agent, home.planId);
    const reply = await say(agent, 'FOUND THE CRISPS 🎉 cross them off');
    expect(reply.response).toMatch(/checked off/i);
    expect(listLineIn(await seen(agent, home.planId), /chips/)).toMatch(/\|ticked$/);
    await undoAll(reply);
    expect(await seen(agent, home.planId)).toEqual(before);
    await undoAll(added);
  });

  it('"limes to six please" and "the limes should be 4 the kids love them" set the line', async () => {
    const added = await say(agent, 'add 2 limes to my list');
    const before = await seen(agent, home.planId);
    const six = await say(agent, 'limes to six please');
    expect(listLineIn(await seen(agent, home.planId), /^limes?$/)).toMatch(/\|6 /);
    const four = await say(agent, 'the limes should be 4 the kids love them');
    expect(listLineIn(await seen(agent, home.planId), /^limes?$/)).toMatch(/\|4 /);
    await undoAll(four);
    await undoAll(six);
    expect(await seen(agent, home.planId)).toEqual(before);
    await undoAll(added);
  });

  it('"picked up the pears the apples are 5 now and add a pound of butter": a tick, a set and an add', async () => {
    const added = await say(agent, 'add pears and 2 apples to my list');
    const before = await seen(agent, home.planId);
    const reply = await say(agent, 'picked up the pears the apples are 5 now and add a pound of butter');
    const after = await seen(agent, home.planId);
    expect(listLineIn(after, /^pears?$/)).toMatch(/\|ticked$/);
    expect(listLineIn(after, /^apples?$/)).toMatch(/\|5 /);
    expect(listLineIn(after, /^butter/)).toBeDefined();
    await undoAll(reply);
    expect(await seen(agent, home.planId)).toEqual(before);
    await undoAll(added);
  });

  it('the pantry told with a hedge settled, or with a place: out of it, into it; Undo restores', async () => {
    const before = await seen(agent, home.planId);
    expect(pantryNamesIn(before).some((n) => /olive oil/.test(n))).toBe(true);
    const gone = await say(agent, "i reckon we must have used up the olive oil? not sure, yeah it's all gone");
    expect(pantryNamesIn(await seen(agent, home.planId)).some((n) => /olive oil/.test(n))).toBe(false);
    await undoAll(gone);
    expect(await seen(agent, home.planId)).toEqual(before);
    const kept = await say(agent, "i've got loads of cumin and paprika in my spice drawer");
    const names = pantryNamesIn(await seen(agent, home.planId));
    expect([names.some((n) => /cumin/.test(n)), names.some((n) => /paprika/.test(n))]).toEqual([true, true]);
    await undoAll(kept);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('"we ran out of it last week" after "do we have butter at home": butter out of the pantry', async () => {
    const before = await seen(agent, home.planId);
    const chat = conversation(agent);
    const asked = await chat('do we have butter at home');
    expect(asked.action).toBeUndefined();
    const reply = await chat('no actually we ran out of it last week');
    expect(pantryNamesIn(await seen(agent, home.planId)).some((n) => /^butter/.test(n))).toBe(false);
    await undoAll(reply);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('"scrap that found another jar" after "we are out of butter": the pantry and list as they were', async () => {
    const before = await seen(agent, home.planId);
    const chat = conversation(agent);
    await chat("we're out of butter");
    expect(pantryNamesIn(await seen(agent, home.planId)).some((n) => /^butter/.test(n))).toBe(false);
    await chat('scrap that found another jar');
    expect(await seen(agent, home.planId)).toEqual(before);
  });
});

describe('chat: a line taken off beside one just added that holds its name', () => {
  let t: TestApp;
  let agent: Agent;
  let home: Home;

  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
    agent = (await signUpAgent(t.http, { firstName: 'Sam' })).agent;
    home = await homeOf(t, agent);
  }, 120_000);
  afterAll(() => t.close());

  it.each([
    ['add oat milk remove milk and tick off bread', /^oat milk$/, /^(?:whole )?milk$/, 'milk'],
    ['put greek yogurt on, take off the yogurt', /^greek yog/, /^(?:plain |whole milk )?yogurt/, 'yogurt'],
  ])('"%s": the line just added stays, the other is taken off', async (message, added, other, plain) => {
    const put = await say(agent, `add ${plain} and bread to my list`);
    const before = await seen(agent, home.planId);
    const reply = await say(agent, message);
    const after = await seen(agent, home.planId);
    expect(listLineIn(after, added)).toBeDefined();
    expect(listLineIn(after, other)).toBeUndefined();
    expect(reply.response).not.toMatch(/which one/i);
    for (const action of [...(reply.actions ?? (reply.action ? [reply.action] : []))].reverse())
      expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
    expect(await seen(agent, home.planId)).toEqual(before);
    for (const action of [...(put.actions ?? (put.action ? [put.action] : []))].reverse()) await agent.post(`/api/chat/undo/${action.id}`);
  });
});
