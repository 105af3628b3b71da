import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { ApiError, apiFetch, errorMessage, isUnauthorizedError, setAuthTokenGetter } from './fetcher';

describe('apiFetch', () => {
  afterEach(() => {
    setAuthTokenGetter(null);
    vi.unstubAllGlobals();
  });

  it('sends JSON with credentials and answers the parsed body', async () => {
    const fetchMock = mockApi({ 'POST /api/things': { status: 201, body: { id: 7 } } });
    const result = await apiFetch<{ id: number }>('/api/things', { method: 'POST', body: { name: 'soup' } });
    expect(result).toEqual({ id: 7 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"soup"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('defaults to GET and answers undefined for an empty body', async () => {
    const fetchMock = mockApi({ 'GET /api/empty': { status: 204 } });
    await expect(apiFetch('/api/empty')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0][1]?.method).toBe('GET');
  });

  it('turns a non-2xx answer into "status: body text"', async () => {
    mockApi({ 'GET /api/plans/9': { status: 404, statusText: 'Not Found', body: { statusCode: 404, message: 'Not found' } } });
    const error = await apiFetch('/api/plans/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"statusCode":404,"message":"Not found"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('Not found');
  });

  it('uses the status text when the body is empty', async () => {
    mockApi({ 'GET /api/down': { status: 503, statusText: 'Service Unavailable' } });
    await expect(apiFetch('/api/down')).rejects.toThrow('503: Service Unavailable');
  });

  it('adds the bearer token when a session token exists', async () => {
    const fetchMock = mockApi({ 'GET /api/me': { body: {} } });
    setAuthTokenGetter(async () => 'tok_123');
    await apiFetch('/api/me');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer tok_123');
  });

  it('only warns and carries on without the header when the token cannot be had', async () => {
    const fetchMock = mockApi({ 'GET /api/me': { body: { ok: true } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setAuthTokenGetter(async () => {
      throw new Error('clerk offline');
    });
    await expect(apiFetch('/api/me')).resolves.toEqual({ ok: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBeNull();
  });
});

describe('isUnauthorizedError', () => {
  it('is true for "401: ..." messages that say Unauthorized', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', '{"statusCode":401,"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isUnauthorizedError(new ApiError(401, '', '{"message":"Invalid email or password"}'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden', 'Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});

describe('errorMessage', () => {
  it("prefers the server's message", () => {
    expect(errorMessage(new ApiError(409, 'Conflict', '{"statusCode":409,"message":"An account with this email already exists"}'))).toBe(
      'An account with this email already exists',
    );
    expect(errorMessage(new ApiError(500, 'Internal Server Error', ''))).toBe('Internal Server Error');
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
