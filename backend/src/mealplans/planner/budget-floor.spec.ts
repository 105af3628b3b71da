import { loadCatalog } from '../../catalog/catalog.js';
import { catalogueDislikes } from '../../catalog/dislikes.js';
import { dietaryRulesFrom } from '../../kitchen/dietary-rules.js';
import { recipeLibrary } from '../../recipes/library/index.js';
import { buildLines } from '../../recipes/recipe-builder.js';
import { loadStarterSlugs } from '../../pantry/pantry-starter.js';
import { personWeekFloor, tableWeekFloor } from './budget-floor.js';
import { plannerIngredientsOf, toPlannerRecipe } from './from-recipes.js';
import { planWeek } from './planner.js';
import { planTable } from './table.js';
import type { PlannerRecipe } from './types.js';

const none = dietaryRulesFrom({ dietaryRestrictions: [], allergies: [], dislikedIngredients: [] });

/**
 * The recipe library as the seeder builds it from the catalogue, priced at one store (ingredient ids: catalogue
 * positions); with `staples`, the Pantry's starter staples are at home (free in the cart, as most people keep them).
 */
function realLibrary(store: string, staples = false) {
  const catalog = loadCatalog();
  const build = buildLines(catalog, new Map(catalog.map((c, i) => [c.slug, i + 1])));
  const recipes = recipeLibrary
    .map((r, i) => {
      const built = build(r.ingredients, r.servings);
      return toPlannerRecipe(
        {
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
          ingredients: built.lines,
        },
        store,
      );
    })
    .filter((r) => r.calories > 0);
  const atHome = new Set(staples ? loadStarterSlugs() : []);
  const ingredients = plannerIngredientsOf(
    catalog.map((c, i) => ({ ...c, id: i + 1 })),
    store,
  ).map((i) => (atHome.has(catalog[i.id - 1].slug) ? { ...i, freeGrams: Infinity } : i));
  return { recipes, ingredients };
}

describe('budget floor: the least any week from a library can cost', () => {
  it('is the calories every day must carry at the cheapest rate, when portions and repeats do not bind', () => {
    // Four recipes a meal, each 500 kcal for $1 a serving: $0.002 a kcal whatever the week.
    const recipes: PlannerRecipe[] = ['breakfast', 'lunch', 'dinner'].flatMap((type, t) =>
      [0, 1, 2, 3].map((k) => ({
        id: t * 10 + k + 1,
        title: `${type} ${k}`,
        mealTypes: [type],
        calories: 500,
        protein: 20,
        carbs: 60,
        fat: 15,
        cost: 1,
        ingredientIds: [],
        diets: [],
        allergens: [],
        ingredientNames: [],
      })),
    );
    const floor = personWeekFloor({ recipes, rules: none, calorieGoal: 1500, weeklyBudget: 10 });
    // 7 days × 95 % of 1,500 kcal × $0.002
    expect(floor).toBeCloseTo(19.95, 1);
  });

  it('never exceeds the cart of a week the planner finds, for one person or a table', async () => {
    const { recipes, ingredients } = realLibrary('kroger');
    const people = [
      { dietaryRestrictions: [], allergies: [], dislikedIngredients: [], calorieGoal: 2000 },
      { dietaryRestrictions: ['Vegan'], allergies: [], dislikedIngredients: [], calorieGoal: 2600 },
      { dietaryRestrictions: ['Keto'], allergies: ['Eggs'], dislikedIngredients: [], calorieGoal: 1600 },
    ];
    for (const p of people) {
      const input = { recipes, ingredients, rules: dietaryRulesFrom(p, catalogueDislikes), calorieGoal: p.calorieGoal, weeklyBudget: 1 };
      const plan = await planWeek({ ...input, seed: 'floor' });
      const floor = personWeekFloor(input);
      expect(floor).toBeGreaterThan(0);
      expect(floor).toBeLessThanOrEqual(plan.estimatedCost);
    }
    const members = [
      { memberId: 'a', name: 'Alex', isChild: false, calorieGoal: 2400, proteinGoal: null, mealShares: null, rules: none, away: [] },
      {
        memberId: 'b',
        name: 'Sam',
        isChild: true,
        calorieGoal: 1400,
        proteinGoal: null,
        mealShares: null,
        rules: dietaryRulesFrom({ dietaryRestrictions: [], allergies: ['Peanuts'], dislikedIngredients: [] }, catalogueDislikes),
        away: [0, 1, 2, 3, 4].map((day) => ({ day, mealType: 'lunch' as const })),
      },
    ];
    const table = { recipes, ingredients, members, weeklyBudget: 1 };
    const planned = await planTable({ ...table, seed: 'floor' });
    expect(tableWeekFloor(table)).toBeLessThanOrEqual(planned.estimatedCost);
  });
});

describe('thrifty weeks from the library', () => {
  // USDA's Thrifty Food Plan is about $60 a week for 2,000 kcal a day (the bench's tight budgets: $55-85), for a person
  // whose kitchen has the everyday staples (oil, salt, spices) the Pantry starts with.
  it.each([
    ['no restrictions', []],
    ['vegetarian', ['Vegetarian']],
    ['vegan', ['Vegan']],
    ['gluten-free', ['Gluten-Free']],
  ] as const)('a 2,000 kcal %s week at the thrifty budget is planned within it', async (_label, diets) => {
    const { recipes, ingredients } = realLibrary('kroger', true);
    const rules = dietaryRulesFrom({ dietaryRestrictions: [...diets], allergies: [], dislikedIngredients: [] }, catalogueDislikes);
    const plan = await planWeek({ recipes, ingredients, rules, calorieGoal: 2000, weeklyBudget: 60, seed: 'thrifty' });
    expect(plan.estimatedCost).toBeLessThanOrEqual(60);
    expect(plan.relaxations.map((r) => r.target)).not.toContain('calories');
    expect(plan.relaxations.map((r) => r.target)).not.toContain('repeats');
  });
});

describe('thrifty weeks for a table', () => {
  it('two adults and a child at two-thirds of the thrifty budget get one week within it (packages shared by three)', async () => {
    const { recipes, ingredients } = realLibrary('kroger', true);
    const member = (memberId: string, name: string, isChild: boolean, calorieGoal: number) => ({
      memberId,
      name,
      isChild,
      calorieGoal,
      proteinGoal: null,
      mealShares: null,
      rules: none,
      away: [],
    });
    const members = [member('a', 'Alex', false, 2400), member('b', 'Robin', false, 1800), member('c', 'Sam', true, 1400)];
    // $40 a week per 2,000 kcal a day: $112 for the table's 5,600 kcal (the old library's cheapest week for it was $124).
    const weeklyBudget = Math.round((40 * 5600) / 2000);
    const plan = await planTable({ recipes, ingredients, members, weeklyBudget, seed: 'thrifty-table' });
    expect(plan.estimatedCost).toBeLessThanOrEqual(weeklyBudget);
    expect(plan.relaxations.map((r) => r.target)).not.toContain('budget');
  });
});
