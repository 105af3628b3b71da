import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiParam, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { KitchenOwnerId } from '../households/kitchen-owner-id.js';
import { notFound } from '../common/domain-error.js';
import { rowId } from '../common/row-id.pipe.js';
import { NO_LIST_MESSAGE } from '../grocery/grocery.service.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { OfflineOrderDto, PartnerOrderDto, PartnerStoresDto } from './dto/partners.responses.js';
import { StoresQuery } from './dto/stores-query.dto.js';
import { PartnersService } from './partners.service.js';

@ApiTags('partners')
@ApiSignedIn()
@Controller()
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  /** Stores near a ZIP code, e.g. GET /api/instacart/stores?zipCode=94103 (the store directory when no key is set). */
  @Get('api/:partner/stores')
  @ApiParam({ name: 'partner', example: 'instacart', description: 'A delivery partner.' })
  @ApiOkResponse({ type: PartnerStoresDto })
  @ApiErrors(400, [404, 'No delivery partner by that name.'], 502)
  stores(@Param('partner') partner: string, @Query() query: StoresQuery) {
    return this.partners.stores(partner, query.zipCode);
  }

  /** 'Order groceries': the unchecked lines go to the delivery partner (a link), or come back as a printable list. */
  @Post('api/grocery-lists/:mealPlanId/order')
  @HttpCode(200)
  @ApiParam({ name: 'mealPlanId', format: 'uuid', description: 'One of your meal plans, with a list.' })
  @ApiExtraModels(PartnerOrderDto, OfflineOrderDto)
  @ApiOkResponse({
    description: 'A link to the partner, or the list as text when no partner is configured.',
    schema: {
      oneOf: [{ $ref: getSchemaPath(PartnerOrderDto) }, { $ref: getSchemaPath(OfflineOrderDto) }],
      discriminator: {
        propertyName: 'mode',
        mapping: { partner: getSchemaPath(PartnerOrderDto), offline: getSchemaPath(OfflineOrderDto) },
      },
    },
  })
  @ApiErrors(
    [400, 'Everything on the list is checked off: nothing to order.'],
    [404, 'No plan of yours by that id, or it has no list yet.'],
    502,
  )
  order(@KitchenOwnerId() kitchenId: string, @Param('mealPlanId', rowId('Meal plan', () => notFound(NO_LIST_MESSAGE))) mealPlanId: string) {
    return this.partners.order(kitchenId, mealPlanId);
  }
}
