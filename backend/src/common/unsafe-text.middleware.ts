import type { NextFunction, Request, Response } from 'express';
import { cleanDocumentText, findUnsafeText, unsafeCharacter } from './unsafe-text.js';

/** Fields that carry a whole document (a recipe page's HTML), cleaned rather than refused: pages hold stray bytes. */
const DOCUMENT_FIELDS = ['html'];

/** The path's segments as the routes will read them; null when one is not valid percent-encoding. */
function decodedSegments(path: string): string[] | null {
  try {
    return path.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * One rule at the edge for every route: a path, query string or JSON body holding a NUL, another control
 * character, half a surrogate pair, or malformed percent-encoding answers 400 naming the field — before
 * any guard, validation or query sees it, so nothing is written. (Headers are already held to this by
 * Node's HTTP parser.) Runs after the JSON body is parsed.
 */
export function refuseUnsafeText(req: Request, res: Response, next: NextFunction): void {
  const refuse = (message: string) => {
    res.status(400).json({ statusCode: 400, message, error: 'Bad Request' });
  };
  const segments = decodedSegments(req.path);
  if (!segments) return refuse('The address is not valid: it has a malformed %-escape.');
  const badSegment = segments.map(unsafeCharacter).find(Boolean);
  if (badSegment) return refuse(`The address contains ${badSegment}.`);
  let query: unknown;
  try {
    query = req.query;
  } catch {
    return refuse('The query string is not valid: it has a malformed %-escape.');
  }
  const inQuery = findUnsafeText(query);
  if (inQuery) return refuse(`${inQuery.field} contains ${inQuery.problem}; remove it and try again.`);
  const body = req.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of DOCUMENT_FIELDS) if (typeof body[field] === 'string') body[field] = cleanDocumentText(body[field]);
  }
  const inBody = findUnsafeText(req.body);
  if (inBody) return refuse(`${inBody.field} contains ${inBody.problem}; remove it and try again.`);
  next();
}
