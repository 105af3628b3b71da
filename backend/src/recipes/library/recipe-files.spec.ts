import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecipeFile, readRecipeLibrary, recipeLibraryDir, RecipeLibraryError } from './recipe-files.js';
import { type MealType, MEAL_TYPES } from '../../kitchen/vocabulary.js';

const SHOWN = (meal: MealType) => `backend/data/recipes/${meal}.json`;
const real = (meal: MealType) => readFileSync(join(recipeLibraryDir(), `${meal}.json`), 'utf8');

/** Offset of the `n`-th (0-based) occurrence of `needle`. */
function nth(text: string, needle: string | RegExp, n: number): { offset: number; match: string } {
  const re = new RegExp(typeof needle === 'string' ? needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : needle.source, 'g');
  const all = [...text.matchAll(re)];
  if (!all[n]) throw new Error(`no occurrence ${n} of ${needle}`);
  return { offset: all[n].index, match: all[n][0] };
}
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
/** `text` with the `n`-th occurrence of `needle` replaced, and the line it was on. */
function edit(text: string, needle: string | RegExp, n: number, replacement: string) {
  const { offset, match } = nth(text, needle, n);
  return { text: text.slice(0, offset) + replacement + text.slice(offset + match.length), line: lineAt(text, offset) };
}
const problemsOf = (text: string, meal: MealType) => parseRecipeFile(text, meal, SHOWN(meal)).problems;

describe('recipe files: the real library', () => {
  it.each(MEAL_TYPES)('%s.json passes the schema, every recipe as written', (meal) => {
    const text = real(meal);
    const { entries, problems } = parseRecipeFile(text, meal, SHOWN(meal));
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.recipe)).toEqual(JSON.parse(text));
    // each entry knows the line of its slug
    for (const [i, e] of entries.entries()) expect(e.line).toBe(lineAt(text, nth(text, '"slug":', i).offset));
  });

  it('reads the three files in meal order with unique slugs', () => {
    const library = readRecipeLibrary();
    const files = MEAL_TYPES.map((meal) => JSON.parse(real(meal)) as unknown[]);
    expect(library.recipes).toEqual(files.flat());
    for (const [i, meal] of MEAL_TYPES.entries()) expect(library.byMeal[meal]).toEqual(files[i]);
    expect(new Set(library.recipes.map((r) => r.slug)).size).toBe(library.recipes.length);
  });
});

