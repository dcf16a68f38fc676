import { useEffect, useState } from 'react';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client';
import { useSyncValue } from '../../../lib/sync-client';
import { parseLiveSnapshot, type LiveSnapshot } from '../big-screen/live-snapshot';
import { firstVisitLive } from './first-visit';

// One request per event at a time, whoever on the page asks (the organiser's name, the top questions).
const asking = new Map<string, Promise<unknown>>();

/** The body of GET /events/{slugOrId}/live, asked once however many parts of the page want it now. */
export function liveBody(key: string): Promise<unknown> {
  let request = asking.get(key);
  if (!request) {
    // parseLiveSnapshot checks it as it comes: a proxy's page or an older server's answer is no snapshot.
    request = apiRequest<Partial<ApiAnswer<'/events/{slugOrId}/live', 'get'>>>('GET', `/events/${encodeURIComponent(key)}/live`).finally(() => asking.delete(key));
    asking.set(key, request);
  }
  return request;
}

/**
 * A guest's view of an event's public live data (the big screen's snapshot: counts, organiser, top
 * questions): what the first visit's page brought, else asked of the server once while online.
 * Undefined while unknown, and when the server cannot say (offline, or no such endpoint).
 */
export function usePublicLive(key: string | undefined, enabled: boolean): LiveSnapshot | undefined {
  const [known, setKnown] = useState<{ key: string; live: LiveSnapshot | undefined } | undefined>(() => {
    const live = key && enabled ? firstVisitLive(key) : undefined;
    return key && live ? { key, live } : undefined;
  });
  const online = useSyncValue((sync) => sync.online);
  const needsServer = enabled && Boolean(key) && online && known?.key !== key;
  useEffect(() => {
    if (!needsServer || !key) return undefined;
    let cancelled = false;
    const settle = (live: LiveSnapshot | undefined) => {
      if (!cancelled) setKnown({ key, live });
    };
    liveBody(key).then(
      (body) => {
        let live: LiveSnapshot | undefined;
        try {
          live = parseLiveSnapshot((body as { data?: unknown } | undefined)?.data);
        } catch {
          live = undefined;
        }
        settle(live);
      },
      // Not offered by this server, or not reachable: the guest goes without.
      () => settle(undefined),
    );
    return () => {
      cancelled = true;
    };
  }, [needsServer, key]);
  return known && known.key === key ? known.live : undefined;
}
