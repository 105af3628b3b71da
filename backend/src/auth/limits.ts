import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Settings } from '../config/settings.js';
import { redisConnectionFromUrl } from '../common/redis-connection.js';

/**
 * Counters every API process shares: they live in Redis (rate-limiter-flexible's Redis store), so two
 * replicas count the same sign-in failures and a restart forgets nothing. While Redis is unreachable
 * each process counts in its own memory instead (the store's insurance limiter): limits hold, loosely,
 * and sign-in keeps working.
 */
@Injectable()
export class SharedCounters implements OnModuleInit, OnModuleDestroy {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(settings: Settings) {
    // No offline queue: a counter asked while Redis is down answers from memory at once, not later.
    this.redis = new Redis({
      ...(redisConnectionFromUrl(settings.redisUrl) as object),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    this.redis.on('error', () => undefined); // reported by the health check and the job queues, not per counter
    this.prefix = `${settings.queuePrefix}:limits`;
  }

  /** A counter of `points` per `seconds` named `name` (its keys are prefixed, so deployments sharing a Redis stay apart). */
  counter(name: string, points: number, seconds: number): RateLimiterAbstract {
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${this.prefix}:${name}`,
      points,
      duration: seconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }),
    });
  }

  /** Waits (up to 3 s) for Redis at start-up, so the first requests are counted where every process sees them. */
  async onModuleInit(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3000);
      timer.unref();
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
