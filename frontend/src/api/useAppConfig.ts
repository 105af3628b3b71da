import useSWR from 'swr';
import { apiRead } from './fetcher';
import { API_KEYS } from './keys';
import type { AppConfig, AuthMode } from './types';

function isAuthMode(value: unknown): value is AuthMode {
  return value === 'local' || value === 'clerk';
}

export async function fetchConfig(key: string = API_KEYS.config): Promise<AppConfig> {
  const raw = await apiRead<Partial<Record<keyof AppConfig, unknown>> | undefined>(key);
  return {
    authMode: isAuthMode(raw?.authMode) ? raw.authMode : 'local',
    clerkPublishableKey: typeof raw?.clerkPublishableKey === 'string' && raw.clerkPublishableKey ? raw.clerkPublishableKey : null,
    // a partner the server does not name is none: the landing page then claims no delivery
    deliveryPartner: raw?.deliveryPartner === 'instacart' ? raw.deliveryPartner : null,
  };
}

/** GET /api/config: which sign-in the server uses, and whether a grocery-delivery partner is configured. */
export function useAppConfig() {
  return useSWR<AppConfig, Error>(API_KEYS.config, fetchConfig);
}
