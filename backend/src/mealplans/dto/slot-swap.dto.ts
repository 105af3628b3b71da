/** Swap on a plan slot: what the routes take and answer (slot-swap.service.ts builds the answers). */
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
import type { SwapAlternative } from '../slot-swap.js';
import { MemberPortionDto } from './meal-plan.responses.js';
import type { SlotAlternatives } from '../slot-swap.service.js';

export class SwapSlotDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'One of the alternatives offered for the slot.' })
  @IsInt({ message: 'recipeId must be a whole number' })
  @Min(1, { message: 'recipeId must be positive' })
  recipeId!: number;

  @ApiPropertyOptional({ default: true, description: "Keep the slot's sides beside the new dish (false: the dish alone)." })
  @IsOptional()
  @IsBoolean({ message: 'keepSides must be true or false' })
  keepSides?: boolean;
}

@ApiSchema({ name: 'SwapAlternative', description: 'A recipe that keeps the day within its targets, at the portion that does.' })
export class SwapAlternativeDto implements SwapAlternative {
  @ApiProperty({ type: 'integer' }) recipeId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ description: "Servings eaten: 0.75, 1, 1.25, 1.5 or 2 (at a table, the sum of everyone's portions)." })
  servings!: number;
  @ApiProperty({ description: 'kcal of that portion.' }) calories!: number;
  @ApiProperty({ description: 'Grams of protein of that portion.' }) protein!: number;
  @ApiProperty({ description: 'kcal of the meal after the swap (the portion and the sides kept).' }) mealCalories!: number;
  @ApiProperty({ description: 'kcal of the day after the swap.' }) dayCalories!: number;
  @ApiProperty({ description: 'Already planned elsewhere this week.' }) inWeek!: boolean;
  @ApiProperty({
    type: [MemberPortionDto],
    nullable: true,
    description: "At a table of several, each present person's portion (servings is their sum); null for one person.",
  })
  portions!: MemberPortionDto[] | null;
}

@ApiSchema({ name: 'KcalRange' })
export class KcalRangeDto {
  @ApiProperty() min!: number;
  @ApiProperty() max!: number;
}

@ApiSchema({ name: 'SlotCurrentDish' })
export class SlotCurrentDishDto {
  @ApiProperty({ type: 'integer' }) recipeId!: number;
  @ApiProperty() title!: string;
  @ApiProperty() servings!: number;
}

@ApiSchema({ name: 'SlotAlternatives' })
export class SlotAlternativesDto implements SlotAlternatives {
  @ApiProperty({ description: "The day's kcal now." }) dayCalories!: number;
  @ApiProperty() calorieGoal!: number;
  @ApiProperty({ type: KcalRangeDto, description: 'The day stays within ±5 % of the goal.' }) dayRange!: KcalRangeDto;
  @ApiProperty({ type: KcalRangeDto, description: "The meal's share band of the goal." }) mealRange!: KcalRangeDto;
  @ApiProperty({ type: SlotCurrentDishDto, nullable: true }) current!: SlotCurrentDishDto | null;
  @ApiProperty() keepSides!: boolean;
  @ApiProperty({
    description:
      "Planned for a table of several: the day and meal figures are the table's, and each alternative is safe for everyone present and portioned for each of them.",
  })
  forTable!: boolean;
  @ApiProperty({ description: 'kcal of the sides kept beside the new dish.' }) sideCalories!: number;
  @ApiProperty({ type: [SwapAlternativeDto] }) alternatives!: SwapAlternativeDto[];
}
