/**
 * The documented shapes of what the grocery routes answer (GroceryService builds them). Each class
 * implements the view it documents, so a field the view gains and the document lacks fails the build.
 */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PriceSourceDto } from '../../catalog/dto/price-source.responses.js';
import { STORE_IDS } from '../../kitchen/vocabulary.js';
import { allWords } from '../../openapi/all-words.js';
import type { ListPriceSource } from '../../prices/store-prices.service.js';
import type { ChangedLine, GroceryLinesService } from '../grocery-lines.service.js';
import type { BrandOption, LinePriceSource } from '../grocery-list.entity.js';
import {
  PRICE_KINDS,
  type GroceryItemView,
  type GroceryListSummary,
  type GroceryListView,
  type ListUpdateView,
  type PriceKind,
} from '../grocery-view.js';
import type { LineOrigin } from '../line-edits.js';
import type { OperationResult, OperationsAnswer, OperationStatus } from '../list-operations.service.js';
import type { AmountLine, ChangedLine as ChangedAmountLine, UpdateTrigger } from '../list-update.js';

const MONEY_TEXT = { pattern: /^\d+\.\d{2}$/, example: '4.99', description: 'Dollars with 2 decimals, as text.' } as const;
const STORE = { enum: STORE_IDS, enumName: 'StoreId', nullable: true } as const;

@ApiSchema({ name: 'BrandOption' })
export class BrandOptionDto implements BrandOption {
  @ApiProperty() brand!: string;
  @ApiProperty({
    ...MONEY_TEXT,
    type: String,
    nullable: true,
    description: 'Dollars with 2 decimals, as text; null when nothing could be estimated for it.',
  })
  price!: string | null;
  @ApiProperty() description!: string;
}

@ApiSchema({ name: 'ListPriceSource', description: "Where a list's prices come from, as a whole." })
export class ListPriceSourceDto extends PriceSourceDto implements ListPriceSource {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Why a store's own prices were asked for and not used; null when they were, or were not asked for.",
  })
  fallback!: string | null;
}

@ApiSchema({ name: 'LinePriceSource', description: "Where a line's price comes from: the estimate's sources, or the person's own price." })
export class LinePriceSourceDto implements LinePriceSource {
  @ApiProperty({
    enum: allWords<LinePriceSource['kind']>()(['estimate', 'rough', 'store', 'person', 'none']),
    description:
      "'estimate': public U.S. average prices; 'rough': a shelf-price rule or an aisle's typical price; 'store': a store's shelf price; 'person': typed by the person (\"your price\"); 'none': nothing could be estimated.",
  })
  kind!: LinePriceSource['kind'];

  @ApiProperty({ example: 'estimate: U.S. average prices, Nov 2023, × typical Costco level (0.80)' })
  label!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The full account; null for none.' })
  detail!: string | null;
}

@ApiSchema({ name: 'PlanAmount', description: 'What the plan alone asks to buy of a line.' })
export class PlanAmountDto {
  @ApiProperty({ example: 12 }) quantity!: number;
  @ApiProperty({ example: 'eggs' }) unit!: string;
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
  @ApiProperty({ type: LinePriceSourceDto }) priceSource!: LinePriceSourceDto;
  @ApiProperty({
    enum: PRICE_KINDS,
    enumName: 'PriceKind',
    description:
      "How the line is priced, said on the line: 'estimate' (public price series), 'rough' (\"rough estimate\": a shelf-price rule or an aisle's typical price), 'store' (a store's shelf price), 'yours' (\"your price\": what the person paid), 'none' (\"no price\": not in the total).",
  })
  priceKind!: PriceKind;
  @ApiProperty({
    enum: allWords<LineOrigin>()(['generated', 'added', 'pantry']),
    enumName: 'LineOrigin',
    description:
      "'generated' from the plan's meals, 'pantry' when the person's pantry covers it whole (nothing to buy; such lines come in `pantryItems`), 'added' by the person (by hand or through the assistant).",
  })
  origin!: LineOrigin;
  @ApiProperty({ description: 'Taken off the list by the person (such lines come in `removedItems`, to restore).' }) removed!: boolean;
  @ApiProperty({
    type: PlanAmountDto,
    nullable: true,
    description: "What the plan alone asks to buy of a plan line; null on the person's own lines.",
  })
  planAmount!: PlanAmountDto | null;
  @ApiProperty({ description: 'The plan needs more of this line than when the person took it off or set its quantity.' })
  planNeedsMore!: boolean;
}

@ApiSchema({ name: 'UpdatedGroceryItem', description: "The line as changed, with its list's new total." })
export class UpdatedGroceryItemDto extends GroceryItemDto implements ChangedLine {
  @ApiProperty({ description: 'Dollars.' }) listTotalEstimatedCost!: number;
}

@ApiSchema({ name: 'AddedGroceryItem', description: "The line added (or the line of the same name it joined), with its list's new total." })
export class AddedGroceryItemDto
  extends UpdatedGroceryItemDto
  implements Omit<Awaited<ReturnType<GroceryLinesService['addItem']>>, 'before'>
{
  @ApiProperty({ description: 'A line of the same name was on the list and took it (its quantity added when the units agree).' })
  merged!: boolean;
  @ApiProperty({ description: 'A line of the same name taken off the list came back.' }) restored!: boolean;
}

