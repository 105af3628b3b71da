import { NotFoundError, UniqueConstraintViolationException, ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, type DomainErrorCode } from './domain-error.js';
import { CONFLICT_MESSAGE, CONFLICT_RETRY_AFTER_SECONDS, isTransientConflict } from './transient-conflict.js';
import { OUTAGE_RETRY_AFTER_SECONDS, outageMessage, serviceOutageOf, type ServicePorts } from './service-outage.js';

/** Each kind of domain failure as HTTP: its status and the status's name (the body's `error`). */
export const HTTP_ANSWERS: Record<DomainErrorCode, { status: HttpStatus; error: string }> = {
  invalid: { status: HttpStatus.BAD_REQUEST, error: 'Bad Request' },
  unauthorized: { status: HttpStatus.UNAUTHORIZED, error: 'Unauthorized' },
  forbidden: { status: HttpStatus.FORBIDDEN, error: 'Forbidden' },
  not_found: { status: HttpStatus.NOT_FOUND, error: 'Not Found' },
  conflict: { status: HttpStatus.CONFLICT, error: 'Conflict' },
  gone: { status: HttpStatus.GONE, error: 'Gone' },
  rate_limited: { status: HttpStatus.TOO_MANY_REQUESTS, error: 'Too Many Requests' },
  upstream_failed: { status: HttpStatus.BAD_GATEWAY, error: 'Bad Gateway' },
  unavailable: { status: HttpStatus.SERVICE_UNAVAILABLE, error: 'Service Unavailable' },
};

/** The answer to a domain failure: its status, and `{ message, error, statusCode }` (the ApiError shape). */
export function domainAnswer(error: DomainError): { status: number; body: { message: string; error: string; statusCode: number } } {
  const { status, error: name } = HTTP_ANSWERS[error.code];
  return { status, body: { message: error.message, error: name, statusCode: status } };
}

/**
 * One place that turns errors into HTTP. A DomainError (what services, jobs and adapters throw) answers its
 * code's status; Nest's own HTTP exceptions (an unknown route, a body the parser refused) keep theirs; known
 * database errors become 404/409/400; only a genuine bug answers 500, and its details stay in the log.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  /** `ports`: where this installation's PostgreSQL and Redis answer, so a refused connection names the right one. */
  constructor(private readonly ports?: ServicePorts) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (exception instanceof DomainError) {
      const { status, body } = domainAnswer(exception);
      // A limit says when to come back; so does a service that is away (Redis behind the job routes).
      const retryAfter = exception.retryAfterSeconds ?? (exception.code === 'unavailable' ? OUTAGE_RETRY_AFTER_SECONDS : undefined);
      if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
      res.status(status).json(body);
      return;
    }
    const unreadable = unreadableBody(exception);
    if (unreadable) {
      res.status(unreadable.status).json({ statusCode: unreadable.status, message: unreadable.message });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      res
        .status(status)
        .json(typeof body === 'string' ? { statusCode: status, message: body } : normaliseBody(status, body as Record<string, unknown>));
      return;
    }
    // PostgreSQL or Redis away (restarting, unreachable): the person can try again, it is not a defect of ours
    const outage = serviceOutageOf(exception, this.ports);
    if (outage) {
      this.logger.warn({ err: (exception as Error)?.message, service: outage.service }, 'a service is unreachable: answered 503');
      res.setHeader('Retry-After', String(outage.retryAfterSeconds));
      res.status(HttpStatus.SERVICE_UNAVAILABLE).json({ statusCode: 503, error: 'Service Unavailable', message: outageMessage(outage) });
      return;
    }
    // two transactions crossed and the retries did not get past it: try again, nothing was lost
    if (isTransientConflict(exception)) {
      this.logger.warn({ err: (exception as Error)?.message }, 'a transaction crossed another: answered 503');
      res.setHeader('Retry-After', String(CONFLICT_RETRY_AFTER_SECONDS));
      res.status(HttpStatus.SERVICE_UNAVAILABLE).json({ statusCode: 503, error: 'Service Unavailable', message: CONFLICT_MESSAGE });
      return;
    }
    const { status, message } = classify(exception);
    if (status >= 500) this.logger.error({ err: exception }, 'unhandled error');
    res.status(status).json({ statusCode: status, message });
  }
}

function normaliseBody(status: number, body: Record<string, unknown>) {
  // class-validator answers a list; people read one sentence.
  const message = Array.isArray(body.message) ? body.message.join('; ') : body.message;
  return { ...body, statusCode: status, message };
}

/**
 * A body the parser could not read, in words a person can act on. Express's body parser raises these and
 * Nest's adapter wraps them in an HttpException, keeping the parser's error as its cause.
 */
function unreadableBody(error: unknown): { status: number; message: string } | null {
  const parserError = (error instanceof HttpException ? error.cause : error) as { type?: string; limit?: number } | undefined;
  if (parserError?.type === 'entity.parse.failed') return { status: HttpStatus.BAD_REQUEST, message: 'The request body is not valid JSON' };
  if (parserError?.type === 'entity.too.large' && typeof parserError.limit === 'number') {
    const megabytes = (parserError.limit / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 });
    return { status: HttpStatus.PAYLOAD_TOO_LARGE, message: `The request body is larger than the ${megabytes} MB this app takes` };
  }
  return null;
}

function classify(error: unknown): { status: number; message: string } {
  const pgCode = (error as { code?: string })?.code;
  if (error instanceof NotFoundError) return { status: HttpStatus.NOT_FOUND, message: 'Not found' };
  // A malformed id can never name a row: same answer as an unknown one.
  if (pgCode === '22P02') return { status: HttpStatus.NOT_FOUND, message: 'Not found' };
  if (error instanceof UniqueConstraintViolationException || pgCode === '23505')
    return { status: HttpStatus.CONFLICT, message: 'That already exists' };
  if (error instanceof ForeignKeyConstraintViolationException || pgCode === '23503')
    return { status: HttpStatus.NOT_FOUND, message: 'Not found' };
  if (pgCode === '22003' || pgCode === '22001') return { status: HttpStatus.BAD_REQUEST, message: 'A value is out of range' };
  const status = (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, message: (error as Error).message };
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
}
