/**
 * `npm run bench:planner`: the week planner on 53 fixed preference profiles (50 over calorie goals
 * 1200-3500, budgets 50-300, every diet chip, common allergy sets; a keto week, a protein floor and a
 * vegan whose floor collides with the diet) over the recipe library and the sides, and a markdown
 * table of the results: targets met, what gave way, solve time. Not a test: it measures.
 *
 * The library: Forkcast's recipe library built from the ingredient catalogue by the same pure
 * functions the seeder uses (recipes/library + catalog + recipes/recipe-builder.buildLines), no
 * database needed. `--db` reads the seeded `recipes` table of DATABASE_URL instead (read-only);
 * `--library <file.json>` reads an array of RecipeFacts; `--synthetic` uses the unit tests' library.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { loadCatalog } from '../catalog/catalog.js';
import { loadSideEntries, sideFoodsOf, type SideFood } from '../catalog/sides.js';
import { buildGroceryList, type BuilderIngredient, type BuilderRecipe } from '../grocery/list-builder.js';
import { recipeLibrary } from '../recipes/library/index.js';
import { buildLines } from '../recipes/recipe-builder.js';
import { dietaryRulesFrom, recipeConflicts } from '../kitchen/dietary-rules.js';
import { syntheticLibrary } from '../mealplans/planner/fixtures.js';
import { plannerIngredientsOf, toPlannerRecipe, type RecipeFacts } from '../mealplans/planner/from-recipes.js';
import { planWeek, repeatBreaks, slotTotals } from '../mealplans/planner/planner.js';
import { DEFAULT_MEAL_SHARES, macroBandsFor, macrosWithin, shareBands } from '../kitchen/nutrition-targets.js';
import { NoCandidatesError, type PlannedSlot, type PlannerIngredient, type PlannerRecipe } from '../mealplans/planner/types.js';
import { DIET_CHIPS, type StoreId } from '../kitchen/vocabulary.js';

/** Each diet chip once, after a profile with none. */
const DIET_CHOICES: string[][] = [[], ...DIET_CHIPS.map((d) => [d])];
/** The stores in the order the profiles take them (kept as it was, so the bench's profiles stay the same). */
const BENCH_STORES: readonly StoreId[] = ['kroger', 'safeway', 'whole-foods', 'trader-joes', 'costco'];
const ALLERGY_SETS = [[], ['Nuts'], ['Shellfish'], ['Eggs', 'Dairy'], ['Gluten'], ['Soy', 'Nuts'], ['Shellfish', 'Nuts']];

export interface BenchProfile {
  name: string;
  calorieGoal: number;
  weeklyBudget: number;
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
  store: string;
  proteinGoal?: number;
}

export function benchProfiles(): BenchProfile[] {
  return Array.from({ length: 50 }, (_, i): BenchProfile => {
    const calorieGoal = 1200 + Math.round((i * 2300) / 49 / 50) * 50;
    const weeklyBudget = 50 + ((i * 37) % 51) * 5;
    const diets = DIET_CHOICES[i % DIET_CHOICES.length];
    const allergies = ALLERGY_SETS[Math.floor(i / DIET_CHOICES.length) % ALLERGY_SETS.length];
    return {
      name: `p${String(i + 1).padStart(2, '0')}`,
      calorieGoal,
      weeklyBudget,
      dietaryRestrictions: diets,
      allergies,
      dislikedIngredients: i % 10 === 9 ? ['mushroom'] : [],
      store: BENCH_STORES[i % BENCH_STORES.length],
    };
  }).concat([
    // Beyond the 50: a keto week with room in the budget, a protein floor, and a vegan whose floor collides with the diet.
    {
      name: 'k51',
      calorieGoal: 2200,
      weeklyBudget: 200,
      dietaryRestrictions: ['Keto'],
      allergies: [],
      dislikedIngredients: [],
      store: 'kroger',
    },
    {
      name: 'f52',
      calorieGoal: 2500,
      weeklyBudget: 175,
      dietaryRestrictions: [],
      allergies: [],
      dislikedIngredients: [],
      store: 'safeway',
      proteinGoal: 140,
    },
    {
      name: 'v53',
      calorieGoal: 2000,
      weeklyBudget: 150,
      dietaryRestrictions: ['Vegan'],
      allergies: [],
      dislikedIngredients: [],
      store: 'kroger',
      proteinGoal: 200,
    },
  ]);
}

