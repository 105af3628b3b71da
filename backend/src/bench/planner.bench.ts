/**
 * `npm run bench:planner`: the week planner on ≥ 200 profiles drawn at random each run (the seed printed;
 * PLANNER_BENCH_SEED repeats a draw, PLANNER_BENCH_PROFILES sets how many; about 3 in 4 of them kept the
 * Pantry's starter set of staples, free in their cart as the app counts it) and on 53 fixed preference
 * profiles (50 over calorie goals 1200-3500, budgets 50-300, every diet chip, common allergy sets; a keto
 * week, a protein floor and a vegan whose floor collides with the diet) over the recipe library and the
 * sides, and markdown tables of the results: targets met, what gave way, variety (repeated days, recipe
 * and side repeats, sides that clash with their dish, breakfasts), solve time, and where the share and macro misses
 * sit: weeks within budget, weeks over it, and (random profiles) the over-budget ones planned again with the budget
 * lifted, beside days meeting the protein floor. Not a test: it measures.
 *
 * The library: Forkcast's recipe library built from the ingredient catalogue by the same pure
 * functions the seeder uses (recipes/library + catalog + recipes/recipe-builder.buildLines), no
 * database needed. `--db` reads the seeded `recipes` table of DATABASE_URL instead (read-only);
 * `--library <file.json>` reads an array of RecipeFacts; `--synthetic` uses the unit tests' library.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { seededRandom } from '../common/seeded-random.js';
import { loadCatalog } from '../catalog/catalog.js';
import { catalogueDislikes } from '../catalog/dislikes.js';
import { loadSideEntries, sideClashes, sideFoodsOf, sidePairs, type SideFood } from '../catalog/sides.js';
import { buildGroceryList, type BuilderIngredient, type BuilderRecipe } from '../grocery/list-builder.js';
import { recipeLibrary } from '../recipes/library/index.js';
import { buildLines } from '../recipes/recipe-builder.js';
import { dietaryRulesFrom, recipeConflicts } from '../kitchen/dietary-rules.js';
import { syntheticLibrary } from '../mealplans/planner/fixtures.js';
import { plannerIngredientsOf, toPlannerRecipe, type RecipeFacts } from '../mealplans/planner/from-recipes.js';
import { planWeek, repeatBreaks, repeatedDaysOf, slotTotals } from '../mealplans/planner/planner.js';
import { personWeekFloor } from '../mealplans/planner/budget-floor.js';
import { DEFAULT_MEAL_SHARES, macroBandsFor, macrosWithin, shareBands, type MealShares } from '../kitchen/nutrition-targets.js';
import { loadStarterSlugs } from '../pantry/pantry-starter.js';
import { NoCandidatesError, type PlannedSlot, type PlannerIngredient, type PlannerRecipe } from '../mealplans/planner/types.js';
import { DIET_CHIPS, type StoreId } from '../kitchen/vocabulary.js';
import { measureHouseholds, printHouseholdFigures, randomHouseholds } from './households.bench-section.js';

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
  mealShares?: MealShares;
  /** Kept the Pantry's starter set of staples (backend/data/pantry-starter.json): each is free in the cart and on the list. */
  starterStaples?: boolean;
}

/** Share of people who keep the starter set of staples the Pantry offers on a first visit (most do). */
const KEEP_STARTER = 0.75;

/**
 * The pantry a profile has, as PantryService.free gives it to the planner and the list: every staple of the
 * starter set it kept at Infinity grams (always at home), by catalogue id.
 */
