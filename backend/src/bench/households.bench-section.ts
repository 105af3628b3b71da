/**
 * The households section of `npm run bench:planner` (issue #24): the table planner (mealplans/planner/table.ts) on
 * seeded households of 2-5 members — adults and children, goals 1,000-3,200 kcal, mixed diets, allergies and
 * dislikes, protein floors, school lunches and dinners away, tight and loose budgets — measured from outside the
 * planner: dishes unsafe for anyone present (by the hard rule, kitchen/dietary-rules.ts, per member), portions
 * served to someone away, per-person days within ±5 % of their goal for the meals they eat at home, portions
 * within their bands, weeks within budget, solve time. Not a test: it measures.
 */
import { seededRandom } from '../common/seeded-random.js';
import { catalogueDislikes } from '../catalog/dislikes.js';
import { dietaryRulesFrom, recipeConflicts } from '../kitchen/dietary-rules.js';
import { macroBandsFor, macrosWithin } from '../kitchen/nutrition-targets.js';
import { DIET_CHIPS, MEAL_TYPES, type MealType } from '../kitchen/vocabulary.js';
import { ADULT_PORTIONS, CHILD_PORTIONS } from '../mealplans/planner/portions.js';
import { planTable, type TableMember } from '../mealplans/planner/table.js';
import { tableWeekFloor } from '../mealplans/planner/budget-floor.js';
import { NoCandidatesError, type PlannerIngredient, type PlannerRecipe, type PlannerSide } from '../mealplans/planner/types.js';

export interface BenchMember {
  name: string;
  isChild: boolean;
  calorieGoal: number;
  proteinGoal: number | null;
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
  away: { day: number; mealType: MealType }[];
}

export interface BenchHousehold {
  name: string;
  store: string;
  weeklyBudget: number;
  members: BenchMember[];
}

const STORES = ['kroger', 'safeway', 'whole-foods', 'trader-joes', 'costco'];
const ALLERGIES = [['Peanuts'], ['Nuts'], ['Shellfish'], ['Eggs'], ['Dairy'], ['Gluten'], ['Soy'], ['Peanuts', 'Eggs'], ['Sesame']];
const DISLIKES = ['mushrooms', 'olives', 'cilantro', 'eggplant', 'shrimp', 'coconut', 'tofu', 'avocado', 'salmon', 'spinach', 'zucchini'];
const NAMES = ['Alex', 'Sam', 'Robin', 'Kim', 'Jo', 'Max', 'Ari', 'Lee'];