/** The columns the bench reads, as node-postgres returns them (numeric columns arrive as strings). */
interface RecipeRow {
  id: number;
  title: string;
  servings: number;
  meal_types: string[];
  calories: number;
  nutrition: RecipeFacts['nutrition'];
  cost_per_serving: RecipeFacts['costPerServing'];
  allergens: string[];
  diets: string[];
}
interface RecipeLineRow {
  recipe_id: number;
  ingredient_id: number | null;
  name: string;
  amount: string;
  unit: string | null;
  grams: string | null;
  original: string;
}
interface IngredientRow {
  id: number;
  slug: string;
  name: string;
  aliases: string[];
  category: string | null;
  fdc_id: number | null;
  nutrients: Record<string, number>;
  unit_weights: Record<string, number>;
  packages: BuilderIngredient['packages'];
  prices: BuilderIngredient['prices'];
  diets: string[];
  allergens: string[];
}

/** A library with what the grocery builder needs to price a plan's cart (the same inputs the grocery job gets). */
interface BenchLibrary {
  facts: RecipeFacts[];
  recipes: Map<number, BuilderRecipe>;
  catalog: BuilderIngredient[];
  sides: SideFood[];
}

async function libraryFromDatabase(url: string): Promise<BenchLibrary | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const recipes = await client.query<RecipeRow>(
      `select id, title, servings, meal_types, calories, nutrition, cost_per_serving, allergens, diets from recipes where owner_id is null and calories > 0 and slug not like 'mp-fixture-%'`,
    );
    if (recipes.rowCount! < 30) return null;
    const lines = await client.query<RecipeLineRow>(
      `select recipe_id, ingredient_id, name, amount, unit, grams, original from recipe_ingredients where recipe_id = any($1::int[]) order by recipe_id, position`,
      [recipes.rows.map((r) => r.id)],
    );
    type Line = { ingredientId: number | null; name: string; amount: number; unit: string; grams: number | null; original: string };
    const byRecipe = new Map<number, Line[]>();
    for (const l of lines.rows) {
      (byRecipe.get(l.recipe_id) ?? byRecipe.set(l.recipe_id, []).get(l.recipe_id)!).push({
        ingredientId: l.ingredient_id,
        name: l.name,
        amount: Number(l.amount),
        unit: l.unit ?? '',
        grams: l.grams == null ? null : Number(l.grams),
        original: l.original,
      });
    }
    const ingredients = await client.query<IngredientRow>(
      `select id, slug, name, aliases, category, fdc_id, nutrients, unit_weights, packages, prices, diets, allergens from ingredients order by id`,
    );
    const facts: RecipeFacts[] = recipes.rows.map((r) => ({
      id: r.id,
      title: r.title,
      servings: r.servings,
      mealTypes: r.meal_types,
      calories: r.calories,
      nutrition: r.nutrition,
      costPerServing: r.cost_per_serving,
      allergens: r.allergens,
      diets: r.diets,
      ingredients: byRecipe.get(r.id) ?? [],
    }));
    return {
      facts,
      recipes: new Map(
        recipes.rows.map((r) => [r.id, { id: r.id, title: r.title, servings: r.servings, ingredients: byRecipe.get(r.id) ?? [] }]),
      ),
      catalog: ingredients.rows.map((i) => ({
        id: i.id,
        slug: i.slug,
        name: i.name,
        aliases: i.aliases,
        category: i.category,
        unitWeights: i.unit_weights,
        packages: i.packages,
        prices: i.prices,
      })),
      sides: sideFoodsOf(
        loadSideEntries(),
        ingredients.rows.map((i) => ({
          id: i.id,
          slug: i.slug,
          name: i.name,
          aliases: i.aliases,
          fdcId: i.fdc_id,
          nutrients: i.nutrients,
          unitWeights: i.unit_weights,
          diets: i.diets,
          allergens: i.allergens,
        })),
      ),
    };
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The library as the seeder stores it, computed in memory (ingredient ids are catalogue positions). */
function benchLibraryFromCatalogue(): BenchLibrary {
  const catalog = loadCatalog();
  const build = buildLines(catalog, new Map(catalog.map((c, i) => [c.slug, i + 1])));
  const recipes = new Map<number, BuilderRecipe>();
  const facts = recipeLibrary.map((r, i): RecipeFacts => {
    const built = build(r.ingredients, r.servings);
    const lines = built.lines.map((l) => ({
      ingredientId: l.ingredientId,
      name: l.name,
      amount: l.amount,
      unit: l.unit,
      grams: l.grams,
      original: l.original,
    }));
    recipes.set(i + 1, { id: i + 1, title: r.title, servings: r.servings, ingredients: lines });
    return {
      id: i + 1,
      title: r.title,
      servings: r.servings,
      mealTypes: r.mealTypes,
      calories: built.calories,
      nutrition: built.nutrition,
      costPerServing: built.costPerServing,
      allergens: built.allergens,
      diets: built.diets,
      ingredients: lines,
    };
  });
  const withIds = catalog.map((c, i) => ({ ...c, id: i + 1 }));
  return {
    facts,
    recipes,
    catalog: withIds,
    sides: sideFoodsOf(
      loadSideEntries(),
      withIds.map((c) => ({ ...c, nutrients: { ...c.nutrients } })),
    ),
  };
}

