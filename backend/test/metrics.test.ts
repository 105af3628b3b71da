import request from 'supertest';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

describe('GET /metrics (Prometheus)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ metricsToken: 'scrape-secret-123' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is closed to anonymous and non-admin callers', async () => {
    expect((await request(t.http).get('/metrics')).status).toBe(401);
    expect((await request(t.http).get('/metrics').set('Authorization', 'Bearer wrong')).status).toBe(401);
    const { agent } = await signUpAgent(t.http);
    expect((await agent.get('/metrics')).status).toBe(403);
  });

  it('reports request latency by route, job outcomes and queue depth to the token holder', async () => {
    const { agent } = await signUpAgent(t.http);
    const { body } = await agent.post('/api/jobs/demo').send({ message: 'm', steps: 1 });
    await waitForJob(agent, body.jobId);
    // The worker counts an outcome on its 'completed' event, which BullMQ emits just after the job's
    // state turns completed — a poller can see the state first, so read until the count is there (up to 15 s: on a
    // loaded two-core CI machine the event has come more than 5 s after the state).
    const completedJob = /forkcast_jobs_total\{queue="plans",job="demo.echo",outcome="completed"\} \d+/;
    let res = await request(t.http).get('/metrics').set('Authorization', 'Bearer scrape-secret-123');
    for (let tries = 0; tries < 150 && !completedJob.test(res.text); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await request(t.http).get('/metrics').set('Authorization', 'Bearer scrape-secret-123');
    }
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/forkcast_http_request_duration_seconds_count\{method="POST",route="\/api\/jobs\/demo",status="202"\} \d+/);
    expect(res.text).toMatch(completedJob);
    expect(res.text).toMatch(/forkcast_queue_jobs\{queue="plans",state="completed"\} \d+/);
    expect(res.text).toMatch(/forkcast_process_resident_memory_bytes \d+/);
  });

  it('lets an admin read it with their session', async () => {
    const admin = await signUpAgent(t.http);
    t.settings.adminEmails = [admin.email];
    expect((await admin.agent.get('/metrics')).status).toBe(200);
  });
});
