import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './test-app.js';

describe('the SPA page', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'forkcast-spa-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>Forkcast</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp({ spaDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every screen path with index.html naming the sign-in mode, never cached', async () => {
    for (const path of ['/', '/meal-plans', '/recipes?query=soup']) {
      const res = await request(t.http).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<meta name="forkcast-auth-mode" content="local" />');
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it('serves a rebuilt index.html without a restart', async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Rebuilt</title></head><body></body></html>');
    const res = await request(t.http).get('/grocery-lists');
    expect(res.text).toContain('<title>Rebuilt</title>');
    expect(res.text).toContain('content="local"');
  });

  it('leaves API paths to the API', async () => {
    const res = await request(t.http).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
