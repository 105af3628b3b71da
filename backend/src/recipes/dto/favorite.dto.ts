import { ApiProperty } from '@nestjs/swagger';
import { IsWholeNumberBetween } from '../../common/whole-number.validator.js';

/** POST /api/favorites { recipeId } */
export class AddFavoriteDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 2147483647 })
  @IsWholeNumberBetween(1, 2147483647, { message: 'recipeId must be a recipe id (a whole number)' })
  recipeId!: number;
}
