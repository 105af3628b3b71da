/**
 * Issue #22 points 2-4, through POST /api/chat with a real person (PostgreSQL, Redis): ask when it is not clear,
 * act when it is.
 *   - a food named by its family ("oil", "cheese", "peppers"; "yogurt" with two yogurts listed) is asked about
 *     when added, the family offered as taps, nothing written; the pick adds it; a qualified name is added at once;
 *   - a change with no object or value ("take it off", "swap it", "i want to change a goal", "update my settings")
 *     is asked about with the choices named, never the fallback or a read-out of the settings; with a thing spoken
 *     of just before, "take it off" is done on it;
 *   - clear requests said indirectly are done and undone exactly: a visitor's allergy kept out of the meals, "no
 *     more X for me", "switch me to paleo", "X is fine for me again", courtesy and non-native order around a list
 *     add, misspelt plurals, "soda x3", "already have the X and the Y", a diet or "cheaper" on a named meal, goal
 *     fields with typos.
 */
import { conversation, type ChatReply, say, undo } from './chat-turns.js';
import { startTestApp, type TestApp } from './test-app.js';
import { soupWeek } from './soup-week.js';

type Line = { name: string; quantity: number; unit?: string | null; isChecked: boolean };
interface PlanView {
  days: { dayOfWeek: number; meals: Record<string, { items: { recipe: { id: number; title: string } | null }[] }> }[];
}

