import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator.js';
import { JobsService } from '../jobs/jobs.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobsService,
  ) {}

  /** 200 when Postgres and Redis both answer, else 503 naming the one that does not. */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    const [postgres, redis] = await Promise.all([
      this.em.getConnection().execute('select 1').then(() => true, () => false),
      this.jobs.redisReachable(),
    ]);
    const ok = postgres && redis;
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', postgres: postgres ? 'up' : 'down', redis: redis ? 'up' : 'down' };
  }
}
