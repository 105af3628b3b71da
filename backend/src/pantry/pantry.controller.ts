import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { PantryDto, PantryItemDto, PantryStarterDto } from './dto/pantry.responses.js';
import { KitchenOwnerId } from '../households/kitchen-owner-id.js';
import { rowId } from '../common/row-id.pipe.js';
import { AddPantryItemDto, DecideStarterDto, UpdatePantryItemDto } from './dto/pantry.dto.js';
import { PantryService } from './pantry.service.js';

/** The person's pantry: what is at home, the starter set of staples. Owner only. */
const ITEM_ID = ApiParam({ name: 'id', format: 'uuid', description: 'A pantry item of yours.' });

@ApiTags('pantry')
@ApiSignedIn()
@Controller('api/pantry')
export class PantryController {
  constructor(private readonly pantry: PantryService) {}

  @Get()
  @ApiOkResponse({ type: PantryDto })
  view(@KitchenOwnerId() kitchenId: string): Promise<PantryDto> {
    return this.pantry.view(kitchenId);
  }

  @Get('starter')
  @ApiOkResponse({ type: PantryStarterDto })
  async starter(): Promise<PantryStarterDto> {
    return { items: await this.pantry.starter() };
  }

  @Post('starter')
  @HttpCode(200)
  @ApiOkResponse({ type: PantryDto, description: 'The pantry with the staples kept; the set is not offered again.' })
  @ApiErrors([400, 'An id that is not a food of the starter set, or a malformed list; nothing is written.'])
  decideStarter(@KitchenOwnerId() kitchenId: string, @Body() body: DecideStarterDto) {
    return this.pantry.decideStarter(kitchenId, body.ingredientIds);
  }

  @Post()
  @ApiCreatedResponse({ type: PantryItemDto })
  @ApiErrors(
    [
      400,
      'An unknown food, a stock without a quantity and unit, a unit the food cannot be weighed in, a negative amount; nothing is written.',
    ],
    [409, 'The food is already in your pantry: change its amount instead.'],
  )
  add(@KitchenOwnerId() kitchenId: string, @Body() body: AddPantryItemDto) {
    return this.pantry.add(kitchenId, body);
  }

  @Patch(':id')
  @ITEM_ID
  @ApiOkResponse({ type: PantryItemDto })
  @ApiErrors(400, 404)
  update(@KitchenOwnerId() kitchenId: string, @Param('id', rowId('Pantry item')) id: string, @Body() body: UpdatePantryItemDto) {
    return this.pantry.update(kitchenId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ITEM_ID
  @ApiNoContentResponse({ description: 'Taken out of the pantry.' })
  @ApiErrors(404)
  async remove(@KitchenOwnerId() kitchenId: string, @Param('id', rowId('Pantry item')) id: string): Promise<void> {
    await this.pantry.remove(kitchenId, id);
  }
}
