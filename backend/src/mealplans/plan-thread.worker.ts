/**
 * Planner thread task (plan-thread.ts): puts a person's candidates together with the shared part this
 * thread keeps, and plans the week. The shared part (the library at a store, its prices, the sides) is
 * sent once per thread and kept, frozen, for the next plans; a task that names one this thread does not
 * hold asks for it.
 */
import { LRUCache } from 'lru-cache';
import { assembleCandidates, frozen, type PersonalCandidates, type SharedCandidates } from './candidate-pool.js';
import { planWeek } from './planner/planner.js';
import { planTable, type TableInput, type TablePlanResult } from './planner/table.js';
import { NoCandidatesError, type PlannerInput, type PlanResult } from './planner/types.js';
import type { MealType } from '../kitchen/vocabulary.js';

/** What a plan needs besides its candidates (rules, goals, budget, seed…). */
export type PlanSettings = Omit<PlannerInput, 'recipes' | 'ingredients' | 'sides'>;
/** What a plan for a table needs besides its candidates (its members, budget, seed…). */
export type TableSettings = Omit<TableInput, 'recipes' | 'ingredients' | 'sides'>;

export interface PlanTask {
  sharedKey: string;
  /** Sent when the thread said it does not hold `sharedKey`. */
  shared?: SharedCandidates;
  person: PersonalCandidates;
  /** A plan for one person (planWeek)… */
  settings?: PlanSettings;
  /** …or for a table of several (planTable). */
  table?: TableSettings;
}

/** A plan, or why there is none: no candidates for some meal types, or the planner's own error. */
export type PlanTaskReply =
  | { ok: true; result: PlanResult | TablePlanResult }
  | { ok: false; noCandidates?: MealType[]; message: string }
  | { ok: false; needsShared: true };

const kept = new LRUCache<string, SharedCandidates>({ max: 4 });

export default async function planInThread(task: PlanTask): Promise<PlanTaskReply> {
  if (task.shared) kept.set(task.sharedKey, frozen(task.shared));
  const shared = kept.get(task.sharedKey);
  if (!shared) return { ok: false, needsShared: true };
  try {
    const candidates = assembleCandidates(shared, task.person);
    const result = task.table ? await planTable({ ...task.table, ...candidates }) : await planWeek({ ...task.settings!, ...candidates });
    return { ok: true, result };
  } catch (error) {
    return error instanceof NoCandidatesError
      ? { ok: false, noCandidates: error.mealTypes, message: error.message }
      : { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
