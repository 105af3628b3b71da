import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
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
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isRealIsoDate } from '../plan-dates.js';
import { MEAL_TYPES, type MealType } from '../../kitchen/vocabulary.js';
import { trimmedText } from '../../common/trimmed-text.js';

@ValidatorConstraint({ name: 'realDate' })
class RealDate implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return isRealIsoDate(value);
  }
  defaultMessage() {
    return 'weekStartDate must be a real date written YYYY-MM-DD';
  }
}

const MEAL_TYPE_MESSAGE = `mealType must be one of ${MEAL_TYPES.join(', ')}`;

/** The documented forms of the rules below, said once. */
const MEAL_TYPE = { enum: MEAL_TYPES, enumName: 'MealType' } as const;
const DAY_OF_WEEK = { type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday.' } as const;
const ISO_DATE = { format: 'date', example: '2026-11-23', description: 'A real date, YYYY-MM-DD.' } as const;
const PLAN_NAME = { minLength: 1, maxLength: 120, description: 'Trimmed.' } as const;

/** Fields several bodies share, each documented and validated by one set of rules. */
const DayOfWeekField = () =>
  applyDecorators(
    ApiProperty(DAY_OF_WEEK),
    IsInt({ message: 'dayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday)' }),
    Min(0, { message: 'dayOfWeek must be from 0 (Sunday) to 6 (Saturday)' }),
    Max(6, { message: 'dayOfWeek must be from 0 (Sunday) to 6 (Saturday)' }),
  );
const MealTypeField = () => applyDecorators(ApiProperty(MEAL_TYPE), IsIn([...MEAL_TYPES], { message: MEAL_TYPE_MESSAGE }));
const PlanNameField = () =>
  applyDecorators(
    ApiProperty(PLAN_NAME),
    Transform(trimmedText),
    IsString({ message: 'Meal plan name is required' }),
    IsNotEmpty({ message: 'Meal plan name is required' }),
    MaxLength(120, { message: 'Meal plan name must be at most 120 characters' }),
  );

/** A food item as sent on create and on add (spec §3 Food item). calories/protein are per 100 g. */
export class FoodItemDto {
  @ApiProperty({ minLength: 1, maxLength: 200 })
  @Transform(trimmedText)
  @IsString({ message: 'foodItem.name must be text' })
  @IsNotEmpty({ message: 'foodItem.name is required' })
  @MaxLength(200, { message: 'foodItem.name must be at most 200 characters' })
  name!: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 10000, description: 'kcal per 100 g.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'foodItem.calories must be a number' })
  @Min(0, { message: 'foodItem.calories cannot be negative' })
  @Max(10000, { message: 'foodItem.calories must be at most 10000' })
  calories?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 1000, description: 'Grams per 100 g.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'foodItem.protein must be a number' })
  @Min(0, { message: 'foodItem.protein cannot be negative' })
  @Max(1000, { message: 'foodItem.protein must be at most 1000' })
  protein?: number;

  @ApiPropertyOptional({ minimum: 0.1, maximum: 10000 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'foodItem.quantity must be a number' })
  @Min(0.1, { message: 'foodItem.quantity must be greater than 0 (at least 0.1)' })
  @Max(10000, { message: 'foodItem.quantity must be at most 10000' })
  quantity?: number;

  @ApiPropertyOptional({ maxLength: 40, example: 'g' })
  @IsOptional()
  @Transform(trimmedText)
  @IsString({ message: 'foodItem.unit must be text' })
  @MaxLength(40, { message: 'foodItem.unit must be at most 40 characters' })
  unit?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    nullable: true,
    description: 'The USDA FoodData Central id, when the food came from the food search.',
  })
  @IsOptional()
  @IsInt({ message: 'foodItem.fdcId must be a whole number' })
  @Min(1, { message: 'foodItem.fdcId must be positive' })
  fdcId?: number | null;
}

/** One entry of POST /api/meal-plans (spec §3 Meal entry on create). */
export class MealEntryDto {
  @DayOfWeekField()
  dayOfWeek!: number;

  @MealTypeField()
  mealType!: MealType;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, nullable: true })
  @IsOptional()
  @IsInt({ message: 'recipeId must be a whole number' })
  @Min(1, { message: 'recipeId must be positive' })
  recipeId?: number | null;

  @ApiPropertyOptional({ type: FoodItemDto, nullable: true })
  @IsOptional()
  @IsObject({ message: 'foodItem must be an object' })
  @ValidateNested()
  @Type(() => FoodItemDto)
  foodItem?: FoodItemDto | null;

  /** The week start date, as the spec's client sends it; the week's own date wins. */
  @ApiPropertyOptional({ type: String, maxLength: 40, nullable: true, description: "Read and ignored: the week's own date wins." })
  @IsOptional()
  @IsString({ message: 'date must be text' })
  @MaxLength(40)
  date?: string | null;
}

export class CreateMealPlanDto {
  @PlanNameField()
  name!: string;

  @ApiProperty(ISO_DATE)
  @IsNotEmpty({ message: 'Week start date is required' })
  @Validate(RealDate)
  weekStartDate!: string;

  @ApiPropertyOptional({ type: [MealEntryDto], maxItems: 210, default: [] })
  @IsOptional()
  @IsArray({ message: 'meals must be a list' })
  @ArrayMaxSize(210, { message: 'meals can hold at most 210 entries' })
  @ValidateNested({ each: true })
  @Type(() => MealEntryDto)
  meals: MealEntryDto[] = [];
}

export class RenameMealPlanDto {
  @PlanNameField()
  name!: string;
}

export class AddFoodDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: "Day of the plan's week: 0 is its first day." })
  @IsInt({ message: "dayIndex must be a whole number from 0 to 6 (the day of the plan's week)" })
  @Min(0, { message: 'dayIndex must be from 0 to 6' })
  @Max(6, { message: 'dayIndex must be from 0 to 6' })
  dayIndex!: number;

  @MealTypeField()
  mealType!: MealType;

  @ApiProperty({ type: FoodItemDto })
  @IsNotEmpty({ message: 'foodItem is required' })
  @IsObject({ message: 'foodItem must be an object' })
  @ValidateNested()
  @Type(() => FoodItemDto)
  foodItem!: FoodItemDto;
}

export class AddRecipeToPlanDto {
  @ApiProperty({ minLength: 1, description: "One of the person's meal plans." })
  @IsNotEmpty({ message: 'mealPlanId is required' })
  @IsString({ message: 'mealPlanId must be text' })
  mealPlanId!: string;

  @DayOfWeekField()
  dayOfWeek!: number;

  @MealTypeField()
  mealType!: MealType;

  /** 0.5-10 servings; 1 by default. */
  @ApiPropertyOptional({ minimum: 0.25, maximum: 10, default: 1 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'servings must be a number' })
  @Min(0.25, { message: 'servings must be at least 0.25' })
  @Max(10, { message: 'servings must be at most 10' })
  servings?: number;
}

export class GeneratePlanDto {
  /** Idempotency key (or send the Idempotency-Key header): the same key never makes two plans. */
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 100,
    description: 'Idempotency key (or the Idempotency-Key header): the same key never makes two plans.',
  })
  @IsOptional()
  @IsString({ message: 'requestKey must be text' })
  @MaxLength(100, { message: 'requestKey must be at most 100 characters' })
  requestKey?: string;

  /** First day of the plan (the person's today); the server's today (UTC) by default. */
  @ApiPropertyOptional({ ...ISO_DATE, description: "First day of the plan (the person's today); the server's today (UTC) by default." })
  @IsOptional()
  @Validate(RealDate)
  weekStartDate?: string;
}
