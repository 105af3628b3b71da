/** A new person with the preferences given (else none), and their allergies, diets and dislikes as they read now. */
import { signUpAgent, type TestApp } from './test-app.js';

export interface Prefs {
  allergies: string[];
  dietaryRestrictions: string[];
  dislikedIngredients: string[];
}

const lower = (xs: string[]) => xs.map((x) => x.toLowerCase()).sort();

export async function personWithPreferences(t: TestApp, saved: { [K in keyof Prefs]?: readonly string[] } = {}) {
  const { agent } = await signUpAgent(t.http);
  expect(
    (await agent.post('/api/preferences').send({ allergies: [], dietaryRestrictions: [], dislikedIngredients: [], ...saved })).status,
  ).toBe(200);
  const prefs = async () => {
    const p = (await agent.get('/api/preferences')).body as Prefs;
    return {
      allergies: lower(p.allergies),
      dietaryRestrictions: lower(p.dietaryRestrictions),
      dislikedIngredients: lower(p.dislikedIngredients),
    };
  };
  return { agent, prefs };
}
