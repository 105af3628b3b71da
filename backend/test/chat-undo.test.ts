/**
 * Issue #23: the assistant's Undo puts back everything its action changed or nothing, and only what that action
 * changed — never a later edit the person made on Settings or on the list.
 */
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

type Agent = Awaited<ReturnType<typeof signUpAgent>>['agent'];
interface Line {
  id: string;
  name: string;
  quantity: number;
  estimatedPrice: string;
}
interface List {
  updatedAt?: string;
  items: Line[];
  removedItems: Line[];
  totalEstimatedCost: number;
}
interface Prefs {
  saved: boolean;
  budgetSetBy: string | null;
  allergies: string[];
  dislikedIngredients: string[];
  weeklyBudget: number;
  preferredStore: string | null;
  calorieGoal: number;
}

const say = (agent: Agent, message: string) => agent.post('/api/chat').send({ message, context: { currentMessages: [] } });
const undo = (agent: Agent, actionId: string) => agent.post(`/api/chat/undo/${actionId}`);
const prefs = async (agent: Agent) => (await agent.get('/api/preferences').expect(200)).body as Prefs;
const listOf = async (agent: Agent, planId: string) => (await agent.get(`/api/grocery-lists/${planId}`).expect(200)).body as List;
const names = (lines: Line[]) => lines.map((l) => l.name.toLowerCase());

/** An action the assistant made: its reply answered 200 with an Undo. */
async function done(agent: Agent, message: string): Promise<string> {
  const res = await say(agent, message);
  expect(res.status).toBe(200);
  expect(res.body.action).toEqual({ id: expect.any(String), description: expect.any(String) });
  return res.body.action.id as string;
}

