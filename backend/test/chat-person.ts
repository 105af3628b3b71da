/**
 * A person with a week at home, for the assistant's bounds, claims and Undo tests: a plan of this week (two library
 * dinners, one with onion, and an oatmeal breakfast), its grocery list built, a pantry with a staple and a stock, and
 * saved preferences. `seen` reads everything the person can see of it, in a stable order, to compare before and after.
 */
import { conversation, type Agent } from './chat-turns.js';
import { signUpAgent, type TestApp } from './test-app.js';

const todayUtc = () => new Date().toISOString().slice(0, 10);
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface ListLine {
  name: string;
  quantity: number;
  unit: string;
  estimatedPrice: string;
  isChecked: boolean;
  category: string;
}
interface ListView {
  items: ListLine[];
  removedItems: ListLine[];
  pantryItems: ListLine[];
  totalEstimatedCost: number;
  updating: boolean;
  lastUpdate: { text: string } | null;
}
interface PlanItem {
  dayOfWeek: number;
  mealType: string;
  name: string;
  recipe: { title: string } | null;
  servings: number;
  calories: number;
  quantity: number | null;
  unit: string | null;
}
interface PlanView {
  totalCalories: number;
  estimatedCost: number | string | null;
  meals: PlanItem[];
  days: { dayOfWeek: number; totalCalories: number }[];
  dayStats: { dayOfWeek: number; protein: number; carbs: number; fat: number; cost: number }[];
}
interface PantryItem {
  name: string;
  kind: string;
  grams: number | null;
  amount: string;
  history: { at: string; reason: string; text: string }[];
}
interface Member {
  id: string;
  name: string;
  mealsAway: { dayOfWeek: number; mealType: string }[];
}

export interface Home {
  planId: string;
  /** The library dinner with onion among its lines, planned for Tuesday; the other, for Thursday. */
  onionDinner: { id: number; title: string };
  otherDinner: { id: number; title: string };
  /** A third library dinner, planned nowhere (a recipe to put in a slot). */
  spareDinner: { id: number; title: string };
}

/** Library dinners: one with onion among its lines and two more. */
async function libraryDinners(t: TestApp) {
  const rows = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number; title: string; onion: boolean }[]>(
      `select r.id, r.title, exists (select 1 from recipe_ingredients ri where ri.recipe_id = r.id and ri.name ilike '%onion%') as onion
         from recipes r where r.owner_id is null and r.meal_types::text like '%dinner%' order by r.id`,
    );
  const onion = rows.find((r) => r.onion)!;
  const others = rows.filter((r) => r.id !== onion.id);
  return { onionDinner: onion, otherDinner: others[0], spareDinner: others[1] };
}

/** The ids of catalogue foods by slug. */
async function foodIds(t: TestApp, slugs: string[]): Promise<Record<string, number>> {
  const rows = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number; slug: string }[]>(`select id, slug from ingredients where slug in (${slugs.map(() => '?').join(', ')})`, slugs);
  return Object.fromEntries(rows.map((r) => [r.slug, r.id]));
}

/** The person's home as the module comment says; the agent is signed in already. */
export async function homeOf(t: TestApp, agent: Agent): Promise<Home> {
  const dinners = await libraryDinners(t);
  const start = todayUtc();
  const weekday = new Date(`${start}T00:00:00Z`).getUTCDay();
  const plan = await agent.post('/api/meal-plans').send({
    name: 'Bounds week',
    weekStartDate: start,
    meals: [
      { dayOfWeek: 2, mealType: 'dinner', recipeId: dinners.onionDinner.id, foodItem: null, date: start },
      { dayOfWeek: 4, mealType: 'dinner', recipeId: dinners.otherDinner.id, foodItem: null, date: start },
      {
        dayOfWeek: weekday,
        mealType: 'breakfast',
        recipeId: null,
        foodItem: { name: 'Oatmeal', calories: 380, quantity: 1, unit: 'serving' },
        date: start,
      },
    ],
  });
  if (plan.status !== 201) throw new Error(`plan: ${plan.status} ${JSON.stringify(plan.body)}`);
  const planId = (plan.body as { id: string }).id;
  await agent
    .post('/api/preferences')
    .send({ calorieGoal: 2000, weeklyBudget: 120, dislikedIngredients: ['Olives'], allergies: [], dietaryRestrictions: [] })
    .expect(200);
  const ids = await foodIds(t, ['olive-oil', 'butter']);
  await agent.post('/api/pantry').send({ ingredientId: ids['olive-oil'], kind: 'staple' }).expect(201);
  await agent.post('/api/pantry').send({ ingredientId: ids.butter, kind: 'stock', quantity: 1, unit: 'lb' }).expect(201);
  await agent.post(`/api/meal-plans/${planId}/grocery-list`).expect(200);
  return { planId, ...dinners };
}

