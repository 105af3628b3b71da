import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadCatalog } from './catalog.js';
import { AISLES, ALLERGENS, DIETS, STORE_IDS } from '../kitchen/vocabulary.js';
import type { CatalogIngredient } from './catalog.types.js';
import { createIngredientMatcher, normalizeIngredientName } from './ingredient-matcher.js';
import { UNITS } from '../kitchen/units.js';
import { HAS_SHARED_DATA, MISSING_DATA_MESSAGE, REPO_ROOT, sr28 } from './testing/shared-data.js';

const catalog = loadCatalog();
const withData = HAS_SHARED_DATA ? it : it.skip;
if (!HAS_SHARED_DATA) console.warn(MISSING_DATA_MESSAGE);

/**
 * Energy from the macronutrients, Atwater style: 4 kcal/g protein and available carbohydrate
 * (SR28 carbohydrate is "by difference" and includes fibre, which yields about 2 kcal/g), 9 kcal/g
 * fat. Real USDA values (computed with food-specific factors) stay within this tolerance...
 */
const atwater = (n: { protein: number; carbs: number; fiber: number; fat: number }) =>
  4 * n.protein + 4 * (n.carbs - n.fiber) + 2 * n.fiber + 9 * n.fat;
const ATWATER_TOLERANCE = (kcal: number) => Math.max(12, 0.15 * kcal);
/** ...except where energy comes from something else, or SR28 used food-specific factors far from 4/4/9. */
const ATWATER_EXCEPTIONS: Record<string, string> = {
  vodka: 'energy is alcohol (7 kcal/g), not among the tracked nutrients',
  'red-wine': 'alcohol',
  'white-wine': 'alcohol',
  beer: 'alcohol',
  'vanilla-extract': 'contains 34% alcohol',
  'balsamic-vinegar': 'acetic acid and sugars counted with specific factors',
  'apple-cider-vinegar': 'acetic acid (3.6 kcal/g) is not protein, fat or carbohydrate',
  'white-vinegar': 'acetic acid',
  'red-wine-vinegar': 'acetic acid',
  'rice-vinegar': 'acetic acid (distilled vinegar record)',
  'sherry-vinegar': 'acetic acid (red wine vinegar record)',
  'liquid-smoke': 'acetic acid (distilled vinegar record)',
  'cocoa-powder': 'SR28 uses cocoa-specific factors (protein 1.83, fat 8.37, carbohydrate 1.33 kcal/g)',
  'baking-powder': 'carbohydrate by difference is mostly acid salts, not digestible starch',
  allspice: 'SR28 uses spice-specific factors (protein 2.44, fat 8.37, carbohydrate 3.57 kcal/g)',
  cayenne: 'spice-specific factors',
  'red-pepper-flakes': 'spice-specific factors (the cayenne record)',
  cloves: 'spice-specific factors',
  coriander: 'spice-specific factors',
  'dill-dried': 'spice-specific factors',
  tarragon: 'spice-specific factors',
};

/** SR28 measures of different cuts of the same food, so spoon and cup disagree on density. */
const VOLUME_EXCEPTIONS: Record<string, string> = {
  basil: 'SR28 weighs the cup as whole leaves (24 g) and the spoons chopped (2.65 g per tbsp)',
};

