export { ApiError, apiFetch, errorMessage, handleUnauthorized, isUnauthorizedError, setAuthTokenGetter, swrFetcher, LOGIN_PATH } from './fetcher';
export type { ApiRequestOptions, AuthTokenGetter, HttpMethod } from './fetcher';
export { API_KEYS } from './keys';
export type { ApiKey } from './keys';
export { SWRProvider, swrOptions } from './swr';
export type { AppConfig, AuthMode, AuthUser } from './types';
export { useAppConfig } from './useAppConfig';
export { fetchCurrentUser, useCurrentUser } from './useCurrentUser';
