import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AiModule } from '../ai/ai.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { HouseholdsModule } from '../households/households.module.js';
import { FavoritesController } from './favorites.controller.js';
import { OwnRecipesController } from './own-recipes.controller.js';
import { OwnRecipesService } from './own-recipes.service.js';
import { RecipeUses } from './recipe-uses.js';
import { RecipeBuilder } from './recipe-builder.js';
import { RecipeCurator } from './recipe-curator.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesService } from './recipes.service.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Favorite, Recipe, RecipeIngredient } from './recipe.entity.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const RECIPE_ENTITIES = [Recipe, RecipeIngredient, Favorite];

/**
 * The recipe library, search, favourites, JSON-LD import and the person's own recipes. Exports
 * RecipesService for the meal planner and grocery builder (`findVisible`, `candidatesFor`, `cards`) and
 * RecipeUses, where the meal plans say which plans hold an own recipe and follow its edits.
 */
@Module({
  imports: [MikroOrmModule.forFeature(RECIPE_ENTITIES), PreferencesModule, AiModule, CatalogModule, HouseholdsModule],
  controllers: [RecipesController, OwnRecipesController, FavoritesController],
  providers: [RecipesService, RecipeBuilder, RecipeCurator, OwnRecipesService, RecipeUses],
  exports: [RecipesService, RecipeUses],
})
export class RecipesModule {}
