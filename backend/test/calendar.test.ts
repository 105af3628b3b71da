import ical, { type VEvent } from 'node-ical';
import request from 'supertest';
import { CalendarFeed } from '../src/calendar/calendar.entity.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { MealItem, MealPlan } from '../src/mealplans/meal-plan.entity.js';
import { Recipe, RecipeIngredient } from '../src/recipes/recipe.entity.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

type Agent = Awaited<ReturnType<typeof signUpAgent>>['agent'];

function events(ics: string): VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

const localTime = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

/** Binary (text/calendar) bodies as a string. */
const asText = (res: request.Response) =>
  typeof res.text === 'string' && res.text ? res.text : Buffer.from(res.body as Buffer).toString('utf8');

describe('calendar export, download and private feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });

  /** The person's own recipe (not the shared library, which other suites count), with two lines. */
  async function salmonFor(userId: string): Promise<number> {
    const em = t.orm.em.fork();
    const recipe = em.create(Recipe, {
      slug: `cal-test-${Math.random().toString(36).slice(2)}`,
      owner: userId,
      title: 'Lemon Herb Salmon',
      summary: '',
      readyInMinutes: 25,
      servings: 2,
      mealTypes: ['dinner'],
      tags: [],
      instructions: ['Bake.'],
      nutrition: { calories: 540, protein: 34, fat: 20, saturatedFat: 4, carbs: 30, fiber: 3, sugars: 2, sodium: 300 },
      calories: 540,
      costPerServing: {},
      allergens: ['fish'],
      diets: ['gluten-free'],
    }) as Recipe;
    await em.flush();
    em.create(RecipeIngredient, { recipe, position: 0, name: 'salmon', amount: 2, unit: 'fillet', original: '2 salmon fillets' });
    em.create(RecipeIngredient, { recipe, position: 1, name: 'lemon', amount: 1, unit: '', original: '1 lemon' });
    await em.flush();
    return recipe.id;
  }
  afterAll(async () => {
    await t.close();
  });

  /** A plan of the person's, made directly (test set-up): three items over two days. */
  async function planFor(userId: string, weekStartDate = '2026-11-22') {
    const recipeId = await salmonFor(userId);
    const em = t.orm.em.fork();
    const plan = em.create(MealPlan, {
      user: userId,
      name: 'Test week',
      weekStartDate,
      dayStats: [],
      relaxations: [],
      totalCalories: 1500,
    }) as MealPlan;
    await em.flush();
    const items = [
      em.create(MealItem, {
        mealPlan: plan,
        dayOfWeek: 0,
        mealType: 'breakfast',
        position: 0,
        foodName: 'Greek yogurt',
        quantity: 1,
        unit: 'cup',
        calories: 150,
      }),
      em.create(MealItem, { mealPlan: plan, dayOfWeek: 0, mealType: 'dinner', position: 0, recipe: recipeId, calories: 540 }),
      // A side of the dinner, stored as the planner stores one: inside the dinner's event, not an event of its own.
      em.create(MealItem, {
        mealPlan: plan,
        dayOfWeek: 0,
        mealType: 'dinner',
        position: 1,
        foodName: 'Basmati rice',
        quantity: 1,
        unit: 'cup',
        calories: 205,
      }),
      em.create(MealItem, {
        mealPlan: plan,
        dayOfWeek: 2,
        mealType: 'lunch',
        position: 0,
        foodName: 'Apple',
        quantity: 2,
        unit: 'piece',
        calories: 190,
      }),
    ] as MealItem[];
    await em.flush();
    expect(items).toHaveLength(4);
    // One event per meal (slot): its UID is the slot's, so a swapped dish updates its event.
    return { planId: plan.id, slotIds: [`${plan.id}-0-breakfast`, `${plan.id}-0-dinner`, `${plan.id}-2-lunch`] };
  }

  async function exportPlan(agent: Agent, planId: string, timeZone: string, mealTimes?: Record<string, string>) {
    const res = await agent.post(`/api/meal-plans/${planId}/export-calendar`).send({ timeZone, ...(mealTimes ? { mealTimes } : {}) });
    expect(res.status).toBe(202);
    expect(typeof res.body.jobId).toBe('string');
    const job = await waitForJob(agent, res.body.jobId);
    expect(job.error).toBeNull();
    expect(job.state).toBe('completed');
    return job.result as {
      downloadUrl: string;
      feedUrl: string | null;
      events: number;
      feedActive: boolean;
      mealTimes: Record<string, string>;
    };
  }

  it("exports every meal at the person's meal times in their time zone, with stable UIDs across re-exports", async () => {
    const { agent, user } = await signUpAgent(t.http);
    const { planId, slotIds } = await planFor(user.id);
    const first = await exportPlan(agent, planId, 'America/New_York');
    expect(first.events).toBe(3);
    expect(first.downloadUrl).toMatch(/^\/api\/calendar\/exports\/[0-9a-f-]{36}\.ics$/);
    expect(first.feedUrl).toMatch(/^webcal:\/\/127\.0\.0\.1(:\d+)?\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const file = await agent
      .get(first.downloadUrl)
      .buffer(true)
      .parse((res, cb) => {
        let s = '';
        res.on('data', (c: Buffer) => (s += c.toString('utf8')));
        res.on('end', () => cb(null, s));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const parsed = events(file.body as string);
    expect(parsed).toHaveLength(3);
    const byUid = new Map(parsed.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual(slotIds.map((id) => `${id}@forkcast`).sort());
    const breakfast = byUid.get(`${slotIds[0]}@forkcast`)!;
    expect(breakfast.summary).toBe('Breakfast: Greek yogurt');
    expect(localTime(breakfast.start, 'America/New_York')).toBe('22/11/2026, 08:00');
    const dinner = byUid.get(`${slotIds[1]}@forkcast`)!;
    expect(dinner.summary).toBe('Dinner: Lemon Herb Salmon, with basmati rice');
    expect(localTime(dinner.start, 'America/New_York')).toBe('22/11/2026, 18:30');
    expect(dinner.description).toContain(`Calories: ${540 + 205} kcal`);
    expect(dinner.description).toContain('Served with:\n- 1 cup Basmati rice');
    expect(dinner.description).toContain('- 2 salmon fillets');
    expect(dinner.description).toMatch(/Open in Forkcast: http:\/\/127\.0\.0\.1(:\d+)?\//);
    const lunch = byUid.get(`${slotIds[2]}@forkcast`)!;
    expect(lunch.summary).toBe('Lunch: Apple');
    expect(localTime(lunch.start, 'America/New_York')).toBe('24/11/2026, 12:30');
    expect(Number(dinner.sequence)).toBe(0);

    // Re-export in another zone: same UIDs, higher SEQUENCE, moved times; the feed URL is not shown again.
    await new Promise((r) => setTimeout(r, 10));
    const second = await exportPlan(agent, planId, 'Europe/Paris');
    expect(second.events).toBe(3);
    expect(second.downloadUrl).not.toBe(first.downloadUrl);
    expect(second.feedUrl).toBeNull();
    expect(second.feedActive).toBe(true);
    const again = events(
      asText(
        await agent
          .get(second.downloadUrl)
          .buffer(true)
          .parse((res, cb) => {
            let s = '';
            res.on('data', (c: Buffer) => (s += c.toString('utf8')));
            res.on('end', () => cb(null, s));
          }),
      ),
    );
    expect(again.map((e) => e.uid).sort()).toEqual([...byUid.keys()].sort());
    const dinner2 = again.find((e) => e.uid === `${slotIds[1]}@forkcast`)!;
    expect(Number(dinner2.sequence)).toBe(1);
    expect(localTime(dinner2.start, 'Europe/Paris')).toBe('22/11/2026, 18:30');
    expect(dinner2.dtstamp.getTime()).toBeGreaterThanOrEqual(dinner.dtstamp.getTime());
  });

  it("serves all the person's plans on the private feed; rotate and revoke turn old URLs into 404", async () => {
    const { agent, user } = await signUpAgent(t.http);
    const a = await planFor(user.id, '2026-11-22');
    const b = await planFor(user.id, '2026-11-25'); // a Wednesday: Sunday's dinner is on the 29th
    const first = await exportPlan(agent, a.planId, 'Asia/Tokyo');
    const feedPath = new URL(first.feedUrl!.replace(/^webcal:/, 'http:')).pathname;

    const feed = await request(t.http).get(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const all = events(asText(feed));
    expect(all).toHaveLength(6);
    expect(all.map((e) => e.uid).sort()).toEqual([...a.slotIds, ...b.slotIds].map((id) => `${id}@forkcast`).sort());
    const secondWeekDinner = all.find((e) => e.uid === `${b.slotIds[1]}@forkcast`)!;
    expect(localTime(secondWeekDinner.start, 'Asia/Tokyo')).toBe('29/11/2026, 18:30');

    expect((await agent.get('/api/calendar/feed')).body).toMatchObject({ active: true, timeZone: 'Asia/Tokyo' });

    const rotated = await agent.post('/api/calendar/feed/rotate').send({});
    expect(rotated.status).toBe(200);
    const newPath = new URL(rotated.body.feedUrl.replace(/^webcal:/, 'http:')).pathname;
    expect(newPath).not.toBe(feedPath);
    expect((await request(t.http).get(feedPath)).status).toBe(404);
    expect((await request(t.http).get(newPath)).status).toBe(200);

    const revoked = await agent.delete('/api/calendar/feed');
    expect(revoked.status).toBe(200);
    expect((await request(t.http).get(newPath)).status).toBe(404);
    expect((await agent.get('/api/calendar/feed')).body).toMatchObject({ active: false });

    // The next export makes a fresh feed and shows its URL once.
    const next = await exportPlan(agent, b.planId, 'Asia/Tokyo');
    expect(next.feedUrl).toMatch(/^webcal:/);
    expect((await request(t.http).get(new URL(next.feedUrl!.replace(/^webcal:/, 'http:')).pathname)).status).toBe(200);
  });

  it("answers 404 for another person's plan, export or a made-up token, and 400 for a bad time zone", async () => {
    const owner = await signUpAgent(t.http);
    const other = await signUpAgent(t.http);
    const { planId } = await planFor(owner.user.id);
    const result = await exportPlan(owner.agent, planId, 'UTC');

    expect((await other.agent.post(`/api/meal-plans/${planId}/export-calendar`).send({ timeZone: 'UTC' })).status).toBe(404);
    expect((await other.agent.get(result.downloadUrl)).status).toBe(404);
    expect((await other.agent.post('/api/meal-plans/not-a-uuid/export-calendar').send({})).status).toBe(404);
    expect((await owner.agent.get('/api/calendar/exports/nope.ics')).status).toBe(404);
    expect((await request(t.http).get(result.downloadUrl)).status).toBe(401);
    expect((await request(t.http).get(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await request(t.http).get('/api/calendar/short.ics')).status).toBe(404);

    const bad = await owner.agent.post(`/api/meal-plans/${planId}/export-calendar`).send({ timeZone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('timeZone must be an IANA time zone');
    expect((await owner.agent.post(`/api/meal-plans/${planId}/export-calendar`).send({ timeZone: 7 })).status).toBe(400);
    expect((await owner.agent.post(`/api/meal-plans/${planId}/export-calendar`).send({ colour: 'red' })).status).toBe(400);
  });

  it('exports a plan made through the meal plans API (food and recipe items)', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const recipeId = await salmonFor(user.id);
    const created = await agent.post('/api/meal-plans').send({
      name: 'API week',
      weekStartDate: '2026-12-02', // a Wednesday
      meals: [
        { dayOfWeek: 3, mealType: 'lunch', recipeId, foodItem: null, date: '2026-12-02' },
        {
          dayOfWeek: 1,
          mealType: 'breakfast',
          recipeId: null,
          foodItem: { name: 'Banana', calories: 89, quantity: 2, unit: 'piece' },
          date: '2026-12-02',
        },
      ],
    });
    expect(created.status).toBe(201);
    const result = await exportPlan(agent, created.body.id, 'Australia/Sydney');
    expect(result.events).toBe(2);
    const file = await agent
      .get(result.downloadUrl)
      .buffer(true)
      .parse((res, cb) => {
        let s = '';
        res.on('data', (c: Buffer) => (s += c.toString('utf8')));
        res.on('end', () => cb(null, s));
      });
    const parsed = events(file.body as string);
    const lunch = parsed.find((e) => e.summary === 'Lunch: Lemon Herb Salmon')!;
    expect(localTime(lunch.start, 'Australia/Sydney')).toBe('02/12/2026, 12:30');
    expect(lunch.description).toContain('- 1 lemon');
    const banana = parsed.find((e) => e.summary === 'Breakfast: Banana')!;
    // Monday of the week that starts on Wednesday 2 Dec is 7 Dec
    expect(localTime(banana.start, 'Australia/Sydney')).toBe('07/12/2026, 08:00');
    expect(banana.description).toContain('- 2 piece Banana');
  });

  it('keeps one active feed when two exports race, and shows its URL once', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const a = await planFor(user.id, '2026-11-22');
    const b = await planFor(user.id, '2026-11-29');
    const results = await Promise.all([exportPlan(agent, a.planId, 'UTC'), exportPlan(agent, b.planId, 'Europe/Berlin')]);
    expect(results.filter((r) => r.feedUrl !== null)).toHaveLength(1);
    const active = await t.orm.em.fork().count(CalendarFeed, { user: user.id, revokedAt: null });
    expect(active).toBe(1);
    const feed = results.find((r) => r.feedUrl)!.feedUrl!;
    expect((await request(t.http).get(new URL(feed.replace(/^webcal:/, 'http:')).pathname)).status).toBe(200);
  });

  it('uses the meal times the person chooses, remembers them for later exports and the feed', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const { planId, slotIds } = await planFor(user.id);
    const first = await exportPlan(agent, planId, 'America/Chicago', { breakfast: '07:15', dinner: '19:45' });
    expect(first.mealTimes).toEqual({ breakfast: '07:15', lunch: '12:30', dinner: '19:45' });
    const read = async (url: string) =>
      events(
        (
          await agent
            .get(url)
            .buffer(true)
            .parse((res, cb) => {
              let s = '';
              res.on('data', (c: Buffer) => (s += c.toString('utf8')));
              res.on('end', () => cb(null, s));
            })
        ).body as string,
      );
    let parsed = await read(first.downloadUrl);
    const at = (list: VEvent[], id: string) => localTime(list.find((e) => e.uid === `${id}@forkcast`)!.start, 'America/Chicago');
    expect(at(parsed, slotIds[0])).toBe('22/11/2026, 07:15');
    expect(at(parsed, slotIds[1])).toBe('22/11/2026, 19:45');
    expect(at(parsed, slotIds[2])).toBe('24/11/2026, 12:30');

    const again = await exportPlan(agent, planId, 'America/Chicago');
    expect(again.mealTimes).toEqual({ breakfast: '07:15', lunch: '12:30', dinner: '19:45' });
    parsed = await read(again.downloadUrl);
    expect(at(parsed, slotIds[1])).toBe('22/11/2026, 19:45');
    const feed = events(asText(await request(t.http).get(new URL(first.feedUrl!.replace(/^webcal:/, 'http:')).pathname)));
    expect(at(feed, slotIds[0])).toBe('22/11/2026, 07:15');
    expect((await agent.get('/api/calendar/feed')).body.mealTimes).toEqual({ breakfast: '07:15', lunch: '12:30', dinner: '19:45' });

    const bad = await agent.post(`/api/meal-plans/${planId}/export-calendar`).send({ timeZone: 'UTC', mealTimes: { lunch: '25:00' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('mealTimes.lunch must be a time written HH:MM (24-hour), like 07:30');
    expect((await agent.post(`/api/meal-plans/${planId}/export-calendar`).send({ mealTimes: { brunch: '10:00' } })).status).toBe(400);
  });

  it('fails the job with a clear message for a plan with no meals', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const em = t.orm.em.fork();
    const plan = em.create(MealPlan, { user: user.id, weekStartDate: '2026-11-22', dayStats: [], relaxations: [] }) as MealPlan;
    await em.flush();
    const res = await agent.post(`/api/meal-plans/${plan.id}/export-calendar`).send({ timeZone: 'UTC' });
    expect(res.status).toBe(202);
    const job = await waitForJob(agent, res.body.jobId);
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/no meals yet/);
  });

  it('fails an export whose plan was deleted before the job ran, once, saying so', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const { planId } = await planFor(user.id);
    expect((await agent.delete(`/api/meal-plans/${planId}`)).status).toBe(200);
    const jobs = t.app.get(JobsService);
    const jobId = await jobs.enqueue('calendar.export', {
      userId: user.id,
      mealPlanId: planId,
      timeZone: 'UTC',
      baseUrl: 'http://localhost',
    });
    expect(await waitForJob(agent, jobId)).toMatchObject({ state: 'failed', error: 'This meal plan no longer exists.' });
    expect((await jobs.queue('calendar').getJob(jobId))?.attemptsMade).toBe(1);
  });
});
