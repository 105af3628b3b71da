import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, mockApi } from '../test/mock-api';
import { fetchCurrentUser } from './useCurrentUser';

const requested = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([input]) => String(input));

describe('fetchCurrentUser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState({}, '', '/');
  });

  it('on a screen that does not open with the plans list, asks only who is signed in', async () => {
    window.history.replaceState({}, '', '/preferences');
    const fetchMock = mockApi({ 'GET /api/auth/user': { body: ADA }, 'GET /api/meal-plans': { body: [] } });
    expect(await fetchCurrentUser()).toEqual(ADA);
    await Promise.resolve();
    expect(requested(fetchMock)).toEqual(['/api/auth/user']);
  });

  it('signed out, asks for nothing else', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });
    expect(await fetchCurrentUser()).toBeNull();
    expect(requested(fetchMock)).toEqual(['/api/auth/user']);
  });

  it('signed in on the dashboard, asks for the plans list straight away', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': { body: ADA }, 'GET /api/meal-plans': { body: [] } });
    expect(await fetchCurrentUser()).toEqual(ADA);
    expect(requested(fetchMock)).toEqual(['/api/auth/user', '/api/meal-plans']);
  });
});
