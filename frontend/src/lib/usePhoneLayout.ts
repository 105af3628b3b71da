import { useSyncExternalStore } from 'react';

/**
 * Screens narrower than antd's `sm` breakpoint (a phone held upright, 320–430 px, with room to spare) get the
 * phone layout: the grocery list first, compact rows with large tap targets. CSS of the same screens uses the
 * same width (`@media (max-width: 575px)`).
 */
export const PHONE_LAYOUT_QUERY = '(max-width: 575px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_LAYOUT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE_LAYOUT_QUERY).matches;

/** Whether the screen is phone-sized now; follows rotation and resizing. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
