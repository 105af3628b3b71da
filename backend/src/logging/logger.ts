import type { LoggerService } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** Credentials never reach the log: cookies, auth headers, passwords and tokens in any object. */
const REDACT = [
  'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]',
  '*.password', '*.passwordHash', '*.token', '*.apiKey', 'password', 'token',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}

/** Structured request logs with a request id (taken from X-Request-Id or made up, and echoed back). */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0].replace(/^\/api\/calendar\/[A-Za-z0-9_-]{20,}\.ics$/, '/api/calendar/[feed-token].ics') }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** Start-up chatter (every module loaded, every route mapped): useful when debugging, noise otherwise. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's own log lines, through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) { this.write(context && QUIET_CONTEXTS.has(context) ? 'debug' : 'info', message, context); }
  error(message: unknown, trace?: string, context?: string) { this.write('error', message, context, trace); }
  warn(message: unknown, context?: string) { this.write('warn', message, context); }
  debug(message: unknown, context?: string) { this.write('debug', message, context); }
  verbose(message: unknown, context?: string) { this.write('trace', message, context); }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string, trace?: string) {
    if (message !== null && typeof message === 'object') this.logger[level]({ context, ...(message as object), ...(trace ? { trace } : {}) });
    else this.logger[level]({ context, ...(trace ? { trace } : {}) }, String(message));
  }
}
