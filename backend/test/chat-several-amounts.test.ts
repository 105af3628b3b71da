/**
 * Issue #22 through POST /api/chat: several things in one message each done and undone alone (lists with their own
 * amounts, a reason said after, two settings, a pantry move, two verbs, mixed ticks), amounts as people say them
 * and put right on the line that exists, and goals and preferences said as statements, written at once.
 */
import request from 'supertest';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { say } from './chat-turns.js';

type Agent = ReturnType<typeof request.agent>;
interface Line {
  name: string;
  quantity: number;
  unit: string;
  isChecked: boolean;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

const undo = async (agent: Agent, id: string) => expect((await agent.post(`/api/chat/undo/${id}`)).status).toBe(200);
const prefs = async (agent: Agent) => (await agent.get('/api/preferences')).body as Record<string, unknown>;
const lines = async (agent: Agent, planId: string): Promise<Line[]> => {
  const res = await agent.get(`/api/grocery-lists/${planId}`);
  return res.status === 200 ? ((res.body as { items: Line[] }).items ?? []) : [];
};
/** Each line as "name|quantity|unit|ticked", for the lines named. */
const linesOf = async (agent: Agent, planId: string, ...names: string[]) =>
  (await lines(agent, planId))
    .filter((l) => names.includes(l.name.toLowerCase()))
    .map((l) => `${l.name.toLowerCase()}|${l.quantity}|${l.unit}|${l.isChecked}`)
    .sort();
const pantryNames = async (agent: Agent) =>
  ((await agent.get('/api/pantry')).body as { items: { name: string }[] }).items.map((i) => i.name.toLowerCase()).sort();

/** A person with a week starting today (one planned dinner), so the list is theirs to change. */
async function personWithPlan(t: TestApp) {
  const { agent } = await signUpAgent(t.http);
  const soup = await agent.post('/api/recipes').send({
    title: 'Plain soup of my own',
    servings: 2,
    readyInMinutes: 30,
    ingredients: ['4 cups vegetable broth', '1 carrot'],
    instructions: ['Simmer.'],
    mealTypes: ['dinner'],
  });
  expect(soup.status).toBe(201);
  const start = todayUtc();
  const plan = await agent.post('/api/meal-plans').send({
    name: 'Several week',
    weekStartDate: start,
    meals: [{ dayOfWeek: 4, mealType: 'dinner', recipeId: soup.body.id, foodItem: null, date: start }],
  });
  expect(plan.status).toBe(201);
  return { agent, planId: plan.body.id as string };
}

describe('chat: several things in one message, amounts as people say them, goals said as statements (issue #22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a list of three, each with its own amount and unit, is added whole; one Undo takes all three off', async () => {
    const { agent, planId } = await personWithPlan(t);
    const reply = await say(agent, 'can you add 2 lb ground beef, a bag of carrots and a dozen eggs pls');
    expect(reply.response).toMatch(/ground beef/i);
    expect(reply.response).toMatch(/carrots/i);
    expect(reply.response).toMatch(/eggs/i);
    expect(await linesOf(agent, planId, 'ground beef', 'carrots', 'eggs')).toEqual([
      'carrots|1|bag|false',
      'eggs|12||false',
      'ground beef|2|lb|false',
    ]);
    // one add said once is one action (undoing the line that started the list would drop the others with it)
    await undo(agent, reply.action!.id);
    expect(await linesOf(agent, planId, 'ground beef', 'carrots', 'eggs')).toEqual([]);

    // amounts said in words: "a pound and a half", "half a dozen" are amounts, not things
    await say(agent, 'add a pound and a half of chicken thighs and half a dozen limes');
    expect(await linesOf(agent, planId, 'chicken thighs', 'limes')).toEqual(['chicken thighs|1.5|lb|false', 'limes|6||false']);
  });

  it('one verb for several things with a reason after them takes each off; mixed ticks tick and untick each', async () => {
    const { agent, planId } = await personWithPlan(t);
    await say(agent, 'add chips, candy, butter, rice and coffee');
    await say(agent, 'check off the coffee');
    const removed = await say(agent, 'remove the chips and the candy, trying to eat better');
    expect(removed.actions).toHaveLength(2);
    expect(removed.response).toMatch(/chips/i);
    expect(removed.response).toMatch(/candy/i);
    expect(await linesOf(agent, planId, 'chips', 'candy')).toEqual([]);

    const before = await linesOf(agent, planId, 'butter', 'rice', 'coffee');
    const ticks = await say(agent, 'tick off butter and rice, and untick the coffee');
    expect(ticks.response).toMatch(/^You asked for 3 things/);
    // each line as it was (its amount the usual package), only its tick changed
    const ticked = (line: string, to: boolean) => line.replace(/\|(true|false)$/, `|${to}`);
    const [butter, coffee, rice] = before;
    expect(await linesOf(agent, planId, 'butter', 'rice', 'coffee')).toEqual([
      ticked(butter, true),
      ticked(coffee, false),
      ticked(rice, true),
    ]);
  });

