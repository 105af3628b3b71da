/** The documented shape of a person's preferences as GET and POST /api/preferences answer them. */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  CALORIE_GOAL_MAX,
  CALORIE_GOAL_MIN,
  MealSharesDto,
  PROTEIN_GOAL_MAX,
  PROTEIN_GOAL_MIN,
  WEEKLY_BUDGET_MAX,
  WEEKLY_BUDGET_MIN,
} from './preferences.dto.js';
import { STORE_IDS, type StoreId } from '../kitchen/vocabulary.js';
import type { PreferencesAnswer } from './preferences.service.js';

@ApiSchema({ name: 'Preferences', description: "A person's preferences, with the defaults filled in." })
export class PreferencesDto implements PreferencesAnswer {
  @ApiProperty({ type: [String] }) dietaryRestrictions!: string[];
  @ApiProperty({ type: [String] }) allergies!: string[];
  @ApiProperty({ type: [String] }) dislikedIngredients!: string[];
  @ApiProperty({ type: 'integer', minimum: CALORIE_GOAL_MIN, maximum: CALORIE_GOAL_MAX, description: 'kcal a day.' }) calorieGoal!: number;
  @ApiProperty({ minimum: WEEKLY_BUDGET_MIN, maximum: WEEKLY_BUDGET_MAX, description: 'Dollars a week.' }) weeklyBudget!: number;
  @ApiProperty({ enum: STORE_IDS, enumName: 'StoreId', nullable: true }) preferredStore!: StoreId | null;
  @ApiProperty({ type: MealSharesDto, description: "Percent of the day's calories per meal; adds up to 100." }) mealShares!: MealSharesDto;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: PROTEIN_GOAL_MIN,
    maximum: PROTEIN_GOAL_MAX,
    description: 'Daily protein floor in grams; null = none.',
  })
  proteinGoal!: number | null;
  @ApiProperty({ description: 'False while you have never saved preferences (these are the defaults).' }) saved!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The owner's name when weeklyBudget and preferredStore are the household's (you are a member of their household): only they change them. Null when they are your own.",
  })
  budgetSetBy!: string | null;
}
