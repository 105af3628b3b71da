/**
 * The one error the app's rules throw: what kind of failure it is (`code`) and one sentence a person can
 * act on. Pure, no framework: services, jobs, adapters and the assistant throw it and read its code without
 * knowing HTTP; `common/all-exceptions.filter.ts` answers each code with its status, in one place.
 */

/** The kinds of failure, each answered with one HTTP status by the filter (status in brackets). */
export type DomainErrorCode =
  /** The input is refused; nothing is written (400). */
  | 'invalid'
  /** No valid session, or a wrong e-mail or password (401). */
  | 'unauthorized'
  /** Not theirs to change, or not an administrator (403). */
  | 'forbidden'
  /** Nothing of theirs by that id; another person's id answers the same (404). */
  | 'not_found'
  /** It already exists, or the change cannot be made yet (409). */
  | 'conflict'
  /** Too late: already done, or past its window (410). */
  | 'gone'
  /** Too many attempts: `retryAfterSeconds` says when to come back (429). */
  | 'rate_limited'
  /** An outside service we asked (recipe provider, delivery partner) failed (502). */
  | 'upstream_failed'
  /** A service this needs is not answering (Redis, the assistant's model) or has run out; try again (503). */
  | 'unavailable';

export interface DomainErrorOptions {
  /** For 'rate_limited': how long to wait, sent as Retry-After. */
  retryAfterSeconds?: number;
  /** What went wrong underneath, for the log. */
  cause?: unknown;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** True for a DomainError, of one of `codes` when any are given: how jobs and callers tell failures apart. */
export function isDomainError(error: unknown, ...codes: DomainErrorCode[]): error is DomainError {
  return error instanceof DomainError && (codes.length === 0 || codes.includes(error.code));
}

/**
 * A service we rely on failed, rather than the request being refused: not something the person can fix
 * by asking differently (the assistant reports it as an outage, not as a refusal it can explain).
 */
export function isOutage(error: DomainError): boolean {
  return error.code === 'upstream_failed' || error.code === 'unavailable';
}

export const invalid = (message: string): DomainError => new DomainError('invalid', message);
export const unauthorized = (message: string): DomainError => new DomainError('unauthorized', message);
export const forbidden = (message: string): DomainError => new DomainError('forbidden', message);
export const notFound = (message: string): DomainError => new DomainError('not_found', message);
export const conflict = (message: string): DomainError => new DomainError('conflict', message);
export const gone = (message: string): DomainError => new DomainError('gone', message);
export const rateLimited = (message: string, retryAfterSeconds?: number): DomainError =>
  new DomainError('rate_limited', message, { retryAfterSeconds });
export const upstreamFailed = (message: string, cause?: unknown): DomainError => new DomainError('upstream_failed', message, { cause });
export const unavailable = (message: string, cause?: unknown): DomainError => new DomainError('unavailable', message, { cause });
