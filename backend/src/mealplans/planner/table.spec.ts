import { recipeConflicts, type DietaryRules } from '../../kitchen/dietary-rules.js';
import { cartCost, cartPricesFrom } from './cart.js';
import { syntheticLibrary, syntheticSides } from './fixtures.js';
import { planWeek } from './planner.js';
import { ADULT_PORTIONS, CHILD_PORTIONS, fitPerson, portionsFor } from './portions.js';
import { planTable, presenceOf, unionRules, type TableMember, type TablePlanResult } from './table.js';
import { DEFAULT_MEAL_SHARES } from '../../kitchen/nutrition-targets.js';

const none: DietaryRules = { requiredDiets: [], excludedAllergens: [], excludedTerms: [] };
const library = syntheticLibrary(150, 3);
const sides = syntheticSides();
const byId = new Map(library.map((r) => [r.id, r]));
const sideById = new Map(sides.map((s) => [s.ingredientId, s]));

const member = (over: Partial<TableMember> & Pick<TableMember, 'memberId' | 'name'>): TableMember => ({
  isChild: false,
  calorieGoal: 2000,
  proteinGoal: null,
  mealShares: null,
  rules: none,
  away: [],
  ...over,
});

const alex = member({ memberId: 'a', name: 'Alex', calorieGoal: 2600 });
const sam = member({
  memberId: 's',
  name: 'Sam',
  isChild: true,
  calorieGoal: 1200,
  rules: { requiredDiets: [], excludedAllergens: ['peanuts', 'milk'], excludedTerms: [] },
  // school lunches Monday to Friday (the plan's days 0-4)
  away: [0, 1, 2, 3, 4].map((day) => ({ day, mealType: 'lunch' as const })),
});
const robin = member({
  memberId: 'r',
  name: 'Robin',
  calorieGoal: 1800,
  rules: { requiredDiets: ['vegetarian'], excludedAllergens: [], excludedTerms: [] },
  away: [{ day: 5, mealType: 'dinner' }],
});

const here = (members: TableMember[], day: number, mealType: string) =>
  members.filter((m) => !m.away.some((a) => a.day === day && a.mealType === mealType));

