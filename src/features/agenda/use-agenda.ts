import { useCallback, useMemo } from 'react';
import { map, of } from 'rxjs';
import { nowAndNext } from '../../../schemas/session-rules';
import type { SessionDoc } from '../../../schemas/session.schema';
import { useLiveQuery } from '../../db/use-live-query';
import { useNow } from '../../lib/use-now';
import { nextAgendaChange } from './agenda-view';
import { eventSessionsQuery, preloadedAgenda, sessionsReadOf, type SessionsRead } from './agenda-read';

const sameRead = (shown: SessionsRead, next: SessionsRead) => shown.revisions === next.revisions;

// Events whose sessions the database has held: from then on their agenda reads the database alone.
const seenStored = new Set<string>();

/** The sessions a first visit's HTML brought for this event's agenda, until the database has held some of them. */
function firstVisitAgenda(eventId: string, sessions: SessionDoc[] | undefined): SessionsRead | undefined {
  if (seenStored.has(eventId)) return undefined;
  return sessions ? { sessions, revisions: 'first visit' } : undefined;
}

/**
 * The sessions of an event on this device, in time order, kept current as they sync or are edited.
 * `firstVisit`: on a first visit to the agenda, the sessions its HTML brought, shown until the database
 * has this event's own (the first sync is under way until then), so the page the server drew is the
 * page the app shows.
 */
export function useAgenda(eventId: string | undefined, firstVisit?: SessionDoc[]) {
  const { data, loading, error } = useLiveQuery(
    (db) =>
      eventId
        ? eventSessionsQuery(db, eventId).$.pipe(
            map((docs) => {
              if (docs.length === 0) return firstVisitAgenda(eventId, firstVisit) ?? { sessions: [], revisions: '' };
              seenStored.add(eventId);
              return sessionsReadOf(docs);
            }),
          )
        : of(undefined),
    [eventId, firstVisit],
    { initial: eventId ? (firstVisitAgenda(eventId, firstVisit) ?? preloadedAgenda(eventId)) : undefined, same: (shown, next) => shown !== undefined && next !== undefined && sameRead(shown, next) },
  );
  return { sessions: data?.sessions, loading: loading || (eventId !== undefined && data === undefined && !error), error };
}

/** The time now, read again when one of these sessions starts or ends, so 'Now' and 'Next' follow the clock. */
export function useAgendaClock(sessions: readonly SessionDoc[] | undefined): number {
  const next = useCallback((now: number) => nextAgendaChange(sessions, now), [sessions]);
  return useNow({ next });
}

/** The ids of the sessions running now and of those starting next. */
export function useNowAndNextIds(sessions: readonly SessionDoc[] | undefined, now: number) {
  return useMemo(() => {
    const found = nowAndNext(sessions ?? [], now);
    return { now: new Set(found.now.map((session) => session.id)), next: new Set(found.next.map((session) => session.id)) };
  }, [sessions, now]);
}
