/**
 * Whether an error means a service we stand on (PostgreSQL, Redis) is down or starting, not that our code is wrong
 * (issue #23: such a request answers 503 with Retry-After, never 500). Pure: it reads the error and its causes.
 */

/** The service a failed request could not reach, and the seconds to wait before trying again. */
export interface ServiceOutage {
  service: 'database' | 'redis' | 'service';
  retryAfterSeconds: number;
}

/** SQLSTATE classes and codes of a server that is unreachable, shutting down or starting (PostgreSQL appendix A). */
const PG_UNAVAILABLE = /^(08...|57P01|57P02|57P03|53300)$/;
/** Socket failures of a connection (node's errno codes). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);
/** What pg's pool and ioredis say when their connection is gone (they carry no code). */
const DATABASE_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;
const REDIS_WORDS = /Connection is closed|Stream isn't writeable|Reached the max retries per request limit|MaxRetriesPerRequest/i;

/** Seconds a person is asked to wait (Retry-After) while a service is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** The ports PostgreSQL and Redis answer on here: a refused connection names its service by its port. */
export interface ServicePorts {
  database: number;
  redis: number;
}

const DEFAULT_PORTS: ServicePorts = { database: 5432, redis: 6379 };

/** The ports of the configured database and Redis URLs (their defaults when a URL names none). */
export function servicePortsOf(databaseUrl: string, redisUrl: string): ServicePorts {
  const portOf = (url: string, fallback: number) => {
    try {
      return Number(new URL(url).port) || fallback;
    } catch {
      return fallback;
    }
  };
  return { database: portOf(databaseUrl, DEFAULT_PORTS.database), redis: portOf(redisUrl, DEFAULT_PORTS.redis) };
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  port?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The outage an error shows, or null when it is something else (then it is ours to fix). */
export function serviceOutageOf(error: unknown, ports: ServicePorts = DEFAULT_PORTS, depth = 0): ServiceOutage | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  const text = `${typeof e.name === 'string' ? e.name : ''} ${typeof e.message === 'string' ? e.message : ''}`;
  const outage = (service: ServiceOutage['service']): ServiceOutage => ({ service, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS });
  if (PG_UNAVAILABLE.test(code) || e.name === 'ConnectionException' || DATABASE_WORDS.test(text)) return outage('database');
  if (REDIS_WORDS.test(text)) return outage('redis');
  if (SOCKET_CODES.has(code)) return outage(e.port === ports.redis ? 'redis' : e.port === ports.database ? 'database' : 'service');
  // an AggregateError (node's connect to several addresses) or a wrapped cause
  if (Array.isArray(e.errors))
    for (const inner of e.errors as unknown[]) {
      const found = serviceOutageOf(inner, ports, depth + 1);
      if (found) return found;
    }
  return serviceOutageOf(e.cause, ports, depth + 1);
}

/** The sentence a person reads while a service is away. */
export function outageMessage(outage: ServiceOutage): string {
  const what = outage.service === 'database' ? 'its database' : outage.service === 'redis' ? 'its job queue' : 'a service it needs';
  return `Forkcast cannot reach ${what} right now. Nothing was lost: please try again in a few seconds.`;
}
