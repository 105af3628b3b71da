import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadSettings } from '../config/settings.js';
import { AiClient, AiUnavailable } from './ai-client.js';

describe('AiClient: the one adapter to the OpenAI-compatible service', () => {
  let server: Server;
  let requests: { path: string; model: unknown }[] = [];
  let baseURL = '';

  beforeAll(async () => {
    // A Chat Completions server that fails every request with a 500, so retries can be counted.
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        requests.push({ path: req.url ?? '', model: (JSON.parse(body || '{}') as { model?: unknown }).model });
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no', type: 'server_error' } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  beforeEach(() => {
    requests = [];
  });

  const client = () => new AiClient(loadSettings({}, { openaiApiKey: 'k', openaiBaseUrl: baseURL, openaiModel: 'local-model' }));

  it('is off without a key, and says so instead of calling anything', async () => {
    const off = new AiClient(loadSettings({}, {}));
    expect(off.enabled).toBe(false);
    await expect(off.complete({ messages: [{ role: 'user', content: 'hi' }] }, 'assistant')).rejects.toBeInstanceOf(AiUnavailable);
  });

  it('asks the configured model at OPENAI_BASE_URL; a failure is AiUnavailable, retried only where a person waits', async () => {
    await expect(client().complete({ messages: [{ role: 'user', content: 'hi' }] }, 'curation')).rejects.toBeInstanceOf(AiUnavailable);
    expect(requests).toEqual([{ path: '/v1/chat/completions', model: 'local-model' }]);
    requests = [];
    await expect(client().complete({ messages: [{ role: 'user', content: 'hi' }] }, 'assistant')).rejects.toBeInstanceOf(AiUnavailable);
    expect(requests).toHaveLength(2);
  }, 20000);
});
