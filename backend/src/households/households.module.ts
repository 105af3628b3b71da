import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { Household, HouseholdInvite, HouseholdMember } from './household.entity.js';
import { HouseholdsController } from './households.controller.js';
import { HouseholdsService } from './households.service.js';
import { KitchenOwnerInterceptor } from './kitchen-owner.interceptor.js';
import { KitchenOwners } from './kitchen-owner.js';
import { SeatChanges } from './seat-changes.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const HOUSEHOLD_ENTITIES = [Household, HouseholdMember, HouseholdInvite];

/** Who a person plans, shops and cooks with (issue #24). Exports HouseholdsService for the modules that will plan for it, and KitchenOwners for those that act on the household's data outside a route (the assistant). */
@Module({
  imports: [MikroOrmModule.forFeature(HOUSEHOLD_ENTITIES)],
  controllers: [HouseholdsController],
  providers: [
    HouseholdsService,
    KitchenOwners,
    SeatChanges,
    // Whose kitchen the caller cooks in, for @KitchenOwnerId() on the routes of the household's shared data.
    { provide: APP_INTERCEPTOR, useClass: KitchenOwnerInterceptor },
  ],
  exports: [HouseholdsService, KitchenOwners, SeatChanges],
})
export class HouseholdsModule {}
