/**
 * Amounts as people say them, through POST /api/chat (brief "amounts", issue #22 §3): an amount put right changes the
 * line that exists — never a second line, never a name like "bananas not 3" — and the reply says it before → after;
 * an amount said to be enough sets the line rather than taking it off; "by" moves a line up or down; parts of a unit
 * and packages in words are amounts; a question about an amount changes nothing. Undo puts each line back exactly.
 */
import { listed, personWithLines } from './chat-list.js';
import { say, undo } from './chat-turns.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('chat: amounts said in words and put right on the line that exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  it('"i need 5 bannanas not 3 can you fix that" changes the bananas line, misspelt and padded, and Undo restores it', async () => {
    const { agent, planId } = await personWithLines(t, 'Amounts week', 'bananas|3|', 'milk|1|gallon');
    const before = await listed(agent, planId);
    const reply = await say(agent, 'i need 5 bannanas not 3 can you fix that');
    expect(reply.response).toMatch(/bananas.*from 3 to 5/i);
    expect(await listed(agent, planId)).toEqual(['bananas|5|', 'milk|1|gallon']);
    await undo(agent, reply);
    expect(await listed(agent, planId)).toEqual(before);
  });

  it('an amount said to be enough sets the line, never takes it off: "i dont need 3 loaves of bread, one is plenty"', async () => {
    const { agent, planId } = await personWithLines(t, 'Amounts week', 'bread|3|loaf', 'milk|3|gallon', 'rice|3|bag');
    const bread = await say(agent, 'i dont need 3 loaves of bread, one is plenty');
    expect(bread.response).toMatch(/bread.*from 3 loaves to 1 loaf/i);
    const milk = await say(agent, 'too much milk, one gallon will do');
    expect(milk.response).toMatch(/milk.*from 3 gallons to 1 gallon/i);
    await say(agent, 'one bag of rice is enough');
    expect(await listed(agent, planId)).toEqual(['bread|1|loaf', 'milk|1|gallon', 'rice|1|bag']);
    await undo(agent, bread);
    expect(await listed(agent, planId)).toEqual(['bread|3|loaf', 'milk|1|gallon', 'rice|1|bag']);
  });

  it('"by" moves a line up or down by the amount, "another 2" and "double" from what it holds', async () => {
    const { agent, planId } = await personWithLines(t, 'Amounts week', 'eggs|12|', 'bananas|6|', 'avocados|2|');
    const up = await say(agent, 'up the eggs by 6');
    expect(up.response).toMatch(/eggs.*from 12 to 18/i);
    await say(agent, 'reduce the bananas by 2');
    await say(agent, 'another 2 avocados please');
    expect(await listed(agent, planId)).toEqual(['avocados|4|', 'bananas|4|', 'eggs|18|']);
    const double = await say(agent, 'i need double the eggs this week');
    expect(double.response).toMatch(/eggs.*from 18 to 36/i);
    expect(await listed(agent, planId)).toEqual(['avocados|4|', 'bananas|4|', 'eggs|36|']);
    await undo(agent, double);
    expect(await listed(agent, planId)).toEqual(['avocados|4|', 'bananas|4|', 'eggs|18|']);
  });

  it('"add another dozen eggs" joins the eggs line and says what it holds now; Undo takes the dozen back off', async () => {
    const { agent, planId } = await personWithLines(t, 'Amounts week', 'eggs|12|');
    const reply = await say(agent, 'add another dozen eggs');
    expect(reply.response).toMatch(/eggs \(now 24 on your list\)/i);
    expect(await listed(agent, planId)).toEqual(['eggs|24|']);
    await undo(agent, reply);
    expect(await listed(agent, planId)).toEqual(['eggs|12|']);
  });

  it('"please and thank you" after a correction asks nothing more: the spinach is 2 bags, still on the list', async () => {
    const { agent, planId } = await personWithLines(t, 'Amounts week', 'spinach|1|bag');
    const reply = await say(agent, 'change the spinach to 2 bags please and thank you');
    expect(reply.actions).toBeUndefined();
    expect(await listed(agent, planId)).toEqual(['spinach|2|bag']);
  });

  it('parts of a unit and packages in words are amounts, not names', async () => {
    const { agent, planId } = await personWithLines(t, 'Amounts week');
    await say(agent, 'add a quarter pound of ham');
    await say(agent, 'add three quarters of a pound of turkey');
    await say(agent, 'add a 5 lb bag of potatoes');
    await say(agent, 'add avocados x3');
    await say(agent, 'add a half-dozen eggs');
    const lines = await listed(agent, planId);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ham\|0\.25\|lb$/),
        expect.stringMatching(/turkey\|0\.75\|lb$/),
        expect.stringMatching(/potatoes\|5\|lb$/),
        expect.stringMatching(/^avocados?\|3\|$/),
        expect.stringMatching(/^eggs\|6\|$/),
      ]),
    );
    expect(lines).toHaveLength(5);
  });

  it('a question about an amount changes nothing; "dont need the cilantro anymore" takes it off and Undo puts it back', async () => {
    const { agent, planId } = await personWithLines(t, 'Amounts week', 'eggs|6|', 'cilantro|1|bunch');
    const before = await listed(agent, planId);
    const asked = await say(agent, 'do i have enough eggs for a dozen cupcakes');
    expect(asked.action).toBeUndefined();
    expect(await listed(agent, planId)).toEqual(before);
    const off = await say(agent, 'dont need the cilantro anymore');
    expect(off.response).toMatch(/Removed cilantro/i);
    expect(await listed(agent, planId)).toEqual(['eggs|6|']);
    await undo(agent, off);
    expect(await listed(agent, planId)).toEqual(before);
  });
});
