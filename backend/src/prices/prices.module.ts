import { Module } from '@nestjs/common';
import { StorePriceCache } from './store-price-cache.js';
import { StorePricesService } from './store-prices.service.js';

/**
 * Where grocery prices come from: the estimate (offline, by default) or a store's own prices through its
 * adapter (Kroger's Products API when its keys are set), cached per store and day. Exports StorePricesService.
 */
@Module({
  providers: [StorePricesService, StorePriceCache],
  exports: [StorePricesService],
})
export class PricesModule {}