/** A plan's slots as the grocery list reads a plan's items (recipes at their servings, sides as foods). */
function listItemsOf(slots: readonly PlannedSlot[], cart: Pick<BenchLibrary, 'recipes'>) {
  return slots.flatMap((s) => [
    { dayOfWeek: s.day, mealType: s.mealType, servings: s.servings, recipe: cart.recipes.get(s.recipeId) ?? null },
    ...(s.sides ?? []).map((side) => ({
      dayOfWeek: s.day,
      mealType: s.mealType,
      servings: 1,
      recipe: null,
      foodName: side.name,
      quantity: side.quantity,
      unit: side.unit,
    })),
  ]);
}

interface WeekTwo {
  cost: number;
  unplanned: number;
}
interface TwoWeeks {
  without: WeekTwo;
  withStock: WeekTwo;
}

/** Grams a list buys (its packages) and grams its meals use (what the pantry covers included). */
function boughtAndUsed(lines: readonly { packageGrams?: number | null; neededGrams: number | null }[]): { bought: number; used: number } {
  return lines.reduce((t, l) => ({ bought: t.bought + (l.packageGrams ?? 0), used: t.used + (l.neededGrams ?? 0) }), {
    bought: 0,
    used: 0,
  });
}

/**
 * Week 1 planned and bought whole; week 2 planned with what week 1's packages left as stock (free in the cart
 * and covered on the list, as the pantry does) and without it. "Bought but not planned" is every gram bought
 * over the two weeks less every gram their meals use.
 */
