import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { IsWholeNumberBetween } from '../../common/whole-number.validator.js';
import { trimmedText } from '../../common/trimmed-text.js';

/** GET /api/ingredients?query=oli[&limit=20]: foods of our catalogue by name, for the pantry. */
const TWO_OR_MORE = /^[\s\S]{2,}$/;

export class IngredientSearchQuery {
  @ApiProperty({
    type: String,
    minLength: 2,
    maxLength: 100,
    pattern: TWO_OR_MORE,
    description: 'Words of the food (trimmed); each must start a word of its name or an alias.',
  })
  @Transform(trimmedText)
  @Matches(TWO_OR_MORE, { message: 'Type at least 2 characters to search our ingredients' })
  @MaxLength(100, { message: 'Search our ingredients with at most 100 characters' })
  query = '';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsWholeNumberBetween(1, 50, { message: 'limit must be a whole number from 1 to 50' })
  limit = 20;
}
