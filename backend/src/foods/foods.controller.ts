import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { FoodSearchQuery } from './dto/food-search.dto.js';
import { FoodSearchResultDto } from './dto/food-search.responses.js';
import { FoodsService } from './foods.service.js';

@ApiTags('foods')
@ApiSignedIn()
@Controller('api/foods')
export class FoodsController {
  constructor(private readonly foods: FoodsService) {}

  /** USDA foods matching the text, best first; nutrients per 100 g. */
  @Get('search')
  @ApiOkResponse({ type: FoodSearchResultDto })
  @ApiErrors(400)
  search(@Query() q: FoodSearchQuery) {
    return this.foods.search(q.query, q.pageSize, q.pageNumber);
  }
}