async function twoWeeks(
  p: BenchProfile,
  recipes: PlannerRecipe[],
  rules: ReturnType<typeof dietaryRulesFrom>,
  cart: Pick<BenchLibrary, 'recipes' | 'catalog' | 'sides'>,
): Promise<TwoWeeks> {
  const ingredients = plannerIngredientsOf(cart.catalog, p.store);
  const plan = (seed: string, stock: ReadonlyMap<number, number>) =>
    planWeek({
      recipes,
      ingredients: ingredients.map((i) => ({ ...i, freeGrams: stock.get(i.id) ?? 0 })),
      sides: cart.sides,
      rules,
      calorieGoal: p.calorieGoal,
      weeklyBudget: p.weeklyBudget,
      seed,
      proteinGoal: p.proteinGoal,
    });
  const list = (slots: readonly PlannedSlot[], pantry: ReadonlyMap<number, number>) =>
    buildGroceryList({ items: listItemsOf(slots, cart), catalog: cart.catalog, store: p.store, pantry });
  const week1 = list((await plan(`${p.name}-week1`, new Map())).slots, new Map());
  const stock = new Map<number, number>();
  for (const l of week1.lines)
    if (l.ingredientId != null && l.packageGrams) stock.set(l.ingredientId, Math.max(0, l.packageGrams - (l.neededGrams ?? 0)));
  const first = boughtAndUsed(week1.lines);
  const second = async (carry: ReadonlyMap<number, number>): Promise<WeekTwo> => {
    const planned = await plan(`${p.name}-week2`, carry);
    const bought = list(planned.slots, carry);
    const two = boughtAndUsed(bought.lines);
    return { cost: planned.estimatedCost, unplanned: Math.max(0, first.bought + two.bought - first.used - two.used) };
  };
  return { without: await second(new Map()), withStock: await second(stock) };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

async function main() {
  const args = process.argv.slice(2);
  const fileArg = args.indexOf('--library');
  let source: string;
  let facts: RecipeFacts[] | null = null;
  /** When known, each plan's grocery list is built (list-builder.ts, as the grocery job does) and its total compared. */
  let cart: Pick<BenchLibrary, 'recipes' | 'catalog' | 'sides'> | null = null;
  if (fileArg >= 0) {
    facts = JSON.parse(readFileSync(args[fileArg + 1], 'utf8')) as RecipeFacts[];
    source = args[fileArg + 1];
  } else if (args.includes('--db')) {
    const lib = process.env.DATABASE_URL ? await libraryFromDatabase(process.env.DATABASE_URL) : null;
    if (!lib) throw new Error('--db needs DATABASE_URL pointing at a seeded database');
    facts = lib.facts;
    cart = lib;
    source = 'seeded library (DATABASE_URL)';
  } else if (args.includes('--synthetic')) source = 'synthetic test library';
  else {
    const lib = benchLibraryFromCatalogue();
    facts = lib.facts.filter((f) => f.calories > 0);
    cart = lib;
    source = 'recipe library built from the ingredient catalogue';
  }
  const synthetic = syntheticLibrary(410, 5);
  const costs: number[] = [];
  let meals = 0,
    mealsInShare = 0,
    portionsIn = 0,
    macroDays = 0,
    largestShare = 0;
  const sidesPerDay: number[] = [];
  const largestPerWeek: number[] = [];

  const rows: string[] = [];
  const solve: number[] = [];
  let days = 0,
    daysIn = 0,
    weeks = 0,
    weeksIn = 0,
    violations = 0,
    failures = 0,
    repeatBreakWeeks = 0;
  const distinct: number[] = [];
  /** Grocery list total / plan estimate − 1, per planned week (when the cart can be built). */
  const gaps: number[] = [];
  let cartWeeksIn = 0;
  const carried: TwoWeeks[] = [];
  for (const p of benchProfiles()) {
    const recipes: PlannerRecipe[] = facts ? facts.map((f) => toPlannerRecipe(f, p.store)) : synthetic;
    const rules = dietaryRulesFrom(p);
    const label = `${p.name} | ${p.calorieGoal} | $${p.weeklyBudget} | ${[...p.dietaryRestrictions, ...p.allergies.map((a) => `no ${a}`), ...p.dislikedIngredients.map((d) => `no ${d}`)].join(', ') || '-'}`;
    try {
      // Ingredient prices at the profile's store, as the generation job passes them (none for a bare library file).
      const ingredients: PlannerIngredient[] | undefined = cart ? plannerIngredientsOf(cart.catalog, p.store) : undefined;
      const plan = await planWeek({
        recipes,
        ingredients,
        sides: cart?.sides,
        rules,
        calorieGoal: p.calorieGoal,
        weeklyBudget: p.weeklyBudget,
        seed: p.name,
        proteinGoal: p.proteinGoal,
      });
      // Shares, portions, macros, sides (a planner without sides gives none).
      const bands = shareBands(DEFAULT_MEAL_SHARES);
      const macroBands = macroBandsFor(rules.requiredDiets);
      const slots: PlannedSlot[] = plan.slots.map((s) => ({ ...s, sides: s.sides ?? [] }));
      let weekLargest = 0;
      for (const day of plan.days) {
        const today = slots.filter((s) => s.day === day.day);
        sidesPerDay.push(today.reduce((n, s) => n + s.sides.length, 0));
        if (macrosWithin(day, macroBands)) macroDays++;
        for (const s of today) {
          const kcal = slotTotals(s).calories;
          meals++;
          const share = kcal / p.calorieGoal;
          if (share >= bands[s.mealType].lo - 0.0005 && share <= bands[s.mealType].hi + 0.0005) mealsInShare++;
          weekLargest = Math.max(weekLargest, kcal / Math.max(1, day.calories));
        }
      }
      largestPerWeek.push(weekLargest);
      largestShare = Math.max(largestShare, weekLargest);
      portionsIn += slots.filter((s) => [0.75, 1, 1.25, 1.5, 2].includes(s.servings)).length;
      costs.push(plan.estimatedCost);
      solve.push(plan.solveMs);
      const inBand = plan.days.filter((d) => Math.abs(d.calories - p.calorieGoal) <= 0.05 * p.calorieGoal).length;
      days += plan.days.length;
      daysIn += inBand;
      weeks++;
      const withinBudget = plan.estimatedCost <= p.weeklyBudget + 1e-9;
      if (withinBudget) weeksIn++;
      const byId = new Map(recipes.map((r) => [r.id, r]));
      const sideById = new Map((cart?.sides ?? []).map((side) => [side.ingredientId, side]));
      const broken =
        plan.slots.filter((s) => recipeConflicts(byId.get(s.recipeId)!, rules).length > 0).length +
        slots
          .flatMap((s) => s.sides)
          .filter((side) => recipeConflicts({ title: side.name, ...sideById.get(side.ingredientId)! }, rules).length > 0).length;
      violations += broken;
      if (repeatBreaks(plan.slots).count) repeatBreakWeeks++;
      const d = new Set(plan.slots.map((s) => s.recipeId)).size;
      distinct.push(d);
      let cartCell = '-';
      if (cart) {
        const total = buildGroceryList({ items: listItemsOf(slots, cart), catalog: cart.catalog, store: p.store }).totalCents / 100;
        const gap = total / Math.max(0.01, plan.estimatedCost) - 1;
        gaps.push(gap);
        if (total <= p.weeklyBudget + 1e-9) cartWeeksIn++;
        cartCell = `$${total.toFixed(2)} ${total <= p.weeklyBudget + 1e-9 ? '✓' : '✗'} (${gap >= 0 ? '+' : ''}${(gap * 100).toFixed(0)}%)`;
      }
      if (cart) carried.push(await twoWeeks(p, recipes, rules, cart));
      rows.push(
        `| ${label} | ${plan.solveMs} | ${inBand}/7 | $${plan.estimatedCost.toFixed(2)} ${withinBudget ? '✓' : '✗'} | ${cartCell} | ${broken} | ${d} | ${plan.relaxations.map((r) => r.message).join('; ') || '-'} |`,
      );
    } catch (error) {
      if (!(error instanceof NoCandidatesError)) throw error;
      failures++;
      rows.push(`| ${label} | - | - | - | 0 | - | fails: no ${error.mealTypes.join('/')} recipe fits |`);
    }
  }
  const sorted = [...solve].sort((a, b) => a - b);
  const mean = distinct.reduce((s, n) => s + n, 0) / Math.max(1, distinct.length);
  console.log(`## Planner benchmark — ${benchProfiles().length} profiles, ${source}${facts ? ` (${facts.length} recipes)` : ''}\n`);
  console.log('| metric | value |');
  console.log('|---|---|');
  console.log(`| profiles planned / failing the hard rule (no recipe for a meal type) | ${weeks} / ${failures} |`);
  console.log(`| solve time p50 / p95 | ${quantile(sorted, 0.5)} ms / ${quantile(sorted, 0.95)} ms |`);
  console.log(`| days within ±5% of the calorie goal | ${pct(daysIn / Math.max(1, days))} (${daysIn}/${days}) |`);
  console.log(`| meals within their share band of the day's goal | ${pct(mealsInShare / Math.max(1, meals))} (${mealsInShare}/${meals}) |`);
  console.log(`| recipe portions within 0.75-2 servings | ${pct(portionsIn / Math.max(1, meals))} (${portionsIn}/${meals}) |`);
  console.log(`| days within the macro bands (AMDR; keto by its own) | ${pct(macroDays / Math.max(1, days))} (${macroDays}/${days}) |`);
  const largestSorted = [...largestPerWeek].sort((a, b) => a - b);
  console.log(`| largest meal's share of its day: max / median week | ${pct(largestShare)} / ${pct(quantile(largestSorted, 0.5))} |`);
  console.log(
    `| sides per day: mean / max | ${(sidesPerDay.reduce((a, b) => a + b, 0) / Math.max(1, sidesPerDay.length)).toFixed(1)} / ${sidesPerDay.length ? Math.max(...sidesPerDay) : 0} |`,
  );
  console.log(`| weeks within budget (plan's estimated cost) | ${pct(weeksIn / Math.max(1, weeks))} (${weeksIn}/${weeks}) |`);
  console.log(`| mean estimated cost of a week | $${(costs.reduce((s, c) => s + c, 0) / Math.max(1, costs.length)).toFixed(2)} |`);
  if (gaps.length) {
    const abs = gaps.map(Math.abs).sort((a, b) => a - b);
    console.log(`| weeks within budget (grocery list total) | ${pct(cartWeeksIn / Math.max(1, weeks))} (${cartWeeksIn}/${weeks}) |`);
    console.log(
      `| grocery list total vs plan estimate: mean / median / max abs gap | ${pct(abs.reduce((s, g) => s + g, 0) / abs.length)} / ${pct(quantile(abs, 0.5))} / ${pct(abs[abs.length - 1])} |`,
    );
    console.log(`| weeks whose grocery total is within 25% of the estimate | ${abs.filter((g) => g <= 0.25).length}/${abs.length} |`);
  }
  console.log(`| hard-rule violations (must be 0) | ${violations} |`);
  console.log(`| distinct recipes per week (mean / min) | ${mean.toFixed(1)} / ${distinct.length ? Math.min(...distinct) : 0} |`);
  console.log(`| weeks with a repeat relaxation | ${repeatBreakWeeks} |`);
  if (carried.length) {
    const meanOf = (pick: (w: TwoWeeks) => number) => carried.reduce((n, w) => n + pick(w), 0) / carried.length;
    const kg = (g: number) => `${(g / 1000).toFixed(2)} kg`;
    console.log(`\n### Two weeks, with and without the pantry's carried stock (${carried.length} profiles)\n`);
    console.log(
      'Week 1 is planned and its list bought whole; what its packages hold beyond the week is stock. Week 2 is planned from the same profile',
    );
    console.log('and seed with that stock in the pantry (free in the cart up to what is there, as the app does) and without it.\n');
    console.log('| figure | without carried stock | with carried stock |');
    console.log('|---|---|---|');
    console.log(
      `| week 2's cart (its grocery list total), mean | $${meanOf((w) => w.without.cost).toFixed(2)} | $${meanOf((w) => w.withStock.cost).toFixed(2)} |`,
    );
    console.log(
      `| food bought but not planned over the two weeks, mean | ${kg(meanOf((w) => w.without.unplanned))} | ${kg(meanOf((w) => w.withStock.unplanned))} |`,
    );
    console.log(
      `| profiles whose week 2 costs less with the stock / more | - | ${carried.filter((w) => w.withStock.cost < w.without.cost - 0.005).length} / ${carried.filter((w) => w.withStock.cost > w.without.cost + 0.005).length} |`,
    );
  }
  console.log('\n<details><summary>per profile</summary>\n');
  console.log(
    '| profile | kcal goal | budget | restrictions | solve ms | days in band | week cost | grocery list (vs estimate) | violations | distinct | relaxations |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log('\n</details>');
  if (violations > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