function pantryOf(p: BenchProfile, catalog: readonly { id?: number | null; slug: string }[]): ReadonlyMap<number, number> {
  if (!p.starterStaples) return new Map();
  const bySlug = new Map(catalog.map((c) => [c.slug, c.id]));
  return new Map(
    loadStarterSlugs()
      .map((slug) => bySlug.get(slug))
      .filter((id): id is number => typeof id === 'number')
      .map((id) => [id, Infinity]),
  );
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
  cuisine: string | null;
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
      `select id, title, servings, meal_types, cuisine, calories, nutrition, cost_per_serving, allergens, diets from recipes where owner_id is null and calories > 0 and slug not like 'mp-fixture-%'`,
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
      cuisine: r.cuisine,
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
      cuisine: r.cuisine,
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

/** Foods people commonly say they dislike, for the random profiles. */
const COMMON_DISLIKES = [
  'mushrooms',
  'olives',
  'cilantro',
  'eggplant',
  'shrimp',
  'coconut',
  'cheese',
  'tofu',
  'avocado',
  'salmon',
  'spinach',
  'pork',
  'beef',
  'zucchini',
  'peanut butter',
];
/** Meal splits a person may set (breakfast / lunch / dinner, percent of the day). */
const MEAL_SPLITS: MealShares[] = [
  DEFAULT_MEAL_SHARES,
  { breakfast: 20, lunch: 40, dinner: 40 },
  { breakfast: 30, lunch: 35, dinner: 35 },
  { breakfast: 20, lunch: 30, dinner: 50 },
  { breakfast: 33, lunch: 33, dinner: 34 },
];

/**
 * `count` profiles drawn at random from a seed: any diet chip (or none), allergy sets, 0-2 disliked foods,
 * 1,200-3,800 kcal, a tight or a loose budget for that many calories, a meal split, and a protein floor for some.
 */
export function randomProfiles(seed: string, count: number): BenchProfile[] {
  const random = seededRandom(seed);
  // The starter staples are drawn from a stream of their own, so a seed draws the same people as before they were.
  const keeps = seededRandom(`${seed}:starter-staples`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, i): BenchProfile => {
    const calorieGoal = 1200 + Math.round((random() * 2600) / 50) * 50;
    // Dollars a week per 2,000 kcal a day: tight is about a thrifty food plan, loose a liberal one.
    const tight = random() < 0.4;
    const per2000 = tight ? 55 + random() * 30 : 110 + random() * 140;
    const dislikes = random() < 0.5 ? [] : [...new Set([pick(COMMON_DISLIKES), ...(random() < 0.4 ? [pick(COMMON_DISLIKES)] : [])])];
    const protein = random() < 0.3 ? Math.round((calorieGoal * (0.18 + random() * 0.1)) / 4) : undefined;
    return {
      name: `r${String(i + 1).padStart(3, '0')}`,
      calorieGoal,
      weeklyBudget: Math.round((per2000 * calorieGoal) / 2000),
      dietaryRestrictions: random() < 0.45 ? [] : [pick(DIET_CHIPS)],
      allergies: random() < 0.5 ? [] : pick(ALLERGY_SETS),
      dislikedIngredients: dislikes,
      store: pick(BENCH_STORES),
      proteinGoal: protein,
      mealShares: random() < 0.5 ? undefined : pick(MEAL_SPLITS),
      starterStaples: keeps() < KEEP_STARTER,
    };
  });
}

/** What one set of profiles measured: realism (targets, budget, rules) and variety. */
interface Figures {
  profiles: number;
  failures: number;
  solve: number[];
  days: number;
  daysIn: number;
  meals: number;
  mealsInShare: number;
  portionsIn: number;
  macroDays: number;
  largestShare: number;
  largestPerWeek: number[];
  sidesPerDay: number[];
  weeks: number;
  weeksIn: number;
  /** Weeks planned / within budget (plan's estimate, grocery list) of profiles with the starter staples. */
  staplesWeeks: number;
  staplesWeeksIn: number;
  staplesCartWeeksIn: number;
  staplesCosts: number[];
  costs: number[];
  gaps: number[];
  cartWeeksIn: number;
  /** Weeks over budget whose budget is below the floor of any week from the library (budget-floor.ts): unreachable. */
  overBelowFloor: number;
  /** Weeks over budget whose budget is at or above that floor: a week may fit it, the search did not find one. */
  overAboveFloor: number;
  violations: number;
  repeatBreakWeeks: number;
  distinct: number[];
  repeatedDays: number;
  /** Per week: the most uses of one recipe, of one side, of one side at breakfast; distinct breakfasts. */
  recipeMax: number[];
  sideMax: number[];
  breakfastSideMax: number[];
  breakfastRecipeMax: number[];
  distinctBreakfasts: number[];
  sidesServed: number;
  clashing: number;
  unpaired: number;
  carried: TwoWeeks[];
  /** Where the share and macro misses sit: weeks within budget, over it, the over ones with the budget lifted, protein-floor profiles. */
  where: Record<WhereKey, Tally>;
  rows: string[];
}

