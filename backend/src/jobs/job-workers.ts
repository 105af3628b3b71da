import { MikroORM, RequestContext } from '@mikro-orm/core';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'bullmq';
import { serviceOutageOf, servicePortsOf, type ServicePorts } from '../common/service-outage.js';
import { Settings } from '../config/settings.js';
import { jobDuration, jobsFinished } from '../metrics/metrics.js';
import { JobHandlers } from './job-handlers.js';
import { JobRecords } from './job-records.js';
import { retryDelayMs, ServiceOutageError } from './job-retry.js';
import type { JobName, JobPayloads } from './job-types.js';

/**
 * How long a worker holds a job before another may take it over (BullMQ lock). A worker that dies
 * mid-job loses the lock after this long and the job runs again elsewhere. Read once at start-up.
 */
const LOCK_MS = Number(process.env.JOB_LOCK_MS) || 30_000;
const WORKER_OPTIONS = { lockDuration: LOCK_MS, stalledInterval: LOCK_MS, settings: { backoffStrategy: retryDelayMs } };

/**
 * Fault-injection for the crash tests only: each progress report waits this long, so a test can
 * kill the worker in the middle of a real job. Unset (0) everywhere else.
 */
const PROGRESS_DELAY_MS = Number(process.env.JOB_PROGRESS_DELAY_MS) || 0;

/** Runs one job in its own EntityManager context (a job is not a request) and reports progress. */
@Injectable()
abstract class QueueWorker extends WorkerHost implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);

  private readonly ports: ServicePorts;

  constructor(
    private readonly handlers: JobHandlers,
    private readonly orm: MikroORM,
    settings: Settings,
    private readonly records: JobRecords,
  ) {
    super();
    this.ports = servicePortsOf(settings.databaseUrl, settings.redisUrl);
  }

  onApplicationBootstrap(): void {
    this.handlers.assertComplete();
  }

  /**
   * The worker stops taking jobs, and lets the ones it runs finish, in the first step of closing the app: left to
   * @nestjs/bullmq it closes only in the last (onApplicationShutdown), beside the database pool, which then ended
   * under jobs still starting ('Cannot use a pool after calling end on the pool'). Closing again later is a no-op.
   */
  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }

  async process(job: Job): Promise<unknown> {
    const name = job.name as JobName;
    try {
      const result = await RequestContext.create(this.orm.em, () =>
        this.handlers.run(name, job.data as JobPayloads[typeof name], {
          jobId: job.id ?? '',
          attempt: job.attemptsMade + 1,
          progress: async (percent) => {
            await job.updateProgress(Math.max(0, Math.min(100, Math.round(percent))));
            if (PROGRESS_DELAY_MS) await new Promise((resolve) => setTimeout(resolve, PROGRESS_DELAY_MS));
          },
        }),
      );
      // what came of it, kept where a Redis restarted empty cannot lose it (a failure here tries the job again)
      if (job.id) await this.records.finished(job.id, { result });
      return result;
    } catch (error) {
      // A service away: retried until it is back (job-retry.ts), and the job's status says what it waits for.
      const outage = serviceOutageOf(error, this.ports);
      throw outage ? new ServiceOutageError(outage, error) : error;
    }
  }

  /** Redis going away is logged once a minute at most, not once per reconnect attempt. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    if (Date.now() - this.lastErrorLog < 60_000) return;
    this.lastErrorLog = Date.now();
    this.logger.warn({ err: error.message }, 'worker cannot reach Redis; retrying');
  }

  private lastErrorLog = 0;

  @OnWorkerEvent('completed')
  onCompleted(job: Job): void {
    this.record(job, 'completed');
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn({ jobId: job?.id, job: job?.name, attempt: job?.attemptsMade, err: error.message }, 'job failed');
    if (job) {
      this.record(job, 'failed');
      // failed for good (not waiting for another try): kept so, for the status once Redis forgets it
      void job
        .isFailed()
        .then((failed) => (failed && job.id ? this.records.finished(job.id, { error: job.failedReason ?? error.message }) : undefined))
        .catch(() => undefined);
    }
  }

  private record(job: Job, outcome: 'completed' | 'failed'): void {
    const labels = { queue: job.queueName, job: job.name, outcome };
    jobsFinished.inc(labels);
    if (job.processedOn && job.finishedOn) jobDuration.observe(labels, (job.finishedOn - job.processedOn) / 1000);
  }
}

// A plan job is mostly waiting on the database; its CPU part (the planner) is bounded by its own
// thread pool (mealplans/plan-thread.ts), so more jobs at once than cores keeps that pool busy.
@Processor('plans', { concurrency: 8, ...WORKER_OPTIONS })
export class PlansWorker extends QueueWorker {}

@Processor('grocery', { concurrency: 4, ...WORKER_OPTIONS })
export class GroceryWorker extends QueueWorker {}

@Processor('calendar', { concurrency: 4, ...WORKER_OPTIONS })
export class CalendarWorker extends QueueWorker {}
