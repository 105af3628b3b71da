/**
 * Believable prices (issue #20): every catalogue package is priced within the shelf-price range written beside the
 * rule that prices it (data/price-rules.json), and a food priced from its own public series within a sane bound per
 * pound. A shopper's basket of common foods at believable prices.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from './catalog.js';
import type { CatalogIngredient } from './catalog.types.js';

interface PriceRule {
  name: string;
  title: string;
  package: string;
  method: 'per-package' | 'stand-in';
  reference: string;
  price?: number;
  source: string;
  range: [number, number];
  rangeSource: string;
}
interface PackageForm {
  form: string;
  range: [number, number];
}
const data = JSON.parse(readFileSync(fileURLToPath(new URL('./data/price-rules.json', import.meta.url)), 'utf8')) as {
  rules: PriceRule[];
  series: { range: [number, number]; rangeSource: string };
  forms: PackageForm[];
};
const catalog = loadCatalog();
const bySlug = new Map(catalog.map((e) => [e.slug, e]));
const byTitle = new Map(data.rules.map((r) => [r.title, r]));
const G: Record<string, number> = { g: 1, oz: 28.349523125, lb: 453.59237 };

/** Grams of the rule's reference package for this entry, or null when the range is per package. */
function referenceGrams(rule: PriceRule, entry: CatalogIngredient): number | null {
  if (rule.reference === 'package') return null;
  const [, q, unit] = /^([\d.]+)\s*(.+)$/.exec(rule.reference)!;
  return Number(q) * (unit === 'fl oz' ? entry.unitWeights['fl-oz'] : G[unit]);
}

/** A package's form: the first form word in its label ('any' when none). */
function formOf(label: string): PackageForm {
  const words: string[] = label.toLowerCase().match(/[a-z]+/g) ?? [];
  return data.forms.find((f) => words.includes(f.form)) ?? data.forms.find((f) => f.form === 'any')!;
}

