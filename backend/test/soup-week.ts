import { signUpAgent, type TestApp } from './test-app.js';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A new person whose week (today on) has a soup of their own on Tuesday and Thursday dinners, its grocery list built
 * from the plan, and `own` lines added by hand (one of each): the chat tests' kitchen for lines of one kind.
 */
export async function soupWeek(t: TestApp, own: string[], weekName: string) {
  const { agent } = await signUpAgent(t.http);
  const soup = await agent.post('/api/recipes').send({
    title: 'Onion soup of my own',
    servings: 2,
    readyInMinutes: 40,
    ingredients: ['3 yellow onions, sliced', '4 cups beef broth', '2 tbsp butter'],
    instructions: ['Cook the onions slowly, add the broth.'],
    mealTypes: ['dinner'],
  });
  expect(soup.status).toBe(201);
  const start = todayUtc();
  const plan = await agent.post('/api/meal-plans').send({
    name: weekName,
    weekStartDate: start,
    meals: [
      { dayOfWeek: 2, mealType: 'dinner', recipeId: soup.body.id, foodItem: null, date: start },
      { dayOfWeek: 4, mealType: 'dinner', recipeId: soup.body.id, foodItem: null, date: start },
    ],
  });
  expect(plan.status).toBe(201);
  const planId = plan.body.id as string;
  expect((await agent.post(`/api/meal-plans/${planId}/grocery-list`)).status).toBe(200);
  for (const name of own) expect((await agent.post(`/api/grocery-lists/${planId}/items`).send({ name, quantity: 1 })).status).toBe(201);
  return { agent, planId };
}