/** Meals in their share band, days in their macro bands, days meeting the protein floor, out of how many. */
interface Tally {
  weeks: number;
  meals: number;
  mealsIn: number;
  days: number;
  macroDaysIn: number;
  floorDays: number;
  floorDaysIn: number;
}
type WhereKey = 'within' | 'over' | 'overLifted' | 'floor';
const emptyTally = (): Tally => ({ weeks: 0, meals: 0, mealsIn: 0, days: 0, macroDaysIn: 0, floorDays: 0, floorDaysIn: 0 });

/** Counts one planned week into a tally (the same tests as the headline figures). */
function tallyWeek(
  t: Tally,
  slots: readonly PlannedSlot[],
  days: readonly { day: number; calories: number; protein: number; carbs: number; fat: number }[],
  p: BenchProfile,
  macroBands: ReturnType<typeof macroBandsFor>,
): void {
  const bands = shareBands(p.mealShares ?? DEFAULT_MEAL_SHARES);
  t.weeks++;
  for (const day of days) {
    t.days++;
    if (macrosWithin(day, macroBands)) t.macroDaysIn++;
    if (p.proteinGoal) {
      t.floorDays++;
      if (day.protein >= p.proteinGoal - 0.05) t.floorDaysIn++;
    }
  }
  for (const s of slots) {
    const share = slotTotals({ ...s, sides: s.sides ?? [] }).calories / p.calorieGoal;
    t.meals++;
    if (share >= bands[s.mealType].lo - 0.0005 && share <= bands[s.mealType].hi + 0.0005) t.mealsIn++;
  }
}

const maxCount = (values: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts.size ? Math.max(...counts.values()) : 0;
};

