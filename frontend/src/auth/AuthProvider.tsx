import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useAppConfig } from '../api/useAppConfig';
import { FullScreenLoader } from './FullScreenLoader';
import { LocalAuthProvider } from './LocalAuthProvider';

// Clerk's SDK is only downloaded when the server signs in with Clerk.
const ClerkAuthProvider = lazy(() => import('./clerk/ClerkAuthProvider').then((m) => ({ default: m.ClerkAuthProvider })));

/**
 * Chooses the sign-in from GET /api/config: local (email + password) or Clerk.
 * A failure to read the config is only logged (spec §4) and the app falls back to local sign-in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data: config, error, isLoading } = useAppConfig();

  useEffect(() => {
    if (error) console.error('Could not load the app configuration (GET /api/config).', error);
  }, [error]);

  if (isLoading) return <FullScreenLoader />;

  if (config?.authMode === 'clerk') {
    // Spec §5: a valid publishable key for the hosted provider is required or the app throws.
    if (!config.clerkPublishableKey) throw new Error('Missing Clerk publishable key: set CLERK_PUBLISHABLE_KEY on the server.');
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <ClerkAuthProvider publishableKey={config.clerkPublishableKey}>{children}</ClerkAuthProvider>
      </Suspense>
    );
  }
  return <LocalAuthProvider>{children}</LocalAuthProvider>;
}
