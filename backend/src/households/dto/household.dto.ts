import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { trimmedText } from '../../common/trimmed-text.js';
import { MEAL_TYPES, type MealType } from '../../kitchen/vocabulary.js';
import { SavePreferencesDto } from '../../preferences/preferences.dto.js';

/** Oldest age a person may type for a member: above it is a slip, not a grandparent. */
export const MEMBER_AGE_MAX = 120;

export class AddMemberDto {
  @ApiProperty({ maxLength: 60, example: 'Sam', description: 'What the household calls them.' })
  @Transform(trimmedText)
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(60, { message: 'name must be at most 60 characters' })
  name!: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MEMBER_AGE_MAX, example: 8, description: 'Age in years.' })
  @IsInt({ message: 'age must be a whole number of years' })
  @Min(0, { message: 'age must be at least 0' })
  @Max(MEMBER_AGE_MAX, { message: `age must be at most ${MEMBER_AGE_MAX}` })
  age!: number;
}

export class UpdateMemberDto {
  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @Transform(trimmedText)
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(60, { message: 'name must be at most 60 characters' })
  name?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MEMBER_AGE_MAX })
  @IsOptional()
  @IsInt({ message: 'age must be a whole number of years' })
  @Min(0, { message: 'age must be at least 0' })
  @Max(MEMBER_AGE_MAX, { message: `age must be at most ${MEMBER_AGE_MAX}` })
  age?: number;
}

export class MealAwayDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday, as a plan day.' })
  @IsInt({ message: 'dayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday)' })
  @Min(0, { message: 'dayOfWeek must be from 0 (Sunday) to 6 (Saturday)' })
  @Max(6, { message: 'dayOfWeek must be from 0 (Sunday) to 6 (Saturday)' })
  dayOfWeek!: number;

  @ApiProperty({ enum: MEAL_TYPES })
  @IsIn([...MEAL_TYPES], { message: `mealType must be one of ${MEAL_TYPES.join(', ')}` })
  mealType!: MealType;
}

/** Who eats what: the meals of the week a member is not at home for (default none: they eat every meal). */
export class MealsAwayDto {
  @ApiProperty({ type: [MealAwayDto], maxItems: 21 })
  @IsArray({ message: 'mealsAway must be a list' })
  @ArrayMaxSize(21, { message: 'mealsAway can hold at most 21 meals' })
  @ValidateNested({ each: true })
  @Type(() => MealAwayDto)
  mealsAway!: MealAwayDto[];
}

/** A member without an account has the Preferences screen's targets and rules, but no budget or store: those are the household's. */
export class MemberPreferencesDto extends PickType(SavePreferencesDto, [
  'dietaryRestrictions',
  'allergies',
  'dislikedIngredients',
  'calorieGoal',
  'mealShares',
  'proteinGoal',
] as const) {}
