import { breakfastRecipes, dinnerRecipes, lunchRecipes, recipeLibrary } from './index.js';
import { type MealType } from '../../kitchen/vocabulary.js';

const MEAL_TYPES: MealType[] = ['breakfast', 'lunch', 'dinner'];
const byMeal = (meal: MealType) => recipeLibrary.filter((r) => r.mealTypes.includes(meal));

describe('recipe library: shape', () => {
  it('concatenates the three meal files in order', () => {
    expect(recipeLibrary).toEqual([...breakfastRecipes, ...lunchRecipes, ...dinnerRecipes]);
  });

  it('has at least 160 recipes and at least 50 per meal type', () => {
    expect(recipeLibrary.length).toBeGreaterThanOrEqual(160);
    for (const meal of MEAL_TYPES) expect(byMeal(meal).length).toBeGreaterThanOrEqual(50);
    // each file holds recipes of its own meal first of all
    expect(breakfastRecipes.every((r) => r.mealTypes.includes('breakfast'))).toBe(true);
    expect(lunchRecipes.every((r) => r.mealTypes.includes('lunch'))).toBe(true);
    expect(dinnerRecipes.every((r) => r.mealTypes.includes('dinner'))).toBe(true);
  });

  it('uses unique kebab-case slugs and unique titles', () => {
    const slugs = recipeLibrary.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const titles = recipeLibrary.map((r) => r.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(recipeLibrary.map((r) => [r.slug, r] as const))('%s is complete and plausible', (_slug, r) => {
    expect(r.title.trim().length).toBeGreaterThan(3);
    expect(r.ingredients.length).toBeGreaterThanOrEqual(3);
    expect(r.steps.length).toBeGreaterThanOrEqual(2);
    expect(Number.isInteger(r.servings)).toBe(true);
    expect(r.servings).toBeGreaterThanOrEqual(1);
    expect(r.servings).toBeLessThanOrEqual(12);
    expect(Number.isInteger(r.readyInMinutes)).toBe(true);
    expect(r.readyInMinutes).toBeGreaterThanOrEqual(5);
    expect(r.readyInMinutes).toBeLessThanOrEqual(240);
    expect(r.mealTypes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(r.mealTypes).size).toBe(r.mealTypes.length);
    for (const m of r.mealTypes) expect(MEAL_TYPES).toContain(m);
    expect(r.cuisine.trim()).not.toBe('');
    for (const tag of r.tags) expect(tag).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const line of r.ingredients) {
      expect(line).toBe(line.trim());
      expect(line).toMatch(/^(\d|½|¼|¾)/); // every line starts with its amount
    }
    for (const step of r.steps) {
      expect(step.trim().length).toBeGreaterThan(10);
      expect(step).toMatch(/[.!?]$/);
    }
  });

  it.each(recipeLibrary.map((r) => [r.slug, r.summary] as const))('%s has a short, safe HTML summary', (_slug, summary) => {
    expect(summary.length).toBeGreaterThan(20);
    expect(summary.length).toBeLessThanOrEqual(240);
    expect(summary).not.toMatch(/<\s*script/i);
    expect(summary).not.toMatch(/\bon\w+\s*=/i); // no event handler attributes
    expect(summary).not.toMatch(/javascript:/i);
    // only <b> and <i>, balanced
    const tags = summary.match(/<\/?[a-z][^>]*>/gi) ?? [];
    for (const tag of tags) expect(tag).toMatch(/^<\/?(b|i)>$/);
    for (const t of ['b', 'i']) {
      expect((summary.match(new RegExp(`<${t}>`, 'g')) ?? []).length).toBe((summary.match(new RegExp(`</${t}>`, 'g')) ?? []).length);
    }
    // one or two sentences
    const sentences = summary
      .replace(/<\/?[bi]>/g, '')
      .split(/[.!?](?:\s|$)/)
      .filter((s) => s.trim().length > 0);
    expect(sentences.length).toBeLessThanOrEqual(2);
  });

  it('states no diets, allergens, calories or costs by hand', () => {
    for (const r of recipeLibrary) {
      expect(Object.keys(r).sort()).toEqual([
        'cuisine',
        'ingredients',
        'mealTypes',
        'readyInMinutes',
        'servings',
        'slug',
        'steps',
        'summary',
        'tags',
        'title',
      ]);
      for (const tag of r.tags)
        expect(tag).not.toMatch(/^(vegan|vegetarian|keto|paleo|gluten-free|dairy-free|nut-free|egg-free|soy-free)$/);
    }
  });

  it('covers many cuisines', () => {
    const cuisines = new Set(recipeLibrary.map((r) => r.cuisine));
    for (const c of [
      'American',
      'Mexican',
      'Italian',
      'Indian',
      'Thai',
      'Japanese',
      'Chinese',
      'Korean',
      'Mediterranean',
      'Middle Eastern',
      'French',
    ]) {
      expect(cuisines).toContain(c);
    }
    for (const meal of MEAL_TYPES) expect(new Set(byMeal(meal).map((r) => r.cuisine)).size).toBeGreaterThanOrEqual(8);
  });
});
