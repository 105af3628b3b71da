import { enumerateRoutes } from './routes.js';
import { openRowCounter, type RowCounter } from './row-counts.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

/** Every field name our DTOs and query strings read, so each hostile value reaches every rule. */
const FIELDS = [
  'name', 'weekStartDate', 'meals', 'dayIndex', 'dayOfWeek', 'mealType', 'foodItem', 'recipeId', 'mealPlanId', 'date',
  'calories', 'protein', 'quantity', 'unit', 'fdcId', 'isChecked', 'brand', 'estimatedPrice', 'message', 'context',
  'currentMessages', 'query', 'number', 'pageSize', 'calorieGoal', 'weeklyBudget', 'dietaryRestrictions', 'allergies',
  'dislikedIngredients', 'preferredStore', 'email', 'password', 'firstName', 'lastName', 'timeZone', 'html', 'url', 'steps',
  'zipCode', 'mealShares', 'proteinGoal', 'requestKey', 'brandTable', 'curated', 'ignorePreferences', 'partner', 'note',
];

/**
 * Text no field may hold, and whether a query string can carry it: half a surrogate pair has no UTF-8
 * form, so in a URL it arrives as replacement characters (harmless); only JSON's \uD800 escape makes one.
 */
const HOSTILE: [string, string, boolean][] = [
  ['NUL', 'a\u0000b', true],
  ['lone high surrogate', 'a\uD800b', false],
  ['lone low surrogate', '\uDC00ab', false],
  ['bell and escape', 'a\u0007\u001Bb', true],
];
const HUGE = 'x'.repeat(100_000);
const ID = '00000000-0000-4000-8000-000000000000';

describe('hostile bytes in any text a person sends never answer 5xx, and are refused before anything is written', () => {
  let t: TestApp;
  let rows: RowCounter;

  beforeAll(async () => {
    t = await startTestApp({ isolated: 'hostile', role: 'api', signInRateLimitPerMinute: 100_000, chatRateLimitPerMinute: 100_000 });
    rows = await openRowCounter(t.settings.databaseUrl);
  });
  afterAll(async () => {
    await rows.close();
    await t.close();
  });

  it('every route, every query parameter and body field: NUL, lone surrogates, control characters → 400 naming the field, nothing written', async () => {
    const { agent } = await signUpAgent(t.http);
    const routes = enumerateRoutes(t).filter((r) => r.path !== '/api/auth/sign-out');
    expect(routes.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const { method, path } of routes) {
      const url = path.replace(/:[A-Za-z]+/g, ID);
      for (const [label, text, inUrl] of HOSTILE) {
        const before = await rows.counts();
        const asQuery = inUrl ? await agent[method.toLowerCase() as 'get'](url).query(Object.fromEntries(FIELDS.map((f) => [f, text]))) : null;
        const body = Object.fromEntries(FIELDS.map((f) => [f, text]));
        const asBody = method === 'GET' || method === 'DELETE' ? null : await agent[method.toLowerCase() as 'post'](url).send(body);
        const asNested = method === 'GET' || method === 'DELETE' ? null : await agent[method.toLowerCase() as 'post'](url).send({ allergies: ['Peanuts', text], foodItem: { name: text }, meals: [{ foodItem: { name: text } }] });
        for (const [where, res] of [['query', asQuery], ['body', asBody], ['nested body', asNested]] as const) {
          if (!res) continue;
          if (res.status !== 400) problems.push(`${method} ${path} with ${label} in the ${where} → ${res.status}`);
          else if (!/contains (a control character|an invalid character)/.test(res.body.message)) problems.push(`${method} ${path} with ${label} in the ${where}: "${res.body.message}"`);
        }
        const changed = rows.changed(before, await rows.counts());
        if (changed.length) problems.push(`${method} ${path} with ${label} wrote to ${changed.join(', ')}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 240_000);

  it('every route and body field with a 100 kB string: never 5xx', async () => {
    const { agent } = await signUpAgent(t.http);
    const problems: string[] = [];
    for (const { method, path } of enumerateRoutes(t).filter((r) => r.path !== '/api/auth/sign-out')) {
      const url = path.replace(/:[A-Za-z]+/g, ID);
      for (let i = 0; i < FIELDS.length; i += 8) {
        const fields = FIELDS.slice(i, i + 8);
        const call = agent[method.toLowerCase() as 'post'](url).query({ [fields[0]]: HUGE.slice(0, 6000) });
        const res = method === 'GET' || method === 'DELETE' ? await call : await call.send(Object.fromEntries(fields.map((f) => [f, HUGE])));
        if (res.status >= 500) problems.push(`${method} ${path} with 100 kB in ${fields.join(', ')} → ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('the requests that answered 500 before: searches, a preference list, a plan name, an e-mail, a path', async () => {
    const { agent } = await signUpAgent(t.http);
    const expectRefused = async (res: { status: number; body: { message: string } }, message: RegExp) => {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    };
    await expectRefused(await agent.get('/api/recipes/search?query=a%00b'), /^query contains a control character \(U\+0000\)/);
    await expectRefused(await agent.get('/api/foods/search?query=a%00b'), /^query contains a control character \(U\+0000\)/);
    await expectRefused(await agent.post('/api/preferences').send({ allergies: ['Peanuts', 'a\u0000b'] }), /^allergies\[1\] contains a control character/);
    await expectRefused(await agent.post('/api/preferences').send({ dislikedIngredients: ['ol\u0000ives'] }), /^dislikedIngredients\[0\] contains/);
    expect((await agent.get('/api/preferences')).body.allergies).toEqual([]);
    await expectRefused(await agent.patch(`/api/meal-plans/${ID}`).send({ name: 'Week\u0000' }), /^name contains a control character/);
    await expectRefused(await agent.post('/api/auth/sign-up').send({ email: 'a\uD800@example.com', password: 'correct horse battery', firstName: 'X' }), /^email contains an invalid character/);
    await expectRefused(await agent.post('/api/auth/sign-in').send({ email: 'a\uDC00@example.com', password: 'whatever' }), /^email contains an invalid character/);
    await expectRefused(await agent.get('/api/meal-plans/a%00b'), /^The address contains a control character/);
    await expectRefused(await agent.get('/api/meal-plans/%E0%A4%A'), /^The address is not valid/);
    // a new line in free text is text
    expect((await agent.post('/api/chat').send({ message: 'what is for dinner\non tuesday?' })).status).toBe(200);
    // a pasted recipe page is cleaned, not refused: stray bytes are common in real pages
    const page = await agent.post('/api/recipes/import').send({ html: '<html><body>\u0000<h1>Toast</h1>\u000C</body></html>' });
    expect(page.status).not.toBe(500);
    expect(page.body.message ?? '').not.toMatch(/contains a control character/);
    // a JSON key holding a NUL
    await expectRefused(await agent.post('/api/preferences').set('Content-Type', 'application/json').send('{"allergies":[],"a\\u0000b":1}'), /field name with a control character/);
    // malformed JSON is a 400 too
    expect((await agent.post('/api/preferences').set('Content-Type', 'application/json').send('{"allergies": [')).status).toBe(400);
  });
});
