import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { entityTag, sendVersionedJson } from '../common/conditional-read.js';
import { versionsHeld } from '../common/entity-tag.js';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, CurrentUserId } from '../common/current-user.decorator.js';
import { KitchenOwnerId } from '../households/kitchen-owner-id.js';
import type { User } from '../users/user.entity.js';
import { bodyRowId, rowId, rowNumber } from '../common/row-id.pipe.js';
import { ApiJobStarted } from '../jobs/dto/job.responses.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { ApiTaggedRead } from '../openapi/api-tagged-read.js';
import { AddFoodDto, AddRecipeToPlanDto, CreateMealPlanDto, GeneratePlanDto, RenameMealPlanDto } from './dto/meal-plan.dto.js';
import { MealPlanDeletedDto, MealPlanSummaryDto, MealPlanViewDto, PlanJobResultDto } from './dto/meal-plan.responses.js';
import { MealPlansService } from './meal-plans.service.js';
import { PlanGenerationJob } from './plan-generation.job.js';

/** A meal plan of the person's, by id; a malformed one answers 404 like an unknown one. */
const PLAN_ID = ApiParam({ name: 'id', format: 'uuid', description: 'One of your meal plans.' });
const PLAN = rowId('Meal plan');

@ApiTags('meal-plans')
@ApiSignedIn()
@Controller('api/meal-plans')
export class MealPlansController {
  constructor(
    private readonly plans: MealPlansService,
    private readonly generation: PlanGenerationJob,
  ) {}

  @Get()
  @ApiOkResponse({ type: [MealPlanSummaryDto], description: 'Your plans, newest week first.' })
  list(@KitchenOwnerId() kitchenId: string) {
    return this.plans.list(kitchenId);
  }

  /** Starts plan generation: 202 { jobId }; the same Idempotency-Key (or requestKey) never makes two plans. */
  @Post('generate')
  @HttpCode(202)
  @ApiHeader({
    name: 'idempotency-key',
    required: false,
    description: '1-100 characters; the same key never makes two plans (or send requestKey).',
  })
  @ApiJobStarted(PlanJobResultDto, "Plan generation started: the job finishes with the new plan's id.")
  @ApiErrors(400)
  async generate(@KitchenOwnerId() kitchenId: string, @Body() body: GeneratePlanDto, @Headers('idempotency-key') headerKey?: string) {
    return {
      jobId: await this.generation.enqueue(kitchenId, { requestKey: headerKey ?? body.requestKey, weekStartDate: body.weekStartDate }),
    };
  }

  /**
   * The plan, tagged with its version: If-None-Match with the current tag answers 304 without building it. The most
   * read route: whose kitchen the caller cooks in is read inside the plan's own statement (not @KitchenOwnerId's query).
   */
  @Get(':id')
  @PLAN_ID
  @ApiTaggedRead(MealPlanViewDto)
  @ApiErrors(404)
  async detail(
    @CurrentUserId() personId: string,
    @Param('id', PLAN) id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: Response,
  ) {
    const read = await this.plans.detailJson(personId, id, versionsHeld(ifNoneMatch, 'plan'));
    sendVersionedJson(res, entityTag('plan', read.version), read.json);
  }

  @Post()
  @ApiCreatedResponse({ type: MealPlanViewDto })
  @ApiErrors(400)
  create(@KitchenOwnerId() kitchenId: string, @CurrentUser() caller: User, @Body() body: CreateMealPlanDto) {
    return this.plans.create(kitchenId, body, caller.id);
  }

  @Patch(':id')
  @PLAN_ID
  @ApiOkResponse({ type: MealPlanViewDto })
  @ApiErrors(400, 404)
  rename(@KitchenOwnerId() kitchenId: string, @Param('id', PLAN) id: string, @Body() body: RenameMealPlanDto) {
    return this.plans.rename(kitchenId, id, body.name);
  }

  @Delete(':id')
  @PLAN_ID
  @ApiOkResponse({ type: MealPlanDeletedDto, description: 'Deleted, with its items and grocery list.' })
  @ApiErrors(404)
  async remove(@KitchenOwnerId() kitchenId: string, @Param('id', PLAN) id: string) {
    await this.plans.remove(kitchenId, id);
    return { deleted: true, id };
  }

  @Post(':id/meals')
  @PLAN_ID
  @ApiCreatedResponse({ type: MealPlanViewDto, description: 'The food is added to the slot: the plan as it is now.' })
  @ApiErrors(400, 404)
  addFood(@KitchenOwnerId() kitchenId: string, @Param('id', PLAN) id: string, @Body() body: AddFoodDto) {
    return this.plans.addFood(kitchenId, id, body);
  }

  @Delete(':id/items/:itemId')
  @PLAN_ID
  @ApiParam({ name: 'itemId', format: 'uuid', description: 'An item of that plan.' })
  @ApiOkResponse({ type: MealPlanViewDto, description: 'The item is removed: the plan as it is now.' })
  @ApiErrors(404)
  removeItem(@KitchenOwnerId() kitchenId: string, @Param('id', PLAN) id: string, @Param('itemId', rowId('Meal item')) itemId: string) {
    return this.plans.removeItem(kitchenId, id, itemId);
  }
}

/** The recipe dialog's 'Add to Meal Plan' (spec §7): lives with the plans it writes to. */
@ApiTags('meal-plans')
@ApiSignedIn()
@Controller('api/recipes')
export class RecipeToMealPlanController {
  constructor(private readonly plans: MealPlansService) {}

  @Post(':id/add-to-meal-plan')
  @ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1 }, description: 'A recipe you can see.' })
  @ApiCreatedResponse({ type: MealPlanViewDto, description: 'The recipe is added to the slot: the plan as it is now.' })
  @ApiErrors(400, 404)
  addRecipe(
    @KitchenOwnerId() kitchenId: string,
    @CurrentUser() caller: User,
    @Param('id', rowNumber('Recipe')) id: number,
    @Body(bodyRowId<AddRecipeToPlanDto>('mealPlanId', 'Meal plan')) body: AddRecipeToPlanDto,
  ) {
    // a member's own recipe may go on the household's plan
    return this.plans.addRecipe(kitchenId, id, body, caller.id);
  }
}
