import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { LibraryRecipe } from './library.types.js';
import { RECIPE_FIELDS, recipeFileSchema } from './recipe-schema.js';
import { type MealType, MEAL_TYPES } from '../../kitchen/vocabulary.js';

/**
 * Forkcast's recipe library is data: one JSON file per meal in backend/data/recipes, read here and
 * checked against recipe-schema.ts. Every problem names the file, the line and the field:
 * "backend/data/recipes/lunch.json line 214: servings must be a whole number from 1 to 64".
 */

/** backend/data/recipes is three folders up from this file in src/ (tests) and in dist/ (`npm start`). */
const CANDIDATES = ['../../../data/recipes', '../../../../data/recipes'];

export function recipeLibraryDir(): string {
  for (const rel of CANDIDATES) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  throw new Error(`recipe library (backend/data/recipes) not found above ${fileURLToPath(import.meta.url)}`);
}

export interface RecipeLibrary {
  byMeal: Record<MealType, LibraryRecipe[]>;
  /** Breakfasts, then lunches, then dinners, each in its file's order (the seeder inserts them so). */
  recipes: LibraryRecipe[];
}

/** Every problem of the library, one per line of the message. */
export class RecipeLibraryError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'RecipeLibraryError';
  }
}

/** A recipe read from a file, with the line of its slug (for errors that involve two recipes). */
export interface RecipeEntry {
  recipe: LibraryRecipe;
  file: string;
  line: number;
}

type Path = (string | number)[];

/**
 * Pure: the recipes of one meal's file (`text`, shown as `file` in errors), or its problems. A file
 * holds a JSON array of recipes, each of which names its file's meal among its meal types.
 */
export function parseRecipeFile(text: string, meal: MealType, file: string): { entries: RecipeEntry[]; problems: string[] } {
  const newlines = [...text.matchAll(/\n/g)].map((m) => m.index);
  const lineAt = (offset: number) => {
    let lo = 0,
      hi = newlines.length; // lines = newlines before `offset`, plus one
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  const syntax: ParseError[] = [];
  const tree = parseTree(text, syntax, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (syntax.length || !tree) {
    const errors = syntax.length ? syntax : [{ error: 0, offset: 0, length: 0 }];
    return {
      entries: [],
      problems: errors.map((e) => `${file} line ${lineAt(e.offset)}: not valid JSON (${printParseErrorCode(e.error)})`),
    };
  }
  // The nearest node that exists on the path: a missing field is reported at its recipe's first line.
  const lineOf = (path: Path) => {
    for (let p = path; ; p = p.slice(0, -1)) {
      const node = findNodeAtLocation(tree, p);
      if (node || p.length === 0) return lineAt(node?.offset ?? 0);
    }
  };
  // The field is named from within its recipe ("servings", "ingredients[3]"); `line` overrides the path's own.
  const problem = (path: Path, message: string, line = lineOf(path)) => {
    const field = path
      .slice(1)
      .map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`))
      .join('');
    return { line, text: `${file} line ${line}: ${field ? `${field} ` : ''}${message}` };
  };

  const found = duplicateKeys(tree).map(({ path, key, offset }) =>
    problem([...path, key], 'appears twice in one object (JSON keeps only the last)', lineAt(offset)),
  );
  const raw: unknown = JSON.parse(text);
  const parsed = recipeFileSchema.safeParse(raw);
  const badMealTypes = new Set<unknown>();
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
    if (path[1] === 'mealTypes') badMealTypes.add(path[0]);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        found.push(problem([...path, key], `is not a recipe field (the fields are ${RECIPE_FIELDS.join(', ')})`));
    } else found.push(problem(path, issue.message));
  }
  // Checked on every recipe whose meal types are otherwise valid, so one run lists every problem.
  if (Array.isArray(raw)) {
    raw.forEach((r: { mealTypes?: unknown }, i) => {
      const meals = r?.mealTypes;
      if (Array.isArray(meals) && !badMealTypes.has(i) && !meals.includes(meal))
        found.push(problem([i, 'mealTypes'], `must include "${meal}", the meal of this file`));
    });
  }
  // Two failed checks of one field say the same thing once; problems in file order.
  const problems = [...new Set(found.sort((a, b) => a.line - b.line).map((p) => p.text))];
  if (problems.length || !parsed.success) return { entries: [], problems };
  return { entries: parsed.data.map((recipe, i) => ({ recipe, file, line: lineOf([i, 'slug']) })), problems: [] };
}

/** Keys written twice in one object, anywhere in the tree (JSON.parse would silently keep the last). */
function duplicateKeys(node: Node, path: Path = []): { path: Path; key: string; offset: number }[] {
  const out: { path: Path; key: string; offset: number }[] = [];
  if (node.type === 'object') {
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const [keyNode, value] = property.children ?? [];
      const key = String(keyNode?.value);
      if (seen.has(key)) out.push({ path, key, offset: property.offset });
      seen.add(key);
      if (value) out.push(...duplicateKeys(value, [...path, key]));
    }
  } else if (node.type === 'array') {
    (node.children ?? []).forEach((child, i) => out.push(...duplicateKeys(child, [...path, i])));
  }
  return out;
}

/** Pure: each slug names one recipe across all the files (the seeder upserts by slug). */
export function duplicateSlugs(entries: readonly RecipeEntry[]): string[] {
  const first = new Map<string, RecipeEntry>();
  const problems: string[] = [];
  for (const entry of entries) {
    const earlier = first.get(entry.recipe.slug);
    if (earlier)
      problems.push(
        `${entry.file} line ${entry.line}: slug "${entry.recipe.slug}" is already the slug of the recipe at ${earlier.file} line ${earlier.line}`,
      );
    else first.set(entry.recipe.slug, entry);
  }
  return problems;
}

/** Reads and checks `<dir>/breakfast.json`, `lunch.json` and `dinner.json`; throws a RecipeLibraryError listing every problem. */
export function readRecipeLibrary(dir: string = recipeLibraryDir()): RecipeLibrary {
  const repoRoot = resolve(recipeLibraryDir(), '../../..');
  const shown = (path: string) => {
    const rel = relative(repoRoot, path);
    return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
  };
  const problems: string[] = [];
  const entries: RecipeEntry[] = [];
  const byMeal = {} as Record<MealType, LibraryRecipe[]>;
  for (const meal of MEAL_TYPES) {
    const path = join(dir, `${meal}.json`);
    if (!existsSync(path)) {
      problems.push(`${shown(path)}: the file is missing`);
      continue;
    }
    const file = parseRecipeFile(readFileSync(path, 'utf8'), meal, shown(path));
    problems.push(...file.problems);
    entries.push(...file.entries);
    byMeal[meal] = file.entries.map((e) => e.recipe);
  }
  problems.push(...duplicateSlugs(entries));
  if (problems.length) throw new RecipeLibraryError(problems);
  return { byMeal, recipes: entries.map((e) => e.recipe) };
}

let cached: RecipeLibrary | null = null;

/** The library of backend/data/recipes, read and checked once per process (treat it as read-only). */
export function loadRecipeLibrary(): RecipeLibrary {
  cached ??= readRecipeLibrary();
  return cached;
}
