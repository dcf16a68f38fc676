import { useMemo } from 'react';
import { map } from 'rxjs';
import { liveStatusAt } from '../../../../schemas/event-live-status';
import { compareEvents } from '../../../../schemas/event-order';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { getDatabase, isDatabaseOpen } from '../../../db/database';
import { useLiveQuery } from '../../../db/use-live-query';
import { useEventClock } from '../../../lib/use-now';

const allEvents = (db: AppDatabase) => db.events.find();

/** The list as read, with its documents' revisions, which tell whether a later read says the same. */
type EventsRead = { events: EventDoc[]; revisions: string };

/** The list read from these documents; the last one again when they have not changed since. */
function readOf(docs: readonly { revision: string; toJSON: () => unknown }[]): EventsRead {
  const revisions = docs.map((doc) => doc.revision).join(' ');
  if (lastRead?.revisions === revisions) return lastRead;
  return { events: docs.map((doc) => doc.toJSON() as EventDoc), revisions };
}

const sameRead = (shown: EventsRead, next: EventsRead) => shown.revisions === next.revisions;

// The last list read: a screen that mounts right after starts from it instead of a loading state.
let lastRead: EventsRead | undefined;

/** Forgets the last list read; for tests, whose databases come and go. */
export function forgetEventsRead(): void {
  lastRead = undefined;
}

/** Every event and community in the local database, as stored. */
export function useEvents() {
  const { data, loading, error } = useLiveQuery(
    (db) =>
      allEvents(db).$.pipe(
        map((docs) => {
          lastRead = readOf(docs);
          return lastRead;
        }),
      ),
    [],
    { initial: lastRead, same: sameRead },
  );
  return { data: data?.events, loading, error };
}

/**
 * Reads the list while the screen's code loads. Once the database is open, the returned promise waits
 * for the read, for at most `waitMs`: a route's loader that waits for it lets the screen draw the
 * events in its first render, with no loading state in between (the screen's live query starts from
 * that read). Before, nothing waits for the opening: the screen shows its loading state meanwhile.
 * The database keeps the query's result, so the live query, the same one, does not read again.
 */
export function preloadEvents(waitMs = 0): Promise<void> {
  if (!isDatabaseOpen()) waitMs = 0;
  const read = getDatabase()
    .then((db) => allEvents(db).exec())
    .then((docs) => {
      lastRead = readOf(docs);
    })
    .catch(() => undefined);
  return Promise.race([read, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
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
