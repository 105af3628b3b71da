/**
 * A list line as people count it and ask about it (issue #22 §1–§3, brief "lines"), through POST /api/chat with a
 * real person, PostgreSQL and Redis: a count of packages ("2 bags", "a dozen cans") of a line of one's own counts
 * the line in that package, and Undo puts the amount and the unit back; "actually i need N" puts a line right
 * instead of adding on top; asking words before a name are no part of it; a question about one line (its amount,
 * tick or price) is answered from that line and makes it the line spoken of, so "bump that to 4", "tick it now",
 * "take them off" act on it; "X instead" right after an add swaps the add; a tick of a plan line names what it
 * put in the pantry.
 */
import { homeOf } from './chat-person.js';
import { linesOf, listed, named, personWithLines } from './chat-list.js';
import { conversation, say, undo, type Agent } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

describe('chat: list lines counted and asked about', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  const OWN = ['crackers|10|oz', 'cola|1|', 'tortilla chips|12|oz', 'peaches|2|', 'tea|1|', 'granola bars|1|', 'oranges|1|'];
  const person = () => personWithLines(t, 'Counted week', ...OWN);
  const lineOf = async (agent: Agent, planId: string, name: string) => named(await linesOf(agent, planId), name)[0];

  it.each([
    ['make the crackers 2 boxes', 'crackers', 2, 'box'],
    ['Could you set the amount of cola to a dozen cans please', 'cola', 12, 'can'],
    ['tortilla chips should be 3 bags, not one', 'tortilla chips', 3, 'bag'],
    ['i only need one bag of tortilla chips not 2', 'tortilla chips', 1, 'bag'],
    ['change the number of cola to 6 bottles', 'cola', 6, 'bottle'],
  ])(
    '"%s" counts the line in that package, said, and Undo puts amount and unit back',
    async (message, name, quantity, unit) => {
      const { agent, planId } = await person();
      const before = await listed(agent, planId);
      const reply = await say(agent, message);
      expect(reply.action).toBeDefined();
      expect(await lineOf(agent, planId, name)).toMatchObject({ quantity, unit });
      expect(reply.response).toMatch(new RegExp(`Changed ${name} .* to ${quantity} `, 'i'));
      await undo(agent, reply);
      expect(await listed(agent, planId)).toEqual(before);
    },
    60_000,
  );

  it.each([
    ['actually i need 5 peaches', 'peaches', 5],
    ['Sorry, we want half a dozen oranges', 'oranges', 6],
    ['oops i need 3 peaches', 'peaches', 3],
    ['actually we need a dozen oranges pls', 'oranges', 12],
    ['wait i want 4 oranges', 'oranges', 4],
  ])(
    '"%s" sets the line there (never added on top)',
    async (message, name, quantity) => {
      const { agent, planId } = await person();
      const reply = await say(agent, message);
      expect(reply.response).toMatch(/Changed/);
      expect(named(await linesOf(agent, planId), name)).toEqual([expect.objectContaining({ quantity })]);
    },
    60_000,
  );

  it.each([
    ['need avacados x3', 'avocado', 3],
    ['need bannanas x2 pls', 'banana', 2],
    ['gotta grab limes x4', 'limes', 4],
    ['need tomatos x5', 'tomato', 5],
    ['want 2 kiwis', 'kiwis', 2],
  ])(
    '"%s": the asking words are no part of the name, a slip is put right',
    async (message, name, quantity) => {
      const { agent, planId } = await person();
      await say(agent, message);
      const lines = await linesOf(agent, planId);
      const added = lines.filter((l) => !OWN.some((o) => o.split('|')[0] === l.name.toLowerCase()));
      expect(added).toEqual([expect.objectContaining({ quantity })]);
      expect(added[0].name.toLowerCase()).toMatch(new RegExp(`^${name}`));
      expect(added[0].name.toLowerCase()).not.toMatch(/need|want|gotta|grab/);
    },
    60_000,
  );

  it('"add X to my list x4", "another X", "one more X": the count is the add\'s, one more raises the line', async () => {
    const { agent, planId } = await person();
    await say(agent, 'add pears to my list x4');
    expect(await lineOf(agent, planId, 'pears')).toMatchObject({ quantity: 4 });
    expect((await linesOf(agent, planId)).some((l) => /list/i.test(l.name))).toBe(false);
    const more = await say(agent, 'another tea please');
    expect(more.action).toBeDefined();
    expect(await lineOf(agent, planId, 'tea')).toMatchObject({ quantity: 2 });
    await say(agent, 'add another granola bars');
    expect(await lineOf(agent, planId, 'granola bars')).toMatchObject({ quantity: 2 });
  }, 60_000);

  it('a question of one line reads it and writes nothing; the next message acts on that line', async () => {
    const { agent, planId } = await person();
    const before = await listed(agent, planId);
    let chat = conversation(agent);
    const amount = await chat('how many peaches am i getting');
    expect(amount.action).toBeUndefined();
    expect(amount.response).toMatch(/peaches: 2 on your list/i);
    expect(await listed(agent, planId)).toEqual(before);
    await chat('bump that to 4');
    expect(await lineOf(agent, planId, 'peaches')).toMatchObject({ quantity: 4 });

    chat = conversation(agent);
    const price = await chat('how much is the tea on my list?');
    expect(price.response).toMatch(/tea \(1\) is about \$\d+\.\d\d/i);
    expect(price.response).not.toMatch(/comes to/);
    await chat('ugh thats pricey, remove it');
    expect(await lineOf(agent, planId, 'tea')).toBeUndefined();

    chat = conversation(agent);
    const ticked = await chat('have we ticked off the crackers yet?');
    expect(ticked.action).toBeUndefined();
    expect(ticked.response).toMatch(/^No — crackers are not ticked off yet/);
    await chat('ok tick them now');
    expect(await lineOf(agent, planId, 'crackers')).toMatchObject({ isChecked: true });
    const again = await conversation(agent)('is the crackers checked off');
    expect(again.response).toMatch(/^Yes/);

    chat = conversation(agent);
    await chat('what are the granola bars for');
    const gone = await chat('eh take them off');
    expect(gone.response).toMatch(/Removed granola bars/);
    expect(await lineOf(agent, planId, 'granola bars')).toBeUndefined();
  }, 90_000);

  it('"do we already have X" reads the pantry, and "what about Y" asks it of Y; nothing is written', async () => {
    const { agent } = await signUpAgent(t.http);
    const chat = conversation(agent);
    const first = await chat('do we already have cinnamon?');
    expect(first.action).toBeUndefined();
    expect(first.response).toMatch(/cinnamon isn't in your pantry/i);
    const next = await chat('what about nutmeg');
    expect(next.response).toMatch(/nutmeg isn't in your pantry/i);
  }, 60_000);

  it('"X instead" right after an add takes the add back and adds X, each named', async () => {
    const { agent, planId } = await person();
    const chat = conversation(agent);
    await chat('add cucumber to my list');
    const swapped = await chat('hmm zucchini instead');
    expect(swapped.response).toMatch(/Removed cucumber/);
    expect(swapped.response).toMatch(/Added zucchini/i);
    const lines = await linesOf(agent, planId);
    expect(named(lines, 'cucumber')).toEqual([]);
    expect(lines.some((l) => /zucchini/i.test(l.name))).toBe(true);
  }, 60_000);

  it("a tick of a plan line says what its packages left in the pantry (as the list page's tick keeps it), and Undo takes both back", async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const pantry = async () => ((await agent.get('/api/pantry').expect(200)).body.items as { name: string }[]).length;
    const lines = (await linesOf(agent, home.planId)).filter((l) => !l.isChecked);
    let told = 0;
    for (const line of lines.slice(0, 8)) {
      const before = await pantry();
      const reply = await say(agent, `check off ${line.name}`);
      if (!reply.action) continue;
      const grew = (await pantry()) > before;
      // the pantry changed only where the reply says so, and the reply says so only where it changed
      expect(/in your pantry/.test(reply.response)).toBe(grew);
      if (grew) {
        told++;
        await undo(agent, reply);
        expect(await pantry()).toBe(before);
      }
      if (told) break;
    }
    expect(told).toBe(1);
  }, 120_000);
});
