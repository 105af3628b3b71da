import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { loadSettings } from '../src/config/settings.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';

/**
 * A Kroger list priced at a Kroger store's shelf prices, against a local server speaking the Kroger public
 * API's documented wire format (developer.kroger.com: OAuth2 client credentials, locations, products), and
 * every way Kroger can fail to answer falling back to the estimate and saying so on the list.
 */

type Agent = ReturnType<typeof request.agent>;
type Mode = 'ok' | 'ratelimit' | 'slow' | 'refuse';

interface KrogerProductFixture {
  productId: string;
  brand: string;
  description: string;
  items: { price: { regular: number; promo: number }; size: string; soldBy: string }[];
}

const product = (
  productId: string,
  brand: string,
  description: string,
  regular: number,
  promo: number,
  size: string,
): KrogerProductFixture => ({ productId, brand, description, items: [{ price: { regular, promo }, size, soldBy: 'UNIT' }] });

/** What the store sells, by the search term the list asks with. */
const SHELF: Record<string, KrogerProductFixture[]> = {
  eggs: [
    product('0001111060903', 'Kroger', 'Kroger® Grade A Large Eggs', 2.79, 0, '12 ct'),
    product('0007192100339', "Eggland's Best", "Eggland's Best Grade A Large Eggs", 4.49, 3.99, '12 ct'),
  ],
  'whole milk': [
    product('0001111041700', 'Kroger', 'Kroger® Vitamin D Whole Milk', 3.29, 2.99, '1 gal'),
    product('0001111041600', 'Kroger', 'Kroger® Vitamin D Whole Milk', 2.19, 0, '1/2 gal'),
  ],
  spaghetti: [product('0001111085345', 'Kroger', 'Kroger® Spaghetti', 1.25, 0, '16 oz')],
};

