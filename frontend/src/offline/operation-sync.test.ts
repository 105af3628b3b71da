import type { ScopedMutator } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OperationSync } from './operation-sync';

const PLAN = 'a1b2c3d4-0000-4000-8000-000000000001';
const tick = (line: string) => ({ line, field: 'isChecked' as const, value: true });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function answer(results: (opId: string) => object, serverTime = Date.now()) {
  return vi.fn(async (_path: string, init?: RequestInit) => {
    const { operations } = JSON.parse(String(init?.body)) as { operations: { opId: string }[] };
    const list = {
      mealPlanId: PLAN,
      items: [{ id: 'server-line', isChecked: false }],
      removedItems: [],
      pantryItems: [],
      totalEstimatedCost: 0,
    };
    return new Response(JSON.stringify({ results: operations.map((op) => ({ opId: op.opId, ...results(op.opId) })), list, serverTime }));
  });
}

describe('the operation queue at work', () => {
  it('keeps a change the network did not take and sends it again after a wait, once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sync = new OperationSync();
    const mutate = vi.fn(() => Promise.resolve(undefined)) as unknown as ScopedMutator;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const [op] = await sync.submit(PLAN, [tick('l1')], mutate);
    await sync.flush();
    expect(sync.getSnapshot()).toMatchObject({ waiting: 1, offline: true });

    const sent = answer(() => ({ status: 'applied' }));
    vi.stubGlobal('fetch', sent);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(sent.mock.calls[0][1]?.body))).toEqual({
      operations: [{ opId: op.opId, line: 'l1', field: 'isChecked', value: true, stamp: op.stamp }],
    });
    expect(sync.getSnapshot()).toMatchObject({ waiting: 0, offline: false });
  });

  it("shows the server's list with the changes still waiting over it, and learns the server's clock", async () => {
    const sync = new OperationSync();
    const shown: unknown[] = [];
    const mutate = vi.fn((key: unknown, data: unknown) => {
      if (typeof key === 'string') shown.push(data);
      return Promise.resolve(undefined);
    }) as unknown as ScopedMutator;
    const ahead = Date.now() + 3_600_000; // the server's clock is an hour ahead of this device's
    vi.stubGlobal(
      'fetch',
      answer(() => ({ status: 'duplicate' }), ahead),
    );
    await sync.submit(PLAN, [tick('server-line')], mutate);
    await sync.flush();
    expect(shown).toEqual([expect.objectContaining({ mealPlanId: PLAN })]);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const [later] = await sync.submit(PLAN, [tick('l2')], mutate);
    expect(Number(later.stamp.slice(0, 13))).toBeGreaterThanOrEqual(ahead);
  });

  it('a body the route refuses (400) refuses each of its changes with the message, never loses them', async () => {
    const sync = new OperationSync();
    const mutate = vi.fn(() => Promise.resolve(undefined)) as unknown as ScopedMutator;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 400, message: 'operations must contain at most 200 elements' }), { status: 400 }),
      ),
    );
    await sync.submit(PLAN, [tick('l1'), tick('l2')], mutate);
    await sync.flush();
    expect(sync.getSnapshot().waiting).toBe(0);
    expect(sync.getSnapshot().refused.map((entry) => entry.reason)).toEqual([
      'operations must contain at most 200 elements',
      'operations must contain at most 200 elements',
    ]);
  });
});