/** A plan of this week with one meal, through the API (the grocery list is started by the assistant). */
async function planOf(agent: Agent): Promise<string> {
  const start = new Date().toISOString().slice(0, 10);
  const res = await agent.post('/api/meal-plans').send({
    name: 'Undo week',
    weekStartDate: start,
    meals: [
      {
        dayOfWeek: new Date().getUTCDay(),
        mealType: 'breakfast',
        recipeId: null,
        foodItem: { name: 'Oatmeal', calories: 380, quantity: 1, unit: 'serving' },
        date: start,
      },
    ],
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** A whole Settings form as the page sends it: every field, with the ones given changed. */
async function saveOnSettings(agent: Agent, changes: Partial<Prefs>): Promise<void> {
  // what the answer says about the record (saved yet, whose budget) is not part of the form sent back
  const { saved: _saved, budgetSetBy: _budgetSetBy, ...form } = await prefs(agent);
  const res = await agent.post('/api/preferences').send({ ...form, ...changes });
  expect(res.body).toMatchObject({ saved: true });
}

describe('chat: undo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts back every change of its action or none: a step that fails halfway leaves the list as the action left it, still undoable', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await planOf(agent);
    await done(agent, 'add paper towels to my list');
    const before = names((await listOf(agent, planId)).items);
    const several = await done(agent, 'add eggs, butter and 2 cans of chickpeas to my list');
    const added = await listOf(agent, planId);
    expect(names(added.items)).toEqual(expect.arrayContaining(['paper towels', 'eggs', 'butter', 'chickpeas']));
    // Undo takes the lines off latest first (chickpeas, butter, eggs): the database refuses the second, butter.
    const butter = added.items.find((l) => l.name.toLowerCase() === 'butter')!;
    const refuse = `forkcast_test_refuse_${process.pid}`;
    const db = t.orm.em.fork().getConnection();
    await db.execute(
      `create function ${refuse}() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`,
    );
    await db.execute(
      `create trigger ${refuse} before delete or update on grocery_items for each row when (old.id = '${butter.id}') execute function ${refuse}()`,
    );
    try {
      const failed = await undo(agent, several);
      expect(failed.status).toBe(500);
      // nothing half-undone: chickpeas, undone before butter failed, is still on the list, the total as it was
      expect(await listOf(agent, planId)).toEqual(added);
    } finally {
      await db.execute(`drop trigger ${refuse} on grocery_items`);
      await db.execute(`drop function ${refuse}()`);
    }
    // the action was not spent: undone once the step can be made, all three lines at once
    expect((await undo(agent, several)).status).toBe(200);
    const after = await listOf(agent, planId);
    expect(names(after.items)).toEqual(before);
    expect(after.removedItems).toEqual([]);
    expect(Math.round(after.totalEstimatedCost * 100)).toBe(
      after.items.reduce((sum, l) => sum + Math.round(Number(l.estimatedPrice) * 100), 0),
    );
    expect((await undo(agent, several)).status).toBe(410);
  });

  it('a preferences undo puts back only what its action changed: later edits on Settings stay', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent
      .post('/api/preferences')
      .send({ weeklyBudget: 150, dislikedIngredients: ['Cilantro'] })
      .expect(200);
    const dislike = await done(agent, 'add mushrooms to my dislikes');
    expect((await prefs(agent)).dislikedIngredients).toEqual(['Cilantro', 'Mushrooms']);
    // then, on Settings: a new budget, and a dislike of their own (the form sends the whole record)
    await saveOnSettings(agent, { weeklyBudget: 95.5, dislikedIngredients: ['Cilantro', 'Mushrooms', 'Olives'] });
    expect((await undo(agent, dislike)).status).toBe(200);
    const after = await prefs(agent);
    expect(after.weeklyBudget).toBe(95.5);
    expect(after.dislikedIngredients).toEqual(['Cilantro', 'Olives']);
    expect(after.saved).toBe(true);

    // a value the person set again since is theirs: undo leaves it
    const store = await done(agent, 'switch my store to costco');
    expect((await prefs(agent)).preferredStore).toBe('costco');
    await saveOnSettings(agent, { preferredStore: 'safeway' });
    expect((await undo(agent, store)).status).toBe(200);
    expect((await prefs(agent)).preferredStore).toBe('safeway');
    // and one untouched since goes back
    const again = await done(agent, 'switch my store to costco');
    expect((await undo(agent, again)).status).toBe(200);
    expect((await prefs(agent)).preferredStore).toBe('safeway');
  });

  it('undoing the first preferences someone ever had leaves them as never saved, unless they saved on Settings since', async () => {
    const fresh = await signUpAgent(t.http);
    expect((await prefs(fresh.agent)).saved).toBe(false);
    const allergy = await done(fresh.agent, "I'm allergic to shellfish");
    expect(await prefs(fresh.agent)).toMatchObject({ saved: true, allergies: ['Shellfish'] });
    expect((await undo(fresh.agent, allergy)).status).toBe(200);
    expect(await prefs(fresh.agent)).toMatchObject({ saved: false, allergies: [] });

    const other = await signUpAgent(t.http);
    const sesame = await done(other.agent, "I'm allergic to sesame");
    await saveOnSettings(other.agent, { calorieGoal: 2400 });
    expect((await undo(other.agent, sesame)).status).toBe(200);
    expect(await prefs(other.agent)).toMatchObject({ saved: true, allergies: [], calorieGoal: 2400 });
  });

  it('undoing an add that put back a line taken off the list takes it off again, as it was, instead of deleting it', async () => {
    const { agent } = await signUpAgent(t.http);
    const planId = await planOf(agent);
    await done(agent, 'add 3 rolls of paper towels to my list');
    const towels = (await listOf(agent, planId)).items.find((l) => l.name.toLowerCase() === 'paper towels')!;
    expect((await agent.delete(`/api/grocery-list-items/${towels.id}`)).status).toBe(200);
    const removed = await listOf(agent, planId);
    expect(names(removed.removedItems)).toEqual(['paper towels']);

    const back = await done(agent, 'add paper towels to my list');
    const restored = await listOf(agent, planId);
    expect(restored.items.map((l) => l.id)).toContain(towels.id);
    expect(restored.removedItems).toEqual([]);

    expect((await undo(agent, back)).status).toBe(200);
    // among the removed lines again, as it was when taken off: the same line, amount and price
    const { updatedAt: _at, ...after } = await listOf(agent, planId);
    const { updatedAt: _was, ...was } = removed;
    expect(after).toEqual(was);
  });
});
