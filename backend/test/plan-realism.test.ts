/**
 * Plans a person would cook and eat, checked from outside through the API on many profiles: real
 * portions, meal shares, sides as food items, balanced days, the budget — or, where targets collide,
 * a plan that says which gave way. Then the side is followed into the grocery list, the calendar and
 * the assistant's answer.
 */
import ical, { type VEvent } from 'node-ical';
import request from 'supertest';
import { macroBandsFor, macrosWithin, shareBands, DEFAULT_MEAL_SHARES, type MealShares } from '../src/kitchen/nutrition-targets.js';
import { dietaryRulesFrom, recipeConflicts } from '../src/kitchen/dietary-rules.js';
import { catalogueDislikes } from '../src/catalog/dislikes.js';
import { dishOf, loadSideEntries, sideClashes } from '../src/catalog/sides.js';
import { newRealismTally, realismShortfalls } from './plan-realism-minima.js';
import { signUpAgent, startTestApp, waitForJob, type TestApp } from './test-app.js';

type Agent = ReturnType<typeof request.agent>;
type MealType = 'breakfast' | 'lunch' | 'dinner';
interface Item {
  id: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  servings: number;
  recipe: { id: number; title: string } | null;
  foodItem: { name: string } | null;
  name: string;
  quantity: number | null;
  unit: string | null;
}
interface Day {
  date: string;
  dayOfWeek: number;
  totalCalories: number;
  meals: Record<MealType, { items: Item[] }>;
}
interface Plan {
  id: string;
  calorieGoal: number;
  totalBudget: number;
  estimatedCost: number;
  days: Day[];
  dayStats: { dayOfWeek: number; calories: number; protein: number; carbs: number; fat: number }[];
  relaxations: { target: string; message: string; amount: number }[];
}
interface Profile {
  calorieGoal: number;
  weeklyBudget: number;
  dietaryRestrictions?: string[];
  allergies?: string[];
  dislikedIngredients?: string[];
  preferredStore?: string;
  mealShares?: MealShares;
  proteinGoal?: number;
}

const MEALS: MealType[] = ['breakfast', 'lunch', 'dinner'];
const PORTIONS = [0.75, 1, 1.25, 1.5, 2];

const PROFILES: Profile[] = [
  { calorieGoal: 2000, weeklyBudget: 150 },
  { calorieGoal: 1200, weeklyBudget: 70 },
  { calorieGoal: 3800, weeklyBudget: 250 },
  { calorieGoal: 2000, weeklyBudget: 120, dietaryRestrictions: ['Vegan'] },
  { calorieGoal: 2200, weeklyBudget: 220, dietaryRestrictions: ['Keto'] },
  { calorieGoal: 1800, weeklyBudget: 130, dietaryRestrictions: ['Vegetarian'], allergies: ['Nuts'], preferredStore: 'safeway' },
  { calorieGoal: 2500, weeklyBudget: 180, dietaryRestrictions: ['Gluten-Free'], allergies: ['Dairy'] },
  { calorieGoal: 2400, weeklyBudget: 200, proteinGoal: 130 },
  { calorieGoal: 2000, weeklyBudget: 160, mealShares: { breakfast: 35, lunch: 30, dinner: 35 } },
  { calorieGoal: 2800, weeklyBudget: 250, dietaryRestrictions: ['Paleo'], preferredStore: 'whole-foods' },
  { calorieGoal: 2000, weeklyBudget: 100, allergies: ['Shellfish', 'Eggs'], dislikedIngredients: ['mushroom', 'banana'] },
  { calorieGoal: 3000, weeklyBudget: 60, dietaryRestrictions: ['Dairy-Free'] },
];

/**
 * Budgets the catalogue's prices leave room for: $120 a week or more, and $5 per 100 kcal a day. Below that the
 * planner found no week within on 2026-11-26 (1,200 kcal at $70 cost $102.54, 2,000 kcal at $100 $123.56, 3,000 kcal
 * at $60 $135.11), so those weeks may go over, saying by how much; the others are held to the minimum.
 */
