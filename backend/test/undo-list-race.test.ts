import { RequestContext } from '@mikro-orm/core';
import type { Queue } from 'bullmq';
import { ListSync } from '../src/grocery/list-sync.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { conversation, type Agent } from './chat-turns.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

/**
 * The assistant's Undo of a swap against the list's update from the plan (the 'grocery.sync' job on the real
 * `grocery` queue, real PostgreSQL), in each order they can meet: the update done before Undo, still waiting,
 * or reading the swapped plan and saving after Undo put it back. Whatever the order, the list after Undo is the
 * list before the swap, from the moment Undo answers, and stays so. The orders are made, not waited for: the
 * queue is paused (BullMQ's own pause), the list's lock held, or the update run here as its job runs it, with
 * Undo made between its read of the plan and its save, as a slow machine would order them.
 */

interface Line {
  name: string;
  quantity: number;
  unit: string;
  isChecked: boolean;
  forMeals: string[];
}
interface List {
  items: Line[];
  updating: boolean;
  lastUpdate: unknown;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
const lines = (list: List) =>
  list.items.map((l) => `${l.name.toLowerCase()}|${l.quantity}|${l.unit}|${l.isChecked ? 'ticked' : ''}`).sort();

async function listOf(agent: Agent, planId: string): Promise<List> {
  const res = await agent.get(`/api/grocery-lists/${planId}`);
  if (res.status !== 200) throw new Error(`list: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as List;
}

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("Undo of a swap and the list's update from the plan, in every order", () => {
  let t: TestApp;
  let grocery: Queue;
  let dinners: number[];
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
    grocery = t.app.get(JobsService).queue('grocery');
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(`select id from recipes where owner_id is null and meal_types::text like '%dinner%' order by id limit 2`);
    dinners = rows.map((r) => r.id);
  }, 180_000);
  afterEach(() => grocery.resume());
  afterAll(() => t.close());

  /** A person with a plan of two dinners (Tuesday's first) and its list built. */
  async function person(build = true) {
    const { agent, user } = await signUpAgent(t.http);
    const start = todayUtc();
    const res = await agent.post('/api/meal-plans').send({
      name: 'Race week',
      weekStartDate: start,
      meals: [
        { dayOfWeek: 2, mealType: 'dinner', recipeId: dinners[0], foodItem: null, date: start },
        { dayOfWeek: 4, mealType: 'dinner', recipeId: dinners[1], foodItem: null, date: start },
      ],
    });
    expect(res.status).toBe(201);
    const planId = (res.body as { id: string }).id;
    if (build) {
      const started = await agent.post(`/api/meal-plans/${planId}/generate-grocery-list`);
      expect((await waitForJob(agent, started.body.jobId as string)).state).toBe('completed');
    }
    return { agent, userId: user.id, planId, say: conversation(agent) };
  }

  const tuesdayDinner = async (planId: string) => {
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ recipe_id: number }[]>(
        `select recipe_id from meal_items where meal_plan_id = ? and day_of_week = 2 and meal_type = 'dinner'`,
        [planId],
      );
    return row?.recipe_id;
  };

  /** No update of any list waiting or running on this app's queue. */
  const queueIdle = async () => {
    const counts = await grocery.getJobCounts('active', 'waiting', 'delayed', 'prioritized');
    return Object.values(counts).every((n) => n === 0);
  };

  it('the update ran before Undo: the list is as before the swap the moment Undo answers', async () => {
    const { agent, planId, say } = await person();
    const before = await listOf(agent, planId);
    const swapped = await say('swap tuesday dinner');
    expect(swapped.action?.description).toMatch(/^Swapped Tuesday dinner/);
    // the update from the swapped plan has run: the list buys the new dinner
    await until('swap update', async () => (await queueIdle()) && !(await listOf(agent, planId)).updating);
    expect(lines(await listOf(agent, planId))).not.toEqual(lines(before));

    expect((await agent.post(`/api/chat/undo/${swapped.action!.id}`)).status).toBe(200);
    const undone = await listOf(agent, planId);
    expect(lines(undone)).toEqual(lines(before));
    expect(undone.lastUpdate).toEqual(before.lastUpdate);
    expect(undone.updating).toBe(false);
    // and nothing queued after changes it again
    await until('queue idle', queueIdle);
    expect(lines(await listOf(agent, planId))).toEqual(lines(before));
  });

  it('an update that read the swapped plan saves after Undo put it back: it writes nothing of the swap', async () => {
    const { agent, planId, say } = await person();
    const before = await listOf(agent, planId);
    const was = await tuesdayDinner(planId);
    // The list's lock held, as a list edit or a slow save would hold it: the update reads the swapped plan, prices
    // it, then waits to save.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const lockTaken = new Promise<void>((r) => (locked = r));
    const holder = t.orm.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`grocery:${planId}`]);
      locked();
      await held;
    });
    await lockTaken;
    const swapped = await say('swap tuesday dinner');
    expect(await tuesdayDinner(planId)).not.toBe(was);
    const waiting = await until('the update waiting for the lock', async () => {
      const [row] = await t.orm.em
        .fork()
        .getConnection()
        .execute<{ n: string }[]>(
          `select count(*) as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
        );
      const [job] = await grocery.getJobs(['active']);
      return Number(row.n) > 0 && job;
    });
    // nothing else of the queue runs meanwhile: what the list shows next is this update's doing, or Undo's
    await grocery.pause();

    const undoing = agent.post(`/api/chat/undo/${swapped.action!.id}`).then((res) => res);
    await until('the plan put back', async () => (await tuesdayDinner(planId)) === was);
    release();
    await holder;
    expect((await undoing).status).toBe(200);
    await until('the update done', async () => (await grocery.getJob(waiting.id!))?.finishedOn);
    const undone = await listOf(agent, planId);
    expect(lines(undone)).toEqual(lines(before));
    expect(undone.lastUpdate).toEqual(before.lastUpdate);

    await grocery.resume();
    await until('queue idle', queueIdle);
    expect(lines(await listOf(agent, planId))).toEqual(lines(before));
  });

  it('a slow update read the swapped plan and saves after Undo and its own update are done: it reads the plan again', async () => {
    const { agent, userId, planId, say } = await person();
    const before = await listOf(agent, planId);
    // the queued updates wait: the slow one is this, run as the job runs it
    await grocery.pause();
    const swapped = await say('swap tuesday dinner');
    let undone = false;
    const updated = await RequestContext.create(t.orm.em, () =>
      t.app.get(ListSync).update(
        userId,
        planId,
        async (percent) => {
          // the swapped plan read and priced, the list not saved yet: Undo is made and answered now
          if (percent !== 70 || undone) return;
          undone = true;
          expect((await agent.post(`/api/chat/undo/${swapped.action!.id}`)).status).toBe(200);
          expect(lines(await listOf(agent, planId))).toEqual(lines(before));
        },
        1,
      ),
    );
    expect(undone).toBe(true);
    expect(updated).not.toBeNull();
    const list = await listOf(agent, planId);
    expect(lines(list)).toEqual(lines(before));
    expect(list.lastUpdate).toEqual(before.lastUpdate);

    await grocery.resume();
    await until('queue idle', queueIdle);
    expect(lines(await listOf(agent, planId))).toEqual(lines(before));
  });

  it('the update still waiting when Undo is made: the list is as before, then and after the update runs', async () => {
    const { agent, planId, say } = await person();
    const before = await listOf(agent, planId);
    await grocery.pause();
    const swapped = await say('swap tuesday dinner');
    expect((await agent.post(`/api/chat/undo/${swapped.action!.id}`)).status).toBe(200);
    expect(lines(await listOf(agent, planId))).toEqual(lines(before));
    await grocery.resume();
    await until('queue idle', queueIdle);
    const settled = await listOf(agent, planId);
    expect(lines(settled)).toEqual(lines(before));
    expect(settled.lastUpdate).toEqual(before.lastUpdate);
    expect(settled.updating).toBe(false);
  });

  it('Undo of an add that started the list, beside a swap: the update waiting after it does not bring the list back', async () => {
    const { agent, planId, say } = await person(false);
    expect((await agent.get(`/api/grocery-lists/${planId}`)).status).toBe(404);
    await grocery.pause();
    const reply = await say('add tortillas and then swap tuesday dinner');
    expect(reply.actions).toHaveLength(2);
    expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(200);
    expect((await agent.get(`/api/grocery-lists/${planId}`)).status).toBe(404);
    await grocery.resume();
    await until('queue idle', queueIdle);
    expect((await agent.get(`/api/grocery-lists/${planId}`)).status).toBe(404);
  });
});
