import { Injectable, type OnModuleInit } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { invalid } from '../common/domain-error.js';
import { JobFailure } from '../jobs/job-failure.js';
import { JobHandlers } from '../jobs/job-handlers.js';
import type { JobPayloads } from '../jobs/job-types.js';
import { JobsService } from '../jobs/jobs.service.js';
import { catalogueDislikes } from '../catalog/dislikes.js';
import { dietaryRulesFrom } from '../kitchen/dietary-rules.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import { MealPlansService } from './meal-plans.service.js';
import { PlanCandidates } from './plan-candidates.js';
import { todayIso } from './plan-dates.js';
import { everyonesRestrictions, PlanTable } from './plan-table.js';
import { PlanNoteWriter } from './plan-note.js';
import { describeRestrictions, noCandidatesMessage } from './planner/planner.js';
import { planTableOffThread, planWeekOffThread } from './plan-thread.js';
import { unionRules } from './planner/table.js';
import { NoCandidatesError } from './planner/types.js';
import { DEFAULT_STORE } from '../kitchen/vocabulary.js';

/**
 * `plans.generate`: preferences → candidates → optimiser → one stored plan.
 * Idempotent per request: the job id and the plan's UNIQUE generation_key both derive from
 * (person, request key), so a double click, a retry or a job re-run after a worker crash finds
 * the same job or the plan the first run stored, never a second plan.
 */
@Injectable()
export class PlanGenerationJob implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlers,
    private readonly jobs: JobsService,
    private readonly plans: MealPlansService,
    private readonly preferences: PreferencesService,
    private readonly candidates: PlanCandidates,
    private readonly notes: PlanNoteWriter,
    private readonly table: PlanTable,
  ) {}

  onModuleInit(): void {
    this.handlers.register('plans.generate', (payload, context) => this.run(payload, context.progress));
  }

  static generationKey(userId: string, requestKey: string): string {
    return createHash('sha256').update(`${userId}\n${requestKey}`).digest('hex').slice(0, 48);
  }

  /**
   * Starts a plan for the person; `requestKey` (the Idempotency-Key header or the body's requestKey, 1-100
   * characters, trimmed) makes a repeat of the same request find the same job, and no key a new plan.
   */
  async enqueue(userId: string, options: { requestKey?: string; weekStartDate?: string }): Promise<string> {
    const requestKey = options.requestKey?.trim();
    if (options.requestKey !== undefined && (!requestKey || options.requestKey.length > 100))
      throw invalid('Idempotency-Key must be 1-100 characters');
    const generationKey = PlanGenerationJob.generationKey(userId, requestKey || randomUUID());
    return this.jobs.enqueue(
      'plans.generate',
      { userId, generationKey, weekStartDate: options.weekStartDate ?? todayIso() },
      { key: `gen-${generationKey}` },
    );
  }

  /** The handler; public so tests can run it twice as a crashed-and-restarted worker would. */
  async run(
    payload: JobPayloads['plans.generate'],
    progress: (percent: number) => Promise<void> = () => Promise.resolve(),
  ): Promise<{ mealPlanId: string }> {
    const done = await this.plans.findByGenerationKey(payload.generationKey);
    if (done && done.userId === payload.userId) return { mealPlanId: done.id };
    await progress(5);
    const prefs = await this.preferences.forUser(payload.userId);
    const store = prefs.preferredStore ?? DEFAULT_STORE;
    // A household of several is planned for its table (planner/table.ts); a household of one as a person.
    const table = await this.table.read(payload.userId, payload.weekStartDate, prefs);
    const members = table?.members;
    const rules = members ? unionRules(members.map((m) => m.rules)) : dietaryRulesFrom(prefs, catalogueDislikes);
    const restrictions = table ? everyonesRestrictions(table.preferences) : prefs;
    const { shared, person } = await this.candidates.forUser(payload.userId, rules, store);
    await progress(25);
    let result;
    try {
      result = members
        ? await planTableOffThread(shared, person, { members, weeklyBudget: prefs.weeklyBudget, seed: payload.generationKey })
        : await planWeekOffThread(shared, person, {
            rules,
            calorieGoal: prefs.calorieGoal,
            weeklyBudget: prefs.weeklyBudget,
            seed: payload.generationKey,
            mealShares: prefs.mealShares,
            proteinGoal: prefs.proteinGoal,
          });
    } catch (error) {
      if (error instanceof NoCandidatesError) throw new JobFailure(noCandidatesMessage(error.mealTypes, restrictions));
      throw error;
    }
    await progress(80);
    const titles = new Map([...shared.recipes, ...person.own].map((r) => [r.id, r.title]));
    const note = await this.notes.write({
      calorieGoal: prefs.calorieGoal,
      weeklyBudget: prefs.weeklyBudget,
      restrictions: describeRestrictions(restrictions),
      result,
      titles,
    });
    await progress(90);
    const mealPlanId = await this.plans.saveGenerated({
      userId: payload.userId,
      generationKey: payload.generationKey,
      weekStartDate: payload.weekStartDate,
      prefs,
      result,
      note,
    });
    // Finishing reports 100 (GET /api/jobs/:id): no separate progress write for it.
    return { mealPlanId };
  }
}