async function measure(
  profiles: readonly BenchProfile[],
  facts: RecipeFacts[] | null,
  cart: Pick<BenchLibrary, 'recipes' | 'catalog' | 'sides'> | null,
  withTwoWeeks: boolean,
  seedOf: (p: BenchProfile) => string,
  whyOver = false,
): Promise<Figures> {
  const synthetic = syntheticLibrary(410, 5);
  const f: Figures = {
    profiles: profiles.length,
    failures: 0,
    solve: [],
    days: 0,
    daysIn: 0,
    meals: 0,
    mealsInShare: 0,
    portionsIn: 0,
    macroDays: 0,
    largestShare: 0,
    largestPerWeek: [],
    sidesPerDay: [],
    weeks: 0,
    weeksIn: 0,
    staplesWeeks: 0,
    staplesWeeksIn: 0,
    staplesCartWeeksIn: 0,
    staplesCosts: [],
    costs: [],
    gaps: [],
    cartWeeksIn: 0,
    overBelowFloor: 0,
    overAboveFloor: 0,
    violations: 0,
    repeatBreakWeeks: 0,
    distinct: [],
    repeatedDays: 0,
    recipeMax: [],
    sideMax: [],
    breakfastSideMax: [],
    breakfastRecipeMax: [],
    distinctBreakfasts: [],
    sidesServed: 0,
    clashing: 0,
    unpaired: 0,
    carried: [],
    where: { within: emptyTally(), over: emptyTally(), overLifted: emptyTally(), floor: emptyTally() },
    rows: [],
  };
  const sideById = new Map((cart?.sides ?? []).map((side) => [side.ingredientId, side]));
  for (const p of profiles) {
    const recipes: PlannerRecipe[] = facts ? facts.map((r) => toPlannerRecipe(r, p.store)) : synthetic;
    const rules = dietaryRulesFrom(p, catalogueDislikes);
    const label = `${p.name} | ${p.calorieGoal} | $${p.weeklyBudget} | ${[...p.dietaryRestrictions, ...p.allergies.map((a) => `no ${a}`), ...p.dislikedIngredients.map((d) => `no ${d}`), ...(p.proteinGoal ? [`≥ ${p.proteinGoal} g protein`] : []), ...(p.mealShares ? [`${p.mealShares.breakfast}/${p.mealShares.lunch}/${p.mealShares.dinner}`] : []), ...(p.starterStaples ? ['starter staples'] : [])].join(', ') || '-'}`;
    try {
      // Ingredient prices at the profile's store, as the generation job passes them (none for a bare library file),
      // with what the pantry has free (candidate-pool.ts: freeGrams, Infinity for a staple).
      const pantry = cart ? pantryOf(p, cart.catalog) : new Map<number, number>();
      const ingredients: PlannerIngredient[] | undefined = cart
        ? plannerIngredientsOf(cart.catalog, p.store).map((i) => (pantry.has(i.id) ? { ...i, freeGrams: pantry.get(i.id) } : i))
        : undefined;
      const plan = await planWeek({
        recipes,
        ingredients,
        sides: cart?.sides,
        rules,
        calorieGoal: p.calorieGoal,
        weeklyBudget: p.weeklyBudget,
        seed: seedOf(p),
        proteinGoal: p.proteinGoal,
        mealShares: p.mealShares,
      });
      // Shares, portions, macros, sides (a planner without sides gives none).
      const bands = shareBands(p.mealShares ?? DEFAULT_MEAL_SHARES);
      const macroBands = macroBandsFor(rules.requiredDiets);
      const slots: PlannedSlot[] = plan.slots.map((s) => ({ ...s, sides: s.sides ?? [] }));
      let weekLargest = 0;
      for (const day of plan.days) {
        const today = slots.filter((s) => s.day === day.day);
        f.sidesPerDay.push(today.reduce((n, s) => n + s.sides.length, 0));
        if (macrosWithin(day, macroBands)) f.macroDays++;
        for (const s of today) {
          const kcal = slotTotals(s).calories;
          f.meals++;
          const share = kcal / p.calorieGoal;
          if (share >= bands[s.mealType].lo - 0.0005 && share <= bands[s.mealType].hi + 0.0005) f.mealsInShare++;
          weekLargest = Math.max(weekLargest, kcal / Math.max(1, day.calories));
        }
      }
      f.largestPerWeek.push(weekLargest);
      f.largestShare = Math.max(f.largestShare, weekLargest);
      f.portionsIn += slots.filter((s) => [0.75, 1, 1.25, 1.5, 2].includes(s.servings)).length;
      f.costs.push(plan.estimatedCost);
      f.solve.push(plan.solveMs);
      const inBand = plan.days.filter((d) => Math.abs(d.calories - p.calorieGoal) <= 0.05 * p.calorieGoal).length;
      f.days += plan.days.length;
      f.daysIn += inBand;
      f.weeks++;
      const withinBudget = plan.estimatedCost <= p.weeklyBudget + 1e-9;
      let floorCell = '';
      if (withinBudget) f.weeksIn++;
      else {
        // Why over: no week from this library fits the budget (below its floor), or the search missed one.
        const floor = personWeekFloor({
          recipes,
          ingredients,
          sides: cart?.sides,
          rules,
          calorieGoal: p.calorieGoal,
          weeklyBudget: p.weeklyBudget,
        });
        if (floor > p.weeklyBudget + 1e-9) f.overBelowFloor++;
        else f.overAboveFloor++;
        floorCell = ` (floor $${floor.toFixed(2)})`;
      }
      tallyWeek(f.where[withinBudget ? 'within' : 'over'], slots, plan.days, p, macroBands);
      if (p.proteinGoal) tallyWeek(f.where.floor, slots, plan.days, p, macroBands);
      if (!withinBudget && whyOver) {
        // The same profile with the budget lifted: what the library and the search reach when the budget does not collide.
        const lifted = await planWeek({
          recipes,
          ingredients,
          sides: cart?.sides,
          rules,
          calorieGoal: p.calorieGoal,
          weeklyBudget: Number.MAX_SAFE_INTEGER,
          seed: seedOf(p),
          proteinGoal: p.proteinGoal,
          mealShares: p.mealShares,
        });
        tallyWeek(f.where.overLifted, lifted.slots, lifted.days, p, macroBands);
      }
      if (p.starterStaples) f.staplesWeeks++;
      if (p.starterStaples) f.staplesCosts.push(plan.estimatedCost);
      if (p.starterStaples && withinBudget) f.staplesWeeksIn++;
      const byId = new Map(recipes.map((r) => [r.id, r]));
      const broken =
        plan.slots.filter((s) => recipeConflicts(byId.get(s.recipeId)!, rules).length > 0).length +
        slots
          .flatMap((s) => s.sides)
          .filter((side) => recipeConflicts({ title: side.name, ...sideById.get(side.ingredientId)! }, rules).length > 0).length;
      f.violations += broken;
      // Variety: repeated days, uses of a recipe and of a side in the week, breakfasts, sides that clash with their dish.
      const repeats = repeatBreaks(plan.slots);
      if (repeats.count) f.repeatBreakWeeks++;
      f.repeatedDays += repeatedDaysOf(plan.slots);
      f.recipeMax.push(maxCount(plan.slots.map((s) => s.recipeId)));
      f.sideMax.push(maxCount(slots.flatMap((s) => s.sides.map((side) => side.ingredientId))));
      const breakfasts = slots.filter((s) => s.mealType === 'breakfast');
      f.breakfastSideMax.push(maxCount(breakfasts.flatMap((s) => s.sides.map((side) => side.ingredientId))));
      f.breakfastRecipeMax.push(maxCount(breakfasts.map((s) => s.recipeId)));
      f.distinctBreakfasts.push(new Set(breakfasts.map((s) => s.recipeId)).size);
      let clashes = 0;
      for (const s of slots) {
        const dish = [...(byId.get(s.recipeId)?.dish ?? []), s.mealType];
        for (const side of s.sides) {
          const entry = sideById.get(side.ingredientId);
          f.sidesServed++;
          if (!entry || !byId.get(s.recipeId)?.dish) continue;
          if (sideClashes(entry, dish)) clashes++;
          else if (!sidePairs(entry, dish)) f.unpaired++;
        }
      }
      f.clashing += clashes;
      const d = new Set(plan.slots.map((s) => s.recipeId)).size;
      f.distinct.push(d);
      let cartCell = '-';
      if (cart) {
        // The list as the grocery job builds it: the pantry's staples cover their lines, bought for nothing.
        const total = buildGroceryList({ items: listItemsOf(slots, cart), catalog: cart.catalog, store: p.store, pantry }).totalCents / 100;
        const gap = total / Math.max(0.01, plan.estimatedCost) - 1;
        f.gaps.push(gap);
        if (total <= p.weeklyBudget + 1e-9) f.cartWeeksIn++;
        if (p.starterStaples && total <= p.weeklyBudget + 1e-9) f.staplesCartWeeksIn++;
        cartCell = `$${total.toFixed(2)} ${total <= p.weeklyBudget + 1e-9 ? '✓' : '✗'} (${gap >= 0 ? '+' : ''}${(gap * 100).toFixed(0)}%)`;
      }
      if (cart && withTwoWeeks) f.carried.push(await twoWeeks(p, recipes, rules, cart));
      f.rows.push(
        `| ${label} | ${plan.solveMs} | ${inBand}/7 | $${plan.estimatedCost.toFixed(2)} ${withinBudget ? '✓' : '✗'}${floorCell} | ${cartCell} | ${broken} | ${d} | ${clashes} | ${plan.relaxations.map((r) => r.message).join('; ') || '-'} |`,
      );
    } catch (error) {
      if (!(error instanceof NoCandidatesError)) throw error;
      f.failures++;
      f.rows.push(`| ${label} | - | - | - | - | 0 | - | - | fails: no ${error.mealTypes.join('/')} recipe fits |`);
    }
  }
  return f;
}

