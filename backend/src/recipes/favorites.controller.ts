import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../common/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import { AddFavoriteDto } from './dto/favorite.dto.js';
import { recipeIdOf } from './recipes.controller.js';
import { RecipesService } from './recipes.service.js';

@ApiTags('favorites')
@Controller('api/favorites')
export class FavoritesController {
  constructor(private readonly recipes: RecipesService) {}

  /** The person's favourite recipes, newest first (result cards with `recipeId`). */
  @Get()
  list(@CurrentUser() user: User) {
    return this.recipes.favorites(user.id);
  }

  /** 201 when added, 200 when it already was a favourite; 404 for a recipe the person cannot see. */
  @Post()
  async add(@CurrentUser() user: User, @Body() body: AddFavoriteDto, @Res({ passthrough: true }) res: Response) {
    const result = await this.recipes.addFavorite(user.id, body.recipeId);
    res.status(result.created ? 201 : 200);
    return { recipeId: result.recipeId, favorite: true };
  }

  @Delete(':recipeId')
  @HttpCode(204)
  async remove(@CurrentUser() user: User, @Param('recipeId') recipeId: string) {
    await this.recipes.removeFavorite(user.id, recipeIdOf(recipeId));
  }
}
