import request from 'supertest';
import { PlanCandidates } from '../src/mealplans/plan-candidates.js';
import { dietaryRulesFrom } from '../src/kitchen/dietary-rules.js';
import { createLineBuilder, type LineBuilder } from '../src/recipes/recipe-builder.js';
import { RecipesService } from '../src/recipes/recipes.service.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';
import { assembleCandidates } from '../src/mealplans/candidate-pool.js';

/**
 * Recipes a person writes (and imports) themselves, over the real app and PostgreSQL: written, previewed
 * as typed, edited and deleted with their facts computed again by the same pure builder the library's
 * come from; private to their owner; favourited, searched and planned like any recipe.
 */

type Agent = ReturnType<typeof request.agent>;
const run = `${process.pid}x${Date.now() % 100000}`;
/** A word no library recipe has, so searches find exactly these recipes. */
const WORD = `zorblat${run.replace(/\D/g, '')}`;
const LINES = [
  '2 boneless skinless chicken breasts',
  '1 cup cooked brown rice',
  '2 tbsp olive oil',
  '1 pinch of dragon-scale dust',
  'Salt, to taste',
];

const body = (extra: Record<string, unknown> = {}) => ({
  title: `Weeknight ${WORD} Chicken`,
  servings: 2,
  readyInMinutes: 25,
  ingredients: LINES,
  instructions: ['Cook the rice.', 'Sear the chicken in the oil.'],
  summary: 'Quick & <easy>.',
  mealTypes: ['dinner'],
  ...extra,
});

