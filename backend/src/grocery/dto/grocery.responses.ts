/**
 * The documented shapes of what the grocery routes answer (GroceryService builds them). Each class
 * implements the view it documents, so a field the view gains and the document lacks fails the build.
 */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PriceSourceDto } from '../../catalog/dto/price-source.responses.js';
import { STORE_IDS } from '../../catalog/catalog.types.js';
import type { BrandOption, ListPriceSource } from '../grocery-list.entity.js';
import type { GroceryItemView, GroceryListSummary, GroceryListView } from '../grocery.service.js';

const MONEY_TEXT = { pattern: /^\d+\.\d{2}$/, example: '4.99', description: 'Dollars with 2 decimals, as text.' } as const;
const STORE = { enum: STORE_IDS, enumName: 'StoreId', nullable: true } as const;

@ApiSchema({ name: 'BrandOption' })
export class BrandOptionDto implements BrandOption {
  @ApiProperty() brand!: string;
  @ApiProperty({ ...MONEY_TEXT, type: String, nullable: true, description: 'Dollars with 2 decimals, as text; null when nothing could be estimated for it.' }) price!: string | null;
  @ApiProperty() description!: string;
}

@ApiSchema({ name: 'ListPriceSource', description: 'Where a list\'s prices come from, as a whole.' })
export class ListPriceSourceDto extends PriceSourceDto implements ListPriceSource {
  @ApiProperty({ type: String, nullable: true, description: 'Why a store\'s own prices were asked for and not used; null when they were, or were not asked for.' })
  fallback!: string | null;
}

@ApiSchema({ name: 'GroceryItem', description: 'One line of a grocery list.' })
export class GroceryItemDto implements GroceryItemView {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) brand!: string | null;
  @ApiProperty({ example: 'Produce', description: "The aisle ('Other' when none is known)." }) category!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty() unit!: string;
  @ApiProperty(MONEY_TEXT) estimatedPrice!: string;
  @ApiProperty() purchased!: boolean;
  @ApiProperty() isChecked!: boolean;
  @ApiProperty({ type: [String], description: 'The meals that need it.' }) forMeals!: string[];
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: [BrandOptionDto] }) brandOptions!: BrandOptionDto[];
  @ApiProperty({ type: PriceSourceDto }) priceSource!: PriceSourceDto;
}

@ApiSchema({ name: 'UpdatedGroceryItem', description: 'The line as changed, with its list\'s new total.' })
export class UpdatedGroceryItemDto extends GroceryItemDto {
  @ApiProperty({ description: 'Dollars.' }) listTotalEstimatedCost!: number;
}

@ApiSchema({ name: 'GroceryList' })
export class GroceryListDto implements GroceryListView {
  @ApiProperty() id!: string;
  @ApiProperty() mealPlanId!: string;
  @ApiProperty() planName!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) weekStartDate!: string | null;
  @ApiProperty(STORE) store!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Costco' }) storeName!: string | null;
  @ApiProperty({ description: 'Dollars.' }) totalEstimatedCost!: number;
  @ApiProperty({ type: ListPriceSourceDto }) priceSource!: ListPriceSourceDto;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: [GroceryItemDto] }) items!: GroceryItemDto[];
}

@ApiSchema({ name: 'GroceryListSummary', description: 'A list as the list of lists shows it.' })
export class GroceryListSummaryDto implements GroceryListSummary {
  @ApiProperty() id!: string;
  @ApiProperty() mealPlanId!: string;
  @ApiProperty() planName!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) weekStartDate!: string | null;
  @ApiProperty(STORE) store!: string | null;
  @ApiProperty({ type: 'integer' }) itemCount!: number;
  @ApiProperty({ type: 'integer' }) checkedCount!: number;
  @ApiProperty({ description: 'Dollars.' }) totalEstimatedCost!: number;
  @ApiProperty() createdAt!: Date;
}

@ApiSchema({ name: 'GroceryJobResult', description: "A finished 'grocery.build' job's result (GET /api/jobs/{id})." })
export class GroceryJobResultDto {
  @ApiProperty() mealPlanId!: string;
  @ApiProperty() groceryListId!: string;
}
