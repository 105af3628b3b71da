/**
 * Preferences told in passing or made sure in the same breath, through POST /api/chat with a real person (PostgreSQL,
 * Redis): a food said to be an allergy, an allergy doubted then confirmed, a dislike said always to have been, "i don't
 * eat meat", a diet wished from now, an allergy of someone the person cooks for asked to be kept in mind, a rule shared
 * with someone else told before a question, dictation's spoken punctuation; a correction said with an undo beside it;
 * another person's app named: declined. Every write is undone exactly.
 */
import { personWithPreferences } from './chat-preferences.js';
import { conversation, undoAll } from './chat-turns.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('chat: preferences told in passing or made sure in the same breath', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it.each([
    ['i cant eat shellfish, it is an allergy', 'allergies', ['shellfish']],
    ['maybe allergic to crab?? my allergist confirmed it on monday', 'allergies', ['crab']],
    ["i can't eat parsnips, never been able to", 'dislikedIngredients', ['parsnips']],
    ['we do not eat meat', 'dietaryRestrictions', ['vegetarian']],
    ["i'd love to go paleo from now on", 'dietaryRestrictions', ['paleo']],
    ['i detest leeks comma celery and fennel full stop', 'dislikedIngredients', ['celery', 'fennel', 'leeks']],
    ['my mum and i are both celiac, is wednesday lunch safe for us', 'dietaryRestrictions', ['gluten-free']],
    ['my niece stays with us a lot and has a sesame allergy, please keep that in mind from now on', 'allergies', ['sesame']],
    ['how much is friday going to cost i hate okra btw', 'dislikedIngredients', ['okra']],
  ] as const)(
    'kept at once as said, nothing asked first: %s; Undo restores',
    async (message, list, values) => {
      const { agent, prefs } = await personWithPreferences(t);
      const before = await prefs();
      const reply = await conversation(agent)(message);
      expect({ confirm: reply.confirm ?? null, now: (await prefs())[list] }).toEqual({ confirm: null, now: [...values] });
      await undoAll(agent, reply);
      expect(await prefs()).toEqual(before);
    },
    60_000,
  );

  it('a correction with an undo beside it: the mistake taken off, the thing meant kept; an undo after a change of mind undoes', async () => {
    const { agent, prefs } = await personWithPreferences(t);
    const talk = conversation(agent);
    await talk('i cant stand olives');
    expect((await prefs()).dislikedIngredients).toEqual(['olives']);
    const fixed = await talk('oops i meant i cant stand onions, undo that');
    expect((await prefs()).dislikedIngredients).toEqual(['onions']);
    await undoAll(agent, fixed);
    expect((await prefs()).dislikedIngredients).toEqual(['olives']);

    const other = await personWithPreferences(t);
    const again = conversation(other.agent);
    await again('i am vegan');
    expect((await other.prefs()).dietaryRestrictions).toEqual(['vegan']);
    await again("i'm not vegan anymore");
    expect((await other.prefs()).dietaryRestrictions).toEqual([]);
    await again('oops, decided i still am. undo');
    expect((await other.prefs()).dietaryRestrictions).toEqual(['vegan']);
  });

  it("another person's app named: declined, nothing changed", async () => {
    const { agent, prefs } = await personWithPreferences(t);
    const before = await prefs();
    const reply = await conversation(agent)('put my flatmate on keto on his forkcast');
    expect(reply.action).toBeUndefined();
    expect(reply.actions ?? []).toEqual([]);
    expect(await prefs()).toEqual(before);
  });
});
