/** Worker-thread task of planner-thread.ts (run by its piscina pool): plans the week it is given. */
import { planWeek } from './planner.js';
import type { PlannerThreadReply } from './planner-thread.js';
import { NoCandidatesError, type PlannerInput } from './types.js';

/** A reply, never a throw: errors cross the thread boundary as plain messages, so the kind is carried explicitly. */
export default async function planInThread(input: PlannerInput): Promise<PlannerThreadReply> {
  try {
    return { ok: true, result: await planWeek(input) };
  } catch (error) {
    return error instanceof NoCandidatesError
      ? { ok: false, noCandidates: error.mealTypes, message: error.message }
      : { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
