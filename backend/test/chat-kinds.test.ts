/**
 * Issue #22, a word for a kind of food never acts on one line of several, through POST /api/chat with a real
 * person (PostgreSQL, Redis): with Cheddar cheese, mozzarella and parmesan on the list, "the cheese" means all three
 * (mozzarella and parmesan are cheeses, by the catalogue, though their names lack the word), so taking off, ticking,
 * an amount or putting it in the pantry asks which, offers the three and writes nothing; the pick completes the
 * change. With one cheese on the list, "the cheese" is that one, at once. Answers about calories say "calories".
 * The OpenAI-compatible engine's tools do not guess either: the model is told the lines and to ask.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatCompletion, type CompletionTurn } from './chat-completion.js';
import { conversation, say } from './chat-turns.js';
import { startTestApp, type TestApp } from './test-app.js';
import { soupWeek } from './soup-week.js';

type Line = { name: string; quantity: number; isChecked: boolean };

/** A person whose week (today on) has a soup of their own, its list built from the plan, and these lines added by hand. */
async function personWith(t: TestApp, own: string[]) {
  const { agent, planId } = await soupWeek(t, own, 'Kinds week');
  const lines = async () =>
    ((await agent.get(`/api/grocery-lists/${planId}`)).body.items as Line[])
      .map((l) => ({ name: l.name.toLowerCase(), quantity: Number(l.quantity), isChecked: l.isChecked }))
      .sort((a, b) => a.name.localeCompare(b.name));
  const pantry = async () => JSON.stringify((await agent.get('/api/pantry')).body);
  return { agent, planId, lines, pantry };
}

const CHEESES = ['cheddar cheese', 'mozzarella', 'parmesan'];
const isCheese = (l: Line) => CHEESES.includes(l.name);

describe('chat: a word for a kind of food with several lines of that kind (issue #22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  }, 120_000);
  afterAll(() => t.close());

  it('"the cheese" with three cheeses on the list asks which, offering the three, and writes nothing', async () => {
    const { agent, lines, pantry } = await personWith(t, ['Cheddar cheese', 'mozzarella', 'parmesan']);
    const before = { lines: await lines(), pantry: await pantry() };
    for (const message of [
      'remove the cheese',
      'tick off the cheese',
      'make the cheese 2',
      'pls take the cheese off my list thx',
      'i dont need the cheese anymore',
      'untick the cheese',
      'put the cheese in my pantry',
    ]) {
      const reply = await say(agent, message);
      expect({ message, action: reply.action, actions: reply.actions }).toEqual({ message, action: undefined, actions: undefined });
      // the question is the last thing said, and the three are offered as taps
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(/\?$/) });
      expect({ message, choices: reply.choices?.map((c) => c.toLowerCase()).sort() }).toEqual({ message, choices: CHEESES });
      expect({ message, now: { lines: await lines(), pantry: await pantry() } }).toEqual({ message, now: before });
    }
  });

  it('the answer to "which one?" completes the change asked, on that line only', async () => {
    const { agent, lines } = await personWith(t, ['Cheddar cheese', 'mozzarella', 'parmesan']);
    const talk = conversation(agent);
    expect((await talk('take the cheese off my list please')).action).toBeUndefined();
    const removed = await talk('the mozzarella');
    expect(removed.action?.id).toBeDefined();
    expect(removed.response).toMatch(/^Removed mozzarella/i);
    expect((await lines()).filter(isCheese).map((l) => l.name)).toEqual(['cheddar cheese', 'parmesan']);

    // by place, with a tick; by name, with an amount
    expect((await talk('tick off the cheese')).action).toBeUndefined();
    expect((await talk('2')).response).toMatch(/^Checked off parmesan/i);
    expect((await talk('make the cheese 3')).action).toBeUndefined();
    expect((await talk('the cheddar')).response).toMatch(/^Changed Cheddar cheese .*from 1 to 3/i);
    expect((await lines()).filter(isCheese)).toEqual([
      { name: 'cheddar cheese', quantity: 3, isChecked: false },
      { name: 'parmesan', quantity: 1, isChecked: true },
    ]);
  });

  it('with one cheese on the list, "the cheese" is that one and is acted on at once', async () => {
    const { agent, lines } = await personWith(t, ['mozzarella']);
    const ticked = await say(agent, 'tick off the cheese');
    expect(ticked.action?.id).toBeDefined();
    expect(ticked.response).toMatch(/^Checked off mozzarella/i);
    const amount = await say(agent, 'make the cheese 2');
    expect(amount.action?.id).toBeDefined();
    expect(amount.response).toMatch(/^Changed mozzarella .*from 1 to 2/i);
    expect((await lines()).filter(isCheese)).toEqual([{ name: 'mozzarella', quantity: 2, isChecked: true }]);
    const removed = await say(agent, 'remove the cheese pls');
    expect(removed.action?.id).toBeDefined();
    expect(removed.response).toMatch(/^Removed mozzarella/i);
    expect((await lines()).filter(isCheese)).toEqual([]);
    // the undo puts it back
    expect((await agent.post(`/api/chat/undo/${removed.action!.id}`)).status).toBe(200);
    expect((await lines()).filter(isCheese).map((l) => l.name)).toEqual(['mozzarella']);
  });

  it('answers about calories say "calories", for the week, a day and a meal', async () => {
    const { agent } = await personWith(t, []);
    for (const message of ['how many calories this week', 'how many calories on tuesday', 'how many calories is tuesday dinner']) {
      const reply = await say(agent, message);
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(/\d calories \(kcal\)/) });
      expect(reply.action).toBeUndefined();
    }
  });
});

type Body = { model: string; messages: { role: string; content: string | null; tool_call_id?: string }[] };

/** A local server speaking the chat-completions wire format, answering by a script. */
function fakeOpenAI() {
  let script: (body: Body) => CompletionTurn = () => ({ content: 'Hello.' });
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Body;
      res.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(body.model, script(body)));
    });
  });
  return { server, setScript: (s: typeof script) => (script = s) };
}

describe('chat: the OpenAI-compatible engine does not guess among lines of a kind', () => {
  let t: TestApp;
  const fake = fakeOpenAI();
  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    t = await startTestApp({
      seeded: true,
      openaiApiKey: 'test-key',
      openaiBaseUrl: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`,
      openaiModel: 'test-model',
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await new Promise((r) => fake.server.close(r));
  });

  it('remove_grocery_item "cheese" with three cheeses removes nothing and tells the model the lines to ask about', async () => {
    const { agent, lines } = await personWith(t, ['Cheddar cheese', 'mozzarella', 'parmesan']);
    const before = await lines();
    let result: { ok: boolean; error?: string } | null = null;
    fake.setScript((body) => {
      const last = body.messages[body.messages.length - 1];
      if (last.role === 'user')
        return {
          tool_calls: [
            { id: 'r', type: 'function', function: { name: 'remove_grocery_item', arguments: JSON.stringify({ name: 'cheese' }) } },
          ],
        };
      result = JSON.parse(last.content!);
      return { content: 'Which cheese: Cheddar cheese, mozzarella or parmesan?' };
    });
    const reply = await say(agent, 'remove the cheese');
    expect(reply.action).toBeUndefined();
    expect(result!.ok).toBe(false);
    expect(result!.error).toMatch(
      /^Several lines on the list match "cheese": .*Cheddar cheese.*mozzarella.*parmesan.*Nothing was changed/i,
    );
    expect(await lines()).toEqual(before);
  });
});
