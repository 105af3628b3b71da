import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import request from 'supertest';
import { loadSettings } from '../src/config/settings.js';
import { startTestApp, type TestApp } from './test-app.js';

const AZP = 'http://localhost:3000';

async function token(key: CryptoKey, claims: Record<string, unknown>, opts: { expiresIn?: string | number; azp?: string } = {}) {
  return new SignJWT({ azp: opts.azp ?? AZP, sid: 'sess_1', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setIssuedAt(Math.floor(Date.now() / 1000) - 10)
    .setNotBefore(Math.floor(Date.now() / 1000) - 10)
    .setExpirationTime(opts.expiresIn ?? '5m')
    .setIssuer('https://clerk.forkcast.test')
    .sign(key);
}

describe('Clerk sign-in (AUTH_MODE=clerk), verified offline with CLERK_JWT_KEY', () => {
  let t: TestApp;
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const pem = await exportSPKI(pair.publicKey);
    t = await startTestApp({
      authMode: 'clerk',
      clerkJwtKey: pem,
      clerkPublishableKey: 'pk_test_Zm9ya2Nhc3QuY2xlcmsuYWNjb3VudHMuZGV2JA',
      clerkAuthorizedParties: [AZP],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts a valid token (Bearer or __session cookie) and upserts the user once', async () => {
    const jwt = await token(privateKey, { sub: 'user_abc', email: 'Clerk.Person@Example.com', first_name: 'Clara' });
    const a = await request(t.http).get('/api/auth/user').set('Authorization', `Bearer ${jwt}`);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ email: 'clerk.person@example.com', firstName: 'Clara' });
    const b = await request(t.http).get('/api/auth/user').set('Cookie', `__session=${jwt}`);
    expect(b.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
  });

  it.each([
    ['expired', async () => token(privateKey, { sub: 'user_x' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['signed with another key', async () => token(otherKey, { sub: 'user_x' })],
    ['issued for another party (azp)', async () => token(privateKey, { sub: 'user_x' }, { azp: 'https://evil.example' })],
  ])('rejects a token %s with 401', async (_, make) => {
    const res = await request(t.http)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${await make()}`);
    expect(res.status).toBe(401);
  });

  it('tells the SPA to use Clerk with the publishable key; local sign-up is off', async () => {
    const config = await request(t.http).get('/api/config');
    expect(config.body).toMatchObject({ authMode: 'clerk', clerkPublishableKey: 'pk_test_Zm9ya2Nhc3QuY2xlcmsuYWNjb3VudHMuZGV2JA' });
    const signUp = await request(t.http).post('/api/auth/sign-up').send({ email: 'x@example.com', password: 'longenough1' });
    expect(signUp.status).toBe(404);
  });

  it('refuses to start without its keys, naming the variable', () => {
    expect(() => loadSettings({ AUTH_MODE: 'clerk' })).toThrow(/CLERK_PUBLISHABLE_KEY/);
    expect(() => loadSettings({ AUTH_MODE: 'clerk', CLERK_PUBLISHABLE_KEY: 'pk_test_x' })).toThrow(/CLERK_SECRET_KEY or CLERK_JWT_KEY/);
  });
});
