import { Module } from '@nestjs/common';
import { HouseholdsModule } from '../households/households.module.js';
import { MealPlansModule } from '../mealplans/meal-plans.module.js';
import { RecipesModule } from '../recipes/recipes.module.js';
import { CalendarSources } from './calendar.sources.js';
import { ModuleCalendarSources } from './calendar-sources.impl.js';
import { CalendarController } from './calendar.controller.js';
import { CalendarJob } from './calendar.job.js';
import { CalendarService } from './calendar.service.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CalendarExport, CalendarFeed } from './calendar.entity.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const CALENDAR_ENTITIES = [CalendarExport, CalendarFeed];

/** iCalendar export of a plan (job on the `calendar` queue), the .ics download and the private feeds (the household's, and each person's own portions). */
@Module({
  imports: [MikroOrmModule.forFeature(CALENDAR_ENTITIES), MealPlansModule, RecipesModule, HouseholdsModule],
  controllers: [CalendarController],
  providers: [CalendarService, CalendarJob, { provide: CalendarSources, useClass: ModuleCalendarSources }],
  exports: [CalendarService],
})
export class CalendarModule {}
