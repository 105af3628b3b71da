import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ScopedMutator } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OperationSync } from '../../offline/operation-sync';
import { SyncStatus } from './SyncStatus';

const PLAN = 'a1b2c3d4-0000-4000-8000-000000000001';
const mutate = vi.fn(() => Promise.resolve(undefined)) as unknown as ScopedMutator;
const tick = (line: string) => ({ line, field: 'isChecked' as const, value: true });

afterEach(() => vi.unstubAllGlobals());

/** The operations route, answering each operation with `status` (and the list as it is). */
function answering(status: (op: { opId: string; field: string }) => { status: string; reason?: string }) {
  return vi.fn(async (_path: string, init?: RequestInit) => {
    const { operations } = JSON.parse(String(init?.body)) as { operations: { opId: string; field: string }[] };
    const results = operations.map((op) => ({ opId: op.opId, ...status(op) }));
    return new Response(JSON.stringify({ results, list: { mealPlanId: PLAN, items: [] }, serverTime: Date.now() }), { status: 200 });
  });
}

describe('SyncStatus', () => {
  it('offline: counts the changes waiting; back online they are sent and it says all are saved', async () => {
    const sync = new OperationSync();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<SyncStatus sync={sync} />);
    expect(screen.queryByTestId('sync-status')).toBeNull(); // nothing to say yet

    await act(() => sync.submit(PLAN, [tick('l1'), tick('l2')], mutate));
    await act(() => sync.submit(PLAN, [tick('l3')], mutate));
    expect(await screen.findByText('Offline — 3 changes waiting')).toBeInTheDocument();

    const sent = answering(() => ({ status: 'applied' }));
    vi.stubGlobal('fetch', sent);
    await act(() => sync.wentOnline());
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    const body = JSON.parse(String(sent.mock.calls[0][1]?.body)) as { operations: { line: string; stamp: string }[] };
    expect(body.operations.map((op) => op.line)).toEqual(['l1', 'l2', 'l3']); // in the order they were made
    expect([...body.operations.map((op) => op.stamp)].sort()).toEqual(body.operations.map((op) => op.stamp));
  });

  it('says "1 change waiting" for one', async () => {
    const sync = new OperationSync();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<SyncStatus sync={sync} />);
    await act(() => sync.submit(PLAN, [tick('l1')], mutate));
    expect(await screen.findByText('Offline — 1 change waiting')).toBeInTheDocument();
  });

  it('a refused change stays with its reason until dismissed', async () => {
    const sync = new OperationSync();
    vi.stubGlobal(
      'fetch',
      answering(() => ({ status: 'refused', reason: 'A quantity is at most 1000.' })),
    );
    render(<SyncStatus sync={sync} />);
    await act(() => sync.submit(PLAN, [{ line: 'l1', field: 'quantity', value: 5000 }], mutate));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Changing a quantity to 5000 was not saved: A quantity is at most 1000.');
    fireEvent.click(screen.getByRole('button', { name: /Dismiss/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
