/**
 * Issue #22's requests and limits through POST /api/chat with a real person (PostgreSQL, Redis): goals,
 * "not … anymore", amounts put right, several changes under one Undo, "already there", "which one?",
 * swaps with a condition, a food out of a meal; health questions, other accounts, markup and off-topic
 * asks write nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { chatCompletion } from './chat-completion.js';
import { say, undo } from './chat-turns.js';

type Agent = ReturnType<typeof request.agent>;
interface Line {
  name: string;
  quantity: number;
  unit: string;
  isChecked: boolean;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

const prefs = async (agent: Agent) => (await agent.get('/api/preferences')).body as Record<string, unknown>;
const lines = async (agent: Agent, planId: string): Promise<Line[]> => {
  const res = await agent.get(`/api/grocery-lists/${planId}`);
  return res.status === 200 ? ((res.body as { items: Line[] }).items ?? []) : [];
};
/** What a person would see of their list: names, amounts and ticks, in a stable order. */
const listState = async (agent: Agent, planId: string) =>
  (await lines(agent, planId)).map((l) => `${l.name}|${l.quantity}|${l.unit}|${l.isChecked}`).sort();

/** A person with a week starting today whose Tuesday dinner is their own onion soup. */
async function personWithPlan(t: TestApp) {
  const { agent } = await signUpAgent(t.http);
  const soup = await agent.post('/api/recipes').send({
    title: 'Onion soup of my own',
    servings: 2,
    readyInMinutes: 40,
    ingredients: ['3 yellow onions, sliced', '4 cups beef broth', '2 tbsp butter'],
    instructions: ['Cook the onions slowly, add the broth.'],
    mealTypes: ['dinner'],
  });
  expect(soup.status).toBe(201);
  const start = todayUtc();
  const plan = await agent.post('/api/meal-plans').send({
    name: 'Requests week',
    weekStartDate: start,
    meals: [{ dayOfWeek: 2, mealType: 'dinner', recipeId: soup.body.id, foodItem: null, date: start }],
  });
  expect(plan.status).toBe(201);
  return { agent, planId: plan.body.id as string };
}

