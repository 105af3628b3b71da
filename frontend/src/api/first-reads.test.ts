import { describe, expect, it } from 'vitest';
import { startFirstReads } from './first-reads';
import { fetchConfig } from './useAppConfig';
import { fetchCurrentUser } from './useCurrentUser';

/** A page whose <head> holds what the server put there. */
function pageWith(head: string): Document {
  const page = document.implementation.createHTMLDocument('Forkcast');
  page.head.innerHTML = head;
  return page;
}

/** What startFirstReads preloads (key and fetcher), without touching SWR's shared preload table. */
function startedOn(page: Document): [string, unknown][] {
  const started: [string, unknown][] = [];
  startFirstReads(page, (key, fetcher) => {
    started.push([key, fetcher]);
    return Promise.resolve();
  });
  return started;
}

describe('startFirstReads', () => {
  it('with local sign-in, asks for the config and who is signed in at once', () => {
    expect(startedOn(pageWith('<meta name="forkcast-auth-mode" content="local" />'))).toEqual([
      ['/api/config', fetchConfig],
      ['/api/auth/user', fetchCurrentUser],
    ]);
  });

  it('with Clerk, asks only for the config (the auth check waits for Clerk)', () => {
    expect(startedOn(pageWith('<meta name="forkcast-auth-mode" content="clerk" />'))).toEqual([['/api/config', fetchConfig]]);
  });

  it('on a page the server did not mark (the Vite dev server), asks only for the config', () => {
    expect(startedOn(pageWith('<title>Forkcast</title>'))).toEqual([['/api/config', fetchConfig]]);
  });
});
