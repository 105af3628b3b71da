import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  statusText?: string;
  /** Objects are sent as JSON; strings as they are. */
  body?: unknown;
}

export type MockRoute = MockResponse | ((init: RequestInit | undefined) => MockResponse | Promise<MockResponse>);

interface SentOperation {
  opId: string;
  line: string;
  field: string;
  value: unknown;
}

const OPERATIONS = /^\/api\/grocery-lists\/([^/?]+)\/operations$/;

/** The REST call that makes the same change as an operation (the server applies both by the same rules). */
function restCallOf(mealPlanId: string, op: SentOperation): [string, RequestInit] {
  const item = `/api/grocery-list-items/${encodeURIComponent(op.line)}`;
  const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
  switch (op.field) {
    case 'add':
      return [`/api/grocery-lists/${mealPlanId}/items`, json('POST', op.value)];
    case 'removed':
      return op.value ? [item, { method: 'DELETE' }] : [`${item}/restore`, { method: 'POST' }];
    case 'brand':
      return [item, json('PATCH', op.value)];
    default:
      return [item, json('PATCH', { [op.field]: op.value })];
  }
}

/**
 * `POST /api/grocery-lists/:id/operations` when a test does not mock it: each operation is answered by the test's
 * mock of the REST route making the same change (a 2xx applies it, anything else refuses it with the answer's
 * message), and the list is the test's `GET` of it after them — so a screen test says what the line change does
 * and which change was sent, whichever route carries it.
 */
async function operationsByRest(
  fetchMock: (input: string, init?: RequestInit) => Promise<Response>,
  mealPlanId: string,
  init: RequestInit | undefined,
): Promise<MockResponse> {
  const { operations } = JSON.parse(String(init?.body)) as { operations: SentOperation[] };
  const results = [];
  for (const op of operations) {
    const answer = await fetchMock(...restCallOf(mealPlanId, op));
    const text = await answer.text();
    const message = answer.ok ? undefined : ((JSON.parse(text || '{}') as { message?: string }).message ?? 'Refused');
    results.push(answer.ok ? { opId: op.opId, status: 'applied' } : { opId: op.opId, status: 'refused', reason: message });
  }
  let list = await fetchMock(`/api/grocery-lists/${mealPlanId}`);
  if (!list.ok) list = await fetchMock(`/api/grocery-lists/${mealPlanId}?brandTable=lists`);
  return { body: { results, list: list.ok ? ((await list.json()) as unknown) : null, serverTime: Date.now() } };
}

/** Replaces fetch with a table of `'METHOD /path'` → answer. Unknown calls answer 404. */
export function mockApi(routes: Record<string, MockRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const operationsOf = method === 'POST' ? OPERATIONS.exec(path)?.[1] : undefined;
    const route: MockRoute | undefined =
      routes[`${method} ${path}`] ??
      (operationsOf ? (sent: RequestInit | undefined) => operationsByRest(fetchMock, decodeURIComponent(operationsOf), sent) : undefined);
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
