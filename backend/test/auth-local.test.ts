import request from 'supertest';
import { User } from '../src/users/user.entity.js';
import { Session } from '../src/auth/session.entity.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

describe('local sign-in (AUTH_MODE=local)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const unique = () => `p${Date.now()}${Math.random().toString(36).slice(2, 7)}@example.com`;

  it('signs up, keeps the session in an httpOnly SameSite=Lax cookie, and answers the user', async () => {
    const email = unique();
    const res = await request(t.http)
      .post('/api/auth/sign-up')
      .send({ email: email.toUpperCase(), password: 'longenough1', firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), email, firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/forkcast_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await request(t.http).get('/api/auth/user').set('Cookie', cookie.split(';')[0]);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it('stores an argon2id hash and only a hash of the session token', async () => {
    const email = unique();
    const res = await request(t.http).post('/api/auth/sign-up').send({ email, password: 'longenough1' });
    const token = /forkcast_session=([^;]+)/.exec(String(res.headers['set-cookie']))![1];
    const em = t.orm.em.fork();
    const user = await em.findOneOrFail(User, { email }, { populate: ['passwordHash'] });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const sessions = await em.find(Session, { user: user.id });
    expect(sessions).toHaveLength(1);
    expect(sessions[0].tokenHash).not.toBe(token);
    expect(sessions[0].tokenHash).toHaveLength(64);
  });

  it('answers 400 for a bad email or a short password, and writes nothing', async () => {
    // Other suites sign people up at the same time: count only the emails this test tried.
    const tried = ['not-an-email', unique(), unique()];
    const bad = await request(t.http).post('/api/auth/sign-up').send({ email: tried[0], password: 'longenough1' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/valid email/);
    const short = await request(t.http).post('/api/auth/sign-up').send({ email: tried[1], password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/at least 8 characters/);
    const extra = await request(t.http).post('/api/auth/sign-up').send({ email: tried[2], password: 'longenough1', isAdmin: true });
    expect(extra.status).toBe(400);
    expect(await t.orm.em.fork().count(User, { email: { $in: tried.map((e) => e.toLowerCase()) } })).toBe(0);
  });

  it('answers 409 when the email is taken, whatever its case', async () => {
    const email = unique();
    await request(t.http).post('/api/auth/sign-up').send({ email, password: 'longenough1' }).expect(201);
    const again = await request(t.http).post('/api/auth/sign-up').send({ email: email.toUpperCase(), password: 'longenough2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const email = unique();
    await request(t.http).post('/api/auth/sign-up').send({ email, password: 'longenough1' }).expect(201);
    const wrong = await request(t.http).post('/api/auth/sign-in').send({ email, password: 'wrong-password' });
    const unknown = await request(t.http).post('/api/auth/sign-in').send({ email: unique(), password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe(wrong.body.message);
    const ok = await request(t.http).post('/api/auth/sign-in').send({ email, password: 'longenough1' });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(email);
  });

  it('signs out: the cookie stops working', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent.get('/api/auth/user').expect(200);
    await agent.post('/api/auth/sign-out').expect(204);
    const after = await agent.get('/api/auth/user');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unauthorized');
  });

  it('an expired session answers 401; the person is answered as signed up', async () => {
    const { agent, user } = await signUpAgent(t.http, { firstName: 'Grace', lastName: 'Hopper' });
    // The session ends in three seconds; the API looks it up now (and remembers it for a few seconds).
    const [{ ends }] = await t.orm.em
      .fork()
      .execute<{ ends: Date }[]>(
        `update sessions set expires_at = now() + interval '3 seconds' where user_id = ? returning expires_at as ends`,
        [user.id],
      );
    expect((await agent.get('/api/auth/user')).body).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: null,
    });
    await new Promise((r) => setTimeout(r, Math.max(0, new Date(ends).getTime() - Date.now()) + 100));
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect((await agent.get('/api/meal-plans')).status).toBe(401);
  });

  it('refuses state-changing requests from another site', async () => {
    const res = await request(t.http)
      .post('/api/auth/sign-up')
      .set('Origin', 'https://evil.example')
      .send({ email: unique(), password: 'longenough1' });
    expect(res.status).toBe(403);
    const fetchSite = await request(t.http)
      .post('/api/auth/sign-in')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: unique(), password: 'longenough1' });
    expect(fetchSite.status).toBe(403);
  });

  it('sends /api/login to the sign-in page and tells the SPA the auth mode', async () => {
    const login = await request(t.http).get('/api/login');
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe('/sign-in');
    const config = await request(t.http).get('/api/config');
    expect(config.body).toMatchObject({ authMode: 'local', clerkPublishableKey: null });
  });

  it('sets security headers', async () => {
    const res = await request(t.http).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
