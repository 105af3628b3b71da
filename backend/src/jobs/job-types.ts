import type { JobState } from 'bullmq';
import type { MealType } from '../kitchen/vocabulary.js';
/**
 * The one registry of background work: queue names, job names and their payloads.
 * `JobsService.enqueue(name, payload)` is type-checked against it end to end.
 */
export const QUEUE_NAMES = ['plans', 'grocery', 'calendar'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface JobPayloads {
  /** Proves the round trip API → Redis → worker → status; counts to `steps`, reporting progress. */
  'demo.echo': { userId: string; message: string; steps: number };
  /** Writes the plan's .ics (calendar_exports) at the person's meal times in `timeZone`; `baseUrl` builds links. */
  'calendar.export': {
    userId: string;
    mealPlanId: string;
    timeZone: string;
    baseUrl: string;
    mealTimes?: Partial<Record<MealType, string>>;
  };
  /** Builds (or rebuilds) the grocery list of a meal plan; result { mealPlanId, groceryListId }. */
  'grocery.build': { userId: string; mealPlanId: string };
  /**
   * Brings a plan's existing list up to date after the plan changed (grocery/list-sync.ts); one per list at a
   * time, later changes coalesced into one more run. Result { mealPlanId, groceryListId } or null when the plan has no list.
   */
  'grocery.sync': { userId: string; mealPlanId: string };
  /** Builds a week's plan for a person (mealplans/plan-generation.job.ts); one plan per generationKey. */
  'plans.generate': { userId: string; generationKey: string; weekStartDate: string };
  // Feature modules add their jobs here, e.g. 'plans.generate', 'grocery.build', 'calendar.export'.
}
export type JobName = keyof JobPayloads;

export const JOB_QUEUE: Record<JobName, QueueName> = {
  'demo.echo': 'plans',
  'plans.generate': 'plans',
  'grocery.build': 'grocery',
  'grocery.sync': 'grocery',
  'calendar.export': 'calendar',
};

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  attempt: number;
  /** 0-100; shown to the person while they wait. */
  progress: (percent: number) => Promise<void>;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], context: JobContext) => Promise<unknown>;

/** BullMQ's states of a job, and 'unknown' for one it no longer has. */
export const JOB_STATES = [
  'waiting',
  'waiting-children',
  'prioritized',
  'delayed',
  'active',
  'completed',
  'failed',
  'unknown',
] as const satisfies readonly (JobState | 'unknown')[];

/** Status of a job as `GET /api/jobs/:id` answers it. */
export interface JobStatus {
  id: string;
  state: (typeof JOB_STATES)[number];
  progress: number;
  result: unknown;
  error: string | null;
  /** A service the job is waiting for before its next try (it failed because that service was away); else null. */
  waitingFor: 'database' | 'redis' | 'service' | null;
}

/** Job ids carry their queue (`plans.<key>`) so a status lookup needs no scan. BullMQ forbids ':' in ids. */
export function jobIdFor(queue: QueueName, key: string): string {
  return `${queue}.${key.replace(/:/g, '-')}`;
}

export function queueOfJobId(id: string): QueueName | null {
  const queue = id.split('.', 1)[0];
  return (QUEUE_NAMES as readonly string[]).includes(queue) ? (queue as QueueName) : null;
}
