import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import { CreateOwnRecipeDto, PreviewOwnRecipeDto, UpdateOwnRecipeDto } from './dto/own-recipe.dto.js';
import { OwnRecipesService } from './own-recipes.service.js';
import { recipeIdOf } from './recipes.controller.js';

/** Recipes of the person's own: write, preview as they type, edit (imports too), delete. */
@ApiTags('recipes')
@Controller('api/recipes')
export class OwnRecipesController {
  constructor(private readonly own: OwnRecipesService) {}

  /** 201 with the recipe's detail (as GET /api/recipes/:id answers it). */
  @Post()
  create(@CurrentUser() user: User, @Body() body: CreateOwnRecipeDto) {
    return this.own.create(user.id, body);
  }

  /** The facts the body would have if saved (nutrition, cost, diets, allergens, each line counted or not); writes nothing. */
  @Post('preview')
  @HttpCode(200)
  preview(@CurrentUser() user: User, @Body() body: PreviewOwnRecipeDto) {
    return this.own.preview(user.id, body);
  }

  @Patch(':id')
  update(@CurrentUser() user: User, @Param('id') id: string, @Body() body: UpdateOwnRecipeDto) {
    return this.own.update(user.id, recipeIdOf(id), body);
  }

  /** 204; 409 while a meal plan holds the recipe (the message names the plans). */
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: User, @Param('id') id: string) {
    await this.own.remove(user.id, recipeIdOf(id));
  }
}
