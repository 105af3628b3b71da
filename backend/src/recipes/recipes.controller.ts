import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator.js';
import { rowNumber } from '../common/row-id.pipe.js';
import { RecipeCurator } from './recipe-curator.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import type { User } from '../users/user.entity.js';
import { ImportRecipeDto } from './dto/import-recipe.dto.js';
import { ImportedRecipeDto, RandomRecipesDto, RecipeCardDto, RecipeDetailDto, RecipeSearchResultsDto } from './dto/recipe.responses.js';
import { RandomRecipesQuery, RecipeSearchQuery } from './dto/recipe-search.dto.js';
import { RecipesService } from './recipes.service.js';

/** A path id that is not a positive whole number names no recipe: 404, like an unknown one. */
export const RECIPE_ID = rowNumber('Recipe');

@ApiTags('recipes')
@ApiSignedIn()
@Controller('api/recipes')
export class RecipesController {
  constructor(
    private readonly recipes: RecipesService,
    private readonly curator: RecipeCurator,
  ) {}

  /**
   * With an AI service configured (and unless curated=false), the model re-orders a wider set of the
   * search's own results (the person's rules already applied) and writes the banner message; any
   * failure answers the plain search.
   */
  @Get('search')
  @ApiOkResponse({
    type: RecipeSearchResultsDto,
    description: 'Recipes matching the words that meet your preferences (unless ignorePreferences).',
  })
  @ApiErrors(400, 502, [503, "The recipe provider's daily limit is reached."])
  async search(@CurrentUser() user: User, @Query() q: RecipeSearchQuery) {
    if (!this.curator.enabled || q.curated === false) return this.recipes.search(user.id, q.query, q.number, q.ignorePreferences);
    const wide = await this.recipes.search(user.id, q.query, Math.max(q.number, 30), q.ignorePreferences);
    const curated = await this.curator.curate(q.query, wide.results, q.number);
    return curated ?? { ...wide, results: wide.results.slice(0, q.number) };
  }

  @Get('random')
  @ApiOkResponse({ type: RandomRecipesDto })
  @ApiErrors(400, 502, [503, "The recipe provider's daily limit is reached."])
  random(@CurrentUser() user: User, @Query() q: RandomRecipesQuery) {
    return this.recipes.random(user.id, q.number, q.ignorePreferences);
  }

  /** Before ':id', which would read 'mine' as an id. */
  @Get('mine')
  @ApiOkResponse({ type: [RecipeCardDto], description: 'Your own recipes (written or imported), newest first.' })
  mine(@CurrentUser() user: User) {
    return this.recipes.ownCards(user.id);
  }

  /** Saves the schema.org Recipe of a page as the person's own recipe; unmatched lines are kept and listed. */
  @Post('import')
  @ApiCreatedResponse({ type: ImportedRecipeDto, description: 'Saved as your own recipe (a page imported again updates it).' })
  @ApiErrors([400, 'Not one of html and url, a page that could not be fetched, or one with no schema.org Recipe.'])
  import(@CurrentUser() user: User, @Body() body: ImportRecipeDto) {
    return this.recipes.importRecipe(user.id, body);
  }

  @Get(':id')
  @ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1 }, description: "A recipe you can see (the library's or your own)." })
  @ApiOkResponse({ type: RecipeDetailDto })
  @ApiErrors(404, 502, [503, "The recipe provider's daily limit is reached."])
  detail(@CurrentUser() user: User, @Param('id', RECIPE_ID) id: number) {
    return this.recipes.detail(user.id, id);
  }
}
