import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator.js';
import { MEAL_TYPES, type MealType } from '../kitchen/vocabulary.js';
import { SampleDayService, type SampleDay, type SampleMeal } from './sample-day.js';

@ApiSchema({ name: 'SampleMeal' })
class SampleMealDto implements SampleMeal {
  @ApiProperty({ enum: MEAL_TYPES, enumName: 'MealType' }) mealType!: MealType;
  @ApiProperty({ description: 'The recipe, and its sides after "with".' }) dish!: string;
  @ApiProperty({ type: 'integer' }) calories!: number;
}

@ApiSchema({ name: 'SampleDay' })
class SampleDayDto implements SampleDay {
  @ApiProperty({ type: 'integer' }) calorieGoal!: number;
  @ApiProperty() weeklyBudget!: number;
  @ApiProperty({ type: [SampleMealDto] }) meals!: SampleMealDto[];
  @ApiProperty({ type: 'integer', description: "The day's calories: the meals' sum." }) calories!: number;
  @ApiProperty({ description: "The week's groceries at the default store, whole packages, in dollars." }) weekCost!: number;
}

/** The landing page's sample day: planned by the planner for a visitor, so its figures are computed, not typed. */
@ApiTags('meal-plans')
@Controller('api/sample-day')
export class SampleDayController {
  constructor(private readonly sample: SampleDayService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: SampleDayDto })
  read(): Promise<SampleDay> {
    return this.sample.read();
  }
}
