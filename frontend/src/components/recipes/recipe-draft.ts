/**
 * The recipe editor's form and what it sends: its values, the rules it checks (the server's, in the
 * same words, so a person reads one message whichever side finds the problem) and the conversions
 * between a recipe's detail, the form and a draft. Pure.
 */
import type { MealType } from '../../api/meal-plans';
import { ingredientLinesOf, instructionStepsOf, type RecipeDetailData, type RecipeDraft, type SpecRecipe } from '../../api/recipes';
import { apiLimits } from '../../api/schema';

const OWN_RECIPE = apiLimits.CreateOwnRecipeDto;
/** The API's own bounds of a recipe of one's own (generated from its document). */
export const RECIPE_LIMITS = {
  title: OWN_RECIPE.title.maxLength,
  servings: OWN_RECIPE.servings.maximum,
  minutes: OWN_RECIPE.readyInMinutes.maximum,
  lines: OWN_RECIPE.ingredients.maxItems,
  line: OWN_RECIPE.ingredients.itemMaxLength,
  steps: OWN_RECIPE.instructions.maxItems,
  step: OWN_RECIPE.instructions.itemMaxLength,
  summary: OWN_RECIPE.summary.maxLength,
} as const;

const L = RECIPE_LIMITS;
export const RECIPE_MESSAGES = {
  title: 'Give the recipe a title',
  titleLength: `The title can be at most ${L.title} characters`,
  servings: `Servings must be a whole number from 1 to ${L.servings}`,
  minutes: `Minutes must be a whole number from 1 to ${L.minutes} (a day)`,
  noIngredients: 'Add at least one ingredient',
  tooManyIngredients: `A recipe can have at most ${L.lines} ingredient lines`,
  ingredientLength: `Each ingredient line can be at most ${L.line} characters`,
  tooManySteps: `A recipe can have at most ${L.steps} steps`,
  stepLength: `Each step can be at most ${L.step} characters`,
  summaryLength: `The summary can be at most ${L.summary} characters`,
  image: 'The image must be a web address starting with https://',
} as const;

/** The editor's fields as typed: lists are one entry per line of a text box. */
export interface RecipeFormValues {
  title: string;
  servings: number | null;
  readyInMinutes: number | null;
  ingredients: string;
  instructions: string;
  summary: string;
  image: string;
  mealTypes: MealType[];
}

export const EMPTY_RECIPE_FORM: RecipeFormValues = {
  title: '',
  servings: 2,
  readyInMinutes: 30,
  ingredients: '',
  instructions: '',
  summary: '',
  image: '',
  mealTypes: [],
};

/** The non-blank lines of a text box, trimmed (a blank line between ingredients is not an ingredient). */
export function linesOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

const IMAGE_URL = /^https:\/\/[^\s"'()\\<>]+$/i;

export const isWholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Why the ingredient lines cannot be saved, or null. */
export function ingredientsProblem(text: string | null | undefined): string | null {
  const lines = linesOf(text);
  if (!lines.length) return RECIPE_MESSAGES.noIngredients;
  if (lines.length > L.lines) return RECIPE_MESSAGES.tooManyIngredients;
  if (lines.some((l) => l.length > L.line)) return RECIPE_MESSAGES.ingredientLength;
  return null;
}

/** Why the steps cannot be saved, or null. */
export function stepsProblem(text: string | null | undefined): string | null {
  const steps = linesOf(text);
  if (steps.length > L.steps) return RECIPE_MESSAGES.tooManySteps;
  if (steps.some((s) => s.length > L.step)) return RECIPE_MESSAGES.stepLength;
  return null;
}

/** Why the image address cannot be saved, or null (none is fine). */
export function imageProblem(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  return value && !IMAGE_URL.test(value) ? RECIPE_MESSAGES.image : null;
}

/** What the editor sends (POST or PATCH), from checked values. */
export function draftOf(values: RecipeFormValues): RecipeDraft {
  return {
    title: values.title.trim(),
    servings: values.servings ?? 1,
    readyInMinutes: values.readyInMinutes ?? 30,
    ingredients: linesOf(values.ingredients),
    instructions: linesOf(values.instructions),
    summary: values.summary.trim(),
    image: values.image.trim() || null,
    mealTypes: values.mealTypes,
  };
}

/** What the preview is asked about (lines and servings), or null while there is nothing to work out. */
export function previewDraftOf(
  ingredients: string | null | undefined,
  servings: unknown,
): Pick<RecipeDraft, 'ingredients' | 'servings'> | null {
  const lines = linesOf(ingredients)
    .slice(0, L.lines)
    .map((l) => l.slice(0, L.line));
  if (!lines.length || !isWholeNumber(servings, 1, L.servings)) return null;
  return { ingredients: lines, servings };
}

/** A summary is HTML (spec §3); the editor shows and sends its text. */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** The editor's values for an existing recipe (one of the person's own, written or imported). */
export function formValuesOf(recipe: SpecRecipe & Pick<RecipeDetailData, 'title'>): RecipeFormValues {
  return {
    title: recipe.title,
    servings: recipe.servings ?? 1,
    readyInMinutes: recipe.readyInMinutes ?? 30,
    ingredients: ingredientLinesOf(recipe)
      .map((l) => l.text)
      .join('\n'),
    instructions: instructionStepsOf(recipe).join('\n'),
    summary: plainTextOf(recipe.summary),
    image: recipe.image ?? '',
    mealTypes: recipe.mealTypes ?? [],
  };
}
