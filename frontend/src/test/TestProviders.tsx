import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrOptions } from '../api/swr';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { JobTrackerProvider } from '../jobs/JobTrackerProvider';
import { ADA } from './mock-api';

/** Ada, signed in (local mode), for screens that read the session. */
export const SIGNED_IN: AuthContextValue = {
  mode: 'local',
  isLoading: false,
  isAuthenticated: true,
  user: ADA,
  signIn: async () => ADA,
  signUp: async () => ADA,
  signOut: async () => undefined,
};

/** What the app root gives a screen: SWR with the app's options and a fresh cache, a session, the job tracker. */
export function TestProviders({ children, auth = SIGNED_IN }: { children: ReactNode; auth?: AuthContextValue }) {
  return (
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <AuthContext.Provider value={auth}>
        <JobTrackerProvider>{children}</JobTrackerProvider>
      </AuthContext.Provider>
    </SWRConfig>
  );
}
