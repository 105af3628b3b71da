import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { IngredientSearchDto } from './dto/ingredient-search.responses.js';
import { CatalogService } from './catalog.service.js';
import { IngredientSearchQuery } from './dto/ingredient-search.dto.js';

/** Foods of our ingredient catalogue, found by name (the pantry adds from here). */
@ApiTags('ingredients')
@ApiSignedIn()
@Controller('api/ingredients')
export class IngredientsController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @ApiOkResponse({ type: IngredientSearchDto })
  @ApiErrors(400)
  async search(@Query() query: IngredientSearchQuery): Promise<IngredientSearchDto> {
    return { items: await this.catalog.search(query.query, query.limit) };
  }
}
