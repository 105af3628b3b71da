import { Module } from '@nestjs/common';
import { GroceryModule } from '../grocery/grocery.module.js';
import { DELIVERY_PARTNERS } from './delivery-partner.js';
import { InstacartPartner } from './instacart.partner.js';
import { PartnersController } from './partners.controller.js';
import { PartnersService } from './partners.service.js';

/** Grocery-delivery partners (Instacart first): nearby stores and handing over a list to order. */
@Module({
  imports: [GroceryModule],
  controllers: [PartnersController],
  providers: [
    InstacartPartner,
    { provide: DELIVERY_PARTNERS, useFactory: (instacart: InstacartPartner) => [instacart], inject: [InstacartPartner] },
    PartnersService,
  ],
})
export class PartnersModule {}
