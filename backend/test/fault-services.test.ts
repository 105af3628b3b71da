import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1' }, () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start (is the redis-server package installed?)');
}

async function until<T>(attempt: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not recovered within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('fault: Redis stops and starts again', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await startTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    redis.kill('SIGKILL');
  });

  it('answers 503 on job endpoints meanwhile, keeps every other endpoint up, and recovers without a restart', async () => {
    const { agent } = await signUpAgent(t.http);
    const before = await agent.post('/api/jobs/demo').send({ message: 'before', steps: 1 });
    expect(before.status).toBe(202);
    await waitForJob(agent, before.body.jobId);

    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const during = await agent.post('/api/jobs/demo').send({ message: 'during', steps: 1 });
    expect(during.status).toBe(503);
    expect(during.body.message).toMatch(/try again/i);
    expect((await agent.get(`/api/jobs/${before.body.jobId}`)).status).toBe(503);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect((await agent.get('/api/preferences')).status).toBe(200);
    expect((await agent.get('/api/health')).body).toMatchObject({ postgres: 'up', redis: 'down' });

    redis = await startRedis(port);
    const after = await until(async () => {
      const res = await agent.post('/api/jobs/demo').send({ message: 'after', steps: 1 });
      return res.status === 202 ? res : undefined;
    }, 15000);
    const done = await waitForJob(agent, after.body.jobId, 20000);
    expect(done).toMatchObject({ state: 'completed', result: { echo: 'after', steps: 1 } });
    expect((await agent.get('/api/health')).status).toBe(200);
  }, 60000);
});

describe('fault: PostgreSQL connections are terminated', () => {
  let t: TestApp;
  // A database of its own: terminating connections on the shared test database would cut the suites
  // running beside this one in the other jest worker.
  beforeAll(async () => {
    t = await startTestApp({ isolated: 'fault_pg' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('requests fail cleanly (never hang) while it happens, and the next ones succeed', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent.get('/api/preferences').expect(200);
    const admin = new pg.Client({ connectionString: t.settings.databaseUrl });
    await admin.connect();
    const inFlight = Promise.all(Array.from({ length: 5 }, () => agent.get('/api/preferences')));
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    for (const res of await inFlight) expect([200, 500, 503]).toContain(res.status);
    const next = await until(async () => {
      const res = await agent.get('/api/preferences');
      return res.status === 200 ? res : undefined;
    }, 5000);
    expect(next.body.calorieGoal).toBe(2000);
    // After recovery every request succeeds, not just one.
    for (let i = 0; i < 5; i++) expect((await agent.get('/api/auth/user')).status).toBe(200);
  });
});
