import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobHandlers } from './job-handlers.js';

/** The smallest real job: proves API → Redis → worker → status, with progress. */
@Injectable()
export class DemoJob implements OnModuleInit {
  constructor(private readonly handlers: JobHandlers) {}

  onModuleInit(): void {
    this.handlers.register('demo.echo', async ({ message, steps }, { progress }) => {
      for (let step = 1; step <= steps; step++) await progress((step / steps) * 100);
      return { echo: message, steps };
    });
  }
}