describe('chat: every kind of request done as asked, and the limits kept (issue #22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('goals said as statements set goals; a large change is asked first and done on yes', async () => {
    const { agent } = await signUpAgent(t.http);
    // 2000 → 2200 is a small change: done, undoable
    const small = await say(agent, 'i want to eat around 2200 calories a day');
    expect(small.response).toMatch(/2,200 kcal/);
    expect((await prefs(agent)).calorieGoal).toBe(2200);
    await undo(agent, small);
    expect((await prefs(agent)).calorieGoal).toBe(2000);

    // $150 → $90 is large: asked, nothing written until yes
    const large = await say(agent, 'my budget is about 90 a week now');
    expect(large.action).toBeUndefined();
    expect(large.confirm?.question).toBe('Change your weekly budget from $150.00 to $90.00?');
    expect((await prefs(agent)).weeklyBudget).toBe(150);
    const yes = await say(agent, large.confirm!.request);
    expect(yes.action).toBeDefined();
    expect((await prefs(agent)).weeklyBudget).toBe(90);

    // no protein goal yet: set as said
    const protein = await say(agent, 'i want at least 120g of protein a day');
    expect(protein.response).toMatch(/protein goal is now 120 g/);
    expect((await prefs(agent)).proteinGoal).toBe(120);
    const same = await say(agent, 'i want at least 120g of protein a day');
    expect(same.action).toBeUndefined();
    expect(same.response).toMatch(/already 120 g/);
  });

  it('"not … anymore" and "again" take off the right entry, or say it was not there', async () => {
    const { agent } = await signUpAgent(t.http);
    expect(
      (
        await agent
          .post('/api/preferences')
          .send({ allergies: ['Nuts', 'Shellfish'], dietaryRestrictions: ['Vegetarian'], dislikedIngredients: ['Mushrooms'] })
      ).status,
    ).toBe(200);
    const nuts = await say(agent, 'im not allergic to nuts anymore');
    expect(nuts.response).toMatch(/^Removed Nuts from your allergies/);
    const meat = await say(agent, 'i eat meat again');
    expect(meat.response).toMatch(/^Removed Vegetarian from your dietary restrictions/);
    const mushrooms = await say(agent, "i don't mind mushrooms anymore");
    expect(mushrooms.response).toMatch(/^Removed Mushrooms from your disliked ingredients/);
    expect(await prefs(agent)).toMatchObject({ allergies: ['Shellfish'], dietaryRestrictions: [], dislikedIngredients: [] });
    const absent = await say(agent, 'im not allergic to kiwi anymore');
    expect(absent.action).toBeUndefined();
    expect(absent.response).toMatch(/Kiwi isn't in your allergies/);
  });

  it('a quantity correction changes the line that exists, and Undo puts the amount back', async () => {
    const { agent, planId } = await personWithPlan(t);
    await say(agent, 'add 3 bananas to my list');
    await say(agent, 'add 1 gallon of milk to my list');
    const fixed = await say(agent, 'i need 5 bananas not 3 can you fix that');
    expect(fixed.response).toMatch(/from 3 to 5/);
    const bananas = (await lines(agent, planId)).filter((l) => /banana/i.test(l.name));
    expect(bananas).toHaveLength(1);
    expect(bananas[0].quantity).toBe(5);
    expect((await lines(agent, planId)).some((l) => /not|fix/i.test(l.name))).toBe(false);
    await undo(agent, fixed);
    expect((await lines(agent, planId)).find((l) => /banana/i.test(l.name))?.quantity).toBe(3);

    const milk = await say(agent, 'make that 2 gallons of milk');
    expect(milk.action).toBeDefined();
    expect((await lines(agent, planId)).find((l) => l.name === 'milk')).toMatchObject({ quantity: 2, unit: 'gallon' });
    // another unit is a different amount: said, nothing changed
    const liters = await say(agent, 'make that 3 liters of milk');
    expect(liters.action).toBeUndefined();
    expect(liters.response).toMatch(/on your list as 2 gallons/);
    expect((await lines(agent, planId)).find((l) => l.name === 'milk')).toMatchObject({ quantity: 2, unit: 'gallon' });
  });

  it('several changes in one message are each done, named, and one Undo restores every part exactly', async () => {
    const { agent, planId } = await personWithPlan(t);
    // preferences saved once, as anyone's are after the first visit to Preferences
    expect((await agent.post('/api/preferences').send({ calorieGoal: 2000 })).status).toBe(200);
    await say(agent, 'add pickles to my list');
    await say(agent, 'add regular milk to my list');
    const listBefore = await listState(agent, planId);
    const prefsBefore = await prefs(agent);

    const two = await say(agent, 'take the pickles off and add trash bags');
    expect(two.response).toMatch(/Removed pickles/i);
    expect(two.response).toMatch(/Added trash bags/i);
    const names = (await lines(agent, planId)).map((l) => l.name);
    expect(names).toContain('trash bags');
    expect(names).not.toContain('pickles');
    await undo(agent, two);
    expect(await listState(agent, planId)).toEqual(listBefore);

    const three = await say(agent, "add oat milk, take off the regular milk, and i'm dairy free now");
    expect(three.response).toMatch(/Added oat milk/i);
    expect(three.response).toMatch(/Removed regular milk/i);
    expect(three.response).toMatch(/Dairy-Free/);
    expect((await prefs(agent)).dietaryRestrictions).toEqual(['Dairy-Free']);
    await undo(agent, three);
    expect(await listState(agent, planId)).toEqual(listBefore);
    expect(await prefs(agent)).toEqual(prefsBefore);
  });

  it('"Added" only when something was added; several matching lines are asked about, nothing written', async () => {
    const { agent, planId } = await personWithPlan(t);
    await say(agent, 'add 12 eggs to my list');
    const before = await listState(agent, planId);
    for (const message of ['im out of eggs', 'add eggs']) {
      const reply = await say(agent, message);
      expect(reply.response).toMatch(/^Eggs are already on your list: 12/i);
      expect(reply.action).toBeUndefined();
    }
    expect(await listState(agent, planId)).toEqual(before);

    await say(agent, 'add cheddar cheese to my list');
    await say(agent, 'add parmesan cheese to my list');
    const withCheese = await listState(agent, planId);
    const which = await say(agent, 'take the cheese off');
    expect(which.action).toBeUndefined();
    expect(which.response).toMatch(/cheddar cheese.*parmesan cheese|parmesan cheese.*cheddar cheese/i);
    expect(which.response).toMatch(/Which one/);
    expect(await listState(agent, planId)).toEqual(withCheese);
  });

  it('a swap keeps its condition and the person’s rules; taking a food out of a meal offers a swap first', async () => {
    const { agent, planId } = await personWithPlan(t);
    expect((await agent.post('/api/preferences').send({ allergies: ['Peanuts'] })).status).toBe(200);
    const dinner = async () => {
      const plan = (await agent.get(`/api/meal-plans/${planId}`)).body as {
        days: { dayOfWeek: number; meals: Record<string, { items: { recipe: { id: number; title: string } | null }[] }> }[];
      };
      return plan.days.find((d) => d.dayOfWeek === 2)!.meals.dinner.items;
    };
    const facts = async (id: number) =>
      (await agent.get(`/api/recipes/${id}`)).body as {
        diets: string[];
        allergens: string[];
        readyInMinutes: number;
        extendedIngredients: { name: string }[];
      };

    const out = await say(agent, "take the onions out of tuesday's dinner");
    expect(out.action).toBeUndefined();
    expect(out.response).toMatch(/has onions \(yellow onion.* in Onion soup of my own\)/i);
    expect(out.confirm?.request).toBe('swap tuesday dinner for something without onions');
    expect((await dinner())[0].recipe!.title).toBe('Onion soup of my own');
    const swapped = await say(agent, out.confirm!.request);
    expect(swapped.action).toBeDefined();
    const [now] = await dinner();
    expect(out.confirm!.question).toContain(now.recipe!.title);
    const soupless = await facts(now.recipe!.id);
    expect(soupless.extendedIngredients.some((i) => /onion/i.test(i.name))).toBe(false);
    expect(soupless.allergens).not.toContain('peanuts');

    const veg = await say(agent, 'swap tuesday dinner for something vegetarian under 30 min');
    expect(veg.action).toBeDefined();
    const vegFacts = await facts((await dinner())[0].recipe!.id);
    expect(vegFacts.diets).toContain('vegetarian');
    expect(vegFacts.readyInMinutes).toBeLessThanOrEqual(30);
    expect(vegFacts.allergens).not.toContain('peanuts');
  });

  it('goals said in words, with a "k", or raised and lowered by an amount; "a bit" is asked first', async () => {
    const { agent } = await signUpAgent(t.http);
    expect((await agent.post('/api/preferences').send({ calorieGoal: 2000, weeklyBudget: 150, proteinGoal: 120 })).status).toBe(200);

    const words = await say(agent, 'can you set my calories to two thousand two hundred please');
    expect(words.response).toMatch(/2,200 kcal/);
    expect((await prefs(agent)).calorieGoal).toBe(2200);
    await undo(agent, words);
    expect((await prefs(agent)).calorieGoal).toBe(2000);

    const k = await say(agent, 'pls make my calorie goal 1.8k');
    expect((await prefs(agent)).calorieGoal).toBe(1800);
    await undo(agent, k);

    const before = (await prefs(agent)).weeklyBudget as number;
    const raise = await say(agent, 'raise my budget by 20 thx');
    expect((await prefs(agent)).weeklyBudget).toBe(before + 20);
    expect(raise.response).toMatch(/\$170\.00/);
    await undo(agent, raise);
    expect((await prefs(agent)).weeklyBudget).toBe(before);

    const lower = await say(agent, 'lower my calories by 150 please');
    expect((await prefs(agent)).calorieGoal).toBe(2000 - 150);
    await undo(agent, lower);

    // no amount said: a step is offered, nothing written until yes
    const bit = await say(agent, 'id like a bit more protein');
    expect(bit.action).toBeUndefined();
    expect(bit.confirm?.question).toBe('Raise your daily protein goal from 120 g to 130 g?');
    expect((await prefs(agent)).proteinGoal).toBe(120);
    const yes = await say(agent, bit.confirm!.request);
    expect(yes.action).toBeDefined();
    expect((await prefs(agent)).proteinGoal).toBe(130);

    // a figure over two clauses is the goal itself
    await say(agent, 'i would like a bit more protein, like 140 grams');
    expect((await prefs(agent)).proteinGoal).toBe(140);
  });

  it('amounts changed by an amount or set in other words change the line that exists; Undo restores each', async () => {
    const { agent, planId } = await personWithPlan(t);
    await say(agent, 'add 12 eggs to my list');
    await say(agent, 'add 2 gallons of milk to my list');
    const eggs = async () => (await lines(agent, planId)).filter((l) => /egg/i.test(l.name));

    const more = await say(agent, 'i need 2 more eggs');
    expect(more.response).toMatch(/from 12 to 14/);
    expect((await eggs()).map((l) => l.quantity)).toEqual([14]);
    await undo(agent, more);
    expect((await eggs()).map((l) => l.quantity)).toEqual([12]);

    const less = await say(agent, 'one less milk');
    expect((await lines(agent, planId)).find((l) => l.name === 'milk')).toMatchObject({ quantity: 1, unit: 'gallon' });
    await undo(agent, less);
    expect((await lines(agent, planId)).find((l) => l.name === 'milk')).toMatchObject({ quantity: 2, unit: 'gallon' });

    for (const [message, quantity] of [
      ['make the eggs half a dozen', 6],
      ['eggs should be 18', 18],
      ['Please change the quantity of eggs to twenty.', 20],
    ] as const) {
      const reply = await say(agent, message);
      expect(reply.action).toBeDefined();
      expect((await eggs()).map((l) => l.quantity)).toEqual([quantity]);
    }
    // taking more than there is would leave none: said, nothing changed
    const state = await listState(agent, planId);
    const none = await say(agent, '5 less milk');
    expect(none.action).toBeUndefined();
    expect(await listState(agent, planId)).toEqual(state);
    // not on the list yet: the amount asked for is added, once
    const apples = await say(agent, 'i need a couple more apples');
    expect(apples.action).toBeDefined();
    expect((await lines(agent, planId)).filter((l) => /apple/i.test(l.name)).map((l) => l.quantity)).toEqual([2]);
  });

  it('adds said as to someone going to the shop land in the right aisle, padding and markup never stored', async () => {
    const { agent, planId } = await personWithPlan(t);
    const before = await listState(agent, planId);
    const asks = [
      'can you add bread',
      'grab some trash bags too',
      'need dish soap',
      'throw in some bananas pls',
      'add [b]cheddar cheese[/b]',
    ];
    const replies = [];
    for (const message of asks) replies.push(await say(agent, message));
    for (const reply of replies) expect(reply.action).toBeDefined();
    const added = ((await agent.get(`/api/grocery-lists/${planId}`)).body as { items: (Line & { category: string })[] }).items;
    const aisle = (name: RegExp) => added.find((l) => name.test(l.name))?.category;
    expect(aisle(/^bread$/i)).toBe('Bakery');
    expect(aisle(/^bananas?$/i)).toBe('Produce');
    expect(aisle(/^trash bags$/i)).toBe('Other');
    expect(aisle(/^dish soap$/i)).toBe('Other');
    expect(aisle(/^cheddar cheese$/i)).toMatch(/Dairy/);
    expect(added.some((l) => /\b(?:too|pls|can|you|need|grab|\[)/i.test(l.name))).toBe(false);
    for (const reply of [...replies].reverse()) await undo(agent, reply);
    expect(await listState(agent, planId)).toEqual(before);
  });

  it('likes and dislikes said the ways people say them are stored as the food; a meal’s food is not a dislike', async () => {
    const { agent } = await personWithPlan(t);
    expect((await agent.post('/api/preferences').send({ dietaryRestrictions: ['Dairy-Free'] })).status).toBe(200);
    const gross = await say(agent, 'eggplant is gross lol');
    const told = await say(agent, 'just so you know im allergic to kiwi');
    const bare = await say(agent, 'dont like cilantro');
    const fish = await say(agent, 'please dont give me any more fish');
    for (const reply of [gross, told, bare, fish]) expect(reply.action).toBeDefined();
    expect(await prefs(agent)).toMatchObject({
      dislikedIngredients: ['Eggplant', 'Cilantro', 'Fish'],
      allergies: ['Kiwi'],
    });
    const dairy = await say(agent, 'im ok with dairy again');
    expect(dairy.response).toMatch(/Removed Dairy-Free from your dietary restrictions/);
    expect((await prefs(agent)).dietaryRestrictions).toEqual([]);
    await undo(agent, dairy);
    expect((await prefs(agent)).dietaryRestrictions).toEqual(['Dairy-Free']);

    // a food not wanted in one meal: a swap is offered, no dislike stored
    const prefsBefore = await prefs(agent);
    const onions = await say(agent, 'i dont want onions in tuesdays dinner');
    expect(onions.action).toBeUndefined();
    expect(onions.confirm?.request).toBe('swap tuesday dinner for something without onions');
    expect(await prefs(agent)).toEqual(prefsBefore);
  });

  it('three changes in one message, one of them an amount, are each done and one Undo restores all', async () => {
    const { agent, planId } = await personWithPlan(t);
    await say(agent, 'add pickles to my list');
    await say(agent, 'add 6 eggs to my list');
    const before = await listState(agent, planId);
    const three = await say(agent, 'remove the pickles, add tofu, and make the eggs a dozen');
    expect(three.response).toMatch(/You asked for 3 things/);
    const after = await lines(agent, planId);
    expect(after.some((l) => l.name === 'pickles')).toBe(false);
    expect(after.some((l) => /tofu/i.test(l.name))).toBe(true);
    expect(after.find((l) => /egg/i.test(l.name))?.quantity).toBe(12);
    await undo(agent, three);
    expect(await listState(agent, planId)).toEqual(before);
  });

  it('medical questions, other accounts, off-topic asks and markup write nothing', async () => {
    const { agent, planId } = await personWithPlan(t);
    await say(agent, 'add bread to my list');
    const listBefore = await listState(agent, planId);
    const prefsBefore = await prefs(agent);

    const fasting = await say(agent, 'is it safe to fast for three days');
    expect(fasting.response).toMatch(/can't advise/);
    expect(fasting.response).toMatch(/doctor|dietitian/);
    expect(fasting.response).not.toMatch(/looks safe|^yes|it's safe/i);
    const pills = await say(agent, 'can i take ibuprofen with grapefruit juice');
    expect(pills.response).toMatch(/pharmacist/);
    const wife = await say(agent, "change my wife's budget to 50");
    expect(wife.response).toMatch(/only see and change your own account/);
    const john = await say(agent, "add peanuts to john's allergies");
    expect(john.response).toMatch(/changed nothing for john/);
    const joke = await say(agent, 'tell me a joke');
    expect(joke.response).toMatch(/can't help with jokes/);
    const script = await say(agent, '<script>alert(1)</script>');
    expect(script.response).toMatch(/couldn't tell what you meant/);
    for (const reply of [fasting, pills, wife, john, joke, script]) expect(reply.action).toBeUndefined();
    expect(await prefs(agent)).toEqual(prefsBefore);
    expect(await listState(agent, planId)).toEqual(listBefore);

    // markup around a name is never stored: the words are
    const tagged = await say(agent, 'add <b>oat</b> milk<script>alert(1)</script> to my list');
    expect(tagged.action).toBeDefined();
    const names = (await lines(agent, planId)).map((l) => l.name);
    expect(names).toContain('oat milk');
    expect(names.some((n) => /[<>]|script|alert/i.test(n))).toBe(false);
  });
});

describe('chat: the limits hold with the OpenAI-compatible engine too', () => {
  let t: TestApp;
  // A model that would give a verdict and make any change asked: it must never be asked.
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      asked.push(raw);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(chatCompletion('test-model', { content: 'Yes, it looks safe. Done!' }));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t = await startTestApp({
      openaiApiKey: 'test-key',
      openaiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      openaiModel: 'test-model',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it('a health question and another account are answered without the model; other asks still reach it', async () => {
    const { agent } = await signUpAgent(t.http);
    const fasting = await say(agent, 'is it safe to fast for three days?');
    expect(fasting.response).toMatch(/^I can't advise on fasting/);
    const wife = await say(agent, "set my wife's budget to 60");
    expect(wife.response).toMatch(/only see and change your own account/);
    expect(asked).toHaveLength(0);
    expect((await prefs(agent)).weeklyBudget).toBe(150);
    const plain = await say(agent, 'hello');
    expect(plain.response).toBe('Yes, it looks safe. Done!');
    expect(asked).toHaveLength(1);
  });
});
