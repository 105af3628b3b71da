import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { dietaryRulesFrom } from '../src/kitchen/dietary-rules.js';
import { APP_SEEDERS } from '../src/app.seeders.js';
import { recipeLibrary } from '../src/recipes/library/index.js';
import { createLineBuilder } from '../src/recipes/recipe-builder.js';
import { Recipe } from '../src/recipes/recipe.entity.js';
import { RecipesService } from '../src/recipes/recipes.service.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

const CARD_KEYS = ['id', 'title', 'image', 'readyInMinutes', 'servings', 'calories', 'nutrition', 'summary', 'diets', 'allergens'];

/** A recipe page as sites publish it: JSON-LD in an @graph, HowToStep instructions. */
function recipePage(title: string, ingredients: string[], extra: Record<string, unknown> = {}) {
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', name: 'A blog' },
      {
        '@type': 'Recipe',
        name: title,
        description: 'A <em>weeknight</em> favourite & quick.',
        recipeYield: '4 servings',
        totalTime: 'PT40M',
        recipeIngredient: ingredients,
        recipeCategory: 'Dinner',
        recipeCuisine: 'Italian',
        keywords: 'weeknight, easy',
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Prepare everything.' },
          { '@type': 'HowToStep', text: 'Cook and serve.' },
        ],
        ...extra,
      },
    ],
  };
  return `<html><head><script type="application/ld+json">${JSON.stringify(graph)}</script></head><body></body></html>`;
}

const LINES = [
  '2 boneless skinless chicken breasts',
  '1 ½ cups cooked white rice',
  '2 tbsp olive oil',
  '3 cloves garlic, minced',
  '1 pinch of dragon-scale dust',
  '1 cup cooked brown rice',
  'Salt, to taste',
];

