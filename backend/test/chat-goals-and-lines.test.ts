/**
 * Issue #22 §3-4, through POST /api/chat with a real person (PostgreSQL, Redis): goals said as statements and list
 * lines put right, each stored as said and undone exactly.
 *   - a month said as when ("skint this month") leaves a weekly budget weekly; a day's goal said with no verb
 *     ("protein 150 a day pls") is set, and a large one asked first, then set on a yes;
 *   - a reason said after an amount with no comma ("… 3 bags we have people over") names no line;
 *   - "got the X and Y already" ticks both; "need more oats, make it 3 bags" is one change to 3 bags;
 *   - food "for the kids' lunches" goes on the list, not into a meal.
 */
import { conversation, type Agent, type ChatReply, say } from './chat-turns.js';
import { startTestApp, type TestApp } from './test-app.js';
import { soupWeek } from './soup-week.js';

type Line = { name: string; quantity: number; unit?: string | null; isChecked: boolean };

/** Every action of a reply undone, newest first. */
const undoAll = async (agent: Agent, reply: ChatReply) => {
  const actions = reply.actions ?? (reply.action ? [reply.action] : []);
  expect(actions.length).toBeGreaterThan(0);
  for (const action of [...actions].reverse()) expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
};

async function personWith(t: TestApp, own: string[]) {
  const { agent, planId } = await soupWeek(t, own, 'Goals week');
  const lines = async () =>
    ((await agent.get(`/api/grocery-lists/${planId}`)).body.items as Line[])
      .map((l) => ({ name: l.name, quantity: Number(l.quantity), unit: l.unit ?? null, isChecked: l.isChecked }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.quantity - b.quantity);
  const prefs = async () => (await agent.get('/api/preferences')).body as Record<string, unknown>;
  const plan = async () => (await agent.get(`/api/meal-plans/${planId}`)).body as unknown;
  return { agent, lines, prefs, plan };
}

describe('chat: goals said as statements and list lines put right (issue #22 §3-4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('a goal stated without a rate word for the month, or without a verb, is stored as said; Undo restores it', async () => {
    const { agent, prefs } = await personWith(t, []);
    expect((await agent.post('/api/preferences').send({ weeklyBudget: 100, proteinGoal: 140, calorieGoal: 2100 })).status).toBe(200);
    const before = await prefs();
    for (const [message, field, value] of [
      ["skint this month so my budget's 85 quid a week", 'weeklyBudget', 85],
      ['Our grocery budget is 90 dollars a week from now on, as this month has been expensive.', 'weeklyBudget', 90],
      ['protein 150 a day pls', 'proteinGoal', 150],
      ['um protein like 130 a day', 'proteinGoal', 130],
      ['calories 1900 daily', 'calorieGoal', 1900],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, now: (await prefs())[field] }).toEqual({ message, now: value });
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringContaining(value.toLocaleString('en-US')) });
      await undoAll(agent, reply);
      expect({ message, undone: await prefs() }).toEqual({ message, undone: before });
    }
  });

  it('a large goal said with no verb is asked first, nothing written; the yes sets it and Undo restores', async () => {
    const { agent, prefs } = await personWith(t, []);
    expect((await agent.post('/api/preferences').send({ proteinGoal: 100 })).status).toBe(200);
    const before = await prefs();
    const talk = conversation(agent);
    const asked = await talk('PROTEIN 180 A DAY');
    expect(asked.action).toBeUndefined();
    expect(asked.response).toMatch(/^Change your daily protein goal from 100 g to 180 g\?/);
    expect(await prefs()).toEqual(before);
    const done = await talk('yes');
    expect((await prefs()).proteinGoal).toBe(180);
    await undoAll(agent, done);
    expect(await prefs()).toEqual(before);
  });

  it('a reason said after an amount names no line: only the line named changes; Undo restores it', async () => {
    const { agent, lines } = await personWith(t, ['pretzels', 'eggs']);
    const before = await lines();
    for (const [message, name, quantity] of [
      ['pls make the pretzels 3 bags we have people over', 'pretzels', 3],
      ['make the eggs 18 cos im baking', 'eggs', 18],
    ] as const) {
      const reply = await say(agent, message);
      const now = await lines();
      expect({ message, names: now.map((l) => l.name) }).toEqual({ message, names: before.map((l) => l.name) });
      expect({ message, line: now.find((l) => l.name === name)?.quantity }).toEqual({ message, line: quantity });
      await undoAll(agent, reply);
      expect(await lines()).toEqual(before);
    }
  });

  it('"got the X and Y already" ticks both lines; Undo unticks both', async () => {
    const { agent, lines } = await personWith(t, ['apples', 'lemons']);
    const before = await lines();
    const reply = await say(agent, 'got the apples and lemons already');
    expect(reply.actions?.length).toBe(2);
    expect((await lines()).filter((l) => ['apples', 'lemons'].includes(l.name)).map((l) => l.isChecked)).toEqual([true, true]);
    await undoAll(agent, reply);
    expect(await lines()).toEqual(before);
  });

  it('an add with the amount said after it is one change to that amount, on the list or not; Undo restores', async () => {
    const { agent, lines } = await personWith(t, ['rice']);
    const before = await lines();
    // not on the list: added as 3 bags, one action
    const oats = await say(agent, 'need more oats, make it 3 bags');
    expect({ action: !!oats.action, actions: oats.actions }).toEqual({ action: true, actions: undefined });
    const added = (await lines()).filter((l) => !before.some((b) => b.name === l.name));
    expect(added).toEqual([expect.objectContaining({ name: expect.stringMatching(/oats/i), quantity: 3 })]);
    await undoAll(agent, oats);
    expect(await lines()).toEqual(before);
    // on the list: set to 2, not 1 added and then set
    const rice = await say(agent, 'we need more rice, make it 2 bags please');
    expect((await lines()).find((l) => l.name === 'rice')?.quantity).toBe(2);
    await undoAll(agent, rice);
    expect(await lines()).toEqual(before);
    for (const [message, name, quantity] of [
      ['add oat milk and make it 2', /^oat milk$/i, 2],
      ['add lemons then make them 4', /^lemons?$/i, 4],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, actions: reply.actions, added: (await lines()).filter((l) => name.test(l.name)).map((l) => l.quantity) }).toEqual({
        message,
        actions: undefined,
        added: [quantity],
      });
      await undoAll(agent, reply);
      expect(await lines()).toEqual(before);
    }
  });

  it("food for the kids' lunches goes on the list, the plan unchanged; Undo takes it off", async () => {
    const { agent, lines, plan } = await personWith(t, []);
    const [beforeLines, beforePlan] = [await lines(), await plan()];
    for (const [message, name] of [
      ["add grapes for the kids' lunches", /^grapes?$/i],
      ['ADD APPLES FOR WORK LUNCHES', /^apples?$/i],
    ] as const) {
      const reply = await say(agent, message);
      const added = (await lines()).filter((l) => !beforeLines.some((b) => b.name === l.name)).map((l) => l.name);
      expect({ message, added }).toEqual({ message, added: [expect.stringMatching(name)] });
      expect(await plan()).toEqual(beforePlan);
      await undoAll(agent, reply);
      expect(await lines()).toEqual(beforeLines);
    }
  });

  it('"i no longer eat X, and swap a dinner as well": the dislike added and the dinner swapped; Undo restores both', async () => {
    const { agent, prefs, plan } = await personWith(t, []);
    type View = { days: { dayOfWeek: number; meals: Record<string, { items: { recipe: { title: string } | null }[] }> }[] };
    const tuesdayDinner = async () =>
      ((await plan()) as View).days.find((d) => d.dayOfWeek === 2)?.meals.dinner?.items.map((i) => i.recipe?.title ?? '') ?? [];
    const [beforePrefs, beforeDinner] = [await prefs(), await tuesdayDinner()];
    expect(beforeDinner).toEqual(['Onion soup of my own']);
    const reply = await say(agent, "I no longer eat pork, and please swap Tuesday's dinner with something else as well.");
    expect(reply.actions?.length).toBe(2);
    expect((await prefs()).dislikedIngredients).toEqual(['Pork']);
    expect(await tuesdayDinner()).not.toEqual(beforeDinner);
    await undoAll(agent, reply);
    expect(await prefs()).toEqual(beforePrefs);
    expect(await tuesdayDinner()).toEqual(beforeDinner);
  });
});
