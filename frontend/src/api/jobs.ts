/**
 * GET /api/jobs/:id (DESIGN.md: background work answers 202 { jobId }; the SPA polls the job with
 * SWR while it runs, then revalidates what it changed).
 */
import useSWR from 'swr';
import { ApiError } from './fetcher';
import type { Schemas } from './types';

/** GET /api/jobs/{id}, with the result of the job kind the caller started. */
export type JobStatus<Result = unknown> = Omit<Schemas['JobStatus'], 'result'> & { result: Result | null };

export const JOB_POLL_MS = 400;

export const jobKey = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;

export function isJobFinished(job: JobStatus | undefined): boolean {
  return job?.state === 'completed' || job?.state === 'failed';
}

/** The job's status, polled every 400 ms until it completes or fails; nothing is fetched while `id` is null. Used by the app's job tracker (src/jobs). */
export function useJob<Result = unknown>(id: string | null) {
  return useSWR<JobStatus<Result>, Error>(id ? jobKey(id) : null, {
    refreshInterval: (latest) => (isJobFinished(latest) ? 0 : JOB_POLL_MS),
    dedupingInterval: 0,
    // A read that got no answer (offline, or a reload aborting it), or a 503 (the server's database or job
    // queue restarting: the job waits it out), is tried again, backing off to 2 s at most; any other answer
    // from the server (404, 401, 500) is final.
    shouldRetryOnError: (error) => !(error instanceof ApiError) || error.status === 503,
    onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
      setTimeout(() => void revalidate({ retryCount }), Math.min(2000, JOB_POLL_MS * 2 ** Math.min(retryCount, 3)));
    },
  });
}
