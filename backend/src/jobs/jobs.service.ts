import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { notFound, unavailable } from '../common/domain-error.js';
import { JOB_ATTEMPTS, JOB_BACKOFF, outageOfFailure } from './job-retry.js';
import { JOB_QUEUE, jobIdFor, queueOfJobId, type JobName, type JobPayloads, type JobStatus, type QueueName } from './job-types.js';

export const REDIS_DOWN_MESSAGE = 'Background jobs are unavailable right now (cannot reach Redis). Please try again in a moment.';
const REDIS_TIMEOUT_MS = 2000;

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
export class JobsService {
  private readonly queues: Record<QueueName, Queue>;

  constructor(@InjectQueue('plans') plans: Queue, @InjectQueue('grocery') grocery: Queue, @InjectQueue('calendar') calendar: Queue) {
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
    if (key !== undefined) {
      const earlier = await withinRedisTimeout(queue.getJob(jobId));
      if (earlier && (await withinRedisTimeout(earlier.isFailed()))) {
        await withinRedisTimeout(earlier.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }));
        return jobId;
      }
    }
    const job = await withinRedisTimeout(
      queue.add(name, payload, {
        jobId,
        attempts: JOB_ATTEMPTS,
        backoff: JOB_BACKOFF,
        removeOnComplete: { age: 24 * 3600, count: 5000 },
        removeOnFail: { age: 7 * 24 * 3600 },
        ...jobOptions,
      }),
    );
    return job.id ?? jobId;
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
    if (!snapshot || (snapshot.data as { userId?: string }).userId !== userId) throw notFound('Job not found');
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
