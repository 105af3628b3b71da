import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../common/public.decorator.js';

/**
 * The benchmark's baseline: a bare route returning a constant, served by the same app with the same
 * middleware, so `npm run bench` can say what share of the framework's ceiling a real route reaches.
 * Mounted only when BENCH_ROUTES=1.
 */
@ApiExcludeController()
@Controller('api/bench')
export class BenchController {
  @Public()
  @Get('constant')
  constant() {
    return { ok: true };
  }
}
