/**
 * Issue #22 point 5 (knows its limits) and point 3's goals, through POST /api/chat with a real person (PostgreSQL,
 * Redis): health questions in many voices get no verdict, say the assistant cannot advise and name who can, and
 * change nothing; allergy questions about a planned meal are answered yes/no from its ingredients with the yes/no
 * matching the question; asks outside the app are declined with what it can do, never a plan read-out; greetings and
 * goodbyes get a short friendly line; a calorie goal that needs care is asked first with a caution, and set on the
 * yes; budgets said as statements are read as the amount said.
 */
import type request from 'supertest';
import { conversation, say, type ChatReply } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

type Agent = ReturnType<typeof request.agent>;

const todayUtc = () => new Date().toISOString().slice(0, 10);
const prefs = async (agent: Agent) => (await agent.get('/api/preferences')).body as { calorieGoal: number; weeklyBudget: number };

/** A person with a week starting today whose Tuesday dinner is their own onion soup (onions, beef broth, butter). */
async function personWithPlan(t: TestApp) {
  const { agent } = await signUpAgent(t.http, { firstName: 'Sam' });
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
    name: 'Limits week',
    weekStartDate: start,
    meals: [{ dayOfWeek: 2, mealType: 'dinner', recipeId: soup.body.id, foodItem: null, date: start }],
  });
  expect(plan.status).toBe(201);
  const planId = plan.body.id as string;
  const state = async () => ({
    prefs: await prefs(agent),
    plans: (await agent.get('/api/meal-plans')).body as unknown,
    plan: (await agent.get(`/api/meal-plans/${planId}`)).body as unknown,
  });
  return { agent, state };
}

