import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { IsWholeNumberBetween } from '../../common/whole-number.validator.js';
import { trimmedText } from '../../common/trimmed-text.js';

const THREE_OR_MORE = /^[\s\S]{3,}$/;
export const FOOD_QUERY_TOO_SHORT = 'Type at least 3 characters to search for food items';

/** GET /api/foods/search?query=&pageSize=20[&pageNumber=1] */
export class FoodSearchQuery {
  @ApiProperty({ type: String, minLength: 3, maxLength: 100, pattern: THREE_OR_MORE, description: 'Words of the food (trimmed).' })
  // Absent means '' (one message, not two); the text is trimmed before it is measured.
  @Transform(trimmedText)
  @Matches(THREE_OR_MORE, { message: FOOD_QUERY_TOO_SHORT })
  @MaxLength(100, { message: 'Search for food items with at most 100 characters' })
  query = '';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsWholeNumberBetween(1, 50, { message: 'pageSize must be a whole number from 1 to 50' })
  pageSize = 20;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsWholeNumberBetween(1, 100, { message: 'pageNumber must be a whole number from 1 to 100' })
  pageNumber = 1;
}
