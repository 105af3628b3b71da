import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loggedPath, requestLogger } from './logger.js';

/** A server whose every request goes through the request logger, writing into `lines`. */
async function loggedServer(level: string, lines: Record<string, unknown>[]): Promise<{ server: Server; url: string }> {
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(
        ...String(chunk)
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l)),
      );
      cb();
    },
  });
  const log = requestLogger(pino({ level }, sink));
  const server = createServer((req, res) =>
    log(req, res, () => {
      res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
      res.end('ok');
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('request log', () => {
  it('one line per finished request: id (echoed back), method, path without query or feed token, status, time', async () => {
    const lines: Record<string, unknown>[] = [];
    const { server, url } = await loggedServer('info', lines);
    try {
      const res = await fetch(`${url}/missing/thing?secret=1`, { headers: { 'x-request-id': 'req-42' } });
      expect(res.headers.get('x-request-id')).toBe('req-42');
      const made = await fetch(`${url}/api/meal-plans`);
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await fetch(`${url}/api/health`);
      await new Promise((r) => setTimeout(r, 20));
      expect(lines.map((l) => [l.msg, l.req, l.res])).toEqual([
        ['request completed', { id: 'req-42', method: 'GET', url: '/missing/thing' }, { statusCode: 404 }],
        ['request completed', { id: made.headers.get('x-request-id'), method: 'GET', url: '/api/meal-plans' }, { statusCode: 200 }],
      ]);
      expect(typeof lines[0].responseTime).toBe('number');
    } finally {
      server.close();
    }
  });

  it('writes nothing (and builds nothing) when info is not logged, but still gives every request its id', async () => {
    const lines: Record<string, unknown>[] = [];
    const { server, url } = await loggedServer('warn', lines);
    try {
      const res = await fetch(`${url}/api/config`);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await new Promise((r) => setTimeout(r, 20));
      expect(lines).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('hides a calendar feed token', () => {
    expect(loggedPath('/api/calendar/AbCdEfGhIjKlMnOpQrStUvWx.ics?x=1')).toBe('/api/calendar/[feed-token].ics');
  });
});
