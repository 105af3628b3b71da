import { Injectable, type OnModuleInit } from '@nestjs/common';
import { isDomainError } from '../common/domain-error.js';
import { JobFailure } from '../jobs/job-failure.js';
import { JobHandlers } from '../jobs/job-handlers.js';
import { GroceryService, PLAN_NOT_FOUND_MESSAGE } from './grocery.service.js';

/**
 * 'grocery.build' on the `grocery` queue: builds a plan's list and saves it in one transaction.
 * Idempotent (a rerun brings the list to the same content, keeping what the person checked, removed, set or added).
 * An empty or vanished plan is a JobFailure (not retried, its message shown); anything else retries.
 */
@Injectable()
export class GroceryBuildJob implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlers,
    private readonly grocery: GroceryService,
  ) {}

  onModuleInit(): void {
    this.handlers.register('grocery.build', async ({ userId, mealPlanId }, { progress }) => {
      try {
        return await this.grocery.build(userId, mealPlanId, progress);
      } catch (error) {
        if (isDomainError(error, 'invalid')) throw new JobFailure(error.message);
        if (isDomainError(error, 'not_found')) throw new JobFailure(`${PLAN_NOT_FOUND_MESSAGE}: it may have been deleted.`);
        throw error;
      }
    });
  }
}
