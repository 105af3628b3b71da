import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../common/current-user.decorator.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import type { User } from '../users/user.entity.js';
import { AddFavoriteDto } from './dto/favorite.dto.js';
import { FavoriteAddedDto, FavoriteRecipeDto } from './dto/recipe.responses.js';
import { RECIPE_ID } from './recipes.controller.js';
import { RecipesService } from './recipes.service.js';

@ApiTags('favorites')
@ApiSignedIn()
@Controller('api/favorites')
export class FavoritesController {
  constructor(private readonly recipes: RecipesService) {}

  /** The person's favourite recipes, newest first (result cards with `recipeId`). */
  @Get()
  @ApiOkResponse({ type: [FavoriteRecipeDto], description: 'Your favourite recipes, newest first.' })
  list(@CurrentUser() user: User) {
    return this.recipes.favorites(user.id);
  }

  /** 201 when added, 200 when it already was a favourite; 404 for a recipe the person cannot see. */
  @Post()
  @ApiCreatedResponse({ type: FavoriteAddedDto, description: 'Added.' })
  @ApiOkResponse({ type: FavoriteAddedDto, description: 'It already was a favourite.' })
  @ApiErrors(400, [404, 'No recipe you can see by that id.'])
  async add(@CurrentUser() user: User, @Body() body: AddFavoriteDto, @Res({ passthrough: true }) res: Response) {
    const result = await this.recipes.addFavorite(user.id, body.recipeId);
    res.status(result.created ? 201 : 200);
    return { recipeId: result.recipeId, favorite: true };
  }

  @Delete(':recipeId')
  @HttpCode(204)
  @ApiParam({ name: 'recipeId', schema: { type: 'integer', minimum: 1 } })
  @ApiNoContentResponse({ description: 'No longer a favourite (also when it was not one).' })
  @ApiErrors([404, 'No recipe you can see by that id.'])
  async remove(@CurrentUser() user: User, @Param('recipeId', RECIPE_ID) recipeId: number) {
    await this.recipes.removeFavorite(user.id, recipeId);
  }
}
