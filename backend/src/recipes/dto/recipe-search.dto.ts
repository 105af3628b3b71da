import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsOptional, Matches, MaxLength } from 'class-validator';
import { IsWholeNumberBetween } from '../../foods/dto/whole-number.js';

const bool = ({ value }: { value: unknown }) => (value === 'true' || value === true ? true : value === 'false' || value === false || value === '' ? false : value);
const NUMBER = 'number must be a whole number from 1 to 100';

/** GET /api/recipes/search?query=&number=12[&ignorePreferences=true][&curated=false] */
export class RecipeSearchQuery {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/\S/, { message: 'Type something to search recipes' })
  @MaxLength(100, { message: 'Search recipes with at most 100 characters' })
  query = '';

  @IsOptional() @Type(() => Number)
  @IsWholeNumberBetween(1, 100, { message: NUMBER })
  number = 12;

  @IsOptional() @Transform(bool) @IsBoolean({ message: 'ignorePreferences must be true or false' })
  ignorePreferences = false;

  /** AI-curated answer (spec 'AI Curated Results'): on by default when an AI service is configured; false turns it off. */
  @IsOptional() @Transform(bool) @IsBoolean({ message: 'curated must be true or false' })
  curated?: boolean;
}

/** GET /api/recipes/random?number=12[&ignorePreferences=true] */
export class RandomRecipesQuery {
  @IsOptional() @Type(() => Number)
  @IsWholeNumberBetween(1, 100, { message: NUMBER })
  number = 12;

  @IsOptional() @Transform(bool) @IsBoolean({ message: 'ignorePreferences must be true or false' })
  ignorePreferences = false;
}
