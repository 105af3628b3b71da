import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Household, HouseholdInvite, HouseholdMember } from './household.entity.js';
import { HouseholdsController } from './households.controller.js';
import { HouseholdsService } from './households.service.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const HOUSEHOLD_ENTITIES = [Household, HouseholdMember, HouseholdInvite];

/** Who a person plans, shops and cooks with (issue #24). Exports HouseholdsService for the modules that will plan for it. */
@Module({
  imports: [MikroOrmModule.forFeature(HOUSEHOLD_ENTITIES)],
  controllers: [HouseholdsController],
  providers: [HouseholdsService],
  exports: [HouseholdsService],
})
export class HouseholdsModule {}
