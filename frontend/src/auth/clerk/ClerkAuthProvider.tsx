import { ClerkProvider, useAuth as useClerkAuth } from '@clerk/clerk-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, setAuthTokenGetter } from '../../api/fetcher';
import { API_KEYS } from '../../api/keys';
import { useCurrentUser } from '../../api/useCurrentUser';
import { forgetDevice } from '../../offline/forget-device';
import { toast } from '../../toast/toast-store';
import { AuthContext, type AuthContextValue } from '../auth-context';

export const SIGN_OUT_FAILED = 'Could not sign out.';

/** AUTH_MODE=clerk: Clerk owns the session; our API learns the person from its bearer token. */
export function ClerkAuthProvider({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      routerPush={(to) => navigate(to)}
      routerReplace={(to) => navigate(to, { replace: true })}
      signInUrl="/sign-in"
      signUpUrl="/sign-up"
      signInFallbackRedirectUrl="/"
      signUpFallbackRedirectUrl="/"
      afterSignOutUrl="/"
    >
      <ClerkAuthBridge>{children}</ClerkAuthBridge>
    </ClerkProvider>
  );
}

function hostedFormOnly(): never {
  throw new Error('This server signs in with Clerk: use the Clerk sign-in form.');
}

function ClerkAuthBridge({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn, getToken, signOut: clerkSignOut } = useClerkAuth();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();

  // Declared before the user query so the first GET /api/auth/user already carries the token.
  useLayoutEffect(() => {
    setAuthTokenGetter(() => getToken());
    return () => setAuthTokenGetter(null);
  }, [getToken]);

  const signedIn = isLoaded && isSignedIn === true;
  const { data, isLoading } = useCurrentUser({ enabled: signedIn });

  // When the Clerk session ends (here or in another tab), forget everything cached for it.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) {
      void forgetDevice();
      void mutate((key) => key !== API_KEYS.config, undefined, { revalidate: false });
    }
    wasSignedIn.current = signedIn;
  }, [signedIn, mutate]);

  const signOut = useCallback(async () => {
    try {
      await clerkSignOut({ redirectUrl: '/' });
    } catch (error) {
      // Clerk still holds the session (its call failed, e.g. offline): say so, and stay signed in.
      toast({ title: 'Error', description: `${SIGN_OUT_FAILED} ${errorMessage(error)}`, variant: 'destructive' });
      return;
    }
    await forgetDevice();
    await mutate((key) => key !== API_KEYS.config, undefined, { revalidate: false });
    void navigate('/', { replace: true });
  }, [clerkSignOut, mutate, navigate]);

  const user = signedIn ? (data ?? null) : null;
  const value = useMemo<AuthContextValue>(
    () => ({
      mode: 'clerk',
      isLoading: !isLoaded || (signedIn && isLoading),
      isAuthenticated: user !== null,
      user,
      signIn: hostedFormOnly,
      signUp: hostedFormOnly,
      signOut,
    }),
    [isLoaded, signedIn, isLoading, user, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
