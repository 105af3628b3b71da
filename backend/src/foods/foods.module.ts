import { Module } from '@nestjs/common';
import { FoodsController } from './foods.controller.js';
import { FoodsService } from './foods.service.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Food } from './food.entity.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const FOODS_ENTITIES = [Food];

/** USDA foods: search (the import is a CLI, `npm run import:usda`). */
@Module({
  imports: [MikroOrmModule.forFeature(FOODS_ENTITIES)],
  controllers: [FoodsController],
  providers: [FoodsService],
  exports: [FoodsService],
})
export class FoodsModule {}
