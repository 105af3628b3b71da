/**
 * Spec §8 'Unauthorised handling', the UI's answer to a call refused as unauthorised: a destructive
 * toast, then the browser goes to /api/login. The fetcher only throws (`isUnauthorizedError` tells
 * which errors count); the screens and the SWR provider decide to call this.
 */
import { toast } from '../toast/toast-store';

export const LOGIN_PATH = '/api/login';
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Full-page navigation, kept on an object so tests can replace it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.href = url;
  },
};

let redirectPending = false;

/**
 * A destructive toast, then after 500 ms the browser goes to /api/login.
 * Several failing calls at once lead to one toast and one redirect.
 */
export function handleUnauthorized(options: { assign?: (url: string) => void } = {}): void {
  if (redirectPending) return;
  redirectPending = true;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  window.setTimeout(() => {
    redirectPending = false;
    (options.assign ?? browserNavigation.assign)(LOGIN_PATH);
  }, LOGIN_REDIRECT_DELAY_MS);
}
