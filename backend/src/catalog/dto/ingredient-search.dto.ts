import { Transform, Type } from 'class-transformer';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { IsWholeNumberBetween } from '../../foods/dto/whole-number.js';

/** GET /api/ingredients?query=oli[&limit=20]: foods of our catalogue by name, for the pantry. */
export class IngredientSearchQuery {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^[\s\S]{2,}$/, { message: 'Type at least 2 characters to search our ingredients' })
  @MaxLength(100, { message: 'Search our ingredients with at most 100 characters' })
  query = '';

  @IsOptional() @Type(() => Number)
  @IsWholeNumberBetween(1, 50, { message: 'limit must be a whole number from 1 to 50' })
  limit = 20;
}
