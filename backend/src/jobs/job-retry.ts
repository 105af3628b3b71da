/**
 * How a job that failed is tried again. A job that failed because PostgreSQL or Redis was away (a restart on
 * every upgrade) is retried with growing delays for more than ten minutes, so an accepted plan outlives the
 * outage; any other failure is retried twice, a second and two seconds later, as before. Pure: BullMQ calls
 * `retryDelayMs` as its backoff strategy, the tests call it directly.
 */
import { outageMessage, serviceOutageOf, type ServiceOutage } from '../common/service-outage.js';

/** The backoff type jobs are added with; BullMQ hands it to `retryDelayMs` (not one of its built-in ones). */
export const JOB_BACKOFF = { type: 'outage-aware' } as const;
/** Tries in all: enough for the outage delays below to add up to more than ten minutes. */
export const JOB_ATTEMPTS = 25;
/** Tries in all of a job that failed for another reason (a defect, a bad row): retrying it longer would not help. */
const OTHER_FAILURE_ATTEMPTS = 3;
const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;

/** What a handler's outage is thrown as: its message is the one the person reads, and the job status knows it. */
export class ServiceOutageError extends Error {
  constructor(
    readonly outage: ServiceOutage,
    cause: unknown,
  ) {
    super(outageMessage(outage), { cause });
    this.name = 'ServiceOutageError';
  }
}

/** The outage a failed job is waiting out, read from its last failure's message; null when it failed otherwise. */
export function outageOfFailure(reason: string | null | undefined): ServiceOutage['service'] | null {
  for (const service of ['database', 'redis', 'service'] as const)
    if (reason === outageMessage({ service, retryAfterSeconds: 0 })) return service;
  return null;
}

/**
 * The delay before the next try after `attemptsMade` tries ended in `error`, in milliseconds; -1 fails the job now.
 * BullMQ's BackoffStrategy signature: (attemptsMade, backoff type, error, job).
 * An outage: 1, 2, 4, 8, 16 s, then every 30 s. Anything else: 1 s, 2 s, then fail.
 */
export function retryDelayMs(attemptsMade: number, _type?: string, error?: Error): number {
  const outage = error instanceof ServiceOutageError || serviceOutageOf(error) !== null;
  if (!outage && attemptsMade >= OTHER_FAILURE_ATTEMPTS) return -1;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attemptsMade - 1));
}
