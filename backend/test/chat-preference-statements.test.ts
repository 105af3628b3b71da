/**
 * Issue #22 §2, §3, §5, through POST /api/chat with a real person (PostgreSQL, Redis): what people say about
 * themselves, as they type it.
 *   - a dislike or allergy said with padding, a typo or a reason is stored as the catalogue's food or the allergen
 *     record, never the padding; an unknown word is asked about, nothing stored;
 *   - a dislike, allergy or diet that has ended ("doesn't bother me anymore", "not lactose intolerant after all",
 *     "outgrew my egg allergy", "drop the keto diet") is taken off;
 *   - a food once kept out said fine now ("i used to hate beets, these days i like them"), a member's allergy ended
 *     with the household's meals let have it, a condition told as had ("ive got celiac disease"): each written; a member's
 *     allergy ended said alone, in a household of one, offers the person's own list first;
 *   - a food texted with "2" for "too" after a dislike is disliked too;
 *   - a goal put forward with its figure ("can we do 1800 cals", "a ton of protein like 150g", "about two thousand
 *     a day") is set, a large one asked first and set on "ok do it"; a question about a figure writes nothing.
 * Every write is undone exactly.
 */
import { conversation, type Agent, type ChatReply, say } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

type Prefs = Record<string, unknown> & { allergies: string[]; dietaryRestrictions: string[]; dislikedIngredients: string[] };

const prefsOf = async (agent: Agent) => (await agent.get('/api/preferences')).body as Prefs;
/** Every action of a reply undone, newest first. */
const undoAll = async (agent: Agent, reply: ChatReply) => {
  const actions = reply.actions ?? (reply.action ? [reply.action] : []);
  expect(actions.length).toBeGreaterThan(0);
  for (const action of [...actions].reverse()) expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
};

