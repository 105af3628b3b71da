import { RequestContext } from '@mikro-orm/core';
import { CatalogService } from '../src/catalog/catalog.service.js';
import { assembleCandidates } from '../src/mealplans/candidate-pool.js';
import { PlanCandidates } from '../src/mealplans/plan-candidates.js';
import { toPlannerRecipe } from '../src/mealplans/planner/from-recipes.js';
import { dietaryRulesFrom } from '../src/kitchen/dietary-rules.js';
import { PreferencesService } from '../src/preferences/preferences.service.js';
import { Recipe, RecipeIngredient } from '../src/recipes/recipe.entity.js';
import { RecipesService } from '../src/recipes/recipes.service.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

/**
 * The planner's candidates are put together from a part every person at a store shares (kept by the
 * planner threads between plans) and the person's own part. Whatever the person's rules, favourites,
 * store and own recipes, the result must be exactly what one read of everything gives: the recipes that
 * pass their rules in id order with favourites marked, and the prices of every ingredient those recipes
 * and the sides name, in id order.
 */
describe("plan candidates: shared part + a person's part = what the planner is given", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The candidates as one read of everything for this person makes them. */
  async function readWhole(userId: string, store: string) {
    const recipes = t.app.get(RecipesService);
    const catalog = t.app.get(CatalogService);
    const rules = dietaryRulesFrom(await t.app.get(PreferencesService).forUser(userId));
    const favourites = new Set(await recipes.favoriteIds(userId));
    const planner = (await recipes.candidatesFor(userId, rules)).map((r) => toPlannerRecipe(r, store, favourites.has(r.id)));
    const sides = [...(await catalog.sides())];
    const ids = [...planner.flatMap((r) => (r.lines ?? []).map((l) => l.ingredientId)), ...sides.map((s) => s.ingredientId)];
    const ingredients = (await catalog.cartPrices(ids, store)).map(({ id, pricePerGram, minPackagePrice, packages }) => ({
      id,
      pricePerGram,
      minPackagePrice,
      packages,
    }));
    return { rules, whole: { recipes: planner, ingredients, sides } };
  }

  /** An own recipe whose lines name an ingredient no library recipe or side names (so it is priced apart). */
  async function ownRecipe(userId: string): Promise<number> {
    const em = t.orm.em.fork();
    const named = new Set(
      (
        await em
          .getConnection()
          .execute<{ id: number }[]>(
            'select distinct l.ingredient_id as id from recipe_ingredients l join recipes r on r.id = l.recipe_id where r.owner_id is null and l.ingredient_id is not null',
          )
      ).map((r) => r.id),
    );
    for (const side of await t.app.get(CatalogService).sides()) named.add(side.ingredientId);
    const harmless = new Set(
      (
        await em
          .getConnection()
          .execute<{ id: number }[]>(`select id from ingredients where allergens = '[]'::jsonb and name !~* 'mushroom|peanut'`)
      ).map((r) => r.id),
    );
    const priced = await t.app.get(CatalogService).cartPrices(
      [...harmless].filter((id) => !named.has(id)),
      'safeway',
    );
    const lone = (await t.app.get(CatalogService).shoppable()).find((i) => i.id === priced[0].id)!;
    const [library] = await em.getConnection().execute<{ ingredient_id: number; name: string }[]>(
      `select l.ingredient_id, l.name from recipe_ingredients l join recipes r on r.id = l.recipe_id join ingredients i on i.id = l.ingredient_id
        where r.owner_id is null and i.allergens = '[]'::jsonb and i.name !~* 'mushroom|peanut' order by l.id limit 1`,
    );
    const recipe = em.create(Recipe, {
      slug: `own-${Math.random().toString(36).slice(2)}`,
      owner: userId,
      title: `Own bowl ${lone.id}`,
      summary: '',
      readyInMinutes: 20,
      servings: 2,
      mealTypes: ['lunch', 'dinner'],
      tags: [],
      instructions: ['Cook.'],
      nutrition: { calories: 540, protein: 30, fat: 15, saturatedFat: 3, carbs: 60, fiber: 8, sugars: 5, sodium: 400 },
      calories: 540,
      costPerServing: { kroger: 3.1, safeway: 3.4 },
      allergens: [],
      diets: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free'],
    }) as Recipe;
    em.create(RecipeIngredient, {
      recipe,
      position: 0,
      ingredientId: lone.id,
      name: lone.name,
      amount: 200,
      unit: 'g',
      original: `200 g ${lone.name}`,
      grams: 200,
    });
    em.create(RecipeIngredient, {
      recipe,
      position: 1,
      ingredientId: library.ingredient_id,
      name: library.name,
      amount: 100,
      unit: 'g',
      original: `100 g ${library.name}`,
      grams: 100,
    });
    await em.flush();
    return recipe.id;
  }

  it.each([
    ['no preferences', {}, 'kroger'],
    [
      'vegetarian, peanut allergy, no mushrooms',
      { dietaryRestrictions: ['Vegetarian'], allergies: ['Peanuts'], dislikedIngredients: ['mushroom'] },
      'kroger',
    ],
    ['gluten-free at another store', { dietaryRestrictions: ['Gluten-Free'] }, 'safeway'],
  ])('%s', async (_name, preferences, store) => {
    const { agent, user } = await signUpAgent(t.http);
    if (Object.keys(preferences).length) expect((await agent.post('/api/preferences').send(preferences)).status).toBe(200);
    const [{ id: first }, { id: second }] = await t.orm.em
      .getConnection()
      .execute<{ id: number }[]>('select id from recipes where owner_id is null order by id limit 2');
    for (const recipeId of [first, second]) expect((await agent.post('/api/favorites').send({ recipeId })).status).toBe(201);
    const own = await ownRecipe(user.id);

    await RequestContext.create(t.orm.em, async () => {
      const { rules, whole } = await readWhole(user.id, store);
      expect(whole.recipes.some((r) => r.id === own)).toBe(true);
      expect(whole.recipes.filter((r) => r.favourite).length).toBeGreaterThan(0);
      const { shared, person } = await t.app.get(PlanCandidates).forUser(user.id, rules, store);
      expect(person.ownPrices.length).toBeGreaterThan(0);
      expect(assembleCandidates(shared, person)).toStrictEqual(whole);
      // the shared part is the same object for the next person at the store, as long as nothing changed
      const again = await t.app.get(PlanCandidates).forUser(user.id, rules, store);
      expect(again.shared).toBe(shared);
    });
  });

  it("a person's pantry reaches the planner: staples free without limit, a stock up to its grams", async () => {
    const { agent, user } = await signUpAgent(t.http);
    const starter = (await agent.get('/api/pantry/starter')).body.items as { ingredientId: number; name: string }[];
    await agent
      .post('/api/pantry/starter')
      .send({ ingredientIds: starter.map((s) => s.ingredientId) })
      .expect(200);
    const rice = ((await agent.get('/api/ingredients').query({ query: 'white rice' })).body.items as { id: number; name: string }[]).find(
      (i) => i.name === 'White rice (long-grain)',
    )!;
    await agent.post('/api/pantry').send({ ingredientId: rice.id, kind: 'stock', quantity: 500, unit: 'g' }).expect(201);
    await RequestContext.create(t.orm.em, async () => {
      const rules = dietaryRulesFrom({ dietaryRestrictions: [], allergies: [], dislikedIngredients: [] });
      const { shared, person } = await t.app.get(PlanCandidates).forUser(user.id, rules, 'kroger');
      const free = new Map((assembleCandidates(shared, person).ingredients ?? []).map((i) => [i.id, i.freeGrams]));
      const salt = starter.find((s) => s.name === 'Salt')!;
      expect(free.get(salt.ingredientId)).toBe(Infinity);
      expect(free.get(rice.id)).toBe(500);
      // the shared part stays everyone's: no pantry in it
      expect(shared.prices.some((p) => p.freeGrams !== undefined)).toBe(false);
    });
  });
});
