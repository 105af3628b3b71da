/**
 * Swaps with a condition and a food out of a meal, through POST /api/chat with a real person (PostgreSQL, Redis):
 * the recipe put in the slot meets what was asked (a diet, a time, a cuisine family, lighter, more protein,
 * cheaper, a food not wanted again), the reply says what was swapped for what, Undo puts the old recipe back; when
 * nothing meets the condition the reply says so and the plan is unchanged; "something else" never brings back the
 * recipe just replaced; a food out of a dish named alone offers a swap.
 */
import { startTestApp, type TestApp } from './test-app.js';
import { ownRecipeWeek } from './own-recipe-week.js';
import { say, undo } from './chat-turns.js';

interface Item {
  calories: number;
  protein: number;
  servings: number;
  recipe: { id: number; title: string } | null;
}
interface Recipe {
  title: string;
  diets: string[];
  cuisine: string | null;
  readyInMinutes: number;
  costPerServing: number | null;
  extendedIngredients: { name: string }[];
}

/**
 * A person whose week (today on) has a heavy chicken pasta of their own on Tuesday dinner and a plain rice bowl of
 * their own on Monday lunch and both weekend breakfasts.
 */
async function personWithWeek(t: TestApp) {
  const week = await ownRecipeWeek<'pasta' | 'rice', Item, Recipe>(
    t,
    {
      pasta: {
        title: 'Creamy chicken pasta of my own',
        servings: 2,
        readyInMinutes: 45,
        ingredients: ['2 chicken breasts', '250 g penne pasta', '1 cup heavy cream', '1 cup grated parmesan cheese', '1 onion'],
        instructions: ['Cook the pasta, fry the chicken, stir in the cream and cheese.'],
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
      [1, 'lunch', 'rice'],
      [6, 'breakfast', 'rice'],
      [0, 'breakfast', 'rice'],
    ],
  );
  return { agent: week.agent, planId: week.planId, ...week.ids, slot: week.slot, recipe: week.recipe };
}

describe('chat: a swap meets its condition, says so, and is undone; a food out of a meal offers a swap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('diet, time, cuisine family and a food not wanted again: the new recipe meets each, Undo puts the old one back', async () => {
    const { agent, pasta, slot, recipe } = await personWithWeek(t);
    const tuesday = async () => (await slot(2, 'dinner'))[0].recipe!;

    const veg = await say(agent, "could tuesday's tea be something meat free please");
    expect(veg.response).toMatch(/instead of Creamy chicken pasta of my own/);
    expect((await recipe((await tuesday()).id)).diets).toContain('vegetarian');
    await undo(agent, veg);
    expect((await tuesday()).id).toBe(pasta);

    const quick = await say(agent, 'um swap tuesday dinner for something under 20 minutes');
    expect((await recipe((await tuesday()).id)).readyInMinutes).toBeLessThanOrEqual(20);
    expect(quick.response).toMatch(/within 20/);
    await undo(agent, quick);
    expect((await tuesday()).id).toBe(pasta);

    const asian = await say(agent, 'SWAP TUESDAY DINNER FOR SOMETHING ASIAN');
    expect(asian.action).toBeDefined();
    const cuisine = (await recipe((await tuesday()).id)).cuisine?.toLowerCase();
    expect(['chinese', 'japanese', 'korean', 'thai', 'vietnamese', 'indian']).toContain(cuisine);
    await undo(agent, asian);
    expect((await tuesday()).id).toBe(pasta);

    const again = await say(agent, 'tuesday dinner - not chicken again, change it');
    expect(again.response).toMatch(/no chicken/i);
    const noChicken = await recipe((await tuesday()).id);
    expect(noChicken.extendedIngredients.some((i) => /chicken/i.test(i.name)) || /chicken/i.test(noChicken.title)).toBe(false);
    await undo(agent, again);
    expect((await tuesday()).id).toBe(pasta);
  });

  it('lighter, more protein and cheaper are measured against the meal planned now', async () => {
    const { agent, pasta, rice, slot, recipe } = await personWithWeek(t);
    const [heavy] = await slot(2, 'dinner');

    const light = await say(agent, 'swap tuesday dinner for something with fewer calories');
    const [lighter] = await slot(2, 'dinner');
    expect(lighter.calories).toBeLessThan(heavy.calories);
    expect(light.response).toMatch(/Lighter: \d+ kcal vs \d+ kcal/);
    await undo(agent, light);
    expect((await slot(2, 'dinner'))[0].recipe!.id).toBe(pasta);

    const [plain] = await slot(1, 'lunch');
    const protein = await say(agent, 'monday lunch needs more protein, swap it pls');
    const [stronger] = await slot(1, 'lunch');
    expect(stronger.protein).toBeGreaterThan(plain.protein);
    await undo(agent, protein);
    expect((await slot(1, 'lunch'))[0].recipe!.id).toBe(rice);

    const before = (await recipe(pasta)).costPerServing! * heavy.servings;
    const cheap = await say(agent, "i'm skint, swap tuesday dinner for something cheaper");
    const [cheaper] = await slot(2, 'dinner');
    expect(cheaper.recipe!.id).not.toBe(pasta);
    expect((await recipe(cheaper.recipe!.id)).costPerServing! * cheaper.servings).toBeLessThan(before);
    await undo(agent, cheap);
    expect((await slot(2, 'dinner'))[0].recipe!.id).toBe(pasta);
  });

  it('no recipe meets the condition: said so, nothing changed; "something else" never brings back the one just replaced', async () => {
    const { agent, pasta, slot } = await personWithWeek(t);
    const none = await say(agent, 'swap tuesday dinner for something under 1 minute');
    expect(none.action).toBeUndefined();
    expect(none.response).toMatch(/couldn't find/i);
    expect((await slot(2, 'dinner'))[0].recipe!.id).toBe(pasta);

    const first = await say(agent, 'swap tuesday dinner for something different');
    const [one] = await slot(2, 'dinner');
    expect(one.recipe!.id).not.toBe(pasta);
    const second = await say(agent, 'swap tuesday dinner for something else');
    const [two] = await slot(2, 'dinner');
    expect([pasta, one.recipe!.id]).not.toContain(two.recipe!.id);
    await undo(agent, second);
    expect((await slot(2, 'dinner'))[0].recipe!.id).toBe(one.recipe!.id);
    await undo(agent, first);
    expect((await slot(2, 'dinner'))[0].recipe!.id).toBe(pasta);
  });

  it('the weekend breakfasts are both swapped, and one Undo puts both back', async () => {
    const { agent, rice, slot, recipe } = await personWithWeek(t);
    const both = await say(agent, 'swap the weekend breakfasts for something vegetarian');
    for (const day of [6, 0]) {
      const [now] = await slot(day, 'breakfast');
      expect(now.recipe!.id).not.toBe(rice);
      expect((await recipe(now.recipe!.id)).diets).toContain('vegetarian');
    }
    await undo(agent, both);
    for (const day of [6, 0]) expect((await slot(day, 'breakfast'))[0].recipe!.id).toBe(rice);
  });

  it('a food out of a meal named by its dish or its day offers a swap without it; yes swaps, Undo restores', async () => {
    const { agent, pasta, slot, recipe } = await personWithWeek(t);
    const dish = await say(agent, 'can u take the cheese out of the chicken pasta');
    expect(dish.action).toBeUndefined();
    expect(dish.response).toMatch(/parmesan/i);
    expect(dish.confirm?.request).toBe('swap tuesday dinner for something without cheese');
    expect((await slot(2, 'dinner'))[0].recipe!.id).toBe(pasta);

    const held = await say(agent, 'hold the onion on tuesday pls');
    expect(held.action).toBeUndefined();
    expect(held.confirm?.request).toBe('swap tuesday dinner for something without onion');
    const done = await say(agent, held.confirm!.request);
    const now = await recipe((await slot(2, 'dinner'))[0].recipe!.id);
    expect(now.extendedIngredients.some((i) => /onion/i.test(i.name))).toBe(false);
    await undo(agent, done);
    expect((await slot(2, 'dinner'))[0].recipe!.id).toBe(pasta);

    const nowhere = await say(agent, 'take the mushrooms out of the risotto');
    expect(nowhere.action).toBeUndefined();
    expect(nowhere.response).toMatch(/couldn't find risotto/i);
  });
});
