/**
 * Swaps asked with a condition on the meal planned now, and slots named with what they should be instead, through
 * POST /api/chat with a real person (PostgreSQL, Redis): "if <slot> has <food> swap it" swaps only a meal that holds
 * the food, for one without it; "swap <slot> only if it takes over an hour" leaves a quicker meal as it is and says
 * so; "<slot> but cheaper pls" and "i fancy something <cuisine> on <day> night" swap without the word "swap"; a
 * follow-up "if it has … swap it" reads the meal spoken of. Undo puts the old recipe back.
 */
import { startTestApp, type TestApp } from './test-app.js';
import { ownRecipeWeek } from './own-recipe-week.js';
import { conversation, say, undo, type ChatReply } from './chat-turns.js';

interface Item {
  recipe: { id: number; title: string } | null;
  servings: number;
}
interface Recipe {
  cuisine: string | null;
  costPerServing: number | null;
  extendedIngredients: { name: string }[];
}

/** A week with a slow mushroom risotto of the person's own on Thursday dinner and a quick egg toast on Friday dinner. */
async function personWithWeek(t: TestApp) {
  const week = await ownRecipeWeek<'risotto' | 'toast', Item, Recipe>(
    t,
    {
      risotto: {
        title: 'Slow mushroom risotto of my own',
        servings: 2,
        readyInMinutes: 75,
        ingredients: ['300 g arborio rice', '250 g mushrooms', '1 onion', '1 litre vegetable stock', '50 g parmesan cheese'],
        instructions: ['Stir the rice in the stock slowly, add the mushrooms.'],
        mealTypes: ['dinner'],
      },
      toast: {
        title: 'Egg toast of my own',
        servings: 1,
        readyInMinutes: 10,
        ingredients: ['2 eggs', '2 slices bread', '1 tbsp butter'],
        instructions: ['Fry the eggs, toast the bread.'],
        mealTypes: ['dinner', 'lunch'],
      },
    },
    [
      [4, 'dinner', 'risotto'],
      [5, 'dinner', 'toast'],
      [0, 'dinner', 'risotto'],
      [6, 'dinner', 'toast'],
    ],
  );
  const slot = async (dayOfWeek: number, meal: string) => (await week.slot(dayOfWeek, meal))[0];
  return { agent: week.agent, ...week.ids, slot, recipe: week.recipe };
}

describe('chat: a swap asked only if the meal meets a condition, and a slot named with what it should be', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('"if … has <food> swap it": a meal with it is swapped for one without, a meal without it is left as it is', async () => {
    const { agent, risotto, toast, slot, recipe } = await personWithWeek(t);
    const none = await say(agent, 'if friday dinner has mushrooms swap it');
    expect(none.action).toBeUndefined();
    expect(none.response).toMatch(/has no mushrooms/i);
    expect((await slot(5, 'dinner')).recipe!.id).toBe(toast);

    const done = await say(agent, 'if thursday dinner has mushrooms pls swap it');
    expect(done.response).toMatch(/mushrooms/i);
    const now = (await slot(4, 'dinner')).recipe!;
    expect(now.id).not.toBe(risotto);
    const swapped = await recipe(now.id);
    expect(swapped.extendedIngredients.some((i) => /mushroom/i.test(i.name)) || /mushroom/i.test(now.title)).toBe(false);
    await undo(agent, done);
    expect((await slot(4, 'dinner')).recipe!.id).toBe(risotto);
  });

  it('"swap … only if it takes over an hour": a quick meal is left as it is, a slow one swapped for one within the hour', async () => {
    const { agent, risotto, toast, slot } = await personWithWeek(t);
    const quick = await say(agent, 'swap friday dinner only if it takes over an hour');
    expect(quick.action).toBeUndefined();
    expect(quick.response).toMatch(/takes 10 min/);
    expect((await slot(5, 'dinner')).recipe!.id).toBe(toast);

    const slow = await say(agent, 'swap thursday dinner but only if it takes more than 60 minutes');
    expect(slow.response).toMatch(/75 min/);
    const now = (await slot(4, 'dinner')).recipe!;
    expect(now.id).not.toBe(risotto);
    const minutes = ((await agent.get(`/api/recipes/${now.id}`)).body as { readyInMinutes: number }).readyInMinutes;
    expect(minutes).toBeLessThanOrEqual(60);
    await undo(agent, slow);
    expect((await slot(4, 'dinner')).recipe!.id).toBe(risotto);
  });

  it('a slot named with a wish, no "swap" said: cheaper and a cuisine are swapped for, Undo restores', async () => {
    const { agent, risotto, slot, recipe } = await personWithWeek(t);
    const before = await slot(0, 'dinner');
    const cost = (await recipe(risotto)).costPerServing! * before.servings;
    const cheap = await say(agent, 'sunday dinner but cheaper pls');
    const after = await slot(0, 'dinner');
    expect(after.recipe!.id).not.toBe(risotto);
    expect((await recipe(after.recipe!.id)).costPerServing! * after.servings).toBeLessThan(cost);
    await undo(agent, cheap);
    expect((await slot(0, 'dinner')).recipe!.id).toBe(risotto);

    const italian = await say(agent, 'i fancy something italian on thursday night');
    expect((await recipe((await slot(4, 'dinner')).recipe!.id)).cuisine?.toLowerCase()).toBe('italian');
    await undo(agent, italian);
    expect((await slot(4, 'dinner')).recipe!.id).toBe(risotto);
  });

  it('a follow-up "if it has … swap it" reads the meal spoken of; with nothing spoken of it asks which meal', async () => {
    const { agent, risotto, slot } = await personWithWeek(t);
    const lone = await say(agent, 'if it has mushrooms swap it');
    expect(lone.action).toBeUndefined();
    expect(lone.response).toMatch(/which meal/i);

    const talk = conversation(agent);
    await talk("what's for dinner on thursday");
    const done = await talk('if it has mushrooms swap it');
    expect(done.action).toBeDefined();
    expect((await slot(4, 'dinner')).recipe!.id).not.toBe(risotto);
    await undo(agent, done as ChatReply);
    expect((await slot(4, 'dinner')).recipe!.id).toBe(risotto);
  });
});
