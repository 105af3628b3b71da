import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'forkcast_session';

/** 256 random bits, URL-safe: what the browser holds. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds: a stolen table cannot be turned back into cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
