/**
 * Issue #22 §3 and §5 through POST /api/chat with a real person (PostgreSQL, Redis): day words as people type them
 * ("tmrw", "the day after tomorow", "in 2 days", "next tuesday", "weds", "monday night") are read in the person's own
 * time zone, in questions and in writes; a request about another person's account changes nothing and says so, while
 * a member of the household named as the reason for the person's OWN rule ("my kid is allergic to peanuts, add it to
 * my allergies") still changes the person's own preferences, undoably.
 */
import type request from 'supertest';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

type Agent = ReturnType<typeof request.agent>;
interface Reply {
  response: string;
  action?: { id: string; description: string };
}
interface PlanItem {
  dayOfWeek: number;
  mealType: string;
  name: string;
  recipe: { title: string } | null;
}

/** Many chat turns a test, on a shared 2-CPU machine. */
const SLOW = 120_000;
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Two zones 25 hours apart: their dates always differ, so a day read in the wrong zone shows. */
const EARLY = 'Pacific/Kiritimati';
const LATE = 'Pacific/Pago_Pago';

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const plusDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

const say = async (agent: Agent, message: string, timeZone = EARLY): Promise<Reply> => {
  const res = await agent.post('/api/chat').send({ message, context: { currentMessages: [], timeZone } });
  expect(res.status).toBe(200);
  return res.body as Reply;
};
const undo = async (agent: Agent, reply: Reply) => {
  expect(reply.action).toBeDefined();
  expect((await agent.post(`/api/chat/undo/${reply.action!.id}`)).status).toBe(200);
};
const ownPrefs = async (agent: Agent) =>
  (await agent.get('/api/preferences').expect(200)).body as {
    allergies: string[];
    dislikedIngredients: string[];
    dietaryRestrictions: string[];
    weeklyBudget: number;
    calorieGoal: number;
  };

/** Seven library dinners, one a day: each day's dinner names the day it is planned on. */
async function libraryDinners(t: TestApp) {
  return t.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number; title: string }[]>(
      `select id, title from recipes where owner_id is null and meal_types::text like '%dinner%' order by id limit 7`,
    );
}

/** A person whose week starts on today in the EARLY zone, with a different library dinner every day. */
async function personWithWeek(t: TestApp) {
  const { agent } = await signUpAgent(t.http, { firstName: 'Robin' });
  const dinners = await libraryDinners(t);
  expect(dinners).toHaveLength(7);
  const start = todayIn(EARLY);
  const meals = dinners.map((d, k) => ({
    dayOfWeek: weekdayOf(plusDays(start, k)),
    mealType: 'dinner',
    recipeId: d.id,
    foodItem: null,
    date: start,
  }));
  const plan = await agent.post('/api/meal-plans').send({ name: 'Day words week', weekStartDate: start, meals });
  expect(plan.status).toBe(201);
  const planId = plan.body.id as string;
  /** The week's meals as the person sees them, in a stable order (an undone line comes back with a new id). */
  const items = async () =>
    ((await agent.get(`/api/meal-plans/${planId}`).expect(200)).body as { meals: PlanItem[] }).meals
      .map((m) => ({ dayOfWeek: m.dayOfWeek, mealType: m.mealType, name: m.name, recipe: m.recipe ? { title: m.recipe.title } : null }))
      .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.mealType.localeCompare(b.mealType) || a.name.localeCompare(b.name));
  /** The dinner planned on a date of the week. */
  const dinnerOn = (iso: string) => dinners[meals.findIndex((m) => m.dayOfWeek === weekdayOf(iso))].title;
  return { agent, start, items, dinnerOn };
}