function printFigures(title: string, f: Figures): void {
  const sorted = [...f.solve].sort((a, b) => a - b);
  const mean = (xs: readonly number[]) => xs.reduce((s, n) => s + n, 0) / Math.max(1, xs.length);
  const max = (xs: readonly number[]) => (xs.length ? Math.max(...xs) : 0);
  const min = (xs: readonly number[]) => (xs.length ? Math.min(...xs) : 0);
  console.log(`${title}\n`);
  // Budget rows have three values: all profiles | with the Pantry's starter staples | without them.
  console.log('| metric | value | with starter staples | without |');
  console.log('|---|---|---|---|');
  console.log(`| profiles planned / failing the hard rule (no recipe for a meal type) | ${f.weeks} / ${f.failures} |`);
  console.log(`| solve time p50 / p95 / max | ${quantile(sorted, 0.5)} ms / ${quantile(sorted, 0.95)} ms / ${max(sorted)} ms |`);
  console.log(`| days within ±5% of the calorie goal | ${pct(f.daysIn / Math.max(1, f.days))} (${f.daysIn}/${f.days}) |`);
  console.log(
    `| meals within their share band of the day's goal | ${pct(f.mealsInShare / Math.max(1, f.meals))} (${f.mealsInShare}/${f.meals}) |`,
  );
  console.log(`| recipe portions within 0.75-2 servings | ${pct(f.portionsIn / Math.max(1, f.meals))} (${f.portionsIn}/${f.meals}) |`);
  console.log(
    `| days within the macro bands (AMDR; keto and paleo by their own) | ${pct(f.macroDays / Math.max(1, f.days))} (${f.macroDays}/${f.days}) |`,
  );
  const largestSorted = [...f.largestPerWeek].sort((a, b) => a - b);
  console.log(`| largest meal's share of its day: max / median week | ${pct(f.largestShare)} / ${pct(quantile(largestSorted, 0.5))} |`);
  console.log(`| sides per day: mean / max | ${mean(f.sidesPerDay).toFixed(1)} / ${max(f.sidesPerDay)} |`);
  // All profiles, then split by the starter staples: what the staples do to the budget is shown, not folded in.
  const split = (all: number, withStaples: number) => {
    const without = f.weeks - f.staplesWeeks;
    const share = (n: number, d: number) => (d ? `${pct(n / d)} (${n}/${d})` : '-');
    return `${share(all, f.weeks)} | ${share(withStaples, f.staplesWeeks)} | ${share(all - withStaples, without)}`;
  };
  console.log(`| weeks within budget (plan's estimated cost) | ${split(f.weeksIn, f.staplesWeeksIn)} |`);
  console.log(
    `| weeks over budget: budget below the library's floor (no week from it fits) / at or above it (the search missed) | ${f.overBelowFloor} / ${f.overAboveFloor} |`,
  );
  const withoutCosts = f.costs.length - f.staplesCosts.length;
  const sum = (xs: readonly number[]) => xs.reduce((t, n) => t + n, 0);
  console.log(
    `| mean estimated cost of a week | $${mean(f.costs).toFixed(2)} | ${f.staplesCosts.length ? `$${mean(f.staplesCosts).toFixed(2)}` : '-'} | ${withoutCosts ? `$${((sum(f.costs) - sum(f.staplesCosts)) / withoutCosts).toFixed(2)}` : '-'} |`,
  );
  if (f.gaps.length) {
    const abs = f.gaps.map(Math.abs).sort((a, b) => a - b);
    console.log(`| weeks within budget (grocery list total) | ${split(f.cartWeeksIn, f.staplesCartWeeksIn)} |`);
    console.log(
      `| grocery list total vs plan estimate: mean / median / max abs gap | ${pct(mean(abs))} / ${pct(quantile(abs, 0.5))} / ${pct(abs[abs.length - 1])} |`,
    );
  }
  console.log(`| hard-rule violations (must be 0) | ${f.violations} |`);
  console.log(`| **variety** | |`);
  console.log(`| repeated days: a day with another day's recipes (must be 0) | ${f.repeatedDays} |`);
  console.log(`| distinct recipes per week (mean / min) | ${mean(f.distinct).toFixed(1)} / ${min(f.distinct)} |`);
  console.log(`| recipe repeats: most uses of one recipe in a week (max / mean) | ${max(f.recipeMax)} / ${mean(f.recipeMax).toFixed(1)} |`);
  console.log(`| weeks with a repeat relaxation | ${f.repeatBreakWeeks} |`);
  console.log(`| side repeats: most uses of one side in a week (max / mean) | ${max(f.sideMax)} / ${mean(f.sideMax).toFixed(1)} |`);
  console.log(`| weeks with a side more than 3 times | ${f.sideMax.filter((n) => n > 3).length} |`);
  console.log(`| clashing sides (must be 0) / sides that do not pair / sides served | ${f.clashing} / ${f.unpaired} / ${f.sidesServed} |`);
  console.log(`| distinct breakfasts per week (mean / min) | ${mean(f.distinctBreakfasts).toFixed(1)} / ${min(f.distinctBreakfasts)} |`);
  console.log(
    `| breakfasts sharing one side, most in a week (max / mean); most uses of one breakfast recipe | ${max(f.breakfastSideMax)} / ${mean(f.breakfastSideMax).toFixed(1)}; ${max(f.breakfastRecipeMax)} |`,
  );
  if (f.where.over.weeks + f.where.within.weeks > 0) {
    const share = (n: number, d: number) => (d ? `${pct(n / d)} (${n}/${d})` : '-');
    const row = (label: string, t: Tally) =>
      console.log(
        `| ${label} | ${t.weeks} | ${share(t.mealsIn, t.meals)} | ${share(t.macroDaysIn, t.days)} | ${share(t.floorDaysIn, t.floorDays)} |`,
      );
    console.log('\n### Where the share and macro misses sit\n');
    console.log(
      'The budget ranks above meal shares and macro bands, to the cent: a week the budget cannot meet is fitted to save every cent, and its shares and',
    );
    console.log('balance give way. The headline figures above count every week; these rows split them.\n');
    console.log('| weeks | count | meals in their share band | days in the macro bands | days meeting the protein floor |');
    console.log('|---|---|---|---|---|');
    row('within budget', f.where.within);
    row('over budget', f.where.over);
    if (f.where.overLifted.weeks) row('the over-budget profiles again with the budget lifted (not counted above)', f.where.overLifted);
    row('profiles with a protein floor (within or over budget)', f.where.floor);
  }
  if (f.carried.length) {
    const meanOf = (pick: (w: TwoWeeks) => number) => f.carried.reduce((n, w) => n + pick(w), 0) / f.carried.length;
    const kg = (g: number) => `${(g / 1000).toFixed(2)} kg`;
    console.log(`\n### Two weeks, with and without the pantry's carried stock (${f.carried.length} profiles)\n`);
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
      `| profiles whose week 2 costs less with the stock / more | - | ${f.carried.filter((w) => w.withStock.cost < w.without.cost - 0.005).length} / ${f.carried.filter((w) => w.withStock.cost > w.without.cost + 0.005).length} |`,
    );
  }
  console.log('\n<details><summary>per profile</summary>\n');
  console.log(
    '| profile | kcal goal | budget | restrictions | solve ms | days in band | week cost | grocery list (vs estimate) | violations | distinct | clashing sides | relaxations |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of f.rows) console.log(r);
  console.log('\n</details>\n');
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
    facts = lib.facts.filter((r) => r.calories > 0);
    cart = lib;
    source = 'recipe library built from the ingredient catalogue';
  }
  // A fresh draw each run unless PLANNER_BENCH_SEED names one: the profiles the planner was tuned on are not the only ones measured.
  const seed = process.env.PLANNER_BENCH_SEED?.trim() || Math.random().toString(36).slice(2, 10);
  const count = Math.max(1, Number(process.env.PLANNER_BENCH_PROFILES) || 200);
  const library = `${source}${facts ? ` (${facts.length} recipes)` : ''}`;
  const only = process.env.PLANNER_BENCH_ONLY?.trim();
  if (only === 'households') {
    await households(seed, facts, cart, source);
    return;
  }
  console.log(`Seed ${seed}: PLANNER_BENCH_SEED=${seed} npm run bench:planner draws the same ${count} profiles.\n`);
  const random = await measure(randomProfiles(seed, count), facts, cart, false, (p) => `${seed}-${p.name}`, true);
  printFigures(`## Planner benchmark — ${count} random profiles (seed ${seed}), ${library}`, random);
  // `--random-only` leaves out the fixed profiles (and their two-week runs): a quicker look while tuning.
  const fixed = args.includes('--random-only') ? null : await measure(benchProfiles(), facts, cart, true, (p) => p.name);
  if (fixed) printFigures(`## Planner benchmark — the ${benchProfiles().length} fixed profiles, ${library}`, fixed);
  if (random.violations + (fixed?.violations ?? 0) > 0) process.exitCode = 1;
  await households(seed, facts, cart, source);
}

