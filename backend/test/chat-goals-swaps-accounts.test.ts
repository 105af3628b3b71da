/**
 * Goals said as people say them, swaps asked of one planned meal, and other people's accounts, through POST /api/chat
 * with a real person (PostgreSQL, Redis):
 *   - a step said beside its way ("budget up 10 bucks") moves the goal by it, not to it; Undo restores;
 *   - a bare figure said beside a diet phase ("bulking so like 3200") is the calorie goal, asked first when large;
 *   - a search said of one weekday's meal ("can we have something veggie on wednesday for dinner") swaps that meal;
 *   - another person's goal, or food for a roommate, changes nothing of the asker's and says so.
 */
import { conversation, type Agent, type ChatReply } from './chat-turns.js';
import { ownRecipeWeek } from './own-recipe-week.js';
import { startTestApp, type TestApp } from './test-app.js';

type Reply = ChatReply & { confirm?: { question: string; request: string } };
interface Item {
  recipe: { id: number } | null;
}

const undoAll = async (agent: Agent, reply: Reply) => {
  const actions = reply.actions ?? (reply.action ? [reply.action] : []);
  expect(actions.length).toBeGreaterThan(0);
  for (const action of [...actions].reverse()) expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
};

/** A person with a chicken pasta of their own at every dinner of the week, and goals of 2000 kcal, 120 g and $100. */
async function person(t: TestApp) {
  const week = await ownRecipeWeek<'pasta', Item, unknown>(
    t,
    {
      pasta: {
        title: 'Creamy chicken pasta of my own',
        servings: 2,
        readyInMinutes: 45,
        ingredients: ['2 chicken breasts', '250 g penne pasta', '1 cup heavy cream', '1 onion'],
        instructions: ['Cook the pasta, fry the chicken, stir in the cream.'],
        mealTypes: ['dinner'],
      },
    },
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => [dayOfWeek, 'dinner', 'pasta']),
  );
  const { agent, planId } = week;
  expect((await agent.post('/api/preferences').send({ calorieGoal: 2000, proteinGoal: 120, weeklyBudget: 100 })).status).toBe(200);
  const prefs = async () => (await agent.get('/api/preferences')).body as Record<string, unknown>;
  const dinner = async (dayOfWeek: number) => (await week.slot(dayOfWeek, 'dinner'))[0].recipe!.id;
  const list = async () => ((await agent.get(`/api/grocery-lists/${planId}`)).body as { items?: unknown[] } | null)?.items ?? [];
  return { agent, pasta: week.ids.pasta, prefs, dinner, list };
}

describe('chat: goals as people say them, a swap asked of one meal, other people’s accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('a step said beside its way moves the goal by it; Undo restores', async () => {
    const { agent, prefs } = await person(t);
    const before = await prefs();
    const reply = await conversation(agent)('budget up 10 bucks');
    expect((await prefs()).weeklyBudget).toBe(110);
    expect(reply.response).toMatch(/\$110/);
    await undoAll(agent, reply);
    expect(await prefs()).toEqual(before);
  });

  it('a bare figure beside a diet phase is the calorie goal, asked first when large; the yes sets it, Undo restores', async () => {
    const { agent, prefs } = await person(t);
    const before = await prefs();
    const talk = conversation(agent);
    const asked = (await talk('bulking so like 3200')) as Reply;
    expect(asked.action).toBeUndefined();
    expect(asked.response).toMatch(/3,200/);
    expect(await prefs()).toEqual(before);
    const done = await talk('yes');
    expect((await prefs()).calorieGoal).toBe(3200);
    await undoAll(agent, done);
    expect(await prefs()).toEqual(before);
  });

  it('a search said of one weekday’s dinner swaps that dinner for one that meets it; Undo puts the old one back', async () => {
    const { agent, pasta, dinner } = await person(t);
    const reply = await conversation(agent)('can we have something veggie on wednesday for dinner');
    expect(reply.response).toMatch(/instead of Creamy chicken pasta of my own/);
    const now = await dinner(3);
    expect(now).not.toBe(pasta);
    expect(((await agent.get(`/api/recipes/${now}`)).body as { diets: string[] }).diets).toContain('vegetarian');
    await undoAll(agent, reply);
    expect(await dinner(3)).toBe(pasta);
  });

  it('another person’s goal or food for a roommate changes nothing of the asker’s and says so', async () => {
    const { agent, prefs, list, dinner, pasta } = await person(t);
    const before = { prefs: await prefs(), list: await list() };
    for (const message of [
      "set my daughter's protein to 90",
      'put my dad on 1600 calories',
      'for my roommate add milk',
      'set johns dinner to pizza',
    ]) {
      const reply = await conversation(agent)(message);
      expect({ message, action: reply.action }).toEqual({ message, action: undefined });
      expect({ message, response: reply.response }).toEqual({
        message,
        response: expect.stringMatching(/only see and change your own account/),
      });
    }
    expect({ prefs: await prefs(), list: await list() }).toEqual(before);
    expect(await dinner(5)).toBe(pasta);
  });
});
