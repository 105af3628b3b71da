import { parseIngredientLine } from '../kitchen/ingredient-line.js';
import { catalogBySlug, loadCatalog } from './catalog.js';
import { STORE_IDS } from '../kitchen/vocabulary.js';
import type { CatalogIngredient } from './catalog.types.js';
import { createIngredientMatcher } from './ingredient-matcher.js';
import { computeRecipeFacts, pricePerGram, type RecipeFactsLine } from './recipe-facts.js';
import { toGrams } from '../kitchen/units.js';
import { HAS_SHARED_DATA, MISSING_DATA_MESSAGE, sr28 } from './testing/shared-data.js';

const catalog = loadCatalog();
const bySlug = catalogBySlug();
const match = createIngredientMatcher(catalog);
const withData = HAS_SHARED_DATA ? it : it.skip;
if (!HAS_SHARED_DATA) console.warn(MISSING_DATA_MESSAGE);

/** Text lines → facts, the way the recipes module will do it. */
function factsOf(lines: string[], servings: number) {
  const resolved = lines.map((line) => {
    const p = parseIngredientLine(line);
    const ingredient = match(p.name);
    const grams = ingredient && p.amount !== null ? toGrams(p.amount, p.unit, ingredient) : null;
    return { line, ingredient, grams };
  });
  return { resolved, facts: computeRecipeFacts(resolved, servings) };
}

/**
 * Expected nutrition straight from the SR28 files: grams of each food (from SR28 household
 * weights, looked up here by description) times its published per-100 g values.
 */
function usdaPerServing(parts: { ndb: string; grams: number }[], servings: number) {
  const foods = sr28();
  const sum = (nutr: string) => parts.reduce((s, p) => s + ((foods.get(p.ndb)!.nutrients[nutr] ?? 0) * p.grams) / 100, 0) / servings;
  return {
    calories: sum('208'),
    protein: sum('203'),
    fat: sum('204'),
    saturatedFat: sum('606'),
    carbs: sum('205'),
    fiber: sum('291'),
    sugars: sum('269'),
    sodium: sum('307'),
  };
}
function weight(ndb: string, description: string): number {
  const w = sr28()
    .get(ndb)!
    .weights.find((x) => x.description === description)!;
  return w.grams / w.amount;
}
function expectClose(actual: ReturnType<typeof computeRecipeFacts>['nutrition'], expected: ReturnType<typeof usdaPerServing>) {
  expect(actual.calories).toBe(Math.round(expected.calories));
  for (const key of ['protein', 'fat', 'saturatedFat', 'carbs', 'fiber', 'sugars', 'sodium'] as const) {
    expect([key, actual[key]]).toEqual([key, Math.round(expected[key] * 10) / 10]);
  }
}

