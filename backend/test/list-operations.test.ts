import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

/**
 * The list in the store, live on every device (issue #21): a device's operations applied once and merged
 * per field by their stamps, refusals said with their reasons, and the live channel (Server-Sent Events
 * fanned out through Redis) reaching a device connected to another app instance. Real PostgreSQL and Redis.
 */

type Agent = ReturnType<typeof request.agent>;
interface Line {
  id: string;
  name: string;
  quantity: number;
  isChecked: boolean;
  removed: boolean;
}
interface List {
  items: Line[];
  removedItems: Line[];
}
interface Answer {
  results: { opId: string; status: string; reason?: string }[];
  list: List;
  serverTime: number;
}
interface Op {
  opId: string;
  line: string;
  field: string;
  value: unknown;
  stamp: string;
}

let counter = 0;
/** A stamp of `device` at `ms` (the documented shape). */
const stampAt = (ms: number, device: string) => `${String(ms).padStart(13, '0')}-${String(++counter % 10000).padStart(4, '0')}-${device}`;
const op = (line: string, field: string, value: unknown, stamp = stampAt(Date.now(), 'phone')): Op => ({
  opId: randomUUID(),
  line,
  field,
  value,
  stamp,
});

async function emptyPlan(agent: Agent): Promise<string> {
  const res = await agent.post('/api/meal-plans').send({ name: 'Store week', weekStartDate: '2026-11-22', meals: [] });
  if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

async function send(agent: Agent, planId: string, operations: unknown): Promise<Answer> {
  const res = await agent.post(`/api/grocery-lists/${planId}/operations`).send({ operations });
  if (res.status !== 200) throw new Error(`operations: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Answer;
}

/** A plan whose list holds the lines named, added by the phone under its own ids. */
async function listWith(agent: Agent, names: string[]): Promise<{ planId: string; ids: string[] }> {
  const planId = await emptyPlan(agent);
  const ids = names.map(() => randomUUID());
  const answer = await send(
    agent,
    planId,
    names.map((name, i) => op(ids[i], 'add', { name, quantity: 2 })),
  );
  expect(answer.results.map((r) => r.status)).toEqual(names.map(() => 'applied'));
  return { planId, ids };
}

const lineOf = (list: List, id: string) => [...list.items, ...list.removedItems].find((l) => l.id === id)!;

describe('grocery list operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('applies an operation sent twice once: the second answers duplicate and changes nothing', async () => {
    const { agent } = await signUpAgent(t.http);
    const { planId, ids } = await listWith(agent, ['paper towels']);
    const bump = op(ids[0], 'quantity', 5);
    const first = await send(agent, planId, [bump]);
    expect(first.results).toEqual([{ opId: bump.opId, status: 'applied' }]);
    expect(lineOf(first.list, ids[0]).quantity).toBe(5);
    // the same change made by hand in between: the repeat must not put 5 back
    await agent.patch(`/api/grocery-list-items/${ids[0]}`).send({ quantity: 3 }).expect(200);
    const again = await send(agent, planId, [bump]);
    expect(again.results).toEqual([{ opId: bump.opId, status: 'duplicate' }]);
    expect(lineOf(again.list, ids[0]).quantity).toBe(3);
    // an add sent twice adds one line, not two
    const add = op(randomUUID(), 'add', { name: 'dish soap' });
    await send(agent, planId, [add]);
    const repeated = await send(agent, planId, [add]);
    expect(repeated.results[0].status).toBe('duplicate');
    expect(repeated.list.items.filter((l) => l.name === 'dish soap')).toHaveLength(1);
  });

  it('ends the same whichever order two stamped changes of the same field arrive in: the later one wins', async () => {
    const outcomes: boolean[] = [];
    for (const order of ['early first', 'late first']) {
      const { agent } = await signUpAgent(t.http);
      const { planId, ids } = await listWith(agent, ['milk']);
      // stamped after the line was made: the line's own stamps are the server's clock at its making, and on a busy
      // machine that can be seconds after a clock read before it
      const now = Date.now();
      const early = op(ids[0], 'isChecked', true, stampAt(now + 1000, 'phone'));
      const late = op(ids[0], 'isChecked', false, stampAt(now + 2000, 'laptop'));
      const [a, b] = order === 'early first' ? [early, late] : [late, early];
      await send(agent, planId, [a]);
      const answer = await send(agent, planId, [b]);
      expect(answer.results[0].status).toBe(order === 'early first' ? 'applied' : 'superseded');
      outcomes.push(lineOf(answer.list, ids[0]).isChecked);
      const read = await agent.get(`/api/grocery-lists/${planId}`).expect(200);
      expect(lineOf(read.body as List, ids[0]).isChecked).toBe(false);
    }
    expect(outcomes).toEqual([false, false]);
  });

  it('keeps both changes when two devices change different fields of a line', async () => {
    const { agent } = await signUpAgent(t.http);
    const { planId, ids } = await listWith(agent, ['bananas']);
    const now = Date.now();
    // the phone ticks it, the laptop (offline, earlier) changed the quantity: both are kept
    await send(agent, planId, [op(ids[0], 'isChecked', true, stampAt(now + 500, 'phone'))]);
    const answer = await send(agent, planId, [op(ids[0], 'quantity', 6, stampAt(now, 'laptop'))]);
    expect(answer.results[0].status).toBe('applied');
    expect(lineOf(answer.list, ids[0])).toMatchObject({ isChecked: true, quantity: 6 });
  });

  it('reports a refused operation with the reason the REST route gives, and applies the rest', async () => {
    const { agent } = await signUpAgent(t.http);
    const { planId, ids } = await listWith(agent, ['rice', 'beans']);
    const rest = await agent.patch(`/api/grocery-list-items/${ids[0]}`).send({ quantity: 100000 });
    expect(rest.status).toBe(400);
    const tooMuch = op(ids[0], 'quantity', 100000);
    const tick = op(ids[1], 'isChecked', true);
    const stranger = op(randomUUID(), 'isChecked', true);
    const takeOff = op(ids[0], 'removed', true);
    const editRemoved = op(ids[0], 'quantity', 4);
    const answer = await send(agent, planId, [tooMuch, tick, stranger, takeOff, editRemoved]);
    expect(answer.results).toEqual([
      { opId: tooMuch.opId, status: 'refused', reason: rest.body.message },
      { opId: tick.opId, status: 'applied' },
      { opId: stranger.opId, status: 'refused', reason: expect.stringContaining('not on this list') },
      { opId: takeOff.opId, status: 'applied' },
      { opId: editRemoved.opId, status: 'refused', reason: 'This line was taken off the list: restore it first.' },
    ]);
    expect(lineOf(answer.list, ids[1]).isChecked).toBe(true);
    expect(lineOf(answer.list, ids[0])).toMatchObject({ removed: true, quantity: 2 });
    // a refused operation is remembered too: sent again, it is a duplicate
    expect((await send(agent, planId, [tooMuch])).results[0].status).toBe('duplicate');
  });

  it('answers 400 for a malformed body and writes nothing; 404 for another person’s plan', async () => {
    const { agent } = await signUpAgent(t.http);
    const { planId, ids } = await listWith(agent, ['oats']);
    const good = op(ids[0], 'isChecked', true);
    const bodies: [unknown, RegExp][] = [
      [{ operations: 'tick' }, /operations must be a list/],
      [{ operations: [] }, /at least one/],
      [{ operations: Array.from({ length: 201 }, () => good) }, /at most 200/],
      [{ operations: [good, { ...good, opId: 'not-a-uuid' }] }, /opId must be a UUID/],
      [{ operations: [{ ...good, field: 'colour' }] }, /field must be one of/],
      [{ operations: [{ ...good, stamp: 'yesterday' }] }, /stamp must be/],
      [{ operations: [{ ...good, extra: 1 }] }, /extra should not exist/],
    ];
    for (const [body, message] of bodies) {
      const res = await agent.post(`/api/grocery-lists/${planId}/operations`).send(body as object);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const list = await agent.get(`/api/grocery-lists/${planId}`).expect(200);
    expect(lineOf(list.body as List, ids[0]).isChecked).toBe(false);
    // nothing was remembered either: the good operation still applies
    expect((await send(agent, planId, [good])).results[0].status).toBe('applied');

    const other = await signUpAgent(t.http);
    const res = await other.agent.post(`/api/grocery-lists/${planId}/operations`).send({ operations: [op(ids[0], 'isChecked', false)] });
    expect(res.status).toBe(404);
    expect((await agent.get(`/api/grocery-lists/${planId}`)).body.items[0].isChecked).toBe(true);
  });

  it('reaches the line an add joined through the device’s id: an add, then a tick naming that id', async () => {
    const { agent } = await signUpAgent(t.http);
    const { planId, ids } = await listWith(agent, ['coffee']);
    // a second device adds "Coffee" under its own id: it joins the line of that name
    const deviceId = randomUUID();
    const joined = await send(agent, planId, [op(deviceId, 'add', { name: 'Coffee', quantity: 1 })]);
    expect(joined.results[0].status).toBe('applied');
    expect(joined.list.items.filter((l) => l.name.toLowerCase() === 'coffee')).toHaveLength(1);
    expect(lineOf(joined.list, ids[0]).quantity).toBe(3);
    const tick = await send(agent, planId, [op(deviceId, 'isChecked', true)]);
    expect(tick.results[0].status).toBe('applied');
    expect(lineOf(tick.list, ids[0]).isChecked).toBe(true);
  });

  it('keeps a line’s stamps through "Update from plan": an earlier change arriving after the rebuild still loses', async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await agent.post('/api/meal-plans').send({
      name: 'Rebuilt week',
      weekStartDate: '2026-11-22',
      meals: [
        { dayOfWeek: 0, mealType: 'breakfast', recipeId: null, foodItem: { name: 'Eggs', calories: 140, quantity: 2, unit: 'piece' } },
      ],
    });
    const planId = plan.body.id as string;
    const built = (await agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200)).body as List;
    const eggs = built.items[0].id;
    const now = Date.now();
    await send(agent, planId, [op(eggs, 'isChecked', true, stampAt(now + 1000, 'phone'))]);
    const rebuilt = (await agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200)).body as List;
    expect(lineOf(rebuilt, eggs).isChecked).toBe(true);
    const late = await send(agent, planId, [op(eggs, 'isChecked', false, stampAt(now, 'laptop'))]);
    expect(late.results[0].status).toBe('superseded');
    expect(lineOf(late.list, eggs).isChecked).toBe(true);
  });

  it('clamps a stamp from a clock far ahead, so it cannot win every later change', async () => {
    const { agent } = await signUpAgent(t.http);
    const { planId, ids } = await listWith(agent, ['tea']);
    await send(agent, planId, [op(ids[0], 'isChecked', true, stampAt(Date.now() + 24 * 3600_000, 'fast'))]);
    await new Promise((r) => setTimeout(r, 20));
    const later = await send(agent, planId, [op(ids[0], 'isChecked', false, stampAt(Date.now(), 'phone'))]);
    expect(later.results[0].status).toBe('applied');
    expect(lineOf(later.list, ids[0]).isChecked).toBe(false);
  });
});

/** Opens a list's event stream over plain HTTP, collecting its events. */
function openStream(base: string, path: string, cookie: string) {
  const events: { event: string; data: unknown; at: number }[] = [];
  let status = 0;
  let buffer = '';
  const req = http.get(`${base}${path}`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
    status = res.statusCode ?? 0;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: data ? JSON.parse(data) : null, at: Date.now() });
      }
    });
  });
  req.on('error', () => undefined);
  const waitFor = async (event: string, count = 1, timeoutMs = 5000) => {
    const started = Date.now();
    while (events.filter((e) => e.event === event).length < count) {
      if (Date.now() - started > timeoutMs) throw new Error(`no ${event} event after ${timeoutMs} ms (status ${status})`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return events.filter((e) => e.event === event)[count - 1];
  };
  return { events, waitFor, status: () => status, close: () => req.destroy() };
}

describe('the live channel across app instances', () => {
  let one: TestApp;
  let two: TestApp;
  let base: string;
  beforeAll(async () => {
    // two API processes and a worker's share of the work, on one Redis namespace
    const queuePrefix = `forkcast-live-test-${process.pid}`;
    one = await startTestApp({ queuePrefix });
    two = await startTestApp({ queuePrefix, role: 'api' });
    const server = two.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('tells a device connected to one instance of an operation made through the other, within 2 s', async () => {
    const { agent, email } = await signUpAgent(one.http);
    const { planId, ids } = await listWith(agent, ['apples']);
    // the second device: the same person signed in again, its session cookie sent by hand over plain HTTP
    const signIn = await request(two.http).post('/api/auth/sign-in').send({ email, password: 'correct horse battery' }).expect(200);
    const cookie = (signIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const stream = openStream(base, `/api/grocery-lists/${planId}/events`, cookie);
    try {
      const ready = await stream.waitFor('ready');
      expect(stream.status()).toBe(200);
      const tick = op(ids[0], 'isChecked', true);
      const sent = Date.now();
      const answer = await send(agent, planId, [tick]);
      expect(answer.results[0].status).toBe('applied');
      const heard = await stream.waitFor('list', 1, 2000);
      expect(heard.at - sent).toBeLessThan(2000);
      expect(heard.data).toMatchObject({ mealPlanId: planId, opIds: [tick.opId] });
      expect((heard.data as { version: number }).version).toBeGreaterThan((ready.data as { version: number }).version);
      // a REST write is heard too, with no operation ids
      await agent.delete(`/api/grocery-list-items/${ids[0]}`).expect(200);
      expect((await stream.waitFor('list', 2, 2000)).data).toMatchObject({ mealPlanId: planId, opIds: [] });
    } finally {
      stream.close();
    }
  });

  it('tells a device on an API process of a list rebuilt by a worker in another process', async () => {
    const { agent, email } = await signUpAgent(two.http);
    const plan = await agent.post('/api/meal-plans').send({
      name: 'Worker week',
      weekStartDate: '2026-11-22',
      meals: [
        { dayOfWeek: 0, mealType: 'breakfast', recipeId: null, foodItem: { name: 'Eggs', calories: 140, quantity: 2, unit: 'piece' } },
      ],
    });
    expect(plan.status).toBe(201);
    const planId = plan.body.id as string;
    await send(agent, planId, [op(randomUUID(), 'add', { name: 'paper towels' })]);
    const signIn = await request(two.http).post('/api/auth/sign-in').send({ email, password: 'correct horse battery' }).expect(200);
    const cookie = (signIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const stream = openStream(base, `/api/grocery-lists/${planId}/events`, cookie);
    try {
      await stream.waitFor('ready');
      // enqueued by the API-only process; only the other process runs the grocery worker
      const started = await agent.post(`/api/meal-plans/${planId}/generate-grocery-list`).expect(202);
      const heard = await stream.waitFor('list', 1, 15000);
      expect(heard.data).toMatchObject({ mealPlanId: planId, opIds: [] });
      expect(started.body.jobId).toBeTruthy();
      // the event follows the rebuild's commit: a read now sees the plan's line
      const list = (await agent.get(`/api/grocery-lists/${planId}`).expect(200)).body as List;
      expect(list.items.map((l) => l.name.toLowerCase())).toEqual(expect.arrayContaining(['paper towels', expect.stringContaining('egg')]));
    } finally {
      stream.close();
    }
  });

  it('answers 404 to a person following another person’s list', async () => {
    const { agent } = await signUpAgent(one.http);
    const { planId } = await listWith(agent, ['pears']);
    const other = await signUpAgent(one.http);
    const res = await other.agent.get(`/api/grocery-lists/${planId}/events`);
    expect(res.status).toBe(404);
  });
});
