import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import { StoresQuery } from './dto/stores-query.dto.js';
import { PartnersService } from './partners.service.js';

@ApiTags('partners')
@Controller()
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  /** Stores near a ZIP code, e.g. GET /api/instacart/stores?zipCode=94103 (the store directory when no key is set). */
  @Get('api/:partner/stores')
  stores(@Param('partner') partner: string, @Query() query: StoresQuery) {
    return this.partners.stores(partner, query.zipCode);
  }

  /** 'Order groceries': the unchecked lines go to the delivery partner (a link), or come back as a printable list. */
  @Post('api/grocery-lists/:mealPlanId/order')
  @HttpCode(200)
  order(@CurrentUser() user: User, @Param('mealPlanId') mealPlanId: string) {
    return this.partners.order(user.id, mealPlanId);
  }
}
