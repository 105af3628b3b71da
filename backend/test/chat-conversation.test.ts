import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Recipe, RecipeIngredient } from '../src/recipes/recipe.entity.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { chatCompletion, type CompletionTurn } from './chat-completion.js';
import { conversation, type Agent } from './chat-turns.js';

const tag = `${process.pid}-${Date.now()}`;
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Catalogue ids by name, so the recipes' lines are the catalogue's foods (priced, in their aisle). */
async function catalogueIds(t: TestApp, names: string[]): Promise<Map<string, number>> {
  const rows = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number; name: string }[]>('select id, lower(name) as name from ingredients where lower(name) in (?)', [names]);
  return new Map(rows.map((r) => [r.name, r.id]));
}

interface Fixtures {
  scampi: number;
  scampiTitle: string;
  bowl: number;
  stew: number;
}

/** Recipes of this run with real ingredient lines, owned by one person: shrimp and butter in the scampi, none in the bowl. */
async function makeRecipes(t: TestApp, ownerId: string): Promise<Fixtures> {
  const ids = await catalogueIds(t, ['shrimp', 'butter', 'linguine', 'garlic', 'chickpeas', 'spinach', 'lentils', 'onion']);
  const em = t.orm.em.fork();
  const make = (
    title: string,
    o: { diets: string[]; allergens: string[]; minutes: number; mealTypes: string[]; lines: [string, number, string][] },
  ) => {
    const recipe = em.create(Recipe, {
      slug: `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-${Math.random().toString(36).slice(2)}`,
      title,
      summary: '',
      readyInMinutes: o.minutes,
      servings: 2,
      mealTypes: o.mealTypes,
      tags: [],
      instructions: ['Cook.'],
      nutrition: { calories: 600, protein: 30, fat: 20, saturatedFat: 5, carbs: 60, fiber: 5, sugars: 4, sodium: 300 },
      calories: 600,
      costPerServing: { kroger: 3.5 },
      allergens: o.allergens,
      diets: o.diets,
      owner: ownerId,
    }) as Recipe;
    o.lines.forEach(([name, amount, unit], position) =>
      em.create(RecipeIngredient, {
        recipe,
        position,
        ingredientId: ids.get(name) ?? null,
        name,
        amount,
        unit,
        original: `${amount} ${unit} ${name}`,
        grams: 100,
      }),
    );
    return recipe;
  };
  const scampiTitle = `Shrimp Scampi ${tag}`;
  const r = {
    scampi: make(scampiTitle, {
      diets: [],
      allergens: ['shellfish', 'milk', 'wheat', 'gluten'],
      minutes: 35,
      mealTypes: ['dinner'],
      lines: [
        ['shrimp', 300, 'g'],
        ['butter', 2, 'tablespoons'],
        ['linguine', 200, 'g'],
        ['garlic', 3, 'cloves'],
      ],
    }),
    bowl: make(`Chickpea Spinach Bowl ${tag}`, {
      diets: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free'],
      allergens: [],
      minutes: 15,
      mealTypes: ['lunch', 'dinner'],
      lines: [
        ['chickpeas', 240, 'g'],
        ['spinach', 100, 'g'],
      ],
    }),
    stew: make(`Lentil Stew ${tag}`, {
      diets: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free'],
      allergens: [],
      minutes: 70,
      mealTypes: ['dinner'],
      lines: [
        ['lentils', 200, 'g'],
        ['onion', 1, 'piece'],
      ],
    }),
  };
  await em.flush();
  return { scampi: r.scampi.id, scampiTitle, bowl: r.bowl.id, stew: r.stew.id };
}