/** `count` households drawn from a seed (the plan's day 0 taken as a Monday: school lunches are days 0-4). */
export function randomHouseholds(seed: string, count: number): BenchHousehold[] {
  const random = seededRandom(`${seed}:households`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = (lo: number, hi: number, step: number) => lo + Math.round((random() * (hi - lo)) / step) * step;
  return Array.from({ length: count }, (_, h): BenchHousehold => {
    const size = 2 + Math.floor(random() * 4);
    const members = Array.from({ length: size }, (_, i): BenchMember => {
      const isChild = i > 0 && random() < 0.4;
      const calorieGoal = isChild ? between(1000, 2000, 50) : between(1400, 3200, 50);
      const away: BenchMember['away'] = [];
      if (isChild && random() < 0.6) for (let day = 0; day < 5; day++) away.push({ day, mealType: 'lunch' });
      if (!isChild && random() < 0.3) {
        const n = 1 + Math.floor(random() * 3);
        for (let k = 0; k < n; k++) away.push({ day: Math.floor(random() * 7), mealType: pick(MEAL_TYPES) });
      }
      return {
        name: NAMES[i],
        isChild,
        calorieGoal,
        proteinGoal: !isChild && random() < 0.25 ? Math.round((calorieGoal * (0.18 + random() * 0.08)) / 4) : null,
        dietaryRestrictions: random() < 0.2 ? [pick(DIET_CHIPS)] : [],
        allergies: random() < 0.3 ? pick(ALLERGIES) : [],
        dislikedIngredients: random() < 0.3 ? [pick(DISLIKES)] : [],
        away,
      };
    });
    const tight = random() < 0.4;
    const per2000 = tight ? 55 + random() * 30 : 110 + random() * 140;
    const totalGoal = members.reduce((s, m) => s + m.calorieGoal, 0);
    return {
      name: `h${String(h + 1).padStart(3, '0')}`,
      store: pick(STORES),
      weeklyBudget: Math.round((per2000 * totalGoal) / 2000),
      members,
    };
  });
}

export interface HouseholdFigures {
  households: number;
  members: number;
  failures: number;
  slots: number;
  unsafe: number;
  servedAway: number;
  personDays: number;
  personDaysIn: number;
  macroDaysIn: number;
  floorDays: number;
  floorDaysIn: number;
  portions: number;
  portionsIn: number;
  weeks: number;
  weeksIn: number;
  /** Weeks over budget whose household the planner cannot buy for it even when asked for its cheapest week. */
  overAtCheapest: number;
  /** Weeks over budget whose budget is below the floor of any week from the library for the table (budget-floor.ts). */
  overBelowFloor: number;
  solve: number[];
  relaxed: Map<string, number>;
}

export async function measureHouseholds(
  households: readonly BenchHousehold[],
  library: {
    recipesAt: (store: string) => PlannerRecipe[];
    ingredientsAt: (store: string) => PlannerIngredient[] | undefined;
    sides?: PlannerSide[];
  },
  seed: string,
): Promise<HouseholdFigures> {
  const f: HouseholdFigures = {
    households: households.length,
    members: 0,
    failures: 0,
    slots: 0,
    unsafe: 0,
    servedAway: 0,
    personDays: 0,
    personDaysIn: 0,
    macroDaysIn: 0,
    floorDays: 0,
    floorDaysIn: 0,
    portions: 0,
    portionsIn: 0,
    weeks: 0,
    weeksIn: 0,
    overAtCheapest: 0,
    overBelowFloor: 0,
    solve: [],
    relaxed: new Map(),
  };
  for (const h of households) {
    f.members += h.members.length;
    const members: TableMember[] = h.members.map((m, i) => ({
      memberId: `m${i}`,
      name: m.name,
      isChild: m.isChild,
      calorieGoal: m.calorieGoal,
      proteinGoal: m.proteinGoal,
      mealShares: null,
      rules: dietaryRulesFrom(m, catalogueDislikes),
      away: m.away,
    }));
    const recipes = library.recipesAt(h.store);
    const byId = new Map(recipes.map((r) => [r.id, r]));
    const sides = new Map((library.sides ?? []).map((s) => [s.ingredientId, s]));
    let plan;
    const started = performance.now();
    try {
      plan = await planTable({
        recipes,
        ingredients: library.ingredientsAt(h.store),
        sides: library.sides,
        members,
        weeklyBudget: h.weeklyBudget,
        seed: `${seed}-${h.name}`,
      });
    } catch (error) {
      if (!(error instanceof NoCandidatesError)) throw error;
      f.failures++;
      continue;
    }
    f.solve.push(performance.now() - started);
    f.weeks++;
    const within = (cost: number) => Math.round(cost * 100) <= Math.round(h.weeklyBudget * 100);
    if (within(plan.estimatedCost)) f.weeksIn++;
    else {
      // A miss the planner could have met, or a budget too tight for it: the same household planned for a $1
      // budget, so that every budget pass reaches for the cheapest week it can find (not timed).
      const cheapest = await planTable({
        recipes,
        ingredients: library.ingredientsAt(h.store),
        sides: library.sides,
        members,
        weeklyBudget: 1,
        seed: `${seed}-${h.name}`,
      });
      if (!within(cheapest.estimatedCost)) f.overAtCheapest++;
      const floor = tableWeekFloor({
        recipes,
        ingredients: library.ingredientsAt(h.store),
        sides: library.sides,
        members,
        weeklyBudget: h.weeklyBudget,
      });
      if (floor > h.weeklyBudget + 1e-9) f.overBelowFloor++;
    }
    for (const r of plan.relaxations) f.relaxed.set(r.target, (f.relaxed.get(r.target) ?? 0) + 1);
    for (const slot of plan.slots) {
      f.slots++;
      const recipe = byId.get(slot.recipeId)!;
      const here = members.filter((m) => !m.away.some((a) => a.day === slot.day && a.mealType === slot.mealType));
      const unsafe = here.some(
        (m) =>
          recipeConflicts(recipe, m.rules).length > 0 ||
          slot.sides.some((s) => {
            const side = sides.get(s.ingredientId)!;
            return (
              recipeConflicts(
                { title: side.name, diets: side.diets, allergens: side.allergens, ingredientNames: side.ingredientNames },
                m.rules,
              ).length > 0
            );
          }),
      );
      if (unsafe) f.unsafe++;
      for (const p of slot.portions ?? []) {
        const m = members.find((x) => x.memberId === p.memberId)!;
        if (!here.includes(m)) f.servedAway++;
        f.portions++;
        if ((m.isChild ? CHILD_PORTIONS : ADULT_PORTIONS).includes(p.servings)) f.portionsIn++;
      }
      // Someone present with no portion is someone the plan forgot.
      if (here.some((m) => !(slot.portions ?? []).some((p) => p.memberId === m.memberId))) f.servedAway++;
    }
    for (const d of plan.memberDays ?? []) {
      f.personDays++;
      if (Math.abs(d.calories - d.calorieGoal) <= 0.05 * d.calorieGoal) f.personDaysIn++;
      const m = members.find((x) => x.memberId === d.memberId)!;
      if (macrosWithin(d, macroBandsFor(m.rules.requiredDiets))) f.macroDaysIn++;
      if (m.proteinGoal) {
        // the floor for the meals eaten at home, as the day's goal is
        f.floorDays++;
        if (d.protein >= (m.proteinGoal * d.calorieGoal) / m.calorieGoal - 0.5) f.floorDaysIn++;
      }
    }
  }
  return f;
}

const pct = (n: number, of: number) => (of ? `${((n / of) * 100).toFixed(1)}%` : '-');
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export function printHouseholdFigures(title: string, f: HouseholdFigures): void {
  console.log(`${title}\n`);
  console.log('| metric | value | target |');
  console.log('|---|---|---|');
  console.log(`| households planned / with no recipe safe for everyone at a meal type | ${f.weeks} / ${f.failures} | - |`);
  console.log(`| members (2-5 per household) | ${f.members} | - |`);
  console.log(`| dishes unsafe for someone present | ${f.unsafe} of ${f.slots} | 0 |`);
  console.log(`| portions served to someone away, or someone present without one | ${f.servedAway} | 0 |`);
  console.log(
    `| per-person days within ±5% of their goal | ${f.personDaysIn} / ${f.personDays} (${pct(f.personDaysIn, f.personDays)}) | ≥ 95% |`,
  );
  console.log(
    `| per-person days within their macro bands | ${f.macroDaysIn} / ${f.personDays} (${pct(f.macroDaysIn, f.personDays)}) | - |`,
  );
  console.log(
    `| per-person days meeting their protein floor (those who set one) | ${f.floorDaysIn} / ${f.floorDays} (${pct(f.floorDaysIn, f.floorDays)}) | - |`,
  );
  console.log(
    `| portions within their bands (adults 0.75-2, children 0.5-2, quarter servings) | ${f.portionsIn} / ${f.portions} (${pct(f.portionsIn, f.portions)}) | 100% |`,
  );
  console.log(`| weeks within budget | ${f.weeksIn} / ${f.weeks} (${pct(f.weeksIn, f.weeks)}) | ≥ 90% |`);
  console.log(
    `| of the weeks over budget, those over it even at the cheapest week the planner finds (planned for $1) | ${f.overAtCheapest} of ${f.weeks - f.weeksIn} | - |`,
  );
  console.log(
    `| of the weeks over budget: budget below the library's floor (no week from it fits) / at or above it (the search missed) | ${f.overBelowFloor} / ${f.weeks - f.weeksIn - f.overBelowFloor} | - |`,
  );
  console.log(
    `| solve p50 / p95 / max | ${Math.round(quantile(f.solve, 0.5))} / ${Math.round(quantile(f.solve, 0.95))} / ${Math.round(Math.max(0, ...f.solve))} ms | p95 < 2,000 ms |`,
  );
  const relaxed = [...f.relaxed.entries()].map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
  console.log(`| relaxations said (per person, budget per household) | ${relaxed} | - |`);
  console.log('');
}