describe('ingredient catalogue (data/ingredients.json)', () => {
  it('has at least 400 entries across every aisle', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(400);
    for (const c of AISLES) expect(catalog.filter((i) => i.category === c).length).toBeGreaterThan(5);
  });

  it('every entry is complete and well-typed', () => {
    for (const i of catalog) {
      expect(i.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(i.name.trim().length).toBeGreaterThan(0);
      expect(AISLES).toContain(i.category);
      expect(i.source.dataset).toBe('USDA SR28');
      expect(i.source.ndbNo).toMatch(/^\d{5}$/);
      expect(i.fdcId).toBe(Number.parseInt(i.source.ndbNo, 10));
      expect(i.source.description.length).toBeGreaterThan(3);
      expect(i.source.price).toMatch(/BLS|ERS|none: not bought|^price rule "/);
      for (const key of ['kcal', 'protein', 'fat', 'saturatedFat', 'carbs', 'fiber', 'sugars', 'sodium'] as const) {
        expect(Number.isFinite(i.nutrients[key])).toBe(true);
        expect(i.nutrients[key]).toBeGreaterThanOrEqual(0);
      }
      for (const a of i.allergens) expect(ALLERGENS).toContain(a);
      for (const d of i.diets) expect(DIETS).toContain(d);
      expect(Array.isArray(i.aliases)).toBe(true);
    }
  });

  it('slugs, names and aliases are unique, also as the matcher normalises them', () => {
    const slugs = new Set(catalog.map((i) => i.slug));
    expect(slugs.size).toBe(catalog.length);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const i of catalog) {
      for (const text of [i.name, ...i.aliases]) {
        for (const key of [text.toLowerCase(), normalizeIngredientName(text)]) {
          const prev = owner.get(key);
          if (prev && prev !== i.slug) clashes.push(`"${key}": ${prev} and ${i.slug}`);
          owner.set(key, i.slug);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('nutrients are self-consistent: parts within totals, energy within Atwater tolerance', () => {
    const off: string[] = [];
    for (const i of catalog) {
      const n = i.nutrients;
      expect(n.saturatedFat).toBeLessThanOrEqual(n.fat + 0.01);
      expect(n.sugars).toBeLessThanOrEqual(n.carbs + 0.5);
      expect(n.protein + n.fat + n.carbs).toBeLessThanOrEqual(100.5);
      const expected = atwater(n);
      if (Math.abs(n.kcal - expected) > ATWATER_TOLERANCE(n.kcal) && !ATWATER_EXCEPTIONS[i.slug]) {
        off.push(`${i.slug}: ${n.kcal} kcal vs Atwater ${expected.toFixed(0)}`);
      }
    }
    expect(off).toEqual([]);
    for (const slug of Object.keys(ATWATER_EXCEPTIONS)) expect(catalog.some((i) => i.slug === slug)).toBe(true);
  });

  it('diets agree with allergens and aisles', () => {
    for (const i of catalog) {
      const has = (a: string) => (i.allergens as string[]).includes(a);
      if (i.diets.includes('vegan')) {
        expect(i.diets).toContain('vegetarian');
        for (const a of ['milk', 'eggs', 'fish', 'shellfish']) expect([i.slug, has(a)]).toEqual([i.slug, false]);
      }
      if (i.diets.includes('vegetarian')) expect([i.slug, i.category]).not.toEqual([i.slug, 'Meat & Seafood']);
      if (i.diets.includes('gluten-free')) expect([i.slug, has('wheat') || has('gluten')]).toEqual([i.slug, false]);
      if (i.diets.includes('dairy-free')) expect([i.slug, has('milk')]).toEqual([i.slug, false]);
      if (has('fish') || has('shellfish')) expect([i.slug, i.diets.includes('vegetarian')]).toEqual([i.slug, false]);
    }
    const bySlug = new Map(catalog.map((i) => [i.slug, i]));
    expect(bySlug.get('all-purpose-flour')!.allergens).toEqual(['gluten', 'wheat']);
    expect(bySlug.get('tofu')!.diets).toEqual(expect.arrayContaining(['vegan', 'gluten-free', 'dairy-free']));
    expect(bySlug.get('butter')!.diets).not.toContain('dairy-free');
    expect(bySlug.get('honey')!.diets).toContain('vegetarian');
    expect(bySlug.get('honey')!.diets).not.toContain('vegan');
    expect(bySlug.get('worcestershire')!.diets).not.toContain('vegetarian');
    expect(bySlug.get('rolled-oats')!.diets).not.toContain('gluten-free');
  });

  it('unit weights, packages and prices are positive and consistent', () => {
    const volumeOff: string[] = [];
    for (const i of catalog) {
      expect(i.unitWeights.g).toBe(1);
      expect(i.unitWeights.oz).toBeCloseTo(28.3495, 3);
      expect(i.unitWeights.lb).toBeCloseTo(453.592, 2);
      for (const [unit, grams] of Object.entries(i.unitWeights)) {
        expect([i.slug, unit, UNITS[unit] !== undefined]).toEqual([i.slug, unit, true]);
        expect(grams).toBeGreaterThan(0);
      }
      if (i.unitWeights.ml) {
        // spoon and cup weights from SR28 stay close to the density-based volume (packed, sifted, chopped or whole leaves vary)
        for (const u of ['cup', 'tbsp', 'tsp'] as const) {
          const ratio = i.unitWeights[u] / (i.unitWeights.ml * UNITS[u].ml!);
          if ((ratio < 0.65 || ratio > 1.5) && !VOLUME_EXCEPTIONS[i.slug]) volumeOff.push(`${i.slug} ${u} ${ratio.toFixed(2)}`);
        }
      }
      for (const p of i.packages) {
        expect(p.label.length).toBeGreaterThan(0);
        expect(p.quantity).toBeGreaterThan(0);
        expect(p.grams).toBeGreaterThan(0);
        expect(UNITS[p.unit]).toBeDefined();
      }
      for (const store of STORE_IDS) {
        const prices = i.prices[store];
        expect(prices).toHaveLength(i.packages.length);
        for (const { storeBrand, nameBrand } of prices) {
          expect(storeBrand).toBeGreaterThan(0);
          expect(nameBrand).toBeGreaterThanOrEqual(storeBrand);
          expect(Math.round(storeBrand * 100) / 100).toBe(storeBrand);
          expect(Math.round(nameBrand * 100) / 100).toBe(nameBrand);
        }
      }
    }
    expect(volumeOff).toEqual([]);
    expect(catalog.filter((i) => i.packages.length === 0).map((i) => i.slug)).toEqual(['water']);
  });

  it('store price levels follow PRICES.md (kroger 1.00, safeway 1.10, whole-foods 1.30, trader-joes 0.95, costco 0.80)', () => {
    const level = { kroger: 1, safeway: 1.1, 'whole-foods': 1.3, 'trader-joes': 0.95, costco: 0.8 } as const;
    for (const i of catalog) {
      i.packages.forEach((_p, k) => {
        const base = i.prices.kroger[k].storeBrand;
        if (base < 2) return; // cents rounding dominates small prices
        for (const store of STORE_IDS) expect(Math.abs(i.prices[store][k].storeBrand / base - level[store])).toBeLessThan(0.01);
      });
    }
  });

  describe('accuracy review findings stay fixed', () => {
    const match = createIngredientMatcher(catalog);
    const by = new Map(catalog.map((i) => [i.slug, i] as [string, CatalogIngredient]));
    const get = (slug: string) => by.get(slug)!;
    const matched = (name: string) => {
      const i = match(name);
      if (!i) throw new Error(`"${name}" matches nothing`);
      return i;
    };
    /** Kroger store-brand dollars per gram of the entry's cheapest package. */
    const perGram = (slug: string) => Math.min(...get(slug).packages.map((p, k) => get(slug).prices.kroger[k].storeBrand / p.grams));

    it('seitan is wheat gluten: wheat and gluten allergens, vegan, never gluten-free', () => {
      // vital wheat gluten is the flour seitan is made from: its own entry, bought as a bag of flour
      for (const [name, slug] of [
        ['seitan', 'seitan'],
        ['vital wheat gluten', 'vital-wheat-gluten'],
      ]) {
        const i = matched(name);
        expect([name, i.slug]).toEqual([name, slug]);
        expect(i.allergens).toEqual(expect.arrayContaining(['wheat', 'gluten']));
        expect(i.diets).toContain('vegan');
        expect(i.diets).not.toContain('gluten-free');
      }
      expect(get('tempeh').aliases).not.toContain('seitan');
    });

    it('semolina is wheat, not cornmeal', () => {
      const i = matched('semolina');
      expect(i.slug).toBe('semolina');
      expect(i.allergens).toEqual(expect.arrayContaining(['wheat', 'gluten']));
      expect(i.diets).not.toContain('gluten-free');
      expect(get('cornmeal').aliases).not.toContain('semolina');
    });

    it('soba noodles are their own entry: wheat and gluten, no egg', () => {
      const i = matched('soba noodles');
      expect(i.slug).toBe('soba-noodles');
      expect(i.source.ndbNo).toBe('20114');
      expect(i.allergens).toEqual(expect.arrayContaining(['wheat', 'gluten']));
      expect(i.allergens).not.toContain('eggs');
      expect(i.diets).toContain('vegan');
      expect(get('egg-noodles').aliases).not.toContain('soba noodles');
    });

    it('certified gluten-free oats are gluten-free; plain rolled oats stay a gluten risk', () => {
      for (const name of ['certified gluten-free oats', 'gluten-free oats', 'gluten free rolled oats']) {
        const i = matched(name);
        expect([name, i.slug, i.diets.includes('gluten-free')]).toEqual([name, 'gluten-free-oats', true]);
      }
      for (const name of ['rolled oats', 'oats']) expect([name, matched(name).diets.includes('gluten-free')]).toEqual([name, false]);
    });

    it('oat milk and rice milk carry no tree nuts', () => {
      for (const name of ['oat milk', 'rice milk']) {
        const i = matched(name);
        expect([name, i.slug]).toEqual([name, name.replace(' ', '-')]);
        expect(i.allergens).not.toContain('tree-nuts');
        expect(i.diets).toContain('vegan');
      }
      expect(matched('oat milk').source.note).toMatch(/closest SR28/);
    });

    it('vegetable bouillon and broth are vegetarian and vegan', () => {
      for (const name of ['vegetable bouillon', 'vegetable stock cube', 'vegetable broth']) {
        const i = matched(name);
        expect([name, i.diets.includes('vegan'), i.diets.includes('vegetarian')]).toEqual([name, true, true]);
      }
      expect(matched('vegetable broth').source.description).toMatch(/vegetable broth/i);
      expect(matched('chicken bouillon').diets).not.toContain('vegetarian');
    });

    it('gochujang and doubanjiang carry wheat and gluten (and soy)', () => {
      for (const name of ['gochujang', 'doubanjiang', 'chili bean paste']) {
        const i = matched(name);
        expect([name, ...['wheat', 'gluten', 'soy'].map((a) => (i.allergens as string[]).includes(a))]).toEqual([name, true, true, true]);
        expect(i.diets).not.toContain('gluten-free');
      }
      expect(get('sriracha').aliases).not.toEqual(expect.arrayContaining(['gochujang']));
      expect(get('sriracha').aliases).not.toEqual(expect.arrayContaining(['doubanjiang']));
    });

    it('keto: net carbs <= 5 g per 100 g, or <= 2 g per FDA reference amount (cream cheese, grated Parmesan)', () => {
      expect(get('cream-cheese').diets).toContain('keto');
      expect(get('parmesan').diets).toContain('keto');
      expect(get('whole-milk').diets).not.toContain('keto');
      expect(get('sugar').diets).not.toContain('keto');
    });

    it('counted bone-in pieces, shellfish in the shell and bread slices weigh their edible portion', () => {
      // SR28 05091 '1 thigh with skin' is 193 g as bought; less the 27% bone of a raw leg (05075)
      expect(get('chicken-thigh-bone-in').unitWeights.piece).toBeCloseTo(193 * 0.73, 1);
      expect(get('chicken-drumstick').unitWeights.piece).toBeLessThan(110);
      const bag = (slug: string) => get(slug).packages.find((p) => /2 lb bag/.test(p.label))!.grams;
      expect(bag('mussels')).toBeLessThan(0.5 * 907.185);
      expect(bag('clams')).toBeCloseTo(2 * 68, 0); // SR28 15157: 68 g of meat per lb in the shell
      expect(matched('mussels').source.note).toMatch(/refuse/);
      expect(get('french-bread').unitWeights.slice).toBeGreaterThanOrEqual(25);
      expect(get('french-bread').unitWeights.slice).toBeLessThanOrEqual(40);
    });

    it('cooked rice is priced per cooked gram: the dry price over the SR28 cooking yield', () => {
      const ratio = perGram('cooked-rice') / perGram('white-rice');
      expect(ratio).toBeGreaterThan(0.3);
      expect(ratio).toBeLessThan(0.4); // 1 g dry -> 2.8 g cooked (SR28 water 11.62% -> 68.44%)
      expect(get('cooked-rice').source.price).toMatch(/cooking yield/);
    });

    it('premium stand-ins carry a sourced price factor: olive oil above vegetable oil, honey and maple syrup above sugar', () => {
      expect(perGram('olive-oil')).toBeGreaterThan(2 * perGram('vegetable-oil'));
      expect(perGram('honey')).toBeGreaterThan(3 * perGram('sugar'));
      expect(perGram('maple-syrup')).toBeGreaterThan(3 * perGram('sugar'));
      // cheap look-alikes do not take the premium price: pancake syrup is corn syrup
      expect(matched('pancake syrup').slug).toBe('corn-syrup');
      for (const slug of ['olive-oil', 'honey', 'maple-syrup'])
        expect([slug, get(slug).source.price]).toEqual([slug, expect.stringMatching(/premium factor x [\d.]+: .+ vs BLS APU0000/)]);
    });
  });

  withData('is what scripts/catalog/build-catalog.mjs builds from the shared data (reproducible)', () => {
    const out = execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/catalog/build-catalog.mjs'), '--check'], { encoding: 'utf8' });
    expect(out).toMatch(/catalogue up to date/);
  });

  withData('carries SR28 nutrients and descriptions exactly as published, for every entry', () => {
    const foods = sr28();
    const code = {
      kcal: '208',
      protein: '203',
      fat: '204',
      saturatedFat: '606',
      carbs: '205',
      fiber: '291',
      sugars: '269',
      sodium: '307',
    } as const;
    for (const i of catalog) {
      const food = foods.get(i.source.ndbNo)!;
      expect(food.description).toBe(i.source.description);
      for (const [key, nutr] of Object.entries(code) as [keyof typeof code, string][]) {
        const published = food.nutrients[nutr];
        if (published === undefined) expect(i.nutrients[key]).toBe(0);
        else expect([i.slug, key, i.nutrients[key]]).toEqual([i.slug, key, published]);
      }
    }
  });

  withData('takes household weights from SR28 (a sample checked by hand against WEIGHT.txt)', () => {
    const foods = sr28();
    const grams = (ndb: string, desc: string) => {
      const w = foods.get(ndb)!.weights.find((x) => x.description === desc)!;
      return w.grams / w.amount;
    };
    const by = new Map(catalog.map((i) => [i.slug, i] as [string, CatalogIngredient]));
    expect(by.get('all-purpose-flour')!.unitWeights.cup).toBe(grams('20081', 'cup'));
    expect(by.get('butter')!.unitWeights.tbsp).toBe(grams('01001', 'tbsp'));
    expect(by.get('butter')!.unitWeights.stick).toBe(grams('01001', 'stick'));
    expect(by.get('eggs')!.unitWeights.piece).toBe(grams('01123', 'large'));
    expect(by.get('garlic')!.unitWeights.clove).toBe(grams('11215', 'clove'));
    expect(by.get('sugar')!.unitWeights.cup).toBe(grams('19335', 'cup'));
    expect(by.get('onion')!.unitWeights.piece).toBe(grams('11282', 'medium (2-1/2" dia)'));
    expect(by.get('salt')!.unitWeights.tsp).toBe(grams('02047', 'tsp'));
    expect(by.get('whole-milk')!.unitWeights.cup).toBe(grams('01077', 'cup'));
    expect(by.get('olive-oil')!.unitWeights.tbsp).toBe(grams('04053', 'tablespoon'));
  });
});
