import { map } from 'rxjs';
import { compareEvents } from '../../../../schemas/event-order';
import type { EventDoc } from '../../../../schemas/event.schema';
import { useLiveQuery } from '../../../db/use-live-query';

/** Every event and community in the local database, current first, then past. */
export function useEvents() {
  return useLiveQuery(
    (db) => db.events.find().$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as EventDoc).sort(compareEvents))),
    [],
  );
}

/** One event by slug or id, as it appears in paths (the slug when it has one). */
export function useEvent(slugOrId: string) {
  return useLiveQuery(
    (db) =>
      db.events
        .find({ selector: { $or: [{ slug: slugOrId }, { id: slugOrId }] } })
        .$.pipe(map((docs) => (docs.find((doc) => doc.slug === slugOrId) ?? docs[0])?.toJSON() as EventDoc | undefined)),
    [slugOrId],
  );
}
