import { preload } from 'swr';
import { API_KEYS } from './keys';
import { fetchConfig } from './useAppConfig';
import { fetchCurrentUser } from './useCurrentUser';

/**
 * The reads every screen starts with, begun before React renders: GET /api/config and, when the page
 * says the server signs in locally (index.html's forkcast-auth-mode, set by the server), who is signed
 * in — at the same time, instead of the auth check waiting for the config's answer. With Clerk the
 * check needs Clerk's token, so it waits for Clerk as before. The first render takes both answers.
 */
/** How a first read is begun: SWR's preload, or a test's recorder. */
export type StartRead = (key: string, fetcher: (key: string) => Promise<unknown>) => unknown;

export function startFirstReads(page: Document = document, start: StartRead = preload): void {
  void Promise.resolve(start(API_KEYS.config, fetchConfig)).catch(() => undefined); // the hooks report errors
  if (page.querySelector('meta[name="forkcast-auth-mode"]')?.getAttribute('content') === 'local') {
    void Promise.resolve(start(API_KEYS.currentUser, fetchCurrentUser)).catch(() => undefined);
  }
}
