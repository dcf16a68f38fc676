import { onIdle } from '../../lib/on-idle';

/** How long, at most, each idle moment is waited for. */
const IDLE_LIMIT_MS = 2_000;

export type SettleOptions = {
  /** Calls its listener now and on every change with whether no first sync is under way. */
  watchSync: (listener: (settled: boolean) => void) => () => void;
  /** How long the sync must stay settled. */
  quietMs?: number;
  /** The longest wait, whatever the sync does. */
  maxWaitMs?: number;
  idle?: (callback: () => void) => void;
};

/**
 * Resolves once the page has settled after it started: its main thread idle (its first screen is in),
 * then no first sync under way for `quietMs`, then idle again; after `maxWaitMs` at the latest.
 *
 * Why: the service worker's install fetches and stores every file of the app, on the same few cores as
 * the page. Started with the page, it made a first visit's longest tasks several times longer on a
 * two-core machine (Lighthouse's total blocking time on the big screen: 139 to 404 ms with it, 9 to 40
 * ms without), and a first sync after signing in took a fifth longer.
 */
export function whenSettled({ watchSync, quietMs = 1_000, maxWaitMs = 15_000, idle = (callback) => onIdle(callback, IDLE_LIMIT_MS) }: SettleOptions): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(quiet);
      clearTimeout(cap);
      unsubscribe();
      idle(resolve);
    };
    const cap = setTimeout(finish, maxWaitMs);
    idle(() => {
      if (done) return;
      unsubscribe = watchSync((settled) => {
        clearTimeout(quiet);
        quiet = settled ? setTimeout(finish, quietMs) : undefined;
      });
    });
  });
}
