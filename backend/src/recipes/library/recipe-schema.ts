import * as z from 'zod';
import type { LibraryRecipe } from './library.types.js';
import { MEAL_TYPES } from '../../kitchen/vocabulary.js';

/**
 * The one schema a recipe of backend/data/recipes/*.json must pass before it is seeded. Each field
 * says in one phrase what it must be, and that phrase is the error ("servings must be a whole number
 * from 1 to 64"), whatever the way it fails. Lengths are the columns' (recipe.entity.ts).
 */

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HTML_TAG = /<\/?\s*([a-z][a-z0-9]*)[^>]*>/gi;

/** The error of a field: "is missing" when absent, else what it must be. */
const must = (what: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is missing' : `must be ${what}`) });

/** Text with no spaces at either end, of 1 to `max` characters. */
function text(what: string, max: number, rule: (s: string) => boolean = () => true) {
  const error = must(what);
  return z
    .string(error)
    .min(1, error)
    .max(max, error)
    .refine((s) => s === s.trim() && rule(s), error);
}

function wholeNumber(what: string, min: number, max: number) {
  const error = must(`${what} from ${min} to ${max}`);
  return z.int(error).min(min, error).max(max, error);
}

function list<T extends z.ZodType>(what: string, item: T, min: number) {
  return z.array(item, must(what)).min(min, must(what));
}

const onlyBoldAndItalic = (s: string) => [...s.matchAll(HTML_TAG)].every((m) => /^[bi]$/i.test(m[1]));

const mealTypes = list(
  `a list of one or more of ${MEAL_TYPES.map((m) => `"${m}"`).join(', ')}`,
  z.enum(MEAL_TYPES, must(`one of ${MEAL_TYPES.join(', ')}`)),
  1,
).refine((ms) => new Set(ms).size === ms.length, { error: 'must name each meal once' });

export const libraryRecipeSchema = z.strictObject(
  {
    slug: text('kebab-case (lower-case letters and digits joined by hyphens), at most 160 characters', 160, (s) => KEBAB.test(s)),
    title: text('text of 1 to 200 characters without spaces at either end', 200),
    summary: text('text of 1 to 240 characters whose only HTML is <b> and <i>', 240, onlyBoldAndItalic),
    readyInMinutes: wholeNumber('a whole number of minutes', 1, 1440),
    servings: wholeNumber('a whole number', 1, 64),
    mealTypes,
    cuisine: text('text of 1 to 60 characters without spaces at either end', 60),
    tags: list(
      'a list of kebab-case labels',
      text('a kebab-case label', 60, (s) => KEBAB.test(s)),
      0,
    ),
    ingredients: list('a list of one or more ingredient lines', text('an ingredient line without spaces at either end', 500), 1),
    steps: list('a list of one or more steps', text('a step of text without spaces at either end', 2000), 1),
  },
  must('an object of recipe fields'),
) satisfies z.ZodType<LibraryRecipe>;

/** One meal's file: a list of recipes. */
export const recipeFileSchema = z.array(libraryRecipeSchema, must('a list of recipes'));

export const RECIPE_FIELDS = Object.keys(libraryRecipeSchema.shape);
