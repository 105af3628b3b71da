import type { ConnectionOptions } from 'bullmq';

/** ioredis options from a redis:// URL (BullMQ takes options, not a URL). */
export function redisConnectionFromUrl(url: string): ConnectionOptions {
  const u = new URL(url);
  return {
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname && u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
    // Reconnect quickly after Redis comes back; the API answers 503 meanwhile.
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
}
