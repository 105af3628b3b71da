import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { notFound, unavailable } from '../common/domain-error.js';
import { JobRecords, type JobRecord } from './job-records.js';
import { JOB_ATTEMPTS, JOB_BACKOFF, outageOfFailure } from './job-retry.js';
import { JOB_QUEUE, jobIdFor, queueOfJobId, type JobName, type JobPayloads, type JobStatus, type QueueName } from './job-types.js';

export const REDIS_DOWN_MESSAGE = 'Background jobs are unavailable right now (cannot reach Redis). Please try again in a moment.';
const REDIS_TIMEOUT_MS = 2000;
/** How often accepted jobs Redis no longer has (it restarted empty) are looked for and queued again. */
const REQUEUE_EVERY_MS = 3000;
/** A job accepted this recently may still be on its way into Redis: not looked for yet. */
const REQUEUE_AFTER_MS = 5000;

/** How every job is queued: tried until an outage is over (job-retry.ts), kept a while after it ends. */
const JOB_OPTIONS: JobsOptions = {
  attempts: JOB_ATTEMPTS,
  backoff: JOB_BACKOFF,
  removeOnComplete: { age: 24 * 3600, count: 5000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** Rejects after `ms` so a dead Redis answers 503 quickly instead of hanging the request. */
async function withinRedisTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unavailable(REDIS_DOWN_MESSAGE)), REDIS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class JobsService implements OnModuleInit, OnModuleDestroy {
  private readonly queues: Record<QueueName, Queue>;
  private requeueTimer?: NodeJS.Timeout;
  private requeueing = false;
  private lastRequeueLog = 0;

  constructor(
    @InjectQueue('plans') plans: Queue,
    @InjectQueue('grocery') grocery: Queue,
    @InjectQueue('calendar') calendar: Queue,
    private readonly records: JobRecords,
  ) {
    this.queues = { plans, grocery, calendar };
    let lastLog = 0;
    for (const queue of Object.values(this.queues)) {
      // Without a listener BullMQ prints every reconnect failure; once a minute is enough to notice.
      queue.on('error', (error: Error) => {
        if (Date.now() - lastLog < 60_000) return;
        lastLog = Date.now();
        this.logger.warn({ err: error.message }, 'cannot reach Redis; job endpoints answer 503 until it is back');
      });
    }
  }

  private readonly logger = new Logger(JobsService.name);

  onModuleInit(): void {
    this.requeueTimer = setInterval(() => void this.requeueLost(), REQUEUE_EVERY_MS);
    this.requeueTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.requeueTimer);
  }

  queue(name: QueueName): Queue {
    return this.queues[name];
  }

  allQueues(): Queue[] {
    return Object.values(this.queues);
  }

  /**
   * Enqueues a job and returns its id. With a `key`, the id is deterministic, so a repeated request
   * (double click, retry) finds the same job instead of doing the work twice; a job of that key that
   * failed for good is tried again (a new attempt of the same job: still one result per key).
   */
  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: { key?: string } & JobsOptions = {}): Promise<string> {
    const queueName = JOB_QUEUE[name];
    const queue = this.queues[queueName];
    const { key, ...jobOptions } = options;
    const jobId = jobIdFor(queueName, key ?? randomUUID());
    await this.assertRedisReady(queue);
    // Kept in PostgreSQL first: a Redis that restarts empty does not take the accepted job with it.
    await this.records.accepted(jobId, name, payload);
    try {
      return await this.queueAccepted(queueName, jobId, name, payload, key !== undefined, jobOptions);
    } catch (error) {
      // Accepted already: a Redis that is slow or gone this instant gets the job from the requeue loop, so the
      // person is told it is accepted (202), not to try again (503) for a job that will run anyway.
      this.logger.warn({ err: (error as Error).message, jobId }, 'accepted job not queued yet; the requeue loop will queue it');
      return jobId;
    }
  }

  /** Queues an accepted job in Redis: an earlier one of the same key that failed for good is tried again. */
  private async queueAccepted<N extends JobName>(
    queueName: QueueName,
    jobId: string,
    name: N,
    payload: JobPayloads[N],
    keyed: boolean,
    jobOptions: JobsOptions,
  ): Promise<string> {
    const queue = this.queues[queueName];
    if (keyed) {
      const earlier = await withinRedisTimeout(queue.getJob(jobId));
      if (earlier && (await withinRedisTimeout(earlier.isFailed()))) {
        await withinRedisTimeout(earlier.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }));
        return jobId;
      }
    }
    const job = await withinRedisTimeout(queue.add(name, payload, { jobId, ...JOB_OPTIONS, ...jobOptions }));
    // folded into a job already queued (deduplication): that job is the one to wait for, and is kept already
    if (job.id && job.id !== jobId) await this.records.forget(jobId);
    return job.id ?? jobId;
  }

  /** Puts an accepted job Redis does not have back in its queue, under its own id (a no-op when it is there). */
  private async requeue(record: JobRecord): Promise<void> {
    const queue = this.queues[JOB_QUEUE[record.name]];
    await withinRedisTimeout(queue.add(record.name, record.payload, { jobId: record.id, ...JOB_OPTIONS }));
  }

  /** Queues again every accepted job not done that Redis no longer has (it restarted empty); never throws. */
  private async requeueLost(): Promise<void> {
    if (this.requeueing) return;
    this.requeueing = true;
    try {
      for (const queue of this.allQueues()) await this.assertRedisReady(queue);
      for (const record of await this.records.unfinished(REQUEUE_AFTER_MS, 200)) {
        const queue = this.queues[JOB_QUEUE[record.name]];
        if (!(await withinRedisTimeout(queue.getJob(record.id)))) await this.requeue(record);
      }
    } catch (error) {
      if (Date.now() - this.lastRequeueLog > 60_000) {
        this.lastRequeueLog = Date.now();
        this.logger.warn({ err: (error as Error).message }, 'cannot look for accepted jobs to queue again; will try again');
      }
    } finally {
      this.requeueing = false;
    }
  }

  /**
   * The job's status for its owner; anyone else (or an unknown id) gets 404. The job and its state are
   * asked for together (one round trip to Redis, not two or three: the SPA polls this while a job runs).
   */
  async status(userId: string, id: string): Promise<JobStatus> {
    const queueName = queueOfJobId(id);
    if (!queueName) throw notFound('Job not found');
    const queue = this.queues[queueName];
    await this.assertRedisReady(queue);
    const [snapshot, state] = await withinRedisTimeout(Promise.all([queue.getJob(id), queue.getJobState(id)]));
    if (!snapshot) return this.statusFromRecord(userId, id);
    if ((snapshot.data as { userId?: string }).userId !== userId) throw notFound('Job not found');
    // The state is read just after the job: a job that finished in between is read again for its result or reason.
    const finished = state === 'completed' || state === 'failed';
    const job: Job = finished && !snapshot.finishedOn ? ((await withinRedisTimeout(queue.getJob(id))) ?? snapshot) : snapshot;
    const progress = typeof job.progress === 'number' ? job.progress : 0;
    // Between tries after an outage the job waits (delayed, then waiting) with that outage as its last failure.
    const between = state === 'delayed' || state === 'waiting' || state === 'active';
    return {
      id: job.id ?? '',
      state,
      progress: state === 'completed' ? 100 : progress,
      result: state === 'completed' ? (job.returnvalue ?? null) : null,
      error: state === 'failed' ? (job.failedReason ?? 'The job failed') : null,
      waitingFor: between && job.attemptsMade > 0 ? outageOfFailure(job.failedReason) : null,
    };
  }

  /**
   * The status of a job Redis does not have (it restarted empty, or forgot a finished job), as PostgreSQL kept it:
   * a job accepted and not done is queued again and waits; a finished one answers what came of it.
   */
  private async statusFromRecord(userId: string, id: string): Promise<JobStatus> {
    const record = await this.records.find(id);
    if (!record || record.userId !== userId) throw notFound('Job not found');
    if (record.state === 'accepted') await this.requeue(record);
    return {
      id,
      state: record.state === 'accepted' ? 'waiting' : record.state,
      progress: record.state === 'completed' ? 100 : 0,
      result: record.state === 'completed' ? (record.result ?? null) : null,
      error: record.state === 'failed' ? (record.error ?? 'The job failed') : null,
      waitingFor: null,
    };
  }

  /** True when Redis answers; used by the health check. */
  async redisReachable(): Promise<boolean> {
    try {
      await this.assertRedisReady(this.queues.plans);
      await withinRedisTimeout(this.queues.plans.getJobCounts('waiting'));
      return true;
    } catch {
      return false;
    }
  }

  private async assertRedisReady(queue: Queue): Promise<void> {
    const client = await withinRedisTimeout(queue.getBackend().client);
    if (client.status !== 'ready') throw unavailable(REDIS_DOWN_MESSAGE);
  }
}
