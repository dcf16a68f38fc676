import { useEffect } from 'react';

type WakeLock = { release: () => Promise<void> };
type WakeLockApi = { request: (type: 'screen') => Promise<WakeLock> };

/**
 * Keeps the display from dimming or sleeping while the screen shows (a projector left on all day), where
 * the browser allows it; the lock lapses when the tab is hidden and is asked for again when it shows.
 */
export function useScreenWakeLock(): void {
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!api) return;
    let lock: WakeLock | null = null;
    let active = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      api.request('screen').then(
        (granted) => {
          if (active) lock = granted;
          else void granted.release().catch(() => {});
        },
        // Refused (no user gesture yet, a battery saver): the screen works the same, it may only dim.
        () => {},
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => {});
    };
  }, []);
}
