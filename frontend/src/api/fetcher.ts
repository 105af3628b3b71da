/**
 * THE one fetcher (spec §7-8). Every call to the API goes through `apiFetch`:
 * JSON in and out, session cookies included, a bearer token added when the hosted
 * sign-in provider has a session, and one error shape for every non-2xx answer.
 * It knows nothing of the UI: it throws `ApiError`, and the screens decide what to show
 * (`auth/unauthorized.ts` for a session that ended).
 */

import { readThroughDevice } from '../offline/device-reads';

/** Answers the hosted provider's session token, or null when there is no session. */
export type AuthTokenGetter = () => Promise<string | null | undefined>;

let tokenGetter: AuthTokenGetter | null = null;

/** Called by the auth provider (Clerk mode) so calls carry `Authorization: Bearer <token>`. */
export function setAuthTokenGetter(getter: AuthTokenGetter | null): void {
  tokenGetter = getter;
}

/** A non-2xx answer. `message` is `${status}: ${bodyText || statusText}` (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
  }

  /** The server's `message` field when the body is JSON, else the body text, else the status text. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const message = (parsed as { message: unknown }).message;
        if (typeof message === 'string' && message) return message;
        if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join('; ');
      }
    } catch {
      // not JSON: fall through to the raw text
    }
    return this.bodyText || this.statusText;
  }
}

/** A message starting '401: ' and containing 'Unauthorized' counts as unauthorised (spec §8). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401: ') && error.message.includes('Unauthorized');
}

/** What a person should read about a failed call: the server's message when there is one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

async function authHeader(): Promise<Record<string, string>> {
  if (!tokenGetter) return {};
  try {
    const token = await tokenGetter();
    return token ? { Authorization: `Bearer ${token}` } : {};
  } catch (error) {
    // Spec §7: failing to obtain the token only logs a warning; the call proceeds without it.
    console.warn('Could not get the session token; sending the request without it.', error);
    return {};
  }
}

/** Calls the API and answers the parsed JSON body (undefined for an empty body, e.g. 204). */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...(await authHeader()) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });

  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A read of the API path `key`; the reads a person needs offline (issue #21) are kept on the device and answered
 * from there when the network fails.
 */
export function apiRead<T>(key: string): Promise<T> {
  return readThroughDevice(key, () => apiFetch<T>(key));
}

/** The fetcher SWR uses: the key is the API path. */
export function swrFetcher<T>(key: string): Promise<T> {
  return apiRead<T>(key);
}

/** A file the API serves (an .ics export): its bytes and the name its Content-Disposition gives. */
export async function apiFetchFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await fetch(path, { headers: await authHeader(), credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
