/**
 * The classifier of intents through POST /api/chat (real PostgreSQL and Redis): asks that no rule of the
 * embedded engine understands are answered as the plainly-phrased ask would be, or done when they are changes
 * with every detail named (and undoable); an unsure guess, a missing detail and a change asked as a question
 * are asked back, with nothing written.
 */
import request from 'supertest';
import { parseIntent } from '../src/chat/embedded/intents.js';
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

const listState = async (agent: Agent, planId: string) => {
  const res = await agent.get(`/api/grocery-lists/${planId}`);
  const items = res.status === 200 ? ((res.body as { items: Line[] }).items ?? []) : [];
  return items.map((l) => `${l.name}|${l.quantity}|${l.unit}|${l.isChecked}`).sort();
};
const prefs = async (agent: Agent) => (await agent.get('/api/preferences')).body as Record<string, unknown>;
const plans = async (agent: Agent) => (await agent.get('/api/meal-plans')).body as unknown;

/** A person with a week starting today, its dinner on Tuesday their own recipe, and a grocery list from it. */
async function personWithPlan(t: TestApp) {
  const { agent } = await signUpAgent(t.http);
  const stew = await agent.post('/api/recipes').send({
    title: 'Bean stew of my own',
    servings: 2,
    readyInMinutes: 35,
    ingredients: ['2 cups cooked white beans', '1 yellow onion, chopped', '2 cups vegetable broth'],
    instructions: ['Simmer everything together.'],
    mealTypes: ['dinner'],
  });
  expect(stew.status).toBe(201);
  const start = todayUtc();
  const plan = await agent.post('/api/meal-plans').send({
    name: 'Classifier week',
    weekStartDate: start,
    meals: [{ dayOfWeek: 2, mealType: 'dinner', recipeId: stew.body.id, foodItem: null, date: start }],
  });
  expect(plan.status).toBe(201);
  return { agent, planId: plan.body.id as string };
}

describe('chat: asks no rule understands, told by the classifier of intents (issue #22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a read asked unlike any rule as the plain ask is answered', async () => {
    const { agent } = await personWithPlan(t);
    const asked = 'i reckon the bill for food is big this week how much';
    expect(parseIntent(asked).type).toBe('unknown');
    const plain = await say(agent, 'how much does my grocery list cost');
    const reply = await say(agent, asked);
    expect(reply.response).toBe(plain.response);
    expect(reply.response).not.toMatch(/not sure how to help/);
  });

  it('makes a change asked unlike any rule when the lexicon names what it is about, and Undo takes it back', async () => {
    const { agent, planId } = await personWithPlan(t);
    const before = await listState(agent, planId);
    const asked = 'pls stick some yoghurt on my shopping';
    expect(parseIntent(asked).type).toBe('unknown');
    const added = await say(agent, asked);
    expect(added.response).toMatch(/yoghurt/i);
    const yoghurt = (lines: string[]) => lines.filter((l) => /^yog(h)?urt/i.test(l));
    expect(yoghurt(before)).toEqual([]);
    expect(yoghurt(await listState(agent, planId))).toHaveLength(1);
    const undone = await agent.post(`/api/chat/undo/${added.action!.id}`);
    expect(undone.status).toBe(200);
    expect(yoghurt(await listState(agent, planId))).toEqual([]);

    const dislike = 'nah not a fan of olives at all';
    expect(parseIntent(dislike).type).toBe('unknown');
    const saved = await say(agent, dislike);
    expect(saved.response).toMatch(/Added Olives to your disliked ingredients/);
    expect((await prefs(agent)).dislikedIngredients).toEqual(['Olives']);
  });

  it('asks back, writing nothing, when the guess is unsure, a detail is missing, or a change is asked as a question', async () => {
    const { agent, planId } = await personWithPlan(t);
    const state = async () => ({ list: await listState(agent, planId), prefs: await prefs(agent), plans: await plans(agent) });
    const before = await state();

    const unsure = await say(agent, 'do the week again');
    expect(unsure.response).toMatch(/^I'm not sure what you'd like\. I changed nothing\. Did you want to .*\?$/);
    expect(unsure.action).toBeUndefined();

    const missing = await say(agent, 'pls stick some on my shopping');
    // which food, or the add it half-heard offered beside reading the list: never a guess added
    expect(missing.response).toMatch(/couldn't tell which food|I changed nothing\. Did you want to add something to your grocery list/);
    expect(missing.action).toBeUndefined();

    const question = await say(agent, 'wud it be possible to stick some yoghurt on my shopping?');
    expect(question.response).toMatch(/not on a question .* "add yoghurt to my grocery list"/);
    expect(question.action).toBeUndefined();

    expect(await state()).toEqual(before);
  });
});
