import { ApiProperty, ApiPropertyOptional, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isKnownRestriction } from '../kitchen/dietary-rules.js';
import { ALLERGENS, DIET_NAMES, STORE_IDS, type StoreId } from '../kitchen/vocabulary.js';

/** Bounds of a daily calorie goal (kcal) and a weekly budget (dollars): the API and the assistant refuse what is outside. */
export const CALORIE_GOAL_MIN = 1000;
export const CALORIE_GOAL_MAX = 4000;
export const WEEKLY_BUDGET_MIN = 50;
export const WEEKLY_BUDGET_MAX = 500;

/** Trims, drops blanks and case-insensitive duplicates (spec §5 tag rules); leaves non-strings for the validator to refuse. */
const tagList = ({ value }: { value: unknown }) => {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of value) {
    if (typeof item !== 'string') {
      out.push(item);
      continue;
    }
    const tag = item.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
};

/** '150' and 150 both mean $150 (spec §3: weeklyBudget may arrive as a string). */
const numeric = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

/**
 * A list where an object belongs is refused once ('must be an object'), not once more per element as
 * @ValidateNested would for a list: hand it on as text. Objects and everything else pass unchanged.
 */
const listAsText = ({ value }: { value: unknown }) => (Array.isArray(value) ? 'a list' : value);

/** Allowed ranges: each meal's share of the day's calories (whole percent) and the daily protein goal (grams). */
export const MEAL_SHARE_MIN = 10;
export const MEAL_SHARE_MAX = 60;
export const PROTEIN_GOAL_MIN = 20;
export const PROTEIN_GOAL_MAX = 400;

/** Percent of the day's calories per meal (all three required). */
@ApiSchema({ name: 'MealShares', description: "Percent of the day's calories per meal." })
export class MealSharesDto {
  @ApiProperty({ type: 'integer', minimum: MEAL_SHARE_MIN, maximum: MEAL_SHARE_MAX })
  @IsInt({ message: 'mealShares.breakfast must be a whole number' })
  @Min(MEAL_SHARE_MIN, { message: `mealShares.breakfast must be at least ${MEAL_SHARE_MIN}` })
  @Max(MEAL_SHARE_MAX, { message: `mealShares.breakfast must be at most ${MEAL_SHARE_MAX}` })
  breakfast!: number;

  @ApiProperty({ type: 'integer', minimum: MEAL_SHARE_MIN, maximum: MEAL_SHARE_MAX })
  @IsInt({ message: 'mealShares.lunch must be a whole number' })
  @Min(MEAL_SHARE_MIN, { message: `mealShares.lunch must be at least ${MEAL_SHARE_MIN}` })
  @Max(MEAL_SHARE_MAX, { message: `mealShares.lunch must be at most ${MEAL_SHARE_MAX}` })
  lunch!: number;

  @ApiProperty({ type: 'integer', minimum: MEAL_SHARE_MIN, maximum: MEAL_SHARE_MAX })
  @IsInt({ message: 'mealShares.dinner must be a whole number' })
  @Min(MEAL_SHARE_MIN, { message: `mealShares.dinner must be at least ${MEAL_SHARE_MIN}` })
  @Max(MEAL_SHARE_MAX, { message: `mealShares.dinner must be at most ${MEAL_SHARE_MAX}` })
  dinner!: number;
}

/** The three shares add up to 100. Shares that are not whole numbers are left to their own messages. */
@ValidatorConstraint({ name: 'mealSharesSum' })
class MealSharesAddUpTo100 implements ValidatorConstraintInterface {
  validate(value: unknown) {
    if (typeof value !== 'object' || value === null) return true;
    const { breakfast, lunch, dinner } = value as Record<string, unknown>;
    const shares = [breakfast, lunch, dinner];
    if (!shares.every((n) => Number.isInteger(n))) return true;
    return (shares as number[]).reduce((a, b) => a + b, 0) === 100;
  }
  defaultMessage() {
    return 'mealShares must add up to 100 (breakfast + lunch + dinner)';
  }
}

/** Every diet tag is one the planner honours (kitchen/diets.ts: a diet's name or word, or "<allergen>-free"). */
@ValidatorConstraint({ name: 'knownDiets' })
class KnownDiets implements ValidatorConstraintInterface {
  private unknown(value: unknown): string[] {
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && !isKnownRestriction(v)) : [];
  }
  validate(value: unknown) {
    return this.unknown(value).length === 0;
  }
  defaultMessage(args: ValidationArguments) {
    const names = this.unknown(args.value).map((v) => `"${v}"`);
    return `dietaryRestrictions: ${names.join(', ')} ${names.length > 1 ? 'are not diets' : 'is not a diet'} Forkcast plans for; use ${Object.values(DIET_NAMES).join(', ')} (or another word for one), or "<allergen>-free"`;
  }
}

