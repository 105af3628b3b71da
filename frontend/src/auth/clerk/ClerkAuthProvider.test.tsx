import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../toast/toast-store';
import { mockApi } from '../../test/mock-api';
import { useAuth } from '../auth-context';
import { ClerkAuthProvider, SIGN_OUT_FAILED } from './ClerkAuthProvider';

const clerk = vi.hoisted(() => ({ signOut: vi.fn<() => Promise<void>>() }));

// Clerk's own provider needs its servers; the bridge only needs what useAuth answers.
vi.mock('@clerk/clerk-react', () => ({
  ClerkProvider: ({ children }: { children: ReactNode }) => children,
  useAuth: () => ({ isLoaded: true, isSignedIn: true, getToken: () => Promise.resolve('token'), signOut: clerk.signOut }),
}));

function SignOutButton() {
  const { isAuthenticated, signOut } = useAuth();
  return (
    <button type="button" onClick={() => void signOut()}>
      {isAuthenticated ? 'sign out' : 'signed out'}
    </button>
  );
}

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  vi.unstubAllGlobals();
});

function renderSignedIn() {
  mockApi({ 'GET /api/auth/user': { body: { id: 'user_1', email: 'a@example.com', firstName: 'Ada' } } });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <ClerkAuthProvider publishableKey="pk_test_x">
          <SignOutButton />
        </ClerkAuthProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('<ClerkAuthProvider/> sign-out', () => {
  it('says so and keeps the person signed in when Clerk cannot sign out', async () => {
    clerk.signOut.mockRejectedValueOnce(new Error('Network error'));
    renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'sign out' }));
    await vi.waitFor(() => expect(getToasts().map((t) => t.description)).toContain(`${SIGN_OUT_FAILED} Network error`));
    expect(screen.getByRole('button', { name: 'sign out' })).toBeInTheDocument();
  });

  it('signs out quietly when Clerk does', async () => {
    clerk.signOut.mockResolvedValueOnce(undefined);
    renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'sign out' }));
    await act(() => Promise.resolve());
    expect(clerk.signOut).toHaveBeenCalledWith({ redirectUrl: '/' });
    expect(getToasts()).toEqual([]);
  });
});
