import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { foodsSeeder } from '../src/foods/foods.seeder.js';
import { importUsda } from '../src/foods/usda-import.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { USDA_IMPORT_LOCK, withTestLock } from './test-db.js';
import { testDatabaseUrl } from './test-env.js';

/** The real SR28 download (read in place) when present; otherwise the seeded catalogue foods alone. */
const SR28 = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'usda_sr28');
const hasSr28 = existsSync(join(SR28, 'FOOD_DES.txt.gz'));

interface Item {
  fdcId: number;
  description: string;
  dataType: string;
  brandOwner: string | null;
  foodNutrients: { nutrientName: string; unitName: string; value: number }[];
}

describe('food search', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The seeded catalogue foods, plus the full SR28 import (idempotent: other files may load it too).
    t = await startTestApp({ seeded: true });
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      if (hasSr28) await withTestLock(USDA_IMPORT_LOCK, () => importUsda(SR28, { client }));
    } finally {
      await client.end();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a session', async () => {
    expect((await request(t.http).get('/api/foods/search?query=egg')).status).toBe(401);
  });

  it.each([
    ['query=eg', 'Type at least 3 characters to search for food items'],
    ['query=%20%20eg%20%20', 'Type at least 3 characters to search for food items'],
    ['', 'Type at least 3 characters to search for food items'],
    ['query=egg&pageSize=0', 'pageSize must be a whole number from 1 to 50'],
    ['query=egg&pageSize=51', 'pageSize must be a whole number from 1 to 50'],
    ['query=egg&pageSize=ten', 'pageSize must be a whole number from 1 to 50'],
    [`query=${'x'.repeat(101)}`, 'Search for food items with at most 100 characters'],
    ['query=egg&dataType=Branded', 'property dataType should not exist'],
  ])('?%s answers 400 %j', async (qs, message) => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.get(`/api/foods/search?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  const withSr28 = hasSr28 ? it : it.skip;

  it('works on the seeded catalogue alone (first for the food itself)', async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.get('/api/foods/search?query=egg&pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.items[0].description).toBe('Egg, whole, raw, fresh');
    expect(res.body.items.find((i: Item) => i.description === 'Egg, whole, raw, fresh')?.foodNutrients).toContainEqual({
      nutrientName: 'Energy',
      unitName: 'KCAL',
      value: 143,
    });
  });

  withSr28("ranks whole raw eggs first (before yolks and egg noodles), and answers the spec's shape per 100 g", async () => {
    const { agent } = await signUpAgent(t.http);
    const res = await agent.get('/api/foods/search?query=egg&pageSize=20');
    expect(res.status).toBe(200);
    const items: Item[] = res.body.items;
    expect(items).toHaveLength(20);
    expect(res.body.totalHits).toBeGreaterThan(100);
    const descriptions = items.map((i) => i.description);
    console.log(`'egg' → ${descriptions.slice(0, 5).join(' | ')} (${res.body.totalHits} hits)`);
    const whole = descriptions.indexOf('Egg, whole, raw, fresh');
    expect(whole).toBe(0);
    const all = (await agent.get('/api/foods/search?query=egg&pageSize=50&pageNumber=1')).body.items.concat(
      (await agent.get('/api/foods/search?query=egg&pageSize=50&pageNumber=2')).body.items,
    ) as Item[];
    const noodles = all.findIndex((i) => i.description.startsWith('Noodles, egg'));
    expect(noodles === -1 || noodles > whole).toBe(true);
    expect(descriptions.slice(0, 5).every((d) => /^egg\b/i.test(d))).toBe(true);
    const egg = items[whole];
    expect(egg).toEqual({
      fdcId: expect.any(Number),
      description: 'Egg, whole, raw, fresh',
      dataType: 'SR Legacy',
      brandOwner: null,
      foodCategory: expect.any(String),
      foodNutrients: expect.any(Array),
      state: 'raw',
    });
    const energy = egg.foodNutrients.find((n) => n.nutrientName === 'Energy')!;
    expect(energy).toEqual({ nutrientName: 'Energy', unitName: 'KCAL', value: 143 });
    expect(egg.foodNutrients.find((n) => n.nutrientName === 'Protein')).toEqual({ nutrientName: 'Protein', unitName: 'G', value: 12.56 });
    // one row per description, even when the catalogue seed and the import both hold it
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  withSr28('finds multi-word queries, tolerates a typo, and pages', async () => {
    const { agent } = await signUpAgent(t.http);
    const breast = await agent.get('/api/foods/search?query=chicken%20breast&pageSize=5');
    expect(breast.body.items[0].description).toMatch(/^Chicken.*breast/i);
    // SR names a food by its main word, often plural: 'whole milk' is 'Milk, whole', 'apple' is 'Apples, raw'
    expect((await agent.get('/api/foods/search?query=whole%20milk&pageSize=5')).body.items[0].description).toMatch(/^Milk, whole/);
    expect((await agent.get('/api/foods/search?query=cheddar%20cheese&pageSize=5')).body.items[0].description).toMatch(/^Cheese, cheddar/);
    expect((await agent.get('/api/foods/search?query=apple&pageSize=5')).body.items[0].description).toMatch(/^Apples, raw/);
    const typo = await agent.get('/api/foods/search?query=brocoli&pageSize=5');
    expect(typo.body.items.some((i: Item) => /^Broccoli/.test(i.description))).toBe(true);
    const page1 = await agent.get('/api/foods/search?query=cheese&pageSize=10');
    const page2 = await agent.get('/api/foods/search?query=cheese&pageSize=10&pageNumber=2');
    expect(page1.body.totalHits).toBe(page2.body.totalHits);
    expect(page2.body.currentPage).toBe(2);
    const overlap = page2.body.items.filter((i: Item) => page1.body.items.some((j: Item) => j.fdcId === i.fdcId));
    expect(overlap).toEqual([]);
    const nothing = await agent.get('/api/foods/search?query=qwzxv');
    expect(nothing.body).toMatchObject({ items: [], totalHits: 0 });
  });

  it('with thousands of branded matches, the reference food still comes first, every match is counted and deep pages answer', async () => {
    const { agent } = await signUpAgent(t.http);
    const em = t.orm.em.fork();
    const base = 9_700_000 + (process.pid % 1000) * 10_000;
    await em.execute(`delete from foods where fdc_id between ? and ?`, [base, base + 9_999]);
    // More branded matches than the search reads to choose its branded candidates from (BRANDED_SCAN).
    await em.execute(
      `insert into foods (fdc_id, description, data_type, brand_owner, food_category, nutrients, portions)
       select ? + g, 'Zorbleberry snack bar ' || g, 'Branded', 'Acme Foods', 'Snacks', '[]'::jsonb, '[]'::jsonb from generate_series(1, 2500) g
       union all select ?, 'Zorbleberries, raw', 'SR Legacy', null, 'Fruits', '[]'::jsonb, '[]'::jsonb`,
      [base, base],
    );
    try {
      const first = await agent.get('/api/foods/search?query=zorbleberry&pageSize=20');
      expect(first.status).toBe(200);
      expect(first.body.items[0].description).toBe('Zorbleberries, raw');
      expect(first.body.items.slice(1).every((i: Item) => i.description.startsWith('Zorbleberry snack bar'))).toBe(true);
      expect(first.body.totalHits).toBe(2501);
      expect(first.body.totalPages).toBe(126);
      const deep = await agent.get('/api/foods/search?query=zorbleberry&pageSize=20&pageNumber=15');
      expect(deep.body.items).toHaveLength(20);
      expect(new Set([...first.body.items, ...deep.body.items].map((i: Item) => i.fdcId)).size).toBe(40);
      const past = await agent.get('/api/foods/search?query=zorbleberry&pageSize=50&pageNumber=60');
      expect(past.body).toMatchObject({ items: [], totalHits: 2501 });
    } finally {
      await em.execute(`delete from foods where fdc_id between ? and ?`, [base, base + 9_999]);
    }
  });

  withSr28('a full import takes over the seeded rows, and seeding again leaves them as imported', async () => {
    expect(await foodsSeeder.run(t.orm.em.fork())).toMatch(/\(0 inserted, 0 updated\)/);
    const [egg] = await t.orm.em.fork().execute(`select origin, food_category, portions from foods where fdc_id = 1123`);
    expect(egg.origin).toBe('import');
    expect(egg.food_category).toBe('Dairy and Egg Products');
    expect(egg.portions).toEqual(expect.arrayContaining([{ amount: 1, unit: 'large', description: '1 large', grams: 50 }]));
  });

  it('treats odd characters as text', async () => {
    const { agent } = await signUpAgent(t.http);
    for (const q of ["egg's (raw) & <b>", '%_\\.*+?[', 'é crème brûlée']) {
      const res = await agent.get(`/api/foods/search?query=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
  });
});