describe('chat: preferences and goals said as people say them (issue #22 §2, §3, §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('a dislike or allergy said with padding, a typo or a reason stores the food itself; Undo restores', async () => {
    const { agent } = await signUpAgent(t.http);
    const before = await prefsOf(agent);
    for (const [message, list, stored] of [
      ['ugh i cant stand corriander pls remember', 'dislikedIngredients', /^(?:Coriander|Cilantro)$/],
      ['my kid is allergic to peanuts so no nuts at all', 'allergies', /^Peanuts?$/],
      ['I would prefer not to have any lamb in my meals, thank you.', 'dislikedIngredients', /^Lamb$/],
      ['i realy dont like brocoli', 'dislikedIngredients', /^Broccoli$/],
    ] as const) {
      const reply = await say(agent, message);
      const now = (await prefsOf(agent))[list];
      expect({ message, now }).toEqual({ message, now: [expect.stringMatching(stored)] });
      await undoAll(agent, reply);
      expect({ message, undone: await prefsOf(agent) }).toEqual({ message, undone: before });
    }
  });

  it('a word that is no food is asked about, and nothing is stored', async () => {
    const { agent } = await signUpAgent(t.http);
    const before = await prefsOf(agent);
    const reply = await say(agent, 'i really hate blorptangle can you remember that');
    expect(reply.action).toBeUndefined();
    expect(reply.actions ?? []).toEqual([]);
    expect(await prefsOf(agent)).toEqual(before);
  });

  it('a dislike, allergy or diet said to have ended is taken off; Undo puts it back', async () => {
    const { agent } = await signUpAgent(t.http);
    expect(
      (
        await agent.post('/api/preferences').send({
          allergies: ['Dairy', 'Eggs'],
          dietaryRestrictions: ['Keto'],
          dislikedIngredients: ['Mushrooms', 'Cilantro'],
        })
      ).status,
    ).toBe(200);
    const before = await prefsOf(agent);
    for (const [message, list, gone] of [
      ['i dont hate mushrooms anymore', 'dislikedIngredients', 'Mushrooms'],
      ['cilantro doesnt bother me anymore', 'dislikedIngredients', 'Cilantro'],
      ["the doctor says i'm not lactose intolerant after all", 'allergies', 'Dairy'],
      ['i outgrew my egg allergy', 'allergies', 'Eggs'],
      ['drop the keto diet pls', 'dietaryRestrictions', 'Keto'],
    ] as const) {
      const reply = await say(agent, message);
      const now = (await prefsOf(agent))[list];
      expect({ message, now }).toEqual({ message, now: before[list].filter((v) => v !== gone) });
      await undoAll(agent, reply);
      expect({ message, undone: await prefsOf(agent) }).toEqual({ message, undone: before });
    }
  });

  it("a food once kept out said fine now, a member's allergy ended for the household, a condition told: each written; Undo restores", async () => {
    const { agent } = await signUpAgent(t.http);
    expect((await agent.post('/api/preferences').send({ allergies: ['Peanuts'], dislikedIngredients: ['Beets', 'Olives'] })).status).toBe(
      200,
    );
    const before = await prefsOf(agent);
    for (const [message, list, now] of [
      ['i used to hate beets, these days i quite like them', 'dislikedIngredients', ['Olives']],
      ['olives before no, now yes', 'dislikedIngredients', ['Beets']],
      ['my daughter grew out of her peanut allergy so we can have peanuts again', 'allergies', []],
      ['ive got celiac disease', 'dietaryRestrictions', ['Gluten-Free']],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, now: (await prefsOf(agent))[list] }).toEqual({ message, now });
      await undoAll(agent, reply);
      expect({ message, undone: await prefsOf(agent) }).toEqual({ message, undone: before });
    }
  });

  it("a member's allergy ended, said alone in a household of one, offers to take it off the person's own list; the yes does", async () => {
    const { agent } = await signUpAgent(t.http);
    expect((await agent.post('/api/preferences').send({ allergies: ['Eggs'] })).status).toBe(200);
    const before = await prefsOf(agent);
    const talk = conversation(agent);
    const asked = await talk('our son got over his egg allergy');
    expect(asked.action).toBeUndefined();
    expect(asked.response).toMatch(/Take Eggs off your own allergies\?/);
    expect(await prefsOf(agent)).toEqual(before);
    const done = await talk('yes');
    expect((await prefsOf(agent)).allergies).toEqual([]);
    await undoAll(agent, done);
    expect(await prefsOf(agent)).toEqual(before);
  });

  it('after a dislike, a food texted with "2" for "too" is disliked too, never put on the list', async () => {
    const { agent } = await signUpAgent(t.http);
    const talk = conversation(agent);
    await talk('ugh i h8 fennel');
    const reply = await talk('n leeks 2');
    expect(reply.response).not.toMatch(/grocery list/);
    expect((await prefsOf(agent)).dislikedIngredients).toEqual(['Fennel', 'Leeks']);
  });

  it('a goal put forward with its figure is set when close, asked first when large and set on "ok do it"', async () => {
    const { agent } = await signUpAgent(t.http);
    expect((await agent.post('/api/preferences').send({ calorieGoal: 2100, proteinGoal: 140 })).status).toBe(200);
    const before = await prefsOf(agent);
    for (const [message, field, value] of [
      ['can we do 1800 cals', 'calorieGoal', 1800],
      ['a ton of protein like 150g', 'proteinGoal', 150],
      ['about two thousand a day', 'calorieGoal', 2000],
    ] as const) {
      const reply = await say(agent, message);
      expect({ message, now: (await prefsOf(agent))[field] }).toEqual({ message, now: value });
      await undoAll(agent, reply);
      expect({ message, undone: await prefsOf(agent) }).toEqual({ message, undone: before });
    }
    const talk = conversation(agent);
    const asked = await talk('bulking so gimme 3000 calories');
    expect(asked.action).toBeUndefined();
    expect(asked.response).toMatch(/3,000/);
    expect(await prefsOf(agent)).toEqual(before);
    const done = await talk('ok do it');
    expect((await prefsOf(agent)).calorieGoal).toBe(3000);
    await undoAll(agent, done);
    expect(await prefsOf(agent)).toEqual(before);
  });

  it('a question about a figure writes nothing', async () => {
    const { agent } = await signUpAgent(t.http);
    expect((await agent.post('/api/preferences').send({ calorieGoal: 2100 })).status).toBe(200);
    const before = await prefsOf(agent);
    for (const message of ['is 2000 calories a day healthy', 'is 1200 calories enough', 'i burn 2500 calories a day']) {
      const reply = await say(agent, message);
      expect({ message, action: reply.action }).toEqual({ message, action: undefined });
      expect(await prefsOf(agent)).toEqual(before);
    }
  });
});
