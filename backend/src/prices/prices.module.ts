import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PriceBookEntry } from './price-book.entity.js';
import { PriceBookController } from './price-book.controller.js';
import { PriceBookService } from './price-book.service.js';
import { StorePriceCache } from './store-price-cache.js';
import { StorePricesService } from './store-prices.service.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const PRICES_ENTITIES = [PriceBookEntry];

/**
 * Where grocery prices come from: the estimate (offline, by default) or a store's own prices through its
 * adapter (Kroger's Products API when its keys are set), cached per store and day; and the person's price
 * book (what they paid, per store and food). Exports StorePricesService and PriceBookService.
 */
@Module({
  imports: [MikroOrmModule.forFeature(PRICES_ENTITIES), CatalogModule],
  controllers: [PriceBookController],
  providers: [StorePricesService, StorePriceCache, PriceBookService],
  exports: [StorePricesService, PriceBookService],
})
export class PricesModule {}
