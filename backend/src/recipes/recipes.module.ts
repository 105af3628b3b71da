import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { RecipeCuratorModule } from '../chat/recipe-curator.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { FavoritesController } from './favorites.controller.js';
import { RecipeBuilder } from './recipe-builder.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesService } from './recipes.service.js';

/**
 * The recipe library, search, favourites and JSON-LD import. Exports RecipesService for the meal
 * planner and grocery builder (`findVisible`, `candidatesFor`, `cards`).
 */
@Module({
  imports: [PreferencesModule, RecipeCuratorModule, CatalogModule],
  controllers: [RecipesController, FavoritesController],
  providers: [RecipesService, RecipeBuilder],
  exports: [RecipesService],
})
export class RecipesModule {}
