/**
 * Preferences told in passing and in other words, through POST /api/chat with a real person (PostgreSQL, Redis):
 *   - a preference told beside another ask ("… anyway what's on tuesday", "… btw how many calories is thursday"): the
 *     preference kept and the ask answered from the plan, each undone exactly;
 *   - a dislike said as distaste, a food that upsets one, the asker told of with someone else: kept, undone exactly;
 *   - a rule taken off by its list's name, of the food the message names;
 *   - "i can't stand that stuff, remember it", "it gives me heartburn" after a food was asked about: that food kept out;
 *   - "and what's mine" after another person's setting was asked: the person's own, read;
 *   - what changes nothing: a run-on health question, an off-topic ask of "it", a check of the plan said with its allergy,
 *     a dislike of "them" with nothing spoken of (asked which).
 */
import { conversation, type Agent, type ChatReply } from './chat-turns.js';
import { homeOf, seen } from './chat-person.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

interface Prefs {
  allergies: string[];
  dietaryRestrictions: string[];
  dislikedIngredients: string[];
}

const lower = (xs: string[]) => xs.map((x) => x.toLowerCase()).sort();

const undoAll = async (agent: Agent, reply: ChatReply) => {
  const actions = reply.actions ?? (reply.action ? [reply.action] : []);
  expect(actions.length).toBeGreaterThan(0);
  for (const action of [...actions].reverse()) expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
};

async function prefsOf(agent: Agent): Promise<Prefs> {
  const p = (await agent.get('/api/preferences')).body as Prefs;
  return {
    allergies: lower(p.allergies),
    dietaryRestrictions: lower(p.dietaryRestrictions),
    dislikedIngredients: lower(p.dislikedIngredients),
  };
}

describe('chat: preferences told in passing and in other words (issue #22 §2-3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('a preference told beside a question of the plan: kept, the question answered; Undo restores exactly', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const before = await seen(agent, home.planId);
    for (const [message, list, value, answer] of [
      ['okra is just the worst. anyway whats on tuesday for dinner', 'dislikedIngredients', 'okra', home.onionDinner.title],
      ['allergic to mango btw how many calories is thursday', 'allergies', 'mango', /kcal/],
      ["what's for dinner on thursday? oh and i can't stand beets", 'dislikedIngredients', 'beets', home.otherDinner.title],
      ['i hate leeks so whats for dinner tuesday', 'dislikedIngredients', 'leeks', home.onionDinner.title],
      ['im keto now and i also dislike radishes', 'dislikedIngredients', 'radishes', /keto/i],
    ] as const) {
      const reply = await conversation(agent)(message);
      expect({ message, now: (await prefsOf(agent))[list] }).toEqual({ message, now: expect.arrayContaining([value]) });
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(answer) });
      await undoAll(agent, reply);
      expect({ message, undone: await seen(agent, home.planId) }).toEqual({ message, undone: before });
    }
  });

  it('distaste, a food that upsets, the asker with someone else: kept; Undo restores', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent.post('/api/preferences').send({ allergies: [], dietaryRestrictions: [], dislikedIngredients: [] }).expect(200);
    const before = await prefsOf(agent);
    for (const [message, list, value] of [
      ['I find okra rather unpleasant, just so you know', 'dislikedIngredients', /^okra$/],
      ['honestly i find leeks quite revolting', 'dislikedIngredients', /^leeks?$/],
      ['garlic upsets my stomach every time', 'allergies', /^garlic$/],
      ['lentils give me awful bloating', 'allergies', /^lentils?$/],
      ['me and my wife cant stand celery', 'dislikedIngredients', /^celery$/],
      ['both of us are allergic to kiwi', 'allergies', /^kiwi$/],
    ] as const) {
      const reply = await conversation(agent)(message);
      expect({ message, now: (await prefsOf(agent))[list] }).toEqual({ message, now: [expect.stringMatching(value)] });
      await undoAll(agent, reply);
      expect({ message, undone: await prefsOf(agent) }).toEqual({ message, undone: before });
    }
  });

  it('a rule taken off by its list’s name is the rule of the food named; Undo puts it back', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent
      .post('/api/preferences')
      .send({ allergies: ['Peanuts', 'Kiwi'], dietaryRestrictions: [], dislikedIngredients: ['Mushrooms'] })
      .expect(200);
    const before = await prefsOf(agent);
    for (const [message, list, gone] of [
      ['peanuts were a false alarm, please remove the allergy', 'allergies', 'peanuts'],
      ['kiwi is fine for me now so drop that allergy', 'allergies', 'kiwi'],
      ['i eat mushrooms again, remove the dislike', 'dislikedIngredients', 'mushrooms'],
    ] as const) {
      const reply = await conversation(agent)(message);
      expect({ message, now: (await prefsOf(agent))[list] }).toEqual({ message, now: before[list].filter((v) => v !== gone) });
      await undoAll(agent, reply);
      expect({ message, undone: await prefsOf(agent) }).toEqual({ message, undone: before });
    }
  });

  it('"that stuff" after a food was asked about is that food; "and what\'s mine" after another’s setting reads the own', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const chat = conversation(agent);
    await chat('does anything this week have onion in it');
    const reply = await chat("ugh i can't stand that stuff, remember that");
    expect((await prefsOf(agent)).dislikedIngredients).toEqual(expect.arrayContaining([expect.stringMatching(/^onions?$/)]));
    await undoAll(agent, reply);
    expect((await prefsOf(agent)).dislikedIngredients).toEqual(['olives']);

    // a reaction of "it" or "they" after a food was looked for in the week: kept out as that food's allergy
    for (const [asked, told] of [
      ['is there any garlic in my meals this week', 'it gives me heartburn'],
      ['any onion in this weeks meals?', 'they make me break out tbh'],
    ]) {
      const reacted = conversation(agent);
      await reacted(asked);
      const kept = await reacted(told);
      const now = await prefsOf(agent);
      expect({ told, kept: [...now.allergies, ...now.dislikedIngredients] }).toEqual({
        told,
        kept: expect.arrayContaining([expect.stringMatching(/^(?:garlic|onions?)$/)]),
      });
      await undoAll(agent, kept);
    }
    expect(await prefsOf(agent)).toEqual({ allergies: [], dietaryRestrictions: [], dislikedIngredients: ['olives'] });

    const before = await seen(agent, home.planId);
    const ask = conversation(agent);
    await ask("what's my sister's weekly budget");
    const own = await ask('and whats mine');
    expect(own.response).toMatch(/120/);
    expect(own.action).toBeUndefined();
    expect(await seen(agent, home.planId)).toEqual(before);
  });

  it('a run-on health question, an off-topic ask of "it" and a plan check with its allergy change nothing', async () => {
    const { agent } = await signUpAgent(t.http);
    const home = await homeOf(t, agent);
    const before = await seen(agent, home.planId);
    for (const [message, said] of [
      ['my daughter has eczema should we cut out dairy', /doctor|dietitian|professional/i],
      ['my son is autistic should i avoid gluten for him', /doctor|dietitian|professional/i],
      ['how can i reset my laptop, it keeps freezing', /can't|only help/i],
      ["i'm allergic to sesame, is my plan safe", /sesame/i],
      ["honestly can't stand them raw", /which one you mean/i],
      ['i really dislike those ones', /which one you mean/i],
    ] as const) {
      const reply = await conversation(agent)(message);
      expect({ message, response: reply.response, action: reply.action }).toEqual({
        message,
        response: expect.stringMatching(said),
        action: undefined,
      });
    }
    expect(await seen(agent, home.planId)).toEqual(before);
  });
});
