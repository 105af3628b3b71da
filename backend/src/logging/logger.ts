import type { LoggerService } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';

/** Credentials never reach the log: cookies, auth headers, passwords and tokens in any object. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.apiKey',
  'password',
  'token',
];

let stdout: ReturnType<typeof pino.destination> | null = null;

/**
 * Standard output, written asynchronously: a log line never blocks the event loop on a slow terminal or
 * pipe (pino flushes what is buffered when the process exits). One per process, shared by every logger.
 */
function asyncStdout() {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, asyncStdout());
}

/** The path as logged: no query string, and a calendar feed's secret token hidden. */
export function loggedPath(url: string | undefined): string {
  return (url ?? '').split('?')[0].replace(/^\/api\/calendar\/[A-Za-z0-9_-]{20,}\.ics$/, '/api/calendar/[feed-token].ics');
}

/**
 * Structured request logs with a request id (taken from X-Request-Id or made up, and echoed back): one
 * line per finished request with the fields pino-http wrote (req {id, method, url}, res {statusCode},
 * responseTime). Written here rather than by pino-http, which built and serialised a child logger for
 * every request before it was known whether anything would be logged, and nothing in the app read it:
 * that was ~15 % of a constant route's CPU in the request-path profile (docs/ENGINEERING.md).
 */
export function requestLogger(logger: Logger) {
  // A completed request's line holds only the fields built below (no headers, no body, the path without its
  // query): nothing to redact, and redaction was half the cost of writing it. An error line keeps it.
  const lines = logger.child({}, { redact: [] });
  return (req: IncomingMessage & { id?: string }, res: ServerResponse, next: () => void) => {
    const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID();
    res.setHeader('x-request-id', id);
    req.id = id;
    if (req.url === '/api/health' || !logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    // 'close' follows 'finish' for every answer (and comes alone when the client went away), so one listener
    // sees both; 'error' is the rare third.
    const done = (err?: Error) => {
      res.removeListener('close', done);
      res.removeListener('error', done);
      const line = {
        req: { id, method: req.method, url: loggedPath(req.url) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (err) logger.error({ ...line, err }, 'request errored');
      else lines.info(line, res.writableFinished ? 'request completed' : 'request aborted');
    };
    res.on('close', done);
    res.on('error', done);
    next();
  };
}

/** Start-up chatter (every module loaded, every route mapped): useful when debugging, noise otherwise. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's own log lines, through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.write(context && QUIET_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, trace?: string, context?: string) {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string, trace?: string) {
    if (message !== null && typeof message === 'object')
      this.logger[level]({ context, ...(message as object), ...(trace ? { trace } : {}) });
    else this.logger[level]({ context, ...(trace ? { trace } : {}) }, String(message));
  }
}
