import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { Authenticator } from '../auth/authenticator.js';
import { forbidden, unauthorized } from '../common/domain-error.js';
import { Public } from '../common/public.decorator.js';
import { Settings } from '../config/settings.js';
import { JobsService } from '../jobs/jobs.service.js';
import { queueDepth, registry } from '../metrics/metrics.js';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Prometheus scrape endpoint: METRICS_TOKEN as a Bearer token, or a signed-in admin. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly settings: Settings,
    private readonly authenticator: Authenticator,
    private readonly jobs: JobsService,
  ) {}

  @Public()
  @Get()
  @Header('Content-Type', registry.contentType)
  async metrics(@Req() req: Request): Promise<string> {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const byToken = !!this.settings.metricsToken && !!token && sameSecret(token, this.settings.metricsToken);
    if (!byToken) {
      const user = await this.authenticator.userFor(req);
      if (!user) throw unauthorized('Unauthorized');
      if (!this.authenticator.isAdmin(user)) throw forbidden('Only administrators can read metrics');
    }
    await this.readQueueDepth();
    return registry.metrics();
  }

  private async readQueueDepth(): Promise<void> {
    if (!(await this.jobs.redisReachable())) return;
    for (const queue of this.jobs.allQueues()) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
      for (const [state, n] of Object.entries(counts)) queueDepth.set({ queue: queue.name, state }, n);
    }
  }
}
