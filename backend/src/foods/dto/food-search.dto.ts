import { Transform, Type } from 'class-transformer';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { IsWholeNumberBetween } from './whole-number.js';

export const FOOD_QUERY_TOO_SHORT = 'Type at least 3 characters to search for food items';

/** GET /api/foods/search?query=&pageSize=20[&pageNumber=1] */
export class FoodSearchQuery {
  // Absent means '' (one message, not two); the text is trimmed before it is measured.
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^[\s\S]{3,}$/, { message: FOOD_QUERY_TOO_SHORT })
  @MaxLength(100, { message: 'Search for food items with at most 100 characters' })
  query = '';

  @IsOptional() @Type(() => Number)
  @IsWholeNumberBetween(1, 50, { message: 'pageSize must be a whole number from 1 to 50' })
  pageSize = 20;

  @IsOptional() @Type(() => Number)
  @IsWholeNumberBetween(1, 100, { message: 'pageNumber must be a whole number from 1 to 100' })
  pageNumber = 1;
}
