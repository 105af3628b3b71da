import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { entityTag, sendTaggedRead } from '../common/conditional-read.js';
import { ApiJobStarted } from '../jobs/dto/job.responses.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { ApiTaggedRead } from '../openapi/api-tagged-read.js';
import type { User } from '../users/user.entity.js';
import type { BrandTable } from './brand-tables.js';
import { GroceryJobResultDto, GroceryListDto, GroceryListSummaryDto, UpdatedGroceryItemDto } from './dto/grocery.responses.js';
import { UpdateGroceryItemDto } from './dto/update-grocery-item.dto.js';
import { GroceryBuildRefused, GroceryService } from './grocery.service.js';

const PLAN_ID = (name: string) => ApiParam({ name, format: 'uuid', description: 'One of your meal plans.' });

@ApiTags('grocery')
@ApiSignedIn()
@Controller()
export class GroceryController {
  constructor(private readonly grocery: GroceryService) {}

  /** Builds the plan's list in the background: 202 { jobId }; poll GET /api/jobs/:id for { mealPlanId, groceryListId }. */
  @Post('api/meal-plans/:id/generate-grocery-list')
  @HttpCode(202)
  @PLAN_ID('id')
  @ApiJobStarted(GroceryJobResultDto, 'The list is being built: the job finishes with its id.')
  @ApiErrors(404)
  async generate(@CurrentUser() user: User, @Param('id') id: string) {
    return { jobId: await this.grocery.enqueueBuild(user.id, id) };
  }

  /** The spec's other generator: builds now and answers the list, or 400 with the reason. */
  @Post('api/meal-plans/:id/grocery-list')
  @HttpCode(200)
  @PLAN_ID('id')
  @ApiOkResponse({ type: GroceryListDto, description: 'The list, built now (a list the plan had is rebuilt, keeping what was checked).' })
  @ApiErrors([400, 'The plan has nothing to shop for.'], 404)
  async generateNow(@CurrentUser() user: User, @Param('id') id: string) {
    try {
      await this.grocery.build(user.id, id);
    } catch (error) {
      if (error instanceof GroceryBuildRefused) throw new BadRequestException(error.message);
      throw error;
    }
    return this.grocery.listForPlan(user.id, id);
  }

  @Get('api/grocery-lists')
  @ApiOkResponse({ type: [GroceryListSummaryDto], description: 'Your lists, newest first.' })
  lists(@CurrentUser() user: User) {
    return this.grocery.lists(user.id);
  }

  /** The plan's list; `brandTable=lists` uses the Grocery Lists screen's keyword table for items the catalogue lacks. */
  @Get('api/grocery-lists/:mealPlanId')
  @PLAN_ID('mealPlanId')
  @ApiQuery({ name: 'brandTable', required: false, enum: ['dashboard', 'lists'], description: "'lists': the Grocery Lists screen's brand table for items the catalogue lacks; anything else is 'dashboard'." })
  @ApiTaggedRead(GroceryListDto)
  @ApiErrors([404, 'No plan of yours by that id, or it has no list yet.'])
  list(@CurrentUser() user: User, @Param('mealPlanId') mealPlanId: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() res: Response, @Query('brandTable') brandTable?: string) {
    const table: BrandTable = brandTable === 'lists' ? 'lists' : 'dashboard';
    const version = () => this.grocery.listVersion(user.id, mealPlanId);
    return sendTaggedRead(res, ifNoneMatch, (v) => entityTag('list', v, table), version, async () => {
      const before = await version();
      return { value: await this.grocery.listForPlan(user.id, mealPlanId, table), version: before ?? 0 };
    });
  }

  @Patch('api/grocery-list-items/:itemId')
  @ApiParam({ name: 'itemId', format: 'uuid', description: 'A line of one of your lists.' })
  @ApiOkResponse({ type: UpdatedGroceryItemDto })
  @ApiErrors(400, 404)
  update(@CurrentUser() user: User, @Param('itemId') itemId: string, @Body() body: UpdateGroceryItemDto) {
    return this.grocery.updateItem(user.id, itemId, body);
  }
}
