import fc from 'fast-check';
import { openRowCounter, type RowCounter } from './row-counts.js';
import { enumerateRoutes } from './routes.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

/** Field names our DTOs use, so random bodies reach past "unknown field" into each rule. */
const FIELDS = [
  'name',
  'weekStartDate',
  'meals',
  'dayIndex',
  'dayOfWeek',
  'mealType',
  'foodItem',
  'recipeId',
  'mealPlanId',
  'date',
  'calories',
  'protein',
  'quantity',
  'unit',
  'fdcId',
  'isChecked',
  'brand',
  'estimatedPrice',
  'message',
  'context',
  'currentMessages',
  'query',
  'number',
  'pageSize',
  'calorieGoal',
  'weeklyBudget',
  'dietaryRestrictions',
  'allergies',
  'dislikedIngredients',
  'preferredStore',
  'email',
  'password',
  'firstName',
  'timeZone',
  'html',
  'url',
  'steps',
  'zipCode',
];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', '$where', 'toString'];

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 50 }),
    fc.constant('x'.repeat(100_000)),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(
      '2024-02-30',
      'not-a-date',
      '00000000-0000-4000-8000-000000000000',
      '<script>alert(1)</script>',
      "'; drop table users; --",
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS, ...HOSTILE_KEYS), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const hostileBody = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS, ...HOSTILE_KEYS), fc.string({ maxLength: 10 })), hostileValue, {
  maxKeys: 6,
});
const hostileQuery = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(fc.string({ maxLength: 40 }), fc.constant('x'.repeat(5000)), fc.integer().map(String), fc.constant('-1')),
  { maxKeys: 4 },
);

describe('fuzzing every JSON body and query string (fast-check)', () => {
  let t: TestApp;
  let rows: RowCounter;

  beforeAll(async () => {
    // A database of its own and no workers: the row counts must not see other suites' writes, nor jobs
    // that earlier valid requests enqueued finishing later.
    t = await startTestApp({ isolated: 'fuzz', role: 'api', signInRateLimitPerMinute: 1000, chatRateLimitPerMinute: 1000 });
    rows = await openRowCounter(t.settings.databaseUrl);
  });
  afterAll(async () => {
    await rows.close();
    await t.close();
  });

  it('never answers 500, and a 400 writes nothing', async () => {
    const { agent } = await signUpAgent(t.http);
    const routes = enumerateRoutes(t).filter((r) => !['/api/auth/sign-out'].includes(r.path));
    const problems: string[] = [];
    for (const { method, path } of routes) {
      const url = path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      await fc.assert(
        fc.asyncProperty(hostileBody, hostileQuery, async (body, query) => {
          const before = await rows.counts();
          const call = agent[method.toLowerCase() as 'post'](url).query(query);
          const res =
            method === 'GET' || method === 'DELETE'
              ? await call
              : await call.send(JSON.stringify(body)).set('Content-Type', 'application/json');
          if (res.status >= 500 && res.status !== 503)
            problems.push(`${method} ${path} → ${res.status} for ${JSON.stringify(body).slice(0, 200)}`);
          if (res.status === 400) {
            const changed = rows.changed(before, await rows.counts());
            if (changed.length) problems.push(`${method} ${path} → 400 but wrote to ${changed.join(', ')}`);
          }
          return true;
        }),
        { numRuns: 25, seed: 20261122 },
      );
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('prototype-pollution keys do not reach Object.prototype', async () => {
    const { agent } = await signUpAgent(t.http);
    await agent
      .post('/api/preferences')
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
