import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  statusText?: string;
  /** Objects are sent as JSON; strings as they are. */
  body?: unknown;
}

export type MockRoute = MockResponse | ((init: RequestInit | undefined) => MockResponse | Promise<MockResponse>);

/** Replaces fetch with a table of `'METHOD /path'` → answer. Unknown calls answer 404. */
export function mockApi(routes: Record<string, MockRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${path}`];
    const answer: MockResponse =
      route === undefined
        ? { status: 404, body: { statusCode: 404, message: 'Not found' } }
        : typeof route === 'function'
          ? await route(init)
          : route;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, statusText: answer.statusText ?? '' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const LOCAL_CONFIG = { authMode: 'local', clerkPublishableKey: null };
export const UNAUTHORIZED = { status: 401, statusText: 'Unauthorized', body: { statusCode: 401, message: 'Unauthorized' } };
export const ADA = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null };