describe('chat: day words in the person time zone, and requests about another person account (issue #22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  }, SLOW);

  it(
    'answers what is planned on a day said as people type it, counted from the today of their own time zone',
    async () => {
      const { agent, start, dinnerOn } = await personWithWeek(t);

      const tomorrow = await say(agent, 'whats for dinner tmrw');
      expect(tomorrow.action).toBeUndefined();
      expect(tomorrow.response).toContain(dinnerOn(plusDays(start, 1)));
      expect(tomorrow.response).toContain(`tomorrow (${WEEKDAY[weekdayOf(plusDays(start, 1))]}`);

      // the same words from the zone 25 hours behind mean an earlier day of the same week
      const lateToday = todayIn(LATE);
      const behind = await say(agent, 'whats for dinner the day after tomorow', LATE);
      expect(behind.response).toContain(dinnerOn(plusDays(lateToday, 2)));
      expect(behind.response).toContain(`the day after tomorrow (${WEEKDAY[weekdayOf(plusDays(lateToday, 2))]}`);

      for (const [ask, offset] of [
        ['what r we having for dinner day after tmrw', 2],
        ['whats for dinner in 3 days', 3],
        ['whats dinner in two days time', 2],
        ['what am i eating tonight', 0],
      ] as const) {
        const reply = await say(agent, ask);
        expect(reply.action).toBeUndefined();
        expect(reply.response).toContain(dinnerOn(plusDays(start, offset)));
      }

      // short weekday names and a time of day for the meal
      const weds = plusDays(start, (3 - weekdayOf(start) + 7) % 7);
      expect((await say(agent, 'whats for weds night')).response).toContain(dinnerOn(weds));
      expect((await say(agent, 'what is dinner this coming wednesday')).response).toContain(dinnerOn(weds));
    },
    SLOW,
  );

  it(
    '"next tuesday" is the first Tuesday after today: the plan day when the week holds it, else the plan Tuesday, said so',
    async () => {
      const { agent, start, dinnerOn } = await personWithWeek(t);
      const ahead = (2 - weekdayOf(start) + 7) % 7 || 7;
      const reply = await say(agent, 'whats for dinner next tuesday');
      expect(reply.action).toBeUndefined();
      if (ahead < 7) {
        expect(reply.response).toContain(dinnerOn(plusDays(start, ahead)));
        expect(reply.response).not.toMatch(/doesn't cover/);
      } else {
        // today is the week's Tuesday: next Tuesday is past the week, and the reply says which Tuesday it read
        expect(reply.response).toMatch(/doesn't cover next Tuesday, so here is its Tuesday/);
        expect(reply.response).toContain(dinnerOn(start));
      }
    },
    SLOW,
  );

  it(
    'writes on a day said as people type it change that day only, and Undo puts it back',
    async () => {
      const { agent, start, items } = await personWithWeek(t);
      const target = weekdayOf(plusDays(start, 2));
      const before = await items();

      const added = await say(agent, 'add a banana to dinner the day after tmrw');
      expect(added.action).toBeDefined();
      const after = await items();
      const changed = after.filter(
        (m) => !before.some((b) => b.dayOfWeek === m.dayOfWeek && b.name === m.name && b.mealType === m.mealType),
      );
      expect(changed.map((m) => [m.dayOfWeek, m.mealType])).toEqual([[target, 'dinner']]);
      expect(changed[0].name).toMatch(/banana/i);
      await undo(agent, added);
      expect(await items()).toEqual(before);

      const swapped = await say(agent, 'swap tmrw dinner for something else');
      expect(swapped.action).toBeDefined();
      const tomorrow = weekdayOf(plusDays(start, 1));
      const dinners = (list: PlanItem[]) => list.filter((m) => m.mealType === 'dinner').map((m) => [m.dayOfWeek, m.recipe?.title]);
      const afterSwap = dinners(await items());
      const moved = afterSwap.filter((d) => !dinners(before).some((b) => b[0] === d[0] && b[1] === d[1]));
      expect(moved.map((d) => d[0])).toEqual([tomorrow]);
      await undo(agent, swapped);
      expect(dinners(await items())).toEqual(dinners(before));
    },
    SLOW,
  );

  it(
    'a request about anyone else account changes nothing and says so',
    async () => {
      const { agent, items } = await personWithWeek(t);
      const prefsBefore = await ownPrefs(agent);
      const planBefore = await items();
      const listBefore = (await agent.get('/api/grocery-lists').expect(200)).body as unknown;
      for (const ask of [
        "change my wife's budget to 80",
        "add peanuts to my son's allergies on his account",
        'log into john@example.com and swap his dinner',
        "delete my roommate's list",
        'update johns calorie goal to 2000',
        'set my husbands budget to 60 pls',
      ]) {
        const reply = await say(agent, ask);
        expect(reply.action).toBeUndefined();
        expect(reply.response).toMatch(/only see and change your own account, so I changed nothing/);
      }
      expect(await ownPrefs(agent)).toEqual(prefsBefore);
      expect(await items()).toEqual(planBefore);
      expect((await agent.get('/api/grocery-lists').expect(200)).body).toEqual(listBefore);
    },
    SLOW,
  );

  it(
    "someone at the table named as the reason for the person's own rule changes the person's own preferences, undoably",
    async () => {
      const { agent } = await personWithWeek(t);
      // a household with a child: the child's own rules are not the ones asked for
      const child = (await agent.post('/api/household/members').send({ name: 'Kit', age: 7 }).expect(201)).body as { id: string };
      const childRules = async () => (await agent.get(`/api/household/members/${child.id}/preferences`).expect(200)).body as unknown;
      const kitBefore = await childRules();

      const allergy = await say(agent, 'my kid is allergic to peanuts, add it to my allergies');
      expect(allergy.response).toMatch(/Peanuts/);
      expect((await ownPrefs(agent)).allergies).toEqual(['Peanuts']);
      const dislike = await say(agent, 'my husband hates mushrooms so put that in my dislikes');
      expect((await ownPrefs(agent)).dislikedIngredients).toEqual(['Mushrooms']);
      const spelled = await say(agent, 'my son is allergic to sesame. please add sesame to my allergies');
      expect((await ownPrefs(agent)).allergies).toEqual(['Peanuts', 'Sesame']);
      expect(await childRules()).toEqual(kitBefore);

      await undo(agent, spelled);
      await undo(agent, dislike);
      await undo(agent, allergy);
      expect(await ownPrefs(agent)).toMatchObject({ allergies: [], dislikedIngredients: [] });

      // said of the child alone, the rule is still the child's (households keep members' rules)
      const kit = await say(agent, 'my son is allergic to eggs');
      expect(kit.response).toMatch(/^Added Eggs to Kit's allergies/);
      expect((await ownPrefs(agent)).allergies).toEqual([]);
    },
    SLOW,
  );
});
