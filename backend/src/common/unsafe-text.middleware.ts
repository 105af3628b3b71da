import type { NextFunction, Request, Response } from 'express';
import { cleanDocumentText, cleanTypedText, findUnsafeText, isWellEncoded, MAX_TEXT_LENGTH, unsafeCharacter } from './unsafe-text.js';

/** Fields that carry a whole document (a recipe page's HTML), cleaned rather than refused: pages hold stray bytes. */
const DOCUMENT_FIELDS = ['html'];

/**
 * A message to the assistant and the turns sent back with it: what a person typed or pasted into a chat, cleaned
 * (cleanTypedText) rather than refused, so a stray byte gets an answer, not a 400. What the assistant stores of it
 * is still only a name within its bounds (chat/lexicon/stored-names.ts).
 */
function cleanChatText(body: Record<string, unknown>): void {
  if (typeof body.message === 'string') body.message = cleanTypedText(body.message);
  const turns = (body.context as { currentMessages?: unknown } | undefined)?.currentMessages;
  if (Array.isArray(turns))
    for (const turn of turns as Record<string, unknown>[])
      if (turn && typeof turn.content === 'string') turn.content = cleanTypedText(turn.content);
}

/**
 * The headers the app reads. Node's parser already answers 400 to control bytes in any header, unless run
 * with --insecure-http-parser. Cookies are not refused: one planted by a sibling subdomain would then lock
 * a person out of signing in, and the session cookie is only ever hashed or verified, never stored as text.
 */
const READ_HEADERS = ['authorization', 'idempotency-key', 'if-none-match', 'x-request-id'];

/** The read headers that were sent, each named as the answer will say it; null when none was. */
function readHeaders(req: Request): Record<string, unknown> | null {
  let sent: Record<string, unknown> | null = null;
  for (const name of READ_HEADERS) {
    if (req.headers[name] !== undefined) (sent ??= {})[`the ${name} header`] = req.headers[name];
  }
  return sent;
}

/**
 * An address with no %-escape, no control byte and no more characters than one text may have can hold
 * nothing this rule refuses in its path or query string (Node's parser leaves only printable bytes in it),
 * so the decoding below is skipped for it: most requests.
 */
// eslint-disable-next-line no-control-regex -- control bytes are what this looks for
const PLAIN_ADDRESS = /^[^%\u0000-\u001F]*$/;
function plainAddress(url: string): boolean {
  return url.length <= MAX_TEXT_LENGTH && PLAIN_ADDRESS.test(url);
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
  if (!plainAddress(req.originalUrl)) {
    const segments = req.path.split('/');
    if (!segments.every(isWellEncoded)) return refuse('The address is not valid: it has a malformed %-escape.');
    const badSegment = segments.map((segment) => unsafeCharacter(decodeURIComponent(segment))).find(Boolean);
    if (badSegment) return refuse(`The address contains ${badSegment}.`);
    // Express decodes a bad escape into replacement characters rather than failing: refuse it instead.
    const queryString = req.originalUrl.split('?').slice(1).join('?');
    if (!isWellEncoded(queryString)) return refuse('The query string is not valid: it has a malformed %-escape.');
    const inQuery = findUnsafeText(req.query);
    if (inQuery) return refuse(inQuery.message);
  }
  const found = findUnsafeText(readHeaders(req));
  if (found) return refuse(found.message);
  const body = req.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of DOCUMENT_FIELDS) if (typeof body[field] === 'string') body[field] = cleanDocumentText(body[field]);
    if (req.method === 'POST' && req.path === '/api/chat') cleanChatText(body);
  }
  const inBody = findUnsafeText(req.body, DOCUMENT_FIELDS);
  if (inBody) return refuse(inBody.message);
  next();
}
