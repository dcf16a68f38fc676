import { useCallback, useEffect, useMemo, useState } from 'react';
import { nextStatusChange } from '../../schemas/event-live-status';
import type { EventDoc } from '../../schemas/event.schema';

// The longest wait setTimeout takes (about 24.8 days); a moment further off is waited for in steps.
const MAX_TIMEOUT_MS = 2_147_483_647;

export type NowOptions = {
  /** The next moment what the caller shows changes, given the time now; null when none is coming. Worked out again when it or the time changes, not on every render. */
  next?: (now: number) => number | null;
  /** Or read the time again every so many milliseconds. */
  every?: number;
};

/**
 * The time now, read again (and the caller rendered again) at the next moment `next` names, or every
 * `every` ms; nothing in between. When the page comes back into view the time is read at once: a
 * hidden tab's timers run late, and a phone that slept may have passed the moment.
 */
export function useNow({ next, every }: NowOptions = {}): number {
  const [now, setNow] = useState(Date.now);
  const at = useMemo(() => next?.(now) ?? null, [next, now]);
  useEffect(() => {
    const ticking = (at !== null && at > now) || (every !== undefined && every > 0);
    if (!ticking) return undefined;
    const refresh = () => setNow(Date.now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitFor = (moment: number) => {
      const left = moment - Date.now();
      // A timer may fire a little early: wait out the rest rather than show the moment before it.
      if (left <= 0) refresh();
      else timer = setTimeout(() => waitFor(moment), Math.min(left, MAX_TIMEOUT_MS));
    };
    if (at !== null && at > now) waitFor(at);
    const interval = every !== undefined && every > 0 ? setInterval(refresh, every) : undefined;
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [at, every, now]);
  return now;
}

type Timed = Pick<EventDoc, 'live_status'> & Partial<Pick<EventDoc, 'starts_at' | 'ends_at'>>;

/** The first moment one of these events starts or ends after `now`, or null when none will. */
export function nextChangeOf(events: readonly Timed[] | undefined, now: number): number | null {
  let first: number | null = null;
  for (const event of events ?? []) {
    const moment = nextStatusChange(event, now);
    if (moment !== null && (first === null || moment < first)) first = moment;
  }
  return first;
}

/** The time now, read again whenever one of these events starts or ends, so their status follows the clock. */
export function useEventClock(events: readonly Timed[] | undefined): number {
  // A list of hundreds of events renders several times as its cards come in: the next change is
  // worked out once per list and time.
  const next = useCallback((now: number) => nextChangeOf(events, now), [events]);
  return useNow({ next });
}
