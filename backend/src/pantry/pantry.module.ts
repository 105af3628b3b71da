import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PantryController } from './pantry.controller.js';
import { Pantry, PantryItem, PantryMovement, PantryReservation } from './pantry.entity.js';
import { PantryService } from './pantry.service.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const PANTRY_ENTITIES = [Pantry, PantryItem, PantryMovement, PantryReservation];

/**
 * What a person has at home. Exports PantryService: the planner and the grocery list count what it has as
 * free, the list leaves a checked line's leftover in it and says what a week's plan will take from it.
 */
@Module({
  imports: [MikroOrmModule.forFeature(PANTRY_ENTITIES), CatalogModule],
  controllers: [PantryController],
  providers: [PantryService],
  exports: [PantryService],
})
export class PantryModule {}
