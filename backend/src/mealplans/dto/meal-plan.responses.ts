/**
 * The documented shapes of what the meal plan routes answer (meal-plan-view.ts builds them). Each class
 * implements the view it documents, so a field the view gains and the document lacks fails the build.
 */
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { PriceSourceDto } from '../../catalog/dto/price-source.responses.js';
import { MEAL_TYPES, type MealType } from '../../kitchen/vocabulary.js';
import type { DayStats, MemberDayStats, MemberPortion, Relaxation } from '../meal-plan.entity.js';
import type { DayView, MealItemView, MealPlanSummary, MealPlanView } from '../meal-plan-view.js';
import { RELAXATION_TARGETS } from '../planner/types.js';

const DATE = { format: 'date', example: '2026-11-23' } as const;

@ApiSchema({ name: 'MealItemRecipe' })
export class MealItemRecipeDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ type: 'integer' }) readyInMinutes!: number;
}

@ApiSchema({ name: 'MealItemFood' })
export class MealItemFoodDto {
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'USDA FoodData Central id.' }) fdcId!: number | null;
}

@ApiSchema({ name: 'MemberPortion', description: "One person's portion of a meal item at a table of several." })
export class MemberPortionDto implements MemberPortion {
  @ApiProperty({ description: 'The household member.' }) memberId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Servings of the recipe (quarter steps: adults 0.75-2, children 0.5-2), or units of a side food.' })
  servings!: number;
}

@ApiSchema({
  name: 'MemberDayStats',
  description: "One person's day at a table of several, against their goal for the meals they eat at home.",
})
export class MemberDayStatsDto implements MemberDayStats {
  @ApiProperty() memberId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: 'Weekday, 0 = Sunday.' }) dayOfWeek!: number;
  @ApiProperty({ description: 'kcal.' }) calories!: number;
  @ApiProperty({ description: 'Grams.' }) protein!: number;
  @ApiProperty({ description: 'Grams.' }) carbs!: number;
  @ApiProperty({ description: 'Grams.' }) fat!: number;
  @ApiProperty({ description: "kcal: the person's goal for the meals they eat at home that day (their day's goal when every meal is)." })
  calorieGoal!: number;
}

@ApiSchema({ name: 'MealItem', description: 'One recipe or food of a slot, as planned.' })
export class MealItemDto implements MealItemView {
  @ApiProperty() id!: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: 'Weekday, 0 = Sunday.' }) dayOfWeek!: number;
  @ApiProperty({ enum: MEAL_TYPES, enumName: 'MealType' }) mealType!: MealType;
  @ApiProperty(DATE) date!: string;
  @ApiProperty({ description: 'kcal as planned.' }) calories!: number;
  @ApiProperty({ description: 'Grams as planned.' }) protein!: number;
  @ApiProperty({ description: 'Grams as planned; 0 when unknown (a food added without it).' }) carbs!: number;
  @ApiProperty({ description: 'Grams as planned; 0 when unknown (a food added without it).' }) fat!: number;
  @ApiProperty({
    description:
      "Portions of a recipe (0.75, 1, 1.25, 1.5, 2; at a table the sum of everyone's); 1 for a food (at a table, the units bought).",
  })
  servings!: number;
  @ApiProperty({ type: MealItemRecipeDto, nullable: true }) recipe!: MealItemRecipeDto | null;
  @ApiProperty({ type: MealItemFoodDto, nullable: true }) foodItem!: MealItemFoodDto | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: Number, nullable: true }) quantity!: number | null;
  @ApiProperty({ type: String, nullable: true }) unit!: string | null;
  @ApiProperty({
    type: [MemberPortionDto],
    nullable: true,
    description: "Each person's portion at a table of several (servings is their sum); null when planned for one person.",
  })
  portions!: MemberPortionDto[] | null;
}

