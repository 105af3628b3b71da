/**
 * A swap's wish read from what the engine knows, through POST /api/chat with a real person (PostgreSQL, Redis): words
 * that are no food, recipe or condition are dropped, not searched for, so the swap is made; a recipe of the library
 * named into a slot is that recipe (and said to be there already when it is); a name that is neither food nor recipe
 * put into a meal is asked about, never stored; several days named for one meal are each swapped; a swap said of "it"
 * beside another change does both; a price a serving is met.
 */
import { startTestApp, type TestApp } from './test-app.js';
import { ownRecipeWeek } from './own-recipe-week.js';
import { conversation, say, undo } from './chat-turns.js';

interface Item {
  name: string;
  calories: number;
  recipe: { id: number; title: string } | null;
}
interface Recipe {
  title: string;
  diets: string[];
  readyInMinutes: number;
  costPerServing: number | null;
  extendedIngredients: { name: string }[];
}

/** A person whose week has a slow pasta of their own on Tuesday dinner and a rice bowl of their own at both weekend breakfasts. */
async function personWithWeek(t: TestApp) {
  const week = await ownRecipeWeek<'pasta' | 'rice', Item, Recipe>(
    t,
    {
      pasta: {
        title: 'Slow baked pasta of my own',
        servings: 2,
        readyInMinutes: 75,
        ingredients: ['250 g penne pasta', '1 cup grated parmesan cheese', '1 onion', '2 cups tomato sauce'],
        instructions: ['Bake it all for an hour.'],
        mealTypes: ['dinner'],
      },
      rice: {
        title: 'Buttered rice bowl of my own',
        servings: 2,
        readyInMinutes: 25,
        ingredients: ['1 cup white rice', '2 tbsp butter', '1 carrot'],
        instructions: ['Cook the rice, stir in the butter.'],
        mealTypes: ['breakfast', 'lunch'],
      },
    },
    [
      [2, 'dinner', 'pasta'],
      [6, 'breakfast', 'rice'],
      [0, 'breakfast', 'rice'],
      [1, 'lunch', 'rice'],
    ],
  );
  return { agent: week.agent, ...week.ids, slot: week.slot, recipe: week.recipe };
}

describe('chat: a swap wished for in words the engine knows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('padding around the wish is dropped, not searched for: the swap is made, and undone', async () => {
    const { agent, pasta, slot, recipe } = await personWithWeek(t);
    const tuesday = async () => (await slot(2, 'dinner'))[0].recipe!;
    for (const [said, within] of [
      ["can u change tuesday dinner to something under 40 min, i've a dentist thing after lol", 40],
      ['ugh. swap tuesday dinner for something quick, working late at the office', 20],
      ['Tuesday dinner: something faster please, half an hour max, dealers choice', 30],
    ] as const) {
      const done = await say(agent, said);
      expect(done.action).toBeDefined();
      expect((await recipe((await tuesday()).id)).readyInMinutes).toBeLessThanOrEqual(within);
      expect(done.response).not.toMatch(/dentist|office|dealer/i);
      await undo(agent, done);
      expect((await tuesday()).id).toBe(pasta);
    }
  });

  it('a recipe named into a slot is that recipe; named again, it is said to be there already', async () => {
    const { agent, pasta, slot } = await personWithWeek(t);
    const put = await say(agent, 'make tuesday dinner the coq au vin please');
    expect(put.action).toBeDefined();
    expect((await slot(2, 'dinner'))[0].recipe!.title).toBe('Coq au Vin');
    const again = await say(agent, 'replace tuesdays dinner with coq au vin');
    expect(again.action).toBeUndefined();
    expect(again.response).toMatch(/Coq au Vin is already dinner/);
    await undo(agent, put);
    expect((await slot(2, 'dinner'))[0].recipe!.id).toBe(pasta);

    const lunch = await say(agent, 'Add the Dal Tadka with Rice to monday lunch');
    expect(lunch.action).toBeDefined();
    expect((await slot(1, 'lunch')).map((i) => i.recipe?.title)).toEqual(['Dal Tadka with Rice']);
    await undo(agent, lunch);
  });

  it("a recipe named into a slot that the person's allergies keep out: said why, nothing changed, another offered", async () => {
    const { agent, pasta, slot } = await personWithWeek(t);
    expect((await agent.post('/api/preferences').send({ allergies: ['Shellfish'] })).status).toBe(200);
    for (const said of ['put the shrimp pad thai on tuesday dinner', 'add shrimp pad thai 2 tues dinner pls']) {
      const kept = await say(agent, said);
      expect(kept.action).toBeUndefined();
      expect(kept.response).toMatch(/can't put Shrimp Pad Thai in your plan: it doesn't fit your allergies \(Shellfish\)/);
      expect(kept.confirm?.question).toMatch(/^Swap dinner on Tuesday .* for another Thai recipe that fits instead\?$/);
      expect((await slot(2, 'dinner'))[0].recipe!.id).toBe(pasta);
    }
  });

  it('a name that is no food and no recipe put into a meal is asked about, never stored', async () => {
    const { agent, slot } = await personWithWeek(t);
    const before = await slot(1, 'lunch');
    const asked = await say(agent, 'add zorblax crunch to monday lunch');
    expect(asked.action).toBeUndefined();
    expect(asked.response).toMatch(/I don't know "zorblax crunch"/);
    expect(await slot(1, 'lunch')).toEqual(before);
  });

  it('several days named for one meal are each swapped; a price a serving is met', async () => {
    const { agent, rice, slot, recipe } = await personWithWeek(t);
    const both = await say(agent, 'sat and sun breakfast should be something vegetarian');
    for (const day of [6, 0]) {
      const [now] = await slot(day, 'breakfast');
      expect(now.recipe!.id).not.toBe(rice);
      expect((await recipe(now.recipe!.id)).diets).toContain('vegetarian');
    }
    await undo(agent, both);
    for (const day of [6, 0]) expect((await slot(day, 'breakfast'))[0].recipe!.id).toBe(rice);

    const priced = await say(agent, 'tuesday dinner: something nicer, below 4 dollars');
    expect(priced.action).toBeDefined();
    expect((await recipe((await slot(2, 'dinner'))[0].recipe!.id)).costPerServing!).toBeLessThanOrEqual(4);
    expect(priced.response).toMatch(/within \$4\.00/);
    await undo(agent, priced);
  });

  it('"swap it" after a meal was read, beside another change: the meal swapped and the line added', async () => {
    const { agent, pasta, slot } = await personWithWeek(t);
    const chat = conversation(agent);
    await chat("what's for dinner on tuesday");
    const both = await chat('right, swap that one for something korean and put oat milk on the list');
    expect(both.actions?.length ?? (both.action ? 1 : 0)).toBeGreaterThan(0);
    const [now] = await slot(2, 'dinner');
    expect(now.recipe!.id).not.toBe(pasta);
    expect(both.response).toMatch(/oat milk/i);
  });
});
