import request from 'supertest';
import { enumerateRoutes } from './routes.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Routes that answer without a session, by design. Anything else must answer 401 when signed out. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/config',
  'GET /api/sample-day',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'GET /api/login',
  'GET /api/calendar/:token.ics',
  'GET /api/calendar/:token',
  'GET /api/household/invites/:token',
]);

describe('every API route needs a session unless it is public', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the routes from the router itself', () => {
    const routes = enumerateRoutes(t);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/auth/user' }));
  });

  it('answers 401 on each non-public route without a session', async () => {
    const failures: string[] = [];
    for (const { method, path } of enumerateRoutes(t)) {
      if (PUBLIC_ROUTES.has(`${method} ${path}`)) continue;
      const url = path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await request(t.http)[method.toLowerCase() as 'get'](url).send({});
      if (res.status !== 401) failures.push(`${method} ${path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
