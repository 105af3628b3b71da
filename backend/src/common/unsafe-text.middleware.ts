import type { NextFunction, Request, Response } from 'express';
import { cleanDocumentText, findUnsafeText, isWellEncoded, unsafeCharacter } from './unsafe-text.js';

/** Fields that carry a whole document (a recipe page's HTML), cleaned rather than refused: pages hold stray bytes. */
const DOCUMENT_FIELDS = ['html'];

/**
 * The headers the app reads. Node's parser already answers 400 to control bytes in any header, unless run
 * with --insecure-http-parser. Cookies are not refused: one planted by a sibling subdomain would then lock
 * a person out of signing in, and the session cookie is only ever hashed or verified, never stored as text.
 */
const READ_HEADERS = ['authorization', 'idempotency-key', 'if-none-match', 'x-request-id'];

/** The read headers that were sent, each named as the answer will say it. */
function readHeaders(req: Request): Record<string, unknown> {
  return Object.fromEntries(READ_HEADERS.filter((name) => req.headers[name] !== undefined).map((name) => [`the ${name} header`, req.headers[name]]));
}

/**
 * One rule at the edge for every route: a path, query string, JSON or form body or read header holding
 * a NUL, another control character, half a surrogate pair, a text longer than any field takes, or
 * malformed %-encoding answers 400 naming the field — before any guard, validation or query sees it, so
 * nothing is written. Runs after the body parsers.
 */
export function refuseUnsafeText(req: Request, res: Response, next: NextFunction): void {
  const refuse = (message: string) => {
    res.status(400).json({ statusCode: 400, message, error: 'Bad Request' });
  };
  const segments = req.path.split('/');
  if (!segments.every(isWellEncoded)) return refuse('The address is not valid: it has a malformed %-escape.');
  const badSegment = segments.map((segment) => unsafeCharacter(decodeURIComponent(segment))).find(Boolean);
  if (badSegment) return refuse(`The address contains ${badSegment}.`);
  // Express decodes a bad escape into replacement characters rather than failing: refuse it instead.
  const queryString = req.originalUrl.split('?').slice(1).join('?');
  if (!isWellEncoded(queryString)) return refuse('The query string is not valid: it has a malformed %-escape.');
  const found = findUnsafeText(req.query) ?? findUnsafeText(readHeaders(req));
  if (found) return refuse(found.message);
  const body = req.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of DOCUMENT_FIELDS) if (typeof body[field] === 'string') body[field] = cleanDocumentText(body[field]);
  }
  const inBody = findUnsafeText(req.body, DOCUMENT_FIELDS);
  if (inBody) return refuse(inBody.message);
  next();
}
