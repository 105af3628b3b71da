import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { RecipeCuratorModule } from '../chat/recipe-curator.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { FavoritesController } from './favorites.controller.js';
import { OwnRecipesController } from './own-recipes.controller.js';
import { OwnRecipesService } from './own-recipes.service.js';
import { RecipeUses } from './recipe-uses.js';
import { RecipeBuilder } from './recipe-builder.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesService } from './recipes.service.js';

/**
 * The recipe library, search, favourites, JSON-LD import and the person's own recipes. Exports
 * RecipesService for the meal planner and grocery builder (`findVisible`, `candidatesFor`, `cards`) and
 * RecipeUses, where the meal plans say which plans hold an own recipe and follow its edits.
 */
@Module({
  imports: [PreferencesModule, RecipeCuratorModule, CatalogModule],
  controllers: [RecipesController, OwnRecipesController, FavoritesController],
  providers: [RecipesService, RecipeBuilder, OwnRecipesService, RecipeUses],
  exports: [RecipesService, RecipeUses],
})
export class RecipesModule {}
