/**
 * Issue #22 §3, through POST /api/chat with a real person (PostgreSQL, Redis): a diet or allergy named as itself and
 * ended ("forget the nut allergy", "take keto off", "you can drop gluten free") is taken off, named and undoable; one
 * that is not there changes nothing; a food taken out of one meal ("no onions in tuesday dinner please") is answered
 * from the recipe's ingredients and a swap asked first — nothing written until yes.
 */
import { soupWeek } from './soup-week.js';
import { type Agent, type ChatReply, say } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

type Prefs = Record<string, unknown> & { allergies: string[]; dietaryRestrictions: string[]; dislikedIngredients: string[] };
const prefsOf = async (agent: Agent) => (await agent.get('/api/preferences')).body as Prefs;
const undoAll = async (agent: Agent, reply: ChatReply) => {
  const actions = reply.actions ?? (reply.action ? [reply.action] : []);
  expect(actions.length).toBeGreaterThan(0);
  for (const action of [...actions].reverse()) expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
};

describe('chat: "not … anymore" and a food taken out of a meal, said every way (issue #22 §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('a diet or allergy named as itself and ended is taken off, named in the reply; Undo puts it back', async () => {
    const { agent } = await signUpAgent(t.http);
    expect(
      (await agent.post('/api/preferences').send({ allergies: ['Peanuts', 'Tree Nuts'], dietaryRestrictions: ['Keto', 'Gluten-Free'] }))
        .status,
    ).toBe(200);
    const before = await prefsOf(agent);
    for (const [message, list, gone] of [
      ['take keto off', 'dietaryRestrictions', 'Keto'],
      ['you can drop gluten free', 'dietaryRestrictions', 'Gluten-Free'],
      ['dropping low carb from now on', 'dietaryRestrictions', 'Keto'],
      ['get rid of the peanut allergy', 'allergies', 'Peanuts'],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, response: reply.response }).toEqual({
        message,
        response: expect.stringMatching(new RegExp(gone.split('-')[0], 'i')),
      });
      const now = (await prefsOf(agent))[list];
      expect({ message, now }).toEqual({ message, now: before[list].filter((v) => v !== gone) });
      await undoAll(agent, reply);
      expect({ message, undone: await prefsOf(agent) }).toEqual({ message, undone: before });
    }
  });

  it('ending a diet that is not there changes nothing and says so', async () => {
    const { agent } = await signUpAgent(t.http);
    expect((await agent.post('/api/preferences').send({ dietaryRestrictions: ['Vegan'] })).status).toBe(200);
    const before = await prefsOf(agent);
    const reply = await say(agent, 'take keto off');
    expect(reply.action).toBeUndefined();
    expect(reply.response).toMatch(/keto/i);
    expect(await prefsOf(agent)).toEqual(before);
  });

  it.each(['no onions in tuesday dinner please', 'tuesday dinner minus the onions', 'hold the onion on tuesday dinner'])(
    'a food out of one meal is answered from its ingredients and a swap asked; nothing written until yes: %s',
    async (said) => {
      const { agent, planId } = await soupWeek(t, [], 'Anymore week');
      const plan = async () => (await agent.get(`/api/meal-plans/${planId}`)).body as unknown;
      const before = { plan: await plan(), prefs: await prefsOf(agent) };
      const reply = await say(agent, said);
      expect(reply.action).toBeUndefined();
      expect(reply.response).toMatch(/has onions? \(.*onion.* in Onion soup of my own\)/i);
      expect(reply.confirm?.request).toMatch(/^swap tuesday dinner for something without onions?$/);
      expect({ plan: await plan(), prefs: await prefsOf(agent) }).toEqual(before);
    },
  );
});
