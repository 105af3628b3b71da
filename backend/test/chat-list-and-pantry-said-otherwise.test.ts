/**
 * The list and the pantry in more of people's words (brief "kitchen", fifth round), through POST /api/chat with a real
 * person, PostgreSQL and Redis: an amount said after the food, who the food is bought for, "bin" beside a tick, the
 * pantry told with "there's … in the cupboard", listed, and "take the paprika out of that", and "not those, make it …" after an add — each undone exactly.
 */
import { homeOf, seen, type Home, pantryNamesIn, listLineIn } from './chat-person.js';
import { conversation, say, undoAll as undoReply, type Agent, type ChatReply } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

describe('chat: the list and the pantry said otherwise', () => {
  let t: TestApp;
  let agent: Agent;
  let home: Home;
  const undoAll = (reply: ChatReply) => undoReply(agent, reply);

  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
    agent = (await signUpAgent(t.http, { firstName: 'Noor' })).agent;
    home = await homeOf(t, agent);
  }, 120_000);
  afterAll(() => t.close());

  it('"grab limes, like 5 of em" adds 5; "put 6 bagels on my list for my grandson\'s breakfast" adds them, declining nothing', async () => {
    const before = await seen(agent, home.planId);
    const limes = await say(agent, 'grab limes, like 5 of em');
    expect(listLineIn(await seen(agent, home.planId), /^limes?$/)).toMatch(/\|5 /);
    const eggs = await say(agent, "put 6 bagels on my list for my grandson's breakfast");
    expect(eggs.response).toMatch(/added/i);
    expect(listLineIn(await seen(agent, home.planId), /^bagels?$/)).toMatch(/\|6 /);
    await undoAll(eggs);
    await undoAll(limes);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('"check off the tea and bin the cookies": the tea ticked and the biscuits off the list; Undo restores both', async () => {
    const added = await say(agent, 'add tea and cookies to my list');
    const before = await seen(agent, home.planId);
    const reply = await say(agent, 'check off the tea and bin the cookies');
    const after = await seen(agent, home.planId);
    expect(listLineIn(after, /^tea/)).toMatch(/\|ticked$/);
    expect(listLineIn(after, /cookie/)).toBeUndefined();
    await undoAll(reply);
    expect(await seen(agent, home.planId)).toEqual(before);
    await undoAll(added);
  });

  it('"there\'s a jar of paprika in the cupboard" puts it in the pantry; listed, "take the paprika out of that" takes it out; Undo puts it back', async () => {
    const put = await say(agent, "there's a jar of paprika in the cupboard");
    const before = await seen(agent, home.planId);
    expect(pantryNamesIn(before).some((n) => /paprika/.test(n))).toBe(true);
    const chat = conversation(agent);
    await chat("what's in my pantry");
    const reply = await chat('take the paprika out of that, we have none');
    expect(pantryNamesIn(await seen(agent, home.planId)).some((n) => /paprika/.test(n))).toBe(false);
    await undoAll(reply);
    expect(await seen(agent, home.planId)).toEqual(before);
    await undoAll(put);
  });

  it('"nah not them, get spring onions" after "add 2 leeks": the leeks off, green onions on; Undo restores', async () => {
    const before = await seen(agent, home.planId);
    const chat = conversation(agent);
    const leeks = await chat('add 2 leeks');
    expect(listLineIn(await seen(agent, home.planId), /^leeks?$/)).toBeDefined();
    const reply = await chat('nah not them, get spring onions');
    const after = await seen(agent, home.planId);
    expect(listLineIn(after, /^leeks?$/)).toBeUndefined();
    expect(listLineIn(after, /green onion/)).toBeDefined();
    await undoAll(reply);
    await undoAll(leeks);
    expect(await seen(agent, home.planId)).toEqual(before);
  });
});
