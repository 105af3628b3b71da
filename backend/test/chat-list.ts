/** The grocery list as the chat tests read it: its lines once settled, and a person with lines of their own. */
import type { Agent } from './chat-turns.js';
import { signUpAgent, type TestApp } from './test-app.js';

/** A line of the list as the person sees it. */
export interface ListLine {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  estimatedPrice: string;
  isChecked: boolean;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The list's lines once no update from the plan is waiting. */
export async function linesOf(agent: Agent, planId: string): Promise<ListLine[]> {
  for (let i = 0; i < 100; i++) {
    const res = await agent.get(`/api/grocery-lists/${planId}`).expect(200);
    if (!res.body.updating) return res.body.items as ListLine[];
    await wait(100);
  }
  throw new Error('the grocery list kept updating');
}

/** The lines of that name, as typed in any case. */
export const named = (lines: ListLine[], name: string) => lines.filter((l) => l.name.toLowerCase() === name);

/** Every line on the list as "name|quantity|unit", sorted: what the person sees. */
export async function listed(agent: Agent, planId: string): Promise<string[]> {
  const res = await agent.get(`/api/grocery-lists/${planId}`);
  const items = res.status === 200 ? ((res.body as { items: ListLine[] }).items ?? []) : [];
  return items.map((l) => `${l.name.toLowerCase()}|${l.quantity}|${l.unit}`).sort();
}

/** A person with an empty week of their own, named `week`, and the list lines given ("name|quantity|unit"). */
export async function personWithLines(t: TestApp, week: string, ...lines: string[]) {
  const { agent } = await signUpAgent(t.http);
  const plan = await agent.post('/api/meal-plans').send({ name: week, weekStartDate: todayUtc(), meals: [] });
  expect(plan.status).toBe(201);
  const planId = plan.body.id as string;
  for (const line of lines) {
    const [name, quantity, unit] = line.split('|');
    const res = await agent
      .post(`/api/grocery-lists/${planId}/items`)
      .send({ name, quantity: Number(quantity), ...(unit ? { unit } : {}) });
    expect(res.status).toBe(201);
  }
  return { agent, planId };
}
