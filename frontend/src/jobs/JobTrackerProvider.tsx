import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '../api/fetcher';
import { isJobFinished, jobKey, useJob, type JobStatus } from '../api/jobs';
import { useAuth } from '../auth/auth-context';
import { JOB_KINDS, type JobContext, type JobKind, type JobRequest, type JobResult, type RefusedDuring } from './job-kinds';
import { JobStore, type JobRun } from './job-store';
import { JobTrackerContext, type JobTracker } from './job-tracker-context';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): jobs are followed until the page is left
  }
}

/** Polls one job through SWR (every 400 ms until it completes or fails) and reports what it reads. */
function JobPoller({
  runId,
  jobId,
  onStatus,
  onError,
}: {
  runId: string;
  jobId: string;
  onStatus: (runId: string, status: JobStatus) => void;
  onError: (runId: string, error: unknown) => void;
}) {
  const { data, error } = useJob(jobId);
  useEffect(() => {
    if (data) onStatus(runId, data);
  }, [data, runId, onStatus]);
  useEffect(() => {
    if (error) onError(runId, error);
  }, [error, runId, onError]);
  return null;
}

/** Shows the end of a run: refreshes what the job changed, says so, hands its result to the screens. */
async function endRun<K extends JobKind>(store: JobStore, run: JobRun<K>, status: JobStatus, context: JobContext): Promise<void> {
  const definition = JOB_KINDS[run.kind];
  try {
    if (status.state === 'completed') {
      // GET /api/jobs/:id answers the result the job of this kind returns.
      const result = status.result as JobResult<K> | null;
      await definition.completed(result, run.request, context);
      if (result !== null && run.jobId) store.publish(run.kind, run.scope, run.jobId, result);
    } else {
      await definition.failed(status.error, run.request, context);
    }
  } finally {
    store.remove(run.runId);
  }
}

function refuseRun<K extends JobKind>(run: JobRun<K>, error: unknown, during: RefusedDuring): void {
  JOB_KINDS[run.kind].refused(error, run.request, during);
}

async function startRun<K extends JobKind>(store: JobStore, kind: K, request: JobRequest<K>, context: () => JobContext): Promise<void> {
  const definition = JOB_KINDS[kind];
  const scope = definition.scope(request);
  if (store.isRunning(kind, scope)) return;
  const runId = store.add(kind, scope, request);
  try {
    const { jobId } = await definition.start(request);
    // The server answers a repeated request with the job that already ran: read its status afresh.
    await context().mutate(jobKey(jobId), undefined, { revalidate: false });
    store.accepted(runId, jobId);
  } catch (error) {
    store.remove(runId);
    definition.refused(error, request, 'start');
  }
}

/**
 * The app's one job tracker, mounted once inside the auth provider, above the routes: it owns every
 * running job, so a job outlives the screen that started it. Running jobs are kept in sessionStorage
 * and followed again after a reload (the job id is enough); a kept job the server no longer knows for
 * this person (404: expired, or someone else signed in) is dropped without a word. Jobs belong to the
 * person signed in: signing out, or someone else signing in, forgets them.
 */
export function JobTrackerProvider({ children }: { children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const { isLoading, isAuthenticated, user } = useAuth();
  const userId = user?.id ?? null;
  const [store] = useState(() => new JobStore(sessionStorageOrNull()));
  const runs = useSyncExternalStore(store.subscribe, store.getRuns, store.getRuns);
  const context = useRef<JobContext>({ mutate, userId });
  useEffect(() => {
    context.current = { mutate, userId };
  }, [mutate, userId]);

  const owner = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (isLoading) return;
    if (userId === null || (owner.current !== undefined && owner.current !== userId)) store.clear();
    owner.current = userId;
  }, [isLoading, userId, store]);

  const tracker = useMemo<JobTracker>(
    () => ({ store, start: (kind, request) => startRun(store, kind, request, () => context.current) }),
    [store],
  );

  const onStatus = useCallback(
    (runId: string, status: JobStatus) => {
      const run = store.find(runId);
      if (!run) return;
      if (!isJobFinished(status)) store.progressed(runId, status.progress ?? 0, status.waitingFor ?? null);
      else if (store.claimEnd(runId)) void endRun(store, run, status, context.current);
    },
    [store],
  );

  const onError = useCallback(
    (runId: string, error: unknown) => {
      // A request that never got an answer (offline, or the page being reloaded — which aborts the poll
      // in flight) says nothing about the job: keep it, and SWR's next poll reads it again.
      if (!(error instanceof ApiError)) return;
      const run = store.find(runId);
      // The server cannot reach its database or job queue (a restart): the job is kept and waits it out, and so
      // does the poll — the job is tried again on the server, not failed.
      if (error.status === 503) {
        if (run)
          store.progressed(
            runId,
            run.progress,
            /job queue/i.test(error.message) ? 'redis' : /database/i.test(error.message) ? 'database' : 'service',
          );
        return;
      }
      if (!run || !store.claimEnd(runId)) return;
      store.remove(runId);
      if (run.resumed && error instanceof ApiError && error.status === 404) return;
      refuseRun(run, error, 'status');
    },
    [store],
  );

  return (
    <JobTrackerContext.Provider value={tracker}>
      {children}
      {isAuthenticated &&
        runs.map(
          (run) => run.jobId && <JobPoller key={run.runId} runId={run.runId} jobId={run.jobId} onStatus={onStatus} onError={onError} />,
        )}
    </JobTrackerContext.Provider>
  );
}
