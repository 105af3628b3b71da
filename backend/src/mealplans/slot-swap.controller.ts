import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { KitchenOwnerId } from '../households/kitchen-owner-id.js';
import { invalid } from '../common/domain-error.js';
import { rowId } from '../common/row-id.pipe.js';
import { MEAL_TYPES, type MealType } from '../kitchen/vocabulary.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { MealPlanViewDto } from './dto/meal-plan.responses.js';
import { SlotAlternativesDto, SwapSlotDto } from './dto/slot-swap.dto.js';
import { SlotSwapService, type SlotKey } from './slot-swap.service.js';

/**
 * The slot's path and query, read here rather than by pipes: the global ValidationPipe would first turn a
 * `number` or `boolean` parameter into one (`Boolean('false')` is true). A path that names no slot is
 * answered as one that names no plan would be: after the plan is found (slot-swap.service.ts), 404.
 */
function slotOf(dayIndex: string, mealType: string): SlotKey | null {
  if (!/^[0-6]$/.test(dayIndex) || !(MEAL_TYPES as readonly string[]).includes(mealType)) return null;
  return { dayIndex: Number(dayIndex), mealType: mealType as MealType };
}
function keepSidesOf(raw: string | undefined): boolean {
  if (raw === undefined || raw === 'true') return true;
  if (raw === 'false') return false;
  throw invalid('keepSides must be true or false');
}

const SLOT_PARAMS = [
  ApiParam({ name: 'id', format: 'uuid', description: 'One of your meal plans.' }),
  ApiParam({
    name: 'dayIndex',
    schema: { type: 'integer', minimum: 0, maximum: 6 },
    description: "The day of the plan's week, 0 = its first day.",
  }),
  ApiParam({ name: 'mealType', enum: MEAL_TYPES, enumName: 'MealType' }),
];
const SlotParams = (): MethodDecorator => (target, key, descriptor) => {
  for (const decorate of SLOT_PARAMS) decorate(target, key, descriptor);
};

/** Swap on a plan slot: alternatives that keep the day within its targets, and the swap itself. */
@ApiTags('meal-plans')
@ApiSignedIn()
@Controller('api/meal-plans/:id/slots/:dayIndex/:mealType')
export class SlotSwapController {
  constructor(private readonly swaps: SlotSwapService) {}

  @Get('alternatives')
  @SlotParams()
  @ApiQuery({ name: 'keepSides', required: false, enum: ['true', 'false'], description: "Keep the slot's sides (default true)." })
  @ApiOkResponse({
    type: SlotAlternativesDto,
    description: 'Up to 5 recipes that keep the day within ±5 % of the goal and the meal in its share band.',
  })
  @ApiErrors(400, 404)
  alternatives(
    @KitchenOwnerId() kitchenId: string,
    @Param('id', rowId('Meal plan')) id: string,
    @Param('dayIndex') dayIndex: string,
    @Param('mealType') mealType: string,
    @Query('keepSides') keepSides?: string,
  ) {
    return this.swaps.alternatives(kitchenId, id, slotOf(dayIndex, mealType), keepSidesOf(keepSides));
  }

  @Post('swap')
  @HttpCode(200)
  @SlotParams()
  @ApiOkResponse({ type: MealPlanViewDto, description: "The slot's dish is replaced: the plan as it is now." })
  @ApiErrors(400, 404)
  swap(
    @KitchenOwnerId() kitchenId: string,
    @Param('id', rowId('Meal plan')) id: string,
    @Param('dayIndex') dayIndex: string,
    @Param('mealType') mealType: string,
    @Body() body: SwapSlotDto,
  ) {
    return this.swaps.swap(kitchenId, id, slotOf(dayIndex, mealType), body.recipeId, body.keepSides ?? true);
  }
}
