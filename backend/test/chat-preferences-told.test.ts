/**
 * Allergies, diets and dislikes told in full sentences, through POST /api/chat with a real person (PostgreSQL, Redis):
 *   - with padding around them (a greeting, "make a note that…", "remember…", a tag "ok?", a sign-off), with no "i"
 *     ("allergic to X and Y": each its own change), with the "i" far from the allergy ("we just found out i have…");
 *   - a diet asked of every meal ("keep all my meals gluten free") with a condition told beside it;
 *   - a food kept out for a reaction said after it with no comma: kept out, the reaction never stored;
 *   - a rule ended: "not allergic to X anymore", an allergy that never was ("… please remove it"), "no need to avoid X
 *     now" — taken off, the grocery list untouched; "take that off, not doing it anymore" after a diet spoken of ends it.
 *   - another person's meals asked about ("what my sister is eating") are not read, and a question off the app's topics
 *     (a phone, a coin's price) is declined, nothing changed.
 * Every write is undone exactly.
 */
import { personWithPreferences } from './chat-preferences.js';
import { conversation, undoAll } from './chat-turns.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('chat: allergies, diets and dislikes told in full sentences (issue #22 §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('an allergy or a diet told inside padding, or several at once, is stored as each one; Undo restores', async () => {
    const { agent, prefs } = await personWithPreferences(t);
    const before = await prefs();
    for (const [message, list, values] of [
      ["Good evening. I'd be grateful if you could make a note that I'm allergic to celery. Many thanks.", 'allergies', ['celery']],
      ['pls remember that i am allergic to mustard, ok?', 'allergies', ['mustard']],
      ['also allergic to kiwi and sesame', 'allergies', ['kiwi', 'sesame']],
      ['we just found out that i have a peanut allergy, please note it', 'allergies', ['peanut']],
      ["i'm vegan now fyi, save that please", 'dietaryRestrictions', ['vegan']],
      ['gluten is a problem for me so keep all my meals gluten free pls', 'dietaryRestrictions', ['gluten-free']],
    ] as const) {
      const reply = await conversation(agent)(message);
      expect({ message, now: (await prefs())[list] }).toEqual({ message, now: [...values] });
      await undoAll(agent, reply);
      expect({ message, undone: await prefs() }).toEqual({ message, undone: before });
    }
  });

  it('a food kept out for a reaction told after it is kept out, the reaction never stored; Undo restores', async () => {
    const { agent, prefs } = await personWithPreferences(t);
    const before = await prefs();
    const reply = await conversation(agent)('no more mangos for me they give me hives');
    const now = await prefs();
    expect([...now.allergies, ...now.dislikedIngredients]).toEqual([expect.stringMatching(/^mangos?$/)]);
    expect(reply.response).not.toMatch(/hives/i);
    await undoAll(agent, reply);
    expect(await prefs()).toEqual(before);
  });

  it('a rule ended in other words is taken off, the grocery list untouched; Undo restores', async () => {
    for (const [message, saved, list] of [
      ['not allergic to kiwi anymore, grew out of it', { allergies: ['Kiwi'] }, 'allergies'],
      ['no longer allergic 2 peanuts!!', { allergies: ['Peanuts'] }, 'allergies'],
      ['Turns out I never had a celery allergy. Please remove it.', { allergies: ['Celery'] }, 'allergies'],
      ['i dont have to avoid mustard any more', { allergies: ['Mustard'] }, 'allergies'],
    ] as const) {
      const { agent, prefs } = await personWithPreferences(t, saved);
      const before = await prefs();
      const reply = await conversation(agent)(message);
      expect({ message, now: (await prefs())[list] }).toEqual({ message, now: [] });
      expect({ message, actions: (reply.actions ?? [reply.action]).length }).toEqual({ message, actions: 1 });
      await undoAll(agent, reply);
      expect({ message, undone: await prefs() }).toEqual({ message, undone: before });
    }
  });

  it('a diet spoken of, then "take that off, not doing it anymore", ends that diet; Undo restores', async () => {
    const { agent, prefs } = await personWithPreferences(t, { dietaryRestrictions: ['Paleo'] });
    const before = await prefs();
    const talk = conversation(agent);
    await talk('is paleo still on my profile?');
    expect(await prefs()).toEqual(before);
    const done = await talk('scrap that please, no longer following it');
    expect((await prefs()).dietaryRestrictions).toEqual([]);
    await undoAll(agent, done);
    expect(await prefs()).toEqual(before);
  });

  it('another person’s meals are not read, and a question off the app’s topics is declined; nothing changes', async () => {
    const { agent, prefs } = await personWithPreferences(t);
    const before = await prefs();
    for (const [message, said] of [
      ['could you check what my brother is eating this week? he has forkcast as well', /can't see what your brother eats/],
      ['show me whats my mum eating tomorrow', /can't see what your mum eats/],
      ['which smartphone should i buy', /can't help with phones and gadgets/],
      ['whats the price of bitcoin today', /can't help with money and investing/],
    ] as const) {
      const reply = await conversation(agent)(message);
      expect({ message, action: reply.action, response: reply.response }).toEqual({
        message,
        action: undefined,
        response: expect.stringMatching(said),
      });
    }
    expect(await prefs()).toEqual(before);
  });
});