/** The list once no update from the plan is waiting (a plan edit updates it in the background); null when it has none. */
async function settledList(agent: Agent, planId: string): Promise<ListView | null> {
  for (let i = 0; i < 100; i++) {
    const res = await agent.get(`/api/grocery-lists/${planId}`);
    if (res.status === 404) return null;
    const list = res.body as ListView;
    if (!list.updating) return list;
    await wait(100);
  }
  throw new Error('the grocery list kept updating');
}

const line = (l: ListLine) => `${l.name}|${l.quantity} ${l.unit}|$${l.estimatedPrice}|${l.isChecked ? 'ticked' : 'open'}|${l.category}`;

/** Everything the person can see of their week, list, pantry, preferences and household, in a stable order. */
export async function seen(agent: Agent, planId: string) {
  const list = await settledList(agent, planId);
  const plan = (await agent.get(`/api/meal-plans/${planId}`).expect(200)).body as PlanView;
  const pantry = (await agent.get('/api/pantry').expect(200)).body as { items: PantryItem[] };
  const { saved: _saved, ...preferences } = (await agent.get('/api/preferences').expect(200)).body as Record<string, unknown>;
  const household = (await agent.get('/api/household').expect(200)).body as { members: Member[] };
  const members = await Promise.all(
    household.members.map(async (m) => {
      const rules = await agent.get(`/api/household/members/${m.id}/preferences`);
      const away = m.mealsAway.map((a) => `${a.dayOfWeek} ${a.mealType}`).sort();
      return { name: m.name, away, rules: rules.status === 200 ? (rules.body as unknown) : null };
    }),
  );
  return {
    list: list && {
      items: list.items.map(line).sort(),
      removed: list.removedItems.map(line).sort(),
      fromPantry: list.pantryItems.map(line).sort(),
      total: list.totalEstimatedCost,
      lastUpdate: list.lastUpdate?.text ?? null,
    },
    plan: {
      items: plan.meals
        .map(
          (m) =>
            `${m.dayOfWeek} ${m.mealType}|${m.recipe?.title ?? m.name}|${m.servings} servings|${m.quantity} ${m.unit}|${m.calories} kcal`,
        )
        .sort(),
      days: plan.days.map((d) => `${d.dayOfWeek}|${d.totalCalories} kcal`).sort(),
      dayStats: plan.dayStats.map((d) => `${d.dayOfWeek}|${d.protein}|${d.carbs}|${d.fat}|${d.cost}`).sort(),
      totalCalories: plan.totalCalories,
      estimatedCost: plan.estimatedCost,
    },
    pantry: pantry.items.map((p) => `${p.name}|${p.kind}|${p.grams ?? ''}|${p.amount}|${JSON.stringify(p.history)}`).sort(),
    preferences,
    members,
  };
}

export type Seen = Awaited<ReturnType<typeof seen>>;

/** A new person with the usual week (homeOf), and all they see before anything is said. */
export async function personAtHome(t: TestApp) {
  const { agent } = await signUpAgent(t.http);
  const home = await homeOf(t, agent);
  return { agent, home, before: await seen(agent, home.planId) };
}

/** A new person with the usual week (homeOf), and a conversation to talk to the assistant in. */
export async function personTalking(t: TestApp, firstName = 'Sam') {
  const { agent } = await signUpAgent(t.http, { firstName });
  const home = await homeOf(t, agent);
  return { agent, planId: home.planId, say: conversation(agent) };
}

/** The items of one slot among `seen(…).plan.items` (day 0 = Sunday). */
export const slotOf = (items: string[], weekday: number, meal: string) => items.filter((i) => i.startsWith(`${weekday} ${meal}|`));

/** A reply that says it changed something ("Added …", "Removed …", "Set your …", "Done — … is now …", "Put … in your pantry"). */
export const CLAIM =
  /\b(?:Added|Removed|Checked off|Unchecked|Changed|Swapped|Set your|Put \S.* in your pantry|Took \S.* (?:off|out of)|Moved)\b|^(?:Done\b|OK — (?!I )\S+ (?:won't be home|(?:is|are) home))/;

/** The pantry's food names in what `seen` read, lower case. */
export const pantryNamesIn = (s: Seen) => s.pantry.map((p) => p.split('|')[0].toLowerCase());
/** The list's lines in what `seen` read, by name, lower case, with amount and state ("limes|6 piece|open"). */
export const listLinesIn = (s: Seen) => s.list!.items.map((l) => l.split('|')).map((l) => `${l[0].toLowerCase()}|${l[1]}|${l[3]}`);
/** The first of those lines whose name matches. */
export const listLineIn = (s: Seen, name: RegExp) => listLinesIn(s).find((l) => name.test(l.split('|')[0]));