/** A week from today: Tuesday dinner the scampi, Wednesday lunch the bowl, Thursday dinner the stew. */
async function makePlan(agent: Agent, f: Fixtures): Promise<string> {
  const start = todayUtc();
  const res = await agent.post('/api/meal-plans').send({
    name: `Conversation week ${tag}`,
    weekStartDate: start,
    meals: [
      { dayOfWeek: 2, mealType: 'dinner', recipeId: f.scampi, foodItem: null, date: start },
      { dayOfWeek: 3, mealType: 'lunch', recipeId: f.bowl, foodItem: null, date: start },
      { dayOfWeek: 4, mealType: 'dinner', recipeId: f.stew, foodItem: null, date: start },
    ],
  });
  if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { id: string }).id;
}

async function titleIn(agent: Agent, planId: string, weekday: number, meal: string): Promise<string[]> {
  const plan = (await agent.get(`/api/meal-plans/${planId}`)).body as {
    days: { dayOfWeek: number; meals: Record<string, { items: { recipe: { title: string } | null; name: string }[] }> }[];
  };
  return (plan.days.find((d) => d.dayOfWeek === weekday)?.meals[meal]?.items ?? []).map((i) => i.recipe?.title ?? i.name);
}

describe('chat: a conversation with the embedded assistant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(() => t.close());

  it('a follow-up about "it" answers about the meal spoken of, with the ingredient as evidence', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const f = await makeRecipes(t, user.id);
    await makePlan(agent, f);
    const say = conversation(agent);
    expect((await say("what's for dinner on tuesday")).response).toContain(f.scampiTitle);
    const dairy = await say('does it have dairy in it');
    expect(dairy.response).toMatch(/^Yes/);
    expect(dairy.response).toContain('butter');
    expect(dairy.response).toContain(f.scampiTitle);
    expect((await say('how long does it take to make')).response).toContain('35 min');
    const inIt = (await say("what's in it")).response;
    expect(inIt).toContain('shrimp');
    expect(inIt).toContain('linguine');
  });

  it('"it" after an allergy just added is that allergen: the plan is checked for it, and nothing is written', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const f = await makeRecipes(t, user.id);
    const planId = await makePlan(agent, f);
    const say = conversation(agent);
    expect((await say("i'm allergic to shellfish")).action).toBeDefined();
    const before = (await agent.get(`/api/meal-plans/${planId}`)).body as unknown;
    const asked = await say('does anything this week have it');
    expect(asked.action).toBeUndefined();
    expect(asked.response).toContain('shellfish');
    expect(asked.response).toContain(f.scampiTitle);
    expect((await agent.get(`/api/meal-plans/${planId}`)).body).toEqual(before);
  });

  it('a new conversation does not point back at the last one', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const f = await makeRecipes(t, user.id);
    await makePlan(agent, f);
    await conversation(agent)("what's for dinner on tuesday");
    const fresh = await agent.post('/api/chat').send({ message: 'how long does it take to make', context: { currentMessages: [] } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.response).toContain('Which meal do you mean');
    expect(fresh.body.response).not.toContain(f.scampiTitle);
    // The widget's own greeting before the first message is no conversation either.
    await conversation(agent)("what's for dinner on tuesday");
    const greeted = await agent.post('/api/chat').send({
      message: 'does it have dairy in it',
      context: { currentMessages: [{ content: "Hi! I'm your Forkcast assistant.", isUser: false }] },
    });
    expect(greeted.body.response).toContain('Which meal do you mean');
    // No context at all goes on with the conversation there is.
    await conversation(agent)("what's for dinner on tuesday");
    const bare = await agent.post('/api/chat').send({ message: 'does it have dairy in it' });
    expect(bare.body.response).toContain(f.scampiTitle);
  });

  it('"the second one" is the second recipe listed, and "swap it" the meal spoken of', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const f = await makeRecipes(t, user.id);
    const planId = await makePlan(agent, f);
    const say = conversation(agent);
    const listed = (await say('vegan dinner ideas')).response;
    const titles = [...listed.matchAll(/^• (.+?) — /gm)].map((m) => m[1]);
    expect(titles.length).toBeGreaterThanOrEqual(2);
    expect((await say('how long does the second one take')).response).toContain(titles[1]);
    await say("what's for dinner on tuesday");
    const swapped = await say('swap it for the second one');
    expect(swapped.action?.id).toBeDefined();
    expect(swapped.response).toContain(`Tuesday dinner is now ${titles[1]}`);
    expect(await titleIn(agent, planId, 2, 'dinner')).toEqual([titles[1]]);
    // One Undo puts the scampi back.
    expect((await agent.post(`/api/chat/undo/${swapped.action!.id}`)).status).toBe(200);
    expect(await titleIn(agent, planId, 2, 'dinner')).toEqual([f.scampiTitle]);
  });

  it('answers meal questions as asked: the allergen with its ingredient, a plain no, the quickest dinner of the plan', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const f = await makeRecipes(t, user.id);
    await makePlan(agent, f);
    const say = conversation(agent);
    const shellfish = (await say("can i still eat tuesday's dinner if im allergic to shellfish")).response;
    // asked whether it may be eaten: "No", with the ingredient that holds the allergen
    expect(shellfish).toMatch(/^No — Tuesday dinner .* has shellfish: .*shrimp/);
    expect(shellfish).toContain('ingredients in your plan');
    expect((await say('does wednesday lunch have gluten')).response).toMatch(/^No — .*Wednesday lunch .* has no gluten/);
    // The same question asked again of another meal.
    expect((await say('what about tuesday dinner?')).response).toMatch(/^Yes — Tuesday dinner .* has gluten: .*linguine/);
    const need = (await say("what do i need to make wednesday's lunch")).response;
    expect(need).toContain('chickpeas');
    expect(need).toContain('spinach');
    const quickest = (await say('which dinner is quickest this week')).response;
    expect(quickest).toContain(`Tuesday's ${f.scampiTitle}: 35 min`);
    // The follow-up after it is about that dinner.
    expect((await say('is it vegetarian')).response).toMatch(/^No — .*Shrimp Scampi.* is not vegetarian/);
  });

  it('list and pantry questions read them, and no question writes anything', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const f = await makeRecipes(t, user.id);
    const planId = await makePlan(agent, f);
    const built = await agent.post(`/api/meal-plans/${planId}/grocery-list`);
    expect(built.status).toBe(200);
    const [rice] = (await catalogueIds(t, ['brown rice'])).values();
    expect((await agent.post('/api/pantry').send({ ingredientId: rice, kind: 'staple' })).status).toBe(201);
    const snapshot = async () =>
      JSON.stringify([
        (await agent.get(`/api/meal-plans/${planId}`)).body.days,
        (await agent.get(`/api/grocery-lists/${planId}`)).body.items,
        (await agent.get('/api/pantry')).body.items.map((i: { name: string; amount: string }) => [i.name, i.amount]),
        (await agent.get('/api/preferences')).body,
      ]);
    const before = await snapshot();
    const say = conversation(agent);
    const asks: [string, RegExp][] = [
      ['do i need to buy shrimp', /^Yes — .*shrimp.*for Tue dinner/i],
      ['do i need to buy eggs', /^No — eggs isn't on your grocery list/],
      ['do i have rice at home', /^Yes — you have .*rice/i],
      ['do i have shrimp at home', /^No — shrimp isn't in your pantry/],
      ['what do i need from produce', /^From Produce you need .*\n.*(spinach|garlic|onion)/i],
      ['what is the butter for', /^Butter.* is for Tue dinner/],
      ['what costs most on my list', /^The most expensive item on your list is /],
      ["what's for dinner on tuesday", new RegExp(f.scampiTitle)],
      ['how much does it cost', /costs about \$3\.50 at your store/],
      ['how many calories is that', /kcal/],
      ['is it gluten free', /^No — /],
    ];
    for (const [message, expected] of asks) {
      const reply = await say(message);
      expect({ message, response: reply.response }).toEqual({ message, response: expect.stringMatching(expected) });
      expect(reply.action).toBeUndefined();
    }
    expect(await snapshot()).toBe(before);

    // A request after a question about a food: "it" is that food.
    expect((await say('do i need to buy eggs')).response).toMatch(/^No — /);
    const added = await say('add it to my list');
    expect(added.action?.id).toBeDefined();
    expect(added.response).toMatch(/^Added .*eggs/i);
    const lines = (await agent.get(`/api/grocery-lists/${planId}`)).body.items as { name: string }[];
    expect(lines.some((l) => /egg/i.test(l.name))).toBe(true);
  });
});

