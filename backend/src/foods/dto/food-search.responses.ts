/** The documented shape of a food search (FoodsService builds it): values per 100 g, FoodData Central naming. */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { FoodNutrient } from '../food.entity.js';
import { FOOD_RESULT_STATES } from '../food-state.js';
import type { FoodSearchItem, FoodSearchResult } from '../foods.service.js';

@ApiSchema({ name: 'FoodNutrient', description: 'One nutrient per 100 g.' })
export class FoodNutrientDto implements FoodNutrient {
  @ApiProperty({ example: 'Energy' }) nutrientName!: string;
  @ApiProperty({ example: 'KCAL' }) unitName!: string;
  @ApiProperty() value!: number;
}

@ApiSchema({ name: 'FoodSearchItem' })
export class FoodSearchItemDto implements FoodSearchItem {
  @ApiProperty({ type: 'integer', description: 'USDA FoodData Central id.' }) fdcId!: number;
  @ApiProperty() description!: string;
  @ApiProperty({ example: 'SR Legacy' }) dataType!: string;
  @ApiProperty({ type: String, nullable: true }) brandOwner!: string | null;
  @ApiProperty({ type: String, nullable: true }) foodCategory!: string | null;
  @ApiProperty({ type: [FoodNutrientDto] }) foodNutrients!: FoodNutrientDto[];
  @ApiProperty({ enum: FOOD_RESULT_STATES, nullable: true, description: 'The state its description names; null when none.' })
  state!: FoodSearchItem['state'];
}

@ApiSchema({ name: 'FoodSearchResult' })
export class FoodSearchResultDto implements FoodSearchResult {
  @ApiProperty({ type: [FoodSearchItemDto] }) items!: FoodSearchItemDto[];
  @ApiProperty({ type: 'integer' }) totalHits!: number;
  @ApiProperty({ type: 'integer' }) currentPage!: number;
  @ApiProperty({ type: 'integer' }) totalPages!: number;
}