/** The households section (households.bench-section.ts): PLANNER_BENCH_HOUSEHOLDS sets how many (default 120). */
async function households(
  seed: string,
  facts: RecipeFacts[] | null,
  cart: Pick<BenchLibrary, 'catalog' | 'sides'> | null,
  source: string,
): Promise<void> {
  const count = Math.max(1, Number(process.env.PLANNER_BENCH_HOUSEHOLDS) || 120);
  console.log(
    `Seed ${seed}: PLANNER_BENCH_SEED=${seed} PLANNER_BENCH_ONLY=households npm run bench:planner draws the same ${count} households.\n`,
  );
  const synthetic = syntheticLibrary(410, 5);
  const figures = await measureHouseholds(
    randomHouseholds(seed, count),
    {
      recipesAt: (store) => (facts ? facts.map((r) => toPlannerRecipe(r, store)) : synthetic),
      ingredientsAt: (store) => (cart ? plannerIngredientsOf(cart.catalog, store) : undefined),
      sides: cart?.sides,
    },
    seed,
  );
  printHouseholdFigures(
    `## Planner benchmark — ${count} random households (seed ${seed}), ${source}${facts ? ` (${facts.length} recipes)` : ''}`,
    figures,
  );
  if (figures.unsafe + figures.servedAway > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