type Line = { name: string; quantity: number; isChecked: boolean };
const linesOf = async (agent: Agent, planId: string) =>
  ((await agent.get(`/api/grocery-lists/${planId}`)).body.items as Line[])
    .map((l) => ({ name: l.name, quantity: Number(l.quantity), isChecked: l.isChecked }))
    .sort((a, b) => a.name.localeCompare(b.name));
const cheeseLines = async (agent: Agent, planId: string) => (await linesOf(agent, planId)).filter((l) => /cheese/i.test(l.name));
const undo = async (agent: Agent, reply: { action?: { id: string } }) =>
  expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(200);

describe('chat: answers to what the assistant asked, and picks among things that matched', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
  });
  afterAll(() => t.close());

  /** A person with the week of makePlan, its grocery list, and three cheese lines on it. */
  async function withCheeses() {
    const { agent, user } = await signUpAgent(t.http);
    const f = await makeRecipes(t, user.id);
    const planId = await makePlan(agent, f);
    expect((await agent.post(`/api/meal-plans/${planId}/grocery-list`)).status).toBe(200);
    for (const name of ['Cheddar cheese', 'Parmesan cheese', 'Swiss cheese'])
      expect((await agent.post(`/api/grocery-lists/${planId}/items`).send({ name, quantity: 1 })).status).toBe(201);
    return { agent, f, planId };
  }

  it('"the cheese" with three cheese lines asks which and writes nothing; the pick completes it, and one Undo puts it back', async () => {
    const { agent, planId } = await withCheeses();
    const before = await linesOf(agent, planId);
    const say = conversation(agent);
    const asked = await say('can you take the cheese off my list please');
    expect(asked.action).toBeUndefined();
    for (const name of ['Cheddar cheese', 'Parmesan cheese', 'Swiss cheese']) expect(asked.response).toContain(name);
    expect(await linesOf(agent, planId)).toEqual(before);

    const done = await say('the cheddar');
    expect(done.response).toMatch(/^Removed Cheddar cheese/);
    expect((await cheeseLines(agent, planId)).map((l) => l.name)).toEqual(['Parmesan cheese', 'Swiss cheese']);
    await undo(agent, done);
    expect(await linesOf(agent, planId)).toEqual(before);

    // By place, with a tick; by name, with an amount.
    await say('check off the cheese');
    expect((await say('2')).response).toMatch(/^Checked off Parmesan cheese/);
    expect((await cheeseLines(agent, planId)).filter((l) => l.isChecked).map((l) => l.name)).toEqual(['Parmesan cheese']);
    await say('change the cheese to 3 please');
    expect((await say('the swiss one pls')).response).toMatch(/^Changed Swiss cheese .* from 1 to 3/);
    expect((await cheeseLines(agent, planId)).map((l) => l.quantity)).toEqual([1, 1, 3]);
  });

  it('"no, the other one" after a pick does the other of two, or asks which of the rest', async () => {
    const { agent, planId } = await withCheeses();
    const say = conversation(agent);
    await say('take the cheese off');
    expect((await say('the cheddar')).response).toMatch(/^Removed Cheddar cheese/);
    const rest = await say('no, the other one');
    expect(rest.action).toBeUndefined();
    expect(rest.response).toMatch(/^Which one: Parmesan cheese or Swiss cheese\?/);
    expect((await say('the swiss')).response).toMatch(/^Removed Swiss cheese/);
    expect((await cheeseLines(agent, planId)).map((l) => l.name)).toEqual(['Parmesan cheese']);

    await say('add cheddar cheese to my list');
    await say('check off the cheese');
    expect((await say('the cheddar one')).response).toMatch(/^Checked off Cheddar cheese/);
    const other = await say('no the other one');
    expect(other.response).toMatch(/^OK, the other one: Checked off Parmesan cheese/);
    expect(other.action).toBeDefined();
    expect(
      (await cheeseLines(agent, planId))
        .filter((l) => l.isChecked)
        .map((l) => l.name)
        .sort(),
    ).toEqual(['Cheddar cheese', 'Parmesan cheese']);
  });

  it('"both" / "all of them" does each, one Undo for all; "never mind" and a new question leave the list as it is', async () => {
    const { agent, planId } = await withCheeses();
    const before = await linesOf(agent, planId);
    const say = conversation(agent);
    await say('remove cheese from the list');
    const all = await say('all of them');
    expect(all.action?.id).toBeDefined();
    expect(await cheeseLines(agent, planId)).toEqual([]);
    await undo(agent, all);
    expect(await linesOf(agent, planId)).toEqual(before);

    await say('take the cheese off');
    expect((await say('never mind')).response).toContain('Nothing was changed');
    // The pick is for the next message only: after another ask, "the cheddar" is no answer to the old question.
    await say('take the cheese off');
    await say("what's for dinner on tuesday");
    const late = await say('the cheddar');
    expect(late.action).toBeUndefined();
    expect(await linesOf(agent, planId)).toEqual(before);
  });

  it('a typed yes makes the change asked about; a no changes nothing; another day asks the same of that day', async () => {
    const { agent, f, planId } = await withCheeses();
    const today = new Date().getUTCDay();
    const say = conversation(agent);
    const todays = await titleIn(agent, planId, today, 'dinner');
    const asked = await say('swap dinner');
    expect(asked.action).toBeUndefined();
    expect((await say('nah leave it')).response).toContain('Nothing was changed');
    expect(await titleIn(agent, planId, today, 'dinner')).toEqual(todays);

    await say('swap dinner');
    const yes = await say('yes please');
    expect(yes.action?.id).toBeDefined();
    expect(await titleIn(agent, planId, today, 'dinner')).not.toEqual(todays);
    await undo(agent, yes);
    expect(await titleIn(agent, planId, today, 'dinner')).toEqual(todays);

    // "no, tuesday's": the same swap, of Tuesday dinner; today's dinner stays (unless today is Tuesday).
    await say('swap dinner');
    const tuesday = await say("no, tuesday's");
    expect(tuesday.response).toContain('Tuesday');
    expect(await titleIn(agent, planId, 2, 'dinner')).not.toEqual([f.scampiTitle]);
    if (today !== 2) expect(await titleIn(agent, planId, today, 'dinner')).toEqual(todays);
    await undo(agent, tuesday);

    // A goal asked about first, then "ok do it"; an offer made on a question, then "yes".
    const goal = (await agent.get('/api/preferences')).body.calorieGoal as number;
    await say('i want to eat 3500 calories a day');
    expect((await agent.get('/api/preferences')).body.calorieGoal).toBe(goal);
    const set = await say('ok do it');
    expect((await agent.get('/api/preferences')).body.calorieGoal).toBe(3500);
    await undo(agent, set);
    expect((await agent.get('/api/preferences')).body.calorieGoal).toBe(goal);
    const offer = await say('should i swap tuesday dinner for something vegetarian?');
    expect(offer.action).toBeUndefined();
    expect(await titleIn(agent, planId, 2, 'dinner')).toEqual([f.scampiTitle]);
    const go = await say('yeah go for it');
    expect(go.response).toContain('vegetarian');
    expect(await titleIn(agent, planId, 2, 'dinner')).not.toEqual([f.scampiTitle]);
    // A yes with nothing asked is no change.
    expect((await say('yes')).action).toBeUndefined();
  });

  it('follow-ups: "make it 3" and "take it off" act on the line spoken of; "thursday?" asks again; "change it" swaps the meal spoken of', async () => {
    const { agent, f, planId } = await withCheeses();
    const say = conversation(agent);
    await say('add milk to my list');
    const three = await say('make it 3');
    expect(three.response).toMatch(/^Changed milk .* to 3/i);
    expect((await linesOf(agent, planId)).find((l) => /^milk$/i.test(l.name))?.quantity).toBe(3);
    await say('actually take it off');
    expect((await linesOf(agent, planId)).some((l) => /^milk$/i.test(l.name))).toBe(false);

    await say("what's for dinner on tuesday");
    expect((await say('thursday?')).response).toContain('Lentil Stew');
    const swapped = await say('I would rather not have that, could you change it to something else please');
    expect(swapped.response).toContain('Thursday');
    expect(await titleIn(agent, planId, 4, 'dinner')).not.toEqual([expect.stringContaining('Lentil Stew')]);
    expect(await titleIn(agent, planId, 2, 'dinner')).toEqual([f.scampiTitle]);
    await undo(agent, swapped);
    expect(await titleIn(agent, planId, 4, 'dinner')).toEqual([expect.stringContaining('Lentil Stew')]);
  });
});

