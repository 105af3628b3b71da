/**
 * Goals as people ask for them, through POST /api/chat with a real person (PostgreSQL, Redis):
 *   - an amount in words ("a hundred and ten dollars") is the figure, whatever the padding around it;
 *   - a step said in money slang ("by 15 bucks") moves the goal by it, not to it;
 *   - asked outright, a budget halved or raised past twice and a half (or a quarter of the calories either way) is asked
 *     first; the yes sets it;
 *     a smaller one is done as asked, and a clause of setting after a reason ("money's short, lower it to 70") is outright;
 *   - a goal's figure asked as a question ("could we…?", "can my budget be…") is asked back, or its bounds said — never set;
 *   - after another person's goal is declined, "then set mine" sets the person's own, with the figure said now if any;
 *     another person said in texting words ("my bf's kcal") is declined as plainly.
 * Every write is undone exactly.
 */
import { conversation, type Agent, type ChatReply } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

const undoAll = async (agent: Agent, reply: ChatReply) => {
  const actions = reply.actions ?? (reply.action ? [reply.action] : []);
  expect(actions.length).toBeGreaterThan(0);
  for (const action of [...actions].reverse()) expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
};

/** A person with goals of 2000 kcal, 120 g of protein and $100 a week. */
async function person(t: TestApp) {
  const { agent } = await signUpAgent(t.http);
  expect((await agent.post('/api/preferences').send({ calorieGoal: 2000, proteinGoal: 120, weeklyBudget: 100 })).status).toBe(200);
  const prefs = async () => (await agent.get('/api/preferences')).body as Record<string, unknown>;
  return { agent, prefs };
}

describe('chat: goals as people ask for them (issue #22 §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('an amount in words, or a step in money slang, sets the goal it says; Undo restores', async () => {
    const { agent, prefs } = await person(t);
    const before = await prefs();
    for (const [message, value] of [
      ['Would you kindly put my weekly grocery budget up to a hundred and ten dollars? We have guests.', 110],
      ['pls set my budget to one hundred and thirty five', 135],
      ['raise the budget by 15 bucks', 115],
      ['lower my food budget by twenty dollars please', 80],
    ] as const) {
      const reply = await conversation(agent)(message);
      expect({ message, now: (await prefs()).weeklyBudget }).toEqual({ message, now: value });
      await undoAll(agent, reply);
      expect({ message, undone: await prefs() }).toEqual({ message, undone: before });
    }
  });

  it('a large change asked outright is asked first, nothing written; the yes sets it and Undo restores', async () => {
    const { agent, prefs } = await person(t);
    const before = await prefs();
    for (const [message, field, value] of [
      ['set my weekly budget to 45 dollars, money is tight', 'weeklyBudget', 50],
      ['change the budget to 50 a week pls', 'weeklyBudget', 50],
      ['Could you put my calorie goal up to 2,900? I have started running.', 'calorieGoal', 2900],
      // (a quarter and more of the calories, asked outright: 2000 to 1480, 2000 to 2550)
      ['switch my daily calories to 1480 please', 'calorieGoal', 1480],
      ['up my cals to 2550', 'calorieGoal', 2550],
      ['budget to 280 please', 'weeklyBudget', 280],
    ] as const) {
      const talk = conversation(agent);
      const asked = await talk(message);
      expect({ message, action: asked.action }).toEqual({ message, action: undefined });
      expect({ message, confirm: !!asked.confirm }).toEqual({ message, confirm: true });
      expect({ message, untouched: await prefs() }).toEqual({ message, untouched: before });
      const done = await talk('yes please');
      expect({ message, now: (await prefs())[field] }).toEqual({ message, now: value });
      await undoAll(agent, done);
      expect({ message, undone: await prefs() }).toEqual({ message, undone: before });
    }
  });

  it('a smaller change asked outright is done, a setting clause after a reason too; Undo restores', async () => {
    const { agent, prefs } = await person(t);
    const before = await prefs();
    for (const [message, field, value] of [
      ['our food budget is a stretch this month, lower it to 70', 'weeklyBudget', 70],
      ['groceries are pricey rn - drop my budget to 65', 'weeklyBudget', 65],
      ['make my calorie goal 2400', 'calorieGoal', 2400],
    ] as const) {
      const reply = await conversation(agent)(message);
      expect({ message, now: (await prefs())[field] }).toEqual({ message, now: value });
      await undoAll(agent, reply);
      expect({ message, undone: await prefs() }).toEqual({ message, undone: before });
    }
  });

  it('a goal asked as a question is asked back or its bounds said, never set; the yes to the question sets it', async () => {
    const { agent, prefs } = await person(t);
    const before = await prefs();
    for (const message of ['can my budget be 40 a week', 'could our weekly budget be 25 dollars?', 'could my calorie goal be 700?']) {
      const reply = await conversation(agent)(message);
      expect({ message, action: reply.action, confirm: reply.confirm }).toEqual({ message, action: undefined, confirm: undefined });
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(/can be between .* so not/) });
    }
    expect(await prefs()).toEqual(before);
    const talk = conversation(agent);
    const asked = await talk('could we bring my weekly budget down to 90?');
    expect(asked.action).toBeUndefined();
    expect(asked.response).toMatch(/^Change your weekly budget from \$100\.00 to \$90\.00\?/);
    expect(await prefs()).toEqual(before);
    const done = await talk('yes');
    expect((await prefs()).weeklyBudget).toBe(90);
    await undoAll(agent, done);
    expect(await prefs()).toEqual(before);
  });

  it('another person’s goal changes nothing; "then set mine" sets the person’s own; Undo restores', async () => {
    const { agent, prefs } = await person(t);
    const before = await prefs();
    for (const [theirs, mine, field, value] of [
      ["Please set my husband's calorie goal to 2100.", 'ok then do mine, 2300', 'calorieGoal', 2300],
      ['change my brothers budget to 140', 'alright, change mine then', 'weeklyBudget', 140],
      ["pls put my bf's kcal at 1750 thx", 'ok then do mine, 1900', 'calorieGoal', 1900],
    ] as const) {
      const talk = conversation(agent);
      const declined = await talk(theirs);
      expect({ theirs, action: declined.action }).toEqual({ theirs, action: undefined });
      expect({ theirs, untouched: await prefs() }).toEqual({ theirs, untouched: before });
      const done = await talk(mine);
      expect({ mine, now: (await prefs())[field] }).toEqual({ mine, now: value });
      await undoAll(agent, done);
      expect({ mine, undone: await prefs() }).toEqual({ mine, undone: before });
    }
  });
});