describe('planTable (a plan for everyone at the table)', () => {
  const table = [alex, sam, robin];
  let plan: TablePlanResult;
  beforeAll(async () => {
    plan = await planTable({ recipes: library, sides, members: table, weeklyBudget: 400, seed: 'table-spec' });
  });

  it('serves every slot a dish safe for everyone present: no allergen of theirs, their diets, with its sides', () => {
    expect(plan.slots).toHaveLength(21);
    for (const slot of plan.slots) {
      for (const m of here(table, slot.day, slot.mealType)) {
        expect(recipeConflicts(byId.get(slot.recipeId)!, m.rules)).toEqual([]);
        for (const side of slot.sides) {
          const food = sideById.get(side.ingredientId)!;
          expect(
            recipeConflicts(
              { title: food.name, diets: food.diets, allergens: food.allergens, ingredientNames: food.ingredientNames },
              m.rules,
            ),
          ).toEqual([]);
        }
      }
    }
  });

  it("gives each person present a portion in their band, someone away none, and the item's servings are the sum", () => {
    for (const slot of plan.slots) {
      const present = here(table, slot.day, slot.mealType);
      expect(slot.portions!.map((p) => p.memberId).sort()).toEqual(present.map((m) => m.memberId).sort());
      for (const p of slot.portions!) {
        const m = table.find((x) => x.memberId === p.memberId)!;
        expect(portionsFor(m.isChild)).toContain(p.servings);
      }
      expect(slot.servings).toBeCloseTo(
        slot.portions!.reduce((s, p) => s + p.servings, 0),
        9,
      );
      for (const side of slot.sides) expect(side.servings).toBe(side.portions!.length);
    }
    // Sam is at school for lunch on the plan's days 0-4: no portion of those lunches.
    const schoolLunches = plan.slots.filter((s) => s.mealType === 'lunch' && s.day < 5);
    expect(schoolLunches.every((s) => !s.portions!.some((p) => p.memberId === 's'))).toBe(true);
  });

  it("keeps each person's days within ±5 % of their goal for the meals they eat at home", () => {
    const days = plan.memberDays!;
    expect(days).toHaveLength(21);
    for (const d of days) {
      // the day's numbers are the person's portions of the day's dishes
      const eaten = plan.slots
        .filter((s) => s.day === d.day)
        .reduce((sum, s) => {
          const mine = s.portions!.find((p) => p.memberId === d.memberId);
          const sidesTaken = s.sides.filter((x) => x.portions!.some((p) => p.memberId === d.memberId));
          return (
            sum +
            (mine ? byId.get(s.recipeId)!.calories * mine.servings : 0) +
            sidesTaken.reduce((k, x) => k + sideById.get(x.ingredientId)!.calories, 0)
          );
        }, 0);
      expect(Math.abs(d.calories - eaten)).toBeLessThanOrEqual(1);
      expect(Math.abs(d.calories - d.calorieGoal) / d.calorieGoal).toBeLessThanOrEqual(0.05);
    }
    // a school day's goal is the day's goal without lunch's share
    const samMonday = days.find((d) => d.memberId === 's' && d.day === 0)!;
    expect(samMonday.calorieGoal).toBe(Math.round((1200 * (100 - DEFAULT_MEAL_SHARES.lunch)) / 100));
    expect(plan.relaxations.filter((r) => r.target === 'calories')).toEqual([]);
  });

  it('buys the summed portions: the cart is priced once for the table, and a budget it exceeds is said once', async () => {
    // the synthetic library prices by the serving (sides unpriced): the week costs the summed servings everyone eats
    const cart = plan.slots.map((s) => ({ recipe: byId.get(s.recipeId)!, servings: s.servings }));
    expect(plan.estimatedCost).toBeCloseTo(cartCost(cart, cartPricesFrom(undefined)), 2);
    const tight = await planTable({ recipes: library, sides, members: table, weeklyBudget: 20, seed: 'table-spec' });
    const over = tight.relaxations.filter((r) => r.target === 'budget');
    expect(over).toHaveLength(1);
    expect(over[0].amount).toBeCloseTo(tight.estimatedCost - 20, 2);
    // the budget pass buys a cheaper week than the loose budget's
    expect(tight.estimatedCost).toBeLessThan(plan.estimatedCost);
    expect(plan.relaxations.every((r) => r.target === 'budget' || r.target === 'repeats' || /^(Alex|Sam|Robin): /.test(r.message))).toBe(
      true,
    );
  });

  it('does not plan a slot nobody is present for', async () => {
    const away = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, mealType: 'breakfast' as const }));
    const out = await planTable({
      recipes: library,
      sides,
      members: [member({ memberId: 'a', name: 'Alex', away }), member({ memberId: 'b', name: 'Kim', away })],
      weeklyBudget: 300,
      seed: 'nobody-at-breakfast',
    });
    expect(out.slots.filter((s) => s.mealType === 'breakfast')).toEqual([]);
    expect(out.slots).toHaveLength(14);
  });

  it('says per person what gave way, with their name', async () => {
    const floor = member({ memberId: 'f', name: 'Jo', calorieGoal: 1400, proteinGoal: 200 });
    const out = await planTable({ recipes: library, sides, members: [alex, floor], weeklyBudget: 500, seed: 'floor' });
    const protein = out.relaxations.find((r) => r.target === 'protein');
    expect(protein?.message).toMatch(/^Jo: protein below goal on \d+ days?/);
  });
});