describe('recipes API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const ownRecipeCount = async (userId: string) =>
    Number((await t.orm.em.fork().getConnection().execute('select count(*) as n from recipes where owner_id = ?', [userId]))[0].n);

  describe('search', () => {
    it('needs a session', async () => {
      expect((await request(t.http).get('/api/recipes/search?query=chicken')).status).toBe(401);
      expect((await request(t.http).get('/api/favorites')).status).toBe(401);
    });

    it.each([
      ['query=', 'Type something to search recipes'],
      ['query=%20%20', 'Type something to search recipes'],
      ['', 'Type something to search recipes'],
      ['query=chicken&number=0', 'number must be a whole number from 1 to 100'],
      ['query=chicken&number=101', 'number must be a whole number from 1 to 100'],
      ['query=chicken&number=lots', 'number must be a whole number from 1 to 100'],
      ['query=chicken&ignorePreferences=maybe', 'ignorePreferences must be true or false'],
      [`query=${'a'.repeat(101)}`, 'Search recipes with at most 100 characters'],
      ['query=chicken&sort=asc', 'property sort should not exist'],
    ])('?%s answers 400 %j', async (qs, message) => {
      const { agent } = await signUpAgent(t.http);
      const res = await agent.get(`/api/recipes/search?${qs}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it("answers the spec's shape, ranked, at most `number` results", async () => {
      const { agent } = await signUpAgent(t.http);
      const res = await agent.get('/api/recipes/search?query=chicken&number=12');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ results: expect.any(Array), curated: false, totalFound: expect.any(Number), message: expect.any(String) });
      expect(res.body.results.length).toBeGreaterThan(0);
      expect(res.body.results.length).toBeLessThanOrEqual(12);
      expect(res.body.totalFound).toBeGreaterThanOrEqual(res.body.results.length);
      for (const r of res.body.results) {
        for (const key of CARD_KEYS) expect(r).toHaveProperty(key);
        expect(Object.keys(r.nutrition).sort()).toEqual(['calories', 'carbs', 'fat', 'protein']);
        expect(r.calories).toBeGreaterThan(0);
      }
      // Titles that say chicken come before recipes that only list it.
      expect(res.body.results[0].title.toLowerCase()).toContain('chicken');
      const small = await agent.get('/api/recipes/search?query=chicken&number=2');
      expect(small.body.results).toHaveLength(Math.min(2, res.body.totalFound));
      expect(small.body.results.map((r: { id: number }) => r.id)).toEqual(res.body.results.slice(0, 2).map((r: { id: number }) => r.id));
    });

    it('finds by ingredient and by a misspelt or partial title word', async () => {
      const { agent } = await signUpAgent(t.http);
      const byIngredient = await agent.get('/api/recipes/search?query=oats');
      expect(byIngredient.body.totalFound).toBeGreaterThan(0);
      const partial = await agent.get('/api/recipes/search?query=chick');
      expect(partial.body.totalFound).toBeGreaterThan(0);
      const typo = await agent.get('/api/recipes/search?query=chiken');
      expect(typo.body.results[0].title.toLowerCase()).toContain('chicken');
      const none = await agent.get('/api/recipes/search?query=xylophone');
      expect(none.body).toMatchObject({ results: [], totalFound: 0, curated: false });
      expect(none.body.message).toContain('No recipes found');
    });

    it("leaves out recipes that break the person's preferences unless ignorePreferences=true", async () => {
      const { agent, user } = await signUpAgent(t.http);
      const all = await agent.get('/api/recipes/search?query=chicken&number=100');
      await agent
        .post('/api/preferences')
        .send({ allergies: ['Dairy'], dislikedIngredients: ['garlic'] })
        .expect(200);
      const filtered = await agent.get('/api/recipes/search?query=chicken&number=100');
      expect(filtered.body.totalFound).toBeLessThan(all.body.totalFound);
      expect(filtered.body.message).toMatch(/left out by your dietary preferences/);
      for (const r of filtered.body.results) expect(r.allergens).not.toContain('milk');
      const service = t.app.get(RecipesService);
      const shown = await service.findVisible(
        user.id,
        filtered.body.results.map((r: { id: number }) => r.id),
      );
      for (const r of shown) expect(r.ingredients.some((i) => /garlic/i.test(i.name))).toBe(false);
      const ignored = await agent.get('/api/recipes/search?query=chicken&number=100&ignorePreferences=true');
      expect(ignored.body.totalFound).toBe(all.body.totalFound);

      await agent
        .post('/api/preferences')
        .send({ allergies: [], dislikedIngredients: [], dietaryRestrictions: ['Vegan'] })
        .expect(200);
      const vegan = await agent.get('/api/recipes/search?query=chicken&number=100');
      expect(vegan.body.totalFound).toBe(0);
      const veganDinners = await agent.get('/api/recipes/search?query=dinner&number=100');
      expect(veganDinners.body.totalFound).toBeGreaterThan(0);
      for (const r of veganDinners.body.results) expect(r.diets).toContain('vegan');
    });
  });

  describe('random and detail', () => {
    it('answers random recipes in the card shape', async () => {
      const { agent } = await signUpAgent(t.http);
      const res = await agent.get('/api/recipes/random?number=5');
      expect(res.status).toBe(200);
      expect(res.body.recipes).toHaveLength(5);
      expect(new Set(res.body.recipes.map((r: { id: number }) => r.id)).size).toBe(5);
      for (const key of CARD_KEYS) expect(res.body.recipes[0]).toHaveProperty(key);
      expect((await agent.get('/api/recipes/random?number=0')).status).toBe(400);
    });

    it("random recipes keep to the person's diets, allergies and dislikes", async () => {
      const { agent, user } = await signUpAgent(t.http);
      await agent
        .post('/api/preferences')
        .send({ dietaryRestrictions: ['Vegetarian'], allergies: ['Dairy'], dislikedIngredients: ['garlic'] })
        .expect(200);
      const res = await agent.get('/api/recipes/random?number=20');
      expect(res.body.recipes.length).toBeGreaterThan(5);
      for (const r of res.body.recipes) {
        expect(r.diets).toContain('vegetarian');
        expect(r.allergens).not.toContain('milk');
      }
      const lines = await t.app.get(RecipesService).findVisible(
        user.id,
        res.body.recipes.map((r: { id: number }) => r.id),
      );
      for (const r of lines) expect(r.ingredients.some((i) => /garlic/i.test(i.name))).toBe(false);
      const ignored = await agent.get('/api/recipes/random?number=100&ignorePreferences=true');
      expect(ignored.body.recipes.some((r: { allergens: string[] }) => r.allergens.includes('milk'))).toBe(true);
    });

    it('answers the full detail of a library recipe', async () => {
      const { agent } = await signUpAgent(t.http);
      const [first] = (await agent.get('/api/recipes/search?query=chicken')).body.results;
      const res = await agent.get(`/api/recipes/${first.id}`);
      expect(res.status).toBe(200);
      const d = res.body;
      expect(d).toMatchObject({ id: first.id, title: first.title, calories: first.calories, isOwn: false });
      expect(d.extendedIngredients.length).toBeGreaterThan(0);
      expect(d.extendedIngredients[0]).toEqual({
        id: expect.any(Number),
        ingredientId: expect.anything(),
        name: expect.any(String),
        amount: expect.any(Number),
        unit: expect.any(String),
        original: expect.any(String),
        grams: expect.anything(),
        matched: expect.any(Boolean),
        detail: expect.stringMatching(/ g of .+ \(USDA figures\)$/),
      });
      expect(d.analyzedInstructions[0].steps[0]).toEqual({ number: 1, step: expect.any(String) });
      expect(d.instructions.split('\n')).toHaveLength(d.analyzedInstructions[0].steps.length);
      expect(Object.keys(d.nutrition).sort()).toEqual([
        'calories',
        'carbs',
        'coverage',
        'fat',
        'fiber',
        'protein',
        'saturatedFat',
        'sodium',
        'sugars',
      ]);
      // the library counts every line it lists
      expect(d.nutrition.coverage).toEqual({
        counted: d.extendedIngredients.length,
        total: d.extendedIngredients.length,
        notCounted: [],
        summary: `${d.extendedIngredients.length} of ${d.extendedIngredients.length} ingredients counted`,
      });
      expect(d.nutrition.calories).toBe(d.calories);
      expect(d.costPerServing).toBeGreaterThan(0);
      expect(d.costPerServingByStore).toHaveProperty('kroger');
      expect(Array.isArray(d.mealTypes)).toBe(true);
      // the person's store decides costPerServing
      await agent.post('/api/preferences').send({ preferredStore: 'whole-foods' }).expect(200);
      const wf = await agent.get(`/api/recipes/${first.id}`);
      expect(wf.body.costPerServing).toBe(d.costPerServingByStore['whole-foods']);
      // the cost per serving says where it comes from, in the words of a grocery line
      expect(d.costSource).toMatchObject({
        kind: 'estimate',
        label: expect.stringMatching(/^estimate: U\.S\. average prices, (Nov 2023|2022)/),
      });
      expect(wf.body.costSource.label).toMatch(/, × typical Whole Foods Market level \(1\.30\)$/);
    });

    it.each(['999999', 'abc', '-1', '1.5', '99999999999'])('an unknown or malformed id %s answers 404', async (id) => {
      const { agent } = await signUpAgent(t.http);
      expect((await agent.get(`/api/recipes/${id}`)).status).toBe(404);
    });
  });

  describe('favourites', () => {
    it('adds (201, then 200 as a no-op), lists, removes', async () => {
      const { agent } = await signUpAgent(t.http);
      const [a, b] = (await agent.get('/api/recipes/search?query=chicken')).body.results;
      expect((await agent.get('/api/favorites')).body).toEqual([]);
      const first = await agent.post('/api/favorites').send({ recipeId: a.id });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ recipeId: a.id, favorite: true });
      expect((await agent.post('/api/favorites').send({ recipeId: a.id })).status).toBe(200);
      await agent.post('/api/favorites').send({ recipeId: b.id }).expect(201);
      const list = await agent.get('/api/favorites');
      expect(list.body.map((r: { recipeId: number }) => r.recipeId).sort()).toEqual([a.id, b.id].sort());
      expect(list.body[0]).toMatchObject({ id: list.body[0].recipeId });
      for (const key of CARD_KEYS) expect(list.body[0]).toHaveProperty(key);
      expect((await agent.delete(`/api/favorites/${a.id}`)).status).toBe(204);
      expect((await agent.get('/api/favorites')).body.map((r: { recipeId: number }) => r.recipeId)).toEqual([b.id]);
      // removing again is harmless
      expect((await agent.delete(`/api/favorites/${a.id}`)).status).toBe(204);
    });

    it('refuses bad input with 400 and unknown recipes with 404, writing nothing', async () => {
      const { agent } = await signUpAgent(t.http);
      for (const body of [{}, { recipeId: 'x' }, { recipeId: 1.5 }, { recipeId: -3 }, { recipeId: 1, extra: true }]) {
        const res = await agent.post('/api/favorites').send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/recipeId|should not exist/);
      }
      expect((await agent.post('/api/favorites').send({ recipeId: 99999999 })).status).toBe(404);
      expect((await agent.delete('/api/favorites/99999999')).status).toBe(404);
      expect((await agent.delete('/api/favorites/abc')).status).toBe(404);
      expect((await agent.get('/api/favorites')).body).toEqual([]);
    });

    it("keeps each person's favourites apart", async () => {
      const a = await signUpAgent(t.http);
      const b = await signUpAgent(t.http);
      const [r] = (await a.agent.get('/api/recipes/search?query=chicken')).body.results;
      await a.agent.post('/api/favorites').send({ recipeId: r.id }).expect(201);
      expect((await b.agent.get('/api/favorites')).body).toEqual([]);
    });
  });

  describe('JSON-LD import', () => {
    it("saves a page's recipe as the person's own, with matched lines computed and unmatched ones flagged", async () => {
      const { agent, user } = await signUpAgent(t.http);
      const res = await agent.post('/api/recipes/import').send({ html: recipePage('Garlic Chicken & Rice', LINES) });
      expect(res.status).toBe(201);
      const d = res.body;
      expect(d).toMatchObject({
        title: 'Garlic Chicken & Rice',
        servings: 4,
        readyInMinutes: 40,
        isOwn: true,
        cuisine: 'Italian',
        mealTypes: ['dinner'],
      });
      expect(d.summary).toBe('A weeknight favourite &amp; quick.');
      expect(d.analyzedInstructions[0].steps.map((s: { step: string }) => s.step)).toEqual(['Prepare everything.', 'Cook and serve.']);
      expect(d.extendedIngredients.map((i: { original: string }) => i.original)).toEqual(LINES);
      expect(d.unmatchedIngredients).toEqual(['1 pinch of dragon-scale dust']);
      // the nutrition says it is not complete, and why
      expect(d.nutrition.coverage).toEqual({
        counted: LINES.length - 2,
        total: LINES.length,
        notCounted: [
          { line: '1 pinch of dragon-scale dust', reason: 'not in our ingredient catalogue' },
          { line: 'Salt, to taste', reason: 'to taste' },
        ],
        summary: `${LINES.length - 2} of ${LINES.length} ingredients counted; not counted: 1 pinch of dragon-scale dust — not in our ingredient catalogue; Salt, to taste — to taste`,
      });
      expect((await agent.get(`/api/recipes/${d.id}`)).body.nutrition.coverage.counted).toBe(LINES.length - 2);
      // "cooked" is part of the match: a cup of SR28's cooked brown rice (202 g), counted as the dry rice bought by the USDA yield
      const brownRice = d.extendedIngredients[5];
      expect(brownRice.detail).toBe('cooked: 202 g cooked = dry brown rice × 0.337 (USDA yield: 1 g dry → 2.967 g cooked) = 68.1 g');
      expect(brownRice.grams).toBeCloseTo(202 / 2.9667, 1);
      const chicken = d.extendedIngredients[0];
      expect(chicken).toMatchObject({ matched: true, amount: 2 });
      expect(chicken.grams).toBeGreaterThan(200);
      expect(d.extendedIngredients[4]).toMatchObject({ matched: false, ingredientId: null });
      expect(d.calories).toBeGreaterThan(150);
      expect(d.costPerServingByStore.kroger).toBeGreaterThan(0);

      // visible and searchable for its owner only
      expect((await agent.get(`/api/recipes/${d.id}`)).status).toBe(200);
      const mine = await agent.get('/api/recipes/search?query=dragon-scale');
      expect(mine.body.results.map((r: { id: number }) => r.id)).toEqual([d.id]);
      const other = await signUpAgent(t.http);
      expect((await other.agent.get(`/api/recipes/${d.id}`)).status).toBe(404);
      expect((await other.agent.get('/api/recipes/search?query=dragon-scale')).body.totalFound).toBe(0);
      expect((await other.agent.post('/api/favorites').send({ recipeId: d.id })).status).toBe(404);
      expect((await other.agent.delete(`/api/favorites/${d.id}`)).status).toBe(404);
      const service = t.app.get(RecipesService);
      expect(await service.findVisible(other.user.id, [d.id])).toEqual([]);
      expect((await service.findVisible(user.id, [d.id]))[0]).toMatchObject({
        id: d.id,
        ingredients: expect.arrayContaining([expect.objectContaining({ ingredientId: null, grams: null })]),
      });

      // importing the same page again updates it instead of adding a copy
      const again = await agent.post('/api/recipes/import').send({ html: recipePage('Garlic Chicken & Rice', LINES.slice(0, 3)) });
      expect(again.body.id).toBe(d.id);
      expect(again.body.extendedIngredients).toHaveLength(3);
      expect(await ownRecipeCount(user.id)).toBe(1);
    });

    it.each([
      [{}, 'Send the page as html, or its address as url'],
      [{ html: 42 }, 'Send the page as html, or its address as url'],
      [{ html: '<p>x</p>', url: 'https://example.com' }, 'Send either html (the page) or url (its address), not both'],
      [{ url: 'not a url' }, 'url must be a web address starting with http:// or https://'],
      [{ url: 'ftp://example.com/x' }, 'url must be a web address starting with http:// or https://'],
      [{ html: '<html><body>no data</body></html>' }, 'No recipe found on that page'],
      [{ html: recipePage('Empty', []) }, 'That recipe lists no ingredients'],
      [{ url: 'http://127.0.0.1:9/recipe' }, 'Could not fetch that page'],
      [{ url: 'http://localhost:9/recipe' }, 'Could not fetch that page'],
    ])('refuses %j with 400 and writes nothing', async (body, message) => {
      const { agent, user } = await signUpAgent(t.http);
      const res = await agent.post('/api/recipes/import').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await ownRecipeCount(user.id)).toBe(0);
    });
  });

  describe('seeded library', () => {
    it("stores exactly what the one facts function computes from each recipe's lines, and seeding again changes nothing", async () => {
      const em = t.orm.em.fork();
      const build = await createLineBuilder(em);
      const stored = await em.find(Recipe, { owner: null }, { populate: ['ingredients'] });
      expect(stored.length).toBe(recipeLibrary.length);
      const bySlug = new Map(stored.map((r) => [r.slug, r]));
      let lines = 0,
        matched = 0;
      for (const lib of recipeLibrary) {
        const r = bySlug.get(lib.slug)!;
        const built = build(lib.ingredients, lib.servings);
        expect({
          slug: r.slug,
          nutrition: r.nutrition,
          calories: r.calories,
          costPerServing: r.costPerServing,
          allergens: r.allergens,
          diets: r.diets,
        }).toEqual({
          slug: lib.slug,
          nutrition: built.nutrition,
          calories: built.calories,
          costPerServing: built.costPerServing,
          allergens: built.allergens,
          diets: built.diets,
        });
        expect(r.ingredients.getItems().map((i) => [i.ingredientId ?? null, Number(i.grams ?? NaN)])).toEqual(
          built.lines.map((l) => [l.ingredientId, l.grams === null ? NaN : l.grams]),
        );
        lines += built.lines.length;
        matched += built.lines.filter((l) => l.ingredientId !== null).length;
      }
      console.log(`library: ${stored.length} recipes, ${matched}/${lines} ingredient lines matched to the catalogue`);
      expect(matched / lines).toBeGreaterThan(0.97);
      for (const seeder of APP_SEEDERS) expect(await seeder.run(t.orm.em.fork())).toMatch(/\(0 inserted, 0 updated/);
    });
  });

  describe('for other modules', () => {
    it('candidatesFor applies the hard rule; findVisible answers lines in grams', async () => {
      const { user } = await signUpAgent(t.http);
      const service = t.app.get(RecipesService);
      const all = await service.candidatesFor(
        user.id,
        dietaryRulesFrom({ dietaryRestrictions: [], allergies: [], dislikedIngredients: [] }),
      );
      const vegan = await service.candidatesFor(
        user.id,
        dietaryRulesFrom({ dietaryRestrictions: ['Vegan'], allergies: ['Nuts'], dislikedIngredients: [] }),
      );
      expect(all.length).toBeGreaterThanOrEqual(150);
      expect(vegan.length).toBeGreaterThan(0);
      expect(vegan.length).toBeLessThan(all.length);
      for (const r of vegan) {
        expect(r.diets).toContain('vegan');
        expect(r.allergens).not.toContain('tree-nuts');
        expect(r.allergens).not.toContain('peanuts');
      }
      const sample = all[0];
      expect(sample).toMatchObject({
        id: expect.any(Number),
        mealTypes: expect.any(Array),
        costPerServing: expect.objectContaining({ kroger: expect.any(Number) }),
      });
      expect(sample.ingredients.some((i) => i.ingredientId !== null && i.grams! > 0)).toBe(true);
      const picked = await service.findVisible(user.id, [sample.id, 99999999, sample.id]);
      expect(picked.map((r) => r.id)).toEqual([sample.id]);
      for (const meal of ['breakfast', 'lunch', 'dinner'])
        expect(all.filter((r) => r.mealTypes.includes(meal)).length).toBeGreaterThanOrEqual(30);
    });
  });
});

/** A stand-in for Spoonacular on 127.0.0.1 answering its documented shapes. */
function fakeSpoonacular() {
  const calls: { path: string; query: URLSearchParams }[] = [];
  const nutrients = [
    { name: 'Calories', amount: 512.4, unit: 'kcal' },
    { name: 'Fat', amount: 20.26, unit: 'g' },
    { name: 'Saturated Fat', amount: 4.1, unit: 'g' },
    { name: 'Carbohydrates', amount: 45.55, unit: 'g' },
    { name: 'Sugar', amount: 6.2, unit: 'g' },
    { name: 'Protein', amount: 35.1, unit: 'g' },
    { name: 'Fiber', amount: 5.5, unit: 'g' },
    { name: 'Sodium', amount: 830.2, unit: 'mg' },
  ];
  const recipe = {
    id: 716429,
    title: 'Pasta with Garlic, Scallions, Cauliflower & Breadcrumbs',
    image: 'https://img.spoonacular.com/recipes/716429-556x370.jpg',
    imageType: 'jpg',
    readyInMinutes: 45,
    servings: 2,
    summary: 'You can never have too many <b>main course</b> recipes.',
    diets: ['dairy free', 'lacto ovo vegetarian'],
    dishTypes: ['lunch', 'main course'],
    cuisines: ['Italian'],
    vegetarian: true,
    vegan: false,
    glutenFree: false,
    dairyFree: true,
    pricePerServing: 163.15,
    nutrition: { nutrients },
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push({ path: url.pathname, query: url.searchParams });
    res.setHeader('content-type', 'application/json');
    if (url.searchParams.get('apiKey') !== 'test-key') {
      res.statusCode = 401;
      res.end(JSON.stringify({ status: 'failure', code: 401 }));
      return;
    }
    if (url.pathname === '/recipes/complexSearch') {
      res.end(JSON.stringify({ results: [recipe], offset: 0, number: 1, totalResults: 86 }));
      return;
    }
    if (url.pathname === '/recipes/random') {
      res.end(JSON.stringify({ recipes: [recipe, { ...recipe, id: 1, title: 'Second' }] }));
      return;
    }
    if (url.pathname === '/recipes/716429/information') {
      res.end(
        JSON.stringify({
          ...recipe,
          extendedIngredients: [
            { id: 1001, name: 'butter', nameClean: 'butter', original: '1 tbsp butter', amount: 1, unit: 'tbsp' },
            { id: 11135, name: 'cauliflower florets', original: '2 cups cauliflower florets', amount: 2, unit: 'cups' },
          ],
          instructions: '<ol><li>Boil pasta.</li><li>Toss.</li></ol>',
          analyzedInstructions: [
            {
              name: '',
              steps: [
                { number: 1, step: 'Boil pasta.', ingredients: [], equipment: [] },
                { number: 2, step: 'Toss.' },
              ],
            },
          ],
        }),
      );
      return;
    }
    if (url.pathname === '/recipes/402/information') {
      res.statusCode = 402;
      res.end(JSON.stringify({ status: 'failure', code: 402, message: 'Your daily points limit of 150 has been reached.' }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ status: 'failure', code: 404, message: 'A recipe with the id 5 does not exist.' }));
  });
  return { server, calls };
}

describe('Spoonacular adapter (SPOONACULAR_API_KEY set)', () => {
  let t: TestApp;
  const fake = fakeSpoonacular();
  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    const { port } = fake.server.address() as AddressInfo;
    t = await startTestApp({ spoonacularApiKey: 'test-key', spoonacularBaseUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => fake.server.close(r));
  });

  it("searches complexSearch with nutrition and the person's diet filters, answering our shape", async () => {
    const { agent } = await signUpAgent(t.http);
    await agent
      .post('/api/preferences')
      .send({ dietaryRestrictions: ['Vegetarian'], allergies: ['Nuts'], dislikedIngredients: ['olives'] })
      .expect(200);
    const res = await agent.get('/api/recipes/search?query=pasta&number=3');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: [
        {
          id: 716429,
          title: 'Pasta with Garlic, Scallions, Cauliflower & Breadcrumbs',
          image: 'https://img.spoonacular.com/recipes/716429-556x370.jpg',
          readyInMinutes: 45,
          servings: 2,
          calories: 512,
          nutrition: { calories: 512, protein: 35.1, carbs: 45.6, fat: 20.3 },
          summary: 'You can never have too many <b>main course</b> recipes.',
          diets: ['dairy-free', 'vegetarian'],
          allergens: [],
          mealTypes: ['lunch', 'dinner'],
          cuisine: 'Italian',
        },
      ],
      curated: false,
      totalFound: 86,
      message: 'Found 86 recipes for "pasta"',
    });
    const call = fake.calls.find((c) => c.path === '/recipes/complexSearch')!;
    expect(Object.fromEntries(call.query)).toEqual({
      query: 'pasta',
      number: '3',
      addRecipeInformation: 'true',
      addRecipeNutrition: 'true',
      diet: 'vegetarian',
      // the nut allergy, and the fish and shellfish a vegetarian's record keeps out (as a vegan's dairy and egg always were)
      intolerances: 'seafood,peanut,shellfish,tree nut',
      excludeIngredients: 'olives',
      apiKey: 'test-key',
    });
  });

  it('answers random and detail from Spoonacular', async () => {
    const { agent } = await signUpAgent(t.http);
    const random = await agent.get('/api/recipes/random?number=2');
    expect(random.body.recipes.map((r: { id: number }) => r.id)).toEqual([716429, 1]);
    expect(Object.fromEntries(fake.calls.find((c) => c.path === '/recipes/random')!.query)).toMatchObject({
      number: '2',
      includeNutrition: 'true',
    });
    const detail = await agent.get('/api/recipes/716429');
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: 716429,
      calories: 512,
      costPerServing: 1.63,
      extendedIngredients: [
        { id: 1001, name: 'butter', amount: 1, unit: 'tbsp', original: '1 tbsp butter' },
        { id: 11135, name: 'cauliflower florets', amount: 2, unit: 'cups', original: '2 cups cauliflower florets' },
      ],
      analyzedInstructions: [
        {
          name: '',
          steps: [
            { number: 1, step: 'Boil pasta.' },
            { number: 2, step: 'Toss.' },
          ],
        },
      ],
      instructions: 'Boil pasta.\nToss.',
      nutrition: { calories: 512, protein: 35.1, fat: 20.3, saturatedFat: 4.1, carbs: 45.6, fiber: 5.5, sugars: 6.2, sodium: 830 },
    });
    expect(Object.fromEntries(fake.calls.find((c) => c.path === '/recipes/716429/information')!.query)).toEqual({
      includeNutrition: 'true',
      apiKey: 'test-key',
    });
  });

  it('maps its 404 to 404 and its quota error to a clear 503', async () => {
    const { agent } = await signUpAgent(t.http);
    expect((await agent.get('/api/recipes/5')).status).toBe(404);
    const quota = await agent.get('/api/recipes/402');
    expect(quota.status).toBe(503);
    expect(quota.body.message).toBe('The recipe service has reached its daily limit. Please try again later.');
  });
});
