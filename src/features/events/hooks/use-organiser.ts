import { useEffect, useState } from 'react';
import { map, of } from 'rxjs';
import { useLiveQuery } from '../../../db/use-live-query';
import { useSyncValue } from '../../../lib/sync-client';
import { firstVisitLive } from './first-visit';
import { liveBody } from './use-public-live';

type LiveEvent = { data?: { organiser_name?: unknown } };

/**
 * The organiser's name: from the profiles on this device (a member's), else from the server's live
 * view of the event when online; undefined when neither has it, and the page leaves it out.
 */
export function useOrganiserName(event: { id: string; slug?: string | undefined; created_by?: string | undefined } | undefined, isMember: boolean): string | undefined {
  const organiserId = isMember ? event?.created_by : undefined;
  const { data: local, loading } = useLiveQuery(
    (db) => (organiserId ? db.users.findOne(organiserId).$.pipe(map((doc) => doc?.full_name || undefined)) : of(undefined)),
    [organiserId],
  );
  const key = event ? event.slug || event.id : undefined;
  // A first visit's page brings the event's live view, and with it the name.
  const [remote, setRemote] = useState<{ key: string; name: string | undefined } | undefined>(() => {
    const live = key ? firstVisitLive(key) : undefined;
    return key && live ? { key, name: live.organiser_name || undefined } : undefined;
  });
  const online = useSyncValue((sync) => sync.online);
  const needsServer = Boolean(key) && !loading && !local && online;
  useEffect(() => {
    if (!needsServer || !key || remote?.key === key) return undefined;
    let cancelled = false;
    // The same request as the guest's top questions, asked once for both.
    const settle = (name: string | undefined) => {
      if (!cancelled) setRemote({ key, name });
    };
    (liveBody(key) as Promise<LiveEvent>).then(
      (body) => settle(typeof body?.data?.organiser_name === 'string' ? body.data.organiser_name || undefined : undefined),
      // Not offered by this server, or not reachable: the page goes without the name.
      () => settle(undefined),
    );
    return () => {
      cancelled = true;
    };
  }, [needsServer, key, remote?.key]);
  return local ?? (remote?.key === key ? remote?.name : undefined);
}
