import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsWholeNumberBetween } from '../../common/whole-number.validator.js';
import { MEAL_TYPES, type MealType } from '../../kitchen/vocabulary.js';
import { trimmedText } from '../../common/trimmed-text.js';

/**
 * The body of POST /api/recipes (a recipe of the person's own), PATCH /api/recipes/:id (the fields sent
 * change) and POST /api/recipes/preview (the same body, nothing written). Limits are the library's
 * (recipe-schema.ts) and the columns'. Each message says what to do, in the editor's words.
 */
export const OWN_RECIPE_LIMITS = {
  title: 200,
  servings: 64,
  minutes: 1440,
  lines: 100,
  line: 500,
  steps: 100,
  step: 2000,
  summary: 2000,
  image: 2000,
} as const;

const L = OWN_RECIPE_LIMITS;
/** Lines as typed: each trimmed, blank ones dropped (an empty line between ingredients is not an ingredient). */
const lines = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? (value as unknown[]).map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value;
/** An empty image field is no image. */
const imageOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

const M = {
  title: 'Give the recipe a title',
  titleLength: `The title can be at most ${L.title} characters`,
  servings: `Servings must be a whole number from 1 to ${L.servings}`,
  minutes: `Minutes must be a whole number from 1 to ${L.minutes} (a day)`,
  ingredients: 'Ingredients must be a list of lines of text',
  noIngredients: 'Add at least one ingredient',
  tooManyIngredients: `A recipe can have at most ${L.lines} ingredient lines`,
  ingredientLength: `Each ingredient line can be at most ${L.line} characters`,
  steps: 'Steps must be a list of lines of text',
  tooManySteps: `A recipe can have at most ${L.steps} steps`,
  stepLength: `Each step can be at most ${L.step} characters`,
  summary: 'The summary must be text',
  summaryLength: `The summary can be at most ${L.summary} characters`,
  image: 'The image must be a web address starting with https://',
  imageLength: `The image address can be at most ${L.image} characters`,
  mealTypes: `Meals must be a list of ${MEAL_TYPES.join(', ')}`,
};

/** A https address that cannot break out of the CSS url("…") the recipe dialog shows it in. */
const IMAGE_URL = /^https:\/\/[^\s"'()\\<>]+$/i;

/** How the document tells each field; the rules are the validators' constants above. */
const DOC = {
  title: { type: String, minLength: 1, maxLength: L.title, example: 'Garlic Rice', description: 'Trimmed.' },
  previewTitle: { type: String, maxLength: L.title, description: 'Trimmed; may be empty while the person types.' },
  servings: { type: 'integer', minimum: 1, maximum: L.servings, example: 2 },
  ingredients: (minItems?: number) => ({
    type: 'array',
    ...(minItems ? { minItems } : {}),
    maxItems: L.lines,
    items: { type: 'string', maxLength: L.line },
    example: ['1 cup cooked white rice', '2 cloves garlic, minced'],
    description:
      'One ingredient per line, as written; blank lines are dropped. Each is matched, weighed and counted (or said not counted, and why).',
  }),
} satisfies Record<string, ApiPropertyOptions | ((n?: number) => ApiPropertyOptions)>;

/** The fields every body may carry, each optional. */
class RecipeFieldsDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: L.minutes,
    description: 'Minutes from start to table; 30 when a new recipe does not say.',
  })
  @IsOptional()
  @IsWholeNumberBetween(1, L.minutes, { message: M.minutes })
  readyInMinutes?: number;

  @ApiPropertyOptional({
    type: 'array',
    maxItems: L.steps,
    items: { type: 'string', maxLength: L.step },
    description: 'The steps, one per item; blank ones are dropped.',
  })
  @IsOptional()
  @Transform(lines)
  @IsArray({ message: M.steps })
  @IsString({ each: true, message: M.steps })
  @ArrayMaxSize(L.steps, { message: M.tooManySteps })
  @MaxLength(L.step, { each: true, message: M.stepLength })
  instructions?: string[];

  @ApiPropertyOptional({ maxLength: L.summary, description: 'Plain text (shown as written; any markup is escaped).' })
  @IsOptional()
  @Transform(trimmedText)
  @IsString({ message: M.summary })
  @MaxLength(L.summary, { message: M.summaryLength })
  summary?: string;

  /** null (or '') removes the image. */
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.image,
    pattern: IMAGE_URL,
    example: 'https://example.com/garlic-rice.jpg',
    description: "A picture's https:// address (the scheme in any case); null or '' removes the image.",
  })
  @IsOptional()
  @Transform(imageOrNull)
  @IsString({ message: M.image })
  @MaxLength(L.image, { message: M.imageLength })
  @Matches(IMAGE_URL, { message: M.image })
  image?: string | null;

  /** Empty: guessed from the title, as an import's are. */
  @ApiPropertyOptional({
    enum: MEAL_TYPES,
    enumName: 'MealType',
    isArray: true,
    maxItems: MEAL_TYPES.length,
    description: 'The meals it is for; empty or none: guessed from the title.',
  })
  @IsOptional()
  @IsArray({ message: M.mealTypes })
  @IsIn([...MEAL_TYPES], { each: true, message: M.mealTypes })
  @ArrayMaxSize(MEAL_TYPES.length, { message: M.mealTypes })
  mealTypes?: MealType[];
}

