import { HttpException, HttpStatus, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Settings } from '../config/settings.js';
import type { AuthedRequest } from '../common/current-user.decorator.js';
import { SharedCounters } from './limits.js';

export type RateLimitName = 'chat';
const RATE_LIMIT = 'forkcast:rate-limit';
/** Limits a route per signed-in person (or per client address before sign-in), counted in Redis for every API process. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

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
    const key = req.user?.id ?? req.ip ?? 'unknown';
    try {
      await this.limiters[name].consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        context.switchToHttp().getResponse().setHeader('Retry-After', String(Math.ceil(error.msBeforeNext / 1000)));
        throw new HttpException(RATE_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
      }
      throw error;
    }
  }
}
