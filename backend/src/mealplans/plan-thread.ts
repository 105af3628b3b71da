/**
 * Plans a week off the main thread when the compiled worker file is there (the built app): the search
 * is synchronous CPU work that would otherwise hold up every HTTP request and BullMQ lock renewal of a
 * ROLE=all process. Under ts (tests) it runs in-process.
 *
 * Two threads, pooled (piscina) and started with the first plan: the plans queue runs several jobs at
 * once, and this pool is what bounds their CPU. Each thread keeps the candidates every person at a
 * store shares (candidate-pool.ts), so a plan sends only the person's part: copying the whole library
 * to a thread for every plan, and reading it there, cost more than a fifth of the planner's own time.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { assembleCandidates, type PersonalCandidates, type SharedCandidates } from './candidate-pool.js';
import { planWeek } from './planner/planner.js';
import { NoCandidatesError, type PlanResult } from './planner/types.js';
import { planTable, type TablePlanResult } from './planner/table.js';
import type { PlanSettings, PlanTask, PlanTaskReply, TableSettings } from './plan-thread.worker.js';

const workerFile = (() => {
  if (!import.meta.url.endsWith('.js')) return null;
  const path = fileURLToPath(new URL('./plan-thread.worker.js', import.meta.url));
  return existsSync(path) ? path : null;
})();

let pool: Piscina | undefined;

export async function planWeekOffThread(shared: SharedCandidates, person: PersonalCandidates, settings: PlanSettings): Promise<PlanResult> {
  if (!workerFile) return planWeek({ ...settings, ...assembleCandidates(shared, person) });
  return runTask({ sharedKey: shared.key, person, settings }, shared);
}

/** The same for a table of several (planner/table.ts), on the same threads. */
export async function planTableOffThread(
  shared: SharedCandidates,
  person: PersonalCandidates,
  table: TableSettings,
): Promise<TablePlanResult> {
  if (!workerFile) return planTable({ ...table, ...assembleCandidates(shared, person) });
  const result = await runTask({ sharedKey: shared.key, person, table }, shared);
  if (!('memberDays' in result)) throw new Error('the planner thread planned for one person where a table was asked');
  return result;
}

async function runTask(task: PlanTask, shared: SharedCandidates): Promise<PlanResult | TablePlanResult> {
  pool ??= new Piscina({ filename: workerFile!, minThreads: 2, maxThreads: 2 });
  let reply = (await pool.run(task)) as PlanTaskReply;
  if (!reply.ok && 'needsShared' in reply) reply = (await pool.run({ ...task, shared })) as PlanTaskReply;
  if (reply.ok) return reply.result;
  if ('needsShared' in reply) throw new Error('the planner thread did not keep the candidates it was sent');
  if (reply.noCandidates) throw new NoCandidatesError(reply.noCandidates);
  throw new Error(reply.message);
}
