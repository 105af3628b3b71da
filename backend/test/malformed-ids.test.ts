import { enumerateRoutes, fillParams, SOME_ID, type Route } from './routes.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

/**
 * Ids are validated at the edge by pipes (common/row-id.pipe.ts): a path id that is not an id answers what
 * an unknown id answers — the same status and the same sentence — for every route that takes one, read
 * from the router so a new route is covered without a test edit.
 */

/** Bodies each route takes, so that only the id decides the answer. */
const BODIES: Record<string, object> = {
  'PATCH /api/meal-plans/:id': { name: 'Renamed' },
  'POST /api/meal-plans/:id/meals': { dayIndex: 0, mealType: 'lunch', foodItem: { name: 'Apple', calories: 52 } },
  'POST /api/recipes/:id/add-to-meal-plan': { mealPlanId: SOME_ID, dayOfWeek: 0, mealType: 'lunch' },
  'POST /api/grocery-lists/:mealPlanId/items': { name: 'Paper towels' },
  'POST /api/grocery-lists/:mealPlanId/operations': {
    operations: [{ opId: SOME_ID, line: SOME_ID, field: 'isChecked', value: true, stamp: '1764160000000-0001-phone' }],
  },
  'PATCH /api/grocery-list-items/:itemId': { isChecked: true },
  'PATCH /api/recipes/:id': { title: 'Renamed' },
  'PATCH /api/pantry/:id': { kind: 'staple' },
  'PATCH /api/price-book/:id': { price: '3.49' },
  'POST /api/meal-plans/:id/slots/:dayIndex/:mealType/swap': { recipeId: 1 },
  'PUT /api/household/members/:id/meals-away': { mealsAway: [] },
};

/** Parameters that are names, not ids: looked up as written, and named in the answer. */
const NAMES = new Set(['partner']);

/** Where a malformed id answers something else than an unknown one, by design. */
const OWN_REFUSAL: Record<string, { status: number; message: string }> = {
  'POST /api/chat/undo/:actionId': { status: 400, message: 'actionId must be a UUID' },
};

type Kind = 'uuid' | 'number' | 'token' | 'job';

function kindOf(route: Route, param: string): Kind {
  if (param === 'token') return 'token';
  if (route.path.startsWith('/api/jobs/')) return 'job';
  if (param === 'recipeId' || route.path.startsWith('/api/recipes/:id')) return 'number';
  return 'uuid';
}

/** A well-formed value that names nothing, and values that cannot name anything. */
const VALUES: Record<Kind, { unknown: string; malformed: string[] }> = {
  uuid: { unknown: SOME_ID, malformed: ['not-an-id', `${SOME_ID}0`, SOME_ID.replace(/-/g, ''), SOME_ID.replace('4000', '0000')] },
  number: { unknown: '2147483647', malformed: ['not-an-id', '0', '-1', '1.5', '2147483648', '99999999999'] },
  token: { unknown: 'A'.repeat(43), malformed: ['not-an-id', 'A'.repeat(42), `${'A'.repeat(42)}%2B`] },
  job: { unknown: 'plans.unknown-job', malformed: ['not-an-id', SOME_ID] },
};

describe('a path id that is not an id answers what an unknown id answers', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signUpAgent>>['agent'];
  /** The person's own plan: routes with two ids vary one while the other names a real row. */
  let planId: string;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    ({ agent } = await signUpAgent(t.http));
    const plan = await agent.post('/api/meal-plans').send({ name: 'Ids week', weekStartDate: '2026-11-22', meals: [] });
    expect(plan.status).toBe(201);
    planId = plan.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('route by route, parameter by parameter: the same status and message, never 5xx', async () => {
    const routes = enumerateRoutes(t).filter((r) => r.params.some((p) => !NAMES.has(p)));
    expect(routes.length).toBeGreaterThan(15);
    const problems: string[] = [];
    let compared = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      for (const param of route.params.filter((p) => !NAMES.has(p))) {
        const others = Object.fromEntries(
          route.params
            .filter((p) => p !== param)
            .map((p) => [p, p === 'id' || p === 'mealPlanId' ? planId : VALUES[kindOf(route, p)].unknown]),
        );
        const send = async (value: string) => {
          const call = agent[route.method.toLowerCase() as 'post'](fillParams(route.path, { ...others, [param]: value }));
          const res = await (route.method === 'GET' || route.method === 'DELETE' ? call : call.send(BODIES[key] ?? {}));
          return { status: res.status, message: res.body?.message as unknown };
        };
        const { unknown, malformed } = VALUES[kindOf(route, param)];
        const known = await send(unknown);
        if (known.status !== 404)
          problems.push(`${key} ${param}=${unknown} (unknown) → ${known.status} ${String(known.message)}: expected 404`);
        const expected = OWN_REFUSAL[key] ?? known;
        for (const value of malformed) {
          const answer = await send(value);
          compared++;
          if (answer.status !== expected.status || answer.message !== expected.message) {
            problems.push(
              `${key} ${param}=${value} → ${answer.status} ${String(answer.message)}; expected ${expected.status} ${String(expected.message)}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(compared).toBeGreaterThan(60);
  }, 120_000);
});
