/**
 * Issue #22 point 3: several things asked in one message are each done and each undoable — joined by "and", ",",
 * "then", "plus", "&", "+", a new line, "oh and", "after that", or by nothing; across the list, the pantry,
 * preferences, goals and the plan; a change beside a question; one part that cannot be done leaves the others done.
 * Every reply's Undo puts the person's data back exactly, and so does undoing each part alone, one by one.
 */
import { conversation, type Agent, type ChatReply } from './chat-turns.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

interface Line {
  name: string;
  quantity: number;
  unit: string;
  isChecked: boolean;
}
interface Snapshot {
  list: string[];
  pantry: string[];
  allergies: string[];
  dislikes: string[];
  diet: string[];
  goals: string;
  dinners: string[];
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Library dinners for Tuesday and Thursday. */
async function dinnerIds(t: TestApp): Promise<number[]> {
  const rows = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(`select id from recipes where owner_id is null and meal_types::text like '%dinner%' order by id limit 2`);
  return rows.map((r) => r.id);
}

async function makePlan(agent: Agent, dinners: number[]): Promise<string> {
  const start = todayUtc();
  const res = await agent.post('/api/meal-plans').send({
    name: 'Multi week',
    weekStartDate: start,
    meals: [
      { dayOfWeek: 2, mealType: 'dinner', recipeId: dinners[0], foodItem: null, date: start },
      { dayOfWeek: 4, mealType: 'dinner', recipeId: dinners[1], foodItem: null, date: start },
    ],
  });
  if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { id: string }).id;
}

/** What a person sees of their data: the list's lines, the pantry, preferences, goals and the planned dinners. */
async function snapshot(agent: Agent, planId: string): Promise<Snapshot> {
  const list = await agent.get(`/api/grocery-lists/${planId}`);
  const items = list.status === 200 ? (list.body as { items: Line[] }).items : [];
  const pantry = (await agent.get('/api/pantry')).body as { items: { name: string; amount: string }[] };
  const prefs = (await agent.get('/api/preferences')).body as {
    allergies: string[];
    dislikedIngredients: string[];
    dietaryRestrictions: string[];
    calorieGoal: number;
    proteinGoal: number | null;
    weeklyBudget: number;
  };
  const plan = (await agent.get(`/api/meal-plans/${planId}`)).body as {
    days: { dayOfWeek: number; meals: Record<string, { items: { recipe: { title: string } | null; name: string }[] }> }[];
  };
  return {
    list: items.map((l) => `${l.name.toLowerCase()}|${l.quantity}|${l.unit}|${l.isChecked ? 'ticked' : ''}`).sort(),
    pantry: pantry.items.map((p) => `${p.name.toLowerCase()}|${p.amount}`).sort(),
    allergies: [...prefs.allergies].sort(),
    dislikes: [...prefs.dislikedIngredients].sort(),
    diet: [...prefs.dietaryRestrictions].sort(),
    goals: `${prefs.calorieGoal}/${prefs.proteinGoal}/${prefs.weeklyBudget}`,
    dinners: plan.days.flatMap((d) => (d.meals.dinner?.items ?? []).map((i) => `${d.dayOfWeek}:${i.recipe?.title ?? i.name}`)).sort(),
  };
}

const line = (s: Snapshot, name: string) => s.list.find((l) => l.split('|')[0] === name);
const hasLine = (s: Snapshot, name: string) => line(s, name) !== undefined;

interface Case {
  /** Messages said first (the list made, lines to take off or tick). */
  before: string[];
  message: string;
  /** How many things the message changes. */
  parts: number;
  /** Each part's write, as the person would see it. */
  done: (after: Snapshot, before: Snapshot) => void;
}

