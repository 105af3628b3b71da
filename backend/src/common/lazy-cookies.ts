import cookieParser from 'cookie-parser';
import type { Express, Request } from 'express';

const parseCookies = cookieParser();

/** Makes `cookies` a plain value of this request (what cookie-parser's middleware leaves). */
function keep(req: Request, cookies: Record<string, unknown>): Record<string, unknown> {
  Object.defineProperty(req, 'cookies', { value: cookies, writable: true, configurable: true, enumerable: true });
  return cookies;
}

/**
 * `req.cookies` as cookie-parser makes it, parsed the first time something reads it: only the routes that
 * need a session do, so a public route (config, health, the SPA's files) never parses the Cookie header.
 * cookie-parser as middleware parsed it for every request (~4 % of a constant route's CPU).
 */
export function lazyCookies(app: Express): void {
  Object.defineProperty(app.request, 'cookies', {
    configurable: true,
    get(this: Request) {
      const parsed = { headers: this.headers } as Request;
      parseCookies(parsed, this.res as NonNullable<Request['res']>, () => undefined);
      return keep(this, parsed.cookies as Record<string, unknown>);
    },
    set(this: Request, value: Record<string, unknown>) {
      keep(this, value);
    },
  });
}

/** A cookie of the request by name (Express types `req.cookies` as any): only text values count. */
export function cookieOf(req: Request, name: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
