import { NotFoundError, UniqueConstraintViolationException, ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

/**
 * One place that turns errors into HTTP. Known database errors become 404/409/400;
 * only a genuine bug answers 500, and its details stay in the log.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const unreadable = unreadableBody(exception);
    if (unreadable) {
      res.status(unreadable.status).json({ statusCode: unreadable.status, message: unreadable.message });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // A limit says when to come back.
      const retryAfter = (exception as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      const body = exception.getResponse();
      res.status(status).json(typeof body === 'string' ? { statusCode: status, message: body } : normaliseBody(status, body as Record<string, unknown>));
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
  if (error instanceof UniqueConstraintViolationException || pgCode === '23505') return { status: HttpStatus.CONFLICT, message: 'That already exists' };
  if (error instanceof ForeignKeyConstraintViolationException || pgCode === '23503') return { status: HttpStatus.NOT_FOUND, message: 'Not found' };
  if (pgCode === '22003' || pgCode === '22001') return { status: HttpStatus.BAD_REQUEST, message: 'A value is out of range' };
  const status = (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, message: (error as Error).message };
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
}
