/**
 * Issue #22 §3, questions answered as asked through POST /api/chat with a real person (PostgreSQL, Redis): the
 * figure or the evidence is read from the person's own plan, list and pantry — a food found before its verb ("what
 * are the onions for in tuesday dinner"), a meal made "without" something, a recipe's steps, a recipe named by
 * its title, the pantry listed, the lines still to buy counted — and a question never writes.
 */
import request from 'supertest';
import { soupWeek } from './soup-week.js';
import { startTestApp, type TestApp } from './test-app.js';
import { say } from './chat-turns.js';

type Agent = ReturnType<typeof request.agent>;
interface Line {
  name: string;
  quantity: number;
  isChecked: boolean;
}

/** Everything a question could write: preferences, the plan, its list, the pantry. */
const stateOf = async (agent: Agent, planId: string) => ({
  prefs: (await agent.get('/api/preferences')).body as unknown,
  plan: (await agent.get(`/api/meal-plans/${planId}`)).body as unknown,
  list: (((await agent.get(`/api/grocery-lists/${planId}`)).body as { items?: Line[] }).items ?? [])
    .map((l) => `${l.name}|${l.quantity}|${l.isChecked}`)
    .sort(),
  pantry: (await agent.get('/api/pantry')).body as unknown,
});

describe('chat: questions answered from the plan, list and pantry (issue #22 §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it.each([
    'what are the onions used for in tuesday dinner',
    'um the onions whats that used for in tuesdays tea',
    'ONIONS USED IN TUESDAY DINNER??',
    'the onion, it is used in the dinner of tuesday?',
  ])('a food named before its verb is looked for in the meal, with the ingredient as evidence: %s', async (said) => {
    const { agent, planId } = await soupWeek(t, [], 'Questions week');
    const before = await stateOf(agent, planId);
    const reply = await say(agent, said);
    expect(reply.action).toBeUndefined();
    expect(reply.response).toMatch(/^Yes — Tuesday dinner \(Onion soup of my own\) has onions?: Onion soup of my own: [^.]*onion/i);
    expect(await stateOf(agent, planId)).toEqual(before);
  });

  it.each([
    ['can i make thursday dinner without onions', /has onions?: .*onion.*swap Thursday dinner for something without onions?/i],
    ['could we do thursdays dinner without the butter please', /has butter: .*butter/i],
    [
      'can I have Thursday dinner without mushrooms?',
      /^Yes — going by its ingredients, .* has no mushrooms in it to leave out\. Its ingredients: .*beef broth/i,
    ],
  ])('"without" asks whether there is any to leave out, from the recipe: %s', async (said, answer) => {
    const { agent, planId } = await soupWeek(t, [], 'Without week');
    const before = await stateOf(agent, planId);
    const reply = await say(agent, said);
    expect(reply.action).toBeUndefined();
    expect(reply.response).toMatch(answer);
    expect(await stateOf(agent, planId)).toEqual(before);
  });

  it('an allergy answered "yes" names the ingredients it went by, and says only the plan was read', async () => {
    const { agent, planId } = await soupWeek(t, [], 'Allergy week');
    const before = await stateOf(agent, planId);
    for (const said of ['shellfish allergy here - tuesday dinner safe?', 'im allergic to shellfish, is tuesday dinner ok for me']) {
      const reply = await say(agent, said);
      expect(reply.action).toBeUndefined();
      expect(reply.response).toMatch(
        /^Yes — .*has no shellfish\. Its ingredients: .*beef broth.*\. I can only go by the ingredients in your plan/i,
      );
    }
    expect(await stateOf(agent, planId)).toEqual(before);
  });

  it.each([
    'how do i make tuesday dinner',
    'steps for tuesdays tea pls',
    'Could you kindly tell me how to cook the dinner on Tuesday?',
    'recipe 4 tuesday dinner',
  ])('a recipe’s steps are read from the recipe: %s', async (said) => {
    const { agent, planId } = await soupWeek(t, [], 'Steps week');
    const before = await stateOf(agent, planId);
    const reply = await say(agent, said);
    expect(reply.action).toBeUndefined();
    expect(reply.response).toMatch(/How to make Tuesday dinner \(Onion soup of my own\):\n1\. Cook the onions slowly, add the broth\./);
    expect(await stateOf(agent, planId)).toEqual(before);
  });

  it('a recipe named by its title is answered from that recipe, in the library', async () => {
    const { agent, planId } = await soupWeek(t, [], 'Titled week');
    const found = (await agent.get('/api/recipes/search').query({ query: 'spaghetti garlic tomato sauce' })).body as {
      results: { id: number; title: string; readyInMinutes: number }[];
    };
    const recipe = found.results.find((r) => /^spaghetti with garlic tomato sauce$/i.test(r.title))!;
    expect(recipe).toBeDefined();
    const detail = (await agent.get(`/api/recipes/${recipe.id}`)).body as {
      readyInMinutes: number;
      extendedIngredients: { name: string }[];
    };
    const garlic = detail.extendedIngredients.map((i) => i.name).filter((n) => /garlic/i.test(n));
    expect(garlic.length).toBeGreaterThan(0);
    const before = await stateOf(agent, planId);
    const asks: [string, RegExp][] = [
      [
        'does the spaghetti with garlic tomato sauce have garlic in it',
        new RegExp(`^Yes — ${recipe.title} has garlic: ${recipe.title}: .*${garlic[0]}`, 'i'),
      ],
      [
        'is there any shellfish in the spaghetti with garlic tomato sauce?',
        new RegExp(`^No — going by its ingredients, ${recipe.title} has no shellfish\\. Its ingredients: `, 'i'),
      ],
      ['how long does the spaghetti with garlic tomato sauce take', new RegExp(`${recipe.title} takes ${detail.readyInMinutes} min`)],
    ];
    for (const [said, answer] of asks) {
      const reply = await say(agent, said);
      expect(reply.action).toBeUndefined();
      expect(reply.response).toMatch(answer);
    }
    expect(await stateOf(agent, planId)).toEqual(before);
  });

  it('a title no recipe has is said plainly, and nothing is written', async () => {
    const { agent, planId } = await soupWeek(t, [], 'Unknown title week');
    const before = await stateOf(agent, planId);
    const reply = await say(agent, 'does the grandmas zebra pie have nuts');
    expect(reply.action).toBeUndefined();
    expect(reply.response).toMatch(/couldn't find a recipe called "grandmas zebra pie"/i);
    expect(await stateOf(agent, planId)).toEqual(before);
  });

  it('the pantry is listed and asked about by place, read from the pantry; nothing is written', async () => {
    const { agent, planId } = await soupWeek(t, [], 'Pantry week');
    expect((await say(agent, 'put some rice in my pantry')).action).toBeDefined();
    const pantry = ((await agent.get('/api/pantry')).body as { items: { name: string }[] }).items.map((p) => p.name);
    const rice = pantry.find((n) => /rice/i.test(n))!;
    expect(rice).toBeDefined();
    const before = await stateOf(agent, planId);
    for (const said of [
      "what's in my pantry right now",
      'wat have i got in the cupboard',
      'pantry contents?',
      'Please show me what is in my pantry.',
    ]) {
      const reply = await say(agent, said);
      expect(reply.action).toBeUndefined();
      expect(reply.response).toMatch(new RegExp(`^You have ${pantry.length} things? at home\\.`));
      expect(reply.response).toContain(rice);
    }
    for (const said of ['is rice in my pantry', 'any rice in the cupboard?']) {
      const reply = await say(agent, said);
      expect(reply.response.startsWith(`Yes — you have ${rice}`)).toBe(true);
    }
    expect(await stateOf(agent, planId)).toEqual(before);
  });

  it.each([
    'how many things do i still have to buy',
    'how many items are left on my list',
    'HOW MANY THINGS LEFT TO GET',
    'number of things i still need to pick up from the shops?',
  ])('the lines still to buy are counted from the list: %s', async (said) => {
    const { agent, planId } = await soupWeek(t, ['coffee', 'bread'], 'Left week');
    await say(agent, 'tick off the coffee');
    const lines = ((await agent.get(`/api/grocery-lists/${planId}`)).body as { items: Line[] }).items;
    const open = lines.filter((l) => !l.isChecked);
    expect(open.length).toBeLessThan(lines.length);
    const before = await stateOf(agent, planId);
    const reply = await say(agent, said);
    expect(reply.action).toBeUndefined();
    expect(reply.response).toMatch(
      new RegExp(`^You still have ${open.length} of ${lines.length} items to buy .*\\(${lines.length - open.length} checked off\\)`),
    );
    expect(reply.response).toContain(open[0].name);
    expect(await stateOf(agent, planId)).toEqual(before);
  });

  it('a food that only names another ("Rice milk") is not the thing asked for at home', async () => {
    const { agent, planId } = await soupWeek(t, [], 'Rice milk week');
    expect((await say(agent, 'put rice milk in my pantry')).action).toBeDefined();
    const milk = ((await agent.get('/api/pantry')).body as { items: { name: string }[] }).items.find((p) => /rice milk/i.test(p.name))!;
    expect(milk).toBeDefined();
    const before = await stateOf(agent, planId);
    const reply = await say(agent, 'do i have rice at home');
    expect(reply.response.startsWith(`No — rice isn't in your pantry. You have ${milk.name}, which is another food.`)).toBe(true);
    expect((await say(agent, 'any rice milk in the fridge?')).response.startsWith(`Yes — you have ${milk.name}`)).toBe(true);
    expect(await stateOf(agent, planId)).toEqual(before);
  });

  it.each(['kids asking - do we have any vegetarian dinners this week', 'which meals this week are vegetarian'])(
    'which planned meals keep to a diet is read from the plan, not the library: %s',
    async (said) => {
      const { agent, planId } = await soupWeek(t, [], 'Diet week');
      const before = await stateOf(agent, planId);
      const reply = await say(agent, said);
      expect(reply.action).toBeUndefined();
      expect(reply.response).toMatch(
        /^No — 2 of the 2 planned items .* not vegetarian:\n• Tuesday dinner: Onion soup of my own\n• Thursday dinner: Onion soup of my own/,
      );
      expect(await stateOf(agent, planId)).toEqual(before);
    },
  );

  it.each(['what dinners have i got this week', "what's for dinner this week", 'show me this weeks dinners'])(
    "a meal asked of the whole week lists it on every day, not today's alone: %s",
    async (said) => {
      const { agent, planId } = await soupWeek(t, [], 'Dinners week');
      const before = await stateOf(agent, planId);
      const reply = await say(agent, said);
      expect(reply.action).toBeUndefined();
      expect(reply.response).toMatch(/^Dinners in /);
      // the soup is on Tuesday and Thursday, and the other five days say so
      expect(reply.response).toMatch(/• Tue [^\n]*: Onion soup of my own/);
      expect(reply.response).toMatch(/• Thu [^\n]*: Onion soup of my own/);
      expect(reply.response.match(/nothing planned/g)).toHaveLength(5);
      expect(await stateOf(agent, planId)).toEqual(before);
    },
  );

  it('one meal named without a question mark is asked about, not the whole plan', async () => {
    const { agent, planId } = await soupWeek(t, [], 'No mark week');
    const before = await stateOf(agent, planId);
    const reply = await say(agent, 'does thursdays dinner have butter in it');
    expect(reply.response).toMatch(/^Yes — Thursday dinner \(Onion soup of my own\) has butter: Onion soup of my own: [^.]*butter/i);
    const allergic = await say(agent, 'im allergic to shellfish is thursdays dinner ok for me');
    expect(allergic.action).toBeUndefined();
    expect(allergic.response).toMatch(/^Yes — going by its ingredients, Thursday dinner \(Onion soup of my own\) has no shellfish\./);
    expect(await stateOf(agent, planId)).toEqual(before);
  });
});