describe('chat: health questions, allergy answers, asks outside the app, small talk and goals that need care (issue #22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  // one or two of each kind the limits name, in different voices; none is in the development corpus
  const HEALTH = [
    'is it alright to drink grapefruit juice on atorvastatin',
    'Can I have cheese while taking an MAOI?',
    'whenever i eat the shrimp pasta my throat gets scratchy',
    'my tongue feels numb after the peanut sauce',
    'got a rash after eating the strawberries yesterday',
    "i'm diabetic, is the oatmeal breakfast ok for my blood sugar",
    'I was told I am prediabetic. Which foods must I avoid?',
    'im breast feeding, is the tuna steak ok',
    'is whey protein bad for the kidneys',
    'do i need a b12 supplement on a vegan diet',
    'can i survive on 500 cals a day',
    'whats the longest i can go without eating',
    "what's the max weight i can lose safely per week",
    'Could you tell me how much calcium I ought to take for my osteoporosis?',
  ];

  it('a health question gets no verdict: it cannot advise, names a doctor, dietitian or pharmacist, and changes nothing', async () => {
    const { agent, state } = await personWithPlan(t);
    const before = await state();
    for (const ask of HEALTH) {
      const reply = await say(agent, ask);
      expect({ ask, response: reply.response }).toEqual({ ask, response: expect.stringMatching(/^I can't (advise|give|tell|say)/) });
      expect(reply.response).toMatch(/doctor|dietitian|pharmacist/);
      expect(reply.response).not.toMatch(/^(yes|no)\b|looks safe|it's safe|not sure how to help|Onion soup/i);
      expect(reply.action).toBeUndefined();
    }
    expect(await state()).toEqual(before);
  });

  it("a figure of the plan asked beside a condition is the plan's figure, with no word on what it means for the condition", async () => {
    const { agent, state } = await personWithPlan(t);
    const before = await state();
    for (const ask of ['how many calories is tuesday dinner im diabetic', 'protein in tuesday dinner? i have kidney disease']) {
      const reply = await say(agent, ask);
      expect({ ask, response: reply.response }).toEqual({ ask, response: expect.stringMatching(/Onion soup of my own/) });
      expect(reply.response).toMatch(/\d/);
      expect(reply.response).toMatch(
        /I can't say what it means for a health condition; please ask your doctor or a registered dietitian\.$/,
      );
      expect(reply.action).toBeUndefined();
    }
    expect(await state()).toEqual(before);
  });

  it('a reaction told as a statement is met with the same care, and a change said beside a health word is still done', async () => {
    const { agent } = await personWithPlan(t);
    const lips = await say(agent, 'my lips swelled up a bit after the shrimp');
    expect(lips.response).toMatch(/^I can't tell what a symptom or a reaction means/);
    expect(lips.response).toMatch(/emergency/);
    expect(lips.action).toBeUndefined();
    const spinach = await say(agent, "i'm pregnant so add spinach to my list");
    expect(spinach.action).toBeDefined();
    expect(spinach.response).toMatch(/^Added .*spinach/i);
  });

  it('an allergy question about a planned meal is a yes/no from its ingredients, the yes/no matching the question asked', async () => {
    const { agent, state } = await personWithPlan(t);
    const before = await state();
    // asked whether it may be eaten: "Yes" when it is free of the allergen
    const shrimp = await say(agent, "can i eat tuesday's dinner if i'm allergic to shrimp");
    expect(shrimp.response).toMatch(/^Yes — going by its ingredients, .*Onion soup of my own.* has no shrimp\./);
    expect(shrimp.response).toMatch(/check labels/);
    expect(shrimp.response).toMatch(/doctor or dietitian/);
    // and "No" with the ingredient that holds it
    const milk = await say(agent, 'im allergic to milk can i still eat tuesday dinner');
    expect(milk.response).toMatch(/^No — .*Onion soup of my own.* has milk: .*butter/i);
    // asked whether it has something: "Yes" when it does
    const has = await say(agent, 'does tuesday dinner have any milk in it');
    expect(has.response).toMatch(/^Yes — .* has milk/);
    for (const r of [shrimp, milk, has]) expect(r.action).toBeUndefined();
    // the allergy told with the question is not stored
    expect(await state()).toEqual(before);
  });

  it.each([
    'book me an uber to the store',
    'can you make a dinner reservation for 4 people friday at 8',
    'pay my electricity bill',
    'venmo my roommate 20 bucks for groceries',
    'send my wife a text saying dinner is at 7',
    'text mom the grocery list',
    'whats the weather tomorrow',
    'tell me a funny joke about cheese',
    'can you help me with my chemistry homework',
    'whats the capital of france',
    'how are you today',
    'find me a good sushi place nearby',
  ])('"%s" is declined politely with what the assistant can do, never a plan or list read-out', async (ask) => {
    const { agent, state } = await personWithPlan(t);
    const before = await state();
    const reply = await say(agent, ask);
    expect(reply.response).toMatch(/can't|cannot/);
    expect(reply.response).toMatch(/only help with/);
    expect(reply.response).not.toMatch(/Onion soup|kcal|Your grocery list|not sure how to help/);
    expect(reply.action).toBeUndefined();
    expect(await state()).toEqual(before);
  });

  it.each([
    ['morning!', /^Hi Sam!/],
    ['cheers mate', /welcome/],
    ['great', /welcome/],
    ['see ya', /here if you need/],
    ['later', /here if you need/],
    ['good night', /here if you need/],
    ["that's everything for today, bye", /here if you need/],
    ['gotta go', /here if you need/],
  ])('"%s" gets a short friendly answer', async (said, answer) => {
    const { agent } = await personWithPlan(t);
    const reply = await say(agent, said);
    expect(reply.response).toMatch(answer);
    expect(reply.response).not.toMatch(/not sure how to help|Onion soup|Breakfast:|Dinner:/);
    expect(reply.action).toBeUndefined();
  });

  it('a very low calorie goal is asked first with a caution, and set on the yes (undoable)', async () => {
    const { agent } = await personWithPlan(t);
    const chat = conversation(agent);
    const asked = (await chat('set my calorie goal to 1100')) as ChatReply;
    expect(asked.action).toBeUndefined();
    expect(asked.response).toMatch(/^Set your daily calorie goal to 1,100 kcal \(from 2,000 kcal\)\?/);
    expect(asked.response).toMatch(/I can't advise on how fast to lose weight/);
    expect(asked.confirm?.request).toBe('set my calorie goal to 1100');
    expect((await prefs(agent)).calorieGoal).toBe(2000);
    const yes = await chat('yes');
    expect(yes.action).toBeDefined();
    expect((await prefs(agent)).calorieGoal).toBe(1100);
    expect((await agent.post(`/api/chat/undo/${yes.action!.id}`)).status).toBe(200);
    expect((await prefs(agent)).calorieGoal).toBe(2000);
  });

  it('a goal set with a weight-loss pace, or cut by more than a third, is asked first; a moderate one is done at once', async () => {
    const { agent } = await personWithPlan(t);
    // the goal's figure is the calorie one, never the pounds a week
    const pace = await say(agent, 'set my calories to 1400 so i can lose 2 pounds a week');
    expect(pace.response).toMatch(/^Set your daily calorie goal to 1,400 kcal/);
    expect(pace.response).toMatch(/I can't advise on how fast to lose weight/);
    expect(pace.confirm?.request).toBe('set my calorie goal to 1400');
    const cut = await say(agent, 'change my calorie goal to 1250');
    expect(cut.response).toMatch(/big cut at once/);
    expect(cut.action).toBeUndefined();
    expect((await prefs(agent)).calorieGoal).toBe(2000);
    const moderate = await say(agent, 'set my calories to 1900');
    expect(moderate.action).toBeDefined();
    expect(moderate.response).toMatch(/calorie goal is now 1,900 kcal/);
    expect((await prefs(agent)).calorieGoal).toBe(1900);
  });

  it.each([
    ["budget's 120 these days", 120],
    ['$120/wk', 120],
    ["we've got 2 kids and can only spend 120 a week on food", 120],
    ['after paying 1200 rent i only have 130 a week for groceries', 130],
    ['my budget is 140 bucks for the 7 days', 140],
  ])('the budget said as "%s" is read as $%d', async (said, amount) => {
    const { agent } = await personWithPlan(t);
    const reply = await say(agent, said);
    expect(reply.action).toBeDefined();
    expect(reply.response).toMatch(new RegExp(`weekly budget is now \\$${amount}\\.00`));
    expect((await prefs(agent)).weeklyBudget).toBe(amount);
  });
});
