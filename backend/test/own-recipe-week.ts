/**
 * A person with recipes of their own planned into this week's slots (the week starts today, UTC), for the chat
 * tests that swap or question a meal whose ingredients they must know exactly. `slot` reads what a slot holds now;
 * `recipe` reads a recipe as the app shows it.
 */
import { signUpAgent, type TestApp } from './test-app.js';

/** A recipe as POST /api/recipes takes it. */
export type OwnRecipe = {
  title: string;
  servings: number;
  readyInMinutes: number;
  ingredients: string[];
  instructions: string[];
  mealTypes: string[];
};

export async function ownRecipeWeek<Name extends string, Item, Recipe>(
  t: TestApp,
  recipes: Record<Name, OwnRecipe>,
  meals: [dayOfWeek: number, mealType: string, recipe: Name][],
) {
  const { agent } = await signUpAgent(t.http);
  const ids = {} as Record<Name, number>;
  for (const name of Object.keys(recipes) as Name[]) {
    const res = await agent.post('/api/recipes').send(recipes[name]);
    expect(res.status).toBe(201);
    ids[name] = res.body.id as number;
  }
  const start = new Date().toISOString().slice(0, 10);
  const plan = await agent.post('/api/meal-plans').send({
    name: 'Own recipes week',
    weekStartDate: start,
    meals: meals.map(([dayOfWeek, mealType, name]) => ({ dayOfWeek, mealType, recipeId: ids[name], foodItem: null, date: start })),
  });
  expect(plan.status).toBe(201);
  const planId = plan.body.id as string;
  const slot = async (dayOfWeek: number, mealType: string): Promise<Item[]> => {
    const view = (await agent.get(`/api/meal-plans/${planId}`)).body as {
      days: { dayOfWeek: number; meals: Record<string, { items: Item[] }> }[];
    };
    return view.days.find((d) => d.dayOfWeek === dayOfWeek)!.meals[mealType].items;
  };
  const recipe = async (id: number) => (await agent.get(`/api/recipes/${id}`)).body as Recipe;
  return { agent, planId, ids, slot, recipe };
}
