import request from 'supertest';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

describe('background jobs (BullMQ on real Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs a job end to end: 202 with a job id, the worker runs it, status reaches completed', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.post('/api/jobs/demo').send({ message: 'hello', steps: 4 });
    expect(res.status).toBe(202);
    expect(res.body.jobId).toMatch(/^plans\./);
    const done = await waitForJob(agent, res.body.jobId);
    expect(done).toMatchObject({ state: 'completed', progress: 100, result: { echo: 'hello', steps: 4 }, error: null });
  });

  it('shows a job only to its owner: anyone else gets 404', async () => {
    const a = await signUpAgent(t.http);
    const b = await signUpAgent(t.http);
    const { body } = await a.agent.post('/api/jobs/demo').send({ message: 'private', steps: 1 });
    await waitForJob(a.agent, body.jobId);
    expect((await b.agent.get(`/api/jobs/${body.jobId}`)).status).toBe(404);
    expect((await a.agent.get('/api/jobs/plans.no-such-job')).status).toBe(404);
    expect((await a.agent.get('/api/jobs/nonsense')).status).toBe(404);
    expect((await request(t.http).get(`/api/jobs/${body.jobId}`)).status).toBe(401);
  });

  it('validates job input', async () => {
    const { agent } = await signUpAgent(t.http);
    expect((await agent.post('/api/jobs/demo').send({ message: 'x', steps: 99 })).status).toBe(400);
  });

  it('the queue dashboard is for ADMIN_EMAILS only', async () => {
    const admin = await signUpAgent(t.http);
    const other = await signUpAgent(t.http);
    t.settings.adminEmails = [admin.email.toLowerCase()];
    expect((await request(t.http).get('/admin/queues')).status).toBe(401);
    expect((await other.agent.get('/admin/queues')).status).toBe(403);
    expect((await admin.agent.get('/admin/queues')).status).toBe(200);
  });
});

describe('when Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redisUrl: 'redis://127.0.0.1:6398' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('job endpoints answer 503 with a clear message while the rest keeps answering', async () => {
    const { agent } = await signUpAgent(t.http);
    const enqueue = await agent.post('/api/jobs/demo').send({ message: 'x', steps: 1 });
    expect(enqueue.status).toBe(503);
    expect(enqueue.body.message).toMatch(/cannot reach Redis/);
    expect((await agent.get('/api/jobs/plans.anything')).status).toBe(503);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    const health = await agent.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ postgres: 'up', redis: 'down' });
  });
});
