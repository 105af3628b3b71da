import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { DemoJob } from './demo.job.js';
import { JobHandlers } from './job-handlers.js';
import { JobRecords } from './job-records.js';
import { QUEUE_NAMES } from './job-types.js';
import { CalendarWorker, GroceryWorker, PlansWorker } from './job-workers.js';
import { JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';
import { redisConnectionFromUrl } from '../common/redis-connection.js';

/** Queues for every role; the workers only where the role runs them (ROLE=all or worker). */
@Global()
@Module({})
export class JobsModule {
  static register(options: { workers: boolean; http: boolean }): DynamicModule {
    return {
      module: JobsModule,
      imports: [
        BullModule.forRootAsync({
          inject: [Settings],
          useFactory: (settings: Settings) => ({
            connection: redisConnectionFromUrl(settings.redisUrl),
            prefix: settings.queuePrefix,
          }),
        }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
      ],
      controllers: options.http ? [JobsController] : [],
      providers: [JobsService, JobRecords, JobHandlers, DemoJob, ...(options.workers ? [PlansWorker, GroceryWorker, CalendarWorker] : [])],
      exports: [JobsService, JobHandlers, JobRecords],
    };
  }
}