const CASES: Case[] = [
  {
    before: ['add cookies'],
    message: 'add eggs. remove the cookies',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'eggs')).toBe(true);
      expect(hasLine(s, 'cookies')).toBe(false);
    },
  },
  {
    before: ['add chips'],
    message: 'remove chips add pretzels',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'chips')).toBe(false);
      expect(hasLine(s, 'pretzels')).toBe(true);
    },
  },
  {
    before: ['add chips'],
    message: 'add bananas\ntake the chips off',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'bananas')).toBe(true);
      expect(hasLine(s, 'chips')).toBe(false);
    },
  },
  {
    before: ['add candy'],
    message: 'add yogurt oh and remove the candy',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'yogurt')).toBe(true);
      expect(hasLine(s, 'candy')).toBe(false);
    },
  },
  {
    before: ['add milk'],
    message: 'put rice on the list, after that tick off the milk',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'rice')).toBe(true);
      expect(line(s, 'milk')).toMatch(/\|ticked$/);
    },
  },
  {
    before: ['add chips'],
    message: 'swap the chips for pretzels',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'chips')).toBe(false);
      expect(hasLine(s, 'pretzels')).toBe(true);
    },
  },
  {
    before: ['add candy'],
    message: 'take the candy off and put sparkling water on instead',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'candy')).toBe(false);
      expect(hasLine(s, 'sparkling water')).toBe(true);
    },
  },
  {
    before: ['add rice'],
    message: 'bump protein to 150 and add greek yogurt',
    parts: 2,
    done: (s) => {
      expect(s.goals).toMatch(/\/150\//);
      expect(hasLine(s, 'greek yogurt')).toBe(true);
    },
  },
  {
    before: ['add peanut butter'],
    message: 'im allergic to peanuts now so take the peanut butter off',
    parts: 2,
    done: (s) => {
      expect(s.allergies).toContain('Peanuts');
      expect(hasLine(s, 'peanut butter')).toBe(false);
    },
  },
  {
    before: ['add milk'],
    message: 'got the milk, tick it off and put 2 in the pantry',
    parts: 2,
    done: (s) => {
      expect(line(s, 'milk')).toMatch(/\|ticked$/);
      expect(s.pantry.some((p) => p.includes('milk'))).toBe(true);
    },
  },
  {
    before: ['add rice'],
    message: 'i hate mushrooms now, add spinach',
    parts: 2,
    done: (s) => {
      expect(s.dislikes).toEqual(['Mushrooms']);
      expect(hasLine(s, 'spinach')).toBe(true);
    },
  },
  {
    before: ['add rice'],
    message: 'add tortillas and then swap tuesday dinner',
    parts: 2,
    done: (s, was) => {
      expect(hasLine(s, 'tortillas')).toBe(true);
      expect(s.dinners.filter((d) => d.startsWith('2:'))).not.toEqual(was.dinners.filter((d) => d.startsWith('2:')));
    },
  },
  {
    before: ['add bacon'],
    message: 'set calories to 1800 and take the bacon off',
    parts: 2,
    done: (s) => {
      expect(s.goals).toMatch(/^1800\//);
      expect(hasLine(s, 'bacon')).toBe(false);
    },
  },
  {
    before: ['add milk and eggs', 'check off the eggs'],
    message: 'check off the milk, untick the eggs, and add butter',
    parts: 3,
    done: (s) => {
      expect(line(s, 'milk')).toMatch(/\|ticked$/);
      expect(line(s, 'eggs')).toMatch(/\|$/);
      expect(hasLine(s, 'butter')).toBe(true);
    },
  },
  {
    before: ['add pasta'],
    message: 'I would like you to add two cans of chickpeas and remove the pasta from my list, please.',
    parts: 2,
    done: (s) => {
      expect(s.list.some((l) => l.startsWith('chickpeas|2|'))).toBe(true);
      expect(hasLine(s, 'pasta')).toBe(false);
    },
  },
  {
    before: ['add milk and bread'],
    message: 'add eggs, remove milk, tick off bread, and set protein to 140',
    parts: 4,
    done: (s) => {
      expect(hasLine(s, 'eggs')).toBe(true);
      expect(hasLine(s, 'milk')).toBe(false);
      expect(line(s, 'bread')).toMatch(/\|ticked$/);
      expect(s.goals).toMatch(/\/140\//);
    },
  },
  {
    before: ['add rice'],
    message: "add paper towels and i'm allergic to shellfish now",
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'paper towels')).toBe(true);
      expect(s.allergies).toContain('Shellfish');
    },
  },
  {
    before: ['add rice'],
    // (an add and its own amount said after it, "add oat milk and make it 2", is one change: chat-goals-and-lines)
    // ('add rice' holds its usual 2 lb bag: 4 is a change)
    message: 'add oat milk and make the rice 4',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'oat milk')).toBe(true);
      expect(s.list.some((l) => l.startsWith('rice|4|'))).toBe(true);
    },
  },
  {
    before: ['add beer'],
    message: 'take the beer off my list. also, set my budget to 80',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'beer')).toBe(false);
      expect(s.goals).toMatch(/\/80$/);
    },
  },
  {
    before: ['add chips and ketchup'],
    message: 'add trash bags\nremove the chips\ntick off the ketchup',
    parts: 3,
    done: (s) => {
      expect(hasLine(s, 'trash bags')).toBe(true);
      expect(hasLine(s, 'chips')).toBe(false);
      expect(line(s, 'ketchup')).toMatch(/\|ticked$/);
    },
  },
  {
    before: ['add ketchup'],
    message: 'take the ketchup off + add mustard',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'ketchup')).toBe(false);
      expect(hasLine(s, 'mustard')).toBe(true);
    },
  },
  {
    before: ['add bread'],
    message: 'add spinach & check off the bread',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'spinach')).toBe(true);
      expect(line(s, 'bread')).toMatch(/\|ticked$/);
    },
  },
  {
    before: ['add cookies'],
    message: 'grab some oat milk plus take the cookies off',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'oat milk')).toBe(true);
      expect(hasLine(s, 'cookies')).toBe(false);
    },
  },
  {
    before: ['add tea'],
    message: 'add coffee; remove the tea',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'coffee')).toBe(true);
      expect(hasLine(s, 'tea')).toBe(false);
    },
  },
  {
    before: ['add white rice'],
    message: 'replace the white rice with brown rice on my list',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'white rice')).toBe(false);
      expect(hasLine(s, 'brown rice')).toBe(true);
    },
  },
  {
    before: ['add whole milk'],
    message: 'switch whole milk to oat milk pls',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'whole milk')).toBe(false);
      expect(hasLine(s, 'oat milk')).toBe(true);
    },
  },
  {
    before: ['add chips'],
    message: 'remove the chips, add pretzels instead',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'chips')).toBe(false);
      expect(hasLine(s, 'pretzels')).toBe(true);
    },
  },
  {
    before: ['add eggs'],
    message: 'tick off the eggs and put 6 in the pantry',
    parts: 2,
    done: (s) => {
      expect(line(s, 'eggs')).toMatch(/\|ticked$/);
      expect(s.pantry.some((p) => p.includes('egg'))).toBe(true);
    },
  },
  {
    before: ['add rice'],
    message: 'add lemons then make the rice 3',
    parts: 2,
    done: (s) => {
      expect(hasLine(s, 'lemons')).toBe(true);
      expect(s.list.some((l) => l.startsWith('rice|3|'))).toBe(true);
    },
  },
  {
    before: ['add butter and jam'],
    message: 'pls add bread n check off the butter n remove the jam',
    parts: 3,
    done: (s) => {
      expect(hasLine(s, 'bread')).toBe(true);
      expect(line(s, 'butter')).toMatch(/\|ticked$/);
      expect(hasLine(s, 'jam')).toBe(false);
    },
  },
  {
    before: ['add grapes'],
    message: 'add apples, bananas and pears, and take the grapes off',
    parts: 2,
    done: (s) => {
      expect(['apples', 'bananas', 'pears'].every((f) => hasLine(s, f))).toBe(true);
      expect(hasLine(s, 'grapes')).toBe(false);
    },
  },
  {
    before: ['add rice'],
    message: 'add chicken breast after that swap thursday dinner',
    parts: 2,
    done: (s, was) => {
      expect(hasLine(s, 'chicken breast')).toBe(true);
      expect(s.dinners.filter((d) => d.startsWith('4:'))).not.toEqual(was.dinners.filter((d) => d.startsWith('4:')));
    },
  },
  {
    before: ['add bacon'],
    message: 'im vegetarian now so take the bacon off and add tofu',
    parts: 3,
    done: (s) => {
      expect(s.diet).toContain('Vegetarian');
      expect(hasLine(s, 'bacon')).toBe(false);
      expect(hasLine(s, 'tofu')).toBe(true);
    },
  },
];