describe('price rules', () => {
  it('each rule says what it is sold as, how it is priced, its source and its shelf-price range with where that comes from', () => {
    for (const rule of data.rules) {
      expect(rule.title.length).toBeGreaterThan(5);
      expect(rule.source.length).toBeGreaterThan(20);
      expect(rule.rangeSource.length).toBeGreaterThan(20);
      expect(rule.range[0]).toBeLessThan(rule.range[1]);
      if (rule.method === 'per-package')
        expect([rule.name, rule.price! >= rule.range[0] && rule.price! <= rule.range[1]]).toEqual([rule.name, true]);
    }
  });

  it('every catalogue package is priced within the range written beside its rule (series: within a sane bound a pound)', () => {
    const off: string[] = [];
    let ruled = 0;
    let series = 0;
    for (const entry of catalog) {
      if (!entry.priceBasis) continue;
      expect([entry.slug, entry.priceBasis === 'rule' ? typeof entry.source.priceRule : 'series']).toEqual([
        entry.slug,
        entry.priceBasis === 'rule' ? 'string' : 'series',
      ]);
      const which = entry.priceBasis === 'rule' ? byTitle.get(entry.source.priceRule!) : null;
      if (entry.priceBasis === 'rule') expect([entry.slug, which?.name]).toEqual([entry.slug, expect.any(String)]);
      entry.packages.forEach((pkg, i) => {
        const price = entry.prices.kroger[i];
        // a herb sold by the clamshell and by the bunch: each package by the rule for its own form
        const own =
          which &&
          data.rules.find(
            (r) =>
              r.name.split('-')[0] === which.name.split('-')[0] &&
              r.name !== which.name &&
              /\b(bunch|bundle)\b/.test(pkg.label) &&
              r.package === 'bunch',
          );
        const rule = own || which;
        const grams = pkg.boughtGrams ?? pkg.grams;
        // the range is for the rule's reference package (per package, or by weight); a series by the pound, or per counted piece
        const byWeight = pkg.unit === 'piece' && /bought as (limes|lemons|eggs)/.test(entry.source.priceWords) ? null : 453.59237;
        const ref = rule && rule.method !== 'stand-in' ? referenceGrams(rule, entry) : byWeight;
        const perRef = ref === null ? 1 : ref / grams;
        // a juice or zest bought as the fruit's pieces: the price of one fruit, checked as a series price per piece
        const [low, high] = byWeight === null ? data.series.range : (rule?.range ?? data.series.range);
        for (const dollars of [price.storeBrand, price.nameBrand]) {
          const scaled = dollars * perRef;
          if (scaled < low || scaled > high)
            off.push(`${entry.slug} ${pkg.label}: $${dollars} (${scaled.toFixed(2)} against ${low}-${high})`);
        }
        if (rule) ruled++;
        else series++;
      });
    }
    expect(ruled).toBeGreaterThan(300);
    // no rule is written for nothing: each prices some entry
    const used = new Set(catalog.map((e) => e.source.priceRule));
    for (const r of data.rules) if (r.name !== 'herb-bunch') expect([r.name, used.has(r.title)]).toEqual([r.name, true]);
    expect(series).toBeGreaterThan(200);
    expect(off).toEqual([]);
  });

  it('no package of any entry is priced below the floor written for its form; a package priced by weight sits inside its form range', () => {
    const off: string[] = [];
    let checked = 0;
    for (const entry of catalog) {
      if (!entry.priceBasis) continue;
      // a stand-in row by weight gives a believable price only where the package also sits inside its form's shelf range
      const byWeight = entry.priceBasis === 'rule' && byTitle.get(entry.source.priceRule!)?.method === 'stand-in';
      entry.packages.forEach((pkg, i) => {
        const { form, range } = formOf(pkg.label);
        for (const [store, prices] of Object.entries(entry.prices)) {
          const { storeBrand, nameBrand } = prices[i];
          if (storeBrand < range[0]) off.push(`${entry.slug} ${pkg.label} at ${store}: $${storeBrand} below a ${form}'s $${range[0]}`);
          if (byWeight && nameBrand > range[1])
            off.push(`${entry.slug} ${pkg.label} at ${store}: $${nameBrand} by weight above a ${form}'s $${range[1]}`);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(2500);
    expect(off).toEqual([]);
    // the floors are what a shopper would laugh at: the stand-in prices of before fall below them
    for (const [label, laughable] of [
      ['1 head', 0.14],
      ['1 bunch', 0.28],
      ['1 quart', 0.74],
      ['3.5 oz bar', 0.89],
      ['18 oz bottle', 0.97],
    ] as const)
      expect([label, laughable < formOf(label).range[0]]).toEqual([label, true]);
  });

  it("a shopper's basket of common foods at believable shelf prices, store brand to national brand", () => {
    // typical U.S. supermarket shelf prices, store brand to national brand (the ranges a shopper would not laugh at)
    const basket: [string, string, number, number][] = [
      ['basil', '0.75 oz clamshell', 1.49, 4.49],
      ['hummus', '10 oz tub', 2.5, 6.5],
      ['quinoa', '1 lb bag', 2.5, 8],
      ['cumin', '1 jar', 1.5, 9],
      ['paneer', '8 oz block', 3, 8],
      ['feta', '6 oz crumbles', 2.5, 6],
      ['olive-oil', '16.9 fl oz bottle', 4, 15],
      ['soy-sauce', '15 fl oz bottle', 1.5, 5],
      ['garlic', '1 head', 0.4, 1.29],
      ['garlic', '8 oz bag', 1.49, 4.5],
      ['green-onion', '1 bunch', 0.69, 2.49],
      ['ginger', '4 oz piece', 0.75, 2.5],
      ['jalapeno', '1 each', 0.08, 0.35],
      ['leek', '1 each', 0.79, 2.99],
      ['shallot', '8 oz bag', 1.49, 4.5],
      ['buttermilk', '1 quart', 1.49, 4.49],
      ['chicken-broth', '14.5 oz can', 0.89, 2.5],
      ['beef-broth', '14.5 oz can', 0.89, 2.5],
      ['chicken-broth', '32 fl oz carton', 1.5, 5],
      ['panko', '8 oz bag', 1.49, 4.99],
      ['barley', '1 lb bag', 1.25, 5],
      ['bulgur', '1 lb bag', 1.25, 5],
      ['rolled-oats', '18 oz canister', 1.99, 5.5],
      ['dark-chocolate', '3.5 oz bar', 1.99, 5.99],
      ['bbq-sauce', '18 oz bottle', 1.49, 5.99],
      ['kimchi', '16 oz jar', 2.99, 8],
      ['balsamic-vinegar', '8.5 fl oz bottle', 1.99, 8],
      ['ketchup', '20 oz bottle', 1.49, 5],
      ['cream-cheese', '8 oz block', 1.25, 4.5],
      ['sour-cream', '8 oz tub', 1.25, 4],
      ['worcestershire', '10 fl oz bottle', 1.99, 5.99],
    ];
    for (const [slug, label, low, high] of basket) {
      const entry = bySlug.get(slug)!;
      const i = entry.packages.findIndex((p) => p.label === label);
      expect([slug, label, i >= 0]).toEqual([slug, label, true]);
      for (const dollars of [entry.prices.kroger[i].storeBrand, entry.prices.kroger[i].nameBrand])
        expect([slug, dollars >= low && dollars <= high]).toEqual([slug, true]);
    }
    // a food with its own public series is labelled as such; a written rule is a rough estimate
    expect(bySlug.get('all-purpose-flour')!.priceBasis).toBe('series');
    expect(bySlug.get('basil')!.priceBasis).toBe('rule');
  });
});
