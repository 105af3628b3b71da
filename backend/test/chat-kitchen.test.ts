/**
 * The pantry and the list in people's words (brief "kitchen"), through POST /api/chat with a real person,
 * PostgreSQL and Redis: what is said of the kitchen ("i've got rice at home", "we ran out of butter", "bin the
 * spinach, it went off") changes the pantry and the list as a person would expect, the reply says what happened,
 * and Undo puts everything the person sees back exactly. A question about the kitchen writes nothing.
 */
import { homeOf, seen, type Home, type Seen, pantryNamesIn } from './chat-person.js';
import type { Agent } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { say, type ChatReply } from './chat-turns.js';

/** The names in the pantry, lower case. */
/** The list's open and ticked lines by name, lower case ("lemons|ticked"). */
const listLines = (s: Seen) => s.list!.items.map((l) => `${l.split('|')[0].toLowerCase()}|${l.split('|')[3]}`);
const hasLine = (s: Seen, name: RegExp, state?: 'open' | 'ticked') =>
  listLines(s).some((l) => name.test(l.split('|')[0]) && (!state || l.endsWith(`|${state}`)));

describe('chat: the pantry and the list in people’s words', () => {
  let t: TestApp;
  let agent: Agent;
  let home: Home;
  const undo = async (reply: ChatReply) => expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(200);

  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
    agent = (await signUpAgent(t.http, { firstName: 'Robin' })).agent;
    home = await homeOf(t, agent);
    // (seeding a home takes long on a busy machine)
  }, 120_000);
  afterAll(() => t.close());

  it.each([
    ["i've got rice at home", /rice/],
    ['we already have loads of pasta', /pasta|spaghetti/],
    ['my mum gave us a sack of potatoes', /potato/],
    ['i have half a bag of spinach left', /spinach/],
  ])('"%s" puts the food in the pantry, and Undo takes it out again exactly', async (message, food) => {
    const before = await seen(agent, home.planId);
    expect(pantryNamesIn(before).some((n) => food.test(n))).toBe(false);
    const reply = await say(agent, message);
    expect(reply.response).toMatch(/pantry/i);
    const after = await seen(agent, home.planId);
    expect(pantryNamesIn(after).some((n) => food.test(n))).toBe(true);
    await undo(reply);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('"we ran out of butter" with butter at home: out of the pantry and onto the list; Undo restores both', async () => {
    const put = await say(agent, 'put butter in my pantry');
    const before = await seen(agent, home.planId);
    expect(pantryNamesIn(before).some((n) => /^butter/.test(n))).toBe(true);
    const reply = await say(agent, 'we ran out of butter');
    expect(reply.response).toMatch(/took butter\b[^.]* out of your pantry/i);
    const after = await seen(agent, home.planId);
    expect(pantryNamesIn(after).some((n) => /^butter/.test(n))).toBe(false);
    expect(hasLine(after, /^butter/, 'open')).toBe(true);
    for (const action of [...(reply.actions ?? [reply.action!])].reverse())
      expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
    expect(await seen(agent, home.planId)).toEqual(before);
    await undo(put);
  });

  it('"i\'m out of lemons" with lemons on the list already: said so, never "Added", nothing written', async () => {
    const added = await say(agent, 'add 3 lemons to my list');
    const before = await seen(agent, home.planId);
    const reply = await say(agent, "i'm out of lemons");
    expect(reply.response).toMatch(/already on your list/i);
    expect(reply.response).not.toMatch(/^Added/);
    expect(reply.action).toBeUndefined();
    expect(await seen(agent, home.planId)).toEqual(before);
    await undo(added);
  });

  it('"used up the last of the honey" with none at home nor on the list: put on the list, undoable', async () => {
    const before = await seen(agent, home.planId);
    const reply = await say(agent, 'used up the last of the honey');
    expect(reply.response).toMatch(/added honey/i);
    expect(hasLine(await seen(agent, home.planId), /^honey$/, 'open')).toBe(true);
    await undo(reply);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('"bin the spinach, it went off" and "remove salt from my staples" take each out of the pantry, undoably', async () => {
    const spinach = await say(agent, 'put spinach in my pantry');
    const salt = await say(agent, 'put salt in my pantry');
    for (const [message, food] of [
      ['bin the spinach, it went off', 'spinach'],
      ['remove salt from my staples', 'salt'],
    ]) {
      const before = await seen(agent, home.planId);
      const reply = await say(agent, message);
      expect(reply.response).toMatch(new RegExp(`took ${food} out of your pantry`, 'i'));
      expect(pantryNamesIn(await seen(agent, home.planId))).not.toContain(food);
      expect(listLines(await seen(agent, home.planId))).toEqual(listLines(before));
      await undo(reply);
      expect(await seen(agent, home.planId)).toEqual(before);
    }
    await undo(salt);
    await undo(spinach);
  });

  it('"got the apples and the lemons already" ticks both; one Undo unticks both', async () => {
    const added = await say(agent, 'add apples and 3 lemons to my list');
    const before = await seen(agent, home.planId);
    const reply = await say(agent, 'got the apples and the lemons already');
    const after = await seen(agent, home.planId);
    expect([hasLine(after, /^apples?$/, 'ticked'), hasLine(after, /^lemons?$/, 'ticked')]).toEqual([true, true]);
    await undo(reply);
    expect(await seen(agent, home.planId)).toEqual(before);
    await undo(added);
  });

  it('"clear the ticked ones" takes off only the ticked lines; Undo puts them back ticked', async () => {
    const added = await say(agent, 'add apples and 3 lemons to my list');
    const ticked = await say(agent, 'i bought the lemons');
    const before = await seen(agent, home.planId);
    const reply = await say(agent, 'clear the ticked ones');
    const after = await seen(agent, home.planId);
    expect(hasLine(after, /^lemons?$/)).toBe(false);
    expect(hasLine(after, /^apples?$/, 'open')).toBe(true);
    await undo(reply);
    expect(await seen(agent, home.planId)).toEqual(before);
    await undo(ticked);
    await undo(added);
  });

  it('"put the lemons back on" after they were taken off: on the list again, not a food eaten again', async () => {
    const added = await say(agent, 'add 3 lemons to my list');
    const removed = await say(agent, 'take the lemons off');
    const before = await seen(agent, home.planId);
    expect(hasLine(before, /^lemons?$/)).toBe(false);
    const reply = await say(agent, 'put the lemons back on');
    const after = await seen(agent, home.planId);
    expect(hasLine(after, /^lemons?$/, 'open')).toBe(true);
    expect(after.preferences).toEqual(before.preferences);
    await undo(reply);
    expect(await seen(agent, home.planId)).toEqual(before);
    await undo(removed);
    await undo(added);
  });

  it.each(['do i have rice at home?', 'is there any butter in the cupboard', 'have we got eggs', "what's in my pantry"])(
    'a question about the kitchen, "%s", writes nothing',
    async (message) => {
      const before = await seen(agent, home.planId);
      const reply = await say(agent, message);
      expect(reply.action).toBeUndefined();
      expect(await seen(agent, home.planId)).toEqual(before);
    },
  );
});
