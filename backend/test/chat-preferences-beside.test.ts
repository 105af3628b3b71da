/**
 * Preferences in a conversation, through POST /api/chat with a real person (PostgreSQL, Redis):
 *   - an allergy of the asker's own told beside a question about a planned meal: the question answered, nothing
 *     written, and the allergy offered to be kept — a yes adds it (Undo restores); never offered when it is saved
 *     already, nor for someone else's allergy;
 *   - the preferences listed with one food kept out: "delete that one" takes it off (Undo restores);
 *   - a preference told beside another change: both done, each undoable.
 */
import { conversation, type Agent, type ChatReply } from './chat-turns.js';
import { homeOf } from './chat-person.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

interface Prefs {
  allergies: string[];
  dietaryRestrictions: string[];
  dislikedIngredients: string[];
}

const lower = (xs: string[]) => xs.map((x) => x.toLowerCase()).sort();
const prefsOf = async (agent: Agent) => {
  const p = (await agent.get('/api/preferences')).body as Prefs;
  return {
    allergies: lower(p.allergies),
    dietaryRestrictions: lower(p.dietaryRestrictions),
    dislikedIngredients: lower(p.dislikedIngredients),
  };
};
const undoAll = async (agent: Agent, reply: ChatReply) => {
  const actions = reply.actions ?? (reply.action ? [reply.action] : []);
  expect(actions.length).toBeGreaterThan(0);
  for (const action of [...actions].reverse()) expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
};

describe('chat: preferences beside a question, after a listing, beside another change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it("the asker's allergy told beside a question about a meal: answered, offered, and a yes keeps it; Undo restores", async () => {
    const { agent } = await signUpAgent(t.http);
    await homeOf(t, agent);
    const before = await prefsOf(agent);
    const talk = conversation(agent);
    const asked = await talk("what's in tuesday dinner? asking because i'm allergic to sesame");
    expect(asked.action).toBeUndefined();
    expect(asked.response).toMatch(/sesame/i);
    expect(asked.response).toMatch(/add it to your allergies .*\?$/);
    expect(await prefsOf(agent)).toEqual(before);
    const kept = await talk('yes please');
    expect((await prefsOf(agent)).allergies).toEqual(['sesame']);
    await undoAll(agent, kept);
    expect(await prefsOf(agent)).toEqual(before);
  });

  it('no offer for an allergy saved already, nor for someone else’s', async () => {
    const { agent } = await signUpAgent(t.http);
    await homeOf(t, agent);
    await agent
      .post('/api/preferences')
      .send({ allergies: ['Eggs'], dislikedIngredients: ['Olives'], dietaryRestrictions: [] })
      .expect(200);
    for (const message of ['im allergic to eggs, is thursday dinner ok for me', 'does tuesday dinner have soy, my daughter is allergic']) {
      const reply = await conversation(agent)(message);
      expect({ message, offered: /to your allergies\?/.test(reply.response), action: reply.action }).toEqual({
        message,
        offered: false,
        action: undefined,
      });
    }
    expect((await prefsOf(agent)).allergies).toEqual(['eggs']);
  });

  it('the preferences listed with one food kept out: "delete that one" takes it off; Undo restores', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent
      .post('/api/preferences')
      .send({ allergies: ['Mustard'], dislikedIngredients: [], dietaryRestrictions: [] })
      .expect(200);
    const before = await prefsOf(agent);
    const talk = conversation(agent);
    await talk('can you list my preferences');
    const removed = await talk('delete that one, the test came back clear');
    expect((await prefsOf(agent)).allergies).toEqual([]);
    await undoAll(agent, removed);
    expect(await prefsOf(agent)).toEqual(before);
  });

  it('a preference told beside another change: both done; Undo restores', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const before = await prefsOf(agent);
    const reply = await conversation(agent)('radishes are revolting btw, also put oat milk on my list');
    expect((await prefsOf(agent)).dislikedIngredients).toContain('radishes');
    const list = (await agent.get(`/api/grocery-lists/${home.planId}`)).body as { items: { name: string }[] };
    expect(list.items.map((i) => i.name.toLowerCase())).toContain('oat milk');
    expect(reply.actions?.length).toBe(2);
    await undoAll(agent, reply);
    expect(await prefsOf(agent)).toEqual(before);
  });
});
