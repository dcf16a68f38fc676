import { useMemo } from 'react';
import { map } from 'rxjs';
import { liveStatusAt } from '../../../../schemas/event-live-status';
import { compareEvents } from '../../../../schemas/event-order';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { createPreloadedReads, readWhileCodeLoads, sameContent } from '../../../db/preload';
import { useLiveQuery } from '../../../db/use-live-query';
import { useEventClock } from '../../../lib/use-now';
import { firstVisitEvents, forgetFirstVisit } from './first-visit';

const allEvents = (db: AppDatabase) => db.events.find();

/** The list as read, with its documents' revisions, which tell whether a later read says the same. */
type EventsRead = { events: EventDoc[]; revisions: string };

/**
 * A first visit's events, as the page's HTML brought them: the list starts from them, and shows them
 * until the database has events of its own (its first sync is under way until then), instead of a
 * loading state and then 'No events yet'.
 */
function firstVisitRead(): EventsRead | undefined {
  const events = firstVisitEvents();
  return events ? { events, revisions: 'first visit' } : undefined;
}
let untilSynced = firstVisitRead();

/** The list read from these documents; the last one again when they have not changed since. */
function readOf(docs: readonly { revision: string; toJSON: () => unknown }[]): EventsRead {
  if (docs.length === 0 && untilSynced) return untilSynced;
  // Once the database has events, it alone is read.
  untilSynced = undefined;
  const revisions = docs.map((doc) => doc.revision).join(' ');
  if (lastRead?.revisions === revisions) return lastRead;
  return { events: docs.map((doc) => doc.toJSON() as EventDoc), revisions };
}

const sameRead = (shown: EventsRead, next: EventsRead) => shown.revisions === next.revisions;

// The last list read: a screen that mounts right after starts from it instead of a loading state.
let lastRead: EventsRead | undefined = untilSynced;

/** Forgets the last list read, and reads the page's first visit data again; for tests, whose databases and pages come and go. */
export function forgetEventsRead(): void {
  forgetFirstVisit();
  untilSynced = firstVisitRead();
  lastRead = untilSynced;
  seenStored.clear();
  eventReads.clear();
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
  return readWhileCodeLoads(async (db) => {
    lastRead = readOf(await allEvents(db).exec());
  }, waitMs);
}

/** Each event with its status at `now` by its clock, the meetverse first, then current, then past. */
export function eventsAt(events: readonly EventDoc[], now: number): EventDoc[] {
  // Most events have the status they were stored with: those are kept as they are, not copied.
  return events
    .map((event) => {
      const status = liveStatusAt(event, now);
      return status === event.live_status ? event : { ...event, live_status: status };
    })
    .sort(compareEvents);
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

// Events the database has held: from then on their page reads the database alone (a deleted one is gone).
const seenStored = new Set<string>();

/** The event as a first visit's HTML brought it, until the database has held it. */
function firstVisitEvent(slugOrId: string): EventDoc | undefined {
  if (seenStored.has(slugOrId)) return undefined;
  return firstVisitEvents()?.find((event) => event.slug === slugOrId || event.id === slugOrId);
}

/** One event by its slug or its id: paths name it by the slug when it has one. */
const eventQuery = (db: AppDatabase, slugOrId: string) => db.events.find({ selector: { $or: [{ slug: slugOrId }, { id: slugOrId }] } });
const eventOf = (docs: readonly { slug?: string | undefined; toJSON: () => unknown }[], slugOrId: string) =>
  (docs.find((doc) => doc.slug === slugOrId) ?? docs[0])?.toJSON() as EventDoc | undefined;
const eventReads = createPreloadedReads<EventDoc>();

/** The event by slug or id as this tab last read it, however long ago: a loader's guess, to check against its read. */
export const lastReadEvent = (slugOrId: string): EventDoc | undefined => eventReads.guess(slugOrId);

/**
 * Reads one event by slug or id while a screen's code loads (its route's loader), so that the screen
 * has it in its first render; the read is returned for the loader to read on from (an event's agenda).
 */
export async function readEvent(db: AppDatabase, slugOrId: string): Promise<EventDoc | undefined> {
  const event = eventOf(await eventQuery(db, slugOrId).exec(), slugOrId);
  if (event) eventReads.keep(slugOrId, event);
  return event;
}

/** One event by slug or id, as it appears in paths (the slug when it has one). */
export function useEvent(slugOrId: string) {
  return useLiveQuery(
    (db) =>
      eventQuery(db, slugOrId).$.pipe(
        map((docs) => {
          const stored = eventOf(docs, slugOrId);
          if (stored) {
            seenStored.add(slugOrId);
            eventReads.seen(slugOrId, stored);
          }
          return stored ?? firstVisitEvent(slugOrId);
        }),
      ),
    [slugOrId],
    { initial: firstVisitEvent(slugOrId) ?? eventReads.recall(slugOrId), same: sameContent },
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
