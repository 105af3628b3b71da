import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts, type ToastItem } from './toast-store';

/** The toasts on screen now (at most one). */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
