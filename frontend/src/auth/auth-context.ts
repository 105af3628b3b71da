import { createContext, useContext } from 'react';
import type { AuthMode, AuthUser } from '../api/types';

export interface SignUpInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export interface AuthContextValue {
  /** Which sign-in the server uses (GET /api/config). */
  mode: AuthMode;
  /** True until we know whether someone is signed in. */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | null;
  /** Local mode: POST /api/auth/sign-in. Throws ApiError with the server's message on failure. */
  signIn: (email: string, password: string) => Promise<AuthUser>;
  /** Local mode: POST /api/auth/sign-up. */
  signUp: (input: SignUpInput) => Promise<AuthUser>;
  /** Ends the session (either mode) and returns to '/'. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
