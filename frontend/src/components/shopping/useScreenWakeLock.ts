import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while `active`, where the browser allows it (the Screen Wake Lock API: Chrome, Edge,
 * Safari 16.4+, Firefox 126+). The browser drops the lock when the tab is hidden, so it is asked for again each
 * time the page is shown; it is released when the hook's screen goes. Answers whether the screen is held on now:
 * false where the API is missing or refused (battery saver, an insecure page), and the screen then sleeps as usual.
 */
export function useScreenWakeLock(active = true): boolean {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let ended = false;

    const request = async () => {
      if (ended || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (ended) {
          await next.release();
          return;
        }
        sentinel = next;
        setHeld(true);
        next.addEventListener('release', () => {
          if (sentinel === next) setHeld(false);
        });
      } catch {
        // refused: the screen sleeps as usual, nothing to tell the person
        setHeld(false);
      }
    };

    void request();
    const onVisibility = () => void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);

  return held;
}
