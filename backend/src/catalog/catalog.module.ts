import { Module } from '@nestjs/common';
import { CatalogService } from './catalog.service.js';

/** The ingredient catalogue (read-only): exports CatalogService (cart prices for the meal planner, shoppable ingredients for the grocery list). */
@Module({
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
