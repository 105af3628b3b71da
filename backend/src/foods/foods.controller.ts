import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { FoodSearchQuery } from './dto/food-search.dto.js';
import { FoodsService } from './foods.service.js';

@ApiTags('foods')
@Controller('api/foods')
export class FoodsController {
  constructor(private readonly foods: FoodsService) {}

  /** USDA foods matching the text, best first; nutrients per 100 g. */
  @Get('search')
  search(@Query() q: FoodSearchQuery) {
    return this.foods.search(q.query, q.pageSize, q.pageNumber);
  }
}
