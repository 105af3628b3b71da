/**
 * What the job tracker knows, kept outside React so it outlives every screen: the running jobs
 * (a run is one start of a job; its id is enough to follow it) and, per kind and scope, the last
 * completed job's result until each screen that wants it has taken it. Running jobs that the server
 * has accepted are kept in sessionStorage, so a reload picks them up again.
 */
import { isJobKind, isRecord, JOB_KINDS, type JobKind, type JobRequest, type JobResult } from './job-kinds';

export interface JobRun<K extends JobKind = JobKind> {
  /** This start of the job (a repeated start that the server answers with the same job is a new run). */
  runId: string;
  kind: K;
  scope: string;
  request: JobRequest<K>;
  /** null until the server has accepted the start. */
  jobId: string | null;
  /** 0-100, from the job's status. */
  progress: number;
  /** A service the job waits for (its last try failed because it was away), from the job's status; else null. */
  waitingFor?: WaitingFor | null;
  /** Read back from sessionStorage after a reload. */
  resumed: boolean;
}

/** What a job can be waiting for: the server's database, its job queue, or a service it needs. */
export type WaitingFor = 'database' | 'redis' | 'service';

export interface JobOutcome<K extends JobKind> {
  jobId: string;
  result: JobResult<K>;
  /** The screens (by name) that have taken this result. */
  takenBy: Set<string>;
}

type Outcomes = { [K in JobKind]: Map<string, JobOutcome<K>> };

/** One entry per running job in sessionStorage: kind, request and job id. */
export const JOBS_STORAGE_KEY = 'forkcast.jobs';

interface SavedJob {
  kind: JobKind;
  request: unknown;
  jobId: string;
}

function revive<K extends JobKind>(kind: K, jobId: string, saved: unknown, runId: string): JobRun<K> | null {
  const definition = JOB_KINDS[kind];
  const request = definition.readRequest(saved);
  return request ? { runId, kind, scope: definition.scope(request), request, jobId, progress: 0, resumed: true } : null;
}

export class JobStore {
  private runs: readonly JobRun[] = [];
  private outcomes: Outcomes = { plan: new Map(), grocery: new Map(), calendar: new Map() };
  /** Runs whose end has been handled: a status seen twice (React may run an effect twice) is handled once. */
  private readonly ended = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private counter = 0;

  constructor(private readonly storage: Storage | null) {
    this.runs = this.load();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getRuns = (): readonly JobRun[] => this.runs;

  find(runId: string): JobRun | undefined {
    return this.runs.find((run) => run.runId === runId);
  }

  private running(kind: JobKind, scope: string): JobRun | undefined {
    return this.runs.find((run) => run.kind === kind && run.scope === scope);
  }

  isRunning(kind: JobKind, scope: string): boolean {
    return this.running(kind, scope) !== undefined;
  }

  progressOf(kind: JobKind, scope: string): number {
    return this.running(kind, scope)?.progress ?? 0;
  }

  waitingFor(kind: JobKind, scope: string): WaitingFor | null {
    return this.running(kind, scope)?.waitingFor ?? null;
  }

  outcomeOf<K extends JobKind>(kind: K, scope: string): JobOutcome<K> | undefined {
    return this.outcomes[kind].get(scope);
  }

  /** A new run waiting for the server to accept it; answers its id. */
  add<K extends JobKind>(kind: K, scope: string, request: JobRequest<K>): string {
    this.counter += 1;
    const run: JobRun<K> = { runId: `run-${this.counter}`, kind, scope, request, jobId: null, progress: 0, resumed: false };
    this.set([...this.runs, run]);
    return run.runId;
  }

  accepted(runId: string, jobId: string): void {
    this.set(this.runs.map((run) => (run.runId === runId ? { ...run, jobId } : run)));
    this.save();
  }

  progressed(runId: string, progress: number, waitingFor: WaitingFor | null = null): void {
    const run = this.find(runId);
    if (!run || (run.progress === progress && (run.waitingFor ?? null) === waitingFor)) return;
    this.set(this.runs.map((r) => (r === run ? { ...r, progress, waitingFor } : r)));
  }

  /** True the first time it is called for a run: its end is handled by that caller only. */
  claimEnd(runId: string): boolean {
    if (this.ended.has(runId) || !this.find(runId)) return false;
    this.ended.add(runId);
    return true;
  }

  remove(runId: string): void {
    if (!this.find(runId)) return;
    this.ended.delete(runId); // a run that is gone cannot be claimed again anyway
    this.set(this.runs.filter((run) => run.runId !== runId));
    this.save();
  }

  /** A completed job's result, for the screens that select or show it. */
  publish<K extends JobKind>(kind: K, scope: string, jobId: string, result: JobResult<K>): void {
    this.outcomes[kind].set(scope, { jobId, result, takenBy: new Set() });
    this.emit();
  }

  /** Forgets every job and result (the person signed out, or someone else signed in). */
  clear(): void {
    const had = this.runs.length > 0 || Object.values(this.outcomes).some((map) => map.size > 0);
    this.runs = [];
    this.outcomes = { plan: new Map(), grocery: new Map(), calendar: new Map() };
    this.save();
    if (had) this.emit();
  }

  private set(runs: readonly JobRun[]): void {
    this.runs = runs;
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }

  private save(): void {
    if (!this.storage) return;
    const saved: SavedJob[] = this.runs.flatMap((run) => (run.jobId ? [{ kind: run.kind, request: run.request, jobId: run.jobId }] : []));
    try {
      if (saved.length) this.storage.setItem(JOBS_STORAGE_KEY, JSON.stringify(saved));
      else this.storage.removeItem(JOBS_STORAGE_KEY);
    } catch {
      // storage full or refused: the jobs are still followed until the page is left
    }
  }

  private load(): JobRun[] {
    let saved: unknown;
    try {
      saved = JSON.parse(this.storage?.getItem(JOBS_STORAGE_KEY) ?? '[]');
    } catch {
      return [];
    }
    if (!Array.isArray(saved)) return [];
    const runs: JobRun[] = [];
    for (const entry of saved) {
      if (!isRecord(entry)) continue;
      const { kind, jobId, request } = entry;
      if (!isJobKind(kind) || typeof jobId !== 'string' || !jobId) continue;
      this.counter += 1;
      const run = revive(kind, jobId, request, `run-${this.counter}`);
      // one run per kind and scope, as when they were started
      if (run && !runs.some((r) => r.kind === run.kind && r.scope === run.scope)) runs.push(run);
    }
    return runs;
  }
}