/** A person whose week (today on) has a soup of their own on Tuesday and Thursday dinners, its list built, and these lines added. */
async function personWith(t: TestApp, own: string[]) {
  const { agent, planId } = await soupWeek(t, own, 'Asks week');
  const lines = async () =>
    ((await agent.get(`/api/grocery-lists/${planId}`)).body.items as Line[])
      .map((l) => ({ name: l.name, quantity: Number(l.quantity), unit: l.unit ?? null, isChecked: l.isChecked }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.quantity - b.quantity);
  const prefs = async () => (await agent.get('/api/preferences')).body as Record<string, unknown> & { allergies: string[] };
  const slot = async (weekday: number) => {
    const view = (await agent.get(`/api/meal-plans/${planId}`)).body as PlanView;
    return view.days.find((d) => d.dayOfWeek === weekday)?.meals.dinner?.items.map((i) => i.recipe?.title ?? '') ?? [];
  };
  const everything = async () => ({
    lines: await lines(),
    prefs: await prefs(),
    plan: (await agent.get(`/api/meal-plans/${planId}`)).body as unknown,
  });
  return { agent, lines, prefs, slot, everything };
}

describe('chat: ask when it is not clear, act when it is (issue #22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('a food named by its family is asked about when added, the family offered as taps; nothing is written', async () => {
    const { agent, everything } = await personWith(t, ['greek yogurt', 'plain yogurt']);
    const before = await everything();
    for (const [message, offered] of [
      ['add oil', /olive oil/i],
      ['we need cheese', /cheddar cheese/i],
      ['pls put peppers on the shopping list', /bell pepper/i],
      ['Please add beans to my shopping list.', /green beans/i],
      // the catalogue's plain yogurt is what "yogurt" means, but the list has two
      ['add yogurt', /greek yogurt/i],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, action: reply.action, actions: reply.actions }).toEqual({ message, action: undefined, actions: undefined });
      expect({ message, response: reply.response }).toEqual({
        message,
        response: expect.stringMatching(/^".+" could be several foods, so I added nothing\..*\?$/s),
      });
      expect({ message, choices: reply.choices?.join(' | ') }).toEqual({ message, choices: expect.stringMatching(offered) });
      expect(reply.choices!.length).toBeGreaterThan(1);
    }
    expect(await everything()).toEqual(before);
  });

  it('the pick adds the food chosen; a family qualified, or a word that is one food, is added at once', async () => {
    const { agent, lines } = await personWith(t, []);
    const talk = conversation(agent);
    const asked = (await talk('add oil')) as ChatReply;
    expect(asked.action).toBeUndefined();
    const pick = asked.choices!.find((c) => /^olive oil$/i.test(c))!;
    expect(pick).toBeDefined();
    const added = await talk(pick);
    expect(added.response).toMatch(/^Added olive oil/i);
    expect((await lines()).filter((l) => /oil/i.test(l.name)).map((l) => l.name.toLowerCase())).toEqual(['olive oil']);
    await undo(agent, added);
    expect((await lines()).filter((l) => /oil/i.test(l.name))).toEqual([]);

    for (const [message, line] of [
      ['add red peppers', /^red peppers$/i],
      ['put some sesame oil on my list', /^sesame oil$/i],
      ['add milk', /^milk$/i],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(/^Added /) });
      expect((await lines()).some((l) => line.test(l.name))).toBe(true);
    }
  });

  it('a family the person narrows is acted on: a container only one food is sold in, a food made of the one named left out', async () => {
    const { agent, lines } = await personWith(t, ['chickpea flour', 'chickpeas (canned)']);
    const before = await lines();
    // the flour is no reading of "chickpeas", and only the canned ones come in cans
    const cans = await say(agent, 'add two cans of chickpeas');
    expect(cans.response).toMatch(/^Added 2 cans of chickpeas/);
    expect(cans.choices).toBeUndefined();
    const added = await lines();
    expect(added.filter((l) => !before.some((b) => b.name === l.name))).toEqual([
      { name: 'chickpeas', quantity: 2, unit: 'can', isChecked: false },
    ]);
    await undo(agent, cans);
    expect(await lines()).toEqual(before);
    // of the peppers, only the roasted red ones are sold in jars: those are added, by their name
    const jars = await say(agent, 'pls add 2 jars of peppers');
    expect(jars.response).toMatch(/^Added 2 jars of roasted red peppers/i);
    expect((await lines()).find((l) => /^roasted red peppers$/i.test(l.name))).toMatchObject({ quantity: 2, unit: 'jar' });
    await undo(agent, jars);
    expect(await lines()).toEqual(before);
  });

  it('a change with no object or value asks what, naming the choices; never the fallback, never a read-out', async () => {
    const { agent, everything } = await personWith(t, ['eggs']);
    const before = await everything();
    for (const [message, choices] of [
      ['take it off', /grocery list.*planned meal.*allergy, diet or dislike/],
      ['get rid of it pls', /grocery list.*planned meal/],
      ['swap it', /Which meal should I swap/],
      ['change that', /planned meal.*amount on your list.*goal or setting/],
      ['can you change it', /planned meal.*amount on your list/],
      ['i want to change a goal', /calorie goal.*protein goal.*weekly budget/],
      ['edit my goals', /calorie goal.*protein goal.*weekly budget/],
      ['update my settings', /a goal.*your store.*diet, allergy or dislike/],
      ['I would like to change my settings.', /a goal.*your store/],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, action: reply.action }).toEqual({ message, action: undefined });
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(choices) });
      expect({ message, asks: reply.response.trim().endsWith('?') }).toEqual({ message, asks: true });
      expect(reply.response).not.toMatch(/I'm not sure how to help|Your preferences:|Here is what I can do/);
    }
    expect(await everything()).toEqual(before);

    // with a line spoken of just before, "take it off" is done on it, and undone
    const talk = conversation(agent);
    await talk('do i need to buy eggs');
    const removed = await talk('take it off');
    expect(removed.response).toMatch(/^Removed eggs/i);
    await undo(agent, removed);
    expect(await everything()).toEqual(before);
  });

  it("preferences said indirectly are the owner's own and done; Undo restores them exactly", async () => {
    const { agent, prefs } = await personWith(t, []);
    const before = await prefs();
    for (const [message, field, value] of [
      ['my sister is visiting next week and she is allergic to shellfish so leave shellfish out of the meals', 'allergies', 'Shellfish'],
      [
        "my brother is staying with me this weekend and he's allergic to peanuts, please keep peanuts out of the meals",
        'allergies',
        'Peanuts',
      ],
      ['leave mushrooms out of the meals', 'dislikedIngredients', 'Mushrooms'],
      ['no more pork for me', 'dislikedIngredients', 'Pork'],
      ['switch me to paleo', 'dietaryRestrictions', 'Paleo'],
      ['put me on keto please', 'dietaryRestrictions', 'Keto'],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(new RegExp(`^Added ${value}`)) });
      expect({ message, now: (await prefs())[field] }).toEqual({ message, now: [value] });
      await undo(agent, reply);
      expect({ message, undone: await prefs() }).toEqual({ message, undone: before });
    }
  });

  it('a rule lifted as permission is taken off; Undo puts it back', async () => {
    const { agent, prefs } = await personWith(t, []);
    expect((await agent.post('/api/preferences').send({ dislikedIngredients: ['Mushrooms'], allergies: ['Dairy'] })).status).toBe(200);
    const before = await prefs();
    for (const [message, field] of [
      ['mushrooms are fine for me again', 'dislikedIngredients'],
      ['you dont need to skip dairy any more', 'allergies'],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(/^Removed /) });
      expect({ message, now: (await prefs())[field] }).toEqual({ message, now: [] });
      await undo(agent, reply);
      expect(await prefs()).toEqual(before);
    }
  });

  it('list adds wrapped in courtesy or said in another order, and misspelt plurals, are added (by the catalogue name)', async () => {
    const { agent, lines } = await personWith(t, []);
    for (const [message, line] of [
      ['would you be so kind as to add oat milk to my list', /^oat milk$/i],
      ['to the list please add tomatoes', /^tomatoes$/i],
      ['Good morning. Kindly add two loaves of bread to my shopping list. Thank you.', /^bread$/i],
      ['hi there! could you please add greek yogurt to my list? thanks so much', /^greek yogurt$/i],
      ['put potatos on my list pls', /^potato$/i],
      ['add cherrys', /^cherries$/i],
    ] as const) {
      const before = await lines();
      const reply = await say(agent, message);
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(/^Added /) });
      const now = await lines();
      expect({ message, added: now.filter((l) => !before.some((b) => b.name === l.name)).map((l) => l.name) }).toEqual({
        message,
        added: [expect.stringMatching(line)],
      });
      await undo(agent, reply);
      expect(await lines()).toEqual(before);
    }
    // the misspelling is said
    expect((await say(agent, 'add tomatos')).response).toMatch(/^Added Tomato \(you wrote "tomatos"/);
  });

  it('"soda x3" sets the line\'s count in its own unit; "already have the X and the Y" ticks both; Undo restores', async () => {
    const { agent, lines } = await personWith(t, ['soda', 'eggs', 'milk']);
    const before = await lines();
    const three = await say(agent, 'soda x3');
    expect(three.response).toMatch(/^Changed soda on your grocery list from 1 to 3/);
    expect((await lines()).find((l) => l.name === 'soda')).toEqual({
      name: 'soda',
      quantity: 3,
      unit: before.find((l) => l.name === 'soda')!.unit,
      isChecked: false,
    });
    await undo(agent, three);
    expect(await lines()).toEqual(before);

    const ticked = await say(agent, 'already have the eggs and the milk');
    const now = await lines();
    expect(now.filter((l) => ['eggs', 'milk'].includes(l.name)).map((l) => l.isChecked)).toEqual([true, true]);
    for (const action of ticked.actions ?? [ticked.action!]) expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
    expect(await lines()).toEqual(before);
  });

  it('a diet or "cheaper" on a named meal swaps it; Undo puts the meal back', async () => {
    const { agent, slot } = await personWith(t, []);
    for (const [message, weekday] of [
      ['thursday dinner vegan please', 4],
      ['something cheaper for tuesday dinner pls', 2],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(/^Done! Dinner on/) });
      expect(await slot(weekday)).not.toEqual(['Onion soup of my own']);
      await undo(agent, reply);
      expect(await slot(weekday)).toEqual(['Onion soup of my own']);
    }
  });

  it('goal fields with typos are set; Undo restores the goal', async () => {
    const { agent, prefs } = await personWith(t, []);
    const before = await prefs();
    for (const [message, field, value] of [
      ['calroies 1800', 'calorieGoal', 1800],
      ['protien goal 140g', 'proteinGoal', 140],
      ['budjet 120 a week', 'weeklyBudget', 120],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(/^Done — your/) });
      expect({ message, now: (await prefs())[field] }).toEqual({ message, now: value });
      await undo(agent, reply);
      expect(await prefs()).toEqual(before);
    }
  });
});
