import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AiModule } from '../ai/ai.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { FavoritesController } from './favorites.controller.js';
import { RecipeBuilder } from './recipe-builder.js';
import { RecipeCurator } from './recipe-curator.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesService } from './recipes.service.js';

/**
 * The recipe library, search, favourites and JSON-LD import. Exports RecipesService for the meal
 * planner and grocery builder (`findVisible`, `candidatesFor`, `cards`).
 */
@Module({
  imports: [PreferencesModule, AiModule, CatalogModule],
  controllers: [RecipesController, FavoritesController],
  providers: [RecipesService, RecipeBuilder, RecipeCurator],
  exports: [RecipesService],
})
export class RecipesModule {}
