import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator.js';
import { KitchenOwnerId } from '../households/kitchen-owner-id.js';
import type { User } from '../users/user.entity.js';
import { entityTag, sendTaggedRead } from '../common/conditional-read.js';
import { notFound } from '../common/domain-error.js';
import { rowId } from '../common/row-id.pipe.js';
import { ApiJobStarted } from '../jobs/dto/job.responses.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { ApiTaggedRead } from '../openapi/api-tagged-read.js';
import type { BrandTable } from './brand-tables.js';
import { AddGroceryItemDto } from './dto/add-grocery-item.dto.js';
import {
  AddedGroceryItemDto,
  GroceryJobResultDto,
  GroceryListDto,
  GroceryListSummaryDto,
  ListOperationsAnswerDto,
  UpdatedGroceryItemDto,
} from './dto/grocery.responses.js';
import { ListOperationsDto } from './dto/list-operations.dto.js';
import { UpdateGroceryItemDto } from './dto/update-grocery-item.dto.js';
import { GroceryLinesService } from './grocery-lines.service.js';
import { GroceryService, NO_LIST_MESSAGE } from './grocery.service.js';
import { ListAccess } from './list-access.js';
import { ListEvents } from './list-events.js';
import { ListOperationsService } from './list-operations.service.js';

const PLAN_ID = (name: string) => ApiParam({ name, format: 'uuid', description: 'One of your meal plans.' });
const ITEM_ID = ApiParam({ name: 'itemId', format: 'uuid', description: 'A line of one of your lists.' });
/** Malformed ids answer as unknown ones do: a plan (or its list) not found, a line not found. */
const PLAN = rowId('Meal plan');
const PLAN_LIST = rowId('Meal plan', () => notFound(NO_LIST_MESSAGE));
const LINE = rowId('Grocery list item');

@ApiTags('grocery')
@ApiSignedIn()
@Controller()
export class GroceryController {
  constructor(
    private readonly grocery: GroceryService,
    private readonly lines: GroceryLinesService,
    private readonly operations: ListOperationsService,
    private readonly access: ListAccess,
    private readonly events: ListEvents,
  ) {}

  /** Builds the plan's list in the background: 202 { jobId }; poll GET /api/jobs/:id for { mealPlanId, groceryListId }. */
  @Post('api/meal-plans/:id/generate-grocery-list')
  @HttpCode(202)
  @PLAN_ID('id')
  @ApiJobStarted(GroceryJobResultDto, 'The list is being built: the job finishes with its id.')
  @ApiErrors(404)
  async generate(@KitchenOwnerId() kitchenId: string, @Param('id', PLAN) id: string) {
    return { jobId: await this.grocery.enqueueBuild(kitchenId, id) };
  }

  /** The spec's other generator: builds now and answers the list, or 400 with the reason. */
  @Post('api/meal-plans/:id/grocery-list')
  @HttpCode(200)
  @PLAN_ID('id')
  @ApiOkResponse({ type: GroceryListDto, description: 'The list, built now (a list the plan had is rebuilt, keeping what was checked).' })
  @ApiErrors([400, 'The plan has nothing to shop for.'], 404)
  async generateNow(@KitchenOwnerId() kitchenId: string, @Param('id', PLAN) id: string) {
    await this.grocery.build(kitchenId, id);
    return this.grocery.listForPlan(kitchenId, id);
  }

  @Get('api/grocery-lists')
  @ApiOkResponse({ type: [GroceryListSummaryDto], description: 'Your lists, newest first.' })
  lists(@KitchenOwnerId() kitchenId: string) {
    return this.grocery.lists(kitchenId);
  }

  /** The plan's list; `brandTable=lists` uses the Grocery Lists screen's keyword table for items the catalogue lacks. */
  @Get('api/grocery-lists/:mealPlanId')
  @PLAN_ID('mealPlanId')
  @ApiQuery({
    name: 'brandTable',
    required: false,
    enum: ['dashboard', 'lists'],
    description: "'lists': the Grocery Lists screen's brand table for items the catalogue lacks; anything else is 'dashboard'.",
  })
  @ApiTaggedRead(GroceryListDto)
  @ApiErrors([404, 'No plan of yours by that id, or it has no list yet.'])
  list(
    @KitchenOwnerId() kitchenId: string,
    @Param('mealPlanId', PLAN_LIST) mealPlanId: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: Response,
    @Query('brandTable') brandTable?: string,
  ) {
    const table: BrandTable = brandTable === 'lists' ? 'lists' : 'dashboard';
    const version = () => this.grocery.listVersion(kitchenId, mealPlanId);
    return sendTaggedRead(
      res,
      ifNoneMatch,
      (v) => entityTag('list', v, table),
      version,
      async () => {
        const before = await version();
        return { value: await this.grocery.listForPlan(kitchenId, mealPlanId, table), version: before ?? 0 };
      },
    );
  }

