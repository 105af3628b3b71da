import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AiModule } from '../ai/ai.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { FavoritesController } from './favorites.controller.js';
import { RecipeBuilder } from './recipe-builder.js';
import { RecipeCurator } from './recipe-curator.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesService } from './recipes.service.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Favorite, Recipe, RecipeIngredient } from './recipe.entity.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const RECIPE_ENTITIES = [Recipe, RecipeIngredient, Favorite];

/**
 * The recipe library, search, favourites and JSON-LD import. Exports RecipesService for the meal
 * planner and grocery builder (`findVisible`, `candidatesFor`, `cards`).
 */
@Module({
  imports: [MikroOrmModule.forFeature(RECIPE_ENTITIES), PreferencesModule, AiModule, CatalogModule],
  controllers: [RecipesController, FavoritesController],
  providers: [RecipesService, RecipeBuilder, RecipeCurator],
  exports: [RecipesService],
})
export class RecipesModule {}
