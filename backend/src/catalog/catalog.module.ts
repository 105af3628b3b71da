import { Module } from '@nestjs/common';
import { CatalogService } from './catalog.service.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Ingredient } from './ingredient.entity.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const CATALOG_ENTITIES = [Ingredient];

/** The ingredient catalogue (read-only): exports CatalogService (cart prices for the meal planner, shoppable ingredients for the grocery list). */
@Module({
  imports: [MikroOrmModule.forFeature(CATALOG_ENTITIES)],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