  /** The person read what the last update from the plan changed: the list stops saying it (until the next change). */
  @Delete('api/grocery-lists/:mealPlanId/last-update')
  @HttpCode(204)
  @PLAN_ID('mealPlanId')
  @ApiNoContentResponse({ description: 'The list no longer says what its last update changed.' })
  @ApiErrors([404, 'No plan of yours by that id, or it has no list yet.'])
  dismissUpdate(@KitchenOwnerId() kitchenId: string, @Param('mealPlanId', PLAN_LIST) mealPlanId: string) {
    return this.grocery.dismissUpdate(kitchenId, mealPlanId);
  }

  /** A line of the person's own ("paper towels"): 201 with the line and the list's new total; a line of the same name is reused. */
  @Post('api/grocery-lists/:mealPlanId/items')
  @PLAN_ID('mealPlanId')
  @ApiCreatedResponse({
    type: AddedGroceryItemDto,
    description: "The line on the list (a list is started when the plan has none), with the list's new total.",
  })
  @ApiErrors([400, 'A name missing or too long, a unit no one shops by, a quantity out of range, or a price not in dollars.'], 404)
  add(@KitchenOwnerId() kitchenId: string, @Param('mealPlanId', PLAN) mealPlanId: string, @Body() body: AddGroceryItemDto) {
    return this.lines.addItem(kitchenId, mealPlanId, body).then(({ before: _before, ...line }) => line);
  }

  /** Ticks a line, chooses its brand, or changes its quantity (one at a time). */
  @Patch('api/grocery-list-items/:itemId')
  @ITEM_ID
  @ApiOkResponse({ type: UpdatedGroceryItemDto })
  @ApiErrors([400, "Not exactly one change, or a quantity out of range for the line's unit."], 404, [
    409,
    'The line was taken off the list: restore it first.',
  ])
  update(@KitchenOwnerId() kitchenId: string, @Param('itemId', LINE) itemId: string, @Body() body: UpdateGroceryItemDto) {
    return this.lines.updateItem(kitchenId, itemId, body);
  }

  /** Takes a line off the list: it stays in `removedItems`, off the total, and "Update from plan" leaves it off. */
  @Delete('api/grocery-list-items/:itemId')
  @ITEM_ID
  @ApiOkResponse({ type: UpdatedGroceryItemDto, description: "The line as taken off (`removed` true), with the list's new total." })
  @ApiErrors(404)
  remove(@KitchenOwnerId() kitchenId: string, @Param('itemId', LINE) itemId: string) {
    return this.lines.removeLine(kitchenId, itemId).then(({ snapshot: _snapshot, ...line }) => line);
  }

  /** Puts a line taken off back on the list. */
  @Post('api/grocery-list-items/:itemId/restore')
  @HttpCode(200)
  @ITEM_ID
  @ApiOkResponse({ type: UpdatedGroceryItemDto, description: "The line back on the list, as it was, with the list's new total." })
  @ApiErrors(404)
  restore(@KitchenOwnerId() kitchenId: string, @Param('itemId', LINE) itemId: string) {
    return this.lines.restoreItem(kitchenId, itemId);
  }

  /** A device's changes, made offline or on, applied once each and merged per field (docs/grocery.md "Live and offline"). */
  @Post('api/grocery-lists/:mealPlanId/operations')
  @HttpCode(200)
  @PLAN_ID('mealPlanId')
  @ApiOkResponse({ type: ListOperationsAnswerDto, description: 'What became of each operation, in order, and the list after them.' })
  @ApiErrors(
    [400, 'Not a list of 1 to 200 operations, an id that is not a UUID, an unknown field or a stamp not of the form given.'],
    [404, 'No plan of yours by that id (or it has no list and nothing is added).'],
  )
  applyOperations(@KitchenOwnerId() kitchenId: string, @Param('mealPlanId', PLAN) mealPlanId: string, @Body() body: ListOperationsDto) {
    return this.operations.apply(kitchenId, mealPlanId, body.operations);
  }

  /**
   * The list's live channel (Server-Sent Events): `ready` with its version, then `list` with
   * `{ mealPlanId, version, opIds }` after every change, and a `: keep-alive` comment every 20 s.
   */
  @Get('api/grocery-lists/:mealPlanId/events')
  @PLAN_ID('mealPlanId')
  @ApiOkResponse({
    description:
      'A stream of events: `event: ready` with `data: {"version": n}`, then `event: list` with `data: {"mealPlanId": "…", "version": n, "opIds": ["…"]}` after every change of the list (opIds empty when not from operations), and `: keep-alive` every 20 s.',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiErrors([404, 'No plan of yours by that id, or it has no list yet.'])
  async follow(
    @KitchenOwnerId() kitchenId: string,
    @CurrentUser() caller: User,
    @Param('mealPlanId', PLAN_LIST) mealPlanId: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const version = await this.access.followable(kitchenId, mealPlanId);
    await this.events.stream(req, res, mealPlanId, version, caller.id);
  }
}
