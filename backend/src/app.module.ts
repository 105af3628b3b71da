import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { BenchController } from './ops/bench.controller.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { ChatModule } from './chat/chat.module.js';
import { ConfigController } from './ops/config.controller.js';
import { SettingsModule } from './config/settings.module.js';
import type { Settings } from './config/settings.js';
import { DatabaseModule } from './database/database.module.js';
import { FoodsModule } from './foods/foods.module.js';
import { GroceryModule } from './grocery/grocery.module.js';
import { HouseholdsModule } from './households/households.module.js';
import { HealthController } from './ops/health.controller.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MealPlansModule } from './mealplans/meal-plans.module.js';
import { MetricsController } from './ops/metrics.controller.js';
import { PantryModule } from './pantry/pantry.module.js';
import { PartnersModule } from './partners/partners.module.js';
import { PreferencesModule } from './preferences/preferences.module.js';
import { RecipesModule } from './recipes/recipes.module.js';

/**
 * Feature modules, each with its controllers, services and job handlers.
 * Listed here once; `AppModule.forRole` decides whether HTTP and workers are loaded.
 */
export const FEATURE_MODULES: Type[] = [
  PreferencesModule,
  MealPlansModule,
  CalendarModule,
  ChatModule,
  FoodsModule,
  RecipesModule,
  GroceryModule,
  PartnersModule,
  PantryModule,
  HouseholdsModule,
];

@Module({})
export class AppModule {
  static forRole(settings: Settings): DynamicModule {
    const http = settings.role !== 'worker';
    const workers = settings.role !== 'api';
    return {
      module: AppModule,
      imports: [SettingsModule.register(settings), DatabaseModule, JobsModule.register({ http, workers }), AuthModule, ...FEATURE_MODULES],
      controllers: http
        ? [ConfigController, HealthController, MetricsController, ...(process.env.BENCH_ROUTES === '1' ? [BenchController] : [])]
        : [],
    };
  }
}