/** POST /api/recipes */
export class CreateOwnRecipeDto extends RecipeFieldsDto {
  @ApiProperty(DOC.title)
  @Transform(trimmedText)
  @IsString({ message: M.title })
  @IsNotEmpty({ message: M.title })
  @MaxLength(L.title, { message: M.titleLength })
  title!: string;

  @ApiProperty(DOC.servings)
  @IsWholeNumberBetween(1, L.servings, { message: M.servings })
  servings!: number;

  @ApiProperty(DOC.ingredients(1))
  @Transform(lines)
  @IsArray({ message: M.ingredients })
  @IsString({ each: true, message: M.ingredients })
  @ArrayMinSize(1, { message: M.noIngredients })
  @ArrayMaxSize(L.lines, { message: M.tooManyIngredients })
  @MaxLength(L.line, { each: true, message: M.ingredientLength })
  ingredients!: string[];
}

/** PATCH /api/recipes/:id: the fields sent, with the same rules; ingredients, when sent, are at least one. */
export class UpdateOwnRecipeDto extends RecipeFieldsDto {
  @ApiPropertyOptional(DOC.title)
  @IsOptional()
  @Transform(trimmedText)
  @IsString({ message: M.title })
  @IsNotEmpty({ message: M.title })
  @MaxLength(L.title, { message: M.titleLength })
  title?: string;

  @ApiPropertyOptional(DOC.servings)
  @IsOptional()
  @IsWholeNumberBetween(1, L.servings, { message: M.servings })
  servings?: number;

  @ApiPropertyOptional(DOC.ingredients(1))
  @IsOptional()
  @Transform(lines)
  @IsArray({ message: M.ingredients })
  @IsString({ each: true, message: M.ingredients })
  @ArrayMinSize(1, { message: M.noIngredients })
  @ArrayMaxSize(L.lines, { message: M.tooManyIngredients })
  @MaxLength(L.line, { each: true, message: M.ingredientLength })
  ingredients?: string[];
}

/**
 * POST /api/recipes/preview: the editor's body while the person types, so a half-written recipe (no
 * title yet, no lines yet) is previewed, not refused; what is there follows the same rules.
 */
export class PreviewOwnRecipeDto extends RecipeFieldsDto {
  @ApiPropertyOptional(DOC.previewTitle)
  @IsOptional()
  @Transform(trimmedText)
  @IsString({ message: M.title })
  @MaxLength(L.title, { message: M.titleLength })
  title?: string;

  @ApiPropertyOptional({ ...DOC.servings, description: 'The servings the lines make; 1 when not sent.' })
  @IsOptional()
  @IsWholeNumberBetween(1, L.servings, { message: M.servings })
  servings?: number;

  @ApiPropertyOptional({ ...DOC.ingredients(), description: 'The lines so far (none yet is fine); blank lines are dropped.' })
  @IsOptional()
  @Transform(lines)
  @IsArray({ message: M.ingredients })
  @IsString({ each: true, message: M.ingredients })
  @ArrayMaxSize(L.lines, { message: M.tooManyIngredients })
  @MaxLength(L.line, { each: true, message: M.ingredientLength })
  ingredients?: string[];
}
