import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { enumerateRoutes, fillParams } from './routes.js';
import { openRowCounter, type RowCounter } from './row-counts.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

/**
 * Field names no DTO declares but a handler might still read: each route is fuzzed on what its handler
 * declares (read from its decorators and DTOs, `routes.ts`) and on these, so a field read by hand is covered too.
 */
const EXTRA_FIELDS = ['name', 'query', 'message', 'email', 'url', 'note', 'unit', 'brand', 'partner', 'requestKey'];
/** A pasted page's HTML is cleaned, not refused (the last test): real pages hold stray bytes. */
const DOCUMENT_FIELDS = new Set(['html']);
/** What a person types to the assistant is cleaned, not refused: control characters dropped (test/chat-bounds.test.ts). */
const TYPED_FIELDS: Record<string, string[]> = { 'POST /api/chat': ['message'] };

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
const REFUSED = /contains (a control character|an invalid character)/;
const HUGE = 'x'.repeat(100_000);

describe('hostile bytes in any text a person sends never answer 5xx, and are refused before anything is written', () => {
  let t: TestApp;
  let rows: RowCounter;
  let agent: Awaited<ReturnType<typeof signUpAgent>>['agent'];
  /** Real ids of this person's rows, so a request the edge let through would reach its handler's rules and queries. */
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ isolated: 'hostile', role: 'api', signInRateLimitPerMinute: 100_000, chatRateLimitPerMinute: 100_000 });
    rows = await openRowCounter(t.settings.databaseUrl);
    ({ agent } = await signUpAgent(t.http));
    const plan = await agent.post('/api/meal-plans').send({
      name: 'Fuzz week',
      weekStartDate: '2026-11-22',
      meals: [{ dayOfWeek: 1, mealType: 'lunch', foodItem: { name: 'Apple', calories: 52, quantity: 150, unit: 'g' } }],
    });
    expect(plan.status).toBe(201);
    ids = { id: plan.body.id, mealPlanId: plan.body.id };
  });
  afterAll(async () => {
    await rows.close();
    await t.close();
  });

  const fuzzedRoutes = () => enumerateRoutes(t).filter((r) => r.path !== '/api/auth/sign-out');
  const send = (method: string, url: string) => agent[method.toLowerCase() as 'post'](url);
  const takesBody = (method: string) => method !== 'GET' && method !== 'DELETE';

  it("reads every route's inputs from its handler: query and body fields come from the DTOs", () => {
    const routes = fuzzedRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const find = (method: string, path: string) => routes.find((r) => r.method === method && r.path === path);
    expect(find('GET', '/api/recipes/search')?.query).toEqual(expect.arrayContaining(['query']));
    expect(find('POST', '/api/preferences')?.body).toEqual(expect.arrayContaining(['allergies', 'dislikedIngredients', 'calorieGoal']));
    expect(find('PATCH', '/api/meal-plans/:id')).toMatchObject({ params: ['id'], body: ['name'] });
  });

  it('every route, each of its query parameters and body fields alone: NUL, lone surrogates, control characters → 400 naming the field, nothing written', async () => {
    const problems: string[] = [];
    for (const route of fuzzedRoutes()) {
      const { method, path } = route;
      const url = fillParams(path, ids);
      const queryFields = [...new Set([...route.query, ...EXTRA_FIELDS])];
      const bodyFields = [...new Set([...route.body, ...EXTRA_FIELDS])].filter(
        (field) => !DOCUMENT_FIELDS.has(field) && !(TYPED_FIELDS[`${method} ${path}`] ?? []).includes(field),
      );
      for (const [label, text, inUrl] of HOSTILE) {
        const before = await rows.counts();
        const answers: [string, { status: number; body: { message?: unknown } }][] = [];
        if (inUrl) for (const field of queryFields) answers.push([`query ${field}`, await send(method, url).query({ [field]: text })]);
        if (takesBody(method)) {
          for (const field of bodyFields) answers.push([`body ${field}`, await send(method, url).send({ [field]: text })]);
          answers.push([
            'a nested body field',
            await send(method, url).send({ allergies: ['Peanuts', text], foodItem: { name: text }, meals: [{ foodItem: { name: text } }] }),
          ]);
        }
        for (const [where, res] of answers) {
          if (res.status !== 400) problems.push(`${method} ${path} with ${label} in ${where} → ${res.status}`);
          else if (!REFUSED.test(String(res.body.message)))
            problems.push(`${method} ${path} with ${label} in ${where}: "${String(res.body.message)}"`);
        }
        const changed = rows.changed(before, await rows.counts());
        if (changed.length) problems.push(`${method} ${path} with ${label} wrote to ${changed.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('every route, each query parameter and body field with a text longer than any field takes → 400 saying so, never 5xx', async () => {
    const problems: string[] = [];
    for (const route of fuzzedRoutes()) {
      const { method, path } = route;
      const url = fillParams(path, ids);
      // a 100 kB query string is past what any HTTP server reads in a request line (Node: 16 kB, answered 431)
      for (const field of [...new Set([...route.query, 'query'])]) {
        const res = await send(method, url).query({ [field]: HUGE.slice(0, 12_000) });
        if (res.status !== 400 || !/longer than 10,000 characters/.test(String(res.body.message)))
          problems.push(`${method} ${path} with 12 kB in query ${field} → ${res.status} ${String(res.body.message)}`);
      }
      if (!takesBody(method)) continue;
      for (const field of route.body) {
        const res = await send(method, url).send({ [field]: HUGE });
        if (res.status >= 500 || res.status !== 400) problems.push(`${method} ${path} with 100 kB in body ${field} → ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it("a text under the edge's bound but past a field's own limit is that field's 400, and the row is untouched", async () => {
    const res = await agent.patch(`/api/meal-plans/${ids.id}`).send({ name: 'w'.repeat(9_000) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/at most 120 characters/);
    expect((await agent.get(`/api/meal-plans/${ids.id}`)).body.name).toBe('Fuzz week');
  });

  it('headers the app reads: control bytes are refused by the HTTP parser, a long one by the edge, never 5xx', async () => {
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    for (const name of ['X-Request-Id', 'If-None-Match', 'Authorization']) {
      const answer = await rawRequest(
        port,
        `GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\n${name}: a\u0000b\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    }
    const long = await send('GET', '/api/config').set('X-Request-Id', 'r'.repeat(12_000));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^the x-request-id header longer than 10,000 characters/);
  });

  it('the requests that answered 500 before: searches, a preference list, a plan name, an e-mail, a path', async () => {
    const expectRefused = async (res: { status: number; body: { message: string } }, message: RegExp) => {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    };
    await expectRefused(await agent.get('/api/recipes/search?query=a%00b'), /^query contains a control character \(U\+0000\)/);
    await expectRefused(await agent.get('/api/foods/search?query=a%00b'), /^query contains a control character \(U\+0000\)/);
    await expectRefused(
      await agent.post('/api/preferences').send({ allergies: ['Peanuts', 'a\u0000b'] }),
      /^allergies\[1\] contains a control character/,
    );
    await expectRefused(
      await agent.post('/api/preferences').send({ dislikedIngredients: ['ol\u0000ives'] }),
      /^dislikedIngredients\[0\] contains/,
    );
    expect((await agent.get('/api/preferences')).body.allergies).toEqual([]);
    await expectRefused(await agent.patch(`/api/meal-plans/${ids.id}`).send({ name: 'Week\u0000' }), /^name contains a control character/);
    await expectRefused(
      await agent.post('/api/auth/sign-up').send({ email: 'a\uD800@example.com', password: 'correct horse battery', firstName: 'X' }),
      /^email contains an invalid character/,
    );
    await expectRefused(
      await agent.post('/api/auth/sign-in').send({ email: 'a\uDC00@example.com', password: 'whatever' }),
      /^email contains an invalid character/,
    );
    await expectRefused(await agent.get('/api/meal-plans/a%00b'), /^The address contains a control character/);
    await expectRefused(await agent.get('/api/meal-plans/%E0%A4%A'), /^The address is not valid/);
    // a new line in free text is text
    expect((await agent.post('/api/chat').send({ message: 'what is for dinner\non tuesday?' })).status).toBe(200);
    // a pasted recipe page is cleaned, not refused: stray bytes are common in real pages
    const page = await agent.post('/api/recipes/import').send({ html: '<html><body>\u0000<h1>Toast</h1>\u000C</body></html>' });
    expect(page.status).not.toBe(500);
    expect(page.body.message ?? '').not.toMatch(/contains a control character/);
    // a JSON key holding a NUL
    await expectRefused(
      await agent.post('/api/preferences').set('Content-Type', 'application/json').send('{"allergies":[],"a\\u0000b":1}'),
      /field name with a control character/,
    );
    // a body past the parser's limit says so, rather than "something went wrong"
    const tooLarge = await agent.post('/api/recipes/import').send({ html: 'x'.repeat(1_100_000) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The request body is larger than the 1 MB this app takes');
    // malformed JSON is a 400 too
    const malformed = await agent.post('/api/preferences').set('Content-Type', 'application/json').send('{"allergies": [');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON');
  });
});

/** One request written byte for byte, as no HTTP client will send it; the raw answer. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from(text, 'latin1')));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
