/**
 * List asks through POST /api/chat with a real person, PostgreSQL and Redis, in phrasings of our own: a need asked with a
 * choice at its end is answered from the list and writes nothing; a slip of a line's own name that the catalogue reads
 * as another listed food is still that line; "it" in the first of several changes, after a line was asked of, is that
 * line, and every change is done.
 */
import { linesOf, named } from './chat-list.js';
import { personTalking } from './chat-person.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('chat: list asks as people type them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 1000 });
  });
  afterAll(() => t.close());

  const person = () => personTalking(t);

  it.each(['need lemons this week or nah', 'still gotta buy lemons, yes or no', 'we need to get lemons again or not'])(
    '"%s" answers from the list and writes nothing',
    async (message) => {
      const { agent, planId, say } = await person();
      const before = await linesOf(agent, planId);
      const reply = await say(message);
      expect(reply.action).toBeUndefined();
      expect(reply.response).toMatch(/lemon/i);
      expect(await linesOf(agent, planId)).toEqual(before);
    },
    60_000,
  );

  it.each(['scratch the cookes', 'take the cokie off pls', 'tick off the cookes'])(
    '"%s" with cookies and soda listed is the cookies, never the soda',
    async (message) => {
      const { agent, planId, say } = await person();
      await say('add cookies, soda and eggs');
      const reply = await say(message);
      expect(reply.response).toMatch(/cookies/i);
      expect(reply.response).not.toMatch(/soda/i);
      const lines = await linesOf(agent, planId);
      expect(named(lines, 'soda')).toHaveLength(1);
      expect(named(lines, 'soda')[0].isChecked).toBe(false);
    },
    60_000,
  );

  it.each(['take it off and add 2 lemons too', 'delete that, then add a carton of oat milk'])(
    'after "is there soda on my list", "%s" takes the soda off and adds the other',
    async (message) => {
      const { agent, planId, say } = await person();
      await say('add soda and eggs');
      await say('is soda on my shopping list?');
      const reply = await say(message);
      expect(reply.response).toMatch(/Removed soda/i);
      const lines = await linesOf(agent, planId);
      expect(named(lines, 'soda')).toEqual([]);
      expect(lines.some((l) => /lemon|oat milk/i.test(l.name))).toBe(true);
    },
    60_000,
  );
});
