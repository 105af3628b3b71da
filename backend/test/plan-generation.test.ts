import { RequestContext } from '@mikro-orm/core';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PlanGenerationJob } from '../src/mealplans/plan-generation.job.js';
import { dietaryRulesFrom, recipeConflicts } from '../src/kitchen/dietary-rules.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';
import { chatCompletion } from './chat-completion.js';

type Agent = ReturnType<typeof request.agent>;
interface Item {
  id: string;
  calories: number;
  recipe: { id: number } | null;
}
interface Day {
  date: string;
  dayOfWeek: number;
  totalCalories: number;
  meals: Record<'breakfast' | 'lunch' | 'dinner', { items: Item[] }>;
}

describe('plan generation (plans.generate job, the week planner)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const generate = async (agent: Agent, key?: string) => {
    const req = agent.post('/api/meal-plans/generate');
    if (key) req.set('Idempotency-Key', key);
    const res = await req.send({});
    expect(res.status).toBe(202);
    expect(res.body.jobId).toMatch(/^plans\./);
    return res.body.jobId as string;
  };

  it('makes a full week: 21 filled slots, each day within ±5% of the calorie goal, within budget, recipes never more than twice nor on consecutive days', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent.post('/api/preferences').send({ calorieGoal: 2200, weeklyBudget: 200 }).expect(200);
    const jobId = await generate(agent);
    const done = await waitForJob(agent, jobId, 30000);
    expect(done.state).toBe('completed');
    expect(done.progress).toBe(100);
    const { mealPlanId } = done.result as { mealPlanId: string };
    const plan = (await agent.get(`/api/meal-plans/${mealPlanId}`).expect(200)).body;
    expect(plan.days).toHaveLength(7);
    const slots = (plan.days as Day[]).flatMap((d) => (['breakfast', 'lunch', 'dinner'] as const).map((m) => d.meals[m].items));
    expect(slots).toHaveLength(21);
    // one recipe per slot, first; up to two sides after it, as food items
    expect(slots.every((items) => items[0].recipe && items.slice(1).every((i) => !i.recipe) && items.length <= 3)).toBe(true);
    expect(plan).toMatchObject({ calorieGoal: 2200, totalBudget: 200, relaxations: [] });
    for (const day of plan.days as Day[]) {
      expect(Math.abs(day.totalCalories - 2200)).toBeLessThanOrEqual(110);
    }
    expect(plan.estimatedCost).toBeLessThanOrEqual(200);
    // the estimated cost says where it comes from, as a grocery line does (priced at the person's store, Kroger by default)
    expect(plan.costSource).toMatchObject({
      kind: 'estimate',
      label: expect.stringMatching(/^estimate: U\.S\. average prices, Nov 2023 and 2022$/),
    });
    expect(plan.totalCalories).toBe((plan.days as Day[]).reduce((s, d) => s + d.totalCalories, 0));
    expect(plan.dayStats).toHaveLength(7);
    expect(plan.dayStats[0]).toEqual(expect.objectContaining({ calories: plan.days[0].totalCalories, dayOfWeek: plan.days[0].dayOfWeek }));
    const uses = new Map<number, number[]>();
    (plan.days as Day[]).forEach((_day, i) =>
      slots.slice(i * 3, i * 3 + 3).forEach((items) => uses.set(items[0].recipe!.id, [...(uses.get(items[0].recipe!.id) ?? []), i])),
    );
    for (const days of uses.values()) {
      expect(days.length).toBeLessThanOrEqual(2);
      if (days.length === 2) expect(days[1] - days[0]).toBeGreaterThan(1);
    }
    const list = (await agent.get('/api/meal-plans')).body;
    expect(list[0]).toMatchObject({ id: mealPlanId, totalBudget: 200, hasGroceryList: false });
  });

  /**
   * The plan's estimate is the cart the planner priced (each ingredient: a package at least, else by
   * the gram); the grocery list buys the cheapest cover of whole packages, so it costs a little more
   * (rounding past the first package). Measured over the bench's 50 profiles: +6 % median, +15 % worst.
   */
  it.each([
    { calorieGoal: 2000, weeklyBudget: 80, preferredStore: null },
    { calorieGoal: 1600, weeklyBudget: 120, preferredStore: 'safeway', dietaryRestrictions: ['Vegetarian'] },
    { calorieGoal: 2800, weeklyBudget: 200, preferredStore: 'whole-foods', dietaryRestrictions: ['Keto'], allergies: ['Nuts'] },
  ])("the plan's estimated cost is within 25% of the grocery list built from it (%o)", async (prefs) => {
    const { agent } = await signUpAgent(t.http);
    await agent.post('/api/preferences').send(prefs).expect(200);
    const done = await waitForJob(agent, await generate(agent), 30000);
    expect(done.state).toBe('completed');
    const { mealPlanId } = done.result as { mealPlanId: string };
    const plan = (await agent.get(`/api/meal-plans/${mealPlanId}`).expect(200)).body as {
      estimatedCost: number;
      totalBudget: number;
      relaxations: { target: string; amount: number }[];
    };
    const build = await agent.post(`/api/meal-plans/${mealPlanId}/generate-grocery-list`).send({});
    expect(build.status).toBe(202);
    expect((await waitForJob(agent, build.body.jobId, 30000)).state).toBe('completed');
    const list = (await agent.get(`/api/grocery-lists/${mealPlanId}`).expect(200)).body as { totalEstimatedCost: number };
    expect(list.totalEstimatedCost).toBeGreaterThan(0);
    const gap = Math.abs(list.totalEstimatedCost - plan.estimatedCost) / list.totalEstimatedCost;
    expect(gap).toBeLessThanOrEqual(0.25);
    // the budget is kept in the same dollars, or the plan says by how much it is not
    const over = plan.relaxations.find((r) => r.target === 'budget');
    if (over) expect(over.amount).toBeCloseTo(plan.estimatedCost - plan.totalBudget, 2);
    else expect(plan.estimatedCost).toBeLessThanOrEqual(plan.totalBudget);
    // Editing the plan keeps the estimate in the same cart dollars: a food that is not in the catalogue adds
    // nothing (the list cannot price it either); a catalogue food (an apple) adds what its packages cost.
    const unknown = await agent.post(`/api/meal-plans/${mealPlanId}/meals`).send({
      dayIndex: 0,
      mealType: 'lunch',
      foodItem: { name: "Grandma's mystery bar", calories: 400, protein: 5, quantity: 1, unit: 'piece' },
    });
    expect(unknown.status).toBeLessThan(300);
    expect(unknown.body.estimatedCost).toBe(plan.estimatedCost);
    const apple = await agent
      .post(`/api/meal-plans/${mealPlanId}/meals`)
      .send({ dayIndex: 0, mealType: 'lunch', foodItem: { name: 'Apple', calories: 52, protein: 0.3, quantity: 12, unit: 'piece' } });
    expect(apple.body.estimatedCost).toBeGreaterThan(plan.estimatedCost);
    // PLAN_CART_GAPS=1 prints the measured gaps
    if (process.env.PLAN_CART_GAPS)
      console.log(`estimate $${plan.estimatedCost} vs list $${list.totalEstimatedCost} (${(gap * 100).toFixed(1)}%) for`, prefs);
  });

  it('never plans what the person must not eat (diet, allergies, dislikes)', async () => {
    const { agent } = await signUpAgent(t.http);
    const prefs = { dietaryRestrictions: ['Vegetarian'], allergies: ['Nuts', 'Shellfish'], dislikedIngredients: ['mushroom'] };
    await agent.post('/api/preferences').send(prefs).expect(200);
    const done = await waitForJob(agent, await generate(agent), 30000);
    expect(done.state).toBe('completed');
    const plan = (await agent.get(`/api/meal-plans/${(done.result as { mealPlanId: string }).mealPlanId}`)).body;
    const ids = [...new Set((plan.meals as Item[]).filter((i) => i.recipe).map((i) => i.recipe!.id))];
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number; title: string; diets: string[]; allergens: string[] }[]>(
        'select id, title, diets, allergens from recipes where id in (?)',
        [ids],
      );
    const lines = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ recipe_id: number; name: string }[]>('select recipe_id, name from recipe_ingredients where recipe_id in (?)', [ids]);
    const rules = dietaryRulesFrom(prefs);
    for (const r of rows) {
      expect({
        id: r.id,
        conflicts: recipeConflicts(
          {
            title: r.title,
            diets: r.diets,
            allergens: r.allergens,
            ingredientNames: lines.filter((l) => l.recipe_id === r.id).map((l) => l.name),
          },
          rules,
        ),
      }).toEqual({ id: r.id, conflicts: [] });
    }
  });

  it('fails with a message the person can act on when the restrictions leave a meal type empty', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent
      .post('/api/preferences')
      .send({
        dietaryRestrictions: ['Vegan', 'Keto', 'Paleo', 'Gluten-Free'],
        allergies: ['Nuts', 'Soy', 'Gluten', 'Sesame'],
        dislikedIngredients: ['salad', 'oil', 'water', 'salt', 'pepper', 'lemon', 'garlic', 'onion', 'vinegar', 'lettuce'],
      })
      .expect(200);
    const done = await waitForJob(agent, await generate(agent), 30000);
    expect(done.state).toBe('failed');
    expect(done.error).toMatch(
      /^No (breakfast|lunch|dinner).* recipes fit your restrictions \(vegan, keto, paleo, gluten-free, no nuts, no soy, no gluten, no sesame, no salad.*\)\. Remove a restriction or add your own recipes\.$/,
    );
    expect((await agent.get('/api/meal-plans')).body).toEqual([]);
  });

  it('a plan that failed for good can be asked again with the same request key: a new try of the same job, one plan', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent
      .post('/api/preferences')
      .send({ dietaryRestrictions: ['Vegan', 'Keto', 'Paleo', 'Gluten-Free'], allergies: ['Nuts', 'Soy', 'Gluten', 'Sesame'] })
      .expect(200);
    const first = await generate(agent, 'after-a-failure');
    expect((await waitForJob(agent, first, 30000)).state).toBe('failed');
    // the person lifts their restrictions and presses the same button again (the SPA keeps its request key)
    await agent.post('/api/preferences').send({ dietaryRestrictions: [], allergies: [] }).expect(200);
    const again = await generate(agent, 'after-a-failure');
    expect(again).toBe(first);
    const done = await waitForJob(agent, again, 30000);
    expect(done).toMatchObject({ state: 'completed', error: null });
    expect((await agent.get('/api/meal-plans')).body).toHaveLength(1);
    // and once done, the same key finds that plan, not a new one
    expect(await generate(agent, 'after-a-failure')).toBe(first);
    expect((await waitForJob(agent, first, 30000)).result).toEqual(done.result);
    expect((await agent.get('/api/meal-plans')).body).toHaveLength(1);
  });

  it('is idempotent per request: the same Idempotency-Key gives the same job and one plan', async () => {
    const { agent } = await signUpAgent(t.http);
    const a = await generate(agent, 'click-1');
    const b = await generate(agent, 'click-1');
    expect(b).toBe(a);
    await waitForJob(agent, a, 30000);
    const c = await generate(agent, 'click-1');
    expect(c).toBe(a);
    expect((await agent.get('/api/meal-plans')).body).toHaveLength(1);
    // a body requestKey works the same way; a new key makes a new plan
    const d = await agent.post('/api/meal-plans/generate').send({ requestKey: 'click-2' });
    await waitForJob(agent, d.body.jobId, 30000);
    expect((await agent.get('/api/meal-plans')).body).toHaveLength(2);
    expect((await agent.post('/api/meal-plans/generate').send({ requestKey: 'x'.repeat(101) })).status).toBe(400);
    expect((await agent.post('/api/meal-plans/generate').send({ surprise: 1 })).status).toBe(400);
    expect((await request(t.http).post('/api/meal-plans/generate').send({})).status).toBe(401);
  });

  it('a job interrupted by a crash and run again (or run twice at once) stores one plan', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const generation = t.app.get(PlanGenerationJob);
    // As the worker runs it: each run in its own ORM context.
    const job = { run: (p: typeof payload) => RequestContext.create(t.orm.em, () => generation.run(p)) };
    const payload = { userId: user.id, generationKey: PlanGenerationJob.generationKey(user.id, 'crash-test'), weekStartDate: '2026-11-22' };
    // Two workers racing on the same job (a stalled job picked up again while the first still runs) …
    const [first, second] = await Promise.all([job.run(payload), job.run(payload)]);
    expect(second.mealPlanId).toBe(first.mealPlanId);
    // … and a retry after the plan was stored.
    expect((await job.run(payload)).mealPlanId).toBe(first.mealPlanId);
    const list = (await agent.get('/api/meal-plans')).body;
    expect(list).toHaveLength(1);
    const plan = (await agent.get(`/api/meal-plans/${first.mealPlanId}`)).body;
    expect(plan.weekStartDate).toBe('2026-11-22');
    expect(plan.days[0].dayOfWeek).toBe(0);
    expect((plan.meals as { recipe: unknown }[]).filter((m) => m.recipe)).toHaveLength(21);
  });

  it("the job status is the owner's only", async () => {
    const a = await signUpAgent(t.http);
    const b = await signUpAgent(t.http);
    const jobId = await generate(a.agent);
    expect((await b.agent.get(`/api/jobs/${jobId}`)).status).toBe(404);
    await waitForJob(a.agent, jobId, 30000);
  });
});

