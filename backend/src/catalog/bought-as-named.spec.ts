/**
 * Bought as named (issue #20): every library recipe line is bought and counted as the food it names, and every
 * catalogue alias is that food or a form of it. A line or an alias whose words are not the entry's own name must be
 * in data/same-food.json, a reviewed judgement with its reason ("scallions" are green onions); paneer bought as feta
 * fails here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseIngredientLine } from '../kitchen/ingredient-line.js';
import { loadCatalog } from './catalog.js';
import type { CatalogIngredient } from './catalog.types.js';
import { GENERIC_HEADS, normalizeIngredientName } from './ingredient-matcher.js';
import { createLineWeigher } from './weigh-line.js';

interface SameFood {
  /** A library line's food words (descriptors dropped) → the entry it is bought as, and why that is the same food. */
  lines: Record<string, { boughtAs: string; why: string }>;
  /** Per entry: names that are the same food or a form of it although they do not contain the entry's name. */
  aliases: Record<string, { names: string[]; why: string }>;
}

const read = (rel: string): unknown => JSON.parse(readFileSync(fileURLToPath(new URL(rel, import.meta.url)), 'utf8'));
const sameFood = read('./data/same-food.json') as SameFood;
const catalog = loadCatalog();
const core = (text: string) => normalizeIngredientName(text, true).split(' ').filter(Boolean);

/** The entry's own names: its name, its slug, its food-state family's names ("frozen peas" is peas). */
function ownNames(entry: CatalogIngredient): string[][] {
  return [entry.name, entry.slug.replace(/-/g, ' ')].map(core);
}

/** The words name the entry: they hold all of one of its names ("granny smith apple"), or are one of them shortened ("feta"). */
function namesEntry(words: string[], entry: CatalogIngredient): boolean {
  return ownNames(entry).some(
    (name) =>
      name.every((w) => words.includes(w)) ||
      (words.every((w) => name.includes(w)) && !(words.length === 1 && GENERIC_HEADS.has(words[0]))),
  );
}

describe('bought as named', () => {
  it('every library recipe line is bought as the food it names (0 lines bought as another food)', () => {
    const weigh = createLineWeigher(catalog);
    const wrong: string[] = [];
    let lines = 0;
    for (const meal of ['breakfast', 'lunch', 'dinner']) {
      const recipes = read(`../../data/recipes/${meal}.json`) as { title: string; ingredients: string[] }[];
      for (const recipe of recipes)
        for (const text of recipe.ingredients) {
          lines++;
          const parsed = parseIngredientLine(text);
          const entry = weigh(parsed).ingredient;
          if (!entry) continue; // not bought at all: said on the recipe as "not counted"
          const words = core(parsed.name);
          const aliasHit = entry.aliases.some((a) => core(a).join(' ') === words.join(' '));
          const judged = sameFood.lines[words.join(' ')]?.boughtAs === entry.slug;
          if (!aliasHit && !namesEntry(words, entry) && !judged) wrong.push(`${recipe.title}: "${text}" bought as ${entry.name}`);
        }
    }
    expect(lines).toBeGreaterThan(2000);
    expect(wrong).toEqual([]);
  });

  it('every catalogue alias is the entry itself or a reviewed same food or form', () => {
    const wrong: string[] = [];
    for (const entry of catalog)
      for (const alias of entry.aliases)
        if (!namesEntry(core(alias), entry) && !sameFood.aliases[entry.slug]?.names.includes(alias))
          wrong.push(`${entry.slug} ← "${alias}"`);
    expect(wrong).toEqual([]);
  });

  it('the judgements name real entries and aliases, each with its reason', () => {
    const bySlug = new Map(catalog.map((e) => [e.slug, e]));
    for (const [line, j] of Object.entries(sameFood.lines)) {
      expect([line, bySlug.has(j.boughtAs)]).toEqual([line, true]);
      expect(j.why.length).toBeGreaterThan(10);
    }
    for (const [slug, j] of Object.entries(sameFood.aliases)) {
      for (const name of j.names) expect([slug, name, bySlug.get(slug)?.aliases.includes(name)]).toEqual([slug, name, true]);
      expect(j.why.length).toBeGreaterThan(10);
    }
  });

  it('the foods recipes name are their own entries, not folded into another (paneer is not feta)', () => {
    const weigh = createLineWeigher(catalog);
    const boughtAs = (line: string) => weigh(parseIngredientLine(line)).ingredient?.slug;
    expect(boughtAs('12 oz paneer, cubed')).toBe('paneer');
    expect(boughtAs('2 tsp garam masala')).toBe('garam-masala');
    expect(boughtAs('1/4 cup crumbled queso fresco')).toBe('queso-fresco');
    expect(boughtAs('1/3 cup crumbled cotija')).toBe('cotija');
    expect(boughtAs('8 oz halloumi, sliced')).toBe('halloumi');
    expect(boughtAs('1 cup jasmine rice')).toBe('jasmine-rice');
    // SR28 has no paneer: its nutrition is the nearest record's, and the entry says so
    const paneer = catalog.find((e) => e.slug === 'paneer')!;
    expect(paneer.approximateNutrition).toBe(true);
    expect(paneer.source.note).toMatch(/SR28 has no paneer/);
    expect(catalog.find((e) => e.slug === 'queso-fresco')!.approximateNutrition).toBeUndefined();
  });

  it("a line counting a food SR28 has no record of says its figures are the nearest food's, on the line", () => {
    const weigh = createLineWeigher(catalog);
    expect(weigh(parseIngredientLine('12 oz paneer, cubed')).detail).toMatch(
      /^\d+ g of Paneer \(USDA figures of the nearest food: approximate\)$/,
    );
    expect(weigh(parseIngredientLine('1/4 cup crumbled queso fresco')).detail).toMatch(/ of Queso fresco \(USDA figures\)$/);
    // every approximate food a library line counts is said so on that line
    for (const entry of catalog.filter((e) => e.approximateNutrition)) {
      const line = weigh(parseIngredientLine(`100 g ${entry.name.toLowerCase()}`));
      if (line.ingredient?.slug === entry.slug && line.counted) expect(line.detail).toMatch(/nearest food: approximate\)$/);
    }
  });
});

describe('a food counted by a stand-in record (another food SR28 does have) is marked approximate, never exact', () => {
  // what a note says when the SR28 record it cites is another food's: "SR28 has no …", "standing in for …"
  const STAND_IN = /SR28 has no|stand(s|ing)? in for/i;

  it('every entry whose note says its record stands in for it carries approximateNutrition', () => {
    const catalog = loadCatalog();
    const unmarked = catalog.filter((e) => STAND_IN.test(e.source.note ?? '') && !e.approximateNutrition).map((e) => e.slug);
    expect(unmarked).toEqual([]);
    // the ones issue #23 found counted as exact: dried mango (raw mango), canned salmon (sardines), oat milk (rice milk)
    for (const slug of ['dried-mango', 'canned-salmon', 'oat-milk', 'deli-turkey', 'frozen-berries', 'coconut-flour'])
      expect(catalog.find((e) => e.slug === slug)).toMatchObject({ approximateNutrition: true });
  });

  it('and the other way: a marked entry names the record it borrows and why, in its note', () => {
    for (const entry of loadCatalog().filter((e) => e.approximateNutrition)) {
      expect(entry.source.note ?? '').toMatch(/SR28 has no|SR28 has [^;]* only|stand(s|ing)? in for/i);
      expect(entry.source.note ?? '').toContain(entry.source.ndbNo);
    }
  });
});
