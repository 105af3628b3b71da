/**
 * Issue #22 §6: asks in voices unlike the training — dictation, texting, ALL CAPS, emoji, British words, a story
 * before the ask, full polite sentences, misspellings — are understood end to end: a change is done, named in the
 * reply and undone exactly by the assistant's Undo; a question or an ask outside the app writes nothing.
 */
import { homeOf, seen, type Home } from './chat-person.js';
import { say, type Agent } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

describe('chat: asks in people’s voices', () => {
  let t: TestApp;
  let agent: Agent;
  let planId: string;
  let home: Home;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  /** A person of their own with a week at home, for each kind of ask (the chat's rate limit is per person and minute). */
  const atHome = () =>
    beforeAll(async () => {
      agent = (await signUpAgent(t.http)).agent;
      home = await homeOf(t, agent);
      planId = home.planId;
    });
  afterAll(async () => {
    await t.close();
  });

  /** The ask writes, its reply names what it wrote (`named`), and Undo puts everything back as it was. */
  async function writesAndUndoes(message: string, named: RegExp, changed: (before: string, after: string) => void) {
    const before = await seen(agent, planId);
    const reply = await say(agent, message);
    expect({ message, action: reply.action !== undefined }).toEqual({ message, action: true });
    expect(reply.response).toMatch(named);
    const after = await seen(agent, planId);
    changed(JSON.stringify(before), JSON.stringify(after));
    await agent.post(`/api/chat/undo/${reply.action!.id}`).expect(200);
    expect(await seen(agent, planId)).toEqual(before);
  }

  describe('adds', () => {
    atHome();
    // dictation, texting, ALL CAPS, emoji, British words, a story first, a full polite sentence, misspellings
    const adds: [string, RegExp, RegExp][] = [
      ['um like can you uh put yogurt on there', /yogurt/i, /yogurt/i],
      ['cn u add oj thx', /oj|orange juice/i, /orange juice/i],
      ['ADD 3 LEMONS TO THE LIST', /lemons/i, /lemon/i],
      ['add kiwis 🥝🥝 pls', /kiwi/i, /kiwi/i],
      ['pop two courgettes on the shopping list', /courgettes|zucchini/i, /zucchini|courgette/i],
      // (pop is the list's soda, bought as Cola)
      ['stick a bottle of pop on the list for the kids', /pop|cola|soda/i, /cola|pop|soda/i],
      ['so the neighbours are coming round saturday, anyway, could you add a bag of rocket', /rocket|arugula/i, /arugula|rocket/i],
      ['Would you be so kind as to add a bag of brown rice to my list?', /brown rice/i, /brown rice/i],
      ['put spinnach on my grocey list', /spinach|spinnach/i, /spinach/i],
    ];
    it.each(adds)('adds to the list what "%s" asks, names it and undoes it exactly', async (message, named, line) => {
      await writesAndUndoes(message, named, (before, after) => {
        expect({ newLine: line.test(after) && after !== before }).toEqual({ newLine: true });
      });
    });
  });

  describe('goals and preferences', () => {
    atHome();
    it('changes goals and preferences said in slang, a story or full sentences, each undone exactly', async () => {
      await writesAndUndoes('knock a tenner off my budget', /budget/i, (_, after) => expect(after).toContain('"weeklyBudget":110'));
      await writesAndUndoes('budget 2 95 pls', /budget/i, (_, after) => expect(after).toContain('"weeklyBudget":95'));
      await writesAndUndoes('I ought to let you know that I am allergic to sesame.', /sesame/i, (_, after) =>
        expect(after).toMatch(/"allergies":\[[^\]]*Sesame/),
      );
      await writesAndUndoes('my doctor keeps going on about my weight, so, set my calories to 1750', /1,?750/, (_, after) =>
        expect(after).toContain('"calorieGoal":1750'),
      );
    });
  });

  describe('questions', () => {
    atHome();
    it('answers questions and asks outside the app in any voice without writing anything', async () => {
      const before = await seen(agent, planId);
      for (const message of [
        'check the forcast for tomorrow',
        'uh whats for tea on tuesday',
        'HOW MUCH IS THE SHOP COSTING ME THIS WEEK',
        'wats on my list rn 🤔',
        'Might I ask how many calories Thursday comes to?',
        'um is it ok to eat blue cheese when pregnant',
      ]) {
        const reply = await say(agent, message);
        expect({ message, action: reply.action }).toEqual({ message, action: undefined });
      }
      expect(await seen(agent, planId)).toEqual(before);
      // the weather is declined, not looked for on the list
      expect((await say(agent, 'can u check the forcast')).response).toMatch(/weather/i);
      // tea is dinner: Tuesday's is the library dinner with onion
      expect((await say(agent, 'whats for tea on tuesday')).response).toContain(home.onionDinner.title);
    });

    it('asks which peppers without offering Salt, and writes nothing', async () => {
      const before = await seen(agent, planId);
      expect(before.list!.items.some((l) => l.startsWith('Salt|'))).toBe(true);
      const reply = await say(agent, 'add peppers');
      expect(reply.action).toBeUndefined();
      expect(reply.choices?.length).toBeGreaterThan(1);
      expect(reply.choices).not.toContain('Salt');
      expect(reply.choices).toContain('Red bell pepper');
      expect(await seen(agent, planId)).toEqual(before);
    });
  });
});
