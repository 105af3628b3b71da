import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator.js';
import { JobsService } from '../jobs/jobs.service.js';
import { HealthDto } from './dto/health.responses.js';

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
  @ApiOkResponse({ type: HealthDto, description: 'Both answer.' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'One of them does not: it is named down.' })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const [postgres, redis] = await Promise.all([
      this.em
        .getConnection()
        .execute('select 1')
        .then(
          () => true,
          () => false,
        ),
      this.jobs.redisReachable(),
    ]);
    const ok = postgres && redis;
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', postgres: postgres ? 'up' : 'down', redis: redis ? 'up' : 'down' };
  }
}
