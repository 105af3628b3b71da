/**
 * Preferences and goals told softly, through POST /api/chat with a real person (PostgreSQL, Redis):
 *   - a dislike kept by one name taken off by the other ("coriander" for a kept "Cilantro"), said as no longer a problem;
 *   - a food misspelt as another word beside a symptom is asked about ("did you mean Leek?"); the yes keeps the food;
 *   - a goal wished with a question mark is asked back; the yes sets it;
 *   - another goal named after one was set changes that goal, not the one before;
 *   - "or X either" after a dislike keeps X out too.
 * Every write is undone exactly.
 */
import { personWithPreferences } from './chat-preferences.js';
import { conversation, undoAll } from './chat-turns.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('chat: preferences and goals told softly (issue #22 §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('a dislike kept as Cilantro is taken off when coriander is said to be fine now; Undo restores', async () => {
    for (const message of ["right, coriander's not a problem anymore, take it off", 'Coriander is no longer an issue for me.']) {
      const { agent, prefs } = await personWithPreferences(t, { dislikedIngredients: ['Cilantro'] });
      const before = await prefs();
      const reply = await conversation(agent)(message);
      expect({ message, now: (await prefs()).dislikedIngredients }).toEqual({ message, now: [] });
      await undoAll(agent, reply);
      expect({ message, undone: await prefs() }).toEqual({ message, undone: before });
    }
  });

  it('a food misspelt beside a symptom is asked about, never stored as typed; the yes keeps the food', async () => {
    const { agent, prefs } = await personWithPreferences(t);
    const before = await prefs();
    const talk = conversation(agent);
    const asked = await talk('i cant stand leaks, they make me feel sick');
    expect(asked.confirm?.request).toBe('add leek to my dislikes');
    expect(await prefs()).toEqual(before);
    const done = await talk('yes');
    expect((await prefs()).dislikedIngredients).toEqual(['leek']);
    await undoAll(agent, done);
    expect(await prefs()).toEqual(before);
  });

  it('a goal wished with a question mark is asked back, the yes sets it; another goal named next is that goal', async () => {
    const { agent } = await personWithPreferences(t);
    expect((await agent.post('/api/preferences').send({ calorieGoal: 2300, weeklyBudget: 100 })).status).toBe(200);
    const goals = async () => {
      const p = (await agent.get('/api/preferences')).body as { calorieGoal: number; weeklyBudget: number };
      return { calorieGoal: p.calorieGoal, weeklyBudget: p.weeklyBudget };
    };
    const talk = conversation(agent);
    const asked = await talk('I think I would like to eat 1600 calories a day? If that is okay.');
    expect(asked.confirm).toBeDefined();
    expect(await goals()).toEqual({ calorieGoal: 2300, weeklyBudget: 100 });
    const set = await talk('yes please');
    expect(await goals()).toEqual({ calorieGoal: 1600, weeklyBudget: 100 });
    const budget = await talk('set my weekly budget to 120');
    expect(await goals()).toEqual({ calorieGoal: 1600, weeklyBudget: 120 });
    const calories = await talk("and the calories to 1900 whilst you're at it");
    expect(await goals()).toEqual({ calorieGoal: 1900, weeklyBudget: 120 });
    for (const reply of [calories, budget, set]) await undoAll(agent, reply);
    expect(await goals()).toEqual({ calorieGoal: 2300, weeklyBudget: 100 });
  });

  it('"or X either" after a dislike keeps X out too; Undo restores', async () => {
    const { agent, prefs } = await personWithPreferences(t);
    const before = await prefs();
    const talk = conversation(agent);
    const first = await talk('i cant stand mushrooms');
    const second = await talk('or olives either lol');
    expect((await prefs()).dislikedIngredients).toEqual(['mushrooms', 'olives']);
    for (const reply of [second, first]) await undoAll(agent, reply);
    expect(await prefs()).toEqual(before);
  });
});
