import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { createHttpApp } from '../src/app.factory.js';
import { loadSettings, type Settings } from '../src/config/settings.js';
import { ensureSeeded, ensureTestDatabase, isolatedDatabaseUrl } from './test-db.js';
import { testDatabaseUrl, testRedisUrl } from './test-env.js';

export interface TestApp {
  app: NestExpressApplication;
  http: App;
  settings: Settings;
  orm: MikroORM;
  close(): Promise<void>;
}

let counter = 0;

/** The real Nest app (API + workers) over the test database and a Redis namespace of its own. */
/**
 * Pass `{ seeded: true }` to load the catalogue, foods and recipe library first (through the real seeders),
 * `{ isolated: 'name' }` for a fresh database of the suite's own.
 */
export async function startTestApp(overrides: Partial<Settings> & { seeded?: boolean; isolated?: string } = {}): Promise<TestApp> {
  const { seeded, isolated, ...settingsOverrides } = overrides;
  await (seeded ? ensureSeeded() : ensureTestDatabase());
  const databaseUrl = isolated ? await isolatedDatabaseUrl(isolated) : testDatabaseUrl();
  const settings = loadSettings(
    {},
    {
      databaseUrl,
      redisUrl: testRedisUrl(),
      // unique per app, not only per worker process: jest runs suites one after another in one worker, each with its
      // own module registry (the counter starts again), and a job of the next suite must never reach a worker of the
      // last (its pool ended: "Cannot use a pool after calling end on the pool")
      queuePrefix: `forkcast-test-${process.pid}-${randomUUID().slice(0, 8)}-${++counter}`,
      logLevel: 'silent',
      // Suites sign many people up from 127.0.0.1; the limits have suites of their own (auth-limits.test.ts).
      signUpRateLimitPerHour: 100_000,
      ...settingsOverrides,
    },
  );
  const app = await createHttpApp(settings, { logger: false });
  return {
    app,
    http: app.getHttpServer() as App,
    settings,
    orm: app.get(MikroORM),
    // A Redis that is down makes BullMQ's close wait for a reconnect that never comes: bound it.
    close: () => Promise.race([app.close(), new Promise<void>((r) => setTimeout(r, 3000).unref())]),
  };
}

let userCounter = 0;

/** Signs up a fresh person and returns an agent that carries their session cookie. */
export async function signUpAgent(http: App, fields: { firstName?: string; lastName?: string; email?: string } = {}) {
  const agent = request.agent(http);
  const email = fields.email ?? `person-${process.pid}-${Date.now()}-${++userCounter}@example.com`;
  const res = await agent.post('/api/auth/sign-up').send({
    email,
    password: 'correct horse battery',
    firstName: fields.firstName ?? 'Test',
    ...(fields.lastName ? { lastName: fields.lastName } : {}),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body as { id: string; email: string }, email };
}

/** Polls GET /api/jobs/:id until the job finishes. */
export async function waitForJob(agent: ReturnType<typeof request.agent>, jobId: string, timeoutMs = 20000) {
  const started = Date.now();
  for (;;) {
    const res = await agent.get(`/api/jobs/${jobId}`);
    if (res.status !== 200) throw new Error(`job status ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.state === 'completed' || res.body.state === 'failed')
      return res.body as { state: string; result: unknown; error: string | null; progress: number };
    if (Date.now() - started > timeoutMs) throw new Error(`job ${jobId} still ${res.body.state} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
