import { map } from 'rxjs';
import type { EventDoc } from '../../../schemas/event.schema';
import type { SessionDoc } from '../../../schemas/session.schema';
import type { UserDoc } from '../../../schemas/user.schema';
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

/** The members named as speakers, by id: their names and pictures follow their profiles. */
export function useSpeakerMembers(ids: readonly string[]) {
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery(
    (db) =>
      db.users
        .findByIds(key ? key.split(',') : [])
        .$.pipe(map((found) => new Map([...found.entries()].map(([id, doc]) => [id, doc.toJSON() as UserDoc])))),
    [key],
  );
}

/** The members a speaker row may name: every active member this device holds, by name. */
export function useMemberChoices() {
  return useLiveQuery(
    (db) =>
      db.users.find().$.pipe(
        map((docs) =>
          docs
            .map((doc) => doc.toJSON() as UserDoc)
            .filter((user) => !user.deactivated_at && (user.full_name ?? '').trim())
            .map((user) => ({ value: user.id, label: (user.full_name ?? '').trim() }))
            .sort((a, b) => a.label.localeCompare(b.label)),
        ),
      ),
    [],
  );
}

/**
 * Waits for the first sync before saying a thing is not on this device: a member who opens a link
 * before their first sync sees it loading, not missing.
 */
export function useNeverSynced(): boolean {
  return useSyncValue((sync) => sync.online && sync.lastSyncedAt === null);
}
