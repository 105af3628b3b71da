/**
 * Issue #23: Redis killed (SIGKILL, its memory gone: no snapshot, no append-only file) while people use the app
 * and plans and grocery lists are being made, then started again. A redis-server of this suite's own on a free
 * port, as fault-postgres.test.ts stands up its own PostgreSQL. Checked: no write that was accepted is lost,
 * nothing answers 500 (503 with Retry-After while it is down), every job accepted — before, during or after —
 * is done once it is back, and the app takes new jobs again within 30 s, without a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

type Agent = Awaited<ReturnType<typeof signUpAgent>>['agent'];

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

/** A redis-server of our own that keeps nothing on disk: killed, it comes back empty. */
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
    await sleep(100);
  }
  throw new Error('redis-server did not start (is the redis-server package installed?)');
}

interface Answer {
  what: string;
  status: number;
  retryAfter?: string;
  at: number;
}

describe('fault: Redis killed under load and started again', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await startTestApp({ seeded: true, redisUrl: `redis://127.0.0.1:${port}` });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    redis?.kill('SIGKILL');
  });

  it('loses no accepted write or job, never answers 500, and takes jobs again within 30 s', async () => {
    const people = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { agent } = await signUpAgent(t.http);
        await agent.post('/api/preferences').send({ calorieGoal: 2100, weeklyBudget: 140 }).expect(200);
        const start = new Date().toISOString().slice(0, 10);
        const plan = await agent.post('/api/meal-plans').send({
          name: 'Redis week',
          weekStartDate: start,
          meals: [
            {
              dayOfWeek: new Date().getUTCDay(),
              mealType: 'breakfast',
              recipeId: null,
              foodItem: { name: 'Oatmeal', calories: 380, quantity: 1, unit: 'serving' },
              date: start,
            },
          ],
        });
        expect(plan.status).toBe(201);
        return { agent, planId: plan.body.id as string };
      }),
    );

    const answers: Answer[] = [];
    const jobs: { agent: Agent; jobId: string; kind: 'plan' | 'list'; at: number }[] = [];
    const lines: { agent: Agent; planId: string; name: string }[] = [];
    const note = (what: string, res: { status: number; headers: Record<string, string> }) =>
      answers.push({ what, status: res.status, retryAfter: res.headers['retry-after'], at: Date.now() });

    let running = true;
    let n = 0;
    const load = people.map(async ({ agent, planId }, who) => {
      while (running) {
        const k = `${who}-${++n}`;
        const plan = await agent.post('/api/meal-plans/generate').set('Idempotency-Key', `redis-fault-${process.pid}-${k}`).send({});
        note('generate', plan);
        if (plan.status === 202) jobs.push({ agent, jobId: plan.body.jobId, kind: 'plan', at: Date.now() });
        const list = await agent.post(`/api/meal-plans/${planId}/generate-grocery-list`).send();
        note('list', list);
        if (list.status === 202) jobs.push({ agent, jobId: list.body.jobId, kind: 'list', at: Date.now() });
        const name = `redis fault line ${k}`;
        const line = await agent.post(`/api/grocery-lists/${planId}/items`).send({ name });
        note('line', line);
        if (line.status === 201) lines.push({ agent, planId, name });
        const last = jobs.findLast((j) => j.agent === agent);
        if (last) note('poll', await agent.get(`/api/jobs/${last.jobId}`));
        note('prefs', await agent.get('/api/preferences'));
        await sleep(50);
      }
    });

    await sleep(1500);
    const acceptedBefore = jobs.length;
    redis.kill('SIGKILL');
    const killedAt = Date.now();
    await sleep(3000);
    redis = await startRedis(port);
    const restartedAt = Date.now();
    // back: the first job accepted after the restart says how long the app took to recover
    while (!jobs.some((j) => j.at > restartedAt) && Date.now() - restartedAt < 30_000) await sleep(100);
    await sleep(1000);
    running = false;
    await Promise.all(load);

    const recoveredAt = jobs.find((j) => j.at > restartedAt)?.at;
    expect(recoveredAt).toBeDefined();
    expect(recoveredAt! - restartedAt).toBeLessThan(30_000);
    expect(acceptedBefore).toBeGreaterThan(0);
    // never a 500 (or any other failure): 2xx, or 503 with Retry-After while Redis was away
    const wrong = answers.filter((a) => !(a.status < 300 || (a.status === 503 && a.retryAfter)));
    expect(wrong).toEqual([]);
    expect(answers.some((a) => a.status === 503 && a.at >= killedAt && a.at < restartedAt)).toBe(true);

    // every job accepted is done: a plan made, a list built
    const finished = await Promise.all(
      jobs.map(async ({ agent, jobId, kind }) => {
        const started = Date.now();
        for (;;) {
          const res = await agent.get(`/api/jobs/${jobId}`);
          if (res.status === 200 && (res.body.state === 'completed' || res.body.state === 'failed'))
            return { kind, jobId, state: res.body.state as string, error: res.body.error as string | null };
          if (Date.now() - started > 30_000)
            return { kind, jobId, state: `${res.status} ${res.body.state ?? res.body.message}`, error: null };
          await sleep(250);
        }
      }),
    );
    expect(finished.filter((f) => f.state !== 'completed')).toEqual([]);
    const planJobs = new Set(jobs.filter((j) => j.kind === 'plan').map((j) => j.jobId));
    for (const { agent } of people) {
      const mine = jobs.filter((j) => j.agent === agent && j.kind === 'plan').length;
      const plans = (await agent.get('/api/meal-plans').expect(200)).body as unknown[];
      // one plan per accepted request key, plus the one made by hand
      expect(plans.length).toBe(mine + 1);
    }
    expect(planJobs.size).toBe(jobs.filter((j) => j.kind === 'plan').length);
    // every line accepted is on its list
    for (const { agent, planId } of people) {
      const list = (await agent.get(`/api/grocery-lists/${planId}`).expect(200)).body as { items: { name: string }[] };
      const have = new Set(list.items.map((i) => i.name));
      expect(lines.filter((l) => l.planId === planId && !have.has(l.name)).map((l) => l.name)).toEqual([]);
    }
  }, 90_000);

  it('a Redis too slow to answer for a moment after the job is kept: the request is accepted (202), not 503, and the plan is made', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent.post('/api/preferences').send({ calorieGoal: 2000, weeklyBudget: 120 }).expect(200);
    const before = (await agent.get('/api/meal-plans').expect(200)).body as unknown[];
    const admin = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 1 });
    try {
      // Writes wait 3 s (longer than the app waits on Redis); reads, and the connection, stay up.
      await admin.call('CLIENT', 'PAUSE', '3000', 'WRITE');
      const res = await agent.post('/api/meal-plans/generate').set('Idempotency-Key', `slow-redis-${process.pid}`).send({});
      expect(res.status).toBe(202);
      const started = Date.now();
      let state = '';
      while (Date.now() - started < 30_000) {
        const job = await agent.get(`/api/jobs/${res.body.jobId}`);
        state = job.status === 200 ? (job.body.state as string) : String(job.status);
        if (state === 'completed' || state === 'failed') break;
        await sleep(250);
      }
      expect(state).toBe('completed');
      const after = (await agent.get('/api/meal-plans').expect(200)).body as unknown[];
      expect(after.length).toBe(before.length + 1);
    } finally {
      await admin.call('CLIENT', 'UNPAUSE').catch(() => undefined);
      admin.disconnect();
    }
  }, 60_000);
});
