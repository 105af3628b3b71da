import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CatalogService } from './catalog.service.js';
import { IngredientSearchQuery } from './dto/ingredient-search.dto.js';

/** Foods of our ingredient catalogue, found by name (the pantry adds from here). */
@ApiTags('ingredients')
@Controller('api/ingredients')
export class IngredientsController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  async search(@Query() query: IngredientSearchQuery) {
    return { items: await this.catalog.search(query.query, query.limit) };
  }
}
