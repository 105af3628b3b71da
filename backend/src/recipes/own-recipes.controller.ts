import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator.js';
import { ApiErrors, ApiSignedIn, type ErrorAnswer } from '../openapi/api-errors.js';
import type { User } from '../users/user.entity.js';
import { CreateOwnRecipeDto, PreviewOwnRecipeDto, UpdateOwnRecipeDto } from './dto/own-recipe.dto.js';
import { RecipeDetailDto, RecipePreviewDto } from './dto/recipe.responses.js';
import { OwnRecipesService } from './own-recipes.service.js';
import { RECIPE_ID } from './recipes.controller.js';

const OWN_RECIPE_ID = ApiParam({
  name: 'id',
  schema: { type: 'integer', minimum: 1 },
  description: 'A recipe of your own (written or imported).',
});
const LIBRARY_RECIPE: ErrorAnswer = [403, "A recipe of Forkcast's library: only recipes you wrote or imported can be changed."];

/** Recipes of the person's own: write, preview as they type, edit (imports too), delete. */
@ApiTags('recipes')
@ApiSignedIn()
@Controller('api/recipes')
export class OwnRecipesController {
  constructor(private readonly own: OwnRecipesService) {}

  /** 201 with the recipe's detail (as GET /api/recipes/:id answers it). */
  @Post()
  @ApiCreatedResponse({ type: RecipeDetailDto, description: 'Saved as your own recipe, with its facts computed from the lines.' })
  @ApiErrors(400)
  create(@CurrentUser() user: User, @Body() body: CreateOwnRecipeDto) {
    return this.own.create(user.id, body);
  }

  /** The facts the body would have if saved (nutrition, cost, diets, allergens, each line counted or not); writes nothing. */
  @Post('preview')
  @HttpCode(200)
  @ApiOkResponse({ type: RecipePreviewDto })
  @ApiErrors(400)
  preview(@CurrentUser() user: User, @Body() body: PreviewOwnRecipeDto) {
    return this.own.preview(user.id, body);
  }

  /** Changes the fields sent; the facts are computed again, and meal plans holding it take its new figures. */
  @Patch(':id')
  @OWN_RECIPE_ID
  @ApiOkResponse({ type: RecipeDetailDto, description: 'The recipe as changed.' })
  @ApiErrors(400, LIBRARY_RECIPE, 404)
  update(@CurrentUser() user: User, @Param('id', RECIPE_ID) id: number, @Body() body: UpdateOwnRecipeDto) {
    return this.own.update(user.id, id, body);
  }

  /** 204; 409 while a meal plan holds the recipe (the message names the plans). */
  @Delete(':id')
  @HttpCode(204)
  @OWN_RECIPE_ID
  @ApiNoContentResponse({ description: 'Deleted (its favourite with it).' })
  @ApiErrors(LIBRARY_RECIPE, 404, [409, 'A meal plan holds the recipe: the message names the plans to take it out of first.'])
  async remove(@CurrentUser() user: User, @Param('id', RECIPE_ID) id: number) {
    await this.own.remove(user.id, id);
  }
}
