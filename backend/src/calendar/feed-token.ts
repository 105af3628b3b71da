/** Private calendar feed tokens: 256 random bits, URL-safe; only their sha256 is ever stored. Pure. */
import { createHash, randomBytes } from 'node:crypto';

export const newFeedToken = (): string => randomBytes(32).toString('base64url');
export const hashFeedToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
/** A token we could have issued: 43 URL-safe base64 characters. Anything else is not looked up. */
export const looksLikeFeedToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** webcal://host/api/calendar/{token}.ics from the app's base URL (http or https). */
export function feedUrlFor(baseUrl: string, token: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  return `webcal://${url.host}${path}/api/calendar/${token}.ics`;
}
