import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, Validate, ValidateNested,
  ValidatorConstraint, type ValidatorConstraintInterface,
} from 'class-validator';
import { isRealIsoDate } from '../plan-dates.js';
import { MEAL_TYPES, type MealType } from '../../kitchen/vocabulary.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@ValidatorConstraint({ name: 'realDate' })
class RealDate implements ValidatorConstraintInterface {
  validate(value: unknown) { return isRealIsoDate(value); }
  defaultMessage() { return 'weekStartDate must be a real date written YYYY-MM-DD'; }
}

const MEAL_TYPE_MESSAGE = `mealType must be one of ${MEAL_TYPES.join(', ')}`;

/** A food item as sent on create and on add (spec §3 Food item). calories/protein are per 100 g. */
export class FoodItemDto {
  @Transform(trim) @IsString({ message: 'foodItem.name must be text' }) @IsNotEmpty({ message: 'foodItem.name is required' }) @MaxLength(200, { message: 'foodItem.name must be at most 200 characters' })
  name!: string;

  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'foodItem.calories must be a number' }) @Min(0, { message: 'foodItem.calories cannot be negative' }) @Max(10000, { message: 'foodItem.calories must be at most 10000' })
  calories?: number;

  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'foodItem.protein must be a number' }) @Min(0, { message: 'foodItem.protein cannot be negative' }) @Max(1000, { message: 'foodItem.protein must be at most 1000' })
  protein?: number;

  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'foodItem.quantity must be a number' }) @Min(0.1, { message: 'foodItem.quantity must be greater than 0 (at least 0.1)' }) @Max(10000, { message: 'foodItem.quantity must be at most 10000' })
  quantity?: number;

  @IsOptional() @Transform(trim) @IsString({ message: 'foodItem.unit must be text' }) @MaxLength(40, { message: 'foodItem.unit must be at most 40 characters' })
  unit?: string;

  @IsOptional() @IsInt({ message: 'foodItem.fdcId must be a whole number' }) @Min(1, { message: 'foodItem.fdcId must be positive' })
  fdcId?: number | null;
}

/** One entry of POST /api/meal-plans (spec §3 Meal entry on create). */
export class MealEntryDto {
  @IsInt({ message: 'dayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday)' }) @Min(0, { message: 'dayOfWeek must be from 0 (Sunday) to 6 (Saturday)' }) @Max(6, { message: 'dayOfWeek must be from 0 (Sunday) to 6 (Saturday)' })
  dayOfWeek!: number;

  @IsIn([...MEAL_TYPES], { message: MEAL_TYPE_MESSAGE })
  mealType!: MealType;

  @IsOptional() @IsInt({ message: 'recipeId must be a whole number' }) @Min(1, { message: 'recipeId must be positive' })
  recipeId?: number | null;

  @IsOptional() @IsObject({ message: 'foodItem must be an object' }) @ValidateNested() @Type(() => FoodItemDto)
  foodItem?: FoodItemDto | null;

  /** The week start date, as the spec's client sends it; the week's own date wins. */
  @IsOptional() @IsString({ message: 'date must be text' }) @MaxLength(40)
  date?: string | null;
}

export class CreateMealPlanDto {
  @Transform(trim) @IsString({ message: 'Meal plan name is required' }) @IsNotEmpty({ message: 'Meal plan name is required' }) @MaxLength(120, { message: 'Meal plan name must be at most 120 characters' })
  name!: string;

  @IsNotEmpty({ message: 'Week start date is required' }) @Validate(RealDate)
  weekStartDate!: string;

  @IsOptional() @IsArray({ message: 'meals must be a list' }) @ArrayMaxSize(210, { message: 'meals can hold at most 210 entries' }) @ValidateNested({ each: true }) @Type(() => MealEntryDto)
  meals: MealEntryDto[] = [];
}

export class RenameMealPlanDto {
  @Transform(trim) @IsString({ message: 'Meal plan name is required' }) @IsNotEmpty({ message: 'Meal plan name is required' }) @MaxLength(120, { message: 'Meal plan name must be at most 120 characters' })
  name!: string;
}

export class AddFoodDto {
  @IsInt({ message: 'dayIndex must be a whole number from 0 to 6 (the day of the plan\'s week)' }) @Min(0, { message: 'dayIndex must be from 0 to 6' }) @Max(6, { message: 'dayIndex must be from 0 to 6' })
  dayIndex!: number;

  @IsIn([...MEAL_TYPES], { message: MEAL_TYPE_MESSAGE })
  mealType!: MealType;

  @IsNotEmpty({ message: 'foodItem is required' }) @IsObject({ message: 'foodItem must be an object' }) @ValidateNested() @Type(() => FoodItemDto)
  foodItem!: FoodItemDto;
}

export class AddRecipeToPlanDto {
  @IsNotEmpty({ message: 'mealPlanId is required' }) @IsString({ message: 'mealPlanId must be text' })
  mealPlanId!: string;

  @IsInt({ message: 'dayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday)' }) @Min(0, { message: 'dayOfWeek must be from 0 (Sunday) to 6 (Saturday)' }) @Max(6, { message: 'dayOfWeek must be from 0 (Sunday) to 6 (Saturday)' })
  dayOfWeek!: number;

  @IsIn([...MEAL_TYPES], { message: MEAL_TYPE_MESSAGE })
  mealType!: MealType;

  /** 0.5-10 servings; 1 by default. */
  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'servings must be a number' }) @Min(0.25, { message: 'servings must be at least 0.25' }) @Max(10, { message: 'servings must be at most 10' })
  servings?: number;
}

export class GeneratePlanDto {
  /** Idempotency key (or send the Idempotency-Key header): the same key never makes two plans. */
  @IsOptional() @IsString({ message: 'requestKey must be text' }) @MaxLength(100, { message: 'requestKey must be at most 100 characters' })
  requestKey?: string;

  /** First day of the plan (the person's today); the server's today (UTC) by default. */
  @IsOptional() @Validate(RealDate)
  weekStartDate?: string;
}