describe('chat: several things in one message, each done, each undone', () => {
  let t: TestApp;
  let dinners: number[];
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
    dinners = await dinnerIds(t);
  });
  afterAll(() => t.close());

  /** A new person with the plan and the lines the case starts from; what they see before the message. */
  async function ready(c: Case) {
    const { agent } = await signUpAgent(t.http);
    const planId = await makePlan(agent, dinners);
    const say = conversation(agent);
    for (const m of c.before) await say(m);
    return { agent, planId, say, was: await snapshot(agent, planId) };
  }

  it.each(CASES)('"$message": each part done; the reply’s Undo restores exactly', async (c) => {
    const { agent, planId, say, was } = await ready(c);
    const reply = await say(c.message);
    expect(reply.actions).toHaveLength(c.parts);
    const after = await snapshot(agent, planId);
    c.done(after, was);
    expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(200);
    expect(await snapshot(agent, planId)).toEqual(was);
    for (const part of reply.actions!) expect((await agent.post(`/api/chat/undo/${part.id}`)).status).toBe(410);
  });

  it.each(CASES)('"$message": each part undone alone changes something; all undone, the data is as it was', async (c) => {
    const { agent, planId, say, was } = await ready(c);
    const reply = await say(c.message);
    expect(reply.actions).toHaveLength(c.parts);
    let last = await snapshot(agent, planId);
    // last part first: a later part may build on an earlier one
    for (const part of [...reply.actions!].reverse()) {
      expect((await agent.post(`/api/chat/undo/${part.id}`)).status).toBe(200);
      const now = await snapshot(agent, planId);
      expect(now).not.toEqual(last);
      last = now;
    }
    expect(last).toEqual(was);
    expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(410);
  });

  it('one part undone alone puts back that part only: the goal stays, the line goes', async () => {
    const c = CASES.find((x) => x.message.startsWith('bump protein'))!;
    const { agent, planId, say } = await ready(c);
    const reply = await say(c.message);
    const [goal, added] = reply.actions!;
    expect(goal.description).toMatch(/protein/i);
    expect(added.description).toMatch(/greek yogurt/i);
    await agent.post(`/api/chat/undo/${added.id}`).expect(200);
    const now = await snapshot(agent, planId);
    expect(hasLine(now, 'greek yogurt')).toBe(false);
    expect(now.goals).toMatch(/\/150\//);
  });

  it('a change beside a question: the change is done and the question answered', async () => {
    const { agent, planId, say, was } = await ready({ before: ['add rice'], message: '', parts: 0, done: () => undefined });
    const tuesday = was.dinners.find((d) => d.startsWith('2:'))!.slice(2);
    const reply = await say('add eggs, and whats for dinner on tuesday?');
    expect(reply.action?.description).toMatch(/Added eggs/i);
    expect(reply.response).toContain(tuesday);
    expect(hasLine(await snapshot(agent, planId), 'eggs')).toBe(true);
    await agent.post(`/api/chat/undo/${reply.action!.id}`).expect(200);
    expect(await snapshot(agent, planId)).toEqual(was);
  });

  it('"undo that and add lentils": the last change undone, then the rest done with its own Undo', async () => {
    const { agent, planId, say, was } = await ready({ before: ['add rice'], message: '', parts: 0, done: () => undefined });
    await say('add bananas');
    const reply = await say('undo that and add lentils');
    expect(reply.response).toMatch(/put it back/i);
    expect(reply.action?.description).toMatch(/lentils/i);
    const now = await snapshot(agent, planId);
    expect(hasLine(now, 'bananas')).toBe(false);
    expect(hasLine(now, 'lentils')).toBe(true);
    await agent.post(`/api/chat/undo/${reply.action!.id}`).expect(200);
    expect(await snapshot(agent, planId)).toEqual(was);
  });

  it('a part that cannot be done is said and asked about; the others are done', async () => {
    const { agent, planId, say } = await ready({
      before: ['add cheddar cheese and parmesan'],
      message: '',
      parts: 0,
      done: () => undefined,
    });
    const cheeses = (await snapshot(agent, planId)).list.filter((l) => l.includes('cheese'));
    // not on the list
    const missing = await say('remove the caviar and add eggs');
    expect(missing.response).toMatch(/caviar/i);
    expect(missing.action?.description).toMatch(/Added eggs/i);
    // several lines match: which one is asked, nothing of them taken off
    const which: ChatReply = await say('take off the cheese and add bread');
    expect(which.response).toMatch(/which/i);
    expect(which.action?.description).toMatch(/Added bread/i);
    // not a thing: asked about, never stored
    const unknown = await say('add blorp and add bananas');
    expect(unknown.response).toMatch(/blorp/i);
    expect(unknown.action?.description).toMatch(/Added bananas/i);
    const now = await snapshot(agent, planId);
    expect(now.list.filter((l) => l.includes('cheese'))).toEqual(cheeses);
    expect(hasLine(now, 'eggs') && hasLine(now, 'bread') && hasLine(now, 'bananas')).toBe(true);
    expect(hasLine(now, 'blorp')).toBe(false);
  });

  it('a negation inside one part is kept: "add yogurt but not eggs" adds yogurt only', async () => {
    const { agent, planId, say, was } = await ready({ before: ['add rice'], message: '', parts: 0, done: () => undefined });
    const reply = await say('add yogurt but not eggs');
    const now = await snapshot(agent, planId);
    expect(hasLine(now, 'yogurt')).toBe(true);
    expect(hasLine(now, 'eggs')).toBe(false);
    await agent.post(`/api/chat/undo/${reply.action!.id}`).expect(200);
    expect(await snapshot(agent, planId)).toEqual(was);
  });

  it('a change said not to be made is not made; the ones asked are, and the reply says which was not', async () => {
    const { agent, planId, say, was } = await ready({ before: ['add rice'], message: '', parts: 0, done: () => undefined });
    const kept = await say('add bananas, dont add apples');
    let now = await snapshot(agent, planId);
    expect(hasLine(now, 'bananas')).toBe(true);
    expect(hasLine(now, 'apples')).toBe(false);
    const told = await say("don't add apples but add pears");
    expect(told.response).toMatch(/didn't add apples/i);
    expect(told.action?.description).toMatch(/Added pears/i);
    now = await snapshot(agent, planId);
    expect(hasLine(now, 'pears')).toBe(true);
    expect(hasLine(now, 'apples')).toBe(false);
    await agent.post(`/api/chat/undo/${told.action!.id}`).expect(200);
    await agent.post(`/api/chat/undo/${kept.action!.id}`).expect(200);
    expect(await snapshot(agent, planId)).toEqual(was);
  });
});
