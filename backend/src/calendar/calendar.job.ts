import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobHandlers } from '../jobs/job-handlers.js';
import { CalendarService } from './calendar.service.js';

/** Registers the 'calendar.export' handler (calendar queue). */
@Injectable()
export class CalendarJob implements OnModuleInit {
  constructor(
    private readonly handlers: JobHandlers,
    private readonly calendar: CalendarService,
  ) {}

  onModuleInit(): void {
    this.handlers.register('calendar.export', (payload, context) => this.calendar.runExport(payload, context));
  }
}
