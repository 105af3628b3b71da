import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import useSWR, { SWRConfig, useSWRConfig, type ScopedMutator } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { swrOptions } from './swr';
import { refreshReads } from './swr-readers';

function Reader({ path }: { path: string }) {
  const { data, isLoading } = useSWR<{ version: number }>(path);
  return <p data-testid={`reader ${path}`}>{isLoading ? 'loading' : `v${data?.version}`}</p>;
}

/** Two screens of the app: one reads /api/things, the other does not; `mutate` is handed out for the refresh. */
function Harness({ onMutate }: { onMutate: (mutate: ScopedMutator) => void }) {
  const [onThings, setOnThings] = useState(true);
  onMutate(useSWRConfig().mutate);
  return (
    <>
      <button type="button" onClick={() => setOnThings((v) => !v)}>
        switch
      </button>
      {onThings ? <Reader path="/api/things" /> : <p>elsewhere</p>}
      <Reader path="/api/things/on-screen" />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('refreshReads', () => {
  it('fetches the reads on screen again in place, and makes a screen that was left read afresh when it comes back', async () => {
    let version = 1;
    const fetchMock = mockApi({
      'GET /api/things': () => ({ body: { version } }),
      'GET /api/things/on-screen': () => ({ body: { version } }),
    });
    let mutate: ScopedMutator | undefined;
    render(
      <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
        <Harness
          onMutate={(m) => {
            mutate = m;
          }}
        />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByTestId('reader /api/things')).toHaveTextContent('v1'));
    await waitFor(() => expect(screen.getByTestId('reader /api/things/on-screen')).toHaveTextContent('v1'));
    act(() => screen.getByRole('button', { name: 'switch' }).click());
    await screen.findByText('elsewhere');

    version = 2;
    const refresh = act(() => refreshReads(mutate!, (key) => key.startsWith('/api/things')));
    // the read on screen keeps showing its data while it is fetched again
    expect(screen.getByTestId('reader /api/things/on-screen')).toHaveTextContent('v1');
    await refresh;
    expect(screen.getByTestId('reader /api/things/on-screen')).toHaveTextContent('v2');
    // the screen that was left has not been fetched for nothing...
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/things')).toHaveLength(1);
    // ...and shows the new data when it comes back
    act(() => screen.getByRole('button', { name: 'switch' }).click());
    await waitFor(() => expect(screen.getByTestId('reader /api/things')).toHaveTextContent('v2'));
  });
});