@ApiSchema({ name: 'ListUpdateLine', description: 'A line to buy that an update added, with its amount as the list shows it.' })
export class ListUpdateLineDto implements AmountLine {
  @ApiProperty({ example: 'Chicken thighs' }) name!: string;
  @ApiProperty({ example: 1.5 }) quantity!: number;
  @ApiProperty({ example: 'lb' }) unit!: string;
}

@ApiSchema({ name: 'ListUpdateRemovedLine', description: 'A line to buy that an update took off: the plan no longer needs it.' })
export class ListUpdateRemovedLineDto {
  @ApiProperty({ example: 'Paneer' }) name!: string;
}

@ApiSchema({ name: 'ListUpdateChangedLine', description: 'A line to buy whose amount an update changed: the amount now and before.' })
export class ListUpdateChangedLineDto extends ListUpdateLineDto implements ChangedAmountLine {
  @ApiProperty() fromQuantity!: number;
  @ApiProperty() fromUnit!: string;
}

const UPDATE_TRIGGERS: UpdateTrigger[] = ['plan', 'manual'];

@ApiSchema({
  name: 'ListUpdate',
  description: 'What the last update of a list from its plan changed, kept until dismissed or the next change.',
})
export class ListUpdateDto implements ListUpdateView {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({
    enum: UPDATE_TRIGGERS,
    enumName: 'ListUpdateTrigger',
    description: "'plan': on its own after the plan changed; 'manual': the person's \"Update from plan\".",
  })
  trigger!: UpdateTrigger;
  @ApiProperty({ type: [ListUpdateLineDto] }) added!: ListUpdateLineDto[];
  @ApiProperty({ type: [ListUpdateRemovedLineDto] }) removed!: ListUpdateRemovedLineDto[];
  @ApiProperty({ type: [ListUpdateChangedLineDto] }) changed!: ListUpdateChangedLineDto[];
  @ApiProperty({ example: 'Updated from your plan: + chicken thighs 1.5 lb, − paneer', description: 'The update as the list says it.' })
  text!: string;
}

@ApiSchema({ name: 'GroceryList' })
export class GroceryListDto implements GroceryListView {
  @ApiProperty() id!: string;
  @ApiProperty() mealPlanId!: string;
  @ApiProperty() planName!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) weekStartDate!: string | null;
  @ApiProperty(STORE) store!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Costco' }) storeName!: string | null;
  @ApiProperty({
    description: "Dollars: the lines to buy (the plan's food and the person's own lines); lines without a price are not in it.",
  })
  totalEstimatedCost!: number;
  @ApiProperty({ description: "Dollars of the plan's own lines: the plan's food cost, the same figure as the plan's estimatedCost." })
  planFoodCost!: number;
  @ApiProperty({ description: 'Dollars of the lines the person added by hand: in the total, not in the plan’s food cost.' })
  ownLinesCost!: number;
  @ApiProperty({ description: 'Dollars of the total priced by a rough estimate (a shelf-price rule, an aisle’s typical price).' })
  roughCost!: number;
  @ApiProperty({ type: 'integer', description: 'Lines to buy with no price ("no price"): not in the total.' })
  unpricedCount!: number;
  @ApiProperty({ type: ListPriceSourceDto }) priceSource!: ListPriceSourceDto;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: [GroceryItemDto], description: 'The lines to shop for, in store-walk order; the total is theirs.' })
  items!: GroceryItemDto[];
  @ApiProperty({
    type: [GroceryItemDto],
    description: 'Lines the person took off: not in the total, the counts, the export or an order; each can be restored.',
  })
  removedItems!: GroceryItemDto[];
  @ApiProperty({
    type: [GroceryItemDto],
    description:
      'What the meals need that the person\'s pantry covers whole ("From your pantry"): no price, not in the total, the counts, the export or an order.',
  })
  pantryItems!: GroceryItemDto[];
  @ApiProperty({ description: 'An update from the plan (after it changed) is waiting or running: the list is about to change.' })
  updating!: boolean;
  @ApiProperty({
    type: ListUpdateDto,
    nullable: true,
    description: 'What the last update from the plan changed; null when none since the list was built, or dismissed.',
  })
  lastUpdate!: ListUpdateDto | null;
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

@ApiSchema({ name: 'ListOperationResult', description: 'What became of one operation.' })
export class ListOperationResultDto implements OperationResult {
  @ApiProperty({ format: 'uuid' }) opId!: string;
  @ApiProperty({
    enum: ['applied', 'duplicate', 'superseded', 'refused'],
    enumName: 'ListOperationStatus',
    description:
      'applied: made now · duplicate: this opId was sent before, nothing changed · superseded: the field already holds a later change (recorded, not made) · refused: the rules refuse it (see reason).',
  })
  status!: OperationStatus;
  @ApiProperty({ required: false, description: 'Why it was refused: the sentence to show, the same the REST route answers.' })
  reason?: string;
}

@ApiSchema({ name: 'ListOperationsAnswer', description: "The operations' outcomes, in the order sent, and the list after them." })
export class ListOperationsAnswerDto implements OperationsAnswer {
  @ApiProperty({ type: [ListOperationResultDto] }) results!: ListOperationResultDto[];
  @ApiProperty({ type: GroceryListDto }) list!: GroceryListDto;
  @ApiProperty({ type: 'integer', description: "The server's clock, epoch ms: a device's stamps use its clock corrected by it." })
  serverTime!: number;
}
