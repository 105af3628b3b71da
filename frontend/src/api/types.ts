/** The authenticated user as the UI sees it (spec §3). */
export interface AuthUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export type AuthMode = 'local' | 'clerk';

/** GET /api/config: what the SPA needs before anyone signs in. */
export interface AppConfig {
  authMode: AuthMode;
  clerkPublishableKey: string | null;
}
