/**
 * Two-turn conversations where the second message leans on the first (issue #22): a list line, an undo, a
 * food, a meal swapped, a recipe list shown, a question the assistant asked, a setting read.
 */
import { conversation, type Agent, type ChatReply } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

const todayUtc = () => new Date().toISOString().slice(0, 10);

type Recipe = { id: number; title: string; diets: string[]; shellfish: boolean };

/** Library dinners: one with shellfish (Tuesday), two others (Wednesday, Thursday). */
async function dinners(t: TestApp): Promise<{ shellfish: Recipe; others: Recipe[] }> {
  const rows = await t.orm.em
    .fork()
    .getConnection()
    .execute<Recipe[]>(
      `select r.id, r.title, r.diets, r.allergens::text ilike '%shellfish%' as shellfish
         from recipes r where r.owner_id is null and r.meal_types::text like '%dinner%' order by r.id`,
    );
  return { shellfish: rows.find((r) => r.shellfish)!, others: rows.filter((r) => !r.shellfish).slice(0, 2) };
}

type Line = { name: string; quantity: number; unit: string; isChecked: boolean; aisle?: string };

describe('chat: follow-ups that lean on the message before', () => {
  let t: TestApp;
  let library: Awaited<ReturnType<typeof dinners>>;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true, chatRateLimitPerMinute: 500 });
    library = await dinners(t);
  });
  afterAll(() => t.close());

  /** A person with a week from today (Tuesday dinner has shellfish) and its grocery list. */
  async function person() {
    const { agent } = await signUpAgent(t.http);
    const start = todayUtc();
    const res = await agent.post('/api/meal-plans').send({
      name: 'Follow-up week',
      weekStartDate: start,
      meals: [
        { dayOfWeek: 2, mealType: 'dinner', recipeId: library.shellfish.id, foodItem: null, date: start },
        { dayOfWeek: 3, mealType: 'dinner', recipeId: library.others[0].id, foodItem: null, date: start },
        { dayOfWeek: 4, mealType: 'dinner', recipeId: library.others[1].id, foodItem: null, date: start },
      ],
    });
    if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
    const planId = (res.body as { id: string }).id;
    expect((await agent.post(`/api/meal-plans/${planId}/grocery-list`)).status).toBe(200);
    return { agent, planId, say: conversation(agent) };
  }

  const linesOf = async (agent: Agent, planId: string) =>
    ((await agent.get(`/api/grocery-lists/${planId}`)).body.items as Line[]).map((l) => ({ ...l, quantity: Number(l.quantity) }));
  const dinnerOn = async (agent: Agent, planId: string, weekday: number) => {
    const plan = (await agent.get(`/api/meal-plans/${planId}`)).body as {
      days: { dayOfWeek: number; meals: Record<string, { items: { recipe: { id: number; title: string } | null }[] }> }[];
    };
    return (plan.days.find((d) => d.dayOfWeek === weekday)?.meals.dinner?.items ?? []).map((i) => i.recipe!);
  };
  const prefs = async (agent: Agent) => (await agent.get('/api/preferences')).body as Record<string, unknown>;
  const nothingWritten = (reply: ChatReply) => expect(reply.action).toBeUndefined();

  it('a line just spoken of: its amount with a unit or in words, its price, taken off — never a line named "lb"', async () => {
    const { agent, planId, say } = await person();
    await say('add 2 lb of chicken thighs to my list');
    const pounds = await say('hmm make it 3 lb pls');
    expect(pounds.response).toMatch(/chicken thighs/i);
    const chicken = (await linesOf(agent, planId)).find((l) => /chicken thighs/i.test(l.name))!;
    expect(chicken.quantity).toBe(3);
    expect((await linesOf(agent, planId)).some((l) => /^lbs?$/i.test(l.name))).toBe(false);

    await say('add eggs');
    await say('actually a dozen');
    expect((await linesOf(agent, planId)).filter((l) => /^eggs?$/i.test(l.name)).map((l) => l.quantity)).toEqual([12]);

    const price = await say('how much are they');
    nothingWritten(price);
    expect(price.response).toMatch(/eggs/i);
    expect(price.response).toMatch(/\$\d+\.\d\d/);

    const priciest = await say("what's the most expensive thing on my list");
    const name = /list is (.+), about/.exec(priciest.response)![1];
    const off = await say('ok take it off');
    expect(off.response).toContain(name);
    expect((await linesOf(agent, planId)).some((l) => l.name === name)).toBe(false);
  });

  it('"tick them all" after an aisle was listed ticks each of its lines, one Undo for all', async () => {
    const { agent, planId, say } = await person();
    await say('add apples, bananas and carrots');
    const listed = await say('what do i need from produce');
    const shown = (await linesOf(agent, planId)).filter((l) => !l.isChecked && listed.response.includes(`• ${l.name} —`));
    expect(shown.length).toBeGreaterThan(1);
    const ticked = await say('great, tick them all thx');
    expect(ticked.action).toBeDefined();
    const after = await linesOf(agent, planId);
    for (const line of shown) expect(after.find((l) => l.name === line.name)?.isChecked).toBe(true);
    expect((await agent.post(`/api/chat/undo/${ticked.action!.id}`)).status).toBe(200);
    for (const line of shown) expect((await linesOf(agent, planId)).find((l) => l.name === line.name)?.isChecked).toBe(false);
  });

  it('"undo that", "take that back" undo the last change of the conversation and say what came back; never a dislike', async () => {
    const { agent, planId, say } = await person();
    const before = await prefs(agent);
    await say('add trash bags to my list');
    expect((await linesOf(agent, planId)).some((l) => /trash bags/i.test(l.name))).toBe(true);
    const undone = await say('wait no, undo that');
    expect(undone.response).toMatch(/trash bags/i);
    expect((await linesOf(agent, planId)).some((l) => /trash bags/i.test(l.name))).toBe(false);

    await say('set my budget to 90');
    const back = await say('take that back pls');
    expect(back.response).toMatch(/budget/i);
    expect(await prefs(agent)).toEqual(before);
    const again = await say('undo');
    nothingWritten(again);
    expect(await prefs(agent)).toEqual(before);
  });

  it('a food just spoken of: "which meals use it" checks the plan for it', async () => {
    const { say } = await person();
    await say('is my plan safe for shellfish');
    const which = await say('which meals use it');
    nothingWritten(which);
    expect(which.response).toContain(library.shellfish.title);
    expect(which.response).toMatch(/shellfish/i);
  });

  it('a meal just swapped: "make it cheaper too" swaps it again keeping the diet; "how many calories is that" says calories', async () => {
    const { agent, planId, say } = await person();
    const first = await say('swap thursday dinner for something vegetarian');
    expect(first.action).toBeDefined();
    const veg = (await dinnerOn(agent, planId, 4))[0];
    const again = await say('hmm make it cheaper too');
    expect(again.action).toBeDefined();
    expect(again.response).toMatch(/vegetarian/i);
    const now = (await dinnerOn(agent, planId, 4))[0];
    expect(now.id).not.toBe(veg.id);
    const diets = await t.orm.em.fork().getConnection().execute<{ diets: string[] }[]>('select diets from recipes where id = ?', [now.id]);
    expect(diets[0].diets).toContain('vegetarian');
    const calories = await say('how many calories is that');
    nothingWritten(calories);
    expect(calories.response).toMatch(/calories/);
    expect(calories.response).toContain(now.title);
  });

  it('a recipe list just shown: the cheapest dinners are the library by cost a serving; "use the cheapest one for tuesday" puts it there', async () => {
    const { agent, planId, say } = await person();
    const listed = await say('what are the cheapest dinners you have');
    nothingWritten(listed);
    const costs = [...listed.response.matchAll(/• (.+) — about \$(\d+\.\d\d) a serving/g)].map((m) => ({
      title: m[1],
      cost: Number(m[2]),
    }));
    expect(costs.length).toBeGreaterThan(1);
    expect(costs.map((c) => c.cost)).toEqual([...costs.map((c) => c.cost)].sort((a, b) => a - b));
    const used = await say('use the cheapest one for tuesday pls');
    expect(used.action).toBeDefined();
    expect((await dinnerOn(agent, planId, 2)).map((r) => r.title)).toEqual([costs[0].title]);
    const second = await say('and put the second one on friday');
    expect(second.action).toBeDefined();
    expect((await dinnerOn(agent, planId, 5)).map((r) => r.title)).toEqual([costs[1].title]);
  });

  it('a question the assistant asked, answered with a day and a wish: "thursday, something with chicken" swaps that', async () => {
    const { agent, planId, say } = await person();
    const before = (await dinnerOn(agent, planId, 4))[0];
    const asked = await say('swap dinner');
    nothingWritten(asked);
    const done = await say('thursday, something with chicken');
    expect(done.action).toBeDefined();
    expect(done.response).toMatch(/Thursday/);
    const now = (await dinnerOn(agent, planId, 4))[0];
    expect(now.id).not.toBe(before.id);
    expect(now.title).toMatch(/chicken/i);

    // "which meal?" ends with its question, and the meal named answers it
    const which = await say('swap a meal for something vegetarian pls');
    nothingWritten(which);
    expect(which.response).toMatch(/\?$/);
    const wednesday = (await dinnerOn(agent, planId, 3))[0];
    const named = await say('wednesday dinner');
    expect(named.action).toBeDefined();
    expect((await dinnerOn(agent, planId, 3))[0].id).not.toBe(wednesday.id);
  });

  it('a setting just read: "lower it by 20" sets it relative; a large change is asked first', async () => {
    const { agent, say } = await person();
    const budget = (await prefs(agent)).weeklyBudget as number;
    await say("what's my weekly budget");
    const lower = await say('lower it by 20 pls');
    expect(lower.action).toBeDefined();
    expect((await prefs(agent)).weeklyBudget).toBe(budget - 20);
    const big = await say('now bump it up by 200');
    nothingWritten(big);
    expect(big.response).toMatch(/\?/);
    expect((await prefs(agent)).weeklyBudget).toBe(budget - 20);

    // the budget the assistant reported with the week's cost is "it" too
    const reported = await say('how much will this week cost me');
    expect(reported.response).toMatch(/budget/);
    await say('ok cut it by 10');
    expect((await prefs(agent)).weeklyBudget).toBe(budget - 30);

    const goal = (await prefs(agent)).calorieGoal as number;
    await say('what is my calorie goal?');
    await say('raise it by 100');
    expect((await prefs(agent)).calorieGoal).toBe(goal + 100);
  });
});
