import request from 'supertest';
import type { Redis } from 'ioredis';
import { SharedCounters } from '../src/auth/limits.js';
import { SIGN_IN_LOCKED_MESSAGE, SIGN_UP_LIMIT_MESSAGE } from '../src/auth/sign-in-limits.js';
import { RATE_LIMIT_MESSAGE } from '../src/auth/rate-limit.guard.js';
import { startTestApp, type TestApp } from './test-app.js';

const PASSWORD = 'correct horse battery';
let people = 0;
const newEmail = () => `limits-${process.pid}-${Date.now()}-${++people}@example.com`;

/** Two API processes of one deployment: the same database, the same Redis and key prefix. */
async function twoReplicas(limits: Record<string, number>): Promise<[TestApp, TestApp]> {
  const queuePrefix = `forkcast-limits-${process.pid}-${Date.now()}`;
  return Promise.all([
    startTestApp({ queuePrefix, role: 'api', ...limits }),
    startTestApp({ queuePrefix, role: 'api', ...limits }),
  ]) as Promise<[TestApp, TestApp]>;
}

const signIn = (app: TestApp, email: string, password: string, from = '10.0.0.1') =>
  request(app.http).post('/api/auth/sign-in').set('X-Forwarded-For', from).send({ email, password });
const signUp = (app: TestApp, email: string, from = '10.0.0.1') =>
  request(app.http).post('/api/auth/sign-up').set('X-Forwarded-For', from).send({ email, password: PASSWORD, firstName: 'Limit' });

describe('sign-in and sign-up limits, shared by every API process through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoReplicas({
      signInFailuresPerAccount: 3,
      signInRateLimitPerMinute: 8,
      signUpRateLimitPerHour: 100,
      chatRateLimitPerMinute: 3,
    });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('failed sign-ins lock the account whichever process and address they come through; then even the right password waits', async () => {
    const email = newEmail();
    expect((await signUp(a, email, '10.1.0.1')).status).toBe(201);
    expect((await signIn(a, email, 'wrong one', '10.1.0.2')).status).toBe(401);
    expect((await signIn(b, email, 'wrong two', '10.1.0.3')).status).toBe(401);
    expect((await signIn(a, email, 'wrong three', '10.1.0.4')).status).toBe(401);
    const locked = await signIn(b, email, PASSWORD, '10.1.0.5');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(SIGN_IN_LOCKED_MESSAGE);
    // the first lock lasts 15 minutes
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // another account is not touched
    const other = newEmail();
    expect((await signUp(b, other, '10.1.0.6')).status).toBe(201);
    expect((await signIn(a, other, PASSWORD, '10.1.0.5')).status).toBe(200);
  });

  it('an unknown e-mail is counted and locked like a known one (nothing tells them apart)', async () => {
    const ghost = newEmail();
    for (let i = 0; i < 3; i++) expect((await signIn(i % 2 ? a : b, ghost, 'guess', `10.2.0.${i}`)).status).toBe(401);
    expect((await signIn(a, ghost, 'guess', '10.2.0.9')).status).toBe(429);
  });

  it('a success is never counted and clears the failures: many people behind one address sign in freely', async () => {
    const office = '10.3.0.1';
    const emails = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const email = newEmail();
        expect((await signUp(a, email, '10.3.9.9')).status).toBe(201);
        return email;
      }),
    );
    // twelve correct sign-ins from one address, more than the per-address limit of 8
    for (const [i, email] of emails.entries()) expect((await signIn(i % 2 ? a : b, email, PASSWORD, office)).status).toBe(200);
    // two failures, a success, two failures: the success wiped the first two, so no lock
    const [first] = emails;
    for (const pw of ['nope', 'nope', PASSWORD, 'nope', 'nope']) await signIn(b, first, pw, '10.3.0.2');
    expect((await signIn(a, first, PASSWORD, '10.3.0.3')).status).toBe(200);
  });

  it('failures from one address are limited across accounts (guessing many accounts from one place)', async () => {
    const from = '10.4.0.1';
    for (let i = 0; i < 8; i++) expect((await signIn(i % 2 ? a : b, newEmail(), 'guess', from)).status).toBe(401);
    const next = await signIn(a, newEmail(), 'guess', from);
    expect(next.status).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(60);
    // another address is not held back
    expect((await signIn(b, newEmail(), 'guess', '10.4.0.2')).status).toBe(401);
  });

  it('the chat limit is one count for a person across processes', async () => {
    const email = newEmail();
    const onA = request.agent(a.http);
    expect((await onA.post('/api/auth/sign-up').set('X-Forwarded-For', '10.5.0.1').send({ email, password: PASSWORD })).status).toBe(201);
    const onB = request.agent(b.http);
    expect((await onB.post('/api/auth/sign-in').set('X-Forwarded-For', '10.5.0.1').send({ email, password: PASSWORD })).status).toBe(200);
    const say = (agent: typeof onA) => agent.post('/api/chat').send({ message: 'hello' });
    expect((await say(onA)).status).toBe(200);
    expect((await say(onB)).status).toBe(200);
    expect((await say(onA)).status).toBe(200);
    const limited = await say(onB);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(RATE_LIMIT_MESSAGE);
  });
});

describe('sign-ups per address, and the lock growing', () => {
  it('past SIGN_UP_RATE_LIMIT_PER_HOUR from one address: 429 with Retry-After, no account made; other addresses go on', async () => {
    const [a, b] = await twoReplicas({ signUpRateLimitPerHour: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await signUp(i % 2 ? a : b, newEmail(), '10.6.0.1')).status).toBe(201);
      const email = newEmail();
      const refused = await signUp(a, email, '10.6.0.1');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(SIGN_UP_LIMIT_MESSAGE);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await signIn(b, email, PASSWORD, '10.6.0.9')).status).toBe(401);
      expect((await signUp(b, newEmail(), '10.6.0.2')).status).toBe(201);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('each new lock of an account in a day lasts twice as long', async () => {
    const [a, b] = await twoReplicas({ signInFailuresPerAccount: 2, signInRateLimitPerMinute: 1000 });
    try {
      const email = newEmail();
      expect((await signUp(a, email)).status).toBe(201);
      await signIn(a, email, 'x');
      await signIn(b, email, 'y');
      expect(Number((await signIn(a, email, PASSWORD)).headers['retry-after'])).toBeGreaterThan(14 * 60);
      // the first lock runs out (made to, here: the counter's key expires)
      const keys = await lockKeys(a, 'sign-in-account:');
      expect(keys.length).toBe(1);
      await redisOf(a).del(keys[0]);
      expect((await signIn(b, email, 'z')).status).toBe(401);
      expect((await signIn(a, email, 'w')).status).toBe(401);
      const second = Number((await signIn(b, email, PASSWORD)).headers['retry-after']);
      expect(second).toBeGreaterThan(29 * 60);
      expect(second).toBeLessThanOrEqual(30 * 60);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

/** The Redis client the app's counters use (only to end a lock early in a test). */
function redisOf(app: TestApp) {
  return (app.app.get(SharedCounters, { strict: false }) as unknown as { redis: Redis }).redis;
}

async function lockKeys(app: TestApp, name: string): Promise<string[]> {
  return redisOf(app).keys(`${app.settings.queuePrefix}:limits:${name}*`);
}