describe('recipe files: a bad entry is named by file, line and field', () => {
  const lunch = real('lunch');

  it('servings out of range', () => {
    const bad = edit(lunch, /"servings": \d+/, 5, '"servings": 0');
    expect(problemsOf(bad.text, 'lunch')).toEqual([
      `backend/data/recipes/lunch.json line ${bad.line}: servings must be a whole number from 1 to 64`,
    ]);
    const half = edit(lunch, /"servings": \d+/, 7, '"servings": 2.5');
    expect(problemsOf(half.text, 'lunch')).toEqual([
      `backend/data/recipes/lunch.json line ${half.line}: servings must be a whole number from 1 to 64`,
    ]);
  });

  it('a missing field, at the line where its recipe starts', () => {
    const { offset } = nth(lunch, /\n {4}"title": .*\n/, 3);
    const text = lunch.slice(0, offset) + '\n' + lunch.slice(offset).replace(/^\n {4}"title": .*\n/, '');
    const recipeStart = lunch.lastIndexOf('  {', offset);
    expect(problemsOf(text, 'lunch')).toEqual([`backend/data/recipes/lunch.json line ${lineAt(lunch, recipeStart)}: title is missing`]);
  });

  it('a misspelt field, at its own line (and the field it should have been, as missing)', () => {
    const bad = edit(lunch, '"steps":', 10, '"step":');
    const recipeStart = lunch.lastIndexOf('  {', nth(lunch, '"steps":', 10).offset);
    expect(problemsOf(bad.text, 'lunch')).toEqual([
      `backend/data/recipes/lunch.json line ${lineAt(lunch, recipeStart)}: steps is missing`,
      `backend/data/recipes/lunch.json line ${bad.line}: step is not a recipe field (the fields are slug, title, summary, readyInMinutes, servings, mealTypes, cuisine, tags, ingredients, steps)`,
    ]);
  });

  it('one bad ingredient line, named by its place in the list', () => {
    const ingredients = nth(lunch, '"ingredients": [', 2).offset;
    const third = nth(lunch.slice(ingredients), /\n {6}".*"/, 2);
    const offset = ingredients + third.offset + 1;
    const text = lunch.slice(0, offset) + '      12' + lunch.slice(offset + third.match.length - 1);
    expect(problemsOf(text, 'lunch')).toEqual([
      `backend/data/recipes/lunch.json line ${lineAt(lunch, offset)}: ingredients[2] must be an ingredient line without spaces at either end`,
    ]);
  });

  it('an unknown meal type, and a recipe in the file of a meal it is not for', () => {
    const brunch = edit(lunch, '"mealTypes": ["lunch"', 0, '"mealTypes": ["brunch"');
    expect(problemsOf(brunch.text, 'lunch')).toEqual([
      `backend/data/recipes/lunch.json line ${brunch.line}: mealTypes[0] must be one of breakfast, lunch, dinner`,
    ]);
    const breakfastOnly = edit(lunch, '"mealTypes": ["lunch"', 1, '"mealTypes": ["breakfast"');
    expect(problemsOf(breakfastOnly.text, 'lunch')).toEqual([
      `backend/data/recipes/lunch.json line ${breakfastOnly.line}: mealTypes must include "lunch", the meal of this file`,
    ]);
    // both at once: one run lists every problem, in file order
    const both = edit(brunch.text, '"mealTypes": ["lunch"', 0, '"mealTypes": ["breakfast"');
    expect(problemsOf(both.text, 'lunch')).toEqual([
      `backend/data/recipes/lunch.json line ${brunch.line}: mealTypes[0] must be one of breakfast, lunch, dinner`,
      `backend/data/recipes/lunch.json line ${breakfastOnly.line}: mealTypes must include "lunch", the meal of this file`,
    ]);
  });

  it('a slug that is not kebab-case and a summary with a tag other than <b> or <i>', () => {
    const slug = edit(lunch, /"slug": "/, 4, '"slug": "Not Kebab ');
    const both = edit(slug.text, /"summary": "/, 9, '"summary": "<a href=x>link</a> ');
    expect(problemsOf(both.text, 'lunch')).toEqual([
      `backend/data/recipes/lunch.json line ${slug.line}: slug must be kebab-case (lower-case letters and digits joined by hyphens), at most 160 characters`,
      `backend/data/recipes/lunch.json line ${both.line}: summary must be text of 1 to 240 characters whose only HTML is <b> and <i>`,
    ]);
  });

  it('a field written twice, at its second line', () => {
    const { offset } = nth(lunch, /"cuisine": .*\n/, 6);
    const line = lineAt(lunch, offset);
    const text = lunch.slice(0, offset) + '"cuisine": "Thai",\n    ' + lunch.slice(offset);
    expect(problemsOf(text, 'lunch')).toEqual([
      `backend/data/recipes/lunch.json line ${line + 1}: cuisine appears twice in one object (JSON keeps only the last)`,
    ]);
  });

  it('a JSON syntax error, at its line', () => {
    const bad = edit(lunch, '],\n    "steps"', 12, ']\n    "steps"');
    const [problem, ...rest] = problemsOf(bad.text, 'lunch');
    expect(problem).toBe(`backend/data/recipes/lunch.json line ${bad.line + 1}: not valid JSON (CommaExpected)`);
    expect(rest).toEqual([]);
  });

  it('a file that is not a list', () => {
    expect(problemsOf('{"slug": "x"}\n', 'lunch')).toEqual(['backend/data/recipes/lunch.json line 1: must be a list of recipes']);
  });
});

describe('recipe files: the library as a whole', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'forkcast-recipes-'));
    cpSync(recipeLibraryDir(), dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a slug used in two files, naming both places, and lists every problem of every file', () => {
    const breakfast = real('breakfast');
    const firstSlug = nth(breakfast, /"slug": "[^"]+"/, 0);
    const dinner = edit(real('dinner'), /"slug": "[^"]+"/, 3, firstSlug.match);
    writeFileSync(join(dir, 'dinner.json'), dinner.text);
    const lunch = edit(real('lunch'), /"readyInMinutes": \d+/, 2, '"readyInMinutes": "soon"');
    writeFileSync(join(dir, 'lunch.json'), lunch.text);

    let error: unknown;
    try {
      readRecipeLibrary(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RecipeLibraryError);
    const slug = firstSlug.match.slice('"slug": "'.length, -1);
    expect((error as RecipeLibraryError).problems).toEqual([
      `${join(dir, 'lunch.json')} line ${lunch.line}: readyInMinutes must be a whole number of minutes from 1 to 1440`,
      `${join(dir, 'dinner.json')} line ${dinner.line}: slug "${slug}" is already the slug of the recipe at ${join(dir, 'breakfast.json')} line ${lineAt(breakfast, firstSlug.offset)}`,
    ]);
    expect((error as Error).message).toBe((error as RecipeLibraryError).problems.join('\n'));
  });

  it('names a missing file', () => {
    rmSync(join(dir, 'dinner.json'));
    expect(() => readRecipeLibrary(dir)).toThrow(`${join(dir, 'dinner.json')}: the file is missing`);
  });
});
