import { whenCommitted } from '../common/after-commit.js';
import { Injectable, Logger } from '@nestjs/common';

/** Called after a plan's meals changed and were saved (its grocery list follows). */
export type PlanChangeFollower = (userId: string, mealPlanId: string) => Promise<void>;

/**
 * What modules above the meal plans (the grocery list) do when a plan's meals change, without the meal plans
 * module knowing them: they register at start-up (onModuleInit), as RecipeUses' followers do. Every change
 * of a plan's items passes MealPlansService's one recompute, which tells them here once it is saved.
 * A follower that fails is logged, never the person's edit: the edit is already saved.
 */
@Injectable()
export class PlanChanges {
  private readonly followers: PlanChangeFollower[] = [];
  private readonly logger = new Logger(PlanChanges.name);

  follow(follower: PlanChangeFollower): void {
    this.followers.push(follower);
  }

  changed(userId: string, mealPlanId: string): Promise<void> {
    return whenCommitted(() => this.tell(userId, mealPlanId));
  }

  private async tell(userId: string, mealPlanId: string): Promise<void> {
    for (const follower of this.followers) {
      try {
        await follower(userId, mealPlanId);
      } catch (error) {
        this.logger.warn({ mealPlanId, err: error instanceof Error ? error.message : String(error) }, 'a follower of a plan change failed');
      }
    }
  }
}
