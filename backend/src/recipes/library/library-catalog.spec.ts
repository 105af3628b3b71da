/**
 * The recipe library against the ingredient catalogue: every line must parse and match a
 * catalogue ingredient that can be weighed, and the facts computed from the lines (never typed by
 * hand) must give the meal planner enough choice under every diet chip and allergy chip of the spec.
 */
import { loadCatalog } from '../../catalog/catalog.js';
import { type Allergen, type Diet, type MealType } from '../../kitchen/vocabulary.js';
import { computeRecipeFacts, type RecipeFacts } from '../../catalog/recipe-facts.js';
import { createLineWeigher } from '../../catalog/weigh-line.js';
import { parseIngredientLine } from '../../kitchen/ingredient-line.js';
import { recipeLibrary } from './index.js';
import type { LibraryRecipe } from './library.types.js';

const weigh = createLineWeigher(loadCatalog());
const MEAL_TYPES: MealType[] = ['breakfast', 'lunch', 'dinner'];

interface ResolvedLine {
  line: string;
  name: string;
  amount: number | null;
  unit: string;
  slug: string | null;
  grams: number | null;
}

function resolve(recipe: LibraryRecipe): { lines: ResolvedLine[]; facts: RecipeFacts } {
  const parsed = recipe.ingredients.map((line) => {
    const p = parseIngredientLine(line);
    // weighed as the recipes module weighs it: in the state the line names (recipe-builder.ts)
    const { ingredient, grams } = weigh(p);
    return { line, name: p.name, amount: p.amount, unit: p.unit, ingredient, grams };
  });
  return {
    lines: parsed.map(({ ingredient, ...rest }) => ({ ...rest, slug: ingredient?.slug ?? null })),
    facts: computeRecipeFacts(parsed, recipe.servings),
  };
}

const resolved = new Map(recipeLibrary.map((r) => [r.slug, resolve(r)]));
const factsOf = (r: LibraryRecipe) => resolved.get(r.slug)!.facts;
const byMeal = (meal: MealType) => recipeLibrary.filter((r) => r.mealTypes.includes(meal));

describe('recipe library against the ingredient catalogue', () => {
  it('every ingredient line parses to an amount, a unit and a name', () => {
    const bad = [...resolved.entries()].flatMap(([slug, { lines }]) =>
      lines.filter((l) => l.amount === null || !(l.amount > 0) || l.name.trim() === '').map((l) => `${slug}: ${l.line}`),
    );
    expect(bad).toEqual([]);
  });

  it('every ingredient line matches a catalogue ingredient', () => {
    const unmatched = [...resolved.entries()].flatMap(([slug, { lines }]) =>
      lines.filter((l) => l.slug === null).map((l) => `${slug}: ${l.line} (name "${l.name}")`),
    );
    expect(unmatched).toEqual([]);
  });

  // Whole aromatics counted by the piece weigh a gram or two and are often removed before serving;
  // the catalogue has no per-piece weight for them, which changes neither nutrition nor cost.
  const NEGLIGIBLE = new Set(['bay-leaf', 'star-anise', 'cinnamon', 'cloves', 'thyme', 'rosemary']);
  it('every ingredient line can be weighed, so nutrition and cost are complete', () => {
    const unweighed = [...resolved.entries()].flatMap(([slug, { lines }]) =>
      lines
        .filter((l) => l.slug !== null && l.grams === null && !NEGLIGIBLE.has(l.slug))
        .map((l) => `${slug}: ${l.line} (${l.slug}, unit "${l.unit}")`),
    );
    expect(unweighed).toEqual([]);
  });

  it('computes realistic calories per serving for each meal', () => {
    const RANGE: Record<MealType, [number, number]> = { breakfast: [150, 800], lunch: [250, 950], dinner: [300, 1100] };
    const out: string[] = [];
    for (const r of recipeLibrary) {
      const kcal = factsOf(r).nutrition.calories;
      const [lo, hi] = RANGE[r.mealTypes[0]];
      if (kcal < lo || kcal > hi) out.push(`${r.slug}: ${kcal} kcal`);
    }
    expect(out).toEqual([]);
  });

  it.each(MEAL_TYPES)('has light and hearty %s options so any daily goal from 1200 to 3500 kcal can be met', (meal) => {
    const kcal = byMeal(meal)
      .map((r) => factsOf(r).nutrition.calories)
      .sort((a, b) => a - b);
    const light = { breakfast: 350, lunch: 450, dinner: 500 }[meal];
    const hearty = { breakfast: 500, lunch: 600, dinner: 700 }[meal];
    expect(kcal.filter((k) => k <= light).length).toBeGreaterThanOrEqual(10);
    expect(kcal.filter((k) => k >= hearty).length).toBeGreaterThanOrEqual(10);
  });

  it('computes a positive cost per serving for every recipe', () => {
    for (const r of recipeLibrary) {
      for (const [store, dollars] of Object.entries(factsOf(r).costPerServing)) {
        if (!(dollars > 0 && dollars < 25)) throw new Error(`${r.slug} costs ${dollars} per serving at ${store}`);
      }
    }
  });

  // The spec's diet chips: Vegetarian, Vegan, Gluten-Free, Keto, Paleo, Dairy-Free. A varied 7-day
  // week needs 9 choices per meal (8 for the stricter keto and paleo).
  const DIET_MINIMUM: Record<Diet, number> = { vegetarian: 9, vegan: 9, 'gluten-free': 9, 'dairy-free': 9, keto: 8, paleo: 8 };
  it.each(Object.entries(DIET_MINIMUM) as [Diet, number][])('offers enough %s recipes for every meal', (diet, minimum) => {
    for (const meal of MEAL_TYPES) {
      const count = byMeal(meal).filter((r) => factsOf(r).diets.includes(diet)).length;
      if (count < minimum) throw new Error(`${diet} ${meal}: ${count} recipes, want ${minimum}`);
    }
  });

  // The spec's allergy chips: Nuts, Shellfish, Eggs, Dairy, Soy, Gluten.
  const CHIPS: [string, Allergen[]][] = [
    ['nuts', ['tree-nuts', 'peanuts']],
    ['shellfish', ['shellfish']],
    ['eggs', ['eggs']],
    ['dairy', ['milk']],
    ['soy', ['soy']],
    ['gluten', ['gluten', 'wheat']],
  ];
  it.each(CHIPS)('offers enough %s-free recipes for every meal', (chip, allergens) => {
    for (const meal of MEAL_TYPES) {
      const count = byMeal(meal).filter((r) => !factsOf(r).allergens.some((a) => allergens.includes(a))).length;
      if (count < 9) throw new Error(`${chip}-free ${meal}: ${count} recipes, want 9`);
    }
  });

  it('keeps vegan recipes free of every animal allergen', () => {
    for (const r of recipeLibrary) {
      const { diets, allergens } = factsOf(r);
      if (diets.includes('vegan')) expect(allergens.filter((a) => ['milk', 'eggs', 'fish', 'shellfish'].includes(a))).toEqual([]);
    }
  });
});
