import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { isDomainError } from '../common/domain-error.js';
import { serviceOutageOf } from '../common/service-outage.js';
import { JobHandlers } from '../jobs/job-handlers.js';
import { JOB_ATTEMPTS } from '../jobs/job-retry.js';
import { JobsService } from '../jobs/jobs.service.js';
import { PlanChanges } from '../mealplans/plan-changes.js';
import { GroceryService } from './grocery.service.js';
import { ListEvents } from './list-events.js';

/**
 * How long a plan change waits before its list is updated: the changes made together (the assistant's swap
 * adds the new meal, then takes the old one out) are one update, not two.
 */
export const SYNC_DELAY_MS = 400;
/** Tries of one update that fails for another reason than an outage before the list stops saying it is updating. */
export const SYNC_ATTEMPTS = 3;

/**
 * The list follows the plan (issue #20): after any change of a plan's meals (PlanChanges), its grocery list,
 * when it has one, says it is updating and a 'grocery.sync' job brings it up to date — the same update as
 * "Update from plan", keeping what the person did (line-edits.ts), and saying what changed.
 *
 * One update per list at a time: BullMQ's deduplication by plan folds every change made while one waits into
 * it (it reads the plan when it runs, so the last state wins), and a change made while one runs starts one
 * more after it (keepLastIfActive), never two at once.
 */
@Injectable()
export class ListSync implements OnModuleInit {
  private readonly logger = new Logger(ListSync.name);

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobsService,
    private readonly grocery: GroceryService,
    private readonly handlers: JobHandlers,
    private readonly changes: PlanChanges,
    private readonly events: ListEvents,
  ) {}

  onModuleInit(): void {
    this.changes.follow((userId, mealPlanId) => this.planChanged(userId, mealPlanId).then(() => undefined));
    this.handlers.register('grocery.sync', ({ userId, mealPlanId }, { progress, attempt }) =>
      this.update(userId, mealPlanId, progress, attempt),
    );
  }

  /**
   * The plan's list says it is updating and its update is queued (its job id); null when the plan has no list.
   * The mark is set first, so an update that runs at once always finds it to clear.
   */
  async planChanged(userId: string, mealPlanId: string): Promise<string | null> {
    const connection = this.em.getConnection();
    const [list] = await connection.execute<{ id: string }[]>(
      'update grocery_lists set sync_pending_since = clock_timestamp() where meal_plan_id = ? and user_id = ? returning id',
      [mealPlanId, userId],
    );
    if (!list) return null;
    // devices show "updating" at once; the update itself is published by the build when it has run
    await this.events.changed(mealPlanId);
    try {
      return await this.jobs.enqueue(
        'grocery.sync',
        { userId, mealPlanId },
        {
          delay: SYNC_DELAY_MS,
          deduplication: { id: `sync.${mealPlanId}`, keepLastIfActive: true },
        },
      );
    } catch (error) {
      // no update is coming: the list must not say one is
      await connection.execute('update grocery_lists set sync_pending_since = null where id = ?', [list.id]);
      throw error;
    }
  }

  /**
   * Brings the plan's list up to date now, before the caller answers, rather than in the queued update: the
   * assistant's Undo answers with the list as it was before the change, never the change's lines with "updating".
   * The queued update, when it runs, finds nothing more to change. Nothing when the plan has no list; never throws
   * (the change is saved already: a failure is left to the queued update).
   */
  async updateNow(userId: string, mealPlanId: string): Promise<void> {
    try {
      await this.update(userId, mealPlanId, () => Promise.resolve(), 1);
    } catch (error) {
      this.logger.warn({ mealPlanId, err: (error as Error).message }, 'list not brought up to date at once; its queued update will');
    }
  }

  /**
   * Brings the list up to date, then clears "updating" unless a change came after this run started (its own
   * run clears it). A plan gone with its list is nothing to do; a last failed try clears the mark too, the
   * list staying as it was ("Update from plan" can try again).
   */
  async update(
    userId: string,
    mealPlanId: string,
    progress: (percent: number) => Promise<void>,
    attempt: number,
  ): Promise<{ mealPlanId: string; groceryListId: string } | null> {
    const connection = this.em.getConnection();
    // as text: a Date would drop the microseconds, and a change made in the same millisecond would be cleared unseen
    const [{ started }] = await connection.execute<{ started: string }[]>('select clock_timestamp()::text as started');
    const settle = () =>
      connection.execute(
        'update grocery_lists set sync_pending_since = null where meal_plan_id = ? and sync_pending_since <= ?::timestamptz',
        [mealPlanId, started],
      );
    try {
      const result = await this.grocery.build(userId, mealPlanId, progress, 'plan');
      await settle();
      // the list no longer says it is updating
      await this.events.changed(mealPlanId);
      return result;
    } catch (error) {
      if (isDomainError(error, 'not_found')) return null;
      // an outage is waited out (job-retry.ts) and the list keeps saying it is updating; anything else gives up
      if ((attempt >= SYNC_ATTEMPTS && !serviceOutageOf(error)) || attempt >= JOB_ATTEMPTS) await settle();
      throw error;
    }
  }
}
