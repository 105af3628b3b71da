/**
 * The second turn of a conversation read against the first (issue #22 point 1), through the real chat: a thing just
 * added put right ("i meant …": the first taken off, the second added, each undone alone), a meal just read swapped for
 * a wish said after "something else", "take it off" said after a reason, a food put in the pantry just read, the
 * week's cheapest dinner picked and then put on another day, a recipe told about and put in a slot, the first line of
 * an aisle ticked. A question never writes; a correction with nothing just added changes nothing.
 */
import { conversation, type Agent, type ChatReply } from './chat-turns.js';
import { homeOf, seen, type Home, type Seen, pantryNamesIn } from './chat-person.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

const nothingWritten = (reply: ChatReply) => expect(reply.action).toBeUndefined();
const names = (s: Seen) => s.list!.items.map((l) => l.split('|')[0].toLowerCase());
const dinnerOf = (s: Seen, weekday: number) => s.plan.items.filter((i) => i.startsWith(`${weekday} dinner|`)).map((i) => i.split('|')[1]);

describe('chat: the second turn of a conversation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  /** A signed-up person with a week at home (chat-person.ts), and a conversation of their own. */
  async function person(): Promise<{ agent: Agent; home: Home; say: ReturnType<typeof conversation> }> {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    return { agent, home, say: conversation(agent) };
  }
  const undoAll = async (agent: Agent, reply: ChatReply) => {
    for (const action of [...(reply.actions ?? [reply.action!])].reverse())
      expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
  };

  it('"whoops, i meant coconut milk" after almond milk was added: almond milk off, coconut milk on; Undo puts the list back', async () => {
    const { agent, home, say } = await person();
    const added = await say('could you add almond milk to my list');
    expect(added.action).toBeDefined();
    const before = await seen(agent, home.planId);
    expect(names(before)).toContain('almond milk');
    const fixed = await say('whoops, i meant coconut milk');
    expect(fixed.actions).toHaveLength(2);
    expect(fixed.response).toMatch(/almond milk/i);
    expect(fixed.response).toMatch(/coconut milk/i);
    const after = await seen(agent, home.planId);
    expect(names(after)).not.toContain('almond milk');
    expect(names(after)).toContain('coconut milk');
    await undoAll(agent, fixed);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('"no sorry, mango not kiwi" after an allergy was said: the allergy put right; with nothing just added it changes nothing', async () => {
    const { agent, say } = await person();
    const allergy = await say("i'm allergic to kiwi");
    expect(allergy.action).toBeDefined();
    const fixed = await say('no sorry, mango not kiwi');
    expect(fixed.actions).toHaveLength(2);
    const prefs = (await agent.get('/api/preferences').expect(200)).body as { allergies: string[] };
    expect(prefs.allergies.map((a) => a.toLowerCase())).toEqual(expect.arrayContaining(['mango']));
    expect(prefs.allergies.map((a) => a.toLowerCase())).not.toContain('kiwi');
    // a new conversation: nothing was just added, so there is nothing to put right
    const other = await person();
    nothingWritten(await other.say('oops i meant pears'));
  });

  it('"meh, something else that takes under 30 minutes" after a dinner was read swaps that dinner; asked, it is only offered', async () => {
    const { agent, home, say } = await person();
    const read = await say("what's for dinner on tuesday");
    expect(read.response).toContain(home.onionDinner.title);
    nothingWritten(await say('any chance of something different thats vegetarian?'));
    expect(dinnerOf(await seen(agent, home.planId), 2)).toEqual([home.onionDinner.title]);
    const swapped = await say('meh, something else that takes under 30 minutes');
    expect(swapped.action).toBeDefined();
    expect(dinnerOf(await seen(agent, home.planId), 2)).not.toContain(home.onionDinner.title);
  });

  it('"ok delete it then, we have crackers" after a line was asked about takes that line off, not a search for crackers', async () => {
    const { agent, home, say } = await person();
    expect((await say('add pretzels to my list')).action).toBeDefined();
    await say('what are the pretzels on my list for');
    const removed = await say('ok delete it then, we have crackers');
    expect(removed.action).toBeDefined();
    expect(names(await seen(agent, home.planId))).not.toContain('pretzels');
  });

  it('"put honey in there as well" after the pantry was read: honey at home, not on the list', async () => {
    const { agent, home, say } = await person();
    await say('what have i got in my pantry');
    const before = await seen(agent, home.planId);
    const put = await say('put honey in there as well');
    expect(put.action).toBeDefined();
    const after = await seen(agent, home.planId);
    expect(pantryNamesIn(after).some((n) => n.startsWith('honey'))).toBe(true);
    expect(names(after)).toEqual(names(before));
  });

  it('"never mind, got a bag at home" after a food was asked about puts that food in the pantry', async () => {
    const { agent, home, say } = await person();
    await say('is garlic on my shopping list');
    const home2 = await say('never mind, got a bag at home');
    expect(home2.action).toBeDefined();
    expect(pantryNamesIn(await seen(agent, home.planId)).some((n) => n.startsWith('garlic'))).toBe(true);
  });

  it('the cheapest dinner of the week is read from the plan, with its price; "put that one on saturday too" puts it there', async () => {
    const { agent, home, say } = await person();
    const picked = await say('which of my dinners costs the least this week?');
    nothingWritten(picked);
    expect(picked.response).toMatch(/cheapest dinner/i);
    expect(picked.response).toMatch(/\$\d/);
    const title = [home.onionDinner.title, home.otherDinner.title].find((d) => picked.response.includes(`'s ${d}`))!;
    expect(title).toBeDefined();
    const put = await say('nice, put that one on saturday too');
    expect(put.action).toBeDefined();
    expect(dinnerOf(await seen(agent, home.planId), 6)).toEqual([title]);
  });

  it('a recipe told about by its name, then "add it to saturday dinner": that recipe in that slot', async () => {
    const { agent, home, say } = await person();
    const told = await say(`can you tell me about the ${home.spareDinner.title.toLowerCase()}`);
    nothingWritten(told);
    expect(told.response).toContain(home.spareDinner.title);
    const put = await say('ok add it to saturday dinner');
    expect(put.action).toBeDefined();
    expect(dinnerOf(await seen(agent, home.planId), 6)).toEqual([home.spareDinner.title]);
  });

  it('"tick off the first one" after an aisle of the list was read ticks the first line it showed', async () => {
    const { agent, home, say } = await person();
    const aisle = await say('any produce on my list?');
    nothingWritten(aisle);
    const first = /•\s*([^—\n]+?)\s+—/.exec(aisle.response)?.[1];
    expect(first).toBeDefined();
    const ticked = await say('got that, tick off the first one');
    expect(ticked.action).toBeDefined();
    // (a ticked line is bought: no longer open on the list)
    const open = (await seen(agent, home.planId)).list!.items.filter((l) => l.split('|')[0] === first && l.includes('|open|'));
    expect(open).toEqual([]);
  });
});
