/**
 * Adds said in few words, through POST /api/chat (brief "adds", issue #22 §2–3): things named with no verb and an
 * amount, the list or a please are added, with the amount; a food's name from elsewhere (rocket, courgette, mince)
 * goes on as the list's name for it and the reply says what was typed; a count after the list ("x4") is the
 * count, never part of the name; a package's size is no name; a one-word slip is put right. Naming with a verb that
 * says something else, or a dish, adds nothing. Undo puts the list back exactly.
 */
import { listed, personWithLines } from './chat-list.js';
import { say, undo, type Agent, type ChatReply } from './chat-turns.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The lines the message added: what is listed after it and was not before. */
async function added(agent: Agent, planId: string, message: string): Promise<{ reply: ChatReply; lines: string[]; before: string[] }> {
  const before = await listed(agent, planId);
  const reply = await say(agent, message);
  const after = await listed(agent, planId);
  return { reply, lines: after.filter((l) => !before.includes(l)), before };
}

describe('chat: adds said in few words', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  it.each([
    ['a half dozen eggs thanks', /^eggs\|6\|/],
    ['four cucumbers', /^cucumbers\|4\|/],
    ['two tins of chickpeas pls', /^chickpeas\|2\|can/],
    ['a couple of pounds of potatoes please', /^potatoes\|2\|lb/],
    ['Half a pound of ground turkey', /^ground turkey\|0\.5\|lb/],
    ["eight sweet potatoes for sunday's batch", /^sweet potatoes\|8\|/],
  ])('"%s" with no verb adds the one line with its amount, and Undo takes it off', async (message, line) => {
    const { agent, planId } = await personWithLines(t, 'Short adds week', 'milk|1|gallon');
    const { reply, lines, before } = await added(agent, planId, message);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(reply.response).toMatch(/^Added/);
    await undo(agent, reply);
    expect(await listed(agent, planId)).toEqual(before);
  });

  it('a food named with a please, or with the list, is added; one already there is said so, not added twice', async () => {
    const { agent, planId } = await personWithLines(t, 'Short adds week', 'lemons|3|');
    const limes = await added(agent, planId, 'LIMES PLS');
    expect(limes.lines).toHaveLength(1);
    expect(limes.lines[0]).toMatch(/^limes\|/);
    const kale = await added(agent, planId, 'kale on my shopping list thank you');
    expect(kale.lines).toHaveLength(1);
    expect(kale.lines[0]).toMatch(/^kale\|/);
    const again = await added(agent, planId, 'lemons please');
    expect(again.lines).toEqual([]);
    expect(again.reply.response).toMatch(/lemons.*already on your list/i);
  });

  it('names from elsewhere go on by the list’s name, and the reply says what was typed', async () => {
    const { agent, planId } = await personWithLines(t, 'Short adds week');
    const { reply, lines } = await added(agent, planId, 'could you add rocket, courgettes and an aubergine to the list');
    expect(lines.map((l) => l.split('|')[0])).toEqual(['arugula', 'eggplant', 'zucchini']);
    expect(reply.response).toMatch(/rocket/);
    const mince = await added(agent, planId, 'i need 500g beef mince');
    expect(mince.lines).toHaveLength(1);
    expect(mince.lines[0]).toMatch(/^ground beef\|500\|g/);
    const fizzy = await added(agent, planId, 'grab some fizzy drinks for the kids party');
    expect(fizzy.lines.map((l) => l.split('|')[0])).toEqual(['soda']);
  });

  it('a count after the list is the count, never part of the name; a package’s size is no name', async () => {
    const { agent, planId } = await personWithLines(t, 'Short adds week');
    const limes = await added(agent, planId, 'put limes on my list x 4');
    expect(limes.lines).toEqual(['limes|4|']);
    const avocados = await added(agent, planId, 'could you put avocados on my list x2 please');
    expect(avocados.lines).toEqual(['avocados|2|']);
    const peas = await added(agent, planId, 'grab a large bag of frozen peas');
    expect(peas.lines).toHaveLength(1);
    expect(peas.lines[0]).toMatch(/^frozen peas\|1\|bag/);
    const names = (await listed(agent, planId)).map((l) => l.split('|')[0]);
    expect(names.some((n) => /\b(?:list|large|big)\b/.test(n))).toBe(false);
  });

  it('a need to come is an add, and a one-word slip with one food near it is put right and said', async () => {
    const { agent, planId } = await personWithLines(t, 'Short adds week');
    const thighs = await added(agent, planId, 'We shall need 3 pounds of chicken thighs for the barbecue.');
    expect(thighs.lines).toHaveLength(1);
    expect(thighs.lines[0]).toMatch(/^chicken thighs\|3\|lb/);
    const slip = await added(agent, planId, 'put 3 zuccinni on my list');
    expect(slip.lines).toEqual(['zucchini|3|']);
    expect(slip.reply.response).toMatch(/zuccinni/);
  });

  it('naming that says something else adds nothing', async () => {
    const { agent, planId } = await personWithLines(t, 'Short adds week', 'milk|1|gallon');
    for (const message of ['six eggs is plenty for us', 'two eggs for breakfast', 'spinach lasagna please', 'an onion', 'three days']) {
      const { lines } = await added(agent, planId, message);
      expect({ message, lines }).toEqual({ message, lines: [] });
    }
  });
});
