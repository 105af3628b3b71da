/**
 * Foods put into a planned meal and taken out of it, through POST /api/chat with a real person (PostgreSQL, Redis):
 * a food said beside a meal is added next to it (never swapped in), a recipe named "as well" goes in beside the
 * meal, several foods are each their own undoable add, an amount with a reason is still an add, "add … to it"
 * after a meal was read goes into that meal, a food named with its slot first comes out of that meal, a whole meal
 * taken off the plan stores no dislike, a meal made for more people has its servings set, and a meal named as a grocery
 * line is asked about. Undo puts everything back.
 */
import { startTestApp, type TestApp } from './test-app.js';
import { conversation, say, undo } from './chat-turns.js';
import { personAtHome, seen, slotOf } from './chat-person.js';

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const todayWeekday = () => new Date().getUTCDay();

describe('chat: foods into and out of a planned meal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const person = () => personAtHome(t);

  it('a food said beside a meal is added next to what is there, and Undo takes it out again', async () => {
    const { agent, home, before } = await person();
    const reply = await say(agent, 'could u put some greek yogurt with my thursday dinner pls');
    expect(reply.action?.description).toBe('Added Greek yogurt to Thursday dinner');
    const slot = slotOf((await seen(agent, home.planId)).plan.items, 4, 'dinner');
    expect(slot.some((i) => i.includes(home.otherDinner.title))).toBe(true);
    expect(slot.some((i) => i.includes('Greek yogurt'))).toBe(true);
    await undo(agent, reply);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('a recipe named "as well" goes in beside the meal as the recipe, named in the reply', async () => {
    const { agent, home, before } = await person();
    const day = DAYS[todayWeekday()];
    const reply = await say(agent, `add the avocado baked eggs to ${day} breakfast as well`);
    expect(reply.action?.description).toMatch(/^Added Avocado Baked Eggs to \w+ breakfast$/);
    expect(reply.response).toMatch(/beside Oatmeal/);
    const slot = slotOf((await seen(agent, home.planId)).plan.items, todayWeekday(), 'breakfast');
    expect(slot).toHaveLength(2);
    await undo(agent, reply);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('several foods in one add: each added, each undone (the last first, as each put back its slot as it found it)', async () => {
    const { agent, home, before } = await person();
    const reply = await say(agent, 'add hummus and some carrots to thursday dinner');
    expect(reply.actions?.map((a) => a.description)).toEqual(['Added Hummus to Thursday dinner', 'Added Carrots to Thursday dinner']);
    for (const part of [...reply.actions!].reverse()) expect((await agent.post(`/api/chat/undo/${part.id}`)).status).toBe(200);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('an amount, a state and a reason: still an add, never a question about protein', async () => {
    const { agent, home, before } = await person();
    const reply = await say(agent, "i'd like 2 boiled eggs added to tuesday dinner, i need the protein");
    expect(reply.action?.description).toMatch(/^Added .*eggs to Tuesday dinner$/i);
    expect(reply.response).toMatch(/^Added 2/);
    await undo(agent, reply);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('"add … to it" after a meal was read: into that meal, not onto the list', async () => {
    const { agent, home, before } = await person();
    const chat = conversation(agent);
    await chat("what's for dinner on thursday");
    const reply = await chat('add an orange to it');
    expect(reply.action?.description).toBe('Added Orange to Thursday dinner');
    await undo(agent, reply);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('a food named with its slot first, then deleted: out of that meal', async () => {
    const { agent, home, before } = await person();
    const reply = await say(agent, `the oatmeal on ${DAYS[todayWeekday()]} breakfast, just delete it`);
    expect(reply.action?.description).toMatch(/^Removed Oatmeal from \w+ breakfast$/);
    expect(slotOf((await seen(agent, home.planId)).plan.items, todayWeekday(), 'breakfast')).toEqual([]);
    await undo(agent, reply);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('a whole meal taken off the plan, the reason without a comma: the slot cleared, no dislike stored', async () => {
    const { agent, home, before } = await person();
    const reply = await say(agent, 'take thursday dinner out of the plan we are eating at my moms');
    expect(reply.action).toBeDefined();
    expect(reply.response).toContain(home.otherDinner.title);
    const after = await seen(agent, home.planId);
    expect(slotOf(after.plan.items, 4, 'dinner')).toEqual([]);
    expect(after.preferences).toEqual(before.preferences);
    await undo(agent, reply);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it("a meal made for more people: its recipe's servings set in one undoable write, named in the reply", async () => {
    const { agent, home, before } = await person();
    const reply = await say(agent, 'can you make thursday dinner for 4 people, my in-laws are coming');
    expect(reply.action?.description).toBe('Made Thursday dinner for 4');
    expect(reply.response).toContain(`${home.otherDinner.title} ×4`);
    const slot = slotOf((await seen(agent, home.planId)).plan.items, 4, 'dinner');
    expect(slot).toEqual([expect.stringContaining('|4 servings|')]);
    await undo(agent, reply);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('cooking for a number on a day with no meal said: asked which, nothing changed', async () => {
    const { agent, home, before } = await person();
    const reply = await say(agent, "we're cooking for 3 on thursday");
    expect(reply.action).toBeUndefined();
    expect(reply.choices).toEqual(['make thursday dinner for 3']);
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('a meal named as a grocery line is asked about, nothing changed', async () => {
    const { agent, home, before } = await person();
    const reply = await say(agent, "remove thursday's dinner from my list");
    expect(reply.action).toBeUndefined();
    expect(reply.confirm?.request).toBe("remove thursday's dinner");
    expect(await seen(agent, home.planId)).toEqual(before);
  });
});
