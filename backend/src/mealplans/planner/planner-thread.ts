/**
 * Runs `planWeek` off the main thread when the compiled worker file is there (the built app):
 * the search is synchronous CPU work (tens of milliseconds, more for a tight budget), which would
 * otherwise hold up every HTTP request and BullMQ lock renewal of a ROLE=all process. Under ts
 * (tests, tsx) it runs in-process.
 *
 * The threads are pooled (piscina): starting a thread and loading the planner into it took
 * about as long as the plan itself, once per plan. Two threads, started together with the first plan and
 * kept: the plans queue runs several jobs at once, and this pool is what bounds their CPU.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { planWeek } from './planner.js';
import { NoCandidatesError, type PlannerInput, type PlanResult } from './types.js';
import { type MealType } from '../../kitchen/vocabulary.js';

export type PlannerThreadReply = { ok: true; result: PlanResult } | { ok: false; noCandidates?: MealType[]; message: string };

const workerFile = (() => {
  if (!import.meta.url.endsWith('.js')) return null;
  const path = fileURLToPath(new URL('./planner-worker.js', import.meta.url));
  return existsSync(path) ? path : null;
})();

let pool: Piscina | undefined;

export async function planWeekOffThread(input: PlannerInput): Promise<PlanResult> {
  if (!workerFile) return planWeek(input);
  pool ??= new Piscina({ filename: workerFile, minThreads: 2, maxThreads: 2 });
  const reply = (await pool.run(input)) as PlannerThreadReply;
  if (reply.ok) return reply.result;
  if (reply.noCandidates) throw new NoCandidatesError(reply.noCandidates);
  throw new Error(reply.message);
}
