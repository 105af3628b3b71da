import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../toast/toast-store';
import { handleUnauthorized, LOGIN_PATH } from './unauthorized';

describe('handleUnauthorized', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissToast();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the destructive toast, then goes to /api/login after 500 ms', () => {
    const assign = vi.fn();
    handleUnauthorized({ assign });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(LOGIN_PATH);
    expect(LOGIN_PATH).toBe('/api/login');
  });

  it('redirects once when several calls fail together', () => {
    const assign = vi.fn();
    handleUnauthorized({ assign });
    handleUnauthorized({ assign });
    vi.advanceTimersByTime(500);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
