import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { MealPlansModule } from '../mealplans/meal-plans.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { HouseholdsModule } from '../households/households.module.js';
import { PantryModule } from '../pantry/pantry.module.js';
import { PricesModule } from '../prices/prices.module.js';
import { RecipesModule } from '../recipes/recipes.module.js';
import { GroceryBuildJob } from './grocery-build.job.js';
import { ListSync } from './list-sync.js';
import { ListAccess } from './list-access.js';
import { ListEvents } from './list-events.js';
import { ListOperationsService } from './list-operations.service.js';
import { ModuleGrocerySources } from './grocery-sources.impl.js';
import { GroceryController } from './grocery.controller.js';
import { GroceryLinesService } from './grocery-lines.service.js';
import { GroceryService } from './grocery.service.js';
import { GrocerySources } from './grocery.sources.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { GroceryItem, GroceryList } from './grocery-list.entity.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const GROCERY_ENTITIES = [GroceryList, GroceryItem];

/**
 * Grocery lists: built from a meal plan by the 'grocery.build' job (or synchronously), kept up to date with
 * it on their own by the 'grocery.sync' job after every change of the plan (ListSync), read and
 * changed by their owner (GroceryLinesService: lines of their own, removals, quantities, ticks, brands), by
 * a device's operations applied once and merged per field (ListOperationsService), and followed live on
 * every device (ListEvents: Redis pub/sub fan-out to Server-Sent Events).
 * Exports GroceryService (forOrder for delivery partners)
 * GroceryLinesService (the assistant changes lists through it) and ListSync (its Undo brings a list up to date at once).
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(GROCERY_ENTITIES),
    PreferencesModule,
    MealPlansModule,
    RecipesModule,
    CatalogModule,
    PricesModule,
    PantryModule,
    HouseholdsModule,
  ],
  controllers: [GroceryController],
  providers: [
    GroceryService,
    GroceryLinesService,
    GroceryBuildJob,
    ListSync,
    ListEvents,
    ListAccess,
    ListOperationsService,
    { provide: GrocerySources, useClass: ModuleGrocerySources },
  ],
  exports: [GroceryService, GroceryLinesService, ListSync],
})
export class GroceryModule {}
