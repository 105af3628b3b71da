import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadSettings } from '../config/settings.js';
import { AiClient } from '../ai/ai-client.js';
import { parseCuration, RecipeCurator } from './recipe-curator.js';

const candidates = [
  { id: 1, title: 'Chickpea Salad', readyInMinutes: 15, calories: 480, diets: ['vegan'] },
  { id: 2, title: 'Beef Stew', readyInMinutes: 120, calories: 700, diets: [] },
  { id: 3, title: 'Tofu Stir Fry', readyInMinutes: 20, calories: 520, diets: ['vegan'] },
];

describe('parseCuration', () => {
  it('reads ids and message, keeping only known ids, in order, once', () => {
    expect(parseCuration('```json\n{"ids":[3,99,1,3],"message":" Quick  vegan picks "}\n```', new Set([1, 2, 3]))).toEqual({
      ids: [3, 1],
      message: 'Quick vegan picks',
    });
    expect(parseCuration('no json here', new Set([1]))).toBeNull();
    expect(parseCuration('{"ids":[42]}', new Set([1]))).toBeNull();
    expect(parseCuration('{"ids":"1"}', new Set([1]))).toBeNull();
  });
});

describe('RecipeCurator against a local Chat Completions server', () => {
  let server: Server;
  let reply: (body: { messages: { content: string }[] }) => { status?: number; content?: string };
  let baseURL = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const out = reply(JSON.parse(raw));
        if (out.status) return void res.writeHead(out.status, { 'content-type': 'application/json' }).end('{"error":{"message":"no"}}');
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            created: 0,
            model: 'm',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: out.content } }],
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const curator = () => new RecipeCurator(new AiClient(loadSettings({}, { openaiApiKey: 'k', openaiBaseUrl: baseURL, openaiModel: 'm' })));

  it('is off without a key', async () => {
    const off = new RecipeCurator(new AiClient(loadSettings({}, {})));
    expect(off.enabled).toBe(false);
    expect(await off.curate('vegan', candidates)).toBeNull();
  });

  it('answers the picked candidates (never others), best first, with the banner message', async () => {
    let sent = '';
    reply = (body) => {
      sent = body.messages[1].content;
      return { content: '{"ids":[3,1,77],"message":"Two quick vegan dinners."}' };
    };
    const result = await curator().curate('quick vegan', candidates);
    expect(JSON.parse(sent).candidates.map((c: { id: number }) => c.id)).toEqual([1, 2, 3]);
    expect(result).toEqual({
      curated: true,
      results: [candidates[2], candidates[0]],
      curated_recipes: [candidates[2], candidates[0]],
      totalFound: 2,
      message: 'Two quick vegan dinners.',
    });
  });

  it('falls back (null) when the service fails or answers nonsense', async () => {
    reply = () => ({ status: 500 });
    expect(await curator().curate('x', candidates)).toBeNull();
    reply = () => ({ content: 'I like soup' });
    expect(await curator().curate('x', candidates)).toBeNull();
  });
});