/** A list of tags as the Preferences screen sends it: trimmed, blanks and repeats (any case) dropped. */
const TAGS: ApiPropertyOptions = { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 60 } };

export class SavePreferencesDto {
  @ApiPropertyOptional({
    ...TAGS,
    description: `Diets followed: ${Object.values(DIET_NAMES).join(', ')} (any case, or another word for one: "veggie", "plant-based", "coeliac"), or "<allergen>-free". Anything else is refused.`,
  })
  @IsOptional()
  @Transform(tagList)
  @IsArray({ message: 'dietaryRestrictions must be a list' })
  @ArrayMaxSize(50, { message: 'dietaryRestrictions can hold at most 50 items' })
  @IsString({ each: true, message: 'dietaryRestrictions must be a list of text' })
  @MaxLength(60, { each: true, message: 'each of dietaryRestrictions must be at most 60 characters' })
  @Validate(KnownDiets)
  dietaryRestrictions?: string[];

  @ApiPropertyOptional({
    ...TAGS,
    description: `Allergies (${ALLERGENS.join(', ')} and their words, e.g. "nuts", "dairy", are known to the planner; any other word is kept out of plans as written).`,
  })
  @IsOptional()
  @Transform(tagList)
  @IsArray({ message: 'allergies must be a list' })
  @ArrayMaxSize(50, { message: 'allergies can hold at most 50 items' })
  @IsString({ each: true, message: 'allergies must be a list of text' })
  @MaxLength(60, { each: true, message: 'each of allergies must be at most 60 characters' })
  allergies?: string[];

  @ApiPropertyOptional({ ...TAGS, description: 'Words of ingredients never planned.' })
  @IsOptional()
  @Transform(tagList)
  @IsArray({ message: 'dislikedIngredients must be a list' })
  @ArrayMaxSize(50, { message: 'dislikedIngredients can hold at most 50 items' })
  @IsString({ each: true, message: 'dislikedIngredients must be a list of text' })
  @MaxLength(60, { each: true, message: 'each of dislikedIngredients must be at most 60 characters' })
  dislikedIngredients?: string[];

  @ApiPropertyOptional({ type: 'integer', minimum: CALORIE_GOAL_MIN, maximum: CALORIE_GOAL_MAX, description: 'kcal a day.' })
  @IsOptional()
  @IsInt({ message: 'calorieGoal must be a whole number' })
  @Min(CALORIE_GOAL_MIN, { message: `calorieGoal must be at least ${CALORIE_GOAL_MIN}` })
  @Max(CALORIE_GOAL_MAX, { message: `calorieGoal must be at most ${CALORIE_GOAL_MAX}` })
  calorieGoal?: number;

  @ApiPropertyOptional({
    minimum: WEEKLY_BUDGET_MIN,
    maximum: WEEKLY_BUDGET_MAX,
    description: "Dollars a week, at most 2 decimals ('150' as text is read as 150).",
  })
  @IsOptional()
  @Transform(numeric)
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'weeklyBudget must be a number with at most 2 decimals' },
  )
  @Min(WEEKLY_BUDGET_MIN, { message: `weeklyBudget must be at least ${WEEKLY_BUDGET_MIN}` })
  @Max(WEEKLY_BUDGET_MAX, { message: `weeklyBudget must be at most ${WEEKLY_BUDGET_MAX}` })
  weeklyBudget?: number;

  @ApiPropertyOptional({
    enum: STORE_IDS,
    enumName: 'StoreId',
    nullable: true,
    description: "Where the person shops; null or '' for none (prices at the default store).",
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsIn([...STORE_IDS, null], { message: `preferredStore must be one of ${STORE_IDS.join(', ')}` })
  preferredStore?: StoreId | null;

  /** null resets to the default split (25 / 35 / 40). */
  @ApiPropertyOptional({
    type: MealSharesDto,
    nullable: true,
    description: "Percent of the day's calories per meal, adding up to 100; null resets to 25 / 35 / 40.",
  })
  @IsOptional()
  @Type(() => MealSharesDto)
  @Transform(listAsText)
  @IsObject({ message: 'mealShares must be an object with breakfast, lunch and dinner' })
  @ValidateNested()
  @Validate(MealSharesAddUpTo100)
  mealShares?: MealSharesDto | null;

  /** Daily protein floor in grams; null clears it. */
  @ApiPropertyOptional({
    type: 'integer',
    minimum: PROTEIN_GOAL_MIN,
    maximum: PROTEIN_GOAL_MAX,
    nullable: true,
    description: 'Daily protein floor in grams; null clears it.',
  })
  @IsOptional()
  @IsInt({ message: 'proteinGoal must be a whole number' })
  @Min(PROTEIN_GOAL_MIN, { message: `proteinGoal must be at least ${PROTEIN_GOAL_MIN}` })
  @Max(PROTEIN_GOAL_MAX, { message: `proteinGoal must be at most ${PROTEIN_GOAL_MAX}` })
  proteinGoal?: number | null;
}
