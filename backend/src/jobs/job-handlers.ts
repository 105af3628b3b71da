import { Injectable } from '@nestjs/common';
import { JOB_QUEUE, type JobContext, type JobHandler, type JobName, type JobPayloads } from './job-types.js';

/**
 * Domain services register the handler of each job they own at start-up (onModuleInit).
 * Workers look handlers up here; a job name with no handler or two stops the process.
 */
@Injectable()
export class JobHandlers {
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();

  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`Job "${name}" has two handlers`);
    this.handlers.set(name, handler as unknown as JobHandler<JobName>);
  }

  /** Called when workers start: every job name must have exactly one handler. */
  assertComplete(): void {
    const missing = (Object.keys(JOB_QUEUE) as JobName[]).filter((name) => !this.handlers.has(name));
    if (missing.length) throw new Error(`No handler registered for job(s): ${missing.join(', ')}`);
  }

  run<N extends JobName>(name: N, payload: JobPayloads[N], context: JobContext): Promise<unknown> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler registered for job "${name}"`);
    return handler(payload, context);
  }
}