describe('computeRecipeFacts', () => {
  withData('scrambled eggs (2 servings) match USDA SR28 figures', () => {
    const { resolved, facts } = factsOf(
      ['4 large eggs', '1 tbsp unsalted butter', '2 tbsp whole milk', 'a pinch of salt', 'black pepper to taste'],
      2,
    );
    expect(resolved.map((r) => r.ingredient?.slug)).toEqual(['eggs', 'unsalted-butter', 'whole-milk', 'salt', 'black-pepper']);
    const expected = usdaPerServing(
      [
        { ndb: '01123', grams: 4 * weight('01123', 'large') },
        { ndb: '01145', grams: weight('01145', 'tbsp') },
        { ndb: '01077', grams: 2 * weight('01077', 'tbsp') },
        { ndb: '02047', grams: weight('02047', 'tsp') / 16 },
      ],
      2,
    );
    expectClose(facts.nutrition, expected);
    expect(facts.nutrition.calories).toBe(203); // 4 x 50 g egg at 143 kcal/100 g + 14.2 g butter at 717 + 30 g milk at 61, halved
    expect(facts.allergens).toEqual(['eggs', 'milk']);
    expect(facts.diets).toEqual(['gluten-free', 'vegetarian']); // whole milk is not keto in the catalogue (lactose), so neither is the dish
  });

  withData('overnight oats (2 servings) match USDA SR28 figures', () => {
    const { resolved, facts } = factsOf(
      ['1 cup rolled oats', '1 cup whole milk', '1 medium banana, sliced', '1 tbsp honey', '½ cup blueberries'],
      2,
    );
    expect(resolved.map((r) => r.ingredient?.slug)).toEqual(['rolled-oats', 'whole-milk', 'banana', 'honey', 'blueberries']);
    const expected = usdaPerServing(
      [
        { ndb: '08120', grams: weight('08120', 'cup') },
        { ndb: '01077', grams: weight('01077', 'cup') },
        { ndb: '09040', grams: weight('09040', 'medium (7" to 7-7/8" long)') },
        { ndb: '19296', grams: weight('19296', 'tbsp') },
        { ndb: '09050', grams: weight('09050', 'cup') / 2 },
      ],
      2,
    );
    expectClose(facts.nutrition, expected);
    expect(facts.allergens).toEqual(['milk']);
    expect(facts.diets).toEqual(['vegetarian']); // oats: not certified gluten-free; honey: not vegan
  });

  withData('garlic chicken (4 servings) matches USDA SR28 figures', () => {
    const { resolved, facts } = factsOf(
      [
        '1 lb boneless skinless chicken breast',
        '2 tablespoons extra-virgin olive oil',
        '3 cloves garlic, minced',
        '1/2 tsp kosher salt',
        '1/4 tsp freshly ground black pepper',
        'Juice of 1 lemon',
      ],
      4,
    );
    expect(resolved.map((r) => r.ingredient?.slug)).toEqual([
      'chicken-breast',
      'olive-oil',
      'garlic',
      'salt',
      'black-pepper',
      'lemon-juice',
    ]);
    const expected = usdaPerServing(
      [
        { ndb: '05062', grams: 453.59237 },
        { ndb: '04053', grams: 2 * weight('04053', 'tablespoon') },
        { ndb: '11215', grams: 3 * weight('11215', 'clove') },
        { ndb: '02047', grams: weight('02047', 'tsp') / 2 },
        { ndb: '02030', grams: weight('02030', 'tsp, ground') / 4 },
        { ndb: '09152', grams: weight('09152', 'lemon yields') },
      ],
      4,
    );
    expectClose(facts.nutrition, expected);
    expect(facts.allergens).toEqual([]);
    expect(facts.diets).toEqual(['dairy-free', 'gluten-free', 'keto', 'paleo']);
  });

  it('prices each line per gram from the cheapest package, store brand, per serving to the cent', () => {
    const rice = bySlug.get('white-rice')!;
    const lines: RecipeFactsLine[] = [{ ingredient: rice, grams: 370 }];
    const facts = computeRecipeFacts(lines, 4);
    for (const store of STORE_IDS) {
      const perGram = Math.min(...rice.packages.map((p, i) => rice.prices[store][i].storeBrand / p.grams));
      expect(pricePerGram(rice, store)).toBeCloseTo(perGram, 10);
      expect(facts.costPerServing[store]).toBe(Math.round(((perGram * 370) / 4) * 100) / 100);
    }
    expect(facts.costPerServing.costco).toBeLessThan(facts.costPerServing['whole-foods']);
  });

  it('unions allergens, intersects diets, and ignores unmatched and unweighed lines for numbers', () => {
    const flour = bySlug.get('all-purpose-flour')!;
    const tofu = bySlug.get('tofu')!;
    const facts = computeRecipeFacts(
      [
        { ingredient: flour, grams: 100 },
        { ingredient: tofu, grams: null },
        { ingredient: null, grams: 500 },
      ],
      1,
    );
    expect(facts.allergens).toEqual(['gluten', 'soy', 'wheat']);
    expect(facts.diets).toEqual(['dairy-free', 'vegan', 'vegetarian']);
    expect(facts.nutrition.calories).toBe(flour.nutrients.kcal);
    expect(facts.nutrition.protein).toBe(Math.round(flour.nutrients.protein * 10) / 10);
  });

  it('has no diets without any matched line, free water, and a safe servings count', () => {
    expect(computeRecipeFacts([{ ingredient: null, grams: 10 }], 2).diets).toEqual([]);
    const water = bySlug.get('water') as CatalogIngredient;
    const facts = computeRecipeFacts([{ ingredient: water, grams: 500 }], 0);
    expect(facts.costPerServing.kroger).toBe(0);
    expect(facts.nutrition.calories).toBe(0);
    expect(facts.diets).toContain('vegan');
  });
});
