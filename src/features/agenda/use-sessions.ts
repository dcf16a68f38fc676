import { map } from 'rxjs';
import type { EventDoc } from '../../../schemas/event.schema';
import type { SessionDoc } from '../../../schemas/session.schema';
import { useLiveQuery } from '../../db/use-live-query';
import { useSyncValue } from '../../lib/sync-client';

/** The event of an agenda by its slug or id, as paths name it (the slug when it has one). */
export function useAgendaEvent(slugOrId: string) {
  return useLiveQuery(
    (db) =>
      db.events.find({ selector: { $or: [{ slug: slugOrId }, { id: slugOrId }] } }).$.pipe(
        map((docs) => (docs.find((doc) => doc.slug === slugOrId) ?? docs[0])?.toJSON() as EventDoc | undefined),
      ),
    [slugOrId],
  );
}

/** One session by its id, or undefined when this device does not hold it. */
export function useSession(sessionId: string) {
  return useLiveQuery((db) => db.sessions.findOne(sessionId).$.pipe(map((doc) => (doc?.toJSON() as SessionDoc | undefined) ?? null)), [sessionId]);
}

/**
 * Waits for the first sync before saying a thing is not on this device: a member who opens a link
 * before their first sync sees it loading, not missing.
 */
export function useNeverSynced(): boolean {
  return useSyncValue((sync) => sync.online && sync.lastSyncedAt === null);
}
