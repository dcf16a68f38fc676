import { useMemo } from 'react';
import { map } from 'rxjs';
import { liveStatusAt } from '../../../../schemas/event-live-status';
import { compareEvents } from '../../../../schemas/event-order';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { getDatabase } from '../../../db/database';
import { useLiveQuery } from '../../../db/use-live-query';
import { useEventClock } from '../../../lib/use-now';

const allEvents = (db: AppDatabase) => db.events.find();

/** Every event and community in the local database, as stored. */
export function useEvents() {
  return useLiveQuery((db) => allEvents(db).$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as EventDoc))), []);
}

/**
 * Starts reading the list while the screen's code loads: the database keeps the query's result, and
 * the list's live query, the same one, starts from it rather than reading again.
 */
export function preloadEvents(): void {
  getDatabase()
    .then((db) => allEvents(db).exec())
    .catch(() => undefined);
}

/** Each event with its status at `now` by its clock, the meetverse first, then current, then past. */
export function eventsAt(events: readonly EventDoc[], now: number): EventDoc[] {
  return events.map((event) => ({ ...event, live_status: liveStatusAt(event, now) })).sort(compareEvents);
}

/**
 * Every event and community with its status as of now, in list order; the screen renders again when
 * one of them starts or ends, so an event moves from current to past without a reload.
 */
export function useEventsNow() {
  const { data, loading, error } = useEvents();
  const now = useEventClock(data);
  const events = useMemo(() => (data ? eventsAt(data, now) : undefined), [data, now]);
  return { events, now, loading: loading && !data, error };
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

/** One event with its status as of now, changing when it starts or ends. */
export function useEventNow(slugOrId: string) {
  const result = useEvent(slugOrId);
  const stored = result.data;
  const now = useEventClock(stored ? [stored] : undefined);
  const event = useMemo(() => (stored ? { ...stored, live_status: liveStatusAt(stored, now) } : undefined), [stored, now]);
  return { ...result, data: event, now };
}