describe('own recipes API', () => {
  let t: TestApp;
  let build: LineBuilder;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
    build = await createLineBuilder(t.orm.em.fork());
  });
  afterAll(async () => {
    await t.close();
  });

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
  const ownCount = async (userId: string) =>
    Number((await sql<{ n: string }>('select count(*) as n from recipes where owner_id = ?', [userId]))[0].n);
  /** The stored row and lines, to show a refused write changed nothing. */
  const snapshot = async (id: number) => ({
    recipe: (
      await sql(
        'select title, servings, ready_in_minutes, summary, image, meal_types, instructions, nutrition, calories, cost_per_serving, allergens, diets, search from recipes where id = ?',
        [id],
      )
    )[0],
    lines: await sql('select position, ingredient_id, original, grams from recipe_ingredients where recipe_id = ? order by position', [id]),
  });
  const create = async (agent: Agent, extra: Record<string, unknown> = {}) => {
    const res = await agent.post('/api/recipes').send(body(extra));
    expect(res.status).toBe(201);
    return res.body as {
      id: number;
      title: string;
      calories: number;
      servings: number;
      nutrition: {
        calories: number;
        protein: number;
        coverage: { counted: number; total: number; notCounted: { line: string; reason: string }[]; summary: string };
      };
      costPerServingByStore: Record<string, number>;
      costPerServing: number;
      diets: string[];
      allergens: string[];
      isOwn: boolean;
      extendedIngredients: { original: string; matched: boolean; grams: number | null; detail: string | null }[];
    };
  };

  it('needs a session', async () => {
    expect((await request(t.http).post('/api/recipes').send(body())).status).toBe(401);
    expect((await request(t.http).post('/api/recipes/preview').send(body())).status).toBe(401);
    expect((await request(t.http).patch('/api/recipes/1').send({ title: 'x' })).status).toBe(401);
    expect((await request(t.http).delete('/api/recipes/1')).status).toBe(401);
  });

  it('writes a recipe whose nutrition, cost, diets and allergens are what the builder computes from its lines, unmatched lines not counted and said', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const d = await create(agent);
    const built = build(LINES, 2);
    expect(d).toMatchObject({
      title: `Weeknight ${WORD} Chicken`,
      servings: 2,
      readyInMinutes: 25,
      isOwn: true,
      mealTypes: ['dinner'],
      image: null,
      sourceUrl: null,
      calories: built.calories,
      costPerServingByStore: built.costPerServing,
      diets: built.diets,
      allergens: built.allergens,
      summary: 'Quick &amp; &lt;easy&gt;.',
      instructions: 'Cook the rice.\nSear the chicken in the oil.',
    });
    expect(d.calories).toBeGreaterThan(300);
    expect(d.nutrition.protein).toBeCloseTo(built.nutrition.protein, 1);
    expect(d.costPerServing).toBe(built.costPerServing.kroger);
    expect(d.extendedIngredients.map((l) => l.original)).toEqual(LINES);
    expect(d.extendedIngredients.map((l) => l.grams)).toEqual(built.lines.map((l) => l.grams));
    expect(d.nutrition.coverage).toEqual({
      counted: 3,
      total: 5,
      notCounted: [
        { line: '1 pinch of dragon-scale dust', reason: 'not in our ingredient catalogue' },
        { line: 'Salt, to taste', reason: 'to taste' },
      ],
      summary:
        '3 of 5 ingredients counted; not counted: 1 pinch of dragon-scale dust — not in our ingredient catalogue; Salt, to taste — to taste',
    });
    // read back as any recipe is, and found by its owner's search (title and ingredient words)
    expect((await agent.get(`/api/recipes/${d.id}`)).body).toMatchObject({ id: d.id, calories: d.calories, isOwn: true });
    expect((await agent.get(`/api/recipes/search?query=${WORD}`)).body.results.map((r: { id: number }) => r.id)).toEqual([d.id]);
    expect((await agent.get('/api/recipes/search?query=dragon-scale')).body.results.map((r: { id: number }) => r.id)).toEqual([d.id]);
    expect(await ownCount(user.id)).toBe(1);
    // two recipes may share a title
    const twin = await create(agent);
    expect(twin.id).not.toBe(d.id);
    expect(await ownCount(user.id)).toBe(2);
  });

  it('previews what the recipe would be as it is typed, from the same builder, writing nothing', async () => {
    const { agent, user } = await signUpAgent(t.http);
    await agent.post('/api/preferences').send({ preferredStore: 'whole-foods' }).expect(200);
    const res = await agent.post('/api/recipes/preview').send(body());
    expect(res.status).toBe(200);
    const built = build(LINES, 2);
    expect(res.body).toMatchObject({
      calories: built.calories,
      costPerServingByStore: built.costPerServing,
      costPerServing: built.costPerServing['whole-foods'],
      diets: built.diets,
      allergens: built.allergens,
      costSource: { kind: 'estimate', label: expect.stringMatching(/Whole Foods Market/) },
    });
    expect(res.body.nutrition.coverage.notCounted.map((n: { line: string }) => n.line)).toEqual([
      '1 pinch of dragon-scale dust',
      'Salt, to taste',
    ]);
    expect(
      res.body.extendedIngredients.map((l: { original: string; matched: boolean; detail: string }) => [l.original, l.matched]),
    ).toEqual(LINES.map((l, i) => [l, built.lines[i].ingredientId !== null]));
    expect(res.body.extendedIngredients[1].detail).toMatch(/^cooked: 202 g cooked = dry brown rice/);
    // the same lines saved give the same numbers
    const saved = await create(agent);
    expect(saved).toMatchObject({ calories: res.body.calories, costPerServing: res.body.costPerServing, nutrition: res.body.nutrition });
    // halving the servings doubles the calories of one serving (to the kcal)
    const one = await agent.post('/api/recipes/preview').send({ ingredients: LINES, servings: 1 });
    expect(one.body.calories).toBe(build(LINES, 1).calories);
    expect(Math.abs(one.body.calories - 2 * built.calories)).toBeLessThanOrEqual(1);
    // half-written: no title, no lines yet
    const empty = await agent.post('/api/recipes/preview').send({ title: '', ingredients: ['', '  '] });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ calories: 0, extendedIngredients: [], nutrition: { coverage: { counted: 0, total: 0 } } });
    // a bad field is still a 400
    expect((await agent.post('/api/recipes/preview').send({ ingredients: LINES, servings: 0 })).body.message).toBe(
      'Servings must be a whole number from 1 to 64',
    );
    expect(await ownCount(user.id)).toBe(1);
  });

  it.each([
    [{ ingredients: [] }, 'Add at least one ingredient'],
    [{ ingredients: ['', '   '] }, 'Add at least one ingredient'],
    [{ ingredients: undefined }, 'Ingredients must be a list of lines of text'],
    [{ ingredients: '2 eggs' }, 'Ingredients must be a list of lines of text'],
    [{ ingredients: ['2 eggs', 3] }, 'Ingredients must be a list of lines of text'],
    [{ ingredients: Array.from({ length: 101 }, (_, i) => `${i + 1} eggs`) }, 'A recipe can have at most 100 ingredient lines'],
    [{ ingredients: [`2 eggs ${'x'.repeat(500)}`] }, 'Each ingredient line can be at most 500 characters'],
    [{ servings: 0 }, 'Servings must be a whole number from 1 to 64'],
    [{ servings: 65 }, 'Servings must be a whole number from 1 to 64'],
    [{ servings: 2.5 }, 'Servings must be a whole number from 1 to 64'],
    [{ servings: '4' }, 'Servings must be a whole number from 1 to 64'],
    [{ servings: undefined }, 'Servings must be a whole number from 1 to 64'],
    [{ title: '' }, 'Give the recipe a title'],
    [{ title: '   ' }, 'Give the recipe a title'],
    [{ title: undefined }, 'Give the recipe a title'],
    [{ title: 'x'.repeat(201) }, 'The title can be at most 200 characters'],
    [{ readyInMinutes: 0 }, 'Minutes must be a whole number from 1 to 1440 (a day)'],
    [{ readyInMinutes: 1441 }, 'Minutes must be a whole number from 1 to 1440 (a day)'],
    [{ image: 'http://example.com/a.jpg' }, 'The image must be a web address starting with https://'],
    [{ image: 'https://example.com/a.jpg") ; background:url("x' }, 'The image must be a web address starting with https://'],
    [{ image: 'javascript:alert(1)' }, 'The image must be a web address starting with https://'],
    [{ mealTypes: ['brunch'] }, 'Meals must be a list of breakfast, lunch, dinner'],
    [{ instructions: 'Stir.' }, 'Steps must be a list of lines of text'],
    [{ instructions: Array.from({ length: 101 }, () => 'Stir.') }, 'A recipe can have at most 100 steps'],
    [{ summary: 'x'.repeat(2001) }, 'The summary can be at most 2000 characters'],
    [{ ownerId: '00000000-0000-4000-8000-000000000000' }, 'property ownerId should not exist'],
    [{ calories: 100 }, 'property calories should not exist'],
  ])('refuses %j with 400 and a plain message, writing nothing', async (extra, message) => {
    const { agent, user } = await signUpAgent(t.http);
    const res = await agent.post('/api/recipes').send(body(extra));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await ownCount(user.id)).toBe(0);
  });

  it('edits a recipe: the facts follow the new lines and servings, the search its new title; a refused edit changes nothing', async () => {
    const { agent } = await signUpAgent(t.http);
    const d = await create(agent);
    const halved = await agent.patch(`/api/recipes/${d.id}`).send({ servings: 4 });
    expect(halved.status).toBe(200);
    expect(halved.body).toMatchObject({
      id: d.id,
      servings: 4,
      calories: build(LINES, 4).calories,
      title: d.title,
      instructions: 'Cook the rice.\nSear the chicken in the oil.',
    });
    // the unmatched line fixed: it is counted now
    const fixed = [...LINES.slice(0, 3), '1 pinch of ground cumin', 'Salt, to taste'];
    const edited = await agent
      .patch(`/api/recipes/${d.id}`)
      .send({ ingredients: fixed, title: `Cumin ${WORD} Bowl`, image: 'https://example.com/bowl.jpg', mealTypes: ['lunch', 'dinner'] });
    expect(edited.status).toBe(200);
    const built = build(fixed, 4);
    expect(edited.body).toMatchObject({
      title: `Cumin ${WORD} Bowl`,
      calories: built.calories,
      costPerServingByStore: built.costPerServing,
      image: 'https://example.com/bowl.jpg',
      mealTypes: ['lunch', 'dinner'],
    });
    expect(edited.body.nutrition.coverage).toMatchObject({ counted: 4, total: 5 });
    expect(edited.body.extendedIngredients.map((l: { original: string }) => l.original)).toEqual(fixed);
    expect((await sql('select count(*) as n from recipe_ingredients where recipe_id = ?', [d.id]))[0]).toEqual({ n: '5' });
    const found = (await agent.get(`/api/recipes/search?query=cumin ${WORD}`)).body.results;
    expect(found.map((r: { id: number }) => r.id)).toEqual([d.id]);
    expect((await agent.get('/api/recipes/search?query=dragon-scale')).body.totalFound).toBe(0);
    // an image removed
    expect((await agent.patch(`/api/recipes/${d.id}`).send({ image: null })).body.image).toBeNull();

    const before = await snapshot(d.id);
    for (const [changes, message] of [
      [{ ingredients: [] }, 'Add at least one ingredient'],
      [{ servings: 65 }, 'Servings must be a whole number from 1 to 64'],
      [{ title: 'x'.repeat(201) }, 'The title can be at most 200 characters'],
      [{ title: ' ' }, 'Give the recipe a title'],
      [{ calories: 1 }, 'property calories should not exist'],
    ] as const) {
      const res = await agent.patch(`/api/recipes/${d.id}`).send(changes);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await snapshot(d.id)).toEqual(before);
  });

  it('makes an imported recipe editable the same way', async () => {
    const { agent } = await signUpAgent(t.http);
    const page = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: `Imported ${WORD} Oats`, recipeYield: '2', recipeIngredient: ['1 cup rolled oats', '1 cup milk'], recipeInstructions: 'Simmer.' })}</script>`;
    const imported = (await agent.post('/api/recipes/import').send({ html: page }).expect(201)).body;
    expect(imported.isOwn).toBe(true);
    const lines = ['1 cup rolled oats', '1 cup milk', '1 banana'];
    const res = await agent.patch(`/api/recipes/${imported.id}`).send({ ingredients: lines });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: imported.id, title: `Imported ${WORD} Oats`, calories: build(lines, 2).calories });
    expect(res.body.calories).toBeGreaterThan(imported.calories);
  });

  it("lists a person's own recipes on GET /api/recipes/mine, newest first, as result cards; nobody else sees them there", async () => {
    const owner = await signUpAgent(t.http);
    expect((await owner.agent.get('/api/recipes/mine').expect(200)).body).toEqual([]);
    const first = await create(owner.agent);
    const second = await create(owner.agent, { title: `Second ${WORD} Stew` });
    const mine = (await owner.agent.get('/api/recipes/mine').expect(200)).body as { id: number; title: string; isOwn: boolean }[];
    expect(mine.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toMatchObject({ title: `Second ${WORD} Stew` });
    const other = await signUpAgent(t.http);
    expect((await other.agent.get('/api/recipes/mine').expect(200)).body).toEqual([]);
  });

  it("keeps each person's recipes private: another person's id answers 404 everywhere and nothing is written", async () => {
    const owner = await signUpAgent(t.http);
    const d = await create(owner.agent);
    await owner.agent.post('/api/favorites').send({ recipeId: d.id }).expect(201);
    expect((await owner.agent.get('/api/favorites')).body.map((f: { recipeId: number }) => f.recipeId)).toEqual([d.id]);
    const before = await snapshot(d.id);

    const other = await signUpAgent(t.http);
    expect((await other.agent.get(`/api/recipes/${d.id}`)).status).toBe(404);
    expect((await other.agent.patch(`/api/recipes/${d.id}`).send({ title: 'Mine now' })).status).toBe(404);
    expect((await other.agent.delete(`/api/recipes/${d.id}`)).status).toBe(404);
    expect((await other.agent.post('/api/favorites').send({ recipeId: d.id })).status).toBe(404);
    expect((await other.agent.get(`/api/recipes/search?query=${WORD}`)).body.totalFound).toBe(0);
    expect(
      (await other.agent.get('/api/recipes/random?number=100&ignorePreferences=true')).body.recipes.some(
        (r: { id: number }) => r.id === d.id,
      ),
    ).toBe(false);
    const plan = (await other.agent.post('/api/meal-plans').send({ name: 'Theirs', weekStartDate: '2026-11-22' }).expect(201)).body;
    expect(
      (await other.agent.post(`/api/recipes/${d.id}/add-to-meal-plan`).send({ mealPlanId: plan.id, dayOfWeek: 0, mealType: 'dinner' }))
        .status,
    ).toBe(404);
    const service = t.app.get(RecipesService);
    expect(await service.findVisible(other.user.id, [d.id])).toEqual([]);
    const none = dietaryRulesFrom({ dietaryRestrictions: [], allergies: [], dislikedIngredients: [] });
    expect((await service.candidatesFor(other.user.id, none)).some((r) => r.id === d.id)).toBe(false);
    expect((await service.candidatesFor(owner.user.id, none)).some((r) => r.id === d.id)).toBe(true);
    expect(await snapshot(d.id)).toEqual(before);
    expect(await ownCount(other.user.id)).toBe(0);
  });

  it("leaves the library's recipes read-only: 403, nothing written", async () => {
    const { agent } = await signUpAgent(t.http);
    const [library] = (await agent.get('/api/recipes/search?query=chicken')).body.results;
    const before = await snapshot(library.id);
    const edit = await agent.patch(`/api/recipes/${library.id}`).send({ title: 'My chicken now', servings: 1 });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe("Recipes from Forkcast's library can't be changed; only recipes you wrote or imported can");
    expect((await agent.delete(`/api/recipes/${library.id}`)).status).toBe(403);
    expect(await snapshot(library.id)).toEqual(before);
    for (const id of ['99999999', 'abc', '-1', '1.5']) {
      expect((await agent.patch(`/api/recipes/${id}`).send({ title: 'x' })).status).toBe(404);
      expect((await agent.delete(`/api/recipes/${id}`)).status).toBe(404);
    }
  });

  it('deletes a recipe with its favourite; a planned one is refused with 409 naming the plan until it is taken out', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const d = await create(agent);
    const kept = await create(agent, { title: `Kept ${WORD}` });
    await agent.post('/api/favorites').send({ recipeId: d.id }).expect(201);

    // planned: the plan shows it with its calories, and its grocery list buys its lines
    const plan = (await agent.post('/api/meal-plans').send({ name: 'Dinner party', weekStartDate: '2026-11-22' }).expect(201)).body;
    const added = await agent.post(`/api/recipes/${d.id}/add-to-meal-plan`).send({ mealPlanId: plan.id, dayOfWeek: 2, mealType: 'dinner' });
    expect(added.status).toBe(201);
    const item = added.body.meals.find((m: { recipe: { id: number } | null }) => m.recipe?.id === d.id);
    expect(item).toMatchObject({ recipe: { title: d.title }, calories: d.calories, dayOfWeek: 2, mealType: 'dinner' });
    const job = await agent.post(`/api/meal-plans/${plan.id}/generate-grocery-list`).expect(202);
    expect((await waitForJob(agent, job.body.jobId)).state).toBe('completed');
    const list = (await agent.get(`/api/grocery-lists/${plan.id}`).expect(200)).body as { items: { name: string; forMeals: string[] }[] };
    expect(list.items.some((i) => /chicken/i.test(i.name) && i.forMeals.some((m) => m.includes(d.title)))).toBe(true);

    // an edit reaches the plan: the item's calories and the plan's totals follow the recipe
    const doubled = (await agent.patch(`/api/recipes/${d.id}`).send({ servings: 1 }).expect(200)).body;
    const after = (await agent.get(`/api/meal-plans/${plan.id}`).expect(200)).body;
    const followed = after.meals.find((m: { recipe: { id: number } | null }) => m.recipe?.id === d.id);
    expect(followed.calories).toBe(doubled.calories);
    expect(after.totalCalories).toBe(doubled.calories);

    const refused = await agent.delete(`/api/recipes/${d.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`“${d.title}” is in your meal plan “Dinner party”. Remove it from there first, then delete it.`);
    expect((await agent.get(`/api/recipes/${d.id}`)).status).toBe(200);

    await agent.delete(`/api/meal-plans/${plan.id}/items/${followed.id}`).expect(200);
    expect((await agent.delete(`/api/recipes/${d.id}`)).status).toBe(204);
    expect((await agent.get(`/api/recipes/${d.id}`)).status).toBe(404);
    expect((await agent.get('/api/favorites')).body).toEqual([]);
    expect((await sql('select count(*) as n from recipe_ingredients where recipe_id = ?', [d.id]))[0]).toEqual({ n: '0' });
    expect((await agent.delete(`/api/recipes/${d.id}`)).status).toBe(404);
    expect(await ownCount(user.id)).toBe(1);
    expect((await agent.get(`/api/recipes/${kept.id}`)).status).toBe(200);
  });

  it('the plan generator uses own recipes: a favourite own dinner is planned; nobody else is ever given it', async () => {
    const { agent, user } = await signUpAgent(t.http);
    await agent.post('/api/preferences').send({ calorieGoal: 2000, weeklyBudget: 200 }).expect(200);
    // a cheap, balanced dinner (about $1 and 460 kcal a serving), as a person who plans on a budget writes one
    const lines = [
      '1 lb boneless skinless chicken thighs',
      '1 cup long-grain white rice',
      '1 can black beans',
      '1 cup frozen peas',
      '1 tbsp vegetable oil',
    ];
    const mine = await create(agent, { title: `Chicken ${WORD} Rice and Beans`, servings: 4, ingredients: lines, mealTypes: ['dinner'] });
    expect(mine.calories).toBe(build(lines, 4).calories);
    await agent.post('/api/favorites').send({ recipeId: mine.id }).expect(201);
    // the generator reads it with the library, as a favourite, with its lines in grams per serving
    const none = dietaryRulesFrom({ dietaryRestrictions: [], allergies: [], dislikedIngredients: [] });
    const candidates = async (userId: string) => {
      const { shared, person } = await t.app.get(PlanCandidates).forUser(userId, none, 'kroger');
      return assembleCandidates(shared, person).recipes;
    };
    const read = (await candidates(user.id)).find((r) => r.id === mine.id);
    expect(read).toMatchObject({ favourite: true, mealTypes: ['dinner'], calories: mine.calories });
    expect(read!.lines!.length).toBe(5);

    const other = await signUpAgent(t.http);
    await other.agent.post('/api/preferences').send({ calorieGoal: 2000, weeklyBudget: 200 }).expect(200);
    expect((await candidates(other.user.id)).some((r) => r.id === mine.id)).toBe(false);
    for (const [a, key] of [
      [agent, 'mine'],
      [other.agent, 'theirs'],
    ] as const) {
      const res = await a.post('/api/meal-plans/generate').set('Idempotency-Key', `own-${run}-${key}`).send({});
      expect(res.status).toBe(202);
      const done = await waitForJob(a, res.body.jobId, 30000);
      expect(done.state).toBe('completed');
      const plan = (await a.get(`/api/meal-plans/${(done.result as { mealPlanId: string }).mealPlanId}`).expect(200)).body;
      const uses = plan.meals.filter((m: { recipe: { id: number } | null }) => m.recipe?.id === mine.id);
      if (a === agent) {
        expect(uses.length).toBeGreaterThanOrEqual(1);
        for (const use of uses) expect(use).toMatchObject({ mealType: 'dinner', recipe: { title: mine.title } });
      } else {
        expect(uses).toEqual([]);
      }
    }
  });
});