const budgetAllows = (p: Profile) => p.weeklyBudget >= 120 && p.weeklyBudget >= (5 * p.calorieGoal) / 100;

describe('plans a person would cook and eat (through POST /api/meal-plans/generate)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  async function generatedPlan(agent: Agent, prefs: Profile): Promise<Plan> {
    await agent.post('/api/preferences').send(prefs).expect(200);
    const res = await agent.post('/api/meal-plans/generate').send({});
    expect(res.status).toBe(202);
    const done = await waitForJob(agent, res.body.jobId, 60000);
    expect(done.error ?? null).toBeNull();
    return (await agent.get(`/api/meal-plans/${(done.result as { mealPlanId: string }).mealPlanId}`).expect(200)).body as Plan;
  }

  /** Catalogue foods by name, with what the hard rule reads. */
  async function catalogueFoods() {
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ slug: string; name: string; aliases: string[]; diets: string[]; allergens: string[] }[]>(
        'select slug, name, aliases, diets, allergens from ingredients',
      );
    return new Map(rows.map((r) => [r.name, r]));
  }

  /** What each planned recipe is, for its sides: cuisine and dish kinds (catalog/sides.ts dishOf). */
  async function dishesOf(ids: number[]): Promise<Map<number, string[]>> {
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number; title: string; cuisine: string | null }[]>('select id, title, cuisine from recipes where id = any(?::int[])', [
        `{${ids.join(',')}}`,
      ]);
    return new Map(rows.map((r) => [Number(r.id), dishOf(r)]));
  }

  const sideEntries = new Map(loadSideEntries().map((e) => [e.slug, e]));
  const countOf = (values: readonly (string | number)[]) => {
    const counts = new Map<string | number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return counts;
  };

  let sidesSeen = 0;
  /** Over every plan of PROFILES, whatever each plan says gave way: a planner may waive a target now and then, not always. */
  const tally = newRealismTally();

  it.each(PROFILES)(
    '%o: real portions, sides as food items, meal shares, balanced days, ±5%, budget — or says what gave way',
    async (prefs) => {
      const { agent } = await signUpAgent(t.http);
      const plan = await generatedPlan(agent, prefs);
      const foods = await catalogueFoods();
      const rules = dietaryRulesFrom(
        {
          dietaryRestrictions: prefs.dietaryRestrictions ?? [],
          allergies: prefs.allergies ?? [],
          dislikedIngredients: prefs.dislikedIngredients ?? [],
        },
        catalogueDislikes,
      );
      const bands = shareBands(prefs.mealShares ?? DEFAULT_MEAL_SHARES);
      const macroBands = macroBandsFor(rules.requiredDiets);
      const gave = new Set(plan.relaxations.map((r) => r.target));
      const G = prefs.calorieGoal;
      expect(plan.calorieGoal).toBe(G);

      tally.weeks++;
      if (plan.estimatedCost <= prefs.weeklyBudget + 0.005) tally.weeksInBudget++;
      if (budgetAllows(prefs)) {
        tally.roomyWeeks++;
        if (plan.estimatedCost <= prefs.weeklyBudget + 0.005) tally.roomyWeeksInBudget++;
      }
      for (const day of plan.days) {
        let protein = 0,
          carbs = 0,
          fat = 0;
        for (const meal of MEALS) {
          const items = day.meals[meal].items;
          const recipes = items.filter((i) => i.recipe);
          const sides = items.filter((i) => !i.recipe);
          expect(recipes).toHaveLength(1);
          expect(PORTIONS).toContain(recipes[0].servings);
          expect(sides.length).toBeLessThanOrEqual(2);
          for (const side of sides) {
            // an ordinary food item: a catalogue food in a served amount, held to the hard rule
            expect(side.foodItem?.name).toBe(side.name);
            expect(side.quantity).toBeGreaterThan(0);
            expect(side.unit).toMatch(/^(piece|slice|cup|ounce|tablespoon)$/);
            expect(side.calories).toBeGreaterThan(0);
            const food = foods.get(side.name);
            expect(food).toBeDefined();
            expect(
              recipeConflicts(
                { title: side.name, diets: food!.diets, allergens: food!.allergens, ingredientNames: [side.name, ...food!.aliases] },
                rules,
              ),
            ).toEqual([]);
            sidesSeen++;
          }
          const share = items.reduce((n, i) => n + i.calories, 0) / G;
          tally.meals++;
          if (share >= bands[meal].lo - 0.0005 && share <= bands[meal].hi + 0.0005) tally.mealsInBand++;
          if (!gave.has('shares')) {
            expect(share).toBeGreaterThanOrEqual(bands[meal].lo - 0.0005);
            expect(share).toBeLessThanOrEqual(bands[meal].hi + 0.0005);
          }
          for (const i of items) {
            protein += i.protein;
            carbs += i.carbs;
            fat += i.fat;
          }
        }
        // the day's macros are its items' (sides included), and they are balanced unless the plan says otherwise
        const stats = plan.dayStats.find((s) => s.dayOfWeek === day.dayOfWeek)!;
        expect(stats.calories).toBe(day.totalCalories);
        expect(stats.protein).toBeCloseTo(protein, 0);
        expect(stats.carbs).toBeCloseTo(carbs, 0);
        expect(stats.fat).toBeCloseTo(fat, 0);
        tally.days++;
        if (macrosWithin(stats, macroBands)) tally.macroDays++;
        if (Math.abs(day.totalCalories - G) / G <= 0.05) tally.daysInCalories++;
        if (!gave.has('macros')) expect(macrosWithin(stats, macroBands)).toBe(true);
        if (prefs.proteinGoal && !gave.has('protein')) expect(stats.protein).toBeGreaterThanOrEqual(prefs.proteinGoal - 0.5);
        if (!gave.has('calories')) expect(Math.abs(day.totalCalories - G) / G).toBeLessThanOrEqual(0.05);
      }
      // Variety: no day a copy of another, no recipe more than twice (unless the plan says repeats gave way), no side
      // more than three times a week, breakfasts not all with the same side, and no side that clashes with its dish.
      const mains = plan.days.map((d) => MEALS.map((m) => d.meals[m].items.find((i) => i.recipe)!.recipe!.id));
      const distinctDays = new Set(mains.map((ids) => [...ids].sort((a, b) => a - b).join(','))).size;
      tally.repeatedDays += plan.days.length - distinctDays;
      expect(distinctDays).toBe(plan.days.length);
      if (!gave.has('repeats')) for (const n of countOf(mains.flat()).values()) expect(n).toBeLessThanOrEqual(2);
      const sideNames = (meals: MealType[]) =>
        plan.days.flatMap((d) => meals.flatMap((m) => d.meals[m].items.filter((i) => !i.recipe).map((i) => i.name)));
      for (const n of countOf(sideNames(MEALS)).values()) expect(n).toBeLessThanOrEqual(3);
      for (const n of countOf(sideNames(['breakfast'])).values()) expect(n).toBeLessThanOrEqual(3);
      const dishes = await dishesOf([...new Set(mains.flat())]);
      for (const day of plan.days)
        for (const meal of MEALS) {
          const main = day.meals[meal].items.find((i) => i.recipe)!;
          for (const side of day.meals[meal].items.filter((i) => !i.recipe)) {
            const entry = sideEntries.get(foods.get(side.name)!.slug)!;
            expect({
              side: side.name,
              with: main.recipe!.title,
              clashes: sideClashes(entry, [...dishes.get(main.recipe!.id)!, meal]),
            }).toEqual({
              side: side.name,
              with: main.recipe!.title,
              clashes: false,
            });
          }
        }

      const over = plan.relaxations.find((r) => r.target === 'budget');
      if (over) expect(over.amount).toBeCloseTo(plan.estimatedCost - plan.totalBudget, 2);
      else expect(plan.estimatedCost).toBeLessThanOrEqual(prefs.weeklyBudget);
      // the ±5 % band gives way last: on these profiles it always holds
      expect(gave.has('calories')).toBe(false);
    },
    90000,
  );

  it('the profiles together: sides are used, and the usual targets hold on most of them', () => {
    expect(sidesSeen).toBeGreaterThan(PROFILES.length * 7);
    console.log(`realism over ${tally.weeks} of ${PROFILES.length} plans: ${JSON.stringify(tally)}`);
    expect({ weeks: tally.weeks, shortfalls: realismShortfalls(tally) }).toEqual({ weeks: PROFILES.length, shortfalls: [] });
  });

  it("a side is on the grocery list, in the calendar export and in the assistant's answer", async () => {
    const { agent } = await signUpAgent(t.http);
    const plan = await generatedPlan(agent, { calorieGoal: 2200, weeklyBudget: 200 });
    const day = plan.days.find((d) => MEALS.some((m) => d.meals[m].items.some((i) => !i.recipe)))!;
    const meal = MEALS.find((m) => day.meals[m].items.some((i) => !i.recipe))!;
    const side = day.meals[meal].items.find((i) => !i.recipe)!;

    const build = await agent.post(`/api/meal-plans/${plan.id}/generate-grocery-list`).send({});
    expect(build.status).toBe(202);
    expect((await waitForJob(agent, build.body.jobId, 30000)).state).toBe('completed');
    const list = (await agent.get(`/api/grocery-lists/${plan.id}`).expect(200)).body as {
      totalEstimatedCost: number;
      items: { name: string; estimatedPrice: string }[];
    };
    // the plan's estimate is what its list costs: the cart buys whole packages as the list does
    expect(list.totalEstimatedCost).toBeCloseTo(plan.estimatedCost, 2);
    const line = list.items.find((i) => i.name.toLowerCase() === side.name.toLowerCase());
    expect(line).toBeDefined();
    expect(Number(line!.estimatedPrice)).toBeGreaterThan(0);

    const exported = await agent.post(`/api/meal-plans/${plan.id}/export-calendar`).send({ timeZone: 'UTC' });
    expect(exported.status).toBe(202);
    const job = await waitForJob(agent, exported.body.jobId, 30000);
    expect(job.state).toBe('completed');
    const ics = (await agent.get((job.result as { downloadUrl: string }).downloadUrl).expect(200)).text;
    const events = Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
    // One event per meal, its sides inside it: a 21-meal week is 21 events, however many sides it has.
    const meals = plan.days.reduce((n, d) => n + MEALS.filter((m) => d.meals[m].items.length > 0).length, 0);
    expect(meals).toBe(21);
    expect(events).toHaveLength(meals);
    const inEvent = events.find(
      (e) =>
        String(e.summary).startsWith(`${meal[0].toUpperCase()}${meal.slice(1)}: `) &&
        new Date(e.start).toISOString().slice(0, 10) === day.date,
    );
    expect(String(inEvent?.summary)).toContain(', with ');
    expect(String(inEvent?.summary).toLowerCase()).toContain(side.name.toLowerCase());

    const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][day.dayOfWeek];
    const reply = await agent.post('/api/chat').send({ message: `what's for ${meal} on ${weekday}?`, context: { currentMessages: [] } });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toContain(side.name);
  }, 120000);
});

describe('the minima over the set of plans (plan-realism-minima.ts)', () => {
  it('a planner that waives every target but the calories, and says so each week, falls short', () => {
    // 12 weeks, each within ±5 % and without a repeated day, but every meal outside its share band, every day off its
    // macro bands and every week over a budget that had room: each plan would pass alone, naming what gave way
    const waived = { ...newRealismTally(), weeks: 12, days: 84, daysInCalories: 84, meals: 252, roomyWeeks: 9 };
    expect(realismShortfalls(waived)).toEqual([
      'meals within their share band: 0.0% < 95.0%',
      'days within the macro bands: 0.0% < 90.0%',
      'weeks within a budget the prices allow: 0.0% < 75.0%',
    ]);
    expect(realismShortfalls({ ...waived, daysInCalories: 80, mealsInBand: 252, macroDays: 84, roomyWeeksInBudget: 9 })).toEqual([
      'days within ±5% of the calorie goal: 95.2% < 100.0%',
    ]);
  });
});
