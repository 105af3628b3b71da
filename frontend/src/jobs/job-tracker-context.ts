import { createContext, useContext } from 'react';
import type { JobKind, JobRequest } from './job-kinds';
import type { JobStore } from './job-store';

/** The app's one job tracker: its store and how a job is started. */
export interface JobTracker {
  store: JobStore;
  /** POSTs the job and follows it; nothing happens when the same kind and scope is already running. */
  start: <K extends JobKind>(kind: K, request: JobRequest<K>) => Promise<void>;
}

export const JobTrackerContext = createContext<JobTracker | null>(null);

export function useJobTracker(): JobTracker {
  const tracker = useContext(JobTrackerContext);
  if (!tracker) throw new Error('useJobRun must be used inside <JobTrackerProvider> (mounted once at the app root)');
  return tracker;
}