describe('plan note from an OpenAI-compatible assistant (OPENAI_API_KEY set)', () => {
  let t: TestApp;
  let status = 200;
  const bodies: { model: string; messages: { role: string; content: string }[] }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw);
      bodies.push(body);
      if (status !== 200) {
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(chatCompletion(body.model, { content: '  A bright, budget-friendly week:\nprep the grains on Sunday.  ' }));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    t = await startTestApp({
      seeded: true,
      openaiApiKey: 'sk-test',
      openaiBaseUrl: `http://127.0.0.1:${port}/v1`,
      openaiModel: 'test-model',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it("stores the assistant note; the numbers it was given are the optimiser's", async () => {
    const { agent } = await signUpAgent(t.http);
    const jobId = (await agent.post('/api/meal-plans/generate').send({})).body.jobId;
    const done = await waitForJob(agent, jobId, 30000);
    expect(done.state).toBe('completed');
    const plan = (await agent.get(`/api/meal-plans/${(done.result as { mealPlanId: string }).mealPlanId}`)).body;
    expect(plan.note).toBe('A bright, budget-friendly week: prep the grains on Sunday.');
    expect(bodies.at(-1)!.model).toBe('test-model');
    expect(bodies.at(-1)!.messages[1].content).toContain(`Estimated cost: $${plan.estimatedCost.toFixed(2)}`);
  });

  it('a failing assistant leaves the plan without a note', async () => {
    status = 500;
    const { agent } = await signUpAgent(t.http);
    const done = await waitForJob(agent, (await agent.post('/api/meal-plans/generate').send({})).body.jobId, 30000);
    expect(done.state).toBe('completed');
    const plan = (await agent.get(`/api/meal-plans/${(done.result as { mealPlanId: string }).mealPlanId}`)).body;
    expect(plan.note).toBeNull();
    expect((plan.meals as { recipe: unknown }[]).filter((m) => m.recipe)).toHaveLength(21);
  });
});