describe('a table over its budget', () => {
  const table = [alex, sam, robin];
  const withinBand = (plan: TablePlanResult) => plan.memberDays!.every((d) => Math.abs(d.calories - d.calorieGoal) <= 0.05 * d.calorieGoal);

  it('gets a cheaper week within the budget when one exists: cheaper dishes for everyone, then cheaper plates', async () => {
    const loose = await planTable({ recipes: library, sides, members: table, weeklyBudget: 1000, seed: 'budget-spec' });
    // At $110 the reference eater's dishes, portioned for the three of them, cost more than the budget: the budget
    // pass swaps dishes for cheaper ones. At $90 swaps are not enough: the plates are refitted with their cost counted.
    for (const budget of [110, 90]) {
      expect(loose.estimatedCost).toBeGreaterThan(budget);
      const plan = await planTable({ recipes: library, sides, members: table, weeklyBudget: budget, seed: 'budget-spec' });
      expect(plan.estimatedCost).toBeLessThanOrEqual(budget);
      expect(plan.relaxations.filter((r) => r.target === 'budget')).toEqual([]);
      // not bought by leaving someone's band, nor by a dish someone present may not eat
      expect(withinBand(plan)).toBe(true);
      for (const slot of plan.slots)
        for (const m of here(table, slot.day, slot.mealType)) expect(recipeConflicts(byId.get(slot.recipeId)!, m.rules)).toEqual([]);
      // the cart is what the portions buy
      expect(plan.estimatedCost).toBeCloseTo(
        cartCost(
          plan.slots.map((s) => ({ recipe: byId.get(s.recipeId)!, servings: s.servings })),
          cartPricesFrom(undefined),
        ),
        2,
      );
    }
  });
});

describe('a household of one', () => {
  it('plans exactly as planWeek does for the same input and seed, with no portions', async () => {
    const rules: DietaryRules = { requiredDiets: ['vegetarian'], excludedAllergens: ['peanuts'], excludedTerms: [] };
    const one = member({ memberId: 'a', name: 'Alex', calorieGoal: 2300, proteinGoal: 90, rules });
    const [table, person] = await Promise.all([
      planTable({ recipes: library, sides, members: [one], weeklyBudget: 120, seed: 'one' }),
      planWeek({ recipes: library, sides, rules, calorieGoal: 2300, proteinGoal: 90, weeklyBudget: 120, seed: 'one' }),
    ]);
    expect(
      table.slots.map(({ portions, sides: s, ...rest }) => ({ ...rest, sides: s.map(({ servings, portions: p, ...side }) => side) })),
    ).toEqual(person.slots.map(({ sides: s, ...rest }) => ({ ...rest, sides: s })));
    expect(table.slots.every((s) => s.portions === null)).toBe(true);
    expect(table.memberDays).toBeNull();
    expect(table.estimatedCost).toBe(person.estimatedCost);
    expect(table.relaxations).toEqual(person.relaxations);
  });
});

describe('fitPerson', () => {
  const dish = (calories: number) => ({ calories, protein: (calories * 0.2) / 4, carbs: (calories * 0.5) / 4, fat: (calories * 0.3) / 9 });
  it('finds a child their day in half servings where whole ones would overfeed them', () => {
    const meals = [
      { mealType: 'breakfast' as const, recipe: dish(500), sides: [] },
      { mealType: 'lunch' as const, recipe: dish(700), sides: [] },
      { mealType: 'dinner' as const, recipe: dish(800), sides: [] },
    ];
    const child = fitPerson(
      { calorieGoal: 1100, proteinGoal: null, shares: DEFAULT_MEAL_SHARES, diets: [], portions: CHILD_PORTIONS },
      meals,
    );
    expect(child.inBand).toBe(true);
    expect(child.meals.some((m) => m.servings === 0.5)).toBe(true);
    // an adult may not eat less than 0.75: the same day can only land above 1,100 kcal
    const adult = fitPerson(
      { calorieGoal: 1100, proteinGoal: null, shares: DEFAULT_MEAL_SHARES, diets: [], portions: ADULT_PORTIONS },
      meals,
    );
    expect(adult.calories).toBe(0.75 * 2000);
    expect(adult.inBand).toBe(false);
  });
});

describe('rules and presence', () => {
  it('a recipe passing the union passes each member', () => {
    const u = unionRules([alex.rules, sam.rules, robin.rules]);
    expect(u.requiredDiets).toEqual(['vegetarian']);
    expect(u.excludedAllergens.sort()).toEqual(['milk', 'peanuts']);
  });
  it('lists who is at each slot', () => {
    const p = presenceOf([alex, sam], 7);
    expect(p.get('0:lunch')).toEqual([0]);
    expect(p.get('5:lunch')).toEqual([0, 1]);
  });
});