class FakeKroger {
  server!: Server;
  mode: Mode = 'ok';
  tokens = new Set<string>();
  issued = 0;
  calls = { token: 0, locations: 0, products: 0 };
  problems: string[] = [];

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The token issued last stops working: Kroger's tokens expire after 30 minutes. */
  expireTokens(): void {
    this.tokens.clear();
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://kroger.test');
    const body = await new Promise<string>((resolve) => {
      let b = '';
      req.on('data', (c) => {
        b += c;
      });
      req.on('end', () => resolve(b));
    });
    if (req.method === 'POST' && url.pathname === '/v1/connect/oauth2/token') {
      this.calls.token++;
      const form = new URLSearchParams(body);
      const basic = `Basic ${Buffer.from('test-client:test-secret').toString('base64')}`;
      if (req.headers.authorization !== basic) {
        this.problems.push(`token: bad basic auth ${req.headers.authorization}`);
        return this.json(res, 401, { error: 'invalid_client' });
      }
      if (
        req.headers['content-type'] !== 'application/x-www-form-urlencoded' ||
        form.get('grant_type') !== 'client_credentials' ||
        form.get('scope') !== 'product.compact'
      ) {
        this.problems.push(`token: bad form ${req.headers['content-type']} ${body}`);
        return this.json(res, 400, { error: 'invalid_request' });
      }
      const token = `token-${++this.issued}`;
      this.tokens.add(token);
      return this.json(res, 200, { expires_in: 1800, access_token: token, token_type: 'bearer' });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (req.method === 'GET' && url.pathname === '/v1/locations') {
      this.calls.locations++;
      if (!bearer || !this.tokens.has(bearer))
        return this.json(res, 401, { error: 'invalid_token', error_description: 'The access token is invalid or has expired' });
      if (url.searchParams.get('filter.zipCode.near') !== '45202')
        this.problems.push(`locations: zip ${url.searchParams.get('filter.zipCode.near')}`);
      return this.json(res, 200, {
        data: [
          {
            locationId: '01400943',
            chain: 'KROGER',
            name: 'Kroger - Test Store',
            address: { addressLine1: '1 Test Way', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
          },
        ],
        meta: { pagination: { start: 0, limit: 1, total: 1 } },
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/products') {
      this.calls.products++;
      if (this.mode === 'refuse' || !bearer || !this.tokens.has(bearer))
        return this.json(res, 401, { error: 'invalid_token', error_description: 'The access token is invalid or has expired' });
      if (this.mode === 'ratelimit') {
        res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '60' });
        res.end(JSON.stringify({ errors: { reason: 'rate limit exceeded' } }));
        return;
      }
      if (this.mode === 'slow') {
        await new Promise((r) => setTimeout(r, 4000));
        if (res.destroyed) return;
      }
      if (url.searchParams.get('filter.locationId') !== '01400943')
        this.problems.push(`products: location ${url.searchParams.get('filter.locationId')}`);
      const data = SHELF[url.searchParams.get('filter.term') ?? ''] ?? [];
      return this.json(res, 200, { data, meta: { pagination: { start: 0, limit: 10, total: data.length } } });
    }
    this.json(res, 404, { error: 'not found' });
  }
}

interface ListView {
  totalEstimatedCost: number;
  priceSource: { kind: string; label: string; detail: string | null; fallback: string | null };
  items: {
    name: string;
    brand: string | null;
    estimatedPrice: string;
    quantity: number;
    unit: string;
    priceSource: { kind: string; label: string; detail: string | null };
    brandOptions: { brand: string; price: string | null; description: string }[];
  }[];
}

describe('grocery prices from a store: the Kroger adapter against a local server speaking its API', () => {
  let t: TestApp;
  const kroger = new FakeKroger();
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    const baseUrl = await kroger.start();
    t = await startTestApp({
      seeded: true,
      krogerClientId: 'test-client',
      krogerClientSecret: 'test-secret',
      krogerBaseUrl: baseUrl,
      // long enough for a busy machine to answer from the local server, well short of the slow mode's 4 s
      krogerTimeoutMs: 1500,
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await kroger.stop();
  });
  beforeEach(async () => {
    kroger.mode = 'ok';
    // each case asks Kroger afresh: the day's answers are cached in PostgreSQL per store and day
    await t.orm.em.fork().getConnection().execute(`delete from store_price_cache where source = 'kroger'`);
  });
  afterEach(() => expect(kroger.problems).toEqual([]));

  /** A week of three catalogue foods, its list built now (POST …/grocery-list answers the list view). */
  async function listFor(agent: Agent, store: string | null = null): Promise<ListView> {
    if (store) await agent.post('/api/preferences').send({ preferredStore: store }).expect(200);
    const weekStartDate = new Date().toISOString().slice(0, 10);
    const food = (dayOfWeek: number, name: string, quantity: number, unit: string) => ({
      dayOfWeek,
      mealType: 'lunch',
      recipeId: null,
      date: weekStartDate,
      foodItem: { name, calories: 100, protein: 5, quantity, unit },
    });
    const plan = await agent
      .post('/api/meal-plans')
      .send({
        name: 'Kroger week',
        weekStartDate,
        meals: [food(1, 'Eggs', 2, 'piece'), food(2, 'Whole milk', 1, 'cup'), food(3, 'Spaghetti', 1, 'cup')],
      })
      .expect(201);
    const res = await agent.post(`/api/meal-plans/${plan.body.id}/grocery-list`).expect(200);
    const read = await agent.get(`/api/grocery-lists/${plan.body.id}`).expect(200);
    expect(read.body.priceSource).toEqual(res.body.priceSource);
    return res.body as ListView;
  }

  const item = (list: ListView, name: string) => list.items.find((i) => i.name === name)!;

  it(`prices a Kroger list at the store's shelf prices, the cheapest cover of what the meals need, and says "Kroger prices at <store>, <date>"`, async () => {
    const { agent } = await signUpAgent(t.http);
    const list = await listFor(agent);
    expect(list.priceSource).toMatchObject({ kind: 'store', label: `Kroger prices at Kroger - Test Store, ${today}`, fallback: null });
    expect(list.priceSource.detail).toMatch(
      /^3 of 3 catalogue lines priced from Kroger's Products API at Kroger - Test Store \(1 Test Way, Cincinnati, OH\)/,
    );
    // two eggs: a dozen, the cheaper of the two cartons (the other on promotion, offered beside it)
    const eggs = item(list, 'Eggs');
    expect(eggs).toMatchObject({ brand: 'Kroger', estimatedPrice: '2.79', quantity: 1, unit: '× 12 ct' });
    expect(eggs.priceSource).toEqual({
      kind: 'store',
      label: `Kroger price at Kroger - Test Store, ${today}`,
      detail: 'Kroger Products API: "Kroger® Grade A Large Eggs" 12 ct, $2.79 × 1',
    });
    expect(eggs.brandOptions.map((o) => [o.brand, o.price])).toEqual([
      ['Kroger', '2.79'],
      ["Eggland's Best", '3.99'],
    ]);
    expect(eggs.brandOptions[1].description).toMatch(/on promotion · Kroger price at Kroger - Test Store/);
    // a cup of milk: the half gallon ($2.19) covers it for less than the gallon on promotion ($2.99)
    expect(item(list, 'Whole milk')).toMatchObject({ estimatedPrice: '2.19', unit: '× 1/2 gal' });
    expect(item(list, 'Spaghetti')).toMatchObject({ estimatedPrice: '1.25', unit: '× 16 oz' });
    expect(list.totalEstimatedCost).toBe(2.79 + 2.19 + 1.25);

    // the same store and day: answered from the cache, Kroger is not asked again
    const asked = kroger.calls.products;
    const again = await listFor(agent);
    expect(again.priceSource.label).toBe(`Kroger prices at Kroger - Test Store, ${today}`);
    expect(kroger.calls.products).toBe(asked);
  });

  it('an expired token (401) is renewed once and the call retried', async () => {
    const { agent } = await signUpAgent(t.http);
    await listFor(agent);
    await t.orm.em.fork().getConnection().execute(`delete from store_price_cache where source = 'kroger'`);
    kroger.expireTokens();
    const tokensBefore = kroger.calls.token;
    const list = await listFor(agent);
    expect(kroger.calls.token).toBe(tokensBefore + 1);
    expect(list.priceSource).toMatchObject({ kind: 'store', fallback: null });
    expect(item(list, 'Eggs').estimatedPrice).toBe('2.79');
  });

  it.each([
    [
      'refuse' as Mode,
      /^Kroger prices unavailable \(Kroger refused our credentials, even with a new token \(HTTP 401\)\): estimates shown$/,
    ],
    [
      'ratelimit' as Mode,
      /^Kroger prices unavailable \(Kroger's rate limit was reached \(HTTP 429, retry after 60 s\)\): estimates shown$/,
    ],
    ['slow' as Mode, /^Kroger prices unavailable \(Kroger did not answer within 1\.5 s\): estimates shown$/],
  ])("%s: the list keeps the estimate and says why Kroger's prices are not on it", async (mode, fallback) => {
    const { agent } = await signUpAgent(t.http);
    kroger.mode = mode;
    const list = await listFor(agent);
    expect(list.priceSource.kind).toBe('estimate');
    expect(list.priceSource.fallback).toMatch(fallback);
    expect(list.priceSource.label).toMatch(/^estimate: U\.S\. average prices, .+ — Kroger prices unavailable$/);
    for (const line of list.items) {
      expect(line.priceSource.kind).toBe('estimate');
      expect(Number(line.estimatedPrice)).toBeGreaterThan(0);
    }
    // once Kroger says no, it is not asked for every line
    expect(kroger.calls.products).toBeGreaterThan(0);
  });

  it('a list at another store is the estimate, and Kroger is not asked', async () => {
    const { agent } = await signUpAgent(t.http);
    const asked = kroger.calls.products;
    const list = await listFor(agent, 'costco');
    expect(kroger.calls.products).toBe(asked);
    expect(list.priceSource).toMatchObject({
      kind: 'estimate',
      fallback: null,
      label: expect.stringMatching(/^estimate: U\.S\. average prices, .+, × typical Costco level \(0\.80\)$/),
    });
  });
});

describe('Kroger settings are checked at boot', () => {
  it('needs the id and the secret together, a ZIP code and a sane timeout', () => {
    expect(() => loadSettings({ KROGER_CLIENT_ID: 'x' })).toThrow(/KROGER_CLIENT_ID and KROGER_CLIENT_SECRET are set together/);
    expect(() => loadSettings({ KROGER_ZIP_CODE: 'Cincinnati' })).toThrow(/KROGER_ZIP_CODE: must be a 5-digit US ZIP code/);
    expect(() => loadSettings({ KROGER_TIMEOUT_MS: '5' })).toThrow(/KROGER_TIMEOUT_MS/);
    expect(() => loadSettings({ KROGER_BASE_URL: 'not a url' })).toThrow(/KROGER_BASE_URL/);
    expect(loadSettings({ KROGER_CLIENT_ID: 'x', KROGER_CLIENT_SECRET: 'y' })).toMatchObject({
      krogerBaseUrl: 'https://api.kroger.com',
      krogerZipCode: '45202',
      krogerTimeoutMs: 5000,
    });
  });
});
