/**
 * The screens' view of the app's job tracker (<JobTrackerProvider> at the app root owns every
 * running job). `useJobRun` starts a job and says whether one of its kind and scope is running, and
 * how far; `useJobOutcome` hands a completed job's result to a screen once, even when the screen was
 * left while the job ran and is opened again afterwards. Toasts are the tracker's, not the screens'.
 */
import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { JobKind, JobRequest, JobResult } from './job-kinds';
import type { WaitingFor } from './job-store';
import { useJobTracker } from './job-tracker-context';

export interface JobRunState<K extends JobKind> {
  /** Starts the job unless one of the same kind and scope is running. */
  start: (request: JobRequest<K>) => Promise<void>;
  /** True from the click until the outcome has been shown (also after a reload or coming back). */
  running: boolean;
  /** 0-100 while running. */
  progress: number;
  /** While running: a service the job waits for before its next try (an outage); else null. */
  waitingFor: WaitingFor | null;
}

/** `scope` is what the job is about (the meal plan for grocery and calendar jobs; none for plan generation). */
export function useJobRun<K extends JobKind>(kind: K, scope = ''): JobRunState<K> {
  const { store, start } = useJobTracker();
  const running = useSyncExternalStore(store.subscribe, () => store.isRunning(kind, scope));
  const progress = useSyncExternalStore(store.subscribe, () => store.progressOf(kind, scope));
  const waitingFor = useSyncExternalStore(store.subscribe, () => store.waitingFor(kind, scope));
  const startKind = useCallback((request: JobRequest<K>) => start(kind, request), [start, kind]);
  return { start: startKind, running, progress, waitingFor };
}

/**
 * Calls `onCompleted` with the result of the last completed job of this kind and scope that the
 * screen named `screen` has not taken yet: when it completes while the screen is open, or when the
 * screen opens after it completed.
 */
export function useJobOutcome<K extends JobKind>(
  kind: K,
  scope: string,
  screen: string,
  onCompleted: (result: JobResult<K>) => void,
): void {
  const { store } = useJobTracker();
  const outcome = useSyncExternalStore(store.subscribe, () => store.outcomeOf(kind, scope));
  const take = useEffectEvent(onCompleted);
  useEffect(() => {
    if (!outcome || outcome.takenBy.has(screen)) return;
    outcome.takenBy.add(screen);
    take(outcome.result);
  }, [outcome, screen]);
}
