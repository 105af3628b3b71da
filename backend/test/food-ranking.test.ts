import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { importUsda } from '../src/foods/usda-import.js';
import { signUpAgent, startTestApp, type TestApp } from './test-app.js';
import { USDA_IMPORT_LOCK, withTestLock } from './test-db.js';
import { testDatabaseUrl } from './test-env.js';

const SR28 = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'usda_sr28');

/**
 * What a person adding a food to a meal means by a staple: the first result of a search, over the full
 * SR28 import. Legumes and grains are eaten cooked (or from a can): that form first, the state plain in
 * the line; everything else the plain food itself.
 */
const STAPLES: [string, RegExp][] = [
  ['black beans', /^Beans, black.*(cooked|canned)/i],
  ['kidney beans', /^Beans, kidney.*(cooked|canned)/i],
  ['pinto beans', /^Beans, pinto.*(cooked|canned)/i],
  ['navy beans', /^Beans, navy.*(cooked|canned)/i],
  ['chickpeas', /^Chickpeas.*(cooked|canned)/i],
  ['lentils', /^Lentils.*(cooked|canned)/i],
  ['split peas', /^Peas, split.*cooked/i],
  ['quinoa', /^Quinoa, cooked/i],
  ['brown rice', /^Rice, brown.*cooked/i],
  ['white rice', /^Rice, white.*cooked/i],
  ['barley', /^Barley.*cooked/i],
  ['bulgur', /^Bulgur, cooked/i],
  ['couscous', /^Couscous, cooked/i],
  ['spaghetti', /^(Spaghetti|Pasta).*cooked/i],
  // rolled oats are weighed dry, as they are bought and cooked
  ['oats', /^Oats$|^Cereals, oats/i],
  ['millet', /^Millet, cooked/i],
  ['egg', /^Egg, whole/i],
  ['apple', /^Apples?, raw/i],
  ['banana', /^Bananas?, raw/i],
  ['broccoli', /^Broccoli, raw/i],
  ['spinach', /^Spinach, raw/i],
  ['carrots', /^Carrots?, raw/i],
  ['tomatoes', /^Tomatoes?, red, ripe, raw/i],
  ['onion', /^Onions?, raw/i],
  ['potato', /^Potato/i],
  ['avocado', /^Avocados?, raw/i],
  ['orange', /^Oranges?, raw/i],
  ['strawberries', /^Strawberries, raw/i],
  ['blueberries', /^Blueberries, raw/i],
  ['milk', /^Milk/i],
  ['cheddar cheese', /^Cheese, cheddar/i],
  ['yogurt', /^Yogurt/i],
  ['butter', /^Butter/i],
  ['almonds', /^Nuts, almonds/i],
  ['peanut butter', /^Peanut butter/i],
  ['chicken breast', /^Chicken.*breast/i],
  ['salmon', /^Fish, salmon/i],
  ['tofu', /^Tofu/i],
  ['olive oil', /^Oil, olive/i],
  ['bread', /^Bread/i],
  ['cucumber', /^Cucumber/i],
  ['garlic', /^Garlic, raw/i],
  ['great northern beans', /^Beans, great northern.*(cooked|canned)/i],
  ['lima beans', /^Lima beans.*(cooked|canned)/i],
  ['wild rice', /^Wild rice, cooked/i],
  ['pearl barley', /^Barley, pearled, cooked/i],
  ['egg noodles', /^Noodles, egg.*cooked/i],
  ['macaroni', /^(Macaroni|Pasta).*cooked/i],
  ['lemon', /^Lemons?, raw/i],
  ['grapes', /^Grapes/i],
  ['shrimp', /^Crustaceans, shrimp/i],
];

/** Legumes and grains: the first result is eaten cooked or from a can, and says so in its state. */
const EATEN_COOKED = new Set([
  'black beans',
  'kidney beans',
  'pinto beans',
  'navy beans',
  'chickpeas',
  'lentils',
  'split peas',
  'quinoa',
  'brown rice',
  'white rice',
  'barley',
  'bulgur',
  'couscous',
  'spaghetti',
  'millet',
  'great northern beans',
  'lima beans',
  'wild rice',
  'pearl barley',
  'egg noodles',
  'macaroni',
]);

describe('food search ranks what people eat (every staple, over SR28)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seeded: true });
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await withTestLock(USDA_IMPORT_LOCK, () => importUsda(SR28, { client }));
    } finally {
      await client.end();
    }
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it(`the first result of ${STAPLES.length} staples is the form a person eats, with its state in the line`, async () => {
    expect(existsSync(join(SR28, 'FOOD_DES.txt.gz'))).toBe(true);
    expect(STAPLES.length).toBeGreaterThanOrEqual(40);
    const { agent } = await signUpAgent(t.http);
    const wrong: string[] = [];
    const unsaid: string[] = [];
    for (const [query, first] of STAPLES) {
      const res = await agent.get('/api/foods/search').query({ query, pageSize: 5 });
      const items = res.body.items as { description: string; state: string | null }[];
      const top = items.map((i) => i.description);
      if (!first.test(top[0] ?? '')) wrong.push(`${query}: ${top.slice(0, 3).join(' | ')}`);
      // the state is plain in the result line: cooked or canned for what is eaten so, and as its description says for the rest
      if (EATEN_COOKED.has(query) && !['cooked', 'canned'].includes(items[0]?.state ?? ''))
        unsaid.push(`${query}: ${top[0]} (${items[0]?.state})`);
      if (/\braw\b/i.test(top[0] ?? '') && !/cooked|canned|frozen/i.test(top[0] ?? '') && items[0]?.state !== 'raw')
        unsaid.push(`${query}: ${top[0]} (${items[0]?.state})`);
    }
    expect(wrong).toEqual([]);
    expect(unsaid).toEqual([]);
  });
});
