import { startTransition, useEffect, useState } from 'react';
import { ApiError, apiRequest, type ApiAnswer } from '../../../lib/api-client';
import { useSyncValue } from '../../../lib/sync-client';
import { afterNextPaint } from '../../../db/after-next-paint';
import { firstVisitStats } from './first-visit';

/** An event's counts as the server has them, for a guest, whose device holds no joins or check-ins. */
export type EventStats = ApiAnswer<'/events/stats', 'get'>['data'][string];
export type StatsByEvent = Readonly<Record<string, EventStats>>;

const KEY = 'meetverse.eventStats';

function readStored(): StatsByEvent | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { data?: unknown } | null;
    return stored?.data && typeof stored.data === 'object' ? (stored.data as StatsByEvent) : undefined;
  } catch {
    return undefined;
  }
}

let stats: StatsByEvent | undefined = typeof localStorage === 'undefined' ? undefined : readStored();
const listeners = new Set<(next: StatsByEvent | undefined) => void>();
let inFlight: Promise<void> | undefined;

/**
 * Asks the server for every event's counts and keeps them on the device for offline visits. A server
 * that does not offer them yet (404), or no connection, leaves what was kept: counts are a nicety.
 */
export function refreshEventStats(): Promise<void> {
  inFlight ??= apiRequest<ApiAnswer<'/events/stats', 'get'> | null>('GET', '/events/stats')
    .then((body) => {
      if (!body?.data || typeof body.data !== 'object') return;
      const unchanged = JSON.stringify(body.data) === JSON.stringify(stats);
      stats = body.data;
      localStorage.setItem(KEY, JSON.stringify({ data: stats, savedAt: Date.now() }));
      // Counts are secondary: they never interrupt the list's own render, and the same counts render nothing.
      if (!unchanged) startTransition(() => listeners.forEach((listener) => listener(stats)));
    })
    .catch((error: unknown) => {
      if (!(error instanceof ApiError && (error.status === 404 || error.offline))) console.warn('Event counts could not be read', error);
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** Forgets the counts held in memory; for tests. */
export function resetEventStats(): void {
  stats = undefined;
}

/** The server's counts of every event, fetched when `enabled` and online, else as last kept on this device. */
export function useEventStats(enabled: boolean): StatsByEvent | undefined {
  // A first visit's page brings the counts of the events it shows: fresher than any kept.
  const [current, setCurrent] = useState(() => {
    const brought = firstVisitStats();
    return brought ? { ...stats, ...brought } : stats;
  });
  const online = useSyncValue((sync) => sync.online);
  useEffect(() => {
    if (!enabled) return undefined;
    listeners.add(setCurrent);
    // The kept counts show at once; asking the server waits until the screen has painted.
    const cancel = online ? afterNextPaint(() => void refreshEventStats()) : undefined;
    return () => {
      cancel?.();
      listeners.delete(setCurrent);
    };
  }, [enabled, online]);
  return enabled ? current : undefined;
}
