import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { HouseholdsModule } from '../households/households.module.js';
import { PantryModule } from '../pantry/pantry.module.js';
import { PricesModule } from '../prices/prices.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { RecipesModule } from '../recipes/recipes.module.js';
import { MealPlansController, RecipeToMealPlanController } from './meal-plans.controller.js';
import { MealPlansService } from './meal-plans.service.js';
import { PlanChanges } from './plan-changes.js';
import { PlanReads } from './plan-reads.js';
import { PlanCandidates } from './plan-candidates.js';
import { PlanGenerationJob } from './plan-generation.job.js';
import { PlanNoteWriter } from './plan-note.js';
import { PlanTable } from './plan-table.js';
import { SlotSwapController } from './slot-swap.controller.js';
import { SlotSwapService } from './slot-swap.service.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MealItem, MealPlan } from './meal-plan.entity.js';
import { SampleDayController } from './sample-day.controller.js';
import { SampleDayService } from './sample-day.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const MEAL_PLAN_ENTITIES = [MealPlan, MealItem];

/** Meal plans and their items; plan generation (the `plans.generate` job and its optimiser). */
@Module({
  imports: [
    MikroOrmModule.forFeature(MEAL_PLAN_ENTITIES),
    PreferencesModule,
    RecipesModule,
    CatalogModule,
    AiModule,
    PantryModule,
    PricesModule,
    HouseholdsModule,
  ],
  controllers: [MealPlansController, RecipeToMealPlanController, SlotSwapController, SampleDayController],
  providers: [
    MealPlansService,
    PlanReads,
    PlanGenerationJob,
    PlanCandidates,
    PlanNoteWriter,
    PlanChanges,
    PlanTable,
    SlotSwapService,
    SampleDayService,
  ],
  exports: [MealPlansService, PlanGenerationJob, PlanChanges, PlanTable, SlotSwapService],
})
export class MealPlansModule {}
