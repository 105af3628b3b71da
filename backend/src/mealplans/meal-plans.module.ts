import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { RecipesModule } from '../recipes/recipes.module.js';
import { MealPlansController, RecipeToMealPlanController } from './meal-plans.controller.js';
import { MealPlansService } from './meal-plans.service.js';
import { PlanReads } from './plan-reads.js';
import { PlanCandidates } from './plan-candidates.js';
import { PlanGenerationJob } from './plan-generation.job.js';
import { PlanNoteWriter } from './plan-note.js';

/** Meal plans and their items; plan generation (the `plans.generate` job and its optimiser). */
@Module({
  imports: [PreferencesModule, RecipesModule, CatalogModule],
  controllers: [MealPlansController, RecipeToMealPlanController],
  providers: [MealPlansService, PlanReads, PlanGenerationJob, PlanCandidates, PlanNoteWriter],
  exports: [MealPlansService, PlanGenerationJob],
})
export class MealPlansModule {}
