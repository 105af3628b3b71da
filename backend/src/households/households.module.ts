import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { Household, HouseholdInvite, HouseholdMember } from './household.entity.js';
import { HouseholdsController } from './households.controller.js';
import { HouseholdsService } from './households.service.js';
import { KitchenOfCaller } from './kitchen-owner-id.js';
import { KitchenOwners } from './kitchen-owner.js';
import { SeatChanges } from './seat-changes.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const HOUSEHOLD_ENTITIES = [Household, HouseholdMember, HouseholdInvite];

/**
 * Who a person plans, shops and cooks with (issue #24). Exports HouseholdsService for the modules that will plan for
 * it, and KitchenOwners for those that act on the household's data outside a route (the assistant). Global: every
 * module's routes of the household's shared data take @KitchenOwnerId(), whose pipe Nest builds in that module.
 */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature(HOUSEHOLD_ENTITIES)],
  controllers: [HouseholdsController],
  providers: [
    HouseholdsService,
    KitchenOwners,
    SeatChanges,
    // Whose kitchen the caller cooks in, for @KitchenOwnerId() on the routes of the household's shared data.
    KitchenOfCaller,
  ],
  exports: [HouseholdsService, KitchenOwners, SeatChanges, KitchenOfCaller],
})
export class HouseholdsModule {}
