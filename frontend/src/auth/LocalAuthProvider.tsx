import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { apiFetch } from '../api/fetcher';
import { API_KEYS } from '../api/keys';
import type { AuthUser } from '../api/types';
import { useCurrentUser } from '../api/useCurrentUser';
import { forgetDevice } from '../offline/forget-device';
import { AuthContext, type AuthContextValue, type SignUpInput } from './auth-context';

/** AUTH_MODE=local: email + password, the server keeps the session in an httpOnly cookie. */
export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data, isLoading } = useCurrentUser();
  const user = data ?? null;

  /** Another person's cached data must never outlive a session change. */
  const replaceSession = useCallback(
    async (next: AuthUser | null) => {
      await forgetDevice();
      await mutate((key) => key !== API_KEYS.config && key !== API_KEYS.currentUser, undefined, { revalidate: false });
      await mutate(API_KEYS.currentUser, next, { revalidate: false });
    },
    [mutate],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const signedIn = await apiFetch<AuthUser>('/api/auth/sign-in', { method: 'POST', body: { email, password } });
      await replaceSession(signedIn);
      return signedIn;
    },
    [replaceSession],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      const body: SignUpInput = { email: input.email, password: input.password };
      if (input.firstName?.trim()) body.firstName = input.firstName.trim();
      if (input.lastName?.trim()) body.lastName = input.lastName.trim();
      const created = await apiFetch<AuthUser>('/api/auth/sign-up', { method: 'POST', body });
      await replaceSession(created);
      return created;
    },
    [replaceSession],
  );

  const signOut = useCallback(async () => {
    try {
      await apiFetch<void>('/api/auth/sign-out', { method: 'POST' });
    } catch (error) {
      console.error('Sign-out request failed; clearing the local session anyway.', error);
    }
    await replaceSession(null);
    void navigate('/', { replace: true });
  }, [navigate, replaceSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ mode: 'local', isLoading, isAuthenticated: user !== null, user, signIn, signUp, signOut }),
    [isLoading, user, signIn, signUp, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
