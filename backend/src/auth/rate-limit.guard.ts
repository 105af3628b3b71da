import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from '../common/domain-error.js';
import { Settings } from '../config/settings.js';
import type { AuthedRequest } from '../common/current-user.decorator.js';
import { SharedCounters } from './limits.js';

export type RateLimitName = 'chat';
const RATE_LIMIT = 'forkcast:rate-limit';
/**
 * Limits a route per signed-in person (or per client address before sign-in), counted in Redis for every
 * API process. The guard runs on the routes that carry a limit only (after the global AuthGuard has
 * found the person), not on every request.
 */
export const RateLimit = (name: RateLimitName) => applyDecorators(SetMetadata(RATE_LIMIT, name), UseGuards(RateLimitGuard));

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters: Record<RateLimitName, RateLimiterAbstract>;

  constructor(
    private readonly reflector: Reflector,
    settings: Settings,
    counters: SharedCounters,
  ) {
    this.limiters = { chat: counters.counter('chat', settings.chatRateLimitPerMinute, 60) };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!name) return true;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const key = req.caller?.id ?? req.ip ?? 'unknown';
    try {
      await this.limiters[name].consume(key);
      return true;
    } catch (error) {
      // 429 with Retry-After (the filter sends it).
      if (error instanceof RateLimiterRes) throw rateLimited(RATE_LIMIT_MESSAGE, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }
}
