import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, Matches, MaxLength } from 'class-validator';
import { IsWholeNumberBetween } from '../../common/whole-number.validator.js';
import { trimmedText } from '../../common/trimmed-text.js';

const bool = ({ value }: { value: unknown }) =>
  value === 'true' || value === true ? true : value === 'false' || value === false || value === '' ? false : value;
const SOME_TEXT = /\S/;
const NUMBER = 'number must be a whole number from 1 to 100';

/** The fields search and random share, each documented and validated by one set of rules. */
const HowManyField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 12, description }),
    IsOptional(),
    Type(() => Number),
    IsWholeNumberBetween(1, 100, { message: NUMBER }),
  );
const IgnorePreferencesField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, default: false, description: "true: ignore the person's diets, allergies and dislikes." }),
    IsOptional(),
    Transform(bool),
    IsBoolean({ message: 'ignorePreferences must be true or false' }),
  );

/** GET /api/recipes/search?query=&number=12[&ignorePreferences=true][&curated=false] */
export class RecipeSearchQuery {
  @ApiProperty({ type: String, minLength: 1, maxLength: 100, pattern: SOME_TEXT, description: 'Words to look for (trimmed).' })
  @Transform(trimmedText)
  @Matches(SOME_TEXT, { message: 'Type something to search recipes' })
  @MaxLength(100, { message: 'Search recipes with at most 100 characters' })
  query = '';

  @HowManyField('How many results.')
  number = 12;

  @IgnorePreferencesField()
  ignorePreferences = false;

  /** AI-curated answer (spec 'AI Curated Results'): on by default when an AI service is configured; false turns it off. */
  @ApiPropertyOptional({
    description: 'false: the plain search, never curated by the AI service (curated by default when one is configured).',
  })
  @IsOptional()
  @Transform(bool)
  @IsBoolean({ message: 'curated must be true or false' })
  curated?: boolean;
}

/** GET /api/recipes/random?number=12[&ignorePreferences=true] */
export class RandomRecipesQuery {
  @HowManyField('How many recipes.')
  number = 12;

  @IgnorePreferencesField()
  ignorePreferences = false;
}