  it('two settings in one message: each number goes to its own goal', async () => {
    const { agent } = await signUpAgent(t.http);
    const both = await say(agent, 'change my calorie goal to 2100 and my protein to 150');
    expect(await prefs(agent)).toMatchObject({ calorieGoal: 2100, proteinGoal: 150 });
    expect(both.actions).toHaveLength(2);
    await say(agent, 'budget 120 and calories 1900 please');
    expect(await prefs(agent)).toMatchObject({ calorieGoal: 1900, weeklyBudget: 120 });
  });

  it('a pantry move puts each thing in the pantry and takes each off the list; Undo puts all back', async () => {
    const { agent, planId } = await personWithPlan(t);
    await say(agent, 'add 2 lb flour and oats to my list');
    const listed = await linesOf(agent, planId, 'flour', 'oats');
    expect(listed[0]).toBe('flour|2|lb|false');
    const moved = await say(agent, 'put the flour and oats in my pantry and take them off the list');
    expect(moved.actions).toHaveLength(4);
    expect(await pantryNames(agent)).toEqual(expect.arrayContaining([expect.stringMatching(/flour/), expect.stringMatching(/oat/)]));
    expect(await linesOf(agent, planId, 'flour', 'oats')).toEqual([]);
    await undo(agent, moved.action!.id);
    expect(await pantryNames(agent)).toEqual([]);
    expect(await linesOf(agent, planId, 'flour', 'oats')).toEqual(listed);
  });

  it('two different verbs joined by "so": both done', async () => {
    const { agent, planId } = await personWithPlan(t);
    expect((await agent.post('/api/preferences').send({ dietaryRestrictions: ['Dairy-Free'] })).status).toBe(200);
    await say(agent, 'add cheddar cheese to my list');
    const reply = await say(agent, "i'm not dairy free anymore so take the cheddar cheese off the list");
    expect(reply.actions).toHaveLength(2);
    expect((await prefs(agent)).dietaryRestrictions).toEqual([]);
    expect(await linesOf(agent, planId, 'cheddar cheese')).toEqual([]);
  });

  it('quantity corrections change the line that exists, told by the food word and the unit when several match', async () => {
    const { agent, planId } = await personWithPlan(t);
    await say(agent, 'add 1 lb rice, 1 bottle of rice vinegar, 3 limes and 1 lb ground beef');
    const bump = await say(agent, 'bump the rice up to 3 pounds');
    expect(bump.response).toMatch(/rice/i);
    expect(await linesOf(agent, planId, 'rice', 'rice vinegar')).toEqual(['rice vinegar|1|bottle|false', 'rice|3|lb|false']);
    await say(agent, 'double the rice');
    expect(await linesOf(agent, planId, 'rice')).toEqual(['rice|6|lb|false']);
    await say(agent, 'oops i meant 4 limes');
    expect(await linesOf(agent, planId, 'limes')).toEqual(['limes|4||false']);
    const beef = await say(agent, 'the ground beef should be two pounds');
    expect(await linesOf(agent, planId, 'ground beef')).toEqual(['ground beef|2|lb|false']);
    await undo(agent, beef.action!.id);
    expect(await linesOf(agent, planId, 'ground beef')).toEqual(['ground beef|1|lb|false']);
    await say(agent, 'add 3 bags of spinach');
    await say(agent, 'cut the spinach to one bag');
    expect(await linesOf(agent, planId, 'spinach')).toEqual(['spinach|1|bag|false']);
  });

  it('goals and preferences said as statements are written at once when clear', async () => {
    const { agent } = await signUpAgent(t.http);
    expect(
      (await agent.post('/api/preferences').send({ dietaryRestrictions: ['Keto'], dislikedIngredients: ['Mushrooms'], proteinGoal: 130 }))
        .status,
    ).toBe(200);
    const calories = await say(agent, 'trying to eat 2100 calories a day');
    expect(calories.action).toBeDefined();
    expect((await prefs(agent)).calorieGoal).toBe(2100);
    expect((await say(agent, 'aiming for 140g protein')).action).toBeDefined();
    expect((await prefs(agent)).proteinGoal).toBe(140);

    const okra = await say(agent, 'no more okra please i hate it');
    expect(okra.action).toBeDefined();
    expect(okra.response).toMatch(/okra/i);
    expect((await say(agent, "i'm lactose intolerant")).action).toBeDefined();
    expect((await say(agent, 'quit keto last month so take that off')).action).toBeDefined();
    expect((await say(agent, 'i do paleo now so plan around that')).action).toBeDefined();
    // a diet the planner has no record of: asked which foods to keep out, nothing stored (not Monday's meals read out)
    const pescatarian = await say(agent, 'going pescatarian from monday');
    expect(pescatarian.action).toBeUndefined();
    expect(pescatarian.response).toMatch(/^Pescatarian isn't one of the diets I can plan for.*\?$/s);
    const mushrooms = await say(agent, "i don't mind mushrooms anymore you can use them");
    expect(mushrooms.response).toMatch(/^Removed Mushrooms/);
    expect(await prefs(agent)).toMatchObject({
      dietaryRestrictions: ['Paleo'],
      allergies: ['Dairy'],
      dislikedIngredients: ['Okra'],
    });
  });
});