@ApiSchema({ name: 'MealSlot' })
export class MealSlotDto {
  @ApiProperty({ type: [MealItemDto] }) items!: MealItemDto[];
}

@ApiSchema({ name: 'DayMeals', description: "The day's three slots." })
export class DayMealsDto implements Record<MealType, MealSlotDto> {
  @ApiProperty({ type: MealSlotDto }) breakfast!: MealSlotDto;
  @ApiProperty({ type: MealSlotDto }) lunch!: MealSlotDto;
  @ApiProperty({ type: MealSlotDto }) dinner!: MealSlotDto;
}

@ApiSchema({ name: 'PlanDay' })
export class PlanDayDto implements DayView {
  @ApiProperty(DATE) date!: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: "The date's weekday, 0 = Sunday." }) dayOfWeek!: number;
  @ApiProperty() totalCalories!: number;
  @ApiProperty({ type: DayMealsDto }) meals!: DayMealsDto;
}

@ApiSchema({ name: 'DayStats', description: "A day's totals as planned." })
export class DayStatsDto implements DayStats {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6 }) dayOfWeek!: number;
  @ApiProperty({ description: 'kcal.' }) calories!: number;
  @ApiProperty({ description: 'Grams.' }) protein!: number;
  @ApiProperty({ description: 'Grams.' }) carbs!: number;
  @ApiProperty({ description: 'Grams.' }) fat!: number;
  @ApiProperty({ description: 'Dollars.' }) cost!: number;
}

@ApiSchema({ name: 'Relaxation', description: 'A target the plan could not meet, and by how much.' })
export class RelaxationDto implements Relaxation {
  @ApiProperty({
    enum: RELAXATION_TARGETS,
    enumName: 'RelaxationTarget',
    example: 'budget',
    description: 'What gave way: day calories, the budget, repeats, a meal share, a macro band or the protein floor.',
  })
  target!: Relaxation['target'];
  @ApiProperty() message!: string;
  @ApiPropertyOptional() amount?: number;
}

@ApiSchema({ name: 'MealPlanSummary', description: 'A plan as the list of plans shows it.' })
export class MealPlanSummaryDto implements MealPlanSummary {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty(DATE) weekStartDate!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() totalCalories!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The weekly budget the plan was made for, dollars.' }) totalBudget!:
    number | null;
  @ApiProperty({ description: "Dollars: the cost of the plan's grocery list." }) estimatedCost!: number;
  @ApiProperty({ type: PriceSourceDto, description: 'Where the estimated cost comes from.' }) costSource!: PriceSourceDto;
  @ApiProperty({ type: 'integer', nullable: true }) calorieGoal!: number | null;
  @ApiProperty() hasGroceryList!: boolean;
}

@ApiSchema({ name: 'MealPlanView', description: 'A plan with its days, items and what it could not meet.' })
export class MealPlanViewDto extends MealPlanSummaryDto implements MealPlanView {
  @ApiProperty({ type: [DayStatsDto] }) dayStats!: DayStatsDto[];
  @ApiProperty({
    type: [MemberDayStatsDto],
    nullable: true,
    description: "Each person's day totals at a table of several; null for one person.",
  })
  memberDayStats!: MemberDayStatsDto[] | null;
  @ApiProperty({ type: [RelaxationDto] }) relaxations!: RelaxationDto[];
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: [PlanDayDto] }) days!: PlanDayDto[];
  @ApiProperty({ type: [MealItemDto], description: 'Every item, flat.' }) meals!: MealItemDto[];
}

@ApiSchema({ name: 'MealPlanDeleted' })
export class MealPlanDeletedDto {
  @ApiProperty({ enum: [true] }) deleted!: true;
  @ApiProperty() id!: string;
}

@ApiSchema({ name: 'PlanJobResult', description: "A finished 'plans.generate' job's result (GET /api/jobs/{id})." })
export class PlanJobResultDto {
  @ApiProperty() mealPlanId!: string;
}
