import { Body, Controller, Delete, Get, HttpCode, Param, Patch } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { KitchenOwnerId } from '../households/kitchen-owner-id.js';
import { rowId } from '../common/row-id.pipe.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { UpdatePriceBookEntryDto } from './dto/price-book.dto.js';
import { PriceBookDto, PriceBookEntryDto } from './dto/price-book.responses.js';
import { PriceBookService } from './price-book.service.js';

const ENTRY_ID = ApiParam({ name: 'id', format: 'uuid', description: 'An entry of your price book.' });

/** The person's price book: what they paid, per store and food (typed on a grocery line). Owner only. */
@ApiTags('prices')
@ApiSignedIn()
@Controller('api/price-book')
export class PriceBookController {
  constructor(private readonly book: PriceBookService) {}

  @Get()
  @ApiOkResponse({ type: PriceBookDto })
  view(@KitchenOwnerId() kitchenId: string): Promise<PriceBookDto> {
    return this.book.view(kitchenId);
  }

  @Patch(':id')
  @ENTRY_ID
  @ApiOkResponse({ type: PriceBookEntryDto, description: 'The entry with its new price; later lists and plans use it.' })
  @ApiErrors([400, 'Not a price more than $0 and at most $1000.00 with at most 2 decimals; nothing is written.'], 404)
  update(@KitchenOwnerId() kitchenId: string, @Param('id', rowId('Price book entry')) id: string, @Body() body: UpdatePriceBookEntryDto) {
    return this.book.update(kitchenId, id, body.price);
  }

  @Delete(':id')
  @HttpCode(204)
  @ENTRY_ID
  @ApiNoContentResponse({ description: 'Forgotten: later lists and plans use the estimate again.' })
  @ApiErrors(404)
  async remove(@KitchenOwnerId() kitchenId: string, @Param('id', rowId('Price book entry')) id: string): Promise<void> {
    await this.book.remove(kitchenId, id);
  }
}