// ─── the OpenAI-compatible engine ──────────────────────────────────────────────────────────────────

type Body = { model: string; messages: { role: string; content: string | null; tool_call_id?: string }[] };

/** A local server speaking the chat-completions wire format, answering by a script. */
function fakeOpenAI() {
  const requests: Body[] = [];
  let script: (body: Body) => CompletionTurn = () => ({ content: 'Hello.' });
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Body;
      requests.push(body);
      const out = script(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(body.model, out, `chatcmpl-${requests.length}`));
    });
  });
  return { server, requests, setScript: (s: typeof script) => ((script = s), (requests.length = 0)) };
}

describe('chat: the OpenAI-compatible engine is told what the conversation is about', () => {
  let t: TestApp;
  const fake = fakeOpenAI();
  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    t = await startTestApp({
      seeded: true,
      openaiApiKey: 'test-key',
      openaiBaseUrl: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`,
      openaiModel: 'test-model',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => fake.server.close(r));
  });

  it('a meal read by a tool becomes the state the next request carries; a new conversation carries none', async () => {
    const { agent, user } = await signUpAgent(t.http);
    const f = await makeRecipes(t, user.id);
    await makePlan(agent, f);
    let details: { items: { title: string; ingredients: { name: string; allergens: string[] }[] }[] } | null = null;
    fake.setScript((body) => {
      const last = body.messages[body.messages.length - 1];
      if (last.role === 'user')
        return {
          tool_calls: [
            {
              id: 'c1',
              type: 'function',
              function: { name: 'get_meal_details', arguments: JSON.stringify({ dayOfWeek: 2, mealType: 'dinner' }) },
            },
          ],
        };
      details = JSON.parse(last.content!);
      return { content: 'Tuesday dinner has butter, so it has dairy.' };
    });
    const say = conversation(agent);
    await say('does tuesday dinner have dairy');
    // The tool answered the meal's ingredients with what each holds.
    expect(details!.items[0].title).toBe(f.scampiTitle);
    expect(details!.items[0].ingredients).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'butter', allergens: ['milk'] })]),
    );

    fake.setScript(() => ({ content: 'About 35 minutes.' }));
    await say('how long does it take to make');
    const about = fake.requests[0].messages.filter((m) => m.role === 'system').map((m) => m.content ?? '');
    expect(about).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`The conversation is about: Tuesday dinner (dayOfWeek 2, mealType dinner): ${f.scampiTitle}`),
      ]),
    );

    fake.setScript(() => ({ content: 'Which meal?' }));
    await agent.post('/api/chat').send({ message: 'how long does it take to make', context: { currentMessages: [] } });
    expect(fake.requests[0].messages.filter((m) => m.role === 'system')).toHaveLength(1);
  });
});
